"""The levels a cell's ink is judged by are numpy's own: the 99.7th percentile and the median
from one partial sort, the same numbers to float32's rounding, for cells of odd and even size,
with ties, blank or inked; and the strokes of one digit are one piece."""

import cv2
import numpy as np
import pytest

from papayoo_print.scan.ink import (SIDE, Window, _strongest_and_median, groups, normalize, owned, slant,
                                   upright)


@pytest.mark.parametrize("seed", range(4))
def test_the_levels_are_numpys_percentile_and_median(seed: int) -> None:
    rng = np.random.default_rng(seed)
    for _ in range(300):
        rows, cols = (int(n) for n in rng.integers(1, 90, 2))
        depth = np.clip(rng.normal(0, 5, (rows, cols)), 0, None).astype(np.float32)
        depth[rng.random((rows, cols)) < rng.uniform(0, 0.3)] = np.float32(rng.uniform(10, 120))
        expected = (float(np.percentile(depth, 99.7)), float(np.median(depth)))
        assert _strongest_and_median(depth) == pytest.approx(expected, rel=1e-6, abs=1e-6), (rows, cols)


def test_a_nine_whose_loop_and_tail_the_pen_left_apart_is_one_piece() -> None:
    dark = np.zeros((80, 120), np.float32)
    cv2.ellipse(dark, (30, 28), (14, 14), 0, 0, 360, 1.0, 4)  # a 6 beside...
    cv2.ellipse(dark, (30, 52), (12, 12), 0, 0, 360, 1.0, 4)
    cv2.ellipse(dark, (80, 24), (15, 15), 0, 0, 360, 1.0, 4)  # ...a 9's loop,
    cv2.line(dark, (96, 34), (92, 76), 1.0, 4)  # its tail, as tall, apart from it
    dark[32:37, 88:100] = 0
    pieces = groups(dark)
    assert [(piece.left < 60, piece.right > 60) for piece in pieces] == [(True, False), (False, True)]


def _ruled_window(rows: int = 120, cols: int = 160) -> tuple[np.ndarray, tuple[int, int, int, int]]:
    """A photographed window round a cell: paper at 215 with a little grain, the cell's printed
    rules (grey, 2 px) round its crop, 6 px outside it."""
    rng = np.random.default_rng(0)
    gray = np.clip(rng.normal(215, 2, (rows, cols)), 0, 255).astype(np.float32)
    cell = (20, 24, cols - 20, rows - 24)
    left, top, right, bottom = cell
    for y in (top - 6, bottom + 5):
        gray[y: y + 2] = 120
    for x in (left - 6, right + 5):
        gray[:, x: x + 2] = 120
    return gray, cell


def test_a_number_running_past_its_rules_is_seen_whole_without_the_rules() -> None:
    gray, cell = _ruled_window()
    left, top, right, bottom = cell
    cv2.line(gray, (60, 8), (100, 8), 40, 4)  # a 7's bar, above the top rule...
    cv2.line(gray, (100, 8), (75, 90), 40, 4)  # ...and its stem, down into the cell
    cv2.line(gray, (6, 70), (44, 70), 40, 4)  # a 4's arm, started over the left rule
    seen = owned(Window(gray.astype(np.uint8), cell))
    assert seen is not None and seen.corner[0] <= 8 and seen.corner[1] <= 8  # from the bar and the arm...
    dark = seen.dark
    assert dark.shape[0] > bottom - top + 10  # ...the bar's rows...
    assert (dark[:3, 62 - seen.corner[0]: 98 - seen.corner[0]] > 0.35).mean() > 0.9  # ...at the top
    assert (dark[60 - seen.corner[1]: 80 - seen.corner[1], :4] > 0.35).any()  # ...the arm's start at the left
    assert cv2.connectedComponents((dark > 0.35).astype(np.uint8))[0] == 3  # each one stroke, across its rule
    assert not ((dark > 0.35).mean(axis=1) > 0.8).any()  # no printed rule left, across or down
    assert not ((dark > 0.35).mean(axis=0) > 0.8).any()


