"""The one printer of errors: every problem a user can cause, Typer's usage errors included, as
one line on stderr (a game file with several problems: one line each), and a non-zero exit.
Standard output goes through `say`, so that a full disk is one of those lines too, and a reader
that stops reading (`| head`) ends the command quietly, as other Unix tools do."""

import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import typer
from typer.core import TyperGroup

from papayoo_print.errors import UserError

PROG = "papayoo-print"


class OneLineErrors(TyperGroup):
    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        try:
            result = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except UserError as error:
            _print_lines(map(str, error.problems), "warning" if error.exit_code == 0 else "error")
            sys.exit(error.exit_code)
        except typer.TyperException as error:
            _print_lines(error.format_message().splitlines() or [""])
            sys.exit(error.exit_code)
        except _ReaderGone:
            sys.exit(0)
        except typer.Abort:
            typer.echo(f"{PROG}: aborted", err=True)
            sys.exit(1)
        sys.exit(result if isinstance(result, int) else 0)


def _print_lines(lines: Iterator[str] | list[str], kind: str = "error") -> None:
    for line in lines:
        typer.echo(f"{PROG}: {kind}: {_visible(line)}".rstrip(), err=True)


def _visible(line: str) -> str:
    """The line, with what a terminal would obey or hide (a newline, ESC, U+200D) written as an
    escape, as Python writes it: a file name the user typed is shown, never run."""
    return "".join(character if character.isprintable() else repr(character)[1:-1] for character in line)


def warn(lines: list[str]) -> None:
    """Lines that do not stop the command, such as a resource a document could not load."""
    _print_lines(lines, "warning")


class _ReaderGone(Exception):
    """Standard output is a pipe whose reader has closed it."""


def say(text: str) -> None:
    """`text` as a line on standard output."""
    try:
        typer.echo(text)
    except BrokenPipeError:
        # Nothing more can reach the reader; the interpreter's last flush must not complain either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise _ReaderGone from None
    except OSError as error:
        raise UserError(f"cannot write to standard output ({error.strerror})") from None


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
        raise UserError(*named) from None
