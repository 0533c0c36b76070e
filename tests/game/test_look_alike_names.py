"""Names that look the same on paper are refused where they enter, naming the character; names
written wholly in another script, or with accents however they were typed, are not (issue 23,
item 12)."""

import unicodedata
from collections.abc import Iterator

import pytest

from papayoo_print.errors import UserError
from papayoo_print.facts import Paper
from papayoo_print.form.sheet_code import SheetCode, code_players
from papayoo_print.game.look_alike import LOOK_ALIKE, intruder, reading, script
from papayoo_print.game.reading import read_game, read_players
from papayoo_print.game.values import find_player, normalize_name, split_names
from papayoo_print.resources import printable_characters
from papayoo_print.words import Language, speaking


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    with speaking(Language.en):
        yield


def problems(names: list[str]) -> list[str]:
    with pytest.raises(UserError) as refused:
        read_players(names)
    return [problem.message for problem in refused.value.problems]


def test_the_issues_players_are_refused_naming_the_cyrillic_letter() -> None:
    with pytest.raises(UserError) as refused:
        read_game({"players": ["Anna", "\u0410nna", "Bob"]})
    [problem] = refused.value.problems
    assert problem.path == ("players", 1)
    assert problem.message == (
        "player 'Аnna': U+0410 CYRILLIC CAPITAL LETTER A is not of the same alphabet as the rest of the name"
    )


@pytest.mark.parametrize(
    "names",
    [
        ["Ζωή", "Анна", "Ólafur", "Zoé", "Íñigo", "Nguyễn", "Jean-Marc", "O'Brien"],
        ["Zoe\u0301", "Ñ\u0303o", "Ё\u0301ж", "Mª José", "Łukasz", "Þóra", "Αλέξανδρος", "Dž"],
        ["Ζωή", "Ζαχαρίας", "Анна", "Ана", "Kaʻiulani", "Léa 2", "Ǆemal", "Ərəstun"],
    ],
)
def test_names_in_one_script_or_with_accents_are_accepted(names: list[str]) -> None:
    assert read_players(names) == tuple(unicodedata.normalize("NFC", name) for name in names)


@pytest.mark.parametrize(
    "name", ["李雷", "山田はなこ", "ヤマダ花子", "김민준", "Li Lei 李雷", "陳ㄅㄆ", "Ζωή", "Анна"]
)
def test_names_of_the_scripts_written_together_have_no_intruder(name: str) -> None:
    assert intruder(name) is None


@pytest.mark.parametrize(
    ("name", "odd"),
    [
        ("\u0410nna", "\u0410"),  # the Cyrillic А among Latin letters
        ("Ann\u0430", "\u0430"),  # a small one, last
        ("Zo\u0435 Ba\u0441on", "\u0435"),  # the first of two
        ("Анна Lee", "L"),  # Cyrillic the more
        ("\u0410n", "n"),  # a tie: the first letter's script is the name's
        ("\u039flga", "\u039f"),  # Greek Ο
        ("李Анна", "李"),  # Han does not go with Cyrillic
        ("Jeanµ", "µ"),  # the micro sign is a Greek mu
    ],
)
def test_a_name_mixing_scripts_names_its_first_intruding_letter(name: str, odd: str) -> None:
    assert intruder(name) == odd


