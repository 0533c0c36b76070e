"""A game from a spreadsheet's CSV, as Excel, LibreOffice or Google Sheets write it.

The cells (csv_text.py reads them from the bytes): a row naming the players, then a row of
points per round. Blank rows are skipped, and a blank points cell is 0 (the round must still make
250). Around the players' columns, the layout `game export` writes is read too:

- a first column numbering the rounds 1, 2, 3…, when its heading names one (Round, Manche,
  Ronda, Runde, Mano, Partie, #, No, N°…) or is blank — unless the first round's cells make 250
  with it: then it is a player's (called Mano, or a name forgotten);
- last, a Papayoo column (who took it) and a Suit column (Couleur, Palo, Farbe, Seme, Dé,
  Dado…), names and suits as people type them; empty cells are fine. A column headed so is a
  player's after all when it holds points: a total in the total row, or (with no total row) a
  number in every round;
- last, a total row: one labelled Total, Gesamt, Summe, Σ… (any language's); or, with a round
  column, one with no round number, unless it makes 250 under two rounds or more (a round whose
  number was forgotten); or, without one, a row that makes 250 for each round above it (two or
  more), which no round can. Each player's total is checked against the rounds.

Every problem is reported at once, with its line; a name written '=… (as an export protects it
from a spreadsheet's formulas) is read back as =….
"""

import re
from collections.abc import Iterator
from functools import cache
from itertools import islice
from typing import Any, NamedTuple

from papayoo_print.errors import Problem, UserError
from papayoo_print.facts import MAX_ROUNDS, ROUND_TOTAL
from papayoo_print.game.csv_text import Rows, csv_rows
from papayoo_print.game.model import Game
from papayoo_print.game.reading import read_game, read_players
from papayoo_print.game.values import folded, shown, typed_points, whole
from papayoo_print.words import Language, translations
from papayoo_print.words import ui_gettext as _
from papayoo_print.words import ui_ngettext as ngettext

FORMULA_STARTS = ("=", "+", "-", "@", "'")
"""A cell that starts so is a formula to a spreadsheet: an export writes it after a "'" (the
quote itself included, so that a name starting with one comes back as it was)."""

ROUND_WORDS = {"#", "n", "no", "n°", "nr", "num", "numero", "nummer", "round", "rounds", "manche", "ronda",
               "runde", "mano", "partie", "partita", "giro", "turno", "tour"}
TOTAL_WORDS = {"total", "totals", "totale", "totali", "totales", "totaux", "gesamt", "summe", "somme",
               "suma", "somma", "σ", "∑"}
TAKER_WORDS = {"papayoo"}
SUIT_WORDS = {"suit", "couleur", "palo", "farbe", "seme", "colore", "de", "dado", "die", "wurfel"}
"""Headings, compared as `folded` text without a final dot or colon; each also in every
language's words for the sheet's Round, Total and Suit (what an export writes)."""


def csv_game(text: str, source: str) -> Game:
    """The game a CSV file's text holds; a UserError names every problem's line."""
    rows = _kept_rows(csv_rows(text, source), source)
    if not rows:
        message = _("the file is empty: its first row should name the players")
        raise UserError(Problem(message, file=source))
    (header_line, header), body = rows[0], rows[1:]
    layout = _layout(_trimmed(header, 0), body)
    try:
        players = read_players([unescaped(cell) for cell in header[layout.players]])
    except UserError as error:
        raise error.placed(file=source, line=header_line) from None
    return _Sheet(source, layout, players, header_line).game(body)


def _kept_rows(rows: Iterator[tuple[int, list[str]]], source: str) -> Rows:
    """The rows, up to the header, MAX_ROUNDS rounds and a total; past those, a file far too
    long for a game is refused with its count of rounds, without keeping them."""
    kept = list(islice(rows, MAX_ROUNDS + 2))
    beyond, last = 0, kept[-1] if kept else None
    for row in rows:
        beyond, last = beyond + 1, row
    if beyond and last is not None:
        count = len(kept) + beyond - 1 - (1 if _heading(last[1][0], "Total", TOTAL_WORDS) else 0)
        message = _("{count} rounds: a game file holds at most {most}").format(count=count, most=MAX_ROUNDS)
        raise UserError(Problem(message, file=source, line=kept[0][0]))
    return kept


