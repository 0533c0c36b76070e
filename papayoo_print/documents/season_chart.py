"""The season's charts, as SVG coordinates: each player's wins so far, game after game; and the
rating of the players of the most games, game after game, from the game before their first.

Readable in black and white: the first three (of the standings; of the ratings) are black lines,
each with its own dash pattern and mark (a dot, an open square, an open triangle) at every game
the player was at the table; the others are thin grey lines with small grey dots. A season of
many games has a mark only before each name: a mark a game would be a smear. Each line ends with
the player's mark, name and wins (or rating), the labels moved apart where ends are close and
tied to their line by a leader, in the frame the game report's chart shares (chart_frame.py).
"""

import math
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from papayoo_print.documents.chart_frame import (
    HEIGHT,
    LABEL_STEP,
    Frame,
    baseline,
    chart_frame,
    end_label,
)
from papayoo_print.game.ratings import START
from papayoo_print.game.season import Season, Standing, ratings_so_far, wins_so_far


class Style(NamedTuple):
    dash: str
    mark: str
    width: float


WIN_STEPS = (1, 2, 5, 10, 20, 50, 100)
RATING_STEPS = (1, 2, 5, 10, 20, 50)
RATING_GRID = 5
"""The rating chart's grid: at most this many steps, from a multiple of its step below the lowest
rating shown (not from 0, which would leave the lines a band at the top)."""
LEADERS = (
    Style(dash="", mark="circle", width=0.7),
    Style(dash="2.4,1.2", mark="square", width=0.7),
    Style(dash="0.7,0.9", mark="triangle", width=0.8),
)
"""The first three of the standings: a dash pattern and a mark each."""
OTHER = Style(dash="", mark="dot", width=0.35)
BLACK, GREY = "#000000", "#8c8c8c"
MARK_SIZE = 0.9
RADIUS = {"circle": MARK_SIZE, "dot": 0.5}
OUTLINE = 0.35
"""The stroke around every mark."""
DISC_LINE = 0.01
"""A round mark's line, drawn with round ends as wide as the mark: a disc. Not of no length, which
a PDF viewer may drop as a browser's canvas does."""
KEY = 2.6
"""Room for the mark before each end label."""
OCTAGON = tuple((math.cos(math.pi * (2 * k + 1) / 8), math.sin(math.pi * (2 * k + 1) / 8)) for k in range(8))
MAX_TICKS = 18
TICK_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)
"""Games are numbered on the axis at the multiples of one of these, and the first."""
BELOW_LABELS = 16
"""A chart with many players is taller than HEIGHT: this, and a row for each end label."""


def wins_chart(season: Season, number: Callable[[float], str], players: int, marked: bool) -> dict[str, Any]:
    """The chart of a season of at least one game: the first `players` of the standings, each
    line `marked` at the games its player was at the table, or only before its label (where the
    games are too many for a mark each to be seen)."""
    shown = season.standings[:players]
    wins = [wins_so_far(season, line.person) for line in shown]
    labels = [
        end_label(line.name, number(after[-1]), bold=index < len(LEADERS))
        for index, (line, after) in enumerate(zip(shown, wins))
    ]
    height = max(HEIGHT, LABEL_STEP * len(wins) + BELOW_LABELS)
    highest = max(max(after) for after in wins)
    frame = chart_frame(height, len(season.games), (0, highest), WIN_STEPS, number, labels, key=KEY)
    return _chart(season, frame, shown, [(0, *after) for after in wins], labels, marked)


