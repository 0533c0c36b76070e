"""The `papayoo-print` command line: parse options, call one function per command, print the path.

Each command imports its engine when it runs, so that `sheet` never pays for the typesetter.
Typer builds every option of every command of an app before it parses one: a run makes an app
of the one command it names (`commands_app`), the help and the tests an app of them all.
"""

import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from papayoo_print import __version__
from papayoo_print.cli.click_words import HELP, Command
from papayoo_print.cli.errors import PROG, OneLineErrors, naming_options, progress, say, warn
from papayoo_print.cli.writing import target, typeset, write
from papayoo_print.cli.options import (
    CopiesOption,
    DpiOption,
    LanguageOption,
    NamesOption,
    NoMarksOption,
    OpenOption,
    OutputOption,
    PaperOption,
    ShellLanguageOption,
    TableOption,
    TablesFileOption,
    TemplateDirOption,
    choose_language,
    language_option,
    parse_names,
    pdf_name,
)
from papayoo_print.errors import UserError
from papayoo_print.facts import MAX_PLAYERS, MAX_SHEET_ROUNDS, MIN_PLAYERS, Paper
from papayoo_print.words import N_, Language
from papayoo_print.words import ui_gettext as _

if TYPE_CHECKING:  # imported where used, for a quick start
    from papayoo_print.form.content import SheetForm
    from papayoo_print.game.model import Game

def _version(asked: bool) -> None:
    if asked:
        say(f"{PROG} {__version__}")
        raise typer.Exit()


def papayoo_print(
    version: Annotated[
        bool,
        typer.Option("--version", help=N_("Show the version and exit."), callback=_version, is_eager=True),
    ] = False,
) -> None:
    pass


SHEET_HELP = N_("Blank scoresheets to print before a game night: one, or one for each table.")


def sheet(
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            "-p",
            metavar=N_("N"),
            min=MIN_PLAYERS,
            max=MAX_PLAYERS,
            help=N_("Number of players [default: the number of --names, else a sheet for 3 to 8]"),
            show_default=False,
        ),
    ] = None,
    rounds: Annotated[
        int | None,
        typer.Option(
            "--rounds",
            "-r",
            metavar=N_("N"),
            min=1,
            max=MAX_SHEET_ROUNDS,
            help=N_(
                "Rounds agreed before playing: one row each, and the number in its box"
                " [default: 18 rows, the box left blank]"
            ),
            show_default=False,
        ),
    ] = None,
    names: NamesOption = None,
    table: TableOption = None,
    tables_file: TablesFileOption = None,
    copies: CopiesOption = 1,
    lang: ShellLanguageOption = None,
    paper: PaperOption = Paper.a4,
    output: OutputOption = None,
    with_rules: Annotated[
        bool,
        typer.Option(
            "--with-rules",
            help=N_("Add a page for the back: the deal, a trick, what counts, and a tally strip to tick."),
        ),
    ] = False,
    template_dir: TemplateDirOption = None,
    open_: OpenOption = False,
    dpi: DpiOption = None,
    no_marks: NoMarksOption = False,
) -> None:
    if template_dir is not None and not with_rules:
        message = _("--template-dir goes with --with-rules: the sheet itself is not made from templates")
        raise UserError(message)
    tables = None
    if table or tables_file is not None:
        from papayoo_print.cli.sheet_batch import refuse_with_tables
        from papayoo_print.cli.tables import read_tables

        refuse_with_tables(names, players)
        tables = read_tables(table or (), tables_file)
    player_names = parse_names(names) if names is not None else ()
    if player_names and players is not None and players != len(player_names):
        message = _("--players is {players} but --names gives {names} names")
        raise UserError(message.format(players=players, names=len(player_names)))
    players = players or len(player_names) or None
    language = choose_language(lang)

    from papayoo_print.cli.sheet_batch import sheet_forms, sheet_name, with_backs
    from papayoo_print.form.content import SheetForm
    from papayoo_print.form.render import render_pages

    blank = SheetForm(
        language, paper, players, rounds or MAX_SHEET_ROUNDS, rounds, player_names, marks=not no_marks
    )
    numbered = tables_file is not None or len(table or ()) > 1
    forms = sheet_forms(blank, tables, numbered, copies)
    name = sheet_name(forms, len(tables) if tables and numbered else None, copies, with_rules, language)
    destination = target(output, name, open_, *([tables_file] if tables_file else []), dpi=dpi)
    pdf = render_pages(forms)
    if with_rules:
        pdf = with_backs(pdf, forms, language, paper, template_dir)
    write(pdf, destination)


