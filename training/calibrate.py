"""How far the digit model's confidence is softened (its "temperature"), chosen on writing it
was not trained on.

The model is trained on MNIST's TRAINING samples (0 to 499 of each digit, training/mnist.py); its
temperature is the one that makes its probabilities honest (the least log-loss) on the crops the
reader cuts from whole photographed sheets written with the VALIDATION samples (500 to 599), which
no training stage reads (training/sheets.py). The decoder weighs one cell's doubt against the
sheet's checksums by those probabilities: too sure, and a misreading passes the checksums; too
unsure, and every round is flagged.

    python -m training.calibrate [--sheets 60] [FILE]

rewrites the temperature of FILE (papayoo_print/scan/digits.npz by default); training/train.py
calls `temperature` itself after its second stage.
"""

import argparse
from pathlib import Path

import numpy as np

from papayoo_print.scan import convnet, digits
from papayoo_print.scan.digits import WEIGHTS
from training.sheets import sheet_samples

SHEETS = 60
"""Validation sheets photographed to calibrate on (every layout of bench_scan_photos.py in turn)."""
SEED = 7
"""Their seed: other sheets than the benchmark's tuning filler, which checks the result."""


def temperature(weights: dict[str, np.ndarray], sheets: int = SHEETS, seed: int = SEED) -> float:
    """The temperature of the network `weights` (without one) on `sheets` validation sheets' crops."""
    crops, labels = sheet_samples(sheets, seed, "validation")
    y = np.asarray(labels)
    scores = digits.network(np.asarray(crops, np.float32), weights)
    log_probs = scores - np.logaddexp.reduce(scores, axis=1, keepdims=True)
    accuracy = float((log_probs.argmax(axis=1) == y).mean())
    print(f"validation sheets: {len(y)} crops, accuracy {accuracy:.4f}", flush=True)
    return least_log_loss(log_probs, y)


def least_log_loss(log_probs: np.ndarray, y: np.ndarray) -> float:
    """The temperature, in steps of 0.1 from 0.6 to 3.0, under which `log_probs` best predict `y`."""
    best, best_loss = 1.0, np.inf
    for t in np.linspace(0.6, 3.0, 25):
        z = log_probs / t
        loss = -(z - np.logaddexp.reduce(z, axis=1, keepdims=True))[np.arange(len(y)), y].mean()
        if loss < best_loss:
            best, best_loss = float(t), float(loss)
    print(f"temperature {best:.2f} (log-loss {best_loss:.4f})", flush=True)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, nargs="?", default=WEIGHTS)
    parser.add_argument("--sheets", type=int, default=SHEETS)
    args = parser.parse_args()
    weights = convnet.weights(args.file)
    weights.pop("temperature", None)
    weights["temperature"] = np.array(temperature(weights, args.sheets), np.float32)
    np.savez_compressed(args.file, **weights)  # type: ignore[arg-type]  # numpy's stub: allow_pickle=


if __name__ == "__main__":
    main()
