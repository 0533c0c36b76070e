"""The typeset documents: a context, a Jinja2 template, WeasyPrint, a tagged PDF.

Templates are found in the user's folder first (`--template-dir`), then among the built-ins; so
are the stylesheets: `print.css`, which every document shares, then the document's own, named
after its template (`rules.css` for `rules.html.j2`), where there is one. Compiled templates are
kept in the user's cache folder (template_cache.py). A user's template is code from outside: it
runs in Jinja2's sandbox, and may read only files whose real path is inside its folder or the
built-ins' (no symlink out). A broken template is one problem naming its file and line.
WeasyPrint may read those two folders, nothing else on disk and nothing on the network, and its
fonts are the project's (own_fonts.py); what it could not load is kept in `warnings`. Every
value a template shows comes finished from the context, and autoescaping keeps player names
text, never markup.
"""

import logging
import os
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from jinja2 import ChoiceLoader, FileSystemLoader, StrictUndefined, TemplateNotFound, TemplateSyntaxError
from jinja2.sandbox import ImmutableSandboxedEnvironment

from papayoo_print.compat.weasyprint_font_folder import FontCopies
from papayoo_print.documents.engine import CSS, HTML, FontConfiguration
from papayoo_print.documents.environment import variables
from papayoo_print.documents.fetcher import OwnFilesOnly
from papayoo_print.documents.own_fonts import own_fonts_only
from papayoo_print.documents.template_cache import compiled_templates
from papayoo_print.errors import Problem, UserError
from papayoo_print.facts import MARGIN, Paper
from papayoo_print.game.file_bytes import cannot_read
from papayoo_print.resources import FONT_FAMILY, templates_dir
from papayoo_print.words import Language, translations
from papayoo_print.words import ui_gettext as _

STYLESHEET = "print.css"
TEMPLATE_SUFFIX = ".html.j2"
PAGE_SIZES = {Paper.a4: "A4", Paper.letter: "letter"}


