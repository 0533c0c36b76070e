"""`game import` and `game export` as a user runs them: what they say, where they write, what
reads back."""

import shutil
from pathlib import Path

import pytest

from tests.support import import_csv
from papayoo_print.game.yaml_file import load_game
from tests.conftest import Run
from tests.support import EXAMPLE, GAMES, files_in

WARNING = "papayoo-print: warning: "
ERROR = "papayoo-print: error: "
SEED_ROUNDS = "Manche;Léa;Hugo;Chloé;Nathan;Papayoo\r\n1;27;71;58;94;Hugo\r\n2;84;12;107;47;Lea\r\n"


@pytest.fixture
def night(workdir: Path) -> Path:
    """The example game, as night.yaml."""
    return Path(shutil.copy(EXAMPLE, workdir / "night.yaml"))


def test_help_lists_export(run: Run) -> None:
    result = run("game", "--help")
    assert result.exit_code == 0 and "export" in result.stdout


# --- game import ---------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("encoding", "notice"),
    [
        ("cp1252", "read as Windows-1252 (cp1252), not UTF-8"),
        ("utf-16", "read as UTF-16, not UTF-8"),
        ("utf-8-sig", None),
        ("utf-8", None),
    ],
)
def test_import_says_which_encoding_it_read(
    run: Run, workdir: Path, encoding: str, notice: str | None
) -> None:
    content = SEED_ROUNDS.replace(";", "\t") if encoding == "utf-16" else SEED_ROUNDS
    (workdir / "night.csv").write_bytes(content.encode(encoding))
    result = run("game", "import", "night.csv")
    assert result.exit_code == 0, result.output
    assert result.stderr == (f"{WARNING}night.csv: {notice}\n" if notice else "")
    assert result.stdout == "night.yaml\n"
    game = load_game(workdir / "night.yaml")
    assert game.players == ("Léa", "Hugo", "Chloé", "Nathan")
    assert [round_.papayoo for round_ in game.rounds] == [1, 0]


def test_import_warns_before_the_problems_it_finds(run: Run, workdir: Path) -> None:
    (workdir / "night.csv").write_bytes("Léa;Hugo;Chloé\r\n200;10;41\r\n".encode("cp1252"))
    result = run("game", "import", "night.csv")
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        f"{WARNING}night.csv: read as Windows-1252 (cp1252), not UTF-8",
        f"{ERROR}night.csv:2: round 1: the points add up to 251, not 250"
        " — a card was forgotten or counted twice",
    ]
    assert files_in(workdir) == {Path("night.csv")}


def test_import_checks_the_total_row(run: Run, workdir: Path) -> None:
    (workdir / "night.csv").write_text(SEED_ROUNDS + "Total;111;83;164;141;\r\n", encoding="utf-8")
    result = run("game", "import", "night.csv")
    assert result.exit_code == 1
    assert result.stderr == f"{ERROR}night.csv:4: the total for Chloé is 164, but the rounds add up to 165\n"
    assert files_in(workdir) == {Path("night.csv")}


def test_import_a_byte_that_is_no_text(run: Run, workdir: Path) -> None:
    (workdir / "night.csv").write_bytes(b"L\xe9a;Hugo;Chlo\xe9\n200;10;40\n\x9d\n")
    result = run("game", "import", "night.csv")
    assert result.exit_code == 1
    assert result.stderr == (
        f"{ERROR}night.csv:3: the byte 0x9D is neither UTF-8 nor Windows-1252 text:"
        " save the file as CSV UTF-8\n"
    )


def test_import_an_excel_workbook(run: Run, workdir: Path) -> None:
    (workdir / "night.xlsx").write_bytes(b"PK\x03\x04" + bytes(100))
    result = run("game", "import", "night.xlsx")
    assert result.exit_code == 1
    assert result.stderr == (
        f"{ERROR}night.xlsx: this is a spreadsheet's own file, not CSV: save it as CSV UTF-8 first\n"
    )


@pytest.mark.parametrize("path", sorted((GAMES / "csv").glob("*.csv")), ids=lambda path: path.stem)
def test_import_what_spreadsheets_write(run: Run, workdir: Path, path: Path) -> None:
    shutil.copy(path, workdir / "night.csv")
    result = run("game", "import", "night.csv")
    assert result.exit_code == 0, result.output
    assert load_game(workdir / "night.yaml").totals == (266, 242, 345, 397)


