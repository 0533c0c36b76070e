"""Names that a person cannot tell apart on a printed sheet, though their characters differ.

Two rules, applied to names as `values.normalize_name` leaves them:

- **One script a name.** A name's letters are all of one script, or all of Latin and the
  scripts Chinese, Japanese and Korean names are written in together (Han, Hiragana, Katakana,
  Bopomofo, Hangul): near what Unicode's "highly restrictive" level allows (UTS #39, 5.2),
  which also keeps those three languages' sets apart. Otherwise the name has an `intruder`: the
  first letter of a script other than the name's own, the script most of its letters are in
  (on a tie, the one met first). `Аnna`, its first letter the Cyrillic А, is refused; `Анна`,
  `Ζωή`, `Nguyễn` and `山田はなこ` are not.
  Marks, digits, spaces and punctuation belong to no script: `Zoé` with a combining accent,
  `Léa 2`, `O'Brien` are one script.
- **Two names of a game never read the same.** A name's `reading` is what a reader sees: its
  letters in their compatibility form (NFKD: `ª` reads `a`), the Cyrillic and Greek letters
  drawn as Latin ones read as those (`LOOK_ALIKE`: `Сое` reads `Coe`), apostrophes and dashes
  as `'` and `-`, capitals as small letters. Accents stay: `Zoé` and `Zoe` are two names.

A letter's script is the first word of its Unicode name, or of the letter it stands for
(FULLWIDTH LATIN CAPITAL LETTER A is Latin): Python's `unicodedata` has no Script property.
"""

import unicodedata
from collections import Counter
from functools import lru_cache

_SCRIPT_WORDS = {"CJK": "HAN", "IDEOGRAPHIC": "HAN", "HENTAIGANA": "HIRAGANA"}
"""First words of letters' names that are another name of a script."""
_NO_SCRIPT = frozenset({"MODIFIER", "CARON", "VERTICAL", "VEDIC", "MASU", "KATAKANA-HIRAGANA"})
"""First words of the names of letters that every script uses (ʼ, ʻ, ˇ, ー)."""
_WRITTEN_TOGETHER = frozenset({"LATIN", "HAN", "HIRAGANA", "KATAKANA", "BOPOMOFO", "HANGUL"})

