"""What the eye might miss on the printed sheet, measured: type size, ink, cell sizes, line
breaks, names in their boxes, the date, page numbers. Read back from the PDF, or from the layout
the PDF is drawn from."""

import datetime
import io

import pypdfium2
import pytest

from papayoo_print.facts import MARGIN, Paper
from papayoo_print.form.content import SheetForm
from papayoo_print.form.filling import result_forms
from papayoo_print.form.geometry import DATE_BOX_TOP, DATE_BOX_WIDTH, BOX_HEIGHT, layout_page
from papayoo_print.form.header import CODE_GAP
from papayoo_print.form.sheet_code import CODE_SIZE
from papayoo_print.form.render import render_pages, render_sheet
from papayoo_print.game.reading import read_game
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language
from tests.pdfcheck import MM, glyphs, page_texts
from tests.support import EXAMPLE, LONG_NAMES, random_game_data

SHORT_NAMES = ("Léa", "Hugo", "Chloé", "Nathan", "Zoé", "Iñaki", "Ðorđe", "Åsa")


def blank_variants(language: Language) -> dict[str, bytes]:
    sheets = {
        "3-8 a4": SheetForm(language, Paper.a4, None, 18),
        "3-8 letter": SheetForm(language, Paper.letter, None, 18),
        "3 a4": SheetForm(language, Paper.a4, 3, 18),
        "4 two-up": SheetForm(language, Paper.a4, 4, 5, 5, SHORT_NAMES[:4]),
        "5 letter": SheetForm(language, Paper.letter, 5, 18, names=LONG_NAMES[:5]),
        "6 a4 long": SheetForm(language, Paper.a4, 6, 18, names=LONG_NAMES[:6]),
        "7 letter": SheetForm(language, Paper.letter, 7, 18, 12),
        "8 a4 long": SheetForm(language, Paper.a4, 8, 18, 18, LONG_NAMES),
        "8 letter long": SheetForm(language, Paper.letter, 8, 18, 18, LONG_NAMES),
        "3 letter two-up long": SheetForm(language, Paper.letter, 3, 6, 6, LONG_NAMES[:3]),
        "8 letter long, table 100": SheetForm(language, Paper.letter, 8, 18, 18, LONG_NAMES, table=100),
        "5 a4 two-up, table 7": SheetForm(language, Paper.a4, 5, 8, 8, SHORT_NAMES[:5], table=7),
    }
    return {name: render_sheet(form) for name, form in sheets.items()}


def result_variants(language: Language) -> dict[str, bytes]:
    games = {
        "seed": load_game(EXAMPLE),
        "8 long, 20 rounds": read_game(random_game_data(LONG_NAMES, 20)),
        "4, 3 of 5 extra": read_game(random_game_data(SHORT_NAMES[:4], 5))._replace(rounds_planned=3),
    }
    return {
        f"{name} {paper.value}": render_pages(result_forms(game, language, paper))
        for name, game in games.items()
        for paper in Paper
    }


def all_variants(language: Language) -> dict[str, bytes]:
    return {**blank_variants(language), **result_variants(language)}


def drawn_chars(pdf: bytes) -> list[tuple[int, str, float, tuple[int, int, int], tuple[float, ...]]]:
    """Every character drawn: page (0-based), the character, its size, its fill colour and box."""
    return [(glyph.page - 1, glyph.char, glyph.size, glyph.colour, glyph.box) for glyph in glyphs(pdf)]


def text_lines(pdf: bytes) -> list[str]:
    return [line for text in page_texts(pdf) for line in text.splitlines()]


@pytest.mark.parametrize("language", list(Language))
def test_no_type_under_7_pt_all_of_it_black_and_inside_the_margins(language: Language) -> None:
    for name, pdf in all_variants(language).items():
        chars = drawn_chars(pdf)
        small = sorted({(char, round(size, 2)) for _, char, size, _, _ in chars if size < 7.0 - 1e-6})
        assert small == [], f"{name}: under 7 pt: {small[:8]}"
        grey = sorted({char for _, char, _, colour, _ in chars if colour != (0, 0, 0)})
        assert grey == [], f"{name}: not black: {grey[:8]}"
        width, height = pypdfium2.PdfDocument(pdf)[0].get_size()
        margin = MARGIN * MM - 0.5
        outside = [
            char for _, char, _, _, (left, bottom, right, top) in chars
            if left < margin or bottom < margin or right > width - margin or top > height - margin
        ]
        assert outside == [], f"{name}: in the margin: {outside[:8]}"


@pytest.mark.parametrize("language", list(Language))
def test_210_plus_40_is_never_broken_and_no_line_starts_with_a_colon(language: Language) -> None:
    for name, pdf in all_variants(language).items():
        for line in text_lines(pdf):
            words = " ".join(line.split())
            if "210 +" in words or words.endswith("210"):
                assert "210 + 40 = 250" in words, f"{name}: {line!r}"
            assert not words.startswith((":", ";", "!", "?", "= 250 points")), f"{name}: {line!r}"


