"""How well `papayoo-print scan` reads photos of filled sheets, on hands the digit model never saw.

The real path, end to end: a sheet the tool prints (rendered by PDFium) is filled in by one of
the held-out hands of training/handwriting.py (`HELD_OUT_HANDS`, never shown to the
training script), then "photographed" (turned up to 15 degrees, slanted, blurred, unevenly lit,
shadowed, noised, JPEG quality 60, about 9 px a millimetre); the scan package then does what
`papayoo-print scan` does: finds the sheet by its QR code and marks and straightens it
(`scan.cells.sheets`), reads every cell with the digit model and decodes with the checksums
(`scan.reading.read_game`). Every layout is tried: 3 to 8 players on A4 and letter (18 rows, the
last few left blank), and the two-up pages (3 to 5 players, one of the two sheets played on, as
the command asks).

The filling and the photo come from tests/scan/fill_sheet.py, the generator the tests use, and the
hands from training/: this script puts the repository on sys.path to import them.

Reports, per layout group and over all:
- per-cell accuracy of the points cells before decoding (the model's first reading; the taker's
  cell, circled, apart: its ring is read too) and after (what the game file says), and of the
  total cells before;
- rounds whose points are exact; rounds exact (points, circled taker and suit all right); wrong
  rounds left unflagged (must be 0); rounds with a flag (what the user must look at); photos
  where no sheet was found;
- time per photo from the JPEG's bytes to the game read (the synthetic filling and photo
  excluded), median wall and CPU seconds (trust the CPU figure on a shared machine).
Targets: >= 99 % rounds exact, no wrong round unflagged, <= 2 s a photo.

    python benchmarks/bench_scan_photos.py [--repeat 3] [--seed 1]
"""

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from papayoo_print.facts import Paper  # noqa: E402
from papayoo_print.scan import digits  # noqa: E402
from papayoo_print.scan.cells import SheetCells, sheets  # noqa: E402
from papayoo_print.scan.circles import without_ring  # noqa: E402
from papayoo_print.scan.reading import read_game  # noqa: E402
from training.handwriting import HELD_OUT_HANDS  # noqa: E402
from tests.scan.fill_sheet import decode_jpeg, filled_photo  # noqa: E402

SINGLE = [(players, paper, 18) for paper in Paper for players in range(3, 9)]
TWO_UP = [(players, paper, 8 if paper is Paper.a4 else 6) for paper in Paper for players in range(3, 6)]


class Recorder:
    """Keeps what the digit model said of each cell, by the crop's pixels, whichever way the
    reader batches its calls."""

    def __init__(self) -> None:
        self.read: dict[tuple[bytes, tuple[int, ...]], list[digits.Candidate]] = {}
        self.original = digits.read_numbers

    def __enter__(self) -> "Recorder":
        def recording(cells: list[np.ndarray], max_value: int) -> list[list[digits.Candidate]]:
            found = self.original(cells, max_value)
            self.read.update((_where(cell), candidates) for cell, candidates in zip(cells, found))
            return found

        digits.read_numbers = recording
        return self

    def __exit__(self, *_: object) -> None:
        digits.read_numbers = self.original

    def first(self, cell: np.ndarray) -> int | None:
        candidates = self.read.get(_where(cell))
        return candidates[0].value if candidates else None


def _where(cell: np.ndarray) -> tuple[bytes, tuple[int, ...]]:
    return cell.tobytes(), cell.shape


