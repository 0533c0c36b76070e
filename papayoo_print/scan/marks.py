"""Finding a sheet in a photo: its QR code (what the sheet is, and roughly where), then its three
corner marks (exactly where), as a homography from the sheet's millimetres to the photo's pixels.

The code alone places the sheet only roughly: 12 mm of paper seen from 250 mm away. Each mark is
looked for near where the code's homography puts it, nearest first, and every mark found
sharpens the homography before the next is looked for.
"""

from collections.abc import Iterable, Iterator
from typing import NamedTuple

import cv2
import numpy as np

from papayoo_print.errors import UserError
from papayoo_print.form.sheet_code import CODE_SIZE, MARK, SheetCode, mark_places, other_layout, parse
from papayoo_print.words import N_, ui_gettext

CODE_PX = 264
"""The side of a code straightened for decoding, in pixels: 8 a module for the densest."""
SEARCH = 6.0
"""How far from where the homography so far puts a mark it is looked for, in millimetres, and a
tenth of the way from the nearest point known..."""
WIDER = 0.35
"""...or, when it is not found there, this share of the way."""
HALVED_FROM = 800
"""The side, in pixels, from which a photo's codes are looked for at half size first: a smaller
photo is searched at full size only (its codes are small, and the search short)."""


Detector = cv2.QRCodeDetector | cv2.QRCodeDetectorAruco

OTHER_LAYOUT = N_(
    "a sheet printed by another version of papayoo-print (layout {version}), whose cells this one does not"
    " know: scan it with that version"
)


class FoundSheet(NamedTuple):
    code: SheetCode
    homography: np.ndarray
    """3 x 3: the sheet's millimetres (from the page's top-left corner) to the photo's pixels."""
    marks: int
    """How many of the three corner marks were found (the code's corners always are)."""


def find_sheets(gray: np.ndarray) -> list[FoundSheet]:
    """Every sheet of this tool in a grayscale photo, with its homography; top to bottom."""
    found = []
    for code, quad in find_codes(gray):
        found.append(locate_marks(gray, code, quad))
    return sorted(found, key=lambda sheet: sheet.code.position)


def find_codes(gray: np.ndarray) -> list[tuple[SheetCode, np.ndarray]]:
    """Each of this tool's QR codes in the photo and its four corners, clockwise from the code's
    own top-left."""
    codes: list[tuple[SheetCode, np.ndarray]] = []
    older = None
    for detector in (cv2.QRCodeDetectorAruco(), cv2.QRCodeDetector()):
        for quads in _located(detector, gray):
            for quad in quads:
                text = _decode(gray, quad)
                code = parse(text)
                older = older or other_layout(text)
                if code is not None and all(code != known for known, _quad in codes):
                    codes.append((code, quad))
            if _whole(code for code, _quad in codes):
                break
        if codes:
            break
    if not codes and older is not None:
        raise UserError(ui_gettext(OTHER_LAYOUT).format(version=older))
    return codes


def _located(detector: Detector, gray: np.ndarray) -> Iterator[list[np.ndarray]]:
    """The codes' corners, found on a copy of the photo at half its size (a quarter of the pixels
    to search), each then found again at full size around where it was (the same corners, to a
    thousandth of a pixel); then, if the caller asks for more, on the whole photo at full size."""
    if min(gray.shape) >= HALVED_FROM:
        small = cv2.resize(gray, None, fx=0.5, fy=0.5, interpolation=cv2.INTER_AREA)
        again = [_near(detector, gray, 2 * quad) for quad in _detected(detector, small)]
        found = [quad for quad in again if quad is not None]
        if found and len(found) == len(again):
            yield found
    yield _detected(detector, gray)


def _detected(detector: Detector, gray: np.ndarray) -> list[np.ndarray]:
    located, quads = detector.detectMulti(gray)
    return [np.asarray(quad, np.float32).reshape(4, 2) for quad in quads] if located else []


def _near(detector: Detector, gray: np.ndarray, quad: np.ndarray) -> np.ndarray | None:
    """The code's corners found in the photo at full size, around `quad`."""
    span = quad.max(axis=0) - quad.min(axis=0)
    left, top = np.maximum(quad.min(axis=0) - 0.4 * span, 0).astype(int)
    right, bottom = (quad.max(axis=0) + 0.4 * span).astype(int)
    located, corners = detector.detect(gray[top:bottom, left:right])
    if not located or corners is None:
        return None
    return np.asarray(corners, np.float32).reshape(4, 2) + np.array((left, top), np.float32)


def _whole(codes: Iterable[SheetCode]) -> bool:
    """Whether the codes found make whole pages: as many lower sheets of a page of two as upper
    ones. Where one is missing, the photo is looked at again at full size (it may hold only the
    half cut off, or a code too small to be seen at half size)."""
    positions = [code.position for code in codes]
    return bool(positions) and positions.count(1) == positions.count(2)


def _decode(gray: np.ndarray, quad: np.ndarray) -> str:
    """The text of the code inside `quad`, straightened and given a wide white margin: on the
    sheet the code sits among rules and shading that a detector reads as part of it. A corner
    found a pixel off can spoil a small code's reading: a few framings are tried."""
    middle = quad.mean(axis=0)
    for grow in (0.0, 0.03, -0.02, 0.06):
        straight = _straight_code(gray, (quad - middle) * (1 + grow) + middle)
        for detector in (cv2.QRCodeDetector(), cv2.QRCodeDetectorAruco()):
            text, _, _ = detector.detectAndDecode(straight)
            if text:
                return text
    return ""


