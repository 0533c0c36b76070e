"""Jinja2's sandbox for a user's templates, bounded, and speaking the user's language.

Beyond what Jinja2's sandbox refuses (Python's internals, changing a list in place), no single
step may make a value larger than a page may hold (MAX_VALUE characters) or a number of more
than MAX_INTEGER_BITS bits: `"x" * 4000000000`, `10 ** 10 ** 9`, `"%9999999999d" % 1`,
`"{:>9999999999}".format(1)`, `"x".center(…)`, `s | indent(…)`, `lipsum(n=100000)` are refused
before they run, at the template's line, instead of taking gigabytes or hours in one call that
no time limit can stop. A list weighs its items and theirs: `[big] * 1000` is refused too. What
is built step by step is held by the budgets (budgets.py). Every refusal, and every undefined
value, is said from the catalogs (Refused, BoundedUndefined).
"""

import functools
import re
from collections.abc import Callable
from typing import Any

from jinja2 import StrictUndefined
from jinja2.runtime import Context
from jinja2.sandbox import (
    ImmutableSandboxedEnvironment,
    SandboxedEscapeFormatter,
    SandboxedFormatter,
    SecurityError,
)
from jinja2.utils import generate_lorem_ipsum, missing
from markupsafe import Markup

from papayoo_print.documents.budgets import MAX_HTML_CHARACTERS
from papayoo_print.words import ui_gettext as _

MAX_VALUE = MAX_HTML_CHARACTERS
MAX_INTEGER_BITS = 100_000
"""Some 30,000 digits; Python writes no integer of more than 4,300."""
MAX_RANGE = 100_000
"""As Jinja2's sandbox has it."""
MAX_DEPTH = 50
"""Lists within lists: deeper is weighed as too heavy."""
LOREM_CHARACTERS = 12
"""Of a word of lipsum(), with its space, at most."""


class Refused(SecurityError):
    """A step a user's template may not take; its message is in the user's language."""


class BoundedUndefined(StrictUndefined):
    """StrictUndefined, saying what is undefined from the catalogs."""

    __slots__ = ()

    @property
    def _undefined_message(self) -> str:
        hint, name, value = self._undefined_hint, self._undefined_name, self._undefined_obj
        if self._undefined_exception is Refused and hint:
            return hint
        if hint and hint.startswith("parameter "):
            return _("the parameter {name} was not given").format(name=repr(name))
        if value is missing and name is not None:
            return _("{name} is undefined").format(name=repr(name))
        if value is missing:
            return _("a value that is not there is used here")
        if isinstance(name, str):
            message = _("the value ({type}) has no attribute {name}")
        else:
            message = _("the value ({type}) has no element {name}")
        return message.format(type=type(value).__name__, name=repr(name))


def weight(value: Any, depth: int = 0) -> int:
    """What a value weighs once written out, counted until it is over MAX_VALUE: a text, its
    characters; a list, a tuple, a set or a dict, its items and what they weigh; anything else, 1."""
    if isinstance(value, (str, bytes, bytearray)):
        return len(value)
    if not isinstance(value, (list, tuple, set, frozenset, dict)):
        return 1
    if depth > MAX_DEPTH:
        return MAX_VALUE + 1
    total = len(value)
    for item in value.items() if isinstance(value, dict) else value:
        total += weight(item, depth + 1)
        if total > MAX_VALUE:
            break
    return total


def at_most(size: int) -> None:
    """Refused where a step would make more than MAX_VALUE characters."""
    if size > MAX_VALUE:
        message = _("this would make {size} characters at once, more than a page holds ({most})")
        raise Refused(message.format(size=size, most=MAX_VALUE))


