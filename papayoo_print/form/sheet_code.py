"""What a sheet's QR code says, and where its marks are: enough for a photo's reader to lay the
sheet out again with `geometry` and find every cell. Plain values; drawn by `form.marks`, read by
`scan.marks`.

The code is one line of text, fields split by "|":
    PPY2|paper|language|players (0: any)|rows|rounds agreed|first round|position|table|names
paper "a" (A4) or "l" (letter); rows "9", or "9/10" on a game's page laid out with rows as tall
as ten would be; position 0: the page's only sheet, 1 or 2: the upper or lower of two. The names
(tab-separated) fill the rest of a code of up to version 7: eight names of twelve characters,
accents included; longer ones are left out, as "*".
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
VERSION = 2
"""The layout's version: a sheet printed by a tool whose geometry differs says another."""
QR_VERSION = 2
"""The smallest version a sheet's code is drawn at, the version growing with what it holds: on
one side of CODE_SIZE, an unnamed sheet's version 2 or 3 code has modules of 0.74 or 0.64 mm, and
the fullest, version 7 (45 modules), of 0.41 mm. Modules of 0.36 mm fail to read on one photo in
three at 9 px a millimetre (an 8-megapixel photo of the page); of 0.41 mm, on one in ten, and
none at 12."""
MAX_CODE_BYTES = 154
"""What a version 7 QR code holds at the lowest error correction."""
NAMES_LEFT_OUT = "*"
PAPER_CODES = {Paper.a4: "a", Paper.letter: "l"}
PAPERS = {code: paper for paper, code in PAPER_CODES.items()}

MARK = 3.0
"""The side of a corner mark, a filled square, in millimetres."""
MARK_INSET = 1.5
"""Between a mark and the text beside it."""
CODE_SIZE = 18.5
"""The QR code's side, in millimetres: at the header's top right corner."""
TITLE_MARK_MIDDLE = 4.4
"""The top left mark's middle, from the header's top: the middle of the title's capitals."""
FOOTER_MARK_MIDDLE = 1.9
"""The bottom marks' middle, from the footer's top: the middle of its first line's capitals."""
QUIET_ZONE = 4 * CODE_SIZE / (4 * QR_VERSION + 17)
"""Light around the code, as the standard asks: four modules (clause 6.3.8) of the largest."""


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
    slots: int | None = None
    """The rows each page of a game that takes several is laid out for (`SheetForm.slots`)."""

    def text(self) -> str:
        rows = f"{self.rows}/{self.slots}" if self.slots else str(self.rows)
        fields = [
            f"{PREFIX}{VERSION}", PAPER_CODES[self.paper], self.language.value, str(self.players or 0),
            rows, _optional(self.rounds_planned), str(self.first_round), str(self.position),
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
            return layout_sheet(self.paper, self.columns, self.rows, names_again=self.names_printed,
                                slots=self.slots, continued=self.first_round > 1)
        page = layout_page(self.paper, self.columns, self.rows, two_up=True, names_again=self.names_printed)
        return page.sheets[self.position - 1]


def other_layout(text: str) -> str | None:
    """The layout version a code of this tool's says when it is not this tool's own: a sheet
    printed by another version of papayoo-print. None for this version's codes and for others'."""
    head = text.split("|", 1)[0]
    version = head.removeprefix(PREFIX)
    if head == text or version == head or version == str(VERSION) or not version.isdigit():
        return None
    return version


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
        rows_field, _slash, slots_field = fields[4].partition("/")
        rows = _number(rows_field, 1, MAX_SHEET_ROUNDS)
        slots = _number(slots_field, rows, MAX_SHEET_ROUNDS) if slots_field else None
        planned = _number(fields[5], 1, MAX_ROUNDS_PLANNED) if fields[5] else None
        first, position = _number(fields[6], 1, MAX_ROUNDS), _number(fields[7], 0, 2)
        table = _number(fields[8], 1, None) if fields[8] else None
    except (KeyError, ValueError):
        return None
    names = tuple(fields[9].split("\t")) if fields[9] and fields[9] != NAMES_LEFT_OUT else ()
    if 0 < players < MIN_PLAYERS or (names and len(names) != players):
        return None
    code = SheetCode(
        paper, language, players or None, rows, planned, first, position, table, names, bool(fields[9]),
        slots,
    )
    if position and (slots or first > 1):
        return None  # a game's pages are laid out one to a page
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
    """Outside the table, where no one writes: the code at the header's top right corner; a mark
    before the title, at the header's top left; two marks at the ends of the footer's first line,
    under the table's bottom corners (`top_right` is the one at the bottom right: across the
    sheet from the code, it holds the photo's homography where the code does not)."""
    left, right = layout.table_left, layout.table_right
    title = layout.header.start + TITLE_MARK_MIDDLE
    footer = layout.footer.start + FOOTER_MARK_MIDDLE
    return MarkPlaces(
        top_left=(left + MARK / 2, title),
        top_right=(right - MARK / 2, footer),
        bottom_left=(left + MARK / 2, footer),
        code=(right - CODE_SIZE, layout.header.start),
    )
