"""What the rules summary and the back of a sheet show, as finished values for the templates."""

from collections.abc import Callable
from itertools import groupby
from typing import Any, NamedTuple

from papayoo_print.errors import Problem, UserError
from papayoo_print.facts import (
    CUT_GAP,
    DEALS,
    Deal,
    MARGIN,
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
from papayoo_print.game.model import Game
from papayoo_print.words import N_, Language, translations
from papayoo_print.words import ui_gettext as ui
from papayoo_print.words import ui_ngettext as ngettext

NO_VALUE = "—"

class Players(NamedTuple):
    """Player counts that follow each other, both ends included: `at 3 or 4`, `from 6 to 8`."""

    low: int
    high: int


class Passing(NamedTuple):
    cards: int
    players: Players


def _runs(key: Callable[[Deal], Any]) -> list[tuple[Any, Players]]:
    """The deal table's player counts, in runs of deals that share `key(deal)`."""
    runs = []
    for value, group in groupby(DEALS.values(), key):
        deals = list(group)
        runs.append((value, Players(deals[0].players, deals[-1].players)))
    return runs


def _passing() -> dict[str, Passing]:
    """The runs the "how many cards are passed" answer names: of two player counts (`at 3 or
    4`), of one (`at 5`), then of three or more (`from 6 to 8`)."""
    small, medium, large = (Passing(*run) for run in _runs(lambda deal: deal.cards_passed))
    assert small.players.high == small.players.low + 1 and medium.players.low == medium.players.high
    assert large.players.high >= large.players.low + 2
    return {"small": small, "medium": medium, "large": large}


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
        "payoo_sum": "\u00a0+\u00a0".join(map(str, (PAYOO_CARDS[0], PAYOO_CARDS[1], "…", PAYOO_CARDS[-1]))),
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
        "payoo_second": PAYOO_CARDS[1],
        "payoo_last": PAYOO_CARDS[-1],
        "ones_removed": _ones_removed(),
        "passing": _passing(),
    }


def back_context(language: Language, page_height: float, cut: float | None) -> dict[str, Any]:
    """The back of a sheet's page: one summary, or two when the front holds two sheets cut
    apart `cut` mm from the top, each behind its sheet, so that the page can be cut along the
    same line (the back has the sheet's margins)."""
    _ = translations(language).gettext
    if cut is None:
        copies, height = 1, page_height - 2 * MARGIN
    else:
        copies, height = 2, cut - CUT_GAP - MARGIN
    return {
        "title": _("Papayoo: what counts, and the deal"),
        "page_class": "back-page",
        "copies": range(copies),
        "copy_height": f"{height:.1f}mm",
        "cut_gap": f"{CUT_GAP:.1f}mm",
        **card_values_context(language),
    }


def blank_sheet_description(language: Language) -> str:
    """What a screen reader says of the blank sheet's page, drawn rather than typeset."""
    return translations(language).gettext("A blank Papayoo scoresheet, to fill in by hand.")


def rules_context(language: Language, game: Game | None = None, number: int | None = None) -> dict[str, Any]:
    """The rules; with a game, how one of its rounds (the last, or `number`) was counted."""
    _ = translations(language).gettext
    return {
        "title": _("Papayoo: the rules in brief"),
        "page_class": "numbered",
        "counted": counted_round(game, number, language) if game else None,
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
    papayoo_card = f"7 {round_.suit.symbol}" if round_.suit else "7"
    rows = []
    payoo_points = round_.payoo_points
    for player, name in enumerate(game.players):
        took_papayoo = round_.papayoo == player
        if round_.cards is not None:
            payoo = ", ".join(map(str, round_.cards[player])) or NO_VALUE
        elif payoo_points is not None:
            payoo = str(payoo_points[player])
        else:
            payoo = NO_VALUE
        if round_.papayoo is None:
            papayoo = NO_VALUE
        else:
            papayoo = (
                _("{card}: {points}").format(card=papayoo_card, points=PAPAYOO_POINTS)
                if took_papayoo
                else "0"
            )
        rows.append({"name": name, "payoo": payoo, "papayoo": papayoo, "points": round_.points[player]})
    if round_.cards is not None:
        note = None
    elif round_.papayoo is not None:
        note = _(
            "This round was recorded as points: the Payoo column gives the value of each player's"
            " Payoo cards."
        )
    else:
        note = _("This round was recorded as points, without who took the Papayoo.")
    heading = (
        _("How round {number} of “{title}” was counted").format(number=number, title=game.title)
        if game.title
        else _("How round {number} was counted").format(number=number)
    )
    return {
        "heading": heading,
        "rows": rows,
        "payoo_total": PAYOO_TOTAL,
        "papayoo_total": PAPAYOO_POINTS,
        "total": round_.check,
        "note": note,
    }
