"""The HTML parser's regular expressions for runs of characters, built once each, as it intends.

WeasyPrint parses a document's HTML with tinyhtml5. To read a run of characters up to (or made
of) a given few, its input stream builds a regular expression and keeps it in a cache keyed by
those characters; but in tinyhtml5 2.0.0 and 2.1.0 the chained assignment that stores it
rebinds the key's variable first, so each expression is stored under itself and never found
again. Every call builds its expression anew: some 2,700 times for a season's report, half of
the parse. The cache is replaced here by one that builds a missing expression exactly as
tinyhtml5 does and keeps it under the key it is looked up by; only in the releases known to have
the flaw, since the cache is tinyhtml5's own business: any other is left as it is.
"""

import re
from typing import Any

FLAWED = ("2.0.0", "2.1.0")
"""The releases of tinyhtml5 whose input stream caches its expressions under the wrong key."""


class CharacterRuns(dict[tuple[Any, bool], re.Pattern[str]]):
    """tinyhtml5's cache of the expression for a run of `characters`, or, with `opposite`, of
    anything but them, built when first asked for."""

    def __missing__(self, key: tuple[Any, bool]) -> re.Pattern[str]:
        characters, opposite = key
        listed = "".join(f"\\x{ord(character):02x}" for character in characters)
        self[key] = expression = re.compile(f"[{listed}]+" if opposite else f"[^{listed}]+")
        return expression


def cache_character_runs() -> None:
    """Give tinyhtml5's input stream a cache that finds what it stores, where it has the flaw."""
    import tinyhtml5
    from tinyhtml5 import inputstream

    if getattr(tinyhtml5, "__version__", None) in FLAWED:
        inputstream.characters_until_regex = CharacterRuns()
