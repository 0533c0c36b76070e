"""What the eye might miss on paper, measured on every document in every language: no type
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
    "rules": ["rules"],
    "rules with a worked round": ["rules", "--game", str(EXAMPLE), "--round", "5"],
}


@pytest.fixture
def document(request: pytest.FixtureRequest, run: Run, workdir: Path) -> bytes:
    name, language = request.param
    args = [long_game(workdir).name if arg == "LONG" else arg for arg in DOCUMENTS[name]]
    result = run(*args, "--lang", language.value, "-o", "out.pdf")
    assert result.exit_code == 0, result.output
    return (workdir / "out.pdf").read_bytes()


CASES = [
    pytest.param((name, language), id=f"{name}-{language.value}")
    for name in DOCUMENTS
    for language in Language
]
BACKED = [case for case in CASES if "with rules" in case.values[0][0]]


@pytest.mark.parametrize("document", CASES, indirect=True)
def test_no_type_under_7_pt(document: bytes) -> None:
    small = sorted(
        {(glyph.page, glyph.char, round(glyph.size, 2)) for glyph in glyphs(document)
         if glyph.size < SMALLEST_TYPE},
        key=lambda seen: seen[2],
    )
    assert small == [], f"{len(small)} characters under {SMALLEST_TYPE} pt, the smallest: {small[:10]}"


@pytest.mark.parametrize("document", CASES, indirect=True)
def test_nothing_within_10_mm_of_the_edge(document: bytes) -> None:
    near = outside(document, EDGE_MM)
    assert near == [], f"{len(near)} characters within {EDGE_MM} mm of the edge: {near[:5]}"


@pytest.mark.parametrize("document", CASES, indirect=True)
def test_210_plus_40_is_never_broken(document: bytes) -> None:
    for number, text in enumerate(page_texts(document), start=1):
        for line in text.splitlines():
            compact = " ".join(line.split())
            if "210 +" in compact:
                assert "250" in compact, f"page {number}: {line!r}"
            if "+ 40 = 250" in compact:
                assert "210" in compact, f"page {number}: {line!r}"


@pytest.mark.parametrize("document", BACKED, indirect=True)
def test_a_sheet_and_its_back_in_one_orientation(document: bytes) -> None:
    landscape = {width > height for width, height in page_sizes_mm(document)}
    assert len(landscape) == 1, page_sizes_mm(document)
