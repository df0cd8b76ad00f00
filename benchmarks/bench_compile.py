"""Benchmark `cardtext compile` on a generated 20,000-card set (not a test; prints figures).

    python benchmarks/bench_compile.py [--cards 20000] [--runs 3]

Prints, each as the median of --runs runs in fresh processes (CPU time of the process unless
marked wall: a --jobs run is timed by the wall clock, its work is in other processes):
- compile end to end, one process (cards/s), and with --jobs 2 on the set split in two files;
- recompiling the unchanged set from the cache (seconds);
- loading the compiled set in the runtime (cards/s), and json.loads alone for comparison;
- peak memory (max RSS) of one uncached compile.
Besides the table, one JSON line per figure (benchmarks/report.py).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
from bench_check import generate  # noqa: E402  (same generated text as the check benchmark)
from report import emit  # noqa: E402

CHILD = """
import resource, sys, time
from dsl.cli import main
t, c = time.perf_counter(), time.process_time()
rc = main(sys.argv[1:])
dt, dc = time.perf_counter() - t, time.process_time() - c
print(f"RESULT {rc} {dt} {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss} {dc}", file=sys.stderr)
"""


def run(args: list[str], cwd: Path, wall: bool = False) -> tuple[float, int]:
    """(seconds, max RSS in kB) of `cardtext ARGS` in a fresh process: CPU seconds, or wall."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}        # this checkout's cardtext
    r = subprocess.run([sys.executable, "-c", CHILD, *args], capture_output=True, text=True, cwd=cwd, env=env)
    line = [ln for ln in r.stderr.splitlines() if ln.startswith("RESULT ")][-1].split()
    if line[1] != "0":
        raise SystemExit(f"compile failed: {r.stdout[-2000:]}")
    return float(line[2] if wall else line[4]), int(line[3])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cards", type=int, default=20_000)
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        text = generate(a.cards)
        (d / "all.cards").write_text(text, encoding="utf-8")
        header, body = text.split("\n", 1)
        cards = body.split('\ncard "')
        half = len(cards) // 2
        (d / "a.cards").write_text(header + "\n" + '\ncard "'.join(cards[:half]) + "\n", encoding="utf-8")
        (d / "b.cards").write_text(header + "\n" + 'card "' + '\ncard "'.join(cards[half:]), encoding="utf-8")
        run(["check", "all.cards"], d)   # warm the grammar cache

        one = [run(["compile", "all.cards", "-o", "out.json", "--no-cache"], d) for _ in range(a.runs)]
        med1 = statistics.median(t for t, _ in one)
        two_files_1 = statistics.median(run(["compile", "a.cards", "b.cards", "-o", "ab.json", "--no-cache",
                                             "--jobs", "1"], d, wall=True)[0] for _ in range(a.runs))
        two_files_2 = statistics.median(run(["compile", "a.cards", "b.cards", "-o", "ab.json", "--no-cache",
                                             "--jobs", "2"], d, wall=True)[0] for _ in range(a.runs))
        run(["compile", "all.cards", "-o", "out.json"], d)              # fill the cache
        cached = statistics.median(run(["compile", "all.cards", "-o", "out.json"], d)[0] for _ in range(a.runs))

        sys.path.insert(0, str(ROOT))
        import gc

        from runtime import format as fmt

        raw = (d / "out.json").read_text(encoding="utf-8")
        loads, jsons = [], []
        for _ in range(max(a.runs, 5)):
            t = time.process_time()
            loaded = fmt.loads(raw)
            loads.append(time.process_time() - t)
            del loaded                      # freed after the clock stops, as in bench_load.py
            gc.disable()
            t = time.process_time()
            loaded = json.loads(raw)
            jsons.append(time.process_time() - t)
            del loaded
            gc.enable()
        load_med, json_med = statistics.median(loads), statistics.median(jsons)

    rss = statistics.median(m for _, m in one) / 1024
    print(f"compile {a.cards} cards, one process: median {med1:.2f} s CPU -> {a.cards / med1:,.0f} cards/s")
    print(f"compile the same set as 2 files (wall): --jobs 1 {two_files_1:.2f} s, --jobs 2 {two_files_2:.2f} s "
          f"-> speed-up x{two_files_1 / two_files_2:.2f}")
    print(f"recompile unchanged from the cache: median {cached:.2f} s CPU")
    print(f"load the compiled set in the runtime: median {load_med:.3f} s CPU -> {a.cards / load_med:,.0f} cards/s "
          f"(json.loads alone {a.cards / json_med:,.0f} cards/s, ratio {json_med / load_med:.2f})")
    print(f"peak memory of one uncached compile: {rss:.0f} MB")
    emit("compile.cards_per_s", a.cards / med1, "cards/s", cards=a.cards, runs=a.runs)
    emit("compile.jobs2_speedup_wall", two_files_1 / two_files_2, "ratio", cards=a.cards, runs=a.runs)
    emit("compile.cached", cached, "s", cards=a.cards, runs=a.runs)
    emit("compile.load_cards_per_s", a.cards / load_med, "cards/s", cards=a.cards)
    emit("compile.peak_rss", rss, "MB", cards=a.cards)


if __name__ == "__main__":
    main()
