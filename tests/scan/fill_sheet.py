"""Synthetic filled sheets and synthetic photos of them, for the scan tests and benchmarks.

A real sheet (the PDF the tool prints, rendered by PDFium at 300 dpi) gets a random game written
into its cells by a synthetic hand (`training.handwriting`), the suit and the
Papayoo's taker circled; then it is "photographed": turned up to 15°, seen at a slant, blurred, lit unevenly
with a shadow, speckled with noise and saved as a JPEG of quality 60.
"""

from typing import Any, NamedTuple

import cv2
import numpy as np
import pypdfium2

from papayoo_print.facts import PAPAYOO_POINTS, PAYOO_TOTAL, Paper, Suit
from papayoo_print.form.batch import page_layout, paired
from papayoo_print.form.content import SheetForm
from papayoo_print.form.geometry import SheetLayout, Span
from papayoo_print.form.marks import sheet_code
from papayoo_print.form.render import render_pages
from papayoo_print.form.sheet_code import SheetCode
from papayoo_print.words import Language

from training.handwriting import HANDS, draw_circle, draw_number

RENDER_DPI = 300
PX = RENDER_DPI / 25.4


class Round(NamedTuple):
    points: tuple[int, ...]
    taker: int
    suit: Suit

    @property
    def check(self) -> int:
        return sum(self.points)


class FilledSheet(NamedTuple):
    code: SheetCode
    layout: SheetLayout
    rounds: list[Round]


class FilledPage(NamedTuple):
    image: np.ndarray
    """Grayscale, RENDER_DPI."""
    sheets: list[FilledSheet]
    size_mm: tuple[float, float]


def random_rounds(players: int, count: int, rng: np.random.Generator) -> list[Round]:
    """Rounds as a table plays them: the 210 Payoo points shared out, 40 more to one player."""
    rounds = []
    for _ in range(count):
        cuts = np.sort(rng.integers(0, PAYOO_TOTAL + 1, players - 1))
        shares = np.diff(np.concatenate([[0], cuts, [PAYOO_TOTAL]])).astype(int)
        taker = int(rng.integers(players))
        shares[taker] += PAPAYOO_POINTS
        rounds.append(Round(tuple(int(v) for v in shares), taker, list(Suit)[int(rng.integers(4))]))
    return rounds


def blank_form(players: int, paper: Paper = Paper.a4, rows: int = 18, **more: Any) -> SheetForm:
    return SheetForm(Language.en, paper, players, rows, more.pop("rounds_planned", rows), **more)


def render(form: SheetForm) -> tuple[np.ndarray, list[SheetCode], list[SheetLayout]]:
    """The page of `form` (two of it when the layout puts two on a page) at RENDER_DPI."""
    (forms,) = paired([form])
    pdf = render_pages(list(forms))
    page = pypdfium2.PdfDocument(pdf)[0].render(scale=RENDER_DPI / 72, grayscale=True).to_numpy()
    layout = page_layout(form)
    positions = [0] if layout.cut is None else [1, 2]
    codes = [sheet_code(form, position) for position in positions]
    return np.array(page), codes, list(layout.sheets)


def cell_box(column: Span, row: Span, margin: float = 0.9) -> tuple[int, int, int, int]:
    return (round((column.start + margin) * PX), round((row.start + margin) * PX),
            round((column.end - margin) * PX), round((row.end - margin) * PX))


def ink_over(page: np.ndarray, box: tuple[int, int, int, int], drawing: np.ndarray) -> None:
    left, top, right, bottom = box
    page[top:bottom, left:right] = np.minimum(page[top:bottom, left:right], drawing)


def write_game(page: np.ndarray, layout: SheetLayout, rounds: list[Round], hand: Any,
               rng: np.random.Generator, start: tuple[int, ...] = (), circles: bool = True) -> None:
    """Each round's points and running totals (from `start`, on a game's later page) in their
    cells, the taker's points (unless not `circles`: a player who forgot) and the suit circled,
    as a player fills the sheet in."""
    totals = list(start) or [0] * len(layout.players)
    slot = layout.suit_col.size / len(Suit)
    for row, played in zip(layout.rows, rounds):
        for player, (column, points) in enumerate(zip(layout.players, played.points)):
            totals[player] += points
            for span, value in ((column.points, points), (column.total, totals[player])):
                box = cell_box(span, row)
                ink_over(page, box, draw_number(str(value), hand, box[2] - box[0], box[3] - box[1], rng))
            if player == played.taker and circles:
                box = cell_box(column.points, row, 0.5)
                ink_over(page, box, draw_circle(hand, box[2] - box[0], box[3] - box[1], rng))
        index = list(Suit).index(played.suit)
        box = cell_box(Span(layout.suit_col.start + slot * index, slot), row, 0.4)
        ink_over(page, box, draw_circle(hand, box[2] - box[0], box[3] - box[1], rng))


