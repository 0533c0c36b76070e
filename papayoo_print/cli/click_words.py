"""Click's and Typer's own words in the interface's language: the help's usage line, the
titles of its panels and its `--help` line, and the usage errors (`No such option`, `Invalid
value for …`, `No such command`).

The help shows a value by its name (`FILE`, `N`), never by Click's notation: what the value may
be is said in words in its help (`from 3 to 8`, `a4 or letter`, `value_words`), and a value out of
its range is refused in a plain sentence (`bad_value`).

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

from papayoo_print.errors import Problem
from papayoo_print.words import N_, ui_gettext, ui_ngettext

HELP = {"help_option_names": ["-h", "--help"]}
"""Every command and group takes -h as well as --help."""

_NAME = r"""(?P<quote>['"])(?P<name>.*)(?P=quote)"""
"""A path as Click quotes it (Python's repr): `'night.yaml'`, or `"Léa's.yaml"` when it holds a
quote."""

_VALUE = _NAME.replace("name", "value")
"""A value as Click quotes it, as a path is: `'trois'`, or `"l'un"`."""

CLICK_MESSAGES = [  # patterns compiled (and cached by re) only when an error is shown
    (r"No such option: (?P<name>\S+)(?: \(Possible options: (?P<names>.+)\))?", None),
    (
        r"Invalid value for (?P<hint>.+?): (?P<message>.+)",
        N_("Invalid value for {hint}: {message}"),
    ),
    # A path's checks before the patterns a file's name could otherwise match ("… is not one of …")
    (rf"Directory {_NAME} is a file\.", N_("Folder '{name}' is a file.")),
    (rf"Directory {_NAME} is not readable\.", N_("Folder '{name}' cannot be read.")),
    (rf"Path {_NAME} is not readable\.", N_("'{name}' cannot be read.")),
    (
        rf"{_VALUE} is not one of (?P<choices>.+)\.",
        N_("'{value}' is not one of {choices}."),
    ),
    (rf"{_VALUE} is not a valid integer\.", N_("'{value}' is not a valid integer.")),
    (rf"{_VALUE} is not a valid int range\.", N_("'{value}' is not a whole number.")),
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
            if "choices" in found:
                found["choices"] = or_list(re.findall(r"'([^']*)'", found["choices"]))
            return ui_gettext(message).format(**found)
    return text


def bad_value(error: Any) -> Problem:
    """A value Click refused (a `BadParameter`), as the project's problems are said: under the
    option's name, `--players: 9 players: Papayoo is played by 3 to 8`; an argument's, by the
    message alone, which names the value."""
    param = error.param
    bounded = getattr(param.type, "min", None) is not None
    match = re.fullmatch(r"(?P<value>-?\d+) is not in the range .+", error.message)
    typed = re.fullmatch(rf"{_VALUE} is not a valid int range\.", error.message)
    if match and bounded:
        message = _out_of_range(param, int(match["value"]))
    elif typed and typed["value"].strip() and bounded:  # `1e3`, `4.0`, `trois`
        message = _whole_number_needed(param, typed["value"].strip())
    else:
        message = translate_click_message(error.message)
    if param.param_type_name == "argument":
        return Problem(message)
    return Problem(message, subject=max(param.opts, key=len))


def _out_of_range(param: Any, value: int) -> str:
    low, high = param.type.min, param.type.max
    if param.name == "players":  # refused as a game file's players are
        return ui_ngettext(
            "{count} player: Papayoo is played by {low} to {high}",
            "{count} players: Papayoo is played by {low} to {high}",
            value,
        ).format(count=value, low=low, high=high)
    if high is None:
        return ui_gettext(N_("{value}: a number of at least {low} is needed")).format(value=value, low=low)
    return ui_gettext(N_("{value}: a number from {low} to {high} is needed")).format(
        value=value, low=low, high=high
    )


def _whole_number_needed(param: Any, typed: str) -> str:
    """A value that is no whole number in digits, said with the range it must be in."""
    low, high = param.type.min, param.type.max
    if high is None:
        message = ui_gettext(N_("{value}: a whole number of at least {low} is needed"))
    else:
        message = ui_gettext(N_("{value}: a whole number from {low} to {high} is needed"))
    return message.format(value=typed, low=low, high=high)


def or_list(values: list[str]) -> str:
    """`a4 or letter`, `fr, es, en, de or it`, in the interface's words."""
    if len(values) < 2:
        return "".join(values)
    return ui_gettext(N_("{names} or {last}")).format(names=", ".join(values[:-1]), last=values[-1])


def _choices(param: Any) -> list[str]:
    """The values `param` takes, as typed: `["a4", "letter"]`; none for a free value."""
    return [str(getattr(choice, "value", choice)) for choice in getattr(param.type, "choices", None) or ()]


def value_words(param: Any) -> str | None:
    """What the value of `param` may be, in words: `from 3 to 8`, `a4 or letter`; None when its
    name says it all (a file, a name, a number with no upper bound)."""
    low, high = getattr(param.type, "min", None), getattr(param.type, "max", None)
    if low is not None and high is not None:
        return ui_gettext(N_("from {low} to {high}")).format(low=low, high=high)
    return or_list(choices) if (choices := _choices(param)) else None


def _with_value_words(param: Any) -> str:
    """The help of `param` with `value_words` in brackets after its text, before the default it
    ends with (`Paper size (a4 or letter) [default: a4]`), unless the text names every choice."""
    help_text: str = param.help
    words = value_words(param)
    choices = _choices(param)
    if words is None or (choices and all(re.search(rf"\b{re.escape(c)}\b", help_text) for c in choices)):
        return help_text
    text, bracket, default = help_text.rpartition(" [")
    if not (bracket and help_text.endswith("]")):
        text, bracket, default = help_text, "", ""
    stop = "." if text.endswith(".") else ""
    return f"{text.removesuffix(stop)} ({words}){stop}{bracket}{default}"


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
        command.subcommand_metavar = ui_gettext(N_("COMMAND [ARGS]…"))
    for param in command.params:
        if getattr(param, "help", None):
            param.help = ui_gettext(param.help)
            param.help = _with_value_words(param)
        if param.metavar:
            several = "…" if param.param_type_name == "argument" and param.nargs == -1 else ""
            param.metavar = ui_gettext(param.metavar) + several
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

    other_usages: tuple[str, ...] = ()
    """Other forms of the command, each shown on a usage line of its own after `[OPTIONS]`
    (written with `N_`)."""

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)
        if option is not None:
            option.help = ui_gettext(N_("Show this message and exit."))
            option.rich_help_panel = ui_gettext(OPTIONS)
        return option

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        """`[OPTIONS] FILE POINTS…`: each argument by its value's name, in brackets when it may
        be left out."""
        pieces = [self.options_metavar] if self.options_metavar else []
        for param in self.get_params(ctx):
            if param.param_type_name == "argument":
                name = param.metavar or (param.name or "").upper()
                pieces.append(name if param.required else f"[{name}]")
        if hasattr(self, "subcommand_metavar"):
            pieces.append(self.subcommand_metavar)
        return pieces

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        prefix = ui_gettext(N_("Usage: "))
        formatter.write_usage(ctx.command_path, " ".join(self.collect_usage_pieces(ctx)), prefix)
        for other in self.other_usages:
            pieces = f"{self.options_metavar} {ui_gettext(other)}"
            formatter.write_usage(ctx.command_path, pieces, " " * len(prefix))

    def format_help(self, ctx: Any, formatter: Any) -> None:
        from papayoo_print.compat.typer_required_word import names_only, say_required_as  # the help's

        for param in self.params:
            if isinstance(param, TyperOption | TyperArgument) and param.help:
                # Plain text, not Rich markup: "[default: the game's]" would vanish as a tag.
                param.help = param.help.replace("[", "\\[")
        say_required_as(ui_gettext(N_("[required]")))
        with names_only(self.params):
            super().format_help(ctx, formatter)


class Command(_Translated, TyperCommand):
    pass


def command_with_usages(*usages: str) -> type[Command]:
    """A command class whose help shows `usages` (written with `N_`) as other forms of the
    command, each on a usage line of its own: `FILE --cards "NAME: CARDS"…`."""
    return type("Command", (Command,), {"other_usages": usages})


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
