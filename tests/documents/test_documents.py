"""The typeset documents read back: the rules, the back of a sheet, the game report."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pikepdf
import pytest
from PIL import Image

from tests.conftest import Run
from tests.support import EXAMPLE, files_in
from papayoo_print.documents.fetcher import OwnFilesOnly
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.words import Language
from papayoo_print.resources import fonts_dir, templates_dir
from papayoo_print.facts import Paper
from tests.pdfcheck import A4, glyphs, ink_in_margin, page_sizes_mm, page_texts
from tests.pdfcheck import page_words, syntax_problems  # noqa: F401


def tags(pdf: Path | bytes) -> dict[str, object]:
    data = pdf if isinstance(pdf, bytes) else pdf.read_bytes()
    with pikepdf.open(io.BytesIO(data)) as document:
        root = document.Root
        return {
            "lang": str(root.get("/Lang", "")),
            "marked": bool(root.get("/MarkInfo", {}).get("/Marked", False)),
            "structure": "/StructTreeRoot" in root,
        }


def joined(pdf: Path | bytes) -> str:
    """All the text, lines joined by spaces; no-break spaces stay what they are."""
    return " ".join(" ".join(text.split("\n")) for text in page_texts(pdf))


def test_sheet_with_rules_on_the_back(run: Run, workdir: Path) -> None:
    result = run("sheet", "--players", "5", "--with-rules", "--lang", "es", "-o", "s.pdf")
    assert result.exit_code == 0, result.output
    front, back = page_words(workdir / "s.pdf")
    assert "Ronda" in front and "Lo que vale cada carta" in " ".join(back)
    assert page_sizes_mm(workdir / "s.pdf") == [A4, A4]
    assert ink_in_margin(workdir / "s.pdf") == []


def test_a_short_game_has_two_summaries_on_the_back(run: Run, workdir: Path) -> None:
    result = run("sheet", "--players", "4", "--rounds", "5", "--with-rules", "-o", "s.pdf")
    assert result.exit_code == 0, result.output
    front, back = page_texts(workdir / "s.pdf")
    assert front.count("Papayoo\n") >= 2
    assert back.count("What each card is worth") == 2


def test_templates_are_looked_for_in_the_users_folder_first(run: Run, workdir: Path) -> None:
    mine = workdir / "mine"
    mine.mkdir()
    (mine / "report.html.j2").write_text(
        '{% extends "base.html.j2" %}{% block body %}<h1>Our club: {{ status }}</h1>{% endblock %}',
        encoding="utf-8",
    )
    (mine / "print.css").write_text("h1 { font-size: 30pt; }", encoding="utf-8")
    result = run("result", str(EXAMPLE), "--template-dir", "mine", "-o", "r.pdf")
    assert result.exit_code == 0, result.output
    sheet, report = page_texts(workdir / "r.pdf")
    assert " ".join(report.split()) == "Our club: Hugo gagne avec 242 points"


def test_a_documents_own_stylesheet_is_looked_for_in_the_users_folder_first(run: Run, workdir: Path) -> None:
    mine = workdir / "mine"
    mine.mkdir()
    (mine / "rules.css").write_text("h2 { font-size: 14pt; }", encoding="utf-8")
    assert run("rules", "--template-dir", "mine", "-o", "rules.pdf").exit_code == 0
    assert run("result", str(EXAMPLE), "--template-dir", "mine", "-o", "result.pdf").exit_code == 0
    rules = "".join(glyph.char for glyph in glyphs(workdir / "rules.pdf") if round(glyph.size) == 14)
    assert rules.startswith("WhateachcardisworthThedeal")  # the headings, in the size mine says
    assert "1 / 2" not in page_texts(workdir / "rules.pdf")[0]  # the built-in rules.css numbers pages
    report = "".join(glyph.char for glyph in glyphs(workdir / "result.pdf") if round(glyph.size) == 11)
    assert "Classement" in report  # the report's headings (the game is in French), in print.css's size


def test_a_missing_template_is_a_clear_error(run: Run, workdir: Path) -> None:
    (workdir / "mine").mkdir()
    (workdir / "mine" / "rules.html.j2").write_text('{% include "nothing.html.j2" %}', encoding="utf-8")
    result = run("rules", "--template-dir", "mine")
    assert result.exit_code == 1
    assert result.stderr.startswith("papayoo-print: error: no template nothing.html.j2 in ")
    assert f"{workdir / 'mine'}, " in result.stderr


HOSTILE = [
    '<img src="file:///etc/hostname">',
    '<a href="http://127.0.0.1:9/x">Zoé</a>',
    "{{ 7 * 7 }}",
    "<style>*{background:url(//127.0.0.1)}",
]


def test_hostile_names_print_as_text_and_fetch_nothing(
    run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fetched: list[str] = []
    original = OwnFilesOnly.fetch

    def spy(self: OwnFilesOnly, url: str, headers: object = None) -> object:
        fetched.append(url)
        return original(self, url, headers)

    monkeypatch.setattr(OwnFilesOnly, "fetch", spy)
    lines = ["players:"] + [f"  - '{name}'" for name in HOSTILE]
    scores = ", ".join(f"'{name}': {points}" for name, points in zip(HOSTILE, (40, 70, 60, 80)))
    lines += ["rounds:", "  - scores: {" + scores + "}"]
    (workdir / "g.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for command in (["result", "g.yaml", "-o", "r.pdf"], ["rules", "--game", "g.yaml", "-o", "x.pdf"]):
        result = run(*command)
        assert result.exit_code == 0, result.output
    for pdf in ("r.pdf", "x.pdf"):
        text = " ".join(page_texts(workdir / pdf))
        for name in HOSTILE:
            assert name in text
        assert "49" not in text.split()
    assert fetched == []  # the stylesheets are read as files, the fonts by Fontconfig
    # The spy does see what WeasyPrint fetches: a picture a user's stylesheet asks for.
    mine = workdir / "mine"
    mine.mkdir()
    Image.new("1", (1, 1)).save(mine / "dot.png")
    (mine / "rules.css").write_text("body { background: url(dot.png) no-repeat; }\n", encoding="utf-8")
    assert run("rules", "--template-dir", "mine", "-o", "y.pdf").exit_code == 0
    assert fetched == [(mine / "dot.png").resolve().as_uri()]


@pytest.mark.weasyprint_warns
def test_the_fetcher_reads_nothing_outside_the_project(workdir: Path, weasyprint_log: list[str]) -> None:
    mine = workdir / "mine"
    mine.mkdir()
    secret = workdir / "secret.png"
    secret.write_bytes(b"not for the pdf")
    (mine / "rules.html.j2").write_text(
        f'<html lang="en"><title>x</title><body><p>x</p><img src="{secret.as_uri()}">'
        '<img src="http://127.0.0.1:9/x.png"></body></html>',
        encoding="utf-8",
    )
    pdf = Typesetter(Language.en, Paper.a4, mine).render("rules.html.j2", {"title": "x"})
    assert b"not for the pdf" not in pdf
    warnings = " ".join(weasyprint_log)
    assert secret.as_uri() in warnings and "http://127.0.0.1:9/x.png" in warnings
    fetcher = OwnFilesOnly([templates_dir(), fonts_dir()])
    for url in ("file:///etc/hostname", "http://127.0.0.1:9/", f"{templates_dir().as_uri()}/../../etc"):
        with pytest.raises(ValueError, match="reads only its own fonts and templates"):
            fetcher.fetch(url)


RENDER_TWICE = """
import sys
if sys.argv[1] == "without":
    import weasyprint.pdf.fonts as fonts
    fonts.harfbuzz_subset = None
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language
from papayoo_print.documents.report_context import report_context
from papayoo_print.documents.rules_context import rules_context
from papayoo_print.facts import Paper
game = load_game(__import__("pathlib").Path(sys.argv[2]))
typesetter = Typesetter(Language.fr, Paper.a4)
sys.stdout.buffer.write(typesetter.render("rules.html.j2", rules_context(Language.fr, game)))
sys.stdout.buffer.write(typesetter.render("report.html.j2", report_context(game, Language.fr)))
"""


@pytest.mark.parametrize("subsetting", ["with", "without"])
def test_same_input_same_bytes_across_processes(subsetting: str) -> None:
    """Two processes, HarfBuzz's subsetter available or not, give the same bytes."""
    outputs = [
        subprocess.run(
            [sys.executable, "-c", RENDER_TWICE, subsetting, str(EXAMPLE)],
            capture_output=True, check=True, env={**os.environ, "PYTHONHASHSEED": str(seed)},
        ).stdout
        for seed in (1, 2)
    ]
    assert outputs[0] == outputs[1]
    assert outputs[0].count(b"%PDF-") == 2


