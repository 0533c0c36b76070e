"""`papayoo-print sheet` as a user runs it: options, the file it writes, and every error."""

from pathlib import Path

import pytest

from tests.conftest import Run
from tests.support import files_in
from tests.pdfcheck import A4, LETTER, page_sizes_mm, page_texts, page_words


def test_help_lists_every_option(run: Run) -> None:
    result = run("sheet", "--help")
    assert result.exit_code == 0
    for option in ("--players", "--rounds", "--names", "--lang", "--paper", "--output"):
        assert option in result.stdout


def test_top_level_help_names_the_command(run: Run) -> None:
    result = run("--help")
    assert result.exit_code == 0
    assert "sheet" in result.stdout


def test_default_sheet_is_for_three_to_eight_players_in_english(run: Run, workdir: Path) -> None:
    result = run("sheet")
    assert result.exit_code == 0, result.output
    written = Path(result.stdout.strip())
    assert written == Path("output/papayoo-sheet-3-8-players-18-rounds-en.pdf")
    assert files_in(workdir) == {written}
    [text] = page_texts(workdir / written)
    assert "3 to 8 players" in text
    assert "Round" in text and "Dealer" in text and "Check" in text
    assert page_sizes_mm(workdir / written) == [(A4[1], A4[0])]


def test_players_and_rounds(run: Run, workdir: Path) -> None:
    result = run("sheet", "--players", "4", "--rounds", "5", "--lang", "es")
    assert result.exit_code == 0, result.output
    path = workdir / result.stdout.strip()
    assert path.name == "papayoo-sheet-4-players-5-rounds-es.pdf"
    [words] = page_words(path)
    rounds = [int(w) for w in words if w.isdigit() and int(w) <= 18]
    assert rounds[-5:] == [1, 2, 3, 4, 5] or set(range(1, 6)) <= set(rounds)
    assert "6" not in words[words.index("Ronda"):]
    assert "4 jugadores" in page_texts(path)[0]
    assert page_sizes_mm(path) == [A4]


def test_names_set_players_and_dealers(run: Run, workdir: Path) -> None:
    result = run("sheet", "--names", "Léa,Hugo,Chloé,Nathan", "-o", "soiree.pdf", "-l", "fr")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == "soiree.pdf"
    [text] = page_texts(workdir / "soiree.pdf")
    assert "4 joueurs" in text
    for name in ("Léa", "Hugo", "Chloé", "Nathan"):
        assert text.count(name) >= 2  # the name box and the dealer column
    assert "15 cartes chacun, 5 à passer" in " ".join(text.split())


def test_short_options(run: Run, workdir: Path) -> None:
    result = run("sheet", "-p", "7", "-r", "3", "-l", "en", "-o", "seven.pdf")
    assert result.exit_code == 0, result.output
    [text] = page_texts(workdir / "seven.pdf")
    assert "7 players: 8 cards each, 3 passed to the left neighbour." in text
    assert "Remove the 1s of spades, hearts, diamonds and clubs first; the Payoo 1 stays." in text


def test_letter_paper(run: Run, workdir: Path) -> None:
    result = run("sheet", "-p", "3", "--paper", "letter")
    assert result.exit_code == 0, result.output
    path = workdir / result.stdout.strip()
    assert path.name.endswith("-letter.pdf")
    assert page_sizes_mm(path) == [LETTER]


def test_output_into_an_existing_folder(run: Run, workdir: Path) -> None:
    (workdir / "prints").mkdir()
    result = run("sheet", "-p", "5", "-o", "prints")
    assert result.exit_code == 0, result.output
    assert files_in(workdir) == {Path("prints/papayoo-sheet-5-players-18-rounds-en.pdf")}


@pytest.mark.parametrize(
    ("variables", "word"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "Manche"),
        ({"LC_ALL": "es_ES.UTF-8", "LANG": "fr_FR.UTF-8"}, "Ronda"),
        ({"LANG": "de_DE.UTF-8"}, "Runde"),
        ({"LANG": "it_IT.UTF-8"}, "Mano"),
        ({"LANG": "nl_NL.UTF-8"}, "Round"),
        ({"LANGUAGE": "es:fr", "LANG": "en_US.UTF-8"}, "Ronda"),
    ],
)
def test_language_follows_the_environment(
    run: Run, workdir: Path, variables: dict[str, str], word: str
) -> None:
    result = run("sheet", "-p", "3", "-o", "sheet.pdf", env=variables)
    assert result.exit_code == 0, result.output
    assert word in page_words(workdir / "sheet.pdf")[0]


def test_lang_option_beats_the_environment(run: Run, workdir: Path) -> None:
    result = run("sheet", "-p", "3", "--lang", "en", "-o", "s.pdf", env={"LANG": "fr_FR.UTF-8"})
    assert result.exit_code == 0
    assert "Round" in page_words(workdir / "s.pdf")[0]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "2"], "--players: 2 players: Papayoo is played by 3 to 8"),
        (["--players", "9"], "--players: 9 players: Papayoo is played by 3 to 8"),
        (["--rounds", "0"], "--rounds: 0: a number from 1 to 18 is needed"),
        (["--rounds", "19"], "--rounds: 19: a number from 1 to 18 is needed"),
        (["--players", "four"], "--players: four: a whole number from 3 to 8 is needed"),
        (["--lang", "xx"], "--lang: 'xx' is not one of fr, es, en, de or it."),
        (["--paper", "a3"], "--paper: 'a3' is not one of a4 or letter."),
        (["--names", "Léa,Hugo,léa"], "--names: player 'léa' is listed twice"),
        (["--names", "Léa,Hugo"], "--names: 2 players: Papayoo is played by 3 to 8"),
        (["--names", "A,B,C,D,E,F,G,H,I"], "--names: 9 players: Papayoo is played by 3 to 8"),
        (["--names", "Léa,,Hugo,Chloé"], "--names: player 2 has no name"),
        (["--names", "Léa,Hugo,Chloé", "--players", "4"], "--players is 4 but --names gives 3 names"),
        (["--names", "Léa,Hugo,🦊"], "player '🦊': the font cannot print 🦊"),
        (["--names", "Léa,Hugo," + "x" * 41], "has more than 40 characters"),
        (["-o", "missing/sheet.pdf"], "missing/sheet.pdf: the folder missing does not exist"),
        (["--bogus"], "No such option: --bogus"),
    ],
)
def test_errors_are_one_line_and_write_nothing(
    run: Run, workdir: Path, args: list[str], message: str
) -> None:
    result = run("sheet", *args)
    assert result.exit_code != 0
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("papayoo-print: error: ")
    assert message in lines[0]
    assert "Traceback" not in result.output
    assert files_in(workdir) == set()


