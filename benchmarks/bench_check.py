"""Benchmark `cardtext check`: a generated 20,000-card set, end to end, on one core.

Prints cards per second (median of several runs, CPU time of this process: on a shared machine
wall time measures the neighbours too), peak memory (max RSS of a fresh process doing the whole
check), and the cold start of `cardtext check` on one small file (CPU time of the child, user +
system), with Python's cached bytecode and without it (PYTHONDONTWRITEBYTECODE and a fresh
PYTHONPYCACHEPREFIX: every module compiled again), and how much faster `--jobs 2` checks the
set than `--jobs 1` (wall time: the work of --jobs 2 is in two processes). Besides the table,
one JSON line per figure (benchmarks/report.py). Not a test: figures depend on the machine. Run:

    python benchmarks/bench_check.py [--cards 20000] [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import resource
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
from report import emit  # noqa: E402

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


ON_ACTION = [t for t in TEMPLATES if "here" not in t or t.startswith("Play on")]


def generate(n_cards: int, seed: int = 1) -> str:
    rnd = random.Random(seed)
    lines = ["ruleset smashup", ""]
    for i in range(n_cards):
        kind = "minion" if i % 3 else "action"
        stats = f", power {rnd.randint(1, 6)}" if kind == "minion" else ""
        lines.append(f'card "Bench Card {i}": {kind}{stats}')
        # ("here" on an action that is never on a base is an error: such an action gets the others)
        fits = TEMPLATES if kind == "minion" else ON_ACTION
        for _ in range(rnd.randint(1, 2)):
            lines.append("  " + rnd.choice(fits).format(n=rnd.randint(1, 4)))
    return "\n".join(lines) + "\n"


def run_inprocess(path: Path, jobs: int = 1) -> tuple[float, float]:
    """(CPU seconds of this process, wall seconds) of `cardtext check --jobs N` on `path`."""
    sys.path.insert(0, str(ROOT))
    from dsl.cli import main

    devnull = open(os.devnull, "w")
    old = sys.stdout
    sys.stdout = devnull
    try:
        t, w = time.process_time(), time.perf_counter()
        rc = main(["check", "--format", "concise", "--jobs", str(jobs), str(path)])
        dt, dw = time.process_time() - t, time.perf_counter() - w
    finally:
        sys.stdout = old
    if rc != 0:
        raise SystemExit(f"generated set did not check clean (exit {rc})")
    return dt, dw


def peak_rss_mb(path: Path) -> float:
    code = ("import resource, sys; sys.argv=['cardtext','check','--format','concise','--jobs','1',sys.argv[1]];"
            "from dsl.cli import main; import io, contextlib;\n"
            "with contextlib.redirect_stdout(io.StringIO()): main(sys.argv[1:])\n"
            "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, cwd=ROOT)
    return int(out.stdout.strip().splitlines()[-1]) / 1024


def _child_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def cold_start(small: Path, runs: int, cached: bool = True) -> float:
    """Median CPU seconds of `cardtext check small` in a fresh process; `cached=False`: with no
    cached bytecode (every module of the project and its libraries compiled again). The
    parser's tables stay cached either way (Lark's in the temp folder, cardtext's in the user's
    cache folder: dsl/parser_cache.py), as on any machine after the first command."""
    cmd = [sys.executable, "-m", "dsl"]         # (run from ROOT: this checkout's cardtext)
    times = []
    env = dict(os.environ)
    if cached:      # (bytecode written by a first run, if the environment forbade it)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        subprocess.run(cmd + ["check", str(small)], capture_output=True, cwd=ROOT, env=env)
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as prefix:
            if not cached:
                env.update(PYTHONDONTWRITEBYTECODE="1", PYTHONPYCACHEPREFIX=prefix)
            t = _child_cpu()
            subprocess.run(cmd + ["check", str(small)], capture_output=True, cwd=ROOT, env=env)
            times.append(_child_cpu() - t)
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
        times = [run_inprocess(big)[0] for _ in range(a.runs)]
        med = statistics.median(times)
        rate = a.cards / med
        print(f"check {a.cards} cards: median {med:.2f} s CPU over {a.runs} runs "
              f"(min {min(times):.2f}, max {max(times):.2f}) -> {rate:,.0f} cards/s")
        walls: dict[int, list[float]] = {1: [], 2: []}
        for _ in range(a.runs):             # (interleaved: the machine's load hits both alike)
            for jobs in (1, 2):
                walls[jobs].append(run_inprocess(big, jobs)[1])
        w1, w2 = statistics.median(walls[1]), statistics.median(walls[2])
        print(f"--jobs 2 against --jobs 1 (wall, median of {a.runs}): {w1:.2f} s -> {w2:.2f} s, {w1 / w2:.2f}x")
        rss = peak_rss_mb(big)
        print(f"peak memory (max RSS of one full check): {rss:.0f} MB")
        cold = cold_start(small, a.runs)
        cold_nc = cold_start(small, a.runs, cached=False)
        print(f"cold start, `cardtext check` on {small.name}: median {cold * 1000:.0f} ms CPU "
              f"({cold_nc * 1000:.0f} ms without cached bytecode)")
        emit("check.cards_per_s", rate, "cards/s", cards=a.cards, runs=a.runs)
        emit("check.jobs2_speedup_wall", w1 / w2, "ratio", cards=a.cards, runs=a.runs)
        emit("check.peak_rss", rss, "MB", cards=a.cards)
        emit("check.cold_start", cold, "s", file=small.name, runs=a.runs)
        emit("check.cold_start_no_bytecode", cold_nc, "s", file=small.name, runs=a.runs)


if __name__ == "__main__":
    main()
