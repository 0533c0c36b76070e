"""What the tests share: where things are, random valid games, and MNIST's samples kept from
what must not read them."""

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import strategies as st

from papayoo_print.facts import PAPAYOO_POINTS, PAYOO_CARDS
from papayoo_print.game.model import Game
from tests.deals import random_round
from training import mnist
from training.mnist import Share

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "tests" / "games"
EXAMPLE = ROOT / "examples" / "lea-hugo-chloe-nathan.yaml"
SEASON_GAMES = ROOT / "examples" / "season"
"""A club's five games, the last one unfinished: tests/game/test_season.py works out their figures."""


def files_in(folder: Path) -> set[Path]:
    return {path.relative_to(folder) for path in folder.rglob("*") if path.is_file()}


@st.composite
def points_of_a_round(draw: st.DrawFn, players: int) -> tuple[list[int], int]:
    """A random deal of the 20 Payoo cards and the Papayoo: points that make 250."""
    owners = draw(st.lists(st.integers(0, players - 1), min_size=len(PAYOO_CARDS), max_size=len(PAYOO_CARDS)))
    taker = draw(st.integers(0, players - 1))
    points = [0] * players
    for card, owner in zip(PAYOO_CARDS, owners):
        points[owner] += card
    points[taker] += PAPAYOO_POINTS
    return points, taker


@st.composite
def games(draw: st.DrawFn) -> dict[str, Any]:
    """A valid game's data: 3 to 8 players, up to 24 rounds, a planned number of rounds."""
    count = draw(st.integers(3, 8))
    names = [f"P{n}" for n in range(count)]
    rounds = []
    for _ in range(draw(st.integers(0, 24))):
        points, taker = draw(points_of_a_round(count))
        rounds.append({"scores": dict(zip(names, points)), "papayoo": names[taker]})
    return {"players": names, "rounds": rounds, "rounds_planned": draw(st.integers(1, 24))}


def import_csv(path: Path) -> Game:
    """The game in a CSV file, as `game import` reads it."""
    from papayoo_print.game.csv_file import csv_game
    from papayoo_print.game.csv_text import read_csv_text

    text, _encoding = read_csv_text(path)
    return csv_game(text, str(path))


LONG_NAMES = (
    "Anne-Sophie de La Tour-Maubourg",
    "Bartholomew Montgomery-Smythe",
    "Chloé-Éléonore Vasconcelos",
    "Dominique Van der Heyden-Lefèvre",
    "Esteban Ruiz de Alarcón y Mendoza",
    "Frédérique Kowalczyk-Nakamura",
    "Gunnhildur Sigurðardóttir-Jónsson",
    "Hélène-Marguerite d'Aubigné-Rochefort",
)
"""Eight names of 26 to 37 characters, accents and apostrophes included: the widest a table has."""


def random_game_data(names: Sequence[str], rounds: int, seed: int = 4) -> dict[str, Any]:
    """A game of random but valid rounds, as a file holds it: every Payoo card dealt, the
    Papayoo taken, a suit; planned at that many rounds, dated."""
    deal = random.Random(seed)
    played = [random_round(names, deal) for _ in range(rounds)]
    return {
        "title": "Soirée",
        "date": "2026-11-29",
        "players": list(names),
        "rounds_planned": rounds,
        "rounds": played,
    }


def refuse_samples(monkeypatch: pytest.MonkeyPatch, *shares: Share) -> None:
    """MNIST's `shares` made unreadable: whatever reads one of them fails, naming it."""
    for share in shares:
        def refuse(digit: int, share: str = share) -> np.ndarray:
            raise AssertionError(f"{share} samples of {digit} read")

        monkeypatch.setattr(mnist, share, refuse)
