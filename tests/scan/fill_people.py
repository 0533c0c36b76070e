"""Sheets filled in with real people's digits: the held-out MNIST samples (training/mnist.py,
600 onwards of each digit, never trained or tuned on), each digit of a number a different
person's, written with one pen a sheet, from a hard pencil to a felt pen (training/pens.py).

As people fill a sheet in: numbers from small to taller than the row, digits touching, a number
running past the cell's rules; the taker's points circled by a ring from 0.7 to 1.5 times the
cell (crossing into the cells beside it), not closed or overrunning its start, now and then drawn
twice; the suit circled by an oval that may touch the next suit. Then photographed as
fill_sheet.py does, at 9 to 12 pixels a millimetre.
"""

from typing import NamedTuple

import numpy as np

from papayoo_print.facts import Paper, Suit
from papayoo_print.form.geometry import SheetLayout, Span
from training.mnist import Share
from training.pens import PENS, Writer, Written
from tests.scan.fill_sheet import (FilledPage, FilledSheet, Round, blank_form, photograph, random_rounds,
                                   render)


class Number(NamedTuple):
    """A number written on a sheet: its round's row, player, cell ("points" or "total"), text, and
    where the writer put its digits."""

    row: int
    player: int
    cell: str
    text: str
    written: Written


def write_game(page: np.ndarray, layout: SheetLayout, rounds: list[Round], rng: np.random.Generator,
               samples: Share = "held_out", numbers: list[Number] | None = None) -> Writer:
    """Each round's points and running totals, the taker's points ringed and the suit circled,
    all with one pen; the writer (its pen, its stroke). `samples`: the MNIST samples written
    with (training/mnist.py: the held-out ones to measure on, the validation ones to tune on, the
    training ones to train on); `numbers` gets every number written, where and how."""
    pen = PENS[int(rng.integers(len(PENS)))]
    writer = Writer(page, pen, rng, samples)
    totals = [0] * len(layout.players)
    slot = layout.suit_col.size / len(Suit)
    for index, (row, played) in enumerate(zip(layout.rows, rounds)):
        factor = rng.uniform(0.7, 1.5)
        for player, (column, points) in enumerate(zip(layout.players, played.points)):
            totals[player] += points
            ringed = player == played.taker
            for cell, text, scale in (("points", str(points), min(1.0, factor / 1.4) if ringed else 1.0),
                                      ("total", str(totals[player]), 1.0)):
                written = writer.number(text, getattr(column, cell), row, scale)
                if numbers is not None:
                    numbers.append(Number(index, player, cell, text, written))
            if ringed:
                aspect = rng.uniform(0.9, 1.1)
                writer.ring(column.points, row, (factor * aspect, factor / aspect), rng.random() < 0.25)
        suit = list(Suit).index(played.suit)
        oval = (rng.uniform(0.8, 1.35), rng.uniform(0.75, 1.2))
        writer.ring(Span(layout.suit_col.start + slot * suit, slot), row, oval, rng.random() < 0.2)
    return writer


def filled_photo(players: int, paper: Paper, rows: int, seed: int, samples: Share = "held_out"
                 ) -> tuple[bytes, FilledSheet, str]:
    """A photo (9 to 12 px a millimetre) of a page for `players` with one sheet filled in with
    MNIST digits (`samples`: held out, or the validation ones to tune on), what was written on it,
    and the pen's name."""
    photo, truth, writer, _ = filled_sheet(players, paper, rows, seed, samples)
    return photo, truth, writer.pen.name


def filled_sheet(players: int, paper: Paper, rows: int, seed: int, samples: Share = "held_out"
                 ) -> tuple[bytes, FilledSheet, Writer, list[Number]]:
    """filled_photo's photo and truth, with the writer and every number it wrote."""
    rng = np.random.default_rng(seed)
    image, codes, layouts = render(blank_form(players, paper, rows))
    which = int(rng.integers(len(codes)))
    played = int(rng.integers(max(1, rows - 5), rows + 1))
    rounds = random_rounds(players, played, rng)
    numbers: list[Number] = []
    writer = write_game(image, layouts[which], rounds, rng, samples, numbers)
    truth = FilledSheet(codes[which], layouts[which], rounds)
    page = FilledPage(image, [truth], (layouts[0].page_width, layouts[0].page_height))
    photo, _ = photograph(page, seed + 1, scale=float(rng.uniform(9, 12)))
    return photo, truth, writer, numbers
