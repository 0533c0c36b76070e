"""Rings as people draw them: round a player's points (the Papayoo's taker) or a round's suit,
from a tight ring inside the cell to one half as large again that crosses into the cells beside
it, open, overrunning its start or drawn twice, and the flat oval a result sheet prints round
the taker's points and the suit; found, then wiped off the page before any number is read, so
that the digit model sees neither the ring round a number nor the arc of a neighbour's ring over
it.

A ring is an ellipse round the middle of its cell, nearly all of whose way round is ink: it is
looked for among ellipses centred near the middle of each cell (every cell of a sheet at once),
of 0.6 (0.5 in height) to 1.7 times the cell, and scored by the share of its way round that lies
on ink (where a printed rule crosses it, that stretch is left out of the count), with paper
beside it and something inside it. A number's own outline covers no such ellipse, and the ring
of a neighbour's cell is centred a cell away. Ink is judged against the paper's brightness.
Whose points are circled is told first by the ring model (ring_model.py), whose cell's best
ellipse here is the one wiped; these ellipses' scores tell the suit, and the points' ring where
the model tells none.
"""

from typing import NamedTuple

import cv2
import numpy as np

INK_DROP = 0.065
"""A pixel darker than the page's paper by this share of its brightness is ink (a hard pencil's
line, blurred by the photo, still is; a photo's speckle is not)."""
GRAIN = 4.0
DARK = 0.3
PAPER = 2.0
"""Millimetres round a pixel within which the paper's brightness is looked for."""
RULE = 10.0
"""Printed rules are the straight runs of ink at least this many millimetres long."""
SCALES_X = np.linspace(0.6, 1.7, 9)
SCALES_Y = np.linspace(0.5, 1.7, 9)
"""The half-axes looked for, as shares of the cell's half width and half height."""
OFF_MIDDLE = 0.2
"""How far from the cell's middle a ring's centre may be, as a share of its half sides."""
ON_RING = 0.4
"""A ring's way round (where no rule crosses it) lies on ink for at least this share more than the
way round an ellipse a quarter larger..."""
CLEAR = 0.15
"""...and beats every other cell of its row by this much: then it is wiped off, and the decoder
knows whose points it circles."""
SUIT, SUIT_CLEAR = 0.3, 0.1
"""A round's suit, scored as ON_RING and CLEAR among its suits: a ring mistaken there makes a wrong
round that no checksum catches. Tuned on 421 rounds of 36 sheets written with MNIST's training
samples (0 to 599): 404 told, none wrongly."""
INSIDE, OUTSIDE = 0.75, 1.25
WITHIN = (0.2, 0.4)
"""A ring circles something: ink is found round one of these shares of it (a number's own "0" is
no ring)."""
BESIDE = 0.5
ROUND = 64
"""Points round an ellipse at which it is scored."""
LIKELY = 16
"""The ellipses of the coarse search most on ink, scored in full."""
CELLS = 16
"""Cells searched coarsely at a time: their ellipses' points stay a few MB, not a sheet's hundred."""


class Loop(NamedTuple):
    centre: tuple[float, float]
    """Page pixels (x, y)."""
    axes: tuple[float, float]
    """Half-axes, page pixels."""
    on: float
    """The share of its way round on ink."""


class Ink(NamedTuple):
    """A straightened page's ink, printed rules apart, and how far each pixel is from it."""

    mask: np.ndarray
    rules: np.ndarray
    distance: np.ndarray
    seen: np.ndarray
    """The distance to ink, flat, -1 on printed rules (where nothing can be told)."""
    paper: np.ndarray
    """The paper's brightness round each pixel, what ink is judged against (uint8)."""
    darkness: np.ndarray
    """How much darker than the paper each pixel is, beyond the page's usual graininess, as a share
    of DARK of the paper's brightness (0 to 1), 0 on printed rules: a hard pencil's faint ring as
    well as a felt pen's."""


