"""The sheet's table: the shading, the rules, the headings, a row per round, the names again
above the total and place rows, and a game's figures written in them."""

from collections.abc import Sequence

from reportlab.lib.units import mm

from papayoo_print.facts import ROUND_TOTAL, Suit
from papayoo_print.form.content import FilledRound
from papayoo_print.form.geometry import GROUP_ROWS, Span, suit_middles
from papayoo_print.form.pen import (
    GRID, HEADING_SHADE, INK, MIN_TYPE, RULE_CLEARANCE, SHADE, SheetPainter, ring_axes, width_mm,
)
from papayoo_print.form.text_fit import ELLIPSIS
from papayoo_print.resources import BOLD, REGULAR
from papayoo_print.words import format_number

NAME_SIZE = 10.0
AGAIN_SIZE = 9.0
DEALER_SIZE = 8.0
FIGURE_SIZE = 9.5
DIGIT_HEIGHT = 0.73
"""A digit's height, in font sizes (DejaVu Sans)."""
SUIT_HEIGHT = 0.76
SUIT_SIZE = 9.0
SUIT_AIR = 0.4
"""Between a ring round a suit and the next suit's symbol, in millimetres."""
WINNER_FRAME = 2.4
"""The winner's column's frame, in points: three times the table's inner rules."""
EXTRA_GAP = 0.9
"""Between the two rules under the last round agreed, in millimetres."""
LABEL_SIZE = MIN_TYPE


def flaws(names: Sequence[str], blocks: list[list[str]]) -> tuple[int, int]:
    """How many names their blocks do not hold whole, then how many lines end inside a word
    (with the hyphen added there)."""
    short = cuts = 0
    for name, lines in zip(names, blocks):
        if lines and lines[-1].endswith(ELLIPSIS):
            short += 1
            continue
        position = 0
        for line in lines[:-1]:
            own = name.find(line, position)  # a hyphen of the name's own, or none at the end
            if own < 0:  # a hyphen added inside a word
                line = line.removesuffix("-")
                own = name.index(line, position)
            position = own + len(line)
            cuts += name[position] != " " and name[position - 1] not in " -"
    return short, cuts