def test_unwritable_output_is_one_line(run: Run, workdir: Path) -> None:
    target = Path("/proc/papayoo-sheet.pdf")  # a folder nobody, root included, can write in
    result = run("sheet", "-o", str(target))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"papayoo-print: error: {target}: cannot write here (")
    assert len(result.stderr.splitlines()) == 1
    assert not target.exists()


def test_output_under_a_file_is_refused(run: Run, workdir: Path) -> None:
    (workdir / "notes.txt").write_text("keep me")
    result = run("sheet", "-o", "notes.txt/sheet.pdf")
    assert result.exit_code == 1
    assert "notes.txt/sheet.pdf: notes.txt is not a folder" in result.stderr
    assert (workdir / "notes.txt").read_text() == "keep me"


def test_a_failed_run_leaves_the_existing_file_intact(run: Run, workdir: Path) -> None:
    (workdir / "sheet.pdf").write_bytes(b"previous sheet")
    result = run("sheet", "--names", "Léa,Hugo,🦊", "-o", "sheet.pdf")
    assert result.exit_code == 1
    assert (workdir / "sheet.pdf").read_bytes() == b"previous sheet"
    assert files_in(workdir) == {Path("sheet.pdf")}


def test_rewriting_keeps_the_file_permissions(run: Run, workdir: Path) -> None:
    target = workdir / "sheet.pdf"
    target.write_bytes(b"old")
    target.chmod(0o640)
    assert run("sheet", "-o", "sheet.pdf").exit_code == 0
    assert target.stat().st_mode & 0o777 == 0o640
    assert target.read_bytes().startswith(b"%PDF-")


@pytest.mark.parametrize(
    ("locale", "replaced"), [("fr_FR.UTF-8", "(remplacé)"), ("es_ES.UTF-8", "(reemplazado)")]
)
def test_two_named_sheets_are_two_files_and_a_sheet_made_again_says_it_replaced_one(
    run: Run, workdir: Path, locale: str, replaced: str
) -> None:
    env = {"LANG": locale}
    language = locale[:2]
    first = run("sheet", "--names", "Léa,Hugo,Chloé,Nathan", env=env)
    second = run("sheet", "--names", "Anne,Bruno,Carla,Denis", env=env)
    assert first.stdout == f"output/papayoo-sheet-lea-hugo-chloe-nathan-18-rounds-{language}.pdf\n"
    assert second.stdout == f"output/papayoo-sheet-anne-bruno-carla-denis-18-rounds-{language}.pdf\n"
    again = run("sheet", "--names", "Léa,Hugo,Chloé,Nathan", env=env)
    assert again.exit_code == 0, again.output
    assert again.stdout == f"output/papayoo-sheet-lea-hugo-chloe-nathan-18-rounds-{language}.pdf {replaced}\n"
    assert len(files_in(workdir)) == 2


def test_output_is_written_where_asked_and_says_when_it_replaced_a_file(run: Run, workdir: Path) -> None:
    env = {"LANG": "de_DE.UTF-8"}
    first = run("sheet", "--names", "Léa,Hugo,Chloé", "-o", "soirée\n.pdf", env=env)
    assert first.stdout == "soirée\\n.pdf\n"
    again = run("sheet", "--names", "Anne,Bruno,Carla", "-o", "soirée\n.pdf", env=env)
    assert again.stdout == "soirée\\n.pdf (ersetzt)\n"  # the path escaped, as every path is
    assert files_in(workdir) == {Path("soirée\n.pdf")}


@pytest.mark.parametrize(
    ("names", "part"),
    [
        (("Jean-Noël", "Søren Ø.", "Łukasz", "Ðorđe"), "jean-noel-soren-o-lukasz-dorde"),
        (("Νίκος", "Anna", "Bo"), "anna-bo-"),  # what has no ASCII letter: a digest in its place
        (("李娜", "王伟", "张敏"), "3-players-"),
        (tuple(f"Maximilian{n}" for n in range(8)), "maximilian0-maximilian1-maximilian2-maximilian3-"),
        (("../..", "a/b", "C:\\x"), "a-b-c-x-"),
    ],
)
def test_the_names_in_a_sheet_file_name_are_short_and_file_safe(names: tuple[str, ...], part: str) -> None:
    from papayoo_print.cli.sheet_batch import NAMES_LENGTH, names_in_file_name

    shown = names_in_file_name(names)
    assert shown.startswith(part) and len(shown) <= NAMES_LENGTH
    assert shown.replace("-", "").isalnum() and shown.isascii() and shown == shown.lower()
    if shown != part:  # cut: what tells two tables apart is kept
        assert len(shown) == len(part) + 6 and shown != names_in_file_name((*names[:-1], "Zoé"))
