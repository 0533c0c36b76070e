"""The levels a cell's ink is judged by are numpy's own: the 99.7th percentile and the median
from one partial sort, the same numbers to float32's rounding, for cells of odd and even size,
with ties, blank or inked."""

import numpy as np
import pytest

from papayoo_print.scan.ink import _strongest_and_median


@pytest.mark.parametrize("seed", range(4))
def test_the_levels_are_numpys_percentile_and_median(seed: int) -> None:
    rng = np.random.default_rng(seed)
    for _ in range(300):
        rows, cols = (int(n) for n in rng.integers(1, 90, 2))
        depth = np.clip(rng.normal(0, 5, (rows, cols)), 0, None).astype(np.float32)
        depth[rng.random((rows, cols)) < rng.uniform(0, 0.3)] = np.float32(rng.uniform(10, 120))
        expected = (float(np.percentile(depth, 99.7)), float(np.median(depth)))
        assert _strongest_and_median(depth) == pytest.approx(expected, rel=1e-6, abs=1e-6), (rows, cols)
