"""The sheet's footer band: what counts on a blank sheet, what is circled on a filled one."""

from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit

from papayoo_print.facts import PAPAYOO_POINTS, PAYOO_TOTAL, ROUND_TOTAL
from papayoo_print.form.pen import SheetPainter, measure
from papayoo_print.resources import BOLD, REGULAR


class FooterPainter(SheetPainter):
    def paint(self) -> None:
        _ = self._
        label = _("What counts:")
        body = _(
            "each Payoo card its number (1 to 20); the Papayoo, the 7 of the die's suit, {papayoo}; "
            "every other card 0. Every round hands out {payoo} + {papayoo} = {total} points: "
            "if the check column shows anything else, a card was forgotten or counted twice."
        )
        if self.form.fill:
            label = _("Circled:")
            body = _(
                "the points of the player who took the Papayoo ({papayoo} of them) and the suit "
                "the die chose. Every round hands out {payoo} + {papayoo} = {total} points."
            )
        self.paragraph(
            label, body.format(papayoo=PAPAYOO_POINTS, payoo=PAYOO_TOTAL, total=ROUND_TOTAL)
        )

    def paragraph(self, label: str, body: str) -> None:
        """A bold label, then the body wrapped to the table's width, in the footer."""
        layout, size = self.layout, 7.5
        width = layout.table_right - layout.table_left
        label += " "
        label_width = measure(BOLD)(label, size) / mm
        first, *rest_lines = simpleSplit(body, REGULAR, size, (width - label_width) * mm)
        rest = " ".join(rest_lines)
        baseline = layout.footer.start + 3.0
        self.text(label, layout.table_left, baseline, size, bold=True)
        self.text(first, layout.table_left + label_width, baseline, size)
        for line in simpleSplit(rest, REGULAR, size, width * mm) if rest else []:
            baseline += 3.4
            self.text(line, layout.table_left, baseline, size)
