"""What the game report shows, as finished values: places, a chart, the rounds' story.

The filled sheet before it already shows every round's points and running totals: the report
does not repeat them. It gives the places and each player's figures, the totals against the
table's average as a chart, and round by round who took the Papayoo, who took fewest points,
who led, and the Payoo cards of rounds recorded card by card. Numbers are written as the
language writes them (`words.format_number`); the chart's geometry is computed in `chart`.
"""

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from papayoo_print.documents.chart import running_totals_chart
from papayoo_print.documents.chart_frame import HEIGHT, WIDTH, text_width
from papayoo_print.game import statistics
from papayoo_print.game.model import Game, Round
from papayoo_print.game.status import game_status
from papayoo_print.words import Language, format_date, format_number, join_names, rounds_played, translations

SHORT_GAME, SHORT_HEIGHT = 8, 54.0
"""A game of up to SHORT_GAME rounds gets a chart this high, and its report one page."""
BESIDE_ROUNDS = 0.57 * WIDTH - 1.0
"""The chart's width beside the rounds' table, under a sheet (report.css: 57 % of the page)."""
NAME_TYPE = 9 * 25.4 / 72
"""The places' names, 9 pt, in mm."""
NAME_PADDING = 4.2
MAX_NAME_WIDTH = 0.45 * WIDTH
"""The places' name column is as wide as the longest name, within this: names first, then the
figures, whose headings go on two lines where they must."""
AVERAGE = "#,##0.0"
"""Every average with one decimal, 69.0 beside 48.4."""

Number = Callable[..., str]
"""A number as the language writes it: `number(value)`, or `number(value, AVERAGE)`."""


def report_context(
    game: Game, language: Language, *, chart_height: float | None = None, first_page: int = 1
) -> dict[str, Any]:
    """The report's values. With `chart_height`, the report goes under the sheet on its page:
    no heading (the sheet has the title and date), a chart that high beside the rounds, both
    on that page or on pages of their own. Its pages are numbered from `first_page`: after the
    sheet's pages, in the same PDF."""
    _ = translations(language).gettext
    played = len(game.rounds)
    number = numbers(language)
    facts = [format_date(game.date, language, long=True)] if game.date else []
    if game.finished:  # otherwise the status says how many rounds were played
        facts.append(rounds_played(played, language))
    title = f"Papayoo — {game.title}" if game.title else _("Papayoo: game report")
    chart = None
    if played > 1:
        size = (chart_height, BESIDE_ROUNDS) if chart_height is not None else (
            SHORT_HEIGHT if played <= SHORT_GAME else HEIGHT, WIDTH
        )
        chart = running_totals_chart(game, number, *size)
    return {
        "title": title,
        "running_head": title,
        "first_page": first_page,
        "page_class": "under-sheet" if chart_height is not None else "",
        "heading": game.title or _("Game report"),
        "facts": " · ".join(facts),
        "status": game_status(game, language) if played else _("No round played yet."),
        "places": _places(game, number) if played else [],
        "name_width": round(min(max(text_width(name, NAME_TYPE) for name in game.players) + NAME_PADDING,
                                MAX_NAME_WIDTH), 1),
        "figures": played > 1,
        "lead": _lead(game, language),
        "chart": chart,
        "ties": [_tie(game, players, language) for players in chart["ties"]] if chart else [],
        "under_sheet": chart_height is not None,
        "rounds": _rounds(game, number) if played > 1 else [],
        "cards": any(round_.cards for round_ in game.rounds),
    }


def breakable(name: str) -> str:
    """A name as the report's tables set it: where it has no space or hyphen to end a line at,
    a line may end after an underscore (a zero-width space) rather than inside a word."""
    return name.replace("_", "_\u200b")


def numbers(language: Language) -> Number:
    """`number(value)`, or `number(value, pattern)`: as `language` writes it."""

    def number(value: float | Decimal, pattern: str | None = None) -> str:
        return format_number(value, language, pattern)

    return number


def _places(game: Game, number: Number) -> list[dict[str, Any]]:
    figures = zip(
        game.players, game.places, game.totals, statistics.papayoos_taken(game),
        statistics.best_rounds(game), statistics.worst_rounds(game), statistics.averages(game),
    )
    by_player = [
        {
            "name": breakable(name),
            "place": place,
            "total": number(total),
            "papayoos": papayoos,
            "best": number(best),
            "worst": number(worst),
            "average": number(average, AVERAGE),
        }
        for name, place, total, papayoos, best, worst, average in figures
    ]
    return [by_player[player] for player in game.ranking]


def _lead(game: Game, language: Language) -> str | None:
    """Since when the sole leader led, where that says more than the status: from a round
    before the last one, or, in a game still going on, after its last round."""
    _ = translations(language).gettext
    since = statistics.led_from(game)
    if since is None:
        return None
    name = game.players[game.leaders[0]]
    if since < len(game.rounds):
        return _("From round {number} on, {name} alone had the lowest total.").format(
            name=name, number=since
        )
    if not game.finished:
        return _("After round {number}, {name} alone has the lowest total.").format(
            name=name, number=since
        )
    return None


def _tie(game: Game, players: list[int], language: Language) -> str:
    """The players who end on the same total, said under the chart, whose lines are side by side."""
    names = join_names([game.players[player] for player in players], language)
    total = format_number(game.totals[players[0]], language)
    level = translations(language).gettext("{names} end level, on {total} points.")
    return level.format(names=names, total=total)


def _rounds(game: Game, number: Number) -> list[dict[str, Any]]:
    """Each round as the sheet does not tell it: who took fewest points, who led after it."""
    rows = []
    for index, (round_, totals) in enumerate(zip(game.rounds, game.running_totals), start=1):
        fewest = statistics.lowest(round_.points)
        leaders = statistics.lowest(totals)
        rows.append({
            "number": index,
            "papayoo": breakable(game.players[round_.papayoo]) if round_.papayoo is not None else "",
            "suit": round_.suit.symbol if round_.suit else "",
            "fewest": ", ".join(breakable(game.players[player]) for player in fewest),
            "fewest_points": number(round_.points[fewest[0]]),
            "leaders": ", ".join(breakable(game.players[player]) for player in leaders),
            "leading_total": number(totals[leaders[0]]),
            "cards": _cards(game, round_),
        })
    return rows


def _cards(game: Game, round_: Round) -> list[dict[str, str]]:
    """Who took which Payoo cards, for a round recorded card by card."""
    if not round_.cards:
        return []
    return [
        {"name": breakable(name), "cards": ", ".join(map(str, cards))}
        for name, cards in zip(game.players, round_.cards)
        if cards
    ]


def filled_sheet_description(language: Language) -> str:
    """What a screen reader says of the filled sheet's pages, drawn rather than typeset."""
    return translations(language).gettext(
        "The scoresheet filled in with every round: each player’s points and total after it, who"
        " took the Papayoo and the suit. The report after it gives the places, each player’s"
        " figures and who led after each round, in tables."
    )

