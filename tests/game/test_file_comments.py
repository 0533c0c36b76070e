"""Comments in a game file the tool writes (`dump_game(game, comments)`, as `scan` notes the cells
to check): above the game, above the round they are about, after the last round for a later one;
always comment lines, whatever they say, so that the file reads back the same game."""

from pathlib import Path

import pytest

from papayoo_print.game.model import Game
from papayoo_print.game.yaml_file import Comments, dump_game, load_game
from tests.support import EXAMPLE


def written(tmp_path: Path, text: str) -> Game:
    path = tmp_path / "game.yaml"
    path.write_text(text, encoding="utf-8")
    return load_game(path)


def test_each_comment_goes_where_it_says(tmp_path: Path) -> None:
    game = load_game(EXAMPLE)
    comments = Comments(["Read from a photo."], {2: ["Check Léa.", "Check Hugo."], 5: ["Check Nathan."],
                                                   7: ["A mark below the last round."]})
    text = dump_game(game, comments)
    lines = text.splitlines()
    assert lines[0] == "# Read from a photo." and lines[1] == "title: Partie à quatre"
    rounds = [index for index, line in enumerate(lines) if line.startswith("- ")]
    assert lines[rounds[1] - 2 : rounds[1]] == ["# Check Léa.", "# Check Hugo."]
    assert lines[rounds[4] - 1] == "# Check Nathan."
    assert lines[-1] == "# A mark below the last round." and not lines[-2].startswith("#")
    assert "".join(line + "\n" for line in lines if not line.startswith("#")) == dump_game(game)
    assert written(tmp_path, text) == game


def test_without_rounds_every_round_comment_comes_last() -> None:
    game = Game(("A", "B", "C"), ())
    text = dump_game(game, Comments(["top"], {3: ["three"], 1: ["one"]}))
    assert text == "# top\nplayers: [A, B, C]\nrounds: []\n# one\n# three\n"


@pytest.mark.parametrize(
    "note", ["two\nlines", "a\rreturn", "next\x85line", "escape \x1b[31m", "nul \x00", "bad \udcff bytes", ""]
)
def test_a_comment_stays_a_comment_whatever_it_holds(tmp_path: Path, note: str) -> None:
    game = load_game(EXAMPLE)
    text = dump_game(game, Comments([f"from {note}.jpg"], {1: [note]}))
    data_lines = [line for line in text.split("\n") if line and not line.startswith("#")]
    assert "".join(line + "\n" for line in data_lines) == dump_game(game)
    assert written(tmp_path, text) == game
