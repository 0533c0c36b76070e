"""WeasyPrint imported with its libraries loaded by their Linux sonames: no program run first.

What it patches: `ctypes.util.find_library`, process-wide, for the time WeasyPrint is imported.
WeasyPrint (weasyprint/text/ffi.py) tries several names for each library it needs, the Windows
and macOS ones first; cffi hands each name that does not load to `find_library`, which on Linux
runs ldconfig, gcc and ld to look for it, in vain for each of those names. WeasyPrint's lists also
hold each library's Linux soname (`libpango-1.0.so.0`…), which the dynamic linker loads directly.
While WeasyPrint is imported, `find_library` answers "not found" at once: WeasyPrint reaches the
sonames and loads the very files its own lookup finds (tests/compat/test_weasyprint_libraries.py
compares them).

Verified on: WeasyPrint 70.0, with cffi 2.1.1, on Linux (glibc).

Guard: the installed WeasyPrint is VERIFIED (its distribution's metadata, read before it is
imported), the platform is Linux, WeasyPrint is not imported yet, and every one of SONAMES loads.
Otherwise WeasyPrint is imported as it is, looking its libraries up its own way. Where the import
fails all the same (a library that does not load by its soname after all), what it left in
`sys.modules` is removed and WeasyPrint is imported again, its own way, the message it printed
about the first attempt withheld.

Why it is kept: the lookup costs every typeset document well over 100 ms before any work;
benchmarks/bench_documents.py's line 4 measures `papayoo-print rules` with the patch and with its
guard off. The guard itself costs little: importing importlib.metadata, and looking the installed
release up.
"""

import contextlib
import io
import sys
from collections.abc import Iterator, Sequence

VERIFIED = "70.0"
"""The one release of WeasyPrint whose import this was checked against."""
SONAMES = (
    "libgobject-2.0.so.0",
    "libpango-1.0.so.0",
    "libharfbuzz.so.0",
    "libfontconfig.so.1",
    "libpangoft2-1.0.so.0",
)
"""What WeasyPrint needs on Linux, as the dynamic linker names it (not harfbuzz-subset nor
harfbuzz-vector, which it does without: each is loaded by its soname where it exists, as
WeasyPrint would)."""


def import_weasyprint(sonames: Sequence[str] = SONAMES) -> None:
    """Import WeasyPrint, without a library lookup where the guard holds for `sonames`."""
    if not _guard_holds(sonames):
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


def _guard_holds(sonames: Sequence[str]) -> bool:
    if "weasyprint.text.ffi" in sys.modules or not sys.platform.startswith("linux"):
        return False
    from importlib.metadata import PackageNotFoundError, version

    try:
        if version("weasyprint") != VERIFIED:
            return False
    except PackageNotFoundError:
        return False
    import ctypes

    try:
        for soname in sonames:
            ctypes.CDLL(soname)
    except OSError:
        return False
    return True


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
