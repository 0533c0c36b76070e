"""`papayoo-print season GAME…` as a user runs it: files or a folder, the unfinished game left out
with a warning, every problem of every broken file at once and nothing written, near names told,
the output never one of the games, the standings ranked by rating when asked."""

import re
import shutil
from pathlib import Path

import pytest

from tests.conftest import Run
from tests.pdfcheck import page_texts
from tests.support import SEASON_GAMES, files_in


WARNING = "papayoo-print: warning: "
ERROR = "papayoo-print: error: "
LEFT_OUT = "left out of the season: 1 round played of the 3 agreed"


def game_text(players: list[str], scores: list[int], **more: str) -> str:
    lines = [f"{key}: {value}" for key, value in more.items()]
    lines.append(f"players: [{', '.join(players)}]")
    lines.append("rounds:")
    points = ", ".join(f"{name}: {value}" for name, value in zip(players, scores))
    lines.append(f"  - scores: {{{points}}}")
    return "\n".join(lines) + "\n"


def shown(output: str) -> str:
    """The help's words, without its boxes and line breaks."""
    return " ".join(re.sub("[│╭╮╰╯─]", " ", output).split())


def test_help_says_what_it_takes(run: Run) -> None:
    result = run("season", "--help")
    assert result.exit_code == 0
    for words in ("papayoo-print season [OPTIONS] GAME…", "Saved games (YAML or JSON), or folders of them.",
                  "--lang", "--rank-by CRITERION", "--paper", "--output", "--template-dir", "--open",
                  "for the printout, the games' if they all give the same",
                  "the wins and the ratings game after game",
                  "What the standings are ranked by first: wins (the wins per game played) or rating (the"
                  " estimated skill) [default: wins]"):
        assert words in shown(result.stdout), words
    french = shown(run("season", "--help", "--lang", "fr").stdout)
    assert "Des parties enregistrées (YAML ou JSON), ou des dossiers qui en contiennent." in french
    assert "Le bilan d'une saison à partir de parties enregistrées" in french
    assert "season" in run("--help").stdout


def test_the_season_of_files_in_the_games_language(run: Run, workdir: Path) -> None:
    files = [str(path) for path in sorted(SEASON_GAMES.glob("*.yaml"))]
    result = run("season", *files)
    assert result.exit_code == 0, result.output
    assert result.stdout == "output/papayoo-season-fr.pdf\n"  # the games say fr
    assert result.stderr == f"{WARNING}{SEASON_GAMES / '5-mai.yaml'}: {LEFT_OUT}\n"
    text = " ".join(page_texts(workdir / "output" / "papayoo-season-fr.pdf"))
    assert "Bilan de la saison" in text and "1 Léa 3 2 (67\u00a0%) 1,7" in text


def test_a_game_reached_by_two_paths_counts_once(run: Run, workdir: Path) -> None:
    shutil.copytree(SEASON_GAMES, workdir / "club")
    (workdir / "link.yaml").symlink_to(workdir / "club" / "1-janvier.yaml")
    once = run("season", "club", "-o", "once.pdf")
    absolute = str(workdir / "club" / "1-janvier.yaml")
    again = run("season", "club", absolute, "link.yaml", "club/./2-fevrier.yaml", "-o", "again.pdf")
    assert once.exit_code == again.exit_code == 0, again.output
    assert page_texts(workdir / "again.pdf") == page_texts(workdir / "once.pdf")
    assert "1 Léa 3 2 (67\u00a0%) 1,7" in " ".join(page_texts(workdir / "again.pdf"))


def test_a_folder_is_its_saved_games(run: Run, workdir: Path) -> None:
    shutil.copytree(SEASON_GAMES, workdir / "club")
    (workdir / "club" / "notes.txt").write_text("not a game", encoding="utf-8")
    assert run("season", str(SEASON_GAMES), "-o", "files.pdf", "--lang", "en").exit_code == 0
    result = run("season", "club", "-o", "folder.pdf", "--lang", "en")
    assert result.exit_code == 0, result.output
    assert result.stderr == f"{WARNING}club/5-mai.yaml: {LEFT_OUT}\n"
    assert page_texts(workdir / "folder.pdf") == page_texts(workdir / "files.pdf")


def test_a_broken_file_names_every_problem_of_every_file_and_writes_nothing(run: Run, workdir: Path) -> None:
    (workdir / "a.yaml").write_text(game_text(["Léa", "Hugo", "Chloé"], [1, 2, 3]), encoding="utf-8")
    (workdir / "b.yaml").write_text("players: [Léa, Hugo]\ntitel: x\n", encoding="utf-8")
    shutil.copy(SEASON_GAMES / "1-janvier.yaml", workdir / "good.yaml")
    before = files_in(workdir)
    result = run("season", "a.yaml", "b.yaml", "good.yaml", "missing.yaml")
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        f"{ERROR}a.yaml:3: round 1: the points add up to 6, not 250 — a card was forgotten or counted twice",
        f"{ERROR}b.yaml:1: 2 players: Papayoo is played by 3 to 8",
        f"{ERROR}b.yaml:2: unknown key 'titel' (did you mean 'title'?)",
        f"{ERROR}missing.yaml: no such file",
    ]
    assert files_in(workdir) == before


