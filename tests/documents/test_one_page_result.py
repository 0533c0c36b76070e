"""`papayoo-print result` of a short game: the report under the sheet, on the sheet's page."""

import io
from collections import Counter
from pathlib import Path

import pikepdf
import pytest

from papayoo_print.documents import one_page
from papayoo_print.facts import Paper
from papayoo_print.form.filling import result_forms
from papayoo_print.form.geometry import layout_sheet
from papayoo_print.game.reading import read_game
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language
from tests.conftest import Run
from tests.pdfcheck import A4, LETTER, MM, fonts, glyphs, ink_in_margin, metadata, outside
from tests.pdfcheck import page_sizes_mm, page_texts, syntax_problems
from tests.support import EXAMPLE

SHEET_ROWS = (
    "1 Léa ♠ ♥ ♦ ♣ 27 27 71 71 58 58 94 94 250",
    "5 Léa ♠ ♥ ♦ ♣ 52 266 6 242 83 345 109 397 250",
)
REPORT_WORDS = {  # the places' heading and the chart's end labels, in each language
    "fr": ("Classement", "Manche", "Hugo 242", "Nathan 397", "Manche par manche"),
    "es": ("Clasificación", "Hugo 242", "Nathan 397"),
    "en": ("Places", "Round", "Hugo 242", "Nathan 397", "Round by round"),
    "de": ("Platzierung", "Runde", "Hugo 242", "Nathan 397", "Runde für Runde"),
    "it": ("Classifica", "Hugo 242", "Nathan 397"),
}


def result(run: Run, workdir: Path, *args: str) -> Path:
    outcome = run("result", *args, "-o", "r.pdf")
    assert outcome.exit_code == 0, outcome.output
    return workdir / "r.pdf"


def sheet_bottom_pt(paper: Paper = Paper.a4) -> float:
    """The sheet's table bottom, in points from the page's lower edge."""
    layout = layout_sheet(paper, 4, 5, names_again=True)
    return (layout.page_height - layout.table_bottom) * MM


def report_glyphs(combined: Path, sheet: Path) -> list[tuple[str, tuple[float, ...]]]:
    """The first page's characters that the sheet alone does not draw: the report's."""
    drawn = Counter((glyph.char, tuple(round(v, 1) for v in glyph.box)) for glyph in glyphs(sheet))
    found = []
    for glyph in glyphs(combined):
        key = (glyph.char, tuple(round(v, 1) for v in glyph.box))
        if glyph.page == 1 and drawn[key]:
            drawn[key] -= 1
        elif glyph.page == 1:
            found.append(key)
    return found


@pytest.mark.parametrize("language", ["fr", "es", "en", "de", "it"])
def test_a_five_round_game_is_one_page(run: Run, workdir: Path, language: str) -> None:
    path = result(run, workdir, str(EXAMPLE), "--lang", language)
    assert page_sizes_mm(path) == [A4]
    [text] = page_texts(path)
    words = " ".join(text.split())
    for row in SHEET_ROWS:
        assert row in words
    for word in REPORT_WORDS[language]:
        assert word in words, word
    assert words.index(SHEET_ROWS[-1]) < words.index(REPORT_WORDS[language][0])  # the sheet read first
    outcome = run("result", str(EXAMPLE), "--lang", language, "--sheet-only", "-o", "s.pdf")
    assert outcome.exit_code == 0, outcome.output
    report = report_glyphs(path, workdir / "s.pdf")
    assert len(report) > 300
    assert max(box[3] for _char, box in report) < sheet_bottom_pt()  # nothing over the sheet
    assert min(glyph.size for glyph in glyphs(path)) >= 7
    assert outside(path, 10) == [] and ink_in_margin(path) == []
    assert syntax_problems(path) == []
    assert all(fonts(path).values()) and len(fonts(path)) >= 2


