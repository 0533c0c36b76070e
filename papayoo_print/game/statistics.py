"""What the report says of each player beyond totals and places: figures across the rounds."""

from papayoo_print.game.model import Game


def papayoos_taken(game: Game) -> tuple[int, ...]:
    return tuple(
        sum(round_.papayoo == player for round_ in game.rounds) for player in range(len(game.players))
    )


def best_rounds(game: Game) -> tuple[int, ...]:
    """Each player's fewest points in a round (0 before any round)."""
    return tuple(min(points, default=0) for points in _points_by_player(game))


def worst_rounds(game: Game) -> tuple[int, ...]:
    return tuple(max(points, default=0) for points in _points_by_player(game))


def averages(game: Game) -> tuple[float, ...]:
    """Each player's points per round played."""
    played = len(game.rounds)
    return tuple(total / played if played else 0.0 for total in game.totals)


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
