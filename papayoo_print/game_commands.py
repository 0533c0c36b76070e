"""`papayoo-print game …`: record a game round by round, check a game file, show standings."""

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from papayoo_print.errors import UserError
from papayoo_print.i18n import Language
from papayoo_print.options import choose_language, parse_names
from papayoo_print.output import new_file
from papayoo_print.rules import MAX_ROUNDS_PLANNED, Suit

if TYPE_CHECKING:
    from papayoo_print.game import Game

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
    from papayoo_print.standings import standings_text

    typer.echo(standings_text(game, choose_language(lang, game.language)))


@game_app.command("new")
def game_new(
    game_file: GameFile,
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

    from papayoo_print.game import Game
    from papayoo_print.gamefile import save_game

    new_file(game_file)
    try:
        day = datetime.date.fromisoformat(date) if date else datetime.date.today()
    except ValueError:
        raise UserError(f"--date: {date!r} is not a date written as 2026-11-29") from None
    game = Game(
        players=parse_names(players, "--players"),
        title=title,
        date=day,
        language=lang,
        rounds_planned=rounds,
    )
    save_game(game, game_file)
    typer.echo(game_file)


@game_app.command("add")
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
    from papayoo_print.game import GameError, game_data, read_game
    from papayoo_print.gamefile import load_game, save_game

    game = load_game(game_file)
    scores = _scores(points, game.players)
    round_data: dict[str, Any] = {"scores": scores}
    if papayoo is not None:
        round_data["papayoo"] = papayoo
    if suit is not None:
        round_data["suit"] = suit.value
    data = game_data(game)
    data["rounds"].append(round_data)
    try:
        game = read_game(data)
    except GameError as error:
        lines = [f"{game_file}: {problem.message}" for problem in error.problems]
        raise UserError("\n".join(lines)) from None
    save_game(game, game_file)
    _show(game, lang)


def _scores(points: list[str], players: tuple[str, ...]) -> dict[str, Any]:
    """`27 71 58 94` in seating order, or `Léa=27 Hugo=71 …` in any order."""
    from papayoo_print.game import normalize_name, typed_points

    named = [point.partition("=") for point in points]
    if all(sep for _, sep, _ in named):
        return {normalize_name(name): typed_points(value) for name, _, value in named}
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
    from papayoo_print.gamefile import load_game, save_game

    game = load_game(game_file)
    if not game.rounds:
        raise UserError(f"{game_file}: there is no round to remove")
    game = game.without_last_round()
    save_game(game, game_file)
    _show(game, lang)


@game_app.command("show")
def game_show(game_file: GameFile, lang: ShowLanguage = None) -> None:
    """The standings: each round's points and running totals, places, who won or leads."""
    from papayoo_print.gamefile import load_game

    _show(load_game(game_file), lang)


@game_app.command("check")
def game_check(game_file: GameFile) -> None:
    """Check a game file; the exit code says whether it is good (0) or not (1)."""
    from papayoo_print.gamefile import load_game

    game = load_game(game_file)
    played = len(game.rounds)
    typer.echo(
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
        Path | None,
        typer.Option(
            "--output", "-o", help="The game file to write [default: beside the CSV, .yaml]",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Turn a spreadsheet's CSV export into a game file."""
    from papayoo_print.csv_import import import_csv
    from papayoo_print.gamefile import save_game

    target = new_file(output or csv_file.with_suffix(".yaml"))
    save_game(import_csv(csv_file), target)
    typer.echo(target)


@game_app.command("schema")
def game_schema() -> None:
    """The JSON Schema of game files, for editors that check files as they are typed."""
    from papayoo_print.paths import PACKAGE_DIR

    typer.echo((PACKAGE_DIR / "game.schema.json").read_text(encoding="utf-8"), nl=False)
