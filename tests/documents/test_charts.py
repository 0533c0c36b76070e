"""The charts as a cheap laser prints them, read back from the PDF's drawing operators: gridlines
a mid grey and wide enough to print, each player's line its own dash pattern, tied lines side by
side, in the report and the season."""

import io
import math
from typing import NamedTuple

import pikepdf
import pytest

from papayoo_print.documents.report_context import report_context
from papayoo_print.documents.season_context import season_context
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.facts import Paper
from papayoo_print.game.reading import read_game
from papayoo_print.game.season import left_out, season
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language
from tests.pdfcheck import MM
from tests.support import SEASON_GAMES

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gil", "Hal"]
ROUNDS = [  # eight players, six rounds: lines that cross, and Ana and Ben level throughout
    [10, 10, 30, 40, 50, 30, 40, 40],
    [20, 20, 60, 10, 30, 40, 30, 40],
    [5, 5, 20, 60, 60, 20, 40, 40],
    [30, 30, 10, 20, 40, 50, 30, 40],
    [15, 15, 40, 30, 20, 60, 30, 40],
    [25, 25, 20, 40, 30, 30, 40, 40],
]


class Stroke(NamedTuple):
    """A stroked path as printed: its grey (0 black, 1 white), its width and dash pattern in mm,
    its points in points from the page's lower left corner, whether it is one open line."""

    grey: float
    width: float
    dash: tuple[float, ...]
    points: list[tuple[float, float]]
    open: bool


def strokes(pdf: bytes, page: int = 0) -> list[Stroke]:
    """Every path the page strokes, its width and dashes scaled as the page draws them."""
    found = []
    with pikepdf.open(io.BytesIO(pdf)) as document:
        matrix, grey, width, dash = pikepdf.Matrix(), 0.0, 1.0, ()
        saved: list[tuple] = []
        path: list[tuple[float, float]] = []
        moves = 0
        for operands, operator in pikepdf.parse_content_stream(document.pages[page]):
            name = str(operator)
            if name == "q":
                saved.append((matrix, grey, width, dash))
            elif name == "Q":
                matrix, grey, width, dash = saved.pop()
            elif name == "cm":
                matrix = pikepdf.Matrix(*map(float, operands)) @ matrix
            elif name in ("RG", "G"):
                grey = sum(map(float, operands)) / len(operands)
            elif name == "w":
                width = float(operands[0])
            elif name == "d":
                dash = tuple(float(value) for value in operands[0])
            elif name in ("m", "l"):
                path.append(matrix.transform((float(operands[0]), float(operands[1]))))
                moves += name == "m"
            elif name == "h":
                moves += 1
            elif name in ("S", "s", "B", "B*", "b", "b*"):
                scale = math.sqrt(abs(matrix.a * matrix.d - matrix.b * matrix.c)) / MM
                dashes = tuple(round(value * scale, 2) for value in dash)
                found.append(Stroke(grey, width * scale, dashes, path, moves == 1 and name in ("S", "B")))
                path, moves = [], 0
            elif name in ("f", "F", "f*", "n"):
                path, moves = [], 0
    return found


def player_lines(drawn: list[Stroke], steps: int) -> list[Stroke]:
    """The open lines of at least `steps` points: the players'."""
    return [stroke for stroke in drawn if stroke.open and len(stroke.points) >= steps]


def gridlines(drawn: list[Stroke], steps: int) -> list[Stroke]:
    """The horizontal lines from the players' lines' left end to their right end, but the black
    zero: the chart's grid."""
    lines = player_lines(drawn, steps)
    left, right = min(line.points[0][0] for line in lines), max(line.points[-1][0] for line in lines)
    return [
        stroke for stroke in drawn
        if len(stroke.points) == 2 and abs(stroke.points[0][1] - stroke.points[1][1]) < 0.01
        and abs(stroke.points[0][0] - left) < 0.5 and abs(stroke.points[1][0] - right) < 0.5
        and stroke.grey > 0
    ]


@pytest.fixture(scope="module")
def eight_players() -> bytes:
    rounds = [{"scores": dict(zip(NAMES, points))} for points in ROUNDS]
    game = read_game({"players": NAMES, "rounds": rounds})
    return Typesetter(Language.fr, Paper.letter).render("report.html.j2", report_context(game, Language.fr))


def test_the_report_s_gridlines_print_at_35_percent_grey_and_a_quarter_mm(eight_players: bytes) -> None:
    grid = gridlines(strokes(eight_players), len(ROUNDS) + 1)
    assert len(grid) >= 4
    assert all(line.grey <= 0.65 and line.width >= 0.25 for line in grid), grid


def test_each_player_s_line_has_its_own_dash_pattern_and_ties_lie_side_by_side(eight_players: bytes) -> None:
    lines = player_lines(strokes(eight_players), len(ROUNDS) + 1)
    assert len(lines) == len(NAMES)
    assert len({line.dash for line in lines}) == len(NAMES)
    assert all(line.grey == 0 for line in lines)  # black: the same on a laser
    assert all(line.width >= 0.5 for line in lines)
    heights = [tuple(round(y, 1) for _x, y in line.points[1:]) for line in lines]
    assert len(set(heights)) == len(NAMES)  # Ana and Ben, level after every round, are two lines
    ana, ben = lines[-2:]  # the first two places, drawn last
    assert all(abs(a[1] - b[1]) >= 0.7 * MM for a, b in zip(ana.points[1:], ben.points[1:]))


def season_pdf() -> bytes:
    games = [(path.name, load_game(path)) for path in sorted(SEASON_GAMES.glob("*.yaml"))]
    result = season([(name, game) for name, game in games if not left_out(game)])
    return Typesetter(Language.en, Paper.a4).render("season.html.j2", season_context(result, Language.en))


def test_the_season_s_wins_chart_prints_its_grid_and_tells_every_player_apart() -> None:
    pdf = season_pdf()
    with pikepdf.open(io.BytesIO(pdf)) as document:
        pages = len(document.pages)
    drawn = next(found for found in (strokes(pdf, page) for page in range(pages)) if player_lines(found, 5))
    grid = gridlines(drawn, 5)
    assert grid and all(line.grey <= 0.65 and line.width >= 0.25 for line in grid), grid
    lines = player_lines(drawn, 5)  # four games and the start
    assert len(lines) >= 6 and len({line.dash for line in lines[:6]}) == 6
    starts = {line.points[0] for line in lines[:6]}
    assert len(starts) == 1  # every line from 0 before the first game
    after = [tuple(round(y, 1) for _x, y in line.points[1:]) for line in lines[:6]]
    assert len(set(after)) == 6  # players level after a game are drawn side by side, not on each other