LONG_GAME = "players: [Ana, Ben, Cleo]\nrounds:\n" + "  - scores: {Ana: 100, Ben: 50, Cleo: 100}\n" * 12


def test_the_joined_result_stays_a_tagged_pdf(run: Run, workdir: Path) -> None:
    # twelve rounds leave no room for the report under the sheet: it follows on its own page
    (workdir / "long.yaml").write_text(LONG_GAME, encoding="utf-8")
    run("result", "long.yaml", "--lang", "es", "-o", "r.pdf")
    with pikepdf.open(workdir / "r.pdf") as pdf:
        tree = pdf.Root.StructTreeRoot
        document = tree.K[0]
        figure = document.K[0]
        assert figure.S == "/Figure" and figure.Pg == pdf.pages[0].obj
        assert str(figure.Alt).startswith("La hoja de puntuación rellena")
        keys = [int(page.StructParents) for page in pdf.pages]
        assert len(set(keys)) == len(keys) == 2
        parents = dict(zip(list(tree.ParentTree.Nums)[::2], list(tree.ParentTree.Nums)[1::2]))
        assert parents[keys[0]][0] == figure
        assert int(tree.ParentTreeNextKey) == max(keys) + 1
    assert tags(workdir / "r.pdf") == {"lang": "es", "marked": True, "structure": True}
    assert syntax_problems(workdir / "r.pdf") == []


