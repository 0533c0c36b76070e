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
Whose points are circled is told first by the ring model (ring_model.py), and the ring round its
cell's best ellipse here is wiped, followed as the hand drew it; these ellipses' scores tell the
suit, and the points' ring where the model tells none.
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


FROM, TO, STEP = 0.6, 1.5, 0.02
"""Where a ring's line is looked for round its ellipse, as shares of it, and by what steps."""
JUMP, MOVE = 1.0, 2
"""What a step (STEP) off its course costs the trace, counted in angles on ink (of 4 * ROUND round),
and how many steps it may take from one angle to the next."""
PULL = 2.0
"""What straying from the ellipse costs the trace at each angle, in the same count: PULL for the
whole way from FROM to TO, in proportion to the distance from 1."""
LEAST = 0.3
"""A trace on ink for less of its way round is no ring (or a second one not drawn)."""


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
    """The writing: ink, printed rules apart."""
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
    distance[rules] = -1
    return Ink(writing, distance.ravel(), paper.astype(np.uint8), darkness)


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


def wipe(page: np.ndarray, ink: Ink, loops: list[Loop]) -> None:
    """The rings' ink made paper on `page` and in `ink.mask` (the rest of `ink` is left as found):
    each traced round its ellipse as drawn (_traces), the ink along the trace given the paper's own
    brightness there (`ink.paper`: white would be paper brighter than the cell's, and its paper
    read as ink); twice over, for a ring drawn twice."""
    for _ in range(2):
        for loop, runs in zip(loops, _traces(ink.mask, loops)):
            if runs:
                _wipe_runs(page, ink, loop, runs)


def _wipe_runs(page: np.ndarray, ink: Ink, loop: Loop, runs: list[np.ndarray]) -> None:
    """The ink along a ring's runs (page pixels), as thick as its line, made paper."""
    reach = np.array(loop.axes) * (TO + 0.1) + 8
    left, top = np.maximum(np.floor(np.array(loop.centre) - reach).astype(int), 0)
    right, bottom = np.ceil(np.array(loop.centre) + reach).astype(int)
    window = (slice(top, bottom), slice(left, right))
    mask, area, paper = ink.mask[window], page[window], ink.paper[window]
    runs = [run - (left, top) for run in runs]
    band = np.zeros(mask.shape, np.uint8)
    cv2.polylines(band, [np.round(run).astype(np.int32) for run in runs], False, 1,
                  _thickness(mask, np.concatenate(runs)))
    gone = band.astype(bool) & cv2.dilate(mask.astype(np.uint8), np.ones((3, 3), np.uint8)).astype(bool)
    area[gone] = paper[gone]
    mask[gone] = False


def _traces(mask: np.ndarray, loops: list[Loop]) -> list[list[np.ndarray]]:
    """Each ring's line round its ellipse as runs of points (x, y, page pixels), broken where it
    has gaps: the way round, between FROM and TO times the ellipse, on most ink for fewest steps
    off its course (JUMP) and nearest the ellipse (PULL). A ring is one smooth line round; a
    digit's stroke that touches or crosses it is left by the trace, not followed."""
    if not loops:
        return []
    steps = 4 * ROUND
    t = np.linspace(0, 2 * np.pi, steps, endpoint=False)
    scale = np.linspace(FROM, TO, round((TO - FROM) / STEP) + 1)
    centres, axes = np.array([loop.centre for loop in loops]), np.array([loop.axes for loop in loops])
    cos, sin = np.cos(t)[:, None], np.sin(t)[:, None]
    xs = np.rint(centres[:, 0, None, None] + axes[:, 0, None, None] * scale * cos).astype(np.intp)
    ys = np.rint(centres[:, 1, None, None] + axes[:, 1, None, None] * scale * sin).astype(np.intp)
    height, width = mask.shape
    inside = (xs >= 0) & (xs < width) & (ys >= 0) & (ys < height)
    hit = inside & mask[np.clip(ys, 0, height - 1), np.clip(xs, 0, width - 1)]
    path = _smoothest(hit - PULL * np.abs(scale - 1) / (TO - FROM))
    on = np.take_along_axis(hit, path[..., None], axis=2)[..., 0]
    out: list[list[np.ndarray]] = []
    for ring, (centre, half) in enumerate(zip(centres, axes)):
        keep = np.flatnonzero(on[ring])
        if len(keep) < LEAST * steps:
            out.append([])
            continue
        radius = scale[path[ring, keep]]
        points = np.column_stack([centre[0] + half[0] * radius * np.cos(t[keep]),
                                  centre[1] + half[1] * radius * np.sin(t[keep])])
        apart, steps_off = np.diff(keep), np.abs(np.diff(path[ring, keep]))
        # broken at a gap, and where the kept turn was cut (it may jump there)
        runs = np.split(points, np.flatnonzero((apart > 3) | (steps_off > MOVE * apart)) + 1)
        if len(runs) > 1 and keep[0] + steps - keep[-1] <= 3:  # the run across angle 0 is one
            runs = [np.concatenate([runs[-1], runs[0]]), *runs[1:-1]]
        out.append([run for run in runs if len(run) > 1])
    return out


def _smoothest(gain: np.ndarray) -> np.ndarray:
    """Per ring (gain: rings, angles, radii), the index of the radius at each angle of the way
    round with the most gain less JUMP a radius step, moving at most MOVE radii from one angle to
    the next: a Viterbi search twice round, of which the half turns either side of the middle are
    kept (so where it starts need not be guessed, and each angle has half a turn either side of
    it). The way kept is not closed: between angles steps/2 - 1 and steps/2 it may jump."""
    rings, steps, radii = gain.shape
    moves = np.arange(-MOVE, MOVE + 1)
    cost = JUMP * np.abs(moves)
    padded = np.full((rings, radii + 2 * MOVE), -np.inf)
    best = np.zeros((rings, radii))
    back = np.empty((2 * steps, rings, radii), np.int8)
    for step in range(2 * steps):
        padded[:, MOVE:-MOVE] = best
        options = np.lib.stride_tricks.sliding_window_view(padded, 2 * MOVE + 1, axis=1) - cost
        choice = options.argmax(axis=2)
        back[step] = choice
        best = np.take_along_axis(options, choice[..., None], axis=2)[..., 0] + gain[:, step % steps]
    path = np.empty((rings, 2 * steps), np.intp)
    path[:, -1] = best.argmax(axis=1)
    each = np.arange(rings)
    for step in range(2 * steps - 1, 0, -1):
        path[:, step - 1] = path[:, step] + moves[back[step, each, path[:, step]]]
    return np.roll(path[:, steps // 2: steps // 2 + steps], steps // 2, axis=1)


def _thickness(mask: np.ndarray, trace: np.ndarray) -> int:
    """The ring's stroke width along the trace, with a pixel's slack each side."""
    inside = cv2.distanceTransform(mask.astype(np.uint8), cv2.DIST_L2, 3)
    xs = np.clip(np.round(trace[:, 0]).astype(int), 0, inside.shape[1] - 1)
    ys = np.clip(np.round(trace[:, 1]).astype(int), 0, inside.shape[0] - 1)
    return int(np.clip(round(2 * float(np.median(inside[ys, xs])) + 3), 3, 15))
