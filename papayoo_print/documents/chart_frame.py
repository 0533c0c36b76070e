"""What the game report's chart and the season's share: the frame (the plot area, a grid of round
values up the side, numbered steps along the bottom), each player's line style, and the labels
that end each line, moved apart where ends are close and tied to their line by a leader.
Computed here, as SVG coordinates, so that the templates hold no arithmetic; both templates draw
them with the one `line_chart` macro of base.html.j2.

Read in grey on a cheap laser: each line has its own dash pattern and its own mark, drawn along
it and again before its name; lines that meet at the same value are drawn side by side
(`apart`), a tie two lines one can still follow; the grid is a mid grey a laser prints.

In the SVG's own units: millimetres, a chart being drawn as wide as it is given (`width`).
"""

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from papayoo_print.resources import BOLD, REGULAR, advance_widths

WIDTH, HEIGHT = 180.0, 76.0
"""A chart's width, and its height on a page of its own."""
TOP = 3.0
BELOW = 12.0
"""From the plot's bottom to the chart's: the steps' numbers and the axis' name."""
FONT = 3.0
"""About 8.5 pt: the smallest type in the chart stays above 7 pt."""
BASELINE = 0.36 * FONT
"""From the middle of a line of type to its baseline."""
LABEL_STEP = 3.7
"""From one end label's line to the next: a line of type and a little air."""
LEADER = 5.0
MAX_LABEL = 46.0
"""A longer end label goes on two lines, broken at a space or after a hyphen."""
MAX_GRID_STEPS = 6
GRID = {"grid_stroke": "#8c8c8c", "grid_width": 0.3, "zero_stroke": "#000000", "zero_width": 0.45}
"""The grid at 45 % grey, 0.3 mm: it survives a laser; the zero line black."""
TIE_GAP = 0.75
"""Lines at the same value at the same step are drawn this far apart."""


class Style(NamedTuple):
    """A line's look: its dash pattern (SVG's stroke-dasharray, "" solid) and its mark."""

    dash: str
    mark: str


STYLES = (
    Style("", "circle"),
    Style("3.2,1.3", "square"),
    Style("0.8,0.9", "triangle"),
    Style("4.5,1.1,0.8,1.1", "diamond"),
    Style("1.8,1.6", "ring"),
    Style("7,1.6", "box"),
    Style("2.6,1,0.8,1,0.8,1", "wedge"),
    Style("0.5,1.8", "lozenge"),
)
"""Eight players, eight dash patterns and marks: filled circle, open square, open triangle,
filled diamond, open circle, filled square, filled triangle, open diamond."""
MARK_SIZE = 0.95
RADIUS = {"circle": MARK_SIZE, "ring": MARK_SIZE, "dot": 0.5}
FILLED = {"circle", "diamond", "box", "wedge", "dot"}
SHAPE = {"box": "square", "wedge": "triangle", "lozenge": "diamond"}
OUTLINE = 0.35
"""The stroke around every mark."""
DISC_LINE = 0.01
"""A filled round mark's line, drawn with round ends as wide as the mark: a disc. Not of no
length, which a PDF viewer may drop as a browser's canvas does."""
KEY = 3.8
"""Room for the mark before each end label: the mark, and air between it and the name."""
OCTAGON = tuple((math.cos(math.pi * (2 * k + 1) / 8), math.sin(math.pi * (2 * k + 1) / 8)) for k in range(8))


def style(index: int) -> Style:
    """The style of the `index`-th line of a chart (0 the first of the places or standings)."""
    return STYLES[index % len(STYLES)]


