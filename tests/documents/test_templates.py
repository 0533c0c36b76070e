"""A user's templates are code from outside: sandboxed, read only from their own folder, and a
broken one is one line naming its file and line, in the user's words (not Jinja2's). A file of
the folder that cannot be read as a template (a symlink out, a pipe, a folder) is refused, not
replaced by the built-in one. Nothing is written when a template fails."""

import os
from pathlib import Path

import pytest

from tests.conftest import Run
from tests.pdfcheck import page_texts
from tests.support import files_in

LEADS_OUT = "leads out of mine: a template is read only from its own folder"
REFUSED = {
    "a shell command": "{{ cycler.__init__.__globals__.os.popen('id').read() }}",
    "an attribute escape": "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    "a format string escape": "{{ '{0.__class__}'.format(title) }}",
    "a list changed in place": "{% set x = [] %}{{ x.append(1) }}",
}


def user_folder(workdir: Path, rules: str, **others: str) -> Path:
    mine = workdir / "mine"
    mine.mkdir()
    (mine / "rules.html.j2").write_text(rules, encoding="utf-8")
    for name, text in others.items():
        (mine / name).write_text(text, encoding="utf-8")
    return mine


def refused(run: Run, workdir: Path) -> str:
    """Run `rules` with the user's folder: it must fail in one line and write nothing."""
    before = files_in(workdir)
    result = run("rules", "--template-dir", "mine", "-o", "rules.pdf")
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    [line] = result.stderr.splitlines()
    assert files_in(workdir) == before
    return line


@pytest.mark.parametrize("template", REFUSED.values(), ids=REFUSED.keys())
def test_the_sandbox_refuses_reaching_python(run: Run, workdir: Path, template: str) -> None:
    user_folder(workdir, "<p>\n" + template + "</p>")
    line = refused(run, workdir)
    assert line.startswith("papayoo-print: error: mine/rules.html.j2:2: template error: ")
    assert "uid=" not in line


def test_a_symlink_out_of_the_folder_is_refused(run: Run, workdir: Path) -> None:
    secret = workdir / "secret.txt"
    secret.write_text("root:x:0:0", encoding="utf-8")
    mine = user_folder(workdir, '{% include "evil.html.j2" %}')
    os.symlink(secret, mine / "evil.html.j2")
    line = refused(run, workdir)
    assert line == f"papayoo-print: error: mine/evil.html.j2: {LEADS_OUT}"


UNREADABLE = {
    "a symlink out of the folder": (lambda path: path.symlink_to("/etc/passwd"), LEADS_OUT),
    "a symlink to nowhere": (
        lambda path: path.symlink_to("nowhere.css"),
        "cannot read it (No such file or folder)",
    ),
    "a pipe": (os.mkfifo, "is not a regular file"),
    "a folder": (Path.mkdir, "is a folder, not a file"),
}


@pytest.mark.parametrize("name", ["print.css", "rules.css", "rules.html.j2", "base.html.j2"])
@pytest.mark.parametrize("kind", UNREADABLE.values(), ids=UNREADABLE.keys())
def test_a_file_that_cannot_be_read_is_refused_not_replaced(
    run: Run, workdir: Path, name: str, kind: tuple[object, str]
) -> None:
    """The user put it there to be used: printing with the built-in one instead, with exit 0,
    would give a document that looks right and is not theirs. A template was refused so."""
    make, message = kind
    mine = workdir / "mine"
    mine.mkdir()
    make(mine / name)  # type: ignore[operator]
    assert refused(run, workdir) == f"papayoo-print: error: mine/{name}: {message}"


def test_a_symlink_within_the_folder_is_read(run: Run, workdir: Path) -> None:
    mine = user_folder(workdir, '{% extends "base.html.j2" %}{% block body %}<p>Mine</p>{% endblock %}')
    (mine / "sub").mkdir()
    (mine / "sub" / "look.css").write_text("p { font-size: 20pt; }\n", encoding="utf-8")
    (mine / "print.css").symlink_to("sub/look.css")
    result = run("rules", "--template-dir", "mine", "-o", "rules.pdf")
    assert (result.exit_code, result.stderr) == (0, "")
    assert "Mine" in page_texts(workdir / "rules.pdf")[0]


def test_a_parent_folder_include_is_refused(run: Run, workdir: Path) -> None:
    (workdir / "secret.html.j2").write_text("secret", encoding="utf-8")
    user_folder(workdir, '{% include "../secret.html.j2" %}')
    line = refused(run, workdir)
    assert line.startswith("papayoo-print: error: no template ../secret.html.j2 in ")


