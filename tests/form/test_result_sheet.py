"""`papayoo-print result`: the saved game on the sheet's form, read back from the PDF."""

import io
from pathlib import Path

import pypdfium2
from hypothesis import HealthCheck, given, settings

from tests.conftest import Run
from tests.support import EXAMPLE, GAMES, files_in, random_game_data
from papayoo_print.game.model import Game
from papayoo_print.game.reading import read_game
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language
from papayoo_print.form.filling import result_forms
from papayoo_print.form.render import render_pages
from papayoo_print.facts import Paper
from papayoo_print.form.batch import page_layout
from papayoo_print.form.geometry import layout_sheet
from tests.pdfcheck import A4, MM, fonts, ink_in_margin, metadata, page_sizes_mm, page_texts, page_words
from tests.pdfcheck import syntax_problems
from tests.support import games



def render(game: Game, language: Language = Language.en, paper: Paper = Paper.a4) -> bytes:
    return render_pages(result_forms(game, language, paper))


def test_the_seed_game_exports_with_every_running_total(run: Run, workdir: Path) -> None:
    result = run("result", str(EXAMPLE))
    assert result.exit_code == 0, result.output
    path = workdir / result.stdout.strip()
    assert path.name == "lea-hugo-chloe-nathan-result-fr.pdf"  # the file's language
    [page] = page_words(path)  # five rounds: the report under the sheet, on its page
    text = " ".join(page)
    for row in (
        "1 Léa ♠ ♥ ♦ ♣ 27 27 71 71 58 58 94 94 250",
        "2 Hugo ♠ ♥ ♦ ♣ 84 111 12 83 107 165 47 141 250",
        "3 Chloé ♠ ♥ ♦ ♣ 0 111 119 202 36 201 95 236 250",
        "4 Nathan ♠ ♥ ♦ ♣ 103 214 34 236 61 262 52 288 250",
        "5 Léa ♠ ♥ ♦ ♣ 52 266 6 242 83 345 109 397 250",
        "Total 266 242 345 397",
        "Place 2 1 Gagnant 3 4",  # the winner's place says so
    ):
        assert row in text
    assert "Hugo gagne avec 242 points" in text
    assert "Partie à quatre" in text
    assert text.index("Place 2 1 Gagnant 3 4") < text.index("Classement")  # the sheet, then the report
    assert page_sizes_mm(path) == [A4]
    assert metadata(path)["/Title"] == "Papayoo — Partie à quatre"
    assert all(fonts(path).values())
    assert syntax_problems(path) == [] and ink_in_margin(path) == []


def test_sheet_only_leaves_out_the_report(run: Run, workdir: Path) -> None:
    result = run("result", str(EXAMPLE), "--sheet-only", "-o", "sheet.pdf")
    assert result.exit_code == 0, result.output
    assert page_sizes_mm(workdir / "sheet.pdf") == [A4]
    assert fonts(workdir / "sheet.pdf") == {"/AAAAAA+DejaVuSans": True, "/AAAAAA+DejaVuSans-Bold": True}


def test_language_option_and_output(run: Run, workdir: Path) -> None:
    result = run("result", str(EXAMPLE), "--lang", "es", "--paper", "letter", "-o", "fin.pdf")
    assert result.exit_code == 0, result.output
    assert result.stdout == "fin.pdf\n"
    [text] = page_texts(workdir / "fin.pdf")  # the report under the sheet, on letter too
    assert "Hugo gana con 242 puntos" in text and "Ronda" in text
    assert files_in(workdir) == {Path("fin.pdf")}


def test_language_from_the_environment_when_the_file_has_none(run: Run, workdir: Path) -> None:
    result = run("result", str(GAMES / "good" / "example.json"), "--sheet-only", "-o", "r.pdf",
                 env={"LANG": "es_ES.UTF-8"})
    assert result.exit_code == 0, result.output
    assert "Hugo gana con 242 puntos" in page_texts(workdir / "r.pdf")[0]


def test_a_draw_is_named_and_places_are_shared() -> None:
    game = load_game(GAMES / "good" / "draw.yaml")
    [text] = page_texts(render(game))
    assert "Draw: Ana and Ben, 100 points each" in text
    words = " ".join(text.split())
    assert "Total 100 100 300 Place 1 Winner 1 Winner 3" in words
    assert "2026-11-28" in words


