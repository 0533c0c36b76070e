"""The game's facts, from the Gigamic booklet (seed 004) and the pages that agree with it."""

from enum import Enum
from typing import NamedTuple

MIN_PLAYERS = 3
MAX_PLAYERS = 8
MAX_SHEET_ROUNDS = 18
"""Rounds on one sheet; a longer game continues on another."""
MAX_ROUNDS_PLANNED = 100

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
