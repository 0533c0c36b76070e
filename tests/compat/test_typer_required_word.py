"""Typer's "[required]" follows the language the run speaks, its help shows a value by its name
alone, and only the verified Typer is touched."""

from typing import Any

import pytest
from typer import rich_utils

from papayoo_print.compat import typer_required_word
from tests.conftest import Run


@pytest.mark.parametrize(
    ("language", "word"),
    [("fr", "[obligatoire]"), ("es", "[obligatorio]"), ("de", "[erforderlich]"), ("it", "[obbligatorio]"),
     ("en", "[required]")],
)
def test_required_is_said_in_the_help_s_language(run: Run, language: str, word: str) -> None:
    result = run("game", "show", "--help", env={"LANGUAGE": language, "COLUMNS": "120"})
    assert result.exit_code == 0
    assert word in result.stdout
    if language != "en":
        assert "[required]" not in result.stdout


def test_another_typer_keeps_its_own_word(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(typer_required_word.typer, "__version__", "0.29.0")
    monkeypatch.setattr(rich_utils, "REQUIRED_LONG_STRING", "[required]")
    typer_required_word.say_required_as("[obligatoire]")
    assert rich_utils.REQUIRED_LONG_STRING == "[required]"


def test_the_help_shows_a_value_by_its_name_and_the_types_come_back(run: Run) -> None:
    result = run("result", "--help", env={"LANGUAGE": "en", "COLUMNS": "120"})
    assert "FILE" in result.stdout
    assert "<path>" not in result.stdout
    assert "[50<=x<=600]" not in result.stdout
    dpi = next(param for param in _result_command().params if param.name == "dpi")
    with typer_required_word.names_only([dpi]):
        assert dpi.type.get_metavar(dpi, None) == ""
    assert (dpi.type.min, dpi.type.max, dpi.type.get_metavar(dpi, None)) == (50, 600, None)


def test_another_typer_keeps_its_own_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(typer_required_word.typer, "__version__", "0.29.0")
    dpi = next(param for param in _result_command().params if param.name == "dpi")
    shown = dpi.type
    with typer_required_word.names_only([dpi]):
        assert dpi.type is shown


def _result_command() -> Any:
    from typer.main import get_command

    from papayoo_print.cli.app import commands_app

    return get_command(commands_app(["result"])).commands["result"]  # type: ignore[attr-defined]
