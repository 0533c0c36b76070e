"""A PDF as PNG pictures, one per page, to share where a PDF is awkward (a chat, a club's page).

Rendered from the PDF's own bytes by PDFium, so a picture always shows what the PDF prints. Each
PNG records its resolution, so that printing it gives the paper's size again.
"""

import io
from pathlib import Path

DEFAULT_DPI = 150
MIN_DPI = 50
MAX_DPI = 600
"""An A4 page at 600 dots per inch is 4,960 × 7,016 pixels, about 100 MB while it is drawn."""

PNG_SUFFIX = ".png"


def wants_pictures(path: Path | None) -> bool:
    """Whether the output asked for is a picture (`-o FILE.png`), not a PDF."""
    return path is not None and path.name.lower().endswith(PNG_SUFFIX)


def picture_paths(path: Path, pages: int) -> list[Path]:
    """FILE.png for one page; FILE-1.png, FILE-2.png… for several."""
    if pages == 1:
        return [path]
    stem, suffix = path.name[: -len(PNG_SUFFIX)], path.name[-len(PNG_SUFFIX) :]
    return [path.with_name(f"{stem}-{number}{suffix}") for number in range(1, pages + 1)]


def pages_as_png(pdf: bytes, dpi: int) -> list[bytes]:
    """Each page of `pdf` as a PNG file's bytes, at `dpi` dots per inch, on white."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    pictures = []
    try:
        for page in document:
            bitmap = page.render(scale=dpi / 72)
            image = bitmap.to_pil()
            stream = io.BytesIO()
            image.save(stream, format="PNG", dpi=(dpi, dpi), optimize=False)
            pictures.append(stream.getvalue())
            bitmap.close()
            page.close()
    finally:
        document.close()
    return pictures
