"""A season: the standings of a club across saved games, each figure defined once, here.

The same person is matched across files as `game` matches a name: case and accents ignored
(LEA is Léa). The report prints the definitions below under its table:

- games: the games played; wins: the games finished with the lowest total, each tied player
  counting one;
- average place: the places the game gives, tied players sharing one (1, 1, 3);
- relative place: (place − 1) / (players − 1), 0 first and 1 last, averaged over the games, so
  that a 3rd of 8 (0.29) compares with a 2nd of 3 (0.5);
- points per round: every point taken over every round played;
- Papayoos per round: Papayoos taken over the rounds that say who took it (None if none does);
- best game: the game of fewest points per round (the earliest of equals).

Ranked by wins per game played, then the lower average relative place, then the fewer points
per round; players of fewer than half the games of the most regular one (`min_games`) come
after the others, ranked the same way. Games are taken in date order, undated ones last, each
set in the order given.
"""

import datetime
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from papayoo_print.errors import Problem, UserError
from papayoo_print.game.model import Game
from papayoo_print.game.values import folded
from papayoo_print.words import ui_gettext as _


class SeasonGame(NamedTuple):
    source: str
    """The file, as the user named it."""
    game: Game
    people: tuple[str, ...]
    """Each seat's person: the name folded (see `person`)."""
    totals: tuple[int, ...]
    places: tuple[int, ...]
    leaders: tuple[int, ...]
    """The game's, computed once: the standings ask for them hundreds of times."""


class Standing(NamedTuple):
    person: str
    name: str
    """The spelling most used, the earliest of equals."""
    games: int
    wins: int
    average_place: Fraction
    relative_place: Fraction
    points_per_round: Fraction
    papayoos_per_round: Fraction | None
    best_game: int
    """Its index in `Season.games`."""
    best_points_per_round: Fraction
    rank: int
    regular: bool
    """Played at least `Season.min_games`: ranked with the others, not after them."""


class Meeting(NamedTuple):
    """How often one player finished ahead of another, level with them, behind them."""

    ahead: int
    level: int
    behind: int


class Season(NamedTuple):
    games: tuple[SeasonGame, ...]
    standings: tuple[Standing, ...]
    """Ranked: the regular players first."""
    min_games: int
    spellings: dict[str, tuple[str, ...]]
    """Each person's spellings, most used first."""
    meetings: dict[tuple[str, str], Meeting]
    """For each pair (both ways) who met at least MIN_MEETINGS times."""


MIN_MEETINGS = 2


def left_out(game: Game) -> bool:
    """A game a season does not count: no round played, or fewer than agreed."""
    return not game.rounds or (game.rounds_planned is not None and not game.finished)


def person(name: str) -> str:
    return folded(name)


