"""The structure tree of a PDF that WeasyPrint tagged, as the modules that add pages to it read
it: its root, the Document element under it, an element's children, the parent tree.

PDF lets an element's children (/K) be one object or an array of them, and the root's too; these
give an array, or the one Document element, whichever WeasyPrint wrote.
"""

import pikepdf


def structure_root(pdf: pikepdf.Pdf) -> tuple[pikepdf.Object, pikepdf.Object]:
    """The structure tree's root, and the Document element at its top (the first of them)."""
    tree = pdf.Root.StructTreeRoot
    return tree, tree.K[0] if isinstance(tree.K, pikepdf.Array) else tree.K


def children(element: pikepdf.Object) -> pikepdf.Array:
    """An element's children, as an array even where it has only one."""
    return element.K if isinstance(element.K, pikepdf.Array) else pikepdf.Array([element.K])


def parent_entries(tree: pikepdf.Object) -> dict[int, pikepdf.Object]:
    """The parent tree's entries: each key (a page's /StructParents), and what it names (the
    elements that own the page's marked content, in the order of their numbers)."""
    numbers = tree.ParentTree.Nums
    return {int(numbers[index]): numbers[index + 1] for index in range(0, len(numbers), 2)}


def add_parent_entry(tree: pikepdf.Object, key: int, owners: list[pikepdf.Object]) -> None:
    """A new entry of the parent tree: `key`, for marked content owned by `owners`."""
    tree.ParentTree.Nums.extend([pikepdf.Integer(key), pikepdf.Array(owners)])
