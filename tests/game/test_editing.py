"""`game add` and `undo` keep a hand-written file as it was written: its comments, blank lines,
quotes and layout. Only the lines of the round added or removed change, and removing the round
just added gives back the same bytes. Whatever the file, it reads back as the intended game:
where it could not, the whole file is rewritten from the game."""

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from papayoo_print.facts import PAPAYOO_POINTS, Suit
from papayoo_print.game import editing
from papayoo_print.game.editing import save_changed_game
from papayoo_print.game.model import Game, Round
from papayoo_print.game.yaml_file import dump_game, load_game, save_game
from tests.conftest import Run
from tests.support import games, points_of_a_round

HAND_WRITTEN = """\
# Friday night at Léa's 🎉.
# Scores as announced at the table.

title: "Vendredi soir"   # in quotes: it stays so
language: fr
players: [Léa, Hugo, Chloé, Nathan]
rounds_planned: 5

rounds:
  # first round: Hugo unlucky
  - scores: {Léa: 27, Hugo: 71, Chloé: 58, Nathan: 94}
    papayoo: Hugo   # 40 of his 71

  - scores:
      Léa: 84
      Hugo: 12    # lucky
      Chloé: 107
      Nathan: 47
    papayoo: 'Léa'

  # the third, written at the table
  - scores: { Léa: 0, Hugo: 119, Chloé: 36, Nathan: 95 }
    suit: hearts
    papayoo: Hugo  # again
# the end
"""
NEW_ROUND = Round((27, 71, 58, 94), papayoo=1, suit=Suit.hearts)


def write(tmp_path: Path, text: str, name: str = "night.yaml") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8"))
    return path


def add(path: Path, round_: Round) -> Game:
    """What `game add` does: the file's game, one round more, saved."""
    game = load_game(path)
    game = game._replace(rounds=(*game.rounds, round_))
    save_changed_game(path, game)
    assert load_game(path) == game
    return game


def undo(path: Path) -> Game:
    game = load_game(path).without_last_round()
    save_changed_game(path, game)
    assert load_game(path) == game
    return game


def test_add_keeps_every_line_and_writes_the_round_as_the_last_one(tmp_path: Path) -> None:
    path = write(tmp_path, HAND_WRITTEN)
    add(path, NEW_ROUND)
    lines = HAND_WRITTEN.splitlines()
    assert path.read_text(encoding="utf-8").splitlines() == [
        *lines[:-1],
        "",  # as many blank lines as between the last two rounds
        "  - scores: {Léa: 27, Hugo: 71, Chloé: 58, Nathan: 94}",
        "    suit: hearts",  # the last round's order of keys
        "    papayoo: Hugo",
        "# the end",
    ]


def test_undo_after_add_gives_back_the_same_bytes(tmp_path: Path) -> None:
    path = write(tmp_path, HAND_WRITTEN)
    add(path, NEW_ROUND)
    undo(path)
    assert path.read_bytes() == HAND_WRITTEN.encode("utf-8")


def test_undo_removes_only_the_last_round_and_its_comment(tmp_path: Path) -> None:
    path = write(tmp_path, HAND_WRITTEN)
    undo(path)
    lines = HAND_WRITTEN.splitlines()
    assert path.read_text(encoding="utf-8").splitlines() == [*lines[:19], "# the end"]
    undo(path)
    assert path.read_text(encoding="utf-8").splitlines() == [*lines[:12], "# the end"]
    undo(path)
    assert path.read_text(encoding="utf-8").splitlines() == [*lines[:8], "rounds: []", "# the end"]


def test_block_scores_follow_block_scores(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "players: [A, B, C]\nrounds:\n- scores:\n     A: 100\n     B: 100\n     C: 50\n  papayoo: A\n",
    )
    add(path, Round((50, 100, 100), papayoo=1))
    assert path.read_text(encoding="utf-8").endswith(
        "  papayoo: A\n- scores:\n     A: 50\n     B: 100\n     C: 100\n  papayoo: B\n"
    )


