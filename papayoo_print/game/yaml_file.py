"""Game files: YAML (or JSON, which YAML reads too) in; YAML (or JSON) out.

Reading keeps the line of every value, so that each problem is reported as `file:line: …`.
Values follow YAML 1.2's core schema, where only true and false are booleans: a player called
No or Yes stays a name. A key given twice in a mapping is an error, not a silent overwrite, and
so is a tag: a game file holds names, numbers, lists and mappings, nothing else. Writing quotes
every string that a YAML 1.1 or 1.2 reader would take for anything but text ("1e5", "No").
"""

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from papayoo_print.errors import Problem, UserError
from papayoo_print.game.data import game_data
from papayoo_print.game.file_bytes import read_bytes
from papayoo_print.game.model import Game
from papayoo_print.game.reading import read_game
from papayoo_print.game.values import MAX_DIGITS, shown
from papayoo_print.output import write_atomic
from papayoo_print.words import ui_gettext as _

class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """PyYAML's loader without its YAML 1.1 guesses for plain scalars (`_scalar` applies YAML
    1.2's core schema instead): resolving each one against a dozen patterns is wasted work."""

    yaml_implicit_resolvers: dict[str, list[Any]] = {}

MAX_VALUES = 100_000
"""Far more values than an 8-player game of 100 rounds holds, even card by card."""
MAX_DEPTH = 16
"""A game file nests four levels deep: rounds, a round, its cards, a player's cards."""

_NULL = re.compile(r"^(?:~|null|Null|NULL|)$")
_TRUE = re.compile(r"^(?:true|True|TRUE)$")
_FALSE = re.compile(r"^(?:false|False|FALSE)$")
_INT = re.compile(r"^[-+]?[0-9]+$")
_FLOAT = re.compile(r"^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$")
_OTHER_CORE = re.compile(r"^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$")
"""YAML 1.2 core's other numbers: read as text here, but quoted when written, for other readers."""
_STANDARD_TAGS = {
    f"tag:yaml.org,2002:{kind}"
    for kind in ("str", "int", "float", "bool", "null", "seq", "map", "timestamp", "binary", "merge", "value")
}
"""YAML's own types (whose values are read as plain data here); any other tag, such as PyYAML's
!!python/object, is refused."""


class _Located:
    """Plain data built from YAML nodes, and the line (1-based) each path starts on."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.lines: dict[tuple[Any, ...], int] = {}
        self.duplicates: list[Problem] = []
        self.seen: set[int] = set()
        """The nodes built so far: one met twice is an alias's."""
        self.aliased = False

    def build(self, node: yaml.Node, path: tuple[Any, ...]) -> Any:
        line = node.start_mark.line + 1
        self.aliased = self.aliased or id(node) in self.seen
        self.seen.add(id(node))
        if len(self.lines) > MAX_VALUES or len(path) > MAX_DEPTH:
            raise UserError(Problem(self.too_much(len(path) > MAX_DEPTH), file=self.source, line=line))
        if node.tag not in _STANDARD_TAGS:
            tag = node.tag.replace("tag:yaml.org,2002:", "!!")
            message = _("the tag {tag} is not allowed: a game file holds only plain values").format(
                tag=shown(tag)
            )
            raise UserError(Problem(message, file=self.source, line=line))
        self.lines[path] = line
        if isinstance(node, yaml.MappingNode):
            data: dict[Any, Any] = {}
            for key_node, value_node in node.value:
                key = _scalar(key_node) if isinstance(key_node, yaml.ScalarNode) else "(a collection)"
                if key in data:
                    self.duplicates.append(
                        Problem(
                            _("{key} is given twice (first on line {line})").format(
                                key=shown(key), line=self.lines[(*path, key)]
                            ),
                            file=self.source,
                            line=key_node.start_mark.line + 1,
                        )
                    )
                    continue
                data[key] = self.build(value_node, (*path, key))
                self.lines[(*path, key)] = key_node.start_mark.line + 1
            return data
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, (*path, index)) for index, item in enumerate(node.value)]
        return _scalar(node)

    def too_much(self, deep: bool) -> str:
        if self.aliased:
            return _("far too large or deep for a game: an alias repeats a part of it")
        if deep:
            return _("nested more than {depth} levels deep: far too deep for a game").format(depth=MAX_DEPTH)
        return _("more than {count} values: far too large for a game").format(count=MAX_VALUES)

    def line(self, path: tuple[Any, ...]) -> int:
        """The line of `path`, or of the nearest value above it that has one."""
        while path not in self.lines and path:
            path = path[:-1]
        return self.lines.get(path, 1)


def _scalar(node: yaml.ScalarNode) -> Any:
    """YAML 1.2 core schema for plain scalars; anything quoted or in a block is text."""
    value = node.value
    if node.style:  # quoted, literal or folded; plain is None or ""
        return value
    if _NULL.match(value):
        return None
    if _TRUE.match(value):
        return True
    if _FALSE.match(value):
        return False
    if len(value) > MAX_DIGITS:
        return value  # no number a game holds: text, named as written by the checks
    if _INT.match(value):
        return int(value)
    if _FLOAT.match(value):
        return float(value)
    return value


