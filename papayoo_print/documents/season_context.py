"""What the season report shows, as finished values: the standings and what each column means,
head to head, the games, the wins and the ratings game after game.

Figures are computed in `game.season`; here they are rounded half up (2.25 is 2.3, as a reader
checking by hand rounds) and written as the language writes numbers.

A club's season of hundreds of players and games stays a report one can read (and typeset in
seconds: the typesetter's time grows with the cells and the lines): the standings' table holds
the first MAX_STANDINGS_ROWS, the others follow in one paragraph, by rank, with their games and
wins; the wins' chart draws the first MAX_CHART_PLAYERS of the standings, the ratings' chart the
MAX_RATING_PLAYERS of the most games, head to head takes the first MAX_HEAD_TO_HEAD of those who
met; past MAX_GAME_ROWS games, the games are listed a line each rather than as a table. Each
section that leaves players out says so. Every row stays in the context for a template of one's
own.
"""

from collections.abc import Iterator
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

from babel.numbers import format_percent

from papayoo_print.documents.chart_frame import text_width
from papayoo_print.documents.head_to_head import MAX_NAME_WIDTH, PADDING, head_to_head
from papayoo_print.documents.report_context import AVERAGE, Number, numbers
from papayoo_print.documents.season_chart import ratings_chart, wins_chart
from papayoo_print.game.season import RankBy, Season, Standing
from papayoo_print.words import Language, format_date, join_names, translations

PER_ROUND = "#,##0.00"
MAX_COLUMNS = 12
"""Head to head: more players than this are split into tables of columns that fit the page."""
MAX_HEAD_TO_HEAD = 20
MAX_CHART_PLAYERS = 20
"""A season of 20 players has them all, head to head and in the chart, inside the page."""
MAX_RATING_PLAYERS = 8
"""Ratings rise and fall, and cross: more lines than this would be a tangle."""
MAX_STANDINGS_ROWS = 40
"""The standings' table: a page."""
MAX_GAME_ROWS = 100
"""Past this many games, they are listed a line each, and the chart's lines have no mark at each
game: marks a millimetre apart, or less, would be a smear."""
STANDINGS_TYPE = 8.5
"""The standings' type size, in points."""
DASH = "\u2013"
NO_BREAK = "\u00a0"
"""Between the words of one player's entry in a paragraph, or of a winner's name, that a line
never splits."""


def season_context(season: Season, language: Language) -> dict[str, Any]:
    _ = translations(language).gettext
    number = numbers(language)
    standings = list(_standings(season, language, number))
    blocks, shown = _head_to_head(season, language)
    games = _games(season, language, number)
    title = _("Papayoo: season report")
    return {
        "title": title,
        "running_head": title,
        "page_class": "",
        "heading": _("Season report"),
        "facts": _facts(season, language, number),
        "standings": standings,
        "name_width": _name_width([row["name"] for row in standings if row["in_table"]]),
        "others": _others(season, standings, language),
        "definitions": _definitions(season, language),
        "merged": _merged(season, language),
        "chart": _chart(season, language, number) if len(season.games) > 1 else None,
        "rating_chart": _rating_chart(season, language, number) if len(season.games) > 1 else None,
        "head_to_head": blocks,
        "head_to_head_shown": shown,
        "games": games,
        "game_lines": _game_lines(games) if len(games) > MAX_GAME_ROWS else None,
    }


