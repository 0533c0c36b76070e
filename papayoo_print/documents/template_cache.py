"""Jinja2's cache of compiled templates, in the user's own cache folder: what is read from there
is run, so the folder is made only inside a cache or home folder of the user's, and used only
where no one else can write to it."""

import os
import pickle
import stat
from contextlib import suppress
from pathlib import Path

from jinja2.bccache import Bucket, FileSystemBytecodeCache

from papayoo_print import __version__


class _QuietCache(FileSystemBytecodeCache):
    """A compiled template that cannot be read or written is compiled again, not an error: the
    cache only saves time. (Jinja2 writes each file whole, then renames it.)"""

    def load_bytecode(self, bucket: Bucket) -> None:
        try:
            super().load_bytecode(bucket)
        except (OSError, EOFError, ValueError, TypeError, pickle.UnpicklingError):
            bucket.reset()  # a cache file that cannot be read, or is cut short: compile again

    def dump_bytecode(self, bucket: Bucket) -> None:
        with suppress(OSError):
            super().dump_bytecode(bucket)


def compiled_templates() -> _QuietCache | None:
    """Jinja2's cache of compiled templates, or none where it has no folder: the templates are
    compiled once, not at each run."""
    folder = _cache_folder()
    return _QuietCache(str(folder), pattern=f"{__version__}-%s.cache") if folder else None


def _cache_folder() -> Path | None:
    """The user's cache folder for papayoo-print's compiled templates, made if need be inside
    the user's own cache (_cache_base); none where there is no such cache, or where others than
    the user could write to it (what is read from there is run)."""
    base = _cache_base()
    if base is None:
        return None
    folder = base / "papayoo-print" / "templates"
    try:
        for made in (folder.parent, folder):
            with suppress(FileExistsError):
                made.mkdir(mode=0o700)
            status = made.lstat()
            if not (stat.S_ISDIR(status.st_mode) and _mine(status)) or status.st_mode & 0o022:
                return None
    except OSError:
        return None
    return folder


def _cache_base() -> Path | None:
    """The user's cache, as XDG says: $XDG_CACHE_HOME where it is an absolute path, else
    ~/.cache. It is made (mode 0700) only inside a folder of the user's that exists: an empty,
    relative or missing HOME gives no cache, never a folder at the root or anywhere new."""
    given = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(given):
        return _made_in_own_folder(Path(given))
    try:
        home = Path(os.environ["HOME"]) if "HOME" in os.environ else Path.home()
    except RuntimeError:  # no home folder to be found
        return None
    return _made_in_own_folder(home / ".cache") if home.is_absolute() else None


def _made_in_own_folder(folder: Path) -> Path | None:
    """`folder` if it is the user's, made if need be where its parent is the user's folder."""
    if not _own_folder(folder) and _own_folder(folder.parent):
        with suppress(OSError):
            folder.mkdir(mode=0o700)
    return folder if _own_folder(folder) else None


def _own_folder(path: Path) -> bool:
    """Whether `path` is a folder (through symlinks) that belongs to the user."""
    try:
        status = path.stat()
    except OSError:
        return False
    return stat.S_ISDIR(status.st_mode) and _mine(status)


def _mine(status: os.stat_result) -> bool:
    return not hasattr(os, "getuid") or status.st_uid == os.getuid()
