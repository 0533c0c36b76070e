"""Choosing what a sheet says from the candidates of each cell, with the sheet's checksums.

Every round hands out exactly 250 points, one player (the Papayoo's taker) has at least 40, and
each running total is the previous total plus the round's points: the totals column is a second
reading of the same numbers. For each round the decoder finds the exact best choice of points
(dynamic programming over the players, by sum so far), scoring each player's points by both the
points cell and the total cell; a reading vouches a little for the same number with one more 1 in
it, the digit the model loses most (LOST_ONE). A cell is flagged, with its reason, when another
choice is nearly as good (the margin), when the choice rests on neither of its two readings (only
the sum of 250 vouches for it) or overrules a sure reading of the points cell, or when a surely
read total disagrees with the points; never guessed silently. A round whose choice is all but
certain (ROUND_CERTAIN: its probability among every consistent choice, each weighed by its cells'
readings) is not flagged for doubt; a surely read total that disagrees still is.
"""

import math
from dataclasses import dataclass, field
from functools import cache
from typing import Literal, NamedTuple

import numpy as np
from numpy.lib.stride_tricks import as_strided

from papayoo_print.facts import PAPAYOO_POINTS, ROUND_TOTAL
from papayoo_print.scan.digits import Candidate

RoundCells = tuple[list[list[Candidate]], list[list[Candidate]]]
"""A round's cells: per player the candidates of the points cell, then of the total cell."""

MARGIN = math.log(30)
"""A reading must beat every other consistent one by this much (odds of 30 to 1) for a cell."""
WEAK = math.log(0.02)
"""A value whose own readings give it less than this is a guess made only to fit the sums."""
HALF = math.log(0.5)
OWN_WEAK = math.log(0.1)
"""Points their own cell gives less than this are flagged even when the written total agrees: a
total follows the rounds above, and a round read wrong above makes this one agree wrongly."""
ROUND_SURE = math.log(0.32)
"""The odds that a round's cells all read what was chosen, by their own readings, below which
the least sure are flagged, whatever the round's sum says (misreads that cancel out add up too).
Below 0.3 a sure misread and a circled cell read wrong the other way pass unflagged
(test_decoding's cancelling misreads). On the tuning filler (MNIST 500 to 599; 2,179 rounds) one
wrong round passes at 0.3 (a 110 read 10 in both its cells, the circled 109 read 209: odds of
0.31), none at 0.32 to 0.4, which flag 47.1 to 49.3 % of the rounds (with ROUND_CERTAIN)."""
ROUND_CERTAIN = math.log(1 - 1e-5)
"""The probability of a round's choice, against every choice that sums to 250 with someone at 40
or more (each weighed by what its cells read, as the choice is), above which none of its cells is
flagged as doubtful or forced: the cells' own doubts (ROUND_SURE) add up over eight players even
where the sums leave no other choice. On the tuning filler (MNIST 500 to 599; 2,179 rounds) the
likeliest wrong round had a probability of 1 - 4e-4; 1 - 1e-5 keeps a margin of forty and flags
47.1 % of the rounds (58.8 % without it), 1 - 1e-4 36.9 %; 1 - 1e-3 lets two wrong rounds
through."""
POINTS_SURE = math.log(0.8)
"""Points the cell reads this surely are not overruled silently, even when the totals agree on
other points (they may follow a round read wrong above); a total read this surely anchors the
next round's."""
TOTAL_SURE = math.log(0.8)
"""A written total that disagrees with the points is flagged when it is read this surely (a
player's slip, or points chosen wrongly); a total the model can hardly read is only less help.
On the tuning filler (MNIST 500 to 599; 2,179 rounds, whose totals are all right) 0.5 flags
49.3 % of the rounds, 0.8 47.1 % and 0.9 46.4 % (with ROUND_CERTAIN), none letting a wrong round
through; at 0.95 one passes. Players' slips are rare, misread totals are not: one read less surely
that disagrees is likelier misread."""
TOTAL_FLOOR = math.log(5e-4)
"""The least a written total's reading weighs against points: a total that disagrees may follow a
round above read wrong, so it lowers the points' odds, it does not rule them out."""
UNDER_RING = math.log(0.01)
"""Points under 40 are unlikely in a circled cell: the ring says who took the Papayoo."""
RINGED_FLOOR = math.log(0.002)
"""A circled cell is read with its ring wiped out, and the digits' ends that touch it: the model's
unlikeliest readings of it are noise, no likelier than values it does not name (else a 56 the
model barely names would beat the 53 it does not, and a neighbour be misread to make 250)."""
UNREAD = 0.2
"""Probability mass a cell's candidates leave to every value they do not name, spread evenly: the
model's five likeliest readings miss the number written in 4 % of the two-digit points cells and
in 18 % of the three-digit totals, more often than their odds say. On the tuning filler (MNIST
500 to 599; 2,179 rounds) 0.001 reads 94.2 % of the rounds exact and flags 47.6 %; 0.01, 94.9 and
46.7 %; 0.1, 95.3 and 47.2 %; 0.2, 96.0 and 47.1 %; 0.5, 96.1 and 48.1 %; none lets a wrong round
through."""
LOST_ONE = math.log(0.04)
"""A 1 is the digit the reader loses: a thin stroke run into the digit beside it or wiped out with
a ring, the rest read right (a 13 read 3). Each number a 1 longer than a reading gets this share
of that reading's odds. On the tuning filler (MNIST 500 to 599; 2,179 rounds) 96.0 % of the
rounds come back exact at 0.04 and 47.1 % are flagged, 95.6 % and 49.8 % at 0.01, 95.4 % and
46.6 % at 0.12, no wrong round unflagged at any of them."""
VALUES = np.arange(ROUND_TOTAL + 1)
MIN_WRITTEN = 2
"""A row with fewer cells written in is not a round played (a stray mark is flagged, not read)."""


