"""A broken template, said in the user's language, at its file and line.

Jinja2 and Python say what went wrong in English. It is said here from the catalogs: a syntax
error by what Jinja2's message names (an unknown tag, a block not closed, a token not expected
there), a runtime error by its type (division by zero, a value of the wrong type); the sandbox's
refusals and the undefined values already speak the user's language (sandbox.py). An error of
another type is named by its type, which a search finds.
"""

import re
import traceback
from pathlib import Path

from jinja2 import TemplateError, TemplateSyntaxError, UndefinedError

from papayoo_print.documents import budgets
from papayoo_print.documents.sandbox import Refused
from papayoo_print.errors import Problem
from papayoo_print.words import N_
from papayoo_print.words import ui_gettext as _

SYNTAX = [
    (re.compile(r"No (?:filter|test) named '(?P<name>[^']*)'"), N_("no filter or test named {name}")),
    (re.compile(r"Encountered unknown tag '(?P<name>[^']*)'"), N_("unknown tag {name}")),
    (
        re.compile(r"Unexpected end of template\..*needs to be closed is '(?P<name>[^']*)'", re.DOTALL),
        N_("the template ends inside a {name} block, which is not closed"),
    ),
    (
        re.compile(r"Expected an expression, got '(?P<token>.*)'"),
        N_("an expression is missing before {token}"),
    ),
    (
        re.compile(r"expected token '(?P<expected>.*)', got '(?P<token>.*)'"),
        N_("{expected} was expected here, not {token}"),
    ),
    (re.compile(r"unexpected '(?P<token>.*)'"), N_("{token} was not expected here")),
]
"""Jinja2's most frequent syntax errors, by their words; any other is said in general."""
TOKENS = {
    "end of statement block": "%}",
    "end of print statement": "}}",
    "begin of statement block": "{%",
    "begin of print statement": "{{",
}
MACRO_FRAME, TEMPLATE_FRAME = "template", "top-level template code"
"""What Jinja2 names a macro's frames and a template's own, in the tracebacks it rewrites."""
RUNTIME = [
    (ZeroDivisionError, N_("division by zero")),
    (OverflowError, N_("a number too large to compute")),
    (TypeError, N_("a value of the wrong type")),
    (ValueError, N_("a value that cannot be used here")),
    (LookupError, N_("no such element")),
]


def syntax_problem(error: TemplateSyntaxError) -> Problem:
    """The syntax error, at its file and line."""
    said = _by_words(error.message or "") or _("this is not valid template syntax")
    message = _("template error: {problem}").format(problem=said)
    return Problem(message, file=error.filename, line=error.lineno)


def _by_words(english: str) -> str | None:
    for pattern, message in SYNTAX:
        match = pattern.search(english)
        if match:
            words = {key: repr(TOKENS.get(value, value)) for key, value in match.groupdict().items()}
            return _(message).format(**words)
    return None


def runtime_problem(error: Exception, folders: list[Path]) -> Problem:
    """The error, at the last line of a template (not of Python) that it passed through."""
    message = _("template error: {problem}").format(problem=_meaning(error)).splitlines()[0]
    for frame in reversed(traceback.extract_tb(error.__traceback__)):
        if any(Path(frame.filename).is_relative_to(folder) for folder in folders):
            return Problem(message, file=frame.filename, line=frame.lineno)
    return Problem(message)


def _meaning(error: Exception) -> str:
    if isinstance(error, MemoryError):
        message = _("this takes more than {megabytes} MB of memory")
        return message.format(megabytes=budgets.RENDER_MEMORY // 1_000_000)
    if isinstance(error, (Refused, UndefinedError)):
        return str(error)
    if isinstance(error, TemplateError) and (said := _by_words(str(error))):
        return said
    for kind, message in RUNTIME:
        if isinstance(error, kind):
            return _(message)
    return type(error).__name__


def endless_problem(error: RecursionError, template: str) -> Problem:
    """A template that includes itself, or a macro that calls itself, without end."""
    names = [frame.name for frame in traceback.extract_tb(error.__traceback__)]
    if names.count(MACRO_FRAME) > names.count(TEMPLATE_FRAME):
        message = _("template {name}: a macro calls itself, without end")
    else:
        message = _("template {name}: it includes itself, without end")
    return Problem(message.format(name=template))


def halted_place(halt: BaseException) -> tuple[str, int] | None:
    """The template file and line the work was at when a budget halted it, if it was in one."""
    place = None
    entry = halt.__traceback__
    while entry is not None:
        template = entry.tb_frame.f_globals.get("__jinja_template__")
        if template is not None and template.filename:
            place = (template.filename, template.get_corresponding_lineno(entry.tb_lineno))
        entry = entry.tb_next
    return place


def typesetting_problem(error: Exception, where: str) -> Problem:
    """What WeasyPrint raised while it typeset a user's templates, at the stylesheet or the
    template it was reading."""
    if isinstance(error, RecursionError):
        return Problem(_("nested too deep to be typeset"), file=where)
    message = _("the typesetter fails on it ({kind})")
    return Problem(message.format(kind=type(error).__name__), file=where)
