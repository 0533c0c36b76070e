"""The sheet's header band: the title block, the date and rounds boxes, and the deal."""

from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit

from papayoo_print.facts import DEALS, MAX_PLAYERS, MIN_PLAYERS
from papayoo_print.form.geometry import (
    BOX_HEIGHT,
    BOX_LABEL_GAP,
    DATE_BOX_TOP,
    DATE_BOX_WIDTH,
    DEAL_GAP_LEFT,
    DEAL_GAP_RIGHT,
    ROUNDS_BOX_TOP,
    ROUNDS_BOX_WIDTH,
    STATUS_BASELINE,
    SUBTITLE_BASELINE,
    TITLE_BASELINE,
    TITLE_MAX_WIDTH,
    TITLE_MIN_WIDTH,
    Span,
)
from papayoo_print.form.pen import GRID, HINT, SheetPainter, measure
from papayoo_print.form.text_fit import fit_size
from papayoo_print.resources import BOLD, REGULAR


class HeaderPainter(SheetPainter):
    def paint(self) -> None:
        self.paint_title()
        self.paint_boxes()
        self.paint_deal()

    def paint_title(self) -> None:
        _ = self._
        header, left = self.layout.header, self.layout.table_left
        fill, players = self.form.fill, self.form.players
        self.text("Papayoo", left, header.start + TITLE_BASELINE, 22, bold=True)
        if fill:
            title = fill.title or _("Score sheet")
            width = self.title_width * mm
            title_size = fit_size(title, measure(REGULAR), width, 11)
            self.text(title, left, header.start + SUBTITLE_BASELINE, title_size)
            status_size = fit_size(fill.status, measure(BOLD), width, 9)
            self.text(fill.status, left, header.start + STATUS_BASELINE, status_size, bold=True)
            return
        self.text(_("Score sheet"), left, header.start + SUBTITLE_BASELINE, 11)
        subtitle = (
            self.ngettext("{count} player", "{count} players", players).format(count=players)
            if players
            else _("{low} to {high} players").format(low=MIN_PLAYERS, high=MAX_PLAYERS)
        )
        self.text(subtitle, left, header.start + STATUS_BASELINE, 9, gray=HINT)

    @property
    def title_width(self) -> float:
        """The title block's width: wide enough for a game's title and status, within reason."""
        fill = self.form.fill
        if not fill:
            return TITLE_MIN_WIDTH
        widest = max(
            measure(REGULAR)(fill.title or self._("Score sheet"), 11),
            measure(BOLD)(fill.status, 9),
        ) / mm
        return min(max(TITLE_MIN_WIDTH, widest), TITLE_MAX_WIDTH)

    def paint_boxes(self) -> None:
        """The date and the number of rounds agreed before playing, top right."""
        _, form = self._, self.form
        right, top = self.layout.table_right, self.layout.header.start
        box_left = right - DATE_BOX_WIDTH
        label_right = box_left - BOX_LABEL_GAP
        date_middle = top + DATE_BOX_TOP + BOX_HEIGHT / 2
        rounds_middle = top + ROUNDS_BOX_TOP + BOX_HEIGHT / 2
        self.text(_("Date"), label_right, date_middle + 1.2, 9, align="right")
        self.box(box_left, top + DATE_BOX_TOP, DATE_BOX_WIDTH, BOX_HEIGHT)
        self.text(_("Rounds agreed"), label_right, rounds_middle + 1.2, 9, align="right")
        self.box(box_left, top + ROUNDS_BOX_TOP, ROUNDS_BOX_WIDTH, BOX_HEIGHT)
        if form.fill and form.fill.date:
            self.text(form.fill.date, box_left + DATE_BOX_WIDTH / 2, date_middle + 1.6, 10, align="center")
        if form.rounds_planned:
            self.text(
                str(form.rounds_planned), box_left + ROUNDS_BOX_WIDTH / 2, rounds_middle + 2.0, 13,
                bold=True, align="center",
            )

    def deal_area(self) -> Span:
        """Between the title block and the boxes' labels."""
        left = self.layout.table_left + self.title_width + DEAL_GAP_LEFT
        _, width = self._, measure(REGULAR)
        label_width = max(width(_("Date"), 9), width(_("Rounds agreed"), 9)) / mm
        right = self.layout.table_right - DATE_BOX_WIDTH - BOX_LABEL_GAP - label_width - DEAL_GAP_RIGHT
        return Span(left, right - left)

    def paint_deal(self) -> None:
        _ = self._
        area, top = self.deal_area(), self.layout.header.start
        self.text(_("The deal"), area.start, top + 3.2, 8.5, bold=True)
        if self.form.players is None:
            self.paint_deal_table(area, top + 4.5)
            return
        deal = DEALS[self.form.players]
        sentences = [
            _("{players} players: {cards} cards each, {passed} passed to the left neighbour.").format(
                players=deal.players, cards=deal.cards_each, passed=deal.cards_passed
            )
        ]
        if deal.suited_ones_removed:
            sentences.append(
                _("Remove the 1s of spades, hearts, diamonds and clubs first; the Payoo 1 stays.")
            )
        first_baseline, room = top + 7.3, self.layout.header.size - 7.3 + 1.0
        size = 8.0
        while True:  # smaller type until the lines fit above the table
            width = area.size * mm
            lines = [line for sentence in sentences for line in simpleSplit(sentence, REGULAR, size, width)]
            leading = size * 0.44
            if len(lines) * leading <= room or size <= 5.5:
                break
            size -= 0.5
        for index, line in enumerate(lines):
            self.text(line, area.start, first_baseline + index * leading, size)

    def paint_deal_table(self, area: Span, top: float) -> None:
        _ = self._
        labels = [_("Players"), _("Cards each"), _("Passed to the left")]
        size, row = 7.5, 3.6
        width = measure(REGULAR)
        label_width = max(width(label, size) for label in labels) / mm + 2.0
        cell = min(8.0, (area.size - label_width) / len(DEALS))
        for index, label in enumerate(labels):
            baseline = top + row * (index + 1) - 0.9
            self.text(label, area.start, baseline, size, bold=index == 0)
            for column, deal in enumerate(DEALS.values()):
                value = (deal.players, deal.cards_each, deal.cards_passed)[index]
                mark = "*" if index == 0 and deal.suited_ones_removed else ""
                x = area.start + label_width + cell * (column + 0.5)
                self.text(f"{value}{mark}", x, baseline, size, bold=index == 0, align="center")
        table_right = area.start + label_width + cell * len(DEALS)
        self.rule([(area.start, top + row, table_right, top + row)], 0.4, GRID)
        self.text(
            "* " + _("without the 1s of spades, hearts, diamonds and clubs; the Payoo 1 stays"),
            area.start, top + 4 * row - 0.6, 6.5, gray=HINT,
        )
