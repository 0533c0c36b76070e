"""Rewriting a game file after a round is added or removed, keeping what a person wrote in it.

Only the lines of the round added or removed change: every comment, blank line, quote and
indentation elsewhere stays byte for byte, found from the position PyYAML gives each value (a
round-trip library such as ruamel.yaml re-emits the whole file instead, and changes its
indentation, comment columns and flow spacing). A new round follows the style of the last one:
its indentation, key order, scores in braces or one per line, and the blank lines between
rounds; names are quoted as `game new` quotes them. Removing the round just added gives back
the file as it was.

The new text is read back, as any command reads it, before it is written: unless it holds
exactly the intended game, the whole file is rewritten from the game instead, as it is when the
file is JSON, holds an alias, or is written as one flow mapping.
"""

import codecs
import io
import re
from pathlib import Path
from typing import Any

import yaml

from papayoo_print.errors import UserError
from papayoo_print.game.data import game_data
from papayoo_print.game.model import Game
from papayoo_print.game.reading import read_game
from papayoo_print.game.yaml_file import QuotingDumper, parse_yaml, read_text, save_game
from papayoo_print.output import write_atomic

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_POINTS = ("scores", "cards")
_DASH = re.compile(r"^( *)-( +)$")
"""What comes before a block sequence item's first key on its line: the dash and its spaces."""
_NO_WRAP = 1_000_000
_INDENT = 2
"""Where no round shows how to indent one: as the example files do."""


class _Unsupported(Exception):
    """A document this module does not edit in place: the whole file is rewritten instead."""


_CANNOT_EDIT = (_Unsupported, UserError, yaml.YAMLError, OSError)
"""What makes `_edited` give up and the file be rewritten whole: a document it does not edit in
place, a file that no longer reads (as a game, as YAML, at all), an edit that reads back wrong.
Any other exception is a bug, and is raised."""


def save_changed_game(path: Path, game: Game) -> None:
    """Save `game`, which is the game in the file at `path` with a round added or removed."""
    text = None if path.suffix.lower() == ".json" else _edited(path, game)
    if text is None:
        save_game(game, path)
    else:
        write_atomic(path, text.encode("utf-8"))


def _edited(path: Path, game: Game) -> str | None:
    """The file's text with the round added or removed, or None: rewrite it all."""
    try:
        text = read_text(path)
        document = _Document(text)
        rounds = document.rounds.value if isinstance(document.rounds, yaml.SequenceNode) else []
        if len(game.rounds) == len(rounds) + 1:
            new = document.with_round(game_data(game)["rounds"][-1])
        elif len(game.rounds) == len(rounds) - 1:
            new = document.without_last_round()
        elif len(game.rounds) == len(rounds):
            new = text
        else:
            return None
        # What changed is judged by the count of rounds alone: reading the new text back is
        # what makes sure that the file holds `game`, and nothing else.
        data, _located = parse_yaml(new, str(path))
        if read_game(data) != game:
            return None
        with open(path, "rb") as stream:
            bom = codecs.BOM_UTF8.decode() if stream.read(3) == codecs.BOM_UTF8 else ""
        return bom + new
    except _CANNOT_EDIT:
        return None


