"""The season's figures, worked out by hand for the games of examples/season/.

The four finished games, in date order (5-mai.yaml, one round of three, is left out):

    game 1, Janvier, 3 players, 2 rounds, Papayoo told in both:
        Léa 40+30=70 (place 1), Hugo 110+60=170 (2), Chloé 100+160=260 (3); Papayoos Léa, Chloé
    game 2, Février, 5 players, 2 rounds, told in both:
        Léa 20+50=70 (1), Nathan 40+30=70 (1): a draw, a win each; Hugo 100 (3), Chloé 110 (4),
        Inès 150 (5); Papayoos Nathan, Léa
    game 3, Mars, 4 players, 2 rounds, told in round 1 only; LEA is Léa, Chloé missed it:
        Hugo 20+30=50 (1), Nathan 140 (2), LEA 150 (3), Jules 160 (4); Papayoo LEA
    game 4, Avril, 3 players, 1 round, told; chloe is Chloé:
        chloe 30 (1), Inès 40 (2), Hugo 180 (3); Papayoo Hugo

Relative place (place − 1) / (players − 1), averaged:
    Léa    0/2, 0/4, 2/3            -> 2/9 = 22 %     places 1, 1, 3 -> 5/3 = 1.7
    Hugo   1/2, 2/4, 0/3, 2/2       -> 2/4 = 50 %     places 2, 3, 1, 3 -> 9/4 = 2.3 (half up)
    Chloé  2/2, 3/4, 0/2            -> 7/12 = 58 %    places 3, 4, 1 -> 8/3 = 2.7
    Nathan 0/4, 1/3                 -> 1/6 = 17 %     places 1, 2 -> 1.5
    Inès   4/4, 1/2                 -> 3/4 = 75 %     places 5, 2 -> 3.5
    Jules  3/3                      -> 100 %          place 4 -> 4.0
Points per round: Léa 290/6 = 48.3, Hugo 500/7 = 71.4, Chloé 400/5 = 80.0, Nathan 210/4 = 52.5,
    Inès 190/3 = 63.3, Jules 160/2 = 80.0.
Papayoos per told round: Léa 3/5, Hugo 1/6, Chloé 1/5, Nathan 1/3, Inès 0/3, Jules 0/1.
Best game (points per round): Léa 35 in games 1 and 2 -> game 1; Hugo 25 in game 3; Chloé 30 in
    game 4; Nathan 35 in game 2; Inès 40 in game 4; Jules 80 in game 3.
Wins per game: Léa 2/3, Nathan 1/2, Chloé 1/3, Hugo 1/4, Inès 0/2; Jules 0/1 played fewer than
    half of Hugo's 4 games (2), so comes after them all.
Head to head (ahead-level-behind), pairs who met twice or more:
    Léa-Hugo 2-0-1 (games 1, 2 / 3), Léa-Chloé 2-0-0, Léa-Nathan 0-1-1, Hugo-Chloé 2-0-1,
    Hugo-Nathan 1-0-1, Hugo-Inès 1-0-1, Chloé-Inès 2-0-0.
"""

from fractions import Fraction as F
from pathlib import Path

import pytest

from papayoo_print.errors import UserError
from papayoo_print.game.reading import read_game
from papayoo_print.game.season import (
    Meeting,
    left_out,
    near_names,
    one_edit_apart,
    season,
    wins_so_far,
)
from papayoo_print.game.yaml_file import load_game
from tests.support import SEASON_GAMES

SEASON = sorted(SEASON_GAMES.glob("*.yaml"))


def the_season() -> list[tuple[str, object]]:
    games = [(path.name, load_game(path)) for path in SEASON]
    return [(name, game) for name, game in games if not left_out(game)]


def test_the_unfinished_game_is_left_out() -> None:
    kept = [name for name, _game in the_season()]
    assert kept == ["1-janvier.yaml", "2-fevrier.yaml", "3-mars.yaml", "4-avril.yaml"]


def test_the_standings_worked_out_by_hand() -> None:
    result = season(the_season())
    rows = [
        (line.rank, line.name, line.games, line.wins, line.average_place, line.relative_place,
         line.points_per_round, line.papayoos_per_round, line.best_game + 1, line.regular)
        for line in result.standings
    ]
    assert rows == [
        (1, "Léa", 3, 2, F(5, 3), F(2, 9), F(290, 6), F(3, 5), 1, True),
        (2, "Nathan", 2, 1, F(3, 2), F(1, 6), F(210, 4), F(1, 3), 2, True),
        (3, "Chloé", 3, 1, F(8, 3), F(7, 12), F(400, 5), F(1, 5), 4, True),
        (4, "Hugo", 4, 1, F(9, 4), F(1, 2), F(500, 7), F(1, 6), 3, True),
        (5, "Inès", 2, 0, F(7, 2), F(3, 4), F(190, 3), F(0), 4, True),
        (6, "Jules", 1, 0, F(4), F(1), F(80), F(0), 3, False),
    ]
    assert result.min_games == 2
    assert [line.best_points_per_round for line in result.standings] == [35, 35, 30, 25, 40, 80]


def test_names_are_matched_without_case_or_accents_and_shown_as_most_written() -> None:
    result = season(the_season())
    assert result.spellings["lea"] == ("Léa", "LEA")
    assert result.spellings["chloe"] == ("Chloé", "chloe")
    assert len(result.standings) == 6


