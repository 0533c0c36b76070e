"""`papayoo-print game …`: record a game round by round, check a game file, show standings,
and move a game to and from a spreadsheet."""

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from papayoo_print.cli.click_words import HELP, Command, Group, command_with_usages
from papayoo_print.cli.errors import naming_options, say, say_path, visible
from papayoo_print.cli.game_list import game_list
from papayoo_print.cli.options import (
    GameFile,
    choose_language,
    language_option,
    output_option,
    parse_names,
    parse_suit,
)
from papayoo_print.errors import Caveat, Problem, UserError
from papayoo_print.facts import MAX_ROUNDS_PLANNED
from papayoo_print.output import new_file
from papayoo_print.words import N_, Language, environment_language
from papayoo_print.words import ui_gettext as _
from papayoo_print.words import ui_ngettext as ngettext

if TYPE_CHECKING:
    from papayoo_print.game.model import Game, Round

game_app = typer.Typer(
    cls=Group,
    context_settings=HELP,
    help=N_(
        "Record a game round by round, check a game file, show its standings; CSV in and out; the"
        " files' JSON Schema."
    ),
)

ShowLanguage = Annotated[
    Language | None,
    language_option(
        N_(
            "Language of the standings and the messages [default: the shell's language (LANGUAGE,"
            " LANG…) if it is one of these, else en; for the standings, the game's first]"
        )
    ),
]


def _show(game: "Game", lang: Language | None) -> None:
    """The standings, after each change and on demand."""
    from papayoo_print.cli.standings import standings_text

    say(standings_text(game, choose_language(lang, game.language)))


def _show_saved(game: "Game", lang: Language | None, game_file: Path, what: str) -> None:
    """The standings after a change that is saved already: if they cannot be shown, a warning
    says the change is saved."""
    try:
        say(what)
        _show(game, lang)
    except UserError as error:
        message = f"{what}; {error.problems[0].message}"
        raise Caveat(Problem(message, file=str(game_file))) from None


def _round_in_words(game: "Game", round_: "Round") -> str:
    """`Léa 27, Hugo 71*, Chloé 58, Nathan 94`: each player's points, a star on the Papayoo's."""
    from papayoo_print.cli.standings import PAPAYOO_MARK

    return ", ".join(
        f"{name} {points}{PAPAYOO_MARK if round_.papayoo == player else ''}"
        for player, (name, points) in enumerate(zip(game.players, round_.points))
    )


@game_app.command(
    "new", cls=Command, help=N_("Start a game file: the players, and the number of rounds agreed.")
)
def game_new(
    requested_file: Annotated[
        str,
        typer.Argument(
            metavar=N_("FILE"), help=N_("The game file to start (YAML, or JSON)."), show_default=False
        ),
    ],
    players: Annotated[
        str,
        typer.Option(
            "--players", "-p", metavar=N_("NAMES"), help=N_("Player names in seating order, comma-separated.")
        ),
    ],
    rounds: Annotated[
        int | None,
        typer.Option(
            "--rounds",
            "-r",
            metavar=N_("N"),
            min=1,
            max=MAX_ROUNDS_PLANNED,
            help=N_("Rounds agreed before playing."),
            show_default=False,
        ),
    ] = None,
    title: Annotated[
        str | None, typer.Option(metavar=N_("TEXT"), help=N_("A title for the game."), show_default=False)
    ] = None,
    date: Annotated[
        str | None,
        typer.Option(
            metavar=N_("DATE"), help=N_("The day played, as 2026-11-29 [default: today]"), show_default=False
        ),
    ] = None,
    lang: Annotated[
        Language | None,
        language_option(
            N_(
                "The language written in the game file, which its printouts and standings then speak"
                " [default: the shell's language (LANGUAGE, LANG…) if it is one of these, else none]"
            )
        ),
    ] = None,
) -> None:
    import datetime

    from papayoo_print.game.reading import read_game
    from papayoo_print.game.yaml_file import save_game

    game_file = new_file(requested_file)
    data = {
        "title": title,
        "date": date or datetime.date.today().isoformat(),
        "language": made_in.value if (made_in := lang or environment_language()) else None,
        "players": list(parse_names(players, "--players")),
        "rounds_planned": rounds,
    }
    with naming_options(title="--title", date="--date"):
        game = read_game(data)
    save_game(game, game_file, new=True)
    say_path(game_file)


