"""Random but valid rounds, seeded, for the tests' games and the benchmarks' (no test library
needed: the benchmarks import it too)."""

import random
from collections.abc import Sequence
from typing import Any

from papayoo_print.facts import PAPAYOO_POINTS, PAYOO_CARDS, Suit


def random_round(names: Sequence[str], deal: random.Random) -> dict[str, Any]:
    """One round as a game file holds it: every Payoo card dealt to someone, the Papayoo taken,
    a suit."""
    points = [0] * len(names)
    for card in PAYOO_CARDS:
        points[deal.randrange(len(names))] += card
    taker = deal.randrange(len(names))
    points[taker] += PAPAYOO_POINTS
    suit = deal.choice(list(Suit)).value
    return {"scores": dict(zip(names, points)), "papayoo": names[taker], "suit": suit}
