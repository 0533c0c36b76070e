"""The interface in each of its five languages: help, Click's own words, errors, standings and
what a user types, read back as the user sees them."""

import re
from pathlib import Path
from typing import NamedTuple

import pytest
from typer.main import get_command

from papayoo_print.cli.app import whole_app
from papayoo_print.cli.click_words import translate_click_message
from papayoo_print.facts import Suit
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language, default_language, speaking
from tests.conftest import Run
from tests.support import EXAMPLE


class Seen(NamedTuple):
    usage: str
    options: str
    help_line: str
    no_such_file: str
    out_of_range: str
    header: list[str]
    status: str
    hearts: str


SEEN = {
    Language.fr: Seen(
        "Utilisation\u00a0: papayoo-print game add",
        "Options",
        "Afficher ce message et quitter.",
        "papayoo-print: erreur: missing.yaml: fichier introuvable",
        "--players: 2 joueurs\u00a0: le Papayoo se joue de 3 à 8 joueurs",
        ["Manche", "Léa", "Hugo", "Chloé", "Nathan", "Contrôle"],
        "Partie à quatre — Hugo gagne avec 242 points",
        "cœur",
    ),
    Language.es: Seen(
        "Uso: papayoo-print game add",
        "Opciones",
        "Mostrar este mensaje y salir.",
        "papayoo-print: error: missing.yaml: no existe el archivo",
        "--players: 2 jugadores: el Papayoo se juega de 3 a 8 jugadores",
        ["Ronda", "Léa", "Hugo", "Chloé", "Nathan", "Control"],
        "Partie à quatre — Hugo gana con 242 puntos",
        "Corazones",
    ),
    Language.en: Seen(
        "Usage: papayoo-print game add",
        "Options",
        "Show this message and exit.",
        "papayoo-print: error: missing.yaml: no such file",
        "--players: 2 players: Papayoo is played by 3 to 8",
        ["Round", "Léa", "Hugo", "Chloé", "Nathan", "Check"],
        "Partie à quatre — Hugo wins with 242 points",
        "Hearts",
    ),
    Language.de: Seen(
        "Aufruf: papayoo-print game add",
        "Optionen",
        "Diese Hilfe anzeigen und beenden.",
        "papayoo-print: Fehler: missing.yaml: Datei nicht gefunden",
        "--players: 2 Spieler: Papayoo spielt man zu 3 bis 8",
        ["Runde", "Léa", "Hugo", "Chloé", "Nathan", "Kontrolle"],
        "Partie à quatre — Hugo gewinnt mit 242 Punkten",
        "Herz",
    ),
    Language.it: Seen(
        "Uso: papayoo-print game add",
        "Opzioni",
        "Mostra questo messaggio ed esce.",
        "papayoo-print: errore: missing.yaml: file inesistente",
        "--players: 2 giocatori: a Papayoo si gioca da 3 a 8",
        ["Mano", "Léa", "Hugo", "Chloé", "Nathan", "Controllo"],
        "Partie à quatre — Hugo vince con 242 punti",
        "cuori",
    ),
}


def test_every_language_is_covered() -> None:
    assert set(SEEN) == set(Language)


@pytest.mark.parametrize("language", list(Language))
def test_help_in_the_environments_language(run: Run, language: Language) -> None:
    seen = SEEN[language]
    result = run("game", "add", "--help", env={"LANGUAGE": language.value})
    assert result.exit_code == 0
    assert result.stdout.lstrip().startswith(seen.usage)
    text = " ".join(result.stdout.split())
    assert f"─ {seen.options} ─" in result.stdout and seen.help_line in text
    if language is not Language.en:
        assert "Add a round's points" not in text and "Show this message" not in text


USAGE_LINES = {
    Language.fr: ("[OPTIONS] FICHIER POINTS…", "[OPTIONS] COMMANDE [ARGUMENTS]…", "--suit COULEUR"),
    Language.es: ("[OPCIONES] ARCHIVO PUNTOS…", "[OPCIONES] COMANDO [ARGUMENTOS]…", "--suit PALO"),
    Language.en: ("[OPTIONS] FILE POINTS…", "[OPTIONS] COMMAND [ARGS]…", "--suit SUIT"),
    Language.de: ("[OPTIONEN] DATEI PUNKTE…", "[OPTIONEN] BEFEHL [ARGUMENTE]…", "--suit FARBE"),
    Language.it: ("[OPZIONI] FILE PUNTI…", "[OPZIONI] COMANDO [ARGOMENTI]…", "--suit SEME"),
}


