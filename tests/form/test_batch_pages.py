"""A batch of blank sheets on paper: which sheets share a page, and the table's number in the
header, read back from where it is drawn."""

import pytest

from papayoo_print.facts import Paper
from papayoo_print.form.batch import copied, paired, table_forms
from papayoo_print.form.content import SheetForm
from papayoo_print.form.geometry import layout_page
from papayoo_print.form.render import render_pages
from papayoo_print.words import Language, translations
from tests.pdfcheck import MM, glyphs, page_texts

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
def test_the_table_number_is_large_under_the_title(
    language: Language, table: int, players: int, rounds: int, paper: Paper
) -> None:
    """Under "Papayoo", in the header, left of the deal: at 20 pt (capitals 5 mm tall, to find
    across a room) when it fits, never under 16 pt."""
    names = tuple(f"P{n}" for n in range(players))
    form = SheetForm(language, paper, players, rounds, rounds, names, table=table)
    pdf = render_pages([form])
    word = translations(language).gettext("Table {number}").format(number=table).replace(" ", "")
    layout = layout_page(paper, players, rounds, names_again=True).sheets[0]
    header_top = (layout.page_height - layout.header.start) * MM
    table_top = (layout.page_height - layout.table_top) * MM
    drawn = [glyph for glyph in glyphs(pdf) if glyph.size > 14 and glyph.char != " "]
    title, label = drawn[:7], drawn[7:7 + len(word)]  # the upper sheet's, on a page of two
    assert "".join(glyph.char for glyph in title) == "Papayoo"
    assert "".join(glyph.char for glyph in label) == word
    for glyph in label:
        left, bottom, right, top = glyph.box
        assert table_top < bottom and top < header_top
        assert layout.table_left * MM < left and right < (layout.table_left + 52) * MM
        assert glyph.size >= 16
    if table < 10:
        assert all(glyph.size == pytest.approx(20) for glyph in label)


def test_a_tables_lone_sheet_prints_a_spare_below_it() -> None:
    """A table with no partner for its page fills it twice, the lower copy labelled a spare;
    two tables sharing a page have no spare, nor has a blank sheet's second copy."""
    pages = paired(forms(8, TABLES[:3]))
    assert [[form.spare for form in page] for page in pages] == [[False, False], [False, True]]
    blank = SheetForm(Language.en, Paper.a4, 4, 6, 6)
    assert paired([blank]) == [(blank, blank)]
    [text] = page_texts(render_pages(pages[1]))
    assert text.count("Table 3") == 2 and text.count("Spare") == 1
    assert text.index("Spare") > text.index("Table 3") + len("Table 3")  # the lower copy's
    assert "Spare" not in " ".join(page_texts(render_pages(pages[0]))[0].split())
