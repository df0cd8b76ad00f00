"""Benchmark `cardtext check`: a generated 20,000-card set, end to end, on one core.

Prints cards per second (median of several runs), peak memory (max RSS of a fresh process
doing the whole check), and the cold start of `cardtext check` on one small file.
Not a test: figures depend on the machine. Run:

    python benchmarks/bench_check.py [--cards 20000] [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Ability templates in the wording the grammar accepts (our own phrasing, not copied cards).
TEMPLATES = [
    "You may destroy another minion here of power {n} or less.",
    "Talent: Draw a card.",
    "Ongoing: Your other minions here cannot be destroyed.",
    "Special: Before a base scores, move this minion there.",
    "Place a +1 power counter on one of your minions.",
    "Each of your minions gains +{n} power until the end of the turn.",
    "Play an extra minion and draw a card.",
    "Place a minion from your discard pile into your hand.",
    "Play on a base. Ongoing: Opponents cannot play minions here.",
    "You may return another player's minion here to its owner's hand.",
    "Ongoing: This minion has +{n} power during other players' turns.",
    "Talent: Give a minion -1 power until the start of your next turn.",
    "Move a minion of power {n} or less to another base.",
    "Draw two cards OR play two extra actions.",
    "Play on a minion you control. Ongoing: If this minion would be destroyed, destroy this action instead.",
    "If you have 2 or fewer cards in hand, draw three cards.",
    "Gain 1 VP.",
    "Return a minion of power {n} or less to its owner's hand. Play an extra minion.",
]


def generate(n_cards: int, seed: int = 1) -> str:
    rnd = random.Random(seed)
    lines = ["ruleset smashup", ""]
    for i in range(n_cards):
        kind = "minion" if i % 3 else "action"
        stats = f", power {rnd.randint(1, 6)}" if kind == "minion" else ""
        lines.append(f'card "Bench Card {i}": {kind}{stats}')
        for _ in range(rnd.randint(1, 2)):
            lines.append("  " + rnd.choice(TEMPLATES).format(n=rnd.randint(1, 4)))
    return "\n".join(lines) + "\n"


def run_inprocess(path: Path) -> float:
    sys.path.insert(0, str(ROOT))
    from dsl.cli import main

    devnull = open(os.devnull, "w")
    old = sys.stdout
    sys.stdout = devnull
    try:
        t = time.perf_counter()
        rc = main(["check", "--format", "concise", str(path)])
        dt = time.perf_counter() - t
    finally:
        sys.stdout = old
    if rc != 0:
        raise SystemExit(f"generated set did not check clean (exit {rc})")
    return dt


def peak_rss_mb(path: Path) -> float:
    code = ("import resource, sys; sys.argv=['cardtext','check','--format','concise',sys.argv[1]];"
            "from dsl.cli import main; import io, contextlib;\n"
            "with contextlib.redirect_stdout(io.StringIO()): main(sys.argv[1:])\n"
            "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, cwd=ROOT)
    return int(out.stdout.strip().splitlines()[-1]) / 1024


def cold_start(small: Path, runs: int) -> float:
    exe = Path(sys.executable).with_name("cardtext")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "dsl"]
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd + ["check", str(small)], capture_output=True, cwd=ROOT)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cards", type=int, default=20_000)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        big = Path(tmp) / "bench.cards"
        big.write_text(generate(a.cards), encoding="utf-8")
        small = ROOT / "cardsets" / "smashup" / "clockwork.cards"
        run_inprocess(big)  # warm the grammar cache
        times = [run_inprocess(big) for _ in range(a.runs)]
        med = statistics.median(times)
        print(f"check {a.cards} cards: median {med:.2f} s over {a.runs} runs "
              f"(min {min(times):.2f}, max {max(times):.2f}) -> {a.cards / med:,.0f} cards/s")
        print(f"peak memory (max RSS of one full check): {peak_rss_mb(big):.0f} MB")
        print(f"cold start, `cardtext check` on {small.name}: median {cold_start(small, a.runs) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
