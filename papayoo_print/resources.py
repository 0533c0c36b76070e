"""The project's own files, in a checkout and in an installed wheel: catalogs, fonts, templates.

The wheel carries `fonts/` and `templates/` inside the package (see pyproject.toml); an editable
install runs from the checkout, where they sit beside the package.
"""

import struct
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
    regular, bold = (_character_map(font_path(name).read_bytes()) for name in (REGULAR, BOLD))
    return frozenset(regular & bold)


def _character_map(font: bytes) -> set[int]:
    """The code points a TrueType font maps to a glyph (its cmap's format 12 or 4 subtable)."""
    tables = {
        font[record : record + 4]: struct.unpack_from(">I", font, record + 8)[0]
        for record in range(12, 12 + 16 * struct.unpack_from(">H", font, 4)[0], 16)
    }
    cmap = tables[b"cmap"]
    subtables = {}
    for record in range(cmap + 4, cmap + 4 + 8 * struct.unpack_from(">H", font, cmap + 2)[0], 8):
        platform, encoding, offset = struct.unpack_from(">HHI", font, record)
        subtables[(platform, encoding)] = cmap + offset
    if (3, 10) in subtables:
        return _format_12(font, subtables[(3, 10)])
    return _format_4(font, subtables.get((3, 1), subtables.get((0, 3))))


def _format_12(font: bytes, at: int) -> set[int]:
    groups = struct.unpack_from(">I", font, at + 12)[0]
    points: set[int] = set()
    for group in range(at + 16, at + 16 + 12 * groups, 12):
        first, last, _ = struct.unpack_from(">III", font, group)
        points.update(range(first, last + 1))
    return points


def _format_4(font: bytes, at: int) -> set[int]:
    segments = struct.unpack_from(">H", font, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", font, at + 14)
    starts = struct.unpack_from(f">{segments}H", font, at + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", font, at + 16 + 4 * segments)
    range_offsets_at = at + 16 + 6 * segments
    points: set[int] = set()
    for index, (start, end, delta) in enumerate(zip(starts, ends, deltas)):
        range_offset = struct.unpack_from(">H", font, range_offsets_at + 2 * index)[0]
        for point in range(start, end + 1):
            if range_offset:
                glyph_at = range_offsets_at + 2 * index + range_offset + 2 * (point - start)
                glyph = struct.unpack_from(">H", font, glyph_at)[0]
                glyph = (glyph + delta) & 0xFFFF if glyph else 0
            else:
                glyph = (point + delta) & 0xFFFF
            if glyph and point != 0xFFFF:
                points.add(point)
    return points
