import os
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from papayoo_print.cli import app

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty current folder, with no language in the environment."""
    monkeypatch.chdir(tmp_path)
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    return tmp_path


Run = Callable[..., Result]


@pytest.fixture
def run(workdir: Path) -> Run:
    """`papayoo-print ARGS…` in the empty folder, as a user types it."""

    def invoke(*args: str, env: dict[str, str] | None = None) -> Result:
        return CliRunner().invoke(app, list(args), env=env, prog_name="papayoo-print")

    return invoke


def files_in(folder: Path) -> set[Path]:
    return {path.relative_to(folder) for path in folder.rglob("*") if path.is_file()}


def environ_without_locale() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in LOCALE_VARIABLES}
