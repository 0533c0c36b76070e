"""`papayoo-print scan PHOTO…`: a photographed or scanned sheet read into a game file, with a
review PDF of what was read, and an exit status that says whether any cell needs a look.

The reader (numpy, OpenCV) is the optional `[scan]` extra: imported here, when the command runs.
"""

import datetime
import os
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from papayoo_print.cli.errors import PROG, progress, say_path, warn
from papayoo_print.cli.options import choose_language, language_option, output_option, parse_names
from papayoo_print.errors import ExitStatus, Problem, UserError
from papayoo_print.game.file_bytes import regular_file
from papayoo_print.words import N_, Language, translations
from papayoo_print.words import ui_gettext as _
from papayoo_print.words import ui_ngettext as ngettext

if TYPE_CHECKING:
    from papayoo_print.cli.writing import Destination
    from papayoo_print.game.model import Game
    from papayoo_print.scan.cells import SheetCells
    from papayoo_print.scan.reading import Doubt, GameReading

SCAN_HELP = N_(
    "Read photographed or scanned sheets (the pages of one game, in order) into a game file, with a"
    " review PDF of every number read; exit status 3 when a cell needs checking."
)


def scan(
    photos: Annotated[
        list[Path],
        typer.Argument(metavar=N_("PHOTO"), help=N_("Photos or scans of the sheets (JPEG, PNG…)."),
                       show_default=False),
    ],
    output: Annotated[
        str | None,
        output_option(N_("The game file to write [default: beside the first photo]"), metavar=N_("FILE")),
    ] = None,
    review: Annotated[
        str | None,
        typer.Option("--review", metavar=N_("PATH"),
                     help=N_("The review to write: PDF, or FILE.png for pictures"
                             " [default: beside the game file]"),
                     show_default=False),
    ] = None,
    names: Annotated[
        str | None,
        typer.Option(metavar=N_("NAMES"),
                     help=N_("The players' names in seating order, 'Léa,Hugo,Chloé', when the sheet"
                             " does not print them.")),
    ] = None,
    lang: Annotated[
        Language | None,
        language_option(N_("Language of the review, of the game file's notes and of the messages"
                           " [default: the shell's language (LANGUAGE, LANG…) if it is one of these,"
                           " else en; for the review and the notes, the sheet's, which its code gives]")),
    ] = None,
) -> None:
    from papayoo_print.cli.writing import document_files, target
    from papayoo_print.output import new_file, write_all

    try:
        import papayoo_print.scan.cells  # noqa: F401  (OpenCV: the [scan] extra)
        from papayoo_print.scan import decoding, digits  # noqa: F401  (the digit model: the same extra)
        from papayoo_print.scan.reading import read_game
    except ImportError:
        raise UserError(_("scan needs the [scan] extra: pip install 'papayoo-print[scan]'")) from None
    if output is not None and output.lower().endswith(".json"):
        raise UserError(_("scan writes YAML, which can say which cells to check: name the file .yaml"))
    if output == "-":
        message = _("scan writes a game file, which standard output (-o -) cannot be: give the file's name")
        raise UserError(message)
    _each_once(photos)
    game_file = new_file(output) if output is not None else new_file(str(photos[0].with_suffix(".yaml")))
    review_name = f"{game_file.stem}-review.pdf"
    review_path = review if review is not None else str(game_file.with_name(review_name))
    destination = target(review_path, review_name, False, *photos)
    _review_replaces_nothing(destination, game_file, 1)
    with progress(_("Reading the photos…")):
        pages = [
            (photo, sheet)
            for photo in photos
            for sheet in _written_sheets(photo, _sheets(photo))
        ]
        _in_order(pages)
        found = [sheet for _photo, sheet in pages]
        players = _players(found, names, photos[0])
        reading = read_game(found, players)
    _review_replaces_nothing(destination, game_file, len(found))  # FILE-1.png, FILE-2.png…
    language = choose_language(lang, found[0].code.language)
    game = reading.game._replace(language=found[0].code.language)
    game_text = _game_text(game, reading.doubts, photos, language)
    _passes_game_check(game_text, photos[0])
    review_bytes = _review(pages, reading, game, language)
    files = [(game_file, game_text.encode("utf-8"))]
    if destination.path is not None:
        files += document_files(review_bytes, destination)
    write_all(files, new=True)  # scan never replaces a file
    for path, _data in files:
        say_path(path)
    if destination.path is None:
        from papayoo_print.cli.errors import say_bytes

        say_bytes(review_bytes)
    _summary(len(game.rounds), reading.doubts)