@game_app.command(
    "add",
    cls=command_with_usages(N_('FILE --cards "NAME: CARDS"…')),
    context_settings={"ignore_unknown_options": True},
    help=N_("Add a round's points; refused, and nothing saved, unless they make 250."),
)
def game_add(
    game_file: GameFile,
    points: Annotated[
        list[str],
        typer.Argument(
            metavar=N_("POINTS"),
            help=N_(
                "Each player's points in seating order (27 71 58 94), or by name (Léa=27 Hugo=71 …);"
                " with --cards, each player's cards instead."
            ),
            show_default=False,
        ),
    ],
    papayoo: Annotated[
        str | None,
        typer.Option(
            metavar=N_("PLAYER"), help=N_("Who took the Papayoo (Chloe finds Chloé)."), show_default=False
        ),
    ] = None,
    suit: Annotated[
        str | None,
        typer.Option(
            metavar=N_("SUIT"),
            help=N_("The suit the die chose: hearts, cœur, corazones, ♥ …"),
            show_default=False,
        ),
    ] = None,
    cards: Annotated[
        bool,
        typer.Option(
            "--cards",
            metavar=N_('"NAME: CARDS"…'),
            help=N_(
                "Give each player's Payoo cards instead of points: \"Léa: 3 9\" \"Hugo: 6\" …;"
                " a player left out took none; --papayoo says who took the Papayoo."
            ),
        ),
    ] = False,
    lang: ShowLanguage = None,
) -> None:
    from papayoo_print.cli import round_input
    from papayoo_print.game.data import game_data
    from papayoo_print.game.editing import save_changed_game
    from papayoo_print.game.reading import read_game
    from papayoo_print.game.yaml_file import load_game
    from papayoo_print.output import locked, refuse_read_only

    chosen = parse_suit(suit)
    if cards and papayoo is None:
        message = _("say who took the Papayoo, with --papayoo NAME")
        raise UserError(Problem(message, subject=round_input.CARDS_OPTION))
    with locked(game_file):
        game = load_game(game_file)
        refuse_read_only(game_file)
        round_data: dict[str, Any] = (
            {"cards": round_input.cards(points, game.players)}
            if cards
            else {"scores": round_input.scores(points, game.players)}
        )
        if papayoo is not None:
            round_data["papayoo"] = round_input.taker(papayoo, game.players)
        if chosen is not None:
            round_data["suit"] = chosen.value
        data = game_data(game)
        data["rounds"].append(round_data)
        try:
            game = read_game(data)
        except UserError as error:
            raise error.placed(file=str(game_file)) from None
        save_changed_game(game_file, game)
    _say_added(game, lang, game_file)


def _say_added(game: "Game", lang: Language | None, game_file: Path) -> None:
    """The round just saved, the standings, and a warning when it leaves unsaid who took the
    Papayoo."""
    number = len(game.rounds)
    saved = _("round {number} is saved: {points}").format(
        number=number, points=_round_in_words(game, game.rounds[-1])
    )
    if game.rounds_planned and number > game.rounds_planned:
        saved += " " + ngettext(
            "(an extra round: {planned} round was agreed)",
            "(an extra round: {planned} rounds were agreed)",
            game.rounds_planned,
        ).format(planned=game.rounds_planned)
    unsaid = _papayoo_unsaid(game, game_file)
    try:
        _show_saved(game, lang, game_file, saved)
    except Caveat as caveat:
        raise Caveat(*caveat.problems, *unsaid) from None
    if unsaid:
        raise Caveat(*unsaid)


def _papayoo_unsaid(game: "Game", game_file: Path) -> list[Problem]:
    """The warning to give, the round saved, when its points do not say who took the Papayoo:
    two players or more have its points or more, and no --papayoo said which of them."""
    from papayoo_print.facts import PAPAYOO_POINTS
    from papayoo_print.words import interface_language, join_names

    round_ = game.rounds[-1]
    could = [name for name, points in zip(game.players, round_.points) if points >= PAPAYOO_POINTS]
    if round_.papayoo is not None or len(could) < 2:
        return []
    message = _(
        "{names} have {points} or more: who took the Papayoo is not saved"
        " (game undo, then add the round again with --papayoo NAME)"
    ).format(names=join_names(could, interface_language()), points=PAPAYOO_POINTS)
    return [Problem(message, file=str(game_file), round=len(game.rounds))]


game_app.command(
    "list",
    cls=Command,
    help=N_("The saved games of a folder: date, title, players, rounds, winner; and files with problems."),
)(game_list)


