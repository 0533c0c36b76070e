"""A game's status in words: won, drawn, in progress, or played without a planned end."""

from papayoo_print.game.model import Game
from papayoo_print.words import Language, join_names, rounds_played, translations


def game_status(game: Game, language: Language) -> str:
    """Finished with a winner or a draw, in progress, or played without a planned end."""
    catalog = translations(language)
    _, ngettext = catalog.gettext, catalog.ngettext
    played = len(game.rounds)
    if game.finished:
        leaders = game.leaders
        points = game.totals[leaders[0]]
        names = [game.players[player] for player in leaders]
        if len(leaders) == 1:
            return _("{name} wins with {points} points").format(name=names[0], points=points)
        return _("Draw: {names}, {points} points each").format(
            names=join_names(names, language), points=points
        )
    if game.rounds_planned:
        return ngettext(
            "In progress: {played} of {planned} round played",
            "In progress: {played} of {planned} rounds played",
            played,
        ).format(played=played, planned=game.rounds_planned)
    return rounds_played(played, language)
