"""`--open` on the printing commands: once the PDF is written whole, the system's opener gets it;
with none, or one that fails, a one-line warning and the PDF all the same. No real viewer is
ever started: the opener found on PATH is a script that records what it was given."""

import stat
import sys
from pathlib import Path

import pytest

from papayoo_print.cli.viewer import opener
from tests.conftest import Run
from tests.support import EXAMPLE, SEASON_GAMES

COMMANDS = {
    "sheet": ["sheet", "--players", "4"],
    "result": ["result", str(EXAMPLE)],
    "rules": ["rules"],
    "season": ["season", *map(str, sorted(SEASON_GAMES.glob("[1-4]-*.yaml")))],  # all finished
}

RECORDER = """#!{python}
import sys
from pathlib import Path

data = Path(sys.argv[1]).read_bytes()
with open({record!r}, "a", encoding="utf-8") as record:
    record.write(f"{{sys.argv[1]}}\\t{{len(data)}}\\t{{data.rstrip().endswith(b'%%EOF')}}\\n")
sys.exit({status})
"""


def fake_opener(folder: Path, record: Path, status: int = 0) -> Path:
    """A folder holding an opener of the system's name that records the file it is given."""
    folder.mkdir(exist_ok=True)
    script = folder / opener()
    script.write_text(RECORDER.format(python=sys.executable, record=str(record), status=status))
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return folder


pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Windows opens files with its shell")


@pytest.mark.parametrize("command", list(COMMANDS))
def test_the_pdf_is_opened_once_written_whole(
    run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    record = workdir / "opened.txt"
    monkeypatch.setenv("PATH", str(fake_opener(workdir / "bin", record)))
    result = run(*COMMANDS[command], "--open", "-o", "out.pdf")
    assert (result.exit_code, result.stderr) == (0, ""), result.output
    assert result.stdout == "out.pdf\n"
    written = workdir / "out.pdf"
    assert record.read_text(encoding="utf-8") == f"{written}\t{written.stat().st_size}\tTrue\n"


def test_the_default_file_is_opened_by_its_full_path(
    run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = workdir / "opened.txt"
    monkeypatch.setenv("PATH", str(fake_opener(workdir / "bin", record)))
    result = run("rules", "--open", "--lang", "en")
    assert result.exit_code == 0, result.output
    assert result.stdout == "output/papayoo-rules-en.pdf\n"
    opened = record.read_text(encoding="utf-8").split("\t")[0]
    assert Path(opened) == workdir / "output" / "papayoo-rules-en.pdf" and Path(opened).is_absolute()


def test_without_open_nothing_is_opened(run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record = workdir / "opened.txt"
    monkeypatch.setenv("PATH", str(fake_opener(workdir / "bin", record)))
    assert run("rules", "-o", "out.pdf").exit_code == 0
    assert not record.exists()


@pytest.mark.parametrize("command", list(COMMANDS))
def test_no_viewer_is_one_warning(
    run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    monkeypatch.setenv("PATH", "")
    result = run(*COMMANDS[command], "--open", "-o", "out.pdf")
    assert result.exit_code == 0
    assert result.stdout == "out.pdf\n"
    assert result.stderr == (
        f"papayoo-print: warning: out.pdf: not opened: there is no {opener()} here to open it with\n"
    )
    assert (workdir / "out.pdf").read_bytes().startswith(b"%PDF-")


def test_no_viewer_in_french(run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "")
    result = run("rules", "--open", "-o", "out.pdf", env={"LANGUAGE": "fr"})
    assert result.exit_code == 0
    assert result.stderr == (
        "papayoo-print: avertissement: out.pdf: pas ouvert\u00a0:"
        f" il n'y a pas de {opener()} ici pour l'ouvrir\n"
    )


def test_a_failing_viewer_is_one_warning(run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record = workdir / "opened.txt"
    monkeypatch.setenv("PATH", str(fake_opener(workdir / "bin", record, status=3)))
    result = run("rules", "--open", "-o", "out.pdf")
    assert result.exit_code == 0
    assert result.stderr == f"papayoo-print: warning: out.pdf: not opened: {opener()} ended with status 3\n"
    assert record.exists()


@pytest.mark.parametrize("command", list(COMMANDS))
def test_standard_output_cannot_be_opened(run: Run, workdir: Path, command: str) -> None:
    result = run(*COMMANDS[command], "--open", "-o", "-")
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr == (
        "papayoo-print: error: --open opens the file written: it does not go with -o - (standard output)\n"
    )
