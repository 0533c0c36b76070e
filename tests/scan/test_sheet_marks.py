"""The marks and QR code on printed sheets: on every layout the code read back (by OpenCV, from
the page rendered at 200 dpi, as a flat scan) describes the sheet it is on, the corner marks are
where that description puts them, and --no-marks leaves them all out."""

from pathlib import Path

import numpy as np
import pypdfium2
import pytest
import yaml

from papayoo_print.facts import Paper
from papayoo_print.form.geometry import layout_page
from papayoo_print.form.sheet_code import MARK, SheetCode, mark_places
from papayoo_print.scan.marks import find_codes
from papayoo_print.words import Language
from tests.conftest import Run
from tests.support import EXAMPLE, LONG_NAMES, random_game_data

DPI = 200
PX = DPI / 25.4


def pages(pdf: Path) -> list[np.ndarray]:
    document = pypdfium2.PdfDocument(pdf)
    return [np.array(page.render(scale=DPI / 72, grayscale=True).to_numpy()) for page in document]


def codes_on(page: np.ndarray) -> list[SheetCode]:
    return sorted((code for code, _ in find_codes(page)), key=lambda code: code.position)


def ink_at(page: np.ndarray, place: tuple[float, float]) -> float:
    """The mean grey of the middle of a mark's square (0 black, 255 white)."""
    x, y, half = round(place[0] * PX), round(place[1] * PX), round(MARK * PX / 4)
    return float(page[y - half : y + half, x - half : x + half].mean())


def assert_marked(page: np.ndarray, code: SheetCode) -> None:
    places = mark_places(code.layout())
    for place in (places.top_left, places.top_right, places.bottom_left):
        assert ink_at(page, place) < 40, (code, place)


LAYOUTS = [(players, paper, 18) for players in range(3, 9) for paper in Paper]
TWO_UP = [(players, paper, 8 if paper is Paper.a4 else 6) for players in range(3, 6) for paper in Paper]


def test_the_two_up_layouts_are_two_up() -> None:
    assert all(layout_page(paper, players, rows).cut is not None for players, paper, rows in TWO_UP)


@pytest.mark.parametrize(("players", "paper", "rounds"), LAYOUTS + TWO_UP)
def test_every_blank_sheet_says_how_it_is_laid_out(run: Run, players: int, paper: Paper, rounds: int) -> None:
    args = ("sheet", "-p", str(players), "-r", str(rounds), "--paper", paper.value, "-o", "sheet.pdf")
    assert run(*args).exit_code == 0
    (page,) = pages(Path("sheet.pdf"))
    codes = codes_on(page)
    positions = [0] if layout_page(paper, players, rounds).cut is None else [1, 2]
    assert len(codes) == len(positions)
    for code, position in zip(codes, positions):
        assert code == SheetCode(paper, Language.en, players, rounds, rounds, 1, position, None, (), False)
        assert_marked(page, code)


def test_a_batch_of_tables_gives_each_sheet_its_names_and_number(run: Run) -> None:
    result = run("sheet", "--table", "Léa,Hugo,Chloé", "--table", "Ana,Bo,Cy,Di", "-r", "6", "--lang", "fr",
                 "-o", "tables.pdf")
    assert result.exit_code == 0, result.output
    found = [codes_on(page) for page in pages(Path("tables.pdf"))]
    assert [[(c.table, c.names, c.position) for c in page] for page in found] == [
        [(1, ("Léa", "Hugo", "Chloé"), 1), (1, ("Léa", "Hugo", "Chloé"), 2)],
        [(2, ("Ana", "Bo", "Cy", "Di"), 1), (2, ("Ana", "Bo", "Cy", "Di"), 2)],
    ]
    assert all(code.language is Language.fr and code.names_printed for page in found for code in page)


def test_long_names_are_left_out_of_the_code_but_the_sheet_knows_they_are_printed(run: Run) -> None:
    assert run("sheet", "--names", ",".join(LONG_NAMES[:8]), "-o", "long.pdf").exit_code == 0
    (page,) = pages(Path("long.pdf"))
    (code,) = codes_on(page)
    assert (code.players, code.names, code.names_printed) == (8, (), True)
    assert_marked(page, code)


def test_five_names_on_letter_paper_are_in_the_code(run: Run) -> None:
    names = ("Léa", "Hugo", "Chloé", "Nathan", "Zoé")
    assert run("sheet", "--names", ",".join(names), "--paper", "letter", "-o", "five.pdf").exit_code == 0
    (page,) = pages(Path("five.pdf"))
    (code,) = codes_on(page)
    assert (code.paper, code.names) == (Paper.letter, names)


def test_a_long_result_says_which_round_each_page_starts_at(run: Run) -> None:
    Path("long.yaml").write_text(yaml.safe_dump(random_game_data(["Léa", "Hugo", "Chloé"], 25)))
    assert run("result", "long.yaml", "--sheet-only", "-o", "result.pdf").exit_code == 0
    found = [codes_on(page) for page in pages(Path("result.pdf"))]
    assert [(code.first_round, code.rows, code.position, code.names) for (code,) in found] == [
        (1, 13, 0, ("Léa", "Hugo", "Chloé")), (14, 12, 0, ("Léa", "Hugo", "Chloé"))
    ]


@pytest.mark.parametrize("command", [("sheet", "-p", "5"), ("sheet", "-p", "4", "-r", "6"),
                                     ("result", str(EXAMPLE), "--sheet-only")])
def test_no_marks_leaves_out_the_code_and_the_marks(run: Run, command: tuple[str, ...]) -> None:
    assert run(*command, "-o", "marked.pdf").exit_code == 0
    assert run(*command, "--no-marks", "-o", "plain.pdf").exit_code == 0
    (marked,), (plain,) = pages(Path("marked.pdf"))[:1], pages(Path("plain.pdf"))[:1]
    codes = codes_on(marked)
    assert codes and not codes_on(plain)
    for code in codes:
        places = mark_places(code.layout())
        # No filled square (a mark's middle is under 40): the title and the footer's first line
        # start where the left ones would be; the title's bold P covers the top left one's middle.
        for place in (places.top_right, places.bottom_left):
            assert ink_at(plain, place) > 100
