"""`papayoo-print sheet --table … --tables FILE --copies N`: a night's tables in one PDF, as a
club's organiser prints them, read back page by page; and every way the tables can be wrong."""

import io
from pathlib import Path

import pikepdf
import pytest

from tests.conftest import Run
from tests.pdfcheck import A4, ink_in_margin, page_sizes_mm, page_texts, page_words
from tests.support import files_in

NIGHT = (
    ("Léa", "Hugo", "Chloé"),
    ("Zoé", "Íñigo", "Maëlle", "Ángela"),
    ("Nathan", "Camille", "Louis", "Emma", "Jade", "Gabriel"),
    ("Manon", "Lucas", "Inès", "Raphaël", "Louise", "Arthur", "Anna", "Jules"),
    ("Élodie", "Timothée", "Bérénice", "Noé", "Anaïs"),
)
"""Five tables of 3, 4, 6, 8 and 5 players: portrait and landscape sheets."""
EVERYONE = {name for table in NIGHT for name in table}
TABLE_WORD = {"fr": "Table", "es": "Mesa", "en": "Table", "de": "Tisch", "it": "Tavolo"}


def tables_file(folder: Path, tables: tuple[tuple[str, ...], ...] = NIGHT, name: str = "tables.txt") -> Path:
    lines = ["# Friday at the club", ""] + [", ".join(table) for table in tables]
    path = folder / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def number_on(words: list[str], language: str = "en") -> list[int]:
    """The table numbers a page shows, in the order drawn."""
    word = TABLE_WORD[language]
    return [int(words[i + 1]) for i, w in enumerate(words[:-1]) if w == word and words[i + 1].isdigit()]


def names_on(words: list[str]) -> set[str]:
    return {word for word in words if word in EVERYONE}


def test_each_table_on_its_own_page_with_its_number(run: Run, workdir: Path) -> None:
    tables_file(workdir)
    result = run("sheet", "--tables", "tables.txt", "--lang", "fr")
    assert result.exit_code == 0, result.output
    written = Path(result.stdout.strip())
    assert written == Path("output/papayoo-sheet-5-tables-18-rounds-fr.pdf")
    pages = page_words(workdir / written)
    assert len(pages) == 5
    for number, (table, words) in enumerate(zip(NIGHT, pages), start=1):
        assert names_on(words) == set(table), number
        assert number_on(words) == [number]
        assert f"{len(table)} joueurs" in " ".join(words)
    short, long = A4
    portrait, landscape = (short, long), (long, short)
    assert page_sizes_mm(workdir / written) == [portrait, portrait, landscape, landscape, portrait]
    assert ink_in_margin(workdir / written) == []


@pytest.mark.parametrize("language", ["fr", "es", "en", "de", "it"])
def test_the_table_number_in_each_language(run: Run, workdir: Path, language: str) -> None:
    result = run("sheet", "--table", "Léa,Hugo,Chloé", "--table", "Zoé,Íñigo,Maëlle,Ángela", "-l", language,
                 "-o", "night.pdf")
    assert result.exit_code == 0, result.output
    first, second = page_words(workdir / "night.pdf")
    assert number_on(first, language) == [1] and number_on(second, language) == [2]
    assert names_on(first) == {"Léa", "Hugo", "Chloé"}
    assert names_on(second) == {"Zoé", "Íñigo", "Maëlle", "Ángela"}


def test_the_file_first_then_each_table_option_in_order(run: Run, workdir: Path) -> None:
    tables_file(workdir, NIGHT[:2])
    result = run("sheet", "--table", "Ana,Ben,Cléo", "--tables", "tables.txt", "--table", "Dan,Eva,Fé,Gil",
                 "-o", "night.pdf")
    assert result.exit_code == 0, result.output
    pages = page_words(workdir / "night.pdf")
    assert [number_on(words) for words in pages] == [[1], [2], [3], [4]]
    assert names_on(pages[0]) == set(NIGHT[0]) and names_on(pages[1]) == set(NIGHT[1])
    assert {"Ana", "Ben", "Cléo"} <= set(pages[2]) and {"Dan", "Eva", "Fé", "Gil"} <= set(pages[3])