def _review(
    pages: "list[tuple[Path, SheetCells]]", reading: "GameReading", game: "Game", language: Language
) -> bytes:
    """The review's PDF: each sheet's photo with what was read, in the sheet's language."""
    from papayoo_print.scan.review import ReviewAbout, review_pdf

    title = translations(language).gettext("Papayoo — what the scan read")
    photo_names = [photo.name for photo, _sheet in pages]
    about = ReviewAbout(language, photo_names, game, reading.doubts, datetime.date.today())
    return review_pdf([sheet for _photo, sheet in pages], reading.cells, title, about=about)


def _summary(rounds: int, doubts: "list[Doubt]") -> None:
    """The scan's last line, on stderr: the rounds read and nothing to check, or the cells to
    check (a warning, and the exit status that says a cell needs a look)."""
    if not doubts:
        message = ngettext("{count} round read — nothing to check", "{count} rounds read — nothing to check",
                           rounds)
        typer.echo(f"{PROG}: {message.format(count=rounds)}", err=True)
        return
    count = len({(doubt.round, doubt.player, doubt.cell) for doubt in doubts})
    message = ngettext("{count} cell to check: see the review", "{count} cells to check: see the review",
                       count)
    warn([message.format(count=count)])
    raise typer.Exit(ExitStatus.LOOK)


def _each_once(photos: list[Path]) -> None:
    """The photos are a game's pages in order: one given twice, under its name or another, or as
    a copy, would be its rounds read twice."""
    import hashlib

    seen: set[bytes] = set()
    for photo in photos:
        with regular_file(photo) as stream:
            digest = hashlib.file_digest(stream, "sha256").digest()
        if digest in seen:
            message = _("this photo is given twice: give each page's photo once, in order")
            raise UserError(Problem(message, file=str(photo)))
        seen.add(digest)


def _review_replaces_nothing(destination: "Destination", game_file: Path, pages: int) -> None:
    """Refused before anything is written: a review of `pages` pages that would replace a file,
    or the game file it goes with (scan never replaces a file)."""
    from papayoo_print.output import new_file
    from papayoo_print.pictures import picture_paths

    if destination.path is None:  # standard output
        return
    for path in picture_paths(destination.path, pages) if destination.pictures else [destination.path]:
        new_file(str(path))
        if os.path.realpath(path) == os.path.realpath(game_file):
            raise UserError(_("{name} is given twice").format(name=path))


def _sheets(photo: Path) -> "list[SheetCells]":
    """This tool's sheets in the photo, a problem with them placed in it."""
    from papayoo_print.scan.cells import sheets
    from papayoo_print.scan.photo_file import read_photo

    try:
        return sheets(read_photo(str(photo)))
    except UserError as error:
        raise error.placed(file=str(photo)) from None


def _written_sheets(photo: Path, found: "list[SheetCells]") -> "list[SheetCells]":
    """The sheets of the photo with anything written in their cells: of a page of two, the one
    played on."""
    from papayoo_print.scan.cells import has_writing

    if not found:
        message = _("no papayoo-print sheet here: its QR code is not in the picture, or not sharp enough")
        raise UserError(Problem(message, file=str(photo)))
    for sheet in found:
        if sheet.marks < 3:
            warn([f"{photo}: " + _("only {found} of the 3 corner marks found: cells may be misplaced")
                  .format(found=sheet.marks)])
    written = [sheet for sheet in found if has_writing(sheet)]
    if len(written) > 1 and all(sheet.code.position for sheet in written):
        message = _("both sheets of the page are filled in: photograph each on its own, the other covered")
        raise UserError(Problem(message, file=str(photo)))
    if not written:
        raise UserError(Problem(_("nothing is written on this sheet"), file=str(photo)))
    return written


