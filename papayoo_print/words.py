"""Words: the languages, their gettext catalogs (maintained with Babel, compiled to .mo), and
what every output says the same way: dates, lists of names, numbers of rounds.

Two languages are at work. A printout's is chosen for it and passed along. The interface's
(messages, help) is a context variable: the command line runs each command `speaking` the
language of `--lang` or the environment, and every layer says its messages with `ui_gettext`
(imported as `_`). Outside such a block, the environment's language speaks.
"""

import datetime
import gettext
import locale
import os
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING

from papayoo_print.resources import LOCALE_DIR

if TYPE_CHECKING:
    from decimal import Decimal

DOMAIN = "papayoo_print"


class Language(str, Enum):
    fr = "fr"
    es = "es"
    en = "en"
    de = "de"
    it = "it"


def default_language(environ: Mapping[str, str] = os.environ) -> Language:
    """The environment's language when it is one we print in, else English."""
    return environment_language(environ) or Language.en


def environment_language(environ: Mapping[str, str] = os.environ) -> Language | None:
    """The environment's language when it is one we print in, else None, read as gettext
    reads it.

    LANGUAGE lists languages by preference (`pt:it`): its first one of ours is used, and `C`
    there means English. When it names none of ours, the locale speaks: the first of LC_ALL,
    LC_MESSAGES and LANG that is set (`fr_CA.UTF-8@euro`, `de_AT`, `it-IT`, `french`; `C`
    and `POSIX` are English).
    """
    for entry in environ.get("LANGUAGE", "").split(":"):
        if entry and (language := _language_of(entry)) is not None:
            return language
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if value := environ.get(variable):
            return _language_of(value)
    return None


def _language_of(name: str) -> Language | None:
    """The language of a locale's or a language's name, if it is one of ours."""
    name = name.strip()
    if name.upper() in ("C", "POSIX") or name.upper().startswith(("C.", "POSIX.", "C@")):
        return Language.en
    normalized = locale.normalize(name.replace("-", "_"))
    return Language.__members__.get(re.split(r"[_.@]", normalized, maxsplit=1)[0].lower())


def N_(message: str) -> str:
    """Marks a message for the catalogs, to be translated where it is shown."""
    return message


_interface: ContextVar[Language | None] = ContextVar("interface_language", default=None)


@contextmanager
def speaking(language: Language | None) -> Iterator[None]:
    """Messages and help in `language` inside the block (None: the environment's)."""
    token = _interface.set(language)
    try:
        yield
    finally:
        _interface.reset(token)


def interface_language() -> Language:
    """`--lang` where the command has it, else the environment's language, else English."""
    return _interface.get() or default_language()


def ui_gettext(message: str) -> str:
    return translations(interface_language()).gettext(message)


def ui_ngettext(singular: str, plural: str, count: int) -> str:
    return translations(interface_language()).ngettext(singular, plural, count)


@cache
def translations(language: Language) -> gettext.GNUTranslations:
    with open(LOCALE_DIR / language.value / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as mo:
        return gettext.GNUTranslations(mo)


def join_names(names: Sequence[str], language: Language) -> str:
    """`Léa`, `Léa and Hugo`, `Léa, Hugo and Chloé`, in the language's words."""
    if len(names) == 1:
        return names[0]
    return translations(language).gettext("{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1]
    )


def format_date(date: datetime.date, language: Language, *, long: bool = False) -> str:
    """A date as the language writes it: short and numeric (29/11/2026) for a form's box, or
    long (29 novembre 2026) in a document.

    The short form is a catalog pattern, so that a scoresheet does not import Babel's dates
    (tests/project/test_imports.py).
    """
    if long:
        from babel.dates import format_date as babel_date

        return babel_date(date, format="long", locale=language.value)
    _ = translations(language).gettext
    return _("{year}-{month:02d}-{day:02d}").format(year=date.year, month=date.month, day=date.day)


def format_number(value: "float | Decimal", language: Language, pattern: str | None = None) -> str:
    """A number as the language writes it, the one way for the sheet, the report and the season:
    the language's decimal sign (48.4 in English, 48,4 in French) and its thousands' separator, in
    Babel's `pattern` where one is given ("#,##0.0": one decimal, always).

    Digits are grouped only from five on, in every language (1073, but 21 000 in French): a
    score of four digits reads at a glance, fits a sheet's narrow cell, and is written so by
    Spanish (CLDR's minimumGroupingDigits, which Babel does not apply) and by French, German
    and Italian typographers' usage. A whole number of four digits or fewer is written without
    Babel, which a scoresheet does not import (tests/project/test_imports.py).
    """
    grouped = not -10_000 < value < 10_000
    if pattern is None and isinstance(value, int) and not grouped:
        return str(value)
    from babel.numbers import format_decimal

    return format_decimal(value, format=pattern, locale=language.value, group_separator=grouped)


def rounds_played(played: int, language: Language) -> str:
    return translations(language).ngettext("{played} round played", "{played} rounds played", played).format(
        played=played
    )
