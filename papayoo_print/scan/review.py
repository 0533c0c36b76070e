"""The review of a scan: a page per sheet that a person checks the reading against.

On top, which photo, when it was read, the players and how many cells to check, then a legend.
Below, the sheet's table as the photo showed it, straightened, and under each row a band with what
was read in it, typeset in each cell's own column: beside the handwriting, never over it. The
Papayoo's taker as read is circled there as on the sheet, and the suit read stands in its slot. A
cell to check is framed by a thick dashed black line (it stays a flag in grey, where a colour
would look like one of the table's rules) and numbered; under the sheet, each number says why.
"""

import datetime
from collections.abc import Callable
from io import BytesIO
from typing import NamedTuple

from PIL import Image
from reportlab.lib.colors import Color, black, white
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from papayoo_print.facts import Suit
from papayoo_print.form.fonts import register_reportlab_fonts
from papayoo_print.form.geometry import Span
from papayoo_print.form.text_fit import shortened
from papayoo_print.game.model import Game, Round
from papayoo_print.resources import BOLD, REGULAR
from papayoo_print.scan.cells import SheetCells
from papayoo_print.scan.reading import Doubt, ReadCell, explain
from papayoo_print.words import N_, Language, format_date, join_names, translations

READ = Color(0.0, 0.2, 0.7)
"""The numbers read: typeset, dark enough to read in grey."""
BAND = Color(0.9, 0.93, 1.0)
"""Under the numbers read: a tint that tells the band from the photo, nearly white in grey."""
MARGIN = 10.0
BAND_HEIGHT = 5.5
"""A band of numbers read under a row, in millimetres of the sheet (scaled with it)."""
LINE = 4.2
"""A line of the header, the legend or the reasons, in millimetres."""
MIN_SCALE = 0.55
"""The smallest the sheet is drawn at, to leave the reasons room: its handwriting still reads."""
MAX_COLUMNS = 3
FLAG_WIDTH = 1.8
FLAG_DASH = (4.5, 2.5)
BADGE = 1.5
"""A flag's number: a black disc of this radius in millimetres, the number in white."""
CELL_WORDS = {"points": N_("points"), "total": N_("total"), "papayoo": "Papayoo", "suit": N_("Suit")}
LEGEND = (
    ("read", N_("the number read, under its cell")),
    ("ring", N_("circled: who took the Papayoo, as read")),
    ("flag", N_("a cell to check: its number says why, under the sheet")),
    ("none", N_("nothing read")),
)


class ReviewAbout(NamedTuple):
    """What the review says beyond the cells: the header's facts and each flag's reason."""

    language: Language
    photos: list[str]
    """Each sheet's photo, by name, in the order of the sheets."""
    game: Game
    """The rounds read: each one's taker and suit."""
    doubts: list[Doubt]
    date: datetime.date
    """When the photos were read."""


class _Flag(NamedTuple):
    number: int
    cell: ReadCell
    why: str


def review_pdf(sheets: list[SheetCells], cells: list[ReadCell], title: str, *,
               about: ReviewAbout | None = None) -> bytes:
    """A page per sheet, the size of the paper it was printed on. Without `about`, the page says
    what the cells and the sheets' codes say: the players, the cells to check, each framed and
    numbered, and the number read in each."""
    register_reportlab_fonts()
    buffer = BytesIO()
    canvas = Canvas(buffer, invariant=1, pageCompression=1)
    canvas.setTitle(title)
    canvas.setCreator("papayoo-print")
    language = about.language if about else sheets[0].code.language
    firsts = _first_rounds(sheets)
    for index, sheet in enumerate(sheets):
        mine = [cell for cell in cells if cell.sheet == index]
        page = _Page(canvas, sheet, language, firsts[index], about)
        page.draw(title, mine, about.photos[index] if about else None)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _first_rounds(sheets: list[SheetCells]) -> list[int]:
    """Each sheet's first round in the game: a page follows the whole page before it."""
    firsts, next_round = [], 1
    for sheet in sheets:
        first = sheet.code.first_round if sheet.code.first_round != 1 else next_round
        firsts.append(first)
        next_round = first + sheet.code.rows
    return firsts


