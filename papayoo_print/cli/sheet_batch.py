"""What `sheet` does with several sheets: the forms of a batch of tables and copies, the file's
default name (with the players' names in it), and the back of each page for `--with-rules`.
The typesetter is imported only for the backs."""

import hashlib
import re
from collections.abc import Sequence
from pathlib import Path

from papayoo_print.cli.errors import naming_options, progress, warn
from papayoo_print.cli.options import pdf_name
from papayoo_print.errors import UserError
from papayoo_print.facts import MAX_PLAYERS, MIN_PLAYERS, Paper
from papayoo_print.form.batch import copied, page_layout, paired, table_forms
from papayoo_print.form.content import SheetForm
from papayoo_print.words import Language
from papayoo_print.words import ui_gettext as _

MAX_SHEETS = 200
"""In one PDF: 100 tables twice, and a PDF with its backs still typeset in seconds."""
NAMES_LENGTH = 60
"""Of a sheet's file name, the most its players' names take: eight names of six letters."""
DIGEST_LENGTH = 6
_NOT_DECOMPOSED = str.maketrans({"ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h"})
"""Latin letters that Unicode does not split into a letter and an accent."""
_NOT_ASCII = r"[^a-z0-9]+"


def refuse_with_tables(names: str | None, players: int | None) -> None:
    """--names and --players say what the one sheet is for: with tables, each table's line does."""
    for option, given in (("--names", names is not None), ("--players", players is not None)):
        if given:
            message = _("{option} does not go with --table or --tables, which give each table's players")
            raise UserError(message.format(option=option))


def sheet_forms(
    blank: SheetForm, tables: Sequence[tuple[str, ...]] | None, numbered: bool, copies: int
) -> list[SheetForm]:
    """`copies` of `blank`, or of a sheet for each table's players in turn, numbered when
    `numbered`."""
    forms = table_forms(tables, blank, numbered=numbered) if tables else [blank]
    if len(forms) * copies > MAX_SHEETS:
        message = _("{count} sheets: more than {most} in one PDF, print them in several batches")
        raise UserError(message.format(count=len(forms) * copies, most=MAX_SHEETS))
    return copied(forms, copies)


def sheet_name(
    forms: Sequence[SheetForm], tables: int | None, copies: int, with_rules: bool, language: Language
) -> str:
    """papayoo-sheet-4-players-18-rounds-fr.pdf; a named sheet,
    papayoo-sheet-lea-hugo-chloe-nathan-18-rounds-fr.pdf; with `tables` numbered,
    papayoo-sheet-5-tables-8-rounds-3-copies-with-rules-fr.pdf."""
    form = forms[0]
    if tables is not None:
        what = f"{tables}-table" + ("s" if tables > 1 else "")
    elif form.names:
        what = names_in_file_name(form.names)
    else:
        what = f"{form.players or f'{MIN_PLAYERS}-{MAX_PLAYERS}'}-players"
    more = (f"-{copies}-copies" if copies > 1 else "") + ("-with-rules" if with_rules else "")
    return pdf_name(f"papayoo-sheet-{what}-{form.rounds}-rounds{more}", language, form.paper)


def names_in_file_name(names: Sequence[str]) -> str:
    """`lea-hugo-chloe-nathan`: the names without accents or capitals, in ASCII letters and
    digits, at most NAMES_LENGTH characters. Where some do not fit, or have no such letter
    (`Νίκος`, `李娜`), a digest of all of them follows what is kept (or the player count, when
    none is), so that two tables' sheets still get two names."""
    words = [word for word in map(_ascii_word, names) if word]
    whole = "-".join(words)
    if len(words) == len(names) and len(whole) <= NAMES_LENGTH:
        return whole
    digest = hashlib.sha256("\n".join(names).encode("utf-8")).hexdigest()[:DIGEST_LENGTH]
    room = NAMES_LENGTH - DIGEST_LENGTH - 1
    kept = ""
    for word in words:
        joined = f"{kept}-{word}" if kept else word
        if len(joined) > room:
            break
        kept = joined
    kept = kept or (words[0][:room].rstrip("-") if words else "")
    return f"{kept or f'{len(names)}-players'}-{digest}"


def _ascii_word(name: str) -> str:
    """`Chloé` chloe, `Jean-Noël` jean-noel, `Søren Ø.` soren-o: what a file name may hold."""
    from papayoo_print.game.values import folded  # a blank sheet has no names to fold

    return re.sub(_NOT_ASCII, "-", folded(name).translate(_NOT_DECOMPOSED)).strip("-")


def with_backs(
    sheets: bytes, forms: Sequence[SheetForm], language: Language, paper: Paper, template_dir: Path | None
) -> bytes:
    """The pages of `sheets` (drawn from `forms`), each followed by its back."""
    from papayoo_print.documents.back_context import blank_sheet_description

    backs = [(page_layout(page[0]), page[0].players) for page in paired(forms)]
    with progress(_("Typesetting…")):
        from papayoo_print.documents.duplex import fronts_and_backs, typeset_backs
        from papayoo_print.documents.typesetter import Typesetter

        with naming_options(template_dir="--template-dir"):
            typesetter = Typesetter(language, paper, template_dir)
        typeset = typeset_backs(typesetter, backs, language)
    warn(typesetter.warnings)
    return fronts_and_backs(sheets, typeset, blank_sheet_description(language))
