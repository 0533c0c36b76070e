"""The code itself: ruff finds no unused name, no unused import, no line over 110 characters."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing() -> None:
    folders = [str(ROOT / folder) for folder in ("papayoo_print", "tests", "benchmarks", "docs")]
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", *folders],
        capture_output=True, text=True, check=False, cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