class TablePainter(SheetPainter):
    def paint(self) -> None:
        self.paint_shading()
        self.paint_grid()
        self.paint_headings()
        self.paint_rounds()
        self.paint_names_again()
        self.paint_totals()
        self.paint_brought_forward()
        self.paint_winners()

    def paint_shading(self) -> None:
        layout = self.layout
        rows = Span(layout.rows[0].start, layout.rows[-1].end - layout.rows[0].start)
        for player in layout.players:
            self.fill(player.total, rows, SHADE)
        whole = Span(layout.table_left, layout.table_right - layout.table_left)
        self.fill(whole, Span(layout.names.start, layout.subheader.end - layout.names.start), HEADING_SHADE)
        for band in (layout.names_again, layout.brought_forward):
            if band.size:
                self.fill(whole, band, HEADING_SHADE)
        bottom_rows = Span(layout.total_row.start, layout.place_row.end - layout.total_row.start)
        self.fill(layout.control_col, bottom_rows, SHADE)

    def paint_grid(self) -> None:
        layout = self.layout
        left, right = layout.table_left, layout.table_right
        top, bottom = layout.table_top, layout.table_bottom
        rows_top, rows_bottom = layout.subheader.end, layout.rows[-1].end
        extra = self.rows_before_extra()
        grouped = {index for index in range(GROUP_ROWS - 1, len(layout.rows) - 1, GROUP_ROWS)} - extra

        thin = [(left, row.end, right, row.end) for i, row in enumerate(layout.rows[:-1])
                if i not in grouped and i not in extra]
        thin += [(left, layout.total_row.end, right, layout.total_row.end)]
        thin += [(p.total.start, layout.subheader.start, p.total.start, rows_bottom) for p in layout.players]
        self.rule(thin, 0.4, GRID)
        self.rule([(left, layout.rows[i].end, right, layout.rows[i].end) for i in sorted(grouped)], 0.6, INK)
        double = [layout.rows[i].end + side * EXTRA_GAP / 2 for i in sorted(extra) for side in (-1, 1)]
        self.rule([(left, y, right, y) for y in double], 0.6, INK)

        firm = [
            (p.points.start, layout.subheader.start, p.total.end, layout.subheader.start)
            for p in layout.players
        ]
        bands = (rows_top, layout.brought_forward.end, rows_bottom, layout.names_again.end)
        firm += [(left, y, right, y) for y in bands]
        firm += [
            (x, y1, x, y2)
            for x in (layout.dealer_col.start, layout.suit_col.start)
            for y1, y2 in ((top, rows_top), (layout.rows[0].start, rows_bottom))
        ]
        inner = [layout.control_col.start] + [p.points.start for p in layout.players]
        firm += [(x, top, x, bottom) for x in inner]
        self.rule(firm, 0.8, INK)

        self.canvas.setLineWidth(1.4)
        self.canvas.setStrokeGray(INK)
        self.canvas.rect(left * mm, self.y(bottom), (right - left) * mm, (bottom - top) * mm)

    def rows_before_extra(self) -> set[int]:
        """The row of the last round agreed, when rounds played after it follow on this page: a
        double rule under it sets the extra rounds apart."""
        form, rows = self.form, self.layout.rows
        return {
            index
            for index in range(len(rows) - 1)
            if not form.is_extra(form.first_round + index) and form.is_extra(form.first_round + index + 1)
        }

    def paint_headings(self) -> None:
        _, layout = self._, self.layout
        heading = Span(layout.names.start, layout.subheader.end - layout.names.start)
        upper = Span(heading.start, heading.size * 0.45)
        lower = Span(upper.end - 0.5, heading.size - upper.size + 0.5)
        self.centered(_("Round"), layout.round_col, heading, 8, bold=True)
        self.centered(_("Dealer"), layout.dealer_col, heading, 8, bold=True)
        if self.form.fill:  # circling is done: no instruction on a finished sheet
            self.centered("Papayoo", layout.suit_col, heading, 8, bold=True)
        else:
            self.centered("Papayoo", layout.suit_col, upper, 8, bold=True)
            self.centered(_("circle the suit"), layout.suit_col, lower, MIN_TYPE)
        self.centered(_("Check"), layout.control_col, upper, 8, bold=True)
        self.centered(f"= {ROUND_TOTAL}", layout.control_col, lower, 7.5)
        columns = [player.whole for player in layout.players]
        self.paint_names(layout.names, columns, NAME_SIZE)
        with self.one_line():
            for player in layout.players:
                self.centered(_("points"), player.points, layout.subheader, MIN_TYPE, padding=0.5)
                self.centered(_("total"), player.total, layout.subheader, MIN_TYPE, padding=0.5)

    def paint_names(self, row: Span, columns: list[Span], size: float) -> None:
        """The players' names in their boxes, all at one size, in bold; in the narrower regular
        weight when that cuts fewer of them short, or breaks fewer words."""
        names = self.form.names
        if not names:
            if row == self.layout.names:  # a label in each blank box, at its top, for the name
                label = Span(row.start + 0.4, LABEL_SIZE * 1.2 / mm)
                with self.one_line():
                    for column in columns:
                        self.centered(self._("name"), column, label, LABEL_SIZE)
            return
        width = columns[0].size
        bold = True
        fitted, blocks = self.name_blocks(names, width, row.size, size, bold=True)
        if any(flaws(names, blocks)):
            regular = self.name_blocks(names, width, row.size, size)
            if flaws(names, regular[1]) < flaws(names, blocks):
                (fitted, blocks), bold = regular, False
        with self.one_line():
            for lines, column in zip(blocks, columns):
                self.block(lines, column, row, fitted, bold=bold)

    def paint_names_again(self) -> None:
        """Above the totals, the names once more: on a wide sheet the eye need not travel back up
        eighteen rows to know whose column it is in."""
        layout = self.layout
        if layout.names_again.size:
            self.paint_names(layout.names_again, [player.whole for player in layout.players], AGAIN_SIZE)

    def paint_rounds(self) -> None:
        layout, form = self.layout, self.form
        filled = form.fill.rounds if form.fill else ()
        suit_size = min(SUIT_SIZE, layout.rows[0].size * 1.3)
        dealers = self.dealer_blocks()
        for index, row in enumerate(layout.rows):
            with self.one_line():
                self.paint_round(index, row, filled, suit_size, dealers)

    def dealer_blocks(self) -> dict[tuple[str, bool], tuple[float, list[str]]]:
        """Each name as the dealer column shows it, one size for all; an extra round's dealer
        shares the cell with the words saying so."""
        names, column, row = self.form.names, self.layout.dealer_col, self.layout.rows[0]
        if not names:
            return {}
        blocks = {}
        for extra, height in ((False, row.size), (True, row.size * 0.5)):
            size, lines = self.name_blocks(names, column.size, height, DEALER_SIZE)
            blocks.update({(name, extra): (size, block) for name, block in zip(names, lines)})
        return blocks

    def paint_round(
        self,
        index: int,
        row: Span,
        filled: tuple[FilledRound, ...],
        suit_size: float,
        dealers: dict[tuple[str, bool], tuple[float, list[str]]],
    ) -> None:
        layout, names, form = self.layout, self.form.names, self.form
        number = form.first_round + index
        self.centered(str(number), layout.round_col, row, 9, bold=True)
        if names:
            dealer, extra = names[(number - 1) % len(names)], form.is_extra(number)
            size, lines = dealers[dealer, extra]
            if extra:
                self.paint_extra(lines, size, row)
            else:
                self.block(lines, layout.dealer_col, row, size)
        played = filled[index] if index < len(filled) else None
        middles = suit_middles(layout.suit_col, len(Suit))
        symbol = width_mm("♠", REGULAR, suit_size)
        for middle, suit in zip(middles, Suit):
            self.centered(suit.symbol, Span(middle - symbol, 2 * symbol), row, suit_size, padding=0)
            if played is not None and played.suit is suit:
                self.paint_suit_ring(middle, middles[1] - middles[0], row, suit_size)
        if played:
            self.paint_played(played, row)

    def paint_suit_ring(self, middle: float, step: float, row: Span, size: float) -> None:
        """A ring round the suit the die chose: clear of the column's rules and of the next
        suit's symbol."""
        layout, symbol = self.layout, width_mm("♠", REGULAR, size)
        across = min(
            middle - layout.suit_col.start - RULE_CLEARANCE,
            layout.suit_col.end - middle - RULE_CLEARANCE,
            step - symbol / 2 - SUIT_AIR,
        )
        room = (across, row.size / 2 - RULE_CLEARANCE)
        axes = ring_axes(symbol, size * SUIT_HEIGHT / mm, room, clearance=0.35)
        if axes is not None:
            self.ring(middle, row, axes)

    def paint_extra(self, lines: list[str], size: float, row: Span) -> None:
        """An extra round's dealer cell: the dealer, and under it that the round is extra."""
        column = self.layout.dealer_col
        upper = Span(row.start + row.size * 0.05, row.size * 0.5)
        lower = Span(row.start + row.size * 0.5, row.size * 0.45)
        self.block(lines, column, upper, size)
        words = self._("extra round")
        bold = width_mm(words, BOLD, MIN_TYPE) <= column.size - 2
        self.centered(words, column, lower, MIN_TYPE, bold=bold)

    def paint_played(self, played: FilledRound, row: Span) -> None:
        number = self.number
        for player, column in enumerate(self.layout.players):
            points = number(played.points[player])
            if played.papayoo == player:
                self.paint_ringed(points, column.points, row)
            else:
                self.centered(points, column.points, row, FIGURE_SIZE)
            self.centered(number(played.totals[player]), column.total, row, FIGURE_SIZE, bold=True)
        self.centered(number(played.check), self.layout.control_col, row, FIGURE_SIZE)

    def paint_ringed(self, text: str, column: Span, row: Span) -> None:
        """The Papayoo taker's points, ringed: as large as FIGURE_SIZE, smaller when a ring
        round them would not clear the cell's rules (three digits in a narrow cell)."""
        room = (column.size / 2 - RULE_CLEARANCE, row.size / 2 - RULE_CLEARANCE)
        size = FIGURE_SIZE
        axes = ring_axes(width_mm(text, REGULAR, size), size * DIGIT_HEIGHT / mm, room)
        while axes is None and size > MIN_TYPE:
            size -= 0.25
            axes = ring_axes(width_mm(text, REGULAR, size), size * DIGIT_HEIGHT / mm, room)
        self.centered(text, column, row, size)
        if axes is not None:
            self.ring(column.middle, row, axes)

    def number(self, value: int) -> str:
        return format_number(value, self.form.language)

    def paint_totals(self) -> None:
        """The total and place rows: labels, and a game's figures when there is one. On a page a
        game continues after, the total is a subtotal and the places are further on; in a game
        not finished, both are provisional."""
        _, form, layout = self._, self.form, self.layout
        fill, continued = form.fill, form.page < form.pages
        provisional = fill is not None and fill.provisional
        if continued:
            total = _("Subtotal")
        else:
            total = _("Provisional total") if provisional else _("Total")
        place = _("Provisional place") if provisional else _("Place")
        rows = (
            (layout.total_row, total, fill.totals if fill else None),
            (layout.place_row, place, fill.places if fill else None),
        )
        winners = fill.winners if fill else ()
        for row, label, values in rows:
            with self.one_line():
                self.label(label, row)
                for player, (value, column) in enumerate(zip(values or (), layout.players)):
                    text = self.number(value)
                    if row is layout.place_row and player in winners:
                        text = f"{text} {_('Winner')}"
                    bold = row is layout.total_row or player in winners
                    self.centered(text, column.whole, row, 11, bold=bold)
        if continued:
            first, last = layout.players[0].points, layout.players[-1].total
            players = Span(first.start, last.end - first.start)
            inside = Span(layout.place_row.start + 0.3, layout.place_row.size - 0.6)
            self.fill(Span(players.start + 0.4, players.size - 0.8), inside, 1.0)
            words = _("continued on page {page}").format(page=form.page + 1)
            self.centered(words, players, layout.place_row, 9, bold=True)

    def label(self, words: str, row: Span) -> None:
        """A row's label, right-aligned before the players' columns, as large as 9 pt fits."""
        layout = self.layout
        end, room = layout.suit_col.end - 2.0, layout.suit_col.end - layout.table_left - 3.0
        size = max(MIN_TYPE, min(9.0, 9.0 * room / width_mm(words, BOLD, 9.0)))
        self.text(words, end, row.middle + size * 0.35 / mm, size, bold=True, align="right")

    def paint_brought_forward(self) -> None:
        """On a game's page after the first: the running totals of the page before."""
        layout, fill = self.layout, self.form.fill
        if not layout.brought_forward.size:
            return
        with self.one_line():
            self.label(self._("Brought forward"), layout.brought_forward)
            row = layout.brought_forward
            for value, column in zip(fill.brought_forward or () if fill else (), layout.players):
                self.centered(self.number(value), column.total, row, FIGURE_SIZE, bold=True)

    def paint_winners(self) -> None:
        """A heavy frame round the winner's column (each tied winner's), from the name to the
        place: it reads in grey as in colour, in every language."""
        layout, fill = self.layout, self.form.fill
        if fill is None:
            return
        inset = WINNER_FRAME / 2 / mm
        self.canvas.setLineWidth(WINNER_FRAME)
        self.canvas.setStrokeGray(INK)
        for player in fill.winners:
            column = layout.players[player].whole
            top, bottom = layout.table_top + inset, layout.table_bottom - inset
            left, width = column.start + inset, column.size - 2 * inset
            self.canvas.rect(left * mm, self.y(bottom), width * mm, (bottom - top) * mm)
