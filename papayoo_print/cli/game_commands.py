"""`papayoo-print game …`: record a game round by round, check a game file, show standings."""

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from papayoo_print.cli.errors import naming_options, say
from papayoo_print.cli.options import choose_language, parse_names
from papayoo_print.errors import Problem, UserError
from papayoo_print.facts import MAX_ROUNDS_PLANNED, Suit
from papayoo_print.output import new_file
from papayoo_print.words import Language

if TYPE_CHECKING:
    from papayoo_print.game.model import Game

game_app = typer.Typer(
    no_args_is_help=True,
    help="Record a game round by round, check a game file, show its standings.",
)

GameFile = Annotated[
    Path, typer.Argument(metavar="FILE", help="The game file (YAML, or JSON).", show_default=False)
]
ShowLanguage = Annotated[
    Language | None,
    typer.Option(
        "--lang",
        "-l",
        help="Language of the standings [default: the game's, else the environment's]",
        show_default=False,
    ),
]


def _show(game: "Game", lang: Language | None) -> None:
    """The standings, after each change and on demand."""
    from papayoo_print.cli.standings import standings_text

    say(standings_text(game, choose_language(lang, game.language)))


def _show_saved(game: "Game", lang: Language | None, game_file: Path, what: str) -> None:
    """The standings after a change that is saved already: if they cannot be shown, a warning
    says the change is saved, and the exit status stays 0, so that nobody makes it twice."""
    try:
        _show(game, lang)
    except UserError as error:
        message = f"{what}; {error.problems[0].message}"
        raise UserError(Problem(message, file=str(game_file)), exit_code=0) from None


@game_app.command("new")
def game_new(
    requested_file: Annotated[
        str,
        typer.Argument(metavar="FILE", help="The game file to start (YAML, or JSON).", show_default=False),
    ],
    players: Annotated[
        str, typer.Option("--players", "-p", help="Player names in seating order, comma-separated.")
    ],
    rounds: Annotated[
        int | None,
        typer.Option(
            "--rounds", "-r", min=1, max=MAX_ROUNDS_PLANNED, help="Rounds agreed before playing.",
            show_default=False,
        ),
    ] = None,
    title: Annotated[str | None, typer.Option(help="A title for the game.", show_default=False)] = None,
    date: Annotated[
        str | None, typer.Option(help="The day played, as 2026-11-29 [default: today]", show_default=False)
    ] = None,
    lang: Annotated[
        Language | None,
        typer.Option(
            "--lang", "-l", help="The language its printouts default to.", show_default=False
        ),
    ] = None,
) -> None:
    """Start a game file: the players, and the number of rounds agreed."""
    import datetime

    from papayoo_print.game.reading import read_game
    from papayoo_print.game.yaml_file import save_game

    game_file = new_file(requested_file)
    data = {
        "title": title,
        "date": date or datetime.date.today().isoformat(),
        "language": lang.value if lang else None,
        "players": list(parse_names(players, "--players")),
        "rounds_planned": rounds,
    }
    with naming_options(title="--title", date="--date"):
        game = read_game(data)
    save_game(game, game_file)
    say(str(game_file))


@game_app.command("add", context_settings={"ignore_unknown_options": True})
def game_add(
    game_file: GameFile,
    points: Annotated[
        list[str],
        typer.Argument(
            metavar="POINTS",
            help="Each player's points in seating order (27 71 58 94), or by name (Léa=27 Hugo=71 …).",
            show_default=False,
        ),
    ],
    papayoo: Annotated[str | None, typer.Option(help="Who took the Papayoo.", show_default=False)] = None,
    suit: Annotated[
        Suit | None, typer.Option(help="The suit the die chose.", show_default=False)
    ] = None,
    lang: ShowLanguage = None,
) -> None:
    """Add a round's points; refused, and nothing saved, unless they make 250."""
    from papayoo_print.game.data import game_data
    from papayoo_print.game.reading import read_game
    from papayoo_print.game.yaml_file import load_game, save_game
    from papayoo_print.output import locked, refuse_read_only

    with locked(game_file):
        game = load_game(game_file)
        refuse_read_only(game_file)
        round_data: dict[str, Any] = {"scores": _scores(points, game.players)}
        if papayoo is not None:
            round_data["papayoo"] = papayoo
        if suit is not None:
            round_data["suit"] = suit.value
        data = game_data(game)
        data["rounds"].append(round_data)
        try:
            game = read_game(data)
        except UserError as error:
            raise error.placed(file=str(game_file)) from None
        save_game(game, game_file)
    _show_saved(game, lang, game_file, f"round {len(game.rounds)} is saved")


