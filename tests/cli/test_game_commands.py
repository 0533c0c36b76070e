"""Recording a game round by round: `game new`, `add`, `undo`, `show`, `check`, `schema`."""

import json
from pathlib import Path

import jsonschema
import pytest

from tests.conftest import Run
from tests.support import GAMES, files_in
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language, translations

SEED = [("27", "71", "58", "94", "Hugo"), ("84", "12", "107", "47", "Léa"),
        ("0", "119", "36", "95", "Hugo"), ("103", "34", "61", "52", "Chloé"),
        ("52", "6", "83", "109", "Léa")]


@pytest.fixture
def new_game(run: Run, workdir: Path) -> Path:
    result = run("game", "new", "night.yaml", "--players", "Léa,Hugo,Chloé,Nathan", "--rounds", "5",
                 "--title", "Partie à quatre", "--date", "2026-11-29", "--lang", "fr")
    assert result.exit_code == 0, result.output
    assert result.stdout == "night.yaml\n"
    return workdir / "night.yaml"


def test_help_lists_the_game_commands(run: Run) -> None:
    result = run("game", "--help")
    assert result.exit_code == 0
    for command in ("new", "add", "undo", "show", "check", "import", "schema"):
        assert command in result.stdout


def test_a_new_game_file(new_game: Path) -> None:
    game = load_game(new_game)
    assert game.players == ("Léa", "Hugo", "Chloé", "Nathan")
    assert game.rounds_planned == 5 and game.rounds == ()
    assert str(game.date) == "2026-11-29" and game.title == "Partie à quatre"


def test_new_never_overwrites(run: Run, new_game: Path) -> None:
    before = new_game.read_bytes()
    result = run("game", "new", "night.yaml", "--players", "A,B,C")
    assert result.exit_code == 1
    assert result.stderr == (
        "papayoo-print: error: night.yaml already exists: choose another name, or delete it first\n"
    )
    assert new_game.read_bytes() == before


def test_the_seed_game_recorded_round_by_round(run: Run, new_game: Path) -> None:
    for number, (*points, taker) in enumerate(SEED, start=1):
        result = run("game", "add", "night.yaml", *points, "--papayoo", taker)
        assert result.exit_code == 0, result.output
        saved, *lines = result.stdout.splitlines()
        assert saved.startswith(f"round {number} is saved: Léa ")
        assert lines[1].split() == ["Manche", "Léa", "Hugo", "Chloé", "Nathan", "Contrôle"]
        assert len(load_game(new_game).rounds) == number
    assert lines[0] == "Partie à quatre — Hugo gagne avec 242 points"
    assert lines[-3].split() == ["Total", "266", "242", "345", "397"]
    assert lines[-2].split() == ["Place", "2", "1", "3", "4"]
    assert "5 52* → 266 6 → 242 83 → 345 109 → 397 250" == " ".join(lines[6].split())


def test_points_by_name(run: Run, new_game: Path) -> None:
    result = run("game", "add", "night.yaml", "Nathan=94", "Chloé=58", "Léa=27", "Hugo=71",
                 "--papayoo", "Hugo", "--suit", "hearts", "--lang", "en")
    assert result.exit_code == 0, result.output
    [round_] = load_game(new_game).rounds
    assert round_.points == (27, 71, 58, 94) and round_.suit.value == "hearts"
    saved, standings = result.stdout.splitlines()[:2]
    assert saved == "round 1 is saved: Léa 27, Hugo 71*, Chloé 58, Nathan 94"
    assert standings == "Partie à quatre — In progress: 1 of 5 rounds played"



def test_points_by_name_for_a_name_that_holds_an_equals_sign(run: Run, workdir: Path) -> None:
    assert run("game", "new", "g.yaml", "--players", "a=b,Cid,Dan").exit_code == 0
    result = run("game", "add", "g.yaml", "a=b=50", "Cid=100", "Dan=100", "--papayoo", "Cid")
    assert result.exit_code == 0, result.output
    assert load_game(workdir / "g.yaml").rounds[0].points == (50, 100, 100)

