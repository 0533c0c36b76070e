"""Where files go, and writing them so that nothing is lost.

A run that fails or is killed never leaves half a file: the new content goes to a temporary file
beside the target, which then replaces it, and a later run removes the temporaries of runs that
died. An output is never one of the command's inputs, nor anything but a regular file (a
device, a pipe). A game file is locked while a command reads, changes and rewrites it; a lock
that is not a plain file (a symlink someone planted) is refused, never followed.
"""

import errno
import glob
import os
import stat
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from papayoo_print.errors import ExitStatus, Problem, UserError
from papayoo_print.words import ui_gettext as _

DEFAULT_FOLDER = "output"
LOCK_WAIT = 10.0
"""Seconds a command waits for another one to finish changing the same game file."""
NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)
"""Open a lock file without following a symlink, where the system can (not on Windows)."""
SHORT_NAME_BYTES = 200
"""Of a file's name, the most its temporary's and its lock's names hold: with what they add,
they stay within the 255 bytes a name may have."""


def output_path(requested: str | None, default_name: str, inputs: Sequence[Path] = ()) -> Path:
    """`requested` as given; a folder (or a path ending in a separator) gets `default_name`
    inside it; none means ./output/. Refused: an empty name, a missing folder, a special file,
    an input."""
    try:
        path = _in_folder(requested, default_name)
        refuse_special(path)
        for source in inputs:
            if path.exists() and source.exists() and os.path.samefile(path, source):
                message = _("is one of this command's inputs: write the output elsewhere")
                raise UserError(Problem(message, file=str(path)))
    except OSError as error:  # a name too long for the system, a folder it may not enter
        raise UserError(_cannot_write(error, requested)) from None
    return path


def new_file(requested: str, default_name: str | None = None) -> Path:
    """Where to write a file that must not replace one that exists (a game being started); a
    folder gets `default_name` inside it, where there is one."""
    try:
        refuse_empty(requested)
        if default_name is None and _names_folder(requested):
            raise UserError(Problem(_("is a folder: name the file to write"), file=requested))
        path = _in_folder(requested, default_name or "")
        if os.path.lexists(path):
            raise UserError(_taken(path))
    except OSError as error:
        raise UserError(_cannot_write(error, requested)) from None
    return path


def _taken(path: Path) -> str:
    return _("{file} already exists: choose another name, or delete it first").format(file=path)


def _cannot_write(error: OSError, place: str | None) -> Problem:
    from papayoo_print.system_errors import reason  # said only when a write fails

    return Problem(_("cannot write here ({reason})").format(reason=reason(error)), file=place)


def refuse_empty(requested: str) -> None:
    """An empty name (`-o ''`, often a variable that was never set) names no file: it is
    refused, not taken for the current folder, nor for no option at all."""
    if not requested:
        message = _("'' names no file: give the name of a file or a folder")
        raise UserError(Problem(message), status=ExitStatus.USAGE)


def _in_folder(requested: str | None, default_name: str) -> Path:
    """Where `requested` puts the file; OSError when the system will not say (a name too long,
    a symlink loop, a folder that cannot be entered)."""
    if requested is None:
        return Path(DEFAULT_FOLDER) / default_name
    refuse_empty(requested)
    if _names_folder(requested):
        _check_folder(Path(requested), requested, named=True)
        return Path(requested) / default_name
    path = Path(requested)
    _check_folder(path.parent, requested, named=False)
    return path


def _check_folder(folder: Path, requested: str, named: bool) -> None:
    """UserError unless `folder` is a folder: the one `requested` names (`DIR/`), or the one it
    puts a file into."""
    try:
        mode = folder.stat().st_mode
    except FileNotFoundError:
        missing = _("this folder does not exist") if named else _("the folder {folder} does not exist")
        raise UserError(Problem(missing.format(folder=folder), file=requested)) from None
    if not stat.S_ISDIR(mode):
        raise UserError(Problem(_("{folder} is not a folder").format(folder=folder), file=requested))


def _names_folder(requested: str) -> bool:
    return requested.endswith(("/", os.sep)) or Path(requested).is_dir()


