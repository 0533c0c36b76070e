"""`templates copy DIR`: the built-in templates and stylesheet, copied to change; with
`--template-dir DIR` the copy prints byte for byte what the built-ins print, and a change to it
shows. `templates list` says what each file prints."""

import errno
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from papayoo_print.resources import templates_dir
from papayoo_print.words import Language, translations
from tests.conftest import Run
from tests.pdfcheck import page_texts
from tests.support import EXAMPLE, SEASON_GAMES, files_in

BUILT_IN = sorted(
    path.name for path in templates_dir().iterdir() if path.is_file() and not path.name.startswith(".")
)
HINT = "Change them, then print with them (rules, result, season, sheet --with-rules): {command}"


def test_copy_writes_every_built_in_file_as_it_is(run: Run, workdir: Path) -> None:
    result = run("templates", "copy", "mine")
    assert result.exit_code == 0, result.output
    *written, hint = result.stdout.splitlines()
    assert written == [f"mine/{name}" for name in BUILT_IN]
    assert {"rules.html.j2", "report.html.j2", "back.html.j2", "season.html.j2", "print.css"} <= set(BUILT_IN)
    assert {"rules.css", "report.css", "back.css", "season.css"} <= set(BUILT_IN)
    assert hint == HINT.format(command="papayoo-print rules --template-dir mine")
    for name in BUILT_IN:
        assert (workdir / "mine" / name).read_bytes() == (templates_dir() / name).read_bytes()
    assert files_in(workdir / "mine") == {Path(name) for name in BUILT_IN}


def test_a_folder_name_with_a_space_is_quoted_in_the_hint(run: Run) -> None:
    result = run("templates", "copy", "my templates")
    assert result.stdout.splitlines()[-1].endswith("--template-dir 'my templates'")


def test_files_there_are_kept_unless_force(run: Run, workdir: Path) -> None:
    folder = workdir / "mine"
    folder.mkdir()
    (folder / "print.css").write_text("/* mine */\n", encoding="utf-8")
    (folder / "notes.txt").write_text("keep me\n", encoding="utf-8")
    refused = run("templates", "copy", "mine")
    assert refused.exit_code == 1 and refused.stdout == ""
    assert refused.stderr == (
        "papayoo-print: error: mine: print.css is there already: nothing copied; add --force to replace it\n"
    )
    assert files_in(folder) == {Path("print.css"), Path("notes.txt")}
    assert (folder / "print.css").read_text(encoding="utf-8") == "/* mine */\n"

    forced = run("templates", "copy", "mine", "--force")
    assert forced.exit_code == 0, forced.output
    assert (folder / "print.css").read_bytes() == (templates_dir() / "print.css").read_bytes()
    assert (folder / "notes.txt").read_text(encoding="utf-8") == "keep me\n"


def test_a_second_copy_names_every_file_there(run: Run) -> None:
    assert run("templates", "copy", "mine").exit_code == 0
    again = run("templates", "copy", "mine", env={"LANGUAGE": "fr"})
    assert again.exit_code == 1
    names = ", ".join(BUILT_IN)
    assert again.stderr == (
        f"papayoo-print: erreur: mine: {names} sont déjà là\u00a0: rien n'est copié\u202f; ajoutez --force"
        " pour les remplacer\n"
    )


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("missing/mine", "missing/mine: the folder missing does not exist"),
        ("afile", "afile is not a folder"),
        ("afile/sub", "afile/sub: afile is not a folder"),
    ],
)
def test_where_it_cannot_copy(run: Run, workdir: Path, target: str, message: str) -> None:
    (workdir / "afile").write_text("x", encoding="utf-8")
    result = run("templates", "copy", target)
    assert (result.exit_code, result.stderr) == (1, f"papayoo-print: error: {message}\n")
    assert files_in(workdir) == {Path("afile")}


