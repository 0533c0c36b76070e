"""How much a season report of 50 games costs, against one typeset page and one result sheet.

    python benchmarks/bench_season.py [--pairs N] [--games N] [--players N] [--keep DIR]

The games are made here, seeded: 12 club members over a season, tables of 3 to 8, 6 to 18
rounds each, every round a random but valid deal. The whole `papayoo-print season` process over
the 50 files (A) is timed, paired, against:
1. bare_document.py (B), WeasyPrint rendering one bare page. Target: median A/B <= 2.2.
2. `papayoo-print result` on one 8-player, 18-round game, with its report (B): one typeset
   document. Target: median A/B <= 1.4, fifty games costing little more than one game's report.
3. `papayoo-print result --sheet-only` on the same game (B): one drawn sheet, for scale.

Reading the 50 files and working out the season take under a tenth of a second; the rest is
typesetting three pages of some 460 table cells (a game's report has about 130), and WeasyPrint's
time grows with the cells.
"""

import argparse
import datetime
import random
import sys
import tempfile
from pathlib import Path

from bench_result import eight_by_eighteen
from bench_sheet import cli
from timing import paired, report

from papayoo_print.facts import MAX_PLAYERS, MIN_PLAYERS
from papayoo_print.game.reading import read_game
from papayoo_print.game.yaml_file import save_game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the tests' deals
from tests.deals import random_round  # noqa: E402

HERE = Path(__file__).resolve().parent
MEMBERS = [
    "Léa", "Hugo", "Chloé", "Nathan", "Inès", "Jules", "Zoé", "Gabriel", "Manon", "Raphaël", "Camille",
    "Théo", "Anne-Sophie de La Tour-Maubourg", "Bartholomew Montgomery-Smythe", "Éloïse", "Mathis",
    "Lucía", "Björn", "Giulia", "Noé",
]


def season_games(folder: Path, games: int = 50, players: int = 12, seed: int = 11) -> list[Path]:
    """`games` game files in `folder`, one a week from January, among the first `players` members."""
    deal = random.Random(seed)
    members = MEMBERS[:players]
    paths = []
    for number in range(games):
        names = deal.sample(members, deal.randint(MIN_PLAYERS, min(MAX_PLAYERS, len(members))))
        rounds = [random_round(names, deal) for _ in range(deal.randint(6, 18))]
        date = datetime.date(2026, 1, 5) + datetime.timedelta(days=7 * number)
        data = {"title": f"Soirée {number + 1}", "date": date.isoformat(), "language": "fr",
                "players": names, "rounds_planned": len(rounds), "rounds": rounds}
        path = folder / f"game-{number + 1:02d}.yaml"
        save_game(read_game(data), path)
        paths.append(path)
    return paths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=15)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--players", type=int, default=12)
    parser.add_argument("--keep", type=Path, help="make the games in this folder, time nothing")
    arguments = parser.parse_args()
    if arguments.keep:
        arguments.keep.mkdir(exist_ok=True)
        season_games(arguments.keep, arguments.games, arguments.players)
        return
    pairs = arguments.pairs
    with tempfile.TemporaryDirectory() as folder:
        games = Path(folder) / "games"
        games.mkdir()
        season_games(games, arguments.games, arguments.players)
        season = [*cli(), "season", str(games), "-o", f"{folder}/season.pdf"]
        bare = [sys.executable, str(HERE / "bare_document.py"), f"{folder}/bare.pdf"]
        title = f"1. papayoo-print season, {arguments.games} games (A) vs bare_document.py (B), {pairs} pairs"
        report(title, paired(season, bare, pairs), 2.2)
        game = Path(folder) / "game.yaml"
        eight_by_eighteen(game)
        result = [*cli(), "result", str(game), "-o", f"{folder}/result.pdf"]
        title = f"2. papayoo-print season (A) vs result with its report on 8 x 18 (B), {pairs} pairs"
        report(title, paired(season, result, pairs), 1.4)
        sheet = [*cli(), "result", str(game), "--sheet-only", "-o", f"{folder}/sheet.pdf"]
        title = f"3. papayoo-print season (A) vs result --sheet-only on 8 x 18 (B), {pairs} pairs"
        report(title, paired(season, sheet, pairs))
        print(f"  season PDF: {Path(folder, 'season.pdf').stat().st_size / 1000:.1f} KB")


if __name__ == "__main__":
    main()