def refuse_special(path: Path) -> None:
    """Refuse to replace anything but a regular file: a device, a pipe, a socket, a path the
    system cannot follow (a symlink loop)."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return
    except OSError as error:
        raise UserError(_cannot_write(error, str(path))) from None
    if not stat.S_ISREG(mode):
        raise UserError(
            Problem(_("is not a regular file: papayoo-print replaces only files"), file=str(path))
        )


def refuse_read_only(path: Path) -> None:
    """A game file its owner made read-only stays as it is."""
    if not path.stat().st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
        raise UserError(Problem(_("is read-only: papayoo-print leaves it as it is"), file=str(path)))


def write_atomic(path: Path, data: bytes, *, new: bool = False) -> bool:
    """Write `data` to a temporary file beside `path`, then replace `path` with it; with `new`,
    put it in place only if no file has taken the name meanwhile (two runs at once starting the
    same game: the second says so, nothing is replaced). True when a file was replaced."""
    return write_all([(path, data)], new=new)[0]


def write_all(files: Sequence[tuple[Path, bytes]], *, new: bool = False) -> list[bool]:
    """Write every file as write_atomic writes one, all of them or none: each is written whole
    beside its place first, then each is put in place, so that a failure while writing (a full
    disk, Ctrl-C) leaves every file as it was and no temporary file; one while putting them in
    place (with `new`, a name taken meanwhile) takes back the new files already placed. Whether
    each replaced a file."""
    for path, _data in files:
        refuse_special(path)
    replaced = [os.path.lexists(path) for path, _data in files]
    temporaries: list[tuple[str, Path]] = []
    placed: list[Path] = []
    placing = False
    try:
        for path, data in files:
            temporaries.append((_temporary(path, data), path))
        placing = True
        for temporary, path in temporaries:
            if new:
                _place_new(temporary, path)
            else:
                os.replace(temporary, path)
            placed.append(path)
    except BaseException as error:
        for temporary, _path in temporaries:
            Path(temporary).unlink(missing_ok=True)
        for written in placed if new else []:
            written.unlink(missing_ok=True)
        if placing and isinstance(error, FileExistsError):  # with `new`: the name was taken
            raise UserError(_taken(path)) from None
        if isinstance(error, OSError):
            raise UserError(_cannot_write(error, str(path))) from None
        raise
    return replaced


def _temporary(path: Path, data: bytes) -> str:
    """`data` in a new temporary file beside `path`, with the permissions `path` is to have."""
    path.parent.mkdir(parents=True, exist_ok=True)
    _remove_dead_temporaries(path)
    descriptor, temporary = tempfile.mkstemp(
        dir=path.parent, prefix=f".{_short_name(path)}.{os.getpid()}.", suffix=".tmp"
    )
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
        os.chmod(temporary, _mode_for(path))
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return temporary


def _place_new(temporary: str, path: Path) -> None:
    """The finished temporary file under `path`, FileExistsError if `path` exists: a hard link
    is made only where the name is free. Where the file system has no hard links, the name is
    claimed by creating it exclusively, then the file put in its place."""
    try:
        os.link(temporary, path)
    except FileExistsError:
        raise
    except OSError:
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        os.replace(temporary, path)
    else:
        os.unlink(temporary)


def _remove_dead_temporaries(path: Path) -> None:
    """The temporary files of earlier runs writing `path` that were killed before they finished:
    each name holds its writer's process id (POSIX only: elsewhere they stay)."""
    if os.name != "posix":
        return
    short = _short_name(path)
    for temporary in glob.glob(glob.escape(str(path.parent / f".{short}.")) + "*.tmp"):
        writer = Path(temporary).name[len(short) + 2 :].split(".", 1)[0]
        if writer.isdigit() and int(writer) != os.getpid() and not _running(int(writer)):
            Path(temporary).unlink(missing_ok=True)


def _short_name(path: Path) -> str:
    """`path`'s name, cut to SHORT_NAME_BYTES for the names made from it."""
    name = path.name
    while len(os.fsencode(name)) > SHORT_NAME_BYTES:
        name = name[:-1]
    return name


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold `path`'s lock while reading, changing and rewriting it: a second command waits for
    the first, then reads what it wrote. The lock is a hidden file beside it, `.NAME.lock`,
    removed when the lock is released (on POSIX; Windows keeps it)."""
    lock_path = path.with_name(f".{_short_name(path)}.lock")
    deadline = time.monotonic() + LOCK_WAIT
    while True:
        try:
            _refuse_odd_lock(lock_path)
            descriptor = os.open(lock_path, os.O_RDWR | os.O_CREAT | NO_FOLLOW, 0o666)
        except FileNotFoundError:
            raise UserError(Problem(_("no such file"), file=str(path))) from None
        except OSError as error:
            if error.errno == errno.ELOOP:  # made a symlink since _refuse_odd_lock looked
                raise UserError(_not_a_lock(lock_path)) from None
            raise UserError(_cannot_lock(error, path)) from None
        try:
            held = _try_lock(descriptor) and _still_there(descriptor, lock_path)
        except OSError as error:  # the file system has no locks (ENOLCK): nobody holds this one
            os.close(descriptor)
            lock_path.unlink(missing_ok=True)
            raise UserError(_cannot_lock(error, path)) from None
        if held:
            break
        os.close(descriptor)
        if time.monotonic() > deadline:
            message = _("another papayoo-print is changing this file: try again when it is done")
            raise UserError(Problem(message, file=str(path)))
        time.sleep(0.01)
    try:
        yield
    finally:
        if os.name == "posix":
            lock_path.unlink(missing_ok=True)  # while held: a waiter then finds it gone, and retries
        os.close(descriptor)  # closing releases the lock


def _cannot_lock(error: OSError, path: Path) -> Problem:
    from papayoo_print.system_errors import reason

    return Problem(_("cannot lock it ({reason})").format(reason=reason(error)), file=str(path))


def _refuse_odd_lock(lock_path: Path) -> None:
    """A lock path that is anything but a regular file (a symlink someone planted, leading to a
    file the command would create or open) is refused, not followed."""
    try:
        mode = lock_path.lstat().st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise UserError(_not_a_lock(lock_path))


def _not_a_lock(lock_path: Path) -> Problem:
    return Problem(_("is not a regular file"), file=str(lock_path))


def _still_there(descriptor: int, lock_path: Path) -> bool:
    """Whether the lock just taken is the lock file's current one, not one its holder removed."""
    try:
        return os.path.samestat(os.fstat(descriptor), os.stat(lock_path))
    except OSError:
        return False


def _try_lock(descriptor: int) -> bool:
    """Whether the lock is taken: False while another process holds it; OSError when the
    system cannot lock this file at all."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _mode_for(path: Path) -> int:
    """Keep an existing file's permissions; a new one gets what the umask allows."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
