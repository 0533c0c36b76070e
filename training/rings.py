"""Train the ring model that papayoo_print/scan/rings.npz ships: whose points are circled.

Run from the repository's root: `python -m training.rings` writes over rings.npz (the sheets made on
two processes, then the training on one; about half an hour of CPU in all). Sheets of every layout
(one a page, two to a page) are filled in with MNIST's TRAINING samples (0 to 499 of each digit;
training/mnist.py; the shipped rings.npz was made when they were 0 to 599) by
tests/scan/fill_people.py, the taker's points ringed 0.7 to 1.5 times the cell, open, overrunning
or drawn twice, with pens from a hard pencil to a felt pen, then photographed (a turn, a slant,
blur, uneven light, noise, JPEG, 9 to 12 px a millimetre) and found and straightened by the scan
package; one sheet in four is written instead by one of handwriting.py's training hands, ringed as
tests/scan/fill_sheet.py rings (inside the cell). Every
points cell's window (ring_model.window, of circles.page_ink's darkness) is learnt as circled or
not: the rows left blank and the cells beside a ring, whose arcs cross into them, teach what no ring
looks like. So is the printed oval round the taker's points of 80 result sheets (`papayoo-print
result`'s, every language and paper). The seeds are none of the benchmark's (bench_scan_photos.py's
start at 1,000).

Sheets apart from the training ones (`--check`) tell how the reader's rule does (reading.taker's,
among the players with 40 points or more: the ring must stand out, or the round is flagged): how
many takers it tells, how many wrongly, and how many it makes up among the other players of those
rounds, as if nobody's points were circled, for each threshold tried.
"""

import argparse
import io
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import NamedTuple

import numpy as np

from papayoo_print.facts import PAPAYOO_POINTS, Paper
from papayoo_print.form.filling import result_forms
from papayoo_print.game.model import Game
from papayoo_print.game.model import Round as Played
from papayoo_print.output import write_atomic
from papayoo_print.words import Language
from papayoo_print.scan import circles, ring_model
from papayoo_print.scan.cells import sheets
from papayoo_print.scan.page import PX_PER_MM
from training import cnn
from training.handwriting import TRAINING_HANDS
from training.sheets import LAYOUTS
from tests.scan.fill_people import filled_sheet
from tests.scan.fill_sheet import (FilledPage, Round, decode_jpeg, filled_photo, photograph, random_rounds,
                                   render)

SHAPES = {"c1": (5, 5, 1, 12), "c2": (3, 3, 12, 24), "d1": (8 * 14 * 24, 32), "d2": (32, 2)}
SEED = 2_000_000
CHECK_SEED = 3_000_000
RESULT_SEED = 4_000_000
HANDS_EVERY = 4


class Cells(NamedTuple):
    windows: np.ndarray
    """(n, *ring_model.SIZE), uint8: 255 all ink."""
    circled: np.ndarray
    sheet: np.ndarray
    row: np.ndarray
    points: np.ndarray
    """The points written in the cell, -1 in a row left blank."""


