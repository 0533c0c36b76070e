"""ReportLab starts whatever the user's home folder holds (compat/reportlab_mods.py), and still
runs the user's own modifications where they are a readable file."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import environ_without_locale


def sheet_with_home(tmp_path: Path, home: Path, name: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "papayoo_print", "sheet", "--players", "5", "-o", f"{name}.pdf"]
    env = {**environ_without_locale(), "HOME": str(home)}
    return subprocess.run(
        command, cwd=tmp_path, env=env, capture_output=True, text=True, check=False, timeout=60
    )


@pytest.mark.parametrize("broken", ["home is a file", "the modifications' name is a folder", "a named pipe"])
def test_a_home_reportlab_cannot_read_changes_nothing(tmp_path: Path, broken: str) -> None:
    """ReportLab runs ~/.reportlab_mods as it starts: it failed on anything but a missing file, and
    waited for ever on a named pipe."""
    usual = tmp_path / "usual"
    usual.mkdir()
    home = tmp_path / "home"
    if broken == "home is a file":
        home.write_text("not a folder")
    elif broken == "a named pipe":
        home.mkdir()
        os.mkfifo(home / ".reportlab_mods")
    else:
        (home / ".reportlab_mods").mkdir(parents=True)
    for name, folder in (("usual", usual), ("broken", home)):
        result = sheet_with_home(tmp_path, folder, name)
        assert (result.returncode, result.stderr) == (0, ""), result.stderr[-2000:]
    assert (tmp_path / "broken.pdf").read_bytes() == (tmp_path / "usual.pdf").read_bytes()


def test_reportlab_still_runs_the_users_modifications(tmp_path: Path) -> None:
    (tmp_path / ".reportlab_mods").write_text("open('ran', 'w').close()\n")
    result = sheet_with_home(tmp_path, tmp_path, "sheet")
    assert (result.returncode, result.stderr) == (0, ""), result.stderr[-2000:]
    assert (tmp_path / "ran").exists()
