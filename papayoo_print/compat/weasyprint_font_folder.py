"""WeasyPrint's copies of a template's @font-face fonts, made in a folder that is removed for sure.

What it patches: the standard library's `tempfile.tempdir`, process-wide, while WeasyPrint lays out
and writes a document. WeasyPrint's FontConfiguration (weasyprint/text/fonts.py) copies each font
of an @font-face rule into a folder of its own, made by `tempfile.mkdtemp` in the default place,
and removes that folder in its `__del__` only. But the configuration is held by the document's
styles, which are reference cycles: it goes only when the cyclic garbage collector runs, and the
command line turns that collector off (cli/entry.py). Every document typeset from a template with
@font-face left its fonts in the system's temporary folder. While the patch holds, the default
place is a folder of the caller's (`FontCopies`), removed with it or at exit.

Verified on: WeasyPrint 70.0.

Guard: the WeasyPrint imported is VERIFIED; otherwise nothing is swapped, and WeasyPrint makes
its folder where it does.

Why it is kept: it fixes a real bug (WeasyPrint's issue 2090, "Temporary directory does not get
removed", open), which no public API avoids: the cycles hold the configuration as long as the
caller holds the document, and a collection after that would be the command line's to run.
tests/compat/test_weasyprint_font_folder.py checks that the commands leave nothing behind.
"""

import shutil
import tempfile
import weakref
from collections.abc import Iterator
from contextlib import contextmanager

VERIFIED = "70.0"
"""The one release of WeasyPrint whose font configuration this was checked against."""


class FontCopies:
    """A folder for WeasyPrint's copies of @font-face fonts, removed with this object or at exit;
    none where the guard does not hold."""

    def __init__(self) -> None:
        from weasyprint import __version__

        self.folder = tempfile.mkdtemp(prefix="papayoo-print-") if __version__ == VERIFIED else None
        if self.folder is not None:
            weakref.finalize(self, shutil.rmtree, self.folder, ignore_errors=True)

    @contextmanager
    def in_use(self) -> Iterator[None]:
        """While the block runs, the copies go in this object's folder."""
        if self.folder is None:
            yield
            return
        system_folder, tempfile.tempdir = tempfile.tempdir, self.folder
        try:
            yield
        finally:
            tempfile.tempdir = system_folder
