"""CSV both ways: what spreadsheets write is read (encodings, delimiters, a round column, a total
row, the Papayoo's taker and the suit), and `game export` writes what reads back the same."""

import datetime
import unicodedata
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from papayoo_print.errors import UserError
from papayoo_print.facts import MAX_NAME_LENGTH, Suit
from papayoo_print.game.csv_export import export_csv
from papayoo_print.game.csv_file import csv_game
from tests.support import import_csv
from papayoo_print.game.csv_text import CP1252, UTF8, UTF16, decode_csv
from papayoo_print.game.model import Game, Round
from papayoo_print.game.reading import read_game
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language
from tests.game.test_round_trip import PRINTABLE, TRICKY
from tests.support import EXAMPLE, GAMES, points_of_a_round

SEED = "Léa;Hugo;Chloé;Nathan\n27;71;58;94\n84;12;107;47\n"
"""The first two rounds of the seed game (the example file)."""


def table(game: Game) -> Game:
    """What a CSV holds of a game: the players and each round's points, taker and suit."""
    rounds = tuple(Round(round_.points, round_.papayoo, round_.suit) for round_ in game.rounds)
    return Game(game.players, rounds)


def read(content: str | bytes) -> Game:
    data = content.encode("utf-8") if isinstance(content, str) else content
    return csv_game(decode_csv(data, "night.csv")[0], "night.csv")


def problems(content: str | bytes) -> list[str]:
    """Each problem as `line: message` (the round and player, where the printer adds them)."""
    with pytest.raises(UserError) as raised:
        read(content)
    lines = []
    for problem in raised.value.problems:
        assert problem.file == "night.csv"
        place = [f"round {problem.round}, {problem.player}" if problem.round and problem.player
                 else f"round {problem.round}" if problem.round else ""]
        lines.append(": ".join([str(problem.line), *filter(None, place), problem.message]))
    return lines


def points(game: Game) -> list[tuple[int, ...]]:
    return [round_.points for round_ in game.rounds]


# --- What reads back: the property ----------------------------------------------------------------

COLUMN_WORDS = ["Round", "Manche", "Mano", "#", "No", "N°", "Total", "Summe", "Σ", "Papayoo", "Suit",
                "Couleur", "Palo", "Dado", "=1+1", "@Hugo", "-Léa", "+33", "'quoted", "'=x", "a;b", "a,b",
                'say "hi"', "\tx", "007", "1 234"]


@st.composite
def csv_games(draw: st.DrawFn) -> dict:
    """A valid game's data, names of any printable text (the column words among them), rounds
    with and without the Papayoo's taker and the suit, some of them card by card."""
    text = st.one_of(
        st.sampled_from(TRICKY + COLUMN_WORDS), st.text(PRINTABLE, min_size=1, max_size=MAX_NAME_LENGTH)
    )
    names = draw(st.lists(text, min_size=3, max_size=8))
    rounds = []
    for _ in range(draw(st.integers(0, 4))):
        scores, taker = draw(points_of_a_round(len(names)))
        round_data: dict = {"scores": dict(zip(names, scores))}
        if draw(st.booleans()):
            round_data["papayoo"] = names[taker]
        if draw(st.booleans()):
            round_data["suit"] = draw(st.sampled_from(Suit)).value
        rounds.append(round_data)
    if rounds and draw(st.booleans()):
        cards = {name: list(range(1, 21)) if index == 0 else [] for index, name in enumerate(names)}
        rounds[0] = {"cards": cards, "papayoo": names[-1]}
    language = draw(st.one_of(st.none(), st.sampled_from(Language)))
    return {"title": "Friday", "date": "2026-11-29", "language": language and language.value,
            "players": names, "rounds": rounds}


def valid(data: dict) -> Game:
    keys = [unicodedata.normalize("NFC", name.strip()).casefold() for name in data["players"]]
    assume(len(set(keys)) == len(keys) and all(keys))
    try:
        return read_game(data)
    except UserError:
        assume(False)
        raise


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(csv_games(), st.sampled_from(Language))
@example({"players": ["Round", "Papayoo", "Suit"], "rounds": []}, Language.en)
@example({"players": ["Manche", "Total", "Couleur"], "rounds": [], "language": "fr"}, Language.fr)
@example({"players": ["=1+1", "'=x", "@Hugo"], "rounds": [{"scores": {"=1+1": 250, "'=x": 0, "@Hugo": 0},
                                                            "papayoo": "=1+1"}]}, Language.es)
