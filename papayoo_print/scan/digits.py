"""Reading a handwritten number from a cell: ranked candidates with their probabilities.

The cell's ink is cut into pieces (ink.py); a piece wider than a digit may be two or three
touching digits, so a piece the model does not surely read whole as one digit is also tried cut
at its thinnest places and at even steps across it, and the model's 11th class ("not a digit",
learnt on digits people wrote touching, cut wrong) says which cutting reads best.
A number people write runs past its cell's rules now and then: a cell is read twice, cut inside
its rules and with the strokes that run past them (ink.owned), when those differ, and the two
readings averaged (each reads right cells the other misreads). Every cell of a sheet is read at
once: the pieces whole in one batch, then the cut ones. The model is a small convolutional
network (weights in digits.npz, made by training/train.py and training/cnn.py) run by OpenCV. The
candidates are the numbers the likeliest cuttings and digit readings spell, their probabilities
summed over the ways of reading them, so that the decoder (decoding.py) can weigh one cell's
doubt against the sheet's checksums.
"""

import math
from collections.abc import Iterator, Sequence
from functools import cache
from itertools import product
from pathlib import Path
from typing import NamedTuple

import numpy as np

from papayoo_print.scan import convnet, ink

WEIGHTS = Path(__file__).with_name("digits.npz")
JUNK = 10
CLASSES = JUNK + 1
CANDIDATES = 20
"""How many readings of a cell read_number gives at most (at least 5)."""
SPLIT_PRIOR = {1: 0.0, 2: math.log(0.3), 3: math.log(0.1)}
"""Touching digits are the exception: a piece is read as one digit unless cutting it reads much
better."""
SKIP_PRIOR = {True: math.log(0.05), False: math.log(1e-4)}
"""A piece that is no digit at all (a smudge, a stray stroke) is left out of the number: likely for
a small piece, hardly for one as tall as the writing."""
FLOOR = math.log(1e-6)
EVEN_CUTS = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)
"""Where a piece is tried cut in two besides its thinnest places, as shares of its width: two
touching digits need not be thinnest where they touch (a 1 against a 0)."""
WHOLE_SURE = 0.3
NARROW, WIDE = 0.6, 0.9
"""A piece narrower than NARROW times its height is one digit; one wider than WIDE times it is
always tried cut; in between, only when the model doubts more than WHOLE_SURE that it is a digit
(the model learnt two touching digits as "not a digit"). Chosen on the tuning filler's cells
(MNIST 0 to 599): the readings of a lower doubt or a narrower piece were no better, and took up
to twice the time."""


class Candidate(NamedTuple):
    value: int | None
    """The number read, None for an empty cell."""
    log_prob: float


@cache
def _model() -> tuple[convnet.Network, float]:
    model = convnet.weights(WEIGHTS)
    temperature = float(model.pop("temperature"))
    return convnet.Network(model, ink.SIDE, ink.SIDE), temperature


def network(crops: np.ndarray, model: dict[str, np.ndarray]) -> np.ndarray:
    """The network's raw scores (n, CLASSES) of crops (rows of ink.SIDE * ink.SIDE floats) with
    the weights `model` (the training script's)."""
    return convnet.Network(model, ink.SIDE, ink.SIDE).scores(crops.reshape(-1, ink.SIDE, ink.SIDE))


def classify(crops: np.ndarray) -> np.ndarray:
    """Log-probabilities of the 10 digits and of "not a digit" for each crop (rows of
    ink.SIDE * ink.SIDE floats, as ink.normalize makes them)."""
    model, temperature = _model()
    z = model.scores(crops.reshape(-1, ink.SIDE, ink.SIDE)) / temperature
    z = z - z.max(axis=1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=1, keepdims=True))


class _Option(NamedTuple):
    log_weight: float
    digits: list[np.ndarray]
    """Per digit of this reading of a piece, the log-probabilities of 0..9."""


def _height(piece: ink.Piece) -> int:
    rows = np.nonzero(piece.ink.sum(axis=1) > 0)[0]
    return int(rows[-1] - rows[0] + 1) if len(rows) else 1


