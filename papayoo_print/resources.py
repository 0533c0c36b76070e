"""The project's own files, in a checkout and in an installed wheel: catalogs, fonts, templates.

The wheel carries `fonts/` and `templates/` inside the package (see pyproject.toml); an editable
install runs from the checkout, where they sit beside the package.
"""

from functools import cache
from pathlib import Path


PACKAGE_DIR = Path(__file__).resolve().parent
LOCALE_DIR = PACKAGE_DIR / "locale"


def _resource_dir(name: str) -> Path:
    for candidate in (PACKAGE_DIR / name, PACKAGE_DIR.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"papayoo-print is installed without its {name}/ folder")


def fonts_dir() -> Path:
    return _resource_dir("fonts")


def templates_dir() -> Path:
    return _resource_dir("templates")


REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
FONT_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}
FONT_FAMILY = "DejaVu Sans"
"""The typeset documents' family: the two files, as Fontconfig names them from their own tables.
While a document is typeset, Fontconfig knows them and no other font (documents/own_fonts.py), so
that no installed font of the same name can stand in for them."""


def font_path(name: str) -> Path:
    return fonts_dir() / FONT_FILES[name]


@cache
def printable_characters() -> frozenset[int]:
    """The code points both fonts draw: what a name or a title may hold, so that no empty box
    is ever printed. Read from the fonts' own character maps, without a PDF engine."""
    regular, bold = (_font_tables(name)[0].keys() for name in (REGULAR, BOLD))
    return frozenset(regular & bold)


@cache
def advance_widths(name: str) -> tuple[dict[int, float], float]:
    """How far each code point the font `name` maps advances, in thousandths of an em, and how far
    a code point it does not map does: as ReportLab counts them, from the font's own tables."""
    glyphs, widths, units = _font_tables(name)
    scale = 1000 / units
    return {point: widths[glyph] * scale for point, glyph in glyphs.items()}, widths[0] * scale


@cache
def _font_tables(name: str) -> tuple[dict[int, int], list[int], int]:
    """The font `name`'s character map and advances, read once for both uses above."""
    from papayoo_print.font_tables import advances, character_map  # a blank sheet reads neither
    font = font_path(name).read_bytes()
    return character_map(font), *advances(font)
