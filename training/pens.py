"""Real people's digits written with a pen: MNIST samples (training/mnist.py) as centre lines,
drawn again with a pen from a hard pencil (0.15 mm, light grey) to a felt pen (0.8 mm), and the
rings a hand draws round a number or a suit. The benchmark's MNIST filler writes with the held-out
samples, its tuning filler with the validation ones, the training script with the training ones.
"""

import math
from functools import cache
from typing import NamedTuple

import cv2
import numpy as np

from papayoo_print.form.geometry import Span
from training import mnist

PX = 300 / 25.4
"""Pixels a millimetre of the pages written on (rendered at 300 dpi)."""
SUPER = 3
"""Strokes are drawn this many times finer than the rendered page, then shrunk."""


class Pen(NamedTuple):
    name: str
    width: tuple[float, float]
    """Millimetres."""
    grey: tuple[float, float]
    """The ink's grey level on white paper (255)."""
    grain: float
    """How unevenly the pen leaves its ink (a pencil's graphite on the paper's grain)."""


PENS = (
    Pen("hard pencil", (0.15, 0.22), (150, 180), 0.45),
    Pen("pencil", (0.2, 0.3), (110, 150), 0.35),
    Pen("blue ballpoint", (0.3, 0.45), (70, 110), 0.1),
    Pen("black ballpoint", (0.3, 0.45), (20, 50), 0.1),
    Pen("felt pen", (0.6, 0.8), (10, 40), 0.05),
)


def _thin(mask: np.ndarray) -> np.ndarray:
    """The mask's centre lines, one pixel wide (Zhang and Suen's thinning)."""
    image = np.pad(mask.astype(np.uint8), 1)
    while True:
        changed = False
        for step in (0, 1):
            p = [image[1:-1, 1:-1]] + [np.roll(np.roll(image, -dy, 0), -dx, 1)[1:-1, 1:-1] for dy, dx in (
                (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))]
            around = sum(p[1:])
            turns = sum((p[i] == 0) & (p[i % 8 + 1] == 1) for i in range(1, 9))
            first = (p[1] * p[3] * (p[5] if step == 0 else p[7])) == 0
            second = ((p[3] if step == 0 else p[1]) * p[5] * p[7]) == 0
            gone = (p[0] == 1) & (around >= 2) & (around <= 6) & (turns == 1) & first & second
            if gone.any():
                image[1:-1, 1:-1][gone] = 0
                changed = True
        if not changed:
            return image[1:-1, 1:-1].astype(bool)


THIN_HEIGHT = 64
"""A sample's centre lines are found on it scaled to this many pixels high."""


@cache
def _skeleton(digit: int, index: int, samples: mnist.Share) -> np.ndarray:
    """The centre lines of a sample as segments (n, 2, 2) of (x, y) points, in shares of its
    height, from the top-left corner of its ink."""
    sample = mnist.share(samples, digit)[index]
    rows, cols = np.nonzero(sample > 0.25)
    crop = sample[rows.min(): rows.max() + 1, cols.min(): cols.max() + 1]
    scale = THIN_HEIGHT / crop.shape[0]
    size = (max(2, round(crop.shape[1] * scale)), THIN_HEIGHT)
    big = cv2.GaussianBlur(cv2.resize(crop, size, interpolation=cv2.INTER_CUBIC), (0, 0), scale * 0.5)
    lines = _thin(big > 0.45)
    ys, xs = np.nonzero(lines)
    on = set(zip(ys.tolist(), xs.tolist()))
    segments = [((x, y), (x + dx, y + dy)) for y, x in on for dy, dx in ((0, 1), (1, -1), (1, 0), (1, 1))
                if (y + dy, x + dx) in on]
    segments += [((x, y), (x, y)) for y, x in on]
    return np.asarray(segments, np.float32) / THIN_HEIGHT


OVERLAP = 0.3
"""Two digits side by side overlap by at most this share of the narrower one's width: they touch
or cross at their ends, as people's do; an overlap drawn as a share of the height alone would
write a 1 inside the 0 beside it, which nobody does."""


def number_lines(text: str, height: float, width: float, rng: np.random.Generator, samples: mnist.Share
                 ) -> list[np.ndarray]:
    """The digits of `text` side by side, a gap between them or an overlap (OVERLAP), baselines
    drifting, the whole at most `width` wide: each digit's segments in fine pixels from the
    number's top-left corner."""
    out, right, before = [], 0.0, 0.0
    for position, digit in enumerate(text):
        size = height * rng.uniform(0.9, 1.1)
        index = int(rng.integers(len(mnist.share(samples, int(digit)))))
        glyph = _skeleton(int(digit), index, samples) * size
        glyph[..., 0] -= glyph[..., 0].min()
        wide = float(glyph[..., 0].max())
        gap = max(height * rng.uniform(-0.15, 0.3), -OVERLAP * min(before, wide)) if position else 0.0
        glyph = glyph + (right + gap, height * rng.normal(0, 0.05))
        out.append(glyph)
        right, before = right + gap + wide, wide  # gap + wide > 0: OVERLAP < 1
    origin = np.concatenate(out).reshape(-1, 2).min(axis=0)
    span = max(float(glyph[..., 0].max()) for glyph in out) - origin[0]
    scale = width / span if span > width else 1.0  # smaller, as at a row's end
    return [(glyph - origin) * scale for glyph in out]


