"""Reading a game's rounds: points or Payoo cards for every player, who took the Papayoo, the
die's suit, and the checks that a round makes 250 with every Payoo card counted once."""

from collections.abc import Mapping
from typing import Any

from papayoo_print.errors import DataPath
from papayoo_print.facts import MAX_ROUNDS, PAPAYOO_POINTS, PAYOO_CARDS, ROUND_TOTAL, Suit
from papayoo_print.game.model import Round
from papayoo_print.game.values import Problems, find_player, read_suit, shown, whole
from papayoo_print.words import interface_language, join_names
from papayoo_print.words import ui_gettext as _

ROUND_KEYS = ("scores", "cards", "papayoo", "suit")


def read_rounds(problems: Problems, value: Any, players: tuple[str, ...]) -> tuple[Round, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        problems.add(("rounds",), _("rounds: must be a list, one item per round"))
        return ()
    if len(value) > MAX_ROUNDS:
        message = _("{count} rounds: a game file holds at most {most}")
        problems.add(("rounds",), message.format(count=len(value), most=MAX_ROUNDS))
        return ()
    reader = _RoundReader(problems, players)
    read = (reader.round(data, number) for number, data in enumerate(value, start=1))
    return tuple(round_ for round_ in read if round_ is not None)


class _RoundReader:
    """Reads one round after another for the same players, into the same problems."""

    def __init__(self, problems: Problems, players: tuple[str, ...]) -> None:
        self.problems = problems
        self.players = players

    def round(self, data: Any, number: int) -> Round | None:
        path: DataPath = ("rounds", number - 1)
        problems = self.problems
        if not isinstance(data, Mapping):
            problems.add(path, _("must hold scores: or cards:"), number)
            return None
        before = len(problems)
        problems.unknown_keys(data, ROUND_KEYS, path)
        for key in ("papayoo", "suit"):
            if key in data and data[key] is None:
                message = _("{key}: is empty: fill it in, or leave the key out").format(key=key)
                problems.add((*path, key), message, number)
        papayoo = self.taker(data.get("papayoo"), path, number)
        suit = self.suit(data.get("suit"), path, number)
        if ("scores" in data) == ("cards" in data):
            both = "scores" in data
            message = _("give either scores: (points) or cards: (Payoo numbers), not both")
            problems.add(path, message if both else _("must hold scores: or cards:"), number)
            return None
        if "cards" in data:
            taken = self.cards(data["cards"], (*path, "cards"), number)
            if "papayoo" not in data:
                problems.add(path, _("with cards:, say who took the Papayoo (papayoo: Name)"), number)
            if taken is None or papayoo is None or len(problems) > before:
                return None
            cards_points = tuple(
                sum(payoos) + (PAPAYOO_POINTS if player == papayoo else 0)
                for player, payoos in enumerate(taken)
            )
            return Round(cards_points, papayoo, suit, taken)
        points = self.scores(data["scores"], (*path, "scores"), number)
        if points is None or len(problems) > before:
            return None
        return self.checked(Round(points, papayoo, suit), path, number)

    def checked(self, round_: Round, path: DataPath, number: int) -> Round | None:
        """A round given as points: they make 250, and the Papayoo's taker has its 40."""
        if round_.check != ROUND_TOTAL:
            self.problems.add(
                path,
                _("the points add up to {sum}, not {total} — a card was forgotten or counted twice").format(
                    sum=round_.check, total=ROUND_TOTAL
                ),
                number,
            )
            return None
        taker = round_.papayoo
        if taker is not None and round_.points[taker] < PAPAYOO_POINTS:
            self.problems.add(
                (*path, "papayoo"),
                _("{name} took the Papayoo, so scored at least {papayoo}, not {points}").format(
                    name=self.players[taker], papayoo=PAPAYOO_POINTS, points=round_.points[taker]
                ),
                number,
            )
            return None
        return round_

    def taker(self, name: Any, path: DataPath, number: int) -> int | None:
        if name is None:
            return None
        found = find_player(name, self.players)
        if isinstance(found, str):
            self.problems.add((*path, "papayoo"), f"papayoo: {found}", number)
            return None
        return found

    def suit(self, value: Any, path: DataPath, number: int) -> Suit | None:
        if value is None:
            return None
        suit = read_suit(value) if isinstance(value, str) else None
        if suit is None:
            message = _("suit: {value} is not spades, hearts, diamonds or clubs").format(value=shown(value))
            self.problems.add((*path, "suit"), message, number)
        return suit

    def per_player(self, data: Any, path: DataPath, number: int, what: str) -> dict[str, Any] | None:
        """A `{player: value}` mapping that names every player once and nobody else."""
        players = self.players
        if not isinstance(data, Mapping):
            message = _("{key}: must give each player's value, e.g. {{{name}: …}}").format(
                key=what, name=players[0]
            )
            self.problems.add(path, message, number)
            return None
        ok = True
        given = {}
        for key, value in data.items():
            found = find_player(key, players)
            if isinstance(found, str):
                self.problems.add((*path, key), found, number)
                ok = False
            elif players[found] in given:
                self.problems.add(
                    (*path, key), _("{name} is given twice").format(name=players[found]), number
                )
                ok = False
            else:
                given[players[found]] = value
        for name in players:
            if name not in given:
                self.problems.add(path, _("{name} is missing").format(name=name), number)
                ok = False
        return given if ok else None

    def scores(self, data: Any, path: DataPath, number: int) -> tuple[int, ...] | None:
        scores = self.per_player(data, path, number, "scores")
        if scores is None:
            return None
        ok = True
        for name, value in scores.items():
            if not whole(value) or not 0 <= value <= ROUND_TOTAL:
                self.problems.add(
                    (*path, name),
                    _("{value} is not a whole number of points from 0 to {total}").format(
                        value=shown(value), total=ROUND_TOTAL
                    ),
                    number,
                    name,
                )
                ok = False
        return tuple(scores[name] for name in self.players) if ok else None

    def cards(self, data: Any, path: DataPath, number: int) -> tuple[tuple[int, ...], ...] | None:
        cards = self.per_player(data, path, number, "cards")
        if cards is None:
            return None
        holders: dict[int, list[str]] = {}
        ok = True
        for name, taken in cards.items():
            if taken is None:
                cards[name] = taken = []
            if not isinstance(taken, list):
                self.problems.add(
                    (*path, name), _("list the Payoo numbers taken, e.g. [3, 9], or []"), number, name
                )
                ok = False
                continue
            for card in taken:
                if not whole(card) or card not in PAYOO_CARDS:
                    self.problems.add(
                        (*path, name),
                        _("{value} is not a Payoo card: they are numbered {first} to {last}").format(
                            value=shown(card), first=PAYOO_CARDS[0], last=PAYOO_CARDS[-1]
                        ),
                        number,
                        name,
                    )
                    ok = False
                else:
                    holders.setdefault(card, []).append(name)
        if not ok:
            return None
        self.each_card_once(holders, path, number)
        return tuple(tuple(sorted(cards[name])) for name in self.players)

    def each_card_once(self, holders: dict[int, list[str]], path: DataPath, number: int) -> None:
        for card in PAYOO_CARDS:
            takers = holders.get(card, [])
            if not takers:
                self.problems.add(
                    path, _("Payoo {card} is missing — nobody took it").format(card=card), number
                )
            elif len(takers) > 1:
                self.problems.add(
                    path,
                    _("Payoo {card} is counted more than once, for {names}").format(
                        card=card, names=join_names(list(dict.fromkeys(takers)), interface_language())
                    ),
                    number,
                )
