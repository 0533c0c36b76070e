"""Pictures for the hostile cases: what a photo of a sheet shows first, and headers that lie."""

import struct
import zlib
from pathlib import Path

import cv2
import numpy as np

from papayoo_print.form.qr import qr_matrix


def qr_photo(text: str, name: str) -> Path:
    """A white picture with only a QR code saying `text`: what a photo of a sheet shows first."""
    modules = np.array(qr_matrix(text.encode()), bool)
    code = np.where(modules, 0, 255).astype(np.uint8)
    code = np.kron(code, np.ones((12, 12), np.uint8))
    picture = np.full((code.shape[0] + 400, code.shape[1] + 400), 255, np.uint8)
    picture[200:-200, 200:-200] = code
    Path(name).write_bytes(cv2.imencode(".png", picture)[1].tobytes())  # PNG, whatever its name says
    return Path(name)


def png_header(width: int, height: int) -> bytes:
    """A PNG whose header claims `width` × `height` gray pixels: a white picture when that is at
    most a megapixel, else with hardly any data after the header."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    rows = (b"\0" + b"\xff" * width) * height if width * height <= 1_000_000 else b"\0" * 64
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + \
        chunk(b"IEND", b"")
