"""How much the typeset documents cost, against WeasyPrint rendering one bare page.

    python benchmarks/bench_documents.py [--pairs N]

B is bare_document.py: WeasyPrint and one page (a heading, a paragraph, a small table, one
embedded TTF). Targets, medians of paired runs in one session:
1. `papayoo-print rules` (two pages, the card values, the deal, the questions): A/B <= 1.5.
2. `papayoo-print result` on an 8-player, 18-round game, with its report: A/B <= 1.8.
"""

import argparse
import sys
import tempfile
from pathlib import Path

from bench_result import eight_by_eighteen
from bench_sheet import cli
from timing import paired, report

HERE = Path(__file__).resolve().parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=15)
    pairs = parser.parse_args().pairs
    with tempfile.TemporaryDirectory() as folder:
        bare = [sys.executable, str(HERE / "bare_document.py"), f"{folder}/bare.pdf"]
        rules = [*cli(), "rules", "--lang", "fr", "-o", f"{folder}/rules.pdf"]
        title = f"1. papayoo-print rules (A) vs bare_document.py (B), {pairs} pairs"
        report(title, paired(rules, bare, pairs), 1.5)
        game = Path(folder) / "game.yaml"
        eight_by_eighteen(game)
        result = [*cli(), "result", str(game), "-o", f"{folder}/result.pdf"]
        title = f"2. papayoo-print result with its report (A) vs bare_document.py (B), {pairs} pairs"
        report(title, paired(result, bare, pairs), 1.8)


if __name__ == "__main__":
    main()
