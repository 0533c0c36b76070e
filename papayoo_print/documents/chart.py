"""The report's chart: each player's running total less the table's average, round by round, as
SVG coordinates the template draws. Computed here, so that the template holds no arithmetic.

Eight totals climbing together are eight lines on top of each other; their gaps to the average
part them. The winner's line is dark and solid, the others light and thin, drawn under it. Each
line ends with its name and total, moved apart where ends are close and tied to their line by a
leader; a name too long for the margin is shortened with an ellipsis, its total kept.
"""

from collections.abc import Callable
from typing import Any

from papayoo_print.game import statistics
from papayoo_print.game.model import Game
from papayoo_print.resources import BOLD, REGULAR, advance_widths

# In the SVG's own units: about millimetres, the chart being the page's width less its margins.
WIDTH, HEIGHT = 180.0, 76.0
TOP, BOTTOM = 3.0, 64.0
FONT = 3.0
"""About 8.5 pt on A4: the smallest type in the chart stays above 7 pt."""
LABEL_STEP = 3.7
"""From one end label's centre to the next: a line of type and a little air."""
LEADER = 5.0
MAX_LABEL = 54.0
ELLIPSIS = "…"
NICE_STEPS = (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000)
MAX_GRID_STEPS = 6
WINNER = {"stroke": "#000000", "width": 1.0}
OTHER = {"stroke": "#9a9a9a", "width": 0.45}
MINUS = "\u2212"


def running_totals_chart(
    game: Game, number: Callable[[float], str], height: float = HEIGHT
) -> dict[str, Any]:
    """The chart of a game with at least one round, `height` units high (shorter under a sheet)."""
    bottom = height - (HEIGHT - BOTTOM)
    gaps = statistics.gaps_to_average(game)
    winners = set(game.leaders)
    step, low, high = scale(min(min(g) for g in gaps), max(max(g) for g in gaps))
    grid_values = range(low, high + 1, step)
    grid_labels = [_signed(value, number) for value in grid_values]
    left = 2.0 + max(text_width(label, FONT) for label in grid_labels)
    labels = [
        end_label(name, number(total), bold=player in winners)
        for player, (name, total) in enumerate(zip(game.players, game.totals))
    ]
    right = WIDTH - 0.5 - LEADER - max(label["width"] for label in labels)
    played = len(game.rounds)

    def x(round_number: int) -> float:
        return round(left + (right - left) * round_number / played, 2)

    def y(value: float) -> float:
        return round(TOP + (bottom - TOP) * (high - value) / (high - low), 2)

    ends = [y(gap[-1]) for gap in gaps]
    centres = spread(ends, LABEL_STEP, LABEL_STEP / 2, height - LABEL_STEP / 2)
    lines = []
    for player, gap in enumerate(gaps):
        style = WINNER if player in winners else OTHER
        label = labels[player]
        label_x = round(right + LEADER, 2)
        lines.append({
            "winner": player in winners,
            "points": " ".join(f"{x(index)},{y(value)}" for index, value in enumerate(gap)),
            **style,
            "end_x": x(played),
            "end_y": ends[player],
            "leader": f"{x(played) + 0.9},{ends[player]} {label_x - 0.8},{round(centres[player], 2)}",
            "label": label["text"],
            "bold": label["bold"],
            "label_x": label_x,
            "label_y": round(centres[player] + 0.36 * FONT, 2),
            "box": (label_x, centres[player] - LABEL_STEP / 2, label_x + label["width"],
                    centres[player] + LABEL_STEP / 2),
        })
    lines.sort(key=lambda line: line["winner"])  # the winner's line drawn last, on top
    tick_every = max(1, -(-played // 18))
    return {
        **frame(height, left, right, bottom),
        "grid": [
            {"y": y(value), "label_y": round(y(value) + 0.36 * FONT, 2), "label": label, "zero": value == 0}
            for value, label in zip(grid_values, grid_labels)
        ],
        "ticks": [
            {"x": x(index), "label": str(index)}
            for index in range(0, played + 1)
            if index % tick_every == 0 or index == played
        ],
        "lines": lines,
    }


def frame(height: float, left: float, right: float, bottom: float) -> dict[str, Any]:
    """A chart's size, plot area and where its axis labels go, as the templates draw them."""
    return {
        "width": WIDTH,
        "height": height,
        "font_size": FONT,
        "left": round(left, 2),
        "right": round(right, 2),
        "bottom": bottom,
        "grid_label_x": round(left - 1.5, 2),
        "tick_label_y": bottom + 4.5,
        "axis_label_y": bottom + 9.0,
    }


def scale(lowest: float, highest: float, steps: tuple[int, ...] = NICE_STEPS) -> tuple[int, int, int]:
    """A round step and the grid's ends, multiples of it, around every value and 0."""
    lowest, highest = min(lowest, 0.0), max(highest, 0.0)
    span = max(highest - lowest, 1.0)
    step = next((s for s in steps if span / s <= MAX_GRID_STEPS), steps[-1])
    low = int((lowest // step) * step)
    high = int(-(-highest // step) * step)
    if high == low:
        high += step
    return step, low, high


def _signed(value: int, number: Callable[[float], str]) -> str:
    if value == 0:
        return number(0)
    return ("+" if value > 0 else MINUS) + number(abs(value))


def end_label(name: str, total: str, *, bold: bool) -> dict[str, Any]:
    """`name total`, the name cut short with an ellipsis where the whole is too wide."""
    text = f"{name} {total}"
    width = text_width(text, FONT, bold=bold)
    kept = len(name)
    while width > MAX_LABEL and kept > 1:
        kept -= 1
        text = f"{name[:kept].rstrip(' -–')}{ELLIPSIS} {total}"
        width = text_width(text, FONT, bold=bold)
    return {"text": text, "width": round(width, 2), "bold": bold}


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """How wide `text` is set in the documents' font at `size`, in the same unit as `size`: the
    sum of its characters' advances, as ReportLab's stringWidth counts it (without importing
    ReportLab, which a season report would otherwise do for this alone: 30 to 40 ms)."""
    widths, missing = advance_widths(BOLD if bold else REGULAR)
    return 0.001 * size * sum(widths.get(ord(character), missing) for character in text)


def spread(wanted: list[float], step: float, first: float, last: float) -> list[float]:
    """Centres as close to `wanted` as can be, at least `step` apart, within [first, last].

    Labels that would overlap are gathered in a block centred on their wishes, and a block
    that runs into the previous one joins it; their order is kept.
    """
    order = sorted(range(len(wanted)), key=lambda index: (wanted[index], index))
    blocks: list[list[Any]] = []  # [start, members]
    for index in order:
        blocks.append([wanted[index], [index]])
        while True:
            block = blocks[-1]
            members = block[1]
            centre = sum(wanted[member] for member in members) / len(members)
            start = centre - step * (len(members) - 1) / 2
            block[0] = min(max(start, first), last - step * (len(members) - 1))
            if len(blocks) < 2 or blocks[-2][0] + step * len(blocks[-2][1]) <= block[0] + 1e-9:
                break
            previous = blocks.pop(-2)
            block[1] = previous[1] + members
    centres = [0.0] * len(wanted)
    for start, members in blocks:
        for offset, member in enumerate(members):
            centres[member] = start + offset * step
    return centres
