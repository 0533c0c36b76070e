"""Click's and Typer's own words in the interface's language: the help's headings and its
`--help` line, the usage line, and the usage errors (`No such option`, `Invalid value for …`).

Typer's vendored Click writes plain English strings: the help is translated where it is built
(the classes below), the errors line by line from the patterns of `CLICK_MESSAGES`. The help
texts of our own commands and options, and the names of their values, are written in English
with `N_` and translated when the command line is read (`translate_help`).
"""

import re
from typing import Any

import typer.core
from typer.core import TyperCommand, TyperGroup

from papayoo_print.words import N_, ui_gettext

HELP = {"help_option_names": ["-h", "--help"]}
"""Every command and group takes -h as well as --help."""

CLICK_MESSAGES = [  # patterns compiled (and cached by re) only when an error is shown
    (r"No such option: (?P<name>\S+)(?: \(Possible options: (?P<names>.+)\))?", None),
    (
        r"Invalid value for (?P<hint>.+?): (?P<message>.+)",
        N_("Invalid value for {hint}: {message}"),
    ),
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
    (r"File '(?P<name>.*)' does not exist\.", N_("File '{name}' does not exist.")),
    (r"File '(?P<name>.*)' is a directory\.", N_("File '{name}' is a folder.")),
    (r"File '(?P<name>.*)' is not readable\.", N_("File '{name}' cannot be read.")),
    (r"Directory '(?P<name>.*)' is a file\.", N_("Folder '{name}' is a file.")),
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


def translate_help(command: Any) -> None:
    """The help of `command`, its options and its subcommands in the interface's language: the
    help texts, the names of the values (metavars) and the usage line's placeholders."""
    if command.help:
        command.help = ui_gettext(command.help)
    command.options_metavar = ui_gettext(N_("[OPTIONS]"))
    if hasattr(command, "subcommand_metavar"):
        command.subcommand_metavar = ui_gettext(N_("COMMAND [ARGS]..."))
    for param in command.params:
        if getattr(param, "help", None):
            param.help = ui_gettext(param.help)
        if param.metavar:
            param.metavar = ui_gettext(param.metavar)
    for subcommand in getattr(command, "commands", {}).values():
        translate_help(subcommand)


class _Translated:
    """What a Click command prints itself: its `--help` line, its usage line, its help's headings."""

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)  # type: ignore[misc]
        if option is not None:
            option.help = ui_gettext(N_("Show this message and exit."))
        return option

    def get_usage(self, ctx: Any) -> str:
        usage: str = super().get_usage(ctx)  # type: ignore[misc]
        return usage.replace("Usage: ", ui_gettext(N_("Usage: ")), 1)

    def format_help(self, ctx: Any, formatter: Any) -> None:
        from typer import rich_utils

        rich_utils.ARGUMENTS_PANEL_TITLE = ui_gettext(N_("Arguments"))
        rich_utils.OPTIONS_PANEL_TITLE = ui_gettext(N_("Options"))
        rich_utils.COMMANDS_PANEL_TITLE = ui_gettext(N_("Commands"))
        rich_utils.DEFAULT_STRING = ui_gettext(N_("[default: {}]"))
        rich_utils.REQUIRED_LONG_STRING = ui_gettext(N_("[required]"))
        for param in self.params:  # type: ignore[attr-defined]
            if getattr(param, "help", None):
                # Plain text, not Rich markup: "[default: the game's]" would vanish as a tag.
                param.help = param.help.replace("[", "\\[")
        super().format_help(ctx, formatter)  # type: ignore[misc]


class Command(_Translated, TyperCommand):
    pass


class Group(_Translated, TyperGroup):
    pass


TYPER_MESSAGES = (
    N_("Missing command."),
    N_("No such command {name!r}."),
    N_("Install completion for the current shell."),
    N_("Show completion for the current shell, to copy it or customize the installation."),
)
"""Typer's own words (its errors, which it says through gettext by name, and the help of the
completion options): listed here for the catalogs."""
typer.core._ = ui_gettext  # type: ignore[attr-defined]