Cell = Literal["points", "total"]
CELLS: tuple[Cell, ...] = ("points", "total")
"""A round's two cells for each player, in the order a round's readings hold them."""


class Flag(NamedTuple):
    round: int
    """0-based round index."""
    player: int
    cell: Cell
    reason: Literal["doubtful", "forced", "total", "stray"]
    """doubtful: another reading fits the checksums nearly as well (`read` is the runner-up);
    forced: the cell does not read `chosen`, the round's sum needs it; total: the written total
    (`read`) is not the points' running total (`chosen`); stray: a mark in a row after the last
    round."""
    read: int | None
    chosen: int | None


@dataclass
class Reading:
    points: list[list[int]] = field(default_factory=list)
    """Per round played (the rows up to the last one written in), each player's points."""
    totals: list[list[int]] = field(default_factory=list)
    """The running totals those points make."""
    flagged: list[Flag] = field(default_factory=list)


def _evidence(candidates: list[Candidate], first: int, empty_as: int | None, count: int = len(VALUES)
              ) -> np.ndarray:
    """Log-probability that the cell says each of the `count` numbers from `first` on; an empty
    cell counts as `empty_as`, a reading stands for the numbers a 1 longer too (LOST_ONE)."""
    named: dict[int, float] = {}
    for value, log_prob in candidates:
        key = empty_as if value is None else value
        if key is not None:
            named[key] = _logaddexp(named.get(key, -math.inf), log_prob)
    rest = max(1.0 - sum(math.exp(lp) for lp in named.values()), UNREAD)
    floor = math.log(rest / 1000)
    lost: dict[int, float] = {}
    for value, log_prob in candidates:
        if value is not None:
            for longer in _with_a_one(value):
                lost[longer] = lost.get(longer, 0.0) + math.exp(log_prob + LOST_ONE)
    for longer, odds in lost.items():
        named[longer] = math.log(math.exp(named.get(longer, floor)) + odds)
    out = np.full(count, floor)
    for key, log_prob in named.items():
        if first <= key < first + count:
            out[key - first] = log_prob
    return out


def _logaddexp(a: float, b: float) -> float:
    """np.logaddexp of two floats, without numpy's cost for a scalar."""
    high, low = max(a, b), min(a, b)
    return high if low == -math.inf else high + math.log1p(math.exp(low - high))


@cache
def _with_a_one(value: int) -> frozenset[int]:
    """The numbers that `value` is with one more 1 written somewhere in it (10 for 0, not 01)."""
    text = str(value)
    longer = (text[:i] + "1" + text[i:] for i in range(len(text) + 1))
    return frozenset(int(number) for number in longer if number[0] != "0")


def _is_blank(candidates: list[Candidate]) -> bool:
    return candidates[0].value is None and candidates[0].log_prob > math.log(0.5)


_BIG = VALUES >= PAPAYOO_POINTS
_PAD = np.full(ROUND_TOTAL, -np.inf)