BAD_ROUNDS = [
    (["27", "71", "58", "93"],
     "night.yaml: round 1: the points add up to 249, not 250 — a card was forgotten or counted twice"),
    (["27", "71", "58"], "3 values given for 4 players (Léa, Hugo, Chloé, Nathan)"),
    (["Léa=27", "71", "58", "94"], "give the points either all in seating order or all as Name=points"),
    (["Zoe=27", "Hugo=71", "Chloé=58", "Nathan=94"], "night.yaml: round 1: 'Zoe' is not one of the players"),
    (["27", "71", "58", "94", "--papayoo", "Léa"],
     "night.yaml: round 1: Léa took the Papayoo, so scored at least 40, not 27"),
    (["27", "71", "58", "94", "--papayoo", "Zoé"],
     "--papayoo: 'Zoé' is not one of the players"),
    (["27", "71.5", "58", "93.5"], "night.yaml: round 1, Hugo: '71.5' is not a whole number of points"),
    (["27", "71", "58", "+-94"], "night.yaml: round 1, Nathan: '+-94' is not a whole number of points"),
    (["27", "71", "58", "9⁴"], "night.yaml: round 1, Nathan: '9⁴' is not a whole number of points"),
    (["27", "71", "58", "94", "--suit", "stars"], "--suit: 'stars' is not spades, hearts, diamonds or clubs"),
]


@pytest.mark.parametrize(("args", "message"), BAD_ROUNDS)
def test_a_bad_round_is_refused_and_nothing_saved(
    run: Run, new_game: Path, args: list[str], message: str
) -> None:
    before = new_game.read_bytes()
    result = run("game", "add", "night.yaml", *args)
    assert result.exit_code != 0
    assert result.stderr.startswith(f"papayoo-print: error: {message}")
    assert new_game.read_bytes() == before


def test_undo_removes_the_last_round(run: Run, new_game: Path) -> None:
    run("game", "add", "night.yaml", "27", "71", "58", "94")
    run("game", "add", "night.yaml", "84", "12", "107", "47")
    result = run("game", "undo", "night.yaml")
    assert result.exit_code == 0
    assert load_game(new_game).totals == (27, 71, 58, 94)
    run("game", "undo", "night.yaml")
    result = run("game", "undo", "night.yaml")
    assert result.exit_code == 1
    assert result.stderr == "papayoo-print: error: night.yaml: there is no round to remove\n"


def test_show_and_check(run: Run) -> None:
    example = str(GAMES / "good" / "draw.yaml")
    shown = run("game", "show", example)
    assert shown.exit_code == 0
    assert shown.stdout.splitlines()[0] == "Dead heat — Draw: Ana and Ben, 100 points each"
    checked = run("game", "check", example)
    assert checked.exit_code == 0
    assert checked.stdout == f"{example}: 3 players, 2 rounds played, no problem found\n"


def test_schema_accepts_good_files_and_rejects_bad_structure(run: Run) -> None:
    result = run("game", "schema")
    assert result.exit_code == 0
    schema = json.loads(result.stdout)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for good in [*(GAMES / "good").glob("*.yaml"), *(GAMES / "good").glob("*.json")]:
        data = json.loads(good.read_text()) if good.suffix == ".json" else _typed(good)
        assert list(validator.iter_errors(data)) == [], good.name
    for name in ("unknown-keys", "too-few", "too-many", "both", "values"):
        data = _typed(GAMES / "bad" / f"{name}.yaml")
        assert list(validator.iter_errors(data)), name


def _typed(path: Path) -> object:
    """What papayoo-print reads from a YAML file (YAML 1.2: No stays a name)."""
    from papayoo_print.game.yaml_file import parse_yaml

    return parse_yaml(path.read_text(encoding="utf-8"), str(path))[0]


def test_game_files_are_written_atomically(run: Run, new_game: Path, workdir: Path) -> None:
    run("game", "add", "night.yaml", "27", "71", "58", "94")
    assert files_in(workdir) == {Path("night.yaml")}  # no temporary file left behind


def test_a_json_game_stays_json(run: Run, workdir: Path) -> None:
    import json

    created = run("game", "new", "night.json", "--players", "Ana,Ben,Cleo", "--date", "2026-11-29")
    assert created.exit_code == 0
    assert run("game", "add", "night.json", "100", "50", "100").exit_code == 0
    data = json.loads((workdir / "night.json").read_text(encoding="utf-8"))
    assert data["rounds"] == [{"scores": {"Ana": 100, "Ben": 50, "Cleo": 100}}]
    assert load_game(workdir / "night.json").totals == (100, 50, 100)


