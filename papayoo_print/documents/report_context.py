"""What the game report shows, as finished values: places, a chart, every round.

Numbers and dates are formatted for the language with Babel; the chart's geometry (an SVG
drawn by the template) is computed here, from the model's running totals.
"""

from typing import Any

from babel.numbers import format_decimal

from papayoo_print.documents.chart import running_totals_chart
from papayoo_print.game import statistics
from papayoo_print.game.model import Game
from papayoo_print.words import Language, format_date, game_status, rounds_played, translations


def report_context(game: Game, language: Language) -> dict[str, Any]:
    _ = translations(language).gettext
    locale = language.value
    played = len(game.rounds)

    def number(value: float) -> str:
        # Spanish groups digits only from five on (CLDR's minimumGroupingDigits, which Babel
        # does not apply): 2100, but 21.000.
        grouped = language is not Language.es or abs(value) >= 10_000
        return format_decimal(value, locale=locale, group_separator=grouped)

    facts = [format_date(game.date, language, long=True)] if game.date else []
    facts.append(rounds_played(played, language))
    figures = zip(
        game.players, game.places, game.totals, statistics.papayoos_taken(game),
        statistics.best_rounds(game), statistics.worst_rounds(game), statistics.averages(game),
    )
    by_player = [
        {
            "name": name,
            "place": place,
            "total": number(total),
            "papayoos": papayoos,
            "best": number(best),
            "worst": number(worst),
            "average": number(round(average, 1)),
        }
        for name, place, total, papayoos, best, worst, average in figures
    ]
    places = [by_player[player] for player in game.ranking]
    lead = None
    led_from = statistics.led_from(game)
    if led_from is not None and played > 1:
        lead = _("From round {number} on, {name} alone had the lowest total.").format(
            name=game.players[game.leaders[0]], number=led_from
        )
    rounds = [
        {
            "number": index,
            "cells": [f"{number(points)} → {number(total)}" for points, total in zip(round_.points, totals)],
            "papayoo": game.players[round_.papayoo] if round_.papayoo is not None else "",
            "suit": round_.suit.symbol if round_.suit else "",
        }
        for index, (round_, totals) in enumerate(zip(game.rounds, game.running_totals), start=1)
    ]
    return {
        "title": f"Papayoo — {game.title}" if game.title else _("Papayoo: game report"),
        "page_class": "",
        "heading": game.title or _("Game report"),
        "facts": " · ".join(facts),
        "status": game_status(game, language),
        "places": places,
        "lead": lead,
        "chart": running_totals_chart(game, number) if played else None,
        "players": game.players,
        "rounds": rounds,
    }


def filled_sheet_description(language: Language) -> str:
    """What a screen reader says of the filled sheet's pages, drawn rather than typeset."""
    return translations(language).gettext(
        "The scoresheet filled in with every round. The report after it gives the same figures"
        " in tables."
    )
