"""The sheet's own line breaker and name fitting, on their own: no-break spaces hold, clauses
end lines, names shrink, wrap and never leave their box."""

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from papayoo_print.form.fonts import register_reportlab_fonts
from papayoo_print.form.pen import measure
from papayoo_print.form.text_fit import NameFit, shortened, tokens, wrap, wrap_by_clause, wrap_runs
from papayoo_print.resources import BOLD, REGULAR

register_reportlab_fonts()
REGULAR_WIDTH, BOLD_WIDTH = measure(REGULAR), measure(BOLD)
MM = 72 / 25.4


def test_only_plain_spaces_break() -> None:
    text = "distribue 210\u00a0+\u00a040\u00a0=\u00a0250 points\u00a0: si le contrôle"
    glued = "210\u00a0+\u00a040\u00a0=\u00a0250"
    assert tokens(text) == ["distribue", glued, "points\u00a0:", "si", "le", "contrôle"]
    for width in range(20, 200, 5):
        for line in wrap(text, REGULAR_WIDTH, width, 7.5):
            assert not line.startswith(":")
            assert ("210" in line) == ("250" in line)


def test_a_forgotten_no_break_space_still_binds() -> None:
    assert tokens("points : si ; la carte 0.") == ["points :", "si ;", "la", "carte 0."]


def test_the_deal_breaks_after_a_clause() -> None:
    text = "4 joueurs\u00a0: 15 cartes chacun, 5 à passer au voisin de gauche."
    width = REGULAR_WIDTH("4 joueurs : 15 cartes chacun, 5 à passer au", 8) + 1
    assert wrap(text, REGULAR_WIDTH, width, 8)[0].endswith("au")
    assert wrap_by_clause(text, REGULAR_WIDTH, width, 8) == [
        "4 joueurs\u00a0: 15 cartes chacun,",
        "5 à passer au voisin de gauche.",
    ]


def test_runs_keep_their_weight_and_their_order() -> None:
    runs = [("Circle:", True), ("the points of whoever took the Papayoo.", False), ("What counts:", True),
            ("each card.", False)]
    lines = wrap_runs(runs, {False: REGULAR_WIDTH, True: BOLD_WIDTH}, 120, 7.5)
    assert " ".join(text for line in lines for text, _bold in line) == " ".join(text for text, _ in runs)
    weights = [bold for line in lines for _text, bold in line]
    assert [bold for index, bold in enumerate(weights) if index == 0 or weights[index - 1] != bold] == [
        True, False, True, False
    ]


def test_a_long_name_wraps_on_balanced_lines_at_one_size() -> None:
    fit = NameFit("Marie-Christine de la Tour d'Auvergne-Sud", BOLD_WIDTH)
    width, height = 23 * MM, 9.5 * MM
    size = fit.size(width, height, 10, 7)
    lines = fit.at(width, height, size)
    assert size >= 7 and len(lines) in (2, 3)
    assert "".join(lines).replace(" ", "") == "Marie-Christine de la Tour d'Auvergne-Sud".replace(" ", "")
    assert all(BOLD_WIDTH(line, size) <= width for line in lines)
    assert max(map(len, lines)) - min(map(len, lines)) <= 8


def test_a_name_too_long_for_its_box_is_cut_with_an_ellipsis() -> None:
    fit = NameFit("Hélène-Marguerite d'Aubigné-Rochefort", BOLD_WIDTH)
    [line] = fit.at(23 * MM, 4 * MM, 7)
    assert line.endswith("…") and BOLD_WIDTH(line, 7) <= 23 * MM
    assert line.startswith("Hélène") and not line.endswith("-…")


@settings(max_examples=200, deadline=None)
@given(
    st.text(st.sampled_from("aàbWmé -'iÆ"), min_size=1, max_size=40).filter(str.strip),
    st.floats(18, 40),
    st.floats(4, 12),
)
def test_a_name_never_leaves_its_box(name: str, width_mm: float, height_mm: float) -> None:
    fit = NameFit(name, BOLD_WIDTH)
    width, height = width_mm * MM, height_mm * MM
    size = fit.size(width, height, 10, 7)
    lines = fit.at(width, height, size)
    assert 7 <= size <= 10
    assert all(BOLD_WIDTH(line, size) <= width + 1e-6 for line in lines)
    assert ((len(lines) - 1) * 1.15 + 1.1) * size <= height + 1e-6 or len(lines) == 1


def test_a_line_too_long_is_cut_after_a_whole_word() -> None:
    """Shortened to its width with an ellipsis, a line keeps whole words: never "des d…"."""
    text = "Manche 1, Zoé points\u00a0: 127 ou 27\u00a0? L'écriture peut se lire des deux façons"
    assert shortened(text, REGULAR_WIDTH, 1000, 7.5) == text
    for width in range(40, int(REGULAR_WIDTH(text, 7.5)), 3):
        cut = shortened(text, REGULAR_WIDTH, width, 7.5)
        assert REGULAR_WIDTH(cut, 7.5) <= width and cut.endswith("…")
        kept = cut[:-1]  # then, in the text, at most a comma or colon before a space
        assert text.startswith(kept) and re.match(r"[,;:]? ", text[len(kept):]), (width, cut)


def test_a_first_word_too_long_for_the_line_is_cut_inside() -> None:
    cut = shortened("Maximiliana-Wolfeschlegelsteinhausen", REGULAR_WIDTH, 40, 7.5)
    assert cut.startswith("Maxim") and cut.endswith("…") and REGULAR_WIDTH(cut, 7.5) <= 40
