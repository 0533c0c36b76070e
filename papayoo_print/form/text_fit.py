"""Fitting user text (player names) into a box: shrink, then wrap on two lines, never overflow."""

from collections.abc import Callable

Measure = Callable[[str, float], float]
"""The width in points of a text at a font size."""


def fit_size(text: str, measure: Measure, width: float, size: float) -> float:
    """The largest size up to `size` at which `text` is at most `width` wide."""
    natural = measure(text, size)
    return size if natural <= width else size * width / natural


def _split_points(text: str) -> list[int]:
    points = [i + 1 for i, char in enumerate(text[:-1]) if char in " -"]
    return points or list(range(1, len(text)))


def fit_lines(
    text: str, measure: Measure, width: float, size: float, min_size: float
) -> tuple[list[str], float]:
    """One line at `min_size` or more if it fits, else the best two-line split.

    Returns the lines and the font size; at that size every line is at most `width` wide.
    """
    one_line = fit_size(text, measure, width, size)
    if one_line >= min_size or len(text) < 2:
        return [text], one_line
    best: tuple[list[str], float] = ([text], one_line)
    for point in _split_points(text):
        lines = [text[:point].rstrip(), text[point:].lstrip()]
        line_size = min(fit_size(line, measure, width, size) for line in lines)
        if line_size > best[1]:
            best = (lines, line_size)
    return best
