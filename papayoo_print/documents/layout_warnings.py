"""What WeasyPrint could not load or use in a document, said in the user's language.

WeasyPrint logs each problem in English, as a record that keeps the message's format
(`record.msg`) apart from its values (`record.args`). Each kind is said here from the catalogs,
by its format: a resource left out (with the reason the fetcher kept), a declaration or a rule
of a stylesheet ignored (with the stylesheet's name and line), an anchor missing or given twice,
a character no font draws, a tagged PDF's missing language or alt text; any other kind in
general words, with its values. WeasyPrint's advice about the system (HarfBuzz's subsetter) is
no problem of the document, and is not said.
"""

import logging
import re
from typing import Any

from papayoo_print.words import N_
from papayoo_print.words import ui_gettext as _

SYSTEM_ADVICE = "Using fontTools instead of HarfBuzz-Subset"
"""How WeasyPrint starts its advice to install HarfBuzz's subsetter, where the system lacks it:
it then subsets the fonts with fontTools, and the document is the same to read. The README's
commands install the library; the advice is no problem of the user's document."""

LEFT_OUT = {
    "Failed to load image at %r: %s",
    "Failed to load stylesheet at %s: %s",
    "Failed to load stylesheet at %s : %s",
    "Failed to load attachment: %s",
    "Failed to load inline SVG: %s",
}
IGNORED = {"Ignored `%s: %s` at %d:%d, %s.", "Ignored `%s:%s` at %d:%d, %s."}
REASONS = {
    "invalid value": N_("a value it cannot use"),
    "no value": N_("no value"),
    "unknown property": N_("unknown property"),
    "property not supported yet": N_("a property it does not know yet"),
    "descriptor not supported": N_("a descriptor it does not know"),
}
"""WeasyPrint's reasons for ignoring a declaration; any other is said as the first."""
BY_FORMAT: dict[str, str] = {
    "Anchor defined twice: %r": N_("the anchor {name} is there twice: the second is ignored"),
    "No anchor #%s for internal URI reference": N_("a link to #{name}, an anchor that is nowhere"),
    "Content discarded: target points to undefined anchor %r": N_(
        "content left out: it names the anchor {name}, which is nowhere"
    ),
    "Font-face %r cannot be loaded": N_(
        "the font {name} of an @font-face rule cannot be loaded: left out"
    ),
    'Image "%s" has no required alt description': N_(
        "the picture {name} has no alt text: tagged PDFs need it"
    ),
    'Missing required "lang" attribute at the root of the document': N_(
        "the page has no language (<html lang=…>), which a tagged PDF needs"
    ),
}
DETAIL = 60
"""Characters of a value said in general words, at most."""
_FIELD = re.compile(r"%[-#0 +]*\d*(?:\.\d+)?[sdrifxX]")


class Collect(logging.Handler):
    """WeasyPrint's warnings, each said as one line into `into`; `refusals` are the fetcher's
    reasons by URL, `source` the name of the stylesheet or template WeasyPrint is reading."""

    def __init__(self, into: list[str], refusals: dict[str, str]) -> None:
        super().__init__(logging.WARNING)
        self.into = into
        self.refusals = refusals
        self.source = ""

    def emit(self, record: logging.LogRecord) -> None:
        form = str(record.msg)
        values = record.args if isinstance(record.args, tuple) else ()
        self.into.append(" ".join(self._said(form, values).split()))

    def _said(self, form: str, values: tuple[Any, ...]) -> str:
        if form in LEFT_OUT and values:
            reason = self.refusals.get(str(values[0])) or _("it cannot be read")
            return _("{url}: {reason}: left out of the document").format(url=values[0], reason=reason)
        if form in IGNORED and len(values) == 5:
            name, value, line, _column, why = values
            reason = _(REASONS.get(str(why), REASONS["invalid value"]))
            message = _("{place}: {declaration} is ignored: {reason}")
            return message.format(place=self._place(line), declaration=f"{name}: {value}", reason=reason)
        if form in BY_FORMAT:
            return _(BY_FORMAT[form]).format(name=values[0] if values else "")
        if form.startswith(".notdef glyph rendered") and len(values) == 2:
            message = _("no font of the document draws {character} (U+{code}): it is left out")
            return message.format(character=values[0], code=f"{values[1]:04X}")
        return self._in_general(form, values)

    def _in_general(self, form: str, values: tuple[Any, ...]) -> str:
        """A kind not known above: where it is in a stylesheet, if it says, and its values."""
        fields = _FIELD.findall(form.replace("%%", ""))
        at = form.find("%d:%d")
        if at >= 0:
            index = len(_FIELD.findall(form[:at].replace("%%", "")))
            if index + 1 < len(values) and len(fields) == len(values):
                rest = [value for number, value in enumerate(values) if number not in (index, index + 1)]
                message = _("{place}: part of a stylesheet is ignored ({details})")
                return message.format(place=self._place(values[index]), details=_details(rest))
        return _("the typesetter left part of the document out ({details})").format(details=_details(values))

    def _place(self, line: Any) -> str:
        return f"{self.source}:{line}" if self.source else _("line {number}").format(number=line)


def _details(values: Any) -> str:
    """The values, as a stylesheet writes them (a rule, a value), each cut to DETAIL."""
    shown = [(value.serialize() if hasattr(value, "serialize") else str(value)).strip() for value in values]
    return "; ".join(text if len(text) <= DETAIL else text[: DETAIL - 1] + "…" for text in shown) or "…"


def not_about_the_document(record: logging.LogRecord) -> bool:
    """A filter for WeasyPrint's logger, while it works: its advice about the system is said to
    no handler."""
    return not str(record.msg).startswith(SYSTEM_ADVICE)
