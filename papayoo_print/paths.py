"""Where the project's own resources are, in a checkout and in an installed wheel.

The wheel carries `fonts/` and `templates/` inside the package (see pyproject.toml); an editable
install runs from the checkout, where they sit beside the package.
"""

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
LOCALE_DIR = PACKAGE_DIR / "locale"


def _resource_dir(name: str) -> Path:
    for candidate in (PACKAGE_DIR / name, PACKAGE_DIR.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"papayoo-print is installed without its {name}/ folder")


def fonts_dir() -> Path:
    return _resource_dir("fonts")


def templates_dir() -> Path:
    return _resource_dir("templates")