@example({"players": ["Mano", "Léa", "Suit"], "rounds": [{"scores": {"Mano": 0, "Léa": 250, "Suit": 0}}]},
         Language.it)
def test_any_valid_game_reads_back_the_same(data: dict, language: Language) -> None:
    game = valid(data)
    exported = export_csv(game, language)
    assert read(exported) == table(game), exported.decode("utf-8-sig")
    assert read(export_csv(game, language, bom=False)) == table(game)


def test_the_example_through_files(tmp_path: Path) -> None:
    game = load_game(EXAMPLE)
    path = tmp_path / "night.csv"
    path.write_bytes(export_csv(game, Language.fr))
    assert import_csv(path) == table(game)


# --- What spreadsheets write -----------------------------------------------------------------------

FIXTURES = sorted((GAMES / "csv").glob("*.csv"))


@pytest.mark.parametrize("path", FIXTURES, ids=[path.stem for path in FIXTURES])
def test_spreadsheet_files_read_as_the_seed_game(path: Path) -> None:
    """Excel (French CSV, Spanish Unicode text, Italian CSV UTF-8), LibreOffice and Google Sheets:
    the seed game, with its takers and its suit where the sheet has them."""
    expected = table(load_game(EXAMPLE))
    if path.stem == "google-sheets-en":
        expected = Game(expected.players, tuple(Round(round_.points) for round_ in expected.rounds))
    assert import_csv(path) == expected


@pytest.mark.parametrize(
    ("data", "encoding"),
    [
        ("Léa;Hugo;Chloé\n200;10;40\n".encode("cp1252"), CP1252),
        ("Léa;Hugo;Chloé\n200;10;40\n".encode(), UTF8),
        ("Léa;Hugo;Chloé\n200;10;40\n".encode("utf-8-sig"), UTF8),
        ("Léa\tHugo\tChloé\r\n200\t10\t40\r\n".encode("utf-16"), UTF16),
        (b"\xff\xfe" + "Léa\tHugo\tChloé\r\n200\t10\t40\r\n".encode("utf-16-le"), UTF16),
        (b"\xfe\xff" + "Léa\tHugo\tChloé\r\n200\t10\t40\r\n".encode("utf-16-be"), UTF16),
    ],
    ids=["cp1252", "utf-8", "utf-8-bom", "utf-16", "utf-16-le", "utf-16-be"],
)
def test_encodings(data: bytes, encoding: str) -> None:
    _text, read_as = decode_csv(data, "night.csv")
    assert read_as == encoding
    assert read(data).players == ("Léa", "Hugo", "Chloé")


def test_cp1252_has_its_own_letters() -> None:
    game = read("Œdipe;Zoë;Šimon;Ÿves\n200;10;40;0\n".encode("cp1252"))
    assert game.players == ("Œdipe", "Zoë", "Šimon", "Ÿves")


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"L\xe9a;Hugo\n\x81;10\n",
         "2: the byte 0x81 is neither UTF-8 nor Windows-1252 text: save the file as CSV UTF-8"),
        ("Léa;Hugo\n".encode() + b"Chlo\xe9\n", "2: the file is not UTF-8 text"),
        (b"\xef\xbb\xbfL\xe9a;Hugo\n", "1: the file is not UTF-8 text"),
        (b"\xff\xfe" + "Léa\n".encode("utf-16-le") + b"\x00", "2: the file is not UTF-16 text"),
    ],
    ids=["undefined-in-cp1252", "utf-8-and-a-stray-byte", "bom-but-not-utf-8", "utf-16-cut-short"],
)
def test_bytes_that_are_not_text(data: bytes, expected: str) -> None:
    with pytest.raises(UserError) as raised:
        decode_csv(data, "night.csv")
    (problem,) = raised.value.problems
    assert f"{problem.line}: {problem.message}" == expected


