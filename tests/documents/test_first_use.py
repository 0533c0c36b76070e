"""fontTools' subsetter and variable-font instancer are imported at their first use, not with
WeasyPrint (first_use.py): a document that needs neither imports neither, and one that needs
them (a template's variable font, a WeasyPrint without HarfBuzz's subsetter) gets them. The
documents run in a new Python, where WeasyPrint is not imported yet."""

import io
import os
import subprocess
import string
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pikepdf
import pytest
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables.TupleVariation import TupleVariation

from papayoo_print.documents.first_use import StandIn, imported_at_first_use, imports_as_deferred
from tests.pdfcheck import fonts, page_texts
from tests.support import ROOT

LETTERS = list(string.ascii_letters)


def python(code: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """A new Python running `code` (dedented), which must end well."""
    result = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return result


def variable_font(path: Path) -> None:
    """A variable TrueType font, "Boxes": a box for every ASCII letter, narrower as it gets bolder."""
    pen = TTGlyphPen(None)
    for point in ((100, 0), (100, 700), (500, 700), (500, 0)):
        (pen.lineTo if pen.points else pen.moveTo)(point)
    pen.closePath()
    order = [".notdef", "space", *LETTERS]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(order)
    builder.setupCharacterMap({32: "space", **{ord(letter): letter for letter in LETTERS}})
    builder.setupGlyf({name: pen.glyph() for name in order})
    builder.setupHorizontalMetrics({name: (600, 100) for name in order})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": "Boxes", "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=800, usWinAscent=800, usWinDescent=200)
    builder.setupPost()
    builder.setupFvar([("wght", 100, 400, 900, "Weight")], [])
    narrower = [(50, 0), (50, 0), (-50, 0), (-50, 0), (0, 0), (0, 0), (0, 0), (0, 0)]
    builder.setupGvar({letter: [TupleVariation({"wght": (0, 1, 1)}, narrower)] for letter in LETTERS})
    builder.save(str(path))


def embedded_tables(pdf: Path, family: str) -> list[set[str]]:
    """The tables of each embedded font file whose name holds `family`."""
    found = []
    with pikepdf.open(pdf) as document:
        for page in document.pages:
            for font in page.obj.Resources.Font.values():
                if family in str(font.BaseFont):
                    program = font.DescendantFonts[0].FontDescriptor.FontFile2.read_bytes()
                    found.append(set(TTFont(io.BytesIO(program)).keys()))
    return found


def test_a_document_imports_neither(tmp_path: Path) -> None:
    result = python("""
        import sys
        from papayoo_print.cli.entry import main
        sys.argv = ["papayoo-print", "rules", "--lang", "it", "-o", "rules.pdf"]
        try:
            main()
        finally:
            deferred = ("fontTools.subset", "fontTools.varLib")
            print(sorted(name for name in sys.modules if name.startswith(deferred)))
    """, cwd=tmp_path)
    assert result.stdout.splitlines()[-1] == "[]"
    assert "Papayoo" in page_texts(tmp_path / "rules.pdf")[0]


def test_a_templates_variable_font_is_instantiated(tmp_path: Path) -> None:
    """WeasyPrint makes a variable font static with fontTools' instancer before embedding it."""
    mine = tmp_path / "mine"
    mine.mkdir()
    variable_font(mine / "boxes.ttf")
    css = "@font-face { font-family: Boxes; src: url(boxes.ttf); }\nh1 { font-family: Boxes; }\n"
    (mine / "rules.css").write_text((ROOT / "templates" / "rules.css").read_text() + css)
    result = python("""
        import sys
        from papayoo_print.cli.entry import main
        sys.argv = ["papayoo-print", "rules", "--template-dir", "mine", "-o", "rules.pdf"]
        main()
    """, cwd=tmp_path)
    assert "Unable" not in result.stderr, result.stderr
    pdf = tmp_path / "rules.pdf"
    assert all(embedded for embedded in fonts(pdf).values())
    tables = embedded_tables(pdf, "Boxes")
    assert tables and all("glyf" in found and "fvar" not in found for found in tables), tables