def test_one_table_is_a_named_sheet_without_a_number(run: Run, workdir: Path) -> None:
    result = run("sheet", "--table", "Léa,Hugo,Chloé,Nathan")
    assert result.exit_code == 0, result.output
    written = Path(result.stdout.strip())
    assert written.name == "papayoo-sheet-lea-hugo-chloe-nathan-18-rounds-en.pdf"
    [words] = page_words(workdir / written)
    assert number_on(words) == [] and "Table" not in words
    assert {"Léa", "Hugo", "Chloé", "Nathan"} <= set(words)


def test_a_file_of_one_table_is_numbered(run: Run, workdir: Path) -> None:
    tables_file(workdir, NIGHT[:1])
    result = run("sheet", "--tables", "tables.txt")
    assert result.exit_code == 0, result.output
    written = Path(result.stdout.strip())
    assert written.name == "papayoo-sheet-1-table-18-rounds-en.pdf"
    [words] = page_words(workdir / written)
    assert number_on(words) == [1]


def test_short_games_of_one_size_share_a_page(run: Run, workdir: Path) -> None:
    """4, 4, 4, 5, 5 and 6 players, 8 rounds: tables 1 and 2 share a page, table 3 has its own
    (its spare below it), 4 and 5 share one, and the landscape 6 is alone."""
    tables = (NIGHT[1], ("A", "B", "C", "D"), ("E", "F", "G", "H"), NIGHT[4], tuple("IJKLM"), NIGHT[2])
    tables_file(workdir, tables)
    result = run("sheet", "--tables", "tables.txt", "--rounds", "8", "-o", "night.pdf")
    assert result.exit_code == 0, result.output
    pages = page_words(workdir / "night.pdf")
    assert [number_on(words) for words in pages] == [[1, 2], [3, 3], [4, 5], [6]]
    assert [words.count("Papayoo") for words in pages] == [4, 4, 4, 2]  # title and suit column, per sheet
    short, long = A4
    assert page_sizes_mm(workdir / "night.pdf") == [(short, long)] * 3 + [(long, short)]
    assert ink_in_margin(workdir / "night.pdf") == []


def test_copies_of_a_table_keep_its_number(run: Run, workdir: Path) -> None:
    tables_file(workdir, NIGHT[:2])
    result = run("sheet", "--tables", "tables.txt", "--copies", "3")
    assert result.exit_code == 0, result.output
    written = Path(result.stdout.strip())
    assert written.name == "papayoo-sheet-2-tables-18-rounds-3-copies-en.pdf"
    pages = page_words(workdir / written)
    assert [number_on(words) for words in pages] == [[1], [1], [1], [2], [2], [2]]
    assert all(names_on(words) == set(NIGHT[0]) for words in pages[:3])


def test_short_copies_fill_their_pages(run: Run, workdir: Path) -> None:
    """Three copies of two 4-player tables, 6 rounds: six half-pages, three pages."""
    tables_file(workdir, (NIGHT[1], ("A", "B", "C", "D")))
    result = run("sheet", "--tables", "tables.txt", "--copies", "3", "-r", "6", "-o", "night.pdf")
    assert result.exit_code == 0, result.output
    pages = page_words(workdir / "night.pdf")
    assert [number_on(words) for words in pages] == [[1, 1], [1, 2], [2, 2]]


@pytest.mark.parametrize(
    ("args", "pages", "sheets"), [([], 3, 3), (["-p", "4", "-r", "8"], 2, 4), (["-p", "7", "-r", "8"], 3, 3)]
)
def test_copies_of_a_blank_sheet(run: Run, workdir: Path, args: list[str], pages: int, sheets: int) -> None:
    result = run("sheet", "--copies", "3", *args)
    assert result.exit_code == 0, result.output
    written = Path(result.stdout.strip())
    assert "-3-copies-" in written.name
    texts = page_words(workdir / written)
    assert len(texts) == pages
    assert sum(words.count("Papayoo") for words in texts) == 2 * sheets
    assert all(number_on(words) == [] for words in texts)


