"""The report's chart of running totals, as SVG coordinates the template draws: computed here,
so that the template holds no arithmetic."""

from collections.abc import Callable
from typing import Any

from papayoo_print.game.model import Game

# In the SVG's own units (about millimetres at the page's width).
WIDTH, HEIGHT = 180.0, 78.0
LEFT, RIGHT, TOP, BOTTOM = 12.0, 148.0, 3.0, 68.0
LABEL_GAP = 3.6
NICE_STEPS = (10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000)
MAX_GRID_LINES = 8
DASHES = ("none", "3.5 1.5", "0.8 1.2", "5 1.5 1 1.5", "2 2", "6 2", "0.8 2.5", "3 1 1 1 1 1")


def running_totals_chart(game: Game, number: Callable[[float], str]) -> dict[str, Any]:
    """Every player's running total as a line from 0, labelled with the name at its end.

    Lines differ by dash pattern and width, so that they part in black and white.
    """
    played = len(game.rounds)
    highest = max(max(totals) for totals in game.running_totals)
    step = next((s for s in NICE_STEPS if highest / s <= MAX_GRID_LINES), NICE_STEPS[-1])
    top_value = max(step, -(-highest // step) * step)

    def x(round_number: int) -> float:
        return round(LEFT + (RIGHT - LEFT) * round_number / played, 2)

    def y(total: float) -> float:
        return round(BOTTOM - (BOTTOM - TOP) * total / top_value, 2)

    lines = []
    for player, name in enumerate(game.players):
        totals = [0, *(running[player] for running in game.running_totals)]
        points = " ".join(f"{x(index)},{y(total)}" for index, total in enumerate(totals))
        lines.append(
            {
                "points": points,
                "dash": DASHES[player % len(DASHES)],
                "width": 0.9 if player % 2 == 0 else 0.6,
                "label": f"{name} {number(totals[-1])}",
                "label_x": RIGHT + 2.0,
                "label_y": y(totals[-1]) + 1.1,
            }
        )
    _spread_labels(lines)
    tick_every = max(1, -(-played // 18))
    return {
        "width": WIDTH,
        "height": HEIGHT,
        "left": LEFT,
        "right": RIGHT,
        "bottom": BOTTOM,
        "grid_label_x": LEFT - 1.5,
        "tick_label_y": BOTTOM + 4.5,
        "axis_label_y": BOTTOM + 9.0,
        "grid": [
            {"y": y(value), "label_y": y(value) + 1.1, "label": number(value)}
            for value in range(0, top_value + 1, step)
        ],
        "ticks": [
            {"x": x(index), "label": str(index)}
            for index in range(0, played + 1)
            if index % tick_every == 0 or index == played
        ],
        "lines": lines,
    }


def _spread_labels(lines: list[dict[str, Any]]) -> None:
    """Move the end labels apart where totals are close, keeping their order."""
    ordered = sorted(lines, key=lambda line: line["label_y"])
    for above, below in zip(ordered, ordered[1:]):
        below["label_y"] = round(max(below["label_y"], above["label_y"] + LABEL_GAP), 2)
    overflow = ordered[-1]["label_y"] - (HEIGHT - 1.0)
    if overflow > 0:
        for line in ordered:
            line["label_y"] = round(line["label_y"] - overflow, 2)
