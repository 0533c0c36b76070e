"""Typer's "[required]" in the language the run speaks.

What it patches: `typer.rich_utils.REQUIRED_LONG_STRING`, the word Typer's help writes after a
required argument or option. Typer marks it for gettext, but evaluates it once, when
`typer.rich_utils` is first imported, through the process's global gettext domain and the
environment's language: an application cannot have it follow `--lang`, nor give it in its own
catalog. Without this, a French, Spanish, German or Italian help says "[required]" in English
beside every argument. (The help's other words go through public means: `rich_help_panel`, the
command classes' `get_usage` and `get_help_option`, cli/click_words.py.)

Verified on: Typer 0.28.0.

Guard: the installed Typer is the release verified and the module's constant is a string;
otherwise the help keeps Typer's own word.

Why it is kept: it fixes a real bug, English words inside the help of four of the five languages.
"""

import typer

VERIFIED = "0.28.0"


def say_required_as(word: str) -> None:
    """The word Typer's help writes after a required argument or option, from now on."""
    if typer.__version__ != VERIFIED:
        return
    from typer import rich_utils

    if isinstance(getattr(rich_utils, "REQUIRED_LONG_STRING", None), str):
        rich_utils.REQUIRED_LONG_STRING = word
