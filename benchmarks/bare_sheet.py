"""The yardstick for `papayoo-print sheet`: import Typer and ReportLab, draw an 8 x 18 grid.

A bare script, with no options to parse and nothing to translate: one embedded TTF (the
project's own), a grid of lines and the round numbers, written to the path given.
"""

import sys
from pathlib import Path

import typer  # noqa: F401  (imported, as a Typer CLI would be)
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

FONT = Path(__file__).resolve().parent.parent / "fonts" / "DejaVuSans.ttf"

pdfmetrics.registerFont(TTFont("DejaVuSans", str(FONT)))
canvas = Canvas(sys.argv[1], pagesize=landscape(A4), initialFontName="DejaVuSans")
canvas.setFont("DejaVuSans", 9)
left, top, cell, row = 15 * mm, 190 * mm, 30 * mm, 8 * mm
for r in range(19):
    canvas.line(left, top - r * row, left + 8 * cell, top - r * row)
for c in range(9):
    canvas.line(left + c * cell, top, left + c * cell, top - 18 * row)
for r in range(18):
    canvas.drawString(left + 2 * mm, top - (r + 1) * row + 2.5 * mm, str(r + 1))
canvas.showPage()
canvas.save()
