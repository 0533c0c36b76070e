"""Pages of blank sheets, each followed by its back (`sheet --with-rules`), in one PDF to print
on both sides: page 1 of sheets, its back, page 2 of sheets, its back…

Each different back (a page's players and layout: see back_context) is laid out once, and its
pages are written as often as it is printed. The typeset backs' PDF is the container, as in
join.py: its language, title and structure tags stay as WeasyPrint wrote them, and each page of
sheets goes in front of its back, tagged as a Figure that a screen reader meets just before it.

Printed on both sides, a back must read the right way up when its sheet is turned over like a
book's page: the paper flips on its long edge behind a portrait page, on its short edge behind a
landscape one, and the PDF asks the print dialog for that flip (join.py). A batch of both (3 to 5
players are portrait, 6 to 8 landscape) asks for the long edge, every printer's usual one, and
turns each landscape back upside down: flipping on the long edge instead of the short one turns
a back by exactly 180°, so this one comes out as it would on the short edge. A viewer shows
those backs upside down; printed, they read right. Nothing is asked when a back is not one page
of its front's size (a user's own template may not be).
"""

import io
from collections.abc import Sequence
from typing import Any

import pikepdf

from papayoo_print.documents.back_context import back_context
from papayoo_print.documents.join import figure_element
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.form.geometry import PageLayout
from papayoo_print.words import Language

Back = tuple[PageLayout, int | None]
"""What a back depends on: its front's layout, and the players its sheets are for."""


def typeset_backs(
    typesetter: Typesetter, backs: Sequence[Back], language: Language
) -> tuple[bytes, list[int]]:
    """The backs' PDF, in the order given, and how many pages each back takes."""
    laid_out: dict[Back, Any] = {}
    for back in dict.fromkeys(backs):
        laid_out[back] = typesetter.lay_out("back.html.j2", back_context(language, *back))
    pages = [page for back in backs for page in laid_out[back].pages]
    document = laid_out[backs[0]].copy(pages)
    return typesetter.write(document), [len(laid_out[back].pages) for back in backs]


def fronts_and_backs(sheets: bytes, backs: bytes, counts: Sequence[int], description: str) -> bytes:
    """Each page of `sheets` (described by `description`), then the `counts[i]` pages of its back
    from `backs`. Same input, same bytes."""
    with pikepdf.open(io.BytesIO(backs)) as joined, pikepdf.open(io.BytesIO(sheets)) as fronts:
        back_pages = [list(joined.pages[start - count : start]) for start, count in _ends(counts)]
        at = 0
        for front, behind in zip(fronts.pages, back_pages):
            joined.pages.insert(at, front)
            at += 1 + len(behind)
        front_pages = [joined.pages[index] for index in _front_indices(counts)]
        _tag_as_figures(joined, front_pages, back_pages, description)
        if all(count == 1 for count in counts):
            _print_both_sides(joined, front_pages, [behind[0] for behind in back_pages])
        output = io.BytesIO()
        joined.save(output, deterministic_id=True, compress_streams=True)
    return output.getvalue()


def _ends(counts: Sequence[int]) -> list[tuple[int, int]]:
    """Where each back's pages end in the backs' PDF, and how many they are."""
    ends, total = [], 0
    for count in counts:
        total += count
        ends.append((total, count))
    return ends


def _front_indices(counts: Sequence[int]) -> list[int]:
    indices, at = [], 0
    for count in counts:
        indices.append(at)
        at += 1 + count
    return indices


def _tag_as_figures(
    pdf: pikepdf.Pdf,
    fronts: Sequence[pikepdf.Page],
    backs: Sequence[Sequence[pikepdf.Page]],
    description: str,
) -> None:
    """Mark each front's whole content as a Figure with alternative text, in reading order just
    before the first element of its back."""
    tree = pdf.Root.StructTreeRoot
    document = tree.K[0] if isinstance(tree.K, pikepdf.Array) else tree.K
    numbers = tree.ParentTree.Nums
    next_key = max((int(numbers[index]) for index in range(0, len(numbers), 2)), default=-1) + 1
    figures = []
    for key, page in enumerate(fronts, start=next_key):
        page.contents_add(pikepdf.Stream(pdf, b"/Figure <</MCID 0>> BDC\n"), prepend=True)
        page.contents_add(pikepdf.Stream(pdf, b"\nEMC\n"))
        figure = figure_element(pdf, document, page, 0, description, page.mediabox)
        page.obj.StructParents = key
        page.obj.Tabs = pikepdf.Name.S
        numbers.extend([key, pikepdf.Array([figure])])
        figures.append(figure)
    back_of = {page.obj.objgen: index for index, pages in enumerate(backs) for page in pages}
    children = document.K if isinstance(document.K, pikepdf.Array) else pikepdf.Array([document.K])
    ordered, placed = [], 0
    for child in children:
        back = back_of.get(_page_of(child), placed - 1)
        while placed <= back:
            ordered.append(figures[placed])
            placed += 1
        ordered.append(child)
    document.K = pikepdf.Array([*ordered, *figures[placed:]])
    tree.ParentTreeNextKey = next_key + len(fronts)


def _page_of(element: pikepdf.Object, depth: int = 8) -> tuple[int, int] | None:
    """The page a structure element starts on: its own /Pg, else its first child's."""
    if not isinstance(element, pikepdf.Dictionary) or depth == 0:
        return None
    if "/Pg" in element:
        return element.Pg.objgen
    kids = element.get("/K")
    for kid in kids if isinstance(kids, pikepdf.Array) else [kids]:
        if (found := _page_of(kid, depth - 1)) is not None:
            return found
    return None


def _print_both_sides(
    pdf: pikepdf.Pdf, fronts: Sequence[pikepdf.Page], backs: Sequence[pikepdf.Page]
) -> None:
    """Ask for the flip that turns each back the right way up behind its front; see the module's
    docstring. Nothing when a back is not of its front's size."""
    if any(_size(front) != _size(back) for front, back in zip(fronts, backs)):
        return
    landscape = {_size(front)[0] > _size(front)[1] for front in fronts}
    flip = pikepdf.Name.DuplexFlipShortEdge if landscape == {True} else pikepdf.Name.DuplexFlipLongEdge
    if landscape == {True, False}:
        for back in backs:
            if _size(back)[0] > _size(back)[1]:
                back.obj.Rotate = (int(back.obj.get("/Rotate", 0)) + 180) % 360
    preferences = pdf.Root.get("/ViewerPreferences", pikepdf.Dictionary())
    preferences.Duplex = flip
    pdf.Root.ViewerPreferences = preferences


def _size(page: pikepdf.Page) -> tuple[int, int]:
    """The page's width and height as seen, in whole points (/Rotate taken into account)."""
    box = page.mediabox
    width, height = round(float(box[2] - box[0])), round(float(box[3] - box[1]))
    return (height, width) if int(page.obj.get("/Rotate", 0)) % 180 else (width, height)