def filled_page(form: SheetForm, played: int, hand_name: str, seed: int,
                start: tuple[int, ...] = (), circles: bool = True) -> FilledPage:
    """The page of `form` with `played` rounds written on each of its sheets, each sheet its own
    game (or a later page of one, its totals from `start`)."""
    rng = np.random.default_rng(seed)
    page, codes, layouts = render(form)
    sheets = []
    for code, layout in zip(codes, layouts):
        rounds = random_rounds(code.columns, min(played, code.rows), rng)
        write_game(page, layout, rounds, HANDS[hand_name], rng, start, circles)
        sheets.append(FilledSheet(code, layout, rounds))
    return FilledPage(page, sheets, (layouts[0].page_width, layouts[0].page_height))


def filled_photo(players: int, paper: Paper, rows: int, hand: str, seed: int) -> tuple[bytes, FilledSheet]:
    """A photo of a page of `paper` for `players` with one sheet filled in by `hand`, and what
    was written on it. Of a page of two, one sheet (upper or lower) is played on."""
    rng = np.random.default_rng(seed)
    image, codes, layouts = render(blank_form(players, paper, rows))
    which = int(rng.integers(len(codes)))
    played = int(rng.integers(max(1, rows - 5), rows + 1))
    rounds = random_rounds(players, played, rng)
    write_game(image, layouts[which], rounds, HANDS[hand], rng)
    truth = FilledSheet(codes[which], layouts[which], rounds)
    page = FilledPage(image, [truth], (layouts[0].page_width, layouts[0].page_height))
    photo, _ = photograph(page, seed + 1)
    return photo, truth


def photograph(page: FilledPage, seed: int, *, scale: float = 9.0, angle: float | None = None,
               slant: np.ndarray | None = None, quality: int = 60) -> tuple[bytes, np.ndarray]:
    """A phone's photo of the page as a JPEG, and the true homography from the page's
    millimetres to the photo's pixels. `scale`: the photo's pixels per millimetre of paper;
    `slant`: how far each corner is moved, as shares of the page's width and height (4 x 2, up to
    0.04 at random), the view from a side."""
    rng = np.random.default_rng(seed)
    width, height = page.size_mm
    angle = rng.uniform(-15, 15) if angle is None else angle
    corners = np.array([[0, 0], [width, 0], [width, height], [0, height]], np.float32)
    turn = np.deg2rad(angle)
    rotation = np.array([[np.cos(turn), -np.sin(turn)], [np.sin(turn), np.cos(turn)]])
    seen = (corners - (width / 2, height / 2)) @ rotation.T * scale
    slant = rng.uniform(-0.04, 0.04, (4, 2)) if slant is None else slant
    seen += slant * (width, height) * scale
    seen -= seen.min(axis=0) - 0.06 * max(width, height) * scale
    size = tuple(int(v) for v in seen.max(axis=0) + 0.06 * max(width, height) * scale)
    homography = cv2.getPerspectiveTransform(corners, seen.astype(np.float32))
    to_photo = homography @ np.diag([1 / PX, 1 / PX, 1.0])
    photo = cv2.warpPerspective(page.image, to_photo, size, flags=cv2.INTER_AREA, borderValue=70)
    photo = cv2.GaussianBlur(photo, (0, 0), rng.uniform(0.6, 1.3)).astype(np.float32)
    # The light (a ramp) is a row plus a column, the shadow (a round blur) a row times a column:
    # a page's worth of pixel grids would cost more than the rest of the photo.
    xs = np.arange(size[0], dtype=np.float32)[None, :]
    ys = np.arange(size[1], dtype=np.float32)[:, None]
    direction = rng.uniform(0, 2 * np.pi)
    across, down = xs * np.cos(direction) / max(size), ys * np.sin(direction) / max(size)
    spread = (np.ptp(across) + np.ptp(down)) or 1
    light = (1.0 - 0.4 * (across - across.min()) / spread) - 0.4 * (down - down.min()) / spread
    centre = rng.uniform(0.2, 0.8, 2) * size
    spot = 0.08 * max(size) ** 2
    shadow = np.exp(-((ys - centre[1]) ** 2) / spot) * np.exp(-((xs - centre[0]) ** 2) / spot)
    shadow *= -0.3
    shadow += 1
    light *= photo
    light *= shadow
    light += rng.normal(0, 4, photo.shape)
    photo = light
    encoded = cv2.imencode(".jpg", np.clip(photo, 0, 255).astype(np.uint8),
                           [cv2.IMWRITE_JPEG_QUALITY, quality])[1]
    return encoded.tobytes(), homography


def decode_jpeg(data: bytes) -> np.ndarray:
    photo = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_GRAYSCALE)
    assert photo is not None
    return photo
