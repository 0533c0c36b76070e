"""Click's and Typer's own words in the interface's language: the help's usage line, the
titles of its panels and its `--help` line, and the usage errors (`No such option`, `Invalid
value for …`, `No such command`).

Typer's vendored Click writes plain English strings. The help texts of our own commands and
options, the names of their values and the words of the usage line are written in English with
`N_` and translated when a command is built (`translate_help`), with the title of the panel each
is listed in: Typer's `rich_help_panel`. The command classes below translate the usage line's
`Usage:` and the `--help` option. The errors are translated line by line from the patterns of
`CLICK_MESSAGES`, the checks of the paths given as options and arguments (readable, a folder) among
them.
"""

import re
from typing import TYPE_CHECKING, Any

from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

from papayoo_print.compat.typer_required_word import say_required_as
from papayoo_print.words import N_, ui_gettext

HELP = {"help_option_names": ["-h", "--help"]}
"""Every command and group takes -h as well as --help."""

_NAME = r"""(?P<quote>['"])(?P<name>.*)(?P=quote)"""
"""A path as Click quotes it (Python's repr): `'night.yaml'`, or `"Léa's.yaml"` when it holds a
quote."""

CLICK_MESSAGES = [  # patterns compiled (and cached by re) only when an error is shown
    (r"No such option: (?P<name>\S+)(?: \(Possible options: (?P<names>.+)\))?", None),
    (
        r"Invalid value for (?P<hint>.+?): (?P<message>.+)",
        N_("Invalid value for {hint}: {message}"),
    ),
    # A path's checks before the patterns a file's name could otherwise match ("… is not in the range …")
    (rf"Directory {_NAME} is a file\.", N_("Folder '{name}' is a file.")),
    (rf"Directory {_NAME} is not readable\.", N_("Folder '{name}' cannot be read.")),
    (rf"Path {_NAME} is not readable\.", N_("'{name}' cannot be read.")),
    (
        r"'(?P<value>.*)' is not one of (?P<choices>.+)\.",
        N_("'{value}' is not one of {choices}."),
    ),
    (r"'(?P<value>.*)' is not a valid integer\.", N_("'{value}' is not a valid integer.")),
    (r"'(?P<value>.*)' is not a valid int range\.", N_("'{value}' is not a whole number.")),
    (
        r"(?P<value>.+) is not in the range (?P<range>.+)\.",
        N_("{value} is not in the range {range}."),
    ),
    (r"Missing argument (?P<name>'.+')\.(?P<rest>.*)", N_("Missing argument {name}.")),
    (r"Missing option (?P<name>'.+')\.(?P<rest>.*)", N_("Missing option {name}.")),
    (
        r"Got unexpected extra argument(?:s|\(s\))? \((?P<args>.+)\)",
        N_("Got unexpected extra arguments ({args})"),
    ),
    (
        r"Option '(?P<name>.+)' requires an argument\.",
        N_("Option '{name}' requires an argument."),
    ),
    (
        r"Option '(?P<name>.+)' does not take a value\.",
        N_("Option '{name}' does not take a value."),
    ),
    (r"No such command (?P<name>.+)\.", N_("No such command {name}.")),
    (r"Missing command\.", N_("Missing command.")),
]
_NO_SUCH_OPTION = N_("No such option: {name}")
_POSSIBLE = N_("(possible options: {names})")


_DID_YOU_MEAN = r"(?P<head>.+?)\. Did you mean (?P<likely>.+)\?"
"""Typer's suggestion, added in English after Click's (translated) "No such command"."""


def translate_click_message(text: str) -> str:
    """A usage error's line in the interface's language; a line of no known pattern as it is."""
    if match := re.fullmatch(_DID_YOU_MEAN, text):
        suggestion = ui_gettext(N_("Did you mean {likely}?")).format(likely=match["likely"])
        return f"{translate_click_message(match['head'] + '.')} {suggestion}"
    for pattern, message in CLICK_MESSAGES:
        if match := re.fullmatch(pattern, text):
            found = match.groupdict()
            if message is None:
                line = ui_gettext(_NO_SUCH_OPTION).format(name=found["name"])
                if found["names"]:
                    line += " " + ui_gettext(_POSSIBLE).format(names=found["names"])
                return line
            if "message" in found:
                found["message"] = translate_click_message(found["message"])
            return ui_gettext(message).format(**found)
    return text


ARGUMENTS, OPTIONS, COMMANDS = N_("Arguments"), N_("Options"), N_("Commands")
"""The titles of the help's panels, which hold every argument, option and command."""


def translate_help(command: Any) -> None:
    """The help of `command`, its options and its subcommands in the interface's language: the
    help texts, the names of the values (metavars), the usage line's placeholders and the
    panels' titles."""
    if command.help:
        command.help = ui_gettext(command.help)
    if command.epilog:
        command.epilog = ui_gettext(command.epilog)
    command.rich_help_panel = ui_gettext(COMMANDS)
    command.options_metavar = ui_gettext(N_("[OPTIONS]"))
    if hasattr(command, "subcommand_metavar"):
        command.subcommand_metavar = ui_gettext(N_("COMMAND [ARGS]..."))
    for param in command.params:
        if getattr(param, "help", None):
            param.help = ui_gettext(param.help)
        if param.metavar:
            param.metavar = ui_gettext(param.metavar)
        param.rich_help_panel = ui_gettext(ARGUMENTS if param.param_type_name == "argument" else OPTIONS)
    for subcommand in getattr(command, "commands", {}).values():
        translate_help(subcommand)


if TYPE_CHECKING:
    _Mixin = TyperCommand
    """For the type checker, the mixin below is the command whose methods it overrides."""
else:
    _Mixin = object


class _Translated(_Mixin):
    """What a Click command prints itself: its `--help` line and its usage line."""

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)
        if option is not None:
            option.help = ui_gettext(N_("Show this message and exit."))
            option.rich_help_panel = ui_gettext(OPTIONS)
        return option

    def get_usage(self, ctx: Any) -> str:
        usage: str = super().get_usage(ctx)
        return usage.replace("Usage: ", ui_gettext(N_("Usage: ")), 1)

    def format_help(self, ctx: Any, formatter: Any) -> None:
        for param in self.params:
            if isinstance(param, TyperOption | TyperArgument) and param.help:
                # Plain text, not Rich markup: "[default: the game's]" would vanish as a tag.
                param.help = param.help.replace("[", "\\[")
        say_required_as(ui_gettext(N_("[required]")))
        super().format_help(ctx, formatter)


class Command(_Translated, TyperCommand):
    pass


class Group(_Translated, TyperGroup):
    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        """A group named with nothing after it (a bare `papayoo-print`, `papayoo-print game`)
        shows its help, as `--help` does."""
        if not args and not ctx.resilient_parsing:
            args = ["--help"]
        return super().parse_args(ctx, args)


TYPER_MESSAGES = (
    N_("Install completion for the current shell."),
    N_("Show completion for the current shell, to copy it or customize the installation."),
)
"""The help of the options Typer adds to install shell completion, listed here for the catalogs."""