def _straight_code(gray: np.ndarray, quad: np.ndarray) -> np.ndarray:
    border, quiet = 12, 40
    far = border + CODE_PX
    square = np.array([[border, border], [far, border], [far, far], [border, far]], np.float32)
    transform = cv2.getPerspectiveTransform(np.asarray(quad, np.float32), square)
    side = CODE_PX + 2 * border
    straight = cv2.warpPerspective(gray, transform, (side, side), flags=cv2.INTER_CUBIC, borderValue=255)
    _, binary = cv2.threshold(straight, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    clean = np.full((side + 2 * quiet, side + 2 * quiet), 255, np.uint8)
    keep = slice(border - 3, far + 3)
    clean[quiet:-quiet, quiet:-quiet][keep, keep] = binary[keep, keep]
    return clean


def locate_marks(gray: np.ndarray, code: SheetCode, quad: np.ndarray) -> FoundSheet:
    """The sheet's homography from its code's corners and the marks found near where they put
    them: an affine one until the three marks (far apart) make the slant of the view known."""
    places = mark_places(code.layout())
    sheet_points = list(places.code_corners)
    photo_points = [(float(x), float(y)) for x, y in quad]
    code_middle = np.add(places.code, CODE_SIZE / 2)
    targets = sorted(
        (places.top_right, places.bottom_left, places.top_left),
        key=lambda place: float(np.hypot(*np.subtract(place, code_middle))),
    )
    found = 0
    for target in targets:
        reach = min(float(np.hypot(*np.subtract(target, known))) for known in sheet_points)
        guess = _affine(sheet_points, photo_points)
        point = _find_mark(gray, guess, target, SEARCH + 0.1 * reach)
        if point is None:  # a steep view: an affine guess is far off at the last corner
            point = _find_mark(gray, guess, target, SEARCH + WIDER * reach)
        if point is not None:
            sheet_points.append(target)
            photo_points.append(point)
            found += 1
    if found == len(targets):
        on_sheet, in_photo = np.array(sheet_points, np.float32), np.array(photo_points, np.float32)
        homography, _ = cv2.findHomography(on_sheet, in_photo, 0)
    else:
        homography = _affine(sheet_points, photo_points)
    return FoundSheet(code, homography, found)


def _affine(sheet: list[tuple[float, float]], photo: list[tuple[float, float]]) -> np.ndarray:
    """The least-squares affine map, as a 3 x 3 homography."""
    source = np.column_stack([np.array(sheet, np.float64), np.ones(len(sheet))])
    solution, *_ = np.linalg.lstsq(source, np.array(photo, np.float64), rcond=None)
    return np.vstack([solution.T, [0.0, 0.0, 1.0]])


def to_photo(homography: np.ndarray, points: list[tuple[float, float]]) -> np.ndarray:
    """Sheet millimetres to photo pixels."""
    return cv2.perspectiveTransform(np.array(points, np.float32).reshape(-1, 1, 2), homography).reshape(-1, 2)


def _find_mark(
    gray: np.ndarray, homography: np.ndarray, target: tuple[float, float], reach: float
) -> tuple[float, float] | None:
    """The centre of the filled square (no hole, square, about MARK wide) nearest `target` within
    `reach` mm, in photo pixels."""
    x, y = target
    corners = to_photo(homography, [(x - reach, y - reach), (x + reach, y - reach),
                                    (x + reach, y + reach), (x - reach, y + reach)])
    left, top = np.floor(corners.min(axis=0)).astype(int)
    right, bottom = np.ceil(corners.max(axis=0)).astype(int)
    left, top = max(left, 0), max(top, 0)
    window = gray[top:bottom, left:right]
    if window.size == 0 or min(window.shape) < 8:
        return None
    square = to_photo(homography, [(x - MARK / 2, y - MARK / 2), (x + MARK / 2, y - MARK / 2),
                                   (x + MARK / 2, y + MARK / 2), (x - MARK / 2, y + MARK / 2)])
    expected = cv2.contourArea(square)
    _, binary = cv2.threshold(cv2.GaussianBlur(window, (3, 3), 0), 0, 255,
                              cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    contours, hierarchy = cv2.findContours(binary, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_SIMPLE)
    aim = to_photo(homography, [target])[0] - (left, top)
    best, best_distance = None, np.inf
    for contour, (_, _, child, parent) in zip(contours, hierarchy[0] if hierarchy is not None else ()):
        if parent != -1 or child != -1:  # a hole, or a shape with one
            continue
        area = cv2.contourArea(contour)
        if not 0.45 * expected < area < 2.0 * expected:
            continue
        hull = cv2.contourArea(cv2.convexHull(contour))
        (_, _), (width, height), _ = cv2.minAreaRect(contour)
        if hull <= 0 or area / hull < 0.88 or area / max(width * height, 1) < 0.8:
            continue
        if max(width, height) > 1.6 * min(width, height):
            continue
        moments = cv2.moments(contour)
        centre = (moments["m10"] / moments["m00"], moments["m01"] / moments["m00"])
        distance = float(np.hypot(*np.subtract(centre, aim)))
        if distance < best_distance:
            best, best_distance = centre, distance
    if best is None:
        return None
    return best[0] + left, best[1] + top
