"""Which suit a round's Papayoo cell has circled, and whose points; and a number's ring wiped
out so that the digit model reads the number alone.

A ring round a number is the outermost ink in every direction from the cell's middle, and it
lies on an ellipse nearly as large as the cell: a written number's outline, even large digits
touching the edges, is not an ellipse, and a lone 0 is one far smaller than the cell. A suit's
printed symbol stays in the middle of its box: its ring is told by the ink along the box's edge.
"""

from typing import NamedTuple

import cv2
import numpy as np

INK = 200
"""Darker than this is ink: a ring is a thin line, greyed by blur and the JPEG."""
SECTORS = 24
BAND = 0.7
"""A suit's ring lies in the band from this share of the way out to the box's edge..."""
SUIT_RING = 0.6
"""...in at least this share of the directions round the middle."""
CLEAR = 0.2
"""By how much the circled box's share must beat the runner-up's."""

ON_RING = 0.8
"""A ring round a number scores at least this: the mean of two shares, of the rays from the middle
that meet their outermost ink on the ellipse, all of it one stroke (the outlines of two digits
side by side may fit an ellipse, but as two strokes), and of the ellipse's way round drawn in that
stroke (big digits that poke past a ring hide it from the first share, not from the second; the
outline of digits written without a ring leaves gaps in it)."""
LARGE = 0.7
"""A ring's axes span at least this share of the crop's sides (the smaller the smaller, the larger
the larger) and its larger one at most OVER times the crop's larger side; its centre is near the
crop's middle (OFF_MIDDLE: by shares of the crop's width and height added)."""
OVER = 1.25
OFF_MIDDLE = 0.1
RAYS = 96
"""Directions from a cell's middle in which its outermost ink is looked for."""
TRIES = 40
"""Random handfuls of those points an ellipse is fitted to."""
VISIBLE = 0.6
"""The least share of a ring's way round counted as in view, however far it runs out of the cell."""
NEAR = 0.06
"""How far off the ellipse, as a share of its smaller half-axis, still counts as on it."""
SLACK = 0.5
"""Pixels wiped inside the ring's inner edge as well, for its wobble."""


class Ring(NamedTuple):
    centre: tuple[float, float]
    axes: tuple[float, float]
    """Half-axes, in pixels, to the ring's outer edge."""
    tilt: float
    """Degrees, as OpenCV gives them."""
    stroke: float
    """The ring's thickness along the rays, pixels."""
    on: float
    """The largest share of the rays whose outermost ink lies on the ellipse and is one stroke."""
    drawn: float
    """The share of the ellipse's way round (where it is in the crop) that the stroke covers."""


def band_coverage(crop: np.ndarray) -> float:
    """The share of the directions from the crop's middle with ink in the outer band."""
    height, width = crop.shape
    ys, xs = np.nonzero(crop < INK)
    dx, dy = (xs + 0.5) / width * 2 - 1, (ys + 0.5) / height * 2 - 1
    outer = np.hypot(dx, dy) >= BAND
    sectors = ((np.arctan2(dy[outer], dx[outer]) + np.pi) / (2 * np.pi) * SECTORS).astype(int) % SECTORS
    return len(np.unique(sectors)) / SECTORS


def circled(crops: list[np.ndarray], *, suits: bool = False) -> int | None:
    """The index of the one crop circled, or None when none is (or no one stands out)."""
    if suits:
        return standing_out([band_coverage(crop) for crop in crops], SUIT_RING)
    return standing_out([ring_score(crop) for crop in crops], ON_RING)


def standing_out(scores: list[float], least: float, clear: float = CLEAR) -> int | None:
    """The index of the one score at least `least` and ahead of every other by `clear`."""
    order = np.argsort(scores)[::-1]
    best, runner_up = scores[order[0]], scores[order[1]] if len(scores) > 1 else 0.0
    if best < least or best < runner_up + clear:
        return None
    return int(order[0])


def ring_score(crop: np.ndarray, ring: Ring | None = None) -> float:
    """How surely the crop's number is circled (see ON_RING): 0 when its outermost ink lies on no
    ellipse nearly as large as the crop. `ring`: the crop's fit_ring, when it is known already."""
    ring = ring or fit_ring(crop)
    if ring is None:
        return 0.0
    height, width = crop.shape
    off_middle = abs(ring.centre[0] / width - 0.5) + abs(ring.centre[1] / height - 0.5)
    small, large = 2 * min(ring.axes), 2 * max(ring.axes)
    short, long = min(crop.shape), max(crop.shape)
    if small < LARGE * short or not LARGE * long <= large <= OVER * long or off_middle > OFF_MIDDLE:
        return 0.0
    return (ring.on + ring.drawn) / 2


