"""A season at club scale: near names found by what the names share, exactly those
`one_edit_apart` finds, without comparing every two; each player's figures from one pass over
the games, as that player's games give them; the near-name warning a few names a line and a few
lines; the report of hundreds of players and games bounded; people whose names read the same
refused; a game in two files counted once."""

import random
import time
from fractions import Fraction
from pathlib import Path

import pytest

from papayoo_print.cli.season_command import MAX_NAMES_NAMED, MAX_NEAR_GROUPS, _near_names, _once
from papayoo_print.documents.season_chart import _turns
from papayoo_print.documents.season_context import (
    MAX_CHART_PLAYERS,
    MAX_GAME_ROWS,
    MAX_HEAD_TO_HEAD,
    MAX_STANDINGS_ROWS,
    season_context,
)
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.errors import UserError
from papayoo_print.facts import MAX_PLAYERS, MIN_PLAYERS, Paper
from papayoo_print.game.model import Game
from papayoo_print.game.reading import read_game
from papayoo_print.game.season import Season, near_names, one_edit_apart, season
from papayoo_print.words import Language
from tests.deals import random_round
from tests.pdfcheck import outside, page_texts


def random_games(names: list[str], games: int, seed: int) -> list[tuple[str, Game]]:
    """`games` games of 3 to 8 of `names`, one round each, some rounds not saying who took the
    Papayoo."""
    deal = random.Random(seed)
    played = []
    for number in range(games):
        table = deal.sample(names, deal.randint(MIN_PLAYERS, min(MAX_PLAYERS, len(names))))
        rounds = [random_round(table, deal) for _ in range(deal.randint(1, 4))]
        for round_ in rounds:
            if deal.random() < 0.3:
                del round_["papayoo"]
        played.append((f"g{number}.yaml", read_game({"players": table, "rounds": rounds})))
    return played


def compared_two_by_two(result: Season) -> list[list[str]]:
    """near_names as its definition says, every two people compared."""
    people = [line.person for line in result.standings]
    together = {(a, b) for played in result.games for a in played.people for b in played.people}
    group = {who: {who} for who in people}
    for index, who in enumerate(people):
        for other in people[index + 1 :]:
            if (who, other) not in together and one_edit_apart(who, other) and group[who] is not group[other]:
                joined = group[who] | group[other]
                for member in joined:
                    group[member] = joined
    found: dict[int, list[str]] = {}
    for who in people:
        found.setdefault(id(group[who]), []).append(who)
    return [members for members in found.values() if len(members) > 1]


@pytest.mark.parametrize("seed", range(6))
def test_near_names_are_those_one_edit_apart_that_never_met(seed: int) -> None:
    deal = random.Random(seed)
    names = sorted({"".join(deal.choices("abc", k=deal.randint(1, 4))) for _ in range(40)})
    result = season(random_games(names, 14, seed))
    assert near_names(result) == compared_two_by_two(result)
    assert near_names(result)  # the alphabet is small: there are some


def numbered(players: int) -> Season:
    """A season of `players` numbered players, three a game: nearly every name is one letter from
    dozens of others, and all but two of a game never met."""
    names = [f"Joueur {number:04d}" for number in range(1, players + 1)]
    deal = random.Random(3)
    games = [names[start : start + 3] for start in range(0, players, 3)]
    return season([
        (f"g{index}.yaml", read_game({"players": table, "rounds": [random_round(table, deal)]}))
        for index, table in enumerate(games)
    ])


def test_near_names_grow_with_the_names_not_their_square() -> None:
    result = numbered(3000)
    start = time.process_time()
    groups = near_names(result)
    assert time.process_time() - start < 2.0  # comparing every two takes minutes
    assert [len(group) for group in groups] == [3000]


def test_a_large_group_is_told_by_its_first_names_and_how_many_more() -> None:
    lines = _near_names(numbered(3000))
    assert len(lines) == 1 and len(lines[0]) < 400
    assert lines[0].count("Joueur") == MAX_NAMES_NAMED
    assert f" and {3000 - MAX_NAMES_NAMED} more names are each one letter from another: " in lines[0]


def scored(players: list[str]) -> Game:
    return read_game({"players": players, "rounds": [random_round(players, random.Random(2))]})


def test_past_a_few_groups_one_line_says_how_many_more() -> None:
    pairs = [("Nathan", "Natan"), ("Lucas", "Lukas"), ("Emma", "Ema"), ("Jules", "Jule"), ("Louise", "Louis"),
             ("Camille", "Camile"), ("Mathis", "Matis"), ("Sarah", "Sara"), ("Theo", "Teo"),
             ("Manon", "Manen"), ("Clara", "Klara"), ("Eliott", "Eliot")]
    tables = [[pair[side] for pair in pairs[start : start + 6]] for side in (0, 1) for start in (0, 6)]
    result = season([(f"{index}.yaml", scored(table)) for index, table in enumerate(tables)])
    lines = _near_names(result)
    assert len(lines) == MAX_NEAR_GROUPS + 1
    assert all(" may be one player whose name is written two ways: " in line for line in lines[:-1])
    assert lines[-1] == f"{len(pairs) - MAX_NEAR_GROUPS} more groups of names one letter apart are not listed"


Figures = tuple[int, int, Fraction, Fraction, Fraction, Fraction | None, int]