def test_without_harfbuzzs_subsetter_fonttools_subsets(tmp_path: Path) -> None:
    """WeasyPrint's fallback (it warns): the same words, fonts subset and embedded."""
    result = python("""
        import sys
        import papayoo_print.documents.engine
        import weasyprint.pdf.fonts
        weasyprint.pdf.fonts.harfbuzz_subset = None
        from papayoo_print.cli.entry import main
        sys.argv = ["papayoo-print", "rules", "--lang", "es", "-o", "fonttools.pdf"]
        try:
            main()
        finally:
            print("fontTools.subset" in sys.modules)
    """, cwd=tmp_path)
    assert "Using fontTools instead of HarfBuzz-Subset" in result.stderr
    assert result.stdout.splitlines()[-1] == "True"
    python("""
        import sys
        from papayoo_print.cli.entry import main
        sys.argv = ["papayoo-print", "rules", "--lang", "es", "-o", "harfbuzz.pdf"]
        main()
    """, cwd=tmp_path)
    by_fonttools, by_harfbuzz = tmp_path / "fonttools.pdf", tmp_path / "harfbuzz.pdf"
    assert page_texts(by_fonttools) == page_texts(by_harfbuzz)
    used = fonts(by_fonttools)
    assert {name.partition("+")[2] for name in used} == {"DejaVu-Sans", "DejaVu-Sans-Bold"}
    assert all(used.values())


@pytest.fixture
def module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A module of our own, never imported yet, that counts how often it is."""
    name = f"papayoo_first_use_{tmp_path.name}"
    (tmp_path / f"{name}.py").write_text(
        "import builtins\n"
        "builtins.papayoo_imports = getattr(builtins, 'papayoo_imports', 0) + 1\n"
        "WHAT = 'real'\n"
        "def double(value):\n    return 2 * value\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr("builtins.papayoo_imports", 0, raising=False)
    yield name
    sys.modules.pop(name, None)


def test_a_stand_in_imports_its_module_at_first_use(module: str) -> None:
    import builtins

    namespace: dict[str, object] = {}
    with imported_at_first_use({module: ("double",)}):
        exec(f"from {module} import double\nimport {module} as whole", namespace)
        assert isinstance(sys.modules[module], StandIn) and builtins.papayoo_imports == 0
    assert module not in sys.modules
    assert namespace["double"](21) == 42 and builtins.papayoo_imports == 1
    assert namespace["whole"].WHAT == "real" and builtins.papayoo_imports == 1
    assert not isinstance(sys.modules[module], StandIn)


def test_an_attribute_read_imports_it_and_an_imported_module_is_kept(module: str) -> None:
    import builtins

    with imported_at_first_use({module: ()}):
        stand_in = sys.modules[module]
        assert not hasattr(stand_in, "__path__") and builtins.papayoo_imports == 0
        assert stand_in.WHAT == "real" and builtins.papayoo_imports == 1
        assert not isinstance(sys.modules[module], StandIn)
    real = sys.modules[module]
    with imported_at_first_use({module: ()}):
        assert sys.modules[module] is real
    assert sys.modules[module] is real and builtins.papayoo_imports == 1



WEASYPRINT_70 = """from fontTools import subset
from fontTools.ttLib import TTFont, TTLibError, ttFont
from fontTools.varLib.instancer import instantiateVariableFont
from ..text.ffi import ffi, harfbuzz, harfbuzz_subset, pango
"""


@pytest.mark.parametrize(
    ("source", "deferred"),
    [
        (WEASYPRINT_70, True),
        (WEASYPRINT_70 + "import fontTools.subset\n", False),
        (WEASYPRINT_70.replace("instantiateVariableFont", "instantiateVariableFont, OverlapMode"), False),
        (WEASYPRINT_70.replace("from fontTools import subset\n", ""), False),
        ("", False),
    ],
)
def test_stand_ins_only_where_weasyprint_imports_them_as_70_does(source: str, deferred: bool) -> None:
    assert imports_as_deferred(source) is deferred


def test_the_installed_weasyprint_gets_them(tmp_path: Path) -> None:
    result = python("""
        from papayoo_print.documents.first_use import DEFERRED, weasyprints_fonttools
        print(weasyprints_fonttools() is DEFERRED)
    """, cwd=tmp_path)
    assert result.stdout.splitlines()[-1] == "True"


def test_a_module_imported_for_real_meanwhile_gets_the_real_others(tmp_path: Path) -> None:
    """The instancer imports the subsetter, whose import adds methods to fontTools' tables."""
    result = python("""
        import sys
        from papayoo_print.documents.first_use import DEFERRED, StandIn, imported_at_first_use
        with imported_at_first_use(DEFERRED):
            from fontTools import subset
            from fontTools.varLib.instancer import OverlapMode, instantiateVariableFont
            assert isinstance(subset, StandIn) and not isinstance(sys.modules["fontTools.subset"], StandIn)
        from fontTools.ttLib import getTableClass
        real = sys.modules["fontTools.subset"]
        print(hasattr(getTableClass("GSUB"), "prune_lookups"), subset.Subsetter is real.Subsetter)
    """, cwd=tmp_path)
    assert result.stdout.splitlines()[-1] == "True True"