def page_sizes_and_turns(pdf: bytes) -> list[tuple[bool, int]]:
    """Each page: landscape or not, and its /Rotate."""
    with pikepdf.open(io.BytesIO(pdf)) as document:
        return [(float(page.mediabox[2]) > float(page.mediabox[3]), int(page.obj.get("/Rotate", 0)))
                for page in document.pages]


def test_with_rules_each_page_is_followed_by_its_back(run: Run, workdir: Path) -> None:
    """Front, back, front, back: each back for its front's players and size. Portrait and
    landscape pages mixed: the long edge flip is asked for, and the landscape backs are turned
    so that they read the right way up when their sheet is turned over sideways."""
    tables_file(workdir, (NIGHT[0], NIGHT[3], NIGHT[1]))
    result = run("sheet", "--tables", "tables.txt", "--with-rules", "-o", "-")
    assert result.exit_code == 0, result.stderr
    pdf = result.stdout_bytes
    texts = [" ".join(text.split()) for text in page_texts(pdf)]
    assert len(texts) == 6
    for index, players in enumerate((3, 8, 4)):
        front, back = texts[2 * index], texts[2 * index + 1]
        assert f"Table {index + 1}" in front and f"{players} players" in front
        assert f"Papayoo {players} players" in back and "What each card is worth" in back
    portrait, landscape = (False, 0), (True, 0)
    assert page_sizes_and_turns(pdf) == [portrait, portrait, landscape, (True, 180), portrait, portrait]
    with pikepdf.open(io.BytesIO(pdf)) as document:
        assert document.Root.ViewerPreferences.Duplex == "/DuplexFlipLongEdge"


def test_with_rules_the_figures_come_in_page_order(run: Run, workdir: Path) -> None:
    """A screen reader meets each sheet, described, just before its back."""
    result = run("sheet", "--table", "Léa,Hugo,Chloé", "--table", "Zoé,Íñigo,Maëlle,Ángela", "--with-rules",
                 "-r", "5", "-o", "-")
    assert result.exit_code == 0, result.stderr
    with pikepdf.open(io.BytesIO(result.stdout_bytes)) as document:
        pages = {page.obj.objgen: number for number, page in enumerate(document.pages, start=1)}
        tree = document.Root.StructTreeRoot
        top = tree.K[0] if isinstance(tree.K, pikepdf.Array) else tree.K
        order = [(str(element.S), pages[element.Pg.objgen]) for element in top.K]
        figures = [page for kind, page in order if kind == "/Figure"]
        assert figures == [1, 3]
        assert [page for _, page in order] == sorted(page for _, page in order)
        assert {page for kind, page in order if kind != "/Figure"} == {2, 4}
        assert document.Root.ViewerPreferences.Duplex == "/DuplexFlipLongEdge"
    texts = page_texts(result.stdout_bytes)
    assert texts[1].count("What each card is worth") == 2  # a copy behind each half


def test_with_rules_all_landscape_flips_on_the_short_edge(run: Run, workdir: Path) -> None:
    six, eight = ",".join(NIGHT[2]), ",".join(NIGHT[3])
    result = run("sheet", "--table", six, "--table", eight, "--with-rules", "-o", "-")
    assert result.exit_code == 0, result.stderr
    assert page_sizes_and_turns(result.stdout_bytes) == [(True, 0)] * 4
    with pikepdf.open(io.BytesIO(result.stdout_bytes)) as document:
        assert document.Root.ViewerPreferences.Duplex == "/DuplexFlipShortEdge"


