"""The scoresheet form, drawn with ReportLab's canvas: blank (names and rounds pre-filled if
given), or filled in with a saved game's rounds, totals and places. Each band of a sheet has its
painter; this module puts them on pages."""

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from io import BytesIO

from reportlab import rl_config
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from papayoo_print import __version__
from papayoo_print.facts import CUT_LINE_WIDTH, MARGIN
from papayoo_print.form.content import SheetForm
from papayoo_print.form.fonts import register_reportlab_fonts
from papayoo_print.form.footer import FooterPainter
from papayoo_print.form.batch import page_layout, paired
from papayoo_print.form.grid import TablePainter
from papayoo_print.form.header import HeaderPainter
from papayoo_print.form.marks import MarksPainter
from papayoo_print.form.pen import INK
from papayoo_print.resources import REGULAR
from papayoo_print.words import translations


@contextmanager
def binary_streams() -> Iterator[None]:
    """ReportLab's `useA85` setting (rl_settings.py, which a site's settings or RL_useA85 may
    change) off while a sheet is made: its streams binary, as no printer or viewer needs the
    ASCII85 armour that spends five bytes on every four. Put back after, so that the rest of the
    process keeps ReportLab's configuration."""
    previous = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = previous


def render_sheet(form: SheetForm) -> bytes:
    """The one-page PDF of a blank `form`: same form, same bytes."""
    return render_pages([form])


def render_pages(forms: Sequence[SheetForm]) -> bytes:
    """A PDF with a page per form, but blank short games two sheets to a page (`batch.paired`):
    two in a row of one size, or one twice."""
    register_reportlab_fonts()
    with binary_streams():
        return _drawn(forms)


def _drawn(forms: Sequence[SheetForm]) -> bytes:
    buffer = BytesIO()
    canvas = Canvas(
        buffer,
        invariant=1,
        pageCompression=1,
        lang=forms[0].language.value,
        initialFontName=REGULAR,
        initialFontSize=9,
    )
    _ = translations(forms[0].language).gettext
    fill = forms[0].fill
    canvas.setTitle(f"Papayoo — {fill.title}" if fill and fill.title else _("Papayoo score sheet"))
    canvas.setAuthor("papayoo-print")
    canvas.setCreator(f"papayoo-print {__version__}")
    for sheets in paired(forms):
        page = page_layout(sheets[0])
        width, height = page.sheets[0].page_width, page.sheets[0].page_height
        canvas.setPageSize((width * mm, height * mm))
        for index, (layout, form) in enumerate(zip(page.sheets, sheets)):
            for band in (HeaderPainter, TablePainter, FooterPainter):
                band(canvas, layout, form).paint()
            if form.marks:
                marks = MarksPainter(canvas, layout, form)
                marks.position = 0 if page.cut is None else index + 1
                marks.paint()
        if page.cut is not None:
            canvas.setDash(3, 3)
            canvas.setLineWidth(CUT_LINE_WIDTH)
            canvas.setStrokeGray(INK)
            y = (height - page.cut) * mm
            canvas.line(MARGIN * mm, y, (width - MARGIN) * mm, y)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()
