"""Head to head in a season's report: how often each player finished ahead of each other one,
as tables a reader follows without a lookup: each column headed by its player's number and
name, turned a quarter, on up to three lines broken at a space or after a hyphen; as many
columns to a table as the page holds. The sizes are measured from the names and the cells, in
mm, at the type size season.css sets."""

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from papayoo_print.documents.chart_frame import text_width
from papayoo_print.game.season import Meeting, Standing

DASH = "\u2013"
HEAD_TO_HEAD_TYPE = 7.5
"""Head to head's type size, in points: its names and cells are measured at it."""
TEXT_WIDTH = 180.0
"""The width a table may take, in mm: A4's between its margins, the narrower paper's."""
MAX_NAME_WIDTH = 45.0
"""Head to head's column of names, in mm at most: a longer name breaks at a space."""
MAX_COLUMN_WIDTH = 14.0
"""Head to head's columns, in mm at most: wider, a row's cells would be hard to follow."""
MAX_HEADING_LINES = 3
"""A turned heading's lines at most: more would read as a block, not a name."""
LINE = 3.1
"""One line of head to head's turned headings, in mm (their line height)."""
PADDING = 1.2
"""A cell's padding, left and right together, in mm."""


def head_to_head(
    people: Sequence[Standing], meetings: dict[tuple[str, str], Meeting], most_columns: int
) -> list[dict[str, Any]]:
    """The tables of `people`, numbered in their order, each of at most `most_columns` columns
    and as many as fit the page, the columns spread evenly over the tables; every table with
    its columns' numbers (as a template of one's own made before the headings shows them), their
    headings and its sizes."""
    rows: list[dict[str, Any]] = [
        {"number": row, "name": line.name, "cells": [_cell(meetings, line, other, row == column)
                                                     for column, other in enumerate(people, start=1)]}
        for row, line in enumerate(people, start=1)
    ]
    number = round(_mm(str(len(people)), bold=True) + PADDING, 1)
    widest = max(_mm(line.name) for line in people)
    longest_word = max(_mm(word) for line in people for word in line.name.split())
    name = round(max(min(MAX_NAME_WIDTH, widest), longest_word) + PADDING, 1)
    cell = max(_mm(cell["text"]) for row in rows for cell in row["cells"]) + PADDING
    room = TEXT_WIDTH - number - name
    fit = max(1, min(most_columns, int(room // max(cell, LINE + PADDING))))
    width = -(-len(people) // -(-len(people) // fit))
    column = round(max(cell, min(MAX_COLUMN_WIDTH, room / width)), 1)
    lines = max(1, min(MAX_HEADING_LINES, int((column - PADDING) // LINE)))
    headings, height = _turned_headings(people, lines, column)
    layout = {"number_width": number, "name_width": name, "column_width": column, "heading_height": height}
    return [
        {
            "columns": [heading["number"] for heading in headings[start : start + width]],
            "headings": headings[start : start + width],
            "rows": [{**row, "cells": row["cells"][start : start + width]} for row in rows],
            "width": round(number + name + column * len(headings[start : start + width]), 1),
            **layout,
        }
        for start in range(0, len(people), width)
    ]


def _cell(
    meetings: dict[tuple[str, str], Meeting], line: Standing, other: Standing, itself: bool
) -> dict[str, Any]:
    """The row's player against the column's: ahead–level–behind, or nothing if they met less."""
    meeting = meetings.get((line.person, other.person))
    return {"text": DASH.join(map(str, meeting)) if meeting else "", "self": itself}


def _mm(text: str, bold: bool = False) -> float:
    """How wide `text` is at head to head's size, in mm."""
    return text_width(text, HEAD_TO_HEAD_TYPE, bold=bold) * 25.4 / 72


def _turned_headings(
    people: Sequence[Standing], most: int, column: float
) -> tuple[list[dict[str, Any]], float]:
    """Each player's heading, their number then their name, on up to `most` lines broken at a
    space or after a hyphen, and where its lines start across a `column` mm wide (centred);
    and the length every heading fits in, in mm: the least that holds every name so. A name
    keeps to as few lines as that length allows."""
    def width(number: int, lines: tuple[str, ...]) -> float:
        first = _mm(f"{number} ", bold=True)
        return max(first * (index == 0) + _mm(line) for index, line in enumerate(lines))

    choices = [(number, _broken(line.name, most)) for number, line in enumerate(people, start=1)]
    length = max(min(width(number, lines) for lines in splits) for number, splits in choices)
    headings = []
    for number, splits in choices:
        lines = next(lines for lines in splits if width(number, lines) <= length)
        left = round((column - LINE * len(lines)) / 2, 1)
        headings.append({"number": number, "lines": list(lines), "left": left})
    return headings, round(length + PADDING, 1)


def _broken(name: str, most: int) -> list[tuple[str, ...]]:
    """`name` on one line, then broken in two, three… up to `most` lines at its spaces and after
    its hyphens: fewer lines first."""
    breaks = [at for at, character in enumerate(name[:-1]) if character == " " or (character == "-" and at)]
    found: list[tuple[str, ...]] = []
    for count in range(min(most, len(breaks) + 1)):
        for chosen in combinations(breaks, count):
            lines: list[str] = []
            start = 0
            for at in chosen:
                lines.append(name[start : at + (name[at] == "-")])
                start = at + 1
            found.append((*lines, name[start:]))
    return found


