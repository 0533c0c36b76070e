"""Issue 23, item 13: the system's errors said in the user's language, by errno, and nothing left
behind when the system refuses: a full disk and a read-only one (a small tmpfs, where the test can
mount one), permissions (a process as the user nobody, where the test can drop privileges), a
file system without locks; names as long as the system allows, written."""

import errno
import fcntl
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from papayoo_print.system_errors import REASONS, reason
from papayoo_print.words import Language, speaking, translations
from tests.conftest import Run, environ_without_locale
from tests.support import EXAMPLE, ROOT

FRENCH = {"LANG": "fr_FR.UTF-8"}
ERROR = "papayoo-print: erreur: "
FULL = "(plus de place sur le disque)"
READ_ONLY = "(système de fichiers en lecture seule)"
ROUND = ("game", "add", "disk/g.yaml", "27", "71", "58", "94", "--papayoo", "Hugo", "--suit", "hearts")


@pytest.mark.parametrize("language", [Language.fr, Language.es, Language.de, Language.it])
def test_every_system_error_of_the_table_is_translated(language: Language) -> None:
    said = translations(language).gettext
    assert [message for message in REASONS.values() if said(message) == message] == []


@pytest.mark.parametrize(
    ("error", "english", "french"),
    [
        (OSError(errno.ENOSPC, "No space left on device"), "No space left on device", FULL.strip("()")),
        (OSError(errno.EXDEV, "Invalid cross-device link"), "system error EXDEV", "erreur du système EXDEV"),
        (OSError(99999, "?"), "system error 99999", "erreur du système 99999"),
        (OSError("a library's own words"), "system error", "erreur du système"),
    ],
)
def test_the_reason_is_the_table_s_else_the_errno_s_name(error: OSError, english: str, french: str) -> None:
    with speaking(Language.en):
        assert reason(error) == english
    with speaking(Language.fr):
        assert reason(error) == french


def test_no_message_takes_the_system_s_english() -> None:
    """Every OSError said to the user goes through `system_errors.reason`, none as `strerror`."""
    package = ROOT / "papayoo_print"
    said = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted(package.rglob("*.py"))
        if path.name != "system_errors.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bstrerror\b", line)
    ]
    assert said == []