class _InsideFolder(FileSystemLoader):
    """A folder's templates, refused where a symlink leads out of the folder."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.folder = folder

    def get_source(self, environment: Any, template: str) -> tuple[str, str, Any]:
        source, filename, uptodate = super().get_source(environment, template)
        if not Path(filename).resolve().is_relative_to(self.folder):
            message = _("leads out of {folder}: a template is read only from its own folder").format(
                folder=self.folder
            )
            raise UserError(Problem(message, file=filename))
        return source, filename, uptodate


def _refuse_unreadable(folder: Path) -> None:
    """A --template-dir folder must be one that can be listed and entered: its templates are
    looked up there by name."""
    try:
        if folder.is_dir():
            os.listdir(folder)
            os.stat(os.path.join(folder, "."))
            return
    except OSError as error:
        raise cannot_read(folder, error) from None
    raise UserError(Problem(_("{folder} is not a folder").format(folder=folder), subject="template_dir"))


class Typesetter:
    """Renders the documents of one language and paper size, from one set of templates."""

    def __init__(self, language: Language, paper: Paper, template_dir: Path | None = None) -> None:
        if template_dir is not None:
            _refuse_unreadable(template_dir)
        self.language = language
        self.paper = paper
        self.folders = [folder.resolve() for folder in (template_dir, templates_dir()) if folder is not None]
        self.warnings: list[str] = []
        self.environment = ImmutableSandboxedEnvironment(
            loader=ChoiceLoader([_InsideFolder(folder) for folder in self.folders]),
            autoescape=True,
            undefined=StrictUndefined,
            extensions=["jinja2.ext.i18n"],
            keep_trailing_newline=True,
            bytecode_cache=compiled_templates(),
        )
        # Added by the i18n extension, which the type stubs do not know.
        self.environment.install_gettext_translations(  # type: ignore[attr-defined]
            translations(language), newstyle=True
        )
        self._font_copies = FontCopies()

    def render(self, template: str, context: dict[str, Any]) -> bytes:
        """The PDF of `template` filled with `context` (which holds its `title`)."""
        return self.write(self.lay_out(template, context))

    def lay_out(self, template: str, context: dict[str, Any], first_page_top: float | None = None) -> Any:
        """`template` laid out in pages (a WeasyPrint Document), its first page's text starting
        `first_page_top` mm from the top when given: below a sheet drawn on the same page."""
        html = self._html(template, context)
        fetcher = OwnFilesOnly(self.folders)
        first = f"@page :first {{ margin-top: {first_page_top}mm; margin-bottom: {MARGIN + 1}mm; }}\n"
        with self._weasyprint_at_work():
            fonts = FontConfiguration()
            stylesheets = [
                CSS(string=self._page_and_font(), font_config=fonts, url_fetcher=fetcher),
                *(
                    CSS(filename=path, font_config=fonts, url_fetcher=fetcher)
                    for path in self._stylesheets(template)
                ),
                *([CSS(string=first, font_config=fonts, url_fetcher=fetcher)] if first_page_top else []),
            ]
            document = HTML(string=html, base_url=self.folders[0].as_uri() + "/", url_fetcher=fetcher)
            return document.render(stylesheets=stylesheets, font_config=fonts, pdf_variant="pdf/ua-1")

    def write(self, laid_out: Any) -> bytes:
        """The tagged PDF of a document `lay_out` gave."""
        # fontTools, which subsets the fonts where HarfBuzz cannot, dates them: fix the date.
        date = os.environ.get("SOURCE_DATE_EPOCH", "0")
        with self._weasyprint_at_work(), variables(SOURCE_DATE_EPOCH=date):
            return laid_out.write_pdf(pdf_variant="pdf/ua-1", pdf_identifier=b"papayoo-print")

    def _html(self, template: str, context: dict[str, Any]) -> str:
        try:
            return self.environment.get_template(template).render(
                language=self.language.value, font_family=FONT_FAMILY, **context
            )
        except UserError:
            raise
        except TemplateNotFound as missing:
            message = _("no template {name} in {folders}")
            raise UserError(
                message.format(name=missing.name, folders=", ".join(map(str, self.folders)))
            ) from None
        except TemplateSyntaxError as error:
            message = _("template error: {problem}").format(problem=error.message)
            problem = Problem(message, file=error.filename, line=error.lineno)
            raise UserError(problem) from None
        except UnicodeDecodeError:
            raise UserError(_("template {name}: it is not UTF-8 text").format(name=template)) from None
        except RecursionError:
            raise UserError(
                _("template {name}: it includes itself, without end").format(name=template)
            ) from None
        except Exception as error:  # a template is code: whatever it raises is the template's fault
            raise UserError(self._located(error)) from None

    def _located(self, error: Exception) -> Problem:
        """The error, at the last line of a template (not of Python) that it passed through."""
        message = _("template error: {problem}").format(problem=error).splitlines()[0]
        for frame in reversed(traceback.extract_tb(error.__traceback__)):
            if any(Path(frame.filename).is_relative_to(folder) for folder in self.folders):
                return Problem(message, file=frame.filename, line=frame.lineno)
        return Problem(message)

    @contextmanager
    def _weasyprint_at_work(self) -> Iterator[None]:
        """What WeasyPrint could not load or use (a refused URL, a bad rule) kept in `warnings`,
        one line each, but for its advice about the system (_not_about_the_document);
        Fontconfig knowing only the project's fonts (own_fonts.py); the copies WeasyPrint makes
        of a template's own fonts (@font-face) in a folder that goes with the typesetter, or at
        exit (compat/weasyprint_font_folder.py)."""
        handler = _Collect(self.warnings)
        logger = logging.getLogger("weasyprint")
        logger.addHandler(handler)
        logger.addFilter(_not_about_the_document)
        try:
            with own_fonts_only(), self._font_copies.in_use():
                yield
        finally:
            logger.removeFilter(_not_about_the_document)
            logger.removeHandler(handler)

    def _stylesheets(self, template: str) -> list[str]:
        """print.css, then the template's own stylesheet if it has one."""
        shared = self._find(STYLESHEET)
        if shared is None:
            raise UserError(
                _("no template {name} in {folders}").format(
                    name=STYLESHEET, folders=", ".join(map(str, self.folders))
                )
            )
        own = self._find(template.removesuffix(TEMPLATE_SUFFIX) + ".css")
        return [shared, *([own] if own else [])]

    def _find(self, name: str) -> str | None:
        for folder in self.folders:
            path = folder / name
            if path.is_file() and path.resolve().is_relative_to(folder):
                return str(path)
        return None

    def _page_and_font(self) -> str:
        """The facts print.css does not restate: the paper, the back's margin, the font."""
        return (
            f"@page {{ size: {PAGE_SIZES[self.paper]} portrait; }}\n"
            f"@page back {{ margin: {MARGIN}mm 15mm; }}\n"
            f'html {{ font-family: "{FONT_FAMILY}"; }}\n'
            f'@page numbered {{ @bottom-center {{ font-family: "{FONT_FAMILY}"; }} }}\n'
        )


SYSTEM_ADVICE = "Using fontTools instead of HarfBuzz-Subset"
"""How WeasyPrint starts its advice to install HarfBuzz's subsetter, where the system lacks it:
it then subsets the fonts with fontTools, and the document is the same to read. The README's
commands install the library; the advice is no problem of the user's document."""


def _not_about_the_document(record: logging.LogRecord) -> bool:
    return not record.getMessage().startswith(SYSTEM_ADVICE)


class _Collect(logging.Handler):
    def __init__(self, into: list[str]) -> None:
        super().__init__(logging.WARNING)
        self.into = into

    def emit(self, record: logging.LogRecord) -> None:
        self.into.append(" ".join(record.getMessage().split()))