def rounded(value: Fraction, places: int) -> Decimal:
    """`value` rounded half up to `places` decimals."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def _percent(value: Fraction, language: Language) -> str:
    return format_percent(rounded(value, 2), locale=language.value)


def _facts(season: Season, language: Language, number: Number) -> str:
    ngettext = translations(language).ngettext
    count = len(season.games)
    people = len(season.standings)
    facts = [
        ngettext("{count} game", "{count} games", count).format(count=number(count)),
        ngettext("{count} player", "{count} players", people).format(count=number(people)),
    ]
    dates = [played.game.date for played in season.games if played.game.date]
    if dates:
        first, last = format_date(dates[0], language, long=True), format_date(dates[-1], language, long=True)
        facts.append(first if first == last else f"{first} {DASH} {last}")
    return " · ".join(facts)


def _standings(season: Season, language: Language, number: Number) -> Iterator[dict[str, Any]]:
    _ = translations(language).gettext
    for index, line in enumerate(season.standings):
        late = not line.regular and (index == 0 or season.standings[index - 1].regular)
        yield {
            "in_table": index < MAX_STANDINGS_ROWS,
            "rank": line.rank,
            "name": line.name,
            "late": late,
            "games": number(line.games),
            "wins": number(line.wins),
            "win_share": _percent(Fraction(line.wins, line.games), language),
            "average_place": number(rounded(line.average_place, 1), AVERAGE),
            "relative_place": _percent(line.relative_place, language),
            "points": number(rounded(line.points_per_round, 1), AVERAGE),
            "papayoos": _per_round(line, number),
            "best_game": number(line.best_game + 1),
            "best_points": number(rounded(line.best_points_per_round, 1), AVERAGE),
            "best": _("game {number}").format(number=number(line.best_game + 1)),
            "rating": _rating(line.rating.mu, number),
            "rating_margin": _rating(line.rating.sigma, number),
        }


def _name_width(names: list[str]) -> float:
    """The standings' column of names, in mm: its longest name on one line, up to MAX_NAME_WIDTH
    (a longer name breaks at a space or a hyphen)."""
    widest = max(text_width(name, STANDINGS_TYPE) * 25.4 / 72 for name in names)
    return round(min(MAX_NAME_WIDTH, widest) + 2 * PADDING, 1)


def _rating(value: float, number: Number) -> str:
    """A rating's `mu` or `sigma`, with one decimal: 27.4 ± 1.9."""
    return number(rounded(Fraction(value), 1), AVERAGE)


def _per_round(line: Standing, number: Number) -> str:
    if line.papayoos_per_round is None:
        return DASH
    return number(rounded(line.papayoos_per_round, 2), PER_ROUND)


def _definitions(season: Season, language: Language) -> dict[str, Any]:
    catalog = translations(language)
    _, ngettext = catalog.gettext, catalog.ngettext
    examples = {
        "third_of_eight": _percent(Fraction(2, 7), language),
        "second_of_three": _percent(Fraction(1, 2), language),
        "first": _percent(Fraction(0), language),
        "last": _percent(Fraction(1), language),
    }
    late = ngettext(
        "Players of fewer than {count} game (half as many as the most played) come after the"
        " others, ranked the same way.",
        "Players of fewer than {count} games (half as many as the most played) come after the"
        " others, ranked the same way.",
        season.min_games,
    ).format(count=season.min_games)
    return {
        "late_heading": ngettext(
            "Fewer than {count} game played", "Fewer than {count} games played", season.min_games
        ).format(count=season.min_games),
        "terms": [
            _("Wins: the games finished with the lowest total; players who tie for it each count a win."
              " In brackets, the share of the games played."),
            _("Average place: tied players share a place (1, 1, 3)."),
            _("Relative place: (place − 1) ÷ (players − 1), averaged over the games: {first} is always"
              " first, {last} always last, so that 3rd of 8 ({third_of_eight}) and 2nd of 3"
              " ({second_of_three}) compare.").format(**examples),
            _("Points per round: every point taken over every round played. Papayoos per round: the"
              " Papayoos taken over the rounds that say who took it."),
            _("Best game: the game of fewest points per round, by its number in the list of games;"
              " in brackets, those points per round."),
            _("Rating: the estimated skill, from the places of every game in date order; higher is"
              " stronger; ± how sure (smaller is surer)."),
        ],
        "rule": " ".join([
            _("Ranked by rating, the higher first, then by wins per game played, by the lower relative"
              " place and by fewer points per round; players level on all of them share a rank.")
            if season.ranked_by is RankBy.rating else
            _("Ranked by wins per game played, then by the lower relative place, then by fewer points per"
              " round; players level on all three share a rank."),
            *([late] if season.min_games > 1 else []),
        ]),
    }


def _merged(season: Season, language: Language) -> str | None:
    """The names written differently in different games and counted as one player, if any."""
    merged = [
        f"{spellings[0]} ({', '.join(spellings[1:])})"
        for line in season.standings
        if len(spellings := season.spellings[line.person]) > 1
    ]
    if not merged:
        return None
    return translations(language).gettext(
        "Counted as one player, as names are matched without case or accents: {names}."
    ).format(names="; ".join(merged))


def _head_to_head(season: Season, language: Language) -> tuple[list[dict[str, Any]], str | None]:
    """The pairs who met often enough (`head_to_head.py`): the first MAX_HEAD_TO_HEAD of them, in
    the order of the standings, and if some are left out, a sentence saying so."""
    met = {pair[0] for pair in season.meetings}
    everyone = [line for line in season.standings if line.person in met]
    people = everyone[:MAX_HEAD_TO_HEAD]
    if not people:
        return [], None
    shown = _only_the_first(len(people), len(everyone), language)
    return head_to_head(people, season.meetings, MAX_COLUMNS), shown


