"""The sheet's footer band: on a blank sheet what to circle and what counts, on a filled one
what is circled; wrapped by the sheet's own line breaker, "210 + 40 = 250" never broken."""

from reportlab.lib.units import mm

from papayoo_print.facts import PAPAYOO_POINTS, PAYOO_TOTAL, ROUND_TOTAL
from papayoo_print.form.geometry import FOOTER_FIRST_BASELINE, FOOTER_LEADING
from papayoo_print.form.pen import MIN_TYPE, SheetPainter, measure
from papayoo_print.form.sheet_code import MARK, MARK_INSET
from papayoo_print.form.text_fit import Run, wrap_runs
from papayoo_print.resources import BOLD, REGULAR

NBSP = "\u00a0"
EQUATION = f"{PAYOO_TOTAL} + {PAPAYOO_POINTS} = {ROUND_TOTAL}"
FOOTER_SIZES = (7.5, 7.25, MIN_TYPE)
MEASURES = {False: measure(REGULAR), True: measure(BOLD)}


class FooterPainter(SheetPainter):
    def paint(self) -> None:
        self.paragraph(self.runs())

    def runs(self) -> list[Run]:
        _ = self._
        if self.form.fill:
            body = _(
                "the points of the player who took the Papayoo ({papayoo} of them) and the suit "
                "the die chose. Every round hands out {payoo} + {papayoo} = {total} points."
            )
            return [(_("Circled:"), True), (self.glued(body), False)]
        body = _(
            "each Payoo card its number (1 to 20); the Papayoo, the 7 of the die's suit, {papayoo}; "
            "every other card 0. Every round hands out {payoo} + {papayoo} = {total} points: "
            "if the check column shows anything else, a card was forgotten or counted twice."
        )
        return [
            (_("Circle:"), True),
            (_("the points of whoever took the Papayoo, and the suit the die chose."), False),
            (_("What counts:"), True),
            (self.glued(body), False),
        ]

    @staticmethod
    def glued(body: str) -> str:
        """The body with its figures, "210 + 40 = 250" held together by no-break spaces."""
        text = body.format(papayoo=PAPAYOO_POINTS, payoo=PAYOO_TOTAL, total=ROUND_TOTAL)
        return text.replace(EQUATION, EQUATION.replace(" ", NBSP))

    def paragraph(self, runs: list[Run]) -> None:
        """The runs wrapped to the table's width in the footer's lines, at the largest size from
        7.5 pt down to MIN_TYPE that needs no more lines than the footer holds; the first line
        between the two corner marks at its ends, when the sheet has them."""
        layout = self.layout
        width = (layout.table_right - layout.table_left) * mm
        indent = MARK + MARK_INSET if self.form.marks else 0.0
        for size in FOOTER_SIZES:
            lines = wrap_runs(runs, MEASURES, width, size, first=width - 2 * indent * mm)
            if len(lines) <= layout.footer_lines:
                break
        baseline = layout.footer.start + FOOTER_FIRST_BASELINE
        with self.one_line():
            for number, line in enumerate(lines):
                x = layout.table_left + (indent if number == 0 else 0.0)
                for text, bold in line:
                    self.text(text, x, baseline, size, bold=bold)
                    x += (MEASURES[bold](text + " ", size)) / mm
                baseline += FOOTER_LEADING
