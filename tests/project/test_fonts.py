"""The committed fonts can print every word the catalogs hold, in both weights."""

import random

from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont
from reportlab.pdfbase.pdfmetrics import stringWidth

from papayoo_print.documents.chart_frame import text_width
from papayoo_print.facts import Suit
from papayoo_print.form.fonts import register_reportlab_fonts
from papayoo_print.game.values import unprintable
from papayoo_print.resources import BOLD, LOCALE_DIR, REGULAR, font_path, fonts_dir, printable_characters
from papayoo_print.words import DOMAIN, Language


def catalog_characters() -> set[str]:
    characters: set[str] = set()
    for language in Language:
        with open(LOCALE_DIR / language.value / "LC_MESSAGES" / f"{DOMAIN}.po", "rb") as po:
            for message in read_po(po):
                forms = message.string if isinstance(message.string, tuple) else (message.string,)
                for form in forms:
                    characters.update(form)
    return characters


def test_every_catalog_character_and_suit_is_in_both_fonts() -> None:
    wanted = catalog_characters() | {suit.symbol for suit in Suit} | {"\u00a0", "\u202f"}
    wanted -= {"\n"}
    for name in (REGULAR, BOLD):
        cmap = TTFont(font_path(name)).getBestCmap()
        missing = sorted(char for char in wanted if ord(char) not in cmap)
        assert missing == [], f"{name} lacks {missing}"


def test_the_licence_travels_with_the_fonts() -> None:
    licence = (fonts_dir() / "LICENSE").read_text()
    assert "Bitstream Vera" in licence and "DejaVu" in licence


def test_the_printable_characters_are_those_both_fonts_map() -> None:
    """The tool reads the fonts' character maps itself (no PDF engine for `game check`): the same
    set as fontTools reads."""
    maps = [set(TTFont(font_path(name)).getBestCmap()) for name in (REGULAR, BOLD)]
    assert printable_characters() == maps[0] & maps[1]


def test_the_charts_measure_text_as_reportlab_does() -> None:
    """The documents' charts read the fonts' advances themselves, without ReportLab: the same
    widths, to the last bit, for every character both fonts draw and one neither does."""
    register_reportlab_fonts()
    characters = [chr(point) for point in sorted(printable_characters())] + ["\U0001f98a"]
    deal = random.Random(3)
    texts = characters + ["".join(deal.choices(characters, k=deal.randint(2, 40))) for _ in range(500)]
    for bold, name in ((False, REGULAR), (True, BOLD)):
        assert [text_width(text, 3.0, bold=bold) for text in texts] == [
            stringWidth(text, name, 3.0) for text in texts
        ]


def test_names_in_many_scripts_are_printable() -> None:
    assert unprintable("Léa Iñaki Ðorđe Åsa Łucja Şule Νίκος Жанна Nguyễn Ștefan") is None
    assert unprintable("Max 🦊 ☃") == "the font cannot print 🦊 (U+1F98A), ☃ (U+2603)"
    assert unprintable("Lé\u200da") == "U+200D ZERO WIDTH JOINER is an invisible character: remove it"
    assert unprintable("Zoé\x1b[31m") == "U+001B is a control character"
