"""The marks a photo's reader finds a sheet by (`papayoo-print scan`): three small filled squares
outside the table and a QR code saying how the sheet is laid out (`sheet_code`)."""

from functools import lru_cache

from reportlab.lib.units import mm

from papayoo_print.form.content import SheetForm
from papayoo_print.form.pen import INK, SheetPainter
from papayoo_print.form.qr import Matrix, qr_matrix
from papayoo_print.form.sheet_code import CODE_SIZE, MARK, QR_VERSION, SheetCode, mark_places


def sheet_code(form: SheetForm, position: int) -> SheetCode:
    """What the QR code of `form`'s sheet says, `position` on its page (see `SheetCode`)."""
    return SheetCode(
        form.paper, form.language, form.players, form.rounds, form.rounds_planned, form.first_round,
        position, form.table, form.names, bool(form.names), form.slots,
    )


MASK_PATTERN = 2
"""The QR mask, fixed: choosing one scores all eight by the standard's penalty rules, most of
what making a code costs. Any mask reads the same; over the codes of every paper, language,
player count and position, this one's score is never far from the best: the least far, in the
worst case, of the eight."""


@lru_cache(maxsize=256)  # a batch's copies of a table's sheet share their code
def modules(text: str) -> Matrix:
    """The QR code's dark modules, row by row, at the lowest error correction (the code sits
    flat on white paper, away from where anyone writes), its text as UTF-8 bytes."""
    return qr_matrix(text.encode(), MASK_PATTERN, QR_VERSION)


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
