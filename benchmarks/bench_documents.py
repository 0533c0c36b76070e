"""How much the typeset documents cost, against WeasyPrint rendering one bare page.

    python benchmarks/bench_documents.py [--pairs N]

B is bare_document.py: WeasyPrint and one page (a heading, a paragraph, a small table, one
embedded TTF), as a script of its own does it: WeasyPrint looking its libraries up its own way,
Python's garbage collector as it comes. Each line times whole processes, A and B in turn; its
target is on the median of the A/B ratios of one run (the machines are shared and noisy).
1. `papayoo-print rules` (two tagged pages: the card values beside the deal, a round counted,
   the questions): A/B <= 1.0. What papayoo-print adds (Typer, Jinja2, a second font, two
   pages to lay out) must cost no more than what it saves: no library lookup that runs
   ldconfig, gcc and ld, no garbage collection.
2. `papayoo-print result` on an 8-player, 18-round game: the filled sheet, then the report
   (places, chart, every round), joined: A/B <= 1.4.
3. The same on a 100-round game recorded card by card, the longest a game file holds
   (facts.MAX_ROUNDS), a row of Payoo cards under every round: A/B <= 2.5. Then what a round
   costs, from lines 2 and 3: (A3 - A2) / 82 in CPU time, steadier than the wall's from two runs
   apart; a little more than a round does (line 3's first 18 rounds have a row of cards too).
4. What compat/weasyprint_libraries.py saves a user: `papayoo-print rules` with its guard off
   (A: WeasyPrint looks its libraries up its own way) against the same as it ships (B), the
   difference of the medians and their ratio. The lookup runs programs (ldconfig, gcc, ld),
   whose cost varies with the machine's load far more than Python's work does: line 1's ratio
   follows it.
"""

import argparse
import sys
import tempfile
from pathlib import Path

from bench_result import eight_players
from bench_sheet import cli
from timing import paired, report

from papayoo_print.facts import MAX_ROUNDS

HERE = Path(__file__).resolve().parent
SHORT = 18
RUN = "import sys; from papayoo_print.cli.entry import main; sys.exit(main())"
GUARD_OFF = "import papayoo_print.compat.weasyprint_libraries as patch; patch.VERIFIED = None; "
"""Prepended to RUN: the patch's guard fails, as on a release of WeasyPrint it was not checked on."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=15)
    pairs = parser.parse_args().pairs
    with tempfile.TemporaryDirectory() as folder:
        bare = [sys.executable, str(HERE / "bare_document.py"), f"{folder}/bare.pdf"]
        versus = f"vs bare_document.py (B), {pairs} pairs"
        rules = [*cli(), "rules", "--lang", "fr", "-o", f"{folder}/rules.pdf"]
        report(f"1. papayoo-print rules (A) {versus}", paired(rules, bare, pairs), 1.0)
        short, long = Path(folder, "short.yaml"), Path(folder, "long.yaml")
        eight_players(short, SHORT)
        eight_players(long, MAX_ROUNDS, by_cards=True)
        result = [*cli(), "result", str(short), "-o", f"{folder}/short.pdf"]
        short_figures = paired(result, bare, pairs)
        report(f"2. papayoo-print result, 8 players, {SHORT} rounds (A) {versus}", short_figures, 1.4)
        result = [*cli(), "result", str(long), "-o", f"{folder}/long.pdf"]
        long_figures = paired(result, bare, pairs)
        title = f"3. papayoo-print result, 8 players, {MAX_ROUNDS} rounds card by card (A) {versus}"
        report(title, long_figures, 2.5)
        rounds = MAX_ROUNDS - SHORT
        extra = (long_figures["A cpu ms"] - short_figures["A cpu ms"]) / rounds
        print(f"  a round, its row of cards included: {extra:.1f} ms (CPU, (A3 - A2) / {rounds})")
        libraries_patch(folder, pairs)


def libraries_patch(folder: str, pairs: int) -> None:
    """Line 4: `rules` with the libraries' patch off, then on; both through RUN, alike."""
    rules = ["rules", "--lang", "fr", "-o"]
    guard_off = [sys.executable, "-c", GUARD_OFF + RUN, *rules, f"{folder}/off.pdf"]
    shipped = [sys.executable, "-c", RUN, *rules, f"{folder}/shipped.pdf"]
    figures = paired(guard_off, shipped, pairs)
    report(f"4. papayoo-print rules, the libraries' patch off (A) vs on (B), {pairs} pairs", figures)
    print(f"  saved by the patch: {figures['A wall ms'] - figures['B wall ms']:.0f} ms (wall, A - B)")


if __name__ == "__main__":
    main()