def ring_lines(centre: tuple[float, float], axes: tuple[float, float], rng: np.random.Generator
                ) -> np.ndarray:
    """A hand's ring as segments: an ellipse a little tilted and wobbly, not closed or overrunning
    its start."""
    start = rng.uniform(0, 2 * math.pi)
    sweep = 2 * math.pi * (rng.uniform(0.85, 0.95) if rng.random() < 0.5 else rng.uniform(1.0, 1.15))
    t = np.linspace(start, start + sweep, 200)
    tilt = rng.normal(0, 0.08)
    phase, wave = rng.uniform(0, 2 * math.pi, 2), rng.uniform(0, 0.05, 2)
    radius = 1 + wave[0] * np.sin(2 * t + phase[0]) + wave[1] * np.sin(3 * t + phase[1])
    radius *= 1 + (t - start) / sweep * rng.uniform(-0.08, 0.08)  # a spiral's drift to the end
    x, y = axes[0] * radius * np.cos(t), axes[1] * radius * np.sin(t)
    turn = math.cos(tilt), math.sin(tilt)
    x, y = x * turn[0] - y * turn[1] + centre[0], x * turn[1] + y * turn[0] + centre[1]
    points = np.column_stack([x, y]).astype(np.float32)
    return np.stack([points[:-1], points[1:]], axis=1)


class Written(NamedTuple):
    """Where a number was written: each digit's segments (fine pixels) from page pixel (left, top)."""

    digits: list[np.ndarray]
    left: float
    top: float


class Writer:
    """One pen over one page: segments (fine pixels) drawn at a place of the page, inked, shrunk."""

    def __init__(self, page: np.ndarray, pen: Pen, rng: np.random.Generator, samples: mnist.Share) -> None:
        self.page, self.pen, self.rng, self.samples = page, pen, rng, samples
        self.width_px = rng.uniform(*pen.width) * PX * SUPER
        self.grey = rng.uniform(*pen.grey)

    def lay(self, segments: np.ndarray, left: float, top: float) -> None:
        """`segments` (fine pixels) with (0, 0) at page pixel (left, top)."""
        reach = self.width_px / 2 + 2 * SUPER
        origin = np.floor((segments.reshape(-1, 2).min(axis=0) - reach) / SUPER + (left, top)).astype(int)
        far = np.ceil((segments.reshape(-1, 2).max(axis=0) + reach) / SUPER + (left, top)).astype(int)
        low, high = np.maximum(origin, 0), np.minimum(far, self.page.shape[::-1])
        if (high <= low).any():
            return
        size = (far - origin) * SUPER
        fine = np.zeros((size[1], size[0]), np.uint8)
        shift = (np.array([left, top]) - origin) * SUPER
        lines = np.round((segments + shift) * 4).astype(np.int32)  # 2 bits of sub-pixel precision
        cv2.polylines(fine, list(lines), False, 255, max(1, round(self.width_px)), cv2.LINE_AA, 2)
        stroke = fine.astype(np.float32) / 255
        stroke *= 1 - self.pen.grain * self.rng.random(stroke.shape).astype(np.float32)
        stroke = cv2.GaussianBlur(stroke, (0, 0), SUPER / 3)
        coverage = cv2.resize(stroke, tuple(far - origin), interpolation=cv2.INTER_AREA)
        coverage = coverage[low[1] - origin[1]: high[1] - origin[1], low[0] - origin[0]: high[0] - origin[0]]
        inked = np.round(255 - np.clip(coverage, 0, 1) * (255 - self.grey)).astype(np.uint8)
        area = self.page[low[1]: high[1], low[0]: high[0]]
        np.minimum(area, inked, out=area)

    def alone(self, segments: np.ndarray, left: float, top: float, shape: tuple[int, ...]) -> np.ndarray:
        """`segments` laid (as `lay` does) on a blank page of `shape` instead of this one: one digit's
        own ink, to tell whose a piece of the written page's is."""
        page, self.page = self.page, np.full(shape, 255, np.uint8)
        try:
            self.lay(segments, left, top)
            return self.page
        finally:
            self.page = page

    def number(self, text: str, column: Span, row: Span, scale: float = 1.0) -> Written:
        """`text` written in the cell, `scale` times the usual size (smaller in a small ring)."""
        cell_w, cell_h = column.size * PX, row.size * PX
        height = cell_h * self.rng.uniform(0.5, 1.0) * scale * SUPER
        digits = number_lines(text, height, cell_w * self.rng.uniform(0.85, 1.1) * SUPER, self.rng,
                              self.samples)
        lines = np.concatenate(digits)
        span_x, span_y = lines.reshape(-1, 2).max(axis=0) / SUPER
        room_x, room_y = cell_w - span_x, cell_h - span_y
        left = column.start * PX + room_x / 2 + self.rng.normal(0, 0.15) * max(abs(room_x), cell_w * 0.1)
        top = row.start * PX + room_y / 2 + self.rng.normal(0, 0.2) * max(abs(room_y), cell_h * 0.15)
        self.lay(lines, left, top)
        return Written(digits, left, top)

    def ring(self, column: Span, row: Span, factor: tuple[float, float], twice: bool) -> None:
        """A ring round the middle of the cell, `factor` times its width and height."""
        half = np.array([column.size * factor[0], row.size * factor[1]]) * PX * SUPER / 2
        middle = np.array([column.start + column.size / 2, row.start + row.size / 2]) * PX
        middle += self.rng.normal(0, 0.04, 2) * (column.size, row.size) * PX
        for _ in range(2 if twice else 1):
            axes = half * self.rng.uniform(0.95, 1.05, 2)
            self.lay(ring_lines((0.0, 0.0), (axes[0], axes[1]), self.rng), middle[0], middle[1])