def _in_order(pages: "list[tuple[Path, SheetCells]]") -> None:
    """The pages of one game, in order and none missing, as their codes number their rounds: the
    first from round 1, each later one from the round after the page before it (or from 1: a
    blank sheet taken to go on)."""
    next_round = 1
    for index, (photo, sheet) in enumerate(pages):
        first = sheet.code.first_round
        if index == 0 and first != 1:
            message = _("this page starts at round {first}: give the photos from the game's first page,"
                        " in order")
            raise UserError(Problem(message.format(first=first), file=str(photo)))
        if first not in (1, next_round):
            message = _("this page starts at round {first}, but the page before it ends at round {last}:"
                        " give the photos in order, none missing")
            raise UserError(Problem(message.format(first=first, last=next_round - 1), file=str(photo)))
        next_round += sheet.code.rows


def _players(found: "list[SheetCells]", names: str | None, photo: Path) -> tuple[str, ...]:
    """The players' names: given with --names, else as the sheets' code gives them, checked as a
    game file's are."""
    from papayoo_print.form.sheet_code import code_players

    given = parse_names(names) if names is not None else ()
    if any(sheet.code.names != found[0].code.names or sheet.code.players != found[0].code.players
           for sheet in found):
        raise UserError(_("the sheets are for different players: scan each game on its own"))
    try:
        printed = code_players(found[0].code) if not given else ()
    except UserError as error:
        raise error.placed(file=str(photo)) from None
    players = found[0].code.players
    if given and players is not None and len(given) != players:
        message = _("--names gives {names} names but the sheet is for {players} players")
        raise UserError(message.format(names=len(given), players=players))
    if given or printed:
        return given or printed
    if found[0].code.names_printed:  # too long for the sheet's QR code
        message = _("the sheet's QR code has no room for the names: give them with --names 'Léa,Hugo,Chloé'")
    else:
        message = _("the sheet does not print the players' names: give them with --names 'Léa,Hugo,Chloé'")
    raise UserError(Problem(message, file=str(photo)))


def _game_text(game: "Game", doubts: "list[Doubt]", photos: list[Path], language: Language) -> str:
    """The game as YAML, a comment above each round with a cell to check."""
    from papayoo_print.game.yaml_file import Comments, dump_game
    from papayoo_print.scan.reading import explain

    _ = translations(language).gettext  # the file's language, not the messages'
    words = {"points": _("points"), "total": _("total"), "papayoo": "Papayoo", "suit": _("Suit")}
    to_check = _("To check: {what}")
    notes: dict[int, list[str]] = {}
    for doubt in doubts:
        who = game.players[doubt.player] if doubt.player is not None else ""
        cell = " ".join(part for part in (who, words[doubt.cell]) if part)
        why = explain(doubt.reason, doubt.read, doubt.chosen, _)
        note = _("round {round}, {cell}: {why}").format(round=doubt.round, cell=cell, why=why)
        notes.setdefault(doubt.round, []).append(to_check.format(what=note))
    read_from = _("Read by papayoo-print scan from {photos}.").format(
        photos=", ".join(photo.name for photo in photos)
    )
    rounds = {number: list(dict.fromkeys(lines)) for number, lines in notes.items()}
    return dump_game(game, Comments([read_from], rounds))


def _passes_game_check(text: str, photo: Path) -> None:
    """Refuse, before anything is written, a game file that `game check` would refuse: what the
    sheet's code says (its names, its rounds) is checked as a game file's content is."""
    from papayoo_print.game.reading import read_game
    from papayoo_print.game.yaml_file import parse_yaml

    try:
        read_game(parse_yaml(text, str(photo))[0])
    except UserError as error:
        problems = (problem._replace(file=str(photo), line=None) for problem in error.problems)
        raise UserError(*problems) from None
