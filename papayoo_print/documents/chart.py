"""The report's chart: each player's running total less the table's average, round by round, as
SVG coordinates the template draws, in the frame the season's chart shares (chart_frame.py).

Eight totals climbing together are eight lines on top of each other; their gaps to the average
part them. The winner's line is dark and solid, the others light and thin, drawn under it. Each
line ends with its name and total, moved apart where ends are close and tied to their line by a
leader; a name too long for the margin is shortened with an ellipsis, its total kept.
"""

from collections.abc import Callable, Sequence
from typing import Any

from papayoo_print.documents.chart_frame import (
    HEIGHT,
    LABEL_STEP,
    Frame,
    baseline,
    chart_frame,
    end_label,
)
from papayoo_print.game import statistics
from papayoo_print.game.model import Game

NICE_STEPS = (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000)
WINNER = {"stroke": "#000000", "width": 1.0}
OTHER = {"stroke": "#9a9a9a", "width": 0.45}
MINUS = "\u2212"
MAX_TICKS = 18


def running_totals_chart(
    game: Game, number: Callable[[float], str], height: float = HEIGHT
) -> dict[str, Any]:
    """The chart of a game with at least one round, `height` units high (shorter under a sheet)."""
    gaps = statistics.gaps_to_average(game)
    winners = set(game.leaders)
    labels = [
        end_label(name, number(total), bold=player in winners)
        for player, (name, total) in enumerate(zip(game.players, game.totals))
    ]
    lowest, highest = min(min(gap) for gap in gaps), max(max(gap) for gap in gaps)
    frame = chart_frame(
        height, len(game.rounds), (lowest, highest), NICE_STEPS, lambda value: _signed(value, number), labels
    )
    ends = [frame.y(gap[-1]) for gap in gaps]
    centres = frame.label_centres(ends)
    lines = [
        _line(frame, gap, labels[player], ends[player], centres[player], winner=player in winners)
        for player, gap in enumerate(gaps)
    ]
    lines.sort(key=lambda line: line["winner"])  # the winner's line drawn last, on top
    return {**frame.context(_ticks(frame.steps)), "lines": lines}


def _line(
    frame: Frame, gap: Sequence[float], label: dict[str, Any], end: float, centre: float, *, winner: bool
) -> dict[str, Any]:
    """A player's line, from the first round to the last, and its end label."""
    label_x = frame.label_x
    return {
        "winner": winner,
        "points": frame.polyline(gap),
        **(WINNER if winner else OTHER),
        "end_x": frame.x(frame.steps),
        "end_y": end,
        "leader": frame.leader(end, round(centre, 2)),
        "label": label["text"],
        "bold": label["bold"],
        "label_x": label_x,
        "label_y": baseline(centre),
        "box": (label_x, centre - LABEL_STEP / 2, label_x + label["width"], centre + LABEL_STEP / 2),
    }


def _ticks(played: int) -> list[int]:
    """The rounds numbered along the bottom: 0, every one or every few, and the last."""
    every = max(1, -(-played // MAX_TICKS))
    return [step for step in range(0, played + 1) if step % every == 0 or step == played]


def _signed(value: int, number: Callable[[float], str]) -> str:
    if value == 0:
        return number(0)
    return ("+" if value > 0 else MINUS) + number(abs(value))
