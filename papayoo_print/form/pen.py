"""The drawing primitives every band of the sheet uses, on ReportLab's canvas.

y values in the layout run down from the page's top, in millimetres; ReportLab's run up, in
points: the painter converts.
"""

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.textobject import PDFTextObject

from papayoo_print.form.content import SheetForm
from papayoo_print.form.geometry import SheetLayout, Span
from papayoo_print.form.text_fit import LEADING, NameFit
from papayoo_print.resources import BOLD, REGULAR
from papayoo_print.words import translations

INK = 0.0
"""Everything a player reads is solid black: a laser printer halftones grey type into dots."""
GRID = 0.45
"""The thin rules between rows (55 % black): guides, never read."""
SHADE = 0.9
HEADING_SHADE = 0.95
MIN_TYPE = 7.0
"""No type on the sheet is smaller."""
RING_AIR = 1.4
"""Above and below a circled value, inside its ring, in millimetres."""
CELL_PADDING = 1.0
"""Between text and a cell's sides, and above and below it, in millimetres."""


class SheetPainter:
    """Draws one sheet of a page; each band's painter adds its own parts to these primitives."""

    def __init__(self, canvas: Canvas, layout: SheetLayout, form: SheetForm) -> None:
        self.canvas = canvas
        self.layout = layout
        self.form = form
        catalog = translations(form.language)
        self._ = catalog.gettext
        self.ngettext = catalog.ngettext
        self.words: PDFTextObject | None = None
        self._font: tuple[str, float] | None = None

    def y(self, top_mm: float) -> float:
        return (self.layout.page_height - top_mm) * mm

    def text(
        self, text: str, x_mm: float, baseline_mm: float, size: float, *, bold: bool = False,
        align: str = "left",
    ) -> None:
        """One line of black text, its baseline `baseline_mm` from the top."""
        font = BOLD if bold else REGULAR
        x = x_mm * mm
        if align != "left":
            width = text_width(text, font, size)
            x -= width if align == "right" else width / 2
        if self.words is None:
            with self.one_line():
                self.text(text, x / mm, baseline_mm, size, bold=bold)
            return
        self.words.setTextOrigin(round(x, 2), round(self.y(baseline_mm), 2))  # 1/100 pt is plenty
        if (font, size) != self._font:
            self.words.setFont(font, size)  # and a leading: text extractors read TL
            self._font = (font, size)
        self.words.textOut(text)

    @contextmanager
    def one_line(self) -> Iterator[None]:
        """Gather the texts drawn inside into one PDF text object: a row's worth of numbers
        costs one object instead of one each. Text extractors read them as one line."""
        self.words = self.canvas.beginText()  # at the origin, as extractors start a line
        self.words.setFillGray(INK)
        try:
            yield
        finally:
            self.canvas.drawText(self.words)
            self.words, self._font = None, None

    def centered(
        self, text: str, column: Span, row: Span, size: float, *, bold: bool = False, padding: float = 1.0
    ) -> None:
        """Centred in the cell: on one line, shrunk if it must be but not under MIN_TYPE; past
        that, on two lines."""
        font = BOLD if bold else REGULAR
        width = text_width(text, font, size)
        room = (column.size - 2 * padding) * mm
        if width > room:
            size = max(MIN_TYPE, size * room / width)
            width = text_width(text, font, size)
        if width > room:
            fit = NameFit(text, measure(font))
            self.block(fit.at(room, row.size * mm, size), column, row, size, bold=bold)
            return
        left = column.middle - width / 2 / mm
        self.text(text, left, row.middle + size * 0.35 / mm, size, bold=bold)

    def name_blocks(
        self, names: Sequence[str], width: float, height: float, size: float, *, bold: bool = False
    ) -> tuple[float, list[list[str]]]:
        """The names as they fit boxes `width` x `height` (mm), all at one size: the largest
        from `size` down to MIN_TYPE at which every name fits, wrapped if it must be; a name
        that cannot fit even so is cut short with an ellipsis."""
        font_measure = measure(BOLD if bold else REGULAR)
        room, tall = (width - 2 * CELL_PADDING) * mm, (height - CELL_PADDING / 2) * mm
        fits = [NameFit(name, font_measure) for name in names]
        common = min((fit.size(room, tall, size, MIN_TYPE) for fit in fits), default=size)
        return common, [fit.at(room, tall, common) for fit in fits]

    def block(self, lines: list[str], column: Span, row: Span, size: float, *, bold: bool = False) -> None:
        """Lines centred in a cell, `size` points, one under the other."""
        leading = size * LEADING / mm
        first = row.middle - leading * (len(lines) - 1) / 2 + size * 0.35 / mm
        for index, line in enumerate(lines):
            self.text(line, column.middle, first + index * leading, size, bold=bold, align="center")

    def fill(self, column: Span, row: Span, gray: float) -> None:
        self.canvas.setFillGray(gray)
        self.canvas.rect(
            column.start * mm, self.y(row.end), column.size * mm, row.size * mm, stroke=0, fill=1
        )

    def rule(self, segments: list[tuple[float, float, float, float]], width: float, gray: float) -> None:
        self.canvas.setLineWidth(width)
        self.canvas.setStrokeGray(gray)
        self.canvas.lines([(x1 * mm, self.y(y1), x2 * mm, self.y(y2)) for x1, y1, x2, y2 in segments])

    def box(self, x_mm: float, top_mm: float, width_mm: float, height_mm: float) -> None:
        self.canvas.setLineWidth(0.8)
        self.canvas.setStrokeGray(INK)
        self.canvas.rect(x_mm * mm, self.y(top_mm + height_mm), width_mm * mm, height_mm * mm)

    def ring(self, x_mm: float, row: Span, axes: tuple[float, float]) -> None:
        """An oval of half axes `axes` (mm) centred at `x_mm` in the row, as a player circles a
        value on paper (`ring_axes`)."""
        x, y = x_mm * mm, self.y(row.middle)
        rx, ry = axes[0] * mm, axes[1] * mm
        self.canvas.saveState()
        self.canvas.setLineWidth(RING_WIDTH)
        self.canvas.setStrokeGray(INK)
        self.canvas.ellipse(x - rx, y - ry, x + rx, y + ry)
        self.canvas.restoreState()


