"""The season's chart: each player's wins so far, game after game, as SVG coordinates.

Readable in black and white: the first three of the standings are black lines, each with its own
dash pattern and mark (a dot, an open square, an open triangle) at every game the player was at the table;
the others are thin grey lines with small grey dots. Each line ends with the player's mark, name
and wins, the labels moved apart where ends are close and tied to their line by a leader, as in
the game report's chart, whose helpers these are.
"""

import math
from collections.abc import Callable
from typing import Any

from papayoo_print.documents.chart import (
    FONT,
    HEIGHT,
    LABEL_STEP,
    LEADER,
    WIDTH,
    end_label,
    frame,
    scale,
    spread,
    text_width,
)
from papayoo_print.game.season import Season, wins_so_far

WIN_STEPS = (1, 2, 5, 10, 20, 50, 100)
LEADERS = (
    {"dash": "", "mark": "circle", "width": 0.7},
    {"dash": "2.4,1.2", "mark": "square", "width": 0.7},
    {"dash": "0.7,0.9", "mark": "triangle", "width": 0.8},
)
"""The first three of the standings: a dash pattern and a mark each."""
OTHER = {"dash": "", "mark": "dot", "width": 0.35}
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


def wins_chart(season: Season, number: Callable[[float], str]) -> dict[str, Any]:
    """The chart of a season of at least one game."""
    played = len(season.games)
    wins = [wins_so_far(season, line.person) for line in season.standings]
    height = max(HEIGHT, LABEL_STEP * len(wins) + 16)
    top, bottom = 3.0, height - 12.0
    step, low, high = scale(0, max(max(after) for after in wins), WIN_STEPS)
    grid_labels = [number(value) for value in range(low, high + 1, step)]
    left = 2.0 + max(text_width(label, FONT) for label in grid_labels)
    labels = [
        end_label(line.name, number(after[-1]), bold=index < len(LEADERS))
        for index, (line, after) in enumerate(zip(season.standings, wins))
    ]
    right = WIDTH - 0.5 - LEADER - KEY - max(label["width"] for label in labels)

    def x(game: int) -> float:
        return round(left + (right - left) * game / played, 2)

    def y(value: float) -> float:
        return round(top + (bottom - top) * (high - value) / (high - low), 2)

    ends = [y(after[-1]) for after in wins]
    centres = spread(ends, LABEL_STEP, LABEL_STEP / 2, height - LABEL_STEP / 2)
    label_x = round(right + LEADER, 2)
    lines = []
    for index, (line, after) in enumerate(zip(season.standings, wins)):
        style = LEADERS[index] if index < len(LEADERS) else OTHER
        colour = BLACK if index < len(LEADERS) else GREY
        at_table = [game for game, played_game in enumerate(season.games, start=1)
                    if line.person in played_game.people]
        centre = round(centres[index], 2)
        points = [(x(game), y(after[game - 1])) for game in at_table] + [(label_x + KEY / 2, centre)]
        round_mark = style["mark"] in RADIUS
        lines.append({
            **style,
            "colour": colour,
            "points": " ".join(f"{x(game)},{y(value)}" for game, value in enumerate((0, *after))),
            "marks": " ".join(_mark(style["mark"], *point) for point in points),
            "mark_fill": colour if round_mark else "white",
            "discs": " ".join(_disc(*point) for point in points) if round_mark else "",
            "disc_width": round(2 * RADIUS[style["mark"]] + OUTLINE, 2) if round_mark else 0,
            "leader": f"{x(played) + 0.9},{ends[index]} {label_x - 0.8},{centre}",
            "label": labels[index]["text"],
            "bold": labels[index]["bold"],
            "label_x": round(label_x + KEY, 2),
            "label_y": round(centre + 0.36 * FONT, 2),
        })
    lines.reverse()  # the first of the standings drawn last, on top
    tick_every = next((step for step in TICK_STEPS if played / step <= MAX_TICKS), -(-played // MAX_TICKS))
    return {
        **frame(height, left, right, bottom),
        "grid": [
            {"y": y(value), "label_y": round(y(value) + 0.36 * FONT, 2), "label": label}
            for value, label in zip(range(low, high + 1, step), grid_labels)
        ],
        "ticks": [
            {"x": x(game), "label": str(game)}
            for game in range(1, played + 1)
            if game % tick_every == 0 or game == 1
        ],
        "lines": lines,
    }


def _mark(shape: str, x: float, y: float) -> str:
    """A mark as part of an SVG path. All of a line's marks are one path, of straight sides only
    (a dot is an octagon, as round as a circle at this size): hundreds of shapes, or of arcs,
    would cost the typesetter a tenth of a second. The built-in template draws the round marks
    as discs instead (`_disc`); a template copied before it did still draws these."""
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
    round ends (DISC_LINE). Two points where the octagon takes eight: the season 4 % quicker."""
    return f"M{round(x - DISC_LINE / 2, 3)},{round(y, 2)}h{DISC_LINE}"
