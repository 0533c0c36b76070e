"""The back of a blank sheet (`sheet --with-rules`), read back as printed: the front's page size
and orientation, two copies each behind its sheet on a page of two, cut along a line that a laser
prints, the deal for the sheet's players, a trick, what counts and a strip of the Payoo cards to
tick; no type under 7 pt, no ink within 10 mm of the paper's edge, one size of type on a portrait
back and a landscape one, no heading and no value broken over two lines (210 + 40 = 250 beside
its label), and in every language and every layout the text fits the room back_context keeps
for it."""

import io
import re
from collections import Counter
from pathlib import Path

import numpy as np
import pikepdf
import pypdfium2
import pytest
from typer.testing import CliRunner

from papayoo_print.cli.app import whole_app
from papayoo_print.documents.back_context import TURNED_NOTE, back_context
from papayoo_print.documents.rules_context import ROUND_FORMULA
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.facts import CUT_GAP, DEALS, MARGIN, MAX_PLAYERS, Paper
from papayoo_print.form.geometry import layout_page
from papayoo_print.words import Language, translations
from tests.pdfcheck import MM, glyphs, ink_in_margin, page_texts

LANGUAGES = [language.value for language in Language]
VARIANTS = {
    "3 players": ["--players", "3"],
    "4 players": ["--players", "4"],
    "5 players": ["--players", "5"],
    "6 players": ["--players", "6"],
    "8 players": ["--players", "8"],
    "3 to 8 players": [],
    "3 players, 5 rounds": ["--players", "3", "--rounds", "5"],
    "5 players, 5 rounds": ["--players", "5", "--rounds", "5"],
    "letter, 5 players, 7 rounds": ["--players", "5", "--rounds", "7", "--paper", "letter"],
    "letter, 6 players": ["--players", "6", "--paper", "letter"],
    "letter, 3 to 8 players": ["--paper", "letter"],
}
PRINTED = ["5 players", "8 players", "3 to 8 players", "3 players, 5 rounds", "letter, 5 players, 7 rounds"]
"""A portrait page, a landscape one with and without the whole deal table, two pages of two."""
_made: dict[tuple[str, str], bytes] = {}


def sheet_with_back(variant: str, language: str = "en") -> bytes:
    """`papayoo-print sheet --with-rules` for a variant, made once per test session."""
    key = (variant, language)
    if key not in _made:
        result = CliRunner().invoke(
            whole_app(), ["sheet", "--with-rules", "--lang", language, *VARIANTS[variant], "-o", "-"]
        )
        assert result.exit_code == 0, result.output
        _made[key] = result.stdout_bytes
    return _made[key]


def lines(pdf: bytes, page: int = 2) -> list[str]:
    """The page's lines as a reader sees them: no-break spaces read as spaces."""
    return [" ".join(line.split()) for line in page_texts(pdf)[page - 1].splitlines()]


def sizes_and_rotation(pdf: bytes) -> list[tuple[float, float, int]]:
    with pikepdf.open(io.BytesIO(pdf)) as document:
        return [
            (round(float(page.mediabox[2] - page.mediabox[0]) / MM, 1),
             round(float(page.mediabox[3] - page.mediabox[1]) / MM, 1),
             int(page.obj.get("/Rotate", 0)))
            for page in document.pages
        ]


def glyph_sizes(pdf: bytes, page: int = 2) -> list[tuple[str, float, tuple[float, ...]]]:
    """Each character drawn on the page, with its size as printed in points and its box."""
    return [(glyph.char, glyph.size, glyph.box) for glyph in glyphs(pdf) if glyph.page == page]


def title_tops(pdf: bytes) -> list[float]:
    """Where each copy's title, the large "P" of "Papayoo", starts: millimetres from the top."""
    height = sizes_and_rotation(pdf)[-1][1]
    return sorted(
        round(height - box[3] / MM, 1) for char, size, box in glyph_sizes(pdf, len(page_texts(pdf)))
        if char == "P" and size > 15
    )


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_back_has_the_fronts_size_and_orientation(variant: str) -> None:
    pdf = sheet_with_back(variant)
    front, back = sizes_and_rotation(pdf)
    assert back == front
    if "letter" not in variant:
        landscape = not re.match(r"[345] players", variant)
        assert (front[0] > front[1]) == landscape, front
    with pikepdf.open(io.BytesIO(pdf)) as document:
        flip = "/DuplexFlipShortEdge" if front[0] > front[1] else "/DuplexFlipLongEdge"
        assert document.Root.ViewerPreferences.Duplex == flip
    assert TURNED_NOTE not in page_texts(pdf)[1], "a back turned by nobody"


