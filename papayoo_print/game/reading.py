"""Reading a game from plain data (what a YAML or JSON file holds), with every problem at once.

Each problem carries the path of the value it is about, so that the file reader can name the
line. Every value is either accepted or a problem is recorded: nothing is skipped silently.
"""

import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from papayoo_print.facts import (
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MAX_ROUNDS_PLANNED,
    MAX_TITLE_LENGTH,
    MIN_PLAYERS,
)
from papayoo_print.game.model import Game
from papayoo_print.game.round_reading import read_rounds
from papayoo_print.game.look_alike import intruder, reading
from papayoo_print.game.values import (
    Problems,
    folded,
    looks_like,
    mixed_scripts,
    normalize_name,
    shown,
    unprintable,
    whole,
)
from papayoo_print.words import Language
from papayoo_print.words import ui_gettext as _
from papayoo_print.words import ui_ngettext as ngettext

GAME_KEYS = ("title", "date", "language", "players", "rounds_planned", "rounds")


def read_game(data: Any) -> Game:
    """The game `data` holds, or a UserError with every problem in it."""
    problems = Problems()
    if not isinstance(data, Mapping):
        problems.add((), _("a game file holds keys such as players: and rounds:, not a list or a value"))
        problems.raise_any()
    problems.unknown_keys(data, GAME_KEYS, ())
    players = _players(problems, data)
    rounds_planned = _rounds_planned(problems, data.get("rounds_planned"))
    rounds = read_rounds(problems, data.get("rounds", []), players) if players else ()
    game = Game(
        players=players or (),
        rounds=rounds,
        title=_title(problems, data.get("title")),
        date=_date(problems, data.get("date")),
        language=_language(problems, data.get("language")),
        rounds_planned=rounds_planned,
    )
    problems.raise_any()
    return game


def read_players(names: Sequence[Any]) -> tuple[str, ...]:
    """Player names as the game model takes them, or a UserError with every problem."""
    problems = Problems()
    players = _names(problems, names)
    problems.raise_any()
    assert players is not None
    return players


def _players(problems: Problems, data: Mapping[str, Any]) -> tuple[str, ...] | None:
    if "players" not in data:
        problems.add((), _("players: is missing: list the players, e.g. players: [Léa, Hugo, Chloé]"))
        return None
    value = data["players"]
    if not isinstance(value, list):
        problems.add(("players",), _("players: must be a list of names, e.g. [Léa, Hugo, Chloé]"))
        return None
    return _names(problems, value)


def _names(problems: Problems, value: Sequence[Any]) -> tuple[str, ...] | None:
    before = len(problems)
    names: list[str] = []
    read: dict[str, str] = {}
    plain: dict[str, str] = {}
    if not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        message = ngettext(
            "{count} player: Papayoo is played by {low} to {high}",
            "{count} players: Papayoo is played by {low} to {high}",
            len(value),
        )
        problems.add(("players",), message.format(count=len(value), low=MIN_PLAYERS, high=MAX_PLAYERS))
        if len(value) > MAX_PLAYERS:
            return None
    for index, name in enumerate(value):
        if not isinstance(name, str):
            message = _("player {number}: {value} is not text: put it in quotes")
            problems.add(("players", index), message.format(number=index + 1, value=shown(name)))
            continue
        if not name.strip():
            problems.add(("players", index), _("player {number} has no name").format(number=index + 1))
            continue
        name = normalize_name(name)
        if len(name) > MAX_NAME_LENGTH:
            message = _("player {name} has more than {count} characters")
            problems.add(("players", index), message.format(name=shown(name), count=MAX_NAME_LENGTH))
        elif why := unprintable(name) or mixed_scripts(name):
            problems.add(
                ("players", index), _("player {name}: {problem}").format(name=shown(name), problem=why)
            )
        if twin := _read_alike(name, read) or _typed_alike(name, plain):
            problems.add(("players", index), twin)
        names.append(name)
    return tuple(names) if len(problems) == before else None


def _read_alike(name: str, read: dict[str, str]) -> str | None:
    """Why `name` is again a name of `read` (the first name of each reading), or None, `name`
    then added: the same name (Léa, LÉA), or one a reader cannot tell from it
    (`look_alike.reading`: Сое, in Cyrillic, and Coe)."""
    key = reading(name)
    if key not in read:
        read[key] = name
        return None
    twin = read[key]
    if twin.casefold() == name.casefold():
        return _("player {name} is listed twice").format(name=shown(name))
    if intruder(name) or intruder(twin):
        return None  # said of the name with letters of two scripts
    message = _("player {name} can be mistaken for {other}: {difference}")
    return message.format(name=shown(name), other=twin, difference=looks_like(name, twin))


def _typed_alike(name: str, plain: dict[str, str]) -> str | None:
    """Why `name` is typed as a name of `plain` is (the first name of each folded form), or None,
    `name` then added: Zoé and ZOE are one player to whoever types a name without its accents
    or capitals (game add, --papayoo, a season)."""
    key = folded(name)
    if key not in plain:
        plain[key] = name
        return None
    message = _("player {name} differs from {other} only by accents or capitals: rename one")
    return message.format(name=shown(name), other=plain[key])


def _title(problems: Problems, value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        message = _("{value} is not text: put it in quotes").format(value=shown(value))
        problems.add(("title",), message, subject="title")
        return None
    if len(value) > MAX_TITLE_LENGTH:
        message = _("{value} has more than {count} characters").format(
            value=shown(value), count=MAX_TITLE_LENGTH
        )
        problems.add(("title",), message, subject="title")
        return None
    if why := unprintable(value):
        problems.add(("title",), why, subject="title")
        return None
    return value


def _rounds_planned(problems: Problems, value: Any) -> int | None:
    if value is None:
        return None
    if not whole(value) or not 1 <= value <= MAX_ROUNDS_PLANNED:
        problems.add(
            ("rounds_planned",),
            _("{value} is not a number of rounds from 1 to {most}").format(
                value=shown(value), most=MAX_ROUNDS_PLANNED
            ),
            subject="rounds_planned",
        )
        return None
    return value


def _date(problems: Problems, value: Any) -> datetime.date | None:
    if value is None:
        return None
    if isinstance(value, str):
        try:
            return datetime.date.fromisoformat(value)
        except ValueError:
            pass
    message = _("{value} is not a date written as 2026-11-29").format(value=shown(value))
    problems.add(("date",), message, subject="date")
    return None


def _language(problems: Problems, value: Any) -> Language | None:
    if value is None:
        return None
    if not isinstance(value, str) or value not in Language.__members__:
        message = _("{value} is not one of {languages}").format(
            value=shown(value), languages=", ".join(language.value for language in Language)
        )
        problems.add(("language",), message, subject="language")
        return None
    return Language(value)