def test_nothing_finished_is_refused(run: Run, workdir: Path) -> None:
    shutil.copy(SEASON_GAMES / "5-mai.yaml", workdir / "mai.yaml")
    (workdir / "new.yaml").write_text("players: [Léa, Hugo, Chloé]\nrounds_planned: 4\n", encoding="utf-8")
    result = run("season", "mai.yaml", "new.yaml", "--lang", "fr")
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        "papayoo-print: avertissement: mai.yaml: laissée hors de la saison\u00a0: 1 manche jouée sur les 3"
        " prévues",
        "papayoo-print: avertissement: new.yaml: laissée hors de la saison\u00a0: aucune manche jouée",
        "papayoo-print: erreur: aucune partie finie pour faire une saison",
    ]
    assert files_in(workdir) == {Path("mai.yaml"), Path("new.yaml")}


def test_an_empty_folder_is_one_clear_line(run: Run, workdir: Path) -> None:
    (workdir / "club").mkdir()
    result = run("season", "club")
    assert (result.exit_code, result.stderr) == (
        1, f"{ERROR}club: no saved game (.yaml, .yml or .json) in this folder\n"
    )


def test_names_one_letter_apart_are_told_not_merged(run: Run, workdir: Path) -> None:
    (workdir / "1.yaml").write_text(game_text(["Nathan", "Léa", "Hugo"], [50, 100, 100]), encoding="utf-8")
    (workdir / "2.yaml").write_text(game_text(["Natan", "Léa", "Hugo"], [50, 100, 100]), encoding="utf-8")
    (workdir / "3.yaml").write_text(game_text(["NATHAN", "LÉA", "hugo"], [100, 50, 100]), encoding="utf-8")
    result = run("season", "1.yaml", "2.yaml", "3.yaml", "-o", "s.pdf")
    assert result.exit_code == 0, result.output
    assert result.stderr == (
        f"{WARNING}Nathan (1.yaml, 3.yaml) and Natan (2.yaml) may be one player whose name is written two"
        " ways: they are counted apart; write it the same way in every game to count them as one\n"
    )
    text = " ".join(page_texts(workdir / "s.pdf"))
    assert "accents: Nathan (NATHAN); Léa (LÉA); Hugo (hugo)." in text
    assert "4 players" in text  # Léa, Hugo, Nathan and Natan


@pytest.mark.parametrize("output", ["a.yaml", "./a.yaml"])
def test_the_output_is_never_one_of_the_games(run: Run, workdir: Path, output: str) -> None:
    shutil.copy(SEASON_GAMES / "1-janvier.yaml", workdir / "a.yaml")
    before = (workdir / "a.yaml").read_bytes()
    result = run("season", ".", "-o", output)
    assert (result.exit_code, result.stderr) == (
        1, f"{ERROR}a.yaml: is one of this command's inputs: write the output elsewhere\n"
    )
    assert (workdir / "a.yaml").read_bytes() == before


def test_games_of_different_languages_print_in_the_environments(run: Run, workdir: Path) -> None:
    (workdir / "1.yaml").write_text(game_text(["Ana", "Ben", "Cleo"], [50, 100, 100], language="es"),
                                    encoding="utf-8")
    (workdir / "2.yaml").write_text(game_text(["Ana", "Ben", "Cleo"], [100, 50, 100], language="it"),
                                    encoding="utf-8")
    result = run("season", ".", env={"LANG": "de_DE.UTF-8"})
    assert result.exit_code == 0, result.output
    assert result.stdout == "output/papayoo-season-de.pdf\n"
    assert "Saisonbericht" in page_texts(workdir / "output" / "papayoo-season-de.pdf")[0]



