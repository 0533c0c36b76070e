"""Training crops from real people's digits: touching digits taught as the reader cuts them, the
cells of whole photographed sheets labelled by the digits written there, and the held-out MNIST
samples never read; numbers written as people write them."""

import cv2
import numpy as np
import pytest

from papayoo_print.facts import PAPAYOO_POINTS, Paper
from papayoo_print.scan import ink, ring_model
from papayoo_print.scan.digits import JUNK
from training.pens import OVERLAP, number_lines
from training.people import add_owned_samples, people_samples
from training.rings import sheet_cells
from training.sheets import LAYOUTS, sheet_samples
from training.train import _number, photograph
from tests.support import refuse_samples


def _stroke(draw: str) -> np.ndarray:
    image = np.zeros((60, 90), np.float32)
    if draw == "1":
        cv2.line(image, (20, 12), (20, 48), 1.0, 4)
    elif draw == "0":
        cv2.ellipse(image, (45, 30), (12, 18), 0, 0, 360, 1.0, 4)
    else:  # the pen's trail from the 1 to the 0
        cv2.line(image, (21, 30), (33, 30), 1.0, 2)
    return image


def test_touching_digits_are_junk_whole_and_digits_where_the_reader_cuts_them_right() -> None:
    one, zero, trail = (_stroke(part) for part in ("1", "0", "trail"))
    pieces = ink.groups(np.maximum(np.maximum(one, zero), trail))
    assert len(pieces) == 1  # the "10" is one piece of ink
    xs: list[np.ndarray] = []
    ys: list[int] = []
    add_owned_samples(xs, ys, pieces, "10", [one > 0.3, zero > 0.3], np.random.default_rng(0))
    assert len(xs) == len(ys) and all(x.shape == (ink.SIDE * ink.SIDE,) for x in xs)
    assert ys[0] == JUNK  # the whole piece is no one digit
    assert ys.count(1) >= 1 and ys.count(0) >= 1  # a cut between them gives each digit
    assert ys.count(JUNK) >= 3  # the cuts through the 0 give halves, not digits


def test_a_digit_alone_is_learnt_as_itself() -> None:
    zero = _stroke("0")
    xs: list[np.ndarray] = []
    ys: list[int] = []
    add_owned_samples(xs, ys, ink.groups(zero), "0", [zero > 0.3], np.random.default_rng(1))
    assert ys[0] == 0 and set(ys) <= {0, JUNK}


def test_only_the_training_samples_reach_the_training_crops(monkeypatch: pytest.MonkeyPatch) -> None:
    refuse_samples(monkeypatch, "validation", "held_out")
    xs, ys = people_samples(12, np.random.default_rng(2), photograph, _number)
    assert len(xs) == len(ys) > 0
    assert set(ys) - {JUNK}, "some crops are digits"


def test_a_photographed_sheet_gives_the_digits_written_on_it(monkeypatch: pytest.MonkeyPatch) -> None:
    refuse_samples(monkeypatch, "validation", "held_out")
    xs, ys = sheet_samples(1, 3)
    digits = [label for label in ys if label != JUNK]
    assert len(xs) == len(ys) and len(digits) > 100  # 3 players' points and totals, 13 rounds or more
    assert set(digits) == set(range(10))


def test_a_photographed_sheet_gives_one_circled_points_cell_a_round_played(monkeypatch: pytest.MonkeyPatch
                                                                             ) -> None:
    """The ring model's training cells (training/rings.py): a sheet of 5 players written with
    MNIST's training samples, one window a points cell, the taker's alone circled."""
    refuse_samples(monkeypatch, "validation", "held_out")
    assert LAYOUTS[2] == (5, Paper.a4, 18)
    cells = sheet_cells(2)
    assert cells.windows.shape == (5 * 18, *ring_model.SIZE)
    played = cells.points.reshape(18, 5)[:, 0] >= 0
    assert 13 <= played.sum() <= 18
    circled = cells.circled.reshape(18, 5)
    assert (circled.sum(axis=1) == played).all()
    assert (cells.points[cells.circled] >= PAPAYOO_POINTS).all()


@pytest.mark.parametrize("text", ["111", "109", "1471", "7117"])
def test_digits_side_by_side_overlap_by_at_most_a_share_of_the_narrower(text: str) -> None:
    for seed in range(400):
        lines = number_lines(text, 300.0, 1e6, np.random.default_rng(seed), "training")
        spans = [(float(digit[..., 0].min()), float(digit[..., 0].max())) for digit in lines]
        for (left, right), (next_left, next_right) in zip(spans, spans[1:]):
            narrower = min(right - left, next_right - next_left)
            assert right - next_left <= OVERLAP * narrower + 1e-3, (text, seed)
