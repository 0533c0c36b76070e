"""The same game in two files, found as `game/same_games.py` says: a copy, a copy of fewer
rounds, the players in another order or another spelling; and games that only look alike kept
apart."""

import datetime

from papayoo_print.game.model import Game, Round
from papayoo_print.game.same_games import Copy, once

PLAYERS = ("Léa", "Hugo", "Chloé")
ROUNDS = (Round((40, 110, 100), papayoo=0), Round((30, 60, 160), papayoo=2), Round((100, 50, 100)))
JANUARY = datetime.date(2026, 1, 10)


def game(rounds: int = 3, **more: object) -> Game:
    return Game(PLAYERS, ROUNDS[:rounds], title="Janvier", date=JANUARY)._replace(**more)


def test_a_copy_is_left_out_for_the_first_by_name() -> None:
    kept, copies = once([("janvier.yaml", game()), ("b.yaml", game(title="Autre")), ("a.json", game())])
    assert kept == [("a.json", game())]
    assert copies == [Copy("janvier.yaml", "a.json", 3, 3), Copy("b.yaml", "a.json", 3, 3)]


def test_the_longer_is_kept_whatever_its_name() -> None:
    kept, copies = once([("a.yaml", game(2)), ("b.yaml", game(3)), ("c.yaml", game(1))])
    assert kept == [("b.yaml", game(3))]
    assert copies == [Copy("a.yaml", "b.yaml", 2, 3), Copy("c.yaml", "b.yaml", 1, 3)]


def test_seats_spellings_papayoo_and_suit_do_not_tell_games_apart() -> None:
    seated = tuple(Round((round_.points[2], round_.points[0], round_.points[1])) for round_ in ROUNDS)
    moved = Game(("chloe", "LEA", "Hugo"), seated, date=JANUARY)
    kept, copies = once([("a.yaml", game()), ("b.yaml", moved)])
    assert kept == [("a.yaml", game())] and copies == [Copy("b.yaml", "a.yaml", 3, 3)]


def test_games_that_differ_are_all_kept() -> None:
    other_round = game()._replace(rounds=(*ROUNDS[:2], Round((90, 60, 100))))
    files = [
        ("a.yaml", game()),
        ("b.yaml", other_round),  # the same first two rounds, then another
        ("c.yaml", game(date=datetime.date(2026, 2, 7))),
        ("d.yaml", game(date=None)),
        ("e.yaml", game(players=("Léa", "Hugo", "Inès"))),
        ("f.yaml", game()._replace(rounds=ROUNDS[1:])),  # its rounds are the end of a's, not the start
    ]
    assert once(files) == (files, [])


def test_the_start_of_two_games_is_counted_as_one_of_them() -> None:
    """Rounds 1 and 2 are the start of a's and of b's, two games that differ at round 3."""
    other_round = game()._replace(rounds=(*ROUNDS[:2], Round((90, 60, 100))))
    kept, copies = once([("a.yaml", game()), ("b.yaml", other_round), ("c.yaml", game(2))])
    assert kept == [("a.yaml", game()), ("b.yaml", other_round)]
    assert copies == [Copy("c.yaml", "a.yaml", 2, 3)]
