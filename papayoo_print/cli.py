"""The `papayoo-print` command line: parse options, call one function per command, print the path.

Each command imports its engine when it runs, so that `sheet` never pays for the typesetter.
"""

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from typer.core import TyperGroup

from papayoo_print.errors import UserError
from papayoo_print.i18n import Language, default_language
from papayoo_print.rules import MAX_PLAYERS, MAX_SHEET_ROUNDS, MIN_PLAYERS, Suit
from papayoo_print.sheet_layout import Paper

if TYPE_CHECKING:
    from papayoo_print.game import Game

PROG = "papayoo-print"


class _OneLineErrors(TyperGroup):
    """Every error a user can cause, Typer's usage errors included, as one line on stderr
    (a game file with several problems: one line each)."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        try:
            result = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except (typer.TyperException, UserError) as error:
            for line in error.format_message().splitlines() or [""]:
                typer.echo(f"{PROG}: error: {line}".rstrip(), err=True)
            sys.exit(error.exit_code)
        except typer.Abort:
            typer.echo(f"{PROG}: aborted", err=True)
            sys.exit(1)
        sys.exit(result if isinstance(result, int) else 0)


app = typer.Typer(
    cls=_OneLineErrors,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
)


@app.callback()
def papayoo_print() -> None:
    """Print Papayoo scoresheets, result sheets and rules summaries (French, Spanish, English)."""

LanguageOption = Annotated[
    Language | None,
    typer.Option(
        "--lang",
        "-l",
        help="Language of the printout [default: the environment's locale if fr, es or en, else en]",
        show_default=False,
    ),
]
PaperOption = Annotated[Paper, typer.Option("--paper", help="Paper size.")]
OutputOption = Annotated[
    Path | None,
    typer.Option(
        "--output",
        "-o",
        help="PDF file (or folder) to write [default: a file in ./output/]",
        show_default=False,
        dir_okay=True,
    ),
]


TemplateDirOption = Annotated[
    Path | None,
    typer.Option(
        "--template-dir",
        help="A folder of your own templates (*.html.j2, print.css): used first, by file name.",
        show_default=False,
        file_okay=False,
    ),
]


def parse_names(text: str, option: str = "--names") -> tuple[str, ...]:
    """Comma-separated player names, checked as a game file's players are."""
    from papayoo_print.game import GameError, read_players

    try:
        return read_players(text.split(","))
    except GameError as error:
        raise UserError(f"{option}: {error.problems[0].message}") from None


@app.command()
def sheet(
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            "-p",
            min=MIN_PLAYERS,
            max=MAX_PLAYERS,
            help="Number of players [default: the number of --names, else a sheet for 3 to 8]",
            show_default=False,
        ),
    ] = None,
    rounds: Annotated[
        int | None,
        typer.Option(
            "--rounds",
            "-r",
            min=1,
            max=MAX_SHEET_ROUNDS,
            help="Rounds agreed before playing: one row each, and the number in its box "
            "[default: 18 rows, the box left blank]",
            show_default=False,
        ),
    ] = None,
    names: Annotated[
        str | None,
        typer.Option(help="Player names in seating order, comma-separated: 'Léa,Hugo,Chloé'."),
    ] = None,
    lang: LanguageOption = None,
    paper: PaperOption = Paper.a4,
    output: OutputOption = None,
    with_rules: Annotated[
        bool,
        typer.Option("--with-rules", help="Add what counts and the deal as a second page, for the back."),
    ] = False,
    template_dir: TemplateDirOption = None,
) -> None:
    """A blank A4 scoresheet to print before a game night."""
    player_names = parse_names(names) if names is not None else ()
    if player_names and players is not None and players != len(player_names):
        raise UserError(f"--players is {players} but --names gives {len(player_names)} names")
    players = players or len(player_names) or None
    language = lang or default_language()

    from papayoo_print.output import output_path, write_atomic
    from papayoo_print.sheet import SheetForm, render_sheet

    form = SheetForm(
        language=language,
        paper=paper,
        players=players,
        rounds=rounds or MAX_SHEET_ROUNDS,
        rounds_planned=rounds,
        names=player_names,
    )
    who = f"{players}" if players else f"{MIN_PLAYERS}-{MAX_PLAYERS}"
    paper_suffix = "" if paper is Paper.a4 else f"-{paper.value}"
    default_name = f"papayoo-sheet-{who}-players-{form.rounds}-rounds-{language.value}{paper_suffix}.pdf"
    path = output_path(output, default_name)
    pdf = render_sheet(form)
    if with_rules:
        from papayoo_print.documents import Typesetter
        from papayoo_print.pdf_join import sheet_then_document
        from papayoo_print.rules_context import back_context
        from papayoo_print.sheet_layout import layout_page

        page = layout_page(paper, form.columns, form.rounds)
        context = back_context(language, page)
        back = Typesetter(language, paper, template_dir).render("back.html.j2", context)
        pdf = sheet_then_document(pdf, back)
    write_atomic(path, pdf)
    typer.echo(path)


