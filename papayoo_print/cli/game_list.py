"""`papayoo-print game list [FOLDER]`: the saved games of a folder, one line each, and one line
for each file that cannot be read, naming its first problem's place."""

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from papayoo_print.cli.errors import say, visible
from papayoo_print.cli.options import language_option
from papayoo_print.errors import Problem, UserError
from papayoo_print.words import N_, Language, format_date, interface_language, join_names
from papayoo_print.words import ui_gettext as _
from papayoo_print.words import ui_ngettext as ngettext

if TYPE_CHECKING:
    from papayoo_print.game.model import Game

FolderArgument = Annotated[
    Path,
    typer.Argument(
        metavar=N_("FOLDER"),
        help=N_("The folder of saved games (YAML or JSON) [default: the current folder]"),
        show_default=False,
    ),
]


ListLanguage = Annotated[
    Language | None,
    language_option(
        N_(
            "Language of the list and the messages [default: the shell's language (LANGUAGE, LANG…)"
            " if it is one of these, else en]"
        )
    ),
]


def game_list(folder: FolderArgument = Path("."), lang: ListLanguage = None) -> None:
    """The list's language is the interface's: `--lang` sets it before the command runs."""
    from papayoo_print.game.folder import is_folder, saved_games
    from papayoo_print.game.yaml_file import load_game

    if not is_folder(folder):
        reason = _("no such folder") if not folder.exists() else _("is not a folder")
        raise UserError(Problem(reason, file=str(folder)))
    games: list[tuple[Path, Game]] = []
    problems: list[Problem] = []
    for path in saved_games(folder):
        try:
            games.append((path, load_game(path)))
        except UserError as error:
            problems.append(_first_of(error.problems, path))
    if games:
        games.sort(key=lambda found: (found[1].date is None, found[1].date or 0, found[0].name))
        say(_table([_headings(), *(_row(path, game) for path, game in games)]))
    elif not problems:
        say(_("no saved game in {folder}").format(folder=visible(str(folder))))
    if problems:
        raise UserError(*problems)


def _first_of(problems: tuple[Problem, ...], path: Path) -> Problem:
    """One line for a file: its first problem, and how many more `game check` would show."""
    first = problems[0]._replace(file=problems[0].file or str(path))
    if len(problems) == 1:
        return first
    more = len(problems) - 1
    note = ngettext(
        "{message} (and {count} more problem: papayoo-print game check {file})",
        "{message} (and {count} more problems: papayoo-print game check {file})",
        more,
    )
    return first._replace(message=note.format(message=first.message, count=more, file=path))


def _headings() -> list[str]:
    return [_("File"), _("Date"), _("Title"), _("Players"), _("Rounds"), _("Winner")]


def _row(path: Path, game: "Game") -> list[str]:
    language: Language = interface_language()
    played = len(game.rounds)
    return [
        visible(path.name),
        format_date(game.date, language) if game.date else "",
        game.title or "",
        ", ".join(game.players),
        f"{played}/{game.rounds_planned}" if game.rounds_planned else str(played),
        _winner(game, language),
    ]


def _winner(game: "Game", language: Language) -> str:
    if not game.finished:
        return _("in progress") if game.rounds_planned else ""
    names = [game.players[player] for player in game.leaders]
    if len(names) == 1:
        return names[0]
    return _("draw: {names}").format(names=join_names(names, language))


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    lines = ("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip() for row in rows)
    return "\n".join(lines)
