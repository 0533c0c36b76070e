"""The season's charts, as SVG coordinates: each player's wins so far, game after game; and the
rating of the players of the most games, game after game, from the game before their first.

Readable in black and white: each line has its own dash pattern and mark (chart_frame.STYLES), at
every game the player was at the table; the first three (of the standings; of the ratings) are
black lines named in bold, the others thinner and grey. A season of many games has a mark only
before each name: a mark a game would be a smear. Players level after a game are drawn side by
side there, not on top of each other. Each line ends with the player's mark, name and wins (or
rating), the labels moved apart where ends are close and tied to their line by a leader, in the
frame the game report's chart shares (chart_frame.py).
"""

from collections.abc import Callable, Sequence
from typing import Any

from papayoo_print.documents.chart_frame import (
    Frame,
    chart_frame,
    end_label,
    line,
    style,
)
from papayoo_print.game.ratings import START
from papayoo_print.game.season import Season, Standing, ratings_so_far, wins_so_far

WIN_STEPS = (1, 2, 5, 10, 20, 50, 100)
RATING_STEPS = (1, 2, 5, 10, 20, 50)
RATING_GRID = 5
"""The rating chart's grid: at most this many steps, from a multiple of its step below the lowest
rating shown (not from 0, which would leave the lines a band at the top)."""
LEADERS = 3
"""The first three of the standings (or the ratings): black lines, named in bold."""
BLACK, GREY = "#000000", "#666666"
WIDTHS = (0.75, 0.45)
"""The leaders' lines, the others'."""
MAX_TICKS = 18
TICK_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)
"""Games are numbered on the axis at the multiples of one of these, and the first."""
BELOW_LABELS = 16
"""A chart with many players is taller: this, and a row for each end label."""
MIN_HEIGHT = 42.0
WIN_LEVEL = 10.0
"""From one number of wins to the next, where the page allows: room for the lines of the players
level there, side by side."""
MAX_HEIGHT = 120.0
SIDE_BY_SIDE = 1.3
"""How far apart the lines of players level after a game are drawn, where the levels have room."""
TIE_ROOM = 0.7
"""The share of the space between two levels that the lines side by side there may take."""


def wins_chart(season: Season, number: Callable[[float], str], players: int, marked: bool) -> dict[str, Any]:
    """The chart of a season of at least one game: the first `players` of the standings, each
    line `marked` at the games its player was at the table, or only before its label (where the
    games are too many for a mark each to be seen). As tall as its levels of wins need, from
    MIN_HEIGHT, and as its labels need."""
    shown = season.standings[:players]
    wins = [wins_so_far(season, line.person) for line in shown]
    labels = [
        end_label(line.name, number(after[-1]), bold=index < LEADERS)
        for index, (line, after) in enumerate(zip(shown, wins))
    ]
    highest = max(max(after) for after in wins)
    levels = min(WIN_LEVEL * max(highest, 1) + BELOW_LABELS, MAX_HEIGHT)
    height = max(MIN_HEIGHT, levels, sum(label["height"] for label in labels) + BELOW_LABELS)
    frame = chart_frame(height, len(season.games), (0, highest), WIN_STEPS, number, labels)
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
        end_label(line.name, written(line.rating.mu), bold=index < LEADERS)
        for index, line in enumerate(shown)
    ]
    step = next((step for step in RATING_STEPS if _span(mus) / step <= RATING_GRID), RATING_STEPS[-1])
    base = int(min(min(values) for values in mus) // step * step)
    shifted = [tuple(value - base for value in values) for values in mus]
    highest = max(max(values) for values in shifted)
    height = max(76.0, sum(label["height"] for label in labels) + BELOW_LABELS)
    frame = chart_frame(
        height, len(season.games), (0, highest), (step,), lambda value: number(value + base), labels
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
    first; lines level at a game side by side there, within TIE_ROOM of a level."""
    meeting = max((sum(1 for line in values if line[game] == level) for game in range(len(values[0]))
                   for level in {line[game] for line in values}), default=1)
    gap = min(SIDE_BY_SIDE, TIE_ROOM * frame.unit / max(meeting - 1, 1))
    ys = frame.apart([[frame.y(value) for value in line] for line in values], gap)
    centres = frame.label_centres([line[-1] for line in ys], labels)
    lines = []
    for index, (player, after) in enumerate(zip(shown, ys)):
        games = enumerate(season.games, start=1)
        at_table = [game for game, played in games if player.person in played.people]
        start = at_table[0] - 1 if from_first else 0
        points = (_points if marked else _turns)(frame, values[index], start, after)
        marks = [(frame.x(game), after[game]) for game in at_table] if marked else []
        leading = index < LEADERS
        lines.append(line(
            frame, style(index), points, after[-1], marks, labels[index], centres[index],
            colour=BLACK if leading else GREY, width=WIDTHS[0] if leading else WIDTHS[1],
        ))
    lines.reverse()  # the first drawn last, on top
    return {**frame.context(_ticks(frame.steps)), "lines": lines, "marked": marked}


def _points(frame: Frame, values: Sequence[float], start: int, ys: Sequence[float] | None = None) -> str:
    """The line through `values`, one a game from the left, from the game `start`, as SVG
    points, at the heights `ys` where given (lines side by side), else at the values' own."""
    return _through(frame, values, range(start, len(values)), ys)


def _turns(frame: Frame, values: Sequence[float], start: int = 0, ys: Sequence[float] | None = None) -> str:
    """The line through `values`, as `_points`, where it turns: a point between two at its
    height is left out, the line the same, its points far fewer over many games."""
    ends = (start, len(values) - 1)
    turns = [
        game for game in range(start, len(values))
        if game in ends or len(set(values[game - 1 : game + 2])) > 1
    ]
    return _through(frame, values, turns, ys)


def _through(frame: Frame, values: Sequence[float], games: Sequence[int], ys: Sequence[float] | None) -> str:
    return " ".join(f"{frame.x(game)},{ys[game] if ys else frame.y(values[game])}" for game in games)


def _ticks(played: int) -> list[int]:
    """The games numbered along the bottom: the first, and every one or every few."""
    every = next((step for step in TICK_STEPS if played / step <= MAX_TICKS), -(-played // MAX_TICKS))
    return [game for game in range(1, played + 1) if game % every == 0 or game == 1]
