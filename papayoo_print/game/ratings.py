"""Each player's skill rating over a season, game after game: openskill's Plackett–Luce model (a
Bayesian rating for games of many players, as Board Game Arena's Elo is for two) over each game's
places, the lowest total first and tied players tied, with openskill's own starting values.

A rating is two numbers: `mu`, the skill the games so far point to (everyone starts at 25; a
better place than expected raises it, a worse one lowers it), and `sigma`, how unsure that
estimate still is (8.3 before any game, smaller with each game played). The report shows them as
`mu ± sigma` rather than openskill's one-number `ordinal` (mu − 3 sigma): a club reader knows
"27.4 ± 1.9" as a measure and its margin, sees that two players whose margins overlap are not told
apart yet, and finds a newcomer at 25 ± 8.3, where they expect one; the ordinal would put that
newcomer at 0, below every regular, with no word why. Players of few games come after the others
in the standings whatever they are ranked by (`season.py`), so ranking by `mu` crowns no one-game
wonder.
"""

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from openskill.models import PlackettLuceRating


class Rating(NamedTuple):
    mu: float
    """The estimated skill: higher is stronger."""
    sigma: float
    """How unsure the estimate is: one standard deviation."""


START = Rating(25.0, 25.0 / 3.0)
"""openskill's defaults, before a player's first game."""


def ratings(games: Iterable[tuple[Sequence[str], Sequence[int]]]) -> list[tuple[Rating, ...]]:
    """For each game, given as its people seat by seat and their places (tied players sharing
    one: 1, 1, 3), in the order played: each seat's rating after it."""
    from openskill.models import PlackettLuce  # what only a season needs, when it is rated

    model = PlackettLuce(mu=START.mu, sigma=START.sigma)
    current: dict[str, PlackettLuceRating] = {}
    after: list[tuple[Rating, ...]] = []
    for people, places in games:
        teams = [[current.get(who) or model.rating()] for who in people]
        rated = model.rate(teams, ranks=[float(place) for place in places])
        for who, (rating,) in zip(people, rated):
            current[who] = rating
        after.append(tuple(Rating(rating.mu, rating.sigma) for (rating,) in rated))
    return after
