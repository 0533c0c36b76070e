import logging
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from papayoo_print.cli.app import commands_app, commands_asked

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
    """`papayoo-print ARGS…` in the empty folder, as a user types it (and as `main` runs it:
    with only the command named)."""

    def invoke(*args: str, env: dict[str, str] | None = None) -> Result:
        asked = commands_app(commands_asked(args))
        return CliRunner().invoke(asked, list(args), env=env, prog_name="papayoo-print")

    return invoke


def environ_without_locale() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in LOCALE_VARIABLES}


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@pytest.fixture
def weasyprint_log() -> Iterator[list[str]]:
    """What WeasyPrint warned about during the test."""
    collect = _Collect()
    logger = logging.getLogger("weasyprint")
    logger.addHandler(collect)
    try:
        yield collect.messages
    finally:
        logger.removeHandler(collect)


@pytest.fixture(autouse=True)
def no_weasyprint_warning(request: pytest.FixtureRequest, weasyprint_log: list[str]) -> Iterator[None]:
    """Any WeasyPrint warning (a missing font, bad CSS, a refused URL) fails the test,
    unless the test is marked `weasyprint_warns` and checks what was said itself."""
    yield
    if request.node.get_closest_marker("weasyprint_warns") is None:
        assert weasyprint_log == [], f"WeasyPrint warned: {weasyprint_log}"
