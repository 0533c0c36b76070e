"""One PDF from a scoresheet's pages (ReportLab) and a typeset document's (WeasyPrint)."""

import io

import pikepdf


def sheet_then_document(sheet: bytes, document: bytes) -> bytes:
    """The sheet's pages, then the document's, kept in the document's PDF: its language,
    title and structure tags stay as WeasyPrint wrote them. Same input, same bytes."""
    with pikepdf.open(io.BytesIO(document)) as joined, pikepdf.open(io.BytesIO(sheet)) as front:
        for index, page in enumerate(front.pages):
            joined.pages.insert(index, page)
        output = io.BytesIO()
        joined.save(output, deterministic_id=True, compress_streams=True)
    return output.getvalue()
