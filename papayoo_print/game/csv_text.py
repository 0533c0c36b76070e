"""A spreadsheet's CSV file as rows of cells: the bytes decoded, the cells split.

The bytes: a byte order mark says UTF-8 or UTF-16 (Excel's "Unicode text"); without one the file
is UTF-8 if it can be, else Windows-1252 (Excel's "CSV" on French and Spanish Windows), which
the caller tells the user, as it is a guess. A file that is neither, or that mixes UTF-8 with
something else, is refused: read as Windows-1252 it would garble every accent.

The cells are split on tabs, semicolons or commas: the one that splits the first rows into the
same number of cells, and the most (a first line `sep=;`, which Excel obeys, says
which). A name holding another of them (Dupont, Léa) does not mislead it.
"""

import codecs
import csv
import io
import re
from collections.abc import Iterator
from itertools import islice
from pathlib import Path

from papayoo_print.errors import Problem, UserError
from papayoo_print.facts import MAX_FILE_BYTES
from papayoo_print.game.file_bytes import read_bytes
from papayoo_print.words import N_
from papayoo_print.words import ui_gettext as _

UTF8 = "UTF-8"
UTF16 = "UTF-16"
CP1252 = "Windows-1252 (cp1252)"
"""The encodings, as a notice names them; anything but UTF8 is worth one."""

DELIMITERS = ("\t", ";", ",")
"""In the order a tie goes: a tab is never in a name, a comma sometimes is."""
_SNIFFED_ROWS = 20
_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig", UTF8, N_("the file is not UTF-8 text")),
    (codecs.BOM_UTF16_LE, "utf-16", UTF16, N_("the file is not UTF-16 text")),
    (codecs.BOM_UTF16_BE, "utf-16", UTF16, N_("the file is not UTF-16 text")),
)
_SPREADSHEET_FILES = (b"PK\x03\x04", b"\xd0\xcf\x11\xe0")
"""How .xlsx and .ods (zip) and .xls files start."""
_UTF8_SEQUENCE = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}")
"""An accent written in UTF-8: in Windows-1252 it would read Ã© and the like, which no one types."""
_SEP_LINE = re.compile(r"sep=(.)\r?(?:\n|\Z)", re.IGNORECASE)


def read_csv_text(path: Path) -> tuple[str, str]:
    """The file's text, and the encoding it was read in (UTF8, or one to tell the user)."""
    return decode_csv(read_bytes(path), str(path))


def decode_csv(data: bytes, source: str) -> tuple[str, str]:
    """The text of a CSV file's bytes, and the encoding they were read in."""
    if data.startswith(_SPREADSHEET_FILES):
        message = _("this is a spreadsheet's own file, not CSV: save it as CSV UTF-8 first")
        raise UserError(Problem(message, file=source))
    for bom, codec, name, message in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(codec), name
            except UnicodeDecodeError as error:
                raise UserError(Problem(_(message), file=source, line=_line_at(data, error, codec))) from None
    try:
        return data.decode("utf-8"), UTF8
    except UnicodeDecodeError as error:
        if _UTF8_SEQUENCE.search(data):
            line = _line_at(data, error, "utf-8")
            raise UserError(Problem(_("the file is not UTF-8 text"), file=source, line=line)) from None
    try:
        return data.decode("cp1252"), CP1252
    except UnicodeDecodeError as error:
        message = _("the byte {byte} is neither UTF-8 nor Windows-1252 text: save the file as CSV UTF-8")
        message = message.format(byte=f"0x{data[error.start]:02X}")
        raise UserError(Problem(message, file=source, line=_line_at(data, error, "cp1252"))) from None


def _line_at(data: bytes, error: UnicodeDecodeError, codec: str) -> int:
    return data[: error.start].decode(codec, "replace").count("\n") + 1


Rows = list[tuple[int, list[str]]]
"""Each row that holds anything, with the line it ends on."""


def csv_rows(text: str, source: str) -> Iterator[tuple[int, list[str]]]:
    """The rows of a CSV file's text that hold anything, split on the delimiter it uses, each
    with the line it ends on."""
    csv.field_size_limit(max(csv.field_size_limit(), MAX_FILE_BYTES))  # a cell can be the whole file
    sep_line = _SEP_LINE.match(text)
    delimiter = sep_line.group(1) if sep_line else max(DELIMITERS, key=lambda each: _fit(text, each))
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, skipinitialspace=True)
    try:
        for row in reader:
            if _holds_anything(row) and not (sep_line and reader.line_num == 1):
                yield reader.line_num, row
    except csv.Error as error:
        message = _("this is not valid CSV: {problem}").format(problem=error)
        raise UserError(Problem(message, file=source, line=reader.line_num)) from None


def _fit(text: str, delimiter: str) -> tuple[int, int]:
    """How well `delimiter` splits the first rows: how many have as many cells as the first (when
    that is more than one), then how many that is."""
    try:
        reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, skipinitialspace=True)
        rows = list(islice((row for row in reader if _holds_anything(row)), _SNIFFED_ROWS))
    except csv.Error:
        return 0, 0
    width = len(rows[0]) if rows else 0
    return (sum(len(row) == width for row in rows) if width > 1 else 0), width


def _holds_anything(row: list[str]) -> bool:
    """Not a blank row, even one of delimiters split on another (` , ,` split on tabs)."""
    return any(not (char.isspace() or char in DELIMITERS) for cell in row for char in cell)
