"""The pieces every reader of a game shares: the problems found so far, and single values
(whole numbers, points typed as text, names as a person compares them, text that prints)."""

import difflib
import re
import unicodedata
from functools import cache
from collections.abc import Mapping, Sequence
from typing import Any, TypeGuard

from papayoo_print.errors import DataPath, Problem, UserError
from papayoo_print.facts import Suit
from papayoo_print.resources import printable_characters
from papayoo_print.words import Language, translations
from papayoo_print.words import ui_gettext as _

MAX_DIGITS = 18
"""Beyond this a string of digits is no number a game holds (and Python refuses to convert one
of thousands of digits): it stays text, for the checks to refuse."""
SHOWN_LENGTH = 40


class Problems:
    """The problems found so far in one reading."""

    def __init__(self) -> None:
        self.found: list[Problem] = []

    def add(
        self,
        path: DataPath,
        message: str,
        round: int | None = None,
        player: str | None = None,
        subject: str | None = None,
    ) -> None:
        self.found.append(Problem(message, path=path, round=round, player=player, subject=subject))

    def __len__(self) -> int:
        return len(self.found)

    def unknown_keys(self, data: Mapping[Any, Any], known: Sequence[str], path: DataPath) -> None:
        """Keys not in `known`, each with the likely one, or else the keys a game (path ()) or a
        round has."""
        for key in data:
            if key not in known:
                close = difflib.get_close_matches(str(key), known, n=1)
                if close:
                    hint = _("did you mean '{key}'?").format(key=close[0])
                elif path:
                    hint = _("a round has: {keys}").format(keys=", ".join(known))
                else:
                    hint = _("a game has: {keys}").format(keys=", ".join(known))
                message = _("unknown key {key} ({hint})").format(key=shown(str(key)), hint=hint)
                self.add((*path, key), message)

    def raise_any(self) -> None:
        if self.found:
            raise UserError(*self.found)


def typed_points(text: str) -> int | str:
    """Points typed as text (a command's argument, a CSV cell): a whole number becomes an int;
    anything else stays as typed, for the checks to name it."""
    text = text.strip()
    return int(text) if _TYPED_INTEGER.fullmatch(text) else text


_TYPED_INTEGER = re.compile(rf"[+-]?[0-9]{{1,{MAX_DIGITS}}}")


def normalize_name(name: str) -> str:
    """Names compare as a person reads them: no outer spaces, one Unicode form (NFC)."""
    return unicodedata.normalize("NFC", name.strip())


def whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def shown(value: Any) -> str:
    """A value as a message quotes it: its repr (so that no control character reaches the
    terminal), cut short when long."""
    text = repr(value)
    return text if len(text) <= SHOWN_LENGTH else text[: SHOWN_LENGTH - 1] + "…"


def unprintable(text: str) -> str | None:
    """Why `text` cannot be printed as a name or a title, or None: a control character, an
    invisible one (which would make two names that look the same), or one the fonts cannot draw
    (which would print as an empty box)."""
    for char in dict.fromkeys(text):
        category = unicodedata.category(char)
        if category == "Cc":
            return _("{character} is a control character").format(character=_code_point(char))
        if category == "Cf":
            return _("{character} is an invisible character: remove it").format(character=_code_point(char))
    missing = [char for char in dict.fromkeys(text) if ord(char) not in printable_characters()]
    if missing:
        named = (
            f"{char} ({_code_point(char)})" if char.isprintable() else _code_point(char) for char in missing
        )
        return _("the font cannot print {characters}").format(characters=", ".join(named))
    return None


def _code_point(char: str) -> str:
    """U+00AD SOFT HYPHEN: the name only for what a terminal would not show."""
    name = "" if char.isprintable() else unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" {name}" if name else "")


def folded(text: str) -> str:
    """Text as people type it without accents or capitals: Chloe for Chloé, COEUR for cœur."""
    decomposed = unicodedata.normalize("NFKD", text.strip().casefold())
    plain = "".join(char for char in decomposed if not unicodedata.combining(char))
    return plain.replace("œ", "oe").replace("æ", "ae")


def find_player(given: Any, players: Sequence[str]) -> int | str:
    """The position of the player `given` names, matched as typed (Chloe, LÉA), or why not:
    a name no player has (with the likely one) or one that fits two."""
    if isinstance(given, str):
        if (exact := normalize_name(given)) in players:
            return players.index(exact)
        matches = [index for index, name in enumerate(players) if folded(name) == folded(given)]
        if len(matches) == 1:
            return matches[0]
        if matches:
            names = ", ".join(players[index] for index in matches)
            return _("{name} could be {names}: write it as the players are listed").format(
                name=shown(given), names=names
            )
        close = difflib.get_close_matches(folded(given), [folded(name) for name in players], n=1)
        if close:
            likely = next(name for name in players if folded(name) == close[0])
            return _("{name} is not one of the players (did you mean {likely}?)").format(
                name=shown(given), likely=likely
            )
    return _("{name} is not one of the players").format(name=shown(given))


def read_suit(text: str) -> Suit | None:
    """A suit as people type it, in any language the tool speaks, one or many, with or without
    accents and capitals, or its symbol: coeur, Corazones, ♥, Hearts."""
    if text in Suit.__members__:  # as files hold it: no catalog to read
        return Suit(text)
    wanted = folded(text)
    for suit in Suit:
        if wanted in {folded(suit.symbol), suit.value} | _suit_words()[suit]:
            return suit
    return None


def suit_name(suit: Suit, language: Language, count: int = 1) -> str:
    """The suit's name in `language`, for `count` cards: what a CSV export writes, and one of
    the words `read_suit` reads."""
    ngettext = translations(language).ngettext
    names = {
        Suit.spades: ngettext("spade", "spades", count),
        Suit.hearts: ngettext("heart", "hearts", count),
        Suit.diamonds: ngettext("diamond", "diamonds", count),
        Suit.clubs: ngettext("club", "clubs", count),
    }
    return names[suit]


@cache
def _suit_words() -> dict[Suit, set[str]]:
    return {
        suit: {folded(suit_name(suit, language, count)) for language in Language for count in (1, 2)}
        for suit in Suit
    }
