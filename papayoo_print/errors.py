"""The one family of user errors: problems a user can fix, each with its place.

The layer that finds a problem knows what it is about (a value's path in a game's data, a
round, a player); the layers above add what they know (the file and its line); the command
line names the option. One printer, in `cli/`, turns each problem into the line the user reads.
"""

from collections.abc import Iterable
from enum import IntEnum
from typing import Any, NamedTuple


class ExitStatus(IntEnum):
    """What a command's exit status says, as the README and `--help` document it."""

    DONE = 0
    FAILED = 1
    """Bad input, or the work could not be done."""
    USAGE = 2
    """The command line itself is wrong: an unknown option, a value out of its range."""
    LOOK = 3
    """Done, but something needs a look (a scan with cells to check)."""
    INTERRUPTED = 130
    """Stopped by Ctrl-C (Click's status for it, as shells give): nothing is written."""

DataPath = tuple[str | int, ...]
"""Where a value sits in a game's data: keys and list positions, from the top."""


class Problem(NamedTuple):
    message: str
    path: DataPath = ()
    round: int | None = None
    player: str | None = None
    file: str | None = None
    line: int | None = None
    subject: str | None = None
    """The field or value the problem is about ("title", "round", "template_dir"): the
    command line replaces it with the option that gave it ("--title") where there is one."""


class UserError(Exception):
    """One or more problems the user can fix: one line each on stderr, and the exit status
    FAILED, or USAGE for a value the command line itself refuses (as Click refuses its own)."""

    def __init__(self, *problems: Problem | str, status: ExitStatus = ExitStatus.FAILED) -> None:
        self.problems = tuple(
            problem if isinstance(problem, Problem) else Problem(problem) for problem in problems
        )
        self.status = status
        super().__init__("; ".join(problem.message for problem in self.problems))

    def placed(self, **place: Any) -> "UserError":
        """The same problems, given the place fields (file, subject, …) they do not have yet."""
        return UserError(*_placed(self.problems, place), status=self.status)


class Caveat(Exception):
    """Problems said after the work was done (a round saved, its standings not shown): one
    warning line each on stderr, and the exit status DONE, so that nobody does the work twice.
    Raised, as a UserError is."""

    def __init__(self, *problems: Problem) -> None:
        self.problems = problems
        super().__init__("; ".join(problem.message for problem in problems))


def _placed(problems: Iterable[Problem], place: dict[str, Any]) -> Iterable[Problem]:
    for problem in problems:
        missing = {key: value for key, value in place.items() if getattr(problem, key) is None}
        yield problem._replace(**missing)
