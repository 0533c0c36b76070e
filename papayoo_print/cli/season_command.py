"""`papayoo-print season GAME…`: a club's report across saved games.

Every file is read before anything is counted: if any has problems, every problem of every file
is said, and nothing is written. A game with no round played, or fewer rounds than agreed, is
left out with a warning; a season is never made of nothing; a game in two files, or in one and
the start of it in another, is counted once, from the longer, with a warning. Names one letter
apart that never sat at the same table are counted as two players, with a warning, so that a
typo shows: a few names a line, and a few lines. The standings are ranked by wins per game
played, or with `--rank-by rating` by each player's rating (`game/ratings.py`).
"""

from pathlib import Path
from typing import Annotated

import typer

from papayoo_print.cli.errors import problem_line, warn
from papayoo_print.cli.options import (
    DpiOption,
    OpenOption,
    OutputOption,
    PaperOption,
    TemplateDirOption,
    language_option,
    pdf_name,
)
from papayoo_print.cli.writing import target, typeset, write
from papayoo_print.errors import Problem, UserError
from papayoo_print.facts import Paper
from papayoo_print.game.model import Game
from papayoo_print.game.season import RankBy, Season, left_out, near_names
from papayoo_print.words import N_, Language, interface_language, join_names
from papayoo_print.words import ui_gettext as _
from papayoo_print.words import ui_ngettext as ngettext

SEASON_HELP = N_(
    "A season's report from saved games: the standings (wins, places, points and Papayoos per round,"
    " best game, skill rating) with what each figure means and how they are ranked, head to head, the"
    " games, and the wins and the ratings game after game."
)
RankByOption = Annotated[
    RankBy,
    typer.Option(
        "--rank-by",
        metavar=N_("CRITERION"),
        help=N_(
            "What the standings are ranked by first: wins (the wins per game played) or rating (the"
            " estimated skill) [default: wins]"
        ),
        show_default=False,
        case_sensitive=False,
    ),
]
MAX_FILES_NAMED = 3
MAX_NAMES_NAMED = 4
"""A group of near names larger than this is told by its first ones and how many more."""
MAX_NEAR_GROUPS = 10
"""More groups of near names than this are told by their number, in one last line."""

SeasonLanguage = Annotated[
    Language | None,
    language_option(
        N_(
            "Language of the printout and the messages [default: the shell's language (LANGUAGE,"
            " LANG…) if it is one of these, else en; for the printout, the games' if they all give the"
            " same]"
        )
    ),
]


def season(
    games: Annotated[
        list[Path],
        typer.Argument(
            metavar=N_("GAME"),
            help=N_("Saved games (YAML or JSON), or folders of them."),
            show_default=False,
        ),
    ],
    lang: SeasonLanguage = None,
    rank_by: RankByOption = RankBy.wins,
    paper: PaperOption = Paper.a4,
    output: OutputOption = None,
    template_dir: TemplateDirOption = None,
    open_: OpenOption = False,
    dpi: DpiOption = None,
) -> None:
    from papayoo_print.cli.options import choose_language
    from papayoo_print.game.folder import game_files
    from papayoo_print.game.season import season as season_of

    _refuse_empty_folders(games)
    files = game_files(games)
    kept, unfinished = _finished(_loaded(files))
    kept, copies = _once(kept)
    languages = {game.language for _source, game in kept if game.language}
    language = choose_language(lang, languages.pop() if len(languages) == 1 else None)
    destination = target(output, pdf_name("papayoo-season", language, paper), open_, *files, dpi=dpi)
    warn(unfinished)
    warn(copies)
    result = season_of(kept, rank_by)
    warn(_near_names(result))

    from papayoo_print.documents.season_context import season_context

    pdf = typeset("season.html.j2", season_context(result, language), language, paper, template_dir)
    write(pdf, destination)


def _refuse_empty_folders(paths: list[Path]) -> None:
    from papayoo_print.game.folder import is_folder, saved_games

    empty = [
        Problem(_("no saved game (.yaml, .yml or .json) in this folder"), file=str(path))
        for path in paths
        if is_folder(path) and not saved_games(path)
    ]
    if empty:
        raise UserError(*empty)


