"""The pieces every reader of a game shares: the problems found so far, and single values
(whole numbers, points typed as text, names as a person compares them, text that prints)."""

import difflib
import re
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from papayoo_print.errors import DataPath, Problem, UserError
from papayoo_print.resources import printable_characters

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

    def unknown_keys(self, data: Mapping[Any, Any], known: Sequence[str], path: DataPath, what: str) -> None:
        for key in data:
            if key not in known:
                close = difflib.get_close_matches(str(key), known, n=1)
                hint = f" (did you mean '{close[0]}'?)" if close else f" ({what} has: {', '.join(known)})"
                self.add((*path, key), f"unknown key {str(key)!r}{hint}")

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


def whole(value: Any) -> bool:
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
            return f"{_code_point(char)} is a control character"
        if category == "Cf":
            return f"{_code_point(char)} is an invisible character: remove it"
    missing = [char for char in dict.fromkeys(text) if ord(char) not in printable_characters()]
    if missing:
        named = (
            f"{char} ({_code_point(char)})" if char.isprintable() else _code_point(char) for char in missing
        )
        return f"the font cannot print {', '.join(named)}"
    return None


def _code_point(char: str) -> str:
    """U+00AD SOFT HYPHEN: the name only for what a terminal would not show."""
    name = "" if char.isprintable() else unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" {name}" if name else "")
