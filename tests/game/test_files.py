"""Game files with problems: every problem at once, `file:line: …`, non-zero exit, nothing written.

Each file in games/bad/ says what it expects in its first lines (`# expect: LINE: message`).
"""

import os
from pathlib import Path

import pytest
import yaml

from tests.conftest import Run
from tests.support import EXAMPLE, GAMES, files_in
from tests.support import import_csv
from papayoo_print.game.yaml_file import _Loader, dump_game, load_game

BAD = sorted((GAMES / "bad").glob("*.yaml"))


def expected_lines(path: Path) -> list[str]:
    return [
        f"papayoo-print: error: {path}:{line.removeprefix('# expect: ')}"
        for line in path.read_text().splitlines()
        if line.startswith("# expect: ")
    ]


@pytest.mark.parametrize("path", BAD, ids=[path.stem for path in BAD])
@pytest.mark.parametrize("command", [["result"], ["game", "check"], ["game", "show"]])
def test_bad_game_files(run: Run, workdir: Path, path: Path, command: list[str]) -> None:
    expected = expected_lines(path)
    assert expected, f"{path.name} says nothing of what it expects"
    result = run(*command, str(path))
    assert result.exit_code == 1
    assert result.stderr.splitlines() == expected
    assert result.stdout == ""
    assert files_in(workdir) == set()


def test_a_bad_file_leaves_the_previous_result_intact(run: Run, workdir: Path) -> None:
    (workdir / "result.pdf").write_bytes(b"last week's result")
    result = run("result", str(GAMES / "bad" / "sums.yaml"), "-o", "result.pdf")
    assert result.exit_code == 1
    assert (workdir / "result.pdf").read_bytes() == b"last week's result"


def test_yaml_pitfalls_keep_names_as_names() -> None:
    game = load_game(GAMES / "good" / "yaml-pitfalls.yaml")
    assert game.players == ("No", "Yes", "On", "007")
    assert game.rounds[0].papayoo == 2


@pytest.mark.parametrize("text", ["?\n" * 1000, "{" + "a," * 1000 + "}"])
def test_a_value_takes_a_character_at_least(text: str) -> None:
    """Why reading a text of at most MAX_VALUES / 2 characters need not count its values first: the
    densest YAML (empty keys and values) holds about one value per character, read as game files are."""
    loader = _Loader(text)
    events = []
    while loader.check_event():
        events.append(loader.get_event())
    values = sum(isinstance(event, (yaml.ScalarEvent, yaml.AliasEvent)) for event in events)
    assert len(text) * 0.8 < values <= len(text)


def test_json_reads_like_yaml() -> None:
    game = load_game(GAMES / "good" / "example.json")
    assert game.totals == (266, 242, 345, 397)


def test_written_files_read_back_the_same(tmp_path: Path) -> None:
    for source in (GAMES / "good").glob("*.*"):
        game = import_csv(source) if source.suffix == ".csv" else load_game(source)
        copy = tmp_path / f"{source.stem}.yaml"
        copy.write_text(dump_game(game), encoding="utf-8")
        assert load_game(copy) == game, source.name


def test_the_shipped_example_is_the_seed_game() -> None:
    game = load_game(EXAMPLE)
    assert game.players == ("Léa", "Hugo", "Chloé", "Nathan")
    assert game.totals == (266, 242, 345, 397) and game.leaders == (1,)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"players: [L\xe9a, Hugo, Chlo\xe9]\n", "game.yaml:1: the file is not UTF-8 text"),
        ("- Léa\n- Hugo\n".encode(), "game.yaml:1: a game file holds keys such as players: and rounds:"),
        (b"", "game.yaml:1: a game file holds keys such as players: and rounds:"),
        (b"title: x\n", "game.yaml:1: players: is missing"),
    ],
)
def test_files_that_are_not_games(run: Run, workdir: Path, content: bytes, message: str) -> None:
    (workdir / "game.yaml").write_bytes(content)
    result = run("game", "check", "game.yaml")
    assert result.exit_code == 1
    assert result.stderr.startswith(f"papayoo-print: error: {message}")


def test_a_missing_file(run: Run) -> None:
    result = run("result", "nowhere.yaml")
    assert result.exit_code == 1
    assert result.stderr == "papayoo-print: error: nowhere.yaml: no such file\n"


def test_csv_import(run: Run, workdir: Path) -> None:
    (workdir / "night.csv").write_text("Léa;Hugo;Chloé\n84;12;154\n\n0;200;50\n", encoding="utf-8")
    result = run("game", "import", "night.csv")
    assert result.exit_code == 0, result.output
    assert result.stdout == "night.yaml\n"
    game = load_game(workdir / "night.yaml")
    assert game.players == ("Léa", "Hugo", "Chloé")
    assert game.totals == (84, 212, 204)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("Léa,Hugo,Chloé\n84,12,154\n84,12,153\n", "night.csv:3: round 2: the points add up to 249"),
        ("Léa,Hugo,Chloé\n84,12\n", "night.csv:2: 2 values for 3 players"),
        ("Léa,Hugo,Léa\n84,12,154\n", "night.csv:1: player 'Léa' is listed twice"),
        ("Léa,Hugo,Chloé\n84,twelve,154\n", "night.csv:2: round 1, Hugo: 'twelve' is not a whole number"),
        ("Léa,Hugo,Chloé\n84,12,15⁴\n", "night.csv:2: round 1, Chloé: '15⁴' is not a whole number"),
        ("", "night.csv: the file is empty"),
    ],
)
def test_csv_problems(run: Run, workdir: Path, content: str, message: str) -> None:
    (workdir / "night.csv").write_text(content, encoding="utf-8")
    result = run("game", "import", "night.csv")
    assert result.exit_code == 1
    assert result.stderr.startswith(f"papayoo-print: error: {message}")
    assert files_in(workdir) == {Path("night.csv")}


def test_import_never_overwrites_a_game(run: Run, workdir: Path) -> None:
    (workdir / "night.csv").write_text("Léa,Hugo,Chloé\n84,12,154\n", encoding="utf-8")
    (workdir / "night.yaml").write_text("keep: me\n", encoding="utf-8")
    result = run("game", "import", "night.csv")
    assert result.exit_code == 1
    assert "night.yaml already exists: choose another name, or delete it first" in result.stderr
    assert (workdir / "night.yaml").read_text() == "keep: me\n"


@pytest.mark.parametrize("links", [True, False])
def test_a_new_file_never_replaces_one_made_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, links: bool
) -> None:
    """Two runs at once starting the same game both find the name free; the second to write
    says the file exists and leaves the first's alone, also where the file system has no hard
    links."""
    from papayoo_print.errors import UserError
    from papayoo_print.output import new_file, write_atomic

    if not links:
        monkeypatch.setattr(os, "link", lambda *_: (_ for _ in ()).throw(PermissionError("no links")))
    path = new_file(str(tmp_path / "night.yaml"))
    write_atomic(path, b"first\n", new=True)
    with pytest.raises(UserError, match="night.yaml already exists: choose another name"):
        write_atomic(path, b"second\n", new=True)
    assert path.read_bytes() == b"first\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["night.yaml"]  # no temporary left