def measure(players: int, paper: Paper, rows: int, hand: str, seed: int) -> dict[str, list[Any]]:
    seen: dict[str, list[Any]] = {key: [] for key in (
        "raw", "raw_circled", "raw_total", "decoded", "points_exact", "exact", "flagged", "unflagged_wrong",
        "missed", "seconds", "cpu", "reasons")}
    photo, truth = filled_photo(players, paper, rows, hand, seed)
    with Recorder() as recorder:
        start, cpu = time.perf_counter(), time.process_time()
        found = [sheet for sheet in sheets(decode_jpeg(photo)) if sheet.code.position == truth.code.position]
        reading = read_game(found[:1], tuple(f"P{n}" for n in range(players))) if found else None
        seen["seconds"].append(time.perf_counter() - start)
        seen["cpu"].append(time.process_time() - cpu)
    seen["missed"].append(reading is None)
    if reading is None:  # the command stops with a message: every round needs the user
        seen["exact"] += [False] * len(truth.rounds)
        seen["points_exact"] += [False] * len(truth.rounds)
        seen["flagged"] += [True] * len(truth.rounds)
        seen["unflagged_wrong"] += [False] * len(truth.rounds)
        return seen
    sheet: SheetCells = found[0]
    totals = np.cumsum([played.points for played in truth.rounds], axis=0)
    read_rounds = reading.game.rounds
    seen["reasons"] += [doubt.reason for doubt in reading.doubts]
    for r, played in enumerate(truth.rounds):
        for p, value in enumerate(played.points):
            crop = sheet.points_box(r, p).cut(sheet.page)
            if p == played.taker:  # read without its ring, when the reader found one
                crop = crop if _where(crop) in recorder.read else without_ring(crop)
            raw = recorder.first(crop) == value
            seen["raw_circled" if p == played.taker else "raw"].append(raw)
            seen["raw_total"].append(recorder.first(sheet.total_box(r, p).cut(sheet.page)) == totals[r][p])
            seen["decoded"].append(r < len(read_rounds) and read_rounds[r].points[p] == value)
        got = read_rounds[r] if r < len(read_rounds) else None
        seen["points_exact"].append(got is not None and got.points == played.points)
        exact = got is not None and (got.points, got.papayoo, got.suit) == tuple(played)
        flagged = any(doubt.round == r + 1 for doubt in reading.doubts)
        seen["exact"].append(exact)
        seen["flagged"].append(flagged)
        seen["unflagged_wrong"].append(not exact and not flagged)
    for r in range(len(truth.rounds), len(read_rounds)):  # a blank row read as a round
        flagged = any(doubt.round == r + 1 for doubt in reading.doubts)
        seen["exact"].append(False)
        seen["points_exact"].append(False)
        seen["flagged"].append(flagged)
        seen["unflagged_wrong"].append(not flagged)
    return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="photos per layout (hands taken in turn)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    digits.read_numbers([np.full((40, 60), 255, np.uint8)], 250)  # the model loaded before any timing
    print(f"{'layouts':22} {'cells raw':>9} {'circled':>8} {'totals raw':>10} {'decoded':>8} "
          f"{'points exact':>12} {'rounds exact':>12} "
          f"{'flagged':>8} {'wrong unflagged':>15} {'missed':>6} {'s/photo':>8} {'CPU s':>6}")
    every: dict[str, list[Any]] = {}
    count = 0
    for label, layouts in (("one sheet a page", SINGLE), ("two-up", TWO_UP)):
        group: dict[str, list[Any]] = {}
        for players, paper, rows in layouts:
            for _ in range(args.repeat):
                hand = HELD_OUT_HANDS[count % len(HELD_OUT_HANDS)]
                seen = measure(players, paper, rows, hand, args.seed * 1000 + count)
                count += 1
                for key, values in seen.items():
                    group.setdefault(key, []).extend(values)
                    every.setdefault(key, []).extend(values)
                _line(f"  {players} {paper.value} {rows} {hand}", seen)
        _line(label, group)
    _line("all", every)
    print("flags by reason:", dict(Counter(every["reasons"]).most_common()))


def _line(name: str, seen: dict[str, list[Any]]) -> None:
    share = {key: 100 * float(np.mean(values)) if values else float("nan") for key, values in seen.items()
             if key not in ("seconds", "cpu", "reasons", "missed", "unflagged_wrong")}
    print(f"{name:22} {share['raw']:8.2f}% {share['raw_circled']:7.2f}% {share['raw_total']:9.2f}% "
          f"{share['decoded']:7.2f}% {share['points_exact']:11.2f}% {share['exact']:11.2f}% "
          f"{share['flagged']:7.2f}% {sum(seen['unflagged_wrong']):15d} "
          f"{sum(seen['missed']):6d} {statistics.median(seen['seconds']):8.2f} "
          f"{statistics.median(seen['cpu']):6.2f}  ({len(seen['exact'])} rounds, {len(seen['cpu'])} photos)",
          flush=True)


if __name__ == "__main__":
    main()
