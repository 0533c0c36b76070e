"""The yardstick for the typeset documents: one page rendered by WeasyPrint, nothing more.

A heading, a paragraph and a small table in the project's own TTF, written to the path given.
"""

import sys
from pathlib import Path

from weasyprint import CSS, HTML
from weasyprint.text.fonts import FontConfiguration

FONT = (Path(__file__).resolve().parent.parent / "fonts" / "DejaVuSans.ttf").as_uri()

fonts = FontConfiguration()
style = CSS(
    string=f"""
    @font-face {{ font-family: Body; src: url("{FONT}"); }}
    @page {{ size: A4; margin: 15mm; }}
    body {{ font-family: Body; font-size: 10pt; }}
    td, th {{ border: 0.5pt solid black; padding: 1mm 2mm; }}
    """,
    font_config=fonts,
)
HTML(
    string="""
    <html lang="en"><head><title>Papayoo</title></head><body>
    <h1>Papayoo</h1>
    <p>Each Payoo card scores its number; the Papayoo scores 40; every other card 0.</p>
    <table><tr><th>Players</th><th>Cards each</th><th>Passed</th></tr>
    <tr><td>3</td><td>20</td><td>5</td></tr><tr><td>4</td><td>15</td><td>5</td></tr></table>
    </body></html>
    """
).write_pdf(sys.argv[1], stylesheets=[style], font_config=fonts)
