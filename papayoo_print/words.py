"""Words: the languages, their gettext catalogs (maintained with Babel, compiled to .mo), and
what every output says the same way: dates, lists of names, a game's status.

Two languages are at work. A printout's is chosen for it and passed along. The interface's
(messages, help) is one per process: the command line sets it from `--lang` or the environment
before anything speaks, and every layer says its messages with `ui_gettext` (imported as `_`).
"""

import datetime
import gettext
import os
from collections.abc import Mapping, Sequence
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING

from papayoo_print.resources import LOCALE_DIR

if TYPE_CHECKING:
    from papayoo_print.game.model import Game

DOMAIN = "papayoo_print"


class Language(str, Enum):
    fr = "fr"
    es = "es"
    en = "en"
    de = "de"
    it = "it"


def default_language(environ: Mapping[str, str] = os.environ) -> Language:
    """The environment's language when it is one we print in, else English.

    Follows gettext's order: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that is set.
    """
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable)
        if value:
            code = value.split(":")[0][:2].lower()
            return Language(code) if code in Language.__members__ else Language.en
    return Language.en


def N_(message: str) -> str:
    """Marks a message for the catalogs, to be translated where it is shown."""
    return message


_interface: list[Language] = []


def set_interface_language(language: Language | None) -> None:
    """The language of messages and help from now on; None: the environment's."""
    _interface[:] = [language] if language else []


def interface_language() -> Language:
    """`--lang` where the command has it, else the environment's language, else English."""
    return _interface[0] if _interface else default_language()


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

    The short form is a catalog pattern: Babel's dates cost about 27 ms to import, a third of
    what a whole scoresheet takes.
    """
    if long:
        from babel.dates import format_date as babel_date

        return babel_date(date, format="long", locale=language.value)
    _ = translations(language).gettext
    return _("{year}-{month:02d}-{day:02d}").format(year=date.year, month=date.month, day=date.day)


def game_status(game: "Game", language: Language) -> str:
    """Finished with a winner or a draw, in progress, or played without a planned end."""
    catalog = translations(language)
    _, ngettext = catalog.gettext, catalog.ngettext
    played = len(game.rounds)
    if game.finished:
        leaders = game.leaders
        points = game.totals[leaders[0]]
        names = [game.players[player] for player in leaders]
        if len(leaders) == 1:
            return _("{name} wins with {points} points").format(name=names[0], points=points)
        return _("Draw: {names}, {points} points each").format(
            names=join_names(names, language), points=points
        )
    if game.rounds_planned:
        return ngettext(
            "In progress: {played} of {planned} round played",
            "In progress: {played} of {planned} rounds played",
            played,
        ).format(played=played, planned=game.rounds_planned)
    return rounds_played(played, language)


def rounds_played(played: int, language: Language) -> str:
    return translations(language).ngettext("{played} round played", "{played} rounds played", played).format(
        played=played
    )
