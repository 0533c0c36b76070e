"""The sheet's header band: the title block (a game's title and how it stands, on a filled
sheet), the date and rounds boxes and the page's number when a game takes several (or the
table's number, in a batch of blank sheets), and on a blank sheet the deal."""

from reportlab.lib.units import mm

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
    HEADER_GAP,
    TITLE_MIN_WIDTH,
    Span,
)
from papayoo_print.form.sheet_code import CODE_SIZE, MARK, MARK_INSET, QUIET_ZONE
from papayoo_print.form.pen import GRID, MIN_TYPE, SheetPainter, measure
from papayoo_print.form.text_fit import BLOCK_EXTRA, ELLIPSIS, LEADING, NameFit, fit_size, wrap_by_clause
from papayoo_print.resources import BOLD, REGULAR


GAME_TITLE_TOP = 9.4
"""Where a game's title block starts, under "Papayoo", from the header's top."""
TITLE_BLOCK = 7.2
"""The most height the game's title takes: one line at 11 pt, or two at 9."""
STATUS_GAP = 0.6
BLOCK_ASCENT = 0.93
"""From the top of a line's accented capitals to its baseline, in font sizes."""
TABLE_SIZE = 20.0
"""The table's number, in points, under the title: capitals 5 mm tall, to find a table's sheet
across the room."""
CAP_MIDDLE = 0.36
"""From the middle of a capital or a digit down to its baseline, in font sizes."""
CODE_GAP = QUIET_ZONE + 0.5
"""Between the date and rounds boxes and the QR code: its quiet zone, and the boxes' rules."""


class Block:
    """A text fitted to a box `width` x `height` (points) at the largest size up to `size`."""

    def __init__(self, fit: NameFit, width: float, height: float, size: float) -> None:
        self.fit = fit
        self.size = fit.size(width, height, size, MIN_TYPE)
        self.lines = fit.at(width, height, self.size)

    @property
    def height(self) -> float:
        """In points, from the top of its accented capitals to its last descender."""
        return ((len(self.lines) - 1) * LEADING + BLOCK_EXTRA) * self.size

    @property
    def cut_short(self) -> bool:
        return any(line.endswith(ELLIPSIS) for line in self.lines)


class HeaderPainter(SheetPainter):
    def paint(self) -> None:
        self.paint_title()
        self.paint_boxes()
        if not self.form.fill:  # the deal is for a game to play, not for one played
            self.paint_deal()

    @property
    def title_left(self) -> float:
        """Where the title block starts: after the top left corner mark, when there is one."""
        return self.layout.table_left + (MARK + MARK_INSET if self.form.marks else 0.0)

    @property
    def boxes_right(self) -> float:
        """Where the date and rounds boxes end: before the QR code, when there is one."""
        return self.layout.table_right - (CODE_SIZE + CODE_GAP if self.form.marks else 0.0)

    def paint_title(self) -> None:
        _ = self._
        header, left = self.layout.header, self.title_left
        fill, players = self.form.fill, self.form.players
        self.text("Papayoo", left, header.start + TITLE_BASELINE, 22, bold=True)
        if fill:
            self.paint_game_title(fill.title or _("Score sheet"), fill.status)
            return
        if self.form.table is not None:  # the table's number instead: the deal says how many play
            words = _("Table {number}").format(number=self.form.table)
            room = (self.deal_area().start - DEAL_GAP_LEFT - left) * mm
            size = max(MIN_TYPE, fit_size(words, measure(BOLD), room, TABLE_SIZE))
            self.text(words, left, header.start + STATUS_BASELINE, size, bold=True)
            return
        self.text(_("Score sheet"), left, header.start + SUBTITLE_BASELINE, 11)
        subtitle = (
            self.ngettext("{count} player", "{count} players", players).format(count=players)
            if players
            else _("{low} to {high} players").format(low=MIN_PLAYERS, high=MAX_PLAYERS)
        )
        self.text(subtitle, left, header.start + STATUS_BASELINE, 9)

    def paint_game_title(self, title: str, status: str) -> None:
        """A game's title, then how it stands, under "Papayoo", left of the boxes: each on one
        line if it can be, else on two. A status too long for that (a draw between long names)
        takes one line across the whole table, under the boxes; the title keeps the room above."""
        header, left = self.layout.header, self.title_left
        width = (self.labels_left() - DEAL_GAP_RIGHT - left) * mm
        top = header.start + GAME_TITLE_TOP
        bottom = header.end + HEADER_GAP * 0.4
        title_block = Block(NameFit(title, measure(REGULAR)), width, TITLE_BLOCK * mm, 11)
        status_top = top + title_block.height / mm + STATUS_GAP
        status_block = Block(NameFit(status, measure(BOLD)), width, (bottom - status_top) * mm, 9)
        if status_block.cut_short:
            status_top = header.start + ROUNDS_BOX_TOP + BOX_HEIGHT + STATUS_GAP
            full_width = (self.boxes_right - left) * mm
            status_block = Block(status_block.fit, full_width, (bottom - status_top) * mm, 9)
            title_block = Block(title_block.fit, width, (status_top - STATUS_GAP - top) * mm, 11)
        self.paint_block(title_block, left, top)
        self.paint_block(status_block, left, status_top, bold=True)

    def paint_block(self, block: "Block", left: float, top: float, *, bold: bool = False) -> None:
        for index, line in enumerate(block.lines):
            baseline = top + (block.size * (BLOCK_ASCENT + index * LEADING)) / mm
            self.text(line, left, baseline, block.size, bold=bold)

    def labels_left(self) -> float:
        """Where the longest of the boxes' labels begins."""
        _, width = self._, measure(REGULAR)
        label_width = max(width(_("Date"), 9), width(_("Rounds agreed"), 9)) / mm
        return self.boxes_right - DATE_BOX_WIDTH - BOX_LABEL_GAP - label_width

    def paint_boxes(self) -> None:
        """The date and the number of rounds agreed before playing, top right; and beside the
        rounds the page's number when a game takes more than one, or that the sheet is a spare."""
        _, form = self._, self.form
        right, top = self.boxes_right, self.layout.header.start
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
        room = (DATE_BOX_WIDTH - ROUNDS_BOX_WIDTH - BOX_LABEL_GAP) * mm
        if form.pages > 1:
            words = _("page {page} of {pages}").format(page=form.page, pages=form.pages)
        elif form.spare:
            words = _("Spare")
        else:
            return
        size = max(MIN_TYPE, fit_size(words, measure(BOLD), room, 9))
        self.text(words, right, rounds_middle + CAP_MIDDLE * size / mm, size, bold=True, align="right")

    def deal_area(self) -> Span:
        """Between the title block and the boxes' labels."""
        left = self.title_left + TITLE_MIN_WIDTH + DEAL_GAP_LEFT
        right = self.labels_left() - DEAL_GAP_RIGHT
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
        while True:  # smaller type, down to MIN_TYPE, until the lines fit above the table
            lines = [
                line
                for sentence in sentences
                for line in wrap_by_clause(sentence, measure(REGULAR), area.size * mm, size)
            ]
            leading = size * 0.44
            if len(lines) * leading <= room or size <= MIN_TYPE:
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
            area.start, top + 4 * row - 0.6, MIN_TYPE,
        )
