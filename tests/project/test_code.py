"""The code itself: ruff finds no unused name, no unused import, no line over 110 characters; no
module over 400 lines and no function over 80."""

import ast
import subprocess
import sys
from tests.support import ROOT



def test_ruff_finds_nothing() -> None:
    checked = ("papayoo_print", "tests", "benchmarks", "docs", "tools", "training")
    folders = [str(ROOT / folder) for folder in checked]
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", *folders],
        capture_output=True, text=True, check=False, cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr


MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 80


def test_modules_and_functions_stay_short() -> None:
    too_long = []
    for module in sorted((ROOT / "papayoo_print").rglob("*.py")):
        source = module.read_text(encoding="utf-8")
        name = module.relative_to(ROOT)
        if len(source.splitlines()) > MAX_MODULE_LINES:
            too_long.append(f"{name}: {len(source.splitlines())} lines")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = node.end_lineno - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    too_long.append(f"{name}:{node.lineno}: {node.name}() has {length} lines")
    assert too_long == []
