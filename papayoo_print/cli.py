"""The `papayoo-print` command line: parse options, call one function per command, print the path.

Each command imports its engine when it runs, so that `sheet` never pays for the typesetter.
"""

import sys
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from papayoo_print.errors import UserError
from papayoo_print.i18n import Language, default_language
from papayoo_print.rules import MAX_PLAYERS, MAX_SHEET_ROUNDS, MIN_PLAYERS
from papayoo_print.sheet_layout import Paper

PROG = "papayoo-print"
MAX_NAME_LENGTH = 40


class _OneLineErrors(TyperGroup):
    """Every error a user can cause, Typer's usage errors included, as one line on stderr."""

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
            typer.echo(f"{PROG}: error: {error.format_message()}", err=True)
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


def parse_names(text: str) -> tuple[str, ...]:
    """Comma-separated player names, checked: 3 to 8 of them, none empty, none twice."""
    names = tuple(unicodedata.normalize("NFC", name.strip()) for name in text.split(","))
    if any(not name for name in names):
        raise UserError(f"--names: a name is empty in {text!r}")
    for name in names:
        if len(name) > MAX_NAME_LENGTH:
            raise UserError(f"--names: {name!r} is longer than {MAX_NAME_LENGTH} characters")
    seen: dict[str, str] = {}
    for name in names:
        if name.casefold() in seen:
            raise UserError(f"--names: {name!r} is there twice")
        seen[name.casefold()] = name
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise UserError(
            f"--names: {len(names)} names given; Papayoo is for {MIN_PLAYERS} to {MAX_PLAYERS} players"
        )
    return names


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
    write_atomic(path, render_sheet(form))
    typer.echo(path)


def main() -> None:
    app(prog_name=PROG)
