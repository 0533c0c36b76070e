"""The sheet's table: the shading, the rules, the headings, a row per round, the names again
above the total and place rows, and a game's figures written in them."""

from collections.abc import Sequence

from reportlab.lib.units import mm

from papayoo_print.facts import ROUND_TOTAL, Suit
from papayoo_print.form.content import FilledRound
from papayoo_print.form.geometry import GROUP_ROWS, Span
from papayoo_print.form.pen import GRID, HEADING_SHADE, INK, MIN_TYPE, SHADE, SheetPainter, width_mm
from papayoo_print.resources import BOLD, REGULAR

NAME_SIZE = 10.0
AGAIN_SIZE = 9.0
DEALER_SIZE = 8.0
FIGURE_SIZE = 9.5
DIGIT_HEIGHT = 0.73
"""A digit's height, in font sizes (DejaVu Sans)."""
SUIT_HEIGHT = 0.76


def flaws(names: Sequence[str], blocks: list[list[str]]) -> tuple[int, int]:
    """How many names their blocks do not hold whole, then how many lines end inside a word."""
    short = cuts = 0
    for name, lines in zip(names, blocks):
        if "".join(lines).replace(" ", "") != name.replace(" ", ""):
            short += 1
            continue
        position = 0
        for line in lines[:-1]:
            position = name.index(line, position) + len(line)
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

    def paint_shading(self) -> None:
        layout = self.layout
        rows = Span(layout.rows[0].start, layout.rows[-1].end - layout.rows[0].start)
        for player in layout.players:
            self.fill(player.total, rows, SHADE)
        whole = Span(layout.table_left, layout.table_right - layout.table_left)
        self.fill(whole, Span(layout.names.start, layout.subheader.end - layout.names.start), HEADING_SHADE)
        if layout.names_again.size:
            self.fill(whole, layout.names_again, HEADING_SHADE)
        bottom_rows = Span(layout.total_row.start, layout.place_row.end - layout.total_row.start)
        self.fill(layout.control_col, bottom_rows, SHADE)

    def paint_grid(self) -> None:
        layout = self.layout
        left, right = layout.table_left, layout.table_right
        top, bottom = layout.table_top, layout.table_bottom
        rows_top, rows_bottom = layout.subheader.end, layout.rows[-1].end
        grouped = {index for index in range(GROUP_ROWS - 1, len(layout.rows) - 1, GROUP_ROWS)}

        thin = [(left, row.end, right, row.end) for i, row in enumerate(layout.rows[:-1]) if i not in grouped]
        thin += [(left, layout.total_row.end, right, layout.total_row.end)]
        thin += [(p.total.start, layout.subheader.start, p.total.start, rows_bottom) for p in layout.players]
        self.rule(thin, 0.4, GRID)
        self.rule([(left, layout.rows[i].end, right, layout.rows[i].end) for i in sorted(grouped)], 0.6, INK)

        firm = [
            (p.points.start, layout.subheader.start, p.total.end, layout.subheader.start)
            for p in layout.players
        ]
        firm += [(left, y, right, y) for y in (rows_top, rows_bottom, layout.names_again.end)]
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
        suit_size = min(10.0, layout.rows[0].size * 1.35)
        slot = layout.suit_col.size / len(Suit)
        dealers = self.dealer_blocks()
        for index, row in enumerate(layout.rows):
            with self.one_line():
                self.paint_round(index, row, filled, suit_size, slot, dealers)

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
        slot: float,
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
        for position, suit in enumerate(Suit):
            cell = Span(layout.suit_col.start + slot * position, slot)
            self.centered(suit.symbol, cell, row, suit_size, padding=0)
            if played is not None and played.suit is suit:
                symbol = width_mm(suit.symbol, REGULAR, suit_size)
                self.ring(cell, row, symbol, suit_size * SUIT_HEIGHT / mm, clearance=0.45)
        if played:
            self.paint_played(played, row)

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
        digit_height = FIGURE_SIZE * DIGIT_HEIGHT / mm
        for player, column in enumerate(self.layout.players):
            points = str(played.points[player])
            self.centered(points, column.points, row, FIGURE_SIZE)
            if played.papayoo == player:
                self.ring(column.points, row, width_mm(points, REGULAR, FIGURE_SIZE), digit_height)
            self.centered(str(played.totals[player]), column.total, row, FIGURE_SIZE, bold=True)
        self.centered(str(played.check), self.layout.control_col, row, FIGURE_SIZE)

    def paint_totals(self) -> None:
        """The total and place rows: labels, and a game's final figures when there is one. On a
        page a game continues after, the total is a subtotal and the places are further on."""
        _, form, layout = self._, self.form, self.layout
        fill, continued = form.fill, form.page < form.pages
        label_end = layout.suit_col.end - 2.0
        rows = (
            (layout.total_row, _("Subtotal") if continued else _("Total"), fill.totals if fill else None),
            (layout.place_row, _("Place"), fill.places if fill else None),
        )
        for row, label, values in rows:
            with self.one_line():
                self.text(label, label_end, row.middle + 9 * 0.35 / mm, 9, bold=True, align="right")
                for value, column in zip(values or (), layout.players):
                    bold = row is layout.total_row or value == 1
                    self.centered(str(value), column.whole, row, 11, bold=bold)
        if continued:
            first, last = layout.players[0].points, layout.players[-1].total
            players = Span(first.start, last.end - first.start)
            inside = Span(layout.place_row.start + 0.3, layout.place_row.size - 0.6)
            self.fill(Span(players.start + 0.4, players.size - 0.8), inside, 1.0)
            words = _("continued on page {page}").format(page=form.page + 1)
            self.centered(words, players, layout.place_row, 9, bold=True)
