"""A batch of blank sheets on paper: which sheets share a page, and the table's number in the
header, read back from where it is drawn."""

import pytest

from papayoo_print.facts import Paper
from papayoo_print.form.batch import copied, paired, table_forms
from papayoo_print.form.content import SheetForm
from papayoo_print.form.geometry import (
    BOX_HEIGHT,
    DATE_BOX_TOP,
    DATE_BOX_WIDTH,
    ROUNDS_BOX_TOP,
    ROUNDS_BOX_WIDTH,
    layout_page,
)
from papayoo_print.form.render import render_pages
from papayoo_print.words import Language, translations
from tests.pdfcheck import MM, glyphs, page_words

TABLES = (("A", "B", "C", "D"), ("E", "F", "G", "H"), ("I", "J", "K", "L", "M"), ("N", "O", "P", "Q"))


def forms(
    rounds: int, tables: tuple[tuple[str, ...], ...] = TABLES, paper: Paper = Paper.a4
) -> list[SheetForm]:
    return table_forms(tables, SheetForm(Language.en, paper, None, rounds, rounds), numbered=True)


def numbers(pages: list[tuple[SheetForm, ...]]) -> list[list[int | None]]:
    return [[form.table for form in page] for page in pages]


def test_two_in_a_row_of_one_size_share_a_page() -> None:
    assert numbers(paired(forms(8))) == [[1, 2], [3, 3], [4, 4]]


def test_long_games_take_a_page_each() -> None:
    assert numbers(paired(forms(18))) == [[1], [2], [3], [4]]


def test_landscape_sheets_never_share() -> None:
    eights = (tuple("ABCDEFGH"), tuple("IJKLMNOP"))
    assert numbers(paired(forms(3, eights))) == [[1], [2]]


def test_copies_pair_up_in_order() -> None:
    assert numbers(paired(copied(forms(8, TABLES[:2]), 3))) == [[1, 1], [1, 2], [2, 2]]


def test_a_lone_short_sheet_fills_its_page_twice() -> None:
    blank = SheetForm(Language.fr, Paper.a4, 4, 6, 6)
    assert paired([blank]) == [(blank, blank)]
    assert paired(copied([blank], 3)) == [(blank, blank), (blank, blank)]


def test_the_same_size_is_the_same_layout() -> None:
    """Letter paper holds fewer short rounds two to a page than A4 (7 against 8)."""
    assert numbers(paired(forms(8, TABLES[:2], Paper.letter))) == [[1], [2]]
    assert layout_page(Paper.letter, 4, 8).cut is None


@pytest.mark.parametrize("language", list(Language))
@pytest.mark.parametrize("table", [9, 100])
@pytest.mark.parametrize(
    ("players", "rounds", "paper"), [(3, 18, Paper.a4), (4, 6, Paper.letter), (8, 18, Paper.a4)]
)
def test_the_table_number_sits_beside_the_rounds_box(
    language: Language, table: int, players: int, rounds: int, paper: Paper
) -> None:
    """Right of the rounds box, under the date box, inside the table's width, at the rounds'
    13 pt when it fits (a table under 10), smaller when it must but never under 7 pt."""
    names = tuple(f"P{n}" for n in range(players))
    form = SheetForm(language, paper, players, rounds, rounds, names, table=table)
    pdf = render_pages([form])
    word = translations(language).gettext("Table {number}").format(number=table)
    assert word in " ".join(page_words(pdf)[0])
    layout = layout_page(paper, players, rounds, names_again=True).sheets[0]
    box_right = (layout.table_right - DATE_BOX_WIDTH + ROUNDS_BOX_WIDTH) * MM
    row_top = (layout.page_height - layout.header.start - ROUNDS_BOX_TOP) * MM
    row_bottom = row_top - BOX_HEIGHT * MM
    date_bottom = (layout.page_height - layout.header.start - DATE_BOX_TOP - BOX_HEIGHT) * MM
    drawn = [
        glyph for glyph in glyphs(pdf)
        if glyph.box[0] > box_right and row_bottom - 2 < glyph.box[1] < row_top and glyph.size > 9.5
    ]
    assert "".join(glyph.char for glyph in drawn[: len(word.replace(" ", ""))]) == word.replace(" ", "")
    for glyph in drawn:
        left, bottom, right, top = glyph.box
        assert box_right + 1 * MM < left and right <= layout.table_right * MM + 0.01
        assert row_bottom - 0.5 < bottom and top < date_bottom
        assert 7 <= glyph.size <= 13.01
    if table < 10:
        assert all(glyph.size == pytest.approx(13) for glyph in drawn)
