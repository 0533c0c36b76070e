"""The review of a scan: each sheet as the photo showed it, straightened, with the number read in
each cell printed in the cell's corner; a doubtful cell framed thick and its number followed by
"?". Read side by side with the handwriting, a wrong number shows at a glance."""

from io import BytesIO

from PIL import Image
from reportlab.lib.colors import Color
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from papayoo_print.form.fonts import register_reportlab_fonts
from papayoo_print.form.geometry import Span
from papayoo_print.resources import BOLD
from papayoo_print.scan.cells import SheetCells
from papayoo_print.scan.reading import ReadCell

LABEL_SIZE = 7.5
DOUBT = Color(0.85, 0.0, 0.0)
"""Red on screen; a thick dark frame in black and white."""
READ = Color(0.0, 0.2, 0.7)


def review_pdf(sheets: list[SheetCells], cells: list[ReadCell], title: str) -> bytes:
    """A page per sheet, the size of the paper it was printed on."""
    register_reportlab_fonts()
    buffer = BytesIO()
    canvas = Canvas(buffer, invariant=1, pageCompression=1)
    canvas.setTitle(title)
    canvas.setCreator("papayoo-print")
    for index, sheet in enumerate(sheets):
        layout = sheet.layout
        width, height = layout.page_width * mm, layout.page_height * mm
        canvas.setPageSize((width, height))
        picture = BytesIO()
        Image.fromarray(sheet.page).save(picture, "JPEG", quality=80)  # a tenth of the lossless size
        canvas.drawImage(ImageReader(picture), 0, 0, width, height)
        for cell in cells:
            if cell.sheet == index:
                _label(canvas, sheet, cell, height)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _label(canvas: Canvas, sheet: SheetCells, cell: ReadCell, page_height: float) -> None:
    """The number read, in a white box in the cell's top-right corner."""
    layout, row = sheet.layout, sheet.layout.rows[cell.row]
    if cell.cell == "suit":
        column = layout.suit_col
    elif cell.cell == "papayoo":  # no one's points circled, or several: the whole row
        start = layout.players[0].points.start
        column = Span(start, layout.players[-1].total.end - start)
    else:
        player = layout.players[cell.player]
        column = player.points if cell.cell == "points" else player.total
    text = ("–" if cell.value is None else str(cell.value)) + ("?" if cell.doubtful else "")
    text_width = canvas.stringWidth(text, BOLD, LABEL_SIZE)
    box_width, box_height = text_width + 1.6 * mm, LABEL_SIZE * 1.15
    right, top = (column.end - 0.3) * mm, page_height - (row.start + 0.3) * mm
    colour = DOUBT if cell.doubtful else READ
    canvas.setFillColorRGB(1, 1, 1, alpha=0.85)
    canvas.setStrokeColor(colour)
    canvas.setLineWidth(0.5)
    canvas.rect(right - box_width, top - box_height, box_width, box_height, stroke=1, fill=1)
    canvas.setFillColor(colour)
    canvas.setFont(BOLD, LABEL_SIZE)
    canvas.drawRightString(right - 0.8 * mm, top - LABEL_SIZE * 0.9, text)
    if cell.doubtful:
        canvas.setLineWidth(2.0)
        canvas.rect(column.start * mm, page_height - row.end * mm, column.size * mm, row.size * mm)
