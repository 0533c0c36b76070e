"""`game add --cards`: a round recorded as each player's Payoo cards, its points worked out by the
game; every bad card list refused, the card named, in each language; shown and printed."""

from pathlib import Path

import pytest

from papayoo_print.facts import PAYOO_CARDS
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language, translations
from tests.conftest import Run
from tests.pdfcheck import page_texts

PLAYERS = "Léa,Hugo,Chloé,Nathan"
ROUND_1 = ["Léa: 3 9", "Hugo: 6", "Chloé: 1 2 4 5 7 8 10 12 14 20", "Nathan: 11 13 15 16 17 18 19"]
ROUND_2 = ["Léa: 1, 2, 3", "Nathan: 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20"]


@pytest.fixture
def game(run: Run, workdir: Path) -> Path:
    result = run("game", "new", "g.yaml", "--players", PLAYERS, "--rounds", "2", "--title", "Cartes")
    assert result.exit_code == 0, result.output
    return workdir / "g.yaml"


def add(run: Run, *args: str, env: dict[str, str] | None = None):
    return run("game", "add", "g.yaml", *args, env=env)


def test_a_game_recorded_card_by_card_reads_back_shows_and_prints(run: Run, game: Path) -> None:
    first = add(run, "--cards", *ROUND_1, "--papayoo", "Lea", "--suit", "coeur")
    assert first.exit_code == 0, first.output
    assert first.stdout.splitlines()[0] == "round 1 is saved: Léa 52*, Hugo 6, Chloé 83, Nathan 109"
    # Hugo and Chloé took no Payoo: left out; the Papayoo's taker among them still scores 40.
    second = add(run, "--cards", *ROUND_2, "--papayoo", "hugo")
    assert second.exit_code == 0, second.output

    saved = load_game(game)
    assert [round_.points for round_ in saved.rounds] == [(52, 6, 83, 109), (6, 40, 0, 204)]
    assert saved.rounds[0].cards == ((3, 9), (6,), (1, 2, 4, 5, 7, 8, 10, 12, 14, 20),
                                     (11, 13, 15, 16, 17, 18, 19))
    assert saved.rounds[1].cards[1:3] == ((), ())
    assert "cards:" in game.read_text(encoding="utf-8") and "scores:" not in game.read_text(encoding="utf-8")

    shown = run("game", "show", "g.yaml").stdout.splitlines()
    assert [line.split()[0] for line in shown[2:4]] == ["1†", "2†"]
    assert shown[-1] == "† recorded card by card: rules --game shows each player's cards"
    assert run("game", "check", "g.yaml").exit_code == 0

    result = run("result", "g.yaml", "-o", "result.pdf")
    assert result.exit_code == 0, result.output
    assert Path("result.pdf").read_bytes().startswith(b"%PDF-")

    rules = run("rules", "--game", "g.yaml", "--round", "1", "-o", "rules.pdf")
    assert rules.exit_code == 0, rules.output
    text = " ".join(" ".join(page_texts(Path("rules.pdf"))).split())
    counted = text[text.index("How round 1") :]
    for row in ("Léa 3, 9 ", "Hugo 6 ", "Chloé 1, 2, 4, 5, 7, 8, 10, 12, 14, 20 ",
                "Nathan 11, 13, 15, 16, 17, 18, 19 "):
        assert row in counted, counted[:400]


def test_a_card_round_after_a_points_round(run: Run, game: Path) -> None:
    assert add(run, "27", "71", "58", "94", "--papayoo", "Hugo").exit_code == 0
    result = add(run, "--cards", *ROUND_1, "--papayoo", "Léa")
    assert result.exit_code == 0, result.output
    shown = run("game", "show", "g.yaml").stdout.splitlines()
    assert [line.split()[0] for line in shown[2:4]] == ["1", "2†"]
    assert [round_.cards is None for round_ in load_game(game).rounds] == [True, False]


@pytest.mark.parametrize(
    "typed",
    [
        ["Léa:", "3", "9", "Hugo:", "6", "Chloé:", "1,2,4,5,7,8,10,12,14,20", "Nathan:", "11", "13", "15",
         "16", "17", "18", "19"],
        ["Lea : 3 9", "HUGO:6", "Chloe: 1 2 4 5 7 8 10 12 14 20", "Nathan", ":", "11 13 15 16 17 18 19"],
        ["Léa: 3 9", "Hugo: 6", "Chloe\u0301: 1 2 4 5 7 8 10 12 14 20", "Nathan: 11 13 15 16 17 18 19"],
    ],
    ids=["unquoted-and-commas", "names-as-typed", "decomposed-accent"],
)
def test_the_ways_people_type_cards(run: Run, game: Path, typed: list[str]) -> None:
    result = add(run, "--cards", *typed, "--papayoo", "Léa")
    assert result.exit_code == 0, result.output
    assert load_game(game).rounds[0].points == (52, 6, 83, 109)


def test_cards_can_come_one_option_each(run: Run, game: Path) -> None:
    options = [part for cards in ROUND_1 for part in ("--cards", cards)]
    result = add(run, *options, "--papayoo", "Léa")
    assert result.exit_code == 0, result.output


def bad(player_cards: dict[str, str]) -> list[str]:
    return [f"{name}: {cards}" for name, cards in player_cards.items()]


