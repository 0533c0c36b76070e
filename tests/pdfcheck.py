"""Reading a PDF back the way a user meets it: its words, page size, fonts, ink and syntax."""

import io
import re
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import pikepdf
import pypdf
import pypdfium2

MM = 72 / 25.4
A4 = (210.0, 297.0)
LETTER = (215.9, 279.4)


def as_bytes(pdf: bytes | Path) -> bytes:
    return pdf if isinstance(pdf, bytes) else pdf.read_bytes()


def page_texts(pdf: bytes | Path) -> list[str]:
    return list(_extracted(as_bytes(pdf)))


@lru_cache(maxsize=16)
def _extracted(pdf: bytes) -> tuple[str, ...]:
    """Each page's text as PDFium extracts it, a line per line of type, once per PDF (many tests
    read the same document several ways)."""
    document = pypdfium2.PdfDocument(pdf)
    texts = tuple(_text(page) for page in document)
    document.close()
    return texts


def _text(page: pypdfium2.PdfPage) -> str:
    """PDFium's text of a page as printed: its turn for the screen undone (PDFium orders the words
    as the page is shown), "\\n" between lines, and a hyphen that ends a line kept (PDFium marks it
    U+FFFE)."""
    page.set_rotation(0)
    return page.get_textpage().get_text_range().replace("\r\n", "\n").replace("\ufffe", "-")


def page_words(pdf: bytes | Path) -> list[list[str]]:
    return [re.findall(r"\S+", text) for text in page_texts(pdf)]


def page_sizes_mm(pdf: bytes | Path) -> list[tuple[float, float]]:
    reader = pypdf.PdfReader(io.BytesIO(as_bytes(pdf)))
    return [
        (round(float(page.mediabox.width) / MM, 1), round(float(page.mediabox.height) / MM, 1))
        for page in reader.pages
    ]


def metadata(pdf: bytes | Path) -> dict[str, str]:
    return dict(pypdf.PdfReader(io.BytesIO(as_bytes(pdf))).metadata or {})


def fonts(pdf: bytes | Path) -> dict[str, bool]:
    """Every font the pages use, by base name, and whether its program is embedded."""
    found: dict[str, bool] = {}
    with pikepdf.open(io.BytesIO(as_bytes(pdf))) as document:
        for page in document.pages:
            for font in _page_fonts(page.obj):
                found[str(font.BaseFont)] = _embedded(font)
    return found


def _page_fonts(page: pikepdf.Dictionary) -> list[pikepdf.Dictionary]:
    resources = page.get("/Resources", {})
    fonts = list(resources.get("/Font", {}).values())
    for xobject in resources.get("/XObject", {}).values():
        if xobject.get("/Subtype") == "/Form":
            fonts += _page_fonts(xobject)
    return fonts


def _embedded(font: pikepdf.Dictionary) -> bool:
    if font.get("/Subtype") == "/Type0":
        font = font.DescendantFonts[0]
    descriptor = font.get("/FontDescriptor")
    return descriptor is not None and any(
        key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3")
    )


def syntax_problems(pdf: bytes | Path) -> list[str]:
    with pikepdf.open(io.BytesIO(as_bytes(pdf))) as document:
        return list(document.check_pdf_syntax())


def ink_in_margin(pdf: bytes | Path, margin_mm: float = 10.0, dpi: int = 100) -> list[int]:
    """The pages (1-based) that put any ink within `margin_mm` of the paper's edge."""
    document = pypdfium2.PdfDocument(as_bytes(pdf))
    inked = []
    for number in range(len(document)):
        bitmap = document[number].render(scale=dpi / 72, grayscale=True)
        image = bitmap.to_pil().convert("L")
        width, height = image.size
        band = round(margin_mm / 25.4 * dpi)
        boxes = [(0, 0, width, band), (0, height - band, width, height),
                 (0, 0, band, height), (width - band, 0, width, height)]
        if any(image.crop(box).getextrema()[0] < 250 for box in boxes):
            inked.append(number + 1)
    document.close()
    return inked



class Glyph(NamedTuple):
    page: int
    char: str
    size: float
    """Its font size, in points."""
    box: tuple[float, float, float, float]
    """left, bottom, right, top, in points from the page's lower left corner."""
    colour: tuple[int, int, int]
    """Its fill colour: red, green, blue from 0 to 255."""


def glyphs(pdf: bytes | Path) -> list[Glyph]:
    """Every character drawn (not the spaces and line breaks a text extractor adds), with its size
    as printed (the font size times the scale it is drawn at: WeasyPrint's px, an SVG's viewBox)
    and its place, page by page (1-based)."""
    return list(_drawn(as_bytes(pdf)))


@lru_cache(maxsize=16)
def _drawn(pdf: bytes) -> tuple[Glyph, ...]:
    import ctypes
    import math

    import pypdfium2.raw as pdfium_c

    document = pypdfium2.PdfDocument(pdf)
    found = []
    red, green, blue, alpha = (ctypes.c_uint() for _ in range(4))
    for number in range(len(document)):
        text = document[number].get_textpage()
        for index in range(text.count_chars()):
            char = text.get_text_range(index, 1)
            if pdfium_c.FPDFText_IsGenerated(text.raw, index) or not char.strip():
                continue
            matrix = pdfium_c.FS_MATRIX()
            pdfium_c.FPDFText_GetMatrix(text.raw, index, ctypes.byref(matrix))
            scale = math.sqrt(abs(matrix.a * matrix.d - matrix.b * matrix.c))
            size = pdfium_c.FPDFText_GetFontSize(text.raw, index) * scale
            pdfium_c.FPDFText_GetFillColor(text.raw, index, red, green, blue, alpha)
            colour = (red.value, green.value, blue.value)
            found.append(Glyph(number + 1, char, size, text.get_charbox(index), colour))
    document.close()
    return tuple(found)


def outside(pdf: bytes | Path, margin_mm: float) -> list[Glyph]:
    """The characters drawn within `margin_mm` of the paper's edge, or beyond it."""
    margin = margin_mm * MM
    sizes = page_sizes_mm(pdf)
    return [
        glyph
        for glyph in glyphs(pdf)
        if glyph.box[0] < margin - 0.01
        or glyph.box[1] < margin - 0.01
        or glyph.box[2] > sizes[glyph.page - 1][0] * MM - margin + 0.01
        or glyph.box[3] > sizes[glyph.page - 1][1] * MM - margin + 0.01
    ]