class _Page:
    """One sheet's page of the review, drawn from the top down; lengths in millimetres."""

    def __init__(self, canvas: Canvas, sheet: SheetCells, language: Language, first: int,
                 about: ReviewAbout | None) -> None:
        self.canvas, self.sheet, self.layout = canvas, sheet, sheet.layout
        self.first, self.about = first, about
        translation = translations(language)
        self._: Callable[[str], str] = translation.gettext
        self.ngettext = translation.ngettext
        self.language = language
        self.width, self.height = self.layout.page_width, self.layout.page_height
        canvas.setPageSize((self.width * mm, self.height * mm))

    def y(self, top: float) -> float:
        """A distance from the page's top, in millimetres, as ReportLab's y in points."""
        return (self.height - top) * mm

    def draw(self, title: str, cells: list[ReadCell], photo: str | None) -> None:
        flags = self._flags(cells)
        top = self._header(title, photo, len(flags))
        top = self._legend(top, bool(flags))
        reasons = self._reason_lines(flags)
        drawing = _SheetDrawing(self, cells, flags)
        room = self.height - MARGIN - top - 6  # the gaps above and under the sheet
        columns, rows = _columns(len(reasons), room - drawing.height * MIN_SCALE)
        scale = min(1.0, (self.width - 2 * MARGIN) / drawing.width, (room - rows * LINE) / drawing.height)
        bottom = drawing.draw(top + 2, scale)
        self._reasons(reasons, bottom + 4, columns, rows)

    def _flags(self, cells: list[ReadCell]) -> list[_Flag]:
        """The page's cells to check, numbered in reading order, each with why."""
        doubts = {(doubt.round, -1 if doubt.player is None else doubt.player, doubt.cell): doubt
                  for doubt in (self.about.doubts if self.about else [])}
        flags: list[_Flag] = []
        for cell in cells:
            if not cell.doubtful:
                continue
            doubt = doubts.get((self.first + cell.row, cell.player, cell.cell))
            if doubt is not None:
                why = explain(doubt.reason, doubt.read, doubt.chosen, self._)
            else:
                why = ("–" if cell.value is None else str(cell.value)) + "?"
            flags.append(_Flag(len(flags) + 1, cell, why))
        return flags

    def _header(self, title: str, photo: str | None, flagged: int) -> float:
        """The title and how many cells to check, then the photo, the date and the players."""
        canvas, top = self.canvas, MARGIN + 5
        canvas.setFillColor(black)
        canvas.setFont(BOLD, 13)
        canvas.drawString(MARGIN * mm, self.y(top), title)
        if flagged:
            status = self.ngettext("{count} cell to check", "{count} cells to check", flagged)
        else:
            status = self._("Nothing to check")
        canvas.setFont(BOLD, 12)
        canvas.drawRightString((self.width - MARGIN) * mm, self.y(top), status.format(count=flagged))
        names = list(self.about.game.players if self.about else self.sheet.code.names)
        parts = [join_names(names, self.language)] if names else []
        if photo is not None and self.about is not None:
            date = format_date(self.about.date, self.language, long=True)
            parts.insert(0, self._("Photo {photo}, read on {date}").format(photo=photo, date=date))
        canvas.setFont(REGULAR, 9)
        canvas.drawString(MARGIN * mm, self.y(top + LINE + 0.8), " — ".join(parts))
        return top + LINE + 1.5

    def _legend(self, top: float, flags: bool) -> float:
        """A sample of each mark and what it means, side by side, on as many lines as needed; the
        flag's only on a page that has one."""
        canvas, size = self.canvas, 7.5
        x, top = MARGIN, top + LINE
        for kind, words in LEGEND:
            if kind == "flag" and not flags:
                continue
            text = self._(words)
            width = 8 + canvas.stringWidth(text, REGULAR, size) / mm + 5
            if x > MARGIN and x + width > self.width - MARGIN:
                x, top = MARGIN, top + LINE
            self._sample(kind, x, top)
            canvas.setFillColor(black)
            canvas.setFont(REGULAR, size)
            canvas.drawString((x + 8) * mm, self.y(top), text)
            x += width
        return top + 1.5

    def _sample(self, kind: str, x: float, baseline: float) -> None:
        canvas = self.canvas
        box = (x * mm, self.y(baseline + 1.4), 7 * mm, 4.4 * mm)
        if kind == "flag":
            _dashed(canvas, *box)
            _badge(canvas, (x + 3.5) * mm, self.y(baseline - 0.8), 1)
            return
        if kind != "none":
            canvas.setFillColor(BAND)
            canvas.rect(*box, stroke=0, fill=1)
        canvas.setFillColor(READ)
        canvas.setFont(BOLD, 7.5)
        canvas.drawCentredString((x + 3.5) * mm, self.y(baseline), "–" if kind == "none" else "58")
        if kind == "ring":
            _ring(canvas, (x + 3.5) * mm, self.y(baseline - 0.9), 5.6 * mm, 3.6 * mm)

    def _reason_lines(self, flags: list[_Flag]) -> list[tuple[int, str]]:
        names = self.about.game.players if self.about else self.sheet.code.names
        lines = []
        for flag in flags:
            cell = flag.cell
            who = names[cell.player] if 0 <= cell.player < len(names) else ""
            what = " ".join(part for part in (who, self._(CELL_WORDS[cell.cell])) if part)
            line = self._("round {round}, {cell}: {why}").format(round=self.first + cell.row, cell=what,
                                                                 why=flag.why)
            lines.append((flag.number, line[:1].upper() + line[1:]))
        return lines

    def _reasons(self, lines: list[tuple[int, str]], top: float, columns: int, rows: int) -> None:
        """The numbered reasons, in `columns` of `rows` lines; what does not fit is counted in
        the last line (the game file has every one)."""
        canvas, size = self.canvas, 9 if columns == 1 else 7.5
        width = (self.width - 2 * MARGIN) / columns
        if len(lines) > columns * rows:
            left = len(lines) - (columns * rows - 1)
            more = self.ngettext("… and {count} more: see the game file",
                                 "… and {count} more: see the game file", left)
            lines = [*lines[: columns * rows - 1], (0, more.format(count=left))]
        for index, (number, text) in enumerate(lines):
            x, at = MARGIN + width * (index // rows), top + LINE * (index % rows)
            if number:
                _badge(canvas, (x + BADGE) * mm, self.y(at - 1.1), number)
            canvas.setFillColor(black)
            canvas.setFont(REGULAR, size)
            text = shortened(text, lambda line, points: canvas.stringWidth(line, REGULAR, points),
                             (width - 2 * BADGE - 3) * mm, size)
            canvas.drawString((x + 2 * BADGE + 1.5) * mm, self.y(at), text)


def _columns(count: int, room: float) -> tuple[int, int]:
    """How many columns of how many lines the reasons take, in `room` millimetres: one column
    while they fit, at most three."""
    for columns in range(1, MAX_COLUMNS + 1):
        rows = -(-count // columns)
        if rows * LINE <= room:
            return columns, rows
    return MAX_COLUMNS, max(1, int(room // LINE))


class _SheetDrawing:
    """The photo's table, row by row, each row with cells read followed by its band of numbers;
    the whole scaled to the room the page leaves."""

    def __init__(self, page: _Page, cells: list[ReadCell], flags: list[_Flag]) -> None:
        self.page, self.canvas, self.layout = page, page.canvas, page.layout
        self.cells, self.flags = cells, flags
        self.read_rows = sorted({cell.row for cell in cells})
        picture = BytesIO()
        Image.fromarray(page.sheet.page).save(picture, "JPEG", quality=80)  # a tenth of the lossless size
        self.photo = f"photo{self.canvas.getPageNumber()}"
        self.canvas.beginForm(self.photo)  # drawn once, shown strip by strip
        self.canvas.drawImage(ImageReader(picture), 0, 0, page.width * mm, page.height * mm)
        self.canvas.endForm()

    @property
    def width(self) -> float:
        """Millimetres of the sheet drawn across: the table, and a millimetre each side."""
        return self.layout.table_right - self.layout.table_left + 2

    @property
    def height(self) -> float:
        """Millimetres of the sheet drawn down: the table's head, its rows and their bands."""
        rows = self.layout.rows
        return rows[-1].end - self.layout.table_top + 1 + BAND_HEIGHT * len(self.read_rows)

    def draw(self, top: float, scale: float) -> float:
        """Draw from `top` down, at `scale`; where the drawing ends."""
        layout = self.layout
        left, right = layout.table_left - 1, layout.table_right + 1
        pieces = [Span(layout.table_top - 1, layout.rows[0].start - layout.table_top + 1)]
        pieces += list(layout.rows)
        self.scale = scale
        self.left = (self.page.width - (right - left) * self.scale) / 2 - left * self.scale
        self.bands: dict[int, tuple[float, float]] = {}  # a row's photo top and band top, on the page
        at = top
        for index, piece in enumerate(pieces):
            self._photo(piece, at, left, right)
            at += piece.size * self.scale
            row = index - 1
            if row in self.read_rows:
                self.bands[row] = (at - piece.size * self.scale, at)
                self._band(row, at)
                at += BAND_HEIGHT * self.scale
        for flag in self.flags:
            self._flag(flag)
        return at

    def x(self, sheet_x: float) -> float:
        return (self.left + sheet_x * self.scale) * mm

    def _photo(self, piece: Span, at: float, left: float, right: float) -> None:
        """The photo's strip `piece` (millimetres of the sheet), drawn from `at` on the page."""
        canvas, page, scale = self.canvas, self.page, self.scale
        canvas.saveState()
        path = canvas.beginPath()
        path.rect(self.x(left), page.y(at + piece.size * scale), (right - left) * scale * mm,
                  piece.size * scale * mm)
        canvas.clipPath(path, stroke=0, fill=0)
        canvas.translate(self.x(0), page.y(at - piece.start * scale + page.height * scale))
        canvas.scale(scale, scale)
        canvas.doForm(self.photo)
        canvas.restoreState()

    def _band(self, row: int, at: float) -> None:
        """Under the row: the band, and in it each number read, the taker ringed, the suit."""
        canvas, page, layout, scale = self.canvas, self.page, self.layout, self.scale
        height = BAND_HEIGHT * scale
        canvas.setFillColor(BAND)
        canvas.rect(self.x(layout.table_left), page.y(at + height),
                    (layout.table_right - layout.table_left) * scale * mm, height * mm, stroke=0, fill=1)
        size = max(6.5, 8.5 * scale)
        baseline = page.y(at + height / 2) - size * 0.35
        played = self._round(row)
        flagged = {(flag.cell.player, flag.cell.cell) for flag in self.flags if flag.cell.row == row}
        canvas.setFont(BOLD, size)
        canvas.setFillColor(READ)
        for cell in (cell for cell in self.cells if cell.row == row and cell.player >= 0):
            column = self._column(cell)
            text = "–" if cell.value is None else str(cell.value)
            width = canvas.stringWidth(text, BOLD, size)
            middle = self.x(column.middle)
            if (cell.player, cell.cell) in flagged:  # clear of its flag's number, on the left edge
                middle = (self.x(column.start) + BADGE * mm + self.x(column.end)) / 2
            canvas.drawCentredString(middle, baseline, text)
            if played is not None and cell.cell == "points" and played.papayoo == cell.player:
                _ring(canvas, middle, page.y(at + height / 2), width + 2.5 * mm, height * 0.85 * mm)
                canvas.setFillColor(READ)
        if (-1, "suit") in flagged:
            canvas.drawCentredString(self.x(layout.suit_col.middle), baseline, "–")
        elif played is not None and played.suit is not None:
            slot = layout.suit_col.size / len(Suit)
            middle = layout.suit_col.start + slot * (list(Suit).index(played.suit) + 0.5)
            canvas.drawCentredString(self.x(middle), baseline, played.suit.symbol)

    def _round(self, row: int) -> Round | None:
        rounds = self.page.about.game.rounds if self.page.about else ()
        number = self.page.first + row
        return rounds[number - 1] if number <= len(rounds) else None

    def _column(self, cell: ReadCell) -> Span:
        layout = self.layout
        if cell.cell == "suit":
            return layout.suit_col
        if cell.cell == "papayoo":  # no one's points circled, or several: the whole row
            start = layout.players[0].points.start
            return Span(start, layout.players[-1].total.end - start)
        player = layout.players[cell.player]
        return player.points if cell.cell == "points" else player.total

    def _flag(self, flag: _Flag) -> None:
        """The thick dashed frame round the cell and its band, its number on the frame's left
        edge, in the band: clear of the handwriting."""
        column = self._column(flag.cell)
        photo_top, band_top = self.bands[flag.cell.row]
        bottom = band_top + BAND_HEIGHT * self.scale
        inset = 0.35
        _dashed(self.canvas, self.x(column.start + inset), self.page.y(bottom - inset),
                (column.size - 2 * inset) * self.scale * mm, (bottom - photo_top - 2 * inset) * mm)
        middle = self.page.y(band_top + BAND_HEIGHT * self.scale / 2)
        _badge(self.canvas, self.x(column.start + inset), middle, flag.number)


def _dashed(canvas: Canvas, x: float, y: float, width: float, height: float) -> None:
    canvas.saveState()
    canvas.setStrokeColor(black)
    canvas.setLineWidth(FLAG_WIDTH)
    canvas.setDash(*FLAG_DASH)
    canvas.rect(x, y, width, height, stroke=1, fill=0)
    canvas.restoreState()


def _badge(canvas: Canvas, x: float, y: float, number: int) -> None:
    """A flag's number, white on a black disc centred on (x, y)."""
    canvas.setFillColor(black)
    canvas.circle(x, y, BADGE * mm, stroke=0, fill=1)
    canvas.setFillColor(white)
    size = 7.0 if number < 10 else 6.0
    canvas.setFont(BOLD, size)
    canvas.drawCentredString(x, y - size * 0.36, str(number))


def _ring(canvas: Canvas, x: float, y: float, width: float, height: float) -> None:
    canvas.setStrokeColor(READ)
    canvas.setLineWidth(0.8)
    canvas.ellipse(x - width / 2, y - height / 2, x + width / 2, y + height / 2, stroke=1, fill=0)
