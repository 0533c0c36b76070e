"""Issue 23's second pass, the cases that need more than a line of `cases.yaml`: a planted lock
symlink, odd HOME values and compiled templates planted in a cache folder, a scan review that
would replace a file. Each is refused (or done) in the user's language, and leaves every file
where it was."""

import pickle
import shutil
from pathlib import Path

import pytest
from jinja2.bccache import BytecodeCache, bc_magic

from papayoo_print import __version__
from papayoo_print.resources import templates_dir
from tests.conftest import Run

EXAMPLES = Path(__file__).parents[2] / "examples"
FRENCH = {"LANG": "fr_FR.UTF-8"}
TAKEN = "{file} existe déjà\u00a0: choisissez un autre nom, ou supprimez-le d'abord"


def files_of(folder: Path) -> dict[str, bytes | None]:
    """Every path under `folder`, with a file's bytes (a link's target is not read)."""
    return {
        str(path.relative_to(folder)): path.read_bytes() if path.is_file() and not path.is_symlink() else None
        for path in sorted(folder.rglob("*"))
    }


def test_a_planted_lock_symlink_is_refused_not_followed(run: Run, workdir: Path) -> None:
    shutil.copy(EXAMPLES / "lea-hugo-chloe-nathan.yaml", "p.yaml")
    (workdir / "elsewhere").mkdir()
    Path(".p.yaml.lock").symlink_to(workdir / "elsewhere" / "x")
    before = files_of(workdir)
    result = run("game", "undo", "p.yaml", env=FRENCH)
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        "papayoo-print: erreur: .p.yaml.lock: n'est pas un fichier ordinaire"
    ]
    assert not (workdir / "elsewhere" / "x").exists()
    assert files_of(workdir) == before


def test_a_lock_path_that_is_a_folder_is_refused(run: Run, workdir: Path) -> None:
    shutil.copy(EXAMPLES / "lea-hugo-chloe-nathan.yaml", "p.yaml")
    Path(".p.yaml.lock").mkdir()
    before = files_of(workdir)
    result = run("game", "undo", "p.yaml")
    assert result.exit_code == 1
    assert result.stderr.splitlines() == ["papayoo-print: error: .p.yaml.lock: is not a regular file"]
    assert files_of(workdir) == before


@pytest.mark.parametrize("home", ["", "nowhere/x", "relative"])
def test_a_home_that_is_empty_missing_or_relative_makes_no_folder(
    run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch, home: str
) -> None:
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    root_cache = Path("/.cache").exists()
    monkeypatch.setenv("HOME", str(workdir / home) if home.startswith("nowhere") else home)
    result = run("rules", "-o", "rules.pdf")
    assert result.exit_code == 0, result.output
    assert sorted(path.name for path in workdir.iterdir()) == ["rules.pdf"]
    assert Path("/.cache").exists() == root_cache


class _Planted:
    """What a planted compiled template runs when it is unpickled: it writes the marker file."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str, str]]:
        return open, (str(self.marker), "w")


def plant_compiled_templates(cache: Path, marker: Path) -> None:
    """Compiled templates, under the names Jinja2's cache gave the built-in ones, that run code
    when they are read."""
    folder = cache / "papayoo-print" / "templates"
    folder.mkdir(parents=True)
    payload = bc_magic + pickle.dumps(_Planted(marker))
    for template in templates_dir().glob("*.html.j2"):
        key = BytecodeCache().get_cache_key(template.name, str(template))
        (folder / f"{__version__}-{key}.cache").write_bytes(payload)


@pytest.mark.parametrize(
    ("where", "command"),
    [
        ("XDG_CACHE_HOME", ["rules"]),
        ("HOME", ["rules", "--template-dir", "mine"]),
        ("XDG_CACHE_HOME", ["result", "g.yaml"]),
    ],
)
def test_no_compiled_template_is_read_or_kept(
    run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch, where: str, command: list[str]
) -> None:
    """No cache of compiled templates: nothing is read from the user's cache folder (where
    another user may have planted code, through a shared XDG_CACHE_HOME) and nothing is made
    there or in the home folder."""
    shutil.copy(EXAMPLES / "lea-hugo-chloe-nathan.yaml", "g.yaml")
    (workdir / "mine").mkdir()
    (workdir / "home").mkdir()
    cache = workdir / "home" / ".cache" if where == "HOME" else workdir / "shared"
    monkeypatch.setenv("HOME", str(workdir / "home"))
    if where == "HOME":
        monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    plant_compiled_templates(cache, workdir / "pwned")
    if where == "XDG_CACHE_HOME":
        cache.chmod(0o1777)  # a folder all may write to, as /tmp is
    before = files_of(workdir)
    result = run(*command, "-o", "out.pdf")
    assert result.exit_code == 0, result.output
    assert not (workdir / "pwned").exists()
    after = files_of(workdir)
    assert after.pop("out.pdf").startswith(b"%PDF")
    assert after == before


def scan_folder(workdir: Path) -> None:
    shutil.copy(EXAMPLES / "scan" / "partie-a-quatre.jpg", workdir / "photo.jpg")


@pytest.mark.parametrize("review", ["g.yaml", "./g.yaml", "sub/../g.yaml"])
def test_a_scan_review_over_its_own_game_file_is_refused(run: Run, workdir: Path, review: str) -> None:
    scan_folder(workdir)
    (workdir / "sub").mkdir()
    before = files_of(workdir)
    result = run("scan", "photo.jpg", "-o", "g.yaml", "--review", review, env=FRENCH)
    assert result.exit_code == 1
    shown = review.removeprefix("./")
    assert result.stderr.splitlines() == [f"papayoo-print: erreur: {shown} apparaît deux fois"]
    assert files_of(workdir) == before


@pytest.mark.parametrize("review", ["other.yaml", "g-review.pdf", None])
def test_a_scan_review_never_replaces_a_file(run: Run, workdir: Path, review: str | None) -> None:
    scan_folder(workdir)
    taken = review or "g-review.pdf"  # the default review's name, beside the game
    (workdir / taken).write_text("someone's file\n", encoding="utf-8")
    before = files_of(workdir)
    result = run("scan", "photo.jpg", "-o", "g.yaml", *(["--review", review] if review else []), env=FRENCH)
    assert result.exit_code == 1
    assert result.stderr.splitlines() == ["papayoo-print: erreur: " + TAKEN.format(file=taken)]
    assert files_of(workdir) == before


@pytest.mark.parametrize(("game", "taken"), [("g.yaml", "r-2.png"), ("r-1.png", None)])
def test_a_scan_review_in_pictures_replaces_no_numbered_picture(
    run: Run, workdir: Path, game: str, taken: str | None
) -> None:
    scan_folder(workdir)
    second = (workdir / "photo.jpg").read_bytes() + b"\0"  # a byte past the JPEG's end: another file
    (workdir / "page-2.jpg").write_bytes(second)  # two pages: r-1.png, r-2.png
    if taken:
        (workdir / taken).write_text("someone's picture\n", encoding="utf-8")
    before = files_of(workdir)
    result = run("scan", "photo.jpg", "page-2.jpg", "-o", game, "--review", "r.png", env=FRENCH)
    assert result.exit_code == 1
    line = TAKEN.format(file=taken) if taken else f"{game} apparaît deux fois"
    assert result.stderr.splitlines() == [f"papayoo-print: erreur: {line}"]
    assert files_of(workdir) == before
