"""The console script's entry point: a short-lived process, started and ended cheaply.

A command imports a great deal (Typer, ReportLab), works briefly, and exits. None of what the
imports create is garbage, yet Python's cyclic collector would scan it again and again while
they run, so collection waits until they are done and what they made is set aside for good.
At the end, every file the command wrote is closed; tearing down two hundred modules one by
one would only cost time, so the process flushes its output and exits at once.
"""

import gc
import os
import sys


def main() -> None:
    gc.disable()
    from papayoo_print.cli import main as run_cli

    gc.freeze()
    gc.enable()
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