@pytest.mark.parametrize("language", list(Language))
def test_the_usage_line_and_the_values_names_in_each_language(run: Run, language: Language) -> None:
    """What a command's usage and options name its values, not only the help around them."""
    command, group, option = USAGE_LINES[language]
    env = {"LANGUAGE": language.value}
    add = run("game", "add", "--help", env=env).stdout
    assert f"{SEEN[language].usage} {command}" in add
    assert " ".join(add.split()).count(option) == 1
    assert f"papayoo-print {group}" in run("--help", env=env).stdout
    missing = run("game", "add", "night.yaml", env=env).stderr
    assert command.split()[-1] in missing
    no_players = run("game", "new", "night.yaml", env=env).stderr
    assert "'--players' / '-p'" in no_players and "«" not in no_players and "„" not in no_players
    Path("notes.txt").write_text("not a folder", encoding="utf-8")
    not_a_folder = run("rules", "--template-dir", "notes.txt", env=env).stderr
    assert "'notes.txt'" in not_a_folder and ("is a file" in not_a_folder) is (language is Language.en)


@pytest.mark.parametrize("language", list(Language))
def test_lang_gives_the_help_its_language(run: Run, language: Language) -> None:
    result = run("sheet", "--lang", language.value, "--help", env={"LANGUAGE": "en"})
    assert result.stdout.lstrip().startswith(SEEN[language].usage.replace("game add", "sheet"))


@pytest.mark.parametrize("language", list(Language))
def test_errors_in_the_environments_language(run: Run, language: Language) -> None:
    seen = SEEN[language]
    missing = run("game", "check", "missing.yaml", env={"LANG": f"{language.value}_XX.UTF-8"})
    assert (missing.exit_code, missing.stderr) == (1, seen.no_such_file + "\n")
    out_of_range = run("sheet", "--players", "2", env={"LC_ALL": f"{language.value}_XX.UTF-8"})
    error_prefix = seen.no_such_file.partition(" missing.yaml")[0]
    assert (out_of_range.exit_code, out_of_range.stderr) == (2, f"{error_prefix} {seen.out_of_range}\n")


@pytest.mark.parametrize("language", list(Language))
def test_standings_in_each_language(run: Run, language: Language) -> None:
    result = run("game", "show", str(EXAMPLE), "--lang", language.value)
    assert result.exit_code == 0, result.output
    status, header, *_rows = result.stdout.splitlines()
    assert status == SEEN[language].status
    assert header.split() == SEEN[language].header


@pytest.mark.parametrize("language", list(Language))
def test_a_suit_typed_in_each_language(run: Run, workdir: Path, language: Language) -> None:
    assert run("game", "new", "g.yaml", "--players", "Léa,Hugo,Chloé,Nathan").exit_code == 0
    typed = SEEN[language].hearts
    result = run("game", "add", "g.yaml", "27", "71", "58", "94", "--papayoo", "hugo", "--suit", typed)
    assert result.exit_code == 0, result.output
    assert load_game(workdir / "g.yaml").rounds[0].suit is Suit.hearts


@pytest.mark.parametrize("language", list(Language))
def test_plurals_in_each_language(run: Run, workdir: Path, language: Language) -> None:
    """One round played and two rounds played read differently, in every language."""
    assert run("game", "new", "g.yaml", "--players", "Léa,Hugo,Chloé").exit_code == 0
    run("game", "add", "g.yaml", "50", "100", "100")
    one = run("game", "show", "g.yaml", "--lang", language.value).stdout.splitlines()[0]
    run("game", "add", "g.yaml", "50", "100", "100")
    two = run("game", "show", "g.yaml", "--lang", language.value).stdout.splitlines()[0]
    assert "1" in one and "2" in two
    assert one.replace("1", "2") != two, "the same word for one round and for two"


HELP_WORDS = {
    Language.fr: ("Format du papier (a4 ou letter) [par défaut : a4]", "Code de sortie : 0 fait, 1 échec"),
    Language.es: ("Tamaño del papel (a4 o letter) [por defecto: a4]", "Estado de salida: 0 hecho, 1 fallo"),
    Language.en: ("Paper size (a4 or letter) [default: a4]", "Exit status: 0 done, 1 failed"),
    Language.de: (
        "Papierformat (a4 oder letter) [Standard: a4]", "Exit-Status: 0 erledigt, 1 fehlgeschlagen"
    ),
    Language.it: (
        "Formato della carta (a4 o letter) [predefinito: a4]", "Codice di uscita: 0 fatto, 1 non riuscito"
    ),
}


