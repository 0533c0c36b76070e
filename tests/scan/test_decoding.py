"""Decoding a sheet with its checksums: 250 a round, totals that add up, the Papayoo's 40."""

import math
import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from papayoo_print.scan.decoding import RoundCells, _log_all, _maxplus, decode
from papayoo_print.scan.reading import explain
from papayoo_print.scan.digits import Candidate
from papayoo_print.words import Language, translations
from tests.support import random_game_data

NAMES = ["Léa", "Hugo", "Chloé", "Nathan", "Inès"]
BLANK = [Candidate(None, math.log(0.99))] + [Candidate(v, math.log(0.002)) for v in range(4)]


def sure(value: int, sure_of: float = 0.9, others: tuple[int, ...] = (1, 3, 7, 12)) -> list[Candidate]:
    """A confident reading of `value`, with a few unlikely neighbours."""
    rest = (1 - sure_of) / len(others)
    return [Candidate(value, math.log(sure_of))] + [Candidate(value + o, math.log(rest)) for o in others]


def misread(value: int, as_: int) -> list[Candidate]:
    """The model preferred another number; the true one is only second."""
    return [Candidate(as_, math.log(0.7)), Candidate(value, math.log(0.2))] + sure(value + 50)[1:]


def read_as(*readings: tuple[int | None, float]) -> list[Candidate]:
    """A cell the model read as these numbers, at these odds."""
    return [Candidate(value, math.log(odds)) for value, odds in readings]


def game_points(rounds: int, seed: int, names: list[str] = NAMES) -> list[list[int]]:
    game = random_game_data(names, rounds, seed=seed)
    return [[r["scores"][name] for name in names] for r in game["rounds"]]


def cells_of(points: list[list[int]]) -> list[RoundCells]:
    totals = [0] * len(points[0])
    rounds = []
    for row in points:
        totals = [t + v for t, v in zip(totals, row)]
        rounds.append(([sure(v) for v in row], [sure(t) for t in totals]))
    return rounds


def test_a_clean_sheet_reads_as_written_and_stops_at_the_blank_rows() -> None:
    points = game_points(8, seed=1)
    rounds = cells_of(points) + [([BLANK] * 5, [BLANK] * 5)] * 4
    reading = decode(5, rounds)
    assert reading.points == points
    assert reading.totals[-1] == [sum(column) for column in zip(*points)]
    assert reading.flagged == []


def test_a_misread_digit_is_mended_by_the_sums() -> None:
    points = game_points(6, seed=2)
    rounds = cells_of(points)
    true = points[3][2]
    rounds[3][0][2] = misread(true, as_=true + 10 if true < 240 else true - 10)
    reading = decode(5, rounds)
    assert reading.points == points
    assert reading.flagged == []  # the total cell read the same number: both checks agree


def test_a_misread_total_is_flagged_not_believed() -> None:
    points = game_points(5, seed=3)
    rounds = cells_of(points)
    running = sum(row[0] for row in points)
    rounds[4][1][0] = sure(running + 100, sure_of=0.95)  # the last round's: no later total to say
    reading = decode(5, rounds)
    assert reading.points == points
    assert [(f.round, f.player, f.cell) for f in reading.flagged] == [(4, 0, "total")]
    flag = reading.flagged[0]
    assert (flag.reason, flag.read, flag.chosen) == ("total", running + 100, running)
    expected = f"the total reads {running + 100}, the points make {running}"
    assert explain(flag.reason, flag.read, flag.chosen) == expected


def test_a_total_read_unsurely_that_disagrees_is_taken_for_a_misreading() -> None:
    """The last round's total read 100 more than the points make, but only at 0.7: players' slips
    are rarer than the model's misreadings at that odds, and the points read surely stand
    unflagged."""
    points = game_points(5, seed=3)
    rounds = cells_of(points)
    running = sum(row[0] for row in points)
    rounds[4][1][0] = sure(running + 100, sure_of=0.7)
    reading = decode(5, rounds)
    assert reading.points == points
    assert reading.flagged == []


def test_a_total_the_next_total_sets_right_again_was_misread_not_a_slip() -> None:
    """The player's next total is the points' running total again: the one before was misread
    (a slip would have been carried on), and the points it disagreed with stand."""
    points = game_points(5, seed=3)
    rounds = cells_of(points)
    running = sum(row[0] for row in points[:3])
    rounds[2][1][0] = sure(running + 100, sure_of=0.95)
    reading = decode(5, rounds)
    assert reading.points == points
    assert reading.flagged == []
    rounds[3][1][0] = sure(running + 100 + points[3][0], sure_of=0.95)  # carried on: a slip
    assert [(f.round, f.cell) for f in decode(5, rounds).flagged] == [(2, "total")]


