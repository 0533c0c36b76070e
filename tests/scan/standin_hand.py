"""A stand-in for `papayoo_print.scan.handwriting` (the scan-digits branch), used by the sheet
generator only while that module is not on this branch: digits in the project's DejaVu font,
each at its own size, slant and place, and rings drawn as jittered ellipses. Same interface:
grayscale uint8, 255 paper, 0 ink."""

from typing import NamedTuple

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from tests.support import ROOT

FONTS = {False: ROOT / "fonts" / "DejaVuSans.ttf", True: ROOT / "fonts" / "DejaVuSans-Bold.ttf"}


class Hand(NamedTuple):
    size: float
    """Digit height, as a share of the cell's height."""
    slant: float
    bold: bool
    ink: int


HANDS = {
    "upright": Hand(0.62, 0.0, False, 20),
    "slanted": Hand(0.7, 0.25, False, 60),
    "heavy": Hand(0.55, 0.1, True, 40),
}


def draw_number(text: str, hand: Hand, width_px: int, height_px: int, rng: np.random.Generator) -> np.ndarray:
    canvas = Image.new("L", (width_px, height_px), 255)
    if text:
        size = max(6, int(hand.size * height_px / 0.73 * rng.uniform(0.9, 1.1)))
        font = ImageFont.truetype(str(FONTS[hand.bold]), size)
        left, top, right, bottom = font.getbbox(text)
        while right - left > 0.85 * width_px and size > 6:
            size -= 1
            font = ImageFont.truetype(str(FONTS[hand.bold]), size)
            left, top, right, bottom = font.getbbox(text)
        x = (width_px - (right - left)) / 2 - left + rng.normal(0, 0.04) * width_px
        y = (height_px - (bottom - top)) / 2 - top + rng.normal(0, 0.04) * height_px
        ImageDraw.Draw(canvas).text((x, y), text, fill=hand.ink, font=font)
        shear = hand.slant + rng.normal(0, 0.05)
        canvas = canvas.transform(
            canvas.size, Image.Transform.AFFINE, (1, shear, -shear * height_px / 2, 0, 1, 0),
            resample=Image.Resampling.BILINEAR, fillcolor=255,
        )
    return np.asarray(canvas, np.uint8).copy()


def draw_circle(hand: Hand, width_px: int, height_px: int, rng: np.random.Generator) -> np.ndarray:
    canvas = Image.new("L", (width_px, height_px), 255)
    pen = max(3, round(min(width_px, height_px) * 0.04))
    jitter = rng.uniform(-0.03, 0.03, 4) * (width_px, height_px, width_px, height_px)
    box = np.array([0.06 * width_px, 0.08 * height_px, 0.94 * width_px, 0.92 * height_px]) + jitter
    start = rng.uniform(0, 360)
    ImageDraw.Draw(canvas).arc(list(box), start, start + rng.uniform(330, 380), fill=hand.ink, width=pen)
    return np.asarray(canvas, np.uint8).copy()
