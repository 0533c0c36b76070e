"""`-o FILE.png`: a picture of each page, drawn from the PDF the same command writes, at `--dpi`."""

import io
from pathlib import Path

import pypdfium2
import pytest
import yaml
from PIL import Image

from tests.conftest import Run
from tests.support import EXAMPLE, LONG_NAMES, files_in, random_game_data

COMMANDS = {
    "sheet": ["sheet", "--players", "5"],
    "sheet with its back": ["sheet", "--players", "5", "--with-rules"],
    "result": ["result", str(EXAMPLE)],
    "rules": ["rules", "--lang", "de"],
}


def pixels_of_pdf(pdf: Path, dpi: int) -> list[bytes]:
    document = pypdfium2.PdfDocument(pdf)
    return [page.render(scale=dpi / 72).to_pil().tobytes() for page in document]


def picture(path: Path) -> Image.Image:
    return Image.open(io.BytesIO(path.read_bytes()))


@pytest.mark.parametrize("command", list(COMMANDS))
def test_each_page_is_a_picture_of_the_pdf(run: Run, workdir: Path, command: str) -> None:
    assert run(*COMMANDS[command], "-o", "doc.pdf").exit_code == 0
    expected = pixels_of_pdf(workdir / "doc.pdf", 150)
    result = run(*COMMANDS[command], "-o", "doc.png")
    assert (result.exit_code, result.stderr) == (0, ""), result.output
    if len(expected) == 1:
        names = ["doc.png"]
    else:
        names = [f"doc-{number}.png" for number in range(1, len(expected) + 1)]
    assert result.stdout.splitlines() == names
    assert files_in(workdir) == {Path(name) for name in ["doc.pdf", *names]}
    for name, pixels in zip(names, expected):
        image = picture(workdir / name)
        assert image.format == "PNG" and image.size == (1241, 1754)  # A4 at 150 dots per inch
        assert round(image.info["dpi"][0]) == 150
        assert image.convert("RGB").tobytes() == pixels


def test_the_resolution_and_the_paper_set_the_size(run: Run, workdir: Path) -> None:
    result = run("sheet", "--players", "3", "--paper", "letter", "--dpi", "100", "-o", "three.PNG")
    assert result.exit_code == 0, result.output
    image = picture(workdir / "three.PNG")
    assert image.size == (850, 1100)  # 8.5 × 11 inches
    assert round(image.info["dpi"][0]) == 100


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (
            ["-o", "doc.pdf", "--dpi", "100"],
            "papayoo-print: error: --dpi is for pictures: it goes with -o FILE.png",
        ),
        (
            ["-o", "-", "--dpi", "100"],
            "papayoo-print: error: --dpi is for pictures: it goes with -o FILE.png",
        ),
        (["--dpi", "100"], "papayoo-print: error: --dpi is for pictures: it goes with -o FILE.png"),
        (
            ["-o", "doc.png", "--dpi", "20"],
            "papayoo-print: error: --dpi: 20: a number from 50 to 600 is needed",
        ),
    ],
)
def test_dpi_without_pictures_is_refused(run: Run, workdir: Path, arguments: list[str], message: str) -> None:
    result = run("rules", *arguments)
    assert result.exit_code != 0
    assert result.stderr.splitlines() == [message]
    assert files_in(workdir) == set()


def test_a_numbered_picture_never_replaces_an_input(run: Run, workdir: Path) -> None:
    """A two-page result to game.png would write game-1.png and game-2.png: here game-1.png is
    the game file itself, so nothing is written."""
    game = workdir / "game-1.png"
    game.write_text(yaml.safe_dump(random_game_data(LONG_NAMES[:8], rounds=18)), encoding="utf-8")
    written = game.read_bytes()
    result = run("result", str(game), "-o", "game.png")
    assert result.exit_code == 1
    assert result.stderr == (
        "papayoo-print: error: game-1.png: is one of this command's inputs: write the output elsewhere\n"
    )
    assert files_in(workdir) == {Path(game.name)}
    assert game.read_bytes() == written


def test_every_picture_is_checked_before_any_is_written(run: Run, workdir: Path) -> None:
    (workdir / "rules-2.png").mkdir()
    result = run("rules", "-o", "rules.png")
    assert result.exit_code == 1
    assert result.stderr == (
        "papayoo-print: error: rules-2.png: is not a regular file: papayoo-print replaces only files\n"
    )
    assert files_in(workdir) == set()
