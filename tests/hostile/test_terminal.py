"""Issue 23, item 8, on a real terminal: file names that hold escape sequences (a window title,
a screen clear, a colour) are shown as escapes by every command that prints a path, in its
output and its errors, when standard output and standard error are a terminal. The only escape
the tool itself writes is the one that erases its status line."""

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import environ_without_locale

GAME = (
    "players: [Léa, Hugo, Chloé, Nathan]\nrounds:\n"
    "  - scores: {Léa: 27, Hugo: 71, Chloé: 58, Nathan: 94}\n    papayoo: Hugo\n    suit: hearts\n"
)
HOSTILE = "z\x1b]0;PWNED\x07\x1b[2J\x1b[31mred\x9b1m"
"""A window title, a screen clear, a colour, and the one-byte CSI of C1."""
STATUS_ERASED = b"\r\x1b[K"


def on_a_terminal(*args: str) -> tuple[int, bytes]:
    """`papayoo-print ARGS` with standard output and error on one pty, in French: its exit status
    and every byte the terminal received."""
    terminal, its_end = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "papayoo_print", *args], stdin=subprocess.DEVNULL,
                               stdout=its_end, stderr=its_end,
                               env={**environ_without_locale(), "LANG": "fr_FR.UTF-8", "TERM": "xterm"})
    os.close(its_end)
    received = b""
    while True:
        try:
            chunk = os.read(terminal, 4096)
        except OSError:  # the command has ended: the terminal's other end is closed
            break
        if not chunk:
            break
        received += chunk
    os.close(terminal)
    return process.wait(timeout=120), received


def obeyed(received: bytes) -> bytes:
    """What the terminal would obey: every ESC or C1 control but the status line's erasure."""
    rest = received.replace(STATUS_ERASED, b"")
    return bytes(byte for byte in rest if byte == 0x1B or byte == 0x07) + \
        (b"CSI" if "\x9b".encode() in rest else b"")


@pytest.mark.parametrize("command", [
    ("result", "g.yaml", "-o", f"{HOSTILE}.pdf"),
    ("game", "export", "g.yaml", "-o", f"{HOSTILE}.csv"),
    ("sheet", "-o", f"{HOSTILE}.pdf"),
    ("game", "new", f"{HOSTILE}.yaml", "--players", "Léa,Hugo,Chloé"),
])
def test_a_written_file_is_named_in_escapes(workdir: Path, command: tuple[str, ...]) -> None:
    Path("g.yaml").write_text(GAME, encoding="utf-8")
    status, received = on_a_terminal(*command)
    assert status == 0, received
    assert obeyed(received) == b"", received
    assert b"z\\x1b]0;PWNED\\x07\\x1b[2J\\x1b[31mred\\x9b1m" in received, received
    assert any(name.startswith("z\x1b]0;PWNED") for name in os.listdir())


@pytest.mark.parametrize("command", [
    ("game", "show", f"{HOSTILE}.yaml"),
    ("result", f"{HOSTILE}.yaml"),
    ("scan", f"{HOSTILE}.jpg"),
    ("season", HOSTILE),
])
def test_a_file_named_in_an_error_is_named_in_escapes(workdir: Path, command: tuple[str, ...]) -> None:
    status, received = on_a_terminal(*command)
    assert status in (1, 2), received
    assert obeyed(received) == b"", received
    assert b"PWNED" in received and received.count(b"\n") <= 2, received
    assert os.listdir() == []


def test_a_byte_of_a_name_that_is_not_utf8_is_shown_as_the_byte() -> None:
    from papayoo_print.cli.errors import visible

    assert visible(os.fsdecode(b"o\xff\xfe.pdf")) == "o\\xff\\xfe.pdf"