def test_two_equally_consistent_readings_are_flagged() -> None:
    points = [[100, 60, 50, 40, 0]]
    # Player 0 reads 100 or 110 and player 1 reads 60 or 50, equally: 100 + 60 and 110 + 50 both
    # make the round's 250; no total was written to choose between them.
    rounds: list[RoundCells] = [(
        [[Candidate(100, math.log(0.45)), Candidate(110, math.log(0.45))] + sure(7)[1:],
         [Candidate(60, math.log(0.45)), Candidate(50, math.log(0.45))] + sure(9)[1:],
         sure(50), sure(40), sure(0)],
        [BLANK] * 5,
    )]
    reading = decode(5, rounds)
    flagged = {(f.player, f.cell) for f in reading.flagged}
    assert {(0, "points"), (1, "points")} <= flagged
    assert all(f.reason == "doubtful" for f in reading.flagged if f.player in (0, 1))
    assert sum(reading.points[0]) == 250
    assert points[0][2:] == reading.points[0][2:]


def test_a_value_no_cell_reads_is_flagged_even_when_the_sum_needs_it() -> None:
    points = game_points(3, seed=5)
    rounds = cells_of(points)
    true = points[1][4]
    rounds[1][0][4] = sure(true + 33)
    rounds[1][1][4] = BLANK
    reading = decode(5, rounds)
    assert reading.points == points
    assert [(f.round, f.player, f.cell) for f in reading.flagged] == [(1, 4, "points")]


def test_a_circled_cells_unlikeliest_readings_do_not_overrule_a_neighbours_reading() -> None:
    """Round 5 of a photographed sheet: the circled 53, read with its ring wiped out, came out as
    86 or 15, with a 56 among the model's last guesses and no 53; its neighbour's 34 was read
    34 (0.67) or 31 (0.15). 56 + 31 makes the same 250 as 53 + 34: the neighbour's own reading
    decides, not the circled cell's noise."""
    ringed = [Candidate(86, math.log(0.47)), Candidate(15, math.log(0.39)), Candidate(36, math.log(0.04)),
              Candidate(14, math.log(0.01)), Candidate(56, math.log(0.004))]
    neighbour = [Candidate(34, math.log(0.67)), Candidate(31, math.log(0.15)), Candidate(51, math.log(0.13))]
    rounds: list[RoundCells] = [(
        [sure(8), ringed, sure(66), sure(8), sure(81), neighbour],
        [BLANK] * 6,
    )]
    reading = decode(6, rounds, rings=[1])
    assert reading.points == [[8, 53, 66, 8, 81, 34]]
    # the circled cell's 86 makes 250 too with a neighbour misread (an 8 whose 1 was lost, a 66
    # read 33): the round is doubtful, the circled cell and the one that decided it among its flags
    assert {f.player for f in reading.flagged} >= {1, 5}
    assert {f.reason for f in reading.flagged} == {"doubtful"}


@settings(max_examples=25, deadline=None)
@given(players=st.integers(3, 8), rounds=st.integers(1, 12), seed=st.integers(0, 10_000))
def test_a_game_whose_true_values_are_among_the_candidates_decodes_exactly(players: int, rounds: int,
                                                                           seed: int) -> None:
    names = [f"P{n}" for n in range(players)]
    points = game_points(rounds, seed, names)
    noise = random.Random(seed)
    cells = cells_of(points)
    for r, (point_cells, total_cells) in enumerate(cells):
        for p in range(players):
            if noise.random() < 0.3:  # one of the two readings of a player's round is wrong
                wrong = noise.choice([c for c in range(251) if c != points[r][p]])
                if noise.random() < 0.5:
                    point_cells[p] = misread(points[r][p], as_=wrong)
                else:
                    total = total_cells[p][0].value
                    assert total is not None
                    total_cells[p] = misread(total, as_=total + wrong + 1)
    reading = decode(players, cells)
    assert reading.points == points


@settings(max_examples=60, deadline=None)
@given(players=st.integers(3, 8), seed=st.integers(0, 10_000))
def test_every_round_read_wrong_is_flagged(players: int, seed: int) -> None:
    """Far more misreadings than the model makes (one cell in ten read surely as another number,
    the true one nowhere among its candidates): rounds may come out wrong, never unflagged; nor
    those below a wrong round, whose totals no longer follow the points."""
    names = [f"P{n}" for n in range(players)]
    points = game_points(12, seed, names)
    noise = random.Random(seed)
    cells = cells_of(points)
    for point_cells, total_cells in cells:
        for p in range(players):
            if noise.random() < 0.1:
                point_cells[p] = sure(noise.randrange(251), others=(300, 301, 302, 303))
            total = total_cells[p][0].value
            if noise.random() < 0.1 and total is not None:
                total_cells[p] = sure(total + noise.randrange(1, 60), sure_of=0.95,
                                      others=(999, 1000, 1001, 1002))
    reading = decode(players, cells)
    flagged = {flag.round for flag in reading.flagged}
    assert len(reading.points) == len(points)
    assert [r for r, row in enumerate(points) if reading.points[r] != row and r not in flagged] == []


