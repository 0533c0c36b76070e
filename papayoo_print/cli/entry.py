"""The console script's entry point: a short-lived process, started and ended cheaply.

A command imports a great deal (Typer, ReportLab, a YAML parser), works for a few milliseconds
and exits. Python's cyclic garbage collector would scan the imported objects again and again,
though none of them is garbage: here it runs only after a hundred thousand new objects, which
keeps memory bounded and leaves it idle in an ordinary run. At exit the interpreter collects
once more, over every object the imports made: about a fifth of a blank sheet's time
(30 ms of 150 ms, measured). Freezing them first leaves that last collection nothing to scan;
the exit itself stays an ordinary one, which flushes and closes every file.
"""

import gc

ALLOCATIONS_BETWEEN_COLLECTIONS = 100_000


def main() -> None:
    gc.set_threshold(ALLOCATIONS_BETWEEN_COLLECTIONS)
    from papayoo_print.cli.app import main as run_cli

    try:
        run_cli()
    finally:
        gc.freeze()
