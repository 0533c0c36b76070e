"""While WeasyPrint works, Fontconfig knows the project's fonts and none of the system's
(own_fonts.py): a document is drawn the same wherever it is made, and a viewer opened after it
still sees the user's fonts."""

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from papayoo_print.documents.own_fonts import VARIABLE, own_fonts_only
from papayoo_print.resources import fonts_dir
from tests.conftest import Run
from tests.pdfcheck import fonts

ROOT = Path(__file__).resolve().parents[2]
SERIF_CSS = "html, h1, h2, p, td, th { font-family: serif; }\n"


def embedded_by_weasyprint_alone(tmp_path: Path) -> set[str]:
    """The fonts WeasyPrint embeds for a page in `serif` with the system's configuration."""
    code = textwrap.dedent("""
        import sys
        from weasyprint import HTML
        HTML(string='<p style="font-family: serif">Papayoo</p>').write_pdf(sys.argv[1])
    """)
    pdf = tmp_path / "system.pdf"
    env = {name: value for name, value in os.environ.items() if name != VARIABLE}
    subprocess.run([sys.executable, "-c", code, str(pdf)], check=True, capture_output=True, env=env)
    return set(fonts(pdf))


def test_a_template_asking_for_an_installed_font_gets_the_projects(
    run: Run, workdir: Path, tmp_path: Path
) -> None:
    system = embedded_by_weasyprint_alone(tmp_path)
    if not any("Serif" in name for name in system):
        pytest.skip(f"this machine has no serif font for the check to tell apart: {system}")
    mine = workdir / "mine"
    mine.mkdir()
    (mine / "rules.css").write_text((ROOT / "templates" / "rules.css").read_text() + SERIF_CSS)
    result = run("rules", "--template-dir", "mine", "-o", "rules.pdf")
    assert result.exit_code == 0, result.output
    used = fonts(workdir / "rules.pdf")
    assert used and all(embedded for embedded in used.values())
    assert {name.partition("+")[2] for name in used} == {"DejaVu-Sans", "DejaVu-Sans-Bold"}, used


def test_weasyprint_is_imported_without_a_warning_about_fonts() -> None:
    """With no font at all in Fontconfig's configuration, WeasyPrint warns as it is imported."""
    code = "import papayoo_print.documents.engine"
    result = subprocess.run(
        [sys.executable, "-W", "error", "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert result.returncode == 0, result.stderr[-2000:]


@pytest.mark.parametrize("before", [None, "/etc/fonts/mine.conf"])
def test_the_users_configuration_is_back_after_typesetting(
    monkeypatch: pytest.MonkeyPatch, before: str | None
) -> None:
    if before is None:
        monkeypatch.delenv(VARIABLE, raising=False)
    else:
        monkeypatch.setenv(VARIABLE, before)
    with own_fonts_only():
        assert os.environ[VARIABLE] == str(fonts_dir() / "fonts.conf")
    assert os.environ.get(VARIABLE) == before
    with pytest.raises(RuntimeError), own_fonts_only():
        raise RuntimeError
    assert os.environ.get(VARIABLE) == before
