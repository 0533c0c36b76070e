"""Whose points are circled, as a small convolutional network sees it: for each points cell, how
likely a ring round it is, from the writing (circles.page_ink's darkness, printed rules apart) in a
window of the cell and half of each cell beside it, shrunk to SIZE. The window holds the largest
ring people draw (1.5 times the cell) whole, and enough of the cells beside it to tell this
cell's ring from the arc of a neighbour's crossing into it. Weights in rings.npz, made by
training/rings.py (photographed sheets written with MNIST's training samples or the training
hands, and printed result sheets)."""

from functools import cache
from pathlib import Path

import cv2
import numpy as np

from papayoo_print.scan import convnet
from papayoo_print.scan.cells import Box

WEIGHTS = Path(__file__).with_name("rings.npz")
SIZE = (40, 64)
"""The window as the network sees it: rows, columns."""
SURE, CLEAR = 0.0, 4.0
"""A cell is circled when the model finds it likelier circled than not (log-odds above SURE), and
e^CLEAR times likelier than any other cell it is weighed against. On 100 sheets apart from the
training ones (training/rings.py --check), among the players with 40 points or more of 1,111
rounds: 1,095 takers told, none wrongly (1,109 at -2 and 1; 1,045 at 2 and 6, none wrongly
either). Among the other players of those rounds, as if nobody's points were circled, a taker is
made up 5 times (14 at -2 and 1, 1 at 2 and 6): the cells beside a ring, its arcs over them."""
REACH = 0.6
"""How far the window reaches past each side of the cell, as a share of the cell's width or
height."""


def window(darkness: np.ndarray, box: Box) -> np.ndarray:
    """The writing round a cell (`darkness`: the page's, 0 for paper to 1 for ink), shrunk to
    SIZE, 0 beyond the page's edge."""
    width, height = box.right - box.left, box.bottom - box.top
    left, top = round(box.left - REACH * width), round(box.top - REACH * height)
    right, bottom = round(box.right + REACH * width), round(box.bottom + REACH * height)
    out = np.zeros((bottom - top, right - left), np.float32)
    rows, columns = darkness.shape
    seen = darkness[max(top, 0): min(bottom, rows), max(left, 0): min(right, columns)]
    out[max(0, -top): max(0, -top) + seen.shape[0], max(0, -left): max(0, -left) + seen.shape[1]] = seen
    return cv2.resize(out, (SIZE[1], SIZE[0]), interpolation=cv2.INTER_AREA)


@cache
def _model() -> convnet.Network:
    return convnet.Network(convnet.weights(WEIGHTS), *SIZE)


def ring_odds(windows: np.ndarray, model: dict[str, np.ndarray] | None = None) -> np.ndarray:
    """Per window (n, *SIZE), the log-odds that its cell is circled (rings.npz's weights, or
    `model`'s)."""
    if not len(windows):
        return np.zeros(0)
    z = (_model() if model is None else convnet.Network(model, *SIZE)).scores(windows)
    return (z[:, 1] - z[:, 0]).astype(float)
