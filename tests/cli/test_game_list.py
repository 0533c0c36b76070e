"""`game list [FOLDER]`: one line a saved game, sorted by date, and one error line a file that
cannot be read, naming the place of its first problem; the exit status says whether all could."""

from pathlib import Path

import pytest

from tests.conftest import Run
from tests.support import EXAMPLE

FINISHED = """title: Mardi
date: 2026-11-03
players: [Zoé, Íñigo, Maëlle]
rounds_planned: 2
rounds:
  - scores: {Zoé: 40, Íñigo: 100, Maëlle: 110}
  - scores: {Zoé: 100, Íñigo: 60, Maëlle: 90}
"""
DRAW = """date: 2026-10-27
players: [Ana, Bea, Cris]
rounds_planned: 1
rounds:
  - scores: {Ana: 85, Bea: 85, Cris: 80}
  - scores: {Ana: 40, Bea: 40, Cris: 170}
"""
IN_PROGRESS = """title: Long soir
date: 2026-11-10
players: [Léa, Hugo, Chloé]
rounds_planned: 10
rounds:
  - scores: {Léa: 40, Hugo: 100, Chloé: 110}
"""
OPEN_ENDED = """players: [Léa, Hugo, Chloé]
rounds:
  - scores: {Léa: 40, Hugo: 100, Chloé: 110}
"""
BROKEN = """players: [Léa, Hugo, Chloé]
rounds_planned: 2
rounds:
  - scores: {Léa: 40, Hugo: 100, Chloé: 109}
  - scores: {Léa: 40, Hugo: 100, Chloé: x}
"""


@pytest.fixture
def folder(workdir: Path) -> Path:
    games = workdir / "club"
    games.mkdir()
    for name, text in {
        "mardi.yaml": FINISHED, "draw.yml": DRAW, "long.yaml": IN_PROGRESS, "open.yaml": OPEN_ENDED,
        "broken.yaml": BROKEN,
    }.items():
        (games / name).write_text(text, encoding="utf-8")
    (games / "example.json").write_text(
        '{"players": ["A", "B", "C"], "rounds": [{"scores": {"A": 250, "B": 0, "C": 0}}]}', encoding="utf-8"
    )
    (games / "notes.txt").write_text("not a game", encoding="utf-8")
    (games / "old.yaml").mkdir()  # a folder, whatever its name
    return games


def test_every_game_by_date_and_every_broken_file(run: Run, folder: Path) -> None:
    result = run("game", "list", "club")
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        "File          Date        Title      Players             Rounds  Winner",
        "draw.yml      2026-10-27             Ana, Bea, Cris      2/1     draw: Ana and Bea",
        "mardi.yaml    2026-11-03  Mardi      Zoé, Íñigo, Maëlle  2/2     Zoé",
        "long.yaml     2026-11-10  Long soir  Léa, Hugo, Chloé    1/10    in progress",
        "example.json                         A, B, C             1",
        "open.yaml                            Léa, Hugo, Chloé    1",
    ]
    assert result.stderr.splitlines() == [
        "papayoo-print: error: club/broken.yaml:4: round 1: the points add up to 249, not 250 — a card was"
        " forgotten or counted twice (and 1 more problem: papayoo-print game check club/broken.yaml)"
    ]


def test_in_the_interface_language(run: Run, folder: Path) -> None:
    (folder / "broken.yaml").unlink()
    result = run("game", "list", "club", "--lang", "fr")
    assert result.exit_code == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["Fichier", "Date", "Titre", "Joueurs", "Manches", "Gagnant"]
    assert lines[1].endswith("match nul\u00a0: Ana et Bea")
    assert lines[2].startswith("mardi.yaml    03/11/2026  Mardi")
    assert lines[3].endswith("en cours")


def test_the_current_folder_by_default(run: Run, workdir: Path) -> None:
    (workdir / "night.yaml").write_bytes(EXAMPLE.read_bytes())
    result = run("game", "list")
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout.splitlines()[1].split() == [
        "night.yaml", "Partie", "à", "quatre", "Léa,", "Hugo,", "Chloé,", "Nathan", "5/5", "Hugo"
    ]


@pytest.mark.parametrize(
    ("prepare", "argument", "stdout", "stderr", "status"),
    [
        (lambda folder: folder.mkdir(), "empty", "no saved game in empty\n", "", 0),
        (lambda folder: None, "missing", "", "papayoo-print: error: missing: no such folder\n", 1),
        (
            lambda folder: folder.write_text("players: [A, B, C]\n"),
            "game.yaml",
            "",
            "papayoo-print: error: game.yaml: is not a folder\n",
            1,
        ),
    ],
)
def test_no_games_to_list(
    run: Run, workdir: Path, prepare, argument: str, stdout: str, stderr: str, status: int
) -> None:
    prepare(workdir / argument)
    result = run("game", "list", argument)
    assert (result.exit_code, result.stdout, result.stderr) == (status, stdout, stderr)


def test_a_file_name_is_shown_never_obeyed(run: Run, workdir: Path) -> None:
    (workdir / "x\x1b[2Jy.yaml").write_bytes(EXAMPLE.read_bytes())
    result = run("game", "list")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[1].startswith("x\\x1b[2Jy.yaml")
