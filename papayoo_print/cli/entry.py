"""The console script's entry point: a short-lived process, started and ended cheaply.

A command imports a great deal (Typer, ReportLab, WeasyPrint, a YAML parser), works for a
fraction of a second and exits. Python's cyclic garbage collector would scan the imported objects
again and again, though almost none of them is garbage: one collection in the middle of importing
WeasyPrint alone took 40 to 60 ms, and `rules` spent about 50 ms in six of them. So it is off
for the run: reference counting still frees everything that is not in a cycle, and the cycles a
command leaves are few (a 100-round report peaks at the same 124 MB with or without it). At exit
the interpreter collects once more, over every object the imports made: about a fifth of a blank
sheet's time (30 ms of 150 ms, measured). Freezing them first leaves that last collection
nothing to scan; the exit itself stays an ordinary one, which flushes and closes every file.

Before any command, ReportLab is kept from failing on a home folder it cannot read
(form/reportlab_mods.py).
"""

import gc


def main() -> None:
    gc.disable()
    from papayoo_print.cli.app import main as run_cli
    from papayoo_print.form.reportlab_mods import without_unreadable_mods

    without_unreadable_mods()

    try:
        run_cli()
    finally:
        gc.freeze()
