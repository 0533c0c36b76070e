"""The season report read back: the standings worked out by hand in tests/game/test_season.py,
as printed in two languages, with the ratings of tests/game/test_ratings.py; head to head and the
games; the ratings' chart; a season of 20 players and 50 games inside the page; names as text,
never markup."""

import io
import math
import random
import re
from pathlib import Path

import pikepdf
import pytest

from papayoo_print.documents.season_context import MAX_COLUMNS, MAX_RATING_PLAYERS, season_context
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.facts import PAPAYOO_POINTS, PAYOO_CARDS, Paper
from papayoo_print.game.reading import read_game
from papayoo_print.game.season import RankBy, Season, left_out, season
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language
from tests.pdfcheck import glyphs, ink_in_margin, outside, page_texts
from tests.support import LONG_NAMES, ROOT, SEASON_GAMES

STANDINGS = {
    Language.en: [
        "1 Léa 3 2 (67%) 1.7 22% 48.3 0.60 game 1 (35.0) 28.0 ± 7.9",
        "2 Nathan 2 1 (50%) 1.5 17% 52.5 0.33 game 2 (35.0) 27.7 ± 8.1",
        "3 Chloé 3 1 (33%) 2.7 58% 80.0 0.20 game 4 (30.0) 24.6 ± 7.8",
        "4 Hugo 4 1 (25%) 2.3 50% 71.4 0.17 game 3 (25.0) 25.3 ± 7.7",
        "5 Inès 2 0 (0%) 3.5 75% 63.3 0.00 game 4 (40.0) 22.9 ± 7.9",
        "Fewer than 2 games played",
        "6 Jules 1 0 (0%) 4.0 100% 80.0 0.00 game 3 (80.0) 21.3 ± 8.1",
    ],
    Language.fr: [
        "1 Léa 3 2 (67\u00a0%) 1,7 22\u00a0% 48,3 0,60 partie 1 (35,0) 28,0 ± 7,9",
        "2 Nathan 2 1 (50\u00a0%) 1,5 17\u00a0% 52,5 0,33 partie 2 (35,0) 27,7 ± 8,1",
        "3 Chloé 3 1 (33\u00a0%) 2,7 58\u00a0% 80,0 0,20 partie 4 (30,0) 24,6 ± 7,8",
        "4 Hugo 4 1 (25\u00a0%) 2,3 50\u00a0% 71,4 0,17 partie 3 (25,0) 25,3 ± 7,7",
        "5 Inès 2 0 (0\u00a0%) 3,5 75\u00a0% 63,3 0,00 partie 4 (40,0) 22,9 ± 7,9",
        "Moins de 2 parties jouées",
        "6 Jules 1 0 (0\u00a0%) 4,0 100\u00a0% 80,0 0,00 partie 3 (80,0) 21,3 ± 8,1",
    ],
}


def the_season(rank_by: RankBy = RankBy.wins) -> Season:
    games = [(path.name, load_game(path)) for path in sorted(SEASON_GAMES.glob("*.yaml"))]
    return season([(name, game) for name, game in games if not left_out(game)], rank_by)


def typeset(result: Season, language: Language, paper: Paper = Paper.a4) -> bytes:
    return Typesetter(language, paper).render("season.html.j2", season_context(result, language))


def lines(pdf: bytes) -> list[str]:
    return [line.strip() for text in page_texts(pdf) for line in text.splitlines()]


@pytest.mark.parametrize("language", [Language.en, Language.fr])
def test_the_standings_read_back_as_worked_out_by_hand(language: Language) -> None:
    printed = lines(typeset(the_season(), language))
    start = printed.index(STANDINGS[language][0])
    assert printed[start : start + len(STANDINGS[language])] == STANDINGS[language]


def test_the_report_says_what_it_counts_and_how_it_ranks() -> None:
    text = " ".join(lines(typeset(the_season(), Language.en)))
    assert "4 games · 6 players · January 10, 2026 – April 4, 2026" in text
    assert "Ranked by wins per game played, then by the lower relative place, then by fewer points" in text
    assert "Players of fewer than 2 games (half as many as the most played) come after the" in text
    assert "so that 3rd of 8 (29%) and 2nd of 3 (50%) compare." in text
    assert "Rating: the estimated skill, from the places of every game in date order; higher is" in text
    assert "Ratings, game after game" in text and "Léa 28.0" in text and "Jules 21.3" in text
    merged = "Counted as one player, as names are matched without case or accents: Léa (LEA); Chloé (chloe)."
    assert merged in text
    assert "LEA" not in text.replace("Léa (LEA)", "")  # the most written spelling everywhere else


def test_ranked_by_rating_the_report_says_so() -> None:
    printed = lines(typeset(the_season(RankBy.rating), Language.en))
    start = printed.index(STANDINGS[Language.en][0])
    rows = [STANDINGS[Language.en][index] for index in (0, 1, 3, 2, 4, 5, 6)]  # Hugo before Chloé
    assert printed[start : start + 7] == [rows[0], rows[1], "3" + rows[2][1:], "4" + rows[3][1:], *rows[4:]]
    text = " ".join(printed)
    assert "Ranked by rating, the higher first, then by wins per game played, by the lower relative" in text
    assert "Ranked by wins per game played" not in text


