"""Choosing what a sheet says from the candidates of each cell, with the sheet's checksums.

Every round hands out exactly 250 points, one player (the Papayoo's taker) has at least 40, and
each running total is the previous total plus the round's points: the totals column is a second
reading of the same numbers. For each round the decoder finds the exact best choice of points
(dynamic programming over the players, by sum so far), scoring each player's points by both the
points cell and the total cell. A cell is flagged, with its reason, when another choice is nearly
as good (the margin), when the choice rests on neither of its two readings (only the sum of 250
vouches for it), or when a written total disagrees with the points; never guessed silently.
"""

import math
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from papayoo_print.facts import PAPAYOO_POINTS, ROUND_TOTAL
from papayoo_print.scan.digits import Candidate

RoundCells = tuple[list[list[Candidate]], list[list[Candidate]]]
"""A round's cells: per player the candidates of the points cell, then of the total cell."""

MARGIN = math.log(30)
"""A reading must beat every other consistent one by this much (odds of 30 to 1) for a cell."""
WEAK = math.log(0.02)
"""A value whose own readings give it less than this is a guess made only to fit the sums."""
UNREAD = 1e-3
"""Probability mass a cell's candidates leave to every value they do not name, spread evenly."""
VALUES = np.arange(ROUND_TOTAL + 1)


class Flag(NamedTuple):
    round: int
    """0-based round index."""
    player: int
    cell: Literal["points", "total"]
    reason: str


@dataclass
class Reading:
    points: list[list[int]] = field(default_factory=list)
    """Per round played (the rows up to the last one written in), each player's points."""
    totals: list[list[int]] = field(default_factory=list)
    """The running totals those points make."""
    flagged: list[Flag] = field(default_factory=list)


def _evidence(candidates: list[Candidate], values: np.ndarray, empty_as: int | None) -> np.ndarray:
    """Log-probability that the cell says each of `values`; an empty cell counts as `empty_as`."""
    named: dict[int, float] = {}
    for value, log_prob in candidates:
        key = empty_as if value is None else value
        if key is not None:
            named[key] = float(np.logaddexp(named.get(key, -np.inf), log_prob))
    rest = max(1.0 - sum(math.exp(lp) for lp in named.values()), UNREAD)
    floor = math.log(rest / 1000)
    return np.array([named.get(int(v), floor) for v in values])


def _is_blank(candidates: list[Candidate]) -> bool:
    return candidates[0].value is None and candidates[0].log_prob > math.log(0.5)


_BIG = VALUES >= PAPAYOO_POINTS
_PAD = np.full(ROUND_TOTAL, -np.inf)


def _maxplus(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """c[t] = max over s <= t of a[s] + b[t - s], for t up to 250 (b read through a sliding
    window, reversed: window[t][250 - s] = b[t - s])."""
    window = sliding_window_view(np.concatenate([_PAD, b]), ROUND_TOTAL + 1)
    return (window[:, ::-1] + a[None, :]).max(axis=1)


def _add(table: np.ndarray, score: np.ndarray) -> np.ndarray:
    """table[s, k] (best score of some players summing to s, k = one of them has >= 40) with one
    more player of that score."""
    out = np.empty_like(table)
    out[:, 0] = _maxplus(table[:, 0], np.where(_BIG, -np.inf, score))
    out[:, 1] = np.maximum(_maxplus(table[:, 0], np.where(_BIG, score, -np.inf)), _maxplus(table[:, 1], score))
    return out


def _start() -> np.ndarray:
    table = np.full((ROUND_TOTAL + 1, 2), -np.inf)
    table[0, 0] = 0.0
    return table


def _best_round(scores: np.ndarray) -> tuple[list[int], list[float]]:
    """The exact best points (summing to 250, one player at 40 or more) and, per player, how much
    better it is than the best consistent choice giving that player other points."""
    players = len(scores)
    backward = [_start()]
    for p in range(players - 1, -1, -1):
        backward.insert(0, _add(backward[0], scores[p]))
    forward = _start()
    chosen, margins = [], []
    for p in range(players):
        after = backward[p + 1]
        any_big = np.maximum(_maxplus(forward[:, 1], after.max(axis=1)), _maxplus(forward[:, 0], after[:, 1]))
        none_big = _maxplus(forward[:, 0], after[:, 0])
        rest = ROUND_TOTAL - VALUES
        best = scores[p] + np.maximum(any_big[rest], np.where(_BIG, none_big[rest], -np.inf))
        value = int(np.argmax(best))
        margins.append(float(best[value] - np.delete(best, value).max()))
        chosen.append(value)
        forward = _add(forward, scores[p])
    return _consistent(scores, backward, chosen), margins


def _consistent(scores: np.ndarray, backward: list[np.ndarray], guess: list[int]) -> list[int]:
    """The best choice itself, player by player given the choices before: the same as the
    players' own best values unless two choices tie."""
    spent, has_big, chosen = 0, False, []
    for p in range(len(scores)):
        room = ROUND_TOTAL - spent - VALUES
        inside = room >= 0
        after = backward[p + 1][np.clip(room, 0, None)]
        fits = np.where(inside, np.maximum(after[:, 1], np.where(_BIG | has_big, after[:, 0], -np.inf)), -np.inf)
        total = scores[p] + fits
        value = guess[p] if total[guess[p]] >= total.max() else int(np.argmax(total))
        chosen.append(value)
        spent, has_big = spent + value, has_big or value >= PAPAYOO_POINTS
    return chosen


def decode(players: int, rounds: list[RoundCells]) -> Reading:
    """The sheet's points per round, read from every cell's candidates with the checksums, and
    the cells a person should look at."""
    played = [i for i, (points, totals) in enumerate(rounds)
              if not all(_is_blank(c) for c in [*points, *totals])]
    reading = Reading()
    computed, written = [0] * players, [0] * players
    for r in range(played[-1] + 1 if played else 0):
        points, totals = rounds[r]
        scores = np.array([_evidence(points[p], VALUES, empty_as=0) for p in range(players)])
        total_scores = []
        for p in range(players):
            if _is_blank(totals[p]):
                total_scores.append(np.zeros(len(VALUES)))
                continue
            bases = {computed[p], written[p]}
            total_scores.append(np.max([_evidence(totals[p], base + VALUES, None) for base in bases], axis=0))
        chosen, margins = _best_round(scores + np.array(total_scores))
        for p, value in enumerate(chosen):
            own = max(scores[p][value], total_scores[p][value] if not _is_blank(totals[p]) else -np.inf)
            if margins[p] < MARGIN:
                reading.flagged.append(Flag(r, p, "points", f"doubtful: {value} fits the sums hardly better "
                                                            "than another number"))
            elif own < WEAK:
                reading.flagged.append(Flag(r, p, "points", f"{value} is what the sums need, not what the "
                                                            "cell reads"))
            computed[p] += value
            if not _is_blank(totals[p]):
                says = _evidence(totals[p], np.array([computed[p]]), None)[0]
                best_total = totals[p][0].value
                if says < WEAK:
                    reading.flagged.append(Flag(r, p, "total", f"the total reads {best_total}, the points make "
                                                               f"{computed[p]}"))
                written[p] = best_total if best_total is not None and totals[p][0].log_prob > math.log(0.9) \
                    else computed[p]
            else:
                written[p] = computed[p]
        reading.points.append(chosen)
        reading.totals.append(list(computed))
    return reading