class _Document:
    """A game file's text and the YAML nodes (with their positions) it holds."""

    def __init__(self, text: str) -> None:
        self.text = text
        crlf = text.count("\r\n")
        if text.count("\r") != crlf:  # a line break YAML reads but this module would not
            raise _Unsupported
        self.eol = "\r\n" if crlf and crlf == text.count("\n") else "\n"
        root = yaml.compose(text, Loader=_Loader)
        if not isinstance(root, yaml.MappingNode) or root.flow_style or _has_alias(root):
            raise _Unsupported
        self.root = root
        self.key: yaml.Node | None = None
        self.rounds: yaml.Node | None = None
        for key, value in root.value:
            if isinstance(key, yaml.ScalarNode) and key.value == "rounds":
                self.key, self.rounds = key, value

    def line_end(self, index: int) -> int:
        """Where the line holding `index` ends: the position of its line break, or the end."""
        if self.text.endswith(self.eol, 0, index):  # a block scalar ends after its line break
            return index - len(self.eol)
        found = self.text.find(self.eol, index)
        return len(self.text) if found < 0 else found

    def content_end(self, node: yaml.Node) -> int:
        """Where the line of the node's last value ends (its comment stays with it)."""
        return self.line_end(_last_index(node))

    def without_last_round(self) -> str:
        text, rounds = self.text, self.rounds
        if not isinstance(rounds, yaml.SequenceNode) or not rounds.value:
            raise _Unsupported
        items = rounds.value
        if rounds.flow_style:
            start = items[-2].end_mark.index if len(items) > 1 else rounds.start_mark.index + 1
            return text[:start] + text[items[-1].end_mark.index :]
        end = self.content_end(items[-1])
        if len(items) > 1:
            return text[: self.content_end(items[-2])] + text[end:]
        colon = self.colon()
        return text[: colon + 1] + " []" + text[colon + 1 : self.line_end(colon)] + text[end:]

    def colon(self) -> int:
        """Where the colon after the `rounds` key is (`? rounds` alone has none)."""
        assert self.key is not None
        found = self.text.find(":", self.key.end_mark.index)
        if found < 0:
            raise _Unsupported
        return found

    def with_round(self, round_data: dict[str, Any]) -> str:
        text, rounds = self.text, self.rounds
        if isinstance(rounds, yaml.SequenceNode) and rounds.value:
            last = rounds.value[-1]
            if rounds.flow_style:
                at = last.end_mark.index
                return text[:at] + ", " + _emitted(round_data, _Style(flow=True)) + text[at:]
            at = self.content_end(last)
            lines = self.blank_lines_between_rounds() + self.item_lines(round_data, self.style())
            return text[:at] + "".join(self.eol + line for line in lines) + text[at:]
        if rounds is None:  # no rounds: key: it goes after the last key
            at = self.content_end(self.root)
            indent = " " * self.root.start_mark.column
            lines = [indent + "rounds:", *self.item_lines(round_data, _Style(dash=len(indent) + _INDENT))]
            return text[:at] + "".join(self.eol + line for line in lines) + text[at:]
        return self.replacing_empty_rounds(round_data)

    def replacing_empty_rounds(self, round_data: dict[str, Any]) -> str:
        """`rounds: []`, `rounds:` or `rounds: ~` become a block sequence of one round."""
        text, rounds = self.text, self.rounds
        assert rounds is not None and self.key is not None
        empty = rounds.value in ("", "~", "null", "Null", "NULL", [])
        if not empty or rounds.tag not in ("tag:yaml.org,2002:null", "tag:yaml.org,2002:seq"):
            raise _Unsupported
        colon = self.colon()
        key_line_end = self.line_end(colon)
        start, end = rounds.start_mark.index, rounds.end_mark.index
        if start == end:  # `rounds:` with no value
            head, tail = text[: colon + 1], text[colon + 1 : key_line_end]
        elif colon < start and end <= key_line_end:
            head, tail = text[:start].rstrip(" \t"), text[end:key_line_end]
        else:
            raise _Unsupported
        style = _Style(dash=self.key.start_mark.column + _INDENT)
        lines = self.item_lines(round_data, style)
        return head + tail + "".join(self.eol + line for line in lines) + text[key_line_end:]

    def blank_lines_between_rounds(self) -> list[str]:
        """As many blank lines as there are between the last two rounds."""
        assert isinstance(self.rounds, yaml.SequenceNode)
        items = self.rounds.value
        if len(items) < 2:
            return []
        between = self.text[self.content_end(items[-2]) : items[-1].start_mark.index]
        return [""] * sum(not line.strip() for line in between.split(self.eol)[1:-1])

    def style(self) -> "_Style":
        """How the last round is written, for the new one to be written the same way."""
        assert isinstance(self.rounds, yaml.SequenceNode)
        last = self.rounds.value[-1]
        dash = self.rounds.start_mark.column
        content = dash + _INDENT
        line_start = self.text.rfind("\n", 0, last.start_mark.index) + 1
        if found := _DASH.match(self.text[line_start : last.start_mark.index]):
            dash, content = len(found[1]), last.start_mark.column
        style = _Style(dash=dash, content=content, flow=bool(last.flow_style))
        if isinstance(last, yaml.MappingNode):
            style.order = [_kind(key.value) for key, _value in last.value if isinstance(key, yaml.ScalarNode)]
        for item in reversed(self.rounds.value):  # the last scores: and the last cards:
            for key, value in item.value if isinstance(item, yaml.MappingNode) else ():
                if key.value in _POINTS and key.value not in style.points:
                    block = isinstance(value, yaml.MappingNode) and bool(value.value) and not value.flow_style
                    indent = value.value[0][0].start_mark.column - key.start_mark.column if block else _INDENT
                    style.points[key.value] = (not block, indent)
        return style

    def item_lines(self, round_data: dict[str, Any], style: "_Style") -> list[str]:
        emitted = _emitted(round_data, style).split("\n")
        first = " " * style.dash + "-" + " " * (style.content - style.dash - 1)
        return [first + emitted[0], *(" " * style.content + line for line in emitted[1:])]


