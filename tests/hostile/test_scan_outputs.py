"""Issue 23, items 4, 9 and 14: what `scan` writes is a game file `game check` accepts, written
with its review all at once or not at all, and a page given twice under two names is refused.

The sheets' codes are forged (what a QR code made by hand could say); the numbers are read by the
stand-in oracle, so that these tests are about what the command writes, not about reading."""

import errno
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import papayoo_print.form.marks as marks
import papayoo_print.output as output
from papayoo_print.errors import ExitStatus
from papayoo_print.facts import Paper
from papayoo_print.form.sheet_code import SheetCode, parse
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language
from tests.conftest import Run, environ_without_locale
from tests.scan.fill_sheet import blank_form, filled_page, photograph
from tests.scan.test_scan_command import HAND, use_reader
from tests.scan.standin_reader import reader

FRENCH = {"LANG": "fr_FR.UTF-8"}
ERROR = "papayoo-print: erreur: "
HEAD = "PPY2|a|en|4|18|18|1|0||"


def forged_photo(monkeypatch: pytest.MonkeyPatch, names: list[str], name: str = "night.jpg",
                 head: str = HEAD) -> list:
    """A photo of a filled 4-player sheet whose QR code says `head` and `names`; the rounds
    written on it."""
    drawn = marks.modules
    monkeypatch.setattr(marks, "modules", lambda text: drawn(head + "\t".join(names)))
    page = filled_page(blank_form(4, names=tuple(names) if len(names) == 4 else ("A", "B", "C", "D")), 3,
                       HAND[0], 3)
    monkeypatch.setattr(marks, "modules", drawn)
    Path(name).write_bytes(photograph(page, 1, scale=8.0)[0])  # a small photo: quick, and still read
    use_reader(monkeypatch, reader([page.sheets[0].rounds], [18], 4))
    return page.sheets[0].rounds


@pytest.mark.parametrize("names", [
    ["Léa", "Hu\x1bgo", "Chloé", "Nathan"],
    ["Léa", "Hugo\nle grand", "Chloé", "Nathan"],
    ["Léa", "Hugo", "Chloé", "LÉA"],
    ["Léa", "", "Chloé", "Nathan"],
    ["Léa", "Hugo", "Chloé", "N" * 41],
    ["Léa", "Hu\u200dgo", "Chloé", "Nathan"],
])
def test_names_the_code_gives_are_checked_as_a_game_files(
    run: Run, monkeypatch: pytest.MonkeyPatch, names: list[str]
) -> None:
    Path("g.yaml").write_text(json.dumps({"players": names}), encoding="utf-8")
    checked = run("game", "check", "g.yaml", env=FRENCH)
    assert checked.exit_code == ExitStatus.FAILED, checked.output
    problems = [line.removeprefix(f"{ERROR}g.yaml:1: ") for line in checked.stderr.splitlines()]
    os.remove("g.yaml")
    forged_photo(monkeypatch, names)
    result = run("scan", "night.jpg", env=FRENCH)
    assert result.exit_code == ExitStatus.FAILED, result.output
    code = "le code QR de la feuille"
    assert result.stderr.splitlines() == [f"{ERROR}night.jpg: {code}: {problem}" for problem in problems]
    assert sorted(os.listdir()) == ["night.jpg"]


def test_names_game_check_accepts_are_written_as_the_code_gives_them(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    names = ["Zoé", "Íñigo", "Ζωή", "Ólafur"]
    forged_photo(monkeypatch, names)
    result = run("scan", "night.jpg")
    assert result.exit_code == ExitStatus.DONE, result.output
    assert load_game(Path("night.yaml")).players == tuple(names)


@pytest.mark.parametrize("failure", [OSError(errno.ENOSPC, "No space left on device"), KeyboardInterrupt()])
def test_a_review_that_cannot_be_written_takes_the_game_file_back(
    run: Run, monkeypatch: pytest.MonkeyPatch, failure: BaseException
) -> None:
    forged_photo(monkeypatch, ["Léa", "Hugo", "Chloé", "Nathan"])
    replace = os.replace

    def place(source: str, target: str) -> None:  # the review (the second file) does not go in
        if target.endswith(".pdf"):
            raise failure
        replace(source, target)

    monkeypatch.setattr(output.os, "link", lambda source, target: place(source, target))
    monkeypatch.setattr(output.os, "replace", place)
    result = run("scan", "night.jpg", env=FRENCH)
    assert result.exit_code != ExitStatus.DONE
    assert sorted(os.listdir()) == ["night.jpg"]


def tmpfs(folder: Path, size: str) -> bool:
    folder.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                          capture_output=True)
    return done.returncode == 0


@pytest.mark.skipif(os.geteuid() != 0, reason="mounting a small tmpfs needs root")
def test_a_full_disk_leaves_neither_the_game_nor_half_a_review(
    run: Run, monkeypatch: pytest.MonkeyPatch, workdir: Path
) -> None:
    forged_photo(monkeypatch, ["Léa", "Hugo", "Chloé", "Nathan"])
    if not tmpfs(workdir / "small", "16k"):
        pytest.skip("this system refuses to mount a tmpfs here")
    try:
        result = run("scan", "night.jpg", "-o", "small/night.yaml", env=FRENCH)
        left = os.listdir("small")
    finally:
        subprocess.run(["umount", str(workdir / "small")], check=True)
    assert result.exit_code == ExitStatus.FAILED
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"{ERROR}small/night-review.pdf: "), line
    assert left == []


