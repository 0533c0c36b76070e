"""The command line's conventions and input as people type it: --version, -h, help with no
arguments, PDFs on standard output, names and suits matched as typed, output names that say
what they hold, and rounds played beyond those agreed."""

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from papayoo_print import __version__
from papayoo_print.cli.app import COMMANDS, commands_asked
from papayoo_print.facts import Suit
from papayoo_print.game.yaml_file import load_game
from tests.conftest import Run, environ_without_locale
from tests.pdfcheck import page_words
from tests.support import EXAMPLE


@pytest.fixture
def night(run: Run, workdir: Path) -> Path:
    result = run("game", "new", "night.yaml", "--players", "Léa,Hugo,Chloé,Nathan", "--rounds", "2")
    assert result.exit_code == 0, result.output
    return workdir / "night.yaml"


def test_version(run: Run) -> None:
    result = run("--version")
    assert (result.exit_code, result.stdout) == (0, f"papayoo-print {__version__}\n")


@pytest.mark.parametrize("args", [("-h",), ("sheet", "-h"), ("game", "add", "-h")])
def test_h_is_help(run: Run, args: tuple[str, ...]) -> None:
    result = run(*args)
    assert result.exit_code == 0 and "Usage: papayoo-print" in result.stdout and result.stderr == ""


@pytest.mark.parametrize("args", [(), ("game",)])
def test_no_command_shows_the_help_without_an_error(run: Run, args: tuple[str, ...]) -> None:
    result = run(*args)
    assert result.exit_code == 0
    assert "Usage: papayoo-print" in result.stdout and result.stderr == ""


@pytest.mark.parametrize(("args", "likely"), [(("rulez",), "rules"), (("game", "ad"), "add")])
def test_a_misspelt_command_gets_a_did_you_mean(run: Run, args: tuple[str, ...], likely: str) -> None:
    result = run(*args)
    assert result.exit_code == 2 and f"Did you mean '{likely}'?" in result.stderr


def test_a_run_makes_only_the_command_it_names() -> None:
    assert commands_asked(["rules", "--lang", "fr"]) == ["rules"]
    assert commands_asked(["game", "add", "night.yaml"]) == ["game"]
    for args in ([], ["shet"], ["--lang", "fr", "rules"]):  # the help; a "Did you mean" among all
        assert commands_asked(args) == list(COMMANDS)


def test_shell_completion_is_offered(run: Run) -> None:
    assert "--install-completion" in run("--help").stdout


def test_help_keeps_its_bracketed_defaults(run: Run) -> None:
    """"[default: …]" in an option's help is text, not a markup tag that would vanish."""
    assert "[default: a4]" in run("result", "--help").stdout


def test_a_pdf_to_standard_output(run: Run, workdir: Path) -> None:
    result = run("sheet", "--players", "4", "-o", "-")
    assert result.exit_code == 0 and result.stderr == ""
    assert result.stdout_bytes.startswith(b"%PDF-") and result.stdout_bytes.rstrip().endswith(b"%%EOF")
    assert list(workdir.iterdir()) == []
    assert "Léa" not in " ".join(page_words(result.stdout_bytes)[0])


def test_choices_in_any_case(run: Run, workdir: Path) -> None:
    result = run("sheet", "--lang", "FR", "--paper", "A4", "-o", "s.pdf")
    assert result.exit_code == 0, result.output
    assert "Manche" in page_words(workdir / "s.pdf")[0]


@pytest.mark.parametrize("typed", ["hearts", "Hearts", "HEART", "cœur", "coeur", "Corazones", "♥"])
def test_a_suit_as_people_type_it(run: Run, night: Path, typed: str) -> None:
    result = run("game", "add", "night.yaml", "27", "71", "58", "94", "--papayoo", "Hugo", "--suit", typed)
    assert result.exit_code == 0, result.output
    assert load_game(night).rounds[0].suit is Suit.hearts
    assert "suit: hearts" in night.read_text(encoding="utf-8")


