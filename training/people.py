"""Training crops from real people's digits: numbers written with the TRAINING MNIST samples
(0 to 499 of each digit, training/mnist.py; never the validation or held-out ones) by the pens of
training/pens.py, into a cell at the straightened page's 200 px per inch, photographed, cut into
digits by the reader's own code (ink.py, digits.cuttings), each piece labelled by the digit whose
ink it is."""

from collections.abc import Callable

import cv2
import numpy as np

from papayoo_print.form.geometry import Span
from papayoo_print.scan import ink
from papayoo_print.scan.digits import JUNK, cuttings
from training.pens import PENS, PX, Writer

PAGE_PX = 200 / 25.4
"""The straightened page's pixels a millimetre."""
INSET = 0.7
"""Where the reader's crop of a cell stops, inside its rules (scan/cells.py)."""


def _written(text: str, pen: int, rng: np.random.Generator) -> tuple[np.ndarray, list[np.ndarray]]:
    """The cell's crop as the reader cuts it from the straightened page: `text` written in a cell
    of a sheet's size (and maybe past its edges), at 200 px per inch, before the photo; and each
    digit's own ink in that crop (0..1), to tell which digit a piece of the reader's is."""
    height, width = rng.uniform(6.5, 8.5), rng.uniform(9.5, 16.0)
    margin = 4.0
    page = np.full((round((height + 2 * margin) * PX), round((width + 2 * margin) * PX)), 255, np.uint8)
    writer = Writer(page, PENS[pen], rng, samples="training")
    written = writer.number(text, Span(margin, width), Span(margin, height), rng.uniform(0.7, 1.0))
    alone = [writer.alone(lines, written.left, written.top, page.shape) for lines in written.digits]
    size = (round(page.shape[1] * PAGE_PX / PX), round(page.shape[0] * PAGE_PX / PX))
    edge = round((margin + INSET) * PAGE_PX)
    rows, cols = round((height - 2 * INSET) * PAGE_PX), round((width - 2 * INSET) * PAGE_PX)

    def crop(image: np.ndarray) -> np.ndarray:
        return cv2.resize(image, size, interpolation=cv2.INTER_AREA)[edge: edge + rows, edge: edge + cols]

    inked = [255 - crop(image).astype(np.float32) for image in alone]
    return crop(page), [digit / max(float(digit.max()), 1.0) for digit in inked]


def people_samples(numbers: int, rng: np.random.Generator,
                   photograph: Callable[[np.ndarray, np.random.Generator], np.ndarray],
                   number: Callable[[np.random.Generator], str]) -> tuple[list, list]:
    """Digits, and junk (halves of digits, digits run together, touching digits cut wrong), cut
    from `numbers` numbers; `photograph` degrades a cell as a photo does, `number` draws a
    number's text."""
    xs: list[np.ndarray] = []
    ys: list[int] = []
    for index in range(numbers):
        text = number(rng)
        cell, alone = _written(text, index % len(PENS), rng)
        dark = ink.darkness(photograph(cell, rng))
        pieces = ink.groups(dark)
        if pieces:
            add_owned_samples(xs, ys, pieces, text, upright_like(alone, dark), rng)
    return xs, ys


def upright_like(alone: list[np.ndarray], dark: np.ndarray) -> list[np.ndarray]:
    """Each digit's ink where the reader's pieces of the cell `dark` have it: slanted as they are."""
    matrix = ink.slant(ink.without_rules(dark))
    if matrix is None:
        return [digit > 0.3 for digit in alone]
    return [cv2.warpAffine(digit, matrix, digit.shape[::-1], flags=cv2.INTER_LINEAR) > 0.3 for digit in alone]


def _label(part: ink.Piece, text: str, digit_ink: list[np.ndarray], seen: np.ndarray) -> int | None:
    """The digit a piece of ink is, if it is one digit almost whole and almost nothing else; JUNK
    if it clearly is not (much of two digits, or a small part of one); None in between, to leave
    out. `seen`: all the ink the reader kept of the cell."""
    mine = part.ink > 0
    shared = [int((mine & digit).sum()) for digit in digit_ink]
    best = int(np.argmax(shared))
    share = shared[best] / max(int(mine.sum()), 1)
    cover = shared[best] / max(int((seen & digit_ink[best]).sum()), 1)
    if share >= 0.8 and cover >= 0.75:
        return int(text[best])
    return JUNK if share < 0.65 or cover < 0.55 else None


def _digits_in(piece: ink.Piece, digit_ink: list[np.ndarray], seen: np.ndarray) -> int:
    """How many digits the piece holds at least half of."""
    mine = piece.ink > 0
    return sum(int((mine & digit).sum()) >= 0.5 * max(1, int((seen & digit).sum())) for digit in digit_ink)


def add_owned_samples(xs: list[np.ndarray], ys: list[int], pieces: list[ink.Piece], text: str,
                      digit_ink: list[np.ndarray], rng: np.random.Generator) -> None:
    """The reader's pieces of a written number as samples, knowing each digit's own ink: a piece
    that is one digit as that digit (now and then its halves, as junk); a piece of several digits
    as junk, and every way the reader would cut it, each part as the digit it is or as junk."""
    seen = np.logical_or.reduce([piece.ink > 0 for piece in pieces])
    for piece in pieces:
        label = _label(piece, text, digit_ink, seen)
        if label is not None and label != JUNK:
            _add_digit(xs, ys, piece, str(label), rng)
            continue
        if _digits_in(piece, digit_ink, seen) < 2:
            continue  # a fragment of one digit, or unsure: joining it is the reader's business
        xs.append(ink.normalize(piece.ink))
        ys.append(JUNK)
        for cutting in cuttings(piece, 1.0):
            for part in cutting:
                label = _label(part, text, digit_ink, seen)
                if label is not None:
                    xs.append(ink.normalize(part.ink))
                    ys.append(label)


def _add_digit(xs: list[np.ndarray], ys: list[int], piece: ink.Piece, digit: str, rng: np.random.Generator
               ) -> None:
    """A piece that is one digit, and now and then its halves as junk."""
    xs.append(ink.normalize(piece.ink))
    ys.append(int(digit))
    if digit != "1" and rng.random() < 0.15:
        for cut in ink.cuts(piece, 1):
            xs += [ink.normalize(half.ink) for half in ink.split(piece, cut)]
            ys += [JUNK, JUNK]


def add_samples(xs: list[np.ndarray], ys: list[int], pieces: list, text: str, rng: np.random.Generator,
                run_together: float) -> None:
    """The reader's pieces of a written number, as samples: each digit when there is a piece a
    digit (and now and then its halves, as junk), else the pieces wider than `run_together`
    pixels, digits run together, as junk."""
    if len(pieces) == len(text):
        for piece, digit in zip(pieces, text):
            _add_digit(xs, ys, piece, digit, rng)
    elif len(pieces) < len(text):
        xs += [ink.normalize(piece.ink) for piece in pieces if piece.right - piece.left > run_together]
        ys += [JUNK] * (len(xs) - len(ys))
