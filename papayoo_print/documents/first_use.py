"""Two fontTools modules that WeasyPrint imports when it starts, imported at their first use.

WeasyPrint's PDF writer (weasyprint/pdf/fonts.py) imports fontTools' subsetter, its fallback
where HarfBuzz's subsetter is missing, and its variable-font instancer, for variable fonts only.
The documents need neither: HarfBuzz subsets their fonts (libraries.py loads it), and DejaVu Sans
is not a variable font. Importing both, with the parts of fontTools they pull in, is about 80 ms
of every typeset document. So while WeasyPrint is imported, each module is a stand-in in
`sys.modules`: the first time WeasyPrint reads a name from it, or calls a function named in
DEFERRED (which it took from it at import), the real module is imported and answers.

This relies on how WeasyPrint imports them, so it is done only where its PDF writer's source
says so, in the two lines of DEFERRED's shape (`weasyprints_fonttools`); any other WeasyPrint is
imported as it is. While they are in `sys.modules`, the stand-ins are plain modules, not
packages. They all leave it when WeasyPrint's import is over, so that any later import of these
modules gets the real ones; and sooner, as soon as one of them is used, so that the real module
imported then gets the real others (the instancer imports the subsetter, for what that import
adds to fontTools' tables). A module already imported is used as it is. One block at a time: the
stand-ins are the module's. tests/documents/test_first_use.py checks that a document imports
neither, and that a template's variable font and a WeasyPrint without HarfBuzz's subsetter get
them.
"""

import contextlib
import importlib
import importlib.util
import sys
import threading
import types
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

DEFERRED: Mapping[str, Sequence[str]] = {
    "fontTools.subset": (),
    "fontTools.varLib.instancer": ("instantiateVariableFont",),
}
"""Each module, with the functions WeasyPrint takes from it by name when it is imported."""
_STANDING: dict[str, "StandIn"] = {}
"""The stand-ins in `sys.modules`."""
_SWAP = threading.RLock()
"""Held while stand-ins leave `sys.modules`, and while a real module is imported in their place."""


def weasyprints_fonttools() -> Mapping[str, Sequence[str]]:
    """DEFERRED where WeasyPrint's PDF writer imports those modules in just those lines, else none."""
    spec = importlib.util.find_spec("weasyprint")  # the package found, not imported
    if spec is None or not spec.submodule_search_locations:
        return {}
    try:
        source = (Path(spec.submodule_search_locations[0]) / "pdf" / "fonts.py").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return {}
    return DEFERRED if imports_as_deferred(source) else {}


def imports_as_deferred(source: str) -> bool:
    """Whether `source`'s lines importing from these modules are DEFERRED's, and all of them."""
    expected = set()
    for name, functions in DEFERRED.items():
        package, _, module = name.rpartition(".")
        names = ", ".join(functions)
        expected.add(f"from {name} import {names}" if functions else f"from {package} import {module}")
    found = {line.strip() for line in source.splitlines() if "fontTools" in line and "import" in line
             and any(name.rpartition(".")[2] in line for name in DEFERRED)}
    return found == expected


@contextlib.contextmanager
def imported_at_first_use(modules: Mapping[str, Sequence[str]]) -> Iterator[None]:
    """While the block runs, `modules` not imported yet are stand-ins importing them when used."""
    with _SWAP:
        _STANDING.update({name: StandIn(name, functions) for name, functions in modules.items()
                          if name not in sys.modules})
        sys.modules.update(_STANDING)
    try:
        yield
    finally:
        with _SWAP:
            _leave()


def _leave() -> None:
    for name, stand_in in _STANDING.items():
        if sys.modules.get(name) is stand_in:
            del sys.modules[name]
    _STANDING.clear()


class StandIn(types.ModuleType):
    """A module, imported at the first attribute read from it or the first call of `functions`."""

    def __init__(self, name: str, functions: Sequence[str]) -> None:
        super().__init__(name)
        for function in functions:
            setattr(self, function, self._forwarding(function))

    def __getattr__(self, attribute: str) -> Any:
        if attribute.startswith("__") and attribute.endswith("__"):
            # What the import system asks (`__path__`: is it a package?): a plain module's answer.
            raise AttributeError(attribute)
        return getattr(self._real_module(), attribute)

    def _real_module(self) -> types.ModuleType:
        """The real module, imported the first time, with every stand-in out of the way."""
        with _SWAP:
            _leave()
            return importlib.import_module(self.__name__)

    def _forwarding(self, function: str) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            return getattr(self._real_module(), function)(*args, **kwargs)

        call.__name__ = call.__qualname__ = function
        call.__module__ = self.__name__
        return call
