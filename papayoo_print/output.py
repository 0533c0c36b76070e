"""Choosing where a PDF goes, and writing it so that a failed run never leaves half a file."""

import os
import tempfile
from pathlib import Path

from papayoo_print.errors import UserError

DEFAULT_FOLDER = "output"


def output_path(requested: Path | None, default_name: str) -> Path:
    """`requested` as given; a folder gets `default_name` inside it; none means ./output/."""
    if requested is None:
        return Path(DEFAULT_FOLDER) / default_name
    if requested.is_dir():
        return requested / default_name
    if not requested.parent.is_dir():
        raise UserError(f"{requested}: the folder {requested.parent} does not exist")
    return requested


def new_file(path: Path) -> Path:
    """`path`, for a file that must not replace one that exists (a game being started)."""
    if path.exists():
        raise UserError(f"{path} already exists: choose another name, or delete it first")
    if not path.parent.is_dir():
        raise UserError(f"{path}: the folder {path.parent} does not exist")
    return path


def write_atomic(path: Path, data: bytes) -> None:
    """Write `data` to a temporary file beside `path`, then replace `path` with it."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as error:
        raise UserError(f"{path}: cannot write here ({error.strerror})") from None
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
        os.chmod(temporary, _mode_for(path))
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise UserError(f"{path}: cannot write here ({error.strerror})") from None


def _mode_for(path: Path) -> int:
    """Keep an existing file's permissions; a new one gets what the umask allows."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
