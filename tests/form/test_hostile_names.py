"""Names that hyphenate badly, tried on the sheet's own breaker: no vowel, accents typed apart
from their letters, a dotted capital I, an apostrophe, a box that lets one syllable in; and the
sheet's code when eight names of twelve letters do not fit it."""

import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from papayoo_print.facts import Paper
from papayoo_print.form.fonts import register_reportlab_fonts
from papayoo_print.form.pen import measure
from papayoo_print.form.sheet_code import MAX_CODE_BYTES, SheetCode, parse
from papayoo_print.form.text_fit import NameFit, syllable_breaks
from papayoo_print.resources import BOLD
from papayoo_print.words import Language

register_reportlab_fonts()
BOLD_WIDTH = measure(BOLD)
MM = 72 / 25.4


def hyphenated(word: str) -> str:
    return "".join(("-" if index in syllable_breaks(word) else "") + char for index, char in enumerate(word))


def test_syllables_are_told_by_their_letters_whatever_their_accents() -> None:
    assert hyphenated("Małgorzata") == "Mał-gor-zata"
    assert hyphenated("İbrahimović") == "İbra-hi-mo-vić"  # İ is two letters in lower case
    assert hyphenated("Ευαγγελία") == "Ευαγ-γε-λία"
    assert hyphenated("Krzysztofiak") == "Krzysz-to-fiak"


def test_accents_typed_apart_stay_on_their_letter() -> None:
    decomposed = unicodedata.normalize("NFD", "Ñandúñoñería")
    assert hyphenated(decomposed) == unicodedata.normalize("NFD", "Ñan-dú-ño-ñe-ría")


def test_a_box_too_narrow_for_a_syllable_takes_a_smaller_size_not_a_letter_break() -> None:
    fit = NameFit("Schwarzenberger", BOLD_WIDTH)
    width, height = 14 * MM, 9 * MM
    lines = fit.at(width, height, fit.size(width, height, 10, 6))
    assert lines == ["Schwar-", "zenber-", "ger"]


def test_a_word_cut_between_letters_keeps_two_on_each_side_and_its_apostrophe() -> None:
    for name, room in (("Ñandú-Ñoño", 3.6), ("d'Artagnanne", 3.2), ("Brzmkrtschwl", 3.4)):
        fit = NameFit(name, BOLD_WIDTH)
        spans = fit.lines(room)
        lines = [fit.shown(start, end) for start, end in spans]
        assert "".join(name[start:end] for start, end in spans) == name and len(lines) > 1
        assert all(len(line.rstrip("-")) >= 2 for line in lines), lines
        assert not any(line.endswith("'-") or line.startswith("'") for line in lines), lines


ACCENTED = "aeuNnrtsz \u0301\u0303\u0308-'"
"""Letters, accents typed apart from them, a space, a hyphen and an apostrophe."""


def accents_on_letters(name: str) -> bool:
    return all(before.isalpha() for before, char in zip(" " + name, name) if unicodedata.combining(char))


@settings(max_examples=150, deadline=None)
@given(st.text(st.sampled_from(ACCENTED), min_size=2, max_size=30).filter(accents_on_letters))
def test_no_line_starts_with_an_accent(name: str) -> None:
    fit = NameFit(name, BOLD_WIDTH)
    for start, end in fit.lines(2.5):
        assert not unicodedata.combining(name[start]), (name, start)
        assert end > start


def test_eight_names_of_twelve_cyrillic_letters_are_left_out_of_the_code_whole() -> None:
    names = ("Александрина", "Константинов", "Владимировна", "Святославова", "Ярославовна",
             "Мстиславович", "Всеволодович", "Евгениевична")
    code = SheetCode(Paper.a4, Language.de, 8, 18, 18, 1, 0, 12, names, True)
    assert len(code.text().encode()) <= MAX_CODE_BYTES
    read = parse(code.text())
    assert read is not None and read.names == () and read.names_printed
