"""Whatever valid game the tool writes, it reads back the same: names and titles of any printable
text, including what YAML would take for a number, a boolean, null, a list item or a comment."""

import datetime
import tempfile
import unicodedata
from pathlib import Path

from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from papayoo_print.errors import UserError
from papayoo_print.facts import MAX_NAME_LENGTH, MAX_TITLE_LENGTH
from papayoo_print.game.model import Game
from papayoo_print.game.reading import read_game
from papayoo_print.game.yaml_file import load_game, save_game
from papayoo_print.resources import printable_characters
from tests.support import points_of_a_round

PRINTABLE = st.characters(
    categories=("L", "M", "N", "P", "S", "Zs"),
    max_codepoint=0x2FFF,
).filter(lambda char: ord(char) in printable_characters())
TRICKY = ["1e5", "No", "null", "~", "- x", "#x", " Léa ", "O'Hara", '"quoted"', "0x1F", ".inf", "007", "[a]"]


@st.composite
def valid_games(draw: st.DrawFn) -> dict:
    text = st.one_of(st.sampled_from(TRICKY), st.text(PRINTABLE, min_size=1, max_size=MAX_NAME_LENGTH))
    names = draw(st.lists(text, min_size=3, max_size=8))
    rounds = []
    for _ in range(draw(st.integers(0, 3))):
        points, taker = draw(points_of_a_round(len(names)))
        rounds.append({"scores": dict(zip(names, points)), "papayoo": names[taker]})
    titles = st.text(PRINTABLE, max_size=MAX_TITLE_LENGTH)
    title = draw(st.one_of(st.none(), st.sampled_from(TRICKY), titles))
    day = datetime.date(2026, 11, 29).isoformat()
    return {"title": title, "players": names, "rounds": rounds, "date": day}


def readable(data: dict) -> Game:
    """The game, when the names are valid ones: distinct, not blank, not too long once trimmed."""
    keys = [unicodedata.normalize("NFC", name.strip()).casefold() for name in data["players"]]
    assume(len(set(keys)) == len(keys) and all(keys))
    try:
        return read_game(data)
    except UserError as error:
        assume(False)
        raise AssertionError from error  # unreachable: assume() stops the example


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(valid_games())
@example({"title": "1e5", "players": ["1e5", "No", "null"], "rounds": [], "date": "2026-11-29"})
@example({"title": "#x", "players": ["- x", "~", "#x"], "rounds": [], "date": "2026-11-29"})
def test_any_valid_game_reads_back_equal(data: dict) -> None:
    game = readable(data)
    with tempfile.TemporaryDirectory() as folder:
        for name in ("game.yaml", "game.json"):
            path = Path(folder) / name
            save_game(game, path)
            assert load_game(path) == game, path.read_text(encoding="utf-8")
