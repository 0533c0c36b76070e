"""The sheet's table: the shading, the rules, the headings, a row per round, the total and
place rows, and a game's figures written in them."""

from reportlab.lib.units import mm

from papayoo_print.facts import ROUND_TOTAL, Suit
from papayoo_print.form.content import FilledRound
from papayoo_print.form.geometry import Span
from papayoo_print.form.pen import GRID, HINT, INK, SHADE, SheetPainter

NAME_SIZE = 10.0
NAME_MIN_SIZE = 7.0


class TablePainter(SheetPainter):
    def paint(self) -> None:
        self.paint_shading()
        self.paint_grid()
        self.paint_headings()
        self.paint_rounds()
        self.paint_totals()

    def paint_shading(self) -> None:
        layout = self.layout
        rows = Span(layout.rows[0].start, layout.rows[-1].end - layout.rows[0].start)
        for player in layout.players:
            self.fill(player.total, rows, SHADE)
        headings = Span(layout.names.start, layout.subheader.end - layout.names.start)
        self.fill(Span(layout.table_left, layout.table_right - layout.table_left), headings, 0.96)
        bottom_rows = Span(layout.total_row.start, layout.place_row.end - layout.total_row.start)
        self.fill(layout.control_col, bottom_rows, SHADE)

    def paint_grid(self) -> None:
        layout = self.layout
        left, right = layout.table_left, layout.table_right
        top, bottom = layout.table_top, layout.table_bottom
        rows_top, rows_bottom = layout.subheader.end, layout.rows[-1].end

        thin = [(left, row.end, right, row.end) for row in layout.rows[:-1]]
        thin += [(left, layout.total_row.end, right, layout.total_row.end)]
        thin += [(p.total.start, layout.subheader.start, p.total.start, rows_bottom) for p in layout.players]
        self.rule(thin, 0.35, GRID)

        firm = [(left, layout.subheader.start, layout.table_left, layout.subheader.start)]
        firm += [
            (p.points.start, layout.subheader.start, p.total.end, layout.subheader.start)
            for p in layout.players
        ]
        firm += [(left, rows_bottom, right, rows_bottom), (left, rows_top, right, rows_top)]
        firm += [(left, row.end, right, row.end) for row in self.rows_before_extra()]
        firm += [(x, top, x, rows_bottom) for x in (layout.dealer_col.start, layout.suit_col.start)]
        inner = [layout.control_col.start] + [p.points.start for p in layout.players]
        firm += [(x, top, x, bottom) for x in inner]
        self.rule(firm, 0.8, INK)

        self.canvas.setLineWidth(1.4)
        self.canvas.setStrokeGray(INK)
        self.canvas.rect(left * mm, self.y(bottom), (right - left) * mm, (bottom - top) * mm)

    def rows_before_extra(self) -> list[Span]:
        """The row of the last round agreed, when rounds played after it follow on this page: a
        firm rule under it sets the extra rounds apart."""
        form, rows = self.form, self.layout.rows
        return [
            row
            for index, row in enumerate(rows[:-1])
            if not form.is_extra(form.first_round + index) and form.is_extra(form.first_round + index + 1)
        ]

    def paint_headings(self) -> None:
        _ = self._
        layout = self.layout
        heading = Span(layout.names.start, layout.subheader.end - layout.names.start)
        self.centered(_("Round"), layout.round_col, heading, 7.5, bold=True, padding=0.5)
        self.centered(_("Dealer"), layout.dealer_col, heading, 8, bold=True)
        upper = Span(heading.start, heading.size * 0.62)
        lower = Span(upper.end - 1.2, heading.size * 0.38)
        self.centered("Papayoo", layout.suit_col, upper, 8, bold=True)
        self.centered(_("circle the suit"), layout.suit_col, lower, 6.5, gray=HINT)
        self.centered(_("Check"), layout.control_col, upper, 8, bold=True)
        self.centered(f"= {ROUND_TOTAL}", layout.control_col, lower, 7.5, gray=HINT)
        with self.one_line():
            for name, player in zip(self.form.names, layout.players):
                self.lines_in_cell(name, player.whole, layout.names, NAME_SIZE, NAME_MIN_SIZE, bold=True)
        with self.one_line():
            for player in layout.players:
                self.centered(_("points"), player.points, layout.subheader, 6.5, gray=HINT)
                self.centered(_("total"), player.total, layout.subheader, 6.5, gray=HINT)

    def paint_rounds(self) -> None:
        layout, form = self.layout, self.form
        filled = form.fill.rounds if form.fill else ()
        suit_size = min(10.0, layout.rows[0].size * 1.35)
        slot = layout.suit_col.size / len(Suit)
        for index, row in enumerate(layout.rows):
            with self.one_line():
                self.paint_round(index, row, filled, suit_size, slot)

    def paint_round(
        self, index: int, row: Span, filled: tuple[FilledRound, ...], suit_size: float, slot: float
    ) -> None:
        layout, names, form = self.layout, self.form.names, self.form
        number = form.first_round + index
        self.centered(str(number), layout.round_col, row, 9, bold=True)
        if names:
            dealer = names[(number - 1) % len(names)]
            if form.is_extra(number):
                self.paint_extra(dealer, row)
            else:
                self.lines_in_cell(dealer, layout.dealer_col, row, 8, 6, gray=HINT)
        played = filled[index] if index < len(filled) else None
        for position, suit in enumerate(Suit):
            cell = Span(layout.suit_col.start + slot * position, slot)
            chosen = played is not None and played.suit is suit
            self.centered(suit.symbol, cell, row, suit_size, gray=INK if chosen else HINT, padding=0)
            if chosen:
                self.ring(cell.middle, row.middle, slot * 0.38, min(row.size * 0.4, 3.2))
        if played:
            self.paint_played(played, row)

    def paint_extra(self, dealer: str, row: Span) -> None:
        """An extra round's dealer cell: the dealer, and under it that the round is extra."""
        column = self.layout.dealer_col
        upper = Span(row.start, row.size * 0.55)
        lower = Span(row.start + row.size * 0.5, row.size * 0.5)
        self.lines_in_cell(dealer, column, upper, 8, 6, gray=HINT)
        self.lines_in_cell(self._("extra round"), column, lower, 7, 7, bold=True)

    def paint_played(self, played: FilledRound, row: Span) -> None:
        for player, column in enumerate(self.layout.players):
            self.centered(str(played.points[player]), column.points, row, 9.5)
            if played.papayoo == player:
                half_width = min(column.points.size * 0.42, 5.5)
                self.ring(column.points.middle, row.middle, half_width, min(row.size * 0.42, 3.4))
            self.centered(str(played.totals[player]), column.total, row, 9.5, bold=True)
        self.centered(str(played.check), self.layout.control_col, row, 9.5)

    def paint_totals(self) -> None:
        """The total and place rows: labels, and a game's final figures when there is one."""
        _, fill, layout = self._, self.form.fill, self.layout
        label_end = layout.suit_col.end - 2.0
        rows = (
            (layout.total_row, _("Total"), fill.totals if fill else None),
            (layout.place_row, _("Place"), fill.places if fill else None),
        )
        for row, label, values in rows:
            with self.one_line():
                self.text(label, label_end, row.middle + 9 * 0.35 / mm, 9, bold=True, align="right")
                for value, column in zip(values or (), layout.players):
                    bold = row is layout.total_row or value == 1
                    self.centered(str(value), column.whole, row, 11, bold=bold)
