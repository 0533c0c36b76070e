"""Two processes adding rounds to one game file at the same time: the lock loses no round.

Each worker is one Python process that runs `papayoo-print game add` 25 times in a row, each
add a process of its own, so that the lock is taken and released across processes, as by two
people at one table typing into the same file.
"""

import json
import subprocess
import sys
from pathlib import Path

from papayoo_print.game.yaml_file import load_game

ROUNDS_EACH = 25
PLAYERS = ("A", "B", "C")

WORKER = """
import json, subprocess, sys
game, worker, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
sys.stdin.readline()  # wait for the go, so that both workers start together
failures = []
for index in range(count):
    points = [index, 150 - index, 100] if worker == 0 else [100, index, 150 - index]
    command = [sys.executable, "-m", "papayoo_print", "game", "add", game, *map(str, points)]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        failures.append({"round": index, "exit": done.returncode, "stderr": done.stderr.strip()})
print(json.dumps(failures))
"""


def expected_rounds(worker: int) -> list[tuple[int, ...]]:
    """Worker 0's rounds give A 0 to 24 and C 100; worker 1's give A 100 and B 0 to 24."""
    if worker == 0:
        return [(index, 150 - index, 100) for index in range(ROUNDS_EACH)]
    return [(100, index, 150 - index) for index in range(ROUNDS_EACH)]


def test_two_processes_adding_rounds_lose_none(tmp_path: Path) -> None:
    game = tmp_path / "g.yaml"
    subprocess.run(
        [sys.executable, "-m", "papayoo_print", "game", "new", str(game), "--players", ",".join(PLAYERS)],
        check=True,
        capture_output=True,
        cwd=tmp_path,
    )
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(game), str(worker), str(ROUNDS_EACH)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=tmp_path,
        )
        for worker in (0, 1)
    ]
    for process in workers:
        assert process.stdin is not None
        process.stdin.write("go\n")
        process.stdin.flush()
    outputs = [process.communicate(timeout=120) for process in workers]

    for worker, (process, (stdout, stderr)) in enumerate(zip(workers, outputs)):
        assert process.returncode == 0, f"worker {worker} failed: {stderr}"
        failures = json.loads(stdout)
        assert failures == [], f"worker {worker}: these adds failed: {failures}"

    rounds = [played.points for played in load_game(game).rounds]
    for worker in (0, 1):
        expected = expected_rounds(worker)
        found = [points for points in rounds if points in expected]
        lost = [points for points in expected if points not in rounds]
        assert not lost, f"worker {worker} lost {len(lost)} of its {ROUNDS_EACH} rounds: {lost}"
        assert found == expected, f"worker {worker}'s rounds are out of order or repeated: {found}"
    strangers = [points for points in rounds if points not in expected_rounds(0) + expected_rounds(1)]
    assert not strangers, f"rounds that neither worker added: {strangers}"
    assert len(rounds) == 2 * ROUNDS_EACH, f"{len(rounds)} rounds in the file, not {2 * ROUNDS_EACH}"

    leftovers = sorted(path.name for path in tmp_path.iterdir() if path.name.startswith(".g.yaml."))
    assert leftovers == [], f"left beside the game: {leftovers}"
