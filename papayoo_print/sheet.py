"""The scoresheet form, drawn with ReportLab's canvas: blank (names and rounds pre-filled if
given), or filled in with a saved game's rounds, totals and places."""

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from io import BytesIO
from typing import NamedTuple

from reportlab import rl_config
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.textobject import PDFTextObject

from papayoo_print import __version__
from papayoo_print.fonts import BOLD, REGULAR, check_printable, register_reportlab_fonts
from papayoo_print.i18n import Language, translations
from papayoo_print.rules import (
    DEALS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PAPAYOO_POINTS,
    PAYOO_TOTAL,
    ROUND_TOTAL,
    Suit,
)
from papayoo_print.sheet_layout import MARGIN, Paper, SheetLayout, Span, layout_page
from papayoo_print.text_fit import fit_lines, fit_size

rl_config.useA85 = 0  # binary streams: smaller, and no time spent on ASCII armour

INK = 0.0
HINT = 0.38
GRID = 0.55
SHADE = 0.9

NAME_SIZE = 10.0
NAME_MIN_SIZE = 7.0


class FilledRound(NamedTuple):
    points: tuple[int, ...]
    totals: tuple[int, ...]
    papayoo: int | None
    suit: Suit | None
    check: int


class SheetFill(NamedTuple):
    """What a finished (or unfinished) game writes on its sheet; the model computed it all."""

    status: str
    rounds: tuple[FilledRound, ...]
    """The page's first rows; any planned round not played yet stays blank."""
    totals: tuple[int, ...]
    places: tuple[int, ...] | None
    """On the game's last page only."""
    title: str | None = None
    date: str | None = None


class SheetForm(NamedTuple):
    """One page: the player count (None: any from 3 to 8), rows, pre-fills, maybe a game."""

    language: Language
    paper: Paper
    players: int | None
    rounds: int
    rounds_planned: int | None = None
    names: tuple[str, ...] = ()
    first_round: int = 1
    fill: SheetFill | None = None

    @property
    def columns(self) -> int:
        return self.players or MAX_PLAYERS


def render_sheet(form: SheetForm) -> bytes:
    """The one-page PDF of a blank `form`: same form, same bytes."""
    return render_pages([form])


def render_pages(forms: Sequence[SheetForm]) -> bytes:
    """A PDF with one page per form; blank short games print two sheets to a page."""
    register_reportlab_fonts()
    check_printable(forms[0].names)
    buffer = BytesIO()
    canvas = Canvas(
        buffer,
        invariant=1,
        pageCompression=1,
        lang=forms[0].language.value,
        initialFontName=REGULAR,
        initialFontSize=9,
    )
    _ = translations(forms[0].language).gettext
    fill = forms[0].fill
    canvas.setTitle(f"Papayoo — {fill.title}" if fill and fill.title else _("Papayoo score sheet"))
    canvas.setAuthor("papayoo-print")
    canvas.setCreator(f"papayoo-print {__version__}")
    for form in forms:
        page = layout_page(form.paper, form.columns, form.rounds, two_up=form.fill is None)
        width, height = page.sheets[0].page_width, page.sheets[0].page_height
        canvas.setPageSize((width * mm, height * mm))
        for layout in page.sheets:
            _SheetPainter(canvas, layout, form).paint()
        if page.cut is not None:
            canvas.setDash(3, 3)
            canvas.setLineWidth(0.5)
            canvas.setStrokeGray(HINT)
            y = (height - page.cut) * mm
            canvas.line(MARGIN * mm, y, (width - MARGIN) * mm, y)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


