"""Several blank sheets in one PDF (`sheet --table … --copies N`): a form for each copy of each
table, and which of them share a page.

A short game's sheet takes half a portrait page (`geometry.layout_page`). Two sheets in a row
laid out alike (the same paper, players and rounds) share a page, in the order given; a sheet
with no such neighbour has its page to itself and is drawn twice on it: no page leaves the
printer half blank. When the sheet is a table's (numbered or named), the lower copy says it is a
spare, so that no one takes it for another table's: a spare is worth its half page when a sheet
gets a drink spilt on it. Two sheets of
different sizes never share a page: the dashed line between two sheets runs where both are cut,
and each one's back (`sheet --with-rules`) is one copy behind each half.
"""

from collections.abc import Sequence

from papayoo_print.form.content import SheetForm
from papayoo_print.form.geometry import PageLayout, layout_page

Page = tuple[SheetForm, ...]
"""The forms drawn on one page, as many as its layout has sheets."""


def page_layout(form: SheetForm) -> PageLayout:
    """How the page of `form` is laid out: one sheet, or two for a short blank game."""
    return layout_page(
        form.paper, form.columns, form.rounds, two_up=form.fill is None, names_again=bool(form.names),
        slots=form.slots, continued=form.continued,
    )


def table_forms(tables: Sequence[tuple[str, ...]], blank: SheetForm, *, numbered: bool) -> list[SheetForm]:
    """`blank` for each table's players in turn, numbered from 1 in the header when `numbered`."""
    return [
        blank._replace(players=len(names), names=names, table=number if numbered else None)
        for number, names in enumerate(tables, start=1)
    ]


def copied(forms: Sequence[SheetForm], copies: int) -> list[SheetForm]:
    """Each form `copies` times in a row: a table's copies come out together, and share a page
    when they are short."""
    return [form for form in forms for _ in range(copies)]


def paired(forms: Sequence[SheetForm]) -> list[Page]:
    """The forms page by page: two in a row laid out alike share a page laid out for two; any
    other on such a page fills it alone, twice, the second a spare when it is a table's."""
    pages: list[Page] = []
    index = 0
    while index < len(forms):
        form, layout = forms[index], page_layout(forms[index])
        if layout.cut is None:
            pages.append((form,))
        elif index + 1 < len(forms) and page_layout(forms[index + 1]) == layout:
            pages.append((form, forms[index + 1]))
            index += 1
        else:
            pages.append((form, form._replace(spare=form.table is not None or bool(form.names))))
        index += 1
    return pages
