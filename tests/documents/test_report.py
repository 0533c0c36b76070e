"""The game report read back: what it says, how its chart is drawn, and that a table of eight
long names stays readable and inside the page."""

import io
import random
import re
from decimal import Decimal
from pathlib import Path

import pikepdf
import pypdfium2
import pytest
from hypothesis import HealthCheck, given, settings

from papayoo_print.documents.chart import running_totals_chart
from papayoo_print.documents.chart_frame import FONT, HEIGHT, WIDTH
from papayoo_print.documents.report_context import report_context
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.facts import PAPAYOO_POINTS, PAYOO_CARDS, Paper, Suit
from papayoo_print.game.model import Game
from papayoo_print.game.reading import read_game
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language, format_number, translations
from tests.conftest import Run
from tests.pdfcheck import glyphs, ink_in_margin, outside, page_texts
from tests.support import EXAMPLE, GAMES, games

LONG_NAMES = [
    "Marie-Éléonore de La Tour d'Auvergne",
    "Bartholomew_Fitzgerald_Montgomery_Smythe",  # 40 characters, no place to break
    "Anne-Sophie Lefebvre-Dubois-Martin",
    "Jean-Baptiste Alexandre Dumont",
    "Dominique Charpentier de Montmorency",
    "Frédérique Van der Velde-Janssens",
    "Guillaume-Henri Beaumarchais",
    "Hélène Papadopoulou-Konstantinidou",
]
HEADINGS = ["Place", "Player", "Total", "Papayoos taken", "Best round", "Worst round",
            "Average per round", "Round", "Fewest points", "Lowest total", "Payoo cards taken"]


def report(game: Game, language: Language, paper: Paper = Paper.a4) -> bytes:
    return Typesetter(language, paper).render("report.html.j2", report_context(game, language))


def joined(pdf: bytes) -> str:
    """All the text, lines joined by spaces; no-break spaces stay what they are."""
    return " ".join(" ".join(text.split("\n")) for text in page_texts(pdf))


def a_round(names: list[str], deal: random.Random, *, by_cards: bool = False) -> dict:
    """A random valid round: the Payoo cards 1 to 20 dealt out, the Papayoo's 40 to a taker."""
    owners = [deal.randrange(len(names)) for _ in PAYOO_CARDS]
    taker = deal.randrange(len(names))
    suit = deal.choice(list(Suit)).value
    if by_cards:
        cards = {name: [card for card, owner in zip(PAYOO_CARDS, owners) if owner == player]
                 for player, name in enumerate(names)}
        return {"cards": cards, "papayoo": names[taker], "suit": suit}
    points = [0] * len(names)
    for card, owner in zip(PAYOO_CARDS, owners):
        points[owner] += card
    points[taker] += PAPAYOO_POINTS
    return {"scores": dict(zip(names, points)), "papayoo": names[taker], "suit": suit}


def eight_long_names(rounds: int = 18) -> Game:
    deal = random.Random(29)
    played = [a_round(LONG_NAMES, deal, by_cards=number % 5 == 0) for number in range(rounds)]
    return read_game({"title": "Huit à table", "players": LONG_NAMES, "rounds_planned": rounds,
                      "rounds": played})


def points_game(names: list[str], rounds: list[list[int]], planned: int | None = None) -> Game:
    data = {"players": names, "rounds": [{"scores": dict(zip(names, points))} for points in rounds]}
    return read_game({**data, "rounds_planned": planned} if planned else data)


