"""The season's chart: each player's wins so far, game after game, as SVG coordinates.

Readable in black and white: the first three of the standings are black lines, each with its own
dash pattern and mark (a dot, an open square, an open triangle) at every game the player was at the table;
the others are thin grey lines with small grey dots. A season of many games has a mark only before
each name: a mark a game would be a smear. Each line ends with the player's mark, name
and wins, the labels moved apart where ends are close and tied to their line by a leader, in the
frame the game report's chart shares (chart_frame.py).
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
from papayoo_print.game.season import Season, wins_so_far


class Style(NamedTuple):
    dash: str
    mark: str
    width: float


WIN_STEPS = (1, 2, 5, 10, 20, 50, 100)
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
    ends = [frame.y(after[-1]) for after in wins]
    centres = frame.label_centres(ends)
    lines = []
    for index, (line, after) in enumerate(zip(shown, wins)):
        at_table = [game for game, played in enumerate(season.games, start=1) if line.person in played.people]
        marks = at_table if marked else None
        centre = round(centres[index], 2)
        lines.append(_line(frame, index, marks, after, labels[index], ends[index], centre))
    lines.reverse()  # the first of the standings drawn last, on top
    return {**frame.context(_ticks(frame.steps)), "lines": lines, "marked": marked}


def _line(
    frame: Frame, index: int, at_table: list[int] | None, after: Sequence[int], label: dict[str, Any],
    end: float, centre: float,
) -> dict[str, Any]:
    """The line of the player `index`-th in the standings, `after` each game their wins so far,
    marked at each game they were `at_table` and before their end label; with no games to mark,
    only before the label, the line drawn through its turns alone."""
    leading = index < len(LEADERS)
    style = LEADERS[index] if leading else OTHER
    colour = BLACK if leading else GREY
    marked = [(frame.x(game), frame.y(after[game - 1])) for game in at_table or []]
    return {
        **style._asdict(),
        "colour": colour,
        "points": frame.polyline((0, *after)) if at_table is not None else _turns(frame, (0, *after)),
        **_marks(style.mark, colour, [*marked, (frame.label_x + KEY / 2, centre)]),
        "leader": frame.leader(end, centre),
        "label": label["text"],
        "bold": label["bold"],
        "label_x": round(frame.label_x + KEY, 2),
        "label_y": baseline(centre),
    }


def _turns(frame: Frame, wins: Sequence[int]) -> str:
    """The line through `wins`, one a game from the left, as SVG points where it turns: a point
    between two at its height is left out, the line the same, its points far fewer over many
    games."""
    ends = (0, len(wins) - 1)
    turns = [game for game in range(len(wins)) if game in ends or len(set(wins[game - 1 : game + 2])) > 1]
    return " ".join(f"{frame.x(game)},{frame.y(wins[game])}" for game in turns)


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