COMMANDS = {
    "rules": ["rules", "--game", str(EXAMPLE)],
    "result": ["result", str(EXAMPLE)],
    "sheet-with-rules": ["sheet", "--with-rules", "--players", "4"],
    "season": ["season", str(SEASON_GAMES)],
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_the_copy_prints_exactly_what_the_built_ins_print(run: Run, workdir: Path, command: str) -> None:
    assert run("templates", "copy", "mine").exit_code == 0
    built_in = run(*COMMANDS[command], "-o", "built-in.pdf")
    copied = run(*COMMANDS[command], "-o", "copied.pdf", "--template-dir", "mine")
    assert built_in.exit_code == copied.exit_code == 0, built_in.output + copied.output
    assert (workdir / "copied.pdf").read_bytes() == (workdir / "built-in.pdf").read_bytes()


def test_a_changed_copy_changes_the_output(run: Run, workdir: Path) -> None:
    assert run("templates", "copy", "mine").exit_code == 0
    rules = workdir / "mine" / "rules.html.j2"
    rules.write_text(
        rules.read_text(encoding="utf-8").replace("{% block body %}", "{% block body %}<p>House rule</p>", 1),
        encoding="utf-8",
    )
    assert "House rule" in rules.read_text(encoding="utf-8")
    assert run("rules", "-o", "built-in.pdf").exit_code == 0
    assert run("rules", "-o", "changed.pdf", "--template-dir", "mine").exit_code == 0
    assert (workdir / "changed.pdf").read_bytes() != (workdir / "built-in.pdf").read_bytes()
    assert "House rule" in page_texts(workdir / "changed.pdf")[0]
    assert "House rule" not in page_texts(workdir / "built-in.pdf")[0]


@pytest.mark.parametrize("language", list(Language))
def test_list_says_what_each_file_prints(run: Run, language: Language) -> None:
    listed = run("templates", "list", env={"LANGUAGE": language.value})
    assert listed.exit_code == 0, listed.output
    folder, *lines = listed.stdout.splitlines()
    assert Path(folder) == templates_dir()
    assert [line.split()[0] for line in lines] == BUILT_IN
    rules_line = next(line for line in lines if line.split()[0] == "rules.html.j2")
    assert rules_line.endswith(translations(language).gettext("the rules summary (rules)"))
    season_line = next(line for line in lines if line.split()[0] == "season.html.j2")
    role = translations(language).gettext("the season report across saved games (season)")
    assert season_line.endswith(role)


def everything(folder: Path) -> dict[Path, bytes | None]:
    """Every path under `folder`, hidden ones too, with a regular file's bytes."""
    return {
        path.relative_to(folder): path.read_bytes() if path.is_file() and not path.is_symlink() else None
        for path in folder.rglob("*")
    }


@pytest.mark.parametrize(
    ("make", "message"),
    [(os.mkfifo, "is not a regular file: papayoo-print replaces only files"), (Path.mkdir, None)],
    ids=["a pipe", "a folder"],
)
def test_force_checks_every_file_before_writing_any(
    run: Run, workdir: Path, make: Callable[[Path], None], message: str | None
) -> None:
    """The targets are checked first: one that is no file to replace stops the copy before a
    single file is written (the built-ins sorted, report.css comes after four others)."""
    folder = workdir / "mine"
    folder.mkdir()
    (folder / "back.css").write_text("/* mine */\n", encoding="utf-8")
    make(folder / "report.css")
    before = everything(folder)
    result = run("templates", "copy", "mine", "--force")
    said = message or "is not a regular file: papayoo-print replaces only files"
    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == f"papayoo-print: error: mine/report.css: {said}\n"
    assert everything(folder) == before


@pytest.mark.parametrize("there", [True, False], ids=["into a folder there", "into a new folder"])
def test_a_copy_that_fails_midway_leaves_everything_as_it_was(
    run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch, there: bool
) -> None:
    """The disk fills up at the fourth file: the three written are not put in place, no
    temporary file stays, and a folder made for the copy goes too."""
    if there:
        (workdir / "mine").mkdir()
        (workdir / "mine" / "back.css").write_text("/* mine */\n", encoding="utf-8")
    before = everything(workdir)
    made = []
    real_mkstemp = tempfile.mkstemp

    def filling(*args: Any, **kwargs: Any) -> tuple[int, str]:
        made.append(args)
        if len(made) == 4:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_mkstemp(*args, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", filling)
    result = run("templates", "copy", "mine", "--force", env={"LANGUAGE": "fr"})
    assert (result.exit_code, result.stdout) == (1, "")
    fourth = BUILT_IN[3]
    assert result.stderr == (
        f"papayoo-print: erreur: mine/{fourth}: impossible d'écrire ici (plus de place sur le disque)\n"
    )
    assert everything(workdir) == before
