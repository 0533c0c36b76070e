"""A game read from its sheets' cells: every number by the digit model (`digits.read_number`),
the rounds chosen with the checksums (`decoding.decode`), the circled taker and suit; and the
cells a person should look at, with why."""

import itertools
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from papayoo_print.facts import PAPAYOO_POINTS, ROUND_TOTAL, Suit
from papayoo_print.game.model import Game, Round
from papayoo_print.scan import circles, ring_model
from papayoo_print.scan.cells import Box, SheetCells
from papayoo_print.scan.ink import Window
from papayoo_print.scan.page import PX_PER_MM
from papayoo_print.words import N_
from papayoo_print.words import ui_gettext as _

if TYPE_CHECKING:
    from papayoo_print.scan.decoding import Flag


class Doubt(NamedTuple):
    round: int
    """The round's number in the game, from 1."""
    player: int | None
    """None: the round as a whole (its circled taker)."""
    cell: str
    """"points", "total", "papayoo" (whose points are circled) or "suit"."""
    reason: str
    """A key of REASONS."""
    read: int | None = None
    chosen: int | None = None


class ReadCell(NamedTuple):
    """What the review shows: a cell of a sheet and the number read in it."""

    sheet: int
    row: int
    player: int
    """-1 for the round's circled taker or suit."""
    cell: str
    value: int | None
    doubtful: bool


class GameReading(NamedTuple):
    game: Game
    doubts: list[Doubt]
    cells: list[ReadCell]


def _shifted(candidates: list, start: int) -> list:
    """A later page's written totals, less what the players had before it: `decode` starts
    every sheet at 0."""
    if not start:
        return candidates
    return [
        candidate if candidate.value is None else candidate._replace(value=candidate.value - start)
        for candidate in candidates
        if candidate.value is None or candidate.value >= start
    ] or candidates[:1]


def read_game(sheets: list[SheetCells], names: tuple[str, ...]) -> GameReading:
    """The rounds written on `sheets`, the pages of one game in order, for players `names`."""
    from papayoo_print.scan.decoding import decode
    from papayoo_print.scan.digits import read_numbers

    players = len(names)
    rounds: list[Round] = []
    doubts: list[Doubt] = []
    read: list[ReadCell] = []
    before = [0] * players
    for index, sheet in enumerate(sheets):
        first = len(rounds) + 1
        marks = find_marks(sheet, players)
        windows, most = [], []  # every round's points then totals, read in one batch
        for row in range(sheet.code.rows):
            points, totals = round_cells(marks.sheet, row, players)
            windows += [*points, *totals]
            most += [ROUND_TOTAL] * players + [ROUND_TOTAL * (first + row)] * players
        read_cells = iter(read_numbers(windows, most))
        cells = [([next(read_cells) for _ in range(players)],
                  [_shifted(next(read_cells), start) for start in before]) for _ in range(sheet.code.rows)]
        reading = decode(players, cells, marks.takers)
        flagged: dict[tuple[int, int, str], Flag] = {(f.round, f.player, f.cell): f for f in reading.flagged}
        for row, chosen in enumerate(reading.points):
            papayoo = taker(marks.scores[row], chosen, marks.takers[row])
            suit = marks.suits[row]
            for cell, found, reason in (("papayoo", papayoo, "taker"), ("suit", suit, "suit")):
                if found is None:
                    doubts.append(Doubt(first + row, None, cell, reason))
                    read.append(ReadCell(index, row, -1, cell, None, True))
            rounds.append(Round(tuple(chosen), papayoo, suit))
            for player in range(players):
                for cell, value in (("points", chosen[player]),
                                    ("total", reading.totals[row][player] + before[player])):
                    flag = flagged.get((row, player, cell))
                    if flag is not None:
                        doubts.append(Doubt(first + row, player, cell, flag.reason, flag.read, flag.chosen))
                    read.append(ReadCell(index, row, player, cell, value, flag is not None))
        for flag in reading.flagged:
            if flag.reason == "stray":  # below the last round: not read into the game, but said
                doubts.append(Doubt(first + flag.round, flag.player, flag.cell, flag.reason, flag.read))
                read.append(ReadCell(index, flag.round, flag.player, flag.cell, flag.read, True))
        if reading.totals:
            before = [start + total for start, total in zip(before, reading.totals[-1])]
    code = sheets[0].code
    game = Game(names, tuple(rounds), language=code.language, rounds_planned=code.rounds_planned)
    return GameReading(game, doubts, read)


class Marks(NamedTuple):
    sheet: SheetCells
    """The sheet with every ring wiped off its page, for the digit model."""
    takers: list[int | None]
    """Per row, whose points are circled, if one player's clearly are."""
    scores: list[list[float]]
    """Per row, the log-odds that each player's points are circled (ring_model.ring_odds)."""
    suits: list[Suit | None]
    """Per row, the suit circled, if one clearly is."""


