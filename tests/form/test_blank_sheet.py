"""The blank sheet read back from its PDF: words, numbers, size, fonts, margins, geometry."""

import pypdfium2
import pytest
from reportlab import rl_config

from papayoo_print.words import Language
from papayoo_print.facts import DEALS
from papayoo_print.form.content import SheetForm
from papayoo_print.form.render import render_sheet
from papayoo_print.facts import MARGIN, Paper
from papayoo_print.form.geometry import layout_sheet
from tests.pdfcheck import A4, MM, fonts, ink_in_margin, metadata, page_sizes_mm, page_words
from tests.pdfcheck import syntax_problems

WORDS = {
    Language.fr: ["Manche", "Donneur", "Contrôle", "Total", "Place", "Date", "Manches", "prévues"],
    Language.es: ["Ronda", "Reparte", "Control", "Total", "Puesto", "Fecha", "Rondas", "acordadas"],
    Language.en: ["Round", "Dealer", "Check", "Total", "Place", "Date", "Rounds", "agreed"],
    Language.de: ["Runde", "Geber", "Kontrolle", "Summe", "Platz", "Datum", "Vereinbarte", "Runden"],
    Language.it: ["Mano", "Mazziere", "Controllo", "Totale", "Posizione", "Data", "Mani", "concordate"],
}
TITLES = {
    Language.fr: "Feuille de score du Papayoo",
    Language.es: "Hoja de puntuación de Papayoo",
    Language.en: "Papayoo score sheet",
    Language.de: "Papayoo-Punkteblatt",
    Language.it: "Segnapunti di Papayoo",
}
NAMES = ("Léa", "Hugo", "Chloé", "Nathan", "Zoé", "Iñaki", "Ðorđe", "Åsa")


@pytest.mark.parametrize("language", list(Language))
@pytest.mark.parametrize("players", [3, 5, 8, None])
def test_blank_sheet_reads_back(language: Language, players: int | None) -> None:
    pdf = render_sheet(SheetForm(language, Paper.a4, players, 18))
    [words] = page_words(pdf)
    for word in WORDS[language]:
        assert word in words
    numbers = [int(word) for word in words if word.isdigit()]
    assert set(range(1, 19)) <= set(numbers)
    assert "250" in words and "210" in words and "40" in words
    short, long = A4
    assert page_sizes_mm(pdf) == [(short, long) if players and players <= 5 else (long, short)]
    assert fonts(pdf) == {"/AAAAAA+DejaVuSans": True, "/AAAAAA+DejaVuSans-Bold": True}
    assert syntax_problems(pdf) == []
    assert ink_in_margin(pdf) == []
    assert metadata(pdf)["/Title"] == TITLES[language]
    assert len(pdf) <= 40_000


def test_whole_deal_table_on_a_sheet_for_any_count() -> None:
    [words] = page_words(render_sheet(SheetForm(Language.en, Paper.a4, None, 18)))
    start = words.index("Players")
    table = " ".join(words[start:start + 30])
    assert "Players 3 4 5 6 7* 8*" in table
    assert "Cards each 20 15 12 10 8 7" in table
    assert "Passed to the left 5 5 4 3 3 3" in table
    assert "the Payoo 1 stays" in " ".join(words)


@pytest.mark.parametrize("players", sorted(DEALS))
def test_the_deal_for_a_given_count(players: int) -> None:
    deal = DEALS[players]
    text = " ".join(page_words(render_sheet(SheetForm(Language.fr, Paper.a4, players, 18)))[0])
    assert f"{players} joueurs : {deal.cards_each} cartes chacun, {deal.cards_passed} à passer" in text
    assert ("le 1 Payoo reste en jeu" in text) == (players >= 7)


def test_rounds_prefill_the_box_and_set_the_rows() -> None:
    [words] = page_words(render_sheet(SheetForm(Language.en, Paper.a4, 4, 6, rounds_planned=6)))
    after_box = words[words.index("agreed") + 1]
    assert after_box == "6"
    assert "7" not in words[words.index("Round"):words.index("What")]


def test_dealers_rotate_from_the_names() -> None:
    names = NAMES[:5]
    pdf = render_sheet(SheetForm(Language.en, Paper.a4, 5, 12, names=names))
    [words] = page_words(pdf)
    rows = words[words.index("total", words.index(names[-1])) : words.index("Total")]
    dealers = [word for word in rows if word in names]
    assert dealers[:12] == [names[r % 5] for r in range(12)]
    assert dealers[12:] == list(names)  # again above the totals


