"""A TrueType font read from its own tables, without a PDF engine: the glyph each code point maps
to (`cmap`, its format 12 or 4 subtable) and how far each glyph advances (`hmtx`)."""

import struct


def character_map(font: bytes) -> dict[int, int]:
    """Each code point the font maps to a glyph, and that glyph."""
    tables = _tables(font)
    cmap = tables[b"cmap"]
    subtables = {}
    for record in range(cmap + 4, cmap + 4 + 8 * struct.unpack_from(">H", font, cmap + 2)[0], 8):
        platform, encoding, offset = struct.unpack_from(">HHI", font, record)
        subtables[(platform, encoding)] = cmap + offset
    if (3, 10) in subtables:
        return _format_12(font, subtables[(3, 10)])
    return _format_4(font, subtables[(3, 1)] if (3, 1) in subtables else subtables[(0, 3)])


def advances(font: bytes) -> tuple[list[int], int]:
    """Each glyph's advance, in the font's units, and how many units make an em."""
    tables = _tables(font)
    units = struct.unpack_from(">H", font, tables[b"head"] + 18)[0]
    metrics = struct.unpack_from(">H", font, tables[b"hhea"] + 34)[0]
    glyphs = struct.unpack_from(">H", font, tables[b"maxp"] + 4)[0]
    widths = list(struct.unpack_from(f">{2 * metrics}H", font, tables[b"hmtx"])[::2])
    return widths + widths[-1:] * (glyphs - metrics), units  # the last advance holds for the rest


def _tables(font: bytes) -> dict[bytes, int]:
    return {
        font[record : record + 4]: struct.unpack_from(">I", font, record + 8)[0]
        for record in range(12, 12 + 16 * struct.unpack_from(">H", font, 4)[0], 16)
    }


def _format_12(font: bytes, at: int) -> dict[int, int]:
    groups = struct.unpack_from(">I", font, at + 12)[0]
    glyphs: dict[int, int] = {}
    for group in range(at + 16, at + 16 + 12 * groups, 12):
        first, last, glyph = struct.unpack_from(">III", font, group)
        glyphs.update(zip(range(first, last + 1), range(glyph, glyph + last - first + 1)))
    return glyphs


def _format_4(font: bytes, at: int) -> dict[int, int]:
    segments = struct.unpack_from(">H", font, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", font, at + 14)
    starts = struct.unpack_from(f">{segments}H", font, at + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", font, at + 16 + 4 * segments)
    range_offsets_at = at + 16 + 6 * segments
    glyphs: dict[int, int] = {}
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
                glyphs[point] = glyph
    return glyphs
