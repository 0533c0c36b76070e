"""Training crops cut from whole photographed sheets by the reader itself.

Sheets are filled in with the TRAINING MNIST samples (0 to 499 of each digit; never the
validation or held-out ones) by tests/scan/fill_people.py, photographed as the benchmark
photographs them (a turn, a slant, blur, uneven light, noise, JPEG, 9 to 12 px a millimetre),
then found, straightened and their rings wiped by the scan package, and every cell seen as
`papayoo-print scan` sees it (cut inside its rules, and with the strokes that run past them:
ink.views). What the reader sees there differs from a cell degraded alone (training/people.py):
the page warped back to 200 px per inch, a ring's wipe across the digits, a number that runs past
the rules.
Each piece of ink is labelled by the digit whose ink it is (people.add_owned_samples), from each
digit drawn again alone where the writer put it.
"""

import cv2
import numpy as np

from papayoo_print.facts import Paper
from papayoo_print.scan import ink
from papayoo_print.scan.cells import Box, SheetCells, sheets
from papayoo_print.scan.page import PX_PER_MM
from papayoo_print.scan.reading import find_marks
from training.mnist import Share
from training.pens import Writer
from training.people import add_owned_samples, upright_like
from tests.scan.fill_people import Number, filled_sheet
from tests.scan.fill_sheet import PX, decode_jpeg

LAYOUTS = ([(players, paper, 18) for paper in Paper for players in range(3, 9)]
           + [(players, paper, 8 if paper is Paper.a4 else 6) for paper in Paper for players in range(3, 6)])
"""bench_scan_photos.py's: one sheet a page, then two to a page (the same cells, smaller)."""
SHIFT = 2
"""How far (straightened pixels) a digit drawn again may be off the reader's crop: the homography
the reader finds from the photo is not quite the one the photo was taken with."""


def sheet_samples(photos: int, seed: int, samples: Share = "training") -> tuple[list, list]:
    """Digits and junk from the cells of `photos` photographed sheets written with the MNIST
    `samples` (the validation ones only to calibrate on: training/calibrate.py)."""
    xs: list[np.ndarray] = []
    ys: list[int] = []
    rng = np.random.default_rng(seed)
    for index in range(photos):
        players, paper, rows = LAYOUTS[index % len(LAYOUTS)]
        photo, truth, writer, numbers = filled_sheet(players, paper, rows, seed * 100_000 + index, samples)
        found = [sheet for sheet in sheets(decode_jpeg(photo)) if sheet.code.position == truth.code.position]
        if not found:
            continue
        wiped = find_marks(found[0], players).sheet
        for number in numbers:
            for dark, alone in _views(wiped, number, writer):
                pieces = ink.groups(dark)
                if pieces:
                    digit_ink = upright_like(_aligned(alone, dark), dark)
                    add_owned_samples(xs, ys, pieces, number.text, digit_ink, rng)
    return xs, ys


def _views(sheet: SheetCells, number: Number, writer: Writer) -> list[tuple[np.ndarray, list[np.ndarray]]]:
    """The reader's views of the number's cell (ink.views: cut inside its rules, and with the
    strokes that run past them when there are any), each with each of the number's digits' ink
    (0..1) in it, drawn again alone with the same pen."""
    place = (sheet.points_box if number.cell == "points" else sheet.total_box)(number.row, number.player)
    window = place.window(sheet.page)
    out = []
    for view in ink.views(window):
        left, top = place.left - window.cell[0] + view.corner[0], place.top - window.cell[1] + view.corner[1]
        frame = Box(left, top, left + view.dark.shape[1], top + view.dark.shape[0])
        out.append((view.dark, [_alone(digit, number, frame, view.dark.shape, writer)
                                for digit in number.written.digits]))
    return out


def _alone(segments: np.ndarray, number: Number, place: Box, shape: tuple[int, ...], writer: Writer
           ) -> np.ndarray:
    scale = PX / PX_PER_MM
    drawn = writer.alone(segments, number.written.left - place.left * scale,
                         number.written.top - place.top * scale,
                         (round(shape[0] * scale), round(shape[1] * scale)))
    small = cv2.resize(drawn, (shape[1], shape[0]), interpolation=cv2.INTER_AREA)
    inked = 255 - small.astype(np.float32)
    return inked / max(float(inked.max()), 1.0)


def _aligned(alone: list[np.ndarray], dark: np.ndarray) -> list[np.ndarray]:
    """The digits drawn again, moved by the shift (up to SHIFT each way) that best lays them on
    the crop's ink."""
    if not alone:
        return alone
    drawn = np.maximum.reduce(alone)
    best, best_score = (0, 0), -1.0
    for dy in range(-SHIFT, SHIFT + 1):
        for dx in range(-SHIFT, SHIFT + 1):
            score = float((_moved(drawn, dy, dx) * dark).sum())
            if score > best_score:
                best, best_score = (dy, dx), score
    return [_moved(digit, *best) for digit in alone]


def _moved(image: np.ndarray, dy: int, dx: int) -> np.ndarray:
    """The image shifted by (dy, dx) pixels, what comes in from beyond its edges blank."""
    out = np.zeros_like(image)
    height, width = image.shape
    out[max(dy, 0): height + min(dy, 0), max(dx, 0): width + min(dx, 0)] = \
        image[max(-dy, 0): height + min(-dy, 0), max(-dx, 0): width + min(-dx, 0)]
    return out
