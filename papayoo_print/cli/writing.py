"""Where a finished document goes: checked before any work, written whole, said, opened.

Shared by every command that prints; the typesetter is imported only when a document is typeset.
"""

from pathlib import Path
from typing import Any

from papayoo_print.cli.errors import naming_options, progress, say, warn
from papayoo_print.errors import UserError
from papayoo_print.facts import Paper
from papayoo_print.words import Language
from papayoo_print.words import ui_gettext as _

STDOUT = "-"


def typeset(
    template: str, context: dict[str, Any], language: Language, paper: Paper, template_dir: Path | None
) -> bytes:
    """The document's PDF; what the typesetter could not load is said, as warnings."""
    with progress(_("Typesetting…")):
        from papayoo_print.documents.typesetter import Typesetter

        with naming_options(template_dir="--template-dir"):
            typesetter = Typesetter(language, paper, template_dir)
        pdf = typesetter.render(template, context)
    warn(typesetter.warnings)
    return pdf


def target(output: str | None, default_name: str, open_: bool, *inputs: Path) -> Path | None:
    """Where the PDF goes, checked before any work: where asked, into ./output/, or to standard
    output (None), which no viewer can open."""
    from papayoo_print.output import output_path

    if output == STDOUT:
        if open_:
            raise UserError(_("--open opens the file written: it does not go with -o - (standard output)"))
        return None
    return output_path(output, default_name, inputs)


def write(pdf: bytes, path: Path | None, open_: bool) -> None:
    """Write the PDF, then say where, then open it if asked; to standard output, say nothing else."""
    from papayoo_print.cli.errors import say_bytes
    from papayoo_print.output import write_atomic

    if path is None:
        say_bytes(pdf)
        return
    write_atomic(path, pdf)
    say(str(path))
    if open_:
        from papayoo_print.cli.viewer import open_in_viewer

        open_in_viewer(path)
