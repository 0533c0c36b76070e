"""The one printer of errors: every problem a user can cause, Typer's usage errors included, as
one line on stderr (a game file with several problems: one line each), in the interface's
language, and the exit status that says how the run ended (`ExitStatus`). Standard output goes
through `say`, so that a full disk is one of those lines too, a reader that stops reading
(`| head`) ends the command quietly, as other Unix tools do, and what a line holds (a path, a
name) is escaped as the error lines escape it."""

import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn

import typer

from papayoo_print.cli.click_words import Group, bad_value, translate_click_message, translate_help
from papayoo_print.errors import Caveat, ExitStatus, Problem, UserError
from papayoo_print.words import Language, default_language, speaking
from papayoo_print.words import ui_gettext as _

PROG = "papayoo-print"


class OneLineErrors(Group):
    """The top-level group: it runs in the interface's language, says each problem in one line
    on stderr, and exits with an `ExitStatus`."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        windows_expand_args: bool = True,
        **extra: Any,
    ) -> NoReturn:
        args = list(sys.argv[1:] if args is None else args)
        with speaking(_language_asked(args) or default_language()):
            translate_help(self)
            how = dict(prog_name=prog_name, complete_var=complete_var, **extra)
            sys.exit(self._status(args, windows_expand_args=windows_expand_args, **how))

    def _status(self, args: list[str], **how: Any) -> int:
        """The exit status: an `ExitStatus`, or the code of a `typer.Exit`."""
        try:
            result = super().main(args, standalone_mode=False, **how)
        except UserError as error:
            _print_lines(map(problem_line, error.problems))
            return error.status
        except Caveat as caveat:
            _print_lines(map(problem_line, caveat.problems), warning=True)
            return ExitStatus.DONE
        except typer.TyperException as error:  # Click's own: a usage error, a file it cannot open
            _print_lines(_click_lines(error))
            return ExitStatus.USAGE if error.exit_code == ExitStatus.USAGE else ExitStatus.FAILED
        except _ReaderGone:
            return ExitStatus.DONE
        except KeyboardInterrupt:  # Ctrl-C outside Click's own handling of it
            return ExitStatus.INTERRUPTED
        except typer.Abort as abort:
            if isinstance(abort.__cause__, KeyboardInterrupt):  # Ctrl-C, as Click reports it
                return ExitStatus.INTERRUPTED
            _print_lines([_("aborted")])
            return ExitStatus.FAILED
        return result if isinstance(result, int) else ExitStatus.DONE


def _click_lines(error: typer.TyperException) -> list[str]:
    """Click's error in the interface's language: a value it refused under its option's name,
    as the project's own problems are said; its other errors line by line."""
    if isinstance(error, typer.BadParameter) and error.param is not None and error.message:
        return [problem_line(bad_value(error))]
    return [translate_click_message(line) for line in error.format_message().splitlines()]


def _language_asked(args: list[str]) -> Language | None:
    """The language `--lang`/`-l` asks for, read before Click parses anything: its own words
    (a usage error, the help) come out in it too."""
    for index, arg in enumerate(args):
        value = None
        if arg in ("--lang", "-l") and index + 1 < len(args):
            value = args[index + 1]
        elif arg.startswith("--lang="):
            value = arg.removeprefix("--lang=")
        if value and value.lower() in Language.__members__:
            return Language(value.lower())
    return None


def problem_line(problem: Problem) -> str:
    """`file:line: title: message`, `--round: message` or `file:line: round 2, Léa: message`:
    whichever parts of the place are known."""
    parts = []
    if problem.file is not None:
        parts.append(problem.file if problem.line is None else f"{problem.file}:{problem.line}")
    if problem.subject is not None:
        parts.append(problem.subject)
    if problem.round is not None and problem.player is not None:
        parts.append(_("round {number}, {player}").format(number=problem.round, player=problem.player))
    elif problem.round is not None:
        parts.append(_("round {number}").format(number=problem.round))
    return ": ".join([*parts, problem.message])


def _print_lines(lines: Iterable[str], warning: bool = False) -> None:
    kind = _("warning") if warning else _("error")
    for line in lines:
        typer.echo(f"{PROG}: {kind}: {visible(line)}".rstrip(), err=True)


def visible(line: str) -> str:
    """The line, with what a terminal would obey or hide (a newline, ESC, U+200D) written as an
    escape, as Python writes it: a file name the user typed is shown, never run. Spaces stay,
    the no-break ones of French typography among them. A byte of a file name that is not UTF-8
    (which Python holds as a lone surrogate) is shown as the byte: `\\xff`."""
    return "".join(
        character if character.isprintable() or character in _SPACES else _escaped(character)
        for character in line
    )


def _escaped(character: str) -> str:
    if "\udc80" <= character <= "\udcff":
        return f"\\x{ord(character) - 0xDC00:02x}"
    return repr(character)[1:-1]


_SPACES = "\u00a0\u202f\u2007\u2009"
"""No-break, narrow no-break, figure and thin spaces: printable, though Python says otherwise."""


def warn(lines: list[str]) -> None:
    """Lines that do not stop the command, such as a resource a document could not load."""
    _print_lines(lines, warning=True)


class _ReaderGone(Exception):
    """Standard output is a pipe whose reader has closed it."""


def say(text: str) -> None:
    """`text` as lines on standard output, each shown as `visible` shows an error line: a path
    or a name the user typed is printed, never obeyed by the terminal."""
    shown = "\n".join(map(visible, text.split("\n")))
    _to_stdout(lambda: typer.echo(shown))


def say_path(path: os.PathLike[str] | str, replaced: bool = False) -> None:
    """A path (a file written, a folder), as one line on standard output: a newline in a name is
    escaped too. A file that took the place of one that was there says so after the path, in
    the interface's language: `output/x.pdf (replaced)`."""
    shown = visible(str(path))
    say(_("{path} (replaced)").format(path=shown) if replaced else shown)


def say_bytes(data: bytes) -> None:
    """`data` (a PDF) on standard output, as it is."""
    _to_stdout(lambda: (sys.stdout.buffer.write(data), sys.stdout.buffer.flush()))


def _to_stdout(write: Callable[[], object]) -> None:
    try:
        write()
    except BrokenPipeError:
        # Nothing more can reach the reader; the interpreter's last flush must not complain either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise _ReaderGone from None
    except OSError as error:
        from papayoo_print.system_errors import reason  # said only when a write fails

        raise UserError(
            _("cannot write to standard output ({reason})").format(reason=reason(error))
        ) from None


@contextmanager
def progress(message: str) -> Iterator[None]:
    """A status line on stderr while slow work runs (typesetting a document), when stderr is a
    terminal; nothing otherwise. The line is erased when the work is done."""
    shown = sys.stderr.isatty()
    try:  # a Ctrl-C as soon as the line shows erases it too
        if shown:
            sys.stderr.write(f"{PROG}: {message}")
            sys.stderr.flush()
        yield
    finally:
        if shown:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


@contextmanager
def naming_options(**options: str) -> Iterator[None]:
    """Problems about a subject ("round") are reported under the option that gave it ("--round")."""
    try:
        yield
    except UserError as error:
        named = (
            problem._replace(subject=options.get(problem.subject or "", problem.subject))
            for problem in error.problems
        )
        raise UserError(*named, status=error.status) from None
