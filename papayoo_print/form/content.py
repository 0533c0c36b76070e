"""What one page of the scoresheet shows: the player count, rows and pre-filled values, and a
saved game's figures when it is a result sheet. Plain values; the drawing is elsewhere."""

from typing import NamedTuple

from papayoo_print.facts import MAX_PLAYERS, Paper, Suit
from papayoo_print.words import Language


class FilledRound(NamedTuple):
    points: tuple[int, ...]
    totals: tuple[int, ...]
    papayoo: int | None
    suit: Suit | None
    check: int


class SheetFill(NamedTuple):
    """What a finished (or unfinished) game writes on its sheet; the model computed it all."""

    status: str
    rounds: tuple[FilledRound, ...]
    """The page's first rows; any planned round not played yet stays blank."""
    totals: tuple[int, ...]
    places: tuple[int, ...] | None
    """On the game's last page only."""
    title: str | None = None
    date: str | None = None
    brought_forward: tuple[int, ...] | None = None
    """On a page after the first: the running totals the page before ended with."""
    winners: tuple[int, ...] = ()
    """The players whose column is marked: the winner, or those who draw, of a finished game."""
    provisional: bool = False
    """The game is not finished: its totals and places may yet change."""


class SheetForm(NamedTuple):
    """One page: the player count (None: any from 3 to 8), rows, pre-fills, maybe a game."""

    language: Language
    paper: Paper
    players: int | None
    rounds: int
    rounds_planned: int | None = None
    names: tuple[str, ...] = ()
    first_round: int = 1
    fill: SheetFill | None = None
    page: int = 1
    pages: int = 1
    """This page's number and how many the game takes: a long game continues on another."""
    table: int | None = None
    """The table's number in a batch of blank sheets, printed in the header."""
    marks: bool = True
    """Corner marks and a QR code of the layout, for `papayoo-print scan` to read a photo by."""
    slots: int | None = None
    """The rows of the fullest page of a game that takes several: each page's rows as tall."""
    spare: bool = False
    """The second copy of a table's sheet on a page it has to itself, labelled as a spare."""

    @property
    def continued(self) -> bool:
        """A game's page after the first, with a row for what is brought forward."""
        return self.first_round > 1

    @property
    def columns(self) -> int:
        return self.players or MAX_PLAYERS

    def is_extra(self, number: int) -> bool:
        """Whether round `number` was played after the rounds agreed."""
        return self.rounds_planned is not None and number > self.rounds_planned

