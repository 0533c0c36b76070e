"""A game read from its sheets' cells: every number by the digit model (`digits.read_number`),
the rounds chosen with the checksums (`decoding.decode`), the circled taker and suit; and the
cells a person should look at, with why."""

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from papayoo_print.facts import PAPAYOO_POINTS, ROUND_TOTAL, Suit
from papayoo_print.game.model import Game, Round
from papayoo_print.scan import circles
from papayoo_print.scan.cells import Box, SheetCells
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
        cells = []
        for row in range(sheet.code.rows):
            most = ROUND_TOTAL * (first + row)
            crops, total_crops = round_cells(marks.sheet, row, players)
            points, totals = read_numbers(crops, ROUND_TOTAL), read_numbers(total_crops, most)
            cells.append((points, [_shifted(total, start) for total, start in zip(totals, before)]))
        reading = decode(players, cells, marks.takers)
        flagged: dict[tuple[int, int, str], Flag] = {(f.round, f.player, f.cell): f for f in reading.flagged}
        for row, chosen in enumerate(reading.points):
            papayoo = taker(marks.takers[row] if marks.sure[row] else None, chosen)
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
    sure: list[bool]
    """Per row, whether that ring stands out enough to tell the taker among players with 40
    points or more (circles.SURE)."""
    suits: list[Suit | None]
    """Per row, the suit circled, if one clearly is."""


def find_marks(sheet: SheetCells, players: int) -> Marks:
    """The rings of every round, found on the page as written, then all wiped off a copy of it (a
    ring crosses into the cells beside it: the neighbours' numbers are read without its arcs)."""
    page = sheet.page.copy()
    ink = circles.page_ink(page, PX_PER_MM)
    takers: list[int | None] = []
    sure: list[bool] = []
    suits: list[Suit | None] = []
    rings: list[circles.Loop] = []
    for row in range(sheet.code.rows):
        ringed, clear = _ringed(ink, [sheet.points_box(row, p) for p in range(players)], rings)
        takers.append(ringed)
        sure.append(clear)
        suit, _ = _ringed(ink, sheet.suit_boxes(row), rings)
        suits.append(None if suit is None else list(Suit)[suit])
    for ring in rings:
        circles.wipe(page, ink, ring)
    return Marks(sheet._replace(page=page), takers, sure, suits)


def _ringed(ink: circles.Ink, boxes: list[Box], rings: list[circles.Loop]) -> tuple[int | None, bool]:
    """Which of the boxes is circled, if one clearly is (its ring added to `rings`), and whether
    it stands out enough to be sure of (circles.SURE)."""
    loops = [circles.find_loop(ink, *_middle(box)) for box in boxes]
    scores = [loop.on for loop in loops]
    ringed = circles.standing_out(scores)
    if ringed is not None:
        rings.append(loops[ringed])
    return ringed, circles.standing_out(scores, circles.SURE, circles.SURE_CLEAR) is not None


def _middle(box: Box) -> tuple[tuple[float, float], tuple[float, float]]:
    """A box's middle and half sides, page pixels."""
    return ((box.left + box.right) / 2, (box.top + box.bottom) / 2), ((box.right - box.left) / 2,
                                                                        (box.bottom - box.top) / 2)


def round_cells(sheet: SheetCells, row: int, players: int) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """A round's cells as the digit model reads them (from find_marks's sheet, rings wiped):
    each player's points, then each one's total."""
    return ([sheet.points_box(row, p).cut(sheet.page) for p in range(players)],
            [sheet.total_box(row, p).cut(sheet.page) for p in range(players)])


def taker(ringed: int | None, points: list[int]) -> int | None:
    """Who took the Papayoo: the only player with points enough for it, if there is one; else the
    one whose points are circled (`ringed`), if they are enough."""
    able = [player for player, value in enumerate(points) if value >= PAPAYOO_POINTS]
    if len(able) == 1:
        return able[0]
    return ringed if ringed in able else None


REASONS = {
    "doubtful": N_("{chosen} or {read}? The round adds up either way"),
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
