"""Render the README's pictures, and the photo of a filled sheet in examples/scan/ that the README
scans: `python docs/pictures.py` (needs the test extras)."""

import sys
from pathlib import Path

import pypdfium2

from papayoo_print.documents.report_context import report_context
from papayoo_print.documents.rules_context import rules_context
from papayoo_print.documents.season_context import season_context
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.facts import Paper
from papayoo_print.form.content import SheetForm
from papayoo_print.form.filling import result_forms
from papayoo_print.form.render import render_pages
from papayoo_print.game.folder import saved_games
from papayoo_print.game.season import season
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the scan review's photo is made by the tests' generator
EXAMPLE = load_game(HERE.parent / "examples" / "lea-hugo-chloe-nathan.yaml")
SEASON = season(  # the season of the tests' games, the unfinished one left out as `season` does
    [(path.name, game) for path in saved_games(HERE.parent / "examples" / "season")
     if (game := load_game(path)).finished]
)
SHEETS = {  # file: (the PDF, the share of the first page's height to keep)
    "sheet-fr-4-players.png": (
        lambda: render_pages([SheetForm(Language.fr, Paper.a4, 4, 5, 5, ("Léa", "Hugo", "Chloé", "Nathan"))]),
        1.0,
    ),
    "sheet-en-3-to-8-players.png": (lambda: render_pages([SheetForm(Language.en, Paper.a4, None, 18)]), 1.0),
    "result-fr.png": (lambda: render_pages(result_forms(EXAMPLE, Language.fr, Paper.a4)), 0.5),
    "rules-en.png": (
        lambda: Typesetter(Language.en, Paper.a4).render("rules.html.j2", rules_context(Language.en)),
        1.0,
    ),
    "report-es.png": (
        lambda: Typesetter(Language.es, Paper.a4).render(
            "report.html.j2", report_context(EXAMPLE, Language.es)
        ),
        0.86,
    ),
    "scan-review-en.png": (lambda: _scan_review(), 0.62),
    "season-en.png": (
        lambda: Typesetter(Language.en, Paper.a4).render(
            "season.html.j2", season_context(SEASON, Language.en)
        ),
        0.82,
    ),
}


def _example_photo() -> Path:
    """The example game (examples/lea-hugo-chloe-nathan.yaml, a suit circled in each round) written
    on the upper of its two French sheets by a hand the digit model never saw, and photographed."""
    import numpy as np

    from papayoo_print.facts import Suit
    from tests.scan.fill_sheet import HANDS, FilledPage, Round, photograph, render, write_game

    suits = (Suit.spades, Suit.diamonds, Suit.clubs, Suit.spades, Suit.hearts)
    rounds = [Round(played.points, played.papayoo, suit) for played, suit in zip(EXAMPLE.rounds, suits)]
    image, _, (layout, _lower) = render(SheetForm(Language.fr, Paper.a4, 4, 5, 5, EXAMPLE.players))
    write_game(image, layout, rounds, HANDS["ines"], np.random.default_rng(1))
    photo, _ = photograph(FilledPage(image, [], (layout.page_width, layout.page_height)), 1, scale=10.0)
    path = HERE.parent / "examples" / "scan" / "partie-a-quatre.jpg"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(photo)
    return path


def _scan_review() -> bytes:
    """The review `scan` writes for a photo of a named sheet, seven rounds written by a hand the
    digit model never saw (a cramped, slanted one, in which a cell is flagged)."""
    import datetime

    from papayoo_print.scan.cells import sheets
    from papayoo_print.scan.reading import read_game
    from papayoo_print.scan.review import ReviewAbout, review_pdf
    from tests.scan.fill_sheet import decode_jpeg, filled_page, photograph

    names = ("Léa", "Hugo", "Chloé", "Nathan")
    page = filled_page(SheetForm(Language.en, Paper.a4, 4, 10, 10, names), 7, "jonas", 5)
    found = sheets(decode_jpeg(photograph(page, 1, scale=12.0)[0]))
    reading = read_game(found, names)
    about = ReviewAbout(Language.en, ["soiree.jpg"], reading.game, reading.doubts, datetime.date(2026, 3, 7))
    return review_pdf(found, reading.cells, "Papayoo — what the scan read", about=about)


def main() -> None:
    for name, (make, share) in SHEETS.items():
        document = pypdfium2.PdfDocument(make())
        image = document[0].render(scale=80 / 72).to_pil().convert("L")
        image = image.crop((0, 0, image.width, round(image.height * share)))
        image.save(HERE / name, optimize=True)
        document.close()
        print(HERE / name)
    print(_example_photo())


if __name__ == "__main__":
    main()
