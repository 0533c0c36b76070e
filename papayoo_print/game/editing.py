"""Rewriting a game file after a change (a round added or removed)."""

from pathlib import Path

from papayoo_print.game.model import Game
from papayoo_print.game.yaml_file import save_game


def save_changed_game(path: Path, game: Game) -> None:
    save_game(game, path)
