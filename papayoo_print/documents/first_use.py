"""Two fontTools modules that WeasyPrint imports when it starts, imported at their first use.

WeasyPrint's PDF writer (weasyprint/pdf/fonts.py) imports fontTools' subsetter, its fallback
where HarfBuzz's subsetter is missing, and its variable-font instancer, for variable fonts only.
The documents need neither: HarfBuzz subsets their fonts (libraries.py loads it), and DejaVu Sans
is not a variable font. Importing both, with the parts of fontTools they pull in, is about 80 ms
of every typeset document. So while WeasyPrint is imported, each module is a stand-in in
`sys.modules`: the first time WeasyPrint reads a name from it, or calls a function named in
DEFERRED (which it took from it at import), the real module is imported and answers. The
stand-ins leave `sys.modules` when WeasyPrint's import is over, so any other import of these
modules gets the real ones (while they are there, they are plain modules, not packages). A module
already imported is used as it is. A WeasyPrint that reads from them as it starts gets the real
modules then: slower, never wrong, and tests/documents/test_first_use.py sees it.
"""

import contextlib
import importlib
import sys
import threading
import types
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

DEFERRED: Mapping[str, Sequence[str]] = {
    "fontTools.subset": (),
    "fontTools.varLib.instancer": ("instantiateVariableFont",),
}
"""Each module, with the functions WeasyPrint takes from it by name when it is imported."""
_SWAP = threading.Lock()
"""Held while a stand-in leaves `sys.modules` for its real module: by one thread at a time."""


@contextlib.contextmanager
def imported_at_first_use(modules: Mapping[str, Sequence[str]] = DEFERRED) -> Iterator[None]:
    """While the block runs, `modules` not imported yet are stand-ins importing them when used."""
    stand_ins = {name: StandIn(name, functions) for name, functions in modules.items()
                 if name not in sys.modules}
    sys.modules.update(stand_ins)
    try:
        yield
    finally:
        for name, stand_in in stand_ins.items():
            if sys.modules.get(name) is stand_in:
                del sys.modules[name]


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
        """The real module, imported the first time."""
        with _SWAP:
            if sys.modules.get(self.__name__) is self:
                del sys.modules[self.__name__]
            return importlib.import_module(self.__name__)

    def _forwarding(self, function: str) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            return getattr(self._real_module(), function)(*args, **kwargs)

        call.__name__ = call.__qualname__ = function
        return call
