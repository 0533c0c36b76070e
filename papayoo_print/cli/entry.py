"""The console script's entry point: a short-lived process, started and ended cheaply.

A command imports a great deal (Typer, ReportLab, WeasyPrint, a YAML parser), works for a
fraction of a second and exits. Python's cyclic garbage collector would scan the imported objects
again and again, though almost none of them is garbage, so it is off for the run: reference
counting still frees everything that is not in a cycle, and the cycles a command leaves are few.
At exit the interpreter would collect once more, over every object the imports made; freezing
them first leaves that last collection nothing to scan, and the exit itself stays an ordinary
one, which flushes and closes every file. (benchmarks/bench_sheet.py measures the whole process.)

Before any command, ReportLab is kept from failing on a home folder it cannot read
(compat/reportlab_mods.py).
"""

import gc


def main() -> None:
    gc.disable()
    try:
        from papayoo_print.cli.app import main as run_cli
        from papayoo_print.compat.reportlab_mods import without_unreadable_mods

        without_unreadable_mods()
        run_cli()
    except KeyboardInterrupt:  # Ctrl-C before a command runs, or as it ends
        from papayoo_print.errors import ExitStatus

        raise SystemExit(ExitStatus.INTERRUPTED) from None
    finally:
        gc.freeze()
