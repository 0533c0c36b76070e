"""The saved game: plain, immutable values, and what follows from them: running totals, places,
the winner. Computed here and nowhere else."""

import datetime
from typing import NamedTuple

from papayoo_print.facts import PAPAYOO_POINTS, Suit
from papayoo_print.words import Language


class Round(NamedTuple):
    points: tuple[int, ...]
    """Each player's points, in the order of `Game.players`."""
    papayoo: int | None = None
    """Who took the Papayoo, by position in `Game.players`."""
    suit: Suit | None = None
    cards: tuple[tuple[int, ...], ...] | None = None
    """The Payoo numbers each player took, when the round was recorded card by card."""

    @property
    def check(self) -> int:
        return sum(self.points)

    @property
    def payoo_points(self) -> tuple[int, ...] | None:
        """What each player's Payoo cards were worth: the points less the Papayoo's 40, when
        the round says who took it (recorded card by card, it always does)."""
        if self.papayoo is None:
            return None
        return tuple(
            points - (PAPAYOO_POINTS if player == self.papayoo else 0)
            for player, points in enumerate(self.points)
        )


class Game(NamedTuple):
    players: tuple[str, ...]
    rounds: tuple[Round, ...] = ()
    title: str | None = None
    date: datetime.date | None = None
    language: Language | None = None
    rounds_planned: int | None = None

    @property
    def running_totals(self) -> tuple[tuple[int, ...], ...]:
        """After each round, every player's total so far."""
        totals = [0] * len(self.players)
        after: list[tuple[int, ...]] = []
        for round_ in self.rounds:
            totals = [total + points for total, points in zip(totals, round_.points)]
            after.append(tuple(totals))
        return tuple(after)

    @property
    def totals(self) -> tuple[int, ...]:
        running = self.running_totals
        return running[-1] if running else (0,) * len(self.players)

    @property
    def places(self) -> tuple[int, ...]:
        """Each player's place, lowest total first; players tied share a place (1, 1, 3)."""
        totals = self.totals
        return tuple(1 + sum(other < total for other in totals) for total in totals)

    @property
    def ranking(self) -> tuple[int, ...]:
        """Player positions from first place to last; tied players keep their seating order."""
        totals = self.totals
        return tuple(sorted(range(len(self.players)), key=totals.__getitem__))

    @property
    def leaders(self) -> tuple[int, ...]:
        """The players with the lowest total: the winner, or those who draw."""
        return tuple(player for player, place in enumerate(self.places) if place == 1)

    @property
    def finished(self) -> bool:
        """All the rounds agreed before playing are played (a tie may add more)."""
        return self.rounds_planned is not None and len(self.rounds) >= self.rounds_planned

    def without_last_round(self) -> "Game":
        return self._replace(rounds=self.rounds[:-1])