COPIES = {
    "fr": [
        "papayoo-print: avertissement: club/1-janvier (copie).yaml: laissée hors de la saison\u00a0: la même"
        " partie que club/1-janvier.yaml, qui est comptée",
        "papayoo-print: avertissement: club/2-fevrier-debut.yaml: laissée hors de la saison\u00a0: le début"
        " de la partie de club/2-fevrier.yaml (1 de ses 2 manches), qui est comptée",
    ],
    "en": [
        f"{WARNING}club/1-janvier (copie).yaml: left out of the season: the same game as club/1-janvier.yaml,"
        " which is counted",
        f"{WARNING}club/2-fevrier-debut.yaml: left out of the season: the start of the game of"
        " club/2-fevrier.yaml (1 of its 2 rounds), which is counted",
    ],
}
FOUR_GAMES = {
    "fr": ["4 parties · 6 joueurs", "1 Léa 3 2 (67\u00a0%)"], "en": ["4 games · 6 players", "1 Léa 3 2 (67%)"]
}
"""The facts under the title, and Léa's row: her games in January and February, each once."""


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_copied_game_and_a_game_s_start_are_counted_once(run: Run, workdir: Path, language: str) -> None:
    """A copy under another name is counted once, from the original (the shorter name); a copy saved after its
    first round, from the whole game."""
    (workdir / "club").mkdir()
    for month in ("1-janvier", "2-fevrier", "3-mars", "4-avril"):
        shutil.copy(SEASON_GAMES / f"{month}.yaml", workdir / "club")
    shutil.copy(SEASON_GAMES / "1-janvier.yaml", workdir / "club" / "1-janvier (copie).yaml")
    february = (SEASON_GAMES / "2-fevrier.yaml").read_text(encoding="utf-8")
    start = february.replace("rounds_planned: 2\n", "").split("  - scores: {Léa: 50")[0]
    (workdir / "club" / "2-fevrier-debut.yaml").write_text(start, encoding="utf-8")
    result = run("season", "club", "-o", "s.pdf", "--lang", language)
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines() == COPIES[language]
    text = " ".join(page_texts(workdir / "s.pdf"))
    for words in FOUR_GAMES[language]:
        assert words in text, words


ROWS = {  # each player's games and wins, as the standings print them in French and Spanish
    "Léa": "Léa 3 2 (67\u00a0%)", "Nathan": "Nathan 2 1 (50\u00a0%)", "Chloé": "Chloé 3 1 (33\u00a0%)",
    "Hugo": "Hugo 4 1 (25\u00a0%)", "Inès": "Inès 2 0 (0\u00a0%)", "Jules": "Jules 1 0 (0\u00a0%)",
}
BY_WINS = ["Léa", "Nathan", "Chloé", "Hugo", "Inès", "Jules"]
BY_RATING = ["Léa", "Nathan", "Hugo", "Chloé", "Inès", "Jules"]
"""Hugo (rated 25.3) before Chloé (24.6), whom her win in three games puts ahead of his in four."""


def standings_rows(pdf: Path) -> list[str]:
    """The standings' rows, each to the end of its wins."""
    found = (re.match(r"\d+ \S+ \d+ \d+ \([^)]*\)", line.strip()) for line in page_texts(pdf)[0].splitlines())
    return [row[0] for row in found if row]


@pytest.mark.parametrize("language", ["fr", "es"])
def test_rank_by_rating_orders_the_standings_by_it(run: Run, workdir: Path, language: str) -> None:
    by_wins = run("season", str(SEASON_GAMES), "-o", "wins.pdf", "--lang", language)
    by_rating = run("season", str(SEASON_GAMES), "-o", "rating.pdf", "-l", language, "--rank-by", "RATING")
    assert by_wins.exit_code == by_rating.exit_code == 0, by_rating.output
    for pdf, order in (("wins.pdf", BY_WINS), ("rating.pdf", BY_RATING)):
        assert standings_rows(workdir / pdf) == [f"{rank} {ROWS[name]}" for rank, name in enumerate(order, 1)]


RATING_WORDS = {
    "fr": ["Cote", "Classement par cote, la plus haute d'abord, puis par victoires par partie jouée",
           "Cote\u00a0: le niveau estimé d'après les places de chaque partie",
           "Les cotes, partie après partie"],
    "es": ["Valoración", "Orden por valoración, la más alta primero, luego por victorias por partida jugada",
           "Valoración: el nivel estimado a partir de los puestos de cada partida",
           "Las valoraciones, partida tras partida"],
}


@pytest.mark.parametrize("language", ["fr", "es"])
def test_ranked_by_rating_the_report_says_so_in_its_language(run: Run, workdir: Path, language: str) -> None:
    result = run("season", str(SEASON_GAMES), "-o", "r.pdf", "--rank-by", "rating", "--lang", language)
    assert result.exit_code == 0, result.output
    text = " ".join(re.sub("[ \n]+", " ", page) for page in page_texts(workdir / "r.pdf"))  # keeps no-breaks
    for words in RATING_WORDS[language]:
        assert words in text, words


@pytest.mark.parametrize(("language", "line"), [
    ("fr", "papayoo-print: erreur: --rank-by: «\u00a0elo\u00a0» ne fait pas partie des choix\u00a0: wins ou"
           " rating."),
    ("es", "papayoo-print: error: --rank-by: «elo» no es ninguna de estas opciones: wins o rating."),
])
def test_an_unknown_ranking_is_one_line(run: Run, workdir: Path, language: str, line: str) -> None:
    result = run("season", str(SEASON_GAMES), "--rank-by", "elo", env={"LANG": f"{language}_ES.UTF-8"})
    assert (result.exit_code, result.stderr.splitlines()) == (2, [line])
    assert not (workdir / "output").exists()