def test_a_round_in_braces_follows_one_in_braces(tmp_path: Path) -> None:
    path = write(tmp_path, "players: [A, B, C]\nrounds:\n    -   {scores: {A: 100, B: 100, C: 50}}\n")
    add(path, Round((50, 100, 100)))
    assert path.read_text(encoding="utf-8").endswith(
        "    -   {scores: {A: 100, B: 100, C: 50}}\n    -   {scores: {A: 50, B: 100, C: 100}}\n"
    )


TRICKY = ["1e5", "No", "null", "- x", "#x", "a: b", "~", "O'Hara"]


def test_names_that_yaml_would_misread_are_quoted(tmp_path: Path) -> None:
    players = ", ".join(json.dumps(name) for name in TRICKY)
    path = write(tmp_path, f"# tricky\nplayers: [{players}]\nrounds: []  # none yet\n")
    game = add(path, Round((0, 0, 0, 0, 0, 0, 0, 250), papayoo=7))
    text = path.read_text(encoding="utf-8")
    assert text.startswith(f"# tricky\nplayers: [{players}]\nrounds:  # none yet\n  - scores: {{")
    for quoted in ('"1e5": 0', "'No': 0", '"null": 0', "'- x': 0", "'#x': 0", "'a: b': 0", '"~": 0'):
        assert quoted in text, text
    assert text.endswith("papayoo: O'Hara\n")
    assert load_game(path).rounds == game.rounds
    undo(path)
    assert path.read_text(encoding="utf-8") == f"# tricky\nplayers: [{players}]\nrounds: []  # none yet\n"


@pytest.mark.parametrize("rounds", ["rounds:\n", "rounds: ~\n", "rounds: []\n", ""])
def test_a_first_round(tmp_path: Path, rounds: str) -> None:
    path = write(tmp_path, f"# no round yet\nplayers: [A, B, C]  # seated so\n{rounds}# bye\n")
    add(path, Round((50, 100, 100), papayoo=2))
    assert path.read_text(encoding="utf-8") == (
        "# no round yet\nplayers: [A, B, C]  # seated so\nrounds:\n"
        "  - scores: {A: 50, B: 100, C: 100}\n    papayoo: C\n# bye\n"
    )


OTHERS = (1, 2, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20)
CARDS = Round((3, 6, 241), papayoo=2, cards=((3,), (6,), OTHERS))


def test_a_round_card_by_card(tmp_path: Path) -> None:
    all_cards = list(range(1, 21))
    path = write(
        tmp_path,
        f"players: [A, B, C]\nrounds:\n  - papayoo: A\n    cards:\n        A: {all_cards}\n"
        "        B: []\n        C: []\n",
    )
    add(path, CARDS)
    assert path.read_text(encoding="utf-8").endswith(
        "        C: []\n  - papayoo: C\n    cards:\n        A: [3]\n        B: [6]\n"
        "        C: [1, 2, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]\n"
    )


def test_cards_after_scores_as_the_example_writes_them(tmp_path: Path) -> None:
    path = write(tmp_path, "players: [A, B, C]\nrounds:\n  - scores: {A: 100, B: 100, C: 50}\n")
    add(path, CARDS)
    assert path.read_text(encoding="utf-8").endswith(
        "  - scores: {A: 100, B: 100, C: 50}\n  - cards:\n      A: [3]\n      B: [6]\n"
        "      C: [1, 2, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]\n    papayoo: C\n"
    )


def test_rounds_in_brackets(tmp_path: Path) -> None:
    text = "players: [A, B, C]\nrounds: [{scores: {A: 100, B: 100, C: 50}}]  # in brackets\n"
    path = write(tmp_path, text)
    add(path, Round((50, 100, 100)))
    assert path.read_text(encoding="utf-8") == (
        "players: [A, B, C]\nrounds: [{scores: {A: 100, B: 100, C: 50}},"
        " {scores: {A: 50, B: 100, C: 100}}]  # in brackets\n"
    )
    undo(path)
    assert path.read_text(encoding="utf-8") == text
    undo(path)
    assert path.read_text(encoding="utf-8") == "players: [A, B, C]\nrounds: []  # in brackets\n"