@pytest.mark.parametrize("language", list(Language))
def test_defaults_and_exit_statuses_in_each_language(run: Run, language: Language) -> None:
    """A default is said in the help's words, not in Typer's English; the top-level help ends
    with what the exit statuses mean."""
    paper, statuses = HELP_WORDS[language]
    env = {"LANGUAGE": language.value, "COLUMNS": "200"}  # each option's help on one line
    assert paper in " ".join(run("sheet", "--help", env=env).stdout.split())
    assert statuses in " ".join(run("--help", env=env).stdout.split())


def every_command() -> list[tuple[str, ...]]:
    """Every command and subcommand, as typed after `papayoo-print`."""

    def walk(command: object, path: tuple[str, ...]) -> list[tuple[str, ...]]:
        subcommands = getattr(command, "commands", {})
        return [path, *(found for name, sub in subcommands.items() for found in walk(sub, (*path, name)))]

    return walk(get_command(whole_app()), ())


@pytest.mark.parametrize("language", [language for language in Language if language != Language.en])
def test_no_help_page_keeps_typer_s_english_words(run: Run, language: Language) -> None:
    """No "[default: …]" nor "[required]" left in English on any help page."""
    env = {"LANGUAGE": language.value, "COLUMNS": "200"}
    for command in every_command():
        page = run(*command, "--help", env=env).stdout
        assert "[default:" not in page and "[required]" not in page, command


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANGUAGE": "pt:it"}, Language.it),
        ({"LANGUAGE": "pt_BR:es_MX:fr"}, Language.es),
        ({"LANGUAGE": "::de:"}, Language.de),
        ({"LANGUAGE": "pt", "LANG": "de_DE.UTF-8"}, Language.de),
        ({"LANGUAGE": "pt", "LC_ALL": "pt_PT.UTF-8", "LANG": "de_DE.UTF-8"}, Language.en),
        ({"LANGUAGE": "C:fr"}, Language.en),
        ({"LANGUAGE": "pt:C.UTF-8:fr"}, Language.en),
        ({"LANG": "fr_CA.UTF-8@euro"}, Language.fr),
        ({"LANG": "de_AT"}, Language.de),
        ({"LANG": "it-IT"}, Language.it),
        ({"LANG": "IT_it.utf8"}, Language.it),
        ({"LANG": "french"}, Language.fr),
        ({"LANG": "POSIX"}, Language.en),
        ({"LANG": "C"}, Language.en),
        ({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, Language.en),
        ({"LC_MESSAGES": "es_ES.UTF-8", "LANG": "fr_FR.UTF-8"}, Language.es),
        ({"LANG": "frr_DE.UTF-8"}, Language.en),  # North Frisian is not French
        ({"LANG": "esperanto"}, Language.en),
        ({"LANG": "\x00:/"}, Language.en),
    ],
)
def test_the_environment_s_language_as_gettext_reads_it(environ: dict[str, str], expected: Language) -> None:
    """LANGUAGE is a list of languages by preference, its first one of ours used; then the
    locale, whatever form its name takes."""
    assert default_language(environ) == expected


@pytest.mark.parametrize("language", list(Language))
def test_a_language_list_speaks_its_first_language_of_ours(run: Run, language: Language) -> None:
    env = {"LANGUAGE": f"pt:{language.value}:en", "LANG": "pt_BR"}
    missing = run("game", "check", "missing.yaml", env=env)
    assert (missing.exit_code, missing.stderr) == (1, SEEN[language].no_such_file + "\n")


CLICK_PATH_LINES = [
    ("Directory 'mine' is a file.", "'mine' est un fichier, pas un dossier."),
    ("Directory 'mine' is not readable.", "Le dossier 'mine' ne peut pas être lu."),
    ("Directory \"Léa's\" is not readable.", "Le dossier 'Léa's' ne peut pas être lu."),
    ("Path 'g.yaml' is not readable.", "Impossible de lire 'g.yaml'."),
    ("Path '2 is not in the range 3.png' is not readable.",
     "Impossible de lire '2 is not in the range 3.png'."),
]
"""Click's checks of a path (`file_okay`, readable), and French."""


@pytest.mark.parametrize(("line", "french"), CLICK_PATH_LINES)
def test_click_s_checks_of_a_path_in_french(line: str, french: str) -> None:
    with speaking(Language.fr):
        assert translate_click_message(line) == french


@pytest.mark.parametrize("language", [language for language in Language if language != Language.en])
def test_click_s_checks_of_a_path_leave_no_english(language: Language) -> None:
    english = re.compile(r"^(File|Directory|Path) |does not exist|is a directory|is a file|is not readable")
    with speaking(language):
        for line, _french in CLICK_PATH_LINES:
            assert not english.search(translate_click_message(line)), line
