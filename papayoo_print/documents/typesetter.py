"""The typeset documents: a context, a Jinja2 template, WeasyPrint, a tagged PDF.

Templates are found in the user's folder first (`--template-dir`), then among the built-ins, and
so are the stylesheets (stylesheets.py); a file of the user's that cannot be read as one (a
symlink out of the folder, a pipe, a folder) is refused, never replaced by the built-in one
(template_files.py). A user's template is code from outside: it runs in Jinja2's sandbox, with
bounds on every step (sandbox.py), and within budgets of time, memory and size (budgets.py); a
broken one is one problem naming its file and line, in the user's language (template_errors.py).
WeasyPrint may read those two folders, nothing else on disk and nothing on the network
(fetcher.py), and its fonts are the project's (own_fonts.py); what it could not load or use is
kept in `warnings`, in the user's language (layout_warnings.py). Every value a template shows
comes finished from the context, and autoescaping keeps player names text, never markup.
"""

import io
import logging
import os
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from jinja2 import ChoiceLoader, TemplateNotFound, TemplateSyntaxError

from papayoo_print.compat.weasyprint_font_folder import FontCopies
from papayoo_print.documents import budgets, template_errors, template_files
from papayoo_print.documents.budgets import Halt
from papayoo_print.documents.compiled_templates import COMPILED
from papayoo_print.documents.engine import CSS, HTML, FontConfiguration
from papayoo_print.documents.environment import variables
from papayoo_print.documents.fetcher import OwnFilesOnly
from papayoo_print.documents.layout_warnings import Collect, not_about_the_document
from papayoo_print.documents.own_fonts import own_fonts_only
from papayoo_print.documents.sandbox import BoundedSandbox
from papayoo_print.documents.template_files import FolderLoader
from papayoo_print.errors import Problem, UserError
from papayoo_print.facts import MARGIN, Paper
from papayoo_print.game.file_bytes import cannot_read
from papayoo_print.resources import FONT_FAMILY, templates_dir
from papayoo_print.words import Language, translations
from papayoo_print.words import ui_gettext as _

