"""The scoresheet's geometry, in millimetres from the page's top-left corner.

Pure numbers, no drawing: every handwritten cell keeps room for a number written by hand (at least
10 x 6.5 mm), a player's running total gets the wider share of the player's column (three digits
by the fourth round, four on a long night), the orientation follows from that, and nothing comes
within the margin of the paper's edge.
"""

from functools import cache
from typing import NamedTuple

from papayoo_print.facts import CUT_GAP, MARGIN, Paper

MIN_WRITING_WIDTH = 10.0
MIN_ROW_HEIGHT = 6.5
MAX_ROW_HEIGHT = 11.5
TWO_UP_MIN_ROW_HEIGHT = 7.0
POINTS_SHARE = 0.43
"""A round's points (one or two digits, at most three) take this share of a player's column,
and never less than MIN_WRITING_WIDTH; the running total takes the rest."""
MIN_TOTAL_SHARE = 0.55
MIN_PLAYER_COL = MIN_WRITING_WIDTH / (1 - MIN_TOTAL_SHARE)
SUIT_EDGE = 3.3
"""From the suit column's rules to the middles of its first and last suits, in millimetres: the
four suits a little closer together than the column's quarters, so that a ring round the first or
the last stays clear of the rules."""
GROUP_ROWS = 3
"""A firmer rule every this many rows, for the eye crossing a wide sheet."""

ROUND_COL = 13.0
DEALER_COL = 19.0
MAX_DEALER_COL = 30.0
SUIT_COL = 21.0
CONTROL_COL = 15.0
MAX_PLAYER_COL = 36.0
"""The columns around the players' take what their content needs: a two-digit round, a dealer's
name or initials, four suits to circle one of, "250"; the players' columns take the rest."""

HEADER_HEIGHT = 19.5
HEADER_GAP = 2.5
NAMES_HEIGHT = 12.0
SUBHEADER_HEIGHT = 4.5
BROUGHT_FORWARD_HEIGHT = 7.0
"""On a game's page after the first: the running totals brought from the page before."""
NAMES_AGAIN_HEIGHT = 5.0
"""The players' names again above the Total row, when the sheet knows them."""
TOTAL_HEIGHT = 7.5
PLACE_HEIGHT = 6.5
FOOTER_GAP = 2.0
FOOTER_FIRST_BASELINE = 2.9
FOOTER_LEADING = 3.3
FOOTER_DESCENT = 0.8
PORTRAIT_FOOTER_LINES = 3
LANDSCAPE_FOOTER_LINES = 2
"""A landscape sheet's lines are a third longer: what a portrait one says in three, it says in
two."""

# The header, from its top: the title block on the left, the date and rounds boxes on the right,
# the deal between them.
TITLE_BASELINE = 7.2
SUBTITLE_BASELINE = 12.8
STATUS_BASELINE = 17.6
TITLE_MIN_WIDTH = 44.0
DATE_BOX_WIDTH = 38.0
ROUNDS_BOX_WIDTH = 13.0
BOX_HEIGHT = 7.0
DATE_BOX_TOP = 0.5
ROUNDS_BOX_TOP = 9.0
BOX_LABEL_GAP = 2.0
DEAL_GAP_LEFT = 4.0
DEAL_GAP_RIGHT = 6.0


class Span(NamedTuple):
    start: float
    size: float

    @property
    def end(self) -> float:
        return self.start + self.size

    @property
    def middle(self) -> float:
        return self.start + self.size / 2


class PlayerColumn(NamedTuple):
    points: Span
    total: Span

    @property
    def whole(self) -> Span:
        return Span(self.points.start, self.points.size + self.total.size)


