"""What the report says of each player beyond totals and places: figures across the rounds.

A figure of no round is None, never 0: a game with no round played has no best round.
"""

from papayoo_print.game.model import Game


def papayoos_taken(game: Game) -> tuple[int, ...]:
    return tuple(
        sum(round_.papayoo == player for round_ in game.rounds) for player in range(len(game.players))
    )


def best_rounds(game: Game) -> tuple[int | None, ...]:
    """Each player's fewest points in a round (None before any round)."""
    return tuple(min(points, default=None) for points in _points_by_player(game))


def worst_rounds(game: Game) -> tuple[int | None, ...]:
    return tuple(max(points, default=None) for points in _points_by_player(game))


def averages(game: Game) -> tuple[float | None, ...]:
    """Each player's points per round played (None before any round)."""
    played = len(game.rounds)
    return tuple(total / played if played else None for total in game.totals)


def _points_by_player(game: Game) -> tuple[tuple[int, ...], ...]:
    return tuple(zip(*(round_.points for round_ in game.rounds))) or ((),) * len(game.players)


def led_from(game: Game) -> int | None:
    """The round after which the sole leader at the end stayed alone in front, if any."""
    if len(game.leaders) != 1 or not game.rounds:
        return None
    winner = game.leaders[0]
    since = None
    for number, totals in enumerate(game.running_totals, start=1):
        alone = all(total > totals[winner] for player, total in enumerate(totals) if player != winner)
        since = (since or number) if alone else None
    return since


def gaps_to_average(game: Game) -> tuple[tuple[float, ...], ...]:
    """Each player's running total less the table's average total, before the first round (0)
    and after each round: below 0 is ahead, since the lowest total wins."""
    count = len(game.players)
    gaps = [(0.0,) * count]
    for totals in game.running_totals:
        average = sum(totals) / count
        gaps.append(tuple(total - average for total in totals))
    return tuple(zip(*gaps))


def lowest(values: tuple[int, ...]) -> tuple[int, ...]:
    """The players with the lowest of `values`, in seating order."""
    least = min(values)
    return tuple(player for player, value in enumerate(values) if value == least)
