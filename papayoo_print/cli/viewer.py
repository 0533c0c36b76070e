"""`--open`: show a file just written in the system's viewer, as a double click would.

The viewer is started through the system's own opener (xdg-open on Linux and the BSDs, open on
macOS, the shell on Windows), detached from this command: its output goes nowhere, and the
command does not wait for the viewer to close. Where there is no opener, or it fails, one
warning says so, and the command still succeeds: the file is written.
"""

import os
import sys
from pathlib import Path

from papayoo_print.cli.errors import problem_line, warn
from papayoo_print.errors import Problem
from papayoo_print.system_errors import reason
from papayoo_print.words import ui_gettext as _

OPENER_PATIENCE = 2.0
"""Seconds to wait for the opener to say whether it could open the file. Most openers hand the
file to the viewer and return at once; one that runs the viewer itself is left running."""


def opener() -> str:
    """The system's command that opens a file in the application chosen for its kind."""
    return "open" if sys.platform == "darwin" else "xdg-open"


def open_in_viewer(path: Path) -> None:
    """Open `path` in the system's viewer; if that cannot be done, a one-line warning."""
    if sys.platform == "win32":
        try:
            os.startfile(path.absolute())
        except OSError as error:
            _not_opened(path, _("not opened: {reason}").format(reason=reason(error)))
        return
    import shutil
    import subprocess

    command = opener()
    program = shutil.which(command)
    if program is None:
        _not_opened(path, _("not opened: there is no {command} here to open it with").format(command=command))
        return
    try:
        process = subprocess.Popen(
            [program, str(path.absolute())],  # absolute: a name such as -x.pdf is no option
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
    except OSError as error:
        _not_opened(path, _("not opened: {reason}").format(reason=reason(error)))
        return
    try:
        status = process.wait(OPENER_PATIENCE)
    except subprocess.TimeoutExpired:
        # It runs the viewer itself: leave it running, and say nothing. Marked as done, so that
        # Python does not warn, at exit, of a child it did not wait for.
        process.returncode = 0
        return
    if status != 0:
        message = _("not opened: {command} ended with status {status}").format(command=command, status=status)
        _not_opened(path, message)


def _not_opened(path: Path, message: str) -> None:
    warn([problem_line(Problem(message, file=str(path)))])
