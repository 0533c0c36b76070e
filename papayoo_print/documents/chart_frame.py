"""What the game report's chart and the season's share: the frame (the plot area, a grid of round
values up the side, numbered steps along the bottom) and the labels that end each line, moved
apart where ends are close and tied to their line by a leader. Computed here, as SVG coordinates,
so that the templates hold no arithmetic.

In the SVG's own units: about millimetres, a chart being the page's width less its margins.
"""

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from papayoo_print.resources import BOLD, REGULAR, advance_widths

WIDTH, HEIGHT = 180.0, 76.0
"""A chart's width, and its height on a page of its own."""
TOP = 3.0
BELOW = 12.0
"""From the plot's bottom to the chart's: the steps' numbers and the axis' name."""
FONT = 3.0
"""About 8.5 pt on A4: the smallest type in the chart stays above 7 pt."""
BASELINE = 0.36 * FONT
"""From the middle of a line of type to its baseline."""
LABEL_STEP = 3.7
"""From one end label's centre to the next: a line of type and a little air."""
LEADER = 5.0
MAX_LABEL = 54.0
ELLIPSIS = "…"
MAX_GRID_STEPS = 6


@dataclass(frozen=True)
class Frame:
    """A chart's plot area: `steps` steps along, from `left` to `right`; the grid's `values` up
    the side, written as `labels`; the end labels' column on the right."""

    height: float
    left: float
    right: float
    steps: int
    values: range
    labels: list[str]

    @property
    def bottom(self) -> float:
        return self.height - BELOW

    @property
    def label_x(self) -> float:
        """Where the end labels' column starts."""
        return round(self.right + LEADER, 2)

    def x(self, step: int) -> float:
        return round(self.left + (self.right - self.left) * step / self.steps, 2)

    def y(self, value: float) -> float:
        low, high = self.values[0], self.values[-1]
        return round(TOP + (self.bottom - TOP) * (high - value) / (high - low), 2)

    def polyline(self, values: Iterable[float]) -> str:
        """A line through `values`, one a step from the left, as SVG points."""
        return " ".join(f"{self.x(step)},{self.y(value)}" for step, value in enumerate(values))

    def label_centres(self, ends: list[float]) -> list[float]:
        """The end labels' centres, as near the lines' `ends` as they can be without overlapping."""
        return spread(ends, LABEL_STEP, LABEL_STEP / 2, self.height - LABEL_STEP / 2)

    def leader(self, end: float, centre: float) -> str:
        """From a line's end, at the last step, to its label centred at `centre`."""
        return f"{self.x(self.steps) + 0.9},{end} {self.label_x - 0.8},{centre}"

    def context(self, ticks: Iterable[int]) -> dict[str, Any]:
        """The frame as the templates draw it, the steps `ticks` numbered along the bottom."""
        return {
            "width": WIDTH,
            "height": self.height,
            "font_size": FONT,
            "left": round(self.left, 2),
            "right": round(self.right, 2),
            "bottom": self.bottom,
            "grid_label_x": round(self.left - 1.5, 2),
            "tick_label_y": self.bottom + 4.5,
            "axis_label_y": self.bottom + 9.0,
            "grid": [
                {"y": self.y(value), "label_y": baseline(self.y(value)), "label": label, "zero": value == 0}
                for value, label in zip(self.values, self.labels)
            ],
            "ticks": [{"x": self.x(step), "label": str(step)} for step in ticks],
        }


def chart_frame(
    height: float,
    steps: int,
    values: tuple[float, float],
    nice_steps: Sequence[int],
    label: Callable[[int], str],
    end_labels: Sequence[dict[str, Any]],
    key: float = 0.0,
) -> Frame:
    """The frame of a chart `height` high, of `steps` steps, its grid around the lowest and
    highest `values` and 0, at one of `nice_steps`, each value written `label(value)`; room
    left on the right for the widest of `end_labels`, after a `key` (a line's mark)."""
    step, low, high = scale(*values, nice_steps)
    grid = range(low, high + 1, step)
    labels = [label(value) for value in grid]
    left = 2.0 + max(text_width(text, FONT) for text in labels)
    right = WIDTH - 0.5 - LEADER - key - max(end["width"] for end in end_labels)
    return Frame(height, left, right, steps, grid, labels)


def baseline(centre: float) -> float:
    """The baseline of a line of the chart's type centred at `centre`."""
    return round(centre + BASELINE, 2)


def scale(lowest: float, highest: float, steps: Sequence[int]) -> tuple[int, int, int]:
    """A round step and the grid's ends, multiples of it, around every value and 0."""
    lowest, highest = min(lowest, 0.0), max(highest, 0.0)
    span = max(highest - lowest, 1.0)
    step = next((s for s in steps if span / s <= MAX_GRID_STEPS), steps[-1])
    low = int((lowest // step) * step)
    high = int(-(-highest // step) * step)
    if high == low:
        high += step
    return step, low, high


def end_label(name: str, total: str, *, bold: bool) -> dict[str, Any]:
    """`name total`, the name cut short with an ellipsis where the whole is too wide."""
    text = f"{name} {total}"
    width = text_width(text, FONT, bold=bold)
    kept = len(name)
    while width > MAX_LABEL and kept > 1:
        kept -= 1
        text = f"{name[:kept].rstrip(' -–')}{ELLIPSIS} {total}"
        width = text_width(text, FONT, bold=bold)
    return {"text": text, "width": round(width, 2), "bold": bold}


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """How wide `text` is set in the documents' font at `size`, in the same unit as `size`: the
    sum of its characters' advances, as ReportLab's stringWidth counts it, read from the font's
    own tables, so that a document does not import ReportLab for this alone."""
    widths, missing = advance_widths(BOLD if bold else REGULAR)
    return 0.001 * size * sum(widths.get(ord(character), missing) for character in text)


def spread(wanted: list[float], step: float, first: float, last: float) -> list[float]:
    """Centres as close to `wanted` as can be, at least `step` apart, within [first, last].

    Labels that would overlap are gathered in a block centred on their wishes, and a block
    that runs into the previous one joins it; their order is kept.
    """
    order = sorted(range(len(wanted)), key=lambda index: (wanted[index], index))
    blocks: list[list[Any]] = []  # [start, members]
    for index in order:
        blocks.append([wanted[index], [index]])
        while True:
            block = blocks[-1]
            members = block[1]
            centre = sum(wanted[member] for member in members) / len(members)
            start = centre - step * (len(members) - 1) / 2
            block[0] = min(max(start, first), last - step * (len(members) - 1))
            if len(blocks) < 2 or blocks[-2][0] + step * len(blocks[-2][1]) <= block[0] + 1e-9:
                break
            previous = blocks.pop(-2)
            block[1] = previous[1] + members
    centres = [0.0] * len(wanted)
    for start, members in blocks:
        for offset, member in enumerate(members):
            centres[member] = start + offset * step
    return centres
