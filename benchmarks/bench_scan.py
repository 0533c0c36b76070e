"""How well the scan reads handwritten scores, on hands the digit model never saw.

For each held-out hand of training/handwriting.py, random valid games (3 to 8 players,
8 to 20 rounds, a few blank rows after) are written into cells of a real sheet's sizes at 200 px
per inch, blurred, shaded, noised and JPEG-compressed at quality 60 (tests/scan/synthetic_cells.py:
cells rendered directly, not cut from a synthetic photo: the digit model and the decoding alone;
bench_scan_photos.py measures the real path, from a photo of a filled sheet). Reports:
- per-cell accuracy of the points cells before decoding (the model's first reading) and after
  (the decoder's choice, with the checksums), and of the total cells before;
- share of rounds read exactly; share of wrong rounds left unflagged (must be 0); share of rounds
  with a flag (what the user must look at);
- time per sheet to read every cell and decode (rendering excluded), median wall and CPU seconds
  (the CPU figure is the one to trust on a shared machine).

    python benchmarks/bench_scan.py [--games 12] [--seed 1]
"""

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from papayoo_print.facts import PAPAYOO_POINTS, PAYOO_CARDS  # noqa: E402
from papayoo_print.scan.decoding import decode  # noqa: E402
from training.handwriting import HANDS, HELD_OUT_HANDS  # noqa: E402
from tests.scan.synthetic_cells import read_sheet, written_sheet  # noqa: E402


def random_points(players: int, rounds: int, rng: np.random.Generator) -> list[list[int]]:
    out = []
    for _ in range(rounds):
        row = [0] * players
        for card in PAYOO_CARDS:
            row[int(rng.integers(players))] += card
        row[int(rng.integers(players))] += PAPAYOO_POINTS
        out.append(row)
    return out


def measure(hand_name: str, games: int, rng: np.random.Generator) -> dict[str, list]:
    seen: dict[str, list] = {"raw": [], "raw_total": [], "decoded": [], "exact": [], "flagged": [],
                             "unflagged_wrong": [], "seconds": [], "cpu": [], "reasons": []}
    for _ in range(games):
        players, rounds = int(rng.integers(3, 9)), int(rng.integers(8, 21))
        points = random_points(players, rounds, rng)
        cells = written_sheet(points, HANDS[hand_name], rng, blank_rows=int(rng.integers(0, 4)))
        start, cpu = time.perf_counter(), time.process_time()
        candidates = read_sheet(cells)
        reading = decode(players, candidates)
        seen["seconds"].append(time.perf_counter() - start)
        seen["cpu"].append(time.process_time() - cpu)
        seen["reasons"] += [flag.reason for flag in reading.flagged]
        totals = np.cumsum(points, axis=0)
        for r, row in enumerate(points):
            seen["raw"] += [c[0].value == v for c, v in zip(candidates[r][0], row)]
            seen["raw_total"] += [c[0].value == t for c, t in zip(candidates[r][1], totals[r])]
            got = reading.points[r] if r < len(reading.points) else None
            seen["decoded"] += [got is not None and g == v for g, v in zip(got or row, row)]
            exact = got == row
            flagged = any(flag.round == r for flag in reading.flagged)
            seen["exact"].append(exact)
            seen["flagged"].append(flagged)
            seen["unflagged_wrong"].append(not exact and not flagged)
        for r in range(len(points), len(reading.points)):  # a blank row read as a round
            seen["exact"].append(False)
            seen["unflagged_wrong"].append(not any(flag.round == r for flag in reading.flagged))
    return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12, help="games per held-out hand")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    every: dict[str, list] = {}
    print(f"{'hand':8} {'cells raw':>9} {'totals raw':>10} {'decoded':>8} {'rounds exact':>12} "
          f"{'flagged':>8} {'wrong unflagged':>15} {'s/sheet':>8} {'CPU s':>6}")
    for name in HELD_OUT_HANDS:
        seen = measure(name, args.games, rng)
        for key, values in seen.items():
            every.setdefault(key, []).extend(values)
        _line(name, seen)
    _line("all", every)
    print("flags by reason:", dict(Counter(every["reasons"]).most_common()))


def _line(name: str, seen: dict[str, list]) -> None:
    share = {key: 100 * float(np.mean(values)) for key, values in seen.items()
             if key not in ("seconds", "cpu", "reasons")}
    print(f"{name:8} {share['raw']:8.2f}% {share['raw_total']:9.2f}% {share['decoded']:7.2f}% "
          f"{share['exact']:11.2f}% {share['flagged']:7.2f}% {sum(seen['unflagged_wrong']):15d} "
          f"{statistics.median(seen['seconds']):8.2f} {statistics.median(seen['cpu']):6.2f}"
          f"  ({len(seen['exact'])} rounds)")


if __name__ == "__main__":
    main()
