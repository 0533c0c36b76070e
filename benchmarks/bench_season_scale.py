"""How long and how much memory a season at club scale costs: 1,000 games among 300 players.

    python benchmarks/bench_season_scale.py [--repeat N] [--only NAME] [--keep DIR]

The games are made here, seeded, in a temporary folder: one a day from January 2026, tables of
3 to 8 of the club's members (20 regulars at most tables, and every other member now and then,
each at least once), 6 to 18 rounds each, every round a random but valid deal.
Members are numbered (Joueur 001, Joueur 002, …): nearly every name is one letter away from
dozens of others, the worst case for the near-name warning.

On each folder, the whole `papayoo-print season DIR -o season.pdf` process runs N times (the PDF
typeset, as a user waits): the median wall time, and the median peak resident memory of the
process (its ru_maxrss from resource.getrusage of the children of a small helper process of its
own), each with the largest of the N runs; the median CPU time, user and system (what a loaded
machine adds to the wall time, it does not add to this); the exit statuses, and how many lines
the process wrote on stderr, the longest shown (a failed run's, if one failed).

Target, from the issue: 1,000 games and 300 players in under 5 s and 500 MB, in median; the exit
status is 1 if it misses it. 3,000 games among 3,000 members are measured for scale, held to no
target but to end.
"""

import argparse
import datetime
import itertools
import json
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

from bench_sheet import cli
from timing import quiet_environment

from papayoo_print.facts import MAX_PLAYERS, MIN_PLAYERS
from papayoo_print.game.reading import read_game
from papayoo_print.game.yaml_file import save_game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the tests' deals
from tests.deals import random_round  # noqa: E402

TARGET_SECONDS = 5.0
TARGET_MB = 500.0
CASES = {
    "1,000 games, 300 players": (1000, 300, True),
    "3,000 games, 3,000 players": (3000, 3000, False),
}
"""Each folder's games, members, and whether it is held to the target."""
REGULARS = 20
GUEST = 0.02
"""How often a member who is not one of the REGULARS is drawn, against a regular's 1."""

MEASURE = """
import json, resource, subprocess, sys, time
with open(sys.argv[2], "wb") as stderr:
    start = time.perf_counter()
    status = subprocess.run(json.loads(sys.argv[1]), stdout=subprocess.DEVNULL, stderr=stderr).returncode
    wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps([wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, status]))
"""
"""Run from a small process of its own: on Linux a child's ru_maxrss starts from the memory of
the process it was forked from, and this script holds thousands of games."""


def club_games(folder: Path, games: int, members: int, seed: int = 23) -> None:
    """`games` game files in `folder`, one a day, each of 3 to 8 of the `members`: a guest in turn,
    then members drawn by weight, the REGULARS coming far more often than the others."""
    deal = random.Random(seed)
    names = [f"Joueur {number:0{len(str(members))}d}" for number in range(1, members + 1)]
    weights = list(itertools.accumulate(1 if number < REGULARS else GUEST for number in range(members)))
    guests = names[REGULARS:]
    for number in range(games):
        table = [guests[number % len(guests)]]
        seats = deal.randint(MIN_PLAYERS, MAX_PLAYERS)
        while len(table) < seats:
            name = deal.choices(names, cum_weights=weights)[0]
            if name not in table:
                table.append(name)
        deal.shuffle(table)
        rounds = [random_round(table, deal) for _ in range(deal.randint(6, 18))]
        date = datetime.date(2026, 1, 1) + datetime.timedelta(days=number)
        data = {"title": f"Soirée {number + 1}", "date": date.isoformat(), "language": "fr",
                "players": table, "rounds_planned": len(rounds), "rounds": rounds}
        save_game(read_game(data), folder / f"game-{number + 1:05d}.yaml")


class Run(NamedTuple):
    wall: float
    """Seconds, from start to exit."""
    cpu: float
    """Seconds of CPU, user and system."""
    peak: float
    """Peak resident MB."""
    status: int
    stderr: list[str]


def measure(command: list[str], env: dict[str, str], folder: Path) -> Run:
    """One whole run of `command`, from a helper process of its own."""
    stderr = folder / "stderr.txt"
    helper = [sys.executable, "-c", MEASURE, json.dumps(command), str(stderr)]
    measured = subprocess.run(helper, env=env, check=True, capture_output=True).stdout
    wall, cpu, maxrss, status = json.loads(measured)
    kilobytes = maxrss / 1024 if sys.platform == "darwin" else maxrss
    return Run(wall, cpu, kilobytes / 1000, status, stderr.read_text(errors="replace").splitlines())


def timed(case: str, folder: Path, held: bool, repeat: int, env: dict[str, str], scratch: Path) -> bool:
    """`season` over `folder`, `repeat` times, said in two lines; whether it is within the target
    (or held to none)."""
    pdf = scratch / "season.pdf"
    runs = []
    for _ in range(repeat):
        runs.append(measure([*cli(), "season", str(folder), "-o", str(pdf)], env, scratch))
        pdf.unlink(missing_ok=True)
    wall = statistics.median(run.wall for run in runs)
    peak = statistics.median(run.peak for run in runs)
    cpu = statistics.median(run.cpu for run in runs)
    ended = all(run.status == 0 for run in runs)
    within = ended and wall < TARGET_SECONDS and peak < TARGET_MB
    verdict = ("within" if within else "OVER") if held else "measured"
    exits = ",".join(map(str, sorted({run.status for run in runs})))
    print(
        f"  {case:<28} {exits:>4} {wall:7.2f} {cpu:7.2f} {peak:8.1f}  {verdict}"
        f" (max {max(run.wall for run in runs):.2f} s, {max(run.peak for run in runs):.1f} MB)"
    )
    last = next((run for run in runs if run.status), runs[-1])
    longest = max(last.stderr or [""], key=len)
    print(f"  {'':<28} stderr: {len(last.stderr)} lines, the longest {len(longest.encode())} bytes:"
          f" {longest[:150]}{'…' * (len(longest) > 150)}")
    return within or not held


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--only", help="run only the cases whose name holds this")
    parser.add_argument("--keep", type=Path, help="make the folders in this folder, time nothing")
    options = parser.parse_args()
    env = quiet_environment()
    good = True
    with tempfile.TemporaryDirectory() as name:
        scratch = Path(name)
        root = options.keep or scratch
        if not options.keep:
            measure([*cli(), "season", "--help"], env, scratch)  # warm-up: caches, bytecode
            target = f"under {TARGET_SECONDS:.0f} s and {TARGET_MB:.0f} MB"
            print(f"target: {target} (medians of {options.repeat})")
            print(f"  {'folder':<28} {'exit':>4} {'wall s':>7} {'cpu s':>7} {'peak MB':>8}  verdict")
        for case, (games, members, held) in CASES.items():
            if options.only and options.only.lower() not in case.lower():
                continue
            folder = root / f"club-{games}-{members}"
            folder.mkdir(parents=True, exist_ok=True)
            club_games(folder, games, members)
            if not options.keep:
                good = timed(case, folder, held, options.repeat, env, scratch) and good
    return 0 if good else 1


if __name__ == "__main__":
    sys.exit(main())
