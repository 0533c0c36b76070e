"""The architecture written once and checked: the layers contract in pyproject.toml (import-linter)
holds, it names every part of the package, and the type checker passes over the package."""

import re
import subprocess
import sys
import tomllib
from pathlib import Path

from tests.support import ROOT


def contracts() -> list[dict]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return config["tool"]["importlinter"]["contracts"]


def test_the_layers_contract_holds() -> None:
    result = subprocess.run(
        [str(Path(sys.executable).with_name("lint-imports")), "--no-cache"],
        capture_output=True, text=True, check=False, cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert "0 broken" in result.stdout


def test_every_part_of_the_package_has_its_layer() -> None:
    (layers,) = [contract["layers"] for contract in contracts() if contract["type"] == "layers"]
    named = {part.strip() for layer in layers for part in layer.split("|")}
    package = ROOT / "papayoo_print"
    parts = {
        f"papayoo_print.{path.stem if path.is_file() else path.name}"
        for path in package.iterdir()
        if (path.suffix == ".py" and path.stem not in {"__init__", "__main__"})
        or (path.is_dir() and (path / "__init__.py").exists())
    }
    assert parts - named == set(), "parts the layers contract does not place"
    assert named - parts == set(), "layers the package no longer has"


def test_the_architecture_document_lists_the_layers_in_their_order() -> None:
    """docs/architecture.md's "The layers": one numbered item a layer, its parts in backquotes
    before the colon."""
    (layers,) = [contract["layers"] for contract in contracts() if contract["type"] == "layers"]
    document = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = document.split("\n## The layers\n", 1)[1].split("\n## ", 1)[0]
    heads = [line.split(":", 1)[0] for line in section.splitlines() if re.match(r"\d+\. ", line)]
    listed = [
        {name.rstrip("/").removesuffix(".py") for name in re.findall(r"`([a-z_]+(?:/|\.py))`", head)}
        for head in heads
    ]
    wanted = [{part.strip().removeprefix("papayoo_print.") for part in layer.split("|")} for layer in layers]
    assert listed == wanted


def test_the_type_checker_passes() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental"],
        capture_output=True, text=True, check=False, cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