RESULT_HELP = N_(
    "A saved game as a filled-in scoresheet (every round, running totals, places), then a report:"
    " places, a chart of the running totals, each player's figures, every round."
)


def result(
    game_file: Annotated[
        Path, typer.Argument(metavar=N_("FILE"), help=N_("A saved game (YAML or JSON)."), show_default=False)
    ],
    lang: LanguageOption = None,
    paper: PaperOption = Paper.a4,
    output: OutputOption = None,
    sheet_only: Annotated[
        bool, typer.Option("--sheet-only", help=N_("Leave out the report after the sheet."))
    ] = False,
    template_dir: TemplateDirOption = None,
    open_: OpenOption = False,
    dpi: DpiOption = None,
    no_marks: NoMarksOption = False,
) -> None:
    from papayoo_print.form.filling import result_forms
    from papayoo_print.form.render import render_pages
    from papayoo_print.game.yaml_file import load_game

    game = load_game(game_file)
    language = choose_language(lang, game.language)
    name = pdf_name(f"{game_file.stem}-result", language, paper)
    destination = target(output, name, open_, game_file, dpi=dpi)
    forms = [form._replace(marks=not no_marks) for form in result_forms(game, language, paper)]
    pdf = render_pages(forms)
    if not sheet_only:
        pdf = _with_report(pdf, forms, game, language, paper, template_dir)
    write(pdf, destination)


def _with_report(
    sheet: bytes,
    forms: "list[SheetForm]",
    game: "Game",
    language: Language,
    paper: Paper,
    template_dir: Path | None,
) -> bytes:
    """The sheet and the report: under the sheet on its page when there is room, else after it."""
    from papayoo_print.documents import one_page
    from papayoo_print.documents.join import sheet_then_document
    from papayoo_print.documents.report_context import filled_sheet_description, report_context

    description = filled_sheet_description(language)
    bottom = one_page.sheet_bottom(forms)
    with progress(_("Typesetting…")):
        from papayoo_print.documents.typesetter import Typesetter

        with naming_options(template_dir="--template-dir"):
            typesetter = Typesetter(language, paper, template_dir)
        if bottom is not None:
            context = report_context(game, language, chart_height=one_page.CHART_HEIGHT)
            laid_out = typesetter.lay_out("report.html.j2", context, bottom + one_page.GAP)
            if one_page.summary_fits(laid_out):
                report = typesetter.write(laid_out)
                warn(typesetter.warnings)
                return one_page.sheet_under_document(sheet, report, description, bottom)
            typesetter.warnings.clear()  # the same ones again, from the layout that follows
        from papayoo_print.form.batch import paired

        after_sheet = 1 + len(paired(forms))  # the report's first page number: after the sheet's pages
        report = typesetter.render("report.html.j2", report_context(game, language, first_page=after_sheet))
    warn(typesetter.warnings)
    return sheet_then_document(sheet, report, description)


RULES_HELP = N_("The rules and what each card is worth, on one or two pages, to teach the game.")


RulesLanguage = Annotated[
    Language | None,
    language_option(
        N_(
            "Language of the printout and the messages [default: the shell's language (LANGUAGE,"
            " LANG…) if it is one of these, else en; for the printout, --game's first]"
        )
    ),
]