class _SheetPainter:
    """Draws one page; y values in the layout run down from the top, ReportLab's run up."""

    def __init__(self, canvas: Canvas, layout: SheetLayout, form: SheetForm) -> None:
        self.canvas = canvas
        self.layout = layout
        self.form = form
        catalog = translations(form.language)
        self._ = catalog.gettext
        self.ngettext = catalog.ngettext
        self.words: PDFTextObject | None = None
        self._font: tuple[str, float] | None = None
        self._gray: float | None = None

    # --- primitives -------------------------------------------------------------------------

    def y(self, top_mm: float) -> float:
        return (self.layout.page_height - top_mm) * mm

    def text(
        self,
        text: str,
        x_mm: float,
        baseline_mm: float,
        size: float,
        *,
        bold: bool = False,
        gray: float = INK,
        align: str = "left",
    ) -> None:
        font = BOLD if bold else REGULAR
        x = x_mm * mm
        if align != "left":
            width = stringWidth(text, font, size)
            x -= width if align == "right" else width / 2
        if self.words is None:
            with self.one_line():
                self.text(text, x / mm, baseline_mm, size, bold=bold, gray=gray)
            return
        if (font, size) != self._font:
            self.words.setFont(font, size)
            self._font = (font, size)
        if gray != self._gray:
            self.words.setFillGray(gray)
            self._gray = gray
        self.words.setTextOrigin(x, self.y(baseline_mm))
        self.words.textOut(text)

    @contextmanager
    def one_line(self) -> Iterator[None]:
        """Gather the texts drawn inside into one PDF text object: a row's worth of numbers
        costs one object instead of one each. Text extractors read them as one line."""
        self.words = self.canvas.beginText()
        try:
            yield
        finally:
            self.canvas.drawText(self.words)
            self.words, self._font, self._gray = None, None, None

    def centered(
        self,
        text: str,
        column: Span,
        row: Span,
        size: float,
        *,
        bold: bool = False,
        gray: float = INK,
        padding: float = 1.0,
    ) -> None:
        """One line, centred in the cell, shrunk if it would not fit its width."""
        width = stringWidth(text, BOLD if bold else REGULAR, size)
        room = (column.size - 2 * padding) * mm
        if width > room:
            size, width = size * room / width, room
        left = column.middle - width / 2 / mm
        self.text(text, left, row.middle + size * 0.35 / mm, size, bold=bold, gray=gray)

    def lines_in_cell(
        self,
        text: str,
        column: Span,
        row: Span,
        size: float,
        min_size: float,
        *,
        bold: bool = False,
        gray: float = INK,
    ) -> None:
        """User text centred in a cell: shrunk, then wrapped on two lines; always inside."""
        font = BOLD if bold else REGULAR
        width = (column.size - 2.0) * mm
        lines, fitted = fit_lines(text, _measure(font), width, size, min_size)
        fitted = min(fitted, (row.size - 1.0) * mm / (1.15 * len(lines)))
        leading = fitted * 1.15 / mm
        first = row.middle - leading * (len(lines) - 1) / 2 + fitted * 0.35 / mm
        for index, line in enumerate(lines):
            self.text(
                line, column.middle, first + index * leading, fitted,
                bold=bold, gray=gray, align="center",
            )

    def fill(self, column: Span, row: Span, gray: float) -> None:
        self.canvas.setFillGray(gray)
        self.canvas.rect(
            column.start * mm, self.y(row.end), column.size * mm, row.size * mm, stroke=0, fill=1
        )

    def rule(self, segments: list[tuple[float, float, float, float]], width: float, gray: float) -> None:
        self.canvas.setLineWidth(width)
        self.canvas.setStrokeGray(gray)
        self.canvas.lines([(x1 * mm, self.y(y1), x2 * mm, self.y(y2)) for x1, y1, x2, y2 in segments])

    def box(self, x_mm: float, top_mm: float, width_mm: float, height_mm: float) -> None:
        self.canvas.setLineWidth(0.8)
        self.canvas.setStrokeGray(INK)
        self.canvas.rect(x_mm * mm, self.y(top_mm + height_mm), width_mm * mm, height_mm * mm)

    # --- the page -------------------------------------------------------------------------

    def paint(self) -> None:
        self.paint_title()
        self.paint_boxes()
        self.paint_deal()
        self.paint_shading()
        self.paint_grid()
        self.paint_headings()
        self.paint_rounds()
        self.paint_totals()
        self.paint_footer()

    def paint_title(self) -> None:
        _ = self._
        header, left = self.layout.header, self.layout.table_left
        fill, players = self.form.fill, self.form.players
        self.text("Papayoo", left, header.start + 7.5, 22, bold=True)
        if fill:
            title = fill.title or _("Score sheet")
            width = self.title_width * mm
            title_size = fit_size(title, _measure(REGULAR), width, 11)
            self.text(title, left, header.start + 13.5, title_size)
            status_size = fit_size(fill.status, _measure(BOLD), width, 9)
            self.text(fill.status, left, header.start + 18.5, status_size, bold=True)
            return
        self.text(_("Score sheet"), left, header.start + 13.5, 11)
        subtitle = (
            self.ngettext("{count} player", "{count} players", players).format(count=players)
            if players
            else _("{low} to {high} players").format(low=MIN_PLAYERS, high=MAX_PLAYERS)
        )
        self.text(subtitle, left, header.start + 18.5, 9, gray=HINT)

    @property
    def title_width(self) -> float:
        """The title block's width: wide enough for a game's title and status, within reason."""
        fill = self.form.fill
        if not fill:
            return 44.0
        widest = max(
            _measure(REGULAR)(fill.title or self._("Score sheet"), 11),
            _measure(BOLD)(fill.status, 9),
        ) / mm
        return min(max(44.0, widest), 80.0)

    def paint_boxes(self) -> None:
        """The date and the number of rounds agreed before playing, top right."""
        _ = self._
        right, top = self.layout.table_right, self.layout.header.start
        date_box, rounds_box, height = 38.0, 13.0, 7.0
        label_right = right - date_box - 2.0
        self.text(_("Date"), label_right, top + 5.2, 9, align="right")
        self.box(right - date_box, top + 0.5, date_box, height)
        self.text(_("Rounds agreed"), label_right, top + 14.2, 9, align="right")
        self.box(right - date_box, top + 9.5, rounds_box, height)
        if self.form.fill and self.form.fill.date:
            self.text(self.form.fill.date, right - date_box / 2, top + 5.6, 10, align="center")
        if self.form.rounds_planned:
            self.text(
                str(self.form.rounds_planned), right - date_box + rounds_box / 2, top + 15.0, 13,
                bold=True, align="center",
            )

    def deal_area(self) -> Span:
        left = self.layout.table_left + self.title_width + 4.0
        right = self.layout.table_right - 38.0 - 2.0 - self._label_width() - 6.0
        return Span(left, right - left)

    def _label_width(self) -> float:
        _ = self._
        measure = _measure(REGULAR)
        return max(measure(_("Date"), 9), measure(_("Rounds agreed"), 9)) / mm

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
        measure = _measure(REGULAR)
        label_width = max(measure(label, size) for label in labels) / mm + 2.0
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
        firm += [(x, top, x, rows_bottom) for x in (layout.dealer_col.start, layout.suit_col.start)]
        inner = [layout.control_col.start] + [p.points.start for p in layout.players]
        firm += [(x, top, x, bottom) for x in inner]
        self.rule(firm, 0.8, INK)

        self.canvas.setLineWidth(1.4)
        self.canvas.setStrokeGray(INK)
        self.canvas.rect(left * mm, self.y(bottom), (right - left) * mm, (bottom - top) * mm)

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

    def ring(self, x_mm: float, y_mm: float, half_width: float, half_height: float) -> None:
        """An ellipse around a value, as a player circles it on paper."""
        self.canvas.setLineWidth(0.9)
        self.canvas.setStrokeGray(INK)
        self.canvas.ellipse(
            (x_mm - half_width) * mm, self.y(y_mm + half_height),
            (x_mm + half_width) * mm, self.y(y_mm - half_height),
        )

    def paint_footer(self) -> None:
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
        label_width = _measure(BOLD)(label, size) / mm
        first, *rest_lines = simpleSplit(body, REGULAR, size, (width - label_width) * mm)
        rest = " ".join(rest_lines)
        baseline = layout.footer.start + 3.0
        self.text(label, layout.table_left, baseline, size, bold=True)
        self.text(first, layout.table_left + label_width, baseline, size)
        for line in simpleSplit(rest, REGULAR, size, width * mm) if rest else []:
            baseline += 3.4
            self.text(line, layout.table_left, baseline, size)


def _measure(font: str):
    return lambda text, size: stringWidth(text, font, size)
