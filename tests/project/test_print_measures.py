"""What the eye might miss on paper, measured on the sheets and results in every language: no type
under 7 pt, nothing within 10 mm of the paper's edge, "210 + 40 = 250" never broken, one
orientation for a sheet and its back, long names kept inside the page."""

from pathlib import Path

import pytest
import yaml

from papayoo_print.words import Language
from tests.conftest import Run
from tests.pdfcheck import glyphs, outside, page_sizes_mm, page_texts
from tests.support import EXAMPLE, LONG_NAMES, random_game_data

SMALLEST_TYPE = 7.0
EDGE_MM = 10.0


def long_game(folder: Path) -> Path:
    """Eight players whose names hold 26 to 37 characters, twenty rounds: two pages of sheet."""
    data = {**random_game_data(LONG_NAMES, 20, seed=10), "title": "Soirée du club, table 1"}
    path = folder / "long.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


DOCUMENTS = {
    "sheet 3 to 8": ["sheet"],
    "sheet 3": ["sheet", "--players", "3"],
    "sheet 5 letter": ["sheet", "--players", "5", "--paper", "letter"],
    "sheet 4 two-up": ["sheet", "--players", "4", "--rounds", "5"],
    "sheet 8 long names": ["sheet", "--names", ",".join(LONG_NAMES)],
    "sheet 4 with rules": ["sheet", "--players", "4", "--with-rules"],
    "sheet 7 with rules": ["sheet", "--players", "7", "--with-rules"],
    "sheet 3 two-up with rules": ["sheet", "--players", "3", "--rounds", "6", "--with-rules"],
    "result of the seed game": ["result", str(EXAMPLE)],
    "result of 8 long names": ["result", "LONG"],
}
"""The rules alone are measured the same way, in every language and on both papers, by
tests/documents/test_rules.py."""


def render(run: Run, workdir: Path, name: str, language: Language) -> bytes:
    args = [long_game(workdir).name if arg == "LONG" else arg for arg in DOCUMENTS[name]]
    result = run(*args, "--lang", language.value, "-o", "out.pdf")
    assert result.exit_code == 0, result.output
    return (workdir / "out.pdf").read_bytes()


def small_type(document: bytes) -> list[str]:
    small = sorted(
        {(glyph.page, glyph.char, round(glyph.size, 2)) for glyph in glyphs(document)
         if glyph.size < SMALLEST_TYPE},
        key=lambda seen: seen[2],
    )
    return [f"{len(small)} characters under {SMALLEST_TYPE} pt, the smallest: {small[:10]}"] if small else []


def near_the_edge(document: bytes) -> list[str]:
    near = outside(document, EDGE_MM)
    return [f"{len(near)} characters within {EDGE_MM} mm of the edge: {near[:5]}"] if near else []


def broken_sum(document: bytes) -> list[str]:
    broken = []
    for number, text in enumerate(page_texts(document), start=1):
        for line in text.splitlines():
            compact = " ".join(line.split())
            cut_after = "210 +" in compact and "250" not in compact
            cut_before = "+ 40 = 250" in compact and "210" not in compact
            if cut_after or cut_before:
                broken.append(f"page {number}: 210 + 40 = 250 broken: {line!r}")
    return broken


def mixed_orientations(document: bytes) -> list[str]:
    sizes = page_sizes_mm(document)
    landscape = {width > height for width, height in sizes}
    return [f"a sheet and its back in two orientations: {sizes}"] if len(landscape) > 1 else []


@pytest.mark.parametrize("language", list(Language), ids=lambda language: language.value)
@pytest.mark.parametrize("name", list(DOCUMENTS))
def test_the_document_measures_up(run: Run, workdir: Path, name: str, language: Language) -> None:
    """Each document rendered once, every measure taken on it, every failure said."""
    document = render(run, workdir, name, language)
    failures = [*small_type(document), *near_the_edge(document), *broken_sum(document)]
    if "with rules" in name:
        failures += mixed_orientations(document)
    assert failures == []
