"""ReportLab started whatever the user's home folder holds.

As it is imported, ReportLab runs the user's own modifications, `~/.reportlab_mods`, if there is
such a file; it goes on without them when there is none, or when it may not read it, but any other
reason it cannot (HOME is a file, or that name a folder) makes the import fail, and every sheet
with it; a named pipe there would keep it waiting for ever. So, before any command, where that
name is something other than a file, an empty `reportlab_mods` module stands for it: ReportLab
looks for one on the Python path first, and starts as it does for a user who has made no
modifications. Only its kind is looked at, never its content.
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
