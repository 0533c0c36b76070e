"""Cells of a filled sheet as the reader receives them, without the photo pipeline.

A stand-in, for the tests and the benchmark of the digit reader, of what scan/cells.py cuts from a
straightened photo: each number written by a hand into a cell of a real sheet's size at 200 px
per inch, then blurred, shaded, noised and JPEG-compressed at quality 60, now and then with a
sliver of the printed rule left at an edge.
"""

from collections.abc import Sequence

import cv2
import numpy as np

from papayoo_print.scan.digits import Candidate, read_numbers
from training.handwriting import Hand, draw_number

PX_PER_MM = 200 / 25.4
TRIM = 4
"""Pixels cut off each side inside the printed rules."""


def cell_sizes(rng: np.random.Generator) -> tuple[tuple[int, int], tuple[int, int]]:
    """(width, height) in pixels of a sheet's points cell and total cell: rows 6.5 to 11.5 mm
    high, points 10 to 15.5 mm wide, totals 12 to 20 mm wide (form/geometry.py's range)."""
    row = rng.uniform(6.5, 11.5)
    points, total = rng.uniform(10, 15.5), rng.uniform(12, 20.5)
    return ((round(points * PX_PER_MM) - 2 * TRIM, round(row * PX_PER_MM) - 2 * TRIM),
            (round(total * PX_PER_MM) - 2 * TRIM, round(row * PX_PER_MM) - 2 * TRIM))


def photographed(cell: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Blur, a shadow gradient, sensor noise and JPEG at quality 60; sometimes a rule's edge."""
    image: np.ndarray = cell.astype(np.float32)
    if rng.random() < 0.2:
        edge = int(rng.integers(4))
        line = (slice(0, 2), slice(None)) if edge == 0 else (slice(-2, None), slice(None)) if edge == 1 \
            else (slice(None), slice(0, 2)) if edge == 2 else (slice(None), slice(-2, None))
        image[line] = np.minimum(image[line], rng.uniform(60, 140))
    image = cv2.GaussianBlur(image, (0, 0), rng.uniform(0.5, 1.1))
    rows, cols = image.shape
    shade = (np.linspace(0, rng.uniform(-30, 30), cols)[None, :]
             + np.linspace(0, rng.uniform(-20, 20), rows)[:, None])
    image = image * rng.uniform(0.8, 0.97) + shade + rng.normal(0, 4, image.shape)
    _, data = cv2.imencode(".jpg", np.clip(image, 0, 255).astype(np.uint8), [cv2.IMWRITE_JPEG_QUALITY, 60])
    photo = cv2.imdecode(data, cv2.IMREAD_GRAYSCALE)
    assert photo is not None
    return photo


def written_cell(value: int | None, hand: Hand, size: tuple[int, int],
                 rng: np.random.Generator) -> np.ndarray:
    text = "" if value is None else str(value)
    return photographed(draw_number(text, hand, size[0], size[1], rng), rng)


Picture = np.ndarray
SheetCells = list[tuple[list[Picture], list[Picture]]]


def written_sheet(points: list[list[int]], hand: Hand, rng: np.random.Generator,
                  blank_rows: int = 0) -> SheetCells:
    """Every round's points and running totals written by `hand` and photographed, round by round;
    `blank_rows` empty rows follow, as on a sheet not filled to the end."""
    (points_size, total_size) = cell_sizes(rng)
    players = len(points[0]) if points else 3
    totals = [0] * players
    rounds = []
    rows: list[Sequence[int | None]] = [*points, *[[None] * players] * blank_rows]
    for row in rows:
        totals = [t + (v or 0) for t, v in zip(totals, row)]
        rounds.append((
            [written_cell(v, hand, points_size, rng) for v in row],
            [written_cell(None if v is None else t, hand, total_size, rng) for v, t in zip(row, totals)],
        ))
    return rounds


def read_sheet(cells: SheetCells) -> list[tuple[list[list[Candidate]], list[list[Candidate]]]]:
    """The decoder's input: every cell's candidates."""
    top = 250 * len(cells)
    points = read_numbers([cell for row, _ in cells for cell in row], 250)
    totals = read_numbers([cell for _, row in cells for cell in row], top)
    players = len(cells[0][0]) if cells else 0
    return [(points[r * players: (r + 1) * players], totals[r * players: (r + 1) * players])
            for r in range(len(cells))]
