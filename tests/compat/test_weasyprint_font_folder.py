"""WeasyPrint's copies of a template's @font-face fonts go in a folder that is removed for sure
(compat/weasyprint_font_folder.py): a command typesetting such a template leaves nothing in the
temporary folder, though the command line never collects the cycles that hold them."""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from papayoo_print.compat import weasyprint_font_folder
from papayoo_print.compat.weasyprint_font_folder import FontCopies
from tests.pdfcheck import fonts
from tests.support import EXAMPLE, ROOT

FONT_FACE = (
    "@font-face { font-family: Mine; src: url(mine.ttf); }\n"
    "html, h1, h2, p, td, th { font-family: Mine; }\n"
)
"""A template's own font, in place of the project's on the document's text."""
TEMPLATES = ("rules", "report", "back")
RUN_WITH_GUARD_OFF = """
import sys
import papayoo_print.compat.weasyprint_font_folder as patch
patch.VERIFIED = None
from papayoo_print.cli.entry import main
sys.exit(main())
"""


def templates_with_a_font(folder: Path) -> Path:
    """The built-in stylesheets, each with an @font-face rule for the font beside them."""
    folder.mkdir()
    shutil.copy(ROOT / "fonts" / "DejaVuSans-Bold.ttf", folder / "mine.ttf")
    for name in TEMPLATES:
        builtin = (ROOT / "templates" / f"{name}.css").read_text(encoding="utf-8")
        (folder / f"{name}.css").write_text(builtin + FONT_FACE, encoding="utf-8")
    return folder


def command_line(arguments: list[str], cwd: Path, temporary: Path, code: str | None = None) -> None:
    """The command run as a user runs it, its temporary files in `temporary`."""
    start = ["-c", code] if code else ["-m", "papayoo_print"]
    subprocess.run(
        [sys.executable, *start, *arguments], cwd=cwd, check=True, capture_output=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), "TMPDIR": str(temporary)},
    )


@pytest.mark.parametrize("command", [["rules"], ["result", str(EXAMPLE)], ["sheet", "--with-rules"]])
def test_a_template_with_its_own_font_leaves_nothing_in_the_temporary_folder(
    command: list[str], tmp_path: Path
) -> None:
    """`result` on the example game lays the report out under the sheet, then writes it; `sheet
    --with-rules` lays a back out and writes a copy of it: each document is written after the
    typesetter lays it out, and the font copies outlive neither."""
    templates_with_a_font(tmp_path / "mine")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    command_line([*command, "--template-dir", "mine", "-o", "out.pdf"], tmp_path, temporary)
    assert any("Mine" in name for name in fonts(tmp_path / "out.pdf")), "the template's font is used"
    assert list(temporary.iterdir()) == []


def test_without_the_patch_the_copies_stay(tmp_path: Path) -> None:
    """What the patch is for: WeasyPrint's own folder, left in the temporary folder."""
    templates_with_a_font(tmp_path / "mine")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    arguments = ["rules", "--template-dir", "mine", "-o", "out.pdf"]
    command_line(arguments, tmp_path, temporary, RUN_WITH_GUARD_OFF)
    assert [path.name.partition("-")[0] for path in temporary.iterdir()] == ["weasyprint"]


def test_the_default_folder_is_the_copies_while_in_use_then_as_it_was() -> None:
    copies = FontCopies()
    assert copies.folder is not None and Path(copies.folder).is_dir()
    before = tempfile.gettempdir()
    with copies.in_use():
        assert tempfile.gettempdir() == copies.folder
        made = Path(tempfile.mkdtemp(prefix="weasyprint-"))
    assert tempfile.gettempdir() == before and made.parent == Path(copies.folder)
    folder = Path(copies.folder)
    del copies
    assert not folder.exists()


def test_another_release_of_weasyprint_keeps_the_default_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(weasyprint_font_folder, "VERIFIED", "69.0")
    copies = FontCopies()
    assert copies.folder is None
    before = tempfile.tempdir
    with copies.in_use():
        assert tempfile.tempdir is before