@pytest.mark.parametrize(
    ("variant", "paper", "players", "rounds"),
    [("3 players, 5 rounds", Paper.a4, 3, 5), ("5 players, 5 rounds", Paper.a4, 5, 5),
     ("letter, 5 players, 7 rounds", Paper.letter, 5, 7)],
)
def test_a_page_of_two_sheets_has_a_copy_behind_each(
    variant: str, paper: Paper, players: int, rounds: int
) -> None:
    """Each copy starts at its sheet's top, the first at the margin and the second past the cut,
    and the cut line runs where the front's does."""
    pdf = sheet_with_back(variant)
    cut = layout_page(paper, players, rounds).cut
    assert cut is not None
    first, second = title_tops(pdf)
    assert MARGIN <= first <= MARGIN + 3
    assert cut + CUT_GAP <= second <= cut + CUT_GAP + 3
    assert dashed_rows(pdf, 1) == pytest.approx(dashed_rows(pdf, 2), abs=0.3)
    assert dashed_rows(pdf, 2) == pytest.approx(cut, abs=0.3)
    assert page_texts(pdf)[1].count("What each card is worth") == 2
    darkest, thickness = cut_line_ink(pdf, 2)
    assert darkest >= 0.35 and thickness >= 0.25, (darkest, thickness)


def dashed_rows(pdf: bytes, page: int) -> float:
    """The middle of the dashed cut line, in millimetres from the top: the rows between the two
    sheets where ink comes and goes across the width."""
    document = pypdfium2.PdfDocument(pdf)
    image = document[page - 1].render(scale=300 / 72, grayscale=True).to_pil().convert("L")
    document.close()
    width, height = image.size
    per_mm = height / sizes_and_rotation(pdf)[page - 1][1]
    middle = height // 2
    left, right = round(MARGIN * per_mm), width - round(MARGIN * per_mm)
    rows = []
    for y in range(middle - round(4 * per_mm), middle + round(4 * per_mm)):
        pixels = [image.getpixel((x, y)) < 160 for x in range(left, right)]
        changes = sum(1 for ink, next_ink in zip(pixels, pixels[1:]) if ink != next_ink)
        if changes > 40:
            rows.append(y)
    assert rows, f"no dashed line on page {page}"
    return (min(rows) + max(rows) + 1) / 2 / per_mm


def cut_line_ink(pdf: bytes, page: int) -> tuple[float, float]:
    """How dark the cut line prints (0 white, 1 black) and how thick, in millimetres: the rows
    near the page's middle where ink covers a quarter of the width or more."""
    document = pypdfium2.PdfDocument(pdf)
    image = np.asarray(document[page - 1].render(scale=400 / 72, grayscale=True).to_pil().convert("L"))
    document.close()
    height, width = image.shape
    per_mm = height / sizes_and_rotation(pdf)[page - 1][1]
    middle, half = height // 2, round(4 * per_mm)
    band = image[middle - half : middle + half, round(MARGIN * per_mm) : width - round(MARGIN * per_mm)]
    darkest = int(band.min())
    rows = int(((band < 0.65 * 255).mean(axis=1) >= 0.25).sum())
    return 1 - darkest / 255, rows / per_mm


@pytest.mark.parametrize("players", [3, 6, 8])
def test_the_deal_for_the_sheets_players_only(players: int) -> None:
    deal = DEALS[players]
    back = lines(sheet_with_back(f"{players} players"))
    assert f"Papayoo {players} players" in back
    assert f"Cards each {deal.cards_each}" in back
    assert f"Passed to the left {deal.cards_passed}" in back
    assert not any(line.startswith("Players 3 4 5") for line in back), "the whole deal table"
    removed = "Remove the 1s of spades, hearts, diamonds and clubs first; the Payoo 1 stays."
    assert (removed in " ".join(back)) == (players >= 7)


def test_the_whole_deal_table_for_a_sheet_of_3_to_8() -> None:
    back = lines(sheet_with_back("3 to 8 players"))
    assert "Papayoo 3 to 8 players" in back
    assert "Players 3 4 5 6 7* 8*" in back
    assert "Cards each " + " ".join(str(deal.cards_each) for deal in DEALS.values()) in back
    assert "Passed to the left " + " ".join(str(deal.cards_passed) for deal in DEALS.values()) in back
    assert "* without the 1s of spades, hearts, diamonds and clubs; the Payoo 1 stays" in " ".join(back)


