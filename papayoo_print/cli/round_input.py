"""What `game add` reads from its command line: the points, in seating order or by name, or
each player's Payoo cards, and who took the Papayoo. Names are matched as people type them
(Chloe finds Chloé, H finds Hugo's suggestion); the game's reading then checks the round as it
checks a file's."""

import re
from typing import Any

from papayoo_print.errors import Problem, UserError
from papayoo_print.game.values import find_player, folded, normalize_name, shown, typed_points
from papayoo_print.words import ui_gettext as _
from papayoo_print.words import ui_ngettext as ngettext

CARDS_OPTION = "--cards"
_BETWEEN_NUMBERS = re.compile(r"[\s,;]+")


def taker(typed: str, players: tuple[str, ...]) -> str:
    """The player `--papayoo` names, as the game file spells it (Chloe finds Chloé)."""
    found = player_named(typed, players)
    if isinstance(found, str):
        raise UserError(Problem(found, subject="--papayoo"))
    return players[found]


def player_named(typed: str, players: tuple[str, ...]) -> int | str:
    """The position of the player `typed` names, as `find_player` matches it, or why not."""
    found = find_player(typed, players)
    if isinstance(found, str):
        return _beginning(typed, players) or found
    return found


def _beginning(typed: str, players: tuple[str, ...]) -> str | None:
    """A name that is the beginning of one player's name alone (H, when Hugo alone starts with
    an H) gets that player suggested, as a near spelling does."""
    start = folded(normalize_name(typed))
    starting = [name for name in players if start and folded(name).startswith(start)]
    if len(starting) != 1:
        return None
    return _("{name} is not one of the players (did you mean {likely}?)").format(
        name=shown(typed), likely=starting[0]
    )


def scores(points: list[str], players: tuple[str, ...]) -> dict[str, Any]:
    """`27 71 58 94` in seating order, or `Léa=27 Hugo=71 …` in any order (names as people type
    them, which the game's reading matches to the players); a name given twice is refused here."""
    for value in points:
        if ":" in value and "=" not in value:
            raise UserError(_("{value} looks like a player's cards: add --cards").format(value=shown(value)))
    named = [point.rpartition("=") for point in points]  # points have no "=", a name may: a=b=50
    if all(sep for _name, sep, _value in named):
        _suggest_beginnings([name for name, _sep, _value in named], players)
        given: dict[str, Any] = {}
        for name, _sep, value in named:
            if normalize_name(name) in given:
                message = _("{name} is given twice: give each player's points once")
                raise UserError(message.format(name=shown(normalize_name(name))))
            given[normalize_name(name)] = typed_points(value)
        return given
    if any(sep for _name, sep, _value in named):
        raise UserError(_("give the points either all in seating order or all as Name=points"))
    if len(points) != len(players):
        message = ngettext(
            "{count} value given for {players} players ({names})",
            "{count} values given for {players} players ({names})",
            len(points),
        )
        raise UserError(message.format(count=len(points), players=len(players), names=", ".join(players)))
    return {name: typed_points(value) for name, value in zip(players, points)}


def _suggest_beginnings(names: list[str], players: tuple[str, ...]) -> None:
    """Refuse, with the player each suggests, the names that only begin a player's name: the
    game's reading would say they are no player's, without a hint."""
    suggested = [
        suggestion
        for name in names
        if isinstance(find_player(name, players), str) and (suggestion := _beginning(name, players))
    ]
    if suggested:
        raise UserError(*suggested)


def cards(values: list[str], players: tuple[str, ...]) -> dict[str, list[Any]]:
    """`"Léa: 3 9" "Hugo: 6"`, or the same unquoted (`Léa: 3 9 Hugo : 6`), commas allowed: each
    player's Payoo numbers, under the name as the game spells it; a player left out took none.
    A number that is no Payoo card is kept as typed, for the round's checks to name it."""
    taken: dict[str, list[Any]] = {}
    current: list[Any] | None = None
    for value in _colons_joined(values):
        name, colon, numbers = value.partition(":")
        if colon:
            found = player_named(name, players)
            if isinstance(found, str):
                raise UserError(Problem(found, subject=CARDS_OPTION))
            if players[found] in taken:
                message = _("{name} is given twice: give each player's cards once")
                raise UserError(Problem(message.format(name=players[found]), subject=CARDS_OPTION))
            current = taken[players[found]] = []
            current.extend(typed_points(number) for number in _BETWEEN_NUMBERS.split(numbers) if number)
        else:
            typed = [typed_points(number) for number in _BETWEEN_NUMBERS.split(value) if number]
            if current is None or not all(isinstance(number, int) for number in typed):
                raise UserError(Problem(_not_cards(value, current is None, players), subject=CARDS_OPTION))
            current.extend(typed)
    return {name: taken.get(name, []) for name in players}


def _colons_joined(values: list[str]) -> list[str]:
    """The values, a colon typed apart from its name (`Léa : 3 9` unquoted) joined to it."""
    joined: list[str] = []
    for value in values:
        if joined and value.lstrip().startswith(":") and ":" not in joined[-1]:
            joined[-1] += value
        else:
            joined.append(value)
    return joined


def _not_cards(value: str, first: bool, players: tuple[str, ...]) -> str:
    """Why `value`, given with --cards, is not a player's cards: points, or a name without its
    colon (the example then shows that player's)."""
    words = value.split()
    named = find_player(words[0], players) if words else None
    # A player's cards as the user types them, in the language's typography.
    card_list = _("{name}: 3 9").format(name=players[named if isinstance(named, int) else 0])
    example = f'"{card_list}"'
    if first and ("=" in value or isinstance(typed_points(value), int)):
        message = _(
            "points and --cards do not go together: give either the points,"
            " or each player's cards as {example}"
        )
        return message.format(example=example)
    return _("{value} is not a player's cards: write them as {example}").format(
        value=shown(value), example=example
    )
