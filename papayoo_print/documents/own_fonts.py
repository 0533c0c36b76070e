"""While WeasyPrint works, Fontconfig knows the project's fonts and none of the system's.

WeasyPrint starts Fontconfig twice a document, once when it is imported (to check that there are
fonts) and once for the document, each time from the system's configuration: a few dozen files
parsed, the cache of every installed font loaded, and every one of those fonts weighed whenever
Pango matches a font. The documents use none of them: their one family is the project's DejaVu
Sans, a name holds only what it draws (resources.printable_characters), and a user's template
reads fonts only from its own folder (@font-face). So while WeasyPrint is imported and while it
typesets, FONTCONFIG_FILE, Fontconfig's own way to replace its configuration, names
`fonts/fonts.conf`, which lists the project's fonts folder and nothing else (a path relative to
the file: Fontconfig 2.13 or later). Fontconfig finds the two files there by their family name,
"DejaVu Sans", as it finds installed fonts: no @font-face rule, which had WeasyPrint copy both
files and register them again for every document. The variable is put back afterwards, so that
a viewer opened with --open sees the user's fonts. A document also comes out the same on every
machine: no installed font can stand in for ours.
"""

import os
from collections.abc import Iterator
from contextlib import contextmanager

from papayoo_print.resources import fonts_dir

VARIABLE = "FONTCONFIG_FILE"
CONFIGURATION = "fonts.conf"


@contextmanager
def own_fonts_only() -> Iterator[None]:
    """Fontconfig configured by `fonts/fonts.conf` in the block, as it was after it."""
    before = os.environ.get(VARIABLE)
    os.environ[VARIABLE] = str(fonts_dir() / CONFIGURATION)
    try:
        yield
    finally:
        if before is None:
            os.environ.pop(VARIABLE, None)
        else:
            os.environ[VARIABLE] = before
