"""What the rules summary and the back of a sheet show, as finished values for the templates."""

from collections.abc import Callable
from itertools import groupby
from typing import Any, NamedTuple

from papayoo_print.errors import Problem, UserError
from papayoo_print.facts import (
    DEALS,
    Deal,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PAPAYOO_POINTS,
    PAYOO_CARDS,
    PAYOO_TOTAL,
    ROUND_TOTAL,
    SUIT_CARDS,
    Suit,
    DECK_SIZE,
)
from papayoo_print.game.model import Game, Round
from papayoo_print.words import N_, Language, translations
from papayoo_print.words import ui_gettext as ui
from papayoo_print.words import ui_ngettext as ngettext

NO_VALUE = "—"
NBSP = "\u00a0"
PAPAYOO_CARD = 7
"""The Papayoo is the 7 of the suit the die shows."""
CROWDED = 5
"""Players in a worked round beyond which the rules' second page is set closer, to stay two pages."""


def _formula(*terms: object, result: object) -> str:
    """`1 + 2 + … + 20 = 210`, held on one line by no-break spaces."""
    return f"{NBSP}+{NBSP}".join(map(str, terms)) + f"{NBSP}={NBSP}{result}"


PAYOO_FORMULA = _formula(PAYOO_CARDS[0], PAYOO_CARDS[1], "…", PAYOO_CARDS[-1], result=PAYOO_TOTAL)
ROUND_FORMULA = _formula(PAYOO_TOTAL, PAPAYOO_POINTS, result=ROUND_TOTAL)
EXAMPLE = Game(
    players=("Léa", "Hugo", "Chloé", "Nathan"),
    rounds=(
        Round(
            points=(52, 6, 83, 109),
            papayoo=0,
            suit=Suit.hearts,
            cards=((3, 9), (6,), (1, 2, 4, 5, 7, 8, 10, 12, 14, 20), (11, 13, 15, 16, 17, 18, 19)),
        ),
    ),
)
"""The last round of the game the seeds tell (examples/lea-hugo-chloe-nathan.yaml): the rules'
worked round when no game is given."""


class Players(NamedTuple):
    """Player counts that follow each other, both ends included: `at 3 or 4`, `from 6 to 8`."""

    low: int
    high: int


def _runs(key: Callable[[Deal], Any]) -> list[tuple[Any, Players]]:
    """The deal table's player counts, in runs of deals that share `key(deal)`."""
    runs = []
    for value, group in groupby(DEALS.values(), key):
        deals = list(group)
        runs.append((value, Players(deals[0].players, deals[-1].players)))
    return runs


def _ones_removed() -> Players:
    """The player counts at which the suited 1s leave the deck: two of them, `at 7 or 8`."""
    (players,) = (players for removed, players in _runs(lambda deal: deal.suited_ones_removed) if removed)
    assert players.high == players.low + 1
    return players


def card_values_context(language: Language) -> dict[str, Any]:
    """The card values, the 250 check and the deal table: shared by the rules and the back."""
    _ = translations(language).gettext
    return {
        "card_values": [
            {
                "card": _("Each Payoo card, {first} to {last}").format(
                    first=PAYOO_CARDS[0], last=PAYOO_CARDS[-1]
                ),
                "points": _("its number"),
            },
            {"card": _("The Papayoo: the 7 of the suit the die shows"), "points": str(PAPAYOO_POINTS)},
            {"card": _("Every other card, the three other 7s included"), "points": "0"},
            {"card": _("The Payoo 7: a Payoo card like the others"), "points": "7"},
        ],
        "payoo_formula": PAYOO_FORMULA,
        "round_formula": ROUND_FORMULA,
        "payoo_total": PAYOO_TOTAL,
        "papayoo_points": PAPAYOO_POINTS,
        "round_total": ROUND_TOTAL,
        "deals": list(DEALS.values()),
        "min_players": MIN_PLAYERS,
        "max_players": MAX_PLAYERS,
        "deck_count": DECK_SIZE,
        "suit_card_count": len(Suit) * len(SUIT_CARDS),
        "suit_first": SUIT_CARDS[0],
        "suit_last": SUIT_CARDS[-1],
        "payoo_count": len(PAYOO_CARDS),
        "payoo_first": PAYOO_CARDS[0],
        "payoo_last": PAYOO_CARDS[-1],
        "ones_removed": _ones_removed(),
    }


def rules_context(language: Language, game: Game | None = None, number: int | None = None) -> dict[str, Any]:
    """The rules, and a round counted: with a game, one of its rounds (the last, or `number`),
    else the example's."""
    _ = translations(language).gettext
    if game is None:
        counted = counted_round(EXAMPLE, None, language) | {"heading": _("Counting a round: an example")}
    else:
        counted = counted_round(game, number, language)
    return {
        "title": _("Papayoo: the rules in brief"),
        # A round of more than five players takes room from the second page: set it closer.
        "page_class": "numbered rules" + (" crowded" if len(counted["rows"]) > CROWDED else ""),
        "counted": counted,
        "example_sum": _formula(18, 3, PAPAYOO_POINTS, result=18 + 3 + PAPAYOO_POINTS),
        **card_values_context(language),
    }


def counted_round(game: Game, number: int | None, language: Language) -> dict[str, Any]:
    """Each player's Payoo cards, the Papayoo and the points of one round, and the check."""
    _ = translations(language).gettext
    played = len(game.rounds)
    if not played:
        raise UserError(Problem(ui(N_("the game has no round yet")), subject="game"))
    number = number or played
    if not 1 <= number <= played:
        message = ngettext(
            "{number}: the game has only {played} round",
            "{number}: the game has rounds 1 to {played}",
            played,
        ).format(number=number, played=played)
        raise UserError(Problem(message, subject="round"))
    round_ = game.rounds[number - 1]
    payoo_heading = _("Payoo points")
    payoo_points = round_.payoo_points
    rows = []
    for player, name in enumerate(game.players):
        cards = None if round_.cards is None else ", ".join(map(str, round_.cards[player])) or NO_VALUE
        if round_.papayoo is None:
            papayoo: int | str = NO_VALUE
        else:
            papayoo = PAPAYOO_POINTS if round_.papayoo == player else 0
        rows.append(
            {
                "name": name,
                "cards": cards,
                "payoo": NO_VALUE if payoo_points is None else payoo_points[player],
                "papayoo": papayoo,
                "points": round_.points[player],
            }
        )
    if round_.cards is not None:
        how = _("Only the cards that count are listed; the others are worth 0.")
    elif round_.papayoo is not None:
        how = _(
            "This round was recorded as points, not card by card: “{column}” is each player’s points"
            " less the Papayoo’s {points}."
        ).format(column=payoo_heading, points=PAPAYOO_POINTS)
    else:
        how = _("This round was recorded as points, without who took the Papayoo.")
    check = _("The bottom line is the check: {check}.").format(check=ROUND_FORMULA)
    papayoo_heading = "Papayoo"
    if round_.suit:
        papayoo_heading += f" ({PAPAYOO_CARD}{NBSP}{round_.suit.symbol})"
    heading = (
        _("How round {number} of “{title}” was counted").format(number=number, title=game.title)
        if game.title
        else _("How round {number} was counted").format(number=number)
    )
    return {
        "heading": heading,
        "cards_listed": round_.cards is not None,
        "payoo_heading": payoo_heading,
        "papayoo_heading": papayoo_heading,
        "rows": rows,
        "payoo_total": PAYOO_TOTAL,
        "papayoo_total": PAPAYOO_POINTS,
        "total": round_.check,
        "note": f"{how} {check}",
    }