def test_same_form_same_bytes() -> None:
    form = SheetForm(Language.es, Paper.letter, 6, 10, rounds_planned=10, names=NAMES[:6])
    assert render_sheet(form) == render_sheet(form)


@pytest.mark.parametrize("configured", [0, 1])
def test_the_sheets_streams_are_binary_and_reportlab_keeps_its_setting(
    configured: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rl_config, "useA85", configured)
    pdf = render_sheet(SheetForm(Language.en, Paper.a4, None, 18))
    assert b"/ASCII85Decode" not in pdf
    assert rl_config.useA85 == configured


@pytest.mark.parametrize("paper", list(Paper))
@pytest.mark.parametrize("players", range(3, 9))
def test_cells_leave_room_for_handwriting(paper: Paper, players: int) -> None:
    layout = layout_sheet(paper, players, 18)
    for column in layout.players:
        assert column.points.size >= 10 and column.total.size >= 10
    assert all(row.size >= 6.5 for row in layout.rows)
    assert layout.table_left >= MARGIN - 1e-9
    assert layout.page_width - layout.table_right >= MARGIN - 1e-9
    assert layout.footer.end <= layout.page_height - MARGIN + 1e-9


LONG_NAMES = (
    "Marie-Christine de la Tour d'Auvergne",
    "Bartholomew",
    "Wolfeschlegelsteinhausen",
    "Jo",
    "Anne Sophie Charlotte",
    "Maximilienne-Antoinette",
    "X Æ A-12",
    "Guillermo del Río Álvarez",
)


@pytest.mark.parametrize("players", [3, 6, 8])
def test_long_names_stay_inside_their_boxes(players: int) -> None:
    """Every character in the names row lies inside one player's box, and spells that name."""
    names = LONG_NAMES[:players]
    layout = layout_sheet(Paper.a4, players, 18)
    form = SheetForm(Language.en, Paper.a4, players, 18, names=names)
    document = pypdfium2.PdfDocument(render_sheet(form))
    text = document[0].get_textpage()
    band_top = (layout.page_height - layout.names.start) * MM
    band_bottom = (layout.page_height - layout.names.end) * MM
    players_left = layout.players[0].points.start * MM
    players_right = layout.players[-1].total.end * MM
    spelled = {name: "" for name in names}
    for index in range(text.count_chars()):
        char = text.get_text_range(index, 1).replace("\ufffe", "-")  # pdfium: a hyphen ends a line
        left, bottom, right, top = text.get_charbox(index)
        middle, centre = (bottom + top) / 2, (left + right) / 2
        in_players = players_left < centre < players_right
        if char.isspace() or not (band_bottom < middle < band_top and in_players):
            continue
        assert band_bottom < bottom and top < band_top, char
        owners = [
            name for name, column in zip(names, layout.players)
            if column.whole.start * MM < left and right < column.whole.end * MM
        ]
        assert len(owners) == 1, f"{char!r} at {left:.1f}-{right:.1f} pt is in no name box"
        spelled[owners[0]] += char
    document.close()
    # a word too long for its box is broken between syllables, with a hyphen added
    assert {name: word.replace("-", "") for name, word in spelled.items()} == {
        name: name.replace(" ", "").replace("-", "") for name in names
    }


@pytest.mark.parametrize(("paper", "most"), [(Paper.a4, 8), (Paper.letter, 7)])
def test_a_short_game_prints_two_sheets_to_a_page(paper: Paper, most: int) -> None:
    names = ("Léa", "Hugo", "Chloé", "Nathan")
    for rounds, copies in ((most, 2), (most + 1, 1)):
        pdf = render_sheet(SheetForm(Language.fr, paper, 4, rounds, rounds, names))
        [words] = page_words(pdf)
        assert words.count("Papayoo") == 2 * copies  # the title and the suit column
        assert words.count("Nathan") == copies * (2 + rounds // 4)  # names, dealer, names again
        assert ink_in_margin(pdf) == []


def test_landscape_sheets_stay_one_to_a_page() -> None:
    [words] = page_words(render_sheet(SheetForm(Language.en, Paper.a4, 8, 3, 3)))
    assert words.count("Papayoo") == 2
