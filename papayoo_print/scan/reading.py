"""A game read from its sheets' cells: every number by the digit model (`digits.read_number`),
the rounds chosen with the checksums (`decoding.decode`), the circled taker and suit; and the
cells a person should look at, with why."""

from typing import NamedTuple

from papayoo_print.facts import PAPAYOO_POINTS, ROUND_TOTAL, Suit
from papayoo_print.game.model import Game, Round
from papayoo_print.scan.cells import SheetCells
from papayoo_print.scan.circles import circled


class Doubt(NamedTuple):
    round: int
    """The round's number in the game, from 1."""
    player: int | None
    """None: the round as a whole (its circled taker)."""
    cell: str
    """"points", "total", "papayoo" (whose points are circled) or "suit"."""
    reason: str


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
    from papayoo_print.scan.digits import read_number

    players = len(names)
    rounds: list[Round] = []
    doubts: list[Doubt] = []
    read: list[ReadCell] = []
    before = [0] * players
    for index, sheet in enumerate(sheets):
        first = len(rounds) + 1
        cells = []
        for row in range(sheet.code.rows):
            most = ROUND_TOTAL * (first + row)
            page = sheet.page
            points = [read_number(sheet.points_box(row, p).cut(page), ROUND_TOTAL) for p in range(players)]
            totals = [_shifted(read_number(sheet.total_box(row, p).cut(page), most), before[p])
                      for p in range(players)]
            cells.append((points, totals))
        reading = decode(players, cells)
        flagged = {(flag.round, flag.player, flag.cell): flag.reason for flag in reading.flagged}
        for row, points in enumerate(reading.points):
            taker, suit = _circles(sheet, row, points)
            for cell, found, reason in (("papayoo", taker, "no one's points circled, or several"),
                                        ("suit", suit, "no suit circled, or several")):
                if found is None:
                    doubts.append(Doubt(first + row, None, cell, reason))
                    read.append(ReadCell(index, row, -1, cell, None, True))
            rounds.append(Round(tuple(points), taker, suit))
            for player in range(players):
                for cell, value in (("points", points[player]),
                                    ("total", reading.totals[row][player] + before[player])):
                    reason = flagged.get((row, player, cell))
                    if reason is not None:
                        doubts.append(Doubt(first + row, player, cell, reason))
                    read.append(ReadCell(index, row, player, cell, value, reason is not None))
        if reading.totals:
            before = [start + total for start, total in zip(before, reading.totals[-1])]
    code = sheets[0].code
    game = Game(names, tuple(rounds), language=code.language, rounds_planned=code.rounds_planned)
    return GameReading(game, doubts, read)


def _circles(sheet: SheetCells, row: int, points: list[int]) -> tuple[int | None, Suit | None]:
    """The round's circled taker (when the points circled can be the Papayoo's) and suit."""
    page = sheet.page
    taker = circled([sheet.points_box(row, player).cut(page) for player in range(len(points))])
    if taker is not None and points[taker] < PAPAYOO_POINTS:
        taker = None
    suit = circled([slot.cut(page) for slot in sheet.suit_boxes(row)], suits=True)
    return taker, (list(Suit)[suit] if suit is not None else None)