def test_brackets_over_two_lines_are_rewritten_whole(tmp_path: Path) -> None:
    path = write(tmp_path, "players: [A, B, C]\nrounds: [\n]\n")
    game = add(path, Round((50, 100, 100)))
    assert path.read_text(encoding="utf-8") == dump_game(game)


@pytest.mark.parametrize("prefix, newline", [("\ufeff", "\n"), ("", "\r\n"), ("\ufeff", "\r\n")])
def test_windows_line_breaks_and_byte_order_mark_stay(tmp_path: Path, prefix: str, newline: str) -> None:
    text = prefix + HAND_WRITTEN.replace("\n", newline)
    path = write(tmp_path, text)
    add(path, NEW_ROUND)
    assert path.read_bytes().startswith(prefix.encode("utf-8") + b"# Friday")
    assert path.read_bytes().count(b"\n") == path.read_bytes().count(newline.encode()) == text.count("\n") + 4
    undo(path)
    assert path.read_bytes() == text.encode("utf-8")


def test_mixed_line_breaks(tmp_path: Path) -> None:
    text = "players: [A, B, C]\r\nrounds:\n  - scores: {A: 100, B: 100, C: 50}\r\n# end\n"
    path = write(tmp_path, text)
    add(path, Round((50, 100, 100)))
    assert path.read_bytes().decode() == text.replace(
        "\r\n#", "\r\n  - scores: {A: 50, B: 100, C: 100}\n#"
    )
    undo(path)
    assert path.read_bytes().decode() == text


def test_no_line_break_at_the_end(tmp_path: Path) -> None:
    text = "players: [A, B, C]\nrounds:\n  - scores: {A: 100, B: 100, C: 50}"
    path = write(tmp_path, text)
    add(path, Round((50, 100, 100)))
    assert path.read_text(encoding="utf-8") == text + "\n  - scores: {A: 50, B: 100, C: 100}"
    undo(path)
    assert path.read_text(encoding="utf-8") == text


def test_document_markers_stay(tmp_path: Path) -> None:
    text = "%YAML 1.2\n---\nplayers: [A, B, C]\nrounds:\n- scores: {A: 100, B: 100, C: 50}\n...\n"
    path = write(tmp_path, text)
    add(path, Round((50, 100, 100)))
    assert path.read_text(encoding="utf-8") == text.replace("...", "- scores: {A: 50, B: 100, C: 100}\n...")
    undo(path)
    assert path.read_text(encoding="utf-8") == text


def test_json_keeps_the_plain_rewrite(tmp_path: Path) -> None:
    path = write(tmp_path, '{"players": ["A", "B", "C"],\n   "rounds": []}', name="night.json")
    game = add(path, Round((50, 100, 100)))
    rounds = json.loads(path.read_text(encoding="utf-8"))["rounds"]
    assert rounds == [{"scores": {"A": 50, "B": 100, "C": 100}}]
    before = path.read_bytes()
    save_game(game, path)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "text",
    [
        "players: [A, B, C]\nrounds:\n  - scores: &even {A: 100, B: 100, C: 50}  # an alias\n"
        "  - scores: *even\n",
        '{"players": ["A", "B", "C"], "rounds": [{"scores": {"A": 100, "B": 100, "C": 50}}]}\n',
        "%YAML 1.1\n---\n!!map {? players : [A, B, C], ? rounds : [{scores: {A: 100, B: 100, C: 50}}]}\n",
        "players: [A, B, C]\n? rounds\n",
    ],
    ids=["alias", "json", "flow", "key-without-colon"],
)
def test_what_is_not_edited_in_place_is_rewritten_whole(tmp_path: Path, text: str) -> None:
    path = write(tmp_path, text)
    game = add(path, Round((50, 100, 100)))
    assert path.read_text(encoding="utf-8") == dump_game(game)
    game = undo(path)
    assert path.read_text(encoding="utf-8") == dump_game(game)