@dataclass(frozen=True)
class Frame:
    """A chart's plot area: `steps` steps along, from `left` to `right`; the grid's `values` up
    the side, written as `labels`; the end labels' column on the right."""

    width: float
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
        """Where the end labels' column starts: their marks, then their text."""
        return round(self.right + LEADER, 2)

    @property
    def unit(self) -> float:
        """How far apart two values one apart are drawn."""
        return (self.bottom - TOP) / (self.values[-1] - self.values[0])

    def x(self, step: int) -> float:
        return round(self.left + (self.right - self.left) * step / self.steps, 2)

    def y(self, value: float) -> float:
        low, high = self.values[0], self.values[-1]
        return round(TOP + (self.bottom - TOP) * (high - value) / (high - low), 2)

    def apart(self, ys: Sequence[Sequence[float]], gap: float = TIE_GAP) -> list[list[float]]:
        """`apart` within the plot."""
        return apart(ys, gap, (TOP, self.bottom))

    def label_centres(self, ends: list[float], labels: Sequence[dict[str, Any]]) -> list[float]:
        """The end labels' centres, as near the lines' `ends` as they can be without overlapping."""
        return spread(ends, [label["height"] for label in labels], 0.0, self.height)

    def leader(self, end: float, centre: float) -> str:
        """From a line's end, at the last step, to its label centred at `centre`."""
        return f"{self.x(self.steps) + 0.9},{end} {self.label_x - 0.8},{round(centre, 2)}"

    def context(self, ticks: Iterable[int]) -> dict[str, Any]:
        """The frame as the templates draw it, the steps `ticks` numbered along the bottom."""
        return {
            "width": self.width,
            "height": self.height,
            "font_size": FONT,
            "left": round(self.left, 2),
            "right": round(self.right, 2),
            "bottom": self.bottom,
            "grid_label_x": round(self.left - 1.5, 2),
            "tick_label_y": self.bottom + 4.5,
            "axis_label_y": self.bottom + 9.0,
            **GRID,
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
    width: float = WIDTH,
) -> Frame:
    """The frame of a chart `width` by `height`, of `steps` steps, its grid around the lowest
    and highest `values` and 0, at one of `nice_steps`, each value written `label(value)`; room
    left on the right for the widest of `end_labels`, after its mark."""
    step, low, high = scale(*values, nice_steps)
    grid = range(low, high + 1, step)
    labels = [label(value) for value in grid]
    left = 2.0 + max(text_width(text, FONT) for text in labels)
    right = width - 0.5 - LEADER - KEY - max(end["width"] for end in end_labels)
    return Frame(width, height, left, right, steps, grid, labels)


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
    """`name total`, whole: on two lines where it is wider than MAX_LABEL and the name can be
    broken at a space or after a hyphen, the total kept on the second."""
    text = f"{name} {total}"
    lines = [text]
    if text_width(text, FONT, bold=bold) > MAX_LABEL:
        breaks = [index + 1 for index, character in enumerate(name[:-1]) if character in " -"]
        fitting = [cut for cut in breaks if text_width(name[:cut].rstrip(), FONT, bold=bold) <= MAX_LABEL]
        if breaks:
            cut = fitting[-1] if fitting else breaks[0]
            lines = [name[:cut].rstrip(), f"{name[cut:]} {total}"]
    width = max(text_width(line, FONT, bold=bold) for line in lines)
    return {"text": text, "lines": lines, "width": round(width, 2), "bold": bold,
            "height": LABEL_STEP * len(lines)}


def apart(
    ys: Sequence[Sequence[float]], gap: float = TIE_GAP, within: tuple[float, float] = (-math.inf, math.inf)
) -> list[list[float]]:
    """Each line's points `ys`, those where several lines meet moved apart by `gap`, in the
    lines' order, around where they meet and `within` the plot (lines meeting at its bottom
    are moved up): a tie is lines side by side, none hidden. Not at the first step, where every
    line starts from the same value."""
    moved = [list(line) for line in ys]
    for step in range(1, max(map(len, ys), default=0)):
        meeting: dict[float, list[int]] = {}
        for index, line in enumerate(ys):
            if step < len(line):
                meeting.setdefault(round(line[step], 2), []).append(index)
        for y, members in meeting.items():
            half = (len(members) - 1) / 2 * gap
            centre = min(max(y, within[0] + half), within[1] - half)
            for rank, index in enumerate(members):
                moved[index][step] = round(centre + (rank - (len(members) - 1) / 2) * gap, 2)
    return moved


def line(
    frame: Frame, look: Style, points: str, end: float, marked: Sequence[tuple[float, float]],
    label: dict[str, Any], centre: float, *, colour: str, width: float,
) -> dict[str, Any]:
    """A player's line through `points` (SVG's), ending at the height `end`, its marks at
    `marked` and before its label, centred at `centre`, tied to the line's end by a leader."""
    label_x = round(frame.label_x + KEY, 2)
    top = centre - label["height"] / 2
    return {
        "dash": look.dash,
        "mark": look.mark,
        "colour": colour,
        "width": width,
        "points": points,
        **marks(look.mark, colour, [*marked, (frame.label_x + MARK_SIZE + 0.2, round(centre, 2))]),
        "leader": frame.leader(end, centre),
        "label": label["text"],
        "label_lines": [
            {"text": text, "y": baseline(top + LABEL_STEP * (row + 0.5))}
            for row, text in enumerate(label["lines"])
        ],
        "bold": label["bold"],
        "label_x": label_x,
        "label_y": baseline(centre),
        "box": (label_x, top, label_x + label["width"], top + label["height"]),
    }