@pytest.mark.parametrize("start", [b"PK\x03\x04\x14\x00", b"\xd0\xcf\x11\xe0\xa1\xb1"], ids=["xlsx", "xls"])
def test_a_spreadsheet_file_is_not_csv(start: bytes) -> None:
    with pytest.raises(UserError, match="spreadsheet's own file, not CSV: save it as CSV UTF-8 first"):
        decode_csv(start + b"\x00" * 10, "night.xlsx")


@pytest.mark.parametrize(
    "content",
    [
        "Léa,Hugo,Chloé\n200,10,40\n",
        "Léa;Hugo;Chloé\n200;10;40\n",
        "Léa\tHugo\tChloé\n200\t10\t40\n",
        "sep=,\nLéa,Hugo,Chloé\n200,10,40\n",
        "SEP=;\r\nLéa;Hugo;Chloé\r\n200;10;40\r\n",
        '"Léa";"Hugo";"Chloé"\n"200";"10";"40"\n',
        "Léa, Hugo, Chloé\n200, 10, 40\n",
        "Léa;Hugo;Chloé\r200;10;40\r",
    ],
    ids=["comma", "semicolon", "tab", "sep-comma", "sep-semicolon", "quoted", "spaces", "old-mac-lines"],
)
def test_delimiters(content: str) -> None:
    game = read(content)
    assert game.players == ("Léa", "Hugo", "Chloé") and points(game) == [(200, 10, 40)]


def test_the_delimiter_is_the_one_that_splits_the_header_most() -> None:
    assert read("Dupont, Léa;Hugo;Chloé\n200;10;40\n").players == ("Dupont, Léa", "Hugo", "Chloé")
    assert read('"Dupont; Léa",Hugo,Chloé\n200,10,40\n').players == ("Dupont; Léa", "Hugo", "Chloé")


# --- A column of round numbers ---------------------------------------------------------------------

ROUND_HEADINGS = ["Manche", "MANCHE", "Ronda", "Round", "Runde", "Mano", "Partie", "Partita", "#", "No",
                  "No.", "N°", "Nº", "Nr.", "Número", ""]


@pytest.mark.parametrize("heading", ROUND_HEADINGS)
def test_a_round_column(heading: str) -> None:
    game = read(f"{heading};Léa;Hugo;Chloé;Nathan\n1;27;71;58;94\n2;84;12;107;47\n")
    assert game.players == ("Léa", "Hugo", "Chloé", "Nathan")
    assert points(game) == [(27, 71, 58, 94), (84, 12, 107, 47)]


def test_a_player_called_like_a_round_column() -> None:
    game = read("Mano;Léa;Hugo\n200;10;40\n0;250;0\n")
    assert game.players == ("Mano", "Léa", "Hugo") and points(game) == [(200, 10, 40), (0, 250, 0)]


def test_round_numbers_count_up() -> None:
    content = "Manche;Léa;Hugo;Chloé\n1;200;10;40\n3;0;250;0\n;10;200;40\nIII;250;0;0\n"
    assert problems(content) == [
        "3: the round column says '3', but this is round 2",
        "4: the round number is missing: this is round 3",
        "5: the round column says 'III', but this is round 4",
    ]


# --- A total row ---------------------------------------------------------------------------------

@pytest.mark.parametrize("label", ["Total", "TOTAL", "Totale", "Totaux", "Gesamt", "Summe", "Σ", "Total:",
                                   ""])
def test_a_total_row_with_a_round_column(label: str) -> None:
    game = read(f"Manche;Léa;Hugo;Chloé\n1;200;10;40\n2;0;250;0\n{label};200;260;40\n")
    assert points(game) == [(200, 10, 40), (0, 250, 0)]


@pytest.mark.parametrize("total", ["Total;260;40", "200;260;40"], ids=["labelled", "adding-up"])
def test_a_total_row_without_a_round_column(total: str) -> None:
    game = read(f"Léa;Hugo;Chloé\n200;10;40\n0;250;0\n{total}\n")
    assert points(game) == [(200, 10, 40), (0, 250, 0)]


