"""WeasyPrint's libraries are loaded by their sonames, without running a program
(compat/weasyprint_libraries.py): the same files WeasyPrint finds its own way, the same PDF;
where the guard does not hold (another release of WeasyPrint, a soname missing) or the quick
import fails, WeasyPrint's own lookup, silently. Each case runs in a new Python, where WeasyPrint
is not imported yet."""

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.support import ROOT

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the lookup is Linux's")

PROGRAMS = ("subprocess.Popen", "os.posix_spawn", "os.fork", "os.exec", "os.system")
RECORD_PROGRAMS = f"""
import ctypes.util, json, sys
started, asked = [], []
sys.addaudithook(lambda event, args: started.append(event) if event in {PROGRAMS!r} else None)
standard_lookup = ctypes.util.find_library
ctypes.util.find_library = lambda name: asked.append(name) or standard_lookup(name)
recording = ctypes.util.find_library
"""
"""Records the programs started and the names looked up (`ctypes.util.find_library`)."""
LOADED = """
import weasyprint.text.ffi as ffi
libraries = sorted({line.split()[-1] for line in open("/proc/self/maps")
                    if any(name in line for name in ("gobject-2.0", "pango", "harfbuzz", "fontconfig"))})
print(json.dumps({"started": started, "asked": asked, "libraries": libraries,
                  "subset": ffi.harfbuzz_subset is not None, "vector": ffi.harfbuzz_vector is not None}))
"""


def python(*parts: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """A new Python running the parts, each dedented, one after the other."""
    code = "\n".join(textwrap.dedent(part) for part in parts)
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return result


def last_line(result: subprocess.CompletedProcess[str]) -> dict:
    return json.loads(result.stdout.splitlines()[-1])


def test_typesetting_runs_no_program(tmp_path: Path) -> None:
    """No ldconfig, gcc or ld, from the first import to the PDF written."""
    result = python(RECORD_PROGRAMS, """
        from papayoo_print.cli.entry import main
        sys.argv = ["papayoo-print", "rules", "--lang", "de", "-o", "rules.pdf"]
        try:
            main()
        finally:
            print(json.dumps([started, asked]))
    """, cwd=tmp_path)
    assert json.loads(result.stdout.splitlines()[-1]) == [[], []]
    assert (tmp_path / "rules.pdf").read_bytes().startswith(b"%PDF-")


def test_the_libraries_are_the_files_weasyprint_finds_its_own_way(tmp_path: Path) -> None:
    quick = last_line(python(RECORD_PROGRAMS, "import papayoo_print.documents.engine", LOADED, cwd=tmp_path))
    own_way = last_line(python(RECORD_PROGRAMS, "import weasyprint", LOADED, cwd=tmp_path))
    assert quick["started"] == quick["asked"] == [] and own_way["asked"]
    assert quick["libraries"] == own_way["libraries"] and len(quick["libraries"]) >= 5
    assert (quick["subset"], quick["vector"]) == (own_way["subset"], own_way["vector"])


def test_a_library_without_its_soname_is_looked_up_weasyprints_way(tmp_path: Path) -> None:
    result = python(RECORD_PROGRAMS, """
        from papayoo_print.compat.weasyprint_libraries import SONAMES, import_weasyprint
        import_weasyprint((*SONAMES, "libpapayoo-print-absent.so.0"))
        assert ctypes.util.find_library is recording
    """, LOADED, cwd=tmp_path)
    found = last_line(result)
    assert "harfbuzz" in found["asked"]  # looked up as WeasyPrint does
    assert len(found["libraries"]) >= 5
    assert result.stdout.count("\n") == 1  # nothing but the test's line


def test_an_import_that_fails_the_quick_way_is_done_again_weasyprints_way(tmp_path: Path) -> None:
    """As if WeasyPrint no longer tried the sonames: its first import fails, with the message it
    prints; the second, its own way, works, and nothing of the first is seen."""
    result = python(RECORD_PROGRAMS, """
        import importlib.abc

        class FailOnce(importlib.abc.MetaPathFinder):
            failed = False
            def find_spec(self, name, path, target=None):
                if name == "weasyprint.text.ffi" and not FailOnce.failed:
                    FailOnce.failed = True
                    print("WeasyPrint could not import some external libraries.")
                    raise OSError("cannot load library 'libgobject-2.0-0'")
                return None

        sys.meta_path.insert(0, FailOnce())
        from papayoo_print.documents.engine import HTML
        assert FailOnce.failed and ctypes.util.find_library is recording
        assert HTML(string="<p>Papayoo</p>").write_pdf().startswith(b"%PDF-")
    """, LOADED, cwd=tmp_path)
    assert "harfbuzz" in last_line(result)["asked"]
    assert "could not import" not in result.stdout and result.stderr == ""


def test_the_same_rules_without_a_compiler_on_the_path(tmp_path: Path) -> None:
    """With gcc and ld out of reach, find_library could not have found anything more."""
    run = [sys.executable, "-m", "papayoo_print", "rules", "--lang", "it", "-o"]
    subprocess.run([*run, "with.pdf"], cwd=tmp_path, check=True, capture_output=True,
                   env={**os.environ, "PYTHONPATH": str(ROOT)})
    subprocess.run([*run, "without.pdf"], cwd=tmp_path, check=True, capture_output=True,
                   env={**os.environ, "PYTHONPATH": str(ROOT), "PATH": str(Path(sys.executable).parent)})
    assert (tmp_path / "with.pdf").read_bytes() == (tmp_path / "without.pdf").read_bytes()



def test_another_release_of_weasyprint_is_imported_its_own_way(tmp_path: Path) -> None:
    result = python(RECORD_PROGRAMS, """
        from papayoo_print.compat import weasyprint_libraries
        weasyprint_libraries.VERIFIED = "69.0"
        weasyprint_libraries.import_weasyprint()
        assert ctypes.util.find_library is recording
    """, LOADED, cwd=tmp_path)
    found = last_line(result)
    assert "harfbuzz" in found["asked"] and len(found["libraries"]) >= 5


def test_the_guard_reads_the_installed_release() -> None:
    from importlib.metadata import version

    import weasyprint

    from papayoo_print.compat.weasyprint_libraries import VERIFIED

    assert version("weasyprint") == weasyprint.__version__ == VERIFIED
