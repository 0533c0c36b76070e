"""A game as plain data (what a YAML, JSON or CSV file holds), keys in the order a person reads."""

from typing import Any

from papayoo_print.game.model import Game, Round


def game_data(game: Game) -> dict[str, Any]:
    data: dict[str, Any] = {}
    if game.title is not None:
        data["title"] = game.title
    if game.date is not None:
        data["date"] = game.date.isoformat()
    if game.language is not None:
        data["language"] = game.language.value
    data["players"] = list(game.players)
    if game.rounds_planned is not None:
        data["rounds_planned"] = game.rounds_planned
    data["rounds"] = [_round_data(game.players, round_) for round_ in game.rounds]
    return data


def _round_data(players: tuple[str, ...], round_: Round) -> dict[str, Any]:
    data: dict[str, Any] = {}
    if round_.cards is not None:
        data["cards"] = {name: list(taken) for name, taken in zip(players, round_.cards)}
    else:
        data["scores"] = dict(zip(players, round_.points))
    if round_.papayoo is not None:
        data["papayoo"] = players[round_.papayoo]
    if round_.suit is not None:
        data["suit"] = round_.suit.value
    return data