def _loaded(files: list[Path]) -> list[tuple[str, Game]]:
    """Every game, or a UserError with every problem of every file."""
    from papayoo_print.game.yaml_file import load_game

    games: list[tuple[str, Game]] = []
    problems: list[Problem] = []
    for file in files:
        try:
            games.append((str(file), load_game(file)))
        except UserError as error:
            problems.extend(error.problems)
    if problems:
        raise UserError(*problems)
    return games


def _finished(games: list[tuple[str, Game]]) -> tuple[list[tuple[str, Game]], list[str]]:
    """The games a season counts, and a warning for each of the others; with none to count, the
    warnings, then an error."""
    kept, told = [], []
    for source, game in games:
        if not left_out(game):
            kept.append((source, game))
            continue
        played = len(game.rounds)
        if not played:
            message = _("left out of the season: no round played")
        else:
            message = ngettext(
                "left out of the season: {played} round played of the {planned} agreed",
                "left out of the season: {played} rounds played of the {planned} agreed",
                played,
            ).format(played=played, planned=game.rounds_planned)
        told.append(problem_line(Problem(message, file=source)))
    if not kept:
        warn(told)
        raise UserError(_("no finished game to make a season of"))
    return kept, told


def _once(games: list[tuple[str, Game]]) -> tuple[list[tuple[str, Game]], list[str]]:
    """Each game once (`game/same_games.py`): for each file left out as another's game, a
    warning naming the file kept."""
    from papayoo_print.game.same_games import once

    kept, copies = once(games)
    told = []
    for copy in copies:
        if copy.rounds == copy.kept_rounds:
            message = _("left out of the season: the same game as {file}, which is counted").format(
                file=copy.kept
            )
        else:
            message = _(
                "left out of the season: the start of the game of {file} ({count} of its {total}"
                " rounds), which is counted"
            ).format(file=copy.kept, count=copy.rounds, total=copy.kept_rounds)
        told.append(problem_line(Problem(message, file=copy.source)))
    return kept, told


def _near_names(season: Season) -> list[str]:
    """One warning per group of names that may be one person's, each with the files it is in; a
    large group by its first few names and how many more, and past MAX_NEAR_GROUPS groups, one
    line saying how many more."""
    groups = near_names(season)
    told = groups[:MAX_NEAR_GROUPS]
    names = {line.person: line.name for line in season.standings}
    files = _files_of({person for group in told for person in group[:MAX_NAMES_NAMED]}, season)
    lines = []
    for group in told:
        described = [f"{names[person]} ({', '.join(files[person])})" for person in group[:MAX_NAMES_NAMED]]
        more = len(group) - len(described)
        if more:
            message = ngettext(
                "{names} and {count} more name are each one letter from another: some may be one"
                " player's name written several ways, counted apart; a name written the same way in"
                " every game is counted once",
                "{names} and {count} more names are each one letter from another: some may be one"
                " player's name written several ways, counted apart; a name written the same way in"
                " every game is counted once",
                more,
            ).format(names=", ".join(described), count=more)
        else:
            message = _(
                "{names} may be one player whose name is written two ways: they are counted apart;"
                " write it the same way in every game to count them as one"
            ).format(names=join_names(described, interface_language()))
        lines.append(message)
    if (untold := len(groups) - len(told)) > 0:
        lines.append(ngettext(
            "{count} more group of names one letter apart is not listed",
            "{count} more groups of names one letter apart are not listed",
            untold,
        ).format(count=untold))
    return lines


def _files_of(people: set[str], season: Season) -> dict[str, list[str]]:
    """The first MAX_FILES_NAMED files each of `people` is in, and "…" if there are more."""
    files: dict[str, list[str]] = {person: [] for person in people}
    for played in season.games:
        for person in played.people:
            if person in files and len(files[person]) <= MAX_FILES_NAMED:
                files[person].append(played.source)
    return {
        person: found[:MAX_FILES_NAMED] + ["…"] * (len(found) > MAX_FILES_NAMED)
        for person, found in files.items()
    }