def test_the_shared_page_keeps_the_documents_tags_and_describes_the_sheet(run: Run, workdir: Path) -> None:
    path = result(run, workdir, str(EXAMPLE))
    assert metadata(path)["/Title"] == "Papayoo — Partie à quatre"
    with pikepdf.open(path) as pdf:
        assert str(pdf.Root.Lang) == "fr" and pdf.Root.MarkInfo.Marked
        tree = pdf.Root.StructTreeRoot
        document = tree.K[0] if isinstance(tree.K, pikepdf.Array) else tree.K
        figure = document.K[0]
        assert figure.S == "/Figure" and str(figure.Alt).startswith("La feuille")
        assert [str(kid.S) for kid in document.K[1:]] == ["/Sect", "/Sect", "/Sect"]
        page = pdf.pages[0]
        numbers = tree.ParentTree.Nums
        marked = dict(zip(numbers[::2], numbers[1::2]))[int(page.obj.StructParents)]
        assert marked[int(figure.K)] == figure and figure.Pg == page.obj
        content = page.obj.Contents[0].read_bytes() if isinstance(page.obj.Contents, pikepdf.Array) else b""
        assert content.startswith(b"/Figure <</MCID ")


def test_letter_paper_puts_the_summary_under_the_sheet(run: Run, workdir: Path) -> None:
    path = result(run, workdir, str(EXAMPLE), "--lang", "de", "--paper", "letter")
    sizes = page_sizes_mm(path)
    assert set(sizes) == {LETTER} and len(sizes) <= 2
    first = " ".join(page_texts(path)[0].split())
    assert SHEET_ROWS[0] in first and "Platzierung" in first and "Nathan 397" in first
    if len(sizes) == 2:  # the rounds' table whole on the next page, not split
        assert "Niedrigste Punktzahl" in page_texts(path)[1] and "Niedrigste Punktzahl" not in first
    outcome = run("result", str(EXAMPLE), "--lang", "de", "--paper", "letter", "--sheet-only", "-o", "s.pdf")
    assert outcome.exit_code == 0, outcome.output
    report = report_glyphs(path, workdir / "s.pdf")
    assert max(box[3] for _char, box in report) < sheet_bottom_pt(Paper.letter)
    assert min(glyph.size for glyph in glyphs(path)) >= 7
    assert outside(path, 10) == [] and ink_in_margin(path) == [] and syntax_problems(path) == []
    assert all(fonts(path).values())


def test_an_eighteen_round_game_keeps_the_sheet_and_the_report_apart(run: Run, workdir: Path) -> None:
    names = ["Ana", "Ben", "Cleo"]
    rounds = [{"scores": {"Ana": 100, "Ben": 50, "Cleo": 100}}] * 18
    game = read_game({"players": names, "rounds_planned": 18, "rounds": rounds})
    assert one_page.sheet_bottom(result_forms(game, Language.en, Paper.a4)) is None
    (workdir / "long.yaml").write_text(
        "players: [Ana, Ben, Cleo]\nrounds:\n" + "  - scores: {Ana: 100, Ben: 50, Cleo: 100}\n" * 18,
        encoding="utf-8",
    )
    path = result(run, workdir, "long.yaml", "--lang", "en")
    sheet, report = page_texts(path)[:2]
    assert "Places" not in sheet and "Places" in report and "18 " in sheet


def test_the_rule_follows_the_room_the_sheet_leaves() -> None:
    example = load_game(EXAMPLE)
    assert one_page.sheet_bottom(result_forms(example, Language.fr, Paper.a4)) is not None
    a_round = {"scores": {"A": 100, "B": 50, "C": 100}}
    for rounds, fits in ((1, True), (8, True), (10, True), (11, False)):
        game = read_game({"players": ["A", "B", "C"], "rounds": [a_round] * rounds})
        assert (one_page.sheet_bottom(result_forms(game, Language.en, Paper.a4)) is not None) is fits
    seven = dict(zip("ABCDEFG", [50, 50, 50, 50, 50, 0, 0]))
    landscape = read_game({"players": list("ABCDEFG"), "rounds": [{"scores": seven}]})
    assert one_page.sheet_bottom(result_forms(landscape, Language.en, Paper.a4)) is None
    nothing_played = read_game({"players": ["A", "B", "C"], "rounds_planned": 5, "rounds": []})
    assert one_page.sheet_bottom(result_forms(nothing_played, Language.en, Paper.a4)) is None


def test_the_same_game_gives_the_same_bytes(run: Run, workdir: Path) -> None:
    first = result(run, workdir, str(EXAMPLE)).read_bytes()
    assert result(run, workdir, str(EXAMPLE)).read_bytes() == first
    with pikepdf.open(io.BytesIO(first)) as pdf:
        assert len(pdf.pages) == 1
