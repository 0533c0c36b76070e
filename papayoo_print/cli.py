"""The `papayoo-print` command line: parse options, call one function per command, print the path.

Each command imports its engine when it runs, so that `sheet` never pays for the typesetter.
"""

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from papayoo_print.errors import UserError
from papayoo_print.game_commands import game_app
from papayoo_print.options import (
    LanguageOption,
    OutputOption,
    PaperOption,
    TemplateDirOption,
    choose_language,
    parse_names,
    pdf_name,
)
from papayoo_print.rules import MAX_PLAYERS, MAX_SHEET_ROUNDS, MIN_PLAYERS
from papayoo_print.sheet_layout import Paper, layout_page

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
    language = choose_language(lang)

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
    pdf = render_sheet(form)
    if with_rules:
        from papayoo_print.documents import Typesetter
        from papayoo_print.pdf_join import sheet_then_document
        from papayoo_print.rules_context import back_context, blank_sheet_description
        page = layout_page(paper, form.columns, form.rounds)
        context = back_context(language, page)
        back = Typesetter(language, paper, template_dir).render("back.html.j2", context)
        pdf = sheet_then_document(pdf, back, blank_sheet_description(language))
    _write(pdf, output, pdf_name(f"papayoo-sheet-{who}-players-{form.rounds}-rounds", language, paper))


def _write(pdf: bytes, output: Path | None, default_name: str) -> None:
    """Write the PDF where asked (or into ./output/), then say where."""
    from papayoo_print.output import output_path, write_atomic

    path = output_path(output, default_name)
    write_atomic(path, pdf)
    typer.echo(path)


@app.command()
def result(
    game_file: Annotated[
        Path, typer.Argument(metavar="FILE", help="A saved game (YAML or JSON).", show_default=False)
    ],
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
    from papayoo_print.result_sheet import result_forms
    from papayoo_print.sheet import render_pages

    game = load_game(game_file)
    language = choose_language(lang, game.language)
    pdf = render_pages(result_forms(game, language, paper))
    if not sheet_only:
        from papayoo_print.documents import Typesetter
        from papayoo_print.pdf_join import sheet_then_document
        from papayoo_print.report_context import filled_sheet_description, report_context

        context = report_context(game, language)
        report = Typesetter(language, paper, template_dir).render("report.html.j2", context)
        pdf = sheet_then_document(pdf, report, filled_sheet_description(language))
    _write(pdf, output, pdf_name(f"{game_file.stem}-result", language, paper))


@app.command()
def rules(
    lang: LanguageOption = None,
    paper: PaperOption = Paper.a4,
    output: OutputOption = None,
    game_file: Annotated[
        Path | None,
        typer.Option(
            "--game", help="Also show how a round of this saved game was counted.", show_default=False
        ),
    ] = None,
    round_number: Annotated[
        int | None,
        typer.Option("--round", min=1, help="Which round of --game [default: the last]", show_default=False),
    ] = None,
    template_dir: TemplateDirOption = None,
) -> None:
    """The rules and what each card is worth, on one or two pages, to teach the game."""
    from papayoo_print.documents import Typesetter
    from papayoo_print.rules_context import rules_context

    if round_number is not None and game_file is None:
        raise UserError("--round goes with --game FILE")
    game = None
    if game_file is not None:
        from papayoo_print.fonts import check_printable
        from papayoo_print.gamefile import load_game

        game = load_game(game_file)
        check_printable(game.players)
    language = choose_language(lang, game.language if game else None)
    context = rules_context(language, game, round_number)
    pdf = Typesetter(language, paper, template_dir).render("rules.html.j2", context)
    _write(pdf, output, pdf_name("papayoo-rules", language, paper))


app.add_typer(game_app, name="game")


def main() -> None:
    app(prog_name=PROG)
