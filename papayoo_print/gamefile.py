"""Game files: YAML (or JSON, which YAML reads too) in; YAML (or JSON) out.

Reading keeps the line of every value, so that each problem is reported as `file:line: …`.
Values follow YAML 1.2's core schema, where only true and false are booleans: a player called
No or Yes stays a name. A key given twice in a mapping is an error, not a silent overwrite.
"""

import re
from pathlib import Path
from typing import Any

import yaml

from papayoo_print.errors import UserError
from papayoo_print.game import Game, GameError, game_data, read_game
from papayoo_print.output import write_atomic

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

MAX_VALUES = 100_000
"""Far more values than an 8-player game of 100 rounds holds, even card by card."""
MAX_DEPTH = 16
"""A game file nests four levels deep: rounds, a round, its cards, a player's cards."""

_NULL = re.compile(r"^(?:~|null|Null|NULL|)$")
_TRUE = re.compile(r"^(?:true|True|TRUE)$")
_FALSE = re.compile(r"^(?:false|False|FALSE)$")
_INT = re.compile(r"^[-+]?[0-9]+$")
_FLOAT = re.compile(r"^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$")


class GameFileError(UserError):
    """Every problem in one file, one `file:line: message` line each."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines

    def format_message(self) -> str:
        return "\n".join(self.lines)


class _Located:
    """Plain data built from YAML nodes, and the line (1-based) each path starts on."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.lines: dict[tuple[Any, ...], int] = {}
        self.duplicates: list[str] = []

    def build(self, node: yaml.Node, path: tuple[Any, ...]) -> Any:
        if len(self.lines) > MAX_VALUES or len(path) > MAX_DEPTH:  # aliases can make it vast, or endless
            line = node.start_mark.line + 1
            message = "far too large or deep for a game (an alias repeats it)"
            raise GameFileError([f"{self.source}:{line}: {message}"])
        self.lines[path] = node.start_mark.line + 1
        if isinstance(node, yaml.MappingNode):
            data: dict[Any, Any] = {}
            for key_node, value_node in node.value:
                key = _scalar(key_node) if isinstance(key_node, yaml.ScalarNode) else "(a collection)"
                if key in data:
                    self.duplicates.append(
                        f"{self.source}:{key_node.start_mark.line + 1}: {key!r} is given twice"
                        f" (first on line {self.lines[(*path, key)]})"
                    )
                    continue
                data[key] = self.build(value_node, (*path, key))
                self.lines[(*path, key)] = key_node.start_mark.line + 1
            return data
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, (*path, index)) for index, item in enumerate(node.value)]
        return _scalar(node)

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
    if _INT.match(value):
        return int(value)
    if _FLOAT.match(value):
        return float(value)
    return value


def parse_yaml(text: str, source: str) -> tuple[Any, _Located]:
    located = _Located(source)
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        raise GameFileError([f"{source}:{line}: this is not valid YAML: {error.problem}"]) from None
    except yaml.YAMLError as error:
        raise GameFileError([f"{source}: this is not valid YAML: {error}"]) from None
    data = located.build(node, ()) if node is not None else None
    if located.duplicates:
        raise GameFileError(located.duplicates)
    return data, located


def read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise UserError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise UserError(f"{path}: is a folder, not a game file") from None
    except UnicodeDecodeError as error:
        line = path.read_bytes()[: error.start].count(b"\n") + 1
        raise UserError(f"{path}:{line}: the file is not UTF-8 text") from None
    except OSError as error:
        raise UserError(f"{path}: cannot read it ({error.strerror})") from None


def load_game(path: Path) -> Game:
    """The game in the file at `path`; a GameFileError lists every problem, with its line."""
    data, located = parse_yaml(read_text(path), str(path))
    try:
        return read_game(data)
    except GameError as error:
        located_problems = sorted(
            ((located.line(problem.path), problem.message) for problem in error.problems),
            key=lambda item: item[0],
        )
        raise GameFileError([f"{path}:{line}: {message}" for line, message in located_problems]) from None


def dump_game(game: Game) -> str:
    """The game as YAML: block style for the file's keys, one flow mapping per round's scores."""
    return yaml.dump(
        game_data(game),
        Dumper=_Dumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=None,
        width=100,
    )


def save_game(game: Game, path: Path) -> None:
    """Write the game as YAML, or as JSON when the file's name ends in .json."""
    if path.suffix.lower() == ".json":
        import json

        text = json.dumps(game_data(game), ensure_ascii=False, indent=2) + "\n"
    else:
        text = dump_game(game)
    write_atomic(path, text.encode("utf-8"))