PAGE_SIZES = {Paper.a4: "A4", Paper.letter: "letter"}


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
    """Renders the documents of one language and paper size, from one set of templates; the
    user's templates, where `template_dir` is given, within their budgets."""

    def __init__(self, language: Language, paper: Paper, template_dir: Path | None = None) -> None:
        if template_dir is not None:
            _refuse_unreadable(template_dir)
        self.language = language
        self.paper = paper
        self.template_folders = [
            template_files.folder(path) for path in (template_dir, templates_dir()) if path is not None
        ]
        self.folders = [folder.real for folder in self.template_folders]
        self.budgeted = template_dir is not None
        self.warnings: list[str] = []
        self.environment = BoundedSandbox(
            loader=ChoiceLoader([FolderLoader(folder) for folder in self.template_folders]),
            autoescape=True,
            extensions=["jinja2.ext.i18n"],
            keep_trailing_newline=True,
            bytecode_cache=COMPILED,
        )
        # Added by the i18n extension, which the type stubs do not know.
        self.environment.install_gettext_translations(  # type: ignore[attr-defined]
            translations(language), newstyle=True
        )
        self._font_copies = FontCopies()
        self._laid_out: list[str] = []

    def render(self, template: str, context: dict[str, Any]) -> bytes:
        """The PDF of `template` filled with `context` (which holds its `title`)."""
        return self.write(self.lay_out(template, context))

    def lay_out(self, template: str, context: dict[str, Any], first_page_top: float | None = None) -> Any:
        """`template` laid out in pages (a WeasyPrint Document), its first page's text starting
        `first_page_top` mm from the top when given: below a sheet drawn on the same page."""
        html = self._html(template, context)
        fetcher = OwnFilesOnly(self.template_folders)
        first = f"@page :first {{ margin-top: {first_page_top}mm; margin-bottom: {MARGIN + 1}mm; }}\n"
        self._laid_out.append(template)
        with self._weasyprint_at_work(fetcher.refusals, [template]) as collect:
            fonts = FontConfiguration()
            stylesheets = [CSS(string=self._page_and_font(), font_config=fonts, url_fetcher=fetcher)]
            for sheet in fetcher.imports.document_stylesheets(template):
                collect.source = fetcher.imports.shown(sheet.url)
                stream = io.BytesIO(sheet.data)
                stylesheets.append(
                    CSS(file_obj=stream, base_url=sheet.url, font_config=fonts, url_fetcher=fetcher)
                )
            if first_page_top:
                stylesheets.append(CSS(string=first, font_config=fonts, url_fetcher=fetcher))
            collect.source = template
            document = HTML(string=html, base_url=self.folders[0].as_uri() + "/", url_fetcher=fetcher)
            laid_out = document.render(stylesheets=stylesheets, font_config=fonts, pdf_variant="pdf/ua-1")
        if self.budgeted and len(laid_out.pages) > budgets.MAX_PAGES:
            message = _("template {name}: it makes {count} pages, more than {most}")
            raise UserError(message.format(name=template, count=len(laid_out.pages), most=budgets.MAX_PAGES))
        return laid_out

    def write(self, laid_out: Any) -> bytes:
        """The tagged PDF of a document `lay_out` gave."""
        # fontTools, which subsets the fonts where HarfBuzz cannot, dates them: fix the date.
        date = os.environ.get("SOURCE_DATE_EPOCH", "0")
        with self._weasyprint_at_work({}, self._laid_out), variables(SOURCE_DATE_EPOCH=date):
            return laid_out.write_pdf(pdf_variant="pdf/ua-1", pdf_identifier=b"papayoo-print")

    def _html(self, template: str, context: dict[str, Any]) -> str:
        message = _("template {name}: rendering it takes more than {seconds} s")
        try:
            with self._budget(budgets.RENDER_SECONDS, message, [template], located=True):
                with budgets.memory_limit(budgets.RENDER_MEMORY) if self.budgeted else ExitStack():
                    return self._rendered(template, context)
        except UserError:
            raise
        except TemplateNotFound as missing:
            message = _("no template {name} in {folders}")
            raise UserError(
                message.format(name=missing.name, folders=", ".join(map(str, self.folders)))
            ) from None
        except TemplateSyntaxError as error:
            raise UserError(template_errors.syntax_problem(error)) from None
        except RecursionError as error:
            raise UserError(template_errors.endless_problem(error, template)) from None
        except Exception as error:  # a template is code: whatever it raises is the template's fault
            shown = [folder.shown for folder in self.template_folders]
            raise UserError(template_errors.runtime_problem(error, shown)) from None

    def _rendered(self, template: str, context: dict[str, Any]) -> str:
        """The page, part by part, up to MAX_HTML_CHARACTERS where the templates are the user's."""
        parts = self.environment.get_template(template).generate(
            language=self.language.value, font_family=FONT_FAMILY, **context
        )
        page: list[str] = []
        size = 0
        for part in parts:
            size += len(part)
            if self.budgeted and size > budgets.MAX_HTML_CHARACTERS:
                message = _("template {name}: the page it makes is over {count} characters")
                raise UserError(message.format(name=template, count=budgets.MAX_HTML_CHARACTERS))
            page.append(part)
        return "".join(page)

    @contextmanager
    def _budget(
        self, seconds: float, message: str, templates: list[str], located: bool = False
    ) -> Iterator[None]:
        """The block within `seconds` of CPU time where the templates are the user's; what
        halts it (the time, a stylesheet the fetcher refuses) a UserError, `located` at the
        template's line the work was at."""
        shown = f"{seconds:g}"
        problem = Problem(message.format(name=", ".join(dict.fromkeys(templates)), seconds=shown))
        try:
            with budgets.time_limit(seconds, problem) if self.budgeted else ExitStack():
                yield
        except Halt as halt:
            place = template_errors.halted_place(halt) if located and halt.problem is problem else None
            if place is None:
                raise UserError(halt.problem) from None
            message = _("rendering stopped here after {seconds} s: a template may take no more")
            raise UserError(Problem(message.format(seconds=shown), file=place[0], line=place[1])) from None

    @contextmanager
    def _weasyprint_at_work(self, refusals: dict[str, str], templates: list[str]) -> Iterator[Collect]:
        """What WeasyPrint could not load or use (a refused URL, a bad rule) kept in `warnings`,
        one line each (layout_warnings.py); Fontconfig knowing only the project's fonts
        (own_fonts.py); the copies WeasyPrint makes of a template's own fonts (@font-face) in a
        folder that goes with the typesetter, or at exit (compat/weasyprint_font_folder.py);
        the user's templates typeset within their time, and what WeasyPrint raises on them (a
        rule nested thousands deep) one problem naming them."""
        handler = Collect(self.warnings, refusals)
        logger = logging.getLogger("weasyprint")
        logger.addHandler(handler)
        logger.addFilter(not_about_the_document)
        message = _("template {name}: typesetting it takes more than {seconds} s")
        try:
            with self._budget(budgets.TYPESET_SECONDS, message, templates):
                with own_fonts_only(), self._font_copies.in_use():
                    yield handler
        except UserError:
            raise
        except Exception as error:
            if not self.budgeted:
                raise  # the built-in templates' own fault: a bug of the project's
            where = handler.source or ", ".join(dict.fromkeys(templates))
            raise UserError(template_errors.typesetting_problem(error, where)) from None
        finally:
            logger.removeFilter(not_about_the_document)
            logger.removeHandler(handler)

    def _page_and_font(self) -> str:
        """The facts print.css does not restate: the paper, the back's margin, the font."""
        return (
            f"@page {{ size: {PAGE_SIZES[self.paper]} portrait; }}\n"
            f"@page back {{ margin: {MARGIN}mm 15mm; }}\n"
            f'html {{ font-family: "{FONT_FAMILY}"; }}\n'
            f'@page numbered {{ @bottom-center {{ font-family: "{FONT_FAMILY}"; }} }}\n'
        )
