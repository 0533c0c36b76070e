"""Where a finished document goes: checked before any work, written whole, said, opened.

Shared by every command that prints; the typesetter is imported only when a document is typeset.
"""

from pathlib import Path
from typing import Any, NamedTuple

from papayoo_print.cli.errors import naming_options, progress, say_path, warn
from papayoo_print.errors import UserError
from papayoo_print.facts import Paper
from papayoo_print.pictures import DEFAULT_DPI, wants_pictures
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


class Destination(NamedTuple):
    """Where a command's document goes: a file (PDF, or PNG pictures of its pages), or standard
    output (no path)."""

    path: Path | None
    open_: bool = False
    dpi: int | None = None
    inputs: tuple[Path, ...] = ()

    @property
    def pictures(self) -> bool:
        return wants_pictures(self.path)


def target(
    output: str | None, default_name: str, open_: bool, *inputs: Path, dpi: int | None = None
) -> Destination:
    """Where the document goes, checked before any work: where asked, into ./output/, or to
    standard output, which no viewer can open. `-o FILE.png` asks for pictures, at `dpi`."""
    from papayoo_print.output import output_path

    if output == STDOUT:
        if open_:
            raise UserError(_("--open opens the file written: it does not go with -o - (standard output)"))
        path = None
    else:
        path = output_path(output, default_name, inputs)
    destination = Destination(path, open_, dpi, inputs)
    if dpi is not None and not destination.pictures:
        raise UserError(_("--dpi is for pictures: it goes with -o FILE.png"))
    return destination


def write(pdf: bytes, destination: Destination) -> None:
    """Write the document, then say where (and whether it replaced a file), then open it if
    asked; to standard output, say nothing else."""
    from papayoo_print.cli.errors import say_bytes
    from papayoo_print.output import write_all

    if destination.path is None:
        say_bytes(pdf)
        return
    files = document_files(pdf, destination)
    for (path, _data), replaced in zip(files, write_all(files)):
        say_path(path, replaced=replaced)
    if destination.open_:
        from papayoo_print.cli.viewer import open_in_viewer

        open_in_viewer(files[0][0])


def document_files(pdf: bytes, destination: Destination) -> list[tuple[Path, bytes]]:
    """The files of the document at `destination` (a file, not standard output), made and
    checked before any is written: the PDF, or a PNG a page, FILE.png or FILE-1.png,
    FILE-2.png…"""
    from papayoo_print.output import output_path, refuse_special

    assert destination.path is not None
    if not destination.pictures:
        return [(destination.path, pdf)]
    from papayoo_print.pictures import pages_as_png, picture_paths

    with progress(_("Drawing the pictures…")):
        pictures = pages_as_png(pdf, destination.dpi or DEFAULT_DPI)
    paths = picture_paths(destination.path, len(pictures))
    for path in paths if len(paths) > 1 else []:
        refuse_special(path)  # FILE-2.png may not be a folder…
        output_path(str(path), path.name, destination.inputs)  # …nor an input
    return list(zip(paths, pictures))