def test_the_report_of_the_seed_game() -> None:
    game = load_game(EXAMPLE)
    pdf = report(game, Language.en)
    text = joined(pdf)
    assert "Hugo wins with 242 points" in text
    for row in ("1 Hugo 242 2 6 119 48.4", "2 Léa 266 2 0 103 53.2",
                "3 Chloé 345 1 36 107 69.0", "4 Nathan 397 0 47 109 79.4"):
        assert row in text, row
    assert "From round" not in text  # Hugo led alone only after the last round: the status says it
    assert "Hugo 242" in text and "Nathan 397" in text  # the chart's line labels
    assert "2 Léa Hugo\u00a0(12) Hugo\u00a0(83)" in text  # round 2: the Papayoo, fewest points, lowest total
    assert "5 Léa\u00a0♥ Hugo\u00a0(6) Hugo\u00a0(242)" in text  # the suit and the points kept with the name
    assert "Payoo cards taken Léa\u00a03, 9 · Hugo\u00a06 · Chloé\u00a01, 2, 4" in text
    assert "→" not in text  # the sheet's points and totals are not repeated
    with pikepdf.open(io.BytesIO(pdf)) as document:
        assert str(document.Root.Lang) == "en" and "/StructTreeRoot" in document.Root


def test_a_report_with_a_draw_shares_the_places() -> None:
    game = load_game(GAMES / "good" / "draw.yaml")
    text = joined(report(game, Language.fr))
    assert "Match nul\u00a0: Ana et Ben, 100 points chacun" in text
    assert "1 Ana 100" in text and "1 Ben 100" in text and "3 Cleo 300" in text
    assert "28 novembre 2026" in text
    assert "sans égalité" not in text  # nobody alone in the lead at the end
    chart = report_context(game, Language.fr)["chart"]
    assert {line["label"] for line in chart["lines"] if line["winner"]} == {"Ana 100", "Ben 100"}


def test_numbers_are_formatted_for_the_language() -> None:
    game = points_game(["Ana", "Ben", "Cleo"], [[200, 0, 50]] * 51)
    for language, total in ((Language.fr, "10\u202f200"), (Language.es, "10.200"), (Language.en, "10,200")):
        text = " ".join(page_texts(report(game, language)))
        assert total in text and "2550" in text, language  # grouped from five digits, as on the sheet


@pytest.mark.parametrize(
    ("language", "shown"),
    [(Language.en, ["48.4", "69.0"]), (Language.fr, ["48,4", "69,0"]), (Language.de, ["48,4", "69,0"]),
     (Language.es, ["48,4", "69,0"]), (Language.it, ["48,4", "69,0"])],
)
def test_every_average_has_one_decimal(language: Language, shown: list[str]) -> None:
    context = report_context(load_game(EXAMPLE), language)
    averages = [row["average"] for row in context["places"]]
    assert all(re.fullmatch(r"\d+[.,]\d", average) for average in averages), averages
    assert set(shown) <= set(averages)


def test_a_lead_is_told_from_a_round_before_the_last() -> None:
    game = points_game(["Ana", "Ben", "Cleo"], [[10, 120, 120], [120, 10, 120], [0, 130, 120],
                                                [100, 50, 100]], planned=4)
    assert report_context(game, Language.en)["lead"] == "From round 3 on, Ana alone had the lowest total."
    in_progress = points_game(["Ana", "Ben", "Cleo"], [[120, 10, 120], [0, 120, 130]], planned=5)
    assert report_context(in_progress, Language.fr)["lead"] == (
        "Après la manche 2, Ana a le plus bas total, sans égalité."
    )


@pytest.mark.parametrize("planned", [None, 5])
def test_a_game_of_no_round_says_so_once(planned: int | None) -> None:
    game = points_game(["Ana", "Ben", "Cleo"], [], planned)
    for language, words in ((Language.en, "No round played yet."),
                            (Language.fr, "Aucune manche jouée pour l'instant.")):
        text = joined(report(game, language))
        assert text.count(words) == 1, text
        assert not re.search(r"\b0\b", text), text  # no round played, no figure of 0
    context = report_context(game, Language.en)
    assert context["places"] == [] and context["chart"] is None and context["rounds"] == []


def test_a_game_of_one_round() -> None:
    finished = points_game(["Ana", "Ben", "Cleo"], [[100, 50, 100]], planned=1)
    text = joined(report(finished, Language.en))
    assert "Ben wins with 50 points" in text and "1 round played" in text
    assert "From round" not in text and "After round" not in text
    assert "Best round" not in text and "Average per round" not in text  # all would be the total
    going_on = points_game(["Ana", "Ben", "Cleo"], [[100, 50, 100]])
    text = joined(report(going_on, Language.en))
    assert text.count("1 round played") == 1
    assert "After round 1, Ben alone has the lowest total." in text