@pytest.mark.parametrize(
    ("locale", "language", "heading"), [("fr_FR.UTF-8", "fr", "Manche"), ("de_DE.UTF-8", "de", "Runde")]
)
def test_a_new_game_keeps_the_language_it_was_made_in(
    run: Run, workdir: Path, locale: str, language: str, heading: str
) -> None:
    assert run("game", "new", "g.yaml", "-p", "Léa,Hugo,Chloé", env={"LANG": locale}).exit_code == 0
    assert f"\nlanguage: {language}\n" in (workdir / "g.yaml").read_text(encoding="utf-8")
    shown = run("game", "show", "g.yaml", env={"LANG": "en_US.UTF-8"})  # later, in an English shell
    assert shown.stdout.splitlines()[1].split()[0] == heading
    assert run("game", "new", "h.yaml", "-p", "A,B,C", "--lang", "it", env={"LANG": locale}).exit_code == 0
    assert load_game(workdir / "h.yaml").language.value == "it"


@pytest.mark.parametrize(
    ("locale", "warning"),
    [
        ("fr_FR.UTF-8", "papayoo-print: avertissement: night.yaml: manche 1: Hugo et Nathan ont 40 points"
                        " ou plus\u00a0: qui a ramassé le Papayoo n'est pas enregistré (game undo,"
                        " puis ajoutez de nouveau la manche avec --papayoo NOM)"),
        ("it_IT.UTF-8", "papayoo-print: avviso: night.yaml: mano 1: Hugo e Nathan hanno 40 o più: chi ha"
                        " preso il Papayoo non è registrato (game undo, poi aggiungere di nuovo la mano con"
                        " --papayoo NOME)"),
    ],
)
def test_a_round_that_leaves_the_papayoo_unsaid_is_saved_with_a_warning(
    run: Run, new_game: Path, locale: str, warning: str
) -> None:
    result = run("game", "add", "night.yaml", "27", "71", "38", "114", env={"LANG": locale})
    assert result.exit_code == 0 and len(load_game(new_game).rounds) == 1
    assert result.stderr.splitlines() == [warning]
    one_over = run("game", "add", "night.yaml", "30", "35", "35", "150", env={"LANG": locale})
    taken = run("game", "add", "night.yaml", "27", "71", "58", "94", "--papayoo", "Hugo",
                env={"LANG": locale})
    assert (one_over.stderr, taken.stderr) == ("", "")  # only Nathan has 40: the file knows; or it is said


@pytest.mark.parametrize(
    ("locale", "args", "typed", "likely"),
    [
        ("fr_FR.UTF-8", ["--papayoo", "H"], "--papayoo: 'H'", "Hugo"),
        ("fr_FR.UTF-8", ["--papayoo", "Natan"], "--papayoo: 'Natan'", "Nathan"),
        ("es_ES.UTF-8", ["--papayoo", "ch"], "--papayoo: 'ch'", "Chloé"),
        ("es_ES.UTF-8", ["--cards", "L: 1 2", "--papayoo", "Hugo"], "--cards: 'L'", "Léa"),
    ],
)
def test_a_name_that_begins_or_nearly_spells_one_player_s_gets_that_player_suggested(
    run: Run, new_game: Path, locale: str, args: list[str], typed: str, likely: str
) -> None:
    points = [] if "--cards" in args else ["27", "71", "58", "94"]
    result = run("game", "add", "night.yaml", *points, *args, env={"LANG": locale})
    assert result.exit_code == 1 and load_game(new_game).rounds == ()
    english = "{name} is not one of the players (did you mean {likely}?)"
    suggestion = translations(Language(locale[:2])).gettext(english)
    assert suggestion != english  # in the user's language
    subject, name = typed.split(": ")
    message = suggestion.format(name=name, likely=likely)
    assert result.stderr.splitlines()[0].split(": ", 2)[2] == f"{subject}: {message}"


def test_points_by_a_name_s_beginning_are_refused_with_each_player_suggested(
    run: Run, new_game: Path
) -> None:
    result = run("game", "add", "night.yaml", "L=27", "Hugo=71", "ch=58", "N=94", "--lang", "en")
    assert result.exit_code == 1 and load_game(new_game).rounds == ()
    assert result.stderr.splitlines() == [
        f"papayoo-print: error: '{typed}' is not one of the players (did you mean {player}?)"
        for typed, player in (("L", "Léa"), ("ch", "Chloé"), ("N", "Nathan"))
    ]