RING_WIDTH = 0.9
RULE_CLEARANCE = 0.8
"""From a cell's rule to the middle of a ring's line, in millimetres: half a millimetre of paper
between them."""


def ring_axes(
    width: float, height: float, room: tuple[float, float], clearance: float = 0.5
) -> tuple[float, float] | None:
    """The half axes of an oval around a value `width` x `height` mm: wider than tall, clear of
    the value's corners by `clearance`, RING_AIR above and below it when there is room, and
    within the half widths `room` (across, up and down); None when no such oval fits."""
    corner_x, corner_y = width / 2 + clearance, height / 2 + clearance
    most_x, most_y = room
    if corner_x >= most_x or corner_y >= most_y:
        return None
    half_height = min(most_y, height / 2 + RING_AIR)
    if corner_y >= half_height * 0.95:
        half_height = most_y
    half_width = max(corner_x / (1 - (corner_y / half_height) ** 2) ** 0.5, half_height * 1.1)
    if half_width <= most_x:
        return half_width, half_height
    needed = corner_y / (1 - (corner_x / most_x) ** 2) ** 0.5
    return (most_x, max(half_height, needed)) if needed <= most_y else None


_WIDTHS: dict[tuple[str, str, float], float] = {}


def text_width(text: str, font: str, size: float) -> float:
    """The width in points of `text` at `size` in `font`: a sheet draws the same numbers, suits
    and words many times, and ReportLab measures a TrueType string character by character."""
    key = (text, font, size)
    width = _WIDTHS.get(key)
    if width is None:
        width = _WIDTHS[key] = stringWidth(text, font, size)
    return width


def width_mm(text: str, font: str, size: float) -> float:
    return text_width(text, font, size) / mm


def measure(font: str) -> Callable[[str, float], float]:
    """The width in points of a text at a size, in `font`."""
    return lambda text, size: text_width(text, font, size)
