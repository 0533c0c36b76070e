"""The saved games of a folder, and the games a command is given as files or folders."""

from collections.abc import Iterable
from pathlib import Path

GAME_SUFFIXES = (".yaml", ".yml", ".json")


def saved_games(folder: Path) -> list[Path]:
    """The game files directly in `folder` (YAML or JSON, by name), sorted by name."""
    return sorted(
        path for path in folder.iterdir() if path.suffix.lower() in GAME_SUFFIXES and path.is_file()
    )


def game_files(paths: Iterable[Path]) -> list[Path]:
    """The files as given, and each folder's saved games in its place, each file once."""
    found: list[Path] = []
    for path in paths:
        for file in saved_games(path) if path.is_dir() else [path]:
            if file not in found:
                found.append(file)
    return found
