"""Which suit a round's Papayoo cell has circled, and whose points: a ring runs all the way round
its box near the edge, where the printed suit symbol stays clear of and a written number only
reaches here and there."""

import numpy as np

INK = 200
"""Darker than this is ink: a ring is a thin line, greyed by blur and the JPEG."""
SECTORS = 24
INNER = 0.7
"""The band a ring is looked for in: from this share of the way from the box's middle to the
ellipse inscribed in it, out to the box's edge."""
RING = 0.85
"""The least share of the sectors round the box a ring's ink crosses."""
CLEAR = 0.15
"""By how much more than the runner-up's the circled box's share must be."""


def coverage(crop: np.ndarray) -> float:
    """The share of the directions from the crop's middle in which ink lies in the outer band."""
    height, width = crop.shape
    ys, xs = np.nonzero(crop < INK)
    if not len(xs):
        return 0.0
    dx, dy = (xs + 0.5) / width * 2 - 1, (ys + 0.5) / height * 2 - 1
    outer = np.hypot(dx, dy) >= INNER
    sectors = ((np.arctan2(dy[outer], dx[outer]) + np.pi) / (2 * np.pi) * SECTORS).astype(int) % SECTORS
    return len(np.unique(sectors)) / SECTORS


def circled(crops: list[np.ndarray]) -> int | None:
    """The index of the one crop circled, or None when none is (or no one stands out)."""
    scores = [coverage(crop) for crop in crops]
    order = np.argsort(scores)[::-1]
    best, runner_up = scores[order[0]], scores[order[1]] if len(scores) > 1 else 0.0
    if best < RING or best < runner_up + CLEAR:
        return None
    return int(order[0])