def one_by_one(result: Season, who: str) -> Figures:
    """A player's games, wins, average and relative place, points and Papayoos per round and best
    game, each worked out from that player's games alone."""
    mine = [(index, played, played.people.index(who)) for index, played in enumerate(result.games)
            if who in played.people]
    rounds = [(round_, seat) for _index, played, seat in mine for round_ in played.game.rounds]
    told = [round_ for round_, _seat in rounds if round_.papayoo is not None]
    per_round = [(Fraction(played.totals[seat], len(played.game.rounds)), at) for at, played, seat in mine]
    relative = [Fraction(played.places[seat] - 1, len(played.people) - 1) for _index, played, seat in mine]
    return (
        len(mine),
        sum(seat in played.leaders for _index, played, seat in mine),
        Fraction(sum(played.places[seat] for _index, played, seat in mine), len(mine)),
        sum(relative, Fraction(0)) / len(mine),
        Fraction(sum(played.totals[seat] for _index, played, seat in mine), len(rounds)),
        Fraction(sum(round_.papayoo == seat for round_, seat in rounds), len(told)) if told else None,
        min(per_round)[1],
    )


def test_each_players_figures_are_their_games_summed() -> None:
    names = [f"Joueur {number}" for number in range(1, 31)]
    result = season(random_games(names, 80, seed=5))
    assert len(result.standings) == 30
    for line in result.standings:
        figures = (line.games, line.wins, line.average_place, line.relative_place, line.points_per_round,
                   line.papayoos_per_round, line.best_game)
        assert figures == one_by_one(result, line.person), line.name


def club(players: int = 60, games: int = 120) -> Season:
    return season(random_games([f"Membre {number}" for number in range(1, players + 1)], games, seed=8))


def test_a_club_season_is_a_report_of_bounded_size() -> None:
    result = club()
    context = season_context(result, Language.en)
    assert len(context["standings"]) == 60
    assert sum(row["in_table"] for row in context["standings"]) == MAX_STANDINGS_ROWS
    first_other = context["standings"][MAX_STANDINGS_ROWS]
    assert context["others"].startswith(
        f"The other 20 players, by rank, with games played and wins in brackets: {first_other['rank']}\u00a0"
    )
    assert len(context["chart"]["lines"]) == MAX_CHART_PLAYERS and not context["chart"]["marked"]
    assert context["chart"]["shown"] == f"Here the first {MAX_CHART_PLAYERS} of the standings, of 60 players."
    met = {pair[0] for pair in result.meetings}
    assert sum(len(block["columns"]) for block in context["head_to_head"]) == MAX_HEAD_TO_HEAD
    assert context["head_to_head_shown"] == (
        f"Here the first {MAX_HEAD_TO_HEAD} of the standings, of {len(met)} players."
    )
    assert len(result.games) > MAX_GAME_ROWS
    assert context["game_lines"].splitlines()[0] == f"1 \u2013 {context['games'][0]['title']}" + (
        f" ({context['games'][0]['table']}) \u2013 {context['games'][0]['winners']}"
    )
    assert len(context["game_lines"].splitlines()) == 120


def test_a_club_season_is_typeset_inside_the_page_every_player_named() -> None:
    pdf = Typesetter(Language.en, Paper.a4).render("season.html.j2", season_context(club(), Language.en))
    assert outside(pdf, 10.0) == []
    text = " ".join(page_texts(pdf)).replace("\u00a0", " ")
    assert all(f"Membre {number} " in text for number in range(1, 61))
    assert "The other 20 players, by rank" in text and "120 \u2013 " in text


def test_an_ordinary_season_has_nothing_left_out() -> None:
    context = season_context(club(players=12, games=40), Language.en)
    assert all(row["in_table"] for row in context["standings"]) and context["others"] is None
    assert context["chart"]["marked"] and context["chart"]["shown"] is None
    assert context["head_to_head_shown"] is None and context["game_lines"] is None


@pytest.mark.parametrize(("name", "twin", "difference"), [
    ("\u0421\u043e\u0441\u043e", "Coco",
     "U+0421 CYRILLIC CAPITAL LETTER ES looks like U+0043 LATIN CAPITAL LETTER C"),
    ("O\u2019Brien", "O'Brien", "U+2019 RIGHT SINGLE QUOTATION MARK looks like U+0027 APOSTROPHE"),
])
def test_people_whose_names_read_the_same_are_refused(name: str, twin: str, difference: str) -> None:
    games = [("a.yaml", scored([twin, "Léa", "Hugo"])), ("b.yaml", scored([name, "Léa", "Hugo"])),
             ("c.yaml", scored([name, "Hugo", "Léa"]))]
    with pytest.raises(UserError) as refused:
        season(games)
    assert [(problem.file, problem.message) for problem in refused.value.problems] == [
        ("b.yaml", f"player '{name}' can be mistaken for {twin} (a.yaml): {difference}")
    ]


def test_a_game_in_two_files_is_counted_once(tmp_path: Path) -> None:
    game, other = scored(["Léa", "Hugo", "Chloé"]), scored(["Léa", "Chloé", "Hugo"])
    kept, told = _once([("a.yaml", game), ("b.yaml", other), ("a.json", game._replace())])
    assert kept == [("b.yaml", other), ("a.json", game)]  # of two alike, the first by name
    assert told == ["a.yaml: left out of the season: the same game as a.json, which is counted"]


class Unscaled:
    """A chart frame of one unit a game and a win."""

    def x(self, step: int) -> float:
        return step

    def y(self, value: float) -> float:
        return value


def test_a_line_of_many_games_is_drawn_through_its_turns() -> None:
    assert _turns(Unscaled(), (0, 0, 0, 1, 1, 2, 2, 2)) == "0,0 2,0 3,1 4,1 5,2 7,2"  # type: ignore[arg-type]
    assert _turns(Unscaled(), (0,)) == "0,0"  # type: ignore[arg-type]
