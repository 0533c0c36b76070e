"""How much more a filled-in result sheet costs than a blank sheet.

    python benchmarks/bench_result.py [--pairs N]

The whole `papayoo-print result --sheet-only` process on an 8-player, 18-round game (A)
against the whole `papayoo-print sheet` process (B), paired, in one run. Target: median
A/B <= 1.2. (The report after the sheet is typeset: bench_documents.py measures it.)
"""

import argparse
import random
import sys
import tempfile
from pathlib import Path

from bench_sheet import cli
from timing import paired, report

from papayoo_print.facts import PAPAYOO_POINTS, PAYOO_CARDS, Suit
from papayoo_print.game.reading import read_game
from papayoo_print.game.yaml_file import save_game

NAMES = ["Anne-Sophie", "Bartholomew", "Chloé", "Dominique", "Esteban", "Frédérique", "Gus", "Hélène"]


def eight_by_eighteen(path: Path) -> None:
    """A full game: 8 players, 18 rounds of random but valid deals, the Papayoo and the suit."""
    eight_players(path, 18)


def eight_players(path: Path, rounds: int, by_cards: bool = False) -> None:
    """8 players, `rounds` random but valid deals, the Papayoo and the suit; `by_cards`: each
    round recorded as the Payoo cards each player took, rather than as points."""
    deal = random.Random(29)
    played = []
    for _ in range(rounds):
        owners = [deal.randrange(len(NAMES)) for _ in PAYOO_CARDS]
        points = [0] * len(NAMES)
        for card, owner in zip(PAYOO_CARDS, owners):
            points[owner] += card
        taker = deal.randrange(len(NAMES))
        points[taker] += PAPAYOO_POINTS
        suit = deal.choice(list(Suit)).value
        if by_cards:
            cards = {name: [card for card, owner in zip(PAYOO_CARDS, owners) if owner == player]
                     for player, name in enumerate(NAMES)}
            played.append({"cards": cards, "papayoo": NAMES[taker], "suit": suit})
        else:
            played.append({"scores": dict(zip(NAMES, points)), "papayoo": NAMES[taker], "suit": suit})
    data = {"title": "Benchmark", "date": "2026-11-29", "players": NAMES, "rounds_planned": rounds}
    save_game(read_game({**data, "rounds": played}), path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=21)
    pairs = parser.parse_args().pairs
    with tempfile.TemporaryDirectory() as folder:
        game = Path(folder) / "game.yaml"
        eight_by_eighteen(game)
        a = [*cli(), "result", str(game), "--sheet-only", "-o", f"{folder}/result.pdf"]
        b = [*cli(), "sheet", "-o", f"{folder}/sheet.pdf"]
        title = f"papayoo-print result --sheet-only on 8 x 18 (A) vs papayoo-print sheet (B), {pairs} pairs"
        report(title, paired(a, b, pairs), 1.2)
        print(f"  result PDF: {Path(folder, 'result.pdf').stat().st_size / 1000:.1f} KB")


if __name__ == "__main__":
    sys.exit(main())
