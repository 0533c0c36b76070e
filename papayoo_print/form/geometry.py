"""The scoresheet's geometry, in millimetres from the page's top-left corner.

Pure numbers, no drawing: the orientation is chosen so that every handwritten cell keeps room
for a three-digit number (about 9 x 6 mm), and nothing comes within the margin of the paper's
edge.
"""

from typing import NamedTuple

from papayoo_print.facts import CUT_GAP, MARGIN, Paper

MIN_WRITING_WIDTH = 10.0
MIN_ROW_HEIGHT = 6.5
MAX_ROW_HEIGHT = 11.5
TWO_UP_MIN_ROW_HEIGHT = 7.5

ROUND_COL = 12.0
DEALER_COL = 22.0
MAX_DEALER_COL = 30.0
SUIT_COL = 21.0
CONTROL_COL = 16.0
MAX_PLAYER_COL = 36.0

HEADER_HEIGHT = 22.0
HEADER_GAP = 3.0
NAMES_HEIGHT = 11.0
SUBHEADER_HEIGHT = 4.5
TOTAL_HEIGHT = 8.0
PLACE_HEIGHT = 7.0
FOOTER_GAP = 2.5
FOOTER_HEIGHT = 8.0

# The header, from its top: the title block on the left, the date and rounds boxes on the right,
# the deal between them.
TITLE_BASELINE = 7.5
SUBTITLE_BASELINE = 13.5
STATUS_BASELINE = 18.5
TITLE_MIN_WIDTH = 44.0
TITLE_MAX_WIDTH = 80.0
DATE_BOX_WIDTH = 38.0
ROUNDS_BOX_WIDTH = 13.0
BOX_HEIGHT = 7.0
DATE_BOX_TOP = 0.5
ROUNDS_BOX_TOP = 9.5
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
    total_row: Span
    place_row: Span
    footer: Span
    round_col: Span
    dealer_col: Span
    suit_col: Span
    players: tuple[PlayerColumn, ...]
    control_col: Span

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
FIXED_HEIGHT = (
    HEADER_HEIGHT + HEADER_GAP + NAMES_HEIGHT + SUBHEADER_HEIGHT + TOTAL_HEIGHT + PLACE_HEIGHT
    + FOOTER_GAP + FOOTER_HEIGHT
)


def _player_width(usable_width: float, columns: int) -> float:
    return (usable_width - FIXED_COLUMNS) / columns


def _row_height(region: Span, rows: int) -> float:
    return min(MAX_ROW_HEIGHT, (region.size - FIXED_HEIGHT) / rows)


def page_size(paper: Paper, columns: int) -> tuple[float, float]:
    """Portrait when every handwritten cell keeps its width there, else landscape."""
    short, long = paper.size_mm
    portrait_fits = _player_width(short - 2 * MARGIN, columns) / 2 >= MIN_WRITING_WIDTH
    return (short, long) if portrait_fits else (long, short)


class PageLayout(NamedTuple):
    sheets: tuple[SheetLayout, ...]
    cut: float | None
    """Where the dashed line between two sheets runs, from the top; None for one sheet."""


def layout_page(paper: Paper, columns: int, rows: int, *, two_up: bool = True) -> PageLayout:
    """One sheet on the page, or, for a short game on portrait paper, two above each other.

    Two copies print when each still gives every round a roomy row: half a sheet of paper
    per game instead of a page that is mostly blank.
    """
    width, height = page_size(paper, columns)
    if two_up and width < height:
        half = height / 2
        regions = (
            Span(MARGIN, half - CUT_GAP - MARGIN),
            Span(half + CUT_GAP, half - CUT_GAP - MARGIN),
        )
        if _row_height(regions[0], rows) >= TWO_UP_MIN_ROW_HEIGHT:
            sheets = tuple(layout_sheet(paper, columns, rows, region) for region in regions)
            return PageLayout(sheets, half)
    return PageLayout((layout_sheet(paper, columns, rows),), None)


def layout_sheet(paper: Paper, columns: int, rows: int, region: Span | None = None) -> SheetLayout:
    """Lay out a sheet with `columns` players and `rows` rounds, in `region` (top to bottom)
    of the page or else the whole page within its margins (at most 18 rounds fit)."""
    width, height = page_size(paper, columns)
    usable_width = width - 2 * MARGIN
    region = region or Span(MARGIN, height - 2 * MARGIN)

    player_width = min(_player_width(usable_width, columns), MAX_PLAYER_COL)
    if player_width / 2 < MIN_WRITING_WIDTH:
        raise ValueError(f"{columns} players do not fit on {paper.value} paper")
    spare = usable_width - FIXED_COLUMNS - columns * player_width
    dealer_width = DEALER_COL + min(spare, MAX_DEALER_COL - DEALER_COL)
    table_width = usable_width - spare + (dealer_width - DEALER_COL)

    row_height = _row_height(region, rows)
    if row_height < MIN_ROW_HEIGHT:
        raise ValueError(f"{rows} rounds do not fit on one {paper.value} page")

    x = MARGIN + (usable_width - table_width) / 2

    def column(size: float) -> Span:
        nonlocal x
        span = Span(x, size)
        x += size
        return span

    round_col, dealer_col, suit_col = column(ROUND_COL), column(dealer_width), column(SUIT_COL)
    players = tuple(
        PlayerColumn(column(player_width / 2), column(player_width / 2)) for _ in range(columns)
    )
    control_col = column(CONTROL_COL)

    y = region.start

    def band(size: float) -> Span:
        nonlocal y
        span = Span(y, size)
        y += size
        return span

    header = band(HEADER_HEIGHT)
    y += HEADER_GAP
    names, subheader = band(NAMES_HEIGHT), band(SUBHEADER_HEIGHT)
    round_rows = tuple(band(row_height) for _ in range(rows))
    total_row, place_row = band(TOTAL_HEIGHT), band(PLACE_HEIGHT)
    y += FOOTER_GAP
    footer = band(FOOTER_HEIGHT)

    return SheetLayout(
        page_width=width,
        page_height=height,
        header=header,
        names=names,
        subheader=subheader,
        rows=round_rows,
        total_row=total_row,
        place_row=place_row,
        footer=footer,
        round_col=round_col,
        dealer_col=dealer_col,
        suit_col=suit_col,
        players=players,
        control_col=control_col,
    )
