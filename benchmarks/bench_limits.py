"""How fast and how small a game file far too large is refused (or printed).

    python benchmarks/bench_limits.py [--repeat N] [--only NAME]

Game files made to be too large, in a temporary folder: 1,000 and 3,000 valid-looking rounds
(each making 250), a 10 MB and a 50 MB title, 50 MB of rounds, 100,000 tiny values under an
unknown key, an alias bomb; and for comparison the largest game accepted (100 rounds), a title
and a list of tiny values just under the file size limit, and lists nested 5,000 deep.
On each, the whole `papayoo-print game check FILE` and `papayoo-print result FILE -o x.pdf`
processes run N times: the median wall time (from start to exit, as a user waits) and the
median peak resident memory of the process (its own ru_maxrss, from os.wait4 in a small helper
process), each with the largest of the N runs, the exit status and the first line it wrote on
stderr.

Target, from the issue: a file too large is refused in under 1 s and 100 MB, in median; the
exit status is 1 if one misses it. The largest game accepted is shown for comparison only: it
is printed, a real game's work, and held to no target here.
"""

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from bench_sheet import cli
from timing import quiet_environment

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the tests' deals
from tests.deals import random_round  # noqa: E402

TARGET_SECONDS = 1.0
TARGET_MB = 100.0
PLAYERS = ["Léa", "Hugo", "Chloé", "Nathan"]
MB = 1_000_000
HEAD = "date: 2026-11-29\nplayers: [Léa, Hugo, Chloé, Nathan]\n"


def rounds_text(count: int, seed: int = 29) -> str:
    """`count` rounds of random but valid deals: each makes 250, the Papayoo's taker named."""
    deal = random.Random(seed)
    lines = ["rounds:\n"]
    for _ in range(count):
        played = random_round(PLAYERS, deal)
        scores = ", ".join(f"{name}: {value}" for name, value in played["scores"].items())
        lines.append(f"- scores: {{{scores}}}\n  papayoo: {played['papayoo']}\n")
    return "".join(lines)


def game(count: int) -> str:
    return HEAD + rounds_text(count)


def title(size: int) -> str:
    return f'title: "{"x" * size}"\n' + game(3)


def many_rounds(size: int) -> str:
    """Valid-looking rounds, as many as make `size` bytes."""
    one = len(rounds_text(1)) - len("rounds:\n")
    return HEAD + rounds_text(size // one)


def tiny_values(count: int) -> str:
    return game(3) + "notes: [" + ",".join(["1"] * count) + "]\n"


def alias_bomb(levels: int = 9, width: int = 10) -> str:
    """The billion laughs: each level repeats the one before it `width` times, `width` ** `levels`
    values in all, from a file of a few hundred bytes."""
    lines = [game(3), 'l0: &l0 ["lol"]\n']
    for level in range(1, levels + 1):
        lines.append(f"l{level}: &l{level} [{', '.join([f'*l{level - 1}'] * width)}]\n")
    return "".join(lines)


def nested(depth: int) -> str:
    return game(3) + "notes: " + "[" * depth + "]" * depth + "\n"


CASES: dict[str, Callable[[], str]] = {
    "1,000 rounds": lambda: game(1000),
    "3,000 rounds": lambda: game(3000),
    "10 MB title": lambda: title(10 * MB),
    "50 MB title": lambda: title(50 * MB),
    "50 MB of rounds": lambda: many_rounds(50 * MB),
    "100,000 tiny values": lambda: tiny_values(100_000),
    "alias bomb (10^9)": alias_bomb,
    "100 rounds (accepted)": lambda: game(100),
    "title just under 1 MB": lambda: title(MB - 1000),
    "values, just under 1 MB": lambda: tiny_values(MB // 2 - 1000),
    "nested 5,000 deep": lambda: nested(5000),
}
COMPARISONS = {"100 rounds (accepted)"}


MEASURE = """
import json, os, subprocess, sys, time
with open(sys.argv[2], "wb") as stderr:
    start = time.perf_counter()
    process = subprocess.Popen(json.loads(sys.argv[1]), stdout=subprocess.DEVNULL, stderr=stderr)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
print(json.dumps([wall, usage.ru_maxrss, os.waitstatus_to_exitcode(status)]))
"""
"""Run from a small process of its own: on Linux a child's ru_maxrss starts from the memory of
the process it was forked from, and this script holds the 50 MB files it writes."""


def measure(command: list[str], env: dict[str, str], folder: Path) -> tuple[float, float, int, str]:
    """One whole run: wall seconds, the process's own peak resident MB, its exit status and the
    first line of its stderr."""
    stderr = folder / "stderr.txt"
    helper = [sys.executable, "-c", MEASURE, json.dumps(command), str(stderr)]
    wall, maxrss, status = json.loads(subprocess.run(helper, env=env, check=True, capture_output=True).stdout)
    kilobytes = maxrss / 1024 if sys.platform == "darwin" else maxrss
    first = stderr.read_text(errors="replace").partition("\n")[0]
    return wall, kilobytes / 1000, status, first


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--only", help="run only the cases whose name holds this")
    options = parser.parse_args()
    env = quiet_environment()
    good = True
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        pdf = folder / "x.pdf"
        measure([*cli(), "game", "check", "--help"], env, folder)  # warm-up: caches, bytecode
        bare = measure([sys.executable, "-c", "pass"], env, folder)
        print(f"a bare Python: {1000 * bare[0]:.0f} ms, {bare[1]:.1f} MB")
        print(f"target: under {TARGET_SECONDS:.0f} s and {TARGET_MB:.0f} MB (medians of {options.repeat})")
        header = f"{'file':<25} {'size':>9}  {'command':<10} {'exit':>4} {'wall ms':>8} {'peak MB':>8}"
        print(f"  {header}  verdict")
        for case, make in CASES.items():
            if options.only and options.only.lower() not in case.lower():
                continue
            path = folder / "game.yaml"
            path.write_text(make(), encoding="utf-8")
            size = path.stat().st_size
            commands = {
                "game check": [*cli(), "game", "check", str(path)],
                "result": [*cli(), "result", str(path), "-o", str(pdf)],
            }
            for label, command in commands.items():
                runs = []
                for _ in range(options.repeat):
                    runs.append(measure(command, env, folder))
                    pdf.unlink(missing_ok=True)
                wall = statistics.median(run[0] for run in runs)
                peak = statistics.median(run[1] for run in runs)
                slowest, largest = max(run[0] for run in runs), max(run[1] for run in runs)
                within = wall < TARGET_SECONDS and peak < TARGET_MB
                verdict = "compared" if case in COMPARISONS else "within" if within else "OVER"
                good = good and (within or case in COMPARISONS)
                exits = ",".join(map(str, sorted({run[2] for run in runs})))
                print(
                    f"  {case:<25} {size / MB:7.3f}MB  {label:<10} {exits:>4} {1000 * wall:8.0f}"
                    f" {peak:8.1f}  {verdict}"
                    f" (max {1000 * slowest:.0f} ms, {largest:.1f} MB)"
                )
                first = runs[-1][3]
                if first:
                    print(f"  {'':<25} stderr: {first[:150]}{'…' * (len(first) > 150)}")
            path.unlink()
    return 0 if good else 1


if __name__ == "__main__":
    sys.exit(main())
