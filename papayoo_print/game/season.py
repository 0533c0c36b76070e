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
- best game: the game of fewest points per round (the earliest of equals);
- rating: the estimated skill and how sure it is, from the places of every game in order
  (`ratings.py`).

Ranked by wins per game played, then the lower average relative place, then the fewer points
per round; or, asked (`RankBy.rating`), by the higher rating (its `mu`) first, then as by wins.
Players of fewer than half the games of the most regular one (`min_games`) come after the
others, ranked the same way. Games are taken in date order, undated ones last, each set in the
order given; the ratings follow that order.
"""

import datetime
from collections import Counter
from collections.abc import Sequence
from enum import Enum
from fractions import Fraction
from typing import NamedTuple

from papayoo_print.errors import Problem, UserError
from papayoo_print.game.model import Game
from papayoo_print.game.look_alike import reading
from papayoo_print.game.ratings import START, Rating, ratings
from papayoo_print.game.values import folded, looks_like, shown
from papayoo_print.words import ui_gettext as _


class RankBy(str, Enum):
    """What the standings are ranked by first."""

    wins = "wins"
    rating = "rating"


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
    rating: Rating
    """After the last game."""
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
    ratings: tuple[tuple[Rating, ...], ...]
    """After each game, its players' ratings, seat by seat."""
    ranked_by: RankBy


MIN_MEETINGS = 2


def left_out(game: Game) -> bool:
    """A game a season does not count: no round played, or fewer than agreed."""
    return not game.rounds or (game.rounds_planned is not None and not game.finished)


def person(name: str) -> str:
    return folded(name)


