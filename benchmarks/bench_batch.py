"""How much a night's tables cost, drawn in one process.

    python benchmarks/bench_batch.py [--pairs N] [--tables N]

1. `papayoo-print sheet --tables FILE` with 30 named tables of 3 to 8 players (A) against one
   `papayoo-print sheet --names …` (B), run in turn. Target: median A/B <= 3.0 (30 separate runs
   would cost 30).
2. The same, the batch with --rounds 8: short games, two sheets to a page.
3. The batch's PDF: pages and size.
"""

import argparse
import random
import sys
import tempfile
from pathlib import Path

import pikepdf
from timing import paired, report

FIRST_NAMES = (
    "Léa", "Hugo", "Chloé", "Nathan", "Zoé", "Íñigo", "Maëlle", "Ángela", "Camille", "Louis",
    "Inès", "Raphaël", "Anaïs", "Noé", "Bérénice", "Timothée", "Élodie", "Jérôme", "Françoise",
    "Sébastien", "Hélène", "Gaëtan", "Loïc", "Agnès", "Mónica", "José", "Begoña", "Iñaki",
    "Jürgen", "Käthe", "Björn", "Søren", "Åsa", "Niccolò", "Lucía", "Martí", "Joël", "Clémence",
    "Marie-Hélène", "Jean-Noël", "Anne-Sophie", "Pierre-Étienne", "Ægir", "Ðorđe", "Zoë",
)
SURNAMES = ("Martin", "Lefèvre", "Muñoz", "Núñez", "Müller", "Größer", "Rossi", "Bianchi", "Dubois",
            "Etxeberria", "Ibáñez", "Løvgren", "Åberg", "Caron", "Moreau")


def cli() -> list[str]:
    script = Path(sys.executable).with_name("papayoo-print")
    return [str(script)] if script.exists() else [sys.executable, "-m", "papayoo_print"]


def night(count: int, seed: int = 11) -> list[list[str]]:
    """`count` tables of 3 to 8 players each, every one at one table."""
    chance = random.Random(seed)
    people = chance.sample([f"{first} {last}" for first in FIRST_NAMES for last in SURNAMES], 8 * count)
    sizes = [chance.randint(3, 8) for _ in range(count)]
    return [people[8 * index : 8 * index + size] for index, size in enumerate(sizes)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=21)
    parser.add_argument("--tables", type=int, default=30)
    arguments = parser.parse_args()

    tables = night(arguments.tables)
    with tempfile.TemporaryDirectory() as folder:
        listing = Path(folder, "tables.txt")
        listing.write_text("# benchmark night\n" + "".join(",".join(t) + "\n" for t in tables), "utf-8")
        batch = [*cli(), "sheet", "--tables", str(listing), "-o", f"{folder}/batch.pdf"]
        one = [*cli(), "sheet", "--names", ",".join(tables[0]), "-o", f"{folder}/one.pdf"]
        pairs = arguments.pairs
        report(f"1. {len(tables)} tables, sheet --tables (A) vs one sheet --names (B), {pairs} pairs",
               paired(batch, one, pairs), 3.0)
        short = [*batch[:-1], f"{folder}/short.pdf", "--rounds", "8"]
        report(f"2. the same with --rounds 8 (two to a page), {pairs} pairs", paired(short, one, pairs), 3.0)
        print("3. the batch's PDF")
        for name in ("batch.pdf", "short.pdf"):
            path = Path(folder, name)
            with pikepdf.open(path) as pdf:
                pages = len(pdf.pages)
            print(f"  {name:<10} {pages:4d} pages {path.stat().st_size / 1000:8.1f} KB")


if __name__ == "__main__":
    main()
