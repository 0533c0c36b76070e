"""The levels a cell's ink is judged by are numpy's own: the 99.7th percentile and the median
from one partial sort, the same numbers to float32's rounding, for cells of odd and even size,
with ties, blank or inked; and the strokes of one digit are one piece."""

import cv2
import numpy as np
import pytest

from papayoo_print.scan.ink import _strongest_and_median, groups


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