def _only_the_first(shown: int, total: int, language: Language) -> str | None:
    """The sentence under a section that shows the first `shown` of `total` players."""
    if shown == total:
        return None
    return translations(language).ngettext(
        "Here the first {shown} of the standings, of {count} player.",
        "Here the first {shown} of the standings, of {count} players.",
        total,
    ).format(shown=shown, count=total)


def _chart(season: Season, language: Language, number: Number) -> dict[str, Any]:
    chart = wins_chart(season, number, MAX_CHART_PLAYERS, marked=len(season.games) <= MAX_GAME_ROWS)
    return {**chart, "shown": _only_the_first(len(chart["lines"]), len(season.standings), language)}


def _rating_chart(season: Season, language: Language, number: Number) -> dict[str, Any]:
    chart = ratings_chart(
        season, number, lambda mu: _rating(mu, number), MAX_RATING_PLAYERS, len(season.games) <= MAX_GAME_ROWS
    )
    shown = len(chart["lines"])
    if shown == len(season.standings):
        return {**chart, "shown": None}
    ngettext = translations(language).ngettext
    sentence = ngettext(
        "Here the {shown} players of the most games, of {count} player.",
        "Here the {shown} players of the most games, of {count} players.",
        len(season.standings),
    ).format(shown=shown, count=len(season.standings))
    return {**chart, "shown": sentence}


def _others(season: Season, standings: list[dict[str, Any]], language: Language) -> str | None:
    """The players after the standings' table, by rank, with their games and wins (and their
    rating, where it ranks them), and where the late players begin among them."""
    rest = [row for row in standings if not row["in_table"]]
    if not rest:
        return None
    ngettext = translations(language).ngettext
    by_rating = season.ranked_by is RankBy.rating
    entries = " · ".join(_other(row, by_rating) for row in rest)
    if by_rating:
        sentence = ngettext(
            "{count} other player, by rank, with games played, wins and rating in brackets: {players}.",
            "The other {count} players, by rank, with games played, wins and rating in brackets: {players}.",
            len(rest),
        )
    else:
        sentence = ngettext(
            "{count} other player, by rank, with games played and wins in brackets: {players}.",
            "The other {count} players, by rank, with games played and wins in brackets: {players}.",
            len(rest),
        )
    sentences = [sentence.format(count=len(rest), players=entries)]
    if late := next((row for row in rest if row["late"]), None):
        sentences.append(ngettext(
            "From rank {rank} on, fewer than {count} game played.",
            "From rank {rank} on, fewer than {count} games played.",
            season.min_games,
        ).format(rank=late["rank"], count=season.min_games))
    return " ".join(sentences)


def _other(row: dict[str, Any], rating: bool) -> str:
    """`12 Léa (3, 1)`, or with the rating `12 Léa (3, 1, 27.4 ± 1.9)`, that a line never splits."""
    figures = [row["games"], row["wins"], *([f"{row['rating']} ± {row['rating_margin']}"] if rating else [])]
    return f"{row['rank']} {row['name']} ({', '.join(figures)})".replace(" ", NO_BREAK)


def _games(season: Season, language: Language, number: Number) -> list[dict[str, Any]]:
    """The games in date order, numbered as the standings and the chart name them; a row of four
    cells, no more: the typesetter's time grows with the cells. A winner's name is never broken
    (its spaces do not break), a table's column of winners as wide as its longest name."""
    ngettext = translations(language).ngettext
    names = {line.person: line.name for line in season.standings}
    rows = []
    for index, played in enumerate(season.games, start=1):
        game = played.game
        winners = [names[played.people[seat]].replace(" ", NO_BREAK) for seat in played.leaders]
        rows.append({
            "number": index,
            "date": format_date(game.date, language, long=True) if game.date else "",
            "title": game.title or played.source.replace("\\", "/").rsplit("/", 1)[-1],
            "table": " · ".join([
                ngettext("{count} player", "{count} players", len(game.players)).format(
                    count=number(len(game.players))
                ),
                ngettext("{count} round", "{count} rounds", len(game.rounds)).format(
                    count=number(len(game.rounds))
                ),
            ]),
            "winners": join_names(winners, language),
        })
    return rows


def _game_lines(games: list[dict[str, Any]]) -> str:
    """The games a line each, as the table would show them: number, date, title and table,
    winners."""
    lines = []
    for game in games:
        parts = (str(game["number"]), game["date"], f"{game['title']} ({game['table']})", game["winners"])
        lines.append(f" {DASH} ".join(part for part in parts if part))
    return "\n".join(lines)
