"""How fast and how small the blank sheet is.

    python benchmarks/bench_sheet.py [--pairs N]

1. The whole `papayoo-print sheet` process (A) against bare_sheet.py (B), a script that only
   imports Typer and ReportLab and draws an 8 x 18 grid with an embedded TTF. Target: median
   A/B <= 1.0.
2. One sheet rendered in-process after a warm-up. Target: <= 10 ms.
3. The PDF's size. Target: <= 40 KB.
"""

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from timing import paired, report

from papayoo_print.facts import Paper
from papayoo_print.form.content import SheetForm
from papayoo_print.form.render import render_sheet
from papayoo_print.words import Language

HERE = Path(__file__).resolve().parent


def cli() -> list[str]:
    script = Path(sys.executable).with_name("papayoo-print")
    return [str(script)] if script.exists() else [sys.executable, "-m", "papayoo_print"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=21)
    pairs = parser.parse_args().pairs

    with tempfile.TemporaryDirectory() as folder:
        a = [*cli(), "sheet", "-o", f"{folder}/a.pdf"]
        b = [sys.executable, str(HERE / "bare_sheet.py"), f"{folder}/b.pdf"]
        report(f"1. papayoo-print sheet (A) vs bare_sheet.py (B), {pairs} pairs", paired(a, b, pairs), 1.0)

    forms = {
        "3-8 players, 18 rounds": SheetForm(Language.en, Paper.a4, None, 18),
        "8 named players, 18 rounds": SheetForm(
            Language.fr, Paper.a4, 8, 18, 18, tuple(f"Joueuse {n}" for n in range(1, 9))
        ),
    }
    print("2. one sheet rendered in-process after warm-up (median of 50), target <= 10 ms")
    for label, form in forms.items():
        render_sheet(form)
        times = []
        for _ in range(50):
            start = time.perf_counter()
            render_sheet(form)
            times.append(time.perf_counter() - start)
        print(f"  {label:<28} {1000 * statistics.median(times):6.2f} ms")
    print("3. PDF size, target <= 40 KB")
    for label, form in forms.items():
        print(f"  {label:<28} {len(render_sheet(form)) / 1000:6.1f} KB")


if __name__ == "__main__":
    main()
