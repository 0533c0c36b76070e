"""The hostile corpus: every bad input in `cases.yaml`, run as the user runs it.

Each case is refused (or, where it says so, half done or done) with exactly the lines it lists
on stderr and the exit status it gives, with no traceback, no raw control character, and the
folder it ran in left as it was: the same files, byte for byte and mode for mode, none added
(no `.*.tmp`, no `.*.lock`) but the outputs the case says it creates. `cases.yaml` says how a
case is written.

Every case runs in-process through Typer's CliRunner; those marked `subprocess` run also as
`python -m papayoo_print`, and those with `stdout_to: full` or `closed` only that way.
"""

import os
import re
import shutil
import stat
import subprocess
import sys
import threading
import traceback
import unicodedata
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any, NamedTuple

import pytest
import yaml
from typer.testing import CliRunner

from papayoo_print.cli.app import whole_app
from tests.conftest import environ_without_locale
from tests.hostile.pictures import png_header, qr_photo
from tests.support import ROOT

CASES = [
    case
    for path in sorted(Path(__file__).parent.glob("cases*.yaml"))
    for case in yaml.safe_load(path.read_text(encoding="utf-8"))["cases"]
]
FIFO_PATIENCE = 2.0
"""Seconds a command may wait on a FIFO before the test opens its other end (and records it)."""
CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")


class Outcome(NamedTuple):
    exit_code: int
    stdout: str | None
    stderr: str
    crash: str | None
    waited_on: list[str]


def text(parts: Any) -> str:
    """A string, or a list of parts: strings and [string, times]."""
    if isinstance(parts, str):
        return parts
    return "".join(part if isinstance(part, str) else part[0] * part[1] for part in parts)


def make_files(folder: Path, files: dict[str, Any]) -> None:
    """`name: text`, or `name: {text | latin1 | fifo | folder | symlink | copy | qr_photo |
    png_header, read_only}`."""
    for name, spec in files.items():
        spec = spec if isinstance(spec, dict) else {"text": spec}
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if "copy" in spec:
            shutil.copyfile(ROOT / spec["copy"], path)
        elif "qr_photo" in spec:
            qr_photo(spec["qr_photo"], str(path))
        elif "png_header" in spec:
            path.write_bytes(png_header(*spec["png_header"]))
        elif spec.get("folder"):
            path.mkdir()
        elif spec.get("fifo"):
            os.mkfifo(path)
        elif "symlink" in spec:
            path.symlink_to(spec["symlink"])
        else:
            content = spec["latin1"].encode("latin-1") if "latin1" in spec else text(spec["text"]).encode()
            path.write_bytes(content)
        if spec.get("read_only"):
            path.chmod(0o444)


def snapshot(folder: Path) -> dict[str, tuple[int, bytes | str | None]]:
    """Every entry under `folder`, hidden ones included: its mode, and its bytes or target."""
    state: dict[str, tuple[int, bytes | str | None]] = {}
    for root, folders, files in os.walk(folder):
        for name in folders + files:
            path = Path(root, name)
            mode = path.lstat().st_mode
            content = path.read_bytes() if stat.S_ISREG(mode) else None
            state[str(path.relative_to(folder))] = (mode, os.readlink(path) if path.is_symlink() else content)
    return state


@contextmanager
def fifos_opened_when_stuck(folder: Path) -> Iterator[list[str]]:
    """Every FIFO_PATIENCE seconds, open the other end of each FIFO in `folder`, so that a command
    stuck opening one goes on (to an end of file) instead of hanging the tests; the FIFOs it was
    stuck reading are listed."""
    fifos = [path for path in folder.iterdir() if stat.S_ISFIFO(path.lstat().st_mode)]
    stuck: list[str] = []
    finished = threading.Event()

    def open_other_ends() -> None:
        while not finished.wait(FIFO_PATIENCE):
            for fifo in fifos:
                try:
                    os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))  # fails unless someone reads
                    stuck.append(fifo.name)
                except OSError:
                    pass
                os.close(os.open(fifo, os.O_RDONLY | os.O_NONBLOCK))  # lets a stuck writer fail

    watcher = threading.Thread(target=open_other_ends, daemon=True)
    if fifos:
        watcher.start()
    try:
        yield stuck
    finally:
        finished.set()
        if fifos:
            watcher.join()


