"""The tables of a batch of sheets: `--tables FILE`, one table a line, then each `--table NAMES`.

A table's names are checked as `--names` are (`game.reading.read_players`), and every problem
of every table is reported at once, each at its place: FILE:LINE, or the --table it came from.
Nothing is printed then. The file is UTF-8 text, with or without the byte order mark Windows'
Notepad writes; names are separated by commas (the fullwidth one too); blank lines and lines
starting with # are skipped, for notes and headings. A name may come back at another table: two
people called Léa, or a file that lists the tables of each round of a tournament.
"""

from collections.abc import Sequence
from pathlib import Path

from papayoo_print.errors import Problem, UserError
from papayoo_print.game.file_bytes import read_bytes
from papayoo_print.game.reading import read_players
from papayoo_print.game.values import shown, split_names
from papayoo_print.words import ui_gettext as _

MAX_TABLES = 100
"""Tables in one PDF: more than a club's biggest night, and a batch still drawn in seconds."""
COMMENT = "#"


def read_tables(options: Sequence[str], path: Path | None) -> list[tuple[str, ...]]:
    """Each table's players: those of `--tables path`, then of each `--table` in `options`; or a
    UserError with every problem of every table. A table's place is an empty problem: the file
    and line, or the --table option."""
    problems: list[Problem] = []
    given = _file_lines(path) if path is not None else []
    if path is not None and not given:
        problems.append(Problem(_("no table in it: write one table a line, names separated by commas"),
                                file=str(path)))
    given += [(option, Problem("", subject=f"--table {shown(option)}")) for option in options]
    if len(given) > MAX_TABLES:
        message = _("more than {count} tables: print them in several batches").format(count=MAX_TABLES)
        problems.append(given[MAX_TABLES][1]._replace(message=message))
        given = given[:MAX_TABLES]
    tables = [_names(text, place, problems) for text, place in given]
    if problems:
        raise UserError(*problems)
    return [names for names in tables if names is not None]


def _names(text: str, place: Problem, problems: list[Problem]) -> tuple[str, ...] | None:
    try:
        return read_players(split_names(text))
    except UserError as error:
        problems += error.placed(file=place.file, line=place.line, subject=place.subject).problems
        return None


def _file_lines(path: Path) -> list[tuple[str, Problem]]:
    """The file's tables (up to one more than MAX_TABLES), each with its line."""
    too_large = _("is larger than {megabytes} MB: too large for a list of tables")
    text = _decoded(read_bytes(path, too_large), str(path))
    tables = []
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.removesuffix("\r")
        if not line.strip() or line.lstrip().startswith(COMMENT):
            continue
        tables.append((line, Problem("", file=str(path), line=number)))
        if len(tables) > MAX_TABLES:
            break
    return tables


def _decoded(data: bytes, place: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise UserError(Problem(_("the file is not UTF-8 text"), file=place, line=line)) from None
