"""Reading a file the user names (a game, a CSV export): its bytes, or one clear problem."""

import os
import stat
from pathlib import Path

from papayoo_print.errors import Problem, UserError
from papayoo_print.facts import MAX_FILE_BYTES
from papayoo_print.words import ui_gettext as _


def read_bytes(path: Path, too_large: str | None = None) -> bytes:
    """The bytes of a regular file of at most MAX_FILE_BYTES: a folder, a device, a FIFO (opened
    without waiting for a writer) or a larger file is refused, the last with `too_large` (a
    message with `{megabytes}`) when given, else as too large for a game."""
    place = str(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(descriptor, "rb") as stream:
            mode = os.fstat(stream.fileno()).st_mode
            if stat.S_ISDIR(mode):
                raise IsADirectoryError
            if not stat.S_ISREG(mode):
                raise UserError(Problem(_("is not a regular file"), file=place))
            data = stream.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise UserError(Problem(_("no such file"), file=place)) from None
    except IsADirectoryError:
        raise UserError(Problem(_("is a folder, not a file"), file=place)) from None
    except OSError as error:
        raise cannot_read(place, error) from None
    if len(data) > MAX_FILE_BYTES:
        message = too_large or _("is larger than {megabytes} MB: too large for a game")
        raise UserError(Problem(message.format(megabytes=MAX_FILE_BYTES // 1_000_000), file=place))
    return data


def cannot_read(place: str | os.PathLike[str], error: OSError) -> UserError:
    """A file or folder the user named that the system will not let us read, with its reason."""
    return UserError(Problem(_("cannot read it ({reason})").format(reason=error.strerror), file=str(place)))