def _language(option: Language | None, game_language: Language | None = None) -> Language:
    return option or game_language or default_language()


@app.command()
def result(
    game_file: Annotated[Path, typer.Argument(help="A saved game (YAML or JSON).", show_default=False)],
    lang: LanguageOption = None,
    paper: PaperOption = Paper.a4,
    output: OutputOption = None,
    sheet_only: Annotated[
        bool, typer.Option("--sheet-only", help="Leave out the report after the sheet.")
    ] = False,
    template_dir: TemplateDirOption = None,
) -> None:
    """A saved game as a filled-in scoresheet (every round, running totals, places), then a
    report: places, a chart of the running totals, each player's figures, every round."""
    from papayoo_print.gamefile import load_game
    from papayoo_print.output import output_path, write_atomic
    from papayoo_print.result_sheet import result_forms
    from papayoo_print.sheet import render_pages

    game = load_game(game_file)
    language = _language(lang, game.language)
    paper_suffix = "" if paper is Paper.a4 else f"-{paper.value}"
    path = output_path(output, f"{game_file.stem}-result-{language.value}{paper_suffix}.pdf")
    pdf = render_pages(result_forms(game, language, paper))
    if not sheet_only:
        from papayoo_print.documents import Typesetter
        from papayoo_print.pdf_join import sheet_then_document
        from papayoo_print.report_context import report_context

        report = Typesetter(language, paper, template_dir).render("report.html.j2", report_context(game, language))
        pdf = sheet_then_document(pdf, report)
    write_atomic(path, pdf)
    typer.echo(path)


@app.command()
def rules(
    lang: LanguageOption = None,
    paper: PaperOption = Paper.a4,
    output: OutputOption = None,
    game_file: Annotated[
        Path | None,
        typer.Option("--game", help="Also show how a round of this saved game was counted.", show_default=False),
    ] = None,
    round_number: Annotated[
        int | None,
        typer.Option("--round", min=1, help="Which round of --game [default: the last]", show_default=False),
    ] = None,
    template_dir: TemplateDirOption = None,
) -> None:
    """The rules and what each card is worth, on one or two pages, to teach the game."""
    from papayoo_print.documents import Typesetter
    from papayoo_print.output import output_path, write_atomic
    from papayoo_print.rules_context import rules_context

    if round_number is not None and game_file is None:
        raise UserError("--round goes with --game FILE")
    game = None
    if game_file is not None:
        from papayoo_print.gamefile import load_game

        game = load_game(game_file)
    language = _language(lang, game.language if game else None)
    paper_suffix = "" if paper is Paper.a4 else f"-{paper.value}"
    path = output_path(output, f"papayoo-rules-{language.value}{paper_suffix}.pdf")
    context = rules_context(language, game, round_number)
    write_atomic(path, Typesetter(language, paper, template_dir).render("rules.html.j2", context))
    typer.echo(path)