class _Style:
    """The layout of a round: where its dash and keys go, braces or block, key order."""

    def __init__(self, dash: int = 0, content: int | None = None, flow: bool = False) -> None:
        self.dash = dash
        self.content = dash + _INDENT if content is None else content
        self.flow = flow
        self.points: dict[str, tuple[bool, int]] = {}
        """For scores: and cards:, in braces or not, and how far in their names go."""
        self.order: list[str] = []


def _emitted(round_data: dict[str, Any], style: _Style) -> str:
    """The round as YAML, without its final line break, quoted as `game new` quotes names."""
    known = {kind: index for index, kind in enumerate(style.order)}
    ordered = sorted(round_data, key=lambda key: known.get(_kind(key), len(known)))
    points = "cards" if "cards" in round_data else "scores"
    flow, indent = style.points.get(points, (points == "scores", _INDENT))
    indent = indent if 2 <= indent <= 9 else _INDENT
    stream = io.StringIO()
    dumper = QuotingDumper(
        stream, allow_unicode=True, width=_NO_WRAP, indent=indent, sort_keys=False, default_flow_style=True
    )
    try:
        node = dumper.represent_data({key: round_data[key] for key in ordered})
        node.flow_style = style.flow
        for key, value in node.value:
            if key.value == points:
                value.flow_style = style.flow or flow
        dumper.open()
        dumper.serialize(node)
        dumper.close()
    finally:
        dumper.dispose()
    return stream.getvalue().rstrip("\n")


def _kind(key: str) -> str:
    """Scores and cards take each other's place in the order of a round's keys."""
    return "points" if key in _POINTS else key


def _last_index(node: yaml.Node) -> int:
    """Where the last value of `node` ends (a block collection ends only where the next begins)."""
    if isinstance(node, yaml.ScalarNode) or node.flow_style:
        return node.end_mark.index
    if isinstance(node, yaml.MappingNode):
        return max(_last_index(child) for pair in node.value for child in pair)
    return max(_last_index(child) for child in node.value)


def _has_alias(root: yaml.Node) -> bool:
    """An alias stands for a node met before: editing text around it could change both places."""
    seen: set[int] = set()
    waiting = [root]
    while waiting:
        node = waiting.pop()
        if id(node) in seen:
            return True
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            waiting.extend(child for pair in node.value for child in pair)
        elif isinstance(node, yaml.SequenceNode):
            waiting.extend(node.value)
    return False
