"""Fitting text into the sheet's boxes: the sheet's own line breaker, and user text (player
names) shrunk, then wrapped, never outside its cell.

ReportLab's `simpleSplit` breaks at any space, the catalogs' non-breaking ones too: a French
line could start with ":" and "210 + 40 = 250" could break in two. Here only a plain space is a
break; U+00A0 and U+202F hold their neighbours together, and so does a space before a lone mark
of punctuation a translator forgot to bind.
"""

import enum
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


def shortened(text: str, measure: Measure, width: float, size: float) -> str:
    """`text` if it is at most `width` wide at `size`, else its first words that leave room for
    an ellipsis after them (cut inside a word only when the first one alone leaves none)."""
    if measure(text, size) <= width:
        return text
    room = width - measure(ELLIPSIS, size)
    kept = ""
    for word in tokens(text):
        longer = f"{kept} {word}" if kept else word
        if measure(longer, size) > room:
            break
        kept = longer
    if not kept:
        kept = text
        while kept and measure(kept, size) > room:
            kept = kept[:-1]
    return kept.rstrip(" ,;:") + ELLIPSIS


Run = tuple[str, bool]
"""Some text, and whether it is bold."""


def wrap_runs(
    runs: list[Run], measures: dict[bool, Measure], width: float, size: float, first: float | None = None
) -> list[list[Run]]:
    """Greedy lines of mixed regular and bold text at most `width` wide (the first at most
    `first`, when given), broken only where `tokens` allows; each line a list of runs, a space
    between two runs."""
    lines: list[list[Run]] = []
    line: list[Run] = []
    line_width = 0.0
    for text, bold in runs:
        space = measures[bold](" ", size)
        for word in tokens(text):
            word_width = measures[bold](word, size)
            room = width if lines or first is None else first
            if line and line_width + space + word_width <= room:
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


VOWELS = frozenset("aeiouyæœøıаеёиоуыэюяіїєαεηιουω")
"""Letters that make a syllable, told by their base letter (é, ą and ő as e, a and o), for
breaking a word too long for its box between two."""
NOT_SPLIT = frozenset(("ch", "ck", "ph", "th", "sh", "gh", "gn", "qu", "sc", "sz", "cz"))
"""Pairs of letters sounded as one, never broken apart."""
SYLLABLE_MIN = 3
"""Letters kept on each side of a hyphen put inside a word."""
APOSTROPHES = frozenset("'’")


def letters(word: str) -> list[tuple[int, str]]:
    """Each letter of `word` with the accents that follow it (Ñ typed as N and a combining
    tilde is one letter): where it starts, and its base letter in lower case."""
    import unicodedata  # only a word too long for its box is broken: most sheets never are

    found: list[tuple[int, str]] = []
    for index, char in enumerate(word):
        if found and unicodedata.combining(char):
            continue
        base = unicodedata.normalize("NFD", char)[0].lower()[:1] or char
        found.append((index, base))
    return found


def syllable_breaks(word: str) -> list[int]:
    """Where a word of letters may take a hyphen, between syllables as a typesetter would put
    one: between two consonants with a vowel on each side (Schwar-zen-ber-ger), or before a
    consonant between two vowels (Brun-hil-de-gard); never closer than SYLLABLE_MIN letters to
    either end, nor inside "sch" or "ck", nor between a letter and its accents."""
    spelled = letters(word)
    bases = "".join(base for _index, base in spelled)
    found = []
    for at in range(SYLLABLE_MIN, len(spelled) - SYLLABLE_MIN + 1):
        before, after = bases[at - 1], bases[at]
        if not (before.isalpha() and after.isalpha()) or bases[at - 1:at + 1] in NOT_SPLIT:
            continue
        vowel_before = any(char in VOWELS for char in bases[:at - 1])
        vowel_after = any(char in VOWELS for char in bases[at + 1:])
        if before not in VOWELS and after not in VOWELS and vowel_before and vowel_after:
            found.append(spelled[at][0])
        elif before in VOWELS and after not in VOWELS and bases[at + 1:at + 2] in VOWELS:
            found.append(spelled[at][0])
    return found


class Breaking(enum.Enum):
    """What a name's lines may break inside a word, tried in this order for a box's size."""

    WORDS = "words only"
    SYLLABLES = "between syllables"
    LETTERS = "between letters"


