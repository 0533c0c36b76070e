"""The README's two commands stay true: CI runs the test one, and both come first."""

import re
from pathlib import Path

import pytest
from tests.support import ROOT



def readme_commands() -> list[str]:
    return re.findall(r"```sh\n(.+?)\n```", (ROOT / "README.md").read_text())


def test_readme_starts_with_the_install_and_test_commands() -> None:
    main_job, tests = readme_commands()[:2]
    assert main_job.endswith("pip install . && papayoo-print sheet")
    assert tests.endswith("pytest")


def test_ci_runs_the_readme_test_command() -> None:
    ci_lines = (ROOT / ".ci" / "run").read_text().splitlines()
    assert readme_commands()[1] in ci_lines


def test_the_readme_game_file_is_a_valid_game(tmp_path: Path) -> None:
    from papayoo_print.game.yaml_file import load_game

    [example] = re.findall(r"```yaml\n(.+?)```", (ROOT / "README.md").read_text(), re.S)
    path = tmp_path / "readme.yaml"
    path.write_text(example, encoding="utf-8")
    game = load_game(path)
    assert game.totals == (27 + 52, 71 + 6, 58 + 83, 94 + 109)


def test_the_readme_shows_what_game_check_prints(monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    from papayoo_print.cli.app import whole_app

    readme = (ROOT / "README.md").read_text()
    [block] = re.findall(r"```console\n\$ papayoo-print (.+?)\n(.+?)```", readme, re.S)
    command, shown = block
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(whole_app(), command.split(), prog_name="papayoo-print")
    assert result.exit_code == 1
    assert result.stderr == shown


def example_commands() -> list[tuple[str, str]]:
    """Every `papayoo-print …` line of the README's examples, with its comment."""
    lines = []
    blocks = re.findall(r"```sh\n(.+?)\n```", (ROOT / "README.md").read_text(), re.S)
    for block in blocks[2:]:
        for line in block.splitlines():
            command, _hash, comment = line.partition("  #")
            if command.startswith("papayoo-print "):
                lines.append((command.strip(), comment.strip()))
    return lines


def test_the_readme_examples_run_as_shown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each example, in the README's order, in a folder holding the project's examples: it
    succeeds, and where its comment names the file it writes, it writes that one."""
    import shlex
    import shutil

    from typer.testing import CliRunner

    from papayoo_print.cli.app import whole_app
    from tests.conftest import LOCALE_VARIABLES

    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    monkeypatch.chdir(tmp_path)
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    examples = example_commands()
    assert len(examples) >= 12
    for command, comment in examples:
        result = CliRunner().invoke(whole_app(), shlex.split(command)[1:], prog_name="papayoo-print")
        assert result.exit_code == 0, f"{command}: {result.output}"
        for named in re.findall(r"output/\S+\.pdf", comment):
            assert result.stdout.strip() == named, command
            assert (tmp_path / named).read_bytes().startswith(b"%PDF-")