def test_the_ratings_chart_follows_the_players_of_the_most_games() -> None:
    result = the_season()
    chart = season_context(result, Language.en)["rating_chart"]
    by_label = {line["label"]: line for line in chart["lines"]}
    highest_first = ["Léa 28.0", "Nathan 27.7", "Hugo 25.3", "Chloé 24.6", "Inès 22.9", "Jules 21.3"]
    assert list(by_label)[::-1] == highest_first  # drawn the highest last, on top
    assert [line["colour"] for line in chart["lines"]][::-1] == ["#000000"] * 3 + ["#666666"] * 3
    assert [line["label"] for line in chart["grid"]] == ["20", "22", "24", "26", "28", "30"]  # not from 0
    assert chart["shown"] is None
    inès = by_label["Inès 22.9"]["points"].split()
    assert len(inès) == 4 - 1 + 1  # from game 1, the one before her first, to game 4
    assert inès[0].split(",")[1] == by_label["Léa 28.0"]["points"].split()[0].split(",")[1]  # both from 25
    many = random_season(TWENTY, 50)
    lines_shown = season_context(many, Language.en)["rating_chart"]
    assert len(lines_shown["lines"]) == MAX_RATING_PLAYERS < len(many.standings)
    most = sorted((line.games for line in many.standings), reverse=True)[:MAX_RATING_PLAYERS]
    shown = [line["label"].rsplit(" ", 1)[0].rstrip("…") for line in lines_shown["lines"]]  # names cut short
    games = [next(line.games for line in many.standings if line.name.startswith(name)) for name in shown]
    assert sorted(games, reverse=True) == most
    assert lines_shown["shown"] == "Here the 8 players of the most games, of 20 players."


def test_the_players_after_the_table_are_given_their_rating_when_it_ranks_them() -> None:
    names = [f"Joueur {number:02d}" for number in range(1, 46)]
    by_wins, by_rating = (
        season([(played.source, played.game) for played in random_season(names, 40).games], rank_by)
        for rank_by in (RankBy.wins, RankBy.rating)
    )
    assert "games played and wins in brackets" in season_context(by_wins, Language.en)["others"]
    others = season_context(by_rating, Language.en)["others"]
    assert others.startswith("The other 5 players, by rank, with games played, wins and rating in brackets:")
    line = by_rating.standings[40]
    entry = f"41 {line.name} ({line.games}, {line.wins}, {line.rating.mu:.1f} ± {line.rating.sigma:.1f})"
    assert entry.replace(" ", "\u00a0") in others


def test_head_to_head_and_the_games_read_back() -> None:
    printed = lines(typeset(the_season(), Language.fr))
    assert "Face-à-face" in printed
    rows = printed[printed.index("Joueur") + 1 : printed.index("Les parties")]
    assert rows == ["1 Léa 0–1–1 2–0–0 2–0–1", "2 Nathan 1–1–0 1–0–1", "3 Chloé 0–0–2 1–0–2 2–0–0",
                    "4 Hugo 1–0–2 1–0–1 2–0–1 1–0–1", "5 Inès 0–0–2 1–0–1"]
    cells = season_context(the_season(), Language.fr)["head_to_head"][0]["rows"][0]["cells"]
    assert [cell["text"] for cell in cells] == ["", "0–1–1", "2–0–0", "2–0–1", ""]  # Léa: self, …, Inès
    assert cells[0]["self"]
    start = printed.index("Partie Date Titre Gagnant")
    assert printed[start + 1 : start + 5] == [
        "1 10 janvier 2026 Janvier 3 joueurs · 2 manches Léa",
        "2 7 février 2026 Février 5 joueurs · 2 manches Léa et Nathan",
        "3 7 mars 2026 Mars 4 joueurs · 2 manches Hugo",
        "4 4 avril 2026 Avril 3 joueurs · 1 manche Chloé",
    ]


def test_the_chart_marks_the_first_three_apart() -> None:
    chart = season_context(the_season(), Language.en)["chart"]
    by_label = {line["label"]: line for line in chart["lines"]}
    assert set(by_label) == {"Léa 2", "Nathan 1", "Chloé 1", "Hugo 1", "Inès 0", "Jules 0"}
    leaders = [by_label[label] for label in ("Léa 2", "Nathan 1", "Chloé 1")]
    assert len({(line["dash"], line["mark"]) for line in leaders}) == 3
    assert {line["colour"] for line in leaders} == {"#000000"}
    assert by_label["Hugo 1"]["colour"] != "#000000"
    assert by_label["Chloé 1"]["marks"].count("M") == 3 + 1  # she missed game 3; and the key
    assert [tick["label"] for tick in chart["ticks"]] == ["1", "2", "3", "4"]


