"""WeasyPrint imported with its libraries loaded by their Linux names: no compiler run first.

WeasyPrint (text/ffi.py) tries several names for each library it needs, the Windows and macOS
ones first. cffi hands each name that is not a loadable file to `ctypes.util.find_library`,
which on Linux runs ldconfig, gcc and ld to look for it: 19 names that do not exist here, each
searched for in vain, 0.2 to 0.3 s of every typeset document before any work. WeasyPrint's lists
also hold each library's Linux soname (`libpango-1.0.so.0`…), which the dynamic linker loads
directly. So when all of them load by those names, WeasyPrint is imported with `find_library`
answering "not found" at once: it reaches the sonames, and loads the very files it would have
found. Where a library has another name, or where that import fails all the same (a WeasyPrint
whose lists changed), WeasyPrint is imported as it is, looking the names up its own way.
tests/documents/test_libraries.py checks both, and that typesetting runs no program: a
WeasyPrint that no longer reaches the sonames this way is seen there.
"""

import contextlib
import io
import sys
from collections.abc import Iterator, Sequence

SONAMES = (
    "libgobject-2.0.so.0",
    "libpango-1.0.so.0",
    "libharfbuzz.so.0",
    "libharfbuzz-subset.so.0",
    "libfontconfig.so.1",
    "libpangoft2-1.0.so.0",
)
"""What WeasyPrint uses on Linux, as the dynamic linker names it (not harfbuzz-vector, which it
does without: it is loaded by its soname where it exists, as WeasyPrint would)."""


def import_weasyprint(sonames: Sequence[str] = SONAMES) -> None:
    """Import WeasyPrint, without a library lookup where `sonames` all load directly."""
    if "weasyprint.text.ffi" in sys.modules or not sys.platform.startswith("linux"):
        import weasyprint  # noqa: F401
        return
    import ctypes

    try:
        for soname in sonames:
            ctypes.CDLL(soname)
    except OSError:
        import weasyprint  # noqa: F401
        return
    try:
        # What WeasyPrint prints when a library is missing would be about this attempt only.
        with _no_library_lookup(), contextlib.redirect_stdout(io.StringIO()):
            import weasyprint  # noqa: F401
    except OSError:
        for name in [name for name in sys.modules if name.partition(".")[0] == "weasyprint"]:
            del sys.modules[name]  # what the failed import left: imported again from the start
        import weasyprint  # noqa: F401


@contextlib.contextmanager
def _no_library_lookup() -> Iterator[None]:
    import ctypes.util

    lookup = ctypes.util.find_library
    ctypes.util.find_library = _not_found
    try:
        yield
    finally:
        ctypes.util.find_library = lookup


def _not_found(name: str) -> None:
    return None
