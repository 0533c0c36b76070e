"""A saved game on the scoresheet's form: one filled SheetForm per page, 18 rounds a page."""

from papayoo_print.facts import MAX_SHEET_ROUNDS, Paper
from papayoo_print.form.content import FilledRound, SheetFill, SheetForm
from papayoo_print.game.model import Game
from papayoo_print.game.status import game_status
from papayoo_print.words import Language, format_date


def result_forms(game: Game, language: Language, paper: Paper) -> list[SheetForm]:
    """The pages of `game`: every round played, then blank rows for the planned ones to come. A
    game of more than 18 rows shares them out evenly over its pages (20 rows: 10 and 10), each
    page's rows as tall, none left mostly blank."""
    running = game.running_totals
    played = [
        FilledRound(round_.points, running[index], round_.papayoo, round_.suit, round_.check)
        for index, round_ in enumerate(game.rounds)
    ]
    rows = max(len(played), game.rounds_planned or 0, 1)
    status = game_status(game, language)
    date = format_date(game.date, language) if game.date else None
    zeros = (0,) * len(game.players)
    pages = -(-rows // MAX_SHEET_ROUNDS)
    per_page = -(-rows // pages)
    forms = []
    for first in range(0, rows, per_page):
        page_rows = min(per_page, rows - first)
        last_played = min(first + page_rows, len(played)) - 1
        last_page = first + page_rows == rows
        before = min(first, len(played)) - 1
        fill = SheetFill(
            status=status,
            rounds=tuple(played[first : first + page_rows]),
            totals=running[last_played] if last_played >= 0 else zeros,
            places=game.places if last_page and played else None,
            title=game.title,
            date=date,
            brought_forward=(running[before] if before >= 0 else zeros) if first else None,
            winners=game.leaders if game.finished else (),
            provisional=not game.finished,
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
                page=first // per_page + 1,
                pages=pages,
                slots=per_page if pages > 1 else None,
            )
        )
    return forms
