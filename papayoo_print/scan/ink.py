"""From a cell's picture to the pieces of ink a digit model reads.

Shared by the reader (digits.py) and the training script, so that the model learns on crops made
exactly as the reader makes them: the ink separated from the paper, specks and the remains of
printed rules dropped (or, in a window round the cell, the rules taken out and the strokes that
run past them kept whole), strokes of one digit grouped (the bar of a 5, the two strokes of an open 4),
and each piece scaled into the 28 x 28 box the model reads, its slant undone.
"""

from typing import NamedTuple

import cv2
import numpy as np

SIDE = 28
"""The model reads 28 x 28 crops..."""
BOX = 20
"""...with the ink scaled into a 20 x 20 box, as MNIST does."""
INK_SHARE = 0.11
"""Ink is darker than the paper around it by at least this share of the paper's brightness..."""
INK_NOISE = 2.0
"""...and by this many times the paper's own graininess (noise, JPEG: how far the typical pixel
falls below the brightest paper near it): below either, a cell holds no writing. A hard pencil's
light grey line clears both; the speckle of a photo does not. Tuned on sheets written with
MNIST's training samples (0 to 599): of 4,430 written cells the faintest is 0.133 darker than its
paper, 99 % of 994 blank ones below 0.094; 5 written cells missed and 3 blank ones seen as
written at 3.0 times the graininess, 3 and 3 at 2.0."""
STACKED = 0.5
"""Two parts one above the other, sharing less than this share of the shorter one's height, are
one digit's (the loop and the tail of a 9 that the pen left apart). Chosen on the tuning
filler's cells (MNIST 0 to 599; 4,648 cells of 36 sheets, the model trained without it): 0.3 to
0.7 read the same, half a percentage point more points cells right than without."""
SIDE_RULE = 0.85
"""A column near a cell's side is a rule's remains when this share of it is ink: a 1 written against
the side covers less (at 0.6 it was taken for one; on the tuning filler's cells, 0.85 read 0.4 of a
percentage point more points cells right)."""
RULE_SHARE = 0.8
"""A printed rule crosses at least this share of a window's width or height; writing never does."""
OWN_SHARE = 0.5
"""A stroke seen round a cell is the cell's when at least this share of it lies in the cell's crop
(less, and a neighbour's number running over the rule is read into it; more, and a digit written
on the rule is lost)."""


class Piece(NamedTuple):
    left: int
    right: int
    """Columns of the cell, right excluded."""
    ink: np.ndarray
    """The piece's ink (0..1 floats), the cell's full height, only its own components."""


def is_written(cell: np.ndarray) -> bool:
    """Whether a cell cut from the straightened page has anything written in it: any piece of ink
    the reader would read, judged against the paper around it."""
    return bool(groups(darkness(cell)))


def darkness(cell: np.ndarray) -> np.ndarray:
    """How dark each pixel is compared with the paper around it, 0 (paper) to 1 (the darkest
    ink); all zeros when the cell has no ink worth the name (INK_SHARE, INK_NOISE). The paper is
    the brightest level nearby (wider than any pen stroke), so a shadow across the cell is not
    read as ink."""
    return _scaled(*_depth(cell))


