"""The game model on its own: reading, totals, places with ties, Papayoos, card detail."""

from typing import Any

import pytest
from hypothesis import given, settings

from papayoo_print.errors import UserError
from papayoo_print.game import statistics
from papayoo_print.game.data import game_data
from papayoo_print.game.model import Game
from papayoo_print.game.reading import read_game, read_players
from papayoo_print.words import Language
from papayoo_print.game.status import game_status
from papayoo_print.facts import PAYOO_CARDS, ROUND_TOTAL, Suit
from tests.support import games

SEED_ROUNDS = [
    {"scores": {"Léa": 27, "Hugo": 71, "Chloé": 58, "Nathan": 94}, "papayoo": "Hugo"},
    {"scores": {"Léa": 84, "Hugo": 12, "Chloé": 107, "Nathan": 47}, "papayoo": "Léa"},
    {"scores": {"Léa": 0, "Hugo": 119, "Chloé": 36, "Nathan": 95}, "papayoo": "Hugo"},
    {"scores": {"Léa": 103, "Hugo": 34, "Chloé": 61, "Nathan": 52}, "papayoo": "Chloé"},
    {
        "cards": {
            "Léa": [3, 9],
            "Hugo": [6],
            "Chloé": [1, 2, 4, 5, 7, 8, 10, 12, 14, 20],
            "Nathan": [11, 13, 15, 16, 17, 18, 19],
        },
        "papayoo": "Léa",
        "suit": "hearts",
    },
]


def seed_game(rounds: int = 5) -> Game:
    return read_game(
        {"players": ["Léa", "Hugo", "Chloé", "Nathan"], "rounds_planned": 5, "rounds": SEED_ROUNDS[:rounds]}
    )


def test_the_seed_game_adds_up_as_the_seed_says() -> None:
    game = seed_game()
    running = list(zip(*game.running_totals))
    assert running == [
        (27, 111, 111, 214, 266),
        (71, 83, 202, 236, 242),
        (58, 165, 201, 262, 345),
        (94, 141, 236, 288, 397),
    ]
    assert game.totals == (266, 242, 345, 397)
    assert game.places == (2, 1, 3, 4)
    assert [game.players[p] for p in game.ranking] == ["Hugo", "Léa", "Chloé", "Nathan"]
    assert game.leaders == (1,) and game.finished
    assert statistics.papayoos_taken(game) == (2, 2, 1, 0)  # Nathan never took it, and finished last


def test_cards_give_the_points_of_the_seed_table() -> None:
    last = seed_game().rounds[-1]
    assert last.points == (52, 6, 83, 109)  # 40 + 3 + 9 for Léa
    assert last.check == ROUND_TOTAL
    assert last.suit is Suit.hearts and last.papayoo == 0


def test_after_two_rounds_hugo_leads() -> None:
    game = seed_game(2)
    assert game.totals == (111, 83, 165, 141)
    assert game.places == (2, 1, 4, 3)
    assert not game.finished
    assert game_status(game, Language.en) == "In progress: 2 of 5 rounds played"
    assert game_status(game, Language.fr) == "Partie en cours\u00a0: 2 manches jouées sur 5"


def test_ties_share_a_place_and_a_tie_for_lowest_is_a_draw() -> None:
    game = read_game(
        {
            "players": ["Ana", "Ben", "Cleo", "Dan"],
            "rounds_planned": 1,
            "rounds": [{"scores": {"Ana": 50, "Ben": 50, "Cleo": 75, "Dan": 75}}],
        }
    )
    assert game.places == (1, 1, 3, 3)
    assert game.leaders == (0, 1)  # a draw
    assert game_status(game, Language.en) == "Draw: Ana and Ben, 50 points each"
    assert game_status(game, Language.es) == "Empate: Ana y Ben, 50 puntos cada uno"


def test_a_winner_is_named_in_each_language() -> None:
    game = seed_game()
    assert game_status(game, Language.en) == "Hugo wins with 242 points"
    assert game_status(game, Language.fr) == "Hugo gagne avec 242 points"
    assert game_status(game, Language.es) == "Hugo gana con 242 puntos"


def test_a_game_without_a_plan_counts_its_rounds() -> None:
    game = read_game({"players": ["A", "B", "C"], "rounds": [{"scores": {"A": 250, "B": 0, "C": 0}}]})
    assert not game.finished
    assert game_status(game, Language.en) == "1 round played"


def test_removing_the_last_round_keeps_everything_else() -> None:
    assert seed_game().without_last_round() == seed_game(4)


def test_game_data_reads_back_the_same_game() -> None:
    game = seed_game()
    assert read_game(game_data(game)) == game


def test_names_are_compared_as_read() -> None:
    assert read_players([" Léa ", "Hugo", "Chloe\u0301"]) == ("Léa", "Hugo", "Chloé")
    with pytest.raises(UserError, match="player 'chloé' is listed twice"):
        read_players(["Chloé", "Hugo", "chloé"])


def test_every_problem_is_reported_at_once() -> None:
    with pytest.raises(UserError) as caught:
        read_game(
            {
                "players": ["A", "B", "C"],
                "rounds": [
                    {"scores": {"A": 1, "B": 2, "C": 3}},
                    {"scores": {"A": 1, "B": 2}},
                    {"cards": {"A": [], "B": [], "C": list(PAYOO_CARDS)}, "papayoo": "D"},
                ],
            }
        )
    assert [problem.path for problem in caught.value.problems] == [
        ("rounds", 0),
        ("rounds", 1, "scores"),
        ("rounds", 2, "papayoo"),
    ]


# --- properties over random valid games ---------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(games())
def test_running_totals_add_up_and_places_follow_totals(data: dict[str, Any]) -> None:
    game = read_game(data)
    for number, totals in enumerate(game.running_totals, start=1):
        assert sum(totals) == ROUND_TOTAL * number
    lowest = min(game.totals)
    assert [game.places[player] for player in game.leaders] == [1] * len(game.leaders)
    assert all(game.totals[player] == lowest for player in game.leaders)
    for one, other in zip(game.ranking, game.ranking[1:]):
        assert (game.places[one] == game.places[other]) == (game.totals[one] == game.totals[other])
    ranked = [game.totals[player] for player in game.ranking]
    assert ranked == sorted(ranked)
    assert [game.places[player] for player in game.ranking] == sorted(game.places)
    assert sum(statistics.papayoos_taken(game)) == len(game.rounds)
    assert game.finished == (len(game.rounds) >= data["rounds_planned"])



def test_payoo_points_leave_out_the_papayoo() -> None:
    game = seed_game()
    assert game.rounds[1].payoo_points == (44, 12, 107, 47)
    assert game.rounds[-1].payoo_points == (12, 6, 83, 109)
    unknown = read_game({"players": ["A", "B", "C"], "rounds": [{"scores": {"A": 250, "B": 0, "C": 0}}]})
    assert unknown.rounds[0].payoo_points is None