def chart_paths(pdf: bytes) -> list[tuple[list[str], list[tuple[float, ...]], int]]:
    """Every path the pages stroke or fill: its operators, their points, its line cap."""
    paths: list[tuple[list[str], list[tuple[float, ...]], int]] = []
    with pikepdf.open(io.BytesIO(pdf)) as document:
        caps, cap, operators, points = [], 0, [], []
        drawn = (step for page in document.pages for step in pikepdf.parse_content_stream(page))
        for operands, operator in drawn:
            name = str(operator)
            if name == "q":
                caps.append(cap)
            elif name == "Q":
                cap = caps.pop()
            elif name == "J":
                cap = int(operands[0])
            elif name in ("m", "l", "h"):
                operators.append(name)
                points.append(tuple(float(value) for value in operands))
            elif name in ("S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "n"):
                paths.append((operators, points, cap))
                operators, points = [], []
    return paths


def discs(pdf: bytes) -> int:
    """Lines far shorter than they are wide, with round ends: discs."""
    count = 0
    for operators, points, cap in chart_paths(pdf):
        for (name, point), previous in zip(zip(operators, points), [(), *points]):
            if cap == 1 and name == "l" and previous and math.dist(point, previous) < 0.05:
                count += 1
    return count


def octagons(pdf: bytes) -> int:
    """Closed shapes of eight corners."""
    count = 0
    for operators, _points, _cap in chart_paths(pdf):
        text = "".join(operators)
        count += text.count("mlllllllh")
    return count


def test_the_round_marks_are_drawn_as_discs(tmp_path: Path) -> None:
    """The leader's filled circles are discs, one at each game the player was at the table and one
    before the name; the open circles are octagons; a base.html.j2 copied before the discs draws
    octagons for both."""
    result = the_season()
    leader, circled = result.standings[0], result.standings[4]  # the 1st and 5th marks: • and ○
    assert (leader.name, leader.games, circled.name, circled.games) == ("Léa", 3, "Inès", 2)
    context = {**season_context(result, Language.en), "rating_chart": None}  # the wins' chart alone
    pdf = Typesetter(Language.en, Paper.a4).render("season.html.j2", context)
    assert (discs(pdf), octagons(pdf)) == (leader.games + 1, circled.games + 1)
    built_in = (ROOT / "templates" / "base.html.j2").read_text()
    before = re.sub(r"\{%- if line.discs %\}.*?\{%- else %\}(.*?)\{%- endif %\}", r"\1", built_in, flags=re.S)
    assert before != built_in and "line.discs" not in before
    (tmp_path / "base.html.j2").write_text(before)
    copied = Typesetter(Language.en, Paper.a4, tmp_path).render("season.html.j2", context)
    assert (discs(copied), octagons(copied)) == (0, leader.games + circled.games + 2)


def random_season(names: list[str], games: int, seed: int = 7) -> Season:
    deal = random.Random(seed)
    played = []
    for number in range(games):
        table = deal.sample(names, deal.randint(3, 8))
        rounds = []
        for _ in range(deal.randint(6, 18)):
            points = [0] * len(table)
            for card in PAYOO_CARDS:
                points[deal.randrange(len(table))] += card
            taker = deal.randrange(len(table))
            points[taker] += PAPAYOO_POINTS
            rounds.append({"scores": dict(zip(table, points)), "papayoo": table[taker]})
        date = f"2026-{1 + number // 5:02d}-{1 + number % 5:02d}"
        data = {"players": table, "rounds": rounds, "date": date}
        played.append((f"g{number}.yaml", read_game(data)))
    return season(played)


TWENTY = [*LONG_NAMES, "Léa", "Hugo", "Chloé", "Nathan", "Inès", "Jules", "Zoé", "Gabriel", "Manon",
          "Raphaël", "Camille", "Théo"]


@pytest.mark.parametrize("paper", [Paper.a4, Paper.letter])
def test_twenty_players_over_fifty_games_stay_inside_the_page(paper: Paper) -> None:
    result = random_season(TWENTY, 50)
    assert len(result.standings) == 20
    pdf = typeset(result, Language.de, paper)
    assert outside(pdf, 10.0) == [] and ink_in_margin(pdf) == []
    assert min(glyph.size for glyph in glyphs(pdf)) >= 7.0
    text = " ".join(lines(pdf))
    for name in TWENTY:  # every name whole, in the standings, head to head and the chart
        assert text.replace(" ", "").count(name.replace(" ", "")) >= 2, name
    blocks = season_context(result, Language.de)["head_to_head"]
    assert [len(block["columns"]) for block in blocks] == [10, 10] and MAX_COLUMNS < 20


def test_names_are_text_never_markup(tmp_path: Path) -> None:
    names = ["<b>x</b>", "Léa & Hugo", "<script>alert(1)</script>"]
    scores = dict(zip(names, [50, 100, 100]))
    game = read_game({"players": names, "rounds": [{"scores": scores}], "title": "<i>Soirée</i>"})
    result = season([("a.yaml", game), ("b.yaml", game)])
    text = " ".join(lines(typeset(result, Language.en)))
    for shown in (*names, "<i>Soirée</i>"):
        assert shown in text, shown
