"""A photo or scan file decoded to grayscale pixels, or refused in one line naming it.

Pillow decodes it: it reads the header first, so that a file claiming billions of pixels is
refused before any is decoded, and it reports a broken file as an error, where OpenCV's decoders
print their own English lines on stderr. A JPEG is decoded straight to gray, as OpenCV does, and
turned as its EXIF orientation says.
"""

import warnings
from typing import TYPE_CHECKING

import numpy as np

from papayoo_print.errors import Problem, UserError
from papayoo_print.words import ui_gettext as _

if TYPE_CHECKING:
    from PIL.Image import Image

MAX_PIXELS = 60_000_000
"""A photo's largest size, five times a 12-megapixel phone's: a header that says more is refused
before the picture is decoded, which could take gigabytes."""


def read_photo(path: str) -> np.ndarray:
    """The photo at `path` as an 8-bit grayscale array."""
    from PIL import Image, ImageOps

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # EXIF oddities, a size near Pillow's own limit: decided here
        try:
            with Image.open(path) as picture:
                if picture.width * picture.height > MAX_PIXELS:
                    raise Image.DecompressionBombError
                frames = getattr(picture, "n_frames", 1)  # a TIFF of several pages, an animation
                if frames > 1:
                    message = _("holds {count} pictures: give each page of the game as a photo of its own")
                    raise UserError(Problem(message.format(count=frames), file=path))
                picture.draft("L", picture.size)
                turned = ImageOps.exif_transpose(picture)
                return _gray(turned)
        except Image.DecompressionBombError:
            message = _("is larger than {megapixels} megapixels: too large for a photo of a sheet")
            raise UserError(Problem(message.format(megapixels=MAX_PIXELS // 1_000_000), file=path)) from None
        except (OSError, ValueError, SyntaxError, EOFError):  # not a picture, or a broken one
            message = _("not a picture this tool can read (JPEG, PNG, TIFF, WebP…)")
            raise UserError(Problem(message, file=path)) from None


def _gray(picture: "Image") -> np.ndarray:
    """8-bit gray: 16-bit scans scaled down, not clipped."""
    if picture.mode in ("I;16", "I;16B", "I;16L", "I"):
        return (np.asarray(picture, np.uint32) >> 8).clip(0, 255).astype(np.uint8)
    return np.asarray(picture.convert("L"))
