"""The report as it prints, read back from the PDF: names never broken inside a word, a running
head and a page number on every page after the first, the round table's heading never alone at
a page's foot, and a game of up to eight rounds on one page, on A4 and on letter."""

import random
import re
from pathlib import Path

import pypdfium2
import pytest

from papayoo_print.documents import one_page
from papayoo_print.documents.report_context import report_context
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.facts import Paper
from papayoo_print.form.geometry import layout_page
from papayoo_print.game.model import Game
from papayoo_print.game.reading import read_game
from papayoo_print.words import Language, translations
from tests.conftest import Run
from tests.documents.test_report import LONG_NAMES, a_round, eight_long_names
from tests.pdfcheck import MM

HEAD = 13 * MM
"""The top margin of a page, where the running head is."""
AT_THE_TABLE = ["Íñigo Etxeberria-Arrizabalaga", "Raphaël", "Camille", "Marie-Bénédicte Lefèvre-Dumont",
                "Wolfgang Schwarzenberger", "Zoé", "Anne-Sophie", "Maximilian"]


def lines_of(page: pypdfium2.PdfPage, top: float | None = None, bottom: float = 0.0) -> list[str]:
    """The page's lines of text, within [bottom, top] points from its foot where given."""
    text = page.get_textpage()
    height = page.get_height()
    found = text.get_text_bounded(bottom=bottom, top=height if top is None else top)
    return [line for line in re.split(r"[\r\n]+", found) if line.strip()]


def words_of(name: str) -> list[str]:
    """What must stay on one line of a name: the words between its spaces and hyphens."""
    return [word for word in re.split(r"[ \-]", name) if word]


@pytest.fixture(scope="module")
def long_game() -> bytes:
    """Eight long names, eighteen rounds, the pages numbered on from a sheet's two."""
    context = report_context(eight_long_names(), Language.fr, first_page=3)
    return Typesetter(Language.fr, Paper.a4).render("report.html.j2", context)


def test_no_name_is_broken_inside_a_word(long_game: bytes) -> None:
    document = pypdfium2.PdfDocument(long_game)
    lines = [line for page in document for line in lines_of(page)]
    for name in LONG_NAMES:
        for word in words_of(name):
            whole = rf"(?<![\w']){re.escape(word)}(?![\w'])"
            assert any(re.search(whole, line) for line in lines), (name, word)


def test_every_page_after_the_first_has_the_game_s_title_and_its_number(long_game: bytes) -> None:
    document = pypdfium2.PdfDocument(long_game)
    assert len(document) >= 2
    first = document[0]
    assert lines_of(first, bottom=first.get_height() - HEAD) == []  # page 1: its own title
    for number, page in enumerate(document, start=3):
        if number == 3:
            continue
        head = lines_of(page, bottom=page.get_height() - HEAD)
        assert head and head[0].split() == ["Papayoo", "—", "Huit", "à", "table", str(number)], head


def heading_top(pdf: bytes, heading: str) -> tuple[int, float]:
    """The page (from 0) and the height from the paper's top (mm) of the line `heading`."""
    for number, page in enumerate(pypdfium2.PdfDocument(pdf)):
        text = page.get_textpage()
        found = text.search(heading, match_case=True, match_whole_word=True).get_next()
        if found and lines_of(page).count(heading):
            return number, (page.get_height() - text.get_charbox(found[0])[3]) / MM
    raise AssertionError(f"no {heading!r}")


def test_the_round_table_s_heading_never_ends_a_page() -> None:
    """The report pushed down so that the table's heading falls just above the page's foot,
    room for it and a row: it goes to the next page with two rows, or stays with two rows."""
    names = ["Ana", "Ben", "Cleo", "Dan", "Eve"]
    deal = random.Random(3)
    game = read_game({"players": names, "rounds": [a_round(names, deal) for _ in range(30)]})
    heading = translations(Language.en).gettext("Round by round")
    typesetter = Typesetter(Language.en, Paper.a4)
    context = report_context(game, Language.en)
    _page, top = heading_top(typesetter.render("report.html.j2", context), heading)
    foot = 297 - 13
    for room in (18.0, 21.0):  # the heading, the table's header and one row; and a little more
        pdf = typesetter.write(typesetter.lay_out("report.html.j2", context, 13 + foot - room - top))
        page, _top = heading_top(pdf, heading)
        lines = lines_of(pypdfium2.PdfDocument(pdf)[page])
        rows = [line for line in lines[lines.index(heading):] if re.match(r"\d+ [A-Z]", line)]
        assert len(rows) >= 2, (room, page, rows)


def eight_rounds(names: list[str], *, by_cards: bool = True) -> Game:
    """Eight rounds, the fourth recorded card by card where `by_cards`."""
    deal = random.Random(len(names))
    played = [a_round(names, deal, by_cards=by_cards and number == 3) for number in range(8)]
    return read_game({"title": "Huit manches", "players": names, "rounds_planned": 8, "rounds": played})


@pytest.mark.parametrize("paper", [Paper.a4, Paper.letter])
def test_the_report_of_eight_rounds_at_eight_is_one_page(paper: Paper) -> None:
    """After a landscape sheet: eight players, some of long names, one page."""
    typesetter = Typesetter(Language.de, paper)
    context = report_context(eight_rounds(AT_THE_TABLE), Language.de)
    assert len(typesetter.lay_out("report.html.j2", context).pages) == 1


@pytest.mark.parametrize("paper", [Paper.a4, Paper.letter])
def test_eight_rounds_at_four_fit_under_their_sheet(paper: Paper) -> None:
    """Under a portrait sheet of eight rounds: the places, the chart and every round, on the
    sheet's page."""
    sheet = layout_page(paper, 4, 8, two_up=False, names_again=True).sheets[0]
    typesetter = Typesetter(Language.fr, paper)
    game = eight_rounds(["Léa", "Hugo", "Chloé", "Nathan"], by_cards=False)
    context = report_context(game, Language.fr, chart_height=one_page.CHART_HEIGHT)
    laid_out = typesetter.lay_out("report.html.j2", context, sheet.footer.end + one_page.GAP)
    assert len(laid_out.pages) == 1 and one_page.summary_fits(laid_out)


def test_a_game_of_eight_rounds_is_one_a4_page_with_its_report(run: Run, workdir: Path) -> None:
    path = workdir / "huit.yaml"
    round_ = "  - scores: {Léa: 20, Hugo: 60, Chloé: 80, Nathan: 90}\n    papayoo: Nathan\n"
    path.write_text("players: [Léa, Hugo, Chloé, Nathan]\nrounds:\n" + round_ * 8, encoding="utf-8")
    outcome = run("result", str(path), "--lang", "en", "-o", "r.pdf")
    assert outcome.exit_code == 0, outcome.output
    document = pypdfium2.PdfDocument(workdir / "r.pdf")
    assert len(document) == 1
    assert "8 Léa (20) Léa (160)" in " ".join(lines_of(document[0])).replace("\u00a0", " ")