def test_head_to_head_of_the_pairs_who_met_twice() -> None:
    meetings = season(the_season()).meetings
    assert meetings[("lea", "hugo")] == Meeting(2, 0, 1)
    assert meetings[("hugo", "lea")] == Meeting(1, 0, 2)
    assert meetings[("lea", "chloe")] == Meeting(2, 0, 0)
    assert meetings[("lea", "nathan")] == Meeting(0, 1, 1)
    assert meetings[("hugo", "chloe")] == Meeting(2, 0, 1)
    assert meetings[("hugo", "nathan")] == Meeting(1, 0, 1)
    assert meetings[("hugo", "ines")] == Meeting(1, 0, 1)
    assert meetings[("chloe", "ines")] == Meeting(2, 0, 0)
    assert ("lea", "ines") not in meetings  # met once
    assert len(meetings) == 2 * 7


def test_wins_game_after_game() -> None:
    result = season(the_season())
    assert wins_so_far(result, "lea") == (1, 2, 2, 2)
    assert wins_so_far(result, "nathan") == (0, 1, 1, 1)
    assert wins_so_far(result, "chloe") == (0, 0, 0, 1)


def test_games_are_taken_in_date_order_undated_last() -> None:
    late, early = (read_game({"players": ["A", "B", "C"], "rounds": [{"scores": {"A": 250, "B": 0, "C": 0}}],
                              "date": date}) for date in ("2026-05-01", "2026-01-01"))
    undated = early._replace(date=None)
    result = season([("undated", undated), ("late", late), ("early", early)])
    assert [game.source for game in result.games] == ["early", "late", "undated"]


def points_game(names: list[str], totals: list[int]) -> tuple[str, object]:
    """A one-round game whose points are `totals` (they add up to 250)."""
    return ("-".join(names), read_game({"players": names, "rounds": [{"scores": dict(zip(names, totals))}]}))


def test_ties_are_broken_by_relative_place_then_points_per_round() -> None:
    result = season([
        points_game(["A", "B", "D"], [50, 100, 100]),  # A wins; B and D share place 2
        points_game(["B", "C", "D"], [50, 100, 100]),  # B wins
        points_game(["C", "D", "A"], [60, 80, 110]),   # C wins; A last
    ])
    # A, B and C: one win in two games each. Relative places: A 0 and 1 -> 1/2; B 1/2 and 0 ->
    # 1/4; C 1/2 and 0 -> 1/4. Points per round: B (100 + 50) / 2 = 75, C (100 + 60) / 2 = 80.
    ranks = [(line.rank, line.name, line.wins, line.relative_place) for line in result.standings]
    assert ranks == [(1, "B", 1, F(1, 4)), (2, "C", 1, F(1, 4)), (3, "A", 1, F(1, 2)), (4, "D", 0, F(1, 2))]


def test_players_level_on_every_figure_share_their_rank() -> None:
    result = season([points_game(["X", "Y", "Z"], [100, 100, 50])])
    assert [(line.rank, line.name) for line in result.standings] == [(1, "Z"), (2, "X"), (2, "Y")]


def test_a_missing_player_is_not_counted_in_that_game() -> None:
    result = season(the_season())
    chloe = next(line for line in result.standings if line.name == "Chloé")
    assert chloe.games == 3 and all("chloe" not in game.people for game in result.games[2:3])


def test_two_names_of_one_game_that_fold_alike_are_refused_where_they_enter() -> None:
    scores = {"Léa": 250, "Lea": 0, "Hugo": 0}
    with pytest.raises(UserError) as refused:
        read_game({"players": list(scores), "rounds": [{"scores": scores}]})
    assert [problem.message for problem in refused.value.problems] == [
        "player 'Lea' differs from Léa only by accents or capitals: rename one"
    ]


@pytest.mark.parametrize(
    ("a", "b", "near"),
    [("natan", "nathan", True), ("chloe.", "chloe", True), ("hguo", "hugo", True), ("lea", "leo", True),
     ("nathan", "nathalie", False), ("lea", "lea", False), ("ab", "ba", True), ("abc", "cab", False)],
)
def test_one_edit_apart(a: str, b: str, near: bool) -> None:
    assert one_edit_apart(a, b) is near
    assert one_edit_apart(b, a) is near


def test_near_names_that_never_met_are_told_and_those_who_met_are_not() -> None:
    result = season([
        points_game(["Nathan", "Léa", "Hugo"], [50, 100, 100]),
        points_game(["Natan", "Léa", "Hugo"], [50, 100, 100]),
        points_game(["Léo", "Léa", "Hugo"], [50, 100, 100]),  # Léo met Léa: two people
        points_game(["Chloe.", "Léa", "Hugo"], [50, 100, 100]),
        points_game(["Chloé", "Léa", "Hugo"], [50, 100, 100]),
    ])
    assert sorted(map(sorted, near_names(result))) == [["chloe", "chloe."], ["natan", "nathan"]]


def test_the_season_folder_holds_what_the_comment_says() -> None:
    assert [Path(path).name for path in SEASON] == [
        "1-janvier.yaml", "2-fevrier.yaml", "3-mars.yaml", "4-avril.yaml", "5-mai.yaml"
    ]
