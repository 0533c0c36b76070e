"""A saved game on the scoresheet's form: one filled SheetForm per page, 18 rounds a page."""

import datetime

from papayoo_print.game import Game
from papayoo_print.i18n import Language, translations
from papayoo_print.rules import MAX_SHEET_ROUNDS
from papayoo_print.sheet import FilledRound, SheetFill, SheetForm
from papayoo_print.sheet_layout import Paper


def result_forms(game: Game, language: Language, paper: Paper) -> list[SheetForm]:
    """The pages of `game`: every round played, then blank rows for the planned ones to come."""
    running = game.running_totals
    played = [
        FilledRound(round_.points, running[index], round_.papayoo, round_.suit, round_.check)
        for index, round_ in enumerate(game.rounds)
    ]
    rows = max(len(played), game.rounds_planned or 0, 1)
    status = game_status(game, language)
    date = format_date(game.date, language) if game.date else None
    zeros = (0,) * len(game.players)
    forms = []
    for first in range(0, rows, MAX_SHEET_ROUNDS):
        page_rows = min(MAX_SHEET_ROUNDS, rows - first)
        last_played = min(first + page_rows, len(played)) - 1
        last_page = first + page_rows == rows
        fill = SheetFill(
            status=status,
            rounds=tuple(played[first : first + page_rows]),
            totals=running[last_played] if last_played >= 0 else zeros,
            places=game.places if last_page and played else None,
            title=game.title,
            date=date,
        )
        forms.append(
            SheetForm(
                language=language,
                paper=paper,
                players=len(game.players),
                rounds=page_rows,
                rounds_planned=game.rounds_planned,
                names=game.players,
                first_round=first + 1,
                fill=fill,
            )
        )
    return forms


def game_status(game: Game, language: Language) -> str:
    """Finished with a winner or a draw, in progress, or played without a planned end."""
    catalog = translations(language)
    _, ngettext = catalog.gettext, catalog.ngettext
    played = len(game.rounds)
    if game.finished:
        leaders = game.leaders
        points = game.totals[leaders[0]]
        if len(leaders) == 1:
            return _("{name} wins with {points} points").format(
                name=game.players[leaders[0]], points=points
            )
        names = [game.players[player] for player in leaders]
        together = _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
        return _("Draw: {names}, {points} points each").format(names=together, points=points)
    if game.rounds_planned:
        return ngettext(
            "In progress: {played} of {planned} round played",
            "In progress: {played} of {planned} rounds played",
            played,
        ).format(played=played, planned=game.rounds_planned)
    return ngettext("{played} round played", "{played} rounds played", played).format(
        played=played
    )


def format_date(date: datetime.date, language: Language) -> str:
    _ = translations(language).gettext
    return _("{year}-{month:02d}-{day:02d}").format(year=date.year, month=date.month, day=date.day)
