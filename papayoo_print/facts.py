"""The game's facts, from the Gigamic booklet (seed 004) and the pages that agree with it, and
the paper they are printed on."""

from enum import Enum
from typing import NamedTuple

MIN_PLAYERS = 3
MAX_PLAYERS = 8
MAX_SHEET_ROUNDS = 18
"""Rounds on one sheet; a longer game continues on another."""
MAX_ROUNDS_PLANNED = 100
MAX_ROUNDS = 100
"""Rounds a game file may hold: more than any table plays in a night, far less than would let a
file cost the tool seconds or hundreds of megabytes."""
MAX_NAME_LENGTH = 40
MAX_TITLE_LENGTH = 80
MAX_FILE_BYTES = 1_000_000
"""A game file's size: 100 rounds of 8 players, card by card and commented, take about 60 kB."""

PAYOO_CARDS = range(1, 21)
"""The fifth suit: 20 Payoo cards, each worth its number."""
PAPAYOO_POINTS = 40
"""The 7 of the suit the die picks after the cards are passed."""
PAYOO_TOTAL = sum(PAYOO_CARDS)
ROUND_TOTAL = PAYOO_TOTAL + PAPAYOO_POINTS
assert (PAYOO_TOTAL, ROUND_TOTAL) == (210, 250)


class Suit(str, Enum):
    """The four suits the die can pick for the Papayoo, in the order the sheet prints them."""

    spades = "spades"
    hearts = "hearts"
    diamonds = "diamonds"
    clubs = "clubs"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]


_SUIT_SYMBOLS = {Suit.spades: "♠", Suit.hearts: "♥", Suit.diamonds: "♦", Suit.clubs: "♣"}

SUIT_CARDS = range(1, 11)
"""Each of the four suits: cards numbered 1 to 10, worth nothing but the Papayoo."""
DECK_SIZE = len(Suit) * len(SUIT_CARDS) + len(PAYOO_CARDS)


class Deal(NamedTuple):
    players: int
    cards_each: int
    cards_passed: int

    @property
    def suited_ones_removed(self) -> bool:
        """At 7 and 8 players the 1s of the four suits leave the deck; the Payoo 1 stays."""
        return self.players >= 7


DEALS = {
    deal.players: deal
    for deal in (
        Deal(3, 20, 5),
        Deal(4, 15, 5),
        Deal(5, 12, 4),
        Deal(6, 10, 3),
        Deal(7, 8, 3),
        Deal(8, 7, 3),
    )
}
assert all(
    deal.players * deal.cards_each == DECK_SIZE - (len(Suit) if deal.suited_ones_removed else 0)
    for deal in DEALS.values()
), "the deal hands out the whole deck"


class Paper(str, Enum):
    a4 = "a4"
    letter = "letter"

    @property
    def size_mm(self) -> tuple[float, float]:
        """Width and height in portrait."""
        return {Paper.a4: (210.0, 297.0), Paper.letter: (215.9, 279.4)}[self]


MARGIN = 12.0
"""Millimetres left blank at the paper's edge, on every page: a home printer prints from 10."""
CUT_GAP = 8.0
"""On a page of two sheets, the blank between each sheet and the cut line, in millimetres."""
CUT_LINE_WIDTH = 1.0
"""The dashed cut line's width, in points (0.35 mm), on the sheets and on their backs: solid black
dashes that a cheap laser prints."""
