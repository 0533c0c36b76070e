"""The pieces every reader of a game shares: the problems found so far, and single values
(whole numbers, points typed as text, names as a person compares them, text that prints)."""

import difflib
import re
import unicodedata
from functools import cache, lru_cache
from collections.abc import Mapping, Sequence
from typing import Any, TypeGuard

from papayoo_print.errors import DataPath, Problem, UserError
from papayoo_print.facts import MAX_NAME_LENGTH, Suit
from papayoo_print.game.look_alike import first_difference, intruder, reading
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
    """A name as a person reads it, the one form it is kept and compared in: no outer spaces,
    one space between words whatever space was typed (a no-break one, a thin one), one Unicode
    form (NFC), and the characters that are only another drawing of letters as those letters:
    fullwidth `Ａ` and halfwidth forms, styled letters (`𝐀`, `ℍ`), a ligature (`ﬁ`), Arabic
    contextual forms. That is NFKC for those characters alone (RFC 8264's width mapping, and
    what RFC 8266 does for nicknames): NFKC of the whole name would also change characters whose
    form says something, `Mª José`'s ª (María), `Nº`, `²`, the spacing accent `´`, the Croatian
    `ǅ`; those stay as typed, for the fonts to print, and `look_alike.reading` compares them."""
    if not unicodedata.is_normalized("NFKC", name):  # else no character is another's drawing
        name = unicodedata.normalize("NFC", "".join(map(_drawn_as, unicodedata.normalize("NFC", name))))
    return (_SPACES.sub(" ", name) if "  " in name else name).strip()


@lru_cache(maxsize=4096)
def _drawn_as(char: str) -> str:
    """`char`, or the letters it is another drawing of (see `normalize_name`)."""
    tag, _space, _points = unicodedata.decomposition(char).partition(" ")
    if tag in _DRAWINGS or (
        tag == "<compat>" and (unicodedata.category(char) == "Zs" or "LIGATURE" in unicodedata.name(char, ""))
    ):
        return unicodedata.normalize("NFKC", char)
    return char


_DRAWINGS = frozenset(
    f"<{tag}>" for tag in ("wide", "narrow", "font", "noBreak", "initial", "medial", "final", "isolated")
)
"""Compatibility forms that change how a character is drawn, not which it is."""
_SPACES = re.compile(" {2,}")


def split_names(text: str) -> list[str]:
    """Names typed on one line, separated by commas: the fullwidth comma of a Chinese or
    Japanese keyboard (，) among them, which `normalize_name` reads as a comma."""
    return _NAME_SEPARATORS.split(text)


_NAME_SEPARATORS = re.compile("[,\N{FULLWIDTH COMMA}]")


def whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def shown(value: Any) -> str:
    """A value as a message quotes it: its repr (so that no control character reaches the
    terminal), cut short when long."""
    text = repr(value)
    return text if len(text) <= SHOWN_LENGTH else text[: SHOWN_LENGTH - 1] + "…"


def unprintable(text: str) -> str | None:
    """Why `text` cannot be printed as a name or a title, or None: a control character (a line
    break among them), an invisible one (which would make two names that look the same: a format
    character, or another of Unicode's default-ignorable ones), an accent with no letter under
    it or more than MAX_MARKS on one letter (drawn over the neighbours), or one the fonts cannot
    draw (which would print as an empty box)."""
    for char in dict.fromkeys(text):
        category = unicodedata.category(char)
        if category in ("Cc", "Zl", "Zp"):
            return _("{character} is a control character").format(character=_code_point(char))
        if category == "Cf" or ord(char) in _IGNORABLE:
            return _("{character} is an invisible character: remove it").format(character=_code_point(char))
    if text and unicodedata.category(text[0]).startswith("M"):
        return _("{character} is an accent with no letter under it").format(character=_code_point(text[0]))
    marks = 0
    for char in text:
        marks = marks + 1 if unicodedata.category(char).startswith("M") else 0
        if marks > MAX_MARKS:
            return _("more than {count} accents on one letter").format(count=MAX_MARKS)
    missing = [char for char in dict.fromkeys(text) if ord(char) not in printable_characters()]
    if missing:
        named = (
            f"{char} ({_code_point(char)})" if char.isprintable() else _code_point(char) for char in missing
        )
        return _("the font cannot print {characters}").format(characters=", ".join(named))
    return None


MAX_MARKS = 3
"""Accents on one letter, once composed (NFC): Vietnamese needs two (ệ), none needs four."""
_IGNORABLE = frozenset(
    [0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, *range(0x180B, 0x1810), 0x3164, 0xFFA0]
    + [*range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)]
)
"""Unicode's default-ignorable code points that are not format characters (Cf): the combining
grapheme joiner, the Hangul fillers, the variation selectors; drawn as nothing."""


def _code_point(char: str) -> str:
    """U+00AD SOFT HYPHEN: the name only for what a terminal would not show."""
    name = "" if char.isprintable() and ord(char) not in _IGNORABLE else unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" {name}" if name else "")


def character_name(char: str) -> str:
    """U+0410 CYRILLIC CAPITAL LETTER A: a character that looks like another, by its name."""
    return f"U+{ord(char):04X} {unicodedata.name(char, '')}".rstrip()


def mixed_scripts(name: str) -> str | None:
    """Why `name` could pass for another, or None: a letter of another script than the rest of
    the name (`look_alike.intruder`)."""
    odd = intruder(name)
    if odd is None:
        return None
    message = _("{character} is not of the same alphabet as the rest of the name")
    return message.format(character=character_name(odd))


def looks_like(name: str, other: str) -> str:
    """How `name` differs from `other`, which reads the same: `U+0421 CYRILLIC CAPITAL LETTER ES
    looks like U+0043 LATIN CAPITAL LETTER C`."""
    char, like = first_difference(name, other)
    message = _("{character} looks like {like}")
    return message.format(character=character_name(char), like=character_name(like))


def folded(text: str) -> str:
    """Text as people type it without accents or capitals: Chloe for Chloé, COEUR for cœur."""
    decomposed = unicodedata.normalize("NFKD", text.strip().casefold())
    plain = "".join(char for char in decomposed if not unicodedata.combining(char))
    return plain.replace("œ", "oe").replace("æ", "ae")


def find_player(given: Any, players: Sequence[str]) -> int | str:
    """The position of the player `given` names, matched as typed (Chloe, LÉA), or why not:
    a name no player has (with the likely one; none is longer than MAX_NAME_LENGTH), one that
    fits two, or one that only looks like a player's (`Аnna`, its А Cyrillic, for Anna)."""
    if isinstance(given, str) and len(exact := normalize_name(given)) <= MAX_NAME_LENGTH:
        if exact in players:
            return players.index(exact)
        matches = [index for index, name in enumerate(players) if folded(name) == folded(exact)]
        if len(matches) == 1:
            return matches[0]
        if matches:
            names = ", ".join(players[index] for index in matches)
            return _("{name} could be {names}: write it as the players are listed").format(
                name=shown(given), names=names
            )
        if same := [name for name in players if reading(name) == reading(exact)]:
            return _("{name} only looks like {player}: {difference}").format(
                name=shown(given), player=same[0], difference=looks_like(exact, same[0])
            )
        close = difflib.get_close_matches(folded(exact), [folded(name) for name in players], n=1)
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