def _scores(points: list[str], players: tuple[str, ...]) -> dict[str, Any]:
    """`27 71 58 94` in seating order, or `Léa=27 Hugo=71 …` in any order."""
    from papayoo_print.game.values import normalize_name, shown, typed_points

    named = [point.partition("=") for point in points]
    if all(sep for _, sep, _ in named):
        scores: dict[str, Any] = {}
        for name, _, value in named:
            if normalize_name(name) in scores:
                given_twice = f"{shown(normalize_name(name))} is given twice: give each player's points once"
                raise UserError(given_twice)
            scores[normalize_name(name)] = typed_points(value)
        return scores
    if any(sep for _, sep, _ in named):
        raise UserError("give the points either all in seating order or all as Name=points")
    if len(points) != len(players):
        raise UserError(
            f"{len(points)} points given for {len(players)} players ({', '.join(players)})"
        )
    return {name: typed_points(value) for name, value in zip(players, points)}


@game_app.command("undo")
def game_undo(game_file: GameFile, lang: ShowLanguage = None) -> None:
    """Remove the last round."""
    from papayoo_print.game.yaml_file import load_game, save_game
    from papayoo_print.output import locked, refuse_read_only

    with locked(game_file):
        game = load_game(game_file)
        if not game.rounds:
            raise UserError(Problem("there is no round to remove", file=str(game_file)))
        refuse_read_only(game_file)
        removed = len(game.rounds)
        game = game.without_last_round()
        save_game(game, game_file)
    _show_saved(game, lang, game_file, f"round {removed} is removed")


@game_app.command("show")
def game_show(game_file: GameFile, lang: ShowLanguage = None) -> None:
    """The standings: each round's points and running totals, places, who won or leads."""
    from papayoo_print.game.yaml_file import load_game

    _show(load_game(game_file), lang)


@game_app.command("check")
def game_check(game_file: GameFile) -> None:
    """Check a game file; the exit code says whether it is good (0) or not (1)."""
    from papayoo_print.game.yaml_file import load_game

    game = load_game(game_file)
    played = len(game.rounds)
    say(
        f"{game_file}: {len(game.players)} players, {played} round{'s' * (played != 1)} played,"
        " no problem found"
    )


@game_app.command("import")
def game_import(
    csv_file: Annotated[
        Path,
        typer.Argument(
            metavar="CSV",
            help="A spreadsheet export: a header of names, one row of points per round.",
            show_default=False,
        ),
    ],
    output: Annotated[
        str | None,
        typer.Option(
            "--output", "-o", help="The game file (or folder) to write [default: beside the CSV, .yaml]",
            show_default=False, metavar="PATH",
        ),
    ] = None,
) -> None:
    """Turn a spreadsheet's CSV export into a game file."""
    from papayoo_print.game.csv_file import import_csv
    from papayoo_print.game.yaml_file import save_game

    beside = csv_file.with_suffix(".yaml")
    target = new_file(output, beside.name) if output else new_file(str(beside))
    save_game(import_csv(csv_file), target)
    say(str(target))


@game_app.command("schema")
def game_schema() -> None:
    """The JSON Schema of game files, for editors that check files as they are typed."""
    from papayoo_print.game.schema import schema_text

    say(schema_text().rstrip("\n"))