def test_a_game_in_progress_says_so_and_leaves_the_planned_rows() -> None:
    data = {"players": ["Ana", "Ben", "Cleo"], "rounds_planned": 6, "date": "2026-11-29",
            "rounds": [{"scores": {"Ana": 100, "Ben": 50, "Cleo": 100}}]}
    [words] = page_words(render(read_game(data), Language.fr))
    text = " ".join(words)
    assert "Partie en cours : 1 manche jouée sur 6" in text.replace("\u00a0", " ")
    assert "29/11/2026" in text
    for number in range(2, 7):
        assert f"{number} " in text  # the blank rows are numbered


def test_hostile_names_print_as_text(run: Run, workdir: Path) -> None:
    assert run("game", "import", str(GAMES / "good" / "hostile.csv"), "-o", "h.yaml").exit_code == 0
    result = run("result", "h.yaml", "-o", "h.pdf")
    assert result.exit_code == 0, result.output
    for text in page_texts(workdir / "h.pdf"):  # the sheet, then the report
        for name in ("<b>Léa</b>", "Hugo & Co", 'Chloé "the Q"', "{{ nathan }}"):
            assert name in text


def test_eight_players_eighteen_rounds_fit_one_landscape_page() -> None:
    names = ["Anne-Sophie", "Bartholomew", "Chloé", "Dominique", "Esteban", "Frédérique", "Gus", "Hélène"]
    rounds = [{"scores": dict(zip(names, [20, 30, 40, 10, 50, 60, 15, 25])), "papayoo": names[5]}] * 18
    pdf = render(read_game({"players": names, "rounds_planned": 18, "rounds": rounds}))
    assert page_sizes_mm(pdf) == [(A4[1], A4[0])]
    [words] = page_words(pdf)
    assert all(str(value * 18) in words for value in (20, 30, 40, 10, 50, 60, 15, 25))
    assert ink_in_margin(pdf) == []


def test_more_than_eighteen_rounds_continue_on_a_second_page() -> None:
    """20 rounds: ten a page, rows as tall on both, the second page starting with what the first
    brings forward."""
    names = ["Ana", "Ben", "Cleo"]
    rounds = [{"scores": {"Ana": 100, "Ben": 50, "Cleo": 100}}] * 20
    game = read_game({"players": names, "rounds_planned": 20, "rounds": rounds})
    pdf = render(game)
    first, second = (" ".join(page) for page in page_words(pdf))
    assert "10 Ana" in first and "11 " not in first
    assert "Brought forward" in second and "Brought forward" not in first and "20 Ben" in second
    assert "Subtotal 1000 500 1000 Place continued on page 2" in first  # no places yet
    assert "Total 2000 1000 2000 Place 2 1 Winner 2" in second
    assert "page 1 of 2" in first and "page 2 of 2" in second
    assert len(page_sizes_mm(pdf)) == 2
    one, two = (page_layout(form).sheets[0] for form in result_forms(game, Language.en, Paper.a4))
    assert {row.size for row in one.rows} == {row.size for row in two.rows} == {one.rows[0].size}
    assert two.brought_forward.size > 0 and one.brought_forward.size == 0


def test_same_game_same_bytes() -> None:
    game = load_game(EXAMPLE)
    assert render(game) == render(game)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_every_number_of_a_game_appears_in_its_pdf(data: dict) -> None:
    game = read_game(data)
    words = [word for page in page_words(render(game)) for word in page]
    numbers = {int(word) for word in words if word.isdigit()}
    for round_, totals in zip(game.rounds, game.running_totals):
        assert set(round_.points) <= numbers
        assert set(totals) <= numbers
    assert set(game.totals) <= numbers
    if game.rounds:
        assert set(game.places) <= numbers



