"""A document's stylesheets, read and checked before WeasyPrint sees them.

`print.css`, which every document shares, then the document's own, named after its template
(`rules.css` for `rules.html.j2`), where there is one: each the user's where the user's folder
has a file of that name (template_files.py), else the built-in one. The stylesheets they import
are followed on disk, as WeasyPrint would follow them, but with an end: one that imports itself,
directly or through others, is refused, naming the file, the line and the chain, and so is a
tree of more than MAX_IMPORTS stylesheets (each importing the next twice, over and over), which
WeasyPrint would go on reading for hours. The same check runs on each stylesheet the fetcher
gives WeasyPrint (one a template's `<style>` imports), from `imports_checked`.
"""

import os
from pathlib import Path
from typing import NamedTuple
from urllib.parse import urljoin, urlparse
from urllib.request import url2pathname

import tinycss2  # type: ignore[import-untyped]

from papayoo_print.documents import template_files
from papayoo_print.errors import Problem, UserError
from papayoo_print.words import ui_gettext as _

SHARED = "print.css"
TEMPLATE_SUFFIX = ".html.j2"
MAX_IMPORTS = 64


class Stylesheet(NamedTuple):
    data: bytes
    url: str
    """Its `file:` URL, against which its imports are found."""


class Imports:
    """Follows the imports of the stylesheets in `folders`, each file once."""

    def __init__(self, folders: list[template_files.Folder]) -> None:
        self.folders = folders
        self._counted: dict[Path, int] = {}

    def document_stylesheets(self, template: str) -> list[Stylesheet]:
        """print.css, then the template's own stylesheet if it has one, imports checked."""
        shared = self._first(SHARED)
        if shared is None:
            message = _("no template {name} in {folders}")
            folders = ", ".join(str(folder.real) for folder in self.folders)
            raise UserError(message.format(name=SHARED, folders=folders))
        own = self._first(template.removesuffix(TEMPLATE_SUFFIX) + ".css")
        return [shared, *([own] if own else [])]

    def _first(self, name: str) -> Stylesheet | None:
        for folder in self.folders:
            real = template_files.found(folder, name)
            if real is not None:
                url = (folder.real / name).as_uri()
                data = template_files.read(real, template_files.MAX_TEXT_BYTES, self.shown(url))
                self.checked(real, url, data)
                return Stylesheet(data, url)
        return None

    def checked(self, real: Path, url: str, data: bytes) -> None:
        """UserError where the stylesheet at `real` imports itself, or too many stylesheets."""
        self._count(real, url, data, [])

    def _count(self, real: Path, url: str, data: bytes, chain: list[tuple[Path, str]]) -> int:
        if real in self._counted:
            return self._counted[real]
        chain = [*chain, (real, url)]
        total = 1
        for line, target in _imports(data, url):
            inside = self._inside(target)
            if inside is None:
                continue  # not the project's: the fetcher refuses it, and WeasyPrint says so
            if inside in (path for path, _url in chain):
                raise UserError(self._imports_itself(chain, inside, line))
            child = template_files.read(inside, template_files.MAX_TEXT_BYTES, self.shown(target))
            total += self._count(inside, target, child, chain)
            if total > MAX_IMPORTS:
                message = _("imports more than {count} stylesheets, counting each import")
                raise UserError(Problem(message.format(count=MAX_IMPORTS), file=self.shown(chain[0][1])))
        self._counted[real] = total
        return total

    def _inside(self, url: str) -> Path | None:
        """The regular file inside the folders a `file:` URL names, if it is one."""
        parsed = urlparse(url)
        if parsed.scheme != "file":
            return None
        path = Path(os.path.normpath(url2pathname(parsed.path)))
        for folder in self.folders:
            if path.is_relative_to(folder.real):
                try:
                    return template_files.found(folder, str(path.relative_to(folder.real)))
                except UserError:
                    return None  # the fetcher refuses it, and WeasyPrint says so
        return None

    def shown(self, url: str) -> str:
        """The path a `file:` URL names, as the folder it is in is shown."""
        path = Path(os.path.normpath(url2pathname(urlparse(url).path)))
        for folder in self.folders:
            if path.is_relative_to(folder.real):
                return str(folder.shown / path.relative_to(folder.real))
        return str(path)

    def _imports_itself(self, chain: list[tuple[Path, str]], again: Path, line: int) -> Problem:
        """The problem at the import that closes the circle, the circle told from its file."""
        start = [path for path, _url in chain].index(again)
        names = [Path(self.shown(url)).name for _path, url in chain[start:]]
        circle = [names[-1], *names[:-1], names[-1]]
        message = _("this stylesheet imports itself ({chain})").format(chain=" → ".join(circle))
        return Problem(message, file=self.shown(chain[-1][1]), line=line)


def _imports(data: bytes, url: str) -> list[tuple[int, str]]:
    """The line and the URL of each @import at the top of a stylesheet."""
    if not may_import(data):
        return []
    rules, _encoding = tinycss2.parse_stylesheet_bytes(data, skip_comments=True, skip_whitespace=True)
    found = []
    for rule in rules:
        if rule.type == "at-rule" and rule.lower_at_keyword == "import":
            target = _import_target(rule.prelude)
            if target is not None:
                found.append((rule.source_line, urljoin(url, target)))
    return found


def _import_target(prelude: list[tinycss2.ast.Node]) -> str | None:
    tokens = [token for token in prelude if token.type not in ("whitespace", "comment")]
    if not tokens:
        return None
    first = tokens[0]
    if first.type in ("string", "url"):
        return str(first.value)
    if first.type == "function" and first.lower_name == "url":
        arguments = [token for token in first.arguments if token.type == "string"]
        return str(arguments[0].value) if arguments else None
    return None


def may_import(data: bytes) -> bool:
    """Whether the bytes may hold an @import: an at-rule named so has its letters, or an escape."""
    return b"@" in data and (b"import" in data.lower() or b"\\" in data)
