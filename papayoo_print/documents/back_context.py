"""What the back of a blank scoresheet shows, and where: finished values for back.html.j2.

The back is printed on the other side of the sheet's own paper, so it takes the front's page size
and orientation (a landscape front gets a landscape back: a driver turns both pages alike, where a
portrait back behind a landscape front would be turned 90° on its own, and some drivers flip it)
and keeps the sheet's margin on every side.

A page of two short-game sheets (see `form.geometry.layout_page`) gets two copies of the back,
each exactly behind its sheet, split by the same dashed line, so that after cutting each half has
its back. Why "behind" holds whatever the printer does: such a page is portrait, and a portrait
page printed double-sided flips on its long edge, like a book's page. That turn swaps left and
right and keeps top at top, so the back's top half lies behind the front's top half; left and
right do not matter, since the sheets and the copies are centred between equal margins. A printer
set to flip on the short edge instead turns the back upside down: its top half then lies behind
the front's bottom half. The two halves are alike and placed symmetrically about the cut (margin,
sheet, gap, cut, gap, sheet, margin), so each half still has a whole copy behind it, upside down.
A landscape back is one block within equal margins: behind its sheet in any flip.
"""

import re
from typing import Any

from papayoo_print.facts import (
    CUT_GAP,
    CUT_LINE_WIDTH,
    DEALS,
    MARGIN,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PAPAYOO_POINTS,
    PAYOO_CARDS,
    ROUND_TOTAL,
)
from papayoo_print.form.geometry import MAX_ROW_HEIGHT, PageLayout
from papayoo_print.documents.rules_context import NBSP, PAYOO_FORMULA, ROUND_FORMULA
from papayoo_print.words import N_, Language, translations

CUT_LINE = CUT_LINE_WIDTH * 25.4 / 72
"""The dashed cut line's width, in millimetres."""

TITLE_HEIGHT = 10.0
"""Millimetres from a copy's top to its text: the title band and the gap under it."""
TEXT_HEIGHT = {"landscape": 52.0, "portrait": 66.0, "half": 47.5}
"""The room kept for the deal, the trick and the card values, side by side, in each layout: a
little more than the longest language needs, measured by typesetting them all
(tests/documents/test_back_page.py checks that they still fit). What the tally leaves over goes
to them too. The type is one size whatever the layout (back.css), so that a night's portrait and
landscape backs read alike; only a half page, which holds no more, takes the next size down."""
TALLY_FIXED = {"landscape": 25.5, "portrait": 26.0, "half": 25.0}
"""The tally's heading and hint, its row of numbers and its row of sums, with the gap above."""
MIN_TICK_ROW = 5.3
MAX_TICK_ROW = MAX_ROW_HEIGHT
"""A row of boxes to tick: room for a pen's tick, and no taller than the front's rows."""


TURNED_NOTE = N_("Upside down on screen: printed on both sides, it reads the right way up")
"""The line on a back that the PDF turns by 180° for duplex on the long edge (duplex.py)."""


def _mm(value: float) -> str:
    return f"{value:.2f}mm"


def _together(text: str) -> str:
    """The numbers of `text` tied to the words around them: `1 to 20` never breaks."""
    return re.sub(r"(?<=\d) | (?=\d)", NBSP, text)


def _layout(page: PageLayout) -> tuple[str, int, float]:
    """The layout's name, the number of copies and each copy's height."""
    sheet = page.sheets[0]
    if page.cut is not None:
        return "half", 2, page.cut - CUT_GAP - MARGIN
    name = "landscape" if sheet.page_width > sheet.page_height else "portrait"
    return name, 1, sheet.page_height - 2 * MARGIN


def _tally(height: float, layout: str, rounds: int) -> dict[str, Any]:
    """One row of boxes per round of the sheet, as many as fit, numbered when all of them do."""
    room = height - TITLE_HEIGHT - TEXT_HEIGHT[layout] - TALLY_FIXED[layout]
    count = max(1, min(rounds, int(room // MIN_TICK_ROW)))
    row = min(MAX_TICK_ROW, room / count)
    return {
        "numbers": list(PAYOO_CARDS),
        "rows": [str(number) if count == rounds else "" for number in range(1, count + 1)],
        "row_height": _mm(row),
        "text_height": _mm(height - TITLE_HEIGHT - TALLY_FIXED[layout] - count * row),
        "payoo_sum": PAYOO_FORMULA,
    }


def back_context(
    language: Language, page: PageLayout, players: int | None, turned: bool = False
) -> dict[str, Any]:
    """The back of a blank sheet's page laid out as `page`, for `players` (None: 3 to 8);
    `turned`: a page that the PDF turns upside down (duplex.py), which then says why."""
    translation = translations(language)
    _ = translation.gettext
    sheet = page.sheets[0]
    layout, copies, height = _layout(page)
    if players:
        label = translation.ngettext("{count} player", "{count} players", players).format(count=players)
    else:
        label = _("{low} to {high} players").format(low=MIN_PLAYERS, high=MAX_PLAYERS)
    first, last = PAYOO_CARDS[0], PAYOO_CARDS[-1]
    return {
        "title": _("Papayoo: what counts, and the deal"),
        "page_class": "back-page",
        "page_size": f"{_mm(sheet.page_width)} {_mm(sheet.page_height)}",
        "margin": _mm(MARGIN),
        "layout": layout,
        "copies": range(copies),
        "copy_height": _mm(height),
        "cut_gap": _mm(2 * CUT_GAP),
        "cut_line": _mm(CUT_GAP - CUT_LINE / 2),
        "cut_line_width": f"{CUT_LINE_WIDTH}pt",
        "players_label": label,
        "turned_note": _(TURNED_NOTE) if turned else "",
        "deal": DEALS[players] if players else None,
        "deals": list(DEALS.values()),
        "card_values": [
            (_together(_("Each Payoo card, {first} to {last}").format(first=first, last=last)),
             _("its number")),
            (_("The Papayoo: the 7 of the suit the die shows"), str(PAPAYOO_POINTS)),
            (_("Every other card, the three other 7s included"), "0"),
        ],
        "round_sum": ROUND_FORMULA,
        "papayoo_points": PAPAYOO_POINTS,
        "round_total": ROUND_TOTAL,
        "tally": _tally(height, layout, len(sheet.rows)),
    }


def blank_sheet_description(language: Language) -> str:
    """What a screen reader says of the blank sheet's page, drawn rather than typeset."""
    return translations(language).gettext("A blank Papayoo scoresheet, to fill in by hand.")