LOOK_ALIKE = {
    "\N{CYRILLIC CAPITAL LETTER A}": "A", "\N{CYRILLIC CAPITAL LETTER VE}": "B",
    "\N{CYRILLIC CAPITAL LETTER IE}": "E", "\N{CYRILLIC CAPITAL LETTER KA}": "K",
    "\N{CYRILLIC CAPITAL LETTER EM}": "M", "\N{CYRILLIC CAPITAL LETTER EN}": "H",
    "\N{CYRILLIC CAPITAL LETTER O}": "O", "\N{CYRILLIC CAPITAL LETTER ER}": "P",
    "\N{CYRILLIC CAPITAL LETTER ES}": "C", "\N{CYRILLIC CAPITAL LETTER TE}": "T",
    "\N{CYRILLIC CAPITAL LETTER HA}": "X", "\N{CYRILLIC CAPITAL LETTER U}": "Y",
    "\N{CYRILLIC CAPITAL LETTER STRAIGHT U}": "Y", "\N{CYRILLIC CAPITAL LETTER IZHITSA}": "V",
    "\N{CYRILLIC CAPITAL LETTER DZE}": "S", "\N{CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I}": "I",
    "\N{CYRILLIC CAPITAL LETTER JE}": "J", "\N{CYRILLIC LETTER PALOCHKA}": "I",
    "\N{CYRILLIC CAPITAL LIGATURE A IE}": "Æ", "\N{CYRILLIC CAPITAL LETTER SCHWA}": "Ə",
    "\N{CYRILLIC CAPITAL LETTER BARRED O}": "Ɵ",
    "\N{CYRILLIC SMALL LETTER A}": "a", "\N{CYRILLIC SMALL LETTER IE}": "e",
    "\N{CYRILLIC SMALL LETTER O}": "o", "\N{CYRILLIC SMALL LETTER ER}": "p",
    "\N{CYRILLIC SMALL LETTER ES}": "c", "\N{CYRILLIC SMALL LETTER U}": "y",
    "\N{CYRILLIC SMALL LETTER HA}": "x", "\N{CYRILLIC SMALL LETTER STRAIGHT U}": "y",
    "\N{CYRILLIC SMALL LETTER IZHITSA}": "v", "\N{CYRILLIC SMALL LETTER DZE}": "s",
    "\N{CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I}": "i", "\N{CYRILLIC SMALL LETTER JE}": "j",
    "\N{CYRILLIC SMALL LETTER SHHA}": "h", "\N{CYRILLIC SMALL LETTER PALOCHKA}": "l",
    "\N{CYRILLIC SMALL LIGATURE A IE}": "æ", "\N{CYRILLIC SMALL LETTER SCHWA}": "ə",
    "\N{GREEK CAPITAL LETTER ALPHA}": "A", "\N{GREEK CAPITAL LETTER BETA}": "B",
    "\N{GREEK CAPITAL LETTER EPSILON}": "E", "\N{GREEK CAPITAL LETTER ZETA}": "Z",
    "\N{GREEK CAPITAL LETTER ETA}": "H", "\N{GREEK CAPITAL LETTER IOTA}": "I",
    "\N{GREEK CAPITAL LETTER KAPPA}": "K", "\N{GREEK CAPITAL LETTER MU}": "M",
    "\N{GREEK CAPITAL LETTER NU}": "N", "\N{GREEK CAPITAL LETTER OMICRON}": "O",
    "\N{GREEK CAPITAL LETTER RHO}": "P", "\N{GREEK CAPITAL LETTER TAU}": "T",
    "\N{GREEK CAPITAL LETTER UPSILON}": "Y", "\N{GREEK CAPITAL LETTER CHI}": "X",
    "\N{GREEK LETTER DIGAMMA}": "F", "\N{GREEK CAPITAL LETTER YOT}": "J",
    "\N{GREEK CAPITAL LUNATE SIGMA SYMBOL}": "C",
    "\N{GREEK SMALL LETTER ALPHA}": "a", "\N{GREEK SMALL LETTER GAMMA}": "y",
    "\N{GREEK SMALL LETTER IOTA}": "i", "\N{GREEK SMALL LETTER NU}": "v",
    "\N{GREEK SMALL LETTER OMICRON}": "o", "\N{GREEK SMALL LETTER RHO}": "p",
    "\N{GREEK LUNATE SIGMA SYMBOL}": "c", "\N{GREEK LETTER YOT}": "j",
    **dict.fromkeys(
        "\N{RIGHT SINGLE QUOTATION MARK}\N{LEFT SINGLE QUOTATION MARK}\N{MODIFIER LETTER APOSTROPHE}"
        "\N{MODIFIER LETTER TURNED COMMA}\N{MODIFIER LETTER PRIME}\N{PRIME}",
        "'",
    ),
    **dict.fromkeys("\N{HYPHEN}\N{FIGURE DASH}\N{EN DASH}\N{MINUS SIGN}", "-"),
}
"""Letters of other scripts, and punctuation, that the fonts draw as a Latin letter or as ' and
-: the unmistakable pairs of UTS #39's confusables among the characters the fonts print."""
_AS_LATIN = str.maketrans(LOOK_ALIKE)


@lru_cache(maxsize=4096)
def script(char: str) -> str | None:
    """The script of a letter (LATIN, CYRILLIC, HAN…), or None: not a letter, or one of every
    script's."""
    if not unicodedata.category(char).startswith("L"):
        return None
    base = unicodedata.normalize("NFKD", char)[0]
    word = unicodedata.name(base, "").partition(" ")[0]
    word = _SCRIPT_WORDS.get(word, word)
    return word if word and word not in _NO_SCRIPT else None


def intruder(name: str) -> str | None:
    """The first letter of `name` whose script is not the name's own, or None (see the rule
    above)."""
    if name.isascii():
        return None
    letters = [(char, found) for char in name if char.isalpha() and (found := script(char)) is not None]
    if len({found for _char, found in letters}) < 2:
        return None
    counts = Counter(found for _char, found in letters)
    own = max(counts, key=lambda found: counts[found])  # the first of the most frequent
    together = _WRITTEN_TOGETHER if own in _WRITTEN_TOGETHER else frozenset({own})
    return next((char for char, found in letters if found not in together), None)


def reading(name: str) -> str:
    """`name` as a reader sees it: two names that read the same cannot be told apart."""
    if name.isascii():
        return name.lower()
    mapped = unicodedata.normalize("NFD", name).translate(_AS_LATIN)
    return unicodedata.normalize("NFKD", unicodedata.normalize("NFKD", mapped).casefold())


def first_difference(name: str, other: str) -> tuple[str, str]:
    """The first character of `name` that is not its place's in `other`, and that one, for two
    names that read the same but differ by more than capitals."""
    pairs = zip(name, other)
    return next((char, like) for char, like in pairs if char.casefold() != like.casefold())
