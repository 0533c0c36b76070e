"""ReportLab started whatever the user's home folder holds.

As it is imported, ReportLab runs the user's own modifications, `~/.reportlab_mods`, if there is
such a file; it goes on without them when there is none, or when it may not read it, but any other
reason it cannot (HOME is a file, or that name a folder) makes the import fail, and every sheet
with it. So, before any command, where that file cannot be read, an empty `reportlab_mods` module
stands for it: ReportLab looks for one on the Python path first, and starts as it does for a user
who has made no modifications.
"""

import importlib.util
import os
import sys
import types

NAME = "reportlab_mods"


def without_unreadable_mods() -> None:
    """An empty `reportlab_mods` where ReportLab would fail to read `~/.reportlab_mods`."""
    try:
        with open(os.path.expanduser(f"~/.{NAME}"), "rb"):
            return
    except (FileNotFoundError, PermissionError):  # what ReportLab goes on without
        return
    except OSError:
        pass
    if NAME not in sys.modules and importlib.util.find_spec(NAME) is None:
        sys.modules[NAME] = types.ModuleType(NAME, "No modifications: ~/.reportlab_mods cannot be read.")