def test_a_users_back_of_two_pages_follows_each_front(run: Run, workdir: Path) -> None:
    """A --template-dir back that ignores the page size and takes two pages: each front is
    followed by both, and no flip is asked for."""
    (workdir / "mine").mkdir()
    (workdir / "mine" / "back.html.j2").write_text(
        '{% extends "base.html.j2" %}{% block body %}<p>Front {{ players_label }}</p>'
        '<p style="break-before: page">Back {{ players_label }}</p>{% endblock %}',
        encoding="utf-8",
    )
    six = ",".join(NIGHT[2])
    result = run("sheet", "--table", "Léa,Hugo,Chloé", "--table", six, "--table", "Ana,Ben,Cléo",
                 "--with-rules", "--template-dir", "mine", "-o", "-")
    assert result.exit_code == 0, result.stderr
    texts = [" ".join(text.split()) for text in page_texts(result.stdout_bytes)]
    assert len(texts) == 9
    assert all(f"Table {number}" in texts[3 * number - 3] for number in (1, 2, 3))
    assert [text for index, text in enumerate(texts) if index % 3] == [
        "Front 3 players", "Back 3 players", "Front 6 players", "Back 6 players", "Front 3 players",
        "Back 3 players",
    ]
    with pikepdf.open(io.BytesIO(result.stdout_bytes)) as document:
        assert "/Duplex" not in document.Root.get("/ViewerPreferences", {})


def test_the_file_is_read_as_people_save_it(run: Run, workdir: Path) -> None:
    """A byte order mark, Windows line ends, spaces around names and notes are all fine."""
    text = "\ufeff# Club\r\n\r\n  Léa , Hugo,Chloé  \r\n   # later\r\nZoé,Íñigo,Maëlle\r\n"
    (workdir / "t.txt").write_bytes(text.encode("utf-8"))
    result = run("sheet", "--tables", "t.txt", "-o", "night.pdf")
    assert result.exit_code == 0, result.output
    first, second = page_words(workdir / "night.pdf")
    assert {"Léa", "Hugo", "Chloé"} <= set(first) and "Zoé" not in first
    assert {"Zoé", "Íñigo", "Maëlle"} <= set(second)


def errors(result: object) -> list[str]:
    lines = result.stderr.splitlines()  # type: ignore[attr-defined]
    assert all(line.startswith("papayoo-print: error: ") for line in lines), lines
    return [line.removeprefix("papayoo-print: error: ") for line in lines]


def test_every_bad_line_at_once_and_nothing_written(run: Run, workdir: Path) -> None:
    (workdir / "t.txt").write_text(
        "# night\nLéa,Hugo\nZoé,Íñigo,zoé\n\nA,B,C,D,E,F,G,H,I\nLéa,Hugo,🦊\n"
        f"Ana,Ben,{'x' * 41}\nLéa,Hugo,Chloé\nAna,,Ben\nAna,Ben,Chlo\x1be\n",
        encoding="utf-8",
    )
    result = run("sheet", "--tables", "t.txt", "--table", "Max,Noa", "-o", "night.pdf")
    assert result.exit_code == 1
    assert result.stdout == ""
    assert errors(result) == [
        "t.txt:2: 2 players: Papayoo is played by 3 to 8",
        "t.txt:3: player 'zoé' is listed twice",
        "t.txt:5: 9 players: Papayoo is played by 3 to 8",
        "t.txt:6: player '🦊': the font cannot print 🦊 (U+1F98A)",
        f"t.txt:7: player '{'x' * 38}… has more than 40 characters",
        "t.txt:9: player 2 has no name",
        "t.txt:10: player 'Chlo\\x1be': U+001B is a control character",
        "--table 'Max,Noa': 2 players: Papayoo is played by 3 to 8",
    ]
    assert files_in(workdir) == {Path("t.txt")}


def test_errors_in_the_users_language(run: Run, workdir: Path) -> None:
    (workdir / "t.txt").write_text("Léa,Hugo\n", encoding="utf-8")
    result = run("sheet", "--tables", "t.txt", "-l", "es")
    assert result.exit_code == 1
    assert errors(result) == ["t.txt:1: 2 jugadores: el Papayoo se juega de 3 a 8 jugadores"]


