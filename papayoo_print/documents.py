"""The typeset documents: a context, a Jinja2 template, WeasyPrint, a tagged PDF.

Templates are found in the user's folder first (`--template-dir`), then among the built-ins;
so is `print.css`. WeasyPrint may read the project's fonts and those two folders, nothing else
on disk and nothing on the network. Every value a template shows comes finished from the
context, and autoescaping keeps player names text, never markup.
"""

import os
from pathlib import Path
from typing import Any
from urllib.parse import urlparse
from urllib.request import url2pathname

from jinja2 import ChoiceLoader, Environment, FileSystemLoader, StrictUndefined, TemplateNotFound
from weasyprint import CSS, HTML
from weasyprint.text.fonts import FontConfiguration
from weasyprint.urls import URLFetcher

from papayoo_print.errors import UserError
from papayoo_print.fonts import BOLD, REGULAR, font_path
from papayoo_print.i18n import Language, translations
from papayoo_print.paths import fonts_dir, templates_dir
from papayoo_print.sheet_layout import Paper

FONT_FAMILY = "DejaVu Sans Embedded"
"""A name of its own, so that no system font of the same name can stand in for the files."""
STYLESHEET = "print.css"
PAGE_SIZES = {Paper.a4: "A4", Paper.letter: "letter"}


class OwnFilesOnly(URLFetcher):
    """Fetches `file:` URLs inside the given folders; refuses everything else."""

    def __init__(self, folders: list[Path]) -> None:
        super().__init__(allowed_protocols={"file"})
        self.folders = [folder.resolve() for folder in folders]

    def fetch(self, url: str, headers: Any = None) -> Any:
        parsed = urlparse(url)
        path = Path(url2pathname(parsed.path)).resolve() if parsed.scheme == "file" else None
        if path is None or not any(path.is_relative_to(folder) for folder in self.folders):
            raise ValueError(f"papayoo-print reads only its own fonts and templates, not {url}")
        return super().fetch(url, headers)


class Typesetter:
    """Renders the documents of one language and paper size, from one set of templates."""

    def __init__(self, language: Language, paper: Paper, template_dir: Path | None = None) -> None:
        if template_dir is not None and not template_dir.is_dir():
            raise UserError(f"--template-dir: {template_dir} is not a folder")
        self.language = language
        self.paper = paper
        self.folders = [folder.resolve() for folder in (template_dir, templates_dir()) if folder is not None]
        self.environment = Environment(
            loader=ChoiceLoader([FileSystemLoader(folder) for folder in self.folders]),
            autoescape=True,
            undefined=StrictUndefined,
            extensions=["jinja2.ext.i18n"],
            keep_trailing_newline=True,
        )
        self.environment.install_gettext_translations(translations(language), newstyle=True)

    def render(self, template: str, context: dict[str, Any]) -> bytes:
        """The PDF of `template` filled with `context` (which holds its `title`)."""
        try:
            html = self.environment.get_template(template).render(language=self.language.value, **context)
        except TemplateNotFound as missing:
            raise UserError(f"no template {missing.name} in {', '.join(map(str, self.folders))}") from None
        fonts = FontConfiguration()
        fetcher = OwnFilesOnly([*self.folders, fonts_dir()])
        stylesheets = [
            CSS(string=self._page_and_fonts(), font_config=fonts, url_fetcher=fetcher),
            CSS(filename=self._stylesheet(), font_config=fonts, url_fetcher=fetcher),
        ]
        document = HTML(string=html, base_url=self.folders[0].as_uri() + "/", url_fetcher=fetcher)
        # fontTools, which subsets the fonts where HarfBuzz cannot, dates them: fix the date.
        os.environ.setdefault("SOURCE_DATE_EPOCH", "0")
        return document.write_pdf(
            stylesheets=stylesheets,
            font_config=fonts,
            pdf_variant="pdf/ua-1",
            pdf_identifier=b"papayoo-print",
        )

    def _stylesheet(self) -> str:
        return str(next(folder / STYLESHEET for folder in self.folders if (folder / STYLESHEET).is_file()))

    def _page_and_fonts(self) -> str:
        faces = "".join(
            f'@font-face {{ font-family: "{FONT_FAMILY}"; font-weight: {weight};'
            f' src: url("{font_path(name).as_uri()}"); }}\n'
            for name, weight in ((REGULAR, "normal"), (BOLD, "bold"))
        )
        return f"{faces}@page {{ size: {PAGE_SIZES[self.paper]} portrait; }}\n"
