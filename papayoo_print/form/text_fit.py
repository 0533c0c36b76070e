"""Fitting text into the sheet's boxes: the sheet's own line breaker, and user text (player
names) shrunk, then wrapped, never outside its cell.

ReportLab's `simpleSplit` breaks at any space, the catalogs' non-breaking ones too: a French
line could start with ":" and "210 + 40 = 250" could break in two. Here only a plain space is a
break; U+00A0 and U+202F hold their neighbours together, and so does a space before a lone mark
of punctuation a translator forgot to bind.
"""

from collections.abc import Callable

Measure = Callable[[str, float], float]
"""The width in points of a text at a font size."""

ELLIPSIS = "…"
ELLIPSIS_WIDTH = 1.0
"""The ellipsis' width at 1 pt (DejaVu Sans, both weights: 1 em)."""
CLAUSE_ENDS = (",", ";", ":", ".")


def fit_size(text: str, measure: Measure, width: float, size: float) -> float:
    """The largest size up to `size` at which `text` is at most `width` wide."""
    natural = measure(text, size)
    return size if natural <= width else size * width / natural


def tokens(text: str) -> list[str]:
    """The words between which a line may break: plain spaces only. A lone ":" or "!" after a
    plain space, or a short number ending a sentence, stays with the word before it."""
    found: list[str] = []
    for word in text.split(" "):
        if not word:
            continue
        if found and (all(char in ":;!?»)" for char in word) or _closing_number(word)):
            found[-1] += " " + word
        else:
            found.append(word)
    return found


def _closing_number(word: str) -> bool:
    """A short number ending a sentence ("every other card 0.") stays with the word before."""
    return len(word) <= 4 and word.endswith(".") and word[:-1].isdigit()


def wrap(text: str, measure: Measure, width: float, size: float) -> list[str]:
    """Greedy lines at most `width` wide at `size`, broken only where `tokens` allows. A word
    wider than the line stands alone on its line."""
    space = measure(" ", size)
    lines: list[str] = []
    line, line_width = "", 0.0
    for word in tokens(text):
        word_width = measure(word, size)
        if line and line_width + space + word_width <= width:
            line, line_width = f"{line} {word}", line_width + space + word_width
            continue
        if line:
            lines.append(line)
        line, line_width = word, word_width
    return [*lines, line] if line else lines


Run = tuple[str, bool]
"""Some text, and whether it is bold."""


def wrap_runs(runs: list[Run], measures: dict[bool, Measure], width: float, size: float) -> list[list[Run]]:
    """Greedy lines of mixed regular and bold text at most `width` wide, broken only where
    `tokens` allows; each line a list of runs, a space between two runs."""
    lines: list[list[Run]] = []
    line: list[Run] = []
    line_width = 0.0
    for text, bold in runs:
        space = measures[bold](" ", size)
        for word in tokens(text):
            word_width = measures[bold](word, size)
            if line and line_width + space + word_width <= width:
                last_text, last_bold = line[-1]
                line[-1:] = [(f"{last_text} {word}", bold)] if last_bold == bold else [line[-1], (word, bold)]
                line_width += space + word_width
                continue
            if line:
                lines.append(line)
            line, line_width = [(word, bold)], word_width
    return [*lines, line] if line else lines


def wrap_by_clause(text: str, measure: Measure, width: float, size: float) -> list[str]:
    """As `wrap`, but when the text needs several lines and as few lines will do, the lines end
    at the ends of clauses (after a comma, semicolon or colon): "4 joueurs : 15 cartes chacun, /
    5 à passer au voisin de gauche." rather than "…, 5 à passer au / voisin de gauche."."""
    greedy = wrap(text, measure, width, size)
    if len(greedy) < 2:
        return greedy
    clauses: list[str] = []
    for word in tokens(text):
        if clauses and not clauses[-1].endswith(CLAUSE_ENDS):
            clauses[-1] += " " + word
        else:
            clauses.append(word)
    lines: list[str] = []
    for clause in clauses:
        joined = f"{lines[-1]} {clause}" if lines else clause
        if lines and measure(joined, size) <= width:
            lines[-1] = joined
        else:
            lines += wrap(clause, measure, width, size)
    return lines if len(lines) <= len(greedy) else greedy


