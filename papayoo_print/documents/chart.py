"""The report's chart: each player's running total less the table's average, round by round, as
SVG coordinates the template draws, in the frame the season's chart shares (chart_frame.py).

Eight totals climbing together are eight lines on top of each other; their gaps to the average
part them. Each player's line has its own dash pattern and mark, in the order of the places; the
winner's is the heaviest, drawn over the others. A mark stands at each round while the rounds
are few enough for marks to be told apart, and before each name. Each line ends with its name
and total, moved apart where ends are close and tied to their line by a leader; players tied at
the end are said so (`ties`).
"""

from collections.abc import Callable
from typing import Any

from papayoo_print.documents.chart_frame import HEIGHT, LABEL_STEP, WIDTH, chart_frame, end_label, line, style
from papayoo_print.game import statistics
from papayoo_print.game.model import Game

NICE_STEPS = (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000)
BLACK = "#000000"
WINNER_WIDTH, OTHER_WIDTH = 1.1, 0.55
MINUS = "\u2212"
MAX_TICKS = 18
MARK_SPACING = 7.0
"""Marks at every round only while rounds are at least this far apart."""


def running_totals_chart(
    game: Game, number: Callable[[float], str], height: float = HEIGHT, width: float = WIDTH
) -> dict[str, Any]:
    """The chart of a game with at least one round, `width` by `height` (smaller under a sheet),
    or taller where its end labels need it."""
    gaps = statistics.gaps_to_average(game)
    winners = set(game.leaders)
    order = {player: rank for rank, player in enumerate(game.ranking)}
    labels = [
        end_label(name, number(total), bold=player in winners)
        for player, (name, total) in enumerate(zip(game.players, game.totals))
    ]
    lowest, highest = min(min(gap) for gap in gaps), max(max(gap) for gap in gaps)
    height = max(height, sum(label["height"] for label in labels) + LABEL_STEP)
    frame = chart_frame(
        height, len(game.rounds), (lowest, highest), NICE_STEPS, lambda value: _signed(value, number), labels,
        width,
    )
    ranked = sorted(range(len(gaps)), key=order.__getitem__)
    ys = frame.apart([[frame.y(value) for value in gaps[player]] for player in ranked])
    by_player = dict(zip(ranked, ys))
    centres = frame.label_centres([by_player[player][-1] for player in range(len(gaps))], labels)
    every_round = (frame.x(1) - frame.x(0)) >= MARK_SPACING
    lines = []
    for player in ranked[::-1]:  # the first of the places drawn last, on top
        points = [(frame.x(step), y) for step, y in enumerate(by_player[player])]
        drawn = line(
            frame, style(order[player]), " ".join(f"{x},{y}" for x, y in points), points[-1][1],
            points[1:] if every_round else [], labels[player],
            centres[player], colour=BLACK, width=WINNER_WIDTH if player in winners else OTHER_WIDTH,
        )
        lines.append({**drawn, "winner": player in winners})
    return {**frame.context(_ticks(frame.steps)), "lines": lines, "ties": ties(game)}


def ties(game: Game) -> list[list[int]]:
    """The players who end on the same total, each group in the order of the places."""
    by_total: dict[int, list[int]] = {}
    for player in game.ranking:
        by_total.setdefault(game.totals[player], []).append(player)
    return [players for players in by_total.values() if len(players) > 1]


def _ticks(played: int) -> list[int]:
    """The rounds numbered along the bottom: 0, every one or every few, and the last."""
    every = max(1, -(-played // MAX_TICKS))
    return [step for step in range(0, played + 1) if step % every == 0 or step == played]


def _signed(value: int, number: Callable[[float], str]) -> str:
    if value == 0:
        return number(0)
    return ("+" if value > 0 else MINUS) + number(abs(value))