def season(files: Sequence[tuple[str, Game]]) -> Season:
    """The season of these games (none left out), or a UserError naming each game where two
    players would be one person."""
    def when(item: tuple[int, tuple[str, Game]]) -> tuple[bool, datetime.date, int]:
        date = item[1][1].date
        return (date is None, date or datetime.date.min, item[0])

    games = tuple(
        SeasonGame(source, game, tuple(map(person, game.players)), game.totals, game.places, game.leaders)
        for _index, (source, game) in sorted(enumerate(files), key=when)
    )
    _refuse_one_person_twice(games)
    spellings = _spellings(games)
    lines = [_figures(who, spelled[0], games) for who, spelled in spellings.items()]
    most = max(line.games for line in lines)
    min_games = -(-most // 2)
    ranked = _ranked(lines, min_games)
    return Season(games, ranked, min_games, spellings, _meetings(games))


def _refuse_one_person_twice(games: Sequence[SeasonGame]) -> None:
    problems = []
    for played in games:
        seats = Counter(played.people)
        for who, count in seats.items():
            if count > 1:
                names = [name for name, key in zip(played.game.players, played.people) if key == who]
                message = _(
                    "{names} would be one player across the season (names are matched without case"
                    " or accents): rename one of them"
                ).format(names=", ".join(names))
                problems.append(Problem(message, file=played.source))
    if problems:
        raise UserError(*problems)


def _spellings(games: Sequence[SeasonGame]) -> dict[str, tuple[str, ...]]:
    """Each person's spellings, most used first, then in the order met."""
    counts: dict[str, Counter[str]] = {}
    for played in games:
        for name, who in zip(played.game.players, played.people):
            counts.setdefault(who, Counter())[name] += 1
    return {who: tuple(name for name, _count in spelled.most_common()) for who, spelled in counts.items()}


def _figures(who: str, name: str, games: Sequence[SeasonGame]) -> Standing:
    played = wins = places = points = rounds = papayoos = told = 0
    relative = Fraction(0)
    best: tuple[Fraction, int] | None = None
    for index, season_game in enumerate(games):
        if who not in season_game.people:
            continue
        game = season_game.game
        seat = season_game.people.index(who)
        place, count, total = season_game.places[seat], len(game.players), season_game.totals[seat]
        played += 1
        wins += seat in season_game.leaders
        places += place
        relative += Fraction(place - 1, count - 1)
        points += total
        rounds += len(game.rounds)
        papayoos += sum(round_.papayoo == seat for round_ in game.rounds)
        told += sum(round_.papayoo is not None for round_ in game.rounds)
        per_round = Fraction(total, len(game.rounds))
        if best is None or per_round < best[0]:
            best = (per_round, index)
    assert best is not None
    return Standing(
        person=who,
        name=name,
        games=played,
        wins=wins,
        average_place=Fraction(places, played),
        relative_place=relative / played,
        points_per_round=Fraction(points, rounds),
        papayoos_per_round=Fraction(papayoos, told) if told else None,
        best_game=best[1],
        best_points_per_round=best[0],
        rank=0,
        regular=True,
    )


def _ranked(lines: list[Standing], min_games: int) -> tuple[Standing, ...]:
    def key(line: Standing) -> tuple[bool, Fraction, Fraction, Fraction]:
        wins = Fraction(line.wins, line.games)
        return (line.games < min_games, -wins, line.relative_place, line.points_per_round)

    ordered = sorted(lines, key=lambda line: (key(line), line.name.casefold()))
    ranked: list[Standing] = []
    for position, line in enumerate(ordered):
        shared = ranked and key(ranked[-1]) == key(line)
        rank = ranked[-1].rank if shared else position + 1
        ranked.append(line._replace(rank=rank, regular=line.games >= min_games))
    return tuple(ranked)


def _meetings(games: Sequence[SeasonGame]) -> dict[tuple[str, str], Meeting]:
    tally: dict[tuple[str, str], list[int]] = {}
    for played in games:
        totals = played.totals
        for seat, who in enumerate(played.people):
            for other, whom in enumerate(played.people):
                if seat != other:
                    counts = tally.setdefault((who, whom), [0, 0, 0])
                    counts[(totals[seat] > totals[other]) - (totals[seat] < totals[other]) + 1] += 1
    return {
        pair: Meeting(*counts) for pair, counts in tally.items() if sum(counts) >= MIN_MEETINGS
    }


def wins_so_far(season: Season, who: str) -> tuple[int, ...]:
    """`who`'s wins after each game of the season, 0 before their first."""
    after, wins = [], 0
    for played in season.games:
        if who in played.people:
            wins += played.people.index(who) in played.leaders
        after.append(wins)
    return tuple(after)


def near_names(season: Season) -> list[list[str]]:
    """Groups of people whose names are one letter apart (Natan, Nathan; Chloe., Chloé) who
    never sat at the same table: maybe one person typed two ways, counted as two. Each group
    lists its people, in the order of the standings."""
    people = [line.person for line in season.standings]
    together = {pair for played in season.games for pair in _pairs(played.people)}
    linked: dict[str, set[str]] = {who: set() for who in people}
    for index, who in enumerate(people):
        for other in people[index + 1 :]:
            if (who, other) not in together and one_edit_apart(who, other):
                linked[who].add(other)
                linked[other].add(who)
    groups, seen = [], set()
    for who in people:
        if linked[who] and who not in seen:
            group, waiting = [], [who]
            while waiting:
                current = waiting.pop()
                if current not in seen:
                    seen.add(current)
                    group.append(current)
                    waiting.extend(linked[current])
            groups.append(sorted(group, key=people.index))
    return groups


def _pairs(people: tuple[str, ...]) -> set[tuple[str, str]]:
    return {(a, b) for a in people for b in people if a != b}


def one_edit_apart(a: str, b: str) -> bool:
    """One letter added, removed or changed, or two neighbours swapped, turns `a` into `b`."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) > len(b):
        a, b = b, a
    start = 0
    while start < len(a) and a[start] == b[start]:
        start += 1
    if len(a) == len(b):
        swapped = a[start : start + 2] == b[start : start + 2][::-1]
        return a[start + 1 :] == b[start + 1 :] or (swapped and a[start + 2 :] == b[start + 2 :])
    return a[start:] == b[start + 1 :]
