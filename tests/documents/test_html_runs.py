"""The HTML parser's cache of expressions finds what it stores (html_runs.py), and the parse is
the same as with tinyhtml5's own."""

import re
import xml.etree.ElementTree as ElementTree

import pytest
import tinyhtml5
from tinyhtml5 import inputstream

import papayoo_print.documents.engine  # noqa: F401  (what mends the cache, as a document does)
from papayoo_print.documents.html_runs import FLAWED, CharacterRuns, cache_character_runs

TRICKY = """<!DOCTYPE html><html lang="fr"><head><title>Léa &amp; Hugo</title>
<style>td { content: "<b>"; }</style></head><body>
<!-- a comment -- with dashes --><p class='a "b"' data-x="it's">Zoé &lt;b&gt; &eacute; &#233; \u0000 x</p>
<table><tr><td>1</td><td title=unquoted>2 &notin; 3</td></tr></table>
<svg viewBox="0 0 10 10"><![CDATA[ raw <text> ]]><path d="M0,0 l1,1"/><text x="1">Íñigo</text></svg>
<script>if (a < b && c > d) {}</script><textarea>  <b>kept</b></textarea><pre>
 spaced	tab</pre><p>Anne-Sophie de La Tour-Maubourg]]> > end
"""


def parsed(html: str) -> bytes:
    return ElementTree.tostring(tinyhtml5.parse(html))


def test_each_expression_is_kept_under_the_characters_it_is_for() -> None:
    cache = inputstream.characters_until_regex
    assert isinstance(cache, CharacterRuns)
    parsed(TRICKY)
    entries = dict(cache)
    assert entries and not any(isinstance(characters, re.Pattern) for characters, _opposite in entries)
    parsed(TRICKY * 3)
    assert dict(cache) == entries


def test_the_parse_is_the_same_as_with_tinyhtml5s_own_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    mended = parsed(TRICKY)
    monkeypatch.setattr(inputstream, "characters_until_regex", {})
    assert parsed(TRICKY) == mended
    assert b"Zo&#233; &lt;b&gt; &#233; &#233;" in mended
    assert b"Anne-Sophie de La Tour-Maubourg]]&gt;" in mended


def test_another_release_of_tinyhtml5_keeps_its_own_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    own: dict[object, object] = {}
    monkeypatch.setattr(inputstream, "characters_until_regex", own)
    monkeypatch.setattr(tinyhtml5, "__version__", "2.2.0")
    cache_character_runs()
    assert inputstream.characters_until_regex is own
    monkeypatch.setattr(tinyhtml5, "__version__", FLAWED[-1])
    cache_character_runs()
    assert isinstance(inputstream.characters_until_regex, CharacterRuns)
