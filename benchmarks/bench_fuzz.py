"""Speed of the smoke harness (`cardtext fuzz`): complete random 2-player Smash Up games with
40-card decks, on one core. Prints the median of several runs, in games per second of CPU time
(what one core does, whatever else runs on the machine) and of wall time. Not a test.

    python benchmarks/bench_fuzz.py            # 5 runs of 200 games
    python benchmarks/bench_fuzz.py --quick    # 3 runs of 50 games
    python benchmarks/bench_fuzz.py SET.cards --bases BASES.cards
    python benchmarks/bench_fuzz.py cardsets/berserk      # a folder, as `cardtext fuzz` reads it
    python benchmarks/bench_fuzz.py --strict   # invariants after every action (`cardtext fuzz --strict`)
    python benchmarks/bench_fuzz.py DEV.tsv --ruleset smashup --bases BASES.tsv   # a spreadsheet

The default set is cardsets/smashup/clockwork.cards (its minions, actions and bases).
Target: at least 100 games/s; with the dev corpus's compiled cards (issue 21) 150. Besides the
table, one JSON line per figure (benchmarks/report.py).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "benchmarks"))
from dsl import fuzz as df  # noqa: E402
from report import emit  # noqa: E402
from runtime import fuzz as rf  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*", default=[str(ROOT / "cardsets/smashup/clockwork.cards")])
    ap.add_argument("--bases", action="append", default=[])
    ap.add_argument("--ruleset", default=None)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--strict", action="store_true", help="check the invariants after every action")
    a = ap.parse_args()
    if a.quick:
        a.games, a.runs = 50, 3
    from dsl.cli import UsageError, _collect      # folders as `cardtext fuzz` reads them

    try:
        ld = df.load_sets(_collect(a.paths), _collect(a.bases) if a.bases else [], a.ruleset)
        df.check_playable(ld, 2)
    except (df.FuzzUsage, UsageError) as e:
        raise SystemExit(f"bench_fuzz: {e}") from None
    cpu, wall, turns = [], [], []
    for run in range(a.runs):
        c0, w0 = time.process_time(), time.perf_counter()
        rep = rf.fuzz(ld.cards, ld.bases, ld.ruleset, games=a.games, seed=run, players=2, deck_size=40,
                       strict=a.strict)
        c1, w1 = time.process_time(), time.perf_counter()
        cpu.append(a.games / (c1 - c0))
        wall.append(a.games / (w1 - w0))
        turns += [o.turns for o in rep.outcomes]
        ended = rep.ended
        print(f"run {run}: {cpu[-1]:.1f} games/s CPU, {wall[-1]:.1f} games/s wall, {ended}/{a.games} ended, "
              f"{len(rep.problems)} problems")
    print(f"{len(ld.cards)} cards, {len(ld.bases)} bases; turns per game: median {statistics.median(turns):g}")
    print(f"median: {statistics.median(cpu):.1f} games/s (CPU time, one core); "
          f"{statistics.median(wall):.1f} games/s (wall)")
    emit("fuzz.games_per_s", statistics.median(cpu), "games/s", games=a.games, runs=a.runs,
         set=",".join(Path(p).name for p in a.paths), strict=a.strict)


if __name__ == "__main__":
    main()
