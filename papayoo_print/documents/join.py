"""One PDF from a scoresheet's pages (ReportLab) and a typeset document's (WeasyPrint).

The document's PDF is kept as the container: its language, title and structure tags stay as
WeasyPrint wrote them. The sheet's pages go in front, each tagged as one figure with a
description, so that the whole file remains a tagged PDF a screen reader can follow.
"""

import io
from collections.abc import Sequence

import pikepdf

from papayoo_print.documents.structure import add_parent_entry, children, parent_entries, structure_root


def sheet_then_document(sheet: bytes, document: bytes, description: str) -> bytes:
    """The sheet's pages, described by `description`, then the document's. Same input, same
    bytes."""
    with pikepdf.open(io.BytesIO(document)) as joined, pikepdf.open(io.BytesIO(sheet)) as front:
        for index, page in enumerate(front.pages):
            joined.pages.insert(index, page)
        _tag_as_figures(joined, joined.pages[: len(front.pages)], description)
        output = io.BytesIO()
        joined.save(output, deterministic_id=True, compress_streams=True)
    return output.getvalue()


def _tag_as_figures(pdf: pikepdf.Pdf, pages: Sequence[pikepdf.Page], description: str) -> None:
    """Mark each page's whole content as a Figure with alternative text, first in reading order."""
    document, figures = tag_as_figures(pdf, pages, description)
    document.K = pikepdf.Array([*figures, *children(document)])


def tag_as_figures(
    pdf: pikepdf.Pdf, pages: Sequence[pikepdf.Page], description: str
) -> tuple[pikepdf.Object, list[pikepdf.Object]]:
    """Mark each of `pages` (drawn sheets) as one Figure described by `description`, in the
    structure tree of `pdf`'s typeset document: its Document element and the new figures, which
    the caller puts in reading order among the Document's children."""
    tree, document = structure_root(pdf)
    next_key = max(parent_entries(tree), default=-1) + 1
    figures = []
    for key, page in enumerate(pages, start=next_key):
        page.contents_add(pikepdf.Stream(pdf, b"/Figure <</MCID 0>> BDC\n"), prepend=True)
        page.contents_add(pikepdf.Stream(pdf, b"\nEMC\n"))
        figure = figure_element(pdf, document, page, 0, description, page.mediabox)
        page.obj.StructParents = key
        page.obj.Tabs = pikepdf.Name.S
        add_parent_entry(tree, key, [figure])
        figures.append(figure)
    tree.ParentTreeNextKey = next_key + len(pages)
    return document, figures


def figure_element(
    pdf: pikepdf.Pdf,
    parent: pikepdf.Object,
    page: pikepdf.Page,
    mcid: int,
    description: str,
    box: pikepdf.Array,
) -> pikepdf.Object:
    """The structure element of a drawn sheet: a Figure whose alternative text describes it,
    over the part `box` of `page` that the marked content `mcid` draws."""
    return pdf.make_indirect(
        pikepdf.Dictionary(
            Type=pikepdf.Name.StructElem,
            S=pikepdf.Name.Figure,
            P=parent,
            Pg=page.obj,
            K=mcid,
            Alt=pikepdf.String(description),
            A=pikepdf.Dictionary(O=pikepdf.Name.Layout, BBox=box),
        )
    )