LEADING = 1.15
"""Line spacing of a wrapped name, in font sizes."""
BLOCK_EXTRA = 1.1
"""A block of lines is (lines - 1) x LEADING + BLOCK_EXTRA font sizes tall: accents to descenders."""


class NameFit:
    """A name's character widths at 1 pt, measured once: every size tried and every line
    broken is then arithmetic."""

    def __init__(self, text: str, measure: Measure) -> None:
        self.text = text
        self.sums = [0.0]
        for char in text:
            self.sums.append(self.sums[-1] + measure(char, 1.0))
        self.breaks = [i + 1 for i, char in enumerate(text[:-1]) if char in " -"]

    def width(self, start: int, end: int) -> float:
        """The width at 1 pt of text[start:end], a space at its end left out."""
        if end > start and self.text[end - 1] == " ":
            end -= 1
        return self.sums[end] - self.sums[start]

    def lines(self, room: float) -> list[tuple[int, int]]:
        """Greedy lines of at most `room` (a width at 1 pt): breaks after spaces and hyphens,
        inside a word only when the word alone is wider than the line."""
        found, start, length = [], 0, len(self.text)
        while start < length:
            ends = [b for b in self.breaks if b > start and self.width(start, b) <= room]
            if self.width(start, length) <= room:
                end = length
            elif ends:
                end = ends[-1]
            else:
                end = start + 1
                while end < length and self.width(start, end + 1) <= room:
                    end += 1
            found.append((start, end))
            start = end
        return found

    def balanced(self, spans: list[tuple[int, int]], room: float) -> list[tuple[int, int]]:
        """As many lines as `spans`, as even as they can be: "Marie-Christine / de la Tour /
        d'Auvergne-Sud" rather than "Marie-Christine de / la Tour d'Auvergne- / Sud"."""
        if len(spans) < 2:
            return spans
        cut_words = self.cut_words(spans)
        low, high = room / len(spans), room
        for _ in range(12):
            middle = (low + high) / 2
            trial = self.lines(middle)
            if len(trial) <= len(spans) and self.cut_words(trial) <= cut_words:
                high = middle
            else:
                low = middle
        return self.lines(high)

    def cut_words(self, spans: list[tuple[int, int]]) -> int:
        """How many lines end inside a word."""
        ends = {*self.breaks, len(self.text)}
        return sum(end not in ends for _, end in spans)

    def size(self, width: float, height: float, size: float, min_size: float) -> float:
        """The largest size from `size` down to `min_size`, by quarter points, at which the name
        fits a box `width` by `height` (points); `min_size` when none does."""
        candidate = size
        while candidate > min_size:
            if self.fits(width, height, candidate):
                return candidate
            candidate -= 0.25
        return min_size

    def fits(self, width: float, height: float, size: float) -> bool:
        count = len(self.lines(width / size))
        return ((count - 1) * LEADING + BLOCK_EXTRA) * size <= height

    def at(self, width: float, height: float, size: float) -> list[str]:
        """The name's lines at `size` in the box; cut short with an ellipsis (at a space or
        hyphen when one is near) only when the box cannot hold it whole."""
        room = width / size
        spans = self.lines(room)
        most = max(1, int((height / size - BLOCK_EXTRA) / LEADING) + 1)
        if len(spans) <= most:
            return [self.text[start:end].rstrip() for start, end in self.balanced(spans, room)]
        kept = [self.text[start:end].rstrip() for start, end in spans[: most - 1]]
        start, end = spans[most - 1]
        while end > start + 1 and self.width(start, end) + ELLIPSIS_WIDTH > room:
            end -= 1
        near = [b for b in self.breaks if start < b <= end and self.width(start, b) >= room / 2]
        cut = near[-1] if near else end
        return [*kept, self.text[start:cut].rstrip(" -") + ELLIPSIS]
