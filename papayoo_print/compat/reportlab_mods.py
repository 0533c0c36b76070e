"""ReportLab started whatever the user's home folder holds.

What it patches: `sys.modules["reportlab_mods"]`, before any command. As it is imported,
ReportLab (`reportlab/__init__.py`) imports a `reportlab_mods` module from the Python path, else
runs the user's own `~/.reportlab_mods`; it goes on without them when there is no such file or it
may not read it, but any other reason it cannot (HOME is a file, or that name a folder) makes the
import fail, and every sheet with it, and a named pipe there keeps it waiting for ever. Where that
name is something other than a file, an empty `reportlab_mods` module stands for it, and ReportLab
starts as it does for a user who has made no modifications. Only its kind is looked at, never its
content.

Verified on: ReportLab 5.1.0.

Guard: `~/.reportlab_mods` exists and is not a regular file, and no `reportlab_mods` module is
imported or importable; otherwise nothing is done (a readable file still runs, as ReportLab means
it to). No version is checked: it cannot be read before ReportLab is imported, which is what this
prepares, and an empty module is what any ReportLab gets from a user with no modifications.

Why it is kept: it fixes a real bug, a traceback or a hang at every command for such a home
folder (tests/compat/test_reportlab_mods.py).
"""

import importlib.util
import os
import stat
import sys
import types

NAME = "reportlab_mods"


def without_unreadable_mods() -> None:
    """An empty `reportlab_mods` where `~/.reportlab_mods` is there but is not a file."""
    try:
        if stat.S_ISREG(os.stat(os.path.expanduser(f"~/.{NAME}")).st_mode):
            return
    except (FileNotFoundError, PermissionError):  # what ReportLab goes on without
        return
    except OSError:
        pass
    if NAME not in sys.modules and importlib.util.find_spec(NAME) is None:
        sys.modules[NAME] = types.ModuleType(NAME, "No modifications: ~/.reportlab_mods is not a file.")
