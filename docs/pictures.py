"""Render the README's pictures: `python docs/pictures.py` (needs the test extras)."""

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
    "season-en.png": (
        lambda: Typesetter(Language.en, Paper.a4).render(
            "season.html.j2", season_context(SEASON, Language.en)
        ),
        0.82,
    ),
}


def main() -> None:
    for name, (make, share) in SHEETS.items():
        document = pypdfium2.PdfDocument(make())
        image = document[0].render(scale=80 / 72).to_pil().convert("L")
        image = image.crop((0, 0, image.width, round(image.height * share)))
        image.save(HERE / name, optimize=True)
        document.close()
        print(HERE / name)


if __name__ == "__main__":
    main()
