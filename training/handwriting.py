"""Synthetic handwriting: numbers written by a pen in one of several hands.

A hand is a set of habits (slant, size, stroke width, how much the pen wobbles, how close the
digits come, how the baseline drifts, how hard the pen presses, which shape of each digit it
prefers); every stroke is jittered anew at each call, so two 7s by the same hand differ as they
do on paper. The tests' sheet generator, the training script and the benchmarks draw with it;
the hands in HELD_OUT_HANDS are never shown to the training script, so the accuracy measured on
them is the accuracy on a stranger's writing.
"""

import math
from dataclasses import dataclass, field

import numpy as np
from PIL import Image, ImageDraw

from training.glyphs import GLYPHS, Glyph, arc

SUPERSAMPLE = 3


@dataclass(frozen=True)
class Hand:
    slant: float
    """Shear of the letters: x moves by slant * height (0.25 leans well to the right)."""
    size: float
    """Digit height as a share of the cell's height."""
    aspect: float
    """Digit width / height."""
    stroke: float
    """Pen width as a share of the digit height."""
    wobble: float
    """Smooth tremor of the strokes, as a share of the digit height."""
    spacing: float
    """Gap between digits as a share of the digit width (negative: they touch or overlap)."""
    drift: float
    """Random rise or fall of each digit's baseline, as a share of the digit height."""
    pressure: float
    """How much the pen width varies along a stroke (0: not at all)."""
    ink: int
    """Grey level of the ink (0 black; a blue ballpoint reads around 80)."""
    styles: dict[str, int] = field(default_factory=dict)
    """The shape this hand prefers for a digit (index in GLYPHS); others now and then."""
    faithful: float = 0.85
    """How often the hand keeps to its preferred shape."""


HANDS: dict[str, Hand] = {
    "ada": Hand(0.05, 0.70, 0.60, 0.09, 0.015, 0.25, 0.03, 0.2, 20, {"4": 0, "7": 0, "1": 0}),
    "bruno": Hand(0.22, 0.62, 0.55, 0.11, 0.02, 0.15, 0.05, 0.3, 60, {"4": 1, "7": 1, "1": 1, "9": 1}),
    "chen": Hand(-0.05, 0.75, 0.65, 0.07, 0.01, 0.35, 0.02, 0.1, 10, {"2": 1, "3": 1, "5": 1}),
    "dora": Hand(0.12, 0.55, 0.50, 0.13, 0.03, 0.05, 0.06, 0.4, 90, {"1": 2, "8": 1, "0": 1}),
    "emil": Hand(0.30, 0.68, 0.58, 0.08, 0.025, 0.20, 0.04, 0.25, 40, {"7": 2, "6": 1, "4": 2}),
    "fatou": Hand(0.0, 0.80, 0.70, 0.10, 0.015, 0.10, 0.03, 0.35, 30, {"0": 2, "2": 2, "9": 2}),
    "gabor": Hand(0.18, 0.60, 0.52, 0.12, 0.035, 0.0, 0.07, 0.3, 70, {"3": 2, "5": 2, "1": 1}),
    "hana": Hand(0.08, 0.72, 0.62, 0.085, 0.02, 0.30, 0.04, 0.2, 50, {"4": 1, "7": 1, "8": 1}),
    "ines": Hand(-0.1, 0.65, 0.56, 0.10, 0.025, 0.18, 0.05, 0.3, 25, {"1": 1, "9": 2, "2": 2}),
    "jonas": Hand(0.25, 0.74, 0.48, 0.09, 0.03, 0.08, 0.05, 0.25, 80, {"4": 2, "7": 1, "6": 1, "3": 1}),
    "kemal": Hand(0.1, 0.58, 0.68, 0.14, 0.02, 0.22, 0.03, 0.45, 15, {"5": 1, "0": 1, "8": 0}),
}
"""Eleven hands, from a small upright one to a large, heavy, slanted scrawl."""