def test_letters_of_every_script_and_letters_in_another_form_have_their_script() -> None:
    assert [script(char) for char in "aЖλ李はカ김ʼ1 ́"] == [
        "LATIN", "CYRILLIC", "GREEK", "HAN", "HIRAGANA", "KATAKANA", "HANGUL", None, None, None, None
    ]
    assert script("Ａ") == script("𝐀") == script("ª") == "LATIN"


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Coe", "Сое", "Bob"], "player 'Сое' can be mistaken for Coe: U+0421 CYRILLIC CAPITAL LETTER ES"
         " looks like U+0043 LATIN CAPITAL LETTER C"),
        (["ΑΝΝΑ", "Anna", "Bob"], "player 'Anna' can be mistaken for ΑΝΝΑ: U+0041 LATIN CAPITAL LETTER A"
         " looks like U+0391 GREEK CAPITAL LETTER ALPHA"),
        (["O'Brien", "O’Brien", "Bob"], "player 'O’Brien' can be mistaken for O'Brien: U+2019 RIGHT SINGLE"
         " QUOTATION MARK looks like U+0027 APOSTROPHE"),
        (["Jean-Luc", "Jean–Luc", "Bob"], "player 'Jean–Luc' can be mistaken for Jean-Luc: U+2013 EN DASH"
         " looks like U+002D HYPHEN-MINUS"),
        (["Ma José", "Mª José", "Bob"], "player 'Mª José' can be mistaken for Ma José: U+00AA FEMININE"
         " ORDINAL INDICATOR looks like U+0061 LATIN SMALL LETTER A"),
        (["Zoë", "Zoё", "Bob"], "player 'Zoё': U+0451 CYRILLIC SMALL LETTER IO is not of the same alphabet"
         " as the rest of the name"),
    ],
)
def test_two_names_that_read_the_same_are_refused_naming_a_character(names: list[str], message: str) -> None:
    assert problems(names) == [message]


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("Ａｎｎａ", "Anna"),  # fullwidth, as a Chinese or Japanese keyboard types it
        ("𝐀nna", "Anna"),  # a styled letter
        ("ℍugo", "Hugo"),
        ("ﬁona", "fiona"),  # a ligature
        ("Ĳsbrand", "IJsbrand"),
        ("Jean\u00a0Marc", "Jean Marc"),  # a no-break space
        ("Jean\u202f\u2009 Marc", "Jean Marc"),  # spaces in a row: one
        ("\u3000Léa\u3000", "Léa"),  # the ideographic space, around
        ("Jean\u2011Marc", "Jean\u2010Marc"),  # a no-break hyphen
        ("Mª José", "Mª José"),  # a form that says something stays
        ("Bob²", "Bob²"),
        ("ǅemal", "ǅemal"),
    ],
)
def test_other_drawings_of_letters_and_spaces_are_kept_as_the_letters(typed: str, kept: str) -> None:
    assert normalize_name(typed) == kept


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Ａnna", "Anna", "Bob"], "player 'Anna' is listed twice"),
        (["𝐀nna", "Anna", "Bob"], "player 'Anna' is listed twice"),
        (["ﬁona", "Fiona", "Bob"], "player 'Fiona' is listed twice"),
        (["A\u00a0B", "A B", "Bob"], "player 'A B' is listed twice"),
        (["Jean  Marc", "Jean Marc", "Bob"], "player 'Jean Marc' is listed twice"),
        (["An\u200dna", "Anna", "Bob"], "player 'An\\u200dna': U+200D ZERO WIDTH JOINER is an invisible"
         " character: remove it"),
        (["An\u034fna", "Anna", "Bob"], "player 'An\u034fna': U+034F COMBINING GRAPHEME JOINER is an"
         " invisible character: remove it"),
        (["Anna\ufe0f", "Anna", "Bob"], "player 'Anna\ufe0f': U+FE0F VARIATION SELECTOR-16 is an invisible"
         " character: remove it"),
        (["An\u2028na", "Anna", "Bob"], "player 'An\\u2028na': U+2028 LINE SEPARATOR is a control character"),
    ],
)
def test_names_differing_by_invisible_or_width_characters_are_refused(names: list[str], message: str) -> None:
    assert message in problems(names)


def test_a_name_given_in_a_round_that_only_looks_like_a_players_is_refused() -> None:
    players = ("Anna", "Bob", "Cid")
    assert find_player("\u0410nna", players) == (
        "'Аnna' only looks like Anna: U+0410 CYRILLIC CAPITAL LETTER A looks like U+0041 LATIN CAPITAL"
        " LETTER A"
    )
    assert find_player("Ａｎｎａ", players) == 0  # the same letters, drawn wide
    with pytest.raises(UserError) as refused:
        read_game({"players": list(players), "rounds": [{"scores": {"Anna": 100, "B\u043eb": 100, "Cid": 50},
                                                         "papayoo": "\u0421id"}]})
    assert [problem.message for problem in refused.value.problems] == [
        "papayoo: 'Сid' only looks like Cid: U+0421 CYRILLIC CAPITAL LETTER ES looks like U+0043 LATIN"
        " CAPITAL LETTER C",
        "'Bоb' only looks like Bob: U+043E CYRILLIC SMALL LETTER O looks like U+006F LATIN SMALL LETTER O",
        "Bob is missing",
    ]


def test_names_typed_on_one_line_split_at_a_fullwidth_comma_too() -> None:
    assert split_names("Ａｎｎａ，Bob,Cid") == ["Ａｎｎａ", "Bob", "Cid"]
    assert read_players(split_names("Ａｎｎａ，Bob,Cid")) == ("Anna", "Bob", "Cid")


def sheet_code(names: tuple[str, ...]) -> SheetCode:
    return SheetCode(Paper.a4, Language.fr, len(names) or None, 18, None, 1, 0, None, names, bool(names))


def test_a_sheet_codes_names_are_checked_as_a_game_files() -> None:
    assert code_players(sheet_code(("Léa", "Zoe\u0301", "Ａnna"))) == ("Léa", "Zoé", "Anna")
    assert code_players(sheet_code(())) == ()
    with pytest.raises(UserError) as refused:
        code_players(sheet_code(("Anna", "\u0410nna", "Bob")))
    [problem] = refused.value.problems
    assert problem.subject == "the sheet's QR code"
    assert problem.message.startswith("player 'Аnna': U+0410 CYRILLIC CAPITAL LETTER A is not")


def test_the_look_alike_table_maps_letters_the_fonts_print_to_latin_ones() -> None:
    printable = printable_characters()
    for char, like in LOOK_ALIKE.items():
        assert ord(char) in printable and all(ord(each) in printable for each in like), char
        if script(char) is not None:
            assert script(char) in ("CYRILLIC", "GREEK") and script(like) == "LATIN", char
        assert reading(char) == reading(like)