def ratings_chart(
    season: Season,
    number: Callable[[float], str],
    written: Callable[[float], str],
    players: int,
    marked: bool,
) -> dict[str, Any]:
    """The chart of the ratings of the `players` of the most games (the first of the standings
    among equals), ordered by their last rating, each line from the game before their first,
    `marked` as in `wins_chart`; the grid's values written `number(value)`, each end label's
    rating `written(mu)`, as the standings write it."""
    most = sorted(range(len(season.standings)), key=lambda index: -season.standings[index].games)
    chosen = [season.standings[index] for index in most[:players]]
    shown = sorted(chosen, key=lambda line: -line.rating.mu)
    mus = [(START.mu, *ratings_so_far(season, line.person)) for line in shown]
    labels = [
        end_label(line.name, written(line.rating.mu), bold=index < len(LEADERS))
        for index, line in enumerate(shown)
    ]
    step = next((step for step in RATING_STEPS if _span(mus) / step <= RATING_GRID), RATING_STEPS[-1])
    base = int(min(min(values) for values in mus) // step * step)
    shifted = [tuple(value - base for value in values) for values in mus]
    highest = max(max(values) for values in shifted)
    height = max(HEIGHT, LABEL_STEP * len(shown) + BELOW_LABELS)
    frame = chart_frame(
        height, len(season.games), (0, highest), (step,), lambda value: number(value + base), labels, key=KEY
    )
    return _chart(season, frame, shown, shifted, labels, marked, from_first=True)


def _span(values: Sequence[Sequence[float]]) -> float:
    return max(max(line) for line in values) - min(min(line) for line in values)


def _chart(
    season: Season, frame: Frame, shown: Sequence[Standing], values: Sequence[Sequence[float]],
    labels: Sequence[dict[str, Any]], marked: bool, from_first: bool = False,
) -> dict[str, Any]:
    """The chart of `shown`'s lines, each its `values` before the first game and after each, in
    `frame`; each line drawn from the start, or (`from_first`) from the game before its player's
    first."""
    ends = [frame.y(line[-1]) for line in values]
    centres = frame.label_centres(ends)
    lines = []
    for index, (line, after) in enumerate(zip(shown, values)):
        at_table = [game for game, played in enumerate(season.games, start=1) if line.person in played.people]
        start = at_table[0] - 1 if from_first else 0
        marks = at_table if marked else None
        centre = round(centres[index], 2)
        lines.append(_line(frame, index, marks, after, start, labels[index], ends[index], centre))
    lines.reverse()  # the first drawn last, on top
    return {**frame.context(_ticks(frame.steps)), "lines": lines, "marked": marked}


def _line(
    frame: Frame, index: int, at_table: list[int] | None, values: Sequence[float], start: int,
    label: dict[str, Any], end: float, centre: float,
) -> dict[str, Any]:
    """The line of the player `index`-th of the chart, its `values` before the first game and
    after each, drawn from the game `start`; marked at each game they were `at_table` and before
    their end label; with no games to mark, only before the label, the line drawn through its
    turns alone."""
    leading = index < len(LEADERS)
    style = LEADERS[index] if leading else OTHER
    colour = BLACK if leading else GREY
    marked = [(frame.x(game), frame.y(values[game])) for game in at_table or []]
    return {
        **style._asdict(),
        "colour": colour,
        "points": _points(frame, values, start) if at_table is not None else _turns(frame, values, start),
        **_marks(style.mark, colour, [*marked, (frame.label_x + KEY / 2, centre)]),
        "leader": frame.leader(end, centre),
        "label": label["text"],
        "bold": label["bold"],
        "label_x": round(frame.label_x + KEY, 2),
        "label_y": baseline(centre),
    }


def _points(frame: Frame, values: Sequence[float], start: int) -> str:
    """The line through `values`, one a game from the left, from the game `start`, as SVG points."""
    return " ".join(f"{frame.x(game)},{frame.y(values[game])}" for game in range(start, len(values)))


def _turns(frame: Frame, values: Sequence[float], start: int = 0) -> str:
    """The line through `values`, as `_points`, where it turns: a point between two at its
    height is left out, the line the same, its points far fewer over many games."""
    ends = (start, len(values) - 1)
    turns = [
        game for game in range(start, len(values))
        if game in ends or len(set(values[game - 1 : game + 2])) > 1
    ]
    return " ".join(f"{frame.x(game)},{frame.y(values[game])}" for game in turns)


def _marks(shape: str, colour: str, points: list[tuple[float, float]]) -> dict[str, Any]:
    """A line's marks at `points`, as one path; the round ones as discs too (`_disc`)."""
    round_mark = shape in RADIUS
    return {
        "marks": " ".join(_mark(shape, *point) for point in points),
        "mark_fill": colour if round_mark else "white",
        "discs": " ".join(_disc(*point) for point in points) if round_mark else "",
        "disc_width": round(2 * RADIUS[shape] + OUTLINE, 2) if round_mark else 0,
    }


def _ticks(played: int) -> list[int]:
    """The games numbered along the bottom: the first, and every one or every few."""
    every = next((step for step in TICK_STEPS if played / step <= MAX_TICKS), -(-played // MAX_TICKS))
    return [game for game in range(1, played + 1) if game % every == 0 or game == 1]


def _mark(shape: str, x: float, y: float) -> str:
    """A mark as part of an SVG path. All of a line's marks are one path, of straight sides only
    (a dot is an octagon, as round as a circle at this size): the typesetter's time grows with
    each shape and each arc. The built-in template draws the round marks as discs (`_disc`);
    these are for a user's template that draws every mark as a path."""
    size = MARK_SIZE
    if shape in RADIUS:
        corners = [(x + RADIUS[shape] * cos, y + RADIUS[shape] * sin) for cos, sin in OCTAGON]
    elif shape == "square":
        corners = [(x - size, y - size), (x + size, y - size), (x + size, y + size), (x - size, y + size)]
    else:
        corners = [(x, y - size * 1.2), (x + size * 1.1, y + size * 0.8), (x - size * 1.1, y + size * 0.8)]
    return "M" + "L".join(f"{round(a, 2)},{round(b, 2)}" for a, b in corners) + "z"


def _disc(x: float, y: float) -> str:
    """A round mark as part of an SVG path: a line of a hundredth of a millimetre, to be drawn with
    round ends (DISC_LINE). Two points, where the octagon takes eight."""
    return f"M{round(x - DISC_LINE / 2, 3)},{round(y, 2)}h{DISC_LINE}"
