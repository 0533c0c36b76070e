"""Fonts and catalogs are found from a checkout and from an installed wheel; `sheet` stays light."""

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import papayoo_print
from tests.pdfcheck import page_texts
from papayoo_print.resources import LOCALE_DIR, fonts_dir, templates_dir
from tests.support import ROOT

HEAVY = ("weasyprint", "jinja2", "pydantic", "babel", "pikepdf")


def python(code: str, cwd: Path, extra_path: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    if extra_path:
        env["PYTHONPATH"] = str(extra_path)
    return subprocess.run(
        [sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True, check=False
    )


def papayoo_print_command(
    args: list[str], cwd: Path, extra_path: Path | None = None, python_options: tuple[str, ...] = ()
) -> subprocess.CompletedProcess:
    """`python -m papayoo_print ARGS`, the same entry point as the console script."""
    env = dict(os.environ)
    if extra_path:
        env["PYTHONPATH"] = str(extra_path)
    return subprocess.run(
        [sys.executable, *python_options, "-m", "papayoo_print", *args],
        cwd=cwd, env=env, capture_output=True, text=True, check=False,
    )


def test_checkout_finds_its_resources() -> None:
    if Path(papayoo_print.__file__).resolve().parent != ROOT / "papayoo_print":
        pytest.skip("papayoo_print is not imported from this checkout")
    assert fonts_dir() == ROOT / "fonts"
    assert templates_dir() == ROOT / "templates"
    assert (LOCALE_DIR / "fr" / "LC_MESSAGES" / "papayoo_print.mo").is_file()


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(out), str(ROOT)],
        check=True, capture_output=True,
    )
    [built] = out.glob("papayoo_print-*.whl")
    return built


def test_wheel_carries_fonts_licence_catalogs_and_every_part(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE"):
        assert f"papayoo_print/fonts/{name}" in names
    for language in ("fr", "es", "en"):
        assert f"papayoo_print/locale/{language}/LC_MESSAGES/papayoo_print.mo" in names
    for part in ("cli", "game", "form", "documents", "scan", "compat"):
        assert f"papayoo_print/{part}/__init__.py" in names
    for weights in ("digits.npz", "rings.npz"):  # the models' weights, nothing downloaded
        assert f"papayoo_print/scan/{weights}" in names
    for template in ("base.html.j2", "rules.html.j2", "report.html.j2", "back.html.j2", "season.html.j2",
                     "print.css", "rules.css", "report.css", "back.css", "season.css"):
        assert f"papayoo_print/templates/{template}" in names


def test_wheel_carries_no_training_nor_test_code(wheel: Path) -> None:
    """The training, the synthetic hands and the tests stay in the checkout (training/, tests/)."""
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names}
    assert tops == {"papayoo_print", f"{wheel.name.split('-')[0]}-{wheel.name.split('-')[1]}.dist-info"}
    python = {Path(name).stem for name in names if name.endswith(".py")}
    assert python.isdisjoint({"train", "handwriting", "glyphs", "fill_sheet", "conftest"})
    assert not any(Path(name).name.startswith("test_") for name in names)


def test_installed_wheel_prints_a_sheet(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
        check=True, capture_output=True,
    )
    work = tmp_path / "elsewhere"
    work.mkdir()
    where = python(
        "import papayoo_print.resources as r; print(r.fonts_dir(), r.templates_dir())", work, target
    )
    package = target / "papayoo_print"
    assert where.stdout.split() == [str(package / "fonts"), str(package / "templates")], where.stderr
    for command in (["sheet", "-p", "4", "-l", "fr", "-o", "x.pdf"], ["rules", "-l", "es", "-o", "y.pdf"]):
        result = papayoo_print_command(command, work, target)
        assert result.returncode == 0, result.stderr
        assert result.stdout == command[-1] + "\n"
        assert (work / command[-1]).read_bytes().startswith(b"%PDF-")
    assert "Lo que vale cada carta" in page_texts(work / "y.pdf")[0]


@pytest.mark.parametrize(
    "command",
    [
        ["sheet", "-o", "x.pdf"],
        ["result", str(ROOT / "examples" / "lea-hugo-chloe-nathan.yaml"), "--sheet-only", "-o", "x.pdf"],
    ],
    ids=["sheet", "result --sheet-only"],
)
def test_a_sheet_imports_no_typesetter(tmp_path: Path, command: list[str]) -> None:
    result = papayoo_print_command(command, tmp_path, python_options=("-X", "importtime"))
    assert result.returncode == 0, result.stderr
    imported = {line.split("|")[-1].strip().split(".")[0] for line in result.stderr.splitlines()}
    assert "reportlab" in imported
    assert imported & set(HEAVY) == set()


def test_python_dash_m_runs_the_cli(tmp_path: Path) -> None:
    result = papayoo_print_command(["sheet", "--players", "3", "-o", "m.pdf"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "m.pdf\n"
    assert (tmp_path / "m.pdf").is_file()


def test_python_dash_m_errors_exit_non_zero(tmp_path: Path) -> None:
    result = papayoo_print_command(["sheet", "--players", "12"], tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith("papayoo-print: error: --players: 12 players: Papayoo is played by")
    assert list(tmp_path.iterdir()) == []