def test_ctrl_c_while_reading_writes_nothing(workdir: Path) -> None:
    """As a process, its stderr a terminal: Ctrl-C once "Reading the photos…" shows ends with 130,
    the status line erased, no traceback, no file."""
    import pty

    import cv2
    import numpy as np

    cv2.imwrite("wall.png", np.full((4000, 4000), 255, np.uint8))
    terminal, its_end = pty.openpty()
    # Ctrl-C reaches a command typed at a terminal; a suite started in the background ignores it,
    # and so would the process it starts, were Python's own handler not put back first.
    handler = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        process = subprocess.Popen([sys.executable, "-m", "papayoo_print", "scan", "wall.png"],
                                   env={**environ_without_locale(), **FRENCH}, stdout=subprocess.DEVNULL,
                                   stderr=its_end)
    finally:
        signal.signal(signal.SIGINT, handler)
    os.close(its_end)
    shown = b""
    try:
        while "Lecture des photos…".encode() not in shown:
            shown += os.read(terminal, 1024)
    finally:
        process.send_signal(signal.SIGINT)
    while True:  # read while it ends: what a pty holds when its other end closes may be lost
        try:
            shown += os.read(terminal, 1024)
        except OSError:  # the process has gone: the terminal's other end is closed
            break
    process.wait(timeout=60)
    os.close(terminal)
    assert process.returncode == ExitStatus.INTERRUPTED, shown
    assert b"Traceback" not in shown and shown.endswith(b"\r\x1b[K"), shown
    assert sorted(os.listdir()) == ["wall.png"]


def test_the_same_page_under_two_names_is_refused(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    forged_photo(monkeypatch, ["Léa", "Hugo", "Chloé", "Nathan"])
    Path("copy.jpg").write_bytes(Path("night.jpg").read_bytes())
    result = run("scan", "night.jpg", "copy.jpg", env=FRENCH)
    assert result.exit_code == ExitStatus.FAILED
    assert result.stderr.splitlines() == [
        f"{ERROR}copy.jpg: cette photo est donnée deux fois\u00a0: donnez la photo de chaque page"
        " une seule fois, dans l'ordre"
    ]
    assert sorted(os.listdir()) == ["copy.jpg", "night.jpg"]


NAMES = ["Léa", "Hugo", "Chloé", "Nathan"]


@pytest.mark.parametrize(("firsts", "line"), [
    ((19,), "night.jpg: cette page commence à la manche 19\u00a0: donnez les photos depuis la première"
     " page de la partie, dans l'ordre"),
    ((1, 37), "page-2.jpg: cette page commence à la manche 37, mais la page d'avant finit à la manche"
     " 18\u00a0: donnez les photos dans l'ordre, sans en oublier"),
])
def test_pages_out_of_order_or_missing_are_refused(
    run: Run, monkeypatch: pytest.MonkeyPatch, firsts: tuple[int, ...], line: str
) -> None:
    photos = ["night.jpg", "page-2.jpg"][: len(firsts)]
    for photo, first in zip(photos, firsts):
        forged_photo(monkeypatch, NAMES, photo, f"PPY2|a|en|4|18|40|{first}|0||")
    result = run("scan", *photos, env=FRENCH)
    assert result.exit_code == ExitStatus.FAILED, result.output
    assert result.stderr.splitlines() == [ERROR + line]
    assert sorted(os.listdir()) == sorted(photos)


def test_a_blank_sheet_taken_to_go_on_is_the_next_page(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    """A second blank sheet's code numbers its rounds from 1 too: it goes on from the first page."""
    for photo in ("night.jpg", "page-2.jpg"):
        forged_photo(monkeypatch, NAMES, photo, "PPY2|a|en|4|18|40|1|0||")
    use_reader(monkeypatch, reader([[], []], [18, 18], 4))
    result = run("scan", "night.jpg", "page-2.jpg", env=FRENCH)
    assert "cette page commence" not in result.stderr


def test_a_picture_of_several_pages_is_refused(run: Run, workdir: Path) -> None:
    from PIL import Image

    pages = [Image.new("L", (300, 200), 255), Image.new("L", (300, 200), 128)]
    pages[0].save("pages.tiff", save_all=True, append_images=pages[1:])
    result = run("scan", "pages.tiff", env=FRENCH)
    assert result.exit_code == ExitStatus.FAILED
    assert result.stderr.splitlines() == [
        f"{ERROR}pages.tiff: contient 2 images\u00a0: donnez chaque page de la partie dans une photo à part"
    ]


def test_a_name_with_a_bar_comes_back_from_the_code() -> None:
    code = SheetCode(Paper.a4, Language.fr, 4, 18, 18, 1, 0, None, ("A|B", "Cid", "Dan", "Eve"), True)
    assert parse(code.text()) == code


def test_scan_writes_no_game_to_standard_output(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    forged_photo(monkeypatch, NAMES)
    result = run("scan", "night.jpg", "-o", "-", env=FRENCH)
    assert result.exit_code == ExitStatus.FAILED
    assert sorted(os.listdir()) == ["night.jpg"]