def test_a_round_that_makes_250_is_no_total() -> None:
    assert len(read("Léa;Hugo;Chloé\n200;10;40\n0;250;0\n10;200;40\n").rounds) == 3
    assert problems("Manche;Léa;Hugo;Chloé\n1;200;10;40\n2;0;250;0\n;10;200;40\n") == [
        "4: the round number is missing: this is round 3"
    ]


def test_the_total_row_is_checked() -> None:
    content = "Manche;Léa;Hugo;Chloé\n1;200;10;40\n2;0;250;0\nTotal;200;251;39\n"
    assert problems(content) == [
        "4: the total for Hugo is 251, but the rounds add up to 260",
        "4: the total for Chloé is 39, but the rounds add up to 40",
    ]
    assert problems("Manche;Léa;Hugo;Chloé\n1;200;10;40\nTotal;200;ten;40\n") == [
        "3: the total for Hugo is 'ten', but the rounds add up to 10"
    ]


def test_totals_as_a_french_sheet_shows_them() -> None:
    rows = "".join(f"{number};250;0;0\n" for number in range(1, 6))
    game = read(f"Manche;Léa;Hugo;Chloé\n{rows}Total;1\u202f250;;0\n")
    assert game.totals == (1250, 0, 0)


# --- Who took the Papayoo, and the suit -------------------------------------------------------------

def test_taker_and_suit_columns_as_people_type_them() -> None:
    game = read(
        "Manche;Léa;Hugo;Chloé;Papayoo;Couleur\n"
        "1;200;10;40;lea;cœur\n2;0;250;0;HUGO;♥\n3;10;200;40;Chloe;Corazones\n4;250;0;0;;\n5;0;0;250\n"
    )
    assert [(round_.papayoo, round_.suit) for round_ in game.rounds] == [
        (0, Suit.hearts), (1, Suit.hearts), (2, Suit.hearts), (None, None), (None, None)
    ]


@pytest.mark.parametrize(
    "heading", ["Suit", "couleur", "Palo", "Farbe", "Seme", "Colore", "Dé", "Dado", "Die", "Würfel"]
)
def test_suit_headings(heading: str) -> None:
    assert read(f"Léa;Hugo;Chloé;{heading}\n200;10;40;pique\n").rounds[0].suit is Suit.spades


def test_a_player_called_like_a_column() -> None:
    game = read("Léa;Hugo;Papayoo;Couleur\n200;10;40;0\n0;250;0;0\n")
    assert game.players == ("Léa", "Hugo", "Papayoo", "Couleur")
    game = read("Manche;Léa;Hugo;Papayoo\nTotal;0;0;0\n")
    assert game.players == ("Léa", "Hugo", "Papayoo")


def test_taker_and_suit_problems() -> None:
    content = (
        "Manche;Léa;Hugo;Chloé;Papayoo;Couleur\n1;200;10;40;Zoé;cœur\n2;0;250;0;Léa;\n3;0;250;0;;rouge\n"
    )
    assert problems(content) == [
        "2: round 1: papayoo: 'Zoé' is not one of the players",
        "3: round 2: Léa took the Papayoo, so scored at least 40, not 0",
        "4: round 3: suit: 'rouge' is not spades, hearts, diamonds or clubs",
    ]


# --- Cells and rows --------------------------------------------------------------------------------

def test_blank_cells_are_nothing_taken() -> None:
    assert points(read("Léa;Hugo;Chloé\n250;;\n;  ;250\n")) == [(250, 0, 0), (0, 0, 250)]


def test_blank_cells_past_the_header_are_left() -> None:
    game = read("Léa;Hugo;Chloé;;\n200;10;40;;\n;;;;\n0;250;0;\n")
    assert points(game) == [(200, 10, 40), (0, 250, 0)]


def test_rows_of_the_wrong_width() -> None:
    assert problems("Léa;Hugo;Chloé\n200;10\n27;71;58;94\n") == ["2: 2 values for 3 players",
                                                                "3: 4 values for 3 players"]
    content = "Manche;Léa;Hugo;Chloé;Papayoo\n1;200;10\n2;0;250;0;Hugo;x\n3;0;250;0\n"
    assert problems(content) == ["2: 3 cells, but the first row has 5", "3: 6 cells, but the first row has 5"]