def _maxplus(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """c[t] = max over s <= t of a[s] + b[t - s], for t up to 250 (b read through a sliding
    window, reversed: window[t][s] = b[t - s], -inf for s > t)."""
    padded = np.concatenate([b[::-1], _PAD])  # padded[250 - t + s] = b[t - s]
    step = padded.strides[0]
    window = as_strided(padded[ROUND_TOTAL:], shape=(ROUND_TOTAL + 1, ROUND_TOTAL + 1), strides=(-step, step),
                        writeable=False)
    return (window + a[None, :]).max(axis=1)


def _add(table: np.ndarray, score: np.ndarray, summed: bool = False) -> np.ndarray:
    """table[s, k] (best score of some players summing to s, k = one of them has >= 40) with one
    more player of that score; with `summed`, the log of their summed probabilities instead."""
    combined, either = (_sum_convolved, np.logaddexp) if summed else (_maxplus, np.maximum)
    out = np.empty_like(table)
    out[:, 0] = combined(table[:, 0], np.where(_BIG, -np.inf, score))
    big_here = combined(table[:, 0], np.where(_BIG, score, -np.inf))
    out[:, 1] = either(big_here, combined(table[:, 1], score))
    return out


def _sum_convolved(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """c[t] = log of the sum over s <= t of exp(a[s] + b[t - s]), for t up to 250: _maxplus with
    a sum instead of a max, in probabilities scaled by each side's greatest."""
    top_a, top_b = a.max(), b.max()
    if top_a == -np.inf or top_b == -np.inf:
        return np.full(ROUND_TOTAL + 1, -np.inf)
    summed = np.convolve(np.exp(a - top_a), np.exp(b - top_b))[: ROUND_TOTAL + 1]
    with np.errstate(divide="ignore"):  # a sum that cannot be reached is log 0
        return np.log(summed) + top_a + top_b


def _log_all(scores: np.ndarray) -> float:
    """The log of the summed probabilities of every consistent choice (points summing to 250, one
    player at 40 or more)."""
    table = _start()
    for score in scores:
        table = _add(table, score, summed=True)
    return float(table[ROUND_TOTAL, 1])


def _start() -> np.ndarray:
    table = np.full((ROUND_TOTAL + 1, 2), -np.inf)
    table[0, 0] = 0.0
    return table


def _best_round(scores: np.ndarray) -> tuple[list[int], list[float], list[int]]:
    """The exact best points (summing to 250, one player at 40 or more) and, per player, how much
    better it is than the best consistent choice giving that player other points, and those
    points."""
    players = len(scores)
    backward = [_start()]
    for p in range(players - 1, -1, -1):
        backward.insert(0, _add(backward[0], scores[p]))
    forward = _start()
    chosen, margins, runners_up = [], [], []
    for p in range(players):
        after = backward[p + 1]
        any_big = np.maximum(_maxplus(forward[:, 1], after.max(axis=1)), _maxplus(forward[:, 0], after[:, 1]))
        none_big = _maxplus(forward[:, 0], after[:, 0])
        rest = ROUND_TOTAL - VALUES
        best = scores[p] + np.maximum(any_big[rest], np.where(_BIG, none_big[rest], -np.inf))
        value = int(np.argmax(best))
        best[value], top = -np.inf, best[value]
        runners_up.append(int(np.argmax(best)))
        margins.append(float(top - best[runners_up[-1]]))
        chosen.append(value)
        forward = _add(forward, scores[p])
    return _consistent(scores, backward, chosen), margins, runners_up


def _consistent(scores: np.ndarray, backward: list[np.ndarray], guess: list[int]) -> list[int]:
    """The best choice itself, player by player given the choices before: the same as the
    players' own best values unless two choices tie."""
    spent, has_big, chosen = 0, False, []
    for p in range(len(scores)):
        room = ROUND_TOTAL - spent - VALUES
        inside = room >= 0
        after = backward[p + 1][np.clip(room, 0, None)]
        fits = np.maximum(after[:, 1], np.where(_BIG | has_big, after[:, 0], -np.inf))
        fits = np.where(inside, fits, -np.inf)
        total = scores[p] + fits
        value = guess[p] if total[guess[p]] >= total.max() else int(np.argmax(total))
        chosen.append(value)
        spent, has_big = spent + value, has_big or value >= PAPAYOO_POINTS
    return chosen


def decode(players: int, rounds: list[RoundCells], rings: list[int | None] | None = None) -> Reading:
    """The sheet's points per round, read from every cell's candidates with the checksums, and
    the cells a person should look at. `rings`: per round, whose points are circled (the
    Papayoo's taker, 40 or more), if anyone's are."""
    marks = [sum(not _is_blank(c) for c in [*points, *totals]) for points, totals in rounds]
    played = [i for i, count in enumerate(marks) if count >= MIN_WRITTEN]
    last = played[-1] + 1 if played else 0
    reading = Reading()
    computed, written = [0] * players, [0] * players
    for r in range(last):
        chosen = _decode_round(r, rounds[r], computed, written, reading.flagged, rings[r] if rings else None)
        reading.points.append(chosen)
        reading.totals.append(list(computed))
    reading.flagged = [flag for flag in reading.flagged if not _misread_total(flag, rounds, reading.totals)]
    for r in range(last, len(rounds)):
        for index, cell in enumerate(CELLS):
            reading.flagged += [Flag(r, p, cell, "stray", c[0].value, None)
                                for p, c in enumerate(rounds[r][index]) if not _is_blank(c)]
    return reading


def _misread_total(flag: Flag, rounds: list[RoundCells], totals: list[list[int]]) -> bool:
    """A written total that parted from the points, where the player's next total, read surely,
    is the points' running total again: the player did not carry a slip on, so it was misread."""
    after = flag.round + 1
    if flag.reason != "total" or after >= len(totals):
        return False
    best = rounds[after][1][flag.player][0]
    return best.value == totals[after][flag.player] and best.log_prob > POINTS_SURE


def _decode_round(r: int, cells: RoundCells, computed: list[int], written: list[int],
                  flags: list[Flag], ringed: int | None) -> list[int]:
    """Round r's best points; `computed` and `written` (the totals so far, as the points make them
    and as the players wrote them) move on by the round."""
    points, totals = cells
    players = len(points)
    scores = np.array([_evidence(points[p], 0, empty_as=0) for p in range(players)])
    if ringed is not None:
        scores[ringed] = np.maximum(scores[ringed], RINGED_FLOOR) + np.where(_BIG, 0.0, UNDER_RING)
    total_scores = np.zeros_like(scores)
    vouched = scores.copy()  # what the cells themselves say, the totals taken from the points so far
    from_written = np.zeros_like(scores)  # the written totals' own difference, where they part
    for p in range(players):
        if not _is_blank(totals[p]):
            from_points = _evidence(totals[p], computed[p], None)
            vouched[p] = np.maximum(vouched[p], from_points)
            from_written[p] = _evidence(totals[p], written[p], None)
            total_scores[p] = np.maximum(np.maximum(from_points, from_written[p]), TOTAL_FLOOR)
    weighed = scores + total_scores
    chosen, margins, runners_up = _best_round(weighed)
    certain = weighed[np.arange(players), chosen].sum() - _log_all(weighed) >= ROUND_CERTAIN
    already = len(flags)
    for p, value in enumerate(chosen):
        read, sure = points[p][0].value or 0, points[p][0].log_prob
        if p == ringed:  # read with its ring wiped out, and the digits' ends with it: never sure
            sure = -math.inf
        if not certain:  # a round all but certain has no cell to doubt
            if margins[p] < MARGIN:
                flags.append(Flag(r, p, "points", "doubtful", runners_up[p], value))
            elif written[p] != computed[p] and from_written[p][value] < WEAK and scores[p][value] < HALF:
                # The totals above parted from the points, and this choice follows the points' sum
                # against the written totals with no clear reading of its own.
                flags.append(Flag(r, p, "points", "doubtful", int(np.argmax(from_written[p])), value))
            elif vouched[p][value] < WEAK or (read != value and sure > POINTS_SURE):
                flags.append(Flag(r, p, "points", "forced", points[p][0].value, value))
            elif p != ringed and scores[p][value] < OWN_WEAK:
                # Only the totals vouch for it, and they follow the rounds above, which may be wrong.
                flags.append(Flag(r, p, "points", "doubtful", points[p][0].value, value))
        apart = written[p] - computed[p]
        computed[p] += value
        written[p] = computed[p]
        if _is_blank(totals[p]):
            continue
        best_total, sure = totals[p][0].value, totals[p][0].log_prob
        carried = apart != 0 and best_total == computed[p] + apart  # the gap comes from a round above
        disagrees = _evidence(totals[p], computed[p], None, 1)[0] < WEAK
        if disagrees and sure > TOTAL_SURE and not carried:
            flags.append(Flag(r, p, "total", "total", best_total, computed[p]))
        if best_total is not None and sure > POINTS_SURE:
            # The next total minus this one is a reading of the next points of its own: it holds
            # whether the player's sum slipped or a round above was chosen wrong.
            written[p] = best_total
    if not certain:
        flagged = {flag.player for flag in flags[already:] if flag.cell == "points"}
        flags += _unsure(r, chosen, vouched, flagged)
    return chosen


def _unsure(r: int, chosen: list[int], vouched: np.ndarray, flagged: set[int]) -> list[Flag]:
    """The cells of round r to look at although the round adds up: while the odds that every
    cell not flagged yet reads its chosen value (by its own cells: points, or total less the total
    above) are below ROUND_SURE, the least sure of them (misreads that cancel out add up too)."""
    own = {p: float(vouched[p][value]) for p, value in enumerate(chosen) if p not in flagged}
    out = []
    while own and sum(own.values()) < ROUND_SURE:
        p = min(own, key=own.__getitem__)
        del own[p]
        others = np.where(VALUES == chosen[p], -np.inf, vouched[p])
        out.append(Flag(r, p, "points", "doubtful", int(np.argmax(others)), chosen[p]))
    return out
