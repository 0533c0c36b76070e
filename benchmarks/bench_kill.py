"""Whether a command killed at any moment leaves every file whole.

    python benchmarks/bench_kill.py [--runs N] [--seed S]

`papayoo-print game add` and `papayoo-print result` are started N times in all (half each, in a
random order) in a temporary folder, and each is sent SIGKILL after a delay drawn uniformly from
0 to 1.2 times its normal duration (the median of a few whole runs, measured first): most die
while working, some finish. After each run:

- the game file is byte-identical either to what it was before (old) or to a complete new
  content that load_game reads with exactly one more round, the one added (new);
- the result PDF is absent (before the first), the previous complete PDF (old), or exactly the
  PDF a normal run writes for that game and language (new): the language changes run after run,
  so that new and old differ; either one must start with %PDF, end with %%EOF and open with pypdf;
- the temporaries a killed writer left beside the file (`.NAME.<pid>.<random>.tmp`) and the game's
  lock file are counted, and the next run that finishes must have removed them. A kill rarely
  lands in the instant between creating the temporary and renaming it, so after a quarter of the
  kills a half-written temporary is also planted under the dead run's process id: the next run
  that finishes must remove those too.

Anything else is counted as corrupt. Target: 0 corrupt, and no temporary left after the last
runs, which finish. The exit status is 1 if the target is missed.
"""

import argparse
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from bench_sheet import cli
from timing import quiet_environment

from papayoo_print.errors import UserError
from papayoo_print.facts import PAPAYOO_POINTS, PAYOO_CARDS
from papayoo_print.game.yaml_file import load_game

PLAYERS = ["Léa", "Hugo", "Chloé", "Nathan"]
LANGUAGES = ["fr", "es", "en"]
RESET_AT = 90
"""A game holds at most 100 rounds: the game file is put back to its first content before then."""


@dataclass
class Tally:
    runs: int = 0
    finished: int = 0
    killed_before: int = 0
    """Killed, and the file is its old content: killed before the new one replaced it."""
    killed_after: int = 0
    """Killed, and the file is its new content: killed after the replace."""
    old: int = 0
    new: int = 0
    corrupt: int = 0
    failed: int = 0
    """Runs that finished with a non-zero exit status."""
    temporaries_left: int = 0
    temporaries_cleaned: int = 0
    planted: int = 0
    planted_cleaned: int = 0
    locks_left: int = 0
    locks_cleaned: int = 0
    problems: list[str] = field(default_factory=list)


def random_round(deal: random.Random) -> tuple[list[int], str]:
    """The points of a random but valid deal, and who took the Papayoo."""
    points = [0] * len(PLAYERS)
    for card in PAYOO_CARDS:
        points[deal.randrange(len(PLAYERS))] += card
    taker = deal.randrange(len(PLAYERS))
    points[taker] += PAPAYOO_POINTS
    return points, PLAYERS[taker]


def pdf_is_whole(data: bytes) -> str | None:
    """Why `data` is not a complete PDF, or None."""
    if not data.startswith(b"%PDF-"):
        return "does not start with %PDF-"
    if not data.rstrip().endswith(b"%%EOF"):
        return "does not end with %%EOF"
    try:
        import io

        from pypdf import PdfReader
    except ImportError:
        return None
    try:
        if not PdfReader(io.BytesIO(data), strict=True).pages:
            return "has no page"
    except Exception as error:  # any error pypdf raises means a broken PDF
        return f"pypdf cannot open it: {error}"
    return None


def leftovers(target: Path) -> set[str]:
    """The temporaries beside `target`, by name."""
    return {path.name for path in target.parent.glob(f".{target.name}.*.tmp")}


