"""The review `scan` writes, read back as the person checking it meets it: a header that says
which photo, when, who played and how many cells to check; a legend; every number read in a band
under its row, never over the handwriting; each round's taker ringed and suit shown; each cell to
check in a thick dashed black frame whose number the list under the sheet explains.

The sheet is a white page whose written cells are solid grey, the stand-in for handwriting: what
is printed over a grey cell would be printed over the ink."""

import ctypes
import datetime
import re
from functools import cache

import numpy as np
import pypdfium2
import pypdfium2.raw as pdfium_c
import pytest

from papayoo_print.facts import Paper, Suit
from papayoo_print.form.sheet_code import SheetCode
from papayoo_print.game.model import Game, Round
from papayoo_print.scan.cells import SheetCells, box
from papayoo_print.scan.page import to_px
from papayoo_print.scan.reading import Doubt, ReadCell
from papayoo_print.scan.review import MARGIN, ReviewAbout, review_pdf
from papayoo_print.words import Language
from tests.pdfcheck import MM, Glyph, glyphs, outside, page_texts

NAMES = ("Léa", "Hugo", "Chloé", "Nathan")
ROUNDS = (Round((58, 19, 134, 39), 0, Suit.spades), Round((162, 47, 14, 27), 0, Suit.diamonds),
          Round((70, 61, 40, 79), 3, None))
DOUBTS = [Doubt(2, 2, "total", "doubtful", 148, 149), Doubt(3, None, "suit", "suit")]
TITLE = "Papayoo — what the scan read"
READ = (0, 51, 179)
"""The numbers read: review.READ."""
SHEET_TOP = (297 - 36) * MM
"""Below the header and the legend, on the A4 page."""


def sheet(players: int) -> SheetCells:
    """A sheet for `players` whose first three rows are written in, solid grey."""
    code = SheetCode(Paper.a4, Language.en, players, 18, None, 1, 0, None, NAMES[:players], True)
    layout = code.layout()
    page = np.full((to_px(layout.page_height), to_px(layout.page_width), 3), 255, np.uint8)
    for row in layout.rows[: len(ROUNDS)]:
        for player in layout.players:
            for column in (player.points, player.total):
                written = box(column, row, 1.5)
                page[written.top : written.bottom, written.left : written.right] = 128
    return SheetCells(code, layout, page, 3)


def read_cells(doubts: list[Doubt]) -> list[ReadCell]:
    flagged = {(doubt.round - 1, -1 if doubt.player is None else doubt.player, doubt.cell)
               for doubt in doubts}
    cells, totals = [], [0] * len(NAMES)
    for row, played in enumerate(ROUNDS):
        for player, points in enumerate(played.points):
            totals[player] += points
            for cell, value in (("points", points), ("total", totals[player])):
                cells.append(ReadCell(0, row, player, cell, value, (row, player, cell) in flagged))
    cells += [ReadCell(0, row, -1, cell, None, True) for row, player, cell in sorted(flagged) if player < 0]
    return cells


@cache
def review(flagged: bool) -> bytes:
    doubts = DOUBTS if flagged else []
    game = Game(NAMES, ROUNDS)
    about = ReviewAbout(Language.en, ["night.jpg"], game, doubts, datetime.date(2026, 12, 2))
    return review_pdf([sheet(4)], read_cells(doubts), TITLE, about=about)


def text(pdf: bytes) -> str:
    """The page's words in the order they are drawn, one space between each."""
    return " ".join(page_texts(pdf)[0].split())


def read_numbers(pdf: bytes) -> list[tuple[str, tuple[float, float, float, float]]]:
    """Each number typeset in the reading's colour, with its box: the glyphs of one run joined."""
    found: list[tuple[str, list[Glyph]]] = []
    for glyph in glyphs(pdf):
        if glyph.colour != READ:
            continue
        if found and glyph.char.isdigit() and abs(glyph.box[0] - found[-1][1][-1].box[2]) < 1.5:
            found[-1][1].append(glyph)
        else:
            found.append((glyph.char, [glyph]))
    return [("".join(g.char for g in run), (run[0].box[0], min(g.box[1] for g in run), run[-1].box[2],
                                            max(g.box[3] for g in run))) for _char, run in found]


def stroked_paths(pdf: bytes) -> list[tuple[tuple[float, float, float, float], float, int, tuple[int, ...]]]:
    """Each stroked path of the page: its bounds, line width, dashes and stroke colour."""
    document = pypdfium2.PdfDocument(pdf)
    page = document[0]
    found = []
    for item in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_PATH]):
        width = ctypes.c_float()
        pdfium_c.FPDFPageObj_GetStrokeWidth(item.raw, ctypes.byref(width))
        colour = [ctypes.c_uint() for _ in range(4)]
        pdfium_c.FPDFPageObj_GetStrokeColor(item.raw, *colour)
        dashes = pdfium_c.FPDFPageObj_GetDashCount(item.raw)
        found.append((tuple(item.get_bounds()), width.value, dashes, tuple(c.value for c in colour[:3])))
    document.close()
    return found


def centre(box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    middle = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    return (*middle, *middle)


def inside(inner: tuple[float, ...], outer: tuple[float, ...]) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] and inner[3] <= outer[3]


def test_the_header_says_which_photo_when_who_and_how_many_cells_to_check() -> None:
    photo = "Photo night.jpg, read on December 2, 2026 — Léa, Hugo, Chloé and Nathan"
    assert text(review(True)).startswith(f"{TITLE} 2 cells to check {photo} ")
    assert text(review(False)).startswith(f"{TITLE} Nothing to check {photo} ")