def sheet_cells(seed: int) -> Cells:
    """Every points cell of one photographed sheet: written with MNIST's training samples, or one
    in HANDS_EVERY by one of handwriting.py's training hands and its rings (fill_sheet.py's)."""
    players, paper, rows = LAYOUTS[seed % len(LAYOUTS)]
    if seed % HANDS_EVERY:
        photo, truth, _, _ = filled_sheet(players, paper, rows, seed, "training")
    else:
        hand = TRAINING_HANDS[seed // HANDS_EVERY % len(TRAINING_HANDS)]
        photo, truth = filled_photo(players, paper, rows, hand, seed)
    return _cells(photo, truth.rounds, truth.code.position, seed)


def _cells(photo: bytes, rounds: list[Round], position: int, seed: int) -> Cells:
    """The points cells of the photo's sheet at `position` (the QR code's), whose rounds are
    `rounds`."""
    found = [sheet for sheet in sheets(decode_jpeg(photo)) if sheet.code.position == position]
    windows, circled, row_of, points = [], [], [], []
    if found:
        sheet = found[0]
        darkness = circles.page_ink(sheet.page, PX_PER_MM).darkness
        for row in range(sheet.code.rows):
            played = rounds[row] if row < len(rounds) else None
            for player in range(sheet.code.columns):
                windows.append(np.rint(255 * ring_model.window(darkness, sheet.points_box(row, player))))
                circled.append(played is not None and played.taker == player)
                row_of.append(row)
                points.append(-1 if played is None else played.points[player])
    shape = (len(windows), *ring_model.SIZE)
    return Cells(np.asarray(windows, np.uint8).reshape(shape), np.asarray(circled),
                 np.full(len(windows), seed), np.asarray(row_of), np.asarray(points))


def result_cells(seed: int) -> Cells:
    """Every points cell of a photographed result sheet (`papayoo-print result`'s: the taker's
    points in the printed oval)."""
    rng = np.random.default_rng(seed)
    players, played = int(rng.integers(3, 9)), int(rng.integers(3, 19))
    rounds = random_rounds(players, played, rng)
    names = tuple(f"P{number}" for number in range(players))
    language, paper = list(Language)[seed % len(Language)], list(Paper)[seed // len(Language) % len(Paper)]
    game = Game(names, tuple(Played(r.points, r.taker, r.suit) for r in rounds), language=language,
                rounds_planned=max(played, int(rng.integers(played, 19))))
    (form,) = result_forms(game, language, paper)
    image, codes, layouts = render(form)
    size = (layouts[0].page_width, layouts[0].page_height)
    photo, _ = photograph(FilledPage(image, [], size), seed, scale=float(rng.uniform(9, 12)))
    return _cells(photo, rounds, codes[0].position, seed)


def cells(count: int, seed: int, cache: Path | None, make: Callable[[int], Cells] = sheet_cells) -> Cells:
    """Every points cell of `count` sheets, made on two processes (kept in `cache` if given)."""
    if cache is not None and cache.is_file():
        with np.load(cache) as data:
            return Cells(*(data[name] for name in Cells._fields))
    with ProcessPoolExecutor(2) as pool:
        joined = _joined(list(pool.map(make, range(seed, seed + count), chunksize=4)))
    if cache is not None:
        kept = io.BytesIO()
        np.savez_compressed(kept, **joined._asdict())
        write_atomic(cache, kept.getvalue())  # whole or not at all: a run may be stopped midway
    return joined


def _joined(parts: list[Cells]) -> Cells:
    return Cells(*(np.concatenate([getattr(part, name) for part in parts]) for name in Cells._fields))


def check(found: Cells, odds: np.ndarray) -> None:
    """How many takers the rule tells, and wrongly, among the players with 40 points or more, for
    the thresholds tried."""
    rows: dict[tuple[int, int], list[int]] = {}
    for index in np.flatnonzero(found.points >= PAPAYOO_POINTS):
        rows.setdefault((int(found.sheet[index]), int(found.row[index])), []).append(int(index))
    contested = [row for row in rows.values() if len(row) > 1]
    print(f"{len(contested)} rounds where 2 players or more have {PAPAYOO_POINTS} or more")
    for least in (-2.0, -1.0, 0.0, 1.0, 2.0):
        for clear in (1.0, 2.0, 3.0, 4.0, 6.0):
            told = wrong = made_up = 0
            for row in contested:
                scores = [float(odds[index]) for index in row]
                best = circles.standing_out(scores, least, clear)
                if best is not None:
                    told += 1
                    wrong += not found.circled[row[best]]
                others = [float(odds[index]) for index in row if not found.circled[index]]
                made_up += len(others) > 1 and circles.standing_out(others, least, clear) is not None
            print(f"  least {least:5.1f} clear {clear:4.1f}: {told} told, {wrong} wrongly; "
                  f"{made_up} made up among the others")
    ringed = found.circled.astype(bool)
    print(f"cells: circled {np.mean(odds[ringed] > 0):.4f} right, "
          f"the others {np.mean(odds[~ringed] <= 0):.4f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheets", type=int, default=400)
    parser.add_argument("--results", type=int, default=80, help="photographed result sheets")
    parser.add_argument("--check", type=int, default=100, help="sheets apart, to check the rule on")
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--cache", type=Path, help="a folder to keep the sheets' cells in")
    parser.add_argument("-o", "--output", type=Path, default=ring_model.WEIGHTS)
    args = parser.parse_args()
    start = time.process_time()
    kept = (lambda name: None) if args.cache is None else (lambda name: args.cache / name)
    written = cells(args.sheets, SEED, kept(f"rings-{SEED}-{args.sheets}.npz"))
    printed = cells(args.results, RESULT_SEED, kept(f"rings-{RESULT_SEED}-{args.results}.npz"), result_cells)
    learnt = _joined([written, printed])
    checked = cells(args.check, CHECK_SEED, kept(f"rings-{CHECK_SEED}-{args.check}.npz"))
    print(f"{len(learnt.circled)} cells ({int(learnt.circled.sum())} circled) to learn from, "
          f"{len(checked.circled)} to check on; {time.process_time() - start:.0f} s CPU", flush=True)
    weights = cnn.train(learnt.windows / np.float32(255), learnt.circled.astype(np.int64), SEED, args.epochs,
                        shapes=SHAPES, side=ring_model.SIZE, flips=True)
    check(checked, ring_model.ring_odds(checked.windows / np.float32(255), weights))
    np.savez_compressed(args.output, **weights)  # type: ignore[arg-type]  # numpy's stub: allow_pickle=
    size = args.output.stat().st_size / 1e6
    print(f"{args.output}: {size:.2f} MB, {time.process_time() - start:.0f} s CPU")


if __name__ == "__main__":
    main()
