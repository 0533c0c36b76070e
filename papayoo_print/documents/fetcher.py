"""What WeasyPrint may read while it typesets: the project's own files, nothing else.

A `file:` URL inside the template folders is read as template_files.py reads (a regular file
inside its folder, up to MAX_RESOURCE_BYTES: never a pipe to wait on), and a stylesheet among
them has its imports checked (stylesheets.py). Everything else is refused, and why is kept in
`refusals`, by URL, in the user's language: WeasyPrint then leaves the resource out and logs
it, and the typesetter says it with that reason. A document fetches at most MAX_FETCHES files.
"""

import errno
import mimetypes
import os
from pathlib import Path
from typing import Any
from urllib.parse import urlparse
from urllib.request import url2pathname

from papayoo_print.documents import template_files
from papayoo_print.documents.budgets import Halt
from papayoo_print.documents.engine import URLFetcher, URLFetcherResponse
from papayoo_print.documents.stylesheets import Imports, may_import
from papayoo_print.errors import Problem, UserError
from papayoo_print.game.file_bytes import cannot_read
from papayoo_print.words import ui_gettext as _

MAX_FETCHES = 500


class OwnFilesOnly(URLFetcher):
    """Fetches `file:` URLs inside the given folders; refuses everything else."""

    def __init__(self, folders: list[Path] | list[template_files.Folder]) -> None:
        super().__init__(allowed_protocols={"file"})
        self.folders = [
            folder if isinstance(folder, template_files.Folder) else template_files.folder(folder)
            for folder in folders
        ]
        self.imports = Imports(self.folders)
        self.refusals: dict[str, str] = {}
        self._fetched = 0

    def fetch(self, url: str, headers: Any = None) -> Any:
        self._fetched += 1
        if self._fetched > MAX_FETCHES:
            message = _("more than {count} files asked for by one document").format(count=MAX_FETCHES)
            raise Halt(Problem(message, file=str(self.folders[0].shown)))
        try:
            real, data = self._read(url)
        except UserError as refused:
            self.refusals[url] = refused.problems[0].message
            raise ValueError(f"{refused.problems[0].message}: {url}") from None
        if b"\0" not in data[:1024] and may_import(data):  # text: a font or a picture has NUL bytes
            try:
                self.imports.checked(real, url, data)
            except UserError as error:
                raise Halt(error.problems[0]) from None
        kind = mimetypes.guess_type(real.name)[0] or "text/plain"
        return URLFetcherResponse(url, data, headers={"Content-Type": kind})

    def _read(self, url: str) -> tuple[Path, bytes]:
        parsed = urlparse(url)
        path = Path(os.path.normpath(url2pathname(parsed.path))) if parsed.scheme == "file" else None
        for folder in self.folders:
            if path is not None and path.is_relative_to(folder.real):
                real = template_files.found(folder, str(path.relative_to(folder.real)))
                shown = self.imports.shown(url)
                if real is None:
                    raise cannot_read(shown, FileNotFoundError(errno.ENOENT, "missing"))
                return real, template_files.read(real, template_files.MAX_RESOURCE_BYTES, shown)
        raise UserError(_("papayoo-print reads only its own fonts and templates"))

