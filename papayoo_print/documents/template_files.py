"""The files of a template folder, as the typesetter reads them.

A name in the user's folder is the user's file, used instead of the built-in one of that name: so
it must be one the typesetter can read, a regular file whose real path is inside the folder (a
symlink may lead only within it). Anything else there under that name (a symlink out of the
folder, a pipe, a folder, a device, a link to nowhere) is refused, naming it: it is not replaced
by the built-in file without a word, and a pipe is never opened to wait on. Each file is read
whole, up to a size: a template or a stylesheet up to MAX_TEXT_BYTES, a font or a picture up to
MAX_RESOURCE_BYTES.
"""

import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from jinja2 import BaseLoader, Environment, TemplateNotFound
from jinja2.loaders import split_template_path

from papayoo_print.errors import Problem, UserError
from papayoo_print.game.file_bytes import cannot_read
from papayoo_print.words import ui_gettext as _

MAX_TEXT_BYTES = 1_000_000
MAX_RESOURCE_BYTES = 32_000_000
"""A font of every CJK character weighs some 20 MB."""
_OPEN_FLAGS = os.O_RDONLY | os.O_NONBLOCK * hasattr(os, "O_NONBLOCK") | getattr(os, "O_NOFOLLOW", 0)
"""A pipe opened so is not waited on; the real path is opened, so it is no symlink."""


class Folder(NamedTuple):
    """A template folder: its real path, and the path its files are named by (as the user typed
    it, for the user's folder)."""

    real: Path
    shown: Path


def folder(path: Path) -> Folder:
    """A folder named as it is given."""
    return Folder(path.resolve(), path)


def found(folder: Folder, name: str) -> Path | None:
    """The real path of `name` in `folder`, None where the folder has no entry of that name;
    UserError where it has one that is not a regular file inside the folder."""
    path, shown = folder.real / name, str(folder.shown / name)
    try:
        path.lstat()
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as error:
        raise cannot_read(shown, error) from None
    real = Path(os.path.realpath(path))
    if not real.is_relative_to(folder.real):
        raise UserError(Problem(leads_out(folder.shown), file=shown))
    try:
        mode = real.stat().st_mode
    except OSError as error:
        raise cannot_read(shown, error) from None
    if not stat.S_ISREG(mode):
        raise UserError(Problem(not_a_file(mode), file=shown))
    return real


def not_a_file(mode: int) -> str:
    return _("is a folder, not a file") if stat.S_ISDIR(mode) else _("is not a regular file")


def leads_out(folder: Path) -> str:
    return _("leads out of {folder}: a template is read only from its own folder").format(folder=folder)


def read(real: Path, limit: int, shown: str) -> bytes:
    """The bytes of a file `found` gave, up to `limit`; UserError naming it as `shown`."""
    try:
        descriptor = os.open(real, _OPEN_FLAGS)
    except OSError as error:
        raise cannot_read(shown, error) from None
    with os.fdopen(descriptor, "rb") as stream:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise UserError(Problem(not_a_file(status.st_mode), file=shown))
        if status.st_size > limit:
            raise UserError(Problem(too_large(limit), file=shown))
        try:
            data = stream.read(limit + 1)
        except OSError as error:
            raise cannot_read(shown, error) from None
    if len(data) > limit:  # it grew while being read
        raise UserError(Problem(too_large(limit), file=shown))
    return data


def too_large(limit: int) -> str:
    return _("is larger than {megabytes} MB: too large for a template's file").format(
        megabytes=limit // 1_000_000
    )


class FolderLoader(BaseLoader):
    """Jinja2's templates from one folder, read as above, each named by its shown path; a name
    the folder does not have is looked for in the next folder (ChoiceLoader)."""

    def __init__(self, folder: Folder) -> None:
        self.folder = folder

    def get_source(self, environment: Environment, template: str) -> tuple[str, str, Callable[[], bool]]:
        name = "/".join(split_template_path(template))
        real = found(self.folder, name)
        if real is None:
            raise TemplateNotFound(template)
        shown = str(self.folder.shown / name)
        try:
            source = read(real, MAX_TEXT_BYTES, shown).decode("utf-8")
        except UnicodeDecodeError:
            raise UserError(_("template {name}: it is not UTF-8 text").format(name=name)) from None
        changed = real.stat().st_mtime
        return source, shown, lambda: _unchanged(real, changed)


def _unchanged(real: Path, changed: float) -> bool:
    try:
        return real.stat().st_mtime == changed
    except OSError:
        return False