def test_names_as_people_type_them(run: Run, night: Path) -> None:
    typed = ("lea=27", "HUGO=71", "Chloe=58", "nathan=94", "--papayoo", "chloe")
    result = run("game", "add", "night.yaml", *typed)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "round 1 is saved: Léa 27, Hugo 71, Chloé 58*, Nathan 94"
    saved = load_game(night).rounds[0]
    assert saved.points == (27, 71, 58, 94) and saved.papayoo == 2
    assert "papayoo: Chloé" in night.read_text(encoding="utf-8")


def test_an_unknown_name_gets_a_did_you_mean(run: Run, night: Path) -> None:
    before = night.read_bytes()
    result = run("game", "add", "night.yaml", "27", "71", "58", "94", "--papayoo", "Hgo")
    assert result.exit_code == 1
    assert result.stderr == (
        "papayoo-print: error: --papayoo: 'Hgo' is not one of the players (did you mean Hugo?)\n"
    )
    assert night.read_bytes() == before


def test_two_players_one_name_would_fit_are_refused_where_they_enter(run: Run, workdir: Path) -> None:
    result = run("game", "new", "g.yaml", "--players", "Léa,Lea,Hugo")
    assert result.exit_code == 1
    assert result.stderr == (
        "papayoo-print: error: --players: player 'Lea' differs from Léa only by accents or capitals:"
        " rename one\n"
    )
    assert not (workdir / "g.yaml").exists()


def test_a_negative_number_is_points_not_an_option(run: Run, night: Path) -> None:
    result = run("game", "add", "night.yaml", "-5", "100", "100", "55")
    assert result.exit_code == 1
    assert "-5" in result.stderr and "No such option" not in result.stderr
    assert len(result.stderr.splitlines()) == 1


def test_output_names_say_what_they_hold(run: Run, workdir: Path) -> None:
    names = []
    for args in (
        ("sheet", "--players", "4", "--lang", "fr"),
        ("sheet", "--players", "4", "--lang", "fr", "--with-rules"),
        ("rules", "--lang", "fr"),
        ("rules", "--lang", "fr", "--game", str(EXAMPLE), "--round", "3"),
        ("result", str(EXAMPLE), "--lang", "es"),
    ):
        result = run(*args)
        assert result.exit_code == 0, result.output
        names.append(result.stdout.strip())
    assert names == [
        "output/papayoo-sheet-4-players-18-rounds-fr.pdf",
        "output/papayoo-sheet-4-players-18-rounds-with-rules-fr.pdf",
        "output/papayoo-rules-fr.pdf",
        "output/papayoo-rules-lea-hugo-chloe-nathan-round-3-fr.pdf",
        "output/lea-hugo-chloe-nathan-result-es.pdf",
    ]
    assert all((workdir / name).is_file() for name in names)


def test_a_round_after_those_agreed_is_saved_with_a_notice(run: Run, night: Path) -> None:
    for points in (("27", "71", "58", "94"), ("84", "12", "107", "47")):
        assert run("game", "add", "night.yaml", *points).exit_code == 0
    result = run("game", "add", "night.yaml", "0", "119", "36", "95")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == (
        "round 3 is saved: Léa 0, Hugo 119, Chloé 36, Nathan 95 (an extra round: 2 rounds were agreed)"
    )
    assert len(load_game(night).rounds) == 3


def test_undo_says_what_it_removed(run: Run, night: Path) -> None:
    run("game", "add", "night.yaml", "27", "71", "58", "94", "--papayoo", "Hugo")
    result = run("game", "undo", "night.yaml")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "round 1 is removed: Léa 27, Hugo 71*, Chloé 58, Nathan 94"
    assert load_game(night).rounds == ()


def test_a_status_line_while_typesetting_on_a_terminal_only(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "papayoo_print", "rules", "--lang", "en", "-o", "r.pdf"]
    env = environ_without_locale()
    leader, follower = pty.openpty()
    with subprocess.Popen(command, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=follower) as process:
        os.close(follower)
        seen = b""
        while True:
            try:
                chunk = os.read(leader, 1024)
            except OSError:  # the terminal closed with the process
                break
            if not chunk:
                break
            seen += chunk
        stdout = process.stdout.read() if process.stdout else b""
    os.close(leader)
    assert process.returncode == 0 and stdout == b"r.pdf\n"
    assert seen == "papayoo-print: Typesetting…\r\x1b[K".encode()
    piped = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True)
    assert (piped.returncode, piped.stderr) == (0, b"")