def page_ink(page: np.ndarray, px_per_mm: float) -> Ink:
    """The page's ink: pixels darker than the paper around them (the brightest level within a
    couple of millimetres, so a shaded column's paper is its shade) by INK_DROP of it, and by
    GRAIN times the page's usual graininess."""
    reach = round(PAPER * px_per_mm) | 1
    brightest = cv2.dilate(page, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (reach, reach)))
    paper = cv2.GaussianBlur(brightest.astype(np.float32), (0, 0), reach / 4)
    depth = paper - page
    grain = float(np.median(depth[::2, ::2]))  # a pixel in four tells it as well as all of them
    mask = depth > np.maximum(INK_DROP * paper, GRAIN * grain)
    run = max(3, round(RULE * px_per_mm))
    binary = mask.astype(np.uint8)
    lines = np.maximum(cv2.morphologyEx(binary, cv2.MORPH_OPEN, np.ones((1, run), np.uint8)),
                       cv2.morphologyEx(binary, cv2.MORPH_OPEN, np.ones((run, 1), np.uint8)))
    rules = cv2.dilate(lines, np.ones((5, 5), np.uint8)) > 0
    writing = mask & ~rules
    distance = cv2.distanceTransform((~writing).astype(np.uint8), cv2.DIST_L2, 3)
    darkness = depth - grain  # then in place: a page-sized array made once, not at each step
    darkness /= DARK * paper
    np.clip(darkness, 0, 1, out=darkness)
    darkness[rules] = 0
    seen = distance.copy()
    seen[rules] = -1
    return Ink(writing, rules, distance, seen.ravel(), paper.astype(np.uint8), darkness)


def _on(ink: Ink, centres: np.ndarray, axes: np.ndarray, points: int, near: np.ndarray
        ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per ellipse and point of its way round, whether the point is on ink, and whether it can
    tell (inside the page, not on a printed rule)."""
    t = np.linspace(0, 2 * np.pi, points, endpoint=False, dtype=np.float32)
    centres, axes = centres.astype(np.float32), axes.astype(np.float32)
    height, width = ink.mask.shape
    xs = np.rint(centres[:, :1] + axes[:, :1] * np.cos(t)).astype(np.int32)
    ys = np.rint(centres[:, 1:] + axes[:, 1:] * np.sin(t)).astype(np.int32)
    inside = (xs >= 0) & (xs < width) & (ys >= 0) & (ys < height)
    np.clip(xs, 0, width - 1, out=xs)
    np.clip(ys, 0, height - 1, out=ys)
    distance = ink.seen.take(ys * width + xs, mode="clip")  # clipped already; "raise" is 10 times slower
    usable = inside & (distance >= 0)
    return usable & (distance <= near), usable, usable.sum(axis=1)


def _longest(on: np.ndarray) -> np.ndarray:
    """Per row, the longest circular run of True."""
    seq = np.concatenate([on, on], axis=1)
    count = np.cumsum(seq, axis=1)
    run = count - np.maximum.accumulate(np.where(seq, 0, count), axis=1)
    return np.minimum(run.max(axis=1), on.shape[1])


def _near(axes: np.ndarray) -> np.ndarray:
    """How far from ink (pixels) a point round each ellipse (half-axes (n, 2)) still counts as on it."""
    return np.maximum(2.0, 0.1 * axes.min(axis=1, keepdims=True))


def _runs(ink: Ink, centres: np.ndarray, axes: np.ndarray, points: int, near: np.ndarray) -> np.ndarray:
    """The longest unbroken stretch of each ellipse's way round (centres (n, 2), half-axes
    (n, 2)) on ink, as a share of what can be seen (a printed rule crossing it breaks nothing,
    nor counts); 0 for an ellipse mostly out of sight."""
    on, usable, counted = _on(ink, centres, axes, points, near)
    run = _longest(on | ~usable) - (points - counted)
    return np.where(counted >= points // 2, run / np.maximum(counted, 1), 0.0)


def _scores(ink: Ink, centres: np.ndarray, axes: np.ndarray, points: int) -> np.ndarray:
    """How like a ring each ellipse is: its _runs, less the shares on ink of the ellipses INSIDE
    and OUTSIDE times as large (a ring has paper beside it, a number's strokes are crossed there
    by an ellipse that follows their outline)."""
    near = _near(axes)
    score = _runs(ink, centres, axes, points, near)
    for scale in (INSIDE, OUTSIDE):
        beside, _, seen = _on(ink, centres, axes * scale, points, near)
        score = score - BESIDE * beside.sum(axis=1) / np.maximum(seen, 1)
    circled = np.zeros(len(centres), bool)
    for scale in WITHIN:
        circled |= _on(ink, centres, axes * scale, points // 2, near)[0].any(axis=1)
    return np.where(circled, score, score - 1)


def _grid(middles: np.ndarray, sides: np.ndarray, offsets: np.ndarray, scales_x: np.ndarray,
          scales_y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Ellipses round each of m cells (middles and half sides (m, 2)): centres and half-axes
    (m, k, 2), every offset each way by every pair of scales; offsets and scales are shares of
    the cell's half sides, the same for every cell (1-D) or per cell (m, j)."""
    m = len(middles)
    offsets, scales_x, scales_y = (np.broadcast_to(a, (m, a.shape[-1]))
                                   for a in (offsets, scales_x, scales_y))
    ox, oy, sx, sy = (a.reshape(m, -1) for a in np.broadcast_arrays(
        offsets[:, :, None, None, None], offsets[:, None, :, None, None],
        scales_x[:, None, None, :, None], scales_y[:, None, None, None, :]))
    centres = middles[:, None, :] + np.stack([ox, oy], axis=-1) * sides[:, None, :]
    return centres, np.stack([sx, sy], axis=-1) * sides[:, None, :]