def both(first: int, second: int, first_odds: float) -> list[Candidate]:
    """A cell the model reads as `first` or `second`, nothing else likely."""
    return [Candidate(first, math.log(first_odds)), Candidate(second, math.log(0.97 - first_odds))] + [
        Candidate(first + o, math.log(0.01)) for o in (1, 3, 7)]


def test_misreads_that_cancel_out_are_flagged_though_the_round_adds_up() -> None:
    """Two cells read wrong by 40, one up and one down, the totals not written: the first is
    read surely, the circled one (its ring wiped out) reads 96 more than 56, but only 56 makes 250
    with the others. No other choice is nearly as good, yet 56 stands on the sum alone."""
    rounds = [([sure(168, 0.97), both(96, 56, 0.7), sure(26)], [BLANK] * 3)]
    reading = decode(3, rounds, [1])
    assert reading.points == [[168, 56, 26]]
    assert [(f.player, f.reason, f.read) for f in reading.flagged] == [(1, "doubtful", 96)]


def test_a_round_no_other_choice_fits_is_not_flagged_however_its_cells_doubt() -> None:
    """The first round of eight players, each number read at 0.85 in its points cell and in its
    total (0.27 for the eight together): their other readings are 100 or 150 more, which no choice
    summing to 250 can take. The round is all but certain, and no cell is flagged. With a 35 read
    25 and a 30 read 40 at odds of 0.1 in both cells, that choice makes 250 too, and the round is
    flagged again (its cells' doubts add up)."""
    def doubting(value: int, second: int = 100) -> list[Candidate]:
        return [Candidate(value, math.log(0.85)), Candidate(value + second, math.log(0.1)),
                Candidate(value + 150, math.log(0.05))]

    points = [40, 35, 30, 30, 30, 30, 30, 25]
    rounds: list[RoundCells] = [([doubting(v) for v in points], [doubting(v) for v in points])]
    reading = decode(8, rounds)
    assert reading.points == [points]
    assert reading.flagged == []
    for cells in rounds[0]:
        cells[1:3] = [doubting(35, -10), doubting(30, 10)]
    reading = decode(8, rounds)
    assert reading.points == [points]
    assert reading.flagged != []


def test_a_number_read_without_its_1_is_mended_by_the_sum() -> None:
    """A 16 read 6 surely (its 1 run into the 6), the circled 150 read surely too, with 160 among
    its unlikeliest readings: 6 + 160 makes 250 as well as 16 + 150, but a lost 1 is likelier than
    a ring's noise. Chosen right, and flagged all the same: the sum alone decided."""
    circled = [Candidate(150, math.log(0.9)), Candidate(130, math.log(0.05)), Candidate(160, math.log(0.002))]
    six = [Candidate(6, math.log(0.95)), Candidate(5, math.log(0.03))]
    rounds: list[RoundCells] = [([six, sure(30, 0.95), circled, sure(54, 0.95)], [BLANK] * 4)]
    reading = decode(4, rounds, [2])
    assert reading.points == [[16, 30, 150, 54]]
    assert {f.player for f in reading.flagged} == {0, 2}


def test_a_1_lost_in_both_cells_of_the_first_round_is_flagged() -> None:
    """Round 1 of a photographed tuning sheet: a 110 read 10 in its points cell and in its total
    (which the first round's points write again), the circled 109 read 109 or 209. 10 + 209 + 31
    makes 250 as well as 110 + 109 + 31, and the two cells' lost 1 outweigh the circled cell's
    doubt: the wrong choice, whose cells read it with odds of 0.31 in all, is flagged."""
    rounds: list[RoundCells] = [(
        [read_as((10, 0.663), (0, 0.28), (15, 0.017), (16, 0.01), (14, 0.006)),
         read_as((109, 0.562), (209, 0.411), (169, 0.02), (100, 0.006)),
         read_as((31, 0.975), (34, 0.012), (37, 0.007), (36, 0.002), (38, 0.001))],
        [read_as((10, 0.775), (20, 0.136), (16, 0.035), (18, 0.02), (19, 0.01)),
         read_as((69, 0.459), (99, 0.199), (229, 0.149), (209, 0.05), (60, 0.02)),
         read_as((31, 0.84), (37, 0.067), (81, 0.044), (34, 0.02), (36, 0.01))],
    )]
    reading = decode(3, rounds, [1])
    assert reading.points == [[10, 209, 31]]
    assert {f.player for f in reading.flagged} & {0, 1}