def unescaped(cell: str) -> str:
    """A name as written before an export protected it from formulas: '=x is =x."""
    text = cell.strip()
    return text[1:] if text[:1] == "'" and text[1:2] in FORMULA_STARTS else cell


class _Layout(NamedTuple):
    numbered: bool
    """The first column numbers the rounds."""
    players: slice
    taker: int | None
    suit: int | None
    width: int
    """The header's cells."""
    total: bool
    """The last row is the total row."""

    @property
    def plain(self) -> bool:
        return not self.numbered and self.taker is None and self.suit is None


def _layout(header: list[str], body: Rows) -> _Layout:
    numbered = (
        len(header) > 1
        and (not header[0].strip() or _heading(header[0], "Round", ROUND_WORDS))
        and not _first_round_is_points(body)
    )
    total = _ends_with_total(body, numbered)
    rows = [row for _line, row in (body[:-1] if total else body)]
    total_row = body[-1][1] if total else None
    end, taker, suit = len(header), None, None
    while end > int(numbered) + 1 and (taker is None or suit is None):
        column = end - 1
        if _holds_points(column, rows, total_row):
            break
        if taker is None and _heading(header[column], "Papayoo", TAKER_WORDS):
            taker = column
        elif suit is None and _heading(header[column], "Suit", SUIT_WORDS):
            suit = column
        else:
            break
        end = column
    return _Layout(numbered, slice(int(numbered), end), taker, suit, len(header), total)


def _first_round_is_points(body: Rows) -> bool:
    """The first row makes 250 with its first cell: a player's points, not a round's number."""
    rows = [row for _line, row in body if not _heading(row[0], "Total", TOTAL_WORDS)]
    if not rows:
        return False
    cells = [_points(cell) for cell in rows[0]]
    return whole(cells[0]) and sum(cell for cell in cells if whole(cell)) == ROUND_TOTAL


def _ends_with_total(body: Rows, numbered: bool) -> bool:
    if not body:
        return False
    row = body[-1][1]
    if _heading(row[0], "Total", TOTAL_WORDS):
        return True
    above = len(body) - 1
    cells = [_points(cell) for cell in row]
    if numbered:  # no number: a total, unless it is a round that makes 250 (its number forgotten)
        points = sum(cell for cell in cells if whole(cell))
        return above >= 1 and not row[0].strip() and (points != ROUND_TOTAL or above == 1)
    numbers = [cell for cell in cells if whole(cell)]
    return above >= 2 and len(numbers) == len(cells) and sum(numbers) == ROUND_TOTAL * above


def _holds_points(column: int, rows: list[list[str]], total_row: list[str] | None) -> bool:
    """Whether a column is a player's: a total in the total row, or without one, a number in
    every round (a Papayoo column holds names, which may be numbers too: 007)."""
    if total_row is not None:
        return column < len(total_row) and bool(total_row[column].strip())
    cells = [row[column].strip() for row in rows if column < len(row) and row[column].strip()]
    return bool(cells) and all(whole(typed_points(cell)) for cell in cells)


def _heading(cell: str, msgid: str, words: set[str]) -> bool:
    return folded(cell).rstrip(".:") in words | _catalog_words(msgid)


@cache
def _catalog_words(msgid: str) -> set[str]:
    """What each language's sheet calls it: the headings `game export` writes."""
    return {folded(translations(language).gettext(msgid)) for language in Language}


def _points(cell: str) -> int | str:
    """A cell of points: a blank one is 0, as in a spreadsheet's sums."""
    return typed_points(cell) if cell.strip() else 0


def _trimmed(row: list[str], width: int) -> list[str]:
    """The row without the blank cells past `width` that a spreadsheet writes for a wider row."""
    end = len(row)
    while end > width and not row[end - 1].strip():
        end -= 1
    return row[:end]