def cuttings(piece: ink.Piece, junk: float) -> list[list[ink.Piece]]:
    """The ways of cutting the piece in two or three, if it is wide enough and not surely read
    whole as one digit (`junk`: the probability that it is none): where it is thinnest, at
    EVEN_CUTS, and into three equal parts (its slant undone already, by ink.upright); in three
    also by cutting either side of one of its two thinnest places again where that side is
    thinnest (where three digits run together, the whole's thinnest places need not part the two
    on one side)."""
    height = _height(piece)
    width = piece.right - piece.left
    out: list[list[ink.Piece]] = []
    if width > NARROW * height and (junk > WHOLE_SURE or width > WIDE * height):
        places: list[float] = list(ink.cuts(piece, 3))
        for place in (piece.left + width * share for share in EVEN_CUTS):
            if all(abs(place - other) > max(1.5, 0.04 * width) for other in places):
                places.append(place)  # one close to a place tried already adds nothing
        out += [list(ink.split(piece, place)) for place in places]
    if width > 1.5 * height:
        def again(side: ink.Piece) -> list[int]:
            return ink.cuts(side, 1) if side.right - side.left > 0.4 * height else []

        pairs: list[tuple[int, int]] = []
        for first in ink.cuts(piece, 2):
            left, rest = ink.split(piece, first)
            pairs += [(first, second) for second in again(rest)] + [(second, first) for second in again(left)]
        for one, two in dict.fromkeys(pairs):  # the same two places, often reached from either side, once
            left, rest = ink.split(piece, one)
            out.append([left, *ink.split(rest, two)])
        left, rest = ink.split(piece, piece.left + width / 3)
        out.append([left, *ink.split(rest, piece.left + 2 * width / 3)])
    return out


def _options(pieces: list[ink.Piece], whole: list[np.ndarray], cuttings: list[list[list[ink.Piece]]],
             scores: Iterator[np.ndarray]) -> list[list[_Option]]:
    """For each piece its readings (left out as a smudge, read whole, cut), likeliest first, with
    their probabilities; `whole` is the model's reading of each piece whole, `scores` gives its
    reading of each part of the cuttings in turn."""
    heights = [_height(piece) for piece in pieces]
    options = []
    for cuts, height, alone in zip(cuttings, heights, whole):
        small = height < 0.6 * max(heights)
        readings = [_Option(SKIP_PRIOR[small] + alone[JUNK], [])]
        for parts in [[alone]] + [[next(scores) for _ in cutting] for cutting in cuts]:
            not_junk = [math.log1p(-min(math.exp(p[JUNK]), 1 - 1e-9)) for p in parts]
            digits = [p[:JUNK] - np.logaddexp.reduce(p[:JUNK]) for p in parts]
            readings.append(_Option(SPLIT_PRIOR[len(parts)] + sum(not_junk), digits))
        total = np.logaddexp.reduce([r.log_weight for r in readings])
        readings = sorted((_Option(r.log_weight - total, r.digits) for r in readings),
                          key=lambda r: -r.log_weight)
        options.append(readings[:3])
    return options