def test_names_kept_from_formulas_read_back() -> None:
    game = read("'=1+1;'@Hugo;'-Léa;'Zoé;''=x\n250;0;0;0;0\n")
    assert game.players == ("=1+1", "@Hugo", "-Léa", "'Zoé", "'=x")


def test_every_problem_at_once() -> None:
    content = (
        "Manche;Léa;Hugo;Chloé;Papayoo\n"
        "1;200;10;40;Léa\n"
        "3;0;250;1;Hugo\n"
        "3;0;ten;250;Zoé\n"
        "Total;200;260;290;\n"
    )
    assert problems(content) == [
        "3: the round column says '3', but this is round 2",
        "3: round 2: the points add up to 251, not 250 — a card was forgotten or counted twice",
        "4: round 3: papayoo: 'Zoé' is not one of the players",
        "4: round 3, Hugo: 'ten' is not a whole number of points from 0 to 250",
        "5: the total for Chloé is 290, but the rounds add up to 291",
    ]


def test_far_too_many_rows_are_counted_not_kept() -> None:
    rows = "200;10;40\n" * 5000
    assert problems(f"Léa;Hugo;Chloé\n{rows}Total;0;0\n") == ["1: 5000 rounds: a game file holds at most 100"]


def test_a_cell_of_thousands_of_digits() -> None:
    (line,) = problems("Léa;Hugo;Chloé\n" + "9" * 5000 + ";0;0\n")
    assert line.startswith("2: round 1, Léa: '9999")
    assert line.endswith("is not a whole number of points from 0 to 250")


# --- What an export writes -------------------------------------------------------------------------

def test_an_export_in_french() -> None:
    data = export_csv(load_game(EXAMPLE), Language.fr)
    assert data.startswith(b"\xef\xbb\xbf")
    assert data[3:].decode("utf-8").split("\r\n") == [
        "Manche;Léa;Hugo;Chloé;Nathan;Papayoo;Couleur",
        "1;27;71;58;94;Hugo;",
        "2;84;12;107;47;Léa;",
        "3;0;119;36;95;Hugo;",
        "4;103;34;61;52;Chloé;",
        "5;52;6;83;109;Léa;cœur",
        "Total;266;242;345;397;;",
        "",
    ]


@pytest.mark.parametrize(
    ("language", "header", "suit", "total"),
    [
        (Language.en, "Round,Léa,Hugo,Chloé,Nathan,Papayoo,Suit", "heart", "Total"),
        (Language.es, "Ronda;Léa;Hugo;Chloé;Nathan;Papayoo;Palo", "corazón", "Total"),
        (Language.de, "Runde;Léa;Hugo;Chloé;Nathan;Papayoo;Farbe", "Herz", "Summe"),
        (Language.it, "Mano;Léa;Hugo;Chloé;Nathan;Papayoo;Seme", "cuore", "Totale"),
    ],
)
def test_an_export_in_each_language(language: Language, header: str, suit: str, total: str) -> None:
    lines = export_csv(load_game(EXAMPLE), language, bom=False).decode("utf-8").splitlines()
    assert lines[0] == header
    assert lines[5].endswith(suit) and lines[6].startswith(total)


def test_an_export_without_takers_or_suits_has_no_such_columns() -> None:
    game = Game(("Léa", "=Hugo", "Chloé"), (Round((200, 10, 40)),), date=datetime.date(2026, 11, 29))
    assert export_csv(game, Language.en, bom=False).decode() == (
        "Round,Léa,'=Hugo,Chloé\r\n1,200,10,40\r\nTotal,200,10,40\r\n"
    )


def test_an_export_of_no_round_reads_back() -> None:
    game = Game(("Léa", "Hugo", "Chloé"))
    assert export_csv(game, Language.fr, bom=False).decode() == "Manche;Léa;Hugo;Chloé\r\nTotal;0;0;0\r\n"
    assert read(export_csv(game, Language.fr)) == game
