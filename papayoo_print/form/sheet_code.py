"""What a sheet's QR code says, and where its marks are: enough for a photo's reader to lay the
sheet out again with `geometry` and find every cell. Plain values; drawn by `form.marks`, read by
`scan.marks`.

The code is one line of text, fields split by "|":
    PPY1|paper|language|players (0: any)|rows|rounds agreed|first round|position|table|names
paper "a" (A4) or "l" (letter); position 0: the page's only sheet, 1 or 2: the upper or lower of
two. The names (tab-separated) are left out, as "*", when they would make the code too dense to
read on a phone's photo: every byte saved elsewhere leaves room for them.
"""

from typing import NamedTuple

from papayoo_print.errors import UserError
from papayoo_print.facts import (
    MAX_PLAYERS,
    MAX_ROUNDS,
    MAX_ROUNDS_PLANNED,
    MAX_SHEET_ROUNDS,
    MIN_PLAYERS,
    Paper,
)
from papayoo_print.form.geometry import SheetLayout, layout_page, layout_sheet
from papayoo_print.words import Language
from papayoo_print.words import ui_gettext as _

PREFIX = "PPY"
VERSION = 1
"""The layout's version: a sheet printed by a tool whose geometry differs says another."""
MAX_CODE_BYTES = 53
"""What a version 3 QR code holds at the lowest error correction: 29 modules, each 0.41 mm. A
version 4 code's 0.36 mm modules fail to read on one photo in three at 9 px a millimetre (an
8-megapixel photo of the page); a version 3 code's on one in ten, and none at 12."""
NAMES_LEFT_OUT = "*"
PAPER_CODES = {Paper.a4: "a", Paper.letter: "l"}
PAPERS = {code: paper for paper, code in PAPER_CODES.items()}

MARK = 3.0
"""The side of a corner mark, a filled square, in millimetres."""
MARK_INSET = 1.3
"""Between a mark and the table's rules."""
CODE_SIZE = 12.0
"""The QR code's side, in millimetres: in the Check column of the Total and Place rows."""


class SheetCode(NamedTuple):
    paper: Paper
    language: Language
    players: int | None
    rows: int
    rounds_planned: int | None
    first_round: int
    position: int
    table: int | None
    names: tuple[str, ...]
    names_printed: bool

    def text(self) -> str:
        fields = [
            f"{PREFIX}{VERSION}", PAPER_CODES[self.paper], self.language.value, str(self.players or 0),
            str(self.rows), _optional(self.rounds_planned), str(self.first_round), str(self.position),
            _optional(self.table),
        ]
        head = "|".join(fields) + "|"
        names = "\t".join(self.names)
        if len((head + names).encode()) > MAX_CODE_BYTES:
            names = NAMES_LEFT_OUT if self.names_printed else ""
        return head + names

    @property
    def columns(self) -> int:
        return self.players or MAX_PLAYERS

    def layout(self) -> SheetLayout:
        """The sheet's layout, as `form.batch.page_layout` laid it out when it was printed."""
        if self.position == 0:
            return layout_sheet(self.paper, self.columns, self.rows, names_again=self.names_printed)
        page = layout_page(self.paper, self.columns, self.rows, two_up=True, names_again=self.names_printed)
        return page.sheets[self.position - 1]


def _optional(value: int | None) -> str:
    return "" if value is None else str(value)


def parse(text: str) -> SheetCode | None:
    """The code read from a QR code, or None when it is not one of this tool's sheets (or of a
    layout version it does not know): each field within what the tool prints, the position one
    of the sheets its layout puts on the page."""
    fields = text.split("|", 9)  # the names, last, may hold a "|"
    if len(fields) != 10 or fields[0] != f"{PREFIX}{VERSION}":
        return None
    try:
        paper, language = PAPERS[fields[1]], Language(fields[2])
        players = _number(fields[3], 0, MAX_PLAYERS)
        rows = _number(fields[4], 1, MAX_SHEET_ROUNDS)
        planned = _number(fields[5], 1, MAX_ROUNDS_PLANNED) if fields[5] else None
        first, position = _number(fields[6], 1, MAX_ROUNDS), _number(fields[7], 0, 2)
        table = _number(fields[8], 1, None) if fields[8] else None
    except (KeyError, ValueError):
        return None
    names = tuple(fields[9].split("\t")) if fields[9] and fields[9] != NAMES_LEFT_OUT else ()
    if 0 < players < MIN_PLAYERS or (names and len(names) != players):
        return None
    code = SheetCode(
        paper, language, players or None, rows, planned, first, position, table, names, bool(fields[9])
    )
    if position and len(layout_page(paper, code.columns, rows, names_again=code.names_printed).sheets) < 2:
        return None  # a sheet below one that fills the page
    return code


def code_players(code: SheetCode) -> tuple[str, ...]:
    """The players' names the code gives, checked as a game file's players are (one function,
    `game.reading.read_players`), as they are to be written: a code another tool printed, or
    someone made, may hold any text. Empty when the code gives none; else a UserError, each of
    its problems about the sheet's QR code."""
    from papayoo_print.game.reading import read_players  # a blank sheet reads no game

    if not code.names:
        return ()
    try:
        return read_players(code.names)
    except UserError as error:
        raise error.placed(subject=_("the sheet's QR code")) from None


def _number(field: str, low: int, high: int | None) -> int:
    """A field's whole number, in ASCII digits, from `low` to `high`; else ValueError."""
    if not (field.isascii() and field.isdigit() and len(field) <= 6):
        raise ValueError(field)
    value = int(field)
    if value < low or (high is not None and value > high):
        raise ValueError(field)
    return value


class MarkPlaces(NamedTuple):
    """Centres of the three corner marks and the QR code's top-left corner, in millimetres from
    the page's top-left corner."""

    top_left: tuple[float, float]
    top_right: tuple[float, float]
    bottom_left: tuple[float, float]
    code: tuple[float, float]

    @property
    def code_corners(self) -> list[tuple[float, float]]:
        """The code's corners clockwise from its top-left, as OpenCV's detector gives them."""
        x, y = self.code
        return [(x, y), (x + CODE_SIZE, y), (x + CODE_SIZE, y + CODE_SIZE), (x, y + CODE_SIZE)]


def mark_places(layout: SheetLayout) -> MarkPlaces:
    """Top left in the Round heading's corner, top right just above the table's corner, bottom
    left in the Place label's corner, the code over the Check column's Total and Place cells:
    room no ink uses, on every layout."""
    near = MARK_INSET + MARK / 2
    left, right = layout.table_left, layout.table_right
    control, top, bottom = layout.control_col, layout.total_row.start, layout.place_row.end
    return MarkPlaces(
        top_left=(left + near, layout.table_top + near),
        top_right=(right - MARK / 2, layout.table_top - near),
        bottom_left=(left + near, layout.table_bottom - near),
        code=(control.middle - CODE_SIZE / 2, (top + bottom - CODE_SIZE) / 2),
    )
