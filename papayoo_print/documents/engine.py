"""The parts of WeasyPrint the documents use, imported once its libraries are loaded the quick
way (libraries.py), with Fontconfig knowing only the project's fonts (own_fonts.py) and two
fontTools modules it seldom needs left for their first use (first_use.py), its HTML parser's
cache mended (html_runs.py): every module of the project imports WeasyPrint from here."""

from papayoo_print.documents.first_use import imported_at_first_use, weasyprints_fonttools
from papayoo_print.documents.html_runs import cache_character_runs
from papayoo_print.documents.libraries import import_weasyprint
from papayoo_print.documents.own_fonts import own_fonts_only

with own_fonts_only(), imported_at_first_use(weasyprints_fonttools()):
    import_weasyprint()
cache_character_runs()

from weasyprint import CSS, HTML  # noqa: E402
from weasyprint.text.fonts import FontConfiguration  # noqa: E402
from weasyprint.urls import URLFetcher  # noqa: E402

__all__ = ["CSS", "HTML", "FontConfiguration", "URLFetcher"]