def find_marks(sheet: SheetCells, players: int) -> Marks:
    """The rings of every round, found on the page as written, then all wiped off a copy of it (a
    ring crosses into the cells beside it: the neighbours' numbers are read without its arcs).
    A row's ring round points is the cell the ring model tells, else the ellipse that stands out
    (circles.ON_RING); the ring round its cell's best ellipse is wiped."""
    page = sheet.page.copy()
    ink = circles.page_ink(page, PX_PER_MM)
    rows = [[sheet.points_box(row, p) for p in range(players)] for row in range(sheet.code.rows)]
    rows = [groups for row, points in enumerate(rows) for groups in (points, sheet.suit_boxes(row))]
    middles, sides = zip(*(_middle(box) for boxes in rows for box in boxes))
    loops = iter(circles.find_loops(ink, np.array(middles), np.array(sides)))
    found = [[next(loops) for _ in boxes] for boxes in rows]
    ringed = [circles.standing_out([loop.on for loop in row], *((circles.SUIT, circles.SUIT_CLEAR) if suits
                                                                else (circles.ON_RING, circles.CLEAR)))
              for suits, row in zip(itertools.cycle((False, True)), found)]
    windows = [ring_model.window(ink.darkness, box) for boxes in rows[0::2] for box in boxes]
    odds = iter(ring_model.ring_odds(np.array(windows).reshape(-1, *ring_model.SIZE)))
    scores = [[float(next(odds)) for _ in boxes] for boxes in rows[0::2]]
    for number, row_scores in enumerate(scores):
        told = circles.standing_out(row_scores, ring_model.SURE, ring_model.CLEAR)
        if told is not None:
            ringed[2 * number] = told
    circles.wipe(page, ink, [row[index] for row, index in zip(found, ringed) if index is not None])
    return Marks(sheet._replace(page=page), ringed[0::2], scores,
                 [None if suit is None else list(Suit)[suit] for suit in ringed[1::2]])


def _middle(box: Box) -> tuple[tuple[float, float], tuple[float, float]]:
    """A box's middle and half sides, page pixels."""
    return ((box.left + box.right) / 2, (box.top + box.bottom) / 2), ((box.right - box.left) / 2,
                                                                        (box.bottom - box.top) / 2)


def round_cells(sheet: SheetCells, row: int, players: int) -> tuple[list[Window], list[Window]]:
    """A round's cells as the digit model reads them (from find_marks's sheet, rings wiped), each
    with the margin round it that numbers run into: each player's points, then each one's total."""
    return ([sheet.points_box(row, p).window(sheet.page) for p in range(players)],
            [sheet.total_box(row, p).window(sheet.page) for p in range(players)])


def taker(rings: list[float], points: list[int], circled: int | None = None) -> int | None:
    """Who took the Papayoo: the only player with points enough for it, if there is one; else the
    one of those whose points are circled, if the ring model's odds (`rings`, per player:
    find_marks's scores) stand out among them enough to be sure of (ring_model.SURE and CLEAR),
    or if the ellipse found round a cell (`circled`, find_marks's takers, which stands out in its
    row) is round one of them and the ring model finds that one likelier circled than any other
    of them: two ways of seeing agree. A ring mistaken there would make a wrong round that no
    checksum catches. On the tuning filler (MNIST 500 to 599; 2,180 rounds, the points as written)
    the ring model alone left 54 takers untold; the ellipse, where the model agreed, told 35 of
    them, none wrongly."""
    able = [player for player, value in enumerate(points) if value >= PAPAYOO_POINTS]
    if len(able) == 1:
        return able[0]
    ringed = circles.standing_out([rings[player] for player in able], ring_model.SURE, ring_model.CLEAR)
    if ringed is not None:
        return able[ringed]
    if circled in able and all(rings[circled] > rings[player] for player in able if player != circled):
        return circled
    return None


REASONS = {
    "doubtful": N_("{chosen} or {read}? The writing could be either"),
    "forced": N_("reads {read}, but the round's 250 needs {chosen}"),
    "total": N_("the total reads {read}, the points make {chosen}"),
    "stray": N_("a mark below the last round"),
    "taker": N_("no one's points circled, or several"),
    "suit": N_("no suit circled, or several"),
}
"""Why a cell is flagged: the decoder's reasons (decoding.Flag), and the circles'."""


def explain(reason: str, read: int | None, chosen: int | None, gettext: Callable[[str], str] = _) -> str:
    """Why a cell was flagged, in the interface's language or `gettext`'s."""
    return gettext(REASONS[reason]).format(read="?" if read is None else read, chosen=chosen)