def test_each_line_has_its_own_dash_and_mark_and_the_winner_s_stands_out() -> None:
    game = eight_long_names()
    chart = report_context(game, Language.en)["chart"]
    winner = [line for line in chart["lines"] if line["winner"]]
    others = [line for line in chart["lines"] if not line["winner"]]
    assert len(winner) == 1 and len(others) == 7
    assert winner[0]["label"].startswith(LONG_NAMES[game.leaders[0]]) and winner[0]["bold"]
    assert chart["lines"][-1] is winner[0]  # drawn last, over the others
    assert all(winner[0]["width"] >= 2 * line["width"] for line in others)
    assert len({(line["dash"], line["mark"]) for line in chart["lines"]}) == 8
    assert len({line["dash"] for line in chart["lines"]}) == 8
    assert {line["colour"] for line in chart["lines"]} == {"#000000"}  # black: the same in grey


def _end(line: dict) -> float:
    return float(line["points"].split()[-1].split(",")[1])


def test_the_chart_plots_each_total_against_the_average() -> None:
    game = load_game(EXAMPLE)
    chart = running_totals_chart(game, str)
    zero = next(line["y"] for line in chart["grid"] if line["zero"])
    hugo = next(line for line in chart["lines"] if line["label"] == "Hugo 242")
    nathan = next(line for line in chart["lines"] if line["label"] == "Nathan 397")
    assert _end(hugo) > zero > _end(nathan)  # below the average is ahead
    assert [tick["label"] for tick in chart["ticks"]] == ["0", "1", "2", "3", "4", "5"]
    assert chart["grid_width"] >= 0.25 and _lightness(chart["grid_stroke"]) <= 0.65  # 35 % grey or more


def _lightness(colour: str) -> float:
    return sum(int(colour[index : index + 2], 16) for index in (1, 3, 5)) / 3 / 255


def test_tied_players_are_drawn_side_by_side_and_the_tie_is_said() -> None:
    game = points_game(["Ana", "Ben", "Cleo"], [[20, 20, 210], [60, 60, 130], [100, 100, 50]])
    context = report_context(game, Language.en)
    ana, ben = (next(line for line in context["chart"]["lines"] if line["label"] == label)
                for label in ("Ana 180", "Ben 180"))
    ana_y = [float(point.split(",")[1]) for point in ana["points"].split()]
    ben_y = [float(point.split(",")[1]) for point in ben["points"].split()]
    assert all(abs(a - b) >= 0.7 for a, b in zip(ana_y[1:], ben_y[1:]))  # never one on the other
    assert (ana["dash"], ana["mark"]) != (ben["dash"], ben["mark"])
    assert context["ties"] == ["Ana and Ben end level, on 180 points."]
    assert "Ana and Ben end level, on 180 points." in joined(report(game, Language.en))


def _labels_apart_and_inside(chart: dict) -> None:
    boxes = sorted(line["box"] for line in chart["lines"])
    for left, top, right, bottom in boxes:
        assert chart["right"] < left and right <= WIDTH and 0 <= top and bottom <= HEIGHT
        assert bottom - top >= 1.15 * FONT  # room for the type
    spans = sorted((box[1], box[3]) for box in boxes)
    for (_, bottom), (top, _) in zip(spans, spans[1:]):
        assert bottom <= top + 1e-6, spans


