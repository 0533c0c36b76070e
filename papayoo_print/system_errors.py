"""The system's errors in the interface's language: why a file could not be read, written or
locked, said from the catalogs by the error's errno, never in the system's English
(`os.strerror`).

The English messages are the system's own words (as `ls` or `cp` say them, and as a search
finds them), with "folder" for "directory" as everywhere else in papayoo-print. An errno not in
the table is said in general words with its symbolic name (`EXDEV`), which a search finds too.
"""

import errno

from papayoo_print.words import N_
from papayoo_print.words import ui_gettext as _

_BY_NAME = {
    "ENOENT": N_("No such file or folder"),
    "ENOTDIR": N_("Not a folder"),
    "EISDIR": N_("Is a folder"),
    "EACCES": N_("Permission denied"),
    "EPERM": N_("Operation not permitted"),
    "EROFS": N_("Read-only file system"),
    "ENOSPC": N_("No space left on device"),
    "EDQUOT": N_("Disk quota exceeded"),
    "EFBIG": N_("File too large"),
    "ENAMETOOLONG": N_("File name too long"),
    "ELOOP": N_("Too many levels of symbolic links"),
    "EEXIST": N_("File exists"),
    "EBUSY": N_("Device or resource busy"),
    "ETXTBSY": N_("Text file busy"),
    "EIO": N_("Input/output error"),
    "ENXIO": N_("No such device or address"),
    "ENODEV": N_("No such device"),
    "EMFILE": N_("Too many open files"),
    "ENFILE": N_("Too many open files in system"),
    "ENOMEM": N_("Cannot allocate memory"),
    "EINVAL": N_("Invalid argument"),
    "EAGAIN": N_("Resource temporarily unavailable"),
    "ENOLCK": N_("No locks available"),
    "EOPNOTSUPP": N_("Operation not supported"),
    "ESTALE": N_("Stale file handle"),
}
REASONS: dict[int, str] = {
    getattr(errno, name): message for name, message in _BY_NAME.items() if hasattr(errno, name)
}
"""The errnos a user meets reading, writing and locking files, each with its message; those this
system does not have are left out."""


def reason(error: OSError) -> str:
    """Why the system refused, in the interface's language: the errno's message from the
    table, else `system error EXDEV`; `system error` alone for an OSError without an errno."""
    if error.errno in REASONS:
        return _(REASONS[error.errno])
    if error.errno is None:
        return _("system error")
    code = errno.errorcode.get(error.errno, str(error.errno))
    return _("system error {code}").format(code=code)
