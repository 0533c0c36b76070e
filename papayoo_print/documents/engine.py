"""The parts of WeasyPrint the documents use, imported once: its libraries loaded by their
sonames where that holds (compat/weasyprint_libraries.py), Fontconfig knowing only the project's
fonts (own_fonts.py). Every module of the project imports WeasyPrint from here."""

from papayoo_print.compat.weasyprint_libraries import import_weasyprint
from papayoo_print.documents.own_fonts import own_fonts_only

with own_fonts_only():
    import_weasyprint()

from weasyprint import CSS, HTML  # noqa: E402
from weasyprint.text.fonts import FontConfiguration  # noqa: E402
from weasyprint.urls import URLFetcher, URLFetcherResponse  # noqa: E402

__all__ = ["CSS", "HTML", "FontConfiguration", "URLFetcher", "URLFetcherResponse"]
