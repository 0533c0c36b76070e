"""The options the commands share, and turning what the user typed into values.

Help texts are written in English with `N_`; the command line translates them when it starts.
Where Typer would add a default in its own English words ("[default: a4]"), the help says it,
translated with the rest. A value's range and choices are not written in the texts: the help
says them in words (cli/click_words.py).
"""

from pathlib import Path
from typing import Annotated, Any

import typer

from papayoo_print.errors import ExitStatus, UserError
from papayoo_print.facts import Paper, Suit
from papayoo_print.pictures import MAX_DPI, MIN_DPI
from papayoo_print.words import N_, Language, default_language
from papayoo_print.words import ui_gettext as _

MAX_COPIES = 50
"""Of each sheet, at most: a season's blank sheets for a table, or a spare of each for a night."""


def language_option(text: str) -> Any:
    """`--lang`/`-l`, with what it sets in this command (`text`, written with `N_`)."""
    return typer.Option(
        "--lang", "-l", metavar=N_("LANGUAGE"), help=text, show_default=False, case_sensitive=False
    )


def output_option(text: str, metavar: str = N_("PATH")) -> Any:
    """`--output`/`-o`, with where this command writes (`text`, written with `N_`)."""
    return typer.Option("--output", "-o", help=text, show_default=False, metavar=metavar)


LanguageOption = Annotated[
    Language | None,
    language_option(
        N_(
            "Language of the printout and the messages [default: the shell's language (LANGUAGE,"
            " LANG…) if it is one of these, else en; for the printout, the game file's first]"
        )
    ),
]
ShellLanguageOption = Annotated[
    Language | None,
    language_option(
        N_(
            "Language of the printout and the messages [default: the shell's language (LANGUAGE,"
            " LANG…) if it is one of these, else en]"
        )
    ),
]
PaperOption = Annotated[
    Paper,
    typer.Option(
        "--paper",
        metavar=N_("SIZE"),
        help=N_("Paper size [default: a4]"),
        show_default=False,
        case_sensitive=False,
    ),
]
OutputOption = Annotated[
    str | None,
    output_option(
        N_(
            "PDF file (or folder) to write; FILE.png for a picture of each page; - for standard output"
            " [default: a file in ./output/]"
        )
    ),
]
TemplateDirOption = Annotated[
    Path | None,
    typer.Option(
        "--template-dir",
        metavar=N_("FOLDER"),
        help=N_("A folder of your own templates (*.html.j2, *.css): used first, by file name."),
        show_default=False,
        file_okay=False,
    ),
]
OpenOption = Annotated[
    bool,
    typer.Option(
        "--open", help=N_("Open the PDF in the system's viewer once it is written (not with -o -).")
    ),
]
NoMarksOption = Annotated[
    bool,
    typer.Option(
        "--no-marks",
        help=N_("Leave out the corner marks and the QR code that papayoo-print scan reads a photo by."),
    ),
]
DpiOption = Annotated[
    int | None,
    typer.Option(
        "--dpi",
        metavar=N_("DPI"),
        min=MIN_DPI,
        max=MAX_DPI,
        help=N_("Resolution of the pictures of -o FILE.png, in dots per inch [default: 150]"),
        show_default=False,
    ),
]
NamesOption = Annotated[
    str | None,
    typer.Option(
        metavar=N_("NAMES"), help=N_("Player names in seating order, comma-separated: 'Léa,Hugo,Chloé'.")
    ),
]
TableOption = Annotated[
    list[str] | None,
    typer.Option(
        "--table",
        metavar=N_("NAMES"),
        help=N_(
            "A table's player names, comma-separated: a sheet for that table, numbered in its"
            " header when there are several. Repeat it for each table."
        ),
        show_default=False,
    ),
]
TablesFileOption = Annotated[
    Path | None,
    typer.Option(
        "--tables",
        metavar=N_("FILE"),
        help=N_(
            "A text file of tables, one a line, names comma-separated (a line starting with #"
            " is a note): a numbered sheet for each, before any --table's."
        ),
        show_default=False,
    ),
]
CopiesOption = Annotated[
    int,
    typer.Option(
        "--copies",
        metavar=N_("N"),
        min=1,
        max=MAX_COPIES,
        help=N_("How many of each sheet to print [default: 1]"),
        show_default=False,
    ),
]
GameFile = Annotated[
    Path, typer.Argument(metavar=N_("FILE"), help=N_("The game file (YAML, or JSON)."), show_default=False)
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
    from papayoo_print.game.values import split_names

    try:
        return read_players(split_names(text))
    except UserError as error:
        raise error.placed(subject=option) from None


def parse_suit(text: str | None) -> Suit | None:
    """`--suit` as people type it: coeur, cœur, Corazones, ♥, Hearts."""
    from papayoo_print.game.values import read_suit, shown

    if text is None:
        return None
    if (suit := read_suit(text)) is None:
        message = _("--suit: {value} is not spades, hearts, diamonds or clubs").format(value=shown(text))
        raise UserError(message, status=ExitStatus.USAGE)  # a bad option's value, as Click's own are
    return suit
