"""The one font family both engines embed, registered with ReportLab once per process."""

from collections.abc import Iterable
from functools import cache
from pathlib import Path

from papayoo_print.errors import UserError
from papayoo_print.paths import fonts_dir

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
FONT_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


def font_path(name: str) -> Path:
    return fonts_dir() / FONT_FILES[name]


@cache
def register_reportlab_fonts() -> None:
    """Parse both TTFs and register them, so that ReportLab embeds them (never Helvetica)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    for name in FONT_FILES:
        pdfmetrics.registerFont(TTFont(name, str(font_path(name))))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD)


def unprintable(text: str) -> str:
    """The characters of `text` that the fonts have no glyph for, each once."""
    from reportlab.pdfbase import pdfmetrics

    register_reportlab_fonts()
    glyphs = pdfmetrics.getFont(REGULAR).face.charToGlyph
    return "".join(dict.fromkeys(char for char in text if ord(char) not in glyphs))


def check_printable(names: Iterable[str]) -> None:
    """Refuse a player name the fonts cannot print, rather than print a box in its place."""
    for name in names:
        if missing := unprintable(name):
            raise UserError(f"player {name!r}: the font cannot print {' '.join(missing)}")
