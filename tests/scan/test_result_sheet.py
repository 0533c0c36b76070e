"""A result sheet (`papayoo-print result`: a saved game printed on the scoresheet's form),
photographed to get the game file back: its printed numbers read as they are, its printed rings
round the taker's points and the suit read as circled, nothing flagged."""

import numpy as np
import pypdfium2
import pytest

from papayoo_print.facts import Paper
from papayoo_print.form.filling import result_forms
from papayoo_print.form.render import render_pages
from papayoo_print.game.model import Game, Round
from papayoo_print.scan.cells import sheets
from papayoo_print.scan.reading import read_game
from papayoo_print.words import Language
from tests.scan.fill_sheet import RENDER_DPI, FilledPage, decode_jpeg, photograph, random_rounds

NAMES = ("Léa", "Hugo", "Chloé", "Nathan", "Inès")


@pytest.mark.parametrize(("language", "paper"), [(Language.fr, Paper.a4), (Language.es, Paper.letter)])
def test_a_printed_result_sheet_is_read_back_as_printed_with_nothing_to_check(
    language: Language, paper: Paper
) -> None:
    rounds = random_rounds(len(NAMES), 9, np.random.default_rng(26))
    assert all(sum(value >= 40 for value in played.points) > 1 for played in rounds[:3])  # rings needed
    game = Game(NAMES, tuple(Round(played.points, played.taker, played.suit) for played in rounds),
                language=language, rounds_planned=9)
    (form,) = result_forms(game, language, paper)
    page = pypdfium2.PdfDocument(render_pages([form]))[0].render(scale=RENDER_DPI / 72, grayscale=True)
    photo, _ = photograph(FilledPage(np.array(page.to_numpy()), [], paper.size_mm), 7, scale=10.0)
    reading = read_game(sheets(decode_jpeg(photo)), NAMES)
    assert reading.doubts == []
    assert [(read.points, read.papayoo, read.suit) for read in reading.game.rounds] == [
        (played.points, played.taker, played.suit) for played in rounds]
