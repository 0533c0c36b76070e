"""A game as CSV, for a spreadsheet (`game export`), laid out as the printed sheet is: a column
of round numbers, one column of points per player, the Papayoo's taker and the suit when any
round records them, and a total row. `game import` reads it back into the same game.

Made to open right where it is opened most, double-clicked into Excel:

- UTF-8 with a byte order mark: without one, Excel reads a CSV in the system's ANSI code page
  (Windows-1252 in France and Spain) and garbles every accent. LibreOffice, Google Sheets and
  Python's utf-8-sig know the mark for what it is.
- Semicolons, but commas in English: Excel splits a CSV on the list separator of the system's
  region, which is a semicolon wherever the decimal separator is a comma (France, Spain,
  Germany, Italy) and a comma in English-speaking ones. A first line `sep=;` would make any Excel
  split on semicolons, but other readers take it for a row. LibreOffice asks, guessing either;
  the importer reads both.
- Headings, the total's label and the suits in the game's language, as its printed sheet says.
- A name that a spreadsheet would run as a formula (=, +, - or @ first) is written after an
  apostrophe, which spreadsheets take for "this is text" (CSV injection); the importer removes it.

A CSV holds the table only: the title, date, language and rounds planned stay in the game file,
and rounds recorded card by card are written as their points.
"""

import codecs
import csv
import io

from papayoo_print.game.csv_file import FORMULA_STARTS
from papayoo_print.game.model import Game
from papayoo_print.game.values import suit_name
from papayoo_print.words import Language, translations


def csv_delimiter(language: Language) -> str:
    """The list separator of the regions that speak `language`, as Excel splits on it."""
    return "," if language is Language.en else ";"


def export_csv(game: Game, language: Language, bom: bool = True) -> bytes:
    """The game's table as CSV in UTF-8, with a byte order mark for Excel unless `bom` is False
    (standard output: a mark would be a stray character at the start of a pipe)."""
    catalog = translations(language)
    takers = any(round_.papayoo is not None for round_ in game.rounds)
    suits = any(round_.suit is not None for round_ in game.rounds)
    extra = (["Papayoo"] if takers else []) + ([catalog.gettext("Suit")] if suits else [])
    rows = [[catalog.gettext("Round"), *map(_text, game.players), *extra]]
    for number, round_ in enumerate(game.rounds, start=1):
        row = [str(number), *map(str, round_.points)]
        if takers:
            row.append("" if round_.papayoo is None else _text(game.players[round_.papayoo]))
        if suits:
            row.append("" if round_.suit is None else suit_name(round_.suit, language))
        rows.append(row)
    rows.append([catalog.gettext("Total"), *map(str, game.totals), *([""] * len(extra))])
    text = io.StringIO()
    csv.writer(text, delimiter=csv_delimiter(language), lineterminator="\r\n").writerows(rows)
    return (codecs.BOM_UTF8 if bom else b"") + text.getvalue().encode("utf-8")


def _text(name: str) -> str:
    """A name as a spreadsheet shows it, never runs it: '=x for =x."""
    return f"'{name}" if name.startswith(FORMULA_STARTS) else name
