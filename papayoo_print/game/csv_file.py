"""A game from a spreadsheet's CSV export: a header of player names, one row of points a round."""

import csv
import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from papayoo_print.errors import Problem, UserError
from papayoo_print.facts import MAX_FILE_BYTES
from papayoo_print.game.model import Game
from papayoo_print.game.reading import read_game, read_players
from papayoo_print.game.values import typed_points
from papayoo_print.game.yaml_file import read_text
from papayoo_print.words import ui_gettext as _


def import_csv(path: Path) -> Game:
    """The game in the CSV file at `path`; a UserError names each problem's line."""
    text = read_text(path)
    rows = list(_numbered_rows(text, _dialect(text), str(path)))
    if not rows:
        message = _("the file is empty: its first row should name the players")
        raise UserError(Problem(message, file=str(path)))
    header_line, header = rows[0]
    try:
        players = read_players(header)
    except UserError as error:
        raise error.placed(file=str(path), line=header_line) from None
    problems: list[Problem] = []
    rounds: list[dict[str, Any]] = []
    lines: list[int] = []
    for line, row in rows[1:]:
        if len(row) != len(players):
            message = _("{count} values for {players} players").format(count=len(row), players=len(players))
            problems.append(Problem(message, file=str(path), line=line))
            continue
        rounds.append({"scores": {name: typed_points(cell) for name, cell in zip(players, row)}})
        lines.append(line)
    if problems:
        raise UserError(*problems)
    try:
        return read_game({"players": list(players), "rounds": rounds})
    except UserError as error:
        raise UserError(
            *(
                problem._replace(file=str(path), line=_line(problem, lines, header_line))
                for problem in error.problems
            )
        ) from None


def _dialect(text: str) -> type[csv.Dialect] | csv.Dialect:
    """Commas, semicolons (a French spreadsheet's export) or tabs, as the header uses them."""
    try:
        return csv.Sniffer().sniff(text.split("\n", 1)[0], delimiters=",;\t")
    except csv.Error:
        return csv.excel


def _numbered_rows(
    text: str, dialect: type[csv.Dialect] | csv.Dialect, source: str
) -> Iterator[tuple[int, list[str]]]:
    """Each row that holds anything, with the line it ends on."""
    csv.field_size_limit(max(csv.field_size_limit(), MAX_FILE_BYTES))  # a cell can be the whole file
    reader = csv.reader(io.StringIO(text), dialect)
    try:
        for row in reader:
            if any(cell.strip() for cell in row):
                yield reader.line_num, row
    except csv.Error as error:
        message = _("this is not valid CSV: {problem}").format(problem=error)
        raise UserError(Problem(message, file=source, line=reader.line_num)) from None


def _line(problem: Problem, lines: list[int], header_line: int) -> int:
    if len(problem.path) >= 2 and problem.path[0] == "rounds":
        return lines[int(problem.path[1])]
    return header_line