game_app = typer.Typer(
    no_args_is_help=True,
    help="Record a game round by round, check a game file, show its standings.",
)
app.add_typer(game_app, name="game")

GameFile = Annotated[Path, typer.Argument(help="The game file (YAML).", show_default=False)]
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
    from papayoo_print.standings import standings_text

    typer.echo(standings_text(game, _language(lang, game.language)))


@game_app.command("new")
def game_new(
    game_file: GameFile,
    players: Annotated[
        str, typer.Option("--players", "-p", help="Player names in seating order, comma-separated.")
    ],
    rounds: Annotated[
        int | None,
        typer.Option("--rounds", "-r", min=1, max=100, help="Rounds agreed before playing.", show_default=False),
    ] = None,
    title: Annotated[str | None, typer.Option(help="A title for the game.", show_default=False)] = None,
    date: Annotated[
        str | None, typer.Option(help="The day played, as 2026-11-29 [default: today]", show_default=False)
    ] = None,
    lang: Annotated[
        Language | None,
        typer.Option("--lang", "-l", help="The language its printouts default to.", show_default=False),
    ] = None,
) -> None:
    """Start a game file: the players, and the number of rounds agreed."""
    import datetime

    from papayoo_print.game import Game
    from papayoo_print.gamefile import save_game

    if game_file.exists():
        raise UserError(f"{game_file} already exists: choose another name, or delete it first")
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
    save_game(game, _new_file(game_file))
    typer.echo(game_file)


def _new_file(path: Path) -> Path:
    if not path.parent.is_dir():
        raise UserError(f"{path}: the folder {path.parent} does not exist")
    return path


@game_app.command("add")
def game_add(
    game_file: GameFile,
    points: Annotated[
        list[str],
        typer.Argument(
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
        raise UserError("\n".join(f"{game_file}: {problem.message}" for problem in error.problems)) from None
    save_game(game, game_file)
    _show(game, lang)


def _scores(points: list[str], players: tuple[str, ...]) -> dict[str, Any]:
    """`27 71 58 94` in seating order, or `Léa=27 Hugo=71 …` in any order."""
    from papayoo_print.game import normalize_name

    def number(text: str) -> int | str:
        return int(text) if text.strip().lstrip("+-").isdigit() else text

    named = [point.partition("=") for point in points]
    if all(sep for _, sep, _ in named):
        return {normalize_name(name): number(value) for name, _, value in named}
    if any(sep for _, sep, _ in named):
        raise UserError("give the points either all in seating order or all as Name=points")
    if len(points) != len(players):
        raise UserError(
            f"{len(points)} points given for {len(players)} players ({', '.join(players)})"
        )
    return {name: number(value) for name, value in zip(players, points)}


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
        typer.Argument(help="A spreadsheet export: a header of names, one row of points per round.", show_default=False),
    ],
    output: Annotated[
        Path | None,
        typer.Option("--output", "-o", help="The game file to write [default: beside the CSV, .yaml]", show_default=False),
    ] = None,
) -> None:
    """Turn a spreadsheet's CSV export into a game file."""
    from papayoo_print.csv_import import import_csv
    from papayoo_print.gamefile import save_game

    game = import_csv(csv_file)
    target = output or csv_file.with_suffix(".yaml")
    if target.exists():
        raise UserError(f"{target} already exists: choose another name with -o, or delete it first")
    save_game(game, _new_file(target))
    typer.echo(target)


@game_app.command("schema")
def game_schema() -> None:
    """The JSON Schema of game files, for editors that check files as they are typed."""
    from papayoo_print.paths import PACKAGE_DIR

    typer.echo((PACKAGE_DIR / "game.schema.json").read_text(encoding="utf-8"), nl=False)


def main() -> None:
    app(prog_name=PROG)
