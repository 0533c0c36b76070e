"""Which suit a round's Papayoo cell has circled, and whose points: a ring is a stroke that goes
all the way round the middle of its box, near the box's edge. A written number's strokes, even
large ones touching the edges, each go round only a part of it; a lone 0 goes all the way round,
but close to the middle."""

import cv2
import numpy as np

INK = 200
"""Darker than this is ink: a ring is a thin line, greyed by blur and the JPEG."""
SECTORS = 24
FAR = 0.6
"""A ring's ink lies mostly at least this far out, as a share of the way from the box's middle
to the ellipse inscribed in it."""
RING = 0.8
"""The least share of the directions round the middle a ring's stroke covers."""
SUIT_RING = 0.6
CLEAR = 0.2
"""By how much the circled box's share must beat the runner-up's."""
BAND = 0.7
"""The outer band starts this share of the way out."""
SPECK = 12
"""Strokes of fewer pixels are noise."""


def coverage(crop: np.ndarray) -> float:
    """How much of the way round the crop's middle a ring seems to go: the lesser of the share
    of directions with ink in the band along the edge, and the share one far-out stroke covers
    (large digits reach the band; two touching digits make one far-out stroke; a ring does both)."""
    return min(band_coverage(crop), _stroke(crop))


def band_coverage(crop: np.ndarray) -> float:
    """The share of the directions from the crop's middle with ink in the outer band."""
    height, width = crop.shape
    ys, xs = np.nonzero(crop < INK)
    dx, dy = (xs + 0.5) / width * 2 - 1, (ys + 0.5) / height * 2 - 1
    outer = np.hypot(dx, dy) >= BAND
    sectors = ((np.arctan2(dy[outer], dx[outer]) + np.pi) / (2 * np.pi) * SECTORS).astype(int) % SECTORS
    return len(np.unique(sectors)) / SECTORS


def _stroke(crop: np.ndarray) -> float:
    """The largest share of the directions round the crop's middle that one stroke (a connected
    piece of ink) lying far out covers; 0 when no stroke lies far out."""
    height, width = crop.shape
    ink = cv2.dilate((crop < INK).astype(np.uint8), np.ones((3, 3), np.uint8))  # a faint stroke's gaps
    count, labels = cv2.connectedComponents(ink, connectivity=8)
    ys, xs = np.nonzero(labels)
    if not len(xs):
        return 0.0
    dx, dy = (xs + 0.5) / width * 2 - 1, (ys + 0.5) / height * 2 - 1
    radius = np.hypot(dx, dy)
    sector = ((np.arctan2(dy, dx) + np.pi) / (2 * np.pi) * SECTORS).astype(int) % SECTORS
    owner = labels[ys, xs]
    best = 0.0
    for label in range(1, count):
        mine = owner == label
        if mine.sum() < SPECK or np.median(radius[mine]) < FAR:
            continue
        best = max(best, len(np.unique(sector[mine])) / SECTORS)
    return best


def circled(crops: list[np.ndarray], *, suits: bool = False) -> int | None:
    """The index of the one crop circled, or None when none is (or no one stands out). A suit's
    printed symbol stays in the middle: its ring is told by the band alone, and may run tighter."""
    scores = [band_coverage(crop) if suits else coverage(crop) for crop in crops]
    least = SUIT_RING if suits else RING
    order = np.argsort(scores)[::-1]
    best, runner_up = scores[order[0]], scores[order[1]] if len(scores) > 1 else 0.0
    if best < least or best < runner_up + CLEAR:
        return None
    return int(order[0])
