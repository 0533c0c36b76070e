"""Reading a file the user names (a game, a CSV export): its bytes, or one clear problem."""

import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from io import BufferedReader
from pathlib import Path

from papayoo_print.errors import Problem, UserError
from papayoo_print.facts import MAX_FILE_BYTES
from papayoo_print.system_errors import reason
from papayoo_print.words import ui_gettext as _


@contextmanager
def regular_file(path: Path) -> Iterator[BufferedReader]:
    """The regular file the user names at `path`, open for reading; a folder, a device or a FIFO
    (opened without waiting for a writer) is refused, and so is what the system will not let us
    read, with its reason, while the file is open too."""
    place = str(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(descriptor, "rb") as stream:
            mode = os.fstat(stream.fileno()).st_mode
            if stat.S_ISDIR(mode):
                raise IsADirectoryError
            if not stat.S_ISREG(mode):
                raise UserError(Problem(_("is not a regular file"), file=place))
            yield stream
    except FileNotFoundError:
        raise UserError(Problem(_("no such file"), file=place)) from None
    except IsADirectoryError:
        raise UserError(Problem(_("is a folder, not a file"), file=place)) from None
    except OSError as error:
        raise cannot_read(place, error) from None


def read_bytes(path: Path, too_large: str | None = None) -> bytes:
    """The bytes of a regular file of at most MAX_FILE_BYTES (see regular_file); a larger file is
    refused with `too_large` (a message with `{megabytes}`) when given, else as too large for a
    game."""
    with regular_file(path) as stream:
        data = stream.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        message = too_large or _("is larger than {megabytes} MB: too large for a game")
        raise UserError(Problem(message.format(megabytes=MAX_FILE_BYTES // 1_000_000), file=str(path)))
    return data


def cannot_read(place: str | os.PathLike[str], error: OSError) -> UserError:
    """A file or folder the user named that the system will not let us read, with its reason in
    the user's words."""
    return UserError(Problem(_("cannot read it ({reason})").format(reason=reason(error)), file=str(place)))
