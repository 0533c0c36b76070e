"""The saved game: its model, every check a game must pass, and what follows from it.

A game is read from plain data (what a YAML or JSON file holds) by `read_game`, which reports
every problem at once, each with the path of the value it is about; the file reader turns
paths into line numbers. Totals, places and the winner are computed here and nowhere else.
"""

import datetime
import difflib
import re
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from papayoo_print.i18n import Language
from papayoo_print.rules import (
    MAX_PLAYERS,
    MAX_ROUNDS_PLANNED,
    MIN_PLAYERS,
    PAPAYOO_POINTS,
    PAYOO_CARDS,
    ROUND_TOTAL,
    Suit,
)

MAX_NAME_LENGTH = 40

Path = tuple[str | int, ...]
"""Where a value sits in the game's data: keys and list positions, from the top."""


class Problem(NamedTuple):
    path: Path
    message: str


class GameError(Exception):
    """A game that cannot be read; carries every problem found, not only the first."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        super().__init__("; ".join(problem.message for problem in problems))
        self.problems = tuple(problems)


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

    @property
    def papayoos_taken(self) -> tuple[int, ...]:
        return tuple(
            sum(round_.papayoo == player for round_ in self.rounds)
            for player in range(len(self.players))
        )

    @property
    def best_rounds(self) -> tuple[int, ...]:
        """Each player's fewest points in a round (0 before any round)."""
        return tuple(min(points, default=0) for points in self._points_by_player)

    @property
    def worst_rounds(self) -> tuple[int, ...]:
        return tuple(max(points, default=0) for points in self._points_by_player)

    @property
    def averages(self) -> tuple[float, ...]:
        """Each player's points per round played."""
        played = len(self.rounds)
        return tuple(total / played if played else 0.0 for total in self.totals)

    @property
    def _points_by_player(self) -> tuple[tuple[int, ...], ...]:
        return tuple(zip(*(round_.points for round_ in self.rounds))) or ((),) * len(self.players)

    @property
    def led_from(self) -> int | None:
        """The round after which the sole leader at the end stayed alone in front, if any."""
        if len(self.leaders) != 1 or not self.rounds:
            return None
        winner = self.leaders[0]
        since = None
        for number, totals in enumerate(self.running_totals, start=1):
            alone = all(total > totals[winner] for player, total in enumerate(totals) if player != winner)
            since = (since or number) if alone else None
        return since

    def without_last_round(self) -> "Game":
        return self._replace(rounds=self.rounds[:-1])


# --- reading a game from data ----------------------------------------------------------------

GAME_KEYS = ("title", "date", "language", "players", "rounds_planned", "rounds")
ROUND_KEYS = ("scores", "cards", "papayoo", "suit")