def test_an_edit_that_would_read_back_different_is_not_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path, HAND_WRITTEN)
    monkeypatch.setattr(editing._Document, "with_round", lambda self, data: self.text.replace("94", "95"))
    game = add(path, NEW_ROUND)
    assert path.read_text(encoding="utf-8") == dump_game(game)


def test_a_bug_in_the_editing_is_raised_and_the_file_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(self: object, data: object) -> str:
        raise IndexError

    path = write(tmp_path, HAND_WRITTEN)
    monkeypatch.setattr(editing._Document, "with_round", broken)
    with pytest.raises(IndexError):
        add(path, NEW_ROUND)
    assert path.read_bytes() == HAND_WRITTEN.encode("utf-8")


def test_the_same_game_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    path = write(tmp_path, HAND_WRITTEN)
    save_changed_game(path, load_game(path))
    assert path.read_bytes() == HAND_WRITTEN.encode("utf-8")


def test_game_add_and_undo_on_the_command_line(run: Run, workdir: Path) -> None:
    path = write(workdir, HAND_WRITTEN)
    result = run("game", "add", "night.yaml", "27", "71", "58", "94", "--papayoo", "Hugo", "--suit", "hearts")
    assert result.exit_code == 0, result.output
    assert path.read_text(encoding="utf-8").startswith(HAND_WRITTEN.removesuffix("# the end\n"))
    assert run("game", "undo", "night.yaml").exit_code == 0
    assert path.read_bytes() == HAND_WRITTEN.encode("utf-8")


NAMES = st.sampled_from(
    [*TRICKY, "Léa", "Hugo", "P0", "[a]", "@b", "%c", "d,e", "{f}", "'g", '"h"', "007", "0x1F", "a #b", "x:"]
)


@st.composite
def a_game_and_a_round(draw: st.DrawFn) -> tuple[Game, Round]:
    data = draw(games())
    names = draw(st.lists(NAMES, min_size=len(data["players"]), max_size=len(data["players"]), unique=True))
    renamed = dict(zip(data["players"], names))
    game = load_data(data, renamed)
    suit = draw(st.none() | st.sampled_from(list(Suit)))
    if draw(st.booleans()):  # card by card
        owners = draw(st.lists(st.integers(0, len(names) - 1), min_size=20, max_size=20))
        taker = draw(st.integers(0, len(names) - 1))
        cards = tuple(
            tuple(card for card, owner in enumerate(owners, start=1) if owner == player)
            for player in range(len(names))
        )
        points = tuple(sum(taken) + PAPAYOO_POINTS * (player == taker) for player, taken in enumerate(cards))
        return game, Round(points, taker, suit, cards)
    shares, taker = draw(points_of_a_round(len(names)))
    return game, Round(tuple(shares), draw(st.sampled_from([None, taker])), suit)


def load_data(data: dict, renamed: dict[str, str]) -> Game:
    from papayoo_print.game.reading import read_game

    data = {
        **data,
        "players": [renamed[name] for name in data["players"]],
        "rounds": [
            {"scores": {renamed[name]: points for name, points in round_["scores"].items()},
             "papayoo": renamed[round_["papayoo"]]}
            for round_ in data["rounds"]
        ],
    }
    return read_game(data)


@settings(max_examples=150, deadline=None)
@given(a_game_and_a_round(), st.booleans())
def test_any_game_written_then_added_to_reads_back_the_intended_game(
    game_and_round: tuple[Game, Round], by_hand: bool
) -> None:
    game, round_ = game_and_round
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.yaml"
        save_game(game, path)
        if by_hand:  # comments and blank lines between the rounds
            text = path.read_text(encoding="utf-8").replace("\n- ", "\n\n# a round\n- ")
            path.write_text("# by hand\n" + text, encoding="utf-8")
        written = path.read_bytes()
        intended = game._replace(rounds=(*game.rounds, round_))
        assert editing._edited(path, intended) is not None  # edited in place, not rewritten
        save_changed_game(path, intended)
        assert load_game(path) == intended
        assert editing._edited(path, game) is not None
        save_changed_game(path, game)
        assert load_game(path) == game
        assert path.read_bytes() == written