def season(files: Sequence[tuple[str, Game]], rank_by: RankBy = RankBy.wins) -> Season:
    """The season of these games (none left out), ranked by `rank_by`, or a UserError naming each
    game where two players would be one person."""
    def when(item: tuple[int, tuple[str, Game]]) -> tuple[bool, datetime.date, int]:
        date = item[1][1].date
        return (date is None, date or datetime.date.min, item[0])

    games = tuple(
        SeasonGame(source, game, tuple(map(person, game.players)), game.totals, game.places, game.leaders)
        for _index, (source, game) in sorted(enumerate(files), key=when)
    )
    _refuse_one_person_twice(games)
    _refuse_look_alikes(games)
    spellings = _spellings(games)
    rated = tuple(ratings((played.people, played.places) for played in games))
    latest = {who: rating for played, after in zip(games, rated) for who, rating in zip(played.people, after)}
    lines = _figures(spellings, games, latest)
    most = max(line.games for line in lines)
    min_games = -(-most // 2)
    ranked = _ranked(lines, min_games, rank_by)
    return Season(games, ranked, min_games, spellings, _meetings(games), rated, rank_by)


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


def _refuse_look_alikes(games: Sequence[SeasonGame]) -> None:
    """Two people whose names a reader cannot tell apart (`look_alike.reading`: Сосо, in
    Cyrillic, and Coco; O’Brien and O'Brien) are refused, as two players of one game are: each
    game names them apart, the season's pages would not. Said once a pair, in the game where the
    second is met, naming the first and its game."""
    first: dict[str, tuple[str, str, str]] = {}
    told: set[tuple[str, str]] = set()
    problems = []
    for played in games:
        for name, who in zip(played.game.players, played.people):
            other, twin, source = first.setdefault(reading(name), (who, name, played.source))
            if other != who and (other, who) not in told:
                told.add((other, who))
                message = _("player {name} can be mistaken for {other}: {difference}").format(
                    name=shown(name), other=f"{twin} ({source})", difference=looks_like(name, twin)
                )
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


class _Tally:
    """One person's sums so far, game after game."""

    def __init__(self) -> None:
        self.played = self.wins = self.places = self.points = self.rounds = self.papayoos = self.told = 0
        self.relative = Fraction(0)
        self.best: tuple[Fraction, int] | None = None


def _figures(
    spellings: dict[str, tuple[str, ...]], games: Sequence[SeasonGame], ratings: dict[str, Rating]
) -> list[Standing]:
    """Each person's line, unranked, in the order of `spellings`, with their rating after the
    last game: one pass over the games."""
    tallies = {who: _Tally() for who in spellings}
    for index, season_game in enumerate(games):
        game = season_game.game
        count, rounds = len(game.players), len(game.rounds)
        taken = Counter(round_.papayoo for round_ in game.rounds)
        told = rounds - taken[None]
        for seat, who in enumerate(season_game.people):
            tally, place, total = tallies[who], season_game.places[seat], season_game.totals[seat]
            tally.played += 1
            tally.wins += seat in season_game.leaders
            tally.places += place
            tally.relative += Fraction(place - 1, count - 1)
            tally.points += total
            tally.rounds += rounds
            tally.papayoos += taken[seat]
            tally.told += told
            per_round = Fraction(total, rounds)
            if tally.best is None or per_round < tally.best[0]:
                tally.best = (per_round, index)
    return [_standing(who, spelled[0], tallies[who], ratings[who]) for who, spelled in spellings.items()]


def _standing(who: str, name: str, tally: _Tally, rating: Rating) -> Standing:
    assert tally.best is not None
    return Standing(
        person=who,
        name=name,
        games=tally.played,
        wins=tally.wins,
        average_place=Fraction(tally.places, tally.played),
        relative_place=tally.relative / tally.played,
        points_per_round=Fraction(tally.points, tally.rounds),
        papayoos_per_round=Fraction(tally.papayoos, tally.told) if tally.told else None,
        best_game=tally.best[1],
        best_points_per_round=tally.best[0],
        rating=rating,
        rank=0,
        regular=True,
    )


def _ranked(lines: list[Standing], min_games: int, rank_by: RankBy) -> tuple[Standing, ...]:
    def key(line: Standing) -> tuple[bool, float, Fraction, Fraction, Fraction]:
        wins = Fraction(line.wins, line.games)
        rating = -line.rating.mu if rank_by is RankBy.rating else 0.0
        return (line.games < min_games, rating, -wins, line.relative_place, line.points_per_round)

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


def ratings_so_far(season: Season, who: str) -> tuple[float, ...]:
    """`who`'s rating (its `mu`) after each game of the season, the starting one before their
    first."""
    after, mu = [], START.mu
    for played, rated in zip(season.games, season.ratings):
        if who in played.people:
            mu = rated[played.people.index(who)].mu
        after.append(mu)
    return tuple(after)


def near_names(season: Season) -> list[list[str]]:
    """Groups of people whose names are one letter apart (Natan, Nathan; Chloe., Chloé) who
    never sat at the same table: maybe one person typed two ways, counted as two. Each group
    lists its people, in the order of the standings; the groups come in the order of their
    first.

    The pairs are those `one_edit_apart` says, found by what their names share rather than by
    comparing every two: a name with one letter left out, for a letter added, removed or
    changed; a name with two neighbours swapped. The work grows with the names and the tables,
    not their square."""
    people = [line.person for line in season.standings]
    order = {who: index for index, who in enumerate(people)}
    sat_with: dict[str, set[str]] = {who: set() for who in people}
    for played in season.games:
        for who in played.people:
            sat_with[who].update(played.people)
    groups = _Groups(people)
    for members in _one_letter_changed(people).values():
        _join_strangers(members, sat_with, groups)
    for who in people:
        for other in _one_letter_removed_or_swapped(who):
            if other in order and other not in sat_with[who]:
                groups.join(who, other)
    found: dict[str, list[str]] = {}
    for who in people:
        found.setdefault(groups.root(who), []).append(who)
    return [group for group in found.values() if len(group) > 1]


class _Groups:
    """People joined into groups (a union-find): each group known by one of its people."""

    def __init__(self, people: Sequence[str]) -> None:
        self.parent = {who: who for who in people}

    def root(self, who: str) -> str:
        while (parent := self.parent[who]) != who:
            self.parent[who] = self.parent[parent]
            who = parent
        return who

    def join(self, a: str, b: str) -> None:
        self.parent[self.root(a)] = self.root(b)


def _one_letter_changed(people: Sequence[str]) -> dict[tuple[str, int], list[str]]:
    """The people whose names are alike but for the letter at one place: any two of a list are
    one letter changed apart."""
    alike: dict[tuple[str, int], list[str]] = {}
    for who in people:
        for place in range(len(who)):
            alike.setdefault((who[:place] + who[place + 1 :], place), []).append(who)
    return {key: members for key, members in alike.items() if len(members) > 1}


def _join_strangers(members: Sequence[str], sat_with: dict[str, set[str]], groups: _Groups) -> None:
    """Join every two of `members` who never sat at the same table, looking at each member
    once and at each table-mate once, however many never met."""
    left = set(members)
    while left:
        waiting = [left.pop()]
        while waiting:
            current = waiting.pop()
            strangers = [other for other in left if other not in sat_with[current]]
            for other in strangers:
                left.discard(other)
                groups.join(current, other)
            waiting.extend(strangers)


def _one_letter_removed_or_swapped(name: str) -> set[str]:
    """The names that are `name` with one letter left out, or two neighbours swapped."""
    removed = {name[:place] + name[place + 1 :] for place in range(len(name))}
    swapped = {
        name[:place] + name[place + 1] + name[place] + name[place + 2 :]
        for place in range(len(name) - 1)
        if name[place] != name[place + 1]
    }
    return removed | swapped


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
