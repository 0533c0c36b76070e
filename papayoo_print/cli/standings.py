"""A game's standings as a plain-text table for the terminal, after each round and on demand."""

from papayoo_print.game.model import Game
from papayoo_print.game.status import game_status
from papayoo_print.words import Language, translations

PAPAYOO_MARK = "*"
CARDS_MARK = "†"


def standings_text(game: Game, language: Language) -> str:
    """Each round's points and running totals, the places, and who won or leads.

    A star marks the points of the player who took the Papayoo; a dagger, the number of a
    round recorded card by card.
    """
    _ = translations(language).gettext
    players = game.players
    cells: list[list[str]] = [[_("Round"), *players, _("Check")]]
    for number, (round_, totals) in enumerate(zip(game.rounds, game.running_totals), start=1):
        row = [f"{number}{CARDS_MARK if round_.cards is not None else ''}"]
        for player, (points, total) in enumerate(zip(round_.points, totals)):
            mark = PAPAYOO_MARK if round_.papayoo == player else ""
            row.append(f"{points}{mark} → {total}")
        cells.append([*row, str(round_.check)])
    cells.append([_("Total"), *map(str, game.totals), ""])
    if game.rounds:
        cells.append([_("Place"), *map(str, game.places), ""])
    widths = [max(len(row[column]) for row in cells) for column in range(len(cells[0]))]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip() for row in cells]
    heading = " — ".join(part for part in (game.title, game_status(game, language)) if part)
    if any(round_.papayoo is not None for round_ in game.rounds):
        lines.append(_("* took the Papayoo"))
    if any(round_.cards is not None for round_ in game.rounds):
        lines.append(_("† recorded card by card: rules --game shows each player's cards"))
    return "\n".join([heading, *lines])
