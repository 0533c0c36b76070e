"""What the rules summary and the back of a sheet show, as finished values for the templates."""

from typing import Any

from papayoo_print.errors import UserError
from papayoo_print.game import Game
from papayoo_print.i18n import Language, translations
from papayoo_print.rules import DEALS, PAPAYOO_POINTS, PAYOO_CARDS, PAYOO_TOTAL, ROUND_TOTAL
from papayoo_print.sheet_layout import CUT_GAP, MARGIN, PageLayout

NO_VALUE = "—"


def card_values_context(language: Language) -> dict[str, Any]:
    """The card values, the 250 check and the deal table: shared by the rules and the back."""
    _ = translations(language).gettext
    return {
        "card_values": [
            {"card": _("Each Payoo card, 1 to 20"), "points": _("its number")},
            {"card": _("The Papayoo: the 7 of the suit the die shows"), "points": str(PAPAYOO_POINTS)},
            {"card": _("Every other card, the three other 7s included"), "points": "0"},
            {"card": _("The Payoo 7: a Payoo card like the others"), "points": "7"},
        ],
        "payoo_sum": "\u00a0+\u00a0".join(map(str, (PAYOO_CARDS[0], PAYOO_CARDS[1], "…", PAYOO_CARDS[-1]))),
        "payoo_total": PAYOO_TOTAL,
        "papayoo_points": PAPAYOO_POINTS,
        "round_total": ROUND_TOTAL,
        "deals": list(DEALS.values()),
    }


def back_context(language: Language, page: PageLayout) -> dict[str, Any]:
    """The back of a sheet's page: one summary, or two when the page holds two sheets, each
    behind its sheet, so that the page can be cut along the same line (print.css gives the
    back the sheet's margins)."""
    _ = translations(language).gettext
    page_height = page.sheets[0].page_height
    if page.cut is None:
        copies, height = 1, page_height - 2 * MARGIN
    else:
        copies, height = 2, page.cut - CUT_GAP - MARGIN
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
        raise UserError("--game: the game has no round yet")
    number = number or played
    if not 1 <= number <= played:
        raise UserError(f"--round: {number}: the game has rounds 1 to {played}")
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
