"""The saved games of a folder, and the games a command is given as files or folders."""

import os
from collections.abc import Iterable
from pathlib import Path

from papayoo_print.game.file_bytes import cannot_read

GAME_SUFFIXES = (".yaml", ".yml", ".json")


def saved_games(folder: Path) -> list[Path]:
    """The game files directly in `folder` (YAML or JSON, by name; not a folder so named, but a
    FIFO or a link that loops or leads nowhere, for reading it to say why), sorted by name;
    UserError naming the folder when it cannot be listed or entered."""
    try:
        return sorted(
            path for path in folder.iterdir() if path.suffix.lower() in GAME_SUFFIXES and not path.is_dir()
        )
    except OSError as error:
        raise cannot_read(folder, error) from None


def is_folder(path: Path) -> bool:
    """Whether `path` is a folder; UserError naming it when it cannot be looked at (it is in a
    folder that cannot be entered)."""
    try:
        return path.is_dir()
    except OSError as error:
        raise cannot_read(path, error) from None



def game_files(paths: Iterable[Path]) -> list[Path]:
    """The files as given, and each folder's saved games in its place, each file once: however it
    is reached (`club/a.yaml` and its absolute path, a link), as first named."""
    found: dict[object, Path] = {}
    for path in paths:
        for file in saved_games(path) if is_folder(path) else [path]:
            found.setdefault(_identity(file), file)
    return list(found.values())


def _identity(file: Path) -> object:
    """The file itself, whatever path reaches it; a file that is not there, by its path."""
    try:
        status = file.stat()
    except OSError:
        return os.path.abspath(file)
    return (status.st_dev, status.st_ino)