def test_a_long_title_stays_above_the_table() -> None:
    names = ["Anne-Sophie", "Bartholomew", "Chloé", "Dominique", "Esteban", "Frédérique", "Gus", "Hélène"]
    title = "Le grand tournoi de Papayoo du club de la rue des Lilas, saison 2026"
    rounds = [{"scores": dict(zip(names, [10, 20, 30, 40, 50, 60, 20, 20]))}]
    game = read_game({"players": names, "title": title, "rounds_planned": 9, "rounds": rounds})
    for paper in Paper:
        forms = result_forms(game, Language.fr, paper)
        layout = layout_sheet(paper, 8, forms[0].rounds)
        table_top = (layout.page_height - layout.table_top) * MM
        document = pypdfium2.PdfDocument(render_pages(forms))
        text = document[0].get_textpage()
        header = [text.get_charbox(index) for index in range(text.count_chars())]
        header = [box for box in header if (box[1] + box[3]) / 2 > table_top]
        assert header and all(bottom > table_top for _, bottom, _, _ in header)
        assert title in text.get_text_range()
        document.close()


def test_rounds_played_after_those_agreed_are_marked_extra() -> None:
    """Five rounds of a game agreed at three: rounds 4 and 5 say they are extra, 1 to 3 do not."""
    game = load_game(EXAMPLE)
    [sheet] = page_words(render(game._replace(rounds_planned=3)))
    text = " ".join(sheet)
    assert "3 Chloé ♠ ♥ ♦ ♣ 0 111" in text
    assert "4 Nathan extra round ♠ ♥ ♦ ♣ 103 214" in text
    assert "5 Léa extra round ♠ ♥ ♦ ♣ 52 266" in text
    assert text.count("extra round") == 2
    [as_agreed] = page_words(render(game))
    assert "extra" not in " ".join(as_agreed)


def test_a_title_of_80_characters_and_a_draw_of_long_names_stay_in_the_header() -> None:
    names = ["Hélène-Marguerite d'Aubigné-Rochefort", "Bartholomew Montgomery-Smythe", "Jo"]
    title = "Le grand tournoi de Papayoo du club de la rue des Lilas, saison 2026, table 1, soir"
    rounds = [{"scores": {names[0]: 50, names[1]: 50, "Jo": 150}}]
    game = read_game({"players": names, "title": title[:80], "rounds_planned": 1, "rounds": rounds})
    layout = layout_sheet(Paper.a4, 3, 1, names_again=True)
    document = pypdfium2.PdfDocument(render(game, Language.fr))
    text = document[0].get_textpage()
    boxes = [text.get_charbox(index) for index in range(text.count_chars())]
    table_top = (layout.page_height - layout.table_top) * MM
    header = [box for box in boxes if (box[1] + box[3]) / 2 > table_top]
    assert all(bottom > table_top + 0.5 for _, bottom, _, _ in header)
    words = " ".join(text.get_text_range().split())
    assert title[:80] in words and "Match nul" in words
    document.close()


def test_an_unfinished_game_says_its_total_and_place_are_provisional() -> None:
    data = random_game_data(["Léa", "Hugo", "Chloé", "Nathan"], 4)
    unfinished = read_game({**data, "rounds_planned": 10})
    for language, total, place in ((Language.en, "Provisional total", "Provisional place"),):
        [text] = page_texts(render(unfinished, language))
        assert total in text and place in text
        assert "Winner" not in text  # no one has won yet
    [finished] = page_texts(render(read_game(data)))
    assert "Provisional" not in finished and "Winner" in finished


def test_the_winners_column_is_framed_from_the_name_to_the_place() -> None:
    """A frame three times the inner rules' width round the winner's column: the drawn
    rectangle's stroke width and place, read from the PDF's content."""
    import pikepdf

    game = load_game(EXAMPLE)
    pdf = render(game)
    layout = page_layout(result_forms(game, Language.en, Paper.a4)[0]).sheets[0]
    with pikepdf.open(io.BytesIO(pdf)) as document:
        stream = pikepdf.parse_content_stream(document.pages[0])
        operations = [(str(op), list(operands)) for operands, op in stream]
    width, frames = 0.0, []
    for operator, operands in operations:
        if operator == "w":
            width = float(operands[0])
        elif operator == "re" and width >= 2 and float(operands[3]) > 50 * MM:  # not the code's modules
            frames.append([float(value) / MM for value in operands])
    [(left, bottom, size, height)] = frames
    [winner] = game.leaders
    column = layout.players[winner].whole
    assert column.start < left and left + size < column.end
    assert abs(layout.page_height - bottom - height - layout.table_top) < 1
    assert abs(layout.page_height - bottom - layout.table_bottom) < 1
