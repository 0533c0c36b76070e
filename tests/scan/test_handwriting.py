"""The synthetic hands: deterministic pictures, distinct hands, strangers kept out of training."""

import numpy as np
import pytest

from training import handwriting, train
from training.handwriting import HANDS, HELD_OUT_HANDS, TRAINING_HANDS, draw_circle, draw_number


def test_the_same_seed_draws_the_same_picture() -> None:
    first = draw_number("147", HANDS["bruno"], 120, 70, np.random.default_rng(3))
    again = draw_number("147", HANDS["bruno"], 120, 70, np.random.default_rng(3))
    other = draw_number("147", HANDS["bruno"], 120, 70, np.random.default_rng(4))
    assert first.dtype == np.uint8 and first.shape == (70, 120)
    assert np.array_equal(first, again)
    assert not np.array_equal(first, other)


def test_hands_write_differently() -> None:
    inks = {name: (draw_number("250", hand, 120, 70, np.random.default_rng(1)) < 128).mean()
            for name, hand in HANDS.items()}
    assert len(HANDS) >= 8
    assert max(inks.values()) > 1.5 * min(inks.values())  # light and heavy hands


def test_a_number_is_ink_on_paper_inside_the_cell() -> None:
    picture = draw_number("88", HANDS["fatou"], 100, 60, np.random.default_rng(0))
    assert picture.min() < 60 and np.median(picture) == 255
    assert (picture[:2] == 255).all() and (picture[-2:] == 255).all()  # room above and below
    assert (draw_number("", HANDS["ada"], 100, 60, np.random.default_rng(0)) == 255).all()


def test_only_digits_are_written() -> None:
    with pytest.raises(ValueError, match="digits only"):
        draw_number("-5", HANDS["ada"], 100, 60, np.random.default_rng(0))


def test_a_circle_is_a_ring() -> None:
    ring = draw_circle(HANDS["chen"], 90, 60, np.random.default_rng(2))
    assert ring.shape == (60, 90)
    assert (ring[25:35, 35:55] == 255).all()  # the middle stays clear for what is circled
    assert (ring < 128).sum() > 100


def test_held_out_hands_never_reach_the_training_script(monkeypatch: pytest.MonkeyPatch) -> None:
    assert set(TRAINING_HANDS).isdisjoint(HELD_OUT_HANDS)
    assert set(TRAINING_HANDS) | set(HELD_OUT_HANDS) == set(HANDS) and len(HELD_OUT_HANDS) >= 3
    used = []

    def spy(text: str, hand: handwriting.Hand, *args: object) -> np.ndarray:
        used.append(hand)
        return draw_number(text, hand, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(train, "draw_number", spy)
    train.hand_samples(40, np.random.default_rng(0))
    assert len(used) == 40
    assert not any(hand is HANDS[name] for hand in used for name in HELD_OUT_HANDS)
