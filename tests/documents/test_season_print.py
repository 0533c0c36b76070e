"""The season report as a reader meets it on paper, read back from the PDF: dates in the
language's long form and never ISO; head to head's columns headed by the players' names,
turned; no name broken inside a word; the best game said in words; pages filled, no heading
alone at a page's foot. On the example season (tests/game/test_season.py works it out) and on
one of 20 players of long names."""

import ctypes
import re

import pypdfium2
import pypdfium2.raw as pdfium_c
import pytest

from papayoo_print.documents.season_context import season_context
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.facts import Paper
from papayoo_print.game.season import Season
from papayoo_print.words import Language
from tests.documents.test_season import TWENTY, random_season, the_season
from tests.pdfcheck import A4, MM, glyphs, page_texts

MARGIN = 16.0
"""The pages' top and bottom margins, in mm (print.css)."""


@pytest.fixture(scope="module")
def example() -> dict[Language, bytes]:
    return {language: typeset(the_season(), language) for language in (Language.fr, Language.en)}


@pytest.fixture(scope="module")
def twenty() -> tuple[Season, bytes]:
    result = random_season(TWENTY, 12)
    return result, typeset(result, Language.de)


def typeset(result: Season, language: Language) -> bytes:
    return Typesetter(language, Paper.a4).render("season.html.j2", season_context(result, language))


def text_lines(pdf: bytes) -> list[str]:
    return [line.strip() for page in page_texts(pdf) for line in page.splitlines()]


def turned_lines(pdf: bytes) -> list[str]:
    """The lines set turned a quarter (read upwards), in the order drawn."""
    document = pypdfium2.PdfDocument(pdf)
    lines: list[str] = []
    for page in document:
        text = page.get_textpage()
        line, turned = "", False
        for index in range(text.count_chars()):
            char = text.get_text_range(index, 1)
            matrix = pdfium_c.FS_MATRIX()
            pdfium_c.FPDFText_GetMatrix(text.raw, index, ctypes.byref(matrix))
            if pdfium_c.FPDFText_IsGenerated(text.raw, index):
                line += char if turned else ""
                continue
            turned = matrix.b > 0.5
            if turned:
                line += char
        parts = re.split(r"[\r\n]+", line.replace("\ufffe", "-\n"))  # pdfium's mark of a hyphen ending a line
        lines.extend(part.strip() for part in parts if part.strip())
    document.close()
    return lines


def whole(name: str) -> str:
    """A pattern finding `name` on one line or broken only at a space or after a hyphen."""
    parts = (re.escape(part) for part in re.split(r"( |-)", name))
    return "".join(r"[ \n]+" if part == r"\ " else "-\n?" if part == r"\-" else part for part in parts)


def anywhere(name: str) -> str:
    """A pattern finding `name` however its lines break, inside a word too."""
    return r"\n?".join(r"[ \n]+" if char == " " else re.escape(char) for char in name)


@pytest.mark.parametrize(("language", "dates"), [
    (Language.fr, ["1 10 janvier 2026 Janvier", "4 4 avril 2026 Avril", "10 janvier 2026 – 4 avril 2026"]),
    (Language.en,
     ["1 January 10, 2026 Janvier", "4 April 4, 2026 Avril", "January 10, 2026 – April 4, 2026"]),
])
def test_dates_are_in_the_long_form_never_iso(example: dict[Language, bytes], language: Language,
                                              dates: list[str]) -> None:
    text = "\n".join(text_lines(example[language]))
    for date in dates:
        assert date in text, date
    assert re.findall(r"\d{4}-\d\d-\d\d|\d\d?/\d\d?/\d{4}|\d\d?\.\d\d?\.\d{4}", text) == []


def test_head_to_head_columns_are_headed_by_the_players_names_turned(example: dict[Language, bytes]) -> None:
    for pdf in example.values():
        assert turned_lines(pdf) == ["1 Léa", "2 Nathan", "3 Chloé", "4 Hugo", "5 Inès"]


