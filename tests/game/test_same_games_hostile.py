"""The same game in two files, tried as a hostile user would: copies named by every file
manager, names in odd orders, three copies, games that only share players or points."""

import datetime

from papayoo_print.game.model import Game, Round
from papayoo_print.game.same_games import Copy, once

PLAYERS = ("Léa", "Hugo", "Chloé")
ROUNDS = (Round((40, 110, 100), papayoo=0), Round((30, 60, 160), papayoo=2), Round((100, 50, 100)))
EVENING = datetime.date(2026, 3, 14)


def game(rounds: int = 3, **more: object) -> Game:
    return Game(PLAYERS, ROUNDS[:rounds], date=EVENING)._replace(**more)


def test_the_original_is_kept_whatever_its_copies_are_named() -> None:
    names = ["janvier (copie).yaml", "Janvier - Copie.yaml", "Copie de janvier.yaml", "janvier.yaml"]
    kept, copies = once([(name, game()) for name in names])
    assert kept == [("janvier.yaml", game())]
    assert [copy.source for copy in copies] == names[:3]
    assert {copy.kept for copy in copies} == {"janvier.yaml"}


def test_capitals_and_folders_do_not_choose_the_file_kept() -> None:
    kept, copies = once([("club/mars.yaml", game()), ("Mars.json", game()), ("b/mars.yaml", game())])
    assert kept == [("Mars.json", game())]
    assert copies == [Copy("club/mars.yaml", "Mars.json", 3, 3), Copy("b/mars.yaml", "Mars.json", 3, 3)]


def test_the_same_points_by_other_players_are_another_game() -> None:
    files = [("a.yaml", game()), ("b.yaml", game(players=("Léo", "Hugo", "Chloé")))]
    assert once(files) == (files, [])


def test_names_one_accent_apart_are_the_same_players() -> None:
    kept, copies = once([("a.yaml", game()), ("b.yaml", game(players=("LEA", "hugo", "Chloe")))])
    assert kept == [("a.yaml", game())] and copies == [Copy("b.yaml", "a.yaml", 3, 3)]


def test_one_round_is_counted_once_though_two_games_start_with_it() -> None:
    other = game()._replace(rounds=(ROUNDS[0], ROUNDS[2], ROUNDS[1]))
    kept, copies = once([("z.yaml", game(1)), ("b.yaml", other), ("a.yaml", game())])
    assert kept == [("b.yaml", other), ("a.yaml", game())]
    assert copies == [Copy("z.yaml", "a.yaml", 1, 3)]