def in_process(args: list[str], folder: Path, env: dict[str, str]) -> Outcome:
    with fifos_opened_when_stuck(folder) as stuck:
        result = CliRunner().invoke(whole_app(), args, prog_name="papayoo-print", env=env)
    crash = None
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        crash = "".join(traceback.format_exception(*result.exc_info))  # type: ignore[misc]
    return Outcome(result.exit_code, result.stdout, result.stderr, crash, stuck)


def as_subprocess(args: list[str], folder: Path, env: dict[str, str], stdout_to: str | None) -> Outcome:
    """`python -m papayoo_print ARGS`; its standard output a pipe, /dev/full (`full`), or a pipe
    whose reader has gone (`closed`)."""
    with ExitStack() as stack:
        target: Any = subprocess.PIPE
        if stdout_to == "full":
            target = stack.enter_context(open("/dev/full", "wb"))
        elif stdout_to == "closed":
            reader, target = os.pipe()
            os.close(reader)
            stack.callback(os.close, target)
        with fifos_opened_when_stuck(folder) as stuck:
            done = subprocess.run(
                [sys.executable, "-m", "papayoo_print", *args], cwd=folder,
                env={**environ_without_locale(), **env}, stdin=subprocess.DEVNULL, stdout=target,
                stderr=subprocess.PIPE, timeout=120,
            )
    stdout = done.stdout.decode("utf-8", "backslashreplace") if stdout_to is None else None
    return Outcome(done.returncode, stdout, done.stderr.decode("utf-8", "backslashreplace"), None, stuck)


def line_matches(line: str, expected: str | dict[str, str]) -> bool:
    if isinstance(expected, dict):
        return re.fullmatch(expected["re"], line) is not None
    return line == expected


def check(case: dict[str, Any], outcome: Outcome, before: dict[str, Any], after: dict[str, Any]) -> None:
    assert outcome.crash is None, outcome.crash
    assert not outcome.waited_on, f"the command waited, stuck, on the FIFO {outcome.waited_on}"
    said = outcome.stderr + (outcome.stdout or "")
    assert "Traceback" not in said, said
    assert not CONTROL.search(said), f"a raw control character: {said!r}"
    lines = outcome.stderr.splitlines()
    expected = case.get("stderr", [])
    assert len(lines) == len(expected) and all(map(line_matches, lines, expected)), outcome.stderr
    assert all(unicodedata.is_normalized("NFC", line) for line in lines)
    assert outcome.exit_code == case["exit"], outcome.stderr
    if outcome.stdout is not None:
        assert outcome.stdout == case.get("stdout", ""), outcome.stdout
    changes = set(case.get("changes", []))
    assert sorted(after) == sorted({*before, *case.get("creates", [])}), "files appeared or disappeared"
    for name in before:
        assert (after[name] != before[name]) == (name in changes), f"{name} changed, or did not"


def params(selected: list[dict[str, Any]]) -> list[Any]:
    return [pytest.param(case, id=case["id"]) for case in selected]


IN_PROCESS = params([case for case in CASES if "stdout_to" not in case])
AS_A_PROCESS = params([case for case in CASES if case.get("subprocess") or "stdout_to" in case])


def test_the_corpus_is_well_formed() -> None:
    ids = [case["id"] for case in CASES]
    assert len(ids) == len(set(ids)), "two cases share an id"
    assert len(CASES) >= 80
    known = {
        "id", "files", "args", "env", "exit", "stderr", "stdout", "changes", "creates", "subprocess",
        "stdout_to",
    }
    for case in CASES:
        assert set(case) <= known and {"id", "args", "exit"} <= set(case), case["id"]


@pytest.mark.parametrize("case", IN_PROCESS)
def test_in_process(case: dict[str, Any], workdir: Path) -> None:
    make_files(workdir, case.get("files", {}))
    before = snapshot(workdir)
    outcome = in_process([text(arg) for arg in case["args"]], workdir, case.get("env", {}))
    check(case, outcome, before, snapshot(workdir))


@pytest.mark.parametrize("case", AS_A_PROCESS)
def test_as_a_process(case: dict[str, Any], workdir: Path) -> None:
    make_files(workdir, case.get("files", {}))
    before = snapshot(workdir)
    args = [text(arg) for arg in case["args"]]
    outcome = as_subprocess(args, workdir, case.get("env", {}), case.get("stdout_to"))
    check(case, outcome, before, snapshot(workdir))
