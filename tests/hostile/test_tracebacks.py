"""Issue 23, item 5: inputs that ended in a traceback end in one line in the user's language and
exit status 1: a sheet code whose fields are out of the layout's limits, a picture whose header
claims too many pixels, a folder that can be listed but not entered."""

import errno
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from papayoo_print.facts import MAX_PLAYERS, MAX_SHEET_ROUNDS, MIN_PLAYERS, Paper
from papayoo_print.form.geometry import layout_page
from papayoo_print.form.sheet_code import SheetCode, parse
from papayoo_print.words import Language
from tests.conftest import Run
from tests.hostile.pictures import png_header, qr_photo

EXAMPLES = Path(__file__).parents[2] / "examples"
FRENCH = {"LANG": "fr_FR.UTF-8"}
ERROR = "papayoo-print: erreur: "
NO_SHEET = "pas de feuille de papayoo-print ici\u00a0: son code QR n'est pas sur l'image, ou pas assez net"
DENIED = os.strerror(errno.EACCES)

BAD_CODES = [
    "PPY2|a|fr|99|18||1|0||",
    "PPY2|a|fr|-4|18||1|0||",
    "PPY2|a|fr|2|18||1|0||",
    "PPY2|a|fr|4|100000|||1|0||",
    "PPY2|a|fr|4|100000||1|0||",
    "PPY2|a|fr|4|40||1|0||",
    "PPY2|a|fr|4|0||1|0||",
    "PPY2|a|fr|0|10||1|0||A\tB\tC\tD\tE\tF\tG\tH\tI",
    "PPY2|a|fr|4|10||1|0||A\tB\tC",
    "PPY2|a|fr|4|10||1|3||",
    "PPY2|a|fr|4|18||1|2||",
    "PPY2|a|fr|8|10||1|2||",
    "PPY2|a|fr|4|10|0|1|0||",
    "PPY2|a|fr|4|10|101|1|0||",
    "PPY2|a|fr|4|10||0|0||",
    "PPY2|a|fr|4|10||1|0|0|",
    "PPY2|a|fr| 4|10||1|0||",
    "PPY2|a|fr|+4|10||1|0||",
    "PPY2|a|fr|\u0664|10||1|0||",
    "PPY2|a|fr|4|1_0||1|0||",
    "PPY2|a|fr|4|10||1|0|9999999|",
]


@pytest.mark.parametrize("text", BAD_CODES)
def test_a_code_out_of_the_layouts_limits_is_not_a_sheet_code(text: str) -> None:
    assert parse(text) is None


def test_every_code_the_tool_prints_still_parses() -> None:
    for paper in Paper:
        for players in (None, *range(MIN_PLAYERS, MAX_PLAYERS + 1)):
            for rows in range(1, MAX_SHEET_ROUNDS + 1):
                columns = players or MAX_PLAYERS
                for names in ((), tuple("ABCDEFGH"[: players or 0])):
                    two = len(layout_page(paper, columns, rows, names_again=bool(names)).sheets) == 2
                    for position in (0, 1, 2) if two else (0,):
                        code = SheetCode(paper, Language.fr, players, rows, 12, 1, position, 3, names,
                                         bool(names))
                        assert parse(code.text()) == code


@pytest.mark.parametrize("text", [
    "PPY2|a|fr|99|18||1|0||",
    "PPY2|a|fr|4|40||1|0||",
    "PPY2|a|fr|0|10||1|0||A\tB\tC\tD\tE\tF\tG\tH\tI",
    "PPY2|a|fr|4|18||1|2||",
])
def test_scan_says_a_code_out_of_its_limits_is_no_sheet(run: Run, text: str) -> None:
    qr_photo(text, "code.png")
    result = run("scan", "code.png", env=FRENCH)
    assert result.exit_code == 1, result.output
    assert result.stderr.splitlines() == [f"{ERROR}code.png: {NO_SHEET}"]
    assert sorted(os.listdir()) == ["code.png"]


@pytest.mark.parametrize("size", [(100_000, 100_000), (10_000, 10_000), (8_000, 8_000), (60_001, 1000)])
def test_a_picture_claiming_too_many_pixels_is_refused_before_decoding(run: Run, size: tuple) -> None:
    Path("big.png").write_bytes(png_header(*size))
    result = run("scan", "big.png", env=FRENCH)
    assert result.exit_code == 1, result.output
    too_large = "fait plus de 60\u00a0mégapixels\u00a0: trop grand pour la photo d'une feuille"
    assert result.stderr.splitlines() == [f"{ERROR}big.png: {too_large}"]
    assert sorted(os.listdir()) == ["big.png"]


def club_with_a_game() -> Path:
    Path("club").mkdir()
    shutil.copy(EXAMPLES / "lea-hugo-chloe-nathan.yaml", "club/a.yaml")
    return Path("club")


def locked(monkeypatch: pytest.MonkeyPatch, folder: str) -> None:
    """`folder` listed but not entered, as for a user without its x bit: looking at anything in
    it is refused."""
    real_stat = os.stat

    def stat(path: "str | os.PathLike[str]", *args: Any, **kwargs: Any) -> os.stat_result:
        name = os.fspath(path)
        if os.path.basename(os.path.dirname(name)) == folder:
            raise PermissionError(errno.EACCES, DENIED, name)
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat)
    monkeypatch.setattr(os, "lstat", lambda path, *args, **kwargs: stat(path, follow_symlinks=False))


CANNOT_READ = "impossible de le lire (permission refusée)"


@pytest.mark.parametrize("command", [("season", "club"), ("game", "list", "club"),
                                     ("season", "club/a.yaml", "club")])
def test_a_folder_that_cannot_be_entered_is_named(run: Run, monkeypatch: pytest.MonkeyPatch,
                                                  command: tuple) -> None:
    club_with_a_game()
    locked(monkeypatch, "club")
    result = run(*command, env=FRENCH)
    assert result.exit_code == 1, result.output
    (line,) = result.stderr.splitlines()
    assert line.startswith(ERROR) and line.endswith(CANNOT_READ), line
    assert "club" in line


def test_templates_copy_names_a_folder_that_cannot_be_entered(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    Path("mine").mkdir()
    locked(monkeypatch, "mine")
    result = run("templates", "copy", "mine", env=FRENCH)
    assert result.exit_code == 1, result.output
    assert result.stderr.splitlines() == [f"{ERROR}mine: {CANNOT_READ}"]
    assert os.listdir("mine") == []


def test_a_template_dir_that_cannot_be_entered_is_named(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    Path("mine").mkdir()
    locked(monkeypatch, "mine")
    result = run("rules", "--template-dir", "mine", env=FRENCH)
    assert result.exit_code == 1, result.output
    assert result.stderr.splitlines() == [f"{ERROR}mine: {CANNOT_READ}"]
    assert sorted(os.listdir()) == ["mine"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root enters any folder: the permission bits cannot be tried")
@pytest.mark.parametrize("mode", [0o644, 0o444, 0o311])
def test_real_folders_without_permission(run: Run, mode: int) -> None:
    club_with_a_game()
    Path("mine").mkdir()
    for folder in ("club", "mine"):
        os.chmod(folder, mode)
    try:
        for command in (("season", "club"), ("game", "list", "club"), ("templates", "copy", "mine"),
                        ("rules", "--template-dir", "mine")):
            result = run(*command, env=FRENCH)
            assert result.exit_code == 1, (command, result.output)
            assert len(result.stderr.splitlines()) == 1, (command, result.stderr)
            assert "Traceback" not in result.output
    finally:
        for folder in ("club", "mine"):
            os.chmod(folder, 0o755)