class _Sheet:
    """Reads the rows under the header into a game, every problem at once."""

    def __init__(self, source: str, layout: _Layout, players: tuple[str, ...], header_line: int) -> None:
        self.source = source
        self.layout = layout
        self.players = players
        self.header_line = header_line
        self.columns = range(*layout.players.indices(layout.width))
        self.problems: list[Problem] = []

    def problem(self, message: str, line: int, player: str | None = None) -> None:
        self.problems.append(Problem(message, file=self.source, line=line, player=player))

    def game(self, body: Rows) -> Game:
        rows = body[:-1] if self.layout.total else body
        if len(rows) > MAX_ROUNDS:
            message = _("{count} rounds: a game file holds at most {most}")
            raise UserError(Problem(message.format(count=len(rows), most=MAX_ROUNDS), file=self.source,
                                    line=self.header_line))
        game = None
        fitting = [(line, row) for line, row in ((line, self.fitted(row, line)) for line, row in rows) if row]
        if len(fitting) == len(rows):
            for number, (line, row) in enumerate(fitting, start=1):
                self.check_number(row, number, line)
            if self.layout.total:
                self.check_total(body[-1], [row for _line, row in fitting])
            rounds = [self.round_data(row) for _line, row in fitting]
            game = self.read(rounds, [line for line, _row in fitting])
        if self.problems:
            raise UserError(*sorted(self.problems, key=lambda problem: problem.line or 0))
        assert game is not None
        return game

    def fitted(self, row: list[str], line: int) -> list[str] | None:
        """The row's cells, if it has one for each player (the Papayoo and Suit may be left out),
        and nothing past the header."""
        row = _trimmed(row, self.layout.width)
        if self.columns.stop <= len(row) <= self.layout.width:
            return row
        count = len(row)
        if self.layout.plain:
            message = _("{count} values for {players} players").format(count=count, players=len(self.players))
        else:
            message = ngettext(
                "{count} cell, but the first row has {columns}",
                "{count} cells, but the first row has {columns}",
                count,
            ).format(count=count, columns=self.layout.width)
        self.problem(message, line)
        return None

    def check_number(self, row: list[str], number: int, line: int) -> None:
        if not self.layout.numbered or typed_points(row[0]) == number:
            return
        if not row[0].strip():
            self.problem(_("the round number is missing: this is round {number}").format(number=number), line)
        else:
            message = _("the round column says {value}, but this is round {number}")
            self.problem(message.format(value=shown(row[0].strip()), number=number), line)

    def check_total(self, total: tuple[int, list[str]], rounds: list[list[str]]) -> None:
        """Each player's total, where the total row gives one, is what the rounds add up to."""
        line, row = total[0], self.fitted(total[1], total[0])
        if row is None:
            return
        for name, column in zip(self.players, self.columns):
            if not row[column].strip() or _heading(row[column], "Total", TOTAL_WORDS):
                continue  # no total given, or its label in the first player's column
            points = [value for cells in rounds if whole(value := _points(cells[column]))]
            if len(points) < len(rounds):
                continue  # a problem of its own round
            given = typed_points(re.sub(r"\s", "", row[column]))  # 1 234, as French sheets show it
            if given != sum(points):
                message = _("the total for {name} is {total}, but the rounds add up to {sum}").format(
                    name=name, total=given if whole(given) else shown(row[column].strip()), sum=sum(points)
                )
                self.problem(message, line, name)

    def round_data(self, row: list[str]) -> dict[str, Any]:
        data: dict[str, Any] = {
            "scores": {name: _points(row[column]) for name, column in zip(self.players, self.columns)}
        }
        for key, column in (("papayoo", self.layout.taker), ("suit", self.layout.suit)):
            if column is not None and column < len(row) and row[column].strip():
                data[key] = unescaped(row[column]).strip()
        return data

    def read(self, rounds: list[dict[str, Any]], lines: list[int]) -> Game | None:
        try:
            return read_game({"players": list(self.players), "rounds": rounds})
        except UserError as error:
            for problem in error.problems:
                rounds_path = len(problem.path) >= 2 and problem.path[0] == "rounds"
                line = lines[int(problem.path[1])] if rounds_path else self.header_line
                self.problems.append(problem._replace(file=self.source, line=line))
            return None
