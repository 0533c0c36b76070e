"""The help and the usage errors in words, in French and in Spanish: values by their names,
ranges and choices in words, usage lines that say what the commands take, defaults as they are."""

import re
from functools import cache

import pytest
from typer.testing import CliRunner

from papayoo_print.cli.app import commands_app
from tests.conftest import LOCALE_VARIABLES, Run

COMMANDS = [
    ("sheet",), ("result",), ("rules",), ("season",), ("scan",), ("game",), ("game", "new"),
    ("game", "add"), ("game", "list"), ("game", "undo"), ("game", "show"), ("game", "check"),
    ("game", "import"), ("game", "export"), ("game", "schema"), ("templates",), ("templates", "list"),
    ("templates", "copy"),
]


@cache
def shown(language: str, *command: str) -> str:
    """`papayoo-print COMMAND --help` in `language`, its boxes and line breaks as spaces: one line
    of words, as a reader takes them in."""
    env: dict[str, str | None] = {variable: None for variable in LOCALE_VARIABLES}
    env |= {"LANGUAGE": language, "COLUMNS": "250"}
    app = commands_app([command[0]])
    result = CliRunner().invoke(app, [*command, "--help"], env=env, prog_name="papayoo-print")
    assert result.exit_code == 0, result.output
    return re.sub("[│╭╮╰╯─ \n]+", " ", result.stdout).strip()


NOTATION = re.compile(r"<\w[^>]*>|<=|>=|\{[A-Z]|\[x|\.\.\.")
"""Click's and Typer's notation: `<path>`, `<fr|es|en|de|it>`, `[3<=x<=8]`, `{FILE}`, `[ARGS]...`."""


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_no_programmer_notation_in_any_help(command: tuple[str, ...]) -> None:
    text = shown("fr", *command)
    assert NOTATION.search(text) is None, text


@pytest.mark.parametrize(
    ("language", "rows"),
    [
        ("fr", ["* FICHIER Une partie enregistrée", "--lang -l LANGUE Langue", "--paper FORMAT Format"]),
        ("es", ["* ARCHIVO Una partida guardada", "--lang -l IDIOMA Idioma", "--paper TAMAÑO Tamaño"]),
    ],
)
def test_a_value_is_shown_by_its_name_alone(language: str, rows: list[str]) -> None:
    text = shown(language, "result")
    for row in rows:
        assert row in text
    assert not {"<path>", "<str>", "path", "<fr|es|en|de|it>"} & set(text.split())


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("fr", ["Nombre de joueurs (de 3 à 8)", "(de 1 à 50)", "(a4 ou letter)", "(fr, es, en, de ou it)"]),
        ("es", ["Número de jugadores (de 3 a 8)", "(de 1 a 50)", "(a4 o letter)", "(fr, es, en, de o it)"]),
    ],
)
def test_ranges_and_choices_are_said_in_words(language: str, words: list[str]) -> None:
    text = shown(language, "sheet")
    for word in words:
        assert word in text


@pytest.mark.parametrize(
    ("language", "args", "line"),
    [
        ("fr", ["--players", "9"], "--players: 9 joueurs\u00a0: le Papayoo se joue de 3 à 8 joueurs"),
        ("es", ["--players", "9"], "--players: 9 jugadores: el Papayoo se juega de 3 a 8 jugadores"),
        ("fr", ["-p", "2"], "--players: 2 joueurs\u00a0: le Papayoo se joue de 3 à 8 joueurs"),
        ("fr", ["--copies", "0"], "--copies: 0\u00a0: il faut un nombre de 1 à 50"),
        ("es", ["--dpi", "10"], "--dpi: 10: hace falta un número de 50 a 600"),
        ("fr", ["--paper", "a3"],
         "--paper: «\u00a0a3\u00a0» ne fait pas partie des choix\u00a0: a4 ou letter."),
        ("es", ["--lang", "xx"], "--lang: «xx» no es ninguna de estas opciones: fr, es, en, de o it."),
    ],
)
def test_a_value_out_of_its_range_is_refused_in_a_sentence(
    run: Run, language: str, args: list[str], line: str
) -> None:
    result = run("sheet", *args, env={"LANGUAGE": language})
    assert (result.exit_code, result.stderr) == (2, f"papayoo-print: {_error(language)}: {line}\n")


def _error(language: str) -> str:
    return {"fr": "erreur", "es": "error"}[language]