def fit_ring(crop: np.ndarray) -> Ring | None:
    """The ellipse the outermost ink of the crop lies on, seen along rays from the middle in every
    direction (a ring's, except where a digit pokes past it or the ring leaves a gap), outliers
    dropped; None when too few rays meet ink."""
    height, width = crop.shape
    steps = np.arange(np.hypot(width, height) / 2, 0, -0.5)
    angles = np.linspace(0, 2 * np.pi, RAYS, endpoint=False)[:, None]
    xs = np.round((width - 1) / 2 + steps * np.cos(angles)).astype(int)
    ys = np.round((height - 1) / 2 + steps * np.sin(angles)).astype(int)
    inside = (xs >= 0) & (xs < width) & (ys >= 0) & (ys < height)
    hits = inside & (crop[np.clip(ys, 0, height - 1), np.clip(xs, 0, width - 1)] < INK)
    met = hits.any(axis=1)
    first = np.argmax(hits, axis=1)
    gone = ~hits & (np.arange(len(steps))[None, :] > first[:, None])  # paper again, further in
    run = np.where(gone.any(axis=1), np.argmax(gone, axis=1), len(steps)) - first
    rays = np.flatnonzero(met)
    outer = np.column_stack([xs[rays, first[rays]], ys[rays, first[rays]]])
    thickness = run[rays] * 0.5
    if len(outer) < 6:
        return None
    every = outer.astype(np.float32)
    (cx, cy), axes, tilt = _consensus(every)
    if not (np.isfinite([cx, cy, *axes, tilt]).all() and min(axes) > 1):  # the points all in a line
        return None
    near = _off_ellipse(every, (cx, cy), axes, tilt) <= max(1.5, NEAR * min(axes))
    labels = _strokes(crop, (cx, cy), axes, tilt)
    strokes = labels[outer[near, 1], outer[near, 0]]
    seen = RAYS * _in_view(crop.shape, (cx, cy), axes, tilt)
    if not len(strokes):
        return Ring((cx, cy), axes, tilt, float(np.median(thickness)), 0.0, 0.0)
    stroke = np.bincount(strokes).argmax()
    on = min(1.0, np.count_nonzero(strokes == stroke) / seen)
    middle = float(np.median(thickness)) / 2  # the ring's line, inside its outer edge
    line = _around(crop.shape, (cx, cy), (axes[0] - middle, axes[1] - middle), tilt)
    drawn = np.count_nonzero(labels[line[:, 1], line[:, 0]] == stroke) / max(len(line), 1) if stroke else 0.0
    return Ring((cx, cy), axes, tilt, 2 * middle, float(on), float(drawn))


def _around(shape: tuple[int, ...], centre: tuple[float, float], axes: tuple[float, float],
            tilt: float) -> np.ndarray:
    """RAYS points evenly round the ellipse (x, y), those inside the crop; none if fewer than
    VISIBLE of them are. Evenly by the ellipse's own angle, not along the rays of _in_view: taken
    there, the points crowd the ends of a long ring, and on sheets written with no circle a number
    scored as circled (one in 3,048 cells)."""
    height, width = shape
    t = np.linspace(0, 2 * np.pi, RAYS, endpoint=False)
    turn = np.deg2rad(tilt)
    x = centre[0] + axes[0] * np.cos(t) * np.cos(turn) - axes[1] * np.sin(t) * np.sin(turn)
    y = centre[1] + axes[0] * np.cos(t) * np.sin(turn) + axes[1] * np.sin(t) * np.cos(turn)
    points = np.column_stack([np.round(x), np.round(y)]).astype(int)
    inside = (points[:, 0] >= 0) & (points[:, 0] < width) & (points[:, 1] >= 0) & (points[:, 1] < height)
    return points[inside] if inside.mean() >= VISIBLE else points[:0]


