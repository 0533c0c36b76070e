"""What papayoo-print prints, recorded to compare two versions of the code byte for byte.

    python tools/output_corpus.py record corpus.json [--source TREE]
    python tools/output_corpus.py compare before.json after.json

`record` runs every command below, and every case of the hostile corpus (tests/hostile/cases.yaml),
as `python -m papayoo_print` from the tree `--source` (default: this checkout), each in an empty
folder with the same fixed environment, and writes what came out: the exit status, stdout, stderr
and the SHA-256 of every file the command wrote. `compare` says which entries differ, and how.
"""

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def commands(examples: Path) -> dict[str, list[str]]:
    """Each output and each kind of document, from the example files of the tree recorded."""
    example, mistakes = examples / "lea-hugo-chloe-nathan.yaml", examples / "night-with-mistakes.yaml"
    photo = examples / "scan" / "partie-a-quatre.jpg"
    return {
        "sheet-blank": ["sheet", "-o", "out.pdf"],
        "sheet-fr-names": ["sheet", "--names", "Léa,Hugo,Chloé,Nathan", "-r", "5", "-l", "fr", "-o", "o.pdf"],
        "sheet-es-6": ["sheet", "-p", "6", "-l", "es", "--paper", "letter", "-o", "out.pdf"],
        "sheet-de-back": ["sheet", "-p", "4", "-l", "de", "--with-rules", "-o", "out.pdf"],
        "sheet-it-8-back": ["sheet", "-p", "8", "-l", "it", "--with-rules", "-o", "out.pdf"],
        "sheet-tables": ["sheet", "--tables", str(examples / "club-tables.txt"), "--with-rules"],
        "sheet-png": ["sheet", "-p", "3", "-o", "out.png", "--dpi", "60"],
        "result-fr": ["result", str(example), "-o", "out.pdf"],
        "result-en-letter": ["result", str(example), "-l", "en", "--paper", "letter", "-o", "out.pdf"],
        "result-sheet-only": ["result", str(example), "--sheet-only", "-o", "out.pdf"],
        "result-mistakes": ["result", str(mistakes), "-o", "out.pdf"],
        "rules-fr": ["rules", "-l", "fr", "-o", "out.pdf"],
        "rules-de-letter": ["rules", "-l", "de", "--paper", "letter", "-o", "out.pdf"],
        "rules-game-round": ["rules", "--game", str(example), "--round", "2", "-o", "out.pdf"],
        "season-en": ["season", str(examples / "season"), "-l", "en", "-o", "out.pdf"],
        "season-fr": ["season", str(examples / "season"), "-l", "fr", "-o", "out.pdf"],
        "scan-review": ["scan", str(photo), "-o", "game.yaml", "--review", "review.pdf"],
        "game-show": ["game", "show", str(example)],
        "game-show-mistakes": ["game", "show", str(mistakes)],
        "game-check-mistakes": ["game", "check", str(mistakes)],
        "game-export": ["game", "export", str(example), "-o", "out.csv"],
        "game-schema": ["game", "schema"],
        "templates-list": ["templates", "list"],
        "help": ["--help"],
        "help-fr-game-add": ["game", "add", "--help"],
    }


LANGUAGES = {"help-fr-game-add": "fr"}


def environment(source: Path, language: str | None) -> dict[str, str]:
    keep = {name: os.environ[name] for name in ("PATH", "HOME") if name in os.environ}
    return {
        **keep, "PYTHONPATH": str(source), "SOURCE_DATE_EPOCH": "1764547200", "COLUMNS": "100",
        "TERM": "dumb", "NO_COLOR": "1", **({"LANGUAGE": language} if language else {}),
    }


def run(source: Path, args: list[str], language: str | None, files: dict[str, Any] | None) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        if files is not None:
            from tests.hostile.test_hostile import make_files, text  # the recorded tree's

            make_files(folder, files)
            args = [text(arg) for arg in args]
        before = {path for path in folder.rglob("*")}
        done = subprocess.run(
            [sys.executable, "-m", "papayoo_print", *args], cwd=folder, capture_output=True,
            env=environment(source, language), stdin=subprocess.DEVNULL, timeout=300, check=False,
        )
        written = {
            str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(folder.rglob("*")) if path not in before and path.is_file()
        }
        for path in folder.iterdir():  # what a case made read-only must go with the folder
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path, ignore_errors=True)
    def shown(stream: bytes) -> str:
        return stream.decode(errors="replace").replace(scratch, "<tmp>").replace(str(source), "<source>")

    return {
        "exit": done.returncode, "stdout": shown(done.stdout), "stderr": shown(done.stderr), "files": written,
    }


def record(target: Path, source: Path) -> None:
    import yaml

    sys.path.insert(0, str(source))
    cases = yaml.safe_load((source / "tests" / "hostile" / "cases.yaml").read_text(encoding="utf-8"))["cases"]
    corpus = {
        name: run(source, args, LANGUAGES.get(name), None)
        for name, args in commands(source / "examples").items()
    }
    for case in cases:
        if case.get("stdout_to") or "fifo" in json.dumps(case.get("files") or {}):
            continue  # a closed stdout, or a FIFO nobody would open the other end of
        corpus[f"hostile:{case['id']}"] = run(source, case["args"], None, case.get("files") or {})
    target.write_text(json.dumps(corpus, indent=1, ensure_ascii=False), encoding="utf-8")
    print(f"{len(corpus)} entries recorded in {target}")


def compare(before_file: Path, after_file: Path) -> int:
    before, after = (json.loads(path.read_text(encoding="utf-8")) for path in (before_file, after_file))
    differing = 0
    for name in sorted(before.keys() | after.keys()):
        old, new = before.get(name), after.get(name)
        if old == new:
            continue
        differing += 1
        if old is None or new is None:
            print(f"{name}: only in {'after' if old is None else 'before'}")
            continue
        parts = [key for key in ("exit", "stdout", "stderr", "files") if old[key] != new[key]]
        print(f"{name}: {', '.join(parts)} differ")
        for key in ("exit", "stderr"):
            if key in parts:
                print(f"  before {key}: {old[key]!r}\n  after  {key}: {new[key]!r}")
    print(f"{len(before.keys() & after.keys()) - differing} identical, {differing} differ")
    return 1 if differing else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    recording = commands.add_parser("record")
    recording.add_argument("target", type=Path)
    recording.add_argument("--source", type=Path, default=ROOT)
    comparing = commands.add_parser("compare")
    comparing.add_argument("before", type=Path)
    comparing.add_argument("after", type=Path)
    arguments = parser.parse_args()
    if arguments.command == "record":
        record(arguments.target, arguments.source.resolve())
        return 0
    return compare(arguments.before, arguments.after)


if __name__ == "__main__":
    raise SystemExit(main())
