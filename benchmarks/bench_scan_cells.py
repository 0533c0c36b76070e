"""CPU time to read a straightened 8 x 18 sheet's cells: the rings found and wiped, every number
read by the digit model, the rounds decoded (`scan.reading.read_game`), the photo's decoding and
the finding of the sheet excluded (bench_scan_photos.py times the whole).

The sheet (8 players, A4, 18 rows, 13 to 18 of them played) is written with MNIST's training
samples (tests/scan/fill_people.py; the timing does not depend on whose digits they are) and
photographed at 9 to 12 px/mm, once per seed. Each is read `--repeat` times; the median CPU
seconds per sheet are reported, and their median over the sheets: on a shared machine, compare
two versions in one run, or by their ratio.

    python benchmarks/bench_scan_cells.py [--sheets 3] [--repeat 5]
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from papayoo_print.facts import Paper  # noqa: E402
from papayoo_print.scan import digits  # noqa: E402
from papayoo_print.scan.cells import sheets  # noqa: E402
from papayoo_print.scan.reading import read_game  # noqa: E402
from tests.scan import fill_people  # noqa: E402
from tests.scan.fill_sheet import decode_jpeg  # noqa: E402

PLAYERS = 8


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheets", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    digits.read_numbers([np.full((40, 60), 255, np.uint8)], 250)  # the model loaded before any timing
    names = tuple(f"P{n}" for n in range(PLAYERS))
    medians = []
    for seed in range(args.sheets):
        photo, truth, pen = fill_people.filled_photo(PLAYERS, Paper.a4, 18, 100 + seed, "training")
        found = [sheet for sheet in sheets(decode_jpeg(photo)) if sheet.code.position == truth.code.position]
        spent = []
        for _ in range(args.repeat):
            start = time.process_time()
            read_game(found, names)
            spent.append(time.process_time() - start)
        medians.append(statistics.median(spent))
        print(f"sheet {seed + 1} ({pen}, {len(truth.rounds)} rounds): {medians[-1]:.3f} s CPU "
              f"(min {min(spent):.3f})", flush=True)
    print(f"median over {args.sheets} sheets: {statistics.median(medians):.3f} s CPU per sheet")


if __name__ == "__main__":
    main()
