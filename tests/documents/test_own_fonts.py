"""While WeasyPrint works, Fontconfig knows the project's fonts and none of the system's
(own_fonts.py): a document is drawn the same wherever it is made, and a viewer opened after it
still sees the user's fonts."""

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from papayoo_print.documents.own_fonts import own_fonts_only
from papayoo_print.resources import fonts_dir
from tests.conftest import Run
from tests.pdfcheck import fonts
from tests.support import EXAMPLE

ROOT = Path(__file__).resolve().parents[2]
VARIABLE = "FONTCONFIG_FILE"
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
    advice = "ignore:HarfBuzz-Subset will be required:DeprecationWarning"  # where the system lacks it
    result = subprocess.run(
        [sys.executable, "-W", "error", "-W", advice, "-c", code],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]


def test_the_configuration_lists_the_projects_fonts_and_sets_the_sysroot_aside(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(VARIABLE, "/etc/fonts/mine.conf")
    monkeypatch.setenv("FONTCONFIG_SYSROOT", "/elsewhere")
    with own_fonts_only():
        configuration = Path(os.environ[VARIABLE]).read_text(encoding="utf-8")
        assert f"<dir>{fonts_dir()}</dir>" in configuration and "FONTCONFIG_SYSROOT" not in os.environ
    assert (os.environ[VARIABLE], os.environ["FONTCONFIG_SYSROOT"]) == ("/etc/fonts/mine.conf", "/elsewhere")


@pytest.mark.parametrize("before", [None, "0", "1700000000"])
def test_a_document_leaves_the_environment_as_it_found_it(
    run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch, before: str | None
) -> None:
    """What a viewer opened afterwards (--open) inherits is the user's environment."""
    for name in (VARIABLE, "FONTCONFIG_SYSROOT", "SOURCE_DATE_EPOCH"):
        monkeypatch.delenv(name, raising=False)
    if before is not None:
        monkeypatch.setenv("SOURCE_DATE_EPOCH", before)
    environment = dict(os.environ)
    assert run("rules", "-o", "rules.pdf").exit_code == 0
    assert dict(os.environ) == environment
    with pytest.raises(RuntimeError), own_fonts_only():
        raise RuntimeError
    assert dict(os.environ) == environment


def test_no_font_cache_is_written_and_a_sysroot_changes_nothing(tmp_path: Path) -> None:
    """Fontconfig's cache of the project's fonts lives and dies with the run; a FONTCONFIG_SYSROOT
    that would hide the configuration from Fontconfig (Pango crashed on it) is set aside."""
    home = tmp_path / "home"
    home.mkdir()
    command = [sys.executable, "-m", "papayoo_print", "rules", "-o"]
    own = {"PYTHONPATH": str(ROOT), "HOME": str(home), "XDG_CACHE_HOME": str(home / "cache")}
    outputs = []
    for name, extra in (("plain", {}), ("sysroot", {"FONTCONFIG_SYSROOT": str(tmp_path / "absent")})):
        env = {**os.environ, **own, **extra}
        result = subprocess.run([*command, f"{name}.pdf"], cwd=tmp_path, env=env, capture_output=True,
                                text=True, check=False)
        assert (result.returncode, result.stderr) == (0, ""), result.stderr[-2000:]
        outputs.append((tmp_path / f"{name}.pdf").read_bytes())
    assert outputs[0] == outputs[1]
    assert not list(home.rglob("fontconfig"))


@pytest.mark.parametrize("command", [["rules"], ["result", str(EXAMPLE)], ["sheet", "--with-rules"]])
def test_a_typeset_document_leaves_nothing_in_the_temporary_folder(
    command: list[str], tmp_path: Path
) -> None:
    """Nothing stays behind: the run's Fontconfig configuration and cache go at exit (a template's
    own fonts: tests/compat/test_weasyprint_font_folder.py)."""
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    subprocess.run([sys.executable, "-m", "papayoo_print", *command, "-o", "out.pdf"], cwd=tmp_path,
                   check=True, capture_output=True,
                   env={**os.environ, "PYTHONPATH": str(ROOT), "TMPDIR": str(temporary)})
    assert (tmp_path / "out.pdf").stat().st_size > 0
    assert list(temporary.iterdir()) == []
