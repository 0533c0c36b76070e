"""A stand-in for the digit model and the decoder (`papayoo_print.scan.digits` and `decoding`),
for testing the `scan` command on its own: an oracle that knows what was written and answers in
the order the command asks, row by row, each player's points then each player's total. A cell
can be made doubtful: two readings, the wrong one a hair ahead."""

import math
import types
from typing import NamedTuple

import numpy as np

from papayoo_print.facts import ROUND_TOTAL
from papayoo_print.scan import ink
from tests.scan.fill_sheet import Round


class Candidate(NamedTuple):
    value: int | None
    log_prob: float


class Flag(NamedTuple):
    round: int
    player: int
    cell: str
    reason: str
    read: int | None
    chosen: int | None


class Reading(NamedTuple):
    points: list[list[int]]
    totals: list[list[int]]
    flagged: list[Flag]


Modules = tuple[types.ModuleType, types.ModuleType]


def reader(pages: list[list[Round]], rows: list[int], players: int,
           doubtful: frozenset[tuple[int, int, int, str]] = frozenset()) -> Modules:
    """Modules `digits` and `decoding` for sheets holding `pages` (each `rows` long); `doubtful`:
    (page, row, player, "points" | "total") read with a close second."""
    answers: list[list[Candidate]] = []
    totals = [0] * players
    for page, (rounds, count) in enumerate(zip(pages, rows)):
        for row in range(count):
            played = rounds[row] if row < len(rounds) else None
            values: dict[str, list[int | None]] = {"points": [], "total": []}
            for player in range(players):
                if played is not None:
                    totals[player] += played.points[player]
                values["points"].append(played.points[player] if played else None)
                values["total"].append(totals[player] if played else None)
            for cell in ("points", "total"):
                for player, value in enumerate(values[cell]):
                    if (page, row, player, cell) in doubtful:
                        assert value is not None, "a doubtful cell has something written in it"
                        close = [Candidate(value + 1, math.log(0.5)), Candidate(value, math.log(0.49))]
                        answers.append(close)
                    else:
                        answers.append([Candidate(value, 0.0), Candidate(None, math.log(1e-4))])
    queue = iter(answers)

    def read_number(cell: np.ndarray | ink.Window, max_value: int) -> list[Candidate]:
        gray = cell.gray if isinstance(cell, ink.Window) else cell
        assert gray.dtype == np.uint8 and gray.ndim == 2 and min(gray.shape) > 20
        return next(queue)

    def decode(count: int, rounds: list, rings: list | None = None) -> Reading:
        assert count == players
        reading = Reading([], [], [])
        running = [0] * players
        for index, (points, written) in enumerate(rounds):
            if all(options[0].value is None for options in [*points, *written]):
                break
            chosen = [options[0].value or 0 for options in points]
            running = [before + value for before, value in zip(running, chosen)]
            reading.points.append(chosen)
            reading.totals.append(list(running))
            for cell, cells in (("points", points), ("total", written)):
                for player, options in enumerate(cells):
                    if len(options) > 1 and options[0].log_prob - options[1].log_prob < math.log(2):
                        runner_up = options[1].value
                        chosen_here = options[0].value
                        reading.flagged.append(Flag(index, player, cell, "doubtful", runner_up, chosen_here))
            assert sum(chosen) == ROUND_TOTAL or reading.flagged
        return reading

    digits = types.ModuleType("papayoo_print.scan.digits")
    digits.read_number = read_number  # type: ignore[attr-defined]
    digits.read_numbers = lambda cells, max_value: [read_number(cell, max_value) for cell in cells]  # type: ignore[attr-defined]
    digits.Candidate = Candidate  # type: ignore[attr-defined]
    decoding = types.ModuleType("papayoo_print.scan.decoding")
    decoding.decode = decode  # type: ignore[attr-defined]
    return digits, decoding
