"""Pages of blank sheets, each followed by its back (`sheet --with-rules`), in one PDF to print
on both sides: page 1 of sheets, its back, page 2 of sheets, its back…

Each different back (a page's players and layout: see back_context) is typeset once, and copied
(page_copies.py) wherever it is needed again. The typeset backs' PDF is the container, as in
join.py: its language, title and structure tags stay as WeasyPrint wrote them, and each page of
sheets goes in front of its back, tagged as a Figure that a screen reader meets just before it.

Printed on both sides, a back must read the right way up when its sheet is turned over like a
book's page: the paper flips on its long edge behind a portrait page, on its short edge behind a
landscape one, and the PDF asks the print dialog for that flip (join.py). A batch of both (3 to 5
players are portrait, 6 to 8 landscape) asks for the long edge, every printer's usual one, and
turns each landscape back upside down: flipping on the long edge instead of the short one turns
a back by exactly 180°, so this one comes out as it would on the short edge. A viewer shows
those backs upside down; printed, they read right, and each says so in a small line beside its
title (back_context.TURNED_NOTE). Nothing is asked when a back is not one page
of its front's size (a user's own template may not be).
"""

import io
import itertools
from collections.abc import Sequence
from typing import NamedTuple

import pikepdf

from papayoo_print.documents.back_context import back_context
from papayoo_print.documents.join import tag_as_figures
from papayoo_print.documents.page_copies import copy_pages, page_of
from papayoo_print.documents.structure import children
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.form.geometry import PageLayout
from papayoo_print.words import Language

Back = tuple[PageLayout, int | None]
"""What a back depends on: its front's layout, and the players its sheets are for."""


class Backs(NamedTuple):
    pdf: bytes
    """Each different back once, in the order the fronts first need them."""
    pages: list[int]
    """How many pages each different back takes."""
    order: list[int]
    """Which of them each front needs."""


def typeset_backs(typesetter: Typesetter, backs: Sequence[Back], language: Language) -> Backs:
    """The backs a batch's fronts need, `backs[i]` behind front `i`, each different one typeset
    once."""
    different = list(dict.fromkeys(backs))
    mixed = len({_landscape(page) for page, _players in different}) == 2
    contexts = [back_context(language, page, players, mixed and _landscape(page))
                for page, players in different]
    laid_out = [typesetter.lay_out("back.html.j2", context) for context in contexts]
    document = laid_out[0].copy([page for back in laid_out for page in back.pages])
    pages = [len(back.pages) for back in laid_out]
    return Backs(typesetter.write(document), pages, [different.index(back) for back in backs])


def _landscape(page: PageLayout) -> bool:
    return page.sheets[0].page_width > page.sheets[0].page_height


def fronts_and_backs(sheets: bytes, backs: Backs, description: str) -> bytes:
    """Each page of `sheets` (described by `description`), then the pages of its back. Same
    input, same bytes."""
    with pikepdf.open(io.BytesIO(backs.pdf)) as joined, pikepdf.open(io.BytesIO(sheets)) as fronts:
        firsts = list(itertools.accumulate(backs.pages, initial=0))
        originals = [list(joined.pages[first : first + count]) for first, count in zip(firsts, backs.pages)]
        placed: set[int] = set()
        pairs = []
        at = 0  # the originals not placed yet follow: each first needed in turn
        for number, (front, back) in enumerate(zip(fronts.pages, backs.order), start=1):
            joined.pages.insert(at, front)
            behind = originals[back]
            if back in placed:
                behind = copy_pages(joined, behind, f"-{number}")
                for offset, page in enumerate(behind, start=1):
                    joined.pages.insert(at + offset, page)
            placed.add(back)
            pairs.append((joined.pages[at], list(joined.pages[at + 1 : at + 1 + len(behind)])))
            at += 1 + len(behind)
        _tag_as_figures(joined, [front for front, _ in pairs], description)
        if all(len(behind) == 1 for _, behind in pairs):
            _print_both_sides(joined, [front for front, _ in pairs], [behind[0] for _, behind in pairs])
        output = io.BytesIO()
        # Object streams: each back's copied structure elements, compressed together, a fifth the size.
        generate = pikepdf.ObjectStreamMode.generate
        joined.save(output, deterministic_id=True, compress_streams=True, object_stream_mode=generate)
    return output.getvalue()


def _tag_as_figures(pdf: pikepdf.Pdf, fronts: Sequence[pikepdf.Page], description: str) -> None:
    """Mark each front's whole content as a Figure with alternative text, and put the document's
    elements in the order of their pages: each figure just before its back's first element."""
    document, figures = tag_as_figures(pdf, fronts, description)
    elements = [*children(document), *figures]
    number = {page.obj.objgen: index for index, page in enumerate(pdf.pages)}
    order, last = [], 0
    for element in elements:  # an element on no known page keeps its place after the one before it
        key = page_of(element)
        last = number[key] if key in number else last
        order.append(last)
    ranked = sorted(range(len(elements)), key=order.__getitem__)
    document.K = pikepdf.Array([elements[index] for index in ranked])


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