def parse_yaml(text: str, source: str) -> tuple[Any, _Located]:
    located = _Located(source)
    try:
        if len(text) > MAX_VALUES // 2:
            _count_values(text, source)
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        problem = str(error.problem)
        if problem.startswith("but ") and error.context:  # "but found another document"
            problem = f"{error.context}, {problem}"
        message = _("this is not valid YAML: {problem}").format(problem=problem)
        raise UserError(Problem(message, file=source, line=line)) from None
    except yaml.reader.ReaderError as error:  # a character YAML does not allow, such as NUL
        line = text[: error.position].count("\n") + 1
        message = _("this is not valid YAML: {problem}").format(problem=str(error).splitlines()[0])
        raise UserError(Problem(message, file=source, line=line)) from None
    except yaml.YAMLError as error:
        raise UserError(
            Problem(_("this is not valid YAML: {problem}").format(problem=error), file=source)
        ) from None
    data = located.build(node, ()) if node is not None else None
    if located.duplicates:
        raise UserError(*located.duplicates)
    return data, located


def _count_values(text: str, source: str) -> None:
    """Refuse a file of more than MAX_VALUES values before building any of them: reading its
    events costs a fraction of what a million small values would take to build. A text holds at
    most about one value per character ("?" on a line of its own is a key and its value, two in
    two), so one of half as many characters has too few to count; `_Located.build` counts them
    anyway."""
    loader = _Loader(text)
    try:
        values = 0
        while loader.check_event():
            event = loader.get_event()
            if isinstance(event, (yaml.ScalarEvent, yaml.AliasEvent)):
                values += 1
                if values > MAX_VALUES:
                    message = _("more than {count} values: far too large for a game").format(count=MAX_VALUES)
                    raise UserError(Problem(message, file=source, line=event.start_mark.line + 1))
    finally:
        loader.dispose()


def read_text(path: Path) -> str:
    """The text of a game file: UTF-8, with or without a byte order mark."""
    data = read_bytes(path)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise UserError(Problem(_("the file is not UTF-8 text"), file=str(path), line=line)) from None


def load_game(path: Path) -> Game:
    """The game in the file at `path`; a UserError lists every problem, with its line."""
    data, located = parse_yaml(read_text(path), str(path))
    try:
        return read_game(data)
    except UserError as error:
        problems = (
            problem._replace(file=str(path), line=located.line(problem.path)) for problem in error.problems
        )
        raise UserError(*sorted(problems, key=lambda problem: problem.line or 0)) from None


class QuotingDumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):  # type: ignore[misc]
    """PyYAML's dumper, quoting the strings its YAML 1.1 resolver would not: "1e5", "0x1F"."""


def _represent_text(dumper: yaml.SafeDumper, text: str) -> yaml.ScalarNode:
    style = '"' if _plain_is_not_text(text) else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=style)


def _plain_is_not_text(text: str) -> bool:
    return any(pattern.match(text) for pattern in (_NULL, _TRUE, _FALSE, _INT, _FLOAT, _OTHER_CORE))


QuotingDumper.add_representer(str, _represent_text)


@dataclass(frozen=True)
class Comments:
    """What `dump_game` writes as comments: each text a `# ` line (one per line of the text)."""

    top: Sequence[str] = ()
    """Above the game."""
    rounds: Mapping[int, Sequence[str]] = field(default_factory=dict)
    """Above the round of that number (from 1); past the last round, at the end of the file."""


def dump_game(game: Game, comments: Comments | None = None) -> str:
    """The game as YAML: block style for the file's keys, one flow mapping per round's scores,
    and the `comments` where they say."""
    comments = comments or Comments()
    data = game_data(game)
    rounds = data.pop("rounds")
    parts = [*map(_comment, comments.top), _yaml(data)]
    if rounds:
        parts.append("rounds:\n")
        for number, round_data in enumerate(rounds, start=1):
            parts += [*map(_comment, comments.rounds.get(number, ())), _yaml([round_data])]
    else:
        parts.append(_yaml({"rounds": []}))
    later = sorted(number for number in comments.rounds if number > len(rounds))
    parts += [_comment(text) for number in later for text in comments.rounds[number]]
    return "".join(parts)


def _yaml(data: object) -> str:
    return yaml.dump(data, Dumper=QuotingDumper, sort_keys=False, allow_unicode=True,
                     default_flow_style=None, width=100)


_NOT_IN_YAML = "[^\t\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]"
"""What a YAML stream may not hold, even in a comment (compiled, and cached by re, at first use:
only scan writes comments)."""


def _comment(text: str) -> str:
    """`text` as comment lines: a line break in it (a photo's name may hold one) starts another
    `# ` line, and a character YAML refuses is written as its Python escape."""
    lines = text.splitlines() or [""]
    return "".join(
        "# " + re.sub(_NOT_IN_YAML, lambda found: repr(found[0])[1:-1], line) + "\n" for line in lines
    )


def save_game(game: Game, path: Path, *, new: bool = False) -> None:
    """Write the game as YAML, or as JSON when the file's name ends in .json; with `new`, never
    over a file (see write_atomic)."""
    if path.suffix.lower() == ".json":
        import json

        text = json.dumps(game_data(game), ensure_ascii=False, indent=2) + "\n"
    else:
        text = dump_game(game)
    write_atomic(path, text.encode("utf-8"), new=new)
