"""A photographed sheet straightened: the page as if scanned flat at 200 pixels per inch, its
light evened out, in the sheet's own coordinates (millimetres times PX_PER_MM)."""

import cv2
import numpy as np

from papayoo_print.scan.marks import FoundSheet

DPI = 200
PX_PER_MM = DPI / 25.4
PAPER_KERNEL = 31
"""Wider than any stroke or printed rule at 200 px per inch: what a closing this wide leaves is
the paper, shadows and all."""


def straighten(gray: np.ndarray, sheet: FoundSheet) -> np.ndarray:
    """The whole page `sheet` is printed on, seen square at 200 px per inch, evened out."""
    layout = sheet.code.layout()
    to_page = np.diag([PX_PER_MM, PX_PER_MM, 1.0]) @ np.linalg.inv(sheet.homography)
    size = (round(layout.page_width * PX_PER_MM), round(layout.page_height * PX_PER_MM))
    page = cv2.warpPerspective(gray, to_page, size, flags=cv2.INTER_AREA, borderValue=255)
    return even_light(page)


def even_light(gray: np.ndarray) -> np.ndarray:
    """White paper white everywhere: each pixel divided by the paper's brightness around it (blurred
    at half the resolution: it varies over centimetres, and a blur this wide is most of the time
    the page takes)."""
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (PAPER_KERNEL, PAPER_KERNEL))
    paper = cv2.morphologyEx(gray, cv2.MORPH_CLOSE, kernel)
    half = cv2.resize(paper, None, fx=0.5, fy=0.5, interpolation=cv2.INTER_AREA)
    half = cv2.GaussianBlur(half, (0, 0), PAPER_KERNEL / 6)
    paper = cv2.resize(half, (gray.shape[1], gray.shape[0]), interpolation=cv2.INTER_LINEAR)
    flat = gray.astype(np.float32) * 255.0 / np.maximum(paper.astype(np.float32), 1.0)
    return np.clip(flat, 0, 255).astype(np.uint8)


def to_px(value_mm: float) -> int:
    return round(value_mm * PX_PER_MM)