@pytest.mark.parametrize(
    ("files", "args", "message"),
    [
        ({}, ["--tables", "nope.txt"], "nope.txt: no such file"),
        ({"t.txt": b"# only notes\n\n"}, ["--tables", "t.txt"],
         "t.txt: no table in it: write one table a line, names separated by commas"),
        ({"t.txt": b""}, ["--tables", "t.txt"],
         "t.txt: no table in it: write one table a line, names separated by commas"),
        ({"t.txt": "Léa,Hugo,Chloé\nZoé,Iñigo,Maëlle\n".encode("latin-1")}, ["--tables", "t.txt"],
         "t.txt:1: the file is not UTF-8 text"),
        ({"t.txt": "Léa,Hugo,Chloé\n".encode("utf-16")}, ["--tables", "t.txt"],
         "t.txt:1: the file is not UTF-8 text"),
        ({"t.txt": b"A,B,C\n\x89PNG\r\n\x1a\n\x00\x00"}, ["--tables", "t.txt"],
         "t.txt:2: the file is not UTF-8 text"),
        ({"t.txt": b"A,B,C\n" * 101}, ["--tables", "t.txt"],
         "t.txt:101: more than 100 tables: print them in several batches"),
        ({"t.txt": b"#" * 1_000_001}, ["--tables", "t.txt"],
         "t.txt: is larger than 1 MB: too large for a list of tables"),
        ({"t.txt": b"A,B,C\n"}, ["--tables", "t.txt", "--names", "A,B,C"],
         "--names does not go with --table or --tables, which give each table's players"),
        ({}, ["--table", "A,B,C", "--players", "3"],
         "--players does not go with --table or --tables, which give each table's players"),
        ({"t.txt": b"A,B,C\n"}, ["--tables", "t.txt", "-o", "t.txt"],
         "t.txt: is one of this command's inputs: write the output elsewhere"),
        ({"t.txt": b"A,B,C\n" * 5}, ["--tables", "t.txt", "--copies", "41"],
         "205 sheets: more than 200 in one PDF, print them in several batches"),
    ],
    ids=["missing", "notes-only", "empty", "latin-1", "utf-16", "binary", "101-tables", "huge", "with-names",
         "with-players", "output-is-input", "205-sheets"],
)
def test_a_bad_tables_file_is_one_line(
    run: Run, workdir: Path, files: dict[str, bytes], args: list[str], message: str
) -> None:
    for name, content in files.items():
        (workdir / name).write_bytes(content)
    before = {name: (workdir / name).read_bytes() for name in files}
    result = run("sheet", *args)
    assert result.exit_code == 1
    assert errors(result) == [message]
    assert "Traceback" not in result.output
    assert files_in(workdir) == {Path(name) for name in files}
    assert {name: (workdir / name).read_bytes() for name in files} == before


def test_a_folder_is_not_a_tables_file(run: Run, workdir: Path) -> None:
    (workdir / "tables").mkdir()
    result = run("sheet", "--tables", "tables")
    assert result.exit_code == 1
    assert errors(result) == ["tables: is a folder, not a file"]


@pytest.mark.parametrize(("copies", "exit_code"), [("0", 2), ("51", 2), ("two", 2)])
def test_copies_out_of_range(run: Run, workdir: Path, copies: str, exit_code: int) -> None:
    result = run("sheet", "--copies", copies)
    assert result.exit_code == exit_code
    assert len(result.stderr.splitlines()) == 1 and "--copies" in result.stderr
    assert files_in(workdir) == set()


def test_help_names_the_batch_options(run: Run) -> None:
    result = run("sheet", "--help")
    assert result.exit_code == 0
    for option in ("--table", "--tables", "--copies"):
        assert option in result.stdout


def test_the_example_tables_file(run: Run, workdir: Path) -> None:
    from tests.support import ROOT

    result = run("sheet", "--tables", str(ROOT / "examples" / "club-tables.txt"), "-r", "8", "-o", "club.pdf")
    assert result.exit_code == 0, result.output
    pages = page_words(workdir / "club.pdf")
    assert [number_on(words) for words in pages] == [[1, 2], [3, 3], [4], [5, 5]]