def rules(
    lang: RulesLanguage = None,
    paper: PaperOption = Paper.a4,
    output: OutputOption = None,
    game_file: Annotated[
        Path | None,
        typer.Option(
            "--game",
            metavar=N_("FILE"),
            help=N_("Also show how a round of this saved game was counted."),
            show_default=False,
        ),
    ] = None,
    round_number: Annotated[
        int | None,
        typer.Option(
            "--round",
            metavar=N_("N"),
            min=1,
            help=N_("Which round of --game [default: the last]"),
            show_default=False,
        ),
    ] = None,
    template_dir: TemplateDirOption = None,
    open_: OpenOption = False,
    dpi: DpiOption = None,
) -> None:
    from papayoo_print.documents.rules_context import rules_context

    if round_number is not None and game_file is None:
        raise UserError(_("--round goes with --game FILE"))
    game = None
    stem = "papayoo-rules"
    if game_file is not None:
        from papayoo_print.game.yaml_file import load_game

        game = load_game(game_file)
        stem = f"papayoo-rules-{game_file.stem}-round-{round_number or len(game.rounds)}"
    language = choose_language(lang, game.language if game else None)
    inputs = (game_file,) if game_file else ()
    destination = target(output, pdf_name(stem, language, paper), open_, *inputs, dpi=dpi)
    with naming_options(game="--game", round="--round"):
        context = rules_context(language, game, round_number)
    pdf = typeset("rules.html.j2", context, language, paper, template_dir)
    write(pdf, destination)


Registered = tuple[Callable[..., None], str] | typer.Typer
"""A command's function and help, or a group's app."""


def _season() -> Registered:
    from papayoo_print.cli.season_command import SEASON_HELP, season

    return season, SEASON_HELP


def _scan() -> Registered:
    from papayoo_print.cli.scan_command import SCAN_HELP, scan

    return scan, SCAN_HELP


def _game() -> Registered:
    from papayoo_print.cli.game_commands import game_app

    return game_app


def _templates() -> Registered:
    from papayoo_print.cli.templates_command import templates_app

    return templates_app


COMMANDS: dict[str, Callable[[], Registered]] = {
    "sheet": lambda: (sheet, SHEET_HELP),
    "result": lambda: (result, RESULT_HELP),
    "rules": lambda: (rules, RULES_HELP),
    "season": _season,
    "scan": _scan,
    "game": _game,
    "templates": _templates,
}
"""Every command, in the help's order; each command's module is imported only when it is
registered, so that a run imports the one it names."""


def commands_app(names: Iterable[str], *, completion: bool = True) -> typer.Typer:
    """papayoo-print with the commands `names` (of COMMANDS) only; with `completion`, the
    group's options that install shell completion."""
    cli = typer.Typer(
        cls=OneLineErrors,
        add_completion=completion,
        pretty_exceptions_show_locals=False,
        context_settings=HELP,
        help=N_("Print Papayoo scoresheets, result sheets and rules summaries."),
        epilog=N_(
            "Exit status: 0 done, 1 failed or bad input, 2 wrong usage, 3 done but something needs a look."
        ),
    )
    cli.callback()(papayoo_print)
    for name in names:
        command = COMMANDS[name]()
        if isinstance(command, typer.Typer):
            cli.add_typer(command, name=name)
        else:
            function, help_text = command
            cli.command(name, cls=Command, help=help_text)(function)
    return cli


def whole_app() -> typer.Typer:
    """papayoo-print with every command: what the help of a bare run shows, and the tests run."""
    return commands_app(COMMANDS)


def commands_asked(args: Sequence[str]) -> Sequence[str]:
    """The commands a run needs: the one its arguments start with, else all of them (for the
    help, and for the "Did you mean" of a misspelt command)."""
    return args[:1] if args[:1] and args[0] in COMMANDS else list(COMMANDS)


def main() -> None:
    """A run that names its command cannot reach the group's options (Click reads them before
    the command's name), the completion ones among them: only a run without one builds them."""
    names = commands_asked(sys.argv[1:])
    commands_app(names, completion=names == list(COMMANDS))(prog_name=PROG)
