"""The console script's entry point: a short-lived process, started and ended cheaply.

A command imports a great deal (Typer, ReportLab, a YAML parser), works for a few
milliseconds and exits. Python's cyclic garbage collector would scan the imported objects
again and again, though none of them is garbage: here it runs only after a hundred thousand
new objects, which keeps memory bounded and leaves it idle in an ordinary run. At the end,
every file the command wrote is closed; tearing down the modules one by one would only cost
time, so the process flushes its output and exits at once.
"""

import gc
import os
import sys

ALLOCATIONS_BETWEEN_COLLECTIONS = 100_000


def main() -> None:
    gc.set_threshold(ALLOCATIONS_BETWEEN_COLLECTIONS)
    from papayoo_print.cli import main as run_cli

    try:
        run_cli()
        code = 0
    except SystemExit as exit:
        code = exit.code if isinstance(exit.code, int) else 0 if exit.code is None else 1
        if isinstance(exit.code, str):
            print(exit.code, file=sys.stderr)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except OSError:
        code = code or 1
    os._exit(code)
