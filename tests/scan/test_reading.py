"""A game read from a photographed sheet with the real digit model: a mark below the last round
is not read into the game, and not dropped silently either."""

import numpy as np

from papayoo_print.facts import Paper
from papayoo_print.scan.cells import sheets
from training.handwriting import HANDS, draw_number
from papayoo_print.scan.reading import explain, read_game
from tests.scan.fill_sheet import blank_form, cell_box, decode_jpeg, filled_page, ink_over, photograph

NAMES = ("Léa", "Hugo", "Chloé", "Nathan")


def test_a_number_below_the_last_round_is_flagged_not_read_as_a_round() -> None:
    page = filled_page(blank_form(4, Paper.a4, 10, names=NAMES), 4, "hana", 11)
    layout = page.sheets[0].layout
    box = cell_box(layout.players[1].points, layout.rows[7])
    ink_over(page.image, box, draw_number("17", HANDS["hana"], box[2] - box[0], box[3] - box[1],
                                          np.random.default_rng(1)))
    found = sheets(decode_jpeg(photograph(page, 11, scale=12.0)[0]))
    reading = read_game(found, NAMES)
    assert len(reading.game.rounds) == 4
    strays = [doubt for doubt in reading.doubts if doubt.reason == "stray"]
    assert [(doubt.round, doubt.player, doubt.cell) for doubt in strays] == [(8, 1, "points")]
    assert explain(strays[0].reason, strays[0].read, strays[0].chosen) == "a mark below the last round"
    assert any(cell.row == 7 and cell.player == 1 and cell.doubtful for cell in reading.cells)