FULL = {"Léa": "3 9", "Hugo": "6", "Chloé": "1 2 4 5 7 8 10 12 14 20", "Nathan": "11 13 15 16 17 18 19"}
BAD_CARDS = {
    "missing": (bad({**FULL, "Hugo": ""}), "Payoo {card} is missing — nobody took it", {"card": 6}, None),
    "repeated": (
        bad({**FULL, "Léa": "3 9 6"}),
        "Payoo {card} is counted more than once, for {names}",
        {"card": 6},
        None,
    ),
    "out-of-range": (
        bad({**FULL, "Léa": "3 9 21"}),
        "{value} is not a Payoo card: they are numbered {first} to {last}",
        {"value": "21", "first": PAYOO_CARDS[0], "last": PAYOO_CARDS[-1]},
        "Léa",
    ),
    "zero": (
        bad({**FULL, "Léa": "0 3 9"}),
        "{value} is not a Payoo card: they are numbered {first} to {last}",
        {"value": "0", "first": 1, "last": 20},
        "Léa",
    ),
}


@pytest.mark.parametrize("language", list(Language))
@pytest.mark.parametrize("case", list(BAD_CARDS))
def test_a_bad_card_list_is_refused_with_the_card_named(
    run: Run, game: Path, language: Language, case: str
) -> None:
    cards, message, values, player = BAD_CARDS[case]
    before = game.read_bytes()
    result = add(run, "--cards", *cards, "--papayoo", "Léa", env={"LANGUAGE": language.value})
    assert result.exit_code == 1
    catalog = translations(language)
    if "names" in message:
        values = {**values, "names": catalog.gettext("{names} and {last}").format(names="Léa", last="Hugo")}
    place = catalog.gettext("round {number}, {player}" if player else "round {number}").format(
        number=1, player=player
    )
    said = catalog.gettext(message).format(**values)
    error = catalog.gettext("error")
    assert result.stderr == f"papayoo-print: {error}: g.yaml: {place}: {said}\n"
    assert str(values["card"] if "card" in values else values["value"]) in result.stderr
    if language is not Language.en:
        assert message.format(**values) not in result.stderr
    assert game.read_bytes() == before


COMMAND_LINE_MISTAKES = [
    (["--cards", *ROUND_1], "--cards: say who took the Papayoo, with --papayoo NAME"),
    (["--cards", "27", "71", "58", "94", "--papayoo", "Léa"],
     '--cards: points and --cards do not go together: give either the points, or each player\'s cards'
     ' as "Léa: 3 9"'),
    (["27", "71", "58", "94", "--cards", "--papayoo", "Léa"],
     '--cards: points and --cards do not go together: give either the points, or each player\'s cards'
     ' as "Léa: 3 9"'),
    (["--cards", "Léa=52", "--papayoo", "Léa"],
     '--cards: points and --cards do not go together: give either the points, or each player\'s cards'
     ' as "Léa: 3 9"'),
    (["--cards", "Léa: 3 9", "Hugo", "6", "--papayoo", "Léa"],
     '--cards: \'Hugo\' is not a player\'s cards: write them as "Hugo: 3 9"'),
    (["--cards", "Léa 3 9", "--papayoo", "Léa"],
     '--cards: \'Léa 3 9\' is not a player\'s cards: write them as "Léa: 3 9"'),
    (["--cards", "Léa: 3", "Lea: 9", "--papayoo", "Léa"],
     "--cards: Léa is given twice: give each player's cards once"),
    (["--cards", "Zoé: 3 9", "--papayoo", "Léa"], "--cards: 'Zoé' is not one of the players"),
    (["--cards", "Leah: 3 9", "--papayoo", "Léa"],
     "--cards: 'Leah' is not one of the players (did you mean Léa?)"),
    (["--cards", *ROUND_1, "--papayoo", "Zoé"], "--papayoo: 'Zoé' is not one of the players"),
    ([*ROUND_1, "--papayoo", "Léa"], "'Léa: 3 9' looks like a player's cards: add --cards"),
]


@pytest.mark.parametrize(("args", "message"), COMMAND_LINE_MISTAKES)
def test_command_line_mistakes_are_named(run: Run, game: Path, args: list[str], message: str) -> None:
    before = game.read_bytes()
    result = add(run, *args)
    assert (result.exit_code, result.stderr) == (1, f"papayoo-print: error: {message}\n")
    assert game.read_bytes() == before


def test_command_line_mistakes_in_french(run: Run, game: Path) -> None:
    french = {"LANGUAGE": "fr"}
    result = add(run, "--cards", "27", "71", "58", "94", "--papayoo", "Léa", env=french)
    assert result.stderr == (
        "papayoo-print: erreur: --cards: les points et --cards ne vont pas ensemble\u00a0: donnez soit les"
        " points, soit les cartes de chaque joueur sous la forme \"Léa\u00a0: 3 9\"\n"
    )
    result = add(run, "--cards", *ROUND_1, env=french)
    assert result.stderr == (
        "papayoo-print: erreur: --cards: indiquez aussi qui a ramassé le Papayoo, avec --papayoo NOM\n"
    )
    # The example the French message gives, typed as it shows, with its no-break space.
    typed = ["Léa\u00a0: 3 9", *ROUND_1[1:]]
    assert add(run, "--cards", *typed, "--papayoo", "Léa", env=french).exit_code == 0


@pytest.mark.parametrize("language", list(Language))
def test_the_cards_mark_in_each_language(run: Run, game: Path, language: Language) -> None:
    assert add(run, "--cards", *ROUND_1, "--papayoo", "Léa").exit_code == 0
    shown = run("game", "show", "g.yaml", "--lang", language.value).stdout.splitlines()
    legend = translations(language).gettext("† recorded card by card: rules --game shows each player's cards")
    assert shown[-1] == legend and shown[2].startswith("1†")
    help_text = " ".join(run("game", "add", "--help", "--lang", language.value).stdout.split())
    assert "--cards" in help_text and "--papayoo" in help_text