# --- game export ---------------------------------------------------------------------------------

def test_export_beside_the_game(run: Run, workdir: Path, night: Path) -> None:
    result = run("game", "export", "night.yaml")
    assert result.exit_code == 0, result.output
    assert (result.stdout, result.stderr) == ("night.csv\n", "")
    data = (workdir / "night.csv").read_bytes()
    assert data.startswith(b"\xef\xbb\xbfManche;L\xc3\xa9a;Hugo;Chlo\xc3\xa9;Nathan;Papayoo;Couleur\r\n")
    assert data.endswith(b"\r\nTotal;266;242;345;397;;\r\n")
    assert files_in(workdir) == {Path("night.yaml"), Path("night.csv")}


def test_export_then_import_gives_the_game_back(run: Run, workdir: Path, night: Path) -> None:
    assert run("game", "export", "night.yaml").exit_code == 0
    result = run("game", "import", "night.csv", "-o", "again.yaml")
    assert (result.exit_code, result.stdout, result.stderr) == (0, "again.yaml\n", "")
    game, again = load_game(night), load_game(workdir / "again.yaml")
    assert again.players == game.players
    assert [(r.points, r.papayoo, r.suit) for r in again.rounds] == [
        (r.points, r.papayoo, r.suit) for r in game.rounds
    ]


def test_export_replaces_an_earlier_export(run: Run, workdir: Path, night: Path) -> None:
    (workdir / "night.csv").write_text("last week\n", encoding="utf-8")
    result = run("game", "export", "night.yaml")
    assert (result.exit_code, result.stdout) == (0, "night.csv (replaced)\n")
    assert import_csv(workdir / "night.csv").totals == (266, 242, 345, 397)


def test_export_into_a_folder_and_a_named_file(run: Run, workdir: Path, night: Path) -> None:
    (workdir / "sheets").mkdir()
    result = run("game", "export", "night.yaml", "-o", "sheets/")
    assert (result.exit_code, result.stdout) == (0, "sheets/night.csv\n")
    result = run("game", "export", "night.yaml", "-o", "sheets/friday.txt", "--lang", "en")
    assert (result.exit_code, result.stdout) == (0, "sheets/friday.txt\n")
    text = (workdir / "sheets" / "friday.txt").read_bytes().decode("utf-8-sig")
    assert text.startswith("Round,Léa,Hugo,Chloé,Nathan,Papayoo,Suit\r\n1,27,71,58,94,Hugo,\r\n")
    assert "\r\n5,52,6,83,109,Léa,heart\r\n" in text


def test_export_to_standard_output(run: Run, workdir: Path, night: Path) -> None:
    result = run("game", "export", "night.yaml", "-o", "-", "-l", "es")
    assert result.exit_code == 0 and result.stderr == ""
    assert result.stdout_bytes.startswith("Ronda;Léa;".encode())  # no byte order mark in a pipe
    assert result.stdout.splitlines()[-1] == "Total;266;242;345;397;;"
    assert files_in(workdir) == {Path("night.yaml")}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-o", "night.yaml"], "night.yaml: is one of this command's inputs: write the output elsewhere"),
        (["-o", "sheets/"], "sheets/: this folder does not exist"),
        (["-o", "sheets/night.csv"], "sheets/night.csv: the folder sheets does not exist"),
    ],
)
def test_export_refuses(run: Run, workdir: Path, night: Path, args: list[str], message: str) -> None:
    before = night.read_bytes()
    result = run("game", "export", "night.yaml", *args)
    assert result.exit_code == 1
    assert result.stderr == f"{ERROR}{message}\n"
    assert night.read_bytes() == before and files_in(workdir) == {Path("night.yaml")}


def test_export_never_writes_over_its_game(run: Run, workdir: Path) -> None:
    shutil.copy(EXAMPLE, workdir / "night.csv")  # a game file, named .csv: its default export
    result = run("game", "export", "night.csv")
    assert result.exit_code == 1
    assert result.stderr == f"{ERROR}night.csv: is one of this command's inputs: write the output elsewhere\n"
    assert (workdir / "night.csv").read_bytes() == EXAMPLE.read_bytes()


def test_export_a_bad_game(run: Run, workdir: Path) -> None:
    result = run("game", "export", "missing.yaml")
    assert (result.exit_code, result.stderr) == (1, f"{ERROR}missing.yaml: no such file\n")
    assert files_in(workdir) == set()
