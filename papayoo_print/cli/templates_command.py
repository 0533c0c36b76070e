"""`papayoo-print templates …`: the built-in templates and stylesheets, listed, or copied into a
folder of one's own, to change them and print with `--template-dir`."""

import os
from contextlib import suppress
from pathlib import Path
from typing import Annotated

import typer

from papayoo_print.cli.click_words import HELP, Command, Group
from papayoo_print.cli.errors import say, say_path, visible
from papayoo_print.errors import Problem, UserError
from papayoo_print.game.file_bytes import cannot_read
from papayoo_print.output import write_all
from papayoo_print.system_errors import reason
from papayoo_print.words import N_
from papayoo_print.words import ui_gettext as _
from papayoo_print.words import ui_ngettext as ngettext

templates_app = typer.Typer(
    cls=Group,
    context_settings=HELP,
    help=N_(
        "The templates and stylesheets the documents are typeset from: list them, or copy them to change."
    ),
)

ROLES = {
    "base.html.j2": N_("what every document shares: the page, its title, running head and charts"),
    "rules.html.j2": N_("the rules summary (rules)"),
    "card_values.html.j2": N_("the card values and the deal, in the rules"),
    "back.html.j2": N_("the back of a sheet (sheet --with-rules)"),
    "report.html.j2": N_("the report after a filled-in sheet (result)"),
    "season.html.j2": N_("the season report across saved games (season)"),
    "print.css": N_("the look every document shares: the page, the type, the tables"),
    "rules.css": N_("the look of the rules summary, after print.css"),
    "back.css": N_("the look of the back of a sheet, after print.css"),
    "report.css": N_("the look of the report, after print.css"),
    "season.css": N_("the look of the season report, after print.css"),
}
"""What each built-in file prints, for `templates list`; a file not named here is listed too."""


def built_in_files() -> list[Path]:
    """Every file the typesetter may take from a --template-dir folder, as the built-ins have it."""
    from papayoo_print.resources import templates_dir

    return sorted(
        path for path in templates_dir().iterdir() if path.is_file() and not path.name.startswith(".")
    )


@templates_app.command(
    "list", cls=Command, help=N_("The built-in templates, where they are, and what each prints.")
)
def templates_list() -> None:
    files = built_in_files()
    say_path(files[0].parent)
    width = max(len(path.name) for path in files)
    for path in files:
        role = _(ROLES[path.name]) if path.name in ROLES else ""
        say(f"  {path.name.ljust(width)}  {role}".rstrip())


@templates_app.command(
    "copy",
    cls=Command,
    help=N_(
        "Copy the built-in templates and stylesheets into a folder: change them there, then print"
        " with --template-dir. If a file of the same name is there already, nothing is copied,"
        " unless --force replaces it."
    ),
)
def templates_copy(
    folder: Annotated[
        str,
        typer.Argument(
            metavar=N_("FOLDER"),
            help=N_("The folder to copy them into; made if it does not exist (its parent must)."),
            show_default=False,
        ),
    ],
    force: Annotated[
        bool, typer.Option("--force", help=N_("Replace the files of the same name there."))
    ] = False,
) -> None:
    import shlex

    from papayoo_print.output import refuse_empty

    refuse_empty(folder)
    target = Path(folder)
    files = built_in_files()
    made = _make_folder(target, folder)
    try:
        there = [path.name for path in files if _taken(target / path.name, folder)]
        if there and not force:
            message = ngettext(
                "{names} is there already: nothing copied; add --force to replace it",
                "{names} are there already: nothing copied; add --force to replace them",
                len(there),
            )
            raise UserError(Problem(message.format(names=", ".join(there)), file=folder))
        write_all([(target / path.name, path.read_bytes()) for path in files])
    except BaseException:
        if made:
            with suppress(OSError):
                target.rmdir()  # made for the copy, and empty again
        raise
    for path in files:
        say_path(target / path.name)
    hint = _("Change them, then print with them (rules, result, season, sheet --with-rules): {command}")
    say(hint.format(command=visible(f"papayoo-print rules --template-dir {shlex.quote(folder)}")))


def _taken(path: Path, typed: str) -> bool:
    """Whether a file of that name is in the folder; UserError naming the folder when it cannot
    be entered, and naming the file when it is there but is no file to replace (a pipe, a
    folder, a device)."""
    from papayoo_print.output import refuse_special

    try:
        path.lstat()
    except FileNotFoundError:
        return False
    except OSError as error:
        raise cannot_read(typed, error) from None
    refuse_special(path)
    return True


def _make_folder(target: Path, typed: str) -> bool:
    """The folder, made if it does not exist yet (True then); its parent must."""
    try:
        if target.is_dir():
            return False
        parent_is_folder = target.parent.is_dir()
        parent_exists = os.path.lexists(target.parent)
    except OSError as error:
        raise cannot_read(typed, error) from None
    if os.path.lexists(target):
        raise UserError(_("{folder} is not a folder").format(folder=typed))
    if not parent_is_folder:
        message = _("{folder} is not a folder") if parent_exists else _("the folder {folder} does not exist")
        raise UserError(Problem(message.format(folder=target.parent), file=typed))
    try:
        target.mkdir()
    except OSError as error:
        message = _("cannot write here ({reason})").format(reason=reason(error))
        raise UserError(Problem(message, file=typed)) from None
    return True
