"""Typer's help in the application's words: the word after a required value, and a value shown
by its name alone.

What it patches:
- `typer.rich_utils.REQUIRED_LONG_STRING`, the word Typer's help writes after a required argument
  or option. Typer marks it for gettext, but evaluates it once, when `typer.rich_utils` is first
  imported, through the process's global gettext domain and the environment's language: an
  application cannot have it follow `--lang`, nor give it in its own catalog. Without this, a
  French, Spanish, German or Italian help says "[required]" in English beside every argument.
- While a help is drawn (`names_only`), the type of each parameter that has a value name: Typer's
  help writes an argument's type after its name whatever the name (`FILE <path>`, `FOLDER <str>`,
  English words of Click's in every language), and a number's range in Click's notation
  (`N [3<=x<=8]`), with no public means to leave them out. The type is swapped, for the drawing
  only, for one that names no type and is no range; everything else is asked of the real type.

(The help's other words go through public means: `rich_help_panel`, the command classes'
`get_usage` and `get_help_option`, cli/click_words.py.)

Verified on: Typer 0.28.0.

Guard: the installed Typer is the release verified (and, for the word, the module's constant is
a string); otherwise the help keeps Typer's own word and columns.

Why it is kept: it fixes real bugs, English words and programmer notation inside the help of
every language.
"""

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import typer

VERIFIED = "0.28.0"


def say_required_as(word: str) -> None:
    """The word Typer's help writes after a required argument or option, from now on."""
    if typer.__version__ != VERIFIED:
        return
    from typer import rich_utils

    if isinstance(getattr(rich_utils, "REQUIRED_LONG_STRING", None), str):
        rich_utils.REQUIRED_LONG_STRING = word


class _NameOnly:
    """A parameter's type as the help reads it: no type name, no range; the rest is the type's."""

    def __init__(self, shown: Any) -> None:
        self._shown = shown

    def get_metavar(self, param: Any, ctx: Any) -> str:
        return ""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._shown, name)


@contextmanager
def names_only(params: Iterable[Any]) -> Iterator[None]:
    """Inside the block, Typer's help shows each of `params` that has a value name (`metavar`)
    by that name alone."""
    named = [param for param in params if param.metavar] if typer.__version__ == VERIFIED else []
    types = [param.type for param in named]
    for param in named:
        param.type = _NameOnly(param.type)
    try:
        yield
    finally:
        for param, type_ in zip(named, types):
            param.type = type_
