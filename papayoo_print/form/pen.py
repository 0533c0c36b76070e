"""The drawing primitives every band of the sheet uses, on ReportLab's canvas.

y values in the layout run down from the page's top, in millimetres; ReportLab's run up, in
points: the painter converts.
"""

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.textobject import PDFTextObject

from papayoo_print.form.content import SheetForm
from papayoo_print.form.geometry import SheetLayout, Span
from papayoo_print.form.text_fit import fit_lines
from papayoo_print.resources import BOLD, REGULAR
from papayoo_print.words import translations

INK = 0.0
HINT = 0.38
GRID = 0.55
SHADE = 0.9


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
        self._gray: float | None = None

    def y(self, top_mm: float) -> float:
        return (self.layout.page_height - top_mm) * mm

    def text(
        self,
        text: str,
        x_mm: float,
        baseline_mm: float,
        size: float,
        *,
        bold: bool = False,
        gray: float = INK,
        align: str = "left",
    ) -> None:
        font = BOLD if bold else REGULAR
        x = x_mm * mm
        if align != "left":
            width = stringWidth(text, font, size)
            x -= width if align == "right" else width / 2
        if self.words is None:
            with self.one_line():
                self.text(text, x / mm, baseline_mm, size, bold=bold, gray=gray)
            return
        if (font, size) != self._font:
            self.words.setFont(font, size)
            self._font = (font, size)
        if gray != self._gray:
            self.words.setFillGray(gray)
            self._gray = gray
        self.words.setTextOrigin(x, self.y(baseline_mm))
        self.words.textOut(text)

    @contextmanager
    def one_line(self) -> Iterator[None]:
        """Gather the texts drawn inside into one PDF text object: a row's worth of numbers
        costs one object instead of one each. Text extractors read them as one line."""
        self.words = self.canvas.beginText()
        try:
            yield
        finally:
            self.canvas.drawText(self.words)
            self.words, self._font, self._gray = None, None, None

    def centered(
        self,
        text: str,
        column: Span,
        row: Span,
        size: float,
        *,
        bold: bool = False,
        gray: float = INK,
        padding: float = 1.0,
    ) -> None:
        """One line, centred in the cell, shrunk if it would not fit its width."""
        width = stringWidth(text, BOLD if bold else REGULAR, size)
        room = (column.size - 2 * padding) * mm
        if width > room:
            size, width = size * room / width, room
        left = column.middle - width / 2 / mm
        self.text(text, left, row.middle + size * 0.35 / mm, size, bold=bold, gray=gray)

    def lines_in_cell(
        self,
        text: str,
        column: Span,
        row: Span,
        size: float,
        min_size: float,
        *,
        bold: bool = False,
        gray: float = INK,
    ) -> None:
        """User text centred in a cell: shrunk, then wrapped on two lines; always inside."""
        font = BOLD if bold else REGULAR
        width = (column.size - 2.0) * mm
        lines, fitted = fit_lines(text, measure(font), width, size, min_size)
        fitted = min(fitted, (row.size - 1.0) * mm / (1.15 * len(lines)))
        leading = fitted * 1.15 / mm
        first = row.middle - leading * (len(lines) - 1) / 2 + fitted * 0.35 / mm
        for index, line in enumerate(lines):
            self.text(
                line, column.middle, first + index * leading, fitted,
                bold=bold, gray=gray, align="center",
            )

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

    def ring(self, x_mm: float, y_mm: float, half_width: float, half_height: float) -> None:
        """An ellipse around a value, as a player circles it on paper."""
        self.canvas.setLineWidth(0.9)
        self.canvas.setStrokeGray(INK)
        self.canvas.ellipse(
            (x_mm - half_width) * mm, self.y(y_mm + half_height),
            (x_mm + half_width) * mm, self.y(y_mm - half_height),
        )


def measure(font: str) -> Callable[[str, float], float]:
    """The width in points of a text at a size, in `font`."""
    return lambda text, size: stringWidth(text, font, size)
