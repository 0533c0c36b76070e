"""Training crops from real people's digits: numbers written with the TRAINING MNIST samples
(0 to 599 of each digit, training/mnist.py; never the held-out ones) by the pens of
training/pens.py, into a cell at the straightened page's 200 px per inch, photographed, cut into
digits by the reader's own segmentation (ink.py)."""

from collections.abc import Callable

import cv2
import numpy as np

from papayoo_print.form.geometry import Span
from papayoo_print.scan import ink
from papayoo_print.scan.digits import JUNK
from training.pens import PENS, PX, Writer

PAGE_PX = 200 / 25.4
"""The straightened page's pixels a millimetre."""
INSET = 0.7
"""Where the reader's crop of a cell stops, inside its rules (scan/cells.py)."""


def _written(text: str, pen: int, rng: np.random.Generator) -> np.ndarray:
    """The cell's crop as the reader cuts it from the straightened page: `text` written in a cell
    of a sheet's size (and maybe past its edges), at 200 px per inch, before the photo."""
    height, width = rng.uniform(6.5, 8.5), rng.uniform(9.5, 16.0)
    margin = 4.0
    page = np.full((round((height + 2 * margin) * PX), round((width + 2 * margin) * PX)), 255, np.uint8)
    writer = Writer(page, PENS[pen], rng, held_out=False)
    writer.number(text, Span(margin, width), Span(margin, height), rng.uniform(0.7, 1.0))
    size = (round(page.shape[1] * PAGE_PX / PX), round(page.shape[0] * PAGE_PX / PX))
    small = cv2.resize(page, size, interpolation=cv2.INTER_AREA)
    edge = round((margin + INSET) * PAGE_PX)
    rows, cols = round((height - 2 * INSET) * PAGE_PX), round((width - 2 * INSET) * PAGE_PX)
    return small[edge: edge + rows, edge: edge + cols]


def people_samples(numbers: int, rng: np.random.Generator,
                   photograph: Callable[[np.ndarray, np.random.Generator], np.ndarray],
                   number: Callable[[np.random.Generator], str]) -> tuple[list, list]:
    """Digits, and junk (halves of digits, digits run together), cut from `numbers` numbers;
    `photograph` degrades a cell as a photo does, `number` draws a number's text."""
    xs: list[np.ndarray] = []
    ys: list[int] = []
    for index in range(numbers):
        text = number(rng)
        pieces = ink.groups(ink.darkness(photograph(_written(text, index % len(PENS), rng), rng)))
        if pieces:
            add_samples(xs, ys, pieces, text, rng, 0.9 * max(1, piece_height(pieces)))
    return xs, ys


def add_samples(xs: list[np.ndarray], ys: list[int], pieces: list, text: str, rng: np.random.Generator,
                run_together: float) -> None:
    """The reader's pieces of a written number, as samples: each digit when there is a piece a
    digit (and now and then its halves, as junk), else the pieces wider than `run_together`
    pixels, digits run together, as junk."""
    if len(pieces) == len(text):
        for piece, digit in zip(pieces, text):
            xs.append(ink.normalize(piece.ink))
            ys.append(int(digit))
            if digit != "1" and rng.random() < 0.15:
                for cut in ink.cuts(piece, 1):
                    xs += [ink.normalize(half.ink) for half in ink.split(piece, cut)]
                    ys += [JUNK, JUNK]
    elif len(pieces) < len(text):
        xs += [ink.normalize(piece.ink) for piece in pieces if piece.right - piece.left > run_together]
        ys += [JUNK] * (len(xs) - len(ys))


def piece_height(pieces: list[ink.Piece]) -> int:
    """The tallest piece's height in rows."""
    rows = [np.nonzero(piece.ink.sum(axis=1) > 0)[0] for piece in pieces]
    return max((int(r[-1] - r[0] + 1) for r in rows if len(r)), default=0)