def _pick(values: np.ndarray, index: np.ndarray) -> np.ndarray:
    """values (m, k, ...) at index (m, j) along k."""
    return np.take_along_axis(values, index.reshape(*index.shape, *([1] * (values.ndim - 2))), axis=1)


def _coarse(ink: Ink, centres: np.ndarray, axes: np.ndarray) -> np.ndarray:
    """The share on ink of each ellipse (m, k, 2) at half the points round."""
    flat_axes = axes.reshape(-1, 2)
    on, _, seen = _on(ink, centres.reshape(-1, 2), flat_axes, ROUND // 2, _near(flat_axes))
    return (on.sum(axis=1) / np.maximum(seen, 1)).reshape(centres.shape[:2])


def find_loops(ink: Ink, middles: np.ndarray, sides: np.ndarray) -> list[Loop]:
    """The best ring round each cell whose middles and half sides (page pixels, (m, 2)) are
    given: a coarse search of every cell at once, its likeliest ellipses scored in full, then
    closer round the best twice."""
    middles, sides = np.asarray(middles, float).reshape(-1, 2), np.asarray(sides, float).reshape(-1, 2)
    m = len(middles)
    if not m:
        return []
    offsets = np.array([-OFF_MIDDLE, 0.0, OFF_MIDDLE])
    centres, axes = _grid(middles, sides, offsets, SCALES_X, SCALES_Y)
    coarse = np.concatenate([_coarse(ink, centres[first: first + CELLS], axes[first: first + CELLS])
                             for first in range(0, m, CELLS)])
    likely = np.argsort(-coarse, axis=1, kind="stable")[:, :LIKELY]
    centres, axes = _pick(centres, likely), _pick(axes, likely)
    scores = _scores(ink, centres.reshape(-1, 2), axes.reshape(-1, 2), ROUND // 2).reshape(m, -1)
    best = scores.argmax(axis=1)[:, None]
    centre_now, axes_now = _pick(centres, best)[:, 0], _pick(axes, best)[:, 0]
    step = (SCALES_Y[1] - SCALES_Y[0]) / 2
    nudge = np.array([-1.0, 0.0, 1.0])
    for _ in range(2):  # closer, then closer still
        ratio = axes_now / sides
        centres, axes = _grid(centre_now, sides, offsets * step, ratio[:, :1] + nudge * step,
                              ratio[:, 1:] + nudge * step)
        scores = _scores(ink, centres.reshape(-1, 2), axes.reshape(-1, 2), ROUND).reshape(m, -1)
        best, step = scores.argmax(axis=1)[:, None], step / 2
        centre_now, axes_now = _pick(centres, best)[:, 0], _pick(axes, best)[:, 0]
    on = _pick(scores, best)[:, 0]
    return [Loop((float(c[0]), float(c[1])), (float(a[0]), float(a[1])), float(o))
            for c, a, o in zip(centre_now, axes_now, on)]


def standing_out(scores: list[float], least: float = ON_RING, clear: float = CLEAR) -> int | None:
    """The index of the one score at least `least` and ahead of every other by `clear`."""
    if not scores:
        return None
    order = np.argsort(scores)[::-1]
    best, runner_up = scores[order[0]], scores[order[1]] if len(scores) > 1 else 0.0
    if best < least or best < runner_up + clear:
        return None
    return int(order[0])


def wipe(page: np.ndarray, ink: Ink, loop: Loop) -> None:
    """The ring's ink made paper on `page` and in `ink`: traced round the ellipse, at each angle
    the ink nearest the ellipse within a fifth of it, the digits' strokes that stray there dropped
    by the trace's running median; the ink along the trace given the paper's own brightness there
    (`ink.paper`: white would be paper brighter than the cell's, and its paper read as ink),
    twice over for a ring drawn twice."""
    reach = np.array(loop.axes) * 1.3 + 8
    left, top = np.maximum(np.floor(np.array(loop.centre) - reach).astype(int), 0)
    right, bottom = np.ceil(np.array(loop.centre) + reach).astype(int)
    window = (slice(top, bottom), slice(left, right))
    mask, distance, area = ink.mask[window], ink.distance[window], page[window]
    local = Loop((loop.centre[0] - left, loop.centre[1] - top), loop.axes, loop.on)
    paper = ink.paper[window]
    for _ in range(2):
        runs = _trace(mask, local)
        if not runs:
            return
        band = np.zeros(mask.shape, np.uint8)
        cv2.polylines(band, [np.round(run).astype(np.int32) for run in runs], False, 1,
                      _thickness(mask, np.concatenate(runs)))
        gone = band.astype(bool) & cv2.dilate(mask.astype(np.uint8), np.ones((3, 3), np.uint8)).astype(bool)
        area[gone] = paper[gone]
        mask[gone] = False
        distance[:] = cv2.distanceTransform((~mask).astype(np.uint8), cv2.DIST_L2, 3)


def _trace(mask: np.ndarray, loop: Loop) -> list[np.ndarray]:
    """The ring's line round the ellipse as runs of points (x, y), broken where it has gaps."""
    steps = 4 * ROUND
    t = np.linspace(0, 2 * np.pi, steps, endpoint=False)[:, None]
    scale = np.linspace(0.8, 1.2, 21)[None, :]
    xs = np.round(loop.centre[0] + loop.axes[0] * scale * np.cos(t)).astype(int)
    ys = np.round(loop.centre[1] + loop.axes[1] * scale * np.sin(t)).astype(int)
    height, width = mask.shape
    inside = (xs >= 0) & (xs < width) & (ys >= 0) & (ys < height)
    hit = inside & mask[np.clip(ys, 0, height - 1), np.clip(xs, 0, width - 1)]
    nearest = np.where(hit, np.abs(scale - 1), np.inf).argmin(axis=1)
    found = hit[np.arange(steps), nearest]
    radius = np.where(found, scale[0, nearest], np.nan)
    around = np.concatenate([radius[-4:], radius, radius[:4]])
    windows = np.sort(np.lib.stride_tricks.sliding_window_view(around, 9))
    counts = (~np.isnan(windows)).sum(axis=1)
    usual = windows[np.arange(steps), np.maximum(counts - 1, 0) // 2]
    keep = np.flatnonzero(found & (np.abs(radius - usual) < 0.05))
    if len(keep) < 4:
        return []
    points = np.column_stack([loop.centre[0] + loop.axes[0] * radius[keep] * np.cos(t[keep, 0]),
                              loop.centre[1] + loop.axes[1] * radius[keep] * np.sin(t[keep, 0])])
    breaks = np.flatnonzero(np.diff(keep) > 3) + 1
    runs = np.split(points, breaks)
    if len(runs) > 1 and keep[0] + steps - keep[-1] <= 3:  # the run across angle 0 is one
        runs = [np.concatenate([runs[-1], runs[0]]), *runs[1:-1]]
    return [run for run in runs if len(run) > 1]


def _thickness(mask: np.ndarray, trace: np.ndarray) -> int:
    """The ring's stroke width along the trace, with a pixel's slack each side."""
    inside = cv2.distanceTransform(mask.astype(np.uint8), cv2.DIST_L2, 3)
    xs = np.clip(np.round(trace[:, 0]).astype(int), 0, inside.shape[1] - 1)
    ys = np.clip(np.round(trace[:, 1]).astype(int), 0, inside.shape[0] - 1)
    return int(np.clip(round(2 * float(np.median(inside[ys, xs])) + 3), 3, 15))
