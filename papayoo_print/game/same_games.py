"""The same game in two files: a copy (`janvier (copie).yaml`, a JSON export), or a copy saved
before its last rounds were played. A season counts it once.

Two files hold the same game when they have the same players (matched as the season matches
them: case and accents ignored, in any seating order), the same date (or none) and the same
rounds, or the rounds of one are the first rounds of the other. Each round is compared by its
points, player by player; who took the Papayoo and the suit are not compared, nor the title.
The longer is kept; of two alike, the one of shorter file name, as a copy's name is the
original's and more (`janvier (copie).yaml`, `janvier - Copie.yaml`, `Copie de janvier.yaml`),
then the first by name, capitals and accents aside.
"""

import datetime
from pathlib import PurePath
from collections.abc import Sequence
from typing import NamedTuple

from papayoo_print.game.model import Game
from papayoo_print.game.values import folded


class Copy(NamedTuple):
    """A file left out of the season, as the same game as a file kept."""

    source: str
    kept: str
    rounds: int
    """The rounds of the file left out."""
    kept_rounds: int


_Rounds = tuple[tuple[int, ...], ...]
_Key = tuple[tuple[str, ...], datetime.date | None, tuple[int, ...]]


def once(files: Sequence[tuple[str, Game]]) -> tuple[list[tuple[str, Game]], list[Copy]]:
    """The files whose game is not another's, in the order given, and a `Copy` for each of the
    others, in the order given. Games without a round have none in common and are all kept."""
    shape = [_shape(game) for _source, game in files]
    alike: dict[_Key, list[int]] = {}
    for index, ((people, date), rounds) in enumerate(shape):
        if rounds:
            alike.setdefault((people, date, rounds[0]), []).append(index)
    kept_as: dict[int, int] = {}
    for indices in alike.values():
        indices.sort(key=lambda index: (-len(shape[index][1]), *_name_order(files[index][0])))
        kept: list[int] = []
        for index in indices:
            rounds = shape[index][1]
            match = next((other for other in kept if shape[other][1][: len(rounds)] == rounds), None)
            if match is None:
                kept.append(index)
            else:
                kept_as[index] = match
    copies = [
        Copy(files[index][0], files[match][0], len(files[index][1].rounds), len(files[match][1].rounds))
        for index, match in sorted(kept_as.items())
    ]
    return [file for index, file in enumerate(files) if index not in kept_as], copies


def _shape(game: Game) -> tuple[tuple[tuple[str, ...], datetime.date | None], _Rounds]:
    """What tells a game from another: its people in one order, its date, and each round's
    points in that order."""
    people = [folded(name) for name in game.players]
    seats = sorted(range(len(people)), key=people.__getitem__)
    rounds = tuple(tuple(round_.points[seat] for seat in seats) for round_ in game.rounds)
    return (tuple(people[seat] for seat in seats), game.date), rounds


def _name_order(source: str) -> tuple[int, str, str]:
    """Where a file comes among the same game's files: by the length of its name without the
    extension, then by that name without capitals or accents, then as written."""
    stem = folded(PurePath(source).stem)
    return len(stem), stem, source