@pytest.mark.parametrize(
    ("template", "line", "message"),
    [
        ("<p>\n{% if %}</p>", 2, "an expression is missing before '%}'"),
        ("{% for x in y %}\n", 1, "the template ends inside a 'for' block, which is not closed"),
        ("{% frobnicate %}", 1, "unknown tag 'frobnicate'"),
        ("{{ x | frobnicate }}", 1, "no filter or test named 'frobnicate'"),
        ("{{ 1 + }}", 1, "'}}' was not expected here"),
        ("{{ a b }}", 1, "'}}' was expected here, not 'b'"),
        ("{% macro m(a=1, b) %}{% endmacro %}", 1, "this is not valid template syntax"),
        ("<p>\n\n{{ no_such_value }}</p>", 3, "'no_such_value' is undefined"),
        ("{{ title.nothing }}", 1, "the value (str) has no attribute 'nothing'"),
        ("{{ [1][5] }}", 1, "the value (list) has no element 5"),
        ("{% macro m(a) %}{{ a }}{% endmacro %}{{ m() }}", 1, "the parameter 'a' was not given"),
        ("<p>{{ 1 / 0 }}</p>", 1, "division by zero"),
        ("{{ 1 + 'a' }}", 1, "a value of type int and one of type str do not go with +"),
        ("{{ 'a' - 1 }}", 1, "a value of the wrong type"),
        ("{{ '{:d}'.format('x') }}", 1, "a value that cannot be used here"),
        ("{{ 2.0 ** 5000 }}", 1, "a number too large to compute"),
        ("{{ range(10 ** 9) }}", 1, "range(1000000000): a range in a template holds at most 100000 numbers"),
        ("{{ cycler.__init__ }}", 1, "Cycler.__init__ may not be used in a template"),
    ],
    ids=[
        "syntax", "block not closed", "unknown tag", "unknown filter", "unexpected", "expected",
        "other syntax", "undefined", "no attribute", "no element", "no parameter", "arithmetic",
        "types", "wrong type", "value", "overflow", "range", "internals",
    ],
)
def test_a_broken_template_is_one_line_with_its_place(
    run: Run, workdir: Path, template: str, line: int, message: str
) -> None:
    user_folder(workdir, template)
    expected = f"papayoo-print: error: mine/rules.html.j2:{line}: template error: {message}"
    assert refused(run, workdir) == expected


def test_a_template_that_includes_itself_is_one_line(run: Run, workdir: Path) -> None:
    user_folder(workdir, '{% include "rules.html.j2" %}')
    line = refused(run, workdir)
    assert line == "papayoo-print: error: template rules.html.j2: it includes itself, without end"


def test_a_macro_that_calls_itself_is_one_line(run: Run, workdir: Path) -> None:
    user_folder(workdir, "{% macro deeper(n) %}{{ deeper(n + 1) }}{% endmacro %}{{ deeper(0) }}")
    line = refused(run, workdir)
    assert line == "papayoo-print: error: template rules.html.j2: a macro calls itself, without end"


def test_a_template_that_is_not_utf8_is_one_line(run: Run, workdir: Path) -> None:
    mine = user_folder(workdir, '{% include "part.html.j2" %}')
    (mine / "part.html.j2").write_bytes(b"<p>Chlo\xe9</p>")
    assert refused(run, workdir) == "papayoo-print: error: template part.html.j2: it is not UTF-8 text"


@pytest.mark.weasyprint_warns
def test_a_resource_the_fetcher_blocks_is_a_warning(run: Run, workdir: Path) -> None:
    user_folder(
        workdir,
        '<html lang="en"><title>x</title><body><p>x</p><img src="file:///etc/hostname"></body></html>',
    )
    result = run("rules", "--template-dir", "mine", "-o", "rules.pdf")
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines() == [
        "papayoo-print: warning: file:///etc/hostname: papayoo-print reads only its own fonts and templates:"
        " left out of the document"
    ]
    assert (workdir / "rules.pdf").read_bytes().startswith(b"%PDF")


PAGE = '<html lang="en"><title>x</title><body>{}</body></html>'
WARNINGS = {
    "css": (
        PAGE.format("<p>x</p>"),
        "h1 { colr: red; font-size: big }\n@frobnicate x;\n",
        [
            "mine/print.css:1: colr: red is ignored: unknown property",
            "mine/print.css:1: font-size: big is ignored: a value it cannot use",
            "mine/print.css:2: part of a stylesheet is ignored (@frobnicate x;)",
        ],
    ),
    "resources": (
        PAGE.format('<img src="nothere.png" alt="x"><img src="pipe.png" alt="y"><p>x</p>'),
        "",
        [
            "file://{mine}/nothere.png: cannot read it (No such file or folder): left out of the document",
            "file://{mine}/pipe.png: is not a regular file: left out of the document",
        ],
    ),
    "anchors and fonts": (
        PAGE.format('<p id="a">1</p><p id="a">2</p><a href="#nowhere">x</a><p>\u4e2d</p>'),
        "",
        [
            "the anchor a is there twice: the second is ignored",
            "a link to #nowhere, an anchor that is nowhere",
            "no font of the document draws \u4e2d (U+4E2D): it is left out",
        ],
    ),
}


@pytest.mark.weasyprint_warns
@pytest.mark.parametrize(("page", "style", "said"), WARNINGS.values(), ids=WARNINGS.keys())
def test_weasyprints_warnings_are_said_in_the_users_words(
    run: Run, workdir: Path, page: str, style: str, said: list[str]
) -> None:
    mine = user_folder(workdir, page, **({"print.css": style} if style else {}))
    os.mkfifo(mine / "pipe.png")
    result = run("rules", "--template-dir", "mine", "-o", "rules.pdf")
    assert result.exit_code == 0, result.output
    shown = [line.format(mine=mine) for line in said]
    assert result.stderr.splitlines() == [f"papayoo-print: warning: {line}" for line in shown]


@pytest.mark.parametrize(
    ("files", "line"),
    [
        ({"print.css": "a{" * 1000}, "mine/print.css: the typesetter fails on it (SyntaxError)"),
        (
            {"rules.html.j2": '<html lang="en"><title>x</title><style>' + "@media print {" * 5000},
            "rules.html.j2: nested too deep to be typeset",
        ),
    ],
    ids=["a stylesheet nested deep", "a page's style nested deep"],
)
def test_what_weasyprint_cannot_typeset_is_one_line(
    run: Run, workdir: Path, files: dict[str, str], line: str
) -> None:
    user_folder(workdir, '<html lang="en"><title>x</title><p>x</p>', **files)
    assert refused(run, workdir) == f"papayoo-print: error: {line}"
