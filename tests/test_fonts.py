"""The committed fonts can print every word the catalogs hold, in both weights."""

from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from papayoo_print.fonts import BOLD, REGULAR, font_path, unprintable
from papayoo_print.i18n import DOMAIN, Language
from papayoo_print.paths import LOCALE_DIR, fonts_dir
from papayoo_print.rules import Suit


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


def test_names_in_many_scripts_are_printable() -> None:
    assert unprintable("Léa Iñaki Ðorđe Åsa Łucja Şule Νίκος Жанна Nguyễn Ștefan") == ""
    assert unprintable("Max 🦊 ☃") == "🦊☃"
