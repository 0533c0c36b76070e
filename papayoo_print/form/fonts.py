"""The fonts on the drawn form, registered with ReportLab once per process. (Every printed field
is checked for glyphs where it enters: `game.values.unprintable`.)"""

from functools import cache

from papayoo_print.resources import FONT_FILES, font_path


@cache
def register_reportlab_fonts() -> None:
    """Parse both TTFs and register them, so that ReportLab embeds them (never Helvetica)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    for name in FONT_FILES:
        pdfmetrics.registerFont(TTFont(name, str(font_path(name))))