def test_end_labels_of_eight_long_names_are_whole_apart_and_inside_the_chart() -> None:
    game = eight_long_names()
    chart = report_context(game, Language.fr)["chart"]
    _labels_apart_and_inside(chart)
    labels = {line["label"] for line in chart["lines"]}
    assert labels == {f"{name} {total}" for name, total in zip(game.players, game.totals)}  # never cut
    for line in chart["lines"]:  # two lines where long, broken at a space or after a hyphen
        texts = [text["text"] for text in line["label_lines"]]
        assert " ".join(texts).replace("- ", "-") == line["label"]
        assert all(text[-1] in "-" or text[-1].isalnum() for text in texts), texts
    assert any(len(line["label_lines"]) == 2 for line in chart["lines"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_end_labels_never_overlap_in_any_game(data: dict) -> None:
    game = read_game(data)
    if len(game.rounds) >= 2:
        _labels_apart_and_inside(running_totals_chart(game, str))


@pytest.mark.parametrize("paper", [Paper.a4, Paper.letter])
def test_eight_long_names_stay_inside_the_page_in_type_of_7_pt_or_more(paper: Paper) -> None:
    pdf = report(eight_long_names(), Language.de, paper)
    drawn = glyphs(pdf)
    assert min(glyph.size for glyph in drawn) >= 7.0
    assert ink_in_margin(pdf) == [] and outside(pdf, 10.0) == []
    text = joined(pdf)
    assert all(re.sub(r"\W", "", name)[:12] in re.sub(r"\W", "", text) for name in LONG_NAMES)


@pytest.mark.parametrize("language", list(Language))
def test_headings_keep_their_words_whole(language: Language) -> None:
    pdf = report(eight_long_names(), language)
    document = pypdfium2.PdfDocument(pdf)
    text = " ".join(document[number].get_textpage().get_text_bounded() for number in range(len(document)))
    _ = translations(language).gettext
    for heading in HEADINGS:
        for word in _(heading).split():
            assert re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text), (heading, word)


def test_the_report_after_the_sheet_has_no_small_type(run: Run, workdir: Path) -> None:
    result = run("result", str(EXAMPLE), "--lang", "it", "-o", "r.pdf")
    assert result.exit_code == 0, result.output
    pdf = (workdir / "r.pdf").read_bytes()
    drawn = glyphs(pdf)  # a five-round game: the report under the sheet, on its page
    assert len(drawn) > 600 and min(glyph.size for glyph in drawn) >= 7.0
    assert ink_in_margin(pdf) == []


def test_a_hundred_rounds_recorded_card_by_card_each_with_its_cards_on_its_page() -> None:
    """The longest game a file may hold: every round once, in order, and each round's row of Payoo
    cards on the page of the round's row, never at the top of the next one."""
    names = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gil", "Hal"]
    deal = random.Random(11)
    played = [a_round(names, deal, by_cards=True) for _ in range(100)]
    game = read_game({"players": names, "rounds_planned": 100, "rounds": played})
    pages = page_texts(report(game, Language.en))
    rows = [line for page in pages for line in page.splitlines() if re.match(r"\d+ [A-Z]", line)]
    assert [int(row.split()[0]) for row in rows[-100:]] == list(range(1, 101))
    label = translations(Language.en).gettext("Payoo cards taken")
    for page in pages:
        lines = page.splitlines()
        body = lines[lines.index("Round Papayoo Fewest points Lowest total") + 1:] if (
            "Round Papayoo Fewest points Lowest total" in lines) else []
        assert not body or not body[0].startswith(label), body[:2]
    assert sum(page.count(label) for page in pages) == 100


@pytest.mark.parametrize(("value", "language", "pattern", "written"), [
    (2100, Language.en, None, "2100"),  # every language groups digits from five on
    (2100, Language.fr, None, "2100"),
    (-2100, Language.de, None, "-2100"),
    (21000, Language.fr, None, "21\u202f000"),
    (21000, Language.en, None, "21,000"),
    (21000, Language.es, None, "21.000"),
    (Decimal("2100.5"), Language.de, "#,##0.0", "2100,5"),
    (-21000, Language.es, None, "-21.000"),
    (Decimal("69"), Language.en, "#,##0.0", "69.0"),
    (Decimal("48.35"), Language.it, "#,##0.00", "48,35"),
])
def test_numbers_are_written_as_the_language_writes_them(
    value: int | Decimal, language: Language, pattern: str | None, written: str
) -> None:
    assert format_number(value, language, pattern) == written