class SheetLayout(NamedTuple):
    page_width: float
    page_height: float
    header: Span
    names: Span
    subheader: Span
    rows: tuple[Span, ...]
    names_again: Span
    """Empty (size 0) on a sheet without names."""
    total_row: Span
    place_row: Span
    footer: Span
    footer_lines: int
    round_col: Span
    dealer_col: Span
    suit_col: Span
    players: tuple[PlayerColumn, ...]
    control_col: Span
    brought_forward: Span = Span(0.0, 0.0)
    """Above the first round, on a game's page after the first; empty (size 0) on any other."""

    @property
    def landscape(self) -> bool:
        return self.page_width > self.page_height

    @property
    def table_left(self) -> float:
        return self.round_col.start

    @property
    def table_right(self) -> float:
        return self.control_col.end

    @property
    def table_top(self) -> float:
        return self.names.start

    @property
    def table_bottom(self) -> float:
        return self.place_row.end


FIXED_COLUMNS = ROUND_COL + DEALER_COL + SUIT_COL + CONTROL_COL


def suit_middles(suit_col: Span, count: int) -> tuple[float, ...]:
    """Where the suits' symbols are centred across the suit column."""
    step = (suit_col.size - 2 * SUIT_EDGE) / (count - 1)
    return tuple(suit_col.start + SUIT_EDGE + step * index for index in range(count))


def _footer_height(lines: int) -> float:
    return FOOTER_FIRST_BASELINE + (lines - 1) * FOOTER_LEADING + FOOTER_DESCENT


def _fixed_height(landscape: bool, names_again: bool, continued: bool = False) -> float:
    lines = LANDSCAPE_FOOTER_LINES if landscape else PORTRAIT_FOOTER_LINES
    return (
        HEADER_HEIGHT + HEADER_GAP + NAMES_HEIGHT + SUBHEADER_HEIGHT
        + (NAMES_AGAIN_HEIGHT if names_again else 0.0) + (BROUGHT_FORWARD_HEIGHT if continued else 0.0)
        + TOTAL_HEIGHT + PLACE_HEIGHT + FOOTER_GAP + _footer_height(lines)
    )


def _player_width(usable_width: float, columns: int) -> float:
    return (usable_width - FIXED_COLUMNS) / columns


def split_player(width: float) -> tuple[float, float]:
    """A player's column: the round's points, then the wider running total."""
    points = max(MIN_WRITING_WIDTH, width * POINTS_SHARE)
    return points, width - points


def page_size(paper: Paper, columns: int) -> tuple[float, float]:
    """Portrait when every player's column keeps its two handwritten cells there, else
    landscape."""
    short, long = paper.size_mm
    portrait_fits = _player_width(short - 2 * MARGIN, columns) >= MIN_PLAYER_COL
    return (short, long) if portrait_fits else (long, short)


class PageLayout(NamedTuple):
    sheets: tuple[SheetLayout, ...]
    cut: float | None
    """Where the dashed line between two sheets runs, from the top; None for one sheet."""


@cache  # a batch of sheets lays out the same few pages again and again
def layout_page(
    paper: Paper, columns: int, rows: int, *, two_up: bool = True, names_again: bool = False,
    slots: int | None = None, continued: bool = False,
) -> PageLayout:
    """One sheet on the page, or, for a short game on portrait paper, two above each other.

    Two copies print when each still gives every round a roomy row, names or not: half a sheet
    of paper per game instead of a page that is mostly blank. `slots` and `continued`: see
    `layout_sheet`.
    """
    width, height = page_size(paper, columns)
    if two_up and width < height and not continued:
        half = height / 2
        regions = (
            Span(MARGIN, half - CUT_GAP - MARGIN),
            Span(half + CUT_GAP, half - CUT_GAP - MARGIN),
        )
        room = regions[0].size - _fixed_height(False, names_again=True)
        if room / max(rows, slots or 0) >= TWO_UP_MIN_ROW_HEIGHT:
            sheets = tuple(
                layout_sheet(paper, columns, rows, region, names_again=names_again, slots=slots)
                for region in regions
            )
            return PageLayout(sheets, half)
    sheet = layout_sheet(paper, columns, rows, names_again=names_again, slots=slots, continued=continued)
    return PageLayout((sheet,), None)