@pytest.mark.parametrize("language", list(Language))
def test_blank_sheets_say_what_to_circle_and_finished_ones_do_not(language: Language) -> None:
    from papayoo_print.words import translations

    _ = translations(language).gettext
    circle_points = " ".join(_("the points of whoever took the Papayoo, and the suit the die chose.").split())
    blank = " ".join(" ".join(text_lines(render_sheet(SheetForm(language, Paper.a4, 8, 18)))).split())
    assert circle_points in blank and _("circle the suit") in blank.replace("- ", "")
    assert _("The deal") in blank
    finished = " ".join(" ".join(text_lines(result_variants(language)["seed a4"])).split())
    for words in (circle_points, _("circle the suit"), _("The deal")):
        assert words not in finished
    assert " ".join(_("Circled:").split()) in finished


def test_handwriting_cells_and_the_total_share() -> None:
    """Every handwritten number gets at least 10 x 6.5 mm, the running total 55 to 60 % of the
    player's column, and the table stays within the margins: every paper, count, length."""
    for paper in Paper:
        for players in range(3, 9):
            for rows in range(1, 19):
                for names_again in (False, True):
                    page = layout_page(paper, players, rows, names_again=names_again)
                    for layout in page.sheets:
                        assert layout.landscape == (players >= 6)
                        assert all(row.size >= 6.5 - 1e-9 for row in layout.rows)
                        for column in layout.players:
                            assert column.points.size >= 10 - 1e-9
                            assert column.total.size >= 10 - 1e-9
                            assert 0.55 - 1e-9 <= column.total.size / column.whole.size <= 0.6
                        assert layout.control_col.size >= 10
                        assert layout.table_left >= MARGIN - 1e-9
                        assert layout.table_right <= layout.page_width - MARGIN + 1e-9
                        assert layout.footer.end <= layout.page_height - MARGIN + 1e-9
                    assert (len(page.sheets) == 2) == (
                        not page.sheets[0].landscape and rows <= (8 if paper is Paper.a4 else 7)
                    )


def test_the_running_total_is_wider_than_the_points_at_8_players() -> None:
    layout = layout_page(Paper.a4, 8, 18, names_again=True).sheets[0]
    column = layout.players[0]
    assert column.points.size >= 10.5 and column.total.size >= 14
    assert layout.rows[0].size >= 6.6


def name_band_chars(pdf: bytes, top: float, bottom: float, page_height: float) -> list:
    return [
        (char, size, box)
        for _, char, size, _, box in drawn_chars(pdf)
        if (page_height - bottom) * MM < (box[1] + box[3]) / 2 < (page_height - top) * MM
    ]


@pytest.mark.parametrize(
    ("paper", "players"), [(Paper.a4, 8), (Paper.letter, 8), (Paper.a4, 6), (Paper.a4, 5)]
)
def test_names_one_size_inside_their_boxes_and_again_above_the_total(paper: Paper, players: int) -> None:
    names = LONG_NAMES[:players]
    pdf = render_sheet(SheetForm(Language.de, paper, players, 18, names=names))
    layout = layout_page(paper, players, 18, names_again=True).sheets[0]
    for band in (layout.names, layout.names_again):
        chars = name_band_chars(pdf, band.start, band.end, layout.page_height)
        players = (layout.players[0].points.start * MM, layout.players[-1].total.end * MM)
        chars = [c for c in chars if players[0] < c[2][0] and c[2][2] < players[1]]
        assert chars, band
        assert len({round(size, 2) for _, size, _ in chars}) == 1, "one name size per band"
        band_bottom, band_top = (layout.page_height - band.end) * MM, (layout.page_height - band.start) * MM
        for char, _size, (left, bottom, right, top) in chars:
            assert band_bottom < bottom and top < band_top
            owners = [c for c in layout.players if c.whole.start * MM < left and right < c.whole.end * MM]
            assert len(owners) == 1, f"{char!r} is in no name box"
    for _page, _char, _size, _colour, (left, bottom, right, top) in drawn_chars(pdf):
        assert left >= MARGIN * MM - 0.5 and right <= (layout.page_width - MARGIN) * MM + 0.5
        assert bottom >= MARGIN * MM - 0.5 and top <= (layout.page_height - MARGIN) * MM + 0.5


def test_the_dealer_column_keeps_its_names_inside() -> None:
    names = LONG_NAMES
    pdf = render_sheet(SheetForm(Language.fr, Paper.a4, 8, 18, names=names))
    layout = layout_page(Paper.a4, 8, 18, names_again=True).sheets[0]
    column, height = layout.dealer_col, layout.page_height
    inside = [
        (char, size, box) for _, char, size, _, box in drawn_chars(pdf)
        if column.start * MM < (box[0] + box[2]) / 2 < column.end * MM
        and (height - layout.rows[-1].end) * MM < (box[1] + box[3]) / 2 < (height - layout.rows[0].start) * MM
    ]
    assert inside
    assert len({round(size, 2) for _, size, _ in inside}) == 1
    for char, _size, (left, _bottom, right, _top) in inside:
        assert column.start * MM < left and right < column.end * MM, char