def run_for(command: list[str], delay: float | None, env: dict[str, str]) -> tuple[int, float, int]:
    """Run `command`; SIGKILL it after `delay` seconds if it still runs. Its status, wall time and
    process id."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if delay is not None:
        try:
            process.wait(timeout=delay)
        except subprocess.TimeoutExpired:
            process.send_signal(signal.SIGKILL)
    _, stderr = process.communicate()
    wall = time.perf_counter() - start
    if process.returncode not in (0, -signal.SIGKILL) and stderr:
        sys.stderr.write(stderr.decode(errors="replace"))
    return process.returncode, wall, process.pid


class Bench:
    def __init__(self, folder: Path, rng: random.Random) -> None:
        self.folder = folder
        self.rng = rng
        self.env = quiet_environment()
        self.game = folder / "g.yaml"
        self.lock = folder / ".g.yaml.lock"
        self.source = folder / "r.yaml"
        self.pdf = folder / "out.pdf"
        self.tallies = {"game add": Tally(), "result": Tally()}
        self.pending_temporaries: dict[str, set[str]] = {"game add": set(), "result": set()}
        self.planted: dict[str, set[str]] = {"game add": set(), "result": set()}
        self.durations: dict[str, float] = {}
        self.expected_pdf: dict[str, bytes] = {}
        self.language = 0

    def setup(self) -> None:
        new = [*cli(), "game", "new", str(self.game), "--players", ",".join(PLAYERS), "--date", "2026-11-29"]
        subprocess.run(new, env=self.env, check=True, stdout=subprocess.DEVNULL)
        for _ in range(5):
            add = self.add_command(*random_round(self.rng))
            subprocess.run(add, env=self.env, check=True, stdout=subprocess.DEVNULL)
        self.first_game = self.game.read_bytes()
        self.source.write_bytes(self.first_game)
        for language in LANGUAGES:
            reference = self.folder / f"reference-{language}.pdf"
            command = [*cli(), "result", str(self.source), "--lang", language, "-o", str(reference)]
            subprocess.run(command, env=self.env, check=True, stdout=subprocess.DEVNULL)
            self.expected_pdf[language] = reference.read_bytes()
            reference.unlink()
        # a normal run's duration: the median of 5 whole runs after a warm-up
        add = self.add_command(*random_round(self.rng))
        result = [*cli(), "result", str(self.source), "-o", str(self.folder / "warm.pdf")]
        for label, command in (("game add", add), ("result", result)):
            times = [run_for(command, None, self.env)[1] for _ in range(6)][1:]
            self.durations[label] = statistics.median(times)
        self.game.write_bytes(self.first_game)
        (self.folder / "warm.pdf").unlink()

    def add_command(self, points: list[int], taker: str) -> list[str]:
        return [*cli(), "game", "add", str(self.game), *map(str, points), "--papayoo", taker]

    def kill_game_add(self, delay: float | None) -> None:
        tally = self.tallies["game add"]
        if len(load_game(self.game).rounds) >= RESET_AT:
            self.game.write_bytes(self.first_game)
        old = self.game.read_bytes()
        rounds_before = len(load_game(self.game).rounds)
        points, taker = random_round(self.rng)
        before = leftovers(self.game)
        lock_before = self.lock.exists()
        status, _, pid = run_for(self.add_command(points, taker), delay, self.env)
        self.check_cleaning("game add", status, pid, before)
        lock_after = self.lock.exists()
        tally.locks_left += status == -signal.SIGKILL and lock_after and not lock_before
        tally.locks_cleaned += lock_before and not lock_after
        if lock_after and status != -signal.SIGKILL:
            tally.problems.append(f"a run that was not killed (status {status}) left the lock file")
        now = self.game.read_bytes()
        if now == old:
            verdict = "old"
        else:
            try:
                rounds = load_game(self.game).rounds
            except UserError as error:
                verdict = f"corrupt: load_game refuses it: {error.problems[0].message}"
            else:
                if len(rounds) != rounds_before + 1:
                    verdict = f"corrupt: {len(rounds)} rounds, not {rounds_before} or {rounds_before + 1}"
                elif list(rounds[-1].points) != points or rounds[-1].papayoo != PLAYERS.index(taker):
                    verdict = f"corrupt: the last round is {rounds[-1]}, not {points} with {taker}"
                else:
                    verdict = "new"
        self.count("game add", status, verdict)

    def kill_result(self, delay: float | None) -> None:
        old = self.pdf.read_bytes() if self.pdf.exists() else None
        language = LANGUAGES[self.language % len(LANGUAGES)]
        if self.expected_pdf[language] == old:  # the new PDF must differ from the one there
            self.language += 1
            language = LANGUAGES[self.language % len(LANGUAGES)]
        self.language += 1
        before = leftovers(self.pdf)
        command = [*cli(), "result", str(self.source), "--lang", language, "-o", str(self.pdf)]
        status, _, pid = run_for(command, delay, self.env)
        self.check_cleaning("result", status, pid, before)
        now = self.pdf.read_bytes() if self.pdf.exists() else None
        if now == old:
            verdict = "old"
            why = pdf_is_whole(now) if now is not None else None
            if why:
                verdict = f"corrupt: the previous PDF {why}"
        elif now == self.expected_pdf[language]:
            why = pdf_is_whole(now)
            verdict = f"corrupt: the new PDF {why}" if why else "new"
        elif now is None:
            verdict = "corrupt: the PDF is gone"
        else:
            verdict = f"corrupt: {len(now)} bytes, neither the old PDF nor the new: {pdf_is_whole(now)}"
        self.count("result", status, verdict)

    def check_cleaning(self, label: str, status: int, pid: int, before: set[str]) -> None:
        """A run that finished has removed every temporary a killed run left; a killed run's own
        temporary is counted as left. A quarter of the killed runs also get one planted beside
        the file under their (dead) process id, half written, as if killed in the middle of the
        write, a moment too short to hit often."""
        tally = self.tallies[label]
        target = self.game if label == "game add" else self.pdf
        after = leftovers(target)
        pending, planted = self.pending_temporaries[label], self.planted[label]
        tally.temporaries_cleaned += len(pending - after)
        tally.planted_cleaned += len(planted - after)
        pending &= after
        planted &= after
        if status == 0 and (pending | planted) & before:
            stale = sorted((pending | planted) & before)
            tally.problems.append(f"a run that finished left these dead writers' temporaries: {stale}")
        new = after - before
        if new and status != -signal.SIGKILL:
            tally.problems.append(f"a run that was not killed (status {status}) left {sorted(new)}")
        tally.temporaries_left += len(new)
        pending |= new
        if status == -signal.SIGKILL and self.rng.random() < 0.25:
            fake = target.with_name(f".{target.name}.{pid}.planted{tally.planted}.tmp")
            content = target.read_bytes() if target.exists() else b"%PDF-1.7\n"
            fake.write_bytes(content[: len(content) // 2])
            tally.planted += 1
            planted.add(fake.name)

    def count(self, label: str, status: int, verdict: str) -> None:
        tally = self.tallies[label]
        tally.runs += 1
        killed = status == -signal.SIGKILL
        if verdict == "old":
            tally.old += 1
            tally.killed_before += killed
        elif verdict == "new":
            tally.new += 1
            tally.killed_after += killed
        else:
            tally.corrupt += 1
            tally.problems.append(f"run {tally.runs} (status {status}): {verdict}")
        if not killed:
            tally.finished += 1
            if status != 0:
                tally.failed += 1
                tally.problems.append(f"run {tally.runs} exited {status}")
            elif verdict == "old":
                tally.problems.append(f"run {tally.runs} finished but the file is unchanged")

    def report(self) -> bool:
        print("Normal durations (median of 5 whole runs):")
        for label, seconds in self.durations.items():
            print(f"  {label:<10} {1000 * seconds:7.1f} ms  (kill delays drawn in 0-{1200 * seconds:.0f} ms)")
        rows = [
            ("runs (the last one let finish)", "runs"),
            ("finished (not killed)", "finished"),
            ("killed before the write", "killed_before"),
            ("killed after the write", "killed_after"),
            ("old content after", "old"),
            ("new content after", "new"),
            ("corrupt (target 0)", "corrupt"),
            ("finished with an error", "failed"),
            ("temporaries left by kills", "temporaries_left"),
            ("  removed by a later run", "temporaries_cleaned"),
            ("half temporaries planted", "planted"),
            ("  removed by a later run", "planted_cleaned"),
            ("lock files left by kills", "locks_left"),
            ("  removed by a later run", "locks_cleaned"),
        ]
        print(f"  {'':<31} {'game add':>9} {'result':>9}")
        for name, attribute in rows:
            values = [getattr(self.tallies[label], attribute) for label in self.tallies]
            print(f"  {name:<31} {values[0]:>9} {values[1]:>9}")
        remaining = sorted(leftovers(self.game) | leftovers(self.pdf))
        lock = [self.lock.name] if self.lock.exists() else []
        print(f"  left at the end, after a run of each that finished: {remaining + lock or 'nothing'}")
        problems = [f"{label}: {p}" for label, tally in self.tallies.items() for p in tally.problems]
        for problem in problems[:20]:
            print(f"  PROBLEM {problem}")
        good = not problems and not remaining and not lock
        print(f"  target 0 corrupt, nothing left behind: {'within' if good else 'MISSED'}")
        return good


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=120, help="runs in all, half of each command")
    parser.add_argument("--seed", type=int, default=29)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    with tempfile.TemporaryDirectory() as folder:
        bench = Bench(Path(folder), rng)
        bench.setup()
        order = ["game add", "result"] * (options.runs // 2) + ["game add"] * (options.runs % 2)
        rng.shuffle(order)
        print(f"{options.runs} runs killed at random (seed {options.seed}), in {os.path.basename(folder)}")
        for label in order:
            delay = rng.uniform(0, 1.2 * bench.durations[label])
            (bench.kill_game_add if label == "game add" else bench.kill_result)(delay)
        bench.kill_game_add(None)  # one run of each that finishes: it removes what the kills left
        bench.kill_result(None)
        return 0 if bench.report() else 1


if __name__ == "__main__":
    sys.exit(main())
