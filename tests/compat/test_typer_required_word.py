"""Typer's "[required]" follows the language the run speaks, and only the verified Typer is touched."""

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