@game_app.command("undo", cls=Command, help=N_("Remove the last round, and say which it was."))
def game_undo(game_file: GameFile, lang: ShowLanguage = None) -> None:
    from papayoo_print.game.editing import save_changed_game
    from papayoo_print.game.yaml_file import load_game
    from papayoo_print.output import locked, refuse_read_only

    with locked(game_file):
        before = load_game(game_file)
        if not before.rounds:
            raise UserError(Problem(_("there is no round to remove"), file=str(game_file)))
        refuse_read_only(game_file)
        game = before.without_last_round()
        save_changed_game(game_file, game)
    removed = _("round {number} is removed: {points}").format(
        number=len(before.rounds), points=_round_in_words(before, before.rounds[-1])
    )
    _show_saved(game, lang, game_file, removed)


@game_app.command(
    "show",
    cls=Command,
    help=N_("The standings: each round's points and running totals, places, who won or leads."),
)
def game_show(game_file: GameFile, lang: ShowLanguage = None) -> None:
    from papayoo_print.game.yaml_file import load_game

    _show(load_game(game_file), lang)


@game_app.command(
    "check", cls=Command, help=N_("Check a game file; the exit code says whether it is good (0) or not (1).")
)
def game_check(game_file: GameFile) -> None:
    from papayoo_print.game.yaml_file import load_game

    game = load_game(game_file)
    played = ngettext("{count} round played", "{count} rounds played", len(game.rounds)).format(
        count=len(game.rounds)
    )
    say(
        _("{file}: {players} players, {played}, no problem found").format(
            file=visible(str(game_file)), players=len(game.players), played=played
        )
    )


@game_app.command("import", cls=Command, help=N_("Turn a spreadsheet's CSV export into a game file."))
def game_import(
    csv_file: Annotated[
        Path,
        typer.Argument(
            metavar=N_("CSV"),
            help=N_(
                "A spreadsheet's CSV: a row of names, then a row of points per round; round numbers,"
                " a total row, Papayoo and Suit columns are read too."
            ),
            show_default=False,
        ),
    ],
    output: Annotated[
        str | None, output_option(N_("The game file (or folder) to write [default: beside the CSV, .yaml]"))
    ] = None,
) -> None:
    from papayoo_print.cli.errors import problem_line, warn
    from papayoo_print.game.csv_file import csv_game
    from papayoo_print.game.csv_text import UTF8, read_csv_text
    from papayoo_print.game.yaml_file import save_game

    beside = csv_file.with_suffix(".yaml")
    target = new_file(output, beside.name) if output is not None else new_file(str(beside))
    text, encoding = read_csv_text(csv_file)
    if encoding != UTF8:
        notice = _("read as {encoding}, not UTF-8").format(encoding=encoding)
        warn([problem_line(Problem(notice, file=str(csv_file)))])
    save_game(csv_game(text, str(csv_file)), target, new=True)
    say_path(target)


@game_app.command(
    "export",
    cls=Command,
    help=N_(
        "Write a game as CSV for a spreadsheet: a row per round, then the totals; game import reads it"
        " back."
    ),
)
def game_export(
    game_file: GameFile,
    output: Annotated[
        str | None,
        output_option(
            N_("The CSV file (or folder) to write, - for standard output [default: beside the game, .csv]")
        ),
    ] = None,
    lang: Annotated[
        Language | None,
        language_option(
            N_(
                "Language of the headings and the suits, and of the messages [default: the shell's"
                " language (LANGUAGE, LANG…) if it is one of these, else en; for the CSV, the game's first]"
            )
        ),
    ] = None,
) -> None:
    from papayoo_print.cli.errors import say_bytes
    from papayoo_print.game.csv_export import export_csv
    from papayoo_print.game.yaml_file import load_game
    from papayoo_print.output import output_path, write_atomic

    game = load_game(game_file)
    language = choose_language(lang, game.language)
    if output == "-":
        say_bytes(export_csv(game, language, bom=False))
        return
    beside = game_file.with_suffix(".csv")
    target = output_path(output if output is not None else str(beside), beside.name, [game_file])
    say_path(target, replaced=write_atomic(target, export_csv(game, language)))


@game_app.command(
    "schema",
    cls=Command,
    help=N_("The JSON Schema of game files, for editors that check files as they are typed."),
)
def game_schema() -> None:
    from papayoo_print.game.schema import schema_text

    say(schema_text().rstrip("\n"))