def marks(shape: str, colour: str, points: list[tuple[float, float]]) -> dict[str, Any]:
    """A line's marks at `points`, as one path; the filled round ones as discs too (`_disc`)."""
    disc = shape in RADIUS and shape in FILLED
    return {
        "marks": " ".join(_mark(shape, *point) for point in points),
        "mark_fill": colour if shape in FILLED else "white",
        "discs": " ".join(_disc(*point) for point in points) if disc else "",
        "disc_width": round(2 * RADIUS[shape] + OUTLINE, 2) if disc else 0,
    }


def _mark(shape: str, x: float, y: float) -> str:
    """A mark as part of an SVG path. All of a line's marks are one path, of straight sides only
    (a circle is an octagon, as round at this size): the typesetter's time grows with each shape
    and each arc. The built-in templates draw the filled round marks as discs (`_disc`); these
    are for a user's template that draws every mark as a path."""
    size = MARK_SIZE
    drawn = SHAPE.get(shape, shape)
    if drawn in RADIUS:
        corners = [(x + RADIUS[drawn] * cos, y + RADIUS[drawn] * sin) for cos, sin in OCTAGON]
    elif drawn == "square":
        corners = [(x - size, y - size), (x + size, y - size), (x + size, y + size), (x - size, y + size)]
    elif drawn == "diamond":
        big = size * 1.3
        corners = [(x, y - big), (x + big, y), (x, y + big), (x - big, y)]
    else:
        corners = [(x, y - size * 1.2), (x + size * 1.1, y + size * 0.8), (x - size * 1.1, y + size * 0.8)]
    return "M" + "L".join(f"{round(a, 2)},{round(b, 2)}" for a, b in corners) + "z"


def _disc(x: float, y: float) -> str:
    """A round mark as part of an SVG path: a line of a hundredth of a millimetre, to be drawn with
    round ends (DISC_LINE). Two points, where the octagon takes eight."""
    return f"M{round(x - DISC_LINE / 2, 3)},{round(y, 2)}h{DISC_LINE}"


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """How wide `text` is set in the documents' font at `size`, in the same unit as `size`: the
    sum of its characters' advances, as ReportLab's stringWidth counts it, read from the font's
    own tables, so that a document does not import ReportLab for this alone."""
    widths, missing = advance_widths(BOLD if bold else REGULAR)
    return 0.001 * size * sum(widths.get(ord(character), missing) for character in text)


def spread(wanted: list[float], heights: list[float], first: float, last: float) -> list[float]:
    """Centres of boxes `heights` high as close to `wanted` as can be, none overlapping, all
    within [first, last].

    Boxes that would overlap are gathered in a block centred on their wishes, and a block that
    runs into the previous one joins it; their order is kept.
    """
    order = sorted(range(len(wanted)), key=lambda index: (wanted[index], index))
    blocks: list[tuple[float, list[int]]] = []  # the block's top, its members
    for index in order:
        members = [index]
        while True:
            offsets = _offsets(members, heights)
            top = sum(wanted[member] - offset for member, offset in zip(members, offsets)) / len(members)
            top = min(max(top, first), last - sum(heights[member] for member in members))
            if not blocks or blocks[-1][0] + sum(heights[m] for m in blocks[-1][1]) <= top + 1e-9:
                break
            members = blocks.pop()[1] + members
        blocks.append((top, members))
    centres = [0.0] * len(wanted)
    for top, members in blocks:
        for member, offset in zip(members, _offsets(members, heights)):
            centres[member] = top + offset
    return centres


def _offsets(members: list[int], heights: list[float]) -> list[float]:
    """From a block's top to each of its `members`' centres."""
    offsets, above = [], 0.0
    for member in members:
        offsets.append(above + heights[member] / 2)
        above += heights[member]
    return offsets
