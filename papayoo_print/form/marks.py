"""The marks a photo's reader finds a sheet by (`papayoo-print scan`): three small filled squares
at the table's corners and a QR code saying how the sheet is laid out (`sheet_code`)."""

import importlib.util
import sys
from functools import cache, lru_cache
from types import ModuleType

from reportlab.lib.units import mm

from papayoo_print.form.content import SheetForm
from papayoo_print.form.pen import INK, SheetPainter
from papayoo_print.form.sheet_code import CODE_SIZE, MARK, SheetCode, mark_places


def sheet_code(form: SheetForm, position: int) -> SheetCode:
    """What the QR code of `form`'s sheet says, `position` on its page (see `SheetCode`)."""
    return SheetCode(
        form.paper, form.language, form.players, form.rounds, form.rounds_planned, form.first_round,
        position, form.table, form.names, bool(form.names),
    )


@cache
def _qrencoder() -> ModuleType:
    """ReportLab's QR encoder, a module of plain Python (re and itertools). Imported the usual
    way, its package `reportlab.graphics.barcode` first registers every barcode widget, which
    imports ReportLab's graphics and platypus: 50 ms, half of what a whole sheet takes. So the
    module is loaded from its file, under its own name, without its package."""
    name = "reportlab.graphics.barcode.qrencoder"
    if name in sys.modules:
        return sys.modules[name]
    graphics = importlib.util.find_spec("reportlab.graphics")
    assert graphics is not None and graphics.submodule_search_locations
    path = f"{graphics.submodule_search_locations[0]}/barcode/qrencoder.py"
    spec = importlib.util.spec_from_file_location("papayoo_print.form._qrencoder", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


MASK_PATTERN = 2
"""The QR mask, fixed: the encoder's `make()` tries all eight and keeps the one its penalty rules
like best, 10 ms a code, nearly all of the code's cost. Any mask reads the same; over 210 codes of
every paper, language, player count and position this one scored best most often and never far
from the best."""


@lru_cache(maxsize=256)  # a batch's copies of a table's sheet share their code
def modules(text: str) -> tuple[tuple[bool, ...], ...]:
    """The QR code's dark modules, row by row, at the lowest error correction (the code sits
    flat on white paper, away from where anyone writes). The text is given as bytes (UTF-8) rather
    than left to `addData`, which would first try it as kanji: a Shift-JIS codec to import, for
    a text that starts with "PPY" and is never kanji."""
    encoder = _qrencoder()
    code = encoder.QRCode(None, encoder.QRErrorCorrectLevel.L)
    code.addData(encoder.QR8bitByte(text))
    code.version = code.calculate_version()
    code.makeImpl(False, MASK_PATTERN)
    count = code.getModuleCount()
    return tuple(tuple(code.isDark(row, column) for column in range(count)) for row in range(count))


class MarksPainter(SheetPainter):
    position = 0
    """0: the page's only sheet; 1 or 2: the upper or lower of two."""

    def paint(self) -> None:
        places = mark_places(self.layout)
        canvas = self.canvas
        canvas.setFillGray(INK)
        for x, y in (places.top_left, places.top_right, places.bottom_left):
            canvas.rect((x - MARK / 2) * mm, self.y(y + MARK / 2), MARK * mm, MARK * mm, stroke=0, fill=1)
        left, top = places.code
        control, rows = self.layout.control_col, (self.layout.total_row.start, self.layout.place_row.end)
        canvas.setFillGray(1.0)  # a quiet zone over the shading and the rule between the two rows
        canvas.rect(
            (control.start + 0.3) * mm, self.y(rows[1] - 0.3), (control.size - 0.6) * mm,
            (rows[1] - rows[0] - 0.6) * mm, stroke=0, fill=1,
        )
        dark = modules(sheet_code(self.form, self.position).text())
        step = CODE_SIZE / len(dark)
        path = canvas.beginPath()
        for row, line in enumerate(dark):
            column = 0
            while column < len(line):  # one rectangle per run of dark modules
                if not line[column]:
                    column += 1
                    continue
                end = column
                while end < len(line) and line[end]:
                    end += 1
                x, y = left + column * step, top + (row + 1) * step
                path.rect(x * mm, self.y(y), (end - column) * step * mm, step * mm)
                column = end
        canvas.setFillGray(INK)
        canvas.drawPath(path, stroke=0, fill=1)