def test_a_legend_says_what_each_mark_means() -> None:
    legend = text(review(True))
    for words in ("58 the number read, under its cell", "58 circled: who took the Papayoo, as read",
                  "1 a cell to check: its number says why, under the sheet", "– nothing read"):
        assert words in legend
    assert "a cell to check" not in text(review(False)), "no flag to explain"


def test_each_flag_is_numbered_and_its_reason_listed_under_the_sheet() -> None:
    reasons = ("1 Round 2, Chloé total: 149 or 148? The writing could be either"
               " 2 Round 3, Suit: no suit circled, or several")
    assert text(review(True)).endswith(reasons)


def test_a_flag_is_a_thick_dashed_black_frame_with_its_number_on_it() -> None:
    pdf = review(True)
    frames = [bounds for bounds, width, dashes, colour in stroked_paths(pdf)
              if dashes > 0 and width >= 1.5 and colour == (0, 0, 0) and bounds[3] < SHEET_TOP]
    badges = [glyph for glyph in glyphs(pdf) if glyph.colour == (255, 255, 255)]
    assert len(frames) == 2
    for frame, number in zip(sorted(frames, key=lambda bounds: -bounds[3]), "12"):
        assert [glyph.char for glyph in badges if inside(centre(glyph.box), frame)] == [number]
    assert [width for _b, width, dashes, _c in stroked_paths(review(False)) if dashes] == []


@pytest.mark.parametrize("flagged", [True, False])
def test_every_number_read_is_beside_the_ink_not_over_it(flagged: bool) -> None:
    pdf = review(flagged)
    numbers = [(text, where) for text, where in read_numbers(pdf) if text.isdigit() and where[3] < SHEET_TOP]
    assert sorted(text for text, _where in numbers) == sorted(str(cell.value) for cell in read_cells([]))
    document = pypdfium2.PdfDocument(pdf)
    scale = 100 / 72
    picture = np.asarray(document[0].render(scale=scale).to_pil().convert("RGB")).astype(int)
    height = picture.shape[0]
    document.close()
    for text, (left, bottom, right, top) in numbers:
        region = picture[round(height - top * scale) : round(height - bottom * scale) + 1,
                         round(left * scale) : round(right * scale) + 1]
        neutral = (np.ptp(region, axis=2) < 12) & (region[..., 0] > 100) & (region[..., 0] < 156)
        assert not neutral.any(), f"{text} is printed over the handwriting"


def test_every_rounds_taker_is_ringed_and_its_suit_shown() -> None:
    pdf = review(True)
    rings = [bounds for bounds, width, dashes, colour in stroked_paths(pdf) if colour == READ and not dashes]
    numbers = read_numbers(pdf)
    for row, played in enumerate(ROUNDS):
        points = str(played.points[played.papayoo])
        taker = [where for text, where in numbers if text == points]
        assert any(inside(where, ring) for where in taker for ring in rings), f"round {row + 1}"
    symbols = [text for text, _where in numbers if not text.isdigit()]
    assert symbols[-3:] == ["♠", "♦", "–"]  # round 3's suit is to check


def test_without_what_the_scan_knows_the_page_says_what_the_cells_say() -> None:
    """`review_pdf` given only the sheets and the cells: the players from the sheet's code, the
    cells to check numbered, each with the number read."""
    pdf = review_pdf([sheet(4)], read_cells(DOUBTS), TITLE)
    assert text(pdf).startswith(f"{TITLE} 2 cells to check Léa, Hugo, Chloé and Nathan ")
    assert text(pdf).endswith("1 Round 2, Chloé total: 148? 2 Round 3, Suit: –?")


def test_a_page_of_many_flags_stays_one_page_and_counts_those_it_cannot_list() -> None:
    """Every cell of 18 rounds to check: the reasons go in columns, the last line says how many
    more the game file lists, and nothing runs off the paper."""
    cells = [ReadCell(0, row, player, cell, 7, True) for row in range(18) for player in range(4)
             for cell in ("points", "total")]
    pdf = review_pdf([sheet(4)], cells, TITLE)
    assert len(page_texts(pdf)) == 1
    listed = re.findall(r"Round \d+, \S+ (?:points|total): 7\?", text(pdf))
    assert 40 < len(listed) < len(cells)
    assert text(pdf).endswith(f"… and {len(cells) - len(listed)} more: see the game file")
    assert outside(pdf, MARGIN - 1) == []


def test_a_reason_too_long_for_its_column_is_cut_after_a_whole_word() -> None:
    """Many cells to check put the reasons in narrow columns: a reason cut short ends with a
    whole word and an ellipsis ("… lire des…", never "… lire des d…")."""
    rounds = ROUNDS * 6
    doubts = [Doubt(row + 1, player, cell, "doubtful", points + 10, points)
              for row, played in enumerate(rounds) for player, points in enumerate(played.points)
              for cell in ("points", "total")]
    cells = [ReadCell(0, doubt.round - 1, doubt.player, doubt.cell, doubt.chosen, True) for doubt in doubts]
    about = ReviewAbout(Language.fr, ["soir.jpg"], Game(NAMES, rounds), doubts, datetime.date(2026, 12, 2))
    page = text(review_pdf([sheet(4)], cells, TITLE, about=about))
    words = {"?", *"L'écriture peut se lire des deux façons".split()}  # after "68 ou 58 ?" or in the reason
    cuts = re.findall(r"(\S+)…", page)
    assert cuts, "no reason was cut: the test needs narrower columns"
    assert set(cuts) <= words, cuts
