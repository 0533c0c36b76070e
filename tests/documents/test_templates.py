"""A user's templates are code from outside: sandboxed, read only from their own folder, and a
broken one is one line naming its file and line. Nothing is written when a template fails."""

import os
from pathlib import Path

import pytest

from tests.conftest import Run
from tests.support import files_in

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
    assert line.startswith(f"papayoo-print: error: {workdir / 'mine' / 'rules.html.j2'}:2: template error: ")
    assert "uid=" not in line


def test_a_symlink_out_of_the_folder_is_refused(run: Run, workdir: Path) -> None:
    secret = workdir / "secret.txt"
    secret.write_text("root:x:0:0", encoding="utf-8")
    mine = user_folder(workdir, '{% include "evil.html.j2" %}')
    os.symlink(secret, mine / "evil.html.j2")
    line = refused(run, workdir)
    assert line == (
        f"papayoo-print: error: {mine / 'evil.html.j2'}: leads out of {mine}:"
        " a template is read only from its own folder"
    )


def test_a_symlinked_stylesheet_out_of_the_folder_is_not_read(run: Run, workdir: Path) -> None:
    outside = workdir / "outside.css"
    outside.write_text("h1 { font-size: 40pt; }", encoding="utf-8")
    mine = user_folder(workdir, '{% extends "rules.html.j2" %}')
    mine.joinpath("rules.html.j2").unlink()
    os.symlink(outside, mine / "print.css")
    result = run("rules", "--template-dir", "mine", "-o", "rules.pdf")
    assert result.exit_code == 0, result.output  # the built-in print.css is used instead
    assert (workdir / "rules.pdf").read_bytes().startswith(b"%PDF")


def test_a_parent_folder_include_is_refused(run: Run, workdir: Path) -> None:
    (workdir / "secret.html.j2").write_text("secret", encoding="utf-8")
    user_folder(workdir, '{% include "../secret.html.j2" %}')
    line = refused(run, workdir)
    assert line.startswith("papayoo-print: error: no template ../secret.html.j2 in ")


@pytest.mark.parametrize(
    ("template", "line", "message"),
    [
        ("<p>\n{% if %}</p>", 2, "template error: Expected an expression, got 'end of statement block'"),
        ("<p>\n\n{{ no_such_value }}</p>", 3, "template error: 'no_such_value' is undefined"),
        ("<p>{{ 1 / 0 }}</p>", 1, "template error: division by zero"),
    ],
    ids=["syntax", "undefined", "arithmetic"],
)
def test_a_broken_template_is_one_line_with_its_place(
    run: Run, workdir: Path, template: str, line: int, message: str
) -> None:
    mine = user_folder(workdir, template)
    assert refused(run, workdir) == f"papayoo-print: error: {mine / 'rules.html.j2'}:{line}: {message}"


def test_a_template_that_includes_itself_is_one_line(run: Run, workdir: Path) -> None:
    user_folder(workdir, '{% include "rules.html.j2" %}')
    line = refused(run, workdir)
    assert line == "papayoo-print: error: template rules.html.j2: it includes itself, without end"


def test_a_template_that_is_not_utf8_is_one_line(run: Run, workdir: Path) -> None:
    mine = user_folder(workdir, "")
    (mine / "rules.html.j2").write_bytes(b"<p>Chlo\xe9</p>")
    assert refused(run, workdir) == "papayoo-print: error: template rules.html.j2: it is not UTF-8 text"


@pytest.mark.weasyprint_warns
def test_a_resource_the_fetcher_blocks_is_a_warning(run: Run, workdir: Path) -> None:
    user_folder(
        workdir,
        '<html lang="en"><title>x</title><body><p>x</p><img src="file:///etc/hostname"></body></html>',
    )
    result = run("rules", "--template-dir", "mine", "-o", "rules.pdf")
    assert result.exit_code == 0, result.output
    [warning] = result.stderr.splitlines()
    assert warning.startswith("papayoo-print: warning: ")
    assert "file:///etc/hostname" in warning and "reads only its own fonts and templates" in warning
    assert (workdir / "rules.pdf").read_bytes().startswith(b"%PDF")