def filled(disk: Path) -> None:
    """Every byte of `disk` taken by one file, `filler`."""
    descriptor = os.open(disk / "filler", os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        while True:
            os.write(descriptor, bytes(4096))
    except OSError as error:
        assert error.errno == errno.ENOSPC
    finally:
        os.close(descriptor)


@pytest.fixture
def disk(workdir: Path) -> Iterator[Path]:
    """A 64 KB tmpfs at ./disk holding a copy of the example game as g.yaml, unmounted after."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root and mount(8)")
    folder = workdir / "disk"
    folder.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"this system refuses to mount a tmpfs here: {done.stderr.strip()}")
    try:
        shutil.copyfile(EXAMPLE, folder / "g.yaml")
        shutil.copyfile(EXAMPLE, "g.yaml")
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def contents(folder: Path) -> dict[str, bytes]:
    """Every entry of `folder`, hidden ones included, with its bytes (a filler by its size)."""
    return {
        path.name: str(path.stat().st_size).encode() if path.name == "filler" else path.read_bytes()
        for path in sorted(folder.iterdir())
    }


@pytest.mark.parametrize(
    ("args", "place"),
    [
        (("result", "g.yaml", "-o", "disk/r.pdf"), "disk/r.pdf"),
        (("game", "export", "g.yaml", "-o", "disk/g.csv"), "disk/g.csv"),
        (("sheet", "-o", "disk/s.pdf"), "disk/s.pdf"),
        (("game", "new", "disk/n.yaml", "--players", "Léa,Hugo,Chloé"), "disk/n.yaml"),
        (ROUND, "disk/g.yaml"),
    ],
    ids=["result", "game-export", "sheet", "game-new", "game-add"],
)
def test_a_full_disk_is_said_in_french_and_leaves_nothing(
    run: Run, disk: Path, args: tuple[str, ...], place: str
) -> None:
    filled(disk)
    before = contents(disk)
    result = run(*args, env=FRENCH)
    assert (result.exit_code, result.stderr) == (1, f"{ERROR}{place}: impossible d'écrire ici {FULL}\n")
    assert contents(disk) == before  # no temporary, no lock, the game as it was


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (("sheet", "-o", "disk/s.pdf"), f"disk/s.pdf: impossible d'écrire ici {READ_ONLY}"),
        (("result", "g.yaml", "--sheet-only", "-o", "disk/"),
         f"disk/g-result-fr.pdf: impossible d'écrire ici {READ_ONLY}"),
        (("game", "new", "disk/n.yaml", "--players", "Léa,Hugo,Chloé"),
         f"disk/n.yaml: impossible d'écrire ici {READ_ONLY}"),
        (ROUND, f"disk/g.yaml: impossible de le verrouiller {READ_ONLY}"),
    ],
    ids=["sheet", "result-into-the-folder", "game-new", "game-add"],
)
def test_a_read_only_file_system_is_said_in_french(
    run: Run, disk: Path, args: tuple[str, ...], line: str
) -> None:
    subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
    before = contents(disk)
    result = run(*args, env=FRENCH)
    assert (result.exit_code, result.stderr) == (1, f"{ERROR}{line}\n")
    assert contents(disk) == before


def test_a_file_system_without_locks_is_said_at_once(
    run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ENOLCK (NFS without its lock daemon) is the system's answer, not another run's lock to
    wait for."""

    def no_locks(descriptor: int, operation: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    shutil.copyfile(EXAMPLE, "g.yaml")
    monkeypatch.setattr(fcntl, "flock", no_locks)
    result = run(*ROUND[:2], "g.yaml", *ROUND[3:])
    line = "papayoo-print: error: g.yaml: cannot lock it (No locks available)\n"
    assert (result.exit_code, result.stderr) == (1, line)
    assert sorted(os.listdir()) == ["g.yaml"]
    assert Path("g.yaml").read_bytes() == EXAMPLE.read_bytes()


def test_names_as_long_as_the_system_allows_are_written(run: Run, workdir: Path) -> None:
    """A name of 250 bytes is the user's to choose: its temporary file and its lock are named
    within the system's 255 bytes too."""
    game = "é" * 122 + ".yaml"  # 249 bytes
    assert run("game", "new", game, "--players", "Léa,Hugo,Chloé,Nathan").exit_code == 0
    added = run("game", "add", game, "27", "71", "58", "94", "--papayoo", "Hugo", "--suit", "hearts")
    assert added.exit_code == 0, added.stderr
    sheet = "s" * 250 + ".pdf"
    assert run("sheet", "-o", sheet).exit_code == 0
    assert sorted(os.listdir()) == sorted([game, sheet])


NOBODY_RUNS = """
import json, sys
from typer.testing import CliRunner
from papayoo_print.cli.app import whole_app
for args in json.load(sys.stdin):
    result = CliRunner().invoke(whole_app(), args, prog_name="papayoo-print")
    print(json.dumps([result.exit_code, result.stderr, repr(result.exception)]))
"""
"""The commands, run one after the other by a Python process of the user nobody."""

AS_NOBODY = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]


@pytest.fixture
def nobody_folder() -> Iterator[Path]:
    """A folder of root's that nobody may enter (pytest's own are root's alone), with what a
    second user cannot read or write: a game, a folder of games, a photo, a template folder."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("running a command as the user nobody needs root and setpriv(1)")
    probe = subprocess.run([*AS_NOBODY, sys.executable, "-c", "import papayoo_print.cli.app"],
                           capture_output=True, text=True, check=False, cwd="/")
    if probe.returncode != 0:
        pytest.skip(f"the user nobody cannot run this Python: {probe.stderr.strip()[-300:]}")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for path, mode in [("secret.yaml", 0o600), ("Léa's.png", 0o600), ("club/a.yaml", 0o644),
                           ("club/b.yaml", 0o600), ("closed/g.yaml", 0o644), ("kept/g.yaml", 0o666)]:
            (folder / path).parent.mkdir(exist_ok=True)
            shutil.copyfile(EXAMPLE, folder / path)
            (folder / path).chmod(mode)
        (folder / "templates").mkdir(mode=0o700)
        (folder / "closed").chmod(0o700)
        folder.chmod(0o755)
        yield folder


DENIED = "(permission refusée)"
AS_NOBODY_CASES = [
    (["game", "check", "secret.yaml"], 2, "Impossible de lire 'secret.yaml'."),
    (["scan", "Léa's.png"], 2, "Impossible de lire 'Léa's.png'."),
    (["rules", "--template-dir", "templates"], 2,
     "--template-dir: Le dossier 'templates' ne peut pas être lu."),
    (["game", "list", "closed"], 2, "Impossible de lire 'closed'."),
    (["game", "show", "closed/g.yaml"], 1, f"closed/g.yaml: impossible de le lire {DENIED}"),
    (["season", "club"], 1, f"club/b.yaml: impossible de le lire {DENIED}"),
    (["result", "club/a.yaml", "--sheet-only", "-o", "club/r.pdf"], 1,
     f"club/r.pdf: impossible d'écrire ici {DENIED}"),
    (["game", "new", "club/n.yaml", "--players", "Léa,Hugo,Chloé"], 1,
     f"club/n.yaml: impossible d'écrire ici {DENIED}"),
    (["game", "add", "kept/g.yaml", "27", "71", "58", "94", "--papayoo", "Hugo", "--suit", "hearts"], 1,
     f"kept/g.yaml: impossible de le verrouiller {DENIED}"),
    (["game", "export", "club/a.yaml", "-o", "club/"], 1, f"club/a.csv: impossible d'écrire ici {DENIED}"),
]


def test_what_another_user_may_not_read_or_write_is_said_in_french(nobody_folder: Path) -> None:
    """Click's own checks of a path (readable?) and the system's refusals (EACCES), as a second
    user meets them: one French line each, nothing written."""
    before = {path: path.read_bytes() for path in nobody_folder.rglob("*") if path.is_file()}
    env = {**environ_without_locale(), **FRENCH, "HOME": str(nobody_folder)}
    done = subprocess.run([*AS_NOBODY, sys.executable, "-c", NOBODY_RUNS], cwd=nobody_folder, env=env,
                          input=json.dumps([args for args, _status, _line in AS_NOBODY_CASES]),
                          capture_output=True, text=True, check=True)
    outcomes = [json.loads(line) for line in done.stdout.splitlines()]
    expected = [[status, f"{ERROR}{line}\n"] for _args, status, line in AS_NOBODY_CASES]
    assert [outcome[:2] for outcome in outcomes] == expected, outcomes
    assert {path: path.read_bytes() for path in nobody_folder.rglob("*") if path.is_file()} == before