@pytest.mark.parametrize(
    "command",
    [["result", str(EXAMPLE)], ["sheet", "--players", "4", "--rounds", "5", "--with-rules"], ["rules"]],
    ids=["result", "sheet --with-rules", "rules"],
)
def test_every_joined_or_typeset_pdf_is_the_same_twice(run: Run, workdir: Path, command: list[str]) -> None:
    first = run(*command, "-o", "first.pdf")
    second = run(*command, "-o", "second.pdf")
    assert first.exit_code == second.exit_code == 0, first.output + second.output
    assert (workdir / "first.pdf").read_bytes() == (workdir / "second.pdf").read_bytes()


def test_a_name_the_font_cannot_print_is_refused(run: Run, workdir: Path) -> None:
    (workdir / "g.yaml").write_text(
        "players: [Léa, Hugo, 'Max 🦊']\nrounds:\n  - scores: {Léa: 100, Hugo: 100, 'Max 🦊': 50}\n",
        encoding="utf-8",
    )
    for command in (["rules", "--game", "g.yaml"], ["result", "g.yaml"], ["game", "check", "g.yaml"]):
        result = run(*command)
        assert result.exit_code == 1
        refused = "g.yaml:1: player 'Max 🦊': the font cannot print 🦊 (U+1F98A)"
        assert result.stderr == f"papayoo-print: error: {refused}\n"
    assert files_in(workdir) == {Path("g.yaml")}
