"""Paired whole-process timings with the standard library: A and B in turn, ratios pair by pair.

The machines these run on are shared and noisy, so only medians and ratios taken in one run are
worth quoting.
"""

import os
import resource
import statistics
import subprocess
import time
from collections.abc import Sequence

Command = Sequence[str]


def quiet_environment() -> dict[str, str]:
    """The caller's environment, but letting Python cache bytecode as an installed tool does."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run_once(command: Command, env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU (user + system) seconds of one run of `command`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def paired(a: Command, b: Command, pairs: int) -> dict[str, float]:
    """Medians of A's and B's wall and CPU times and of the A/B ratios, over `pairs` pairs."""
    env = quiet_environment()
    run_once(a, env), run_once(b, env)  # warm-up: caches, bytecode
    walls_a, walls_b, cpus_a, cpus_b = [], [], [], []
    for index in range(pairs):
        order = (a, b) if index % 2 == 0 else (b, a)
        results = {id(command): run_once(command, env) for command in order}
        walls_a.append(results[id(a)][0]), cpus_a.append(results[id(a)][1])
        walls_b.append(results[id(b)][0]), cpus_b.append(results[id(b)][1])
    return {
        "A wall ms": 1000 * statistics.median(walls_a),
        "B wall ms": 1000 * statistics.median(walls_b),
        "A cpu ms": 1000 * statistics.median(cpus_a),
        "B cpu ms": 1000 * statistics.median(cpus_b),
        "A/B wall": statistics.median(x / y for x, y in zip(walls_a, walls_b)),
        "A/B cpu": statistics.median(x / y for x, y in zip(cpus_a, cpus_b)),
    }


def report(title: str, figures: dict[str, float], target: float | None = None) -> None:
    print(title)
    for name, value in figures.items():
        print(f"  {name:<10} {value:8.3f}")
    if target is not None:
        verdict = "within" if figures["A/B wall"] <= target else "OVER"
        print(f"  target A/B wall <= {target}: {verdict}")