def test_a_number_the_model_does_not_name_is_chosen_over_a_sure_reading_overruled() -> None:
    """Round 1 of a photographed tuning sheet: Hugo's 136 read 86, 66 or 46 and its total missed,
    Léa's 15 read 15 surely in both her cells. 15 + 136 makes 250 with the others; so do 151 (a
    lost 1, against both of Léa's readings) and nothing for Hugo. The model's numbers miss the one
    written more often than its odds say (UNREAD): 136 is chosen, both cells flagged."""
    rounds: list[RoundCells] = [(
        [read_as((15, 0.946), (75, 0.024), (18, 0.005), (165, 0.003), (95, 0.003)),
         read_as((86, 0.512), (66, 0.187), (46, 0.128), (None, 0.111), (96, 0.034)),
         read_as((61, 0.979), (69, 0.009), (65, 0.004), (64, 0.003), (67, 0.002)),
         read_as((38, 0.998), (88, 0.001), (33, 0.001))],
        [read_as((15, 0.968), (75, 0.013), (155, 0.006), (13, 0.003), (195, 0.002)),
         read_as((None, 0.991), (86, 0.005), (36, 0.002), (76, 0.001)),
         read_as((61, 0.355), (6, 0.299), (0, 0.214), (2, 0.091), (69, 0.014)),
         read_as((38, 0.986), (98, 0.01), (18, 0.002), (28, 0.001), (88, 0.001))],
    )]
    reading = decode(4, rounds, [2])
    assert reading.points == [[15, 136, 61, 38]]
    assert {(f.player, f.reason) for f in reading.flagged} == {(0, "doubtful"), (1, "doubtful")}


@pytest.mark.parametrize("language, words", [
    (Language.fr, "150 ou 50\u202f? L'écriture peut se lire des deux façons"),
    (Language.es, "¿150 o 50? La escritura puede leerse de las dos maneras"),
])
def test_a_doubtful_cell_says_only_what_is_true_of_it(language: Language, words: str) -> None:
    """The cell reads 50 more than 150, and only 150 makes the round 250: the flag does
    not say that the round adds up with 50."""
    rounds = [([both(50, 150, 0.65), sure(60), sure(40)], [BLANK] * 3)]
    reading = decode(3, rounds)
    assert reading.points == [[150, 60, 40]]
    flag, *others = reading.flagged
    assert [(f.player, f.read) for f in others] == [(1, 160), (2, 140)]  # each may have lost a leading 1
    assert (flag.player, flag.reason, flag.read, flag.chosen) == (0, "doubtful", 50, 150)
    assert explain(flag.reason, flag.read, flag.chosen, translations(language).gettext) == words


@pytest.mark.parametrize("seed", range(3))
def test_the_best_split_of_a_sum_between_two_scores_is_every_split_tried(seed: int) -> None:
    """_maxplus(a, b)[t], the best a[s] + b[t - s], is what trying every s says, for every sum t up to
    250, with values some scores rule out (-inf)."""
    rng = np.random.default_rng(seed)
    a, b = rng.normal(0, 3, 251), rng.normal(0, 3, 251)
    a[rng.random(251) < 0.3], b[rng.random(251) < 0.3] = -np.inf, -np.inf
    expected = [max(a[s] + b[t - s] for s in range(t + 1)) for t in range(251)]
    assert _maxplus(a, b).tolist() == expected


@pytest.mark.parametrize("seed", range(3))
def test_the_odds_of_every_consistent_round_are_every_round_summed(seed: int) -> None:
    """_log_all of seven players' scores, each giving six values from 25 to 49 odds (the others
    none), is the log of exp(score) summed over every choice that makes 250 with one player at 40
    or more, as trying all 6 ** 7 says: choices of seven players under 40 make 250 too, and are
    not counted."""
    rng = np.random.default_rng(seed)
    values = np.array([rng.choice(np.arange(25, 50), 6, replace=False) for _ in range(7)])
    odds = rng.normal(0, 2, values.shape)
    scores = np.full((7, 251), -np.inf)
    for player in range(7):
        scores[player, values[player]] = odds[player]
    every = np.stack(np.meshgrid(*[np.arange(6)] * 7, indexing="ij")).reshape(7, -1)
    points, weights = values[np.arange(7)[:, None], every], odds[np.arange(7)[:, None], every].sum(axis=0)
    makes_250 = points.sum(axis=0) == 250
    fits = makes_250 & (points.max(axis=0) >= 40)
    assert fits.any() and (makes_250 & ~fits).any()
    assert _log_all(scores) == pytest.approx(float(np.logaddexp.reduce(weights[fits])), rel=1e-9)
