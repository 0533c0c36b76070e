"""The typeset documents read back: the rules, the back of a sheet, the game report."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pikepdf
import pytest

from tests.conftest import Run
from tests.support import EXAMPLE, GAMES, files_in
from papayoo_print.documents.fetcher import OwnFilesOnly
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language
from papayoo_print.resources import fonts_dir, templates_dir
from papayoo_print.documents.report_context import report_context
from papayoo_print.facts import Paper
from tests.pdfcheck import A4, LETTER, fonts, ink_in_margin, metadata, page_sizes_mm, page_texts
from tests.pdfcheck import page_words, syntax_problems  # noqa: F401


RULES_WORDS = {
    "fr": ["Ce que vaut chaque carte", "La distribution", "Une manche", "La fin de la partie",
           "Les questions qui reviennent à table", "Erreurs fréquentes", "Jouer sans la boîte",
           "Combien de points vaut le Papayoo\u202f?", "match nul"],
    "es": ["Lo que vale cada carta", "El reparto", "Una ronda", "El final de la partida",
           "Las preguntas que vuelven a la mesa", "Errores frecuentes", "Jugar sin la caja",
           "¿Cuántos puntos vale el Papayoo?", "empate"],
    "en": ["What each card is worth", "The deal", "A round", "The end of the game",
           "Questions that come back at the table", "Common mistakes", "Playing without the box",
           "How many points is the Papayoo worth?", "draw"],
}
TITLES = {
    "fr": "Papayoo\u00a0: la règle en bref",
    "es": "Papayoo: las reglas en breve",
    "en": "Papayoo: the rules in brief",
}


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


@pytest.mark.parametrize("language", ["fr", "es", "en"])
def test_rules_in_each_language(run: Run, workdir: Path, language: str) -> None:
    result = run("rules", "--lang", language)
    assert result.exit_code == 0, result.output
    path = workdir / result.stdout.strip()
    assert path.name == f"papayoo-rules-{language}.pdf"
    text = joined(path)
    for words in RULES_WORDS[language]:
        assert words in text, words
    assert "3 4 5 6 7 8" in text and "20 15 12 10 8 7" in text and "5 5 4 3 3 3" in text
    assert "1\u00a0+\u00a02\u00a0+\u00a0…\u00a0+\u00a020 = 210" in text
    sizes = page_sizes_mm(path)
    assert 1 <= len(sizes) <= 2 and set(sizes) == {A4}
    assert metadata(path)["/Title"] == TITLES[language]
    assert tags(path) == {"lang": language, "marked": True, "structure": True}
    assert set(fonts(path)) <= {"/" + prefix + suffix for prefix in _prefixes(path)
                                for suffix in ("+DejaVu-Sans-Embedded", "+DejaVu-Sans-Embedded-Bold")}
    assert all(fonts(path).values())
    assert syntax_problems(path) == [] and ink_in_margin(path) == []


def _prefixes(path: Path) -> set[str]:
    return {name.strip("/").split("+")[0] for name in fonts(path)}


def test_the_card_values(run: Run, workdir: Path) -> None:
    run("rules", "--lang", "en", "-o", "r.pdf")
    text = joined(workdir / "r.pdf")
    assert "Each Payoo card, 1 to 20 its number" in text
    assert "The Papayoo: the 7 of the suit the die shows 40" in text
    assert "Every other card, the three other 7s included 0" in text
    assert "The Payoo 7: a Payoo card like the others 7" in text
    assert "tarot" in text and "kings" in text


def test_rules_on_letter_paper(run: Run, workdir: Path) -> None:
    result = run("rules", "--paper", "letter", "--lang", "es")
    assert result.exit_code == 0
    assert set(page_sizes_mm(workdir / result.stdout.strip())) == {LETTER}


def test_how_the_last_round_of_a_game_was_counted(run: Run, workdir: Path) -> None:
    result = run("rules", "--game", str(EXAMPLE), "-o", "r.pdf")
    assert result.exit_code == 0, result.output
    text = joined(workdir / "r.pdf")  # in French: the game file's language
    assert "Le calcul de la manche 5 de «\u00a0Partie à quatre\u00a0»" in text
    for row in ("Léa 3, 9 7 ♥\u00a0: 40 52", "Hugo 6 0 6", "Chloé 1, 2, 4, 5, 7, 8, 10, 12, 14, 20 0 83",
                "Nathan 11, 13, 15, 16, 17, 18, 19 0 109", "Total de la manche 210 40 250"):
        assert row in text, row


def test_a_round_recorded_as_points(run: Run, workdir: Path) -> None:
    result = run("rules", "--game", str(EXAMPLE), "--round", "2", "--lang", "en", "-o", "r.pdf")
    assert result.exit_code == 0, result.output
    text = joined(workdir / "r.pdf")
    assert "How round 2 of “Partie à quatre” was counted" in text
    assert "Léa 44 7: 40 84" in text and "Hugo 12 0 12" in text
    assert "recorded as points" in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--round", "2"], "--round goes with --game FILE"),
        (["--game", str(EXAMPLE), "--round", "6"], "--round: 6: the game has rounds 1 to 5"),
        (["--game", str(GAMES / "bad" / "sums.yaml")], "sums.yaml:7: round 2: the points add up to 249"),
        (["--template-dir", "nowhere"], "--template-dir: nowhere is not a folder"),
    ],
)
def test_rules_errors(run: Run, workdir: Path, args: list[str], message: str) -> None:
    result = run("rules", *args)
    assert result.exit_code != 0
    assert message in result.stderr
    assert files_in(workdir) == set()


def test_the_report_of_the_seed_game() -> None:
    game = load_game(EXAMPLE)
    pdf = Typesetter(Language.en, Paper.a4).render("report.html.j2", report_context(game, Language.en))
    text = joined(pdf)
    assert "Hugo wins with 242 points" in text
    for row in ("1 Hugo 242 2 6 119 48.4", "2 Léa 266 2 0 103 53.2",
                "3 Chloé 345 1 36 107 69", "4 Nathan 397 0 47 109 79.4"):
        assert row in text, row
    assert "From round 5 on, Hugo alone had the lowest total." in text
    assert "Hugo 242" in text and "Nathan 397" in text  # the chart's line labels
    assert "5 52 → 266 6 → 242 83 → 345 109 → 397 Léa ♥" in text
    assert tags(pdf) == {"lang": "en", "marked": True, "structure": True}


def test_a_report_with_a_draw_shares_the_places() -> None:
    game = load_game(GAMES / "good" / "draw.yaml")
    pdf = Typesetter(Language.fr, Paper.a4).render("report.html.j2", report_context(game, Language.fr))
    text = joined(pdf)
    assert "Match nul\u00a0: Ana et Ben, 100 points chacun" in text
    assert "1 Ana 100" in text and "1 Ben 100" in text and "3 Cleo 300" in text
    assert "28 novembre 2026" in text
    assert "sans égalité" not in text  # nobody alone in the lead at the end


def test_numbers_are_formatted_for_the_language() -> None:
    names = ["Ana", "Ben", "Cleo"]
    rounds = [{"scores": {"Ana": 100, "Ben": 50, "Cleo": 100}}] * 21
    from papayoo_print.game.reading import read_game

    game = read_game({"players": names, "rounds": rounds})
    for language, total in ((Language.fr, "2\u202f100"), (Language.es, "2100"), (Language.en, "2,100")):
        pdf = Typesetter(language, Paper.a4).render("report.html.j2", report_context(game, language))
        assert total in " ".join(page_texts(pdf)), language


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
    allowed = (fonts_dir().as_uri(), templates_dir().as_uri())
    assert fetched and all(url.startswith(allowed) for url in fetched)


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


def test_the_joined_result_stays_a_tagged_pdf(run: Run, workdir: Path) -> None:
    run("result", str(EXAMPLE), "--lang", "es", "-o", "r.pdf")
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
