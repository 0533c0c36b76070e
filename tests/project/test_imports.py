"""Each command imports only what it needs: a blank sheet does not pay for the typesetter or the
YAML parser, and reading a game does not pay for a PDF engine. Read from `python -X importtime`."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import EXAMPLE, SEASON_GAMES

PDF_AND_TEMPLATES = ("weasyprint", "jinja2", "pikepdf")


def imported_modules(args: list[str], cwd: Path) -> set[str]:
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "papayoo_print", *args],
        capture_output=True, text=True, cwd=cwd, check=False, env={**os.environ, "LANG": "C"},
    )
    assert result.returncode == 0, result.stderr[-2000:]
    lines = [line for line in result.stderr.splitlines() if line.startswith("import time:")]
    assert lines, "python -X importtime printed nothing"
    return {line.rsplit("|", 1)[1].strip() for line in lines[1:]}


def top_level(modules: set[str]) -> set[str]:
    return {module.split(".")[0] for module in modules}


def test_a_blank_sheet_imports_no_typesetter_and_no_yaml(tmp_path: Path) -> None:
    modules = top_level(imported_modules(["sheet", "-p", "4", "-o", "sheet.pdf"], tmp_path))
    assert "reportlab" in modules  # the test sees what the command draws with
    unwanted = {*PDF_AND_TEMPLATES, "yaml", "ruamel"}
    assert modules.isdisjoint(unwanted), sorted(modules & unwanted)


def test_a_command_imports_no_other_command_s_module(tmp_path: Path) -> None:
    modules = imported_modules(["sheet", "-p", "4", "-o", "sheet.pdf"], tmp_path)
    others = {f"papayoo_print.cli.{name}" for name in
              ("game_commands", "scan_command", "season_command", "templates_command", "game_list")}
    assert modules.isdisjoint(others), sorted(modules & others)


@pytest.mark.parametrize("command", ["show", "check"])
def test_reading_a_game_imports_no_pdf_engine(command: str, tmp_path: Path) -> None:
    modules = top_level(imported_modules(["game", command, str(EXAMPLE)], tmp_path))
    assert "yaml" in modules
    unwanted = {*PDF_AND_TEMPLATES, "reportlab", "ruamel"}
    assert modules.isdisjoint(unwanted), sorted(modules & unwanted)


def test_only_a_season_imports_the_rating_library(tmp_path: Path) -> None:
    assert "openskill" not in top_level(imported_modules(["game", "show", str(EXAMPLE)], tmp_path))
    assert "openskill" not in top_level(imported_modules(["season", "--help"], tmp_path))
    assert "openskill" in top_level(imported_modules(["season", str(SEASON_GAMES), "-o", "s.pdf"], tmp_path))