class NameFit:
    """A name's character widths at 1 pt, measured once: every size tried and every line
    broken is then arithmetic. A line breaks after a space or a hyphen; a word wider than the
    box is shrunk first (`size`), and only when it cannot fit even so, broken between two
    syllables with a hyphen added."""

    def __init__(self, text: str, measure: Measure) -> None:
        self.text = text
        self.sums = [0.0]
        for char in text:
            self.sums.append(self.sums[-1] + measure(char, 1.0))
        self.hyphen = measure("-", 1.0)
        self.breaks = [i + 1 for i, char in enumerate(text[:-1]) if char in " -"]
        self.syllables = sorted(
            start + index
            for start, word in self._words()
            for index in syllable_breaks(word)
        )
        self.letter_ends: list[tuple[int, bool]] = [
            (start + index, 2 <= place <= len(spelled) - 2)
            for start, word in self._words()
            for spelled in [letters(word)]
            for place, (index, _base) in enumerate(spelled[1:], 1)
            if not APOSTROPHES & set(word[index - 1:index + 1])
        ]
        """Where a word wider than any line may be cut when no syllable break fits: before a
        letter (its accents kept with it), not beside an apostrophe; and whether two letters
        are left on each side."""

    def _words(self) -> list[tuple[int, str]]:
        words, start = [], 0
        for end in [*self.breaks, len(self.text)]:
            words.append((start, self.text[start:end].rstrip(" -")))
            start = end
        return words

    def width(self, start: int, end: int) -> float:
        """The width at 1 pt of text[start:end], a space at its end left out."""
        if end > start and self.text[end - 1] == " ":
            end -= 1
        return self.sums[end] - self.sums[start]

    def hyphenated(self, end: int) -> bool:
        """Whether a line ending at `end` ends inside a word, and takes a hyphen."""
        return end not in self.breaks and end != len(self.text)

    def lines(self, room: float, breaking: Breaking = Breaking.LETTERS) -> list[tuple[int, int]]:
        """Greedy lines of at most `room` (a width at 1 pt): breaks after spaces and hyphens,
        inside a word only when the word alone is wider than the line, between syllables if one
        fits and with a hyphen added. [] when a word is wider than the line and `breaking` does
        not allow the break it needs."""
        found, start, length = [], 0, len(self.text)
        while start < length:
            ends = [b for b in self.breaks if b > start and self.width(start, b) <= room]
            if self.width(start, length) <= room:
                end = length
            elif ends:
                end = ends[-1]
            elif breaking is Breaking.WORDS or not (end := self._inside_word(start, room, breaking)):
                return []
            found.append((start, end))
            start = end
        return found

    def _inside_word(self, start: int, room: float, breaking: Breaking) -> int:
        """Where a line starting at `start` with a word wider than `room` ends: at the last
        syllable that fits with its hyphen, else (with `Breaking.LETTERS`) at the last letter
        that does leaving two letters on each side, else at the last that does, else after its
        first letter (or the word, of one letter); 0 when none may."""
        fitting = [b for b in self.syllables if b > start and self.width(start, b) + self.hyphen <= room]
        if fitting:
            return fitting[-1]
        if breaking is Breaking.SYLLABLES:
            return 0
        word_end = next((b for b in self.breaks if b > start), len(self.text))
        cuts = [(b, inner) for b, inner in self.letter_ends if start < b < word_end]
        letters_fitting = [(inner, b) for b, inner in cuts if self.width(start, b) + self.hyphen <= room]
        if letters_fitting:
            return max(letters_fitting)[1]  # two letters left on each side if it can, then the last
        return cuts[0][0] if cuts else word_end

    def balanced(
        self, spans: list[tuple[int, int]], room: float, breaking: Breaking = Breaking.LETTERS
    ) -> list[tuple[int, int]]:
        """As many lines as `spans` (broken as `breaking` allows), as even as they can be:
        "Marie-Christine / de la Tour / d'Auvergne-Sud" rather than "Marie-Christine de / la
        Tour d'Auvergne- / Sud"."""
        if len(spans) < 2:
            return spans
        cut_words = self.cut_words(spans)
        low, high = room / len(spans), room
        for _ in range(12):
            middle = (low + high) / 2
            trial = self.lines(middle, breaking)
            if trial and len(trial) <= len(spans) and self.cut_words(trial) <= cut_words:
                high = middle
            else:
                low = middle
        return self.lines(high, breaking)

    def cut_words(self, spans: list[tuple[int, int]]) -> int:
        """How many lines end inside a word."""
        return sum(self.hyphenated(end) for _, end in spans)

    def size(self, width: float, height: float, size: float, min_size: float) -> float:
        """The largest size from `size` down to `min_size`, by quarter points, at which the name
        fits a box `width` by `height` (points) with no word broken; else the largest at which it
        fits with words broken between syllables; else between letters; `min_size` when none
        does."""
        for breaking in Breaking:
            candidate = size
            while candidate >= min_size:
                if self.fits(width, height, candidate, breaking):
                    return candidate
                candidate -= 0.25
        return min_size

    def fits(self, width: float, height: float, size: float, breaking: Breaking = Breaking.LETTERS) -> bool:
        count = len(self.lines(width / size, breaking))
        return count > 0 and ((count - 1) * LEADING + BLOCK_EXTRA) * size <= height

    def shown(self, start: int, end: int) -> str:
        """A line of the name as drawn: a hyphen added where it ends inside a word."""
        return self.text[start:end].rstrip() + ("-" if self.hyphenated(end) else "")

    def at(self, width: float, height: float, size: float) -> list[str]:
        """The name's lines at `size` in the box, words broken only when they must be, between
        syllables if they can be; cut short with an ellipsis (at a space or hyphen when one is
        near) only when the box cannot hold it whole."""
        if not self.text:
            return []
        room = width / size
        most = max(1, int((height / size - BLOCK_EXTRA) / LEADING) + 1)
        for breaking in Breaking:  # the mildest breaking that fits the box
            spans = self.lines(room, breaking)
            if spans and len(spans) <= most:
                return [self.shown(start, end) for start, end in self.balanced(spans, room, breaking)]
        kept = [self.shown(start, end) for start, end in spans[: most - 1]]
        start, end = spans[most - 1]
        while end > start + 1 and self.width(start, end) + ELLIPSIS_WIDTH > room:
            end -= 1
        near = [b for b in self.breaks if start < b <= end and self.width(start, b) >= room / 2]
        cut = near[-1] if near else end
        return [*kept, self.text[start:cut].rstrip(" -") + ELLIPSIS]
