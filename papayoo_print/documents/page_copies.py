"""Another copy of a typeset document's pages inside the same tagged PDF, as cheap as a page can
be: the copy shares the pages' content and resources (fonts, images), and gets its own copy of
the structure elements that tag them, so that a screen reader reads it as it reads the first.

The copy's elements keep everything but their place: their page is the copy, their parent the
copy of theirs, their IDs (a table's header cells) end in a suffix, and so do the /Headers that
name them. Links are not copied: the copy's pages have no annotations. Written for the backs of
a batch of sheets (duplex.py): WeasyPrint draws each different back once, not once a page.
"""

from collections.abc import Sequence

import pikepdf

from papayoo_print.documents.structure import add_parent_entry, children, parent_entries, structure_root

PageKey = tuple[int, int]


def copy_pages(pdf: pikepdf.Pdf, pages: Sequence[pikepdf.Page], suffix: str) -> list[pikepdf.Page]:
    """New pages, not yet in `pdf`'s page list, each showing what a page of `pages` shows, and
    tagged as it is; the copies' IDs end in `suffix`."""
    tree, document = structure_root(pdf)
    copies: dict[PageKey, pikepdf.Object] = {
        page.obj.objgen: pdf.make_indirect(
            pikepdf.Dictionary({key: value for key, value in page.obj.items() if key not in _NOT_COPIED})
        )
        for page in pages
    }
    elements: dict[PageKey, pikepdf.Object] = {}
    copier = _Copier(pdf, copies, elements, suffix.encode())
    kept = children(document)
    added = [copier.element(child, document) for child in kept if page_of(child) in copies]
    document.K = pikepdf.Array([*kept, *added])
    owners = parent_entries(tree)
    key = max(owners, default=-1) + 1
    for page in pages:
        if "/StructParents" not in page.obj:
            continue
        tagged = owners[int(page.obj.StructParents)]
        tagged = tagged if isinstance(tagged, pikepdf.Array) else pikepdf.Array([tagged])
        copies[page.obj.objgen].StructParents = key
        add_parent_entry(tree, key, [_mapped(owner, elements) for owner in tagged])
        key += 1
    tree.ParentTreeNextKey = key
    return [pikepdf.Page(copies[page.obj.objgen]) for page in pages]


_NOT_COPIED = ("/Parent", "/Annots", "/StructParents")
"""The page tree sets the parent; the copy has no links; its marked content gets its own key."""


def page_of(element: pikepdf.Object | None, depth: int = 8) -> PageKey | None:
    """The page a structure element starts on: its own /Pg, else its first child's."""
    if not isinstance(element, pikepdf.Dictionary) or depth == 0:
        return None
    if "/Pg" in element:
        return element.Pg.objgen
    kids = element.get("/K")
    for kid in kids if isinstance(kids, pikepdf.Array) else [kids]:
        if (found := page_of(kid, depth - 1)) is not None:
            return found
    return None


def _mapped(owner: pikepdf.Object, elements: dict[PageKey, pikepdf.Object]) -> pikepdf.Object:
    if isinstance(owner, pikepdf.Dictionary) and owner.is_indirect:
        return elements.get(owner.objgen, owner)
    return owner


class _Copier:
    def __init__(
        self,
        pdf: pikepdf.Pdf,
        pages: dict[PageKey, pikepdf.Object],
        elements: dict[PageKey, pikepdf.Object],
        suffix: bytes,
    ) -> None:
        self.pdf, self.pages, self.elements, self.suffix = pdf, pages, elements, suffix

    def element(self, element: pikepdf.Object, parent: pikepdf.Object) -> pikepdf.Object:
        """A copy of `element` and its descendants, under `parent`."""
        copy = self.pdf.make_indirect(pikepdf.Dictionary())
        self.elements[element.objgen] = copy
        for key, value in element.items():
            if key == "/P":
                copy.P = parent
            elif key == "/Pg":
                copy.Pg = self.page(value)
            elif key == "/ID":
                copy.ID = pikepdf.String(bytes(value) + self.suffix)
            elif key == "/A":
                copy.A = self.attributes(value)
            elif key == "/K":
                copy.K = self.kids(value, copy)
            else:
                copy[key] = value
        return copy

    def page(self, page: pikepdf.Object) -> pikepdf.Object:
        return self.pages.get(page.objgen, page)

    def kids(self, value: pikepdf.Object, parent: pikepdf.Object) -> pikepdf.Array:
        """Marked content numbers as they are, references to marked content on the copies, and
        copies of the child elements; no references to links."""
        kids = []
        for kid in value if isinstance(value, pikepdf.Array) else [value]:
            if not isinstance(kid, pikepdf.Dictionary):
                kids.append(kid)
            elif kid.get("/Type") == "/MCR":
                reference = pikepdf.Dictionary({key: item for key, item in kid.items() if key != "/Pg"})
                if "/Pg" in kid:
                    reference.Pg = self.page(kid.Pg)
                kids.append(reference)
            elif kid.get("/Type") != "/OBJR":
                kids.append(self.element(kid, parent))
        return pikepdf.Array(kids)

    def attributes(self, value: pikepdf.Object) -> pikepdf.Object:
        """The attributes, with the header cells a table cell names renamed as their copies."""
        groups = list(value) if isinstance(value, pikepdf.Array) else [value]
        if not any(isinstance(group, pikepdf.Dictionary) and "/Headers" in group for group in groups):
            return value
        copied = []
        for group in groups:
            if isinstance(group, pikepdf.Dictionary) and "/Headers" in group:
                renamed = pikepdf.Array([pikepdf.String(bytes(name) + self.suffix) for name in group.Headers])
                group = pikepdf.Dictionary({key: item for key, item in group.items() if key != "/Headers"})
                group.Headers = renamed
            copied.append(group)
        return pikepdf.Array(copied) if isinstance(value, pikepdf.Array) else copied[0]