class _Reader:
    """Collects problems while it builds a Game; raises them all at the end."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def problem(self, path: Path, message: str) -> None:
        self.problems.append(Problem(path, message))

    def unknown_keys(self, data: Mapping[Any, Any], known: Sequence[str], path: Path, what: str) -> None:
        for key in data:
            if key not in known:
                close = difflib.get_close_matches(str(key), known, n=1)
                hint = f" (did you mean '{close[0]}'?)" if close else f" ({what} has: {', '.join(known)})"
                self.problem((*path, key), f"unknown key {str(key)!r}{hint}")

    def text(self, data: Mapping[str, Any], key: str) -> str | None:
        value = data.get(key)
        if value is None:
            return None
        if not isinstance(value, str):
            self.problem((key,), f"{key}: {value!r} is not text: put it in quotes")
            return None
        return value

    def game(self, data: Any) -> Game:
        if not isinstance(data, Mapping):
            self.problem((), "a game file holds keys such as players: and rounds:, not a list or a value")
            raise GameError(self.problems)
        self.unknown_keys(data, GAME_KEYS, (), "a game")
        players = self.players(data)
        rounds_planned = self.rounds_planned(data.get("rounds_planned"))
        rounds = self.rounds(data.get("rounds", []), players) if players else ()
        game = Game(
            players=players or (),
            rounds=rounds,
            title=self.text(data, "title"),
            date=self.date(data.get("date")),
            language=self.language(data.get("language")),
            rounds_planned=rounds_planned,
        )
        if self.problems:
            raise GameError(self.problems)
        return game

    def players(self, data: Mapping[str, Any]) -> tuple[str, ...] | None:
        if "players" not in data:
            self.problem((), "players: is missing: list the players, e.g. players: [Léa, Hugo, Chloé]")
            return None
        value = data["players"]
        if not isinstance(value, list):
            self.problem(("players",), "players: must be a list of names, e.g. [Léa, Hugo, Chloé]")
            return None
        return self.names(value)

    def names(self, value: Sequence[Any]) -> tuple[str, ...] | None:
        before = len(self.problems)
        names: list[str] = []
        for index, name in enumerate(value):
            if not isinstance(name, str):
                self.problem(
                    ("players", index), f"player {index + 1}: {name!r} is not text: put it in quotes"
                )
                continue
            if not name.strip():
                self.problem(("players", index), f"player {index + 1} has no name")
                continue
            name = normalize_name(name)
            if len(name) > MAX_NAME_LENGTH:
                self.problem(
                    ("players", index), f"player {name!r} has more than {MAX_NAME_LENGTH} characters"
                )
            if name.casefold() in (known.casefold() for known in names):
                self.problem(("players", index), f"player {name!r} is listed twice")
            names.append(name)
        if not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
            self.problem(
                ("players",),
                f"{len(value)} players: Papayoo is played by {MIN_PLAYERS} to {MAX_PLAYERS}",
            )
        return tuple(names) if len(self.problems) == before else None

    def rounds_planned(self, value: Any) -> int | None:
        if value is None:
            return None
        if not _whole(value) or not 1 <= value <= MAX_ROUNDS_PLANNED:
            self.problem(
                ("rounds_planned",),
                f"rounds_planned: {value!r} is not a number of rounds from 1 to {MAX_ROUNDS_PLANNED}",
            )
            return None
        return value

    def date(self, value: Any) -> datetime.date | None:
        if value is None:
            return None
        if isinstance(value, str):
            try:
                return datetime.date.fromisoformat(value)
            except ValueError:
                pass
        self.problem(("date",), f"date: {value!r} is not a date written as 2026-11-29")
        return None

    def language(self, value: Any) -> Language | None:
        if value is None:
            return None
        if value not in Language.__members__:
            self.problem(("language",), f"language: {value!r} is not one of fr, es, en")
            return None
        return Language(value)

    def rounds(self, value: Any, players: tuple[str, ...]) -> tuple[Round, ...]:
        if not isinstance(value, list):
            self.problem(("rounds",), "rounds: must be a list, one item per round")
            return ()
        read = (self.round(data, number, players) for number, data in enumerate(value, start=1))
        return tuple(round_ for round_ in read if round_ is not None)

    def round(self, data: Any, number: int, players: tuple[str, ...]) -> Round | None:
        path: Path = ("rounds", number - 1)
        where = f"round {number}"
        if not isinstance(data, Mapping):
            self.problem(path, f"{where}: must hold scores: or cards:")
            return None
        before = len(self.problems)
        self.unknown_keys(data, ROUND_KEYS, path, "a round")
        papayoo = self.taker(data.get("papayoo"), path, where, players)
        suit = self.suit(data.get("suit"), path, where)
        if ("scores" in data) == ("cards" in data):
            self.problem(path, f"{where}: give either scores: (points) or cards: (Payoo numbers), not both")
            return None
        if "cards" in data:
            cards = self.cards(data["cards"], (*path, "cards"), where, players)
            if "papayoo" not in data:
                self.problem(path, f"{where}: with cards:, say who took the Papayoo (papayoo: Name)")
            if cards is None or papayoo is None or len(self.problems) > before:
                return None
            points = tuple(
                sum(taken) + (PAPAYOO_POINTS if player == papayoo else 0)
                for player, taken in enumerate(cards)
            )
            return Round(points, papayoo, suit, cards)
        points = self.scores(data["scores"], (*path, "scores"), where, players)
        if points is None or len(self.problems) > before:
            return None
        if sum(points) != ROUND_TOTAL:
            self.problem(
                path,
                f"{where}: the points add up to {sum(points)}, not {ROUND_TOTAL}"
                " — a card was forgotten or counted twice",
            )
            return None
        if papayoo is not None and points[papayoo] < PAPAYOO_POINTS:
            self.problem(
                (*path, "papayoo"),
                f"{where}: {players[papayoo]} took the Papayoo, so scored at least {PAPAYOO_POINTS},"
                f" not {points[papayoo]}",
            )
            return None
        return Round(points, papayoo, suit)

    def taker(self, name: Any, path: Path, where: str, players: tuple[str, ...]) -> int | None:
        if name is None:
            return None
        if isinstance(name, str):
            name = normalize_name(name)
        if name not in players:
            self.problem((*path, "papayoo"), f"{where}: papayoo: {name!r} is not one of the players")
            return None
        return players.index(name)

    def suit(self, value: Any, path: Path, where: str) -> Suit | None:
        if value is None:
            return None
        if value not in Suit.__members__:
            self.problem(
                (*path, "suit"), f"{where}: suit: {value!r} is not spades, hearts, diamonds or clubs"
            )
            return None
        return Suit(value)

    def per_player(
        self, data: Any, path: Path, where: str, players: tuple[str, ...], what: str
    ) -> dict[str, Any] | None:
        """A `{player: value}` mapping that names every player once and nobody else."""
        if not isinstance(data, Mapping):
            self.problem(path, f"{where}: {what}: must give each player's {what}, e.g. {{{players[0]}: …}}")
            return None
        ok = True
        given = {}
        for key, value in data.items():
            name = normalize_name(key) if isinstance(key, str) else key
            if name not in players:
                self.problem((*path, key), f"{where}: {key!r} is not one of the players")
                ok = False
            given[name] = value
        for name in players:
            if name not in given:
                self.problem(path, f"{where}: {name} is missing")
                ok = False
        return given if ok else None

    def scores(self, data: Any, path: Path, where: str, players: tuple[str, ...]) -> tuple[int, ...] | None:
        scores = self.per_player(data, path, where, players, "scores")
        if scores is None:
            return None
        ok = True
        for name, value in scores.items():
            if not _whole(value) or not 0 <= value <= ROUND_TOTAL:
                self.problem(
                    (*path, name),
                    f"{where}, {name}: {value!r} is not a whole number of points from 0 to {ROUND_TOTAL}",
                )
                ok = False
        return tuple(scores[name] for name in players) if ok else None

    def cards(
        self, data: Any, path: Path, where: str, players: tuple[str, ...]
    ) -> tuple[tuple[int, ...], ...] | None:
        cards = self.per_player(data, path, where, players, "cards")
        if cards is None:
            return None
        holders: dict[int, list[str]] = {}
        ok = True
        for name, taken in cards.items():
            if taken is None:
                cards[name] = taken = []
            if not isinstance(taken, list):
                self.problem(
                    (*path, name), f"{where}, {name}: list the Payoo numbers taken, e.g. [3, 9], or []"
                )
                ok = False
                continue
            for number in taken:
                if not _whole(number) or number not in PAYOO_CARDS:
                    self.problem(
                        (*path, name),
                        f"{where}, {name}: {number!r} is not a Payoo card: they are numbered"
                        f" {PAYOO_CARDS[0]} to {PAYOO_CARDS[-1]}",
                    )
                    ok = False
                else:
                    holders.setdefault(number, []).append(name)
        if not ok:
            return None
        for number in PAYOO_CARDS:
            takers = holders.get(number, [])
            if not takers:
                self.problem(path, f"{where}: Payoo {number} is missing — nobody took it")
            elif len(takers) > 1:
                self.problem(
                    path, f"{where}: Payoo {number} is counted twice, for {_and(takers)}"
                )
        return tuple(tuple(sorted(cards[name])) for name in players)


def typed_points(text: str) -> int | str:
    """Points typed as text (a command's argument, a CSV cell): a whole number becomes an int;
    anything else stays as typed, for the checks to name it."""
    text = text.strip()
    return int(text) if _TYPED_INTEGER.fullmatch(text) else text


_TYPED_INTEGER = re.compile(r"[+-]?[0-9]+")


def normalize_name(name: str) -> str:
    """Names compare as a person reads them: no outer spaces, one Unicode form (NFC)."""
    return unicodedata.normalize("NFC", name.strip())


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _and(names: Sequence[str]) -> str:
    return ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else names[0]


def read_players(names: Sequence[Any]) -> tuple[str, ...]:
    """Player names as the game model takes them, or a GameError with every problem."""
    reader = _Reader()
    players = reader.names(names)
    if players is None:
        raise GameError(reader.problems)
    return players


def read_game(data: Any) -> Game:
    """The game `data` holds, or a GameError with every problem in it."""
    return _Reader().game(data)


def game_data(game: Game) -> dict[str, Any]:
    """The game as plain data, keys in the order a person reads them: what a file holds."""
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

