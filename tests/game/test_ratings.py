"""The ratings: openskill's Plackett–Luce model over each game's places, ties as ties, a player's
rating carried from game to game in date order; the example season's (examples/season/), and a
generated season of 200 games among 40 players whose hidden skills the ratings must find: a
Spearman correlation of at least 0.8 between the skills the games were drawn from and the
ratings."""

import random
from collections.abc import Sequence

from openskill.models import PlackettLuce

from papayoo_print.facts import PAPAYOO_POINTS, ROUND_TOTAL
from papayoo_print.game.model import Game
from papayoo_print.game.ratings import START, Rating, ratings
from papayoo_print.game.reading import read_game
from papayoo_print.game.season import RankBy, season
from tests.game.test_season import the_season

LUCK = 1.5
"""A game's luck, against skills spread as 1: enough that the best player at a table often does
not win it."""


def test_the_lowest_total_is_first_and_a_tie_is_a_tie() -> None:
    [placed] = ratings([(("a", "b", "c"), (1, 2, 3))])
    assert placed[0].mu > START.mu > placed[2].mu
    assert all(rating.sigma < START.sigma for rating in placed)
    [tied] = ratings([(("a", "b", "c"), (1, 1, 3))])
    assert tied[0] == tied[1] and tied[0].mu > START.mu > tied[2].mu
    assert tied[0].mu < placed[0].mu  # a shared first is worth less than a first alone
    [level] = ratings([(("a", "b", "c"), (1, 1, 1))])
    assert {rating.mu for rating in level} == {START.mu}


def test_a_rating_is_carried_from_one_game_to_the_next() -> None:
    first, second = ratings([(("a", "b", "c"), (1, 2, 3)), (("c", "a", "d"), (1, 2, 2))])
    model = PlackettLuce()
    c, a = (model.rating(mu=rating.mu, sigma=rating.sigma) for rating in (first[2], first[0]))
    expected = model.rate([[c], [a], [model.rating()]], ranks=[1, 2, 2])
    assert second == tuple(Rating(rating.mu, rating.sigma) for (rating,) in expected)


def test_the_example_season_s_ratings() -> None:
    """Léa (1st, 1st tied, 3rd) ahead of Nathan (1st tied, 2nd); Hugo's four games (2nd of 3,
    3rd of 5, 1st of 4, 3rd of 3) put him ahead of Chloé, whom the wins put ahead of him."""
    result = season(the_season())
    rated = [(line.name, round(line.rating.mu, 1), round(line.rating.sigma, 1)) for line in result.standings]
    assert rated == [("Léa", 28.0, 7.9), ("Nathan", 27.7, 8.1), ("Chloé", 24.6, 7.8), ("Hugo", 25.3, 7.7),
                     ("Inès", 22.9, 7.9), ("Jules", 21.3, 8.1)]
    by_rating = season(the_season(), RankBy.rating)
    assert [(line.rank, line.name) for line in by_rating.standings] == [
        (1, "Léa"), (2, "Nathan"), (3, "Hugo"), (4, "Chloé"), (5, "Inès"), (6, "Jules")  # Jules: 1 game, last
    ]
    assert by_rating.ranked_by is RankBy.rating and result.ranked_by is RankBy.wins


def test_the_games_are_rated_in_date_order_whatever_the_files_order() -> None:
    games = the_season()
    forward, backward = season(games), season(games[::-1])
    assert {line.name: line.rating for line in forward.standings} == {
        line.name: line.rating for line in backward.standings
    }


def skill_game(skills: dict[str, float], table: Sequence[str], deal: random.Random, number: int) -> Game:
    """A game of one round at `table`: each player's showing their skill and some luck, the best
    showing taking the fewest points, the worst the Papayoo."""
    showing = sorted(table, key=lambda name: -(skills[name] + deal.gauss(0, LUCK)))
    weights = range(1, len(table) + 1)
    points = [ROUND_TOTAL * weight // sum(weights) for weight in weights]
    points[-1] += ROUND_TOTAL - sum(points)
    assert points[-1] >= PAPAYOO_POINTS
    date = f"2026-{1 + number // 28:02d}-{1 + number % 28:02d}"
    rounds = [{"scores": dict(zip(showing, points)), "papayoo": showing[-1]}]
    return read_game({"players": list(table), "rounds": rounds, "date": date})


def spearman(a: Sequence[float], b: Sequence[float]) -> float:
    """Spearman's rank correlation: the Pearson correlation of the ranks, ties sharing theirs."""

    def ranks(values: Sequence[float]) -> list[float]:
        order = sorted(range(len(values)), key=lambda index: values[index])
        ranked = [0.0] * len(values)
        start = 0
        while start < len(order):
            end = start
            while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
                end += 1
            for position in range(start, end + 1):
                ranked[order[position]] = (start + end) / 2
            start = end + 1
        return ranked

    x, y = ranks(a), ranks(b)
    mean_x, mean_y = sum(x) / len(x), sum(y) / len(y)
    covariance = sum((p - mean_x) * (q - mean_y) for p, q in zip(x, y))
    spread = (sum((p - mean_x) ** 2 for p in x) * sum((q - mean_y) ** 2 for q in y)) ** 0.5
    return covariance / spread


def test_spearman_is_computed_right() -> None:
    assert spearman([1, 2, 3, 4], [10, 20, 30, 40]) == 1.0
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == -1.0
    assert round(spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5]), 3) == 0.8  # 1 - 6 * 4 / (5 * 24)
    assert round(spearman([1, 2, 2, 3], [1, 2, 3, 4]), 3) == 0.949  # a tie shares its ranks


def test_a_generated_season_s_hidden_skills_are_found() -> None:
    deal = random.Random(26)
    names = [f"Joueur {number:02d}" for number in range(1, 41)]
    skills = {name: deal.gauss(0, 1) for name in names}
    games = [
        (f"g{number}.yaml", skill_game(skills, deal.sample(names, deal.randint(3, 8)), deal, number))
        for number in range(200)
    ]
    result = season(games, RankBy.rating)
    assert len(result.standings) == 40 and len(result.games) == 200
    rating = {line.name: line.rating.mu for line in result.standings}
    assert spearman([skills[name] for name in names], [rating[name] for name in names]) >= 0.8