def _bits_at_most(bits: int) -> None:
    if bits > MAX_INTEGER_BITS:
        message = _(
            "this would make a number of some {digits} digits: a template's numbers have at most {most}"
        )
        raise Refused(message.format(digits=bits * 3 // 10, most=MAX_INTEGER_BITS * 3 // 10))


def _is_sequence(value: Any) -> bool:
    return isinstance(value, (str, bytes, bytearray, list, tuple))


def _is_integer(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_operation(operator: str, left: Any, right: Any) -> None:
    """Refused where `left operator right` would make too large a value."""
    if operator == "*" and _is_integer(left) and _is_integer(right):
        _bits_at_most(left.bit_length() + right.bit_length())
    elif operator == "*" and _is_integer(right) and _is_sequence(left):
        at_most(weight(left) * right)
    elif operator == "*" and _is_integer(left) and _is_sequence(right):
        at_most(left * weight(right))
    elif operator == "**" and _is_integer(left) and _is_integer(right) and right > 0 and abs(left) > 1:
        _bits_at_most(left.bit_length() * right)
    elif operator == "+" and _is_sequence(left) and _is_sequence(right):
        at_most(weight(left) + weight(right))
    elif operator == "%" and isinstance(left, (str, bytes, bytearray)):
        at_most(percent_weight(left if isinstance(left, str) else left.decode("latin-1"), right))


_PERCENT_FIELD = re.compile(r"%(?:\([^)]*\))?[-#0 +]*(\*|\d+)?(?:\.(\*|\d+))?")
_FORMAT_SPEC = re.compile(r"(?:.?[<>=^])?[-+ ]?z?#?0?(\d*)[,_]?(?:\.(\d+))?[a-zA-Z%]?")


def _width(digits: str | None) -> int:
    if not digits:
        return 0
    return int(digits) if len(digits) <= 12 else MAX_VALUE + 1


def percent_weight(template: str, values: Any) -> int:
    """What `template % values` may weigh: the template, its fields' widths and precisions
    (those given by `*` among the values), and the values."""
    widths = 0
    for match in _PERCENT_FIELD.finditer(template):
        for part in match.groups():
            if part == "*":
                given = values if isinstance(values, tuple) else (values,)
                widths += sum(value for value in given if _is_integer(value) and value > 0)
            else:
                widths += _width(part)
    return len(template) + widths + weight(values)


def _spec_weight(spec: str) -> int:
    match = _FORMAT_SPEC.fullmatch(spec)
    return _width(match.group(1)) + _width(match.group(2)) if match else 0


class _Widths:
    """A str.format formatter that refuses a field too wide before formatting it."""

    def format_field(self, value: Any, format_spec: str) -> Any:
        at_most(_spec_weight(format_spec) + weight(value))
        return super().format_field(value, format_spec)  # type: ignore[misc]


class _BoundedFormatter(_Widths, SandboxedFormatter):
    pass


class _BoundedEscapeFormatter(_Widths, SandboxedEscapeFormatter):
    pass


def _replaced(text: str, old: str, new: str, count: int = -1) -> int:
    found = text.count(old) if old else len(text) + 1
    if _is_integer(count) and count >= 0:
        found = min(found, count)
    return len(text) + found * len(new)


def _indented(text: str, width: int | str = 4, *options: Any, **named: Any) -> int:
    indent = width if _is_integer(width) else len(str(width))
    return len(text) + (text.count("\n") + 1) * int(indent)


def _tabs(text: str | bytes) -> int:
    return text.count("\t") if isinstance(text, str) else text.count(b"\t")


def _joined(separator: str, items: Any) -> int:
    return len(separator) * len(items) + weight(list(items))


METHODS: dict[str, Callable[..., int]] = {
    "center": lambda text, width, *fill: width,
    "ljust": lambda text, width, *fill: width,
    "rjust": lambda text, width, *fill: width,
    "zfill": lambda text, width: width,
    "expandtabs": lambda text, tabsize=8: len(text) + _tabs(text) * tabsize,
    "replace": _replaced,
    "join": _joined,
}
"""What each method of a text (or of bytes) that can make it larger may weigh, from its arguments."""

FILTERS: dict[str, Callable[..., int]] = {
    "center": lambda value, width=80: width,
    "indent": lambda s, *options, **named: _indented(str(s), *options, **named),
    "replace": lambda context, s, old, new, count=None: _replaced(
        str(s), old, new, -1 if count is None else count
    ),
    "join": lambda context, value, d="", attribute=None: _joined(str(d), value),
    "batch": lambda value, linecount, fill_with=None: 0 if fill_with is None else linecount,
    "slice": lambda value, slices, fill_with=None: slices,
    "format": lambda value, *args, **kwargs: percent_weight(str(value), args or kwargs),
    "wordwrap": lambda environment, s, width=79, break_long_words=True, wrapstring=None, *more: (
        len(s) * (1 + len(wrapstring)) if wrapstring else 0
    ),
    "tojson": lambda context, value, indent=None: (indent or 0) * weight(value),
}
"""The same for Jinja2's filters. (A join's items are made a list first: they are weighed, then
joined.)"""


def _weighed(function: Callable[..., Any], weigh: Callable[..., int], joins: bool) -> Callable[..., Any]:
    @functools.wraps(function)
    def bounded(*args: Any, **named: Any) -> Any:
        if joins:
            args = (*args[:1], list(args[1]), *args[2:])
        at_most(weigh(*args, **named))
        return function(*args, **named)

    return bounded


def bounded_range(*arguments: int) -> range:
    numbers = range(*arguments)
    try:
        count = len(numbers)
    except OverflowError:
        count = MAX_RANGE + 1
    if count > MAX_RANGE:
        message = _("range({arguments}): a range in a template holds at most {most} numbers")
        raise Refused(message.format(arguments=", ".join(map(str, arguments)), most=MAX_RANGE))
    return numbers


def bounded_lipsum(n: int = 5, html: bool = True, min: int = 20, max: int = 100) -> str:
    at_most(n * max * LOREM_CHARACTERS)
    return generate_lorem_ipsum(n, html, min, max)


class BoundedSandbox(ImmutableSandboxedEnvironment):
    """ImmutableSandboxedEnvironment with the bounds above, for a user's templates."""

    intercepted_binops = frozenset({"*", "**", "+", "%"})

    def __init__(self, **options: Any) -> None:
        super().__init__(undefined=BoundedUndefined, **options)
        self.globals.update(range=bounded_range, lipsum=bounded_lipsum)
        for name, weigh in FILTERS.items():
            self.filters[name] = _weighed(self.filters[name], weigh, joins=name == "join")

    def call_binop(self, context: Context, operator: str, left: Any, right: Any) -> Any:
        check_operation(operator, left, right)
        try:
            return self.binop_table[operator](left, right)
        except TypeError:
            message = _("a value of type {left} and one of type {right} do not go with {operator}")
            raise Refused(
                message.format(left=type(left).__name__, right=type(right).__name__, operator=operator)
            ) from None

    def call(__self, __context: Context, __obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N805
        if not __self.is_safe_callable(__obj):
            name = getattr(__obj, "__name__", type(__obj).__name__)
            raise Refused(_("{name} may not be called in a template").format(name=name))
        owner = getattr(__obj, "__self__", None)
        weigh = METHODS.get(getattr(__obj, "__name__", "")) if isinstance(owner, (str, bytes)) else None
        if weigh is not None:
            if weigh is _joined and args:
                args = (list(args[0]), *args[1:])
            at_most(weigh(owner, *args, **kwargs))
        return __context.call(__obj, *args, **kwargs)

    def unsafe_undefined(self, obj: Any, attribute: str) -> Any:
        message = _("{type}.{attribute} may not be used in a template")
        owner = obj.__name__ if isinstance(obj, type) else type(obj).__name__
        said = message.format(type=owner, attribute=attribute)
        return self.undefined(said, name=attribute, obj=obj, exc=Refused)

    def wrap_str_format(self, value: Any) -> Callable[..., str] | None:
        if super().wrap_str_format(value) is None:
            return None
        text = value.__self__
        formatter: SandboxedFormatter = _BoundedFormatter(self)
        if isinstance(text, Markup):
            formatter = _BoundedEscapeFormatter(self, escape=text.escape)
        mapping = value.__name__ == "format_map"

        def bounded(*args: Any, **kwargs: Any) -> str:
            if not mapping:
                return type(text)(formatter.vformat(text, args, kwargs))
            if kwargs or len(args) != 1:
                raise TypeError("format_map() takes exactly one argument")
            return type(text)(formatter.vformat(text, (), args[0]))

        return functools.update_wrapper(bounded, value)