def test_long_names_head_their_columns_broken_only_at_a_space_or_hyphen(twenty: tuple[Season, bytes]) -> None:
    """In two tables, the second's headings again at the head of the next page."""
    result, pdf = twenty
    headings = re.split(r"[ \n](?=\d+ )", "\n".join(turned_lines(pdf)))
    named = [row["name"] for row in season_context(result, Language.de)["head_to_head"][0]["rows"]]
    assert {int(heading.split()[0]) for heading in headings} == set(range(1, len(named) + 1))
    for heading in headings:
        number = int(heading.split()[0])
        assert re.fullmatch(f"{number} {whole(named[number - 1])}", heading), heading


def test_no_name_is_broken_inside_a_word(
    example: dict[Language, bytes], twenty: tuple[Season, bytes]
) -> None:
    """Each name found at least twice (the standings, head to head), every time broken, if at all,
    only at a space or after a hyphen."""
    examples = ["Léa", "Nathan", "Chloé", "Hugo", "Inès", "Jules"]
    for names, document in ((TWENTY, twenty[1]), (examples, example[Language.fr])):
        text = "\n".join(text_lines(document)).replace("\u00a0", " ")
        for name in names:
            found = len(re.findall(whole(name), text))
            assert found >= 2 and found == len(re.findall(anywhere(name), text)), name


@pytest.mark.parametrize(("language", "heading", "row"), [
    (Language.en, "Best game (points per round)",
     "1 Léa 3 2 (67%) 1.7 22% 48.3 0.60 game 1 (35.0) 28.0 ± 7.9"),
    (Language.fr, "Meilleure partie (points par manche)",
     "1 Léa 3 2 (67\u00a0%) 1,7 22\u00a0% 48,3 0,60 partie 1 (35,0) 28,0 ± 7,9"),
])
def test_the_best_game_is_said_in_words(example: dict[Language, bytes], language: Language, heading: str,
                                        row: str) -> None:
    text = " ".join(text_lines(example[language]))
    assert heading in text and row in text


def test_every_page_is_filled_and_no_heading_is_alone_at_its_foot(
    example: dict[Language, bytes], twenty: tuple[Season, bytes]
) -> None:
    """Each page holds at least a quarter of a page; below each section's heading (11 pt) at
    least its note and two rows (15 mm) on the same page."""
    for pdf in (*example.values(), twenty[1]):
        drawn = glyphs(pdf)
        top, height = (A4[1] - MARGIN) * MM, (A4[1] - 2 * MARGIN) * MM
        pages = sorted({glyph.page for glyph in drawn})
        assert len(pages) >= 2
        for page in pages:
            on_page = [glyph for glyph in drawn if glyph.page == page and glyph.box[3] <= top + 1]
            lowest = min(glyph.box[1] for glyph in on_page)
            assert (top - lowest) / height >= 0.25, page
            for heading in (glyph for glyph in on_page if abs(glyph.size - 11.0) < 0.01):
                assert heading.box[1] - lowest >= 15 * MM, (page, heading.char)


def test_the_example_season_is_two_pages(example: dict[Language, bytes]) -> None:
    assert [len(page_texts(pdf)) for pdf in example.values()] == [2, 2]


def test_the_context_gives_head_to_head_its_sizes_from_the_names() -> None:
    blocks = season_context(random_season(TWENTY, 12), Language.de)["head_to_head"]
    assert [len(block["columns"]) for block in blocks] == [9, 9]  # the 18 who met twice
    first = blocks[0]
    assert first["heading_height"] < 40 and 8 <= first["column_width"] <= 14
    assert all(len(heading["lines"]) <= 3 for block in blocks for heading in block["headings"])
    assert max(block["width"] for block in blocks) <= 180


def test_a_short_season_s_head_to_head_keeps_names_on_one_line() -> None:
    blocks = season_context(the_season(), Language.fr)["head_to_head"]
    names = [["Léa"], ["Nathan"], ["Chloé"], ["Hugo"], ["Inès"]]
    assert [heading["lines"] for heading in blocks[0]["headings"]] == names
    assert blocks[0]["columns"] == [1, 2, 3, 4, 5]  # as a template of one's own shows them
