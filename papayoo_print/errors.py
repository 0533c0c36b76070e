"""The one family of user errors: problems a user can fix, each with its place.

The layer that finds a problem knows what it is about (a value's path in a game's data, a
round, a player); the layers above add what they know (the file and its line); the command
line names the option. One printer, in `cli/`, turns each problem into the line the user reads.
"""

from collections.abc import Iterable
from typing import NamedTuple

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
    """One or more problems the user can fix: one line each on stderr, and a non-zero exit.

    An exit code of 0 makes them warnings: the command did its work (a round was saved) and
    something after it failed (showing the standings).
    """

    def __init__(self, *problems: Problem | str, exit_code: int = 1) -> None:
        self.problems = tuple(
            problem if isinstance(problem, Problem) else Problem(problem) for problem in problems
        )
        self.exit_code = exit_code
        super().__init__("; ".join(problem.message for problem in self.problems))

    def placed(self, **place: object) -> "UserError":
        """The same problems, given the place fields (file, subject, …) they do not have yet."""
        return UserError(*_placed(self.problems, place), exit_code=self.exit_code)


def _placed(problems: Iterable[Problem], place: dict[str, object]) -> Iterable[Problem]:
    for problem in problems:
        missing = {key: value for key, value in place.items() if getattr(problem, key) is None}
        yield problem._replace(**missing)