HELD_OUT_HANDS = ("hana", "ines", "jonas")
TRAINING_HANDS = tuple(name for name in HANDS if name not in HELD_OUT_HANDS)


def _glyph(digit: str, hand: Hand, rng: np.random.Generator) -> Glyph:
    shapes = GLYPHS[digit]
    preferred = hand.styles.get(digit, 0) % len(shapes)
    if rng.random() < hand.faithful:
        return shapes[preferred]
    return shapes[int(rng.integers(len(shapes)))]


def _tremor(count: int, amplitude: float, rng: np.random.Generator) -> np.ndarray:
    """A smooth random displacement along a stroke of `count` points, shape (count, 2)."""
    t = np.linspace(0.0, 1.0, count)[:, None]
    waves = np.zeros((count, 2))
    for frequency in (1.0, 2.5):
        phase = rng.uniform(0, 2 * math.pi, size=2)
        waves += rng.normal(0, 1, size=2) / frequency * np.sin(2 * math.pi * frequency * t + phase)
    return amplitude * waves


def _resample(stroke: list[tuple[float, float]], spacing: float) -> np.ndarray:
    """The stroke's points about `spacing` apart, so that tremor and pressure vary smoothly."""
    points = np.asarray(stroke, dtype=float)
    if len(points) == 1:
        return points
    lengths = np.r_[0.0, np.cumsum(np.hypot(*np.diff(points, axis=0).T))]
    samples = np.linspace(0.0, lengths[-1], max(2, int(lengths[-1] / spacing) + 1))
    return np.column_stack([np.interp(samples, lengths, points[:, k]) for k in (0, 1)])


def _place_digit(glyph: Glyph, hand: Hand, origin: tuple[float, float], height: float,
                 rng: np.random.Generator) -> list[tuple[np.ndarray, float]]:
    """The glyph's strokes in pixels (origin = the digit's top-left), each with its pen width."""
    size = height * rng.uniform(0.92, 1.08)
    width = size * hand.aspect * rng.uniform(0.9, 1.1)
    slant = hand.slant + rng.normal(0, 0.04)
    turn = rng.normal(0, 0.04)
    out = []
    for stroke in glyph:
        points = _resample(stroke, 0.04)
        points = points + _tremor(len(points), hand.wobble, rng) + rng.normal(0, hand.wobble / 2, size=2)
        x = points[:, 0] * width
        y = points[:, 1] * size
        x, y = x + slant * (size - y) + turn * y, y - turn * x
        pen = hand.stroke * height * rng.uniform(0.85, 1.15)
        out.append((np.column_stack([x + origin[0], y + origin[1]]), pen))
    return out


def _ink_strokes(strokes: list[tuple[np.ndarray, float]], hand: Hand, width_px: int, height_px: int,
                 rng: np.random.Generator) -> np.ndarray:
    """The strokes drawn with a round pen at SUPERSAMPLE x, shrunk to the cell: uint8, 255 = paper."""
    canvas = Image.new("L", (width_px * SUPERSAMPLE, height_px * SUPERSAMPLE), 0)
    draw = ImageDraw.Draw(canvas)
    for points, pen in strokes:
        scaled = points * SUPERSAMPLE
        press = 1 + hand.pressure * np.sin(np.linspace(0, math.pi, len(scaled)) * rng.uniform(1, 3)
                                           + rng.uniform(0, math.pi))
        radii = np.maximum(0.6, pen * SUPERSAMPLE * press / 2)
        for (x0, y0), (x1, y1), r in zip(scaled[:-1], scaled[1:], radii):
            draw.line([(x0, y0), (x1, y1)], fill=255, width=max(1, int(round(2 * r))))
        for (x, y), r in zip(scaled, radii):
            draw.ellipse([x - r, y - r, x + r, y + r], fill=255)
    coverage = np.asarray(canvas.resize((width_px, height_px), Image.Resampling.BOX), dtype=float) / 255
    ink = np.clip(hand.ink + rng.normal(0, 8), 0, 160)
    return np.round(255 - coverage * (255 - ink)).astype(np.uint8)