def _in_view(shape: tuple[int, ...], centre: tuple[float, float], axes: tuple[float, float],
             tilt: float) -> float:
    """The share of the rays whose point on the ellipse lies inside the crop (a ring may run out
    of a small cell: the rays there cannot meet it), at least VISIBLE."""
    height, width = shape
    angles = np.linspace(0, 2 * np.pi, RAYS, endpoint=False)
    turn = np.deg2rad(tilt)
    reach = 1 / np.hypot(np.cos(angles - turn) / axes[0], np.sin(angles - turn) / axes[1])
    xs, ys = centre[0] + reach * np.cos(angles), centre[1] + reach * np.sin(angles)
    inside = (xs >= 0) & (xs <= width - 1) & (ys >= 0) & (ys <= height - 1)
    return max(float(inside.mean()), VISIBLE)


def _consensus(points: np.ndarray) -> tuple[tuple[float, float], tuple[float, float], float]:
    """The ellipse most of the points lie on (centre, half-axes, tilt): fitted to random handfuls
    of them, the one with the most points near it kept and fitted again to those (a digit poking
    out of a ring, or a gap in it, does not pull the ring's ellipse askew)."""
    rng = np.random.default_rng(0)
    best, most = cv2.fitEllipse(points), -1
    for _ in range(TRIES):
        (cx, cy), (a, b), tilt = cv2.fitEllipse(points[rng.choice(len(points), 6, replace=False)])
        if not (np.isfinite([cx, cy, a, b]).all() and min(a, b) > 2):
            continue
        near = _off_ellipse(points, (cx, cy), (a / 2, b / 2), tilt) <= max(1.5, NEAR * min(a, b) / 2)
        if near.sum() > most:
            best, most, inliers = ((cx, cy), (a, b), tilt), int(near.sum()), near
    if most >= 6:
        best = cv2.fitEllipse(points[inliers])
    (cx, cy), (a, b), tilt = best
    return (cx, cy), (a / 2, b / 2), tilt


def _strokes(crop: np.ndarray, centre: tuple[float, float], axes: tuple[float, float],
             tilt: float) -> np.ndarray:
    """The crop's ink labelled by connected stroke, a faint stroke's gaps bridged; a ring that
    runs out of the crop (the ellipse reaches its side) is cut in pieces there, joined along
    that side."""
    height, width = crop.shape
    ink = cv2.dilate((crop < INK).astype(np.uint8), np.ones((3, 3), np.uint8))
    outline = np.asarray(cv2.ellipse2Poly((round(centre[0]), round(centre[1])),
                                          (round(axes[0]), round(axes[1])), round(tilt), 0, 360, 10))
    (left, top), (right, bottom) = outline.min(axis=0), outline.max(axis=0)
    for out, side in ((left <= 1, ink[:, 0]), (right >= width - 2, ink[:, -1]), (top <= 1, ink[0]),
                      (bottom >= height - 2, ink[-1])):
        if out:
            side[:] = 1
    return cv2.connectedComponents(ink, connectivity=8)[1]


def without_ring(crop: np.ndarray, ring: Ring | None = None) -> np.ndarray:
    """The crop with the ring round its number wiped out, for the digit model, which would read
    the ring as ink: everything from the ring's inner edge out is made paper (the digits' ends
    that touch the ring go with it). `ring`: the crop's fit_ring, when it is known already."""
    ring = ring or fit_ring(crop)
    if ring is None:
        return crop
    inner = tuple(axis - ring.stroke - SLACK for axis in ring.axes)
    if min(inner) <= 0:
        return crop
    keep = np.zeros_like(crop)
    cv2.ellipse(keep, (ring.centre, (2 * inner[0], 2 * inner[1]), ring.tilt), 255, -1)
    return np.where(keep > 0, crop, np.uint8(np.percentile(crop, 90)))


def _off_ellipse(points: np.ndarray, centre: tuple[float, float], axes: tuple[float, float],
                 tilt: float) -> np.ndarray:
    """About how many pixels each point lies off the ellipse: how far its radius, 1 on the
    ellipse, is from 1, in the smaller half-axis's pixels."""
    turn = np.deg2rad(tilt)
    x, y = points[:, 0] - centre[0], points[:, 1] - centre[1]
    u = (x * np.cos(turn) + y * np.sin(turn)) / max(axes[0], 1e-6)
    v = (-x * np.sin(turn) + y * np.cos(turn)) / max(axes[1], 1e-6)
    return np.abs(np.hypot(u, v) - 1) * min(axes)