class _Cursor:
    """Hands out consecutive spans along one axis."""

    def __init__(self, start: float) -> None:
        self.at = start

    def take(self, size: float) -> Span:
        span = Span(self.at, size)
        self.at += size
        return span

    def skip(self, size: float) -> None:
        self.at += size


def _row_height(paper: Paper, columns: int, rows: int, region: Span | None = None, *,
               names_again: bool = False, continued: bool = False) -> float:
    """The height of each of `rows` rows on the sheet, at most MAX_ROW_HEIGHT."""
    width, height = page_size(paper, columns)
    region = region or Span(MARGIN, height - 2 * MARGIN)
    fixed = _fixed_height(width > height, names_again, continued)
    return min(MAX_ROW_HEIGHT, (region.size - fixed) / rows)


def layout_sheet(
    paper: Paper, columns: int, rows: int, region: Span | None = None, *, names_again: bool = False,
    slots: int | None = None, continued: bool = False,
) -> SheetLayout:
    """Lay out a sheet with `columns` players and `rows` rounds, in `region` (top to bottom)
    of the page or else the whole page within its margins (at most 18 rounds fit); with a row
    for the names again above the totals when `names_again`. The rows are as tall as `slots`
    rows would be (the fullest page of a game that takes several: every page's rows alike), and
    a game's page after the first (`continued`) has a row for what is brought forward."""
    width, height = page_size(paper, columns)
    usable_width = width - 2 * MARGIN
    region = region or Span(MARGIN, height - 2 * MARGIN)
    landscape = width > height

    player_width = min(_player_width(usable_width, columns), MAX_PLAYER_COL)
    if player_width < MIN_PLAYER_COL:
        raise ValueError(f"{columns} players do not fit on {paper.value} paper")
    spare = usable_width - FIXED_COLUMNS - columns * player_width
    dealer_width = DEALER_COL + min(spare, MAX_DEALER_COL - DEALER_COL)
    table_width = usable_width - spare + (dealer_width - DEALER_COL)

    each = _row_height(paper, columns, max(rows, slots or 0), region, names_again=names_again,
                      continued=continued)
    if each < MIN_ROW_HEIGHT:
        raise ValueError(f"{rows} rounds do not fit on one {paper.value} page")

    x = _Cursor(MARGIN + (usable_width - table_width) / 2)
    round_col, dealer_col, suit_col = x.take(ROUND_COL), x.take(dealer_width), x.take(SUIT_COL)
    points, total = split_player(player_width)
    players = tuple(PlayerColumn(x.take(points), x.take(total)) for _ in range(columns))
    control_col = x.take(CONTROL_COL)

    y = _Cursor(region.start)
    header = y.take(HEADER_HEIGHT)
    y.skip(HEADER_GAP)
    names, subheader = y.take(NAMES_HEIGHT), y.take(SUBHEADER_HEIGHT)
    brought_forward = y.take(BROUGHT_FORWARD_HEIGHT if continued else 0.0)
    round_rows = tuple(y.take(each) for _ in range(rows))
    again = y.take(NAMES_AGAIN_HEIGHT if names_again else 0.0)
    total_row, place_row = y.take(TOTAL_HEIGHT), y.take(PLACE_HEIGHT)
    y.skip(FOOTER_GAP)
    footer_lines = LANDSCAPE_FOOTER_LINES if landscape else PORTRAIT_FOOTER_LINES
    footer = y.take(_footer_height(footer_lines))

    return SheetLayout(
        page_width=width,
        page_height=height,
        header=header,
        names=names,
        subheader=subheader,
        rows=round_rows,
        names_again=again,
        total_row=total_row,
        place_row=place_row,
        footer=footer,
        footer_lines=footer_lines,
        round_col=round_col,
        dealer_col=dealer_col,
        suit_col=suit_col,
        players=players,
        control_col=control_col,
        brought_forward=brought_forward,
    )
