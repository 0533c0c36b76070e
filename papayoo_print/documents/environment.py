"""Environment variables set for a block and put back after it.

WeasyPrint and the libraries under it read some of their settings from the environment. They are
set for the document only, so that a program started afterwards (a viewer, with --open) gets the
user's environment as it was.
"""

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager


@contextmanager
def variables(**values: str | None) -> Iterator[None]:
    """Each variable set to its value (None: removed) while the block runs, then as it was."""
    before = {name: os.environ.get(name) for name in values}
    _apply(values)
    try:
        yield
    finally:
        _apply(before)


def _apply(values: Mapping[str, str | None]) -> None:
    for name, value in values.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