def test_a_neighbours_stroke_dipping_into_the_cell_is_not_its() -> None:
    gray, cell = _ruled_window()
    cv2.line(gray, (40, 2), (120, 2), 40, 3)  # the row above's writing...
    cv2.line(gray, (120, 2), (118, 30), 40, 3)  # ...whose tail dips just into the cell
    cv2.circle(gray, (70, 60), 16, 40, 3)  # the cell's own 0, inside it
    seen = owned(Window(gray.astype(np.uint8), cell))
    assert seen is not None
    inked = np.argwhere(seen.dark > 0.35)
    assert inked[:, 1].max() < 110 - cell[0]  # the 0 only, in the cell's own columns
    assert inked[:, 0].min() > 0


def test_a_number_inside_its_cell_needs_no_second_look() -> None:
    gray, cell = _ruled_window()
    cv2.circle(gray, (70, 60), 16, 40, 3)
    assert owned(Window(gray.astype(np.uint8), cell)) is None


@pytest.mark.parametrize("width", [2, 3, 4, 5])
def test_an_upright_thin_one_stays_upright(width: int) -> None:
    """Scaled into the model's box, a thin 1 is two columns wide, which OpenCV takes for a list of
    points when asked its moments: its slant must be measured on the square it is placed in."""
    cell = np.zeros((50, 30), np.float32)
    cell[5:45, 12: 12 + width] = np.random.default_rng(width).uniform(0.4, 1.0, (40, width))  # ink as seen
    square = normalize(cell).reshape(SIDE, SIDE)
    rows = np.flatnonzero(square.sum(axis=1) > 0)
    columns = np.arange(SIDE)
    top, bottom = (float((square[row] * columns).sum() / square[row].sum()) for row in (rows[0], rows[-1]))
    assert abs(top - bottom) < 0.5, (top, bottom)


@pytest.mark.parametrize("lean", [-0.4, -0.15, 0.2, 0.5])
def test_a_leaning_stroke_is_stood_up(lean: float) -> None:
    """The shear undone (upright) is the stroke's own: after it, the stroke's top and bottom are
    in the same columns, wherever in the cell it stands."""
    dark = np.zeros((60, 90), np.float32)
    for y in range(8, 52):
        x = 50 + lean * (30 - y)
        dark[y, int(x) - 2: int(x) + 2] = 1.0
    stood = upright(dark)
    columns = np.arange(dark.shape[1])
    top, bottom = (float((stood[y] * columns).sum() / stood[y].sum()) for y in (12, 48))
    assert abs(top - bottom) < 1.0, (top, bottom)
    middle = float((dark * columns).sum() / dark.sum())  # sheared about its middle height: not moved
    assert abs(float((stood * columns).sum() / stood.sum()) - middle) < 1.0


def test_a_stroke_two_columns_wide_is_stood_up_as_a_picture() -> None:
    """OpenCV takes a float32 array two columns wide for a list of points: a cell that narrow is
    still measured as a picture (a stroke whose second column is half as tall hardly leans: as
    points, it would lean by half)."""
    dark = np.zeros((30, 2), np.float32)
    dark[5:25, 0] = 1.0
    dark[5:15, 1] = 1.0
    assert slant(dark) is None


def test_a_rule_across_the_window_is_taken_out_a_long_stroke_is_not() -> None:
    """A printed rule runs across at least RULE_SHARE of the window; a stroke a little shorter
    (a long bar of a 7, a dash) is writing, and stays."""
    gray, cell = _ruled_window()
    cols = gray.shape[1]
    cv2.line(gray, (0, 50), (int(0.9 * cols), 50), 60, 3)  # across 90 %: a rule
    cv2.line(gray, (30, 80), (30 + int(0.7 * cols), 80), 60, 3)  # across 70 %: a stroke
    seen = owned(Window(gray.astype(np.uint8), cell))
    assert seen is not None
    top = seen.corner[1]
    assert (seen.dark[80 - top] > 0.35).mean() > 0.5
    assert (seen.dark[50 - top] > 0.35).mean() < 0.05