def _depth(cell: np.ndarray) -> tuple[np.ndarray, float]:
    """How much darker than the paper nearby each pixel of a grayscale uint8 `cell` is, in grey
    levels, and the paper's median brightness."""
    reach = max(9, (min(cell.shape) // 4) | 1)
    brightest = cv2.dilate(cell, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (reach, reach)))
    paper = cv2.GaussianBlur(brightest.astype(np.float32), (0, 0), reach / 4)
    return np.clip(paper - cell, 0, None), _median(paper)


def _scaled(depth: np.ndarray, paper: float, inside: np.ndarray | None = None) -> np.ndarray:
    """Depth as a share of the strongest ink's (in `inside`, a part of it, if given), or all
    zeros where no ink is worth the name."""
    strongest, grain = _strongest_and_median(depth if inside is None else inside)
    if strongest < max(INK_SHARE * paper, INK_NOISE * grain):
        return np.zeros_like(depth)
    return np.clip(depth / strongest, 0, 1)


def _median(values: np.ndarray) -> float:
    """np.median(values), without its checks (the reader takes several for every cell)."""
    flat = values.ravel()
    first, second = (flat.size - 1) // 2, flat.size // 2
    part = np.partition(flat, [first, second])
    return float((part[first] + part[second]) / 2)


def _strongest_and_median(values: np.ndarray) -> tuple[float, float]:
    """np.percentile(values, 99.7) and np.median(values) from one partial sort instead of three
    (the reader does this for every cell)."""
    flat = values.ravel()
    index = (flat.size - 1) * 0.997
    low, high = int(index), min(int(index) + 1, flat.size - 1)
    first, second = (flat.size - 1) // 2, flat.size // 2
    part = np.partition(flat, sorted({low, high, first, second}))
    strongest = part[low] + (part[high] - part[low]) * (index - low)
    return float(strongest), float((part[first] + part[second]) / 2)


def without_rules(dark: np.ndarray) -> np.ndarray:
    """The ink without the remains of printed rules: rows near the top or bottom edge, columns
    near the sides, that are mostly ink along the cell (handwriting never is)."""
    mask, faint = dark > 0.35, dark > 0.15
    rows, cols = mask.shape
    dark = dark.copy()
    near_y, near_x = max(3, rows // 8), max(3, cols // 10)
    row_ink, row_faint = mask.mean(axis=1), faint.mean(axis=1)
    col_ink, col_faint = mask.mean(axis=0), faint.mean(axis=0)
    for edge in (*range(near_y), *range(rows - near_y, rows)):
        if row_ink[edge] > 0.5 or (min(edge, rows - 1 - edge) < 3 and row_faint[edge] > 0.5):
            dark[edge] = 0
    for edge in (*range(near_x), *range(cols - near_x, cols)):
        if col_ink[edge] > SIDE_RULE or (min(edge, cols - 1 - edge) < 3 and col_faint[edge] > 0.5):
            dark[:, edge] = 0
    return dark


def components(dark: np.ndarray) -> list[tuple[np.ndarray, tuple[int, int, int, int]]]:
    """The strokes' connected pieces (mask, bounding box x, y, w, h), left to right; specks and
    rules' remains dropped."""
    mask = (dark > 0.35).astype(np.uint8)
    count, labels, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    rows = dark.shape[0]
    kept = []
    for label in range(1, count):
        x, y, w, h, area = (int(v) for v in stats[label])
        if area < max(6, 0.0015 * dark.size) or max(w, h) < 0.12 * rows:
            continue
        kept.append((labels == label, (x, y, w, h)))
    return sorted(kept, key=lambda item: item[1][0])


def upright(dark: np.ndarray) -> np.ndarray:
    """The cell's writing with its slant undone (measured on the whole ink by its moments), so that
    touching digits can be cut apart with a vertical line."""
    matrix = slant(dark)
    return dark if matrix is None else cv2.warpAffine(dark, matrix, (dark.shape[1], dark.shape[0]),
                                                      flags=cv2.INTER_LINEAR)


def slant(dark: np.ndarray) -> np.ndarray | None:
    """The shear that undoes the writing's slant (upright's), None when it stands upright."""
    moments = _moments(dark)
    if moments["m00"] <= 0:
        return None
    my = moments["m01"] / moments["m00"]
    skew = min(max(moments["mu11"] / max(moments["mu02"], 1e-3 * moments["m00"]), -0.6), 0.6)
    if abs(skew) < 0.05:
        return None
    return np.array([[1, -skew, skew * my], [0, 1, 0]], np.float32)


def _moments(picture: np.ndarray) -> dict[str, float]:
    """cv2.moments of a picture: OpenCV takes a float32 array 2 columns wide for a list of 2-D
    points, a float64 one never."""
    return cv2.moments(picture.astype(np.float64) if picture.shape[1] == 2 else picture)


def groups(dark: np.ndarray) -> list[Piece]:
    """Components that belong to one digit, joined: a part much shorter than its neighbour and
    mostly above or below it (the bar of a 5, the stem of an open 4), a part above or below it
    (STACKED), or a small mark; a group is as tall as all its parts together."""
    dark = upright(without_rules(dark))
    parts = components(dark)
    if not parts:
        return []
    tallest = max(box[3] for _, box in parts)
    merged: list[list] = []  # left, right, mask, height, top, bottom
    for mask, (x, y, w, h) in parts:
        if merged:
            last = merged[-1]
            overlap = min(last[1], x + w) - max(last[0], x)
            narrow = min(last[1] - last[0], w)
            short = min(h, last[3]) < 0.75 * max(h, last[3]) or h < 0.4 * tallest
            stacked = min(last[5], y + h) - max(last[4], y) < STACKED * min(h, last[5] - last[4])
            if (overlap >= 0.5 * narrow and (short or stacked)) or (h < 0.3 * tallest and overlap > 0):
                last[0], last[1] = min(last[0], x), max(last[1], x + w)
                last[2] = last[2] | mask
                last[4], last[5] = min(last[4], y), max(last[5], y + h)
                last[3] = last[5] - last[4]
                continue
        merged.append([x, x + w, mask, h, y, y + h])
    return [Piece(left, right, np.where(mask, dark, 0.0)) for left, right, mask, *_ in merged]


def split(piece: Piece, cut: float) -> tuple[Piece, Piece]:
    """The piece cut along the column `cut` (cell coordinates): what lies left of it, and the rest."""
    column = int(np.ceil(cut))
    left, right = piece.ink.copy(), piece.ink.copy()
    left[:, column:] = 0
    right[:, :column] = 0
    middle = int(round(cut))
    return Piece(piece.left, middle, left), Piece(middle, piece.right, right)


def cuts(piece: Piece, count: int) -> list[int]:
    """The best columns to cut a piece into two where digits touch: the thinnest places of ink,
    outside its outer eighths (a 1 against the next digit is cut off close to an end)."""
    profile = piece.ink[:, piece.left:piece.right].sum(axis=0)
    width = piece.right - piece.left
    low, high = int(0.12 * width), int(0.88 * width)
    if high - low < 2:
        return []
    smooth = np.convolve(profile, np.ones(3) / 3, mode="same")[low:high]
    order = np.argsort(smooth, kind="stable")
    chosen: list[int] = []
    for index in order:
        column = piece.left + low + int(index)
        if all(abs(column - other) > 0.12 * width for other in chosen):
            chosen.append(column)
        if len(chosen) == count:
            break
    return chosen


def normalize(ink: np.ndarray) -> np.ndarray:
    """A piece of ink as the model reads it: cropped, scaled into BOX x BOX keeping its shape,
    centred by its mass in SIDE x SIDE, slant undone; a flat float32 vector of SIDE * SIDE."""
    return normalized([ink])[0]


def normalized(inks: list[np.ndarray]) -> np.ndarray:
    """normalize of many pieces at once: (n, SIDE * SIDE)."""
    squares = np.zeros((len(inks), SIDE, SIDE), dtype=np.float32)
    for square, ink in zip(squares, inks):
        x, y, width, height = cv2.boundingRect((ink > 0.05).view(np.uint8))
        if not width:
            continue
        scale = BOX / max(width, height)
        h, w = max(1, round(height * scale)), max(1, round(width * scale))
        small = cv2.resize(ink[y: y + height, x: x + width].astype(np.float32, copy=False), (w, h),
                           interpolation=cv2.INTER_AREA)
        # Centred as OpenCV's moments place it (2 columns wide, as points): the model learnt so.
        moments = cv2.moments(small)
        total = moments["m00"] or 1.0
        top = min(max(round(SIDE / 2 - moments["m01"] / total), 0), SIDE - h)
        left = min(max(round(SIDE / 2 - moments["m10"] / total), 0), SIDE - w)
        square[top: top + h, left: left + w] = small
        placed = _moments(small) if w == 2 else moments  # the slant by the picture's central moments
        if placed["m00"] > 0 and placed["mu02"] >= 1e-3 * placed["m00"]:  # its slant undone
            skew = min(max(placed["mu11"] / placed["mu02"], -0.6), 0.6)
            matrix = np.array([[1, skew, -skew * SIDE / 2], [0, 1, 0]], np.float32)
            square[:] = cv2.warpAffine(square, matrix, (SIDE, SIDE),
                                       flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP)
    peak = squares.max(axis=(1, 2), keepdims=True)
    return (squares / np.where(peak > 0, peak, 1)).reshape(len(inks), -1)


class Window(NamedTuple):
    """A cell cut from the page with a margin round it, into which numbers run past their rules."""

    gray: np.ndarray
    cell: tuple[int, int, int, int]
    """The cell's own crop within it (left, top, right, bottom), inside its printed rules."""

    @property
    def crop(self) -> np.ndarray:
        left, top, right, bottom = self.cell
        return self.gray[top:bottom, left:right]


class View(NamedTuple):
    """A cell's ink as the reader sees it, in part of its window."""

    dark: np.ndarray
    corner: tuple[int, int]
    """Where `dark` starts in its window (left, top)."""


def views(window: Window) -> list[View]:
    """What the reader reads a cell by: its crop inside the rules and, where strokes run past
    them, those strokes too (`owned`): each reads right cells the other misreads."""
    inside = View(darkness(window.crop), window.cell[:2])
    beyond = owned(window)
    return [inside] if beyond is None else [inside, beyond]


def owned(window: Window) -> View | None:
    """The darkness of the ink written in the window's cell: the printed rules taken out (a stroke
    that crosses one kept whole), then every stroke mostly in the cell (OWN_SHARE), however far it
    runs past the rules; cropped to the cell and those strokes (all zeros when only a neighbour's
    strokes reach into it). None when every stroke that reaches into the cell lies wholly inside
    it: the cell cut inside its rules shows it all."""
    depth, paper = _depth(window.gray)
    left, top, right, bottom = window.cell
    level = INK_SHARE * paper
    depth = _unruled(_unruled(depth, level).T, level).T
    dark = _scaled(depth, paper, depth[top:bottom, left:right])
    if not dark.any():
        return None
    count, labels = cv2.connectedComponents((dark > 0.35).astype(np.uint8), connectivity=8)
    everywhere = np.bincount(labels.ravel(), minlength=count)
    inside = np.bincount(labels[top:bottom, left:right].ravel(), minlength=count)
    if np.array_equal(inside[1:], everywhere[1:] * (inside[1:] > 0)):
        return None
    keep = inside >= OWN_SHARE * everywhere
    keep[0] = False
    mine = keep[labels]
    near = cv2.dilate(mine.astype(np.uint8), np.ones((3, 3), np.uint8)).astype(bool)
    dark = np.where(near, dark, 0.0)
    xs, ys = np.flatnonzero(mine.any(axis=0)), np.flatnonzero(mine.any(axis=1))
    if len(xs):
        left, right = min(left, int(xs[0])), max(right, int(xs[-1]) + 1)
        top, bottom = min(top, int(ys[0])), max(bottom, int(ys[-1]) + 1)
    return View(dark[top:bottom, left:right], (left, top))


def _unruled(depth: np.ndarray, level: float) -> np.ndarray:
    """`depth` without its printed horizontal rules (rows darker than the page's grain and half of
    ink's `level` along RULE_SHARE of their length, and the row either side), each stroke that
    crosses one joined again across the gap (where ink lies both above and below it)."""
    depth = depth.copy()
    rows = depth.shape[0]
    low = int((1 - RULE_SHARE) * (depth.shape[1] - 1))
    # A row is ruled where its darkest RULE_SHARE all lie above the line: at most `low` pixels do not.
    line = _median(depth) + level / 2
    ruled = np.concatenate([[False], np.count_nonzero(depth <= line, axis=1) <= low, [False]])
    starts, ends = np.flatnonzero(~ruled[:-1] & ruled[1:]), np.flatnonzero(ruled[:-1] & ~ruled[1:])
    for first, last in zip(np.maximum(starts - 1, 0), np.minimum(ends, rows - 1)):
        above = depth[first - 1] if first > 0 else np.zeros(depth.shape[1])
        below = depth[last + 1] if last + 1 < rows else np.zeros(depth.shape[1])
        depth[first: last + 1] = np.where((above > level) & (below > level), np.minimum(above, below), 0.0)
    return depth