def draw_number(text: str, hand: Hand, width_px: int, height_px: int, rng: np.random.Generator) -> np.ndarray:
    """`text` (digits only; "" for an empty cell) written by `hand` in a cell of that many pixels:
    grayscale uint8, 255 = paper, 0 = ink. A number too wide for the cell is written smaller, as
    one does at the end of a row."""
    if not text.isdigit() and text != "":
        raise ValueError(f"draw_number writes digits only, not {text!r}")
    height = min(hand.size * rng.uniform(0.9, 1.1), 0.8) * height_px
    advance = height * hand.aspect * (1 + hand.spacing)
    room = 0.92 * width_px
    needed = advance * len(text) - height * hand.aspect * hand.spacing + abs(hand.slant) * height
    if needed > room:
        height *= room / needed
        advance *= room / needed
        needed = room
    left = (width_px - needed) / 2 + rng.normal(0, 0.05) * (width_px - needed)
    left = max(0.04 * width_px, left) + max(0.0, -hand.slant) * height
    top = (height_px - height) / 2 + rng.normal(0, 0.06) * height_px
    edge = min(0.06 * height_px + hand.stroke * height, (height_px - height) / 2)
    top = min(max(top, edge), height_px - edge - height)
    strokes: list[tuple[np.ndarray, float]] = []
    baseline = 0.0
    for index, digit in enumerate(text):
        baseline = float(np.clip(baseline + rng.normal(0, hand.drift) * height, edge - top,
                                   height_px - edge - top - height))
        origin = (left + index * advance * rng.uniform(0.95, 1.05), top + baseline)
        strokes += _place_digit(_glyph(digit, hand, rng), hand, origin, height, rng)
    return _ink_strokes(_inside(strokes, width_px, height_px), hand, width_px, height_px, rng)


def _inside(strokes: list[tuple[np.ndarray, float]], width_px: int, height_px: int
            ) -> list[tuple[np.ndarray, float]]:
    """The strokes moved (and shrunk if need be) to keep 2 px of paper round them: a hand
    writes inside the box."""
    if not strokes:
        return strokes
    reach = max(pen for _, pen in strokes) / 2 + 2
    points = np.vstack([p for p, _ in strokes])
    low, high = points.min(axis=0) - reach, points.max(axis=0) + reach
    room = np.array([width_px, height_px], dtype=float)
    scale = min(1.0, *((room - 0.5) / (high - low)))
    centre = (low + high) / 2
    fitted = np.clip(centre, (high - low) * scale / 2, room - (high - low) * scale / 2)
    return [((p - centre) * scale + fitted, pen * scale) for p, pen in strokes]


def draw_circle(hand: Hand, width_px: int, height_px: int, rng: np.random.Generator) -> np.ndarray:
    """A ring drawn round the middle of a box of that size, as one circles a suit or a name: not
    quite closed or overrunning its start, a little tilted. Same format as draw_number; lay it over
    a picture with np.minimum."""
    start = rng.uniform(-150, -30)
    sweep = 360 + rng.uniform(-25, 40)
    ring = arc(0.5, 0.5, 0.44 + rng.normal(0, 0.02), 0.42 + rng.normal(0, 0.03), start, start + sweep, 48)
    points = _resample(ring, 0.02) + _tremor(len(_resample(ring, 0.02)), hand.wobble, rng)
    tilt = rng.normal(0, 0.08)
    x, y = points[:, 0] - 0.5, points[:, 1] - 0.5
    x, y = x * math.cos(tilt) - y * math.sin(tilt), x * math.sin(tilt) + y * math.cos(tilt)
    pixels = np.column_stack([(x + 0.5) * width_px, (y + 0.5) * height_px])
    pen = hand.stroke * 0.5 * min(width_px, height_px)
    return _ink_strokes([(pixels, pen)], hand, width_px, height_px, rng)