@pytest.mark.parametrize("language", list(Language))
def test_the_date_is_in_its_box(language: Language) -> None:
    game = load_game(EXAMPLE)._replace(date=datetime.date(2026, 11, 29))
    for paper in Paper:
        pdf = render_pages(result_forms(game, language, paper))
        layout = layout_page(paper, 4, 5).sheets[0]
        right = (layout.table_right - CODE_SIZE - CODE_GAP) * MM  # the QR code right of the boxes
        left = right - DATE_BOX_WIDTH * MM
        top = (layout.page_height - layout.header.start - DATE_BOX_TOP) * MM
        bottom = top - BOX_HEIGHT * MM
        digits = [
            box for page, char, _, _, box in drawn_chars(pdf)
            if page == 0 and char.isdigit()
            and left < box[0] and box[2] < right and bottom < box[1] and box[3] < top
        ]
        assert len(digits) == 8  # 29, 11, 2026 in the language's order


@pytest.mark.parametrize("language", list(Language))
def test_a_continued_game_numbers_its_pages_and_calls_the_first_total_a_subtotal(language: Language) -> None:
    from papayoo_print.words import translations

    _ = translations(language).gettext
    pdf = render_pages(result_forms(read_game(random_game_data(SHORT_NAMES[:6], 20)), language, Paper.a4))
    first, second = (" ".join(text.split()) for text in page_texts(pdf))
    assert _("page {page} of {pages}").format(page=1, pages=2) in first
    assert _("page {page} of {pages}").format(page=2, pages=2) in second
    assert _("Subtotal") in first and _("Subtotal") not in second
    assert _("continued on page {page}").format(page=2) in first
    one = read_game(random_game_data(SHORT_NAMES[:6], 18))
    single = " ".join(text_lines(render_pages(result_forms(one, language, Paper.a4))))
    assert _("page {page} of {pages}").format(page=1, pages=1) not in single


def rings(pdf: bytes) -> list[tuple[float, float, float, float]]:
    """Every oval drawn on the first page, as (left, bottom, right, top) in points: a moveto and
    four curves, whose points all lie on the oval's bounding box."""
    import pikepdf

    found = []
    with pikepdf.open(io.BytesIO(pdf)) as document:
        operations = [(str(op), [float(x) for x in operands] if str(op) in ("m", "c") else [])
                      for operands, op in pikepdf.parse_content_stream(document.pages[0])]
    for index, (operator, operands) in enumerate(operations):
        following = [op for op, _ in operations[index + 1:index + 5]]
        if operator == "m" and following == ["c"] * 4:
            points = operands + [x for _, values in operations[index + 1:index + 5] for x in values]
            xs, ys = points[0::2], points[1::2]
            found.append((min(xs), min(ys), max(xs), max(ys)))
    return found


@pytest.mark.parametrize("paper", list(Paper))
def test_rings_clear_the_cells_rules_and_the_circled_points(paper: Paper) -> None:
    """Three-digit points in the narrowest points cells and every suit circled: each ring's line
    stays half a millimetre inside its cell's rules (the suits' column for a suit) and clear of
    the corners of what it circles."""
    names = [f"P{n}" for n in range(8)]
    scores = [119, 131, 0, 0, 0, 0, 0, 0]
    rounds = [{"scores": dict(zip(names, scores[-n:] + scores[:-n])), "papayoo": names[n], "suit": suit}
              for n, suit in zip(range(8), ["spades", "hearts", "diamonds", "clubs"] * 2)]
    pdf = render_pages(result_forms(read_game({"players": names, "rounds_planned": 8, "rounds": rounds}),
                                    Language.en, paper))
    layout = layout_page(paper, 8, 8, two_up=False, names_again=True).sheets[0]
    found = rings(pdf)
    assert len(found) == 16  # a ring round each round's taker's points and each round's suit
    chars = [glyph for glyph in glyphs(pdf) if glyph.page == 1 and not glyph.char.isspace()]
    half_line = 0.9 / 2
    for left, bottom, right, top in found:
        from_top = layout.page_height * MM - (bottom + top) / 2
        row = next(r for r in layout.rows if r.start * MM < from_top < r.end * MM)
        cells = [layout.suit_col] + [player.points for player in layout.players]
        cell = next(c for c in cells if c.start * MM < (left + right) / 2 < c.end * MM)
        assert left - half_line >= (cell.start + 0.5) * MM and right + half_line <= (cell.end - 0.5) * MM
        row_top, row_bottom = (layout.page_height - row.start) * MM, (layout.page_height - row.end) * MM
        assert bottom - half_line >= row_bottom + 0.5 * MM and top + half_line <= row_top - 0.5 * MM
        middle_x, middle_y = (left + right) / 2, (bottom + top) / 2
        half_x, half_y = (right - left) / 2, (top - bottom) / 2
        inside = [g for g in chars if abs((g.box[0] + g.box[2]) / 2 - middle_x) < half_x
                  and abs((g.box[1] + g.box[3]) / 2 - middle_y) < half_y]
        assert inside, "a ring round nothing"
        for glyph in inside:
            for x in glyph.box[0::2]:
                for y in glyph.box[1::2]:
                    assert ((x - middle_x) / half_x) ** 2 + ((y - middle_y) / half_y) ** 2 < 1, glyph.char
