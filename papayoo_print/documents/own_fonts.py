"""While WeasyPrint works, Fontconfig knows the project's fonts and none of the system's.

WeasyPrint starts Fontconfig twice a document, once when it is imported (to check that there are
fonts) and once for the document, each time from the system's configuration: its files parsed,
the cache of every installed font loaded, and every one of those fonts weighed whenever Pango
matches a font. The documents use none of them: their one family is the project's DejaVu Sans, a
name holds only what it draws (resources.printable_characters), and a user's template reads fonts
only from its own folder (@font-face). So while WeasyPrint is imported and while it typesets,
FONTCONFIG_FILE, Fontconfig's own way to replace its configuration, names a configuration that
lists the project's fonts folder and nothing else (FONTCONFIG_SYSROOT, which would move it, is
set aside). Fontconfig finds the two files there by their family name, "DejaVu Sans", as it finds
installed fonts: no @font-face rule, which would have WeasyPrint copy both files and register
them again for every document. A document also comes out the same on every machine: no installed
font can stand in for ours.

The configuration is written once a run, with the cache of the folder's fonts beside it, in a
temporary folder removed at exit: nothing is written in the user's or the system's font caches,
and none is needed. The variables are put back after each use, so that a program started
afterwards (a viewer, with --open) gets the user's. Within the process, Fontconfig's own default
may stay this configuration (Pango sets it up while a document is laid out); nothing else in
papayoo-print uses Fontconfig.
"""

import atexit
import html
import shutil
import tempfile
from contextlib import AbstractContextManager
from functools import cache
from pathlib import Path

from papayoo_print.documents.environment import variables
from papayoo_print.resources import fonts_dir

CONFIGURATION = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>{fonts}</dir>
  <cachedir>{cache}</cachedir>
</fontconfig>
"""


def own_fonts_only() -> AbstractContextManager[None]:
    """Fontconfig configured with the project's fonts alone while the block runs."""
    return variables(FONTCONFIG_FILE=str(_configuration()), FONTCONFIG_SYSROOT=None)


@cache
def _configuration() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="papayoo-print-fonts-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    path = folder / "fonts.conf"
    path.write_text(
        CONFIGURATION.format(fonts=html.escape(str(fonts_dir())), cache=html.escape(str(folder))),
        encoding="utf-8",
    )
    return path
