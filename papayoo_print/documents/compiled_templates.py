"""Each template compiled once a process, whichever typesetter asks for it: a club night's
tables, or a sheet and its back, each have their own Typesetter (a language, a paper, a folder of
templates), and Jinja2 keeps what it compiled with the environment that compiled it.

The compiled code is kept under the template's name and file and used again only while the file
holds the same text (Jinja2's checksum of it). Every Typesetter's environment is made alike
(typesetter.py), so code compiled for one runs the same in another.
"""

from types import CodeType

from jinja2 import BytecodeCache
from jinja2.bccache import Bucket


class CompiledTemplates(BytecodeCache):
    """Jinja2's bytecode cache, in memory."""

    def __init__(self) -> None:
        self._code: dict[str, tuple[str, CodeType]] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        kept = self._code.get(bucket.key)
        if kept is not None and kept[0] == bucket.checksum:
            bucket.code = kept[1]

    def dump_bytecode(self, bucket: Bucket) -> None:
        if bucket.code is not None:
            self._code[bucket.key] = (bucket.checksum, bucket.code)


COMPILED = CompiledTemplates()
