"""A short game's report under its sheet, on the sheet's own page.

A filled sheet of a few rounds on portrait paper uses the page's upper half. When the room below
it holds the report's summary (the status, the places and the chart), the report is typeset on
pages of the same size whose first one leaves the sheet's height blank at its top, and the
sheet's page is drawn under that first page: a five-round game is one page. The rounds' table
follows there too when the whole report fits, else it starts the next page, as does the rest of a
report that runs on. A landscape sheet, a long game or a user's template that does not say where
its summary ends (the `summary-end` anchor) gets the sheet, then the report on pages of its own.

The report's PDF stays the container, as in `join`: its language, title and structure tags. The
sheet's drawing on the shared page is one Figure, first in reading order, with its description.
"""

import io

import pikepdf

from papayoo_print.documents.join import figure_element
from papayoo_print.documents.structure import children, parent_entries, structure_root
from papayoo_print.facts import MARGIN
from papayoo_print.form.content import SheetForm
from papayoo_print.form.geometry import layout_page

GAP = 4.0
"""Between the sheet's footer and the report's first line, in mm."""
MIN_ROOM = 85.0
"""The report needs this much below the sheet (mm, down to the page's bottom margin): the places
of up to five players, then the chart of CHART_HEIGHT beside the rounds' table."""
CHART_HEIGHT = 40.0
"""The chart's height under a sheet, in its own units (about mm at the page's width): shorter
than on a page of its own, with the same type."""
SUMMARY_END = "summary-end"


def sheet_bottom(forms: list[SheetForm]) -> float | None:
    """How far down the page (mm) the sheet ends, when its page has room for the report's
    summary below it: one portrait page (a landscape sheet is wide and tall). None otherwise."""
    if len(forms) != 1 or forms[0].fill is None or not forms[0].fill.rounds:
        return None  # no round played: the report is its status alone, on a page of its own
    form = forms[0]
    page = layout_page(form.paper, form.columns, form.rounds, two_up=False, names_again=bool(form.names))
    sheet = page.sheets[0]
    if sheet.landscape or sheet.page_height - MARGIN - sheet.footer.end < MIN_ROOM:
        return None
    return sheet.footer.end


def summary_fits(laid_out: object) -> bool:
    """Whether a report laid out under a sheet has its whole summary on that first page."""
    pages = getattr(laid_out, "pages", [])
    return bool(pages) and SUMMARY_END in pages[0].anchors


def sheet_under_document(sheet: bytes, document: bytes, description: str, bottom: float) -> bytes:
    """The document's pages, the first one drawn over the sheet's single page; the sheet, down
    to `bottom` mm, tagged as one Figure described by `description`, read first."""
    with pikepdf.open(io.BytesIO(document)) as joined, pikepdf.open(io.BytesIO(sheet)) as front:
        page = joined.pages[0]
        drawing = joined.copy_foreign(front.pages[0].as_form_xobject())
        name = page.add_resource(drawing, pikepdf.Name.XObject, pikepdf.Name("/PapayooSheet"))
        _tag_figure(joined, page, name, description, bottom)
        output = io.BytesIO()
        joined.save(output, deterministic_id=True, compress_streams=True)
    return output.getvalue()


def _tag_figure(
    pdf: pikepdf.Pdf, page: pikepdf.Page, name: pikepdf.Name, description: str, bottom: float
) -> None:
    """Draw the sheet first, as marked content of a Figure that comes first in the structure."""
    tree, document = structure_root(pdf)
    marked = parent_entries(tree)[int(page.obj.StructParents)]
    mcid = len(marked)
    drawing = f"/Figure <</MCID {mcid}>> BDC\nq {name} Do Q\nEMC\n".encode()
    page.contents_add(pikepdf.Stream(pdf, drawing), prepend=True)
    box = page.mediabox
    top = float(box[3])
    lowest = top - bottom * 72 / 25.4
    sheet_box = pikepdf.Array([box[0], lowest, box[2], top])
    figure = figure_element(pdf, document, page, mcid, description, sheet_box)
    marked.append(figure)
    document.K = pikepdf.Array([figure, *children(document)])