@pytest.mark.parametrize(
    ("language", "args", "line"),
    [
        ("fr", ["season", "--rank-by", "best", "x.yaml"],
         "--rank-by: «\u00a0best\u00a0» ne fait pas partie des choix\u00a0: wins ou rating."),
        ("es", ["rules", "--round", "0"], "--round: 0: hace falta un número de al menos 1"),
    ],
)
def test_other_commands_refuse_a_value_in_a_sentence(
    run: Run, language: str, args: list[str], line: str
) -> None:
    result = run(*args, env={"LANGUAGE": language})
    assert (result.exit_code, result.stderr) == (2, f"papayoo-print: {_error(language)}: {line}\n")


@pytest.mark.parametrize(
    ("language", "usages"),
    [
        ("fr", {("scan",): "Utilisation\u00a0: papayoo-print scan [OPTIONS] PHOTO… ",
                ("season",): "Utilisation\u00a0: papayoo-print season [OPTIONS] PARTIE… ",
                ("game", "list"): "Utilisation\u00a0: papayoo-print game list [OPTIONS] [DOSSIER] "}),
        ("es", {("scan",): "Uso: papayoo-print scan [OPCIONES] FOTO… ",
                ("season",): "Uso: papayoo-print season [OPCIONES] PARTIDA… ",
                ("game", "list"): "Uso: papayoo-print game list [OPCIONES] [CARPETA] "}),
    ],
)
def test_usage_lines_say_how_many_values(language: str, usages: dict[tuple[str, ...], str]) -> None:
    for command, usage in usages.items():
        assert shown(language, *command).startswith(usage)


@pytest.mark.parametrize(
    ("language", "usage", "cards"),
    [
        ("fr",
         "Utilisation\u00a0: papayoo-print game add [OPTIONS] FICHIER POINTS…"
         " papayoo-print game add [OPTIONS] FICHIER --cards \"NOM\u00a0: CARTES\"… ",
         "--cards \"NOM\u00a0: CARTES\"… Donner les cartes Payoo"),
        ("es",
         "Uso: papayoo-print game add [OPCIONES] ARCHIVO PUNTOS…"
         " papayoo-print game add [OPCIONES] ARCHIVO --cards \"NOMBRE: CARTAS\"… ",
         "--cards \"NOMBRE: CARTAS\"… Dar las cartas Payoo"),
    ],
)
def test_game_add_takes_points_or_cards(language: str, usage: str, cards: str) -> None:
    text = shown(language, "game", "add")
    assert text.startswith(usage)
    assert cards in text
    assert {"fr": "avec --cards, les cartes", "es": "con --cards, las cartas"}[language] in text


@pytest.mark.parametrize(
    ("language", "shell", "sheet_s"),
    [
        ("fr", "la langue du shell (LANGUAGE, LANG…)", "celle de la feuille, que donne son code"),
        ("es", "el idioma del shell (LANGUAGE, LANG…)", "el de la hoja, que indica su código"),
    ],
)
def test_lang_defaults_are_what_the_commands_do(language: str, shell: str, sheet_s: str) -> None:
    sheet, scan = shown(language, "sheet"), shown(language, "scan")
    game_file_s = {"fr": "celle du fichier de partie", "es": "el del archivo de partida"}[language]
    assert shell in sheet and game_file_s not in sheet
    assert shell in scan and sheet_s in scan and game_file_s not in scan


@pytest.mark.parametrize(
    ("language", "names"),
    [("fr", "Les noms des joueurs dans l'ordre autour de la table"),
     ("es", "Los nombres de los jugadores en el orden en que se sientan")],
)
def test_scan_names_are_in_the_order_they_sit(language: str, names: str) -> None:
    text = shown(language, "scan")
    assert names in text
    assert "l'ordre des places" not in text


@pytest.mark.parametrize(
    ("language", "refused"),
    [("fr", "Si un fichier du même nom s'y trouve déjà, rien n'est copié, sauf si --force le remplace."),
     ("es", "Si ya hay allí un archivo con el mismo nombre, no se copia nada, salvo que --force lo"
            " reemplace.")],
)
def test_templates_copy_says_an_existing_file_stops_the_copy(run: Run, language: str, refused: str) -> None:
    assert refused in shown(language, "templates", "copy")
    assert run("templates", "copy", "mine").exit_code == 0
    again = run("templates", "copy", "mine", env={"LANGUAGE": language})
    assert again.exit_code == 1 and again.stdout == ""


@pytest.mark.parametrize(
    ("language", "rank_by"),
    [("fr", "--rank-by CRITÈRE Ce qui classe d'abord les joueurs\u00a0: wins (les victoires"),
     ("es", "--rank-by CRITERIO Lo que ordena primero la clasificación: wins (las victorias")],
)
def test_choices_are_named_in_the_user_s_words(language: str, rank_by: str) -> None:
    text = shown(language, "season")
    assert rank_by in text
    assert "(wins" not in text  # the help names both values: no list added after it
