"""Render the README's pictures: `python docs/pictures.py` (needs the test extras)."""

from pathlib import Path

import pypdfium2

from papayoo_print.i18n import Language
from papayoo_print.sheet import SheetForm, render_sheet
from papayoo_print.sheet_layout import Paper

HERE = Path(__file__).resolve().parent
PICTURES = {
    "sheet-fr-4-players.png": SheetForm(
        Language.fr, Paper.a4, 4, 5, 5, ("Léa", "Hugo", "Chloé", "Nathan")
    ),
    "sheet-en-3-to-8-players.png": SheetForm(Language.en, Paper.a4, None, 18),
}


def main() -> None:
    for name, form in PICTURES.items():
        document = pypdfium2.PdfDocument(render_sheet(form))
        image = document[0].render(scale=80 / 72).to_pil().convert("L")
        image.save(HERE / name, optimize=True)
        document.close()
        print(HERE / name)


if __name__ == "__main__":
    main()