def test_a_trick_and_what_counts() -> None:
    back = " ".join(lines(sheet_with_back("6 players")))
    for words in ("A trick", "The dealer leads the first trick", "Follow the suit led if you can",
                  "If you cannot follow, play any card", "The highest card of the suit led takes the trick",
                  "What each card is worth", "Each Payoo card, 1 to 20 its number",
                  "The Papayoo: the 7 of the suit the die shows 40",
                  "Every other card, the three other 7s included 0", "Round total 210 + 40 = 250"):
        assert words in back


@pytest.mark.parametrize(("variant", "rows"), [("6 players", 18), ("3 players, 5 rounds", 5)])
def test_the_tally_strip(variant: str, rows: int) -> None:
    """Boxes 1 to 20, the Papayoo's 40 and the 250 check, one numbered row per round."""
    back = lines(sheet_with_back(variant))
    header = "Round " + " ".join(map(str, range(1, 21))) + " Papayoo 40 Check 250"
    numbered = " ".join(map(str, range(1, rows + 1)))
    copies = 2 if "rounds" in variant else 1
    assert " ".join(back).count(f"{header} {numbered} 1 + 2 + … + 20 = 210 + 40 = 250") == copies
    assert back.count("1 + 2 + … + 20 = 210 + 40 = 250") == copies


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", PRINTED)
def test_printable(variant: str, language: str) -> None:
    """Nothing under 7 pt, no ink within 10 mm of the edge, every sum whole on its line."""
    pdf = sheet_with_back(variant, language)
    assert len(page_texts(pdf)) == 2
    smallest = min(size for _char, size, _box in glyph_sizes(pdf))
    assert smallest >= 7 - 0.01, smallest
    assert ink_in_margin(pdf) == []
    back = lines(pdf)
    assert any("210 + 40 = 250" in line for line in back)
    for line in back:
        if "210 +" in line:
            assert "250" in line, line
    _ = translations(Language(language)).gettext
    for words in (_("The deal"), _("A trick"), _("What each card is worth"), _("its number"),
                  f"{_('Round total')} {ROUND_FORMULA}"):
        words = " ".join(words.split())
        assert any(words in line for line in back), f"{words!r} broken over two lines"


def test_one_size_of_type_on_a_portrait_back_and_a_landscape_one() -> None:
    """The same text at the same sizes, whichever way the paper lies."""
    sizes = [Counter(round(size, 1) for _char, size, _box in glyph_sizes(sheet_with_back(variant)))
             for variant in ("5 players", "6 players")]
    assert sizes[0].most_common(1)[0][0] == sizes[1].most_common(1)[0][0] == 9.0
    assert set(sizes[0]) == set(sizes[1])


LAYOUTS = [(Paper.a4, 8, 5), (Paper.a4, 6, 11), (Paper.letter, 5, 18), (Paper.a4, 4, 1), (Paper.a4, 5, 8)]
"""(paper, players, rounds): with PRINTED, each layout of back_context, from the fewest rounds to
the most."""


@pytest.mark.parametrize("language", list(Language), ids=LANGUAGES)
@pytest.mark.parametrize("paper, players, rounds", LAYOUTS)
def test_the_text_fits_its_room(paper: Paper, players: int | None, rounds: int, language: Language) -> None:
    """A copy whose text outgrows the room kept for it pushes what follows off the page: the back
    stays one page, and each copy starts where its sheet does."""
    page = layout_page(paper, players or MAX_PLAYERS, rounds)
    context = back_context(language, page, players)
    assert len(context["tally"]["rows"]) == rounds, "every round has its row"
    pdf = Typesetter(language, paper).render("back.html.j2", context)
    assert len(page_texts(pdf)) == 1
    tops = title_tops(pdf)
    starts = [MARGIN] if page.cut is None else [MARGIN, page.cut + CUT_GAP]
    assert len(tops) == len(starts)
    for top, start in zip(tops, starts):
        assert start <= top <= start + 3


def test_a_users_old_back_template_still_prints(tmp_path: Path) -> None:
    """A --template-dir back that ignores the page size gets no duplex request, not an error."""
    (tmp_path / "back.html.j2").write_text(
        '{% extends "base.html.j2" %}{% block body %}<p>{{ players_label }}</p>{% endblock %}',
        encoding="utf-8",
    )
    result = CliRunner().invoke(
        whole_app(), ["sheet", "--with-rules", "--players", "6", "--template-dir", str(tmp_path), "-o", "-"]
    )
    assert result.exit_code == 0, result.output
    with pikepdf.open(io.BytesIO(result.stdout_bytes)) as document:
        assert "/Duplex" not in document.Root.ViewerPreferences