def _spellings(digits: list[np.ndarray], max_value: int, beam: int) -> list[tuple[int, float]]:
    """The likeliest numbers a row of digit distributions spells, none above max_value and no
    leading zero."""
    if not digits or 10 ** (len(digits) - 1) > max_value and len(digits) > 1:
        return []
    first = digits[0].astype(np.float64)  # summed in double, whatever the rows' type: near ties stay apart
    if len(digits) > 1:
        first[0] = -np.inf
    values = np.argsort(-first, kind="stable")[:beam]
    scores = first[values]
    for row in digits[1:]:
        grown = (scores[:, None] + row[None, :]).ravel()
        keep = np.argsort(-grown, kind="stable")[:beam]
        values, scores = values[keep // 10] * 10 + keep % 10, grown[keep]
    return [(v, lp) for v, lp in zip(values.tolist(), scores.tolist()) if v <= max_value and lp > -math.inf]


def read_number(cell: np.ndarray | ink.Window, max_value: int) -> list[Candidate]:
    """The readings of a handwritten number in a cell (grayscale uint8, 255 = paper, printed
    rules cropped off; or an ink.Window round it), likeliest first: at least 5, at most
    CANDIDATES, value None for an empty cell, with log-probabilities that sum to about 0 over the
    readings given."""
    return read_numbers([cell], max_value)[0]


def read_numbers(cells: Sequence[np.ndarray | ink.Window], max_value: int | Sequence[int]
                 ) -> list[list[Candidate]]:
    """read_number for many cells at once (`max_value` one for all, or one per cell): the model
    reads every piece whole in one batch, then the cuttings of the pieces it doubts in another. A
    cell given as an ink.Window is read as cut inside its rules and, where strokes run past them,
    with those strokes too (ink.owned), the two readings' probabilities averaged."""
    most = [max_value] * len(cells) if isinstance(max_value, int) else list(max_value)
    views = [_views(cell) for cell in cells]
    read = iter(_read([dark for cell_views in views for dark in cell_views],
                      [top for cell_views, top in zip(views, most) for _ in cell_views]))
    return [_mixed([next(read) for _ in cell_views], top) for cell_views, top in zip(views, most)]


def _views(cell: np.ndarray | ink.Window) -> list[np.ndarray]:
    """The darkness of a cell's ink in each view the model reads (ink.views)."""
    if not isinstance(cell, ink.Window):
        return [ink.darkness(cell)]
    return [view.dark for view in ink.views(cell)]


def _mixed(readings: list[list[Candidate]], max_value: int) -> list[Candidate]:
    """Readings of one cell averaged, value by value (summed, then made to sum to one again); a
    view that spells no number up to max_value (an empty reading) has no say; a cell none of whose
    views spells one reads as blank."""
    spelt = [reading for reading in readings if reading] or [_ranked({None: FLOOR}, max_value)]
    if len(spelt) == 1:
        return spelt[0]
    found: dict[int | None, float] = {}
    for reading in spelt:
        for value, log_prob in reading:
            found[value] = float(np.logaddexp(found.get(value, -np.inf), log_prob))
    return _ranked(found, max_value)


def _read(darks: list[np.ndarray], most: list[int]) -> list[list[Candidate]]:
    """The readings of cells given by their ink's darkness (ink.darkness)."""
    pieces = [ink.groups(dark)[:6] for dark in darks]
    flat = [piece for cell_pieces in pieces for piece in cell_pieces]
    whole = iter(_classified([piece.ink for piece in flat]))
    wholes = [[next(whole) for _ in cell_pieces] for cell_pieces in pieces]
    cut = [[cuttings(piece, math.exp(score[JUNK])) for piece, score in zip(cell_pieces, scores)]
           for cell_pieces, scores in zip(pieces, wholes)]
    parts = [part.ink for cell in cut for cuts in cell for cutting in cuts for part in cutting]
    scores = iter(_classified(parts))
    return [_candidates(_options(cell_pieces, alone, cuts, scores), top) if cell_pieces else _empty(top)
            for cell_pieces, alone, cuts, top in zip(pieces, wholes, cut, most)]


def _classified(inks: list[np.ndarray]) -> np.ndarray:
    """classify of pieces' ink, normalized."""
    return classify(ink.normalized(inks)) if inks else np.zeros((0, CLASSES))


def _empty(max_value: int) -> list[Candidate]:
    return _ranked({None: math.log(1 - 1e-3)} | {v: math.log(1e-4) for v in range(min(10, max_value + 1))},
                   max_value)


def _candidates(options: list[list[_Option]], max_value: int) -> list[Candidate]:
    """The numbers the likeliest readings of the pieces spell, their probabilities summed; none
    (an empty list) when they spell no number up to max_value and no reading leaves them all
    out as smudges: the ink is there, but what it says is not told (`_mixed`)."""
    found: dict[int | None, float] = {None: FLOOR}
    spelt = False
    combos = sorted(product(*options), key=lambda c: -sum(o.log_weight for o in c))[:24]
    for combo in combos:
        weight = sum(option.log_weight for option in combo)
        digits = [d for option in combo for d in option.digits]
        if not digits:  # every piece a smudge
            found[None], spelt = float(np.logaddexp(found[None], weight)), True
        for value, lp in _spellings(digits, max_value, beam=12):
            found[value], spelt = float(np.logaddexp(found.get(value, -np.inf), weight + lp)), True
    return _ranked(found, max_value) if spelt else []


def _ranked(found: dict[int | None, float], max_value: int) -> list[Candidate]:
    total = float(np.logaddexp.reduce(list(found.values())))
    ranked = sorted((Candidate(v, lp - total) for v, lp in found.items()), key=lambda c: -c.log_prob)
    ranked = ranked[:CANDIDATES]
    filler = (v for v in range(max_value + 1) if v not in found)
    while len(ranked) < 5:
        ranked.append(Candidate(next(filler), min(FLOOR, ranked[-1].log_prob)))
    return ranked
