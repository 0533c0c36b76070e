"""The options the commands share, and turning what the user typed into values."""

from pathlib import Path
from typing import Annotated

import typer

from papayoo_print.errors import UserError
from papayoo_print.facts import Paper
from papayoo_print.words import Language, default_language

LanguageOption = Annotated[
    Language | None,
    typer.Option(
        "--lang",
        "-l",
        help="Language of the printout [default: the game file's, else the environment's locale"
        " if fr, es or en, else en]",
        show_default=False,
    ),
]
PaperOption = Annotated[Paper, typer.Option("--paper", help="Paper size.")]
OutputOption = Annotated[
    str | None,
    typer.Option(
        "--output",
        "-o",
        help="PDF file (or folder) to write [default: a file in ./output/]",
        show_default=False,
        metavar="PATH",
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


def choose_language(option: Language | None, game_language: Language | None = None) -> Language:
    """`--lang`, else the game file's language, else the environment's."""
    return option or game_language or default_language()


def pdf_name(stem: str, language: Language, paper: Paper) -> str:
    """A default file name that says what the PDF holds: `stem-fr.pdf`, `stem-es-letter.pdf`."""
    paper_suffix = "" if paper is Paper.a4 else f"-{paper.value}"
    return f"{stem}-{language.value}{paper_suffix}.pdf"


def parse_names(text: str, option: str = "--names") -> tuple[str, ...]:
    """Comma-separated player names, checked as a game file's players are."""
    from papayoo_print.game.reading import read_players

    try:
        return read_players(text.split(","))
    except UserError as error:
        raise error.placed(subject=option) from None
