"""The QR encoder: its matrices are ReportLab's encoder's, module for module, for every text a
sheet's code can say and bytes of every length it holds; OpenCV reads them back; and a text too
long for it is refused."""

import itertools
import random

import cv2
import numpy as np
import pytest
from reportlab.graphics.barcode import qrencoder

from papayoo_print.facts import MAX_NAME_LENGTH, MAX_PLAYERS, MAX_ROUNDS, MAX_ROUNDS_PLANNED, MAX_SHEET_ROUNDS
from papayoo_print.facts import Paper
from papayoo_print.form.marks import MASK_PATTERN, modules
from papayoo_print.form.qr import qr_matrix, smallest_version
from papayoo_print.form.sheet_code import MAX_CODE_BYTES, NAMES_LEFT_OUT, QR_VERSION, SheetCode, parse
from papayoo_print.words import Language

MOST_BYTES = 271
"""What a version 10 code holds at level L."""
SHORT_NAMES = ("Ðorđe", "Ζωή", "Iñaki", "Léa", "Hugo", "Chloé", "Åsa", "Nathan")
LONG_NAME = "Ω" * (MAX_NAME_LENGTH // 2) + "x" * (MAX_NAME_LENGTH // 2)


def reportlab_matrix(data: bytes, mask: int, version: int = 1) -> tuple[tuple[bool, ...], ...]:
    """ReportLab's encoder's matrix, at the version ours picks (`version` at least), level L and
    `mask`: `makeImpl` is the only way to give it a mask (its `make` picks one by penalty)."""
    code = qrencoder.QRCode(max(version, smallest_version(len(data))), qrencoder.QRErrorCorrectLevel.L)
    code.addData(qrencoder.QR8bitByte(data))
    code.makeImpl(False, mask)
    return tuple(tuple(bool(module) for module in row) for row in code.modules)


def sheet_texts() -> list[str]:
    """Every paper, language, player count and position, unnamed, named (short names that fit,
    long ones left out, names not printed), at the first and the largest numbers."""
    texts = set()
    numbers = [(1, None, 1, None), (MAX_SHEET_ROUNDS, MAX_ROUNDS_PLANNED, MAX_ROUNDS, 100)]
    for paper, language, players, position, (rows, planned, first, table) in itertools.product(
        Paper, Language, [None, *range(3, MAX_PLAYERS + 1)], (0, 1, 2), numbers
    ):
        namings: list[tuple[tuple[str, ...], bool]] = [((), False)]
        if players:
            namings += [(SHORT_NAMES[:players], True), ((LONG_NAME,) * players, True),
                        (SHORT_NAMES[:players], False)]
        for names, printed in namings:
            code = SheetCode(paper, language, players, rows, planned, first, position, table, names, printed)
            texts.add(code.text())
    return sorted(texts)


def longest_sheet_text() -> str:
    """A code at the largest numbers whose names fill it to the last byte it may take."""
    head = SheetCode(Paper.letter, Language.fr, 3, MAX_SHEET_ROUNDS, MAX_ROUNDS_PLANNED, MAX_ROUNDS,
                     2, 100, (), True).text()
    room = MAX_CODE_BYTES - len(head.encode()) - 2  # two tabs between three names
    names = ("Zoé", "Léa", "x" * (room - 8))
    return SheetCode(Paper.letter, Language.fr, 3, MAX_SHEET_ROUNDS, MAX_ROUNDS_PLANNED, MAX_ROUNDS,
                     2, 100, names, True).text()


def test_the_sheet_texts_cover_named_and_unnamed_codes() -> None:
    texts = sheet_texts()
    assert len(texts) == 1140
    assert any(text.endswith(NAMES_LEFT_OUT) for text in texts)
    assert any("Ðorđe\tΖωή" in text for text in texts)


@pytest.mark.parametrize("mask", range(8))
def test_every_sheet_code_is_reportlabs(mask: int) -> None:
    texts = sheet_texts() if mask == MASK_PATTERN else sheet_texts()[::20]
    for text in texts:
        assert qr_matrix(text.encode(), mask) == reportlab_matrix(text.encode(), mask), text


def test_the_marks_draw_the_fixed_mask() -> None:
    for text in sheet_texts()[::50]:
        assert modules(text) == reportlab_matrix(text.encode(), MASK_PATTERN, QR_VERSION)


@pytest.mark.parametrize("mask", range(8))
def test_bytes_of_every_length_are_reportlabs(mask: int) -> None:
    generator = random.Random(mask)
    lengths = range(MOST_BYTES + 1) if mask == MASK_PATTERN else range(mask, MOST_BYTES + 1, 9)
    for length in lengths:
        data = generator.randbytes(length)
        assert qr_matrix(data, mask) == reportlab_matrix(data, mask), (length, data)


def test_each_version_is_the_smallest_that_holds_the_bytes() -> None:
    # the byte capacities at level L of versions 1 to 10 (ISO/IEC 18004, table 7)
    capacities = [17, 32, 53, 78, 106, 134, 154, 192, 230, MOST_BYTES]
    for version, most in enumerate(capacities, start=1):
        assert len(qr_matrix(bytes(most))) == 4 * version + 17
        if version < 10:
            assert len(qr_matrix(bytes(most + 1))) == 4 * version + 21


def drawn(matrix: tuple[tuple[bool, ...], ...]) -> np.ndarray:
    """The matrix drawn 8 px a module, with a 4-module quiet zone."""
    image = np.pad(np.where(np.array(matrix), 0, 255).astype(np.uint8), 4, constant_values=255)
    return np.kron(image, np.ones((8, 8), np.uint8))


def detected(matrix: tuple[tuple[bool, ...], ...]) -> str:
    """What OpenCV finds and reads in the drawn matrix, sharp or else blurred as a photo is: its
    detector misses the odd code in a perfectly sharp image."""
    image = drawn(matrix)
    for picture in (image, cv2.GaussianBlur(image, (7, 7), 0)):
        text, _, _ = cv2.QRCodeDetector().detectAndDecode(picture)
        if text:
            return str(text)
    return ""


def decoded(matrix: tuple[tuple[bool, ...], ...]) -> str:
    """What OpenCV's decoder reads in the drawn matrix, told where its corners are."""
    start, end = 4 * 8 - 0.5, (4 + len(matrix)) * 8 - 0.5
    corners = np.array([[[start, start], [end, start], [end, end], [start, end]]], np.float32)
    text, _ = cv2.QRCodeDetector().decode(drawn(matrix), corners)
    return str(text)


def printed_sheet_texts() -> list[str]:
    """The codes of `sheet`'s one-sheet pages, unnamed and named."""
    texts = [longest_sheet_text()]
    for paper, language, players in itertools.product(Paper, Language, [None, *range(3, MAX_PLAYERS + 1)]):
        for names in {(), SHORT_NAMES[:players] if players else ()}:
            code = SheetCode(paper, language, players, MAX_SHEET_ROUNDS, None, 1, 0, None, names, bool(names))
            texts.append(code.text())
    return texts


def test_opencv_reads_sheet_codes() -> None:
    """A sample: every sheet code's modules are ReportLab's already (above)."""
    for text in sheet_texts()[::7]:
        assert decoded(modules(text)) == text


def test_opencv_finds_and_reads_the_printed_sheet_codes() -> None:
    texts = printed_sheet_texts()
    assert sum(not text.isascii() for text in texts) > 20
    for text in texts:
        assert detected(modules(text)) == text


@pytest.mark.parametrize("mask", range(8))
def test_opencv_reads_every_version(mask: int) -> None:
    generator = random.Random(mask)
    for length in (17, 32, 53, 78, 106, 134, 154, 192, 230, MOST_BYTES):
        text = "".join(generator.choice("abcdefghijklmnopqrstuvwxyz0123456789|") for _ in range(length))
        assert decoded(qr_matrix(text.encode(), mask)) == text, (mask, length)


def test_the_longest_sheet_code_is_a_version_7_code() -> None:
    text = longest_sheet_text()
    assert len(text.encode()) == MAX_CODE_BYTES
    assert len(modules(text)) == 45 and len(modules("PPY2")) == 25  # larger modules for less
    assert modules(text) == reportlab_matrix(text.encode(), MASK_PATTERN, QR_VERSION)


EIGHT_NAMES = ("Anne-Sophie", "Bartholomeus", "Chloé-Hélène", "Ðorđe Šimić", "Íñigo Ibáñez", "Frédérique",
               "Gunnhildur", "Maximilienne")
"""Eight players of up to twelve characters each, accents and all."""


def test_eight_names_of_twelve_characters_fit_the_code_and_read_back() -> None:
    assert max(map(len, EIGHT_NAMES)) == 12
    for paper, language in itertools.product(Paper, Language):
        numbers = (MAX_SHEET_ROUNDS, MAX_ROUNDS_PLANNED, 1, 0, 100)
        code = SheetCode(paper, language, 8, *numbers, EIGHT_NAMES, True)
        text = code.text()
        assert not text.endswith(NAMES_LEFT_OUT)
        assert detected(modules(text)) == text
        assert parse(text) == code


def test_more_than_a_version_10_code_holds_is_refused() -> None:
    message = f"272 bytes do not fit a version 10 QR code at level L \\(at most {MOST_BYTES}\\)"
    with pytest.raises(ValueError, match=message):
        qr_matrix(bytes(MOST_BYTES + 1))
    with pytest.raises(ValueError, match="no QR mask 8"):
        qr_matrix(b"PPY1", 8)


def test_a_printed_eight_player_sheet_gives_its_names_back_and_keeps_its_quiet_zone() -> None:
    """The code drawn on the page, rendered at 12 px a millimetre: OpenCV finds and reads it, the
    names come back as scan reads them, and four modules of paper round it are blank."""
    import pypdfium2

    from papayoo_print.form.content import SheetForm
    from papayoo_print.form.geometry import layout_page
    from papayoo_print.form.render import render_sheet
    from papayoo_print.form.sheet_code import CODE_SIZE, QUIET_ZONE, code_players, mark_places

    form = SheetForm(Language.de, Paper.a4, 8, MAX_SHEET_ROUNDS, names=EIGHT_NAMES)
    page = pypdfium2.PdfDocument(render_sheet(form))[0]
    scale = 12 / (72 / 25.4)
    image = np.array(page.render(scale=scale, grayscale=True).to_pil())
    text, _, _ = cv2.QRCodeDetector().detectAndDecode(image)
    code = parse(text)
    assert code is not None and code_players(code) == EIGHT_NAMES
    left, top = mark_places(layout_page(Paper.a4, 8, MAX_SHEET_ROUNDS, names_again=True).sheets[0]).code
    outer = [round(v * 12) for v in (left - QUIET_ZONE, top - QUIET_ZONE, left + CODE_SIZE + QUIET_ZONE,
                                     top + CODE_SIZE + QUIET_ZONE)]
    inner = [round(v * 12) for v in (left - 0.1, top - 0.1, left + CODE_SIZE + 0.1, top + CODE_SIZE + 0.1)]
    zone = image[outer[1]:outer[3], outer[0]:outer[2]].copy()
    zone[inner[1] - outer[1]:inner[3] - outer[1], inner[0] - outer[0]:inner[2] - outer[0]] = 255
    assert zone.min() > 200, "ink in the code's quiet zone"
