"""Benchmark `cardtext lint` against `cardtext check` on the same generated 20,000-card set.

Lint does everything check does (which lowers every card to the IR; lint reads that lowering)
and then runs the W4xx rules over the whole set (trigger graph, targets, names), so the figure
that matters is the ratio. Prints
wall and CPU seconds (median of several runs; CPU time is steadier on a shared machine) and
the ratio lint / check. Not a test: figures depend on the machine. Run:

    python benchmarks/bench_lint.py [--cards 20000] [--runs 3]

Besides the table, one JSON line per figure (benchmarks/report.py).
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_check import generate  # noqa: E402  (the same generated set as bench_check.py)
from report import emit  # noqa: E402


def timed(fn) -> tuple[float, float]:
    gc.collect()
    gc.disable()                    # as the CLI does for both commands
    try:
        w, c = time.perf_counter(), time.process_time()
        fn()
        return time.perf_counter() - w, time.process_time() - c
    finally:
        gc.enable()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cards", type=int, default=20_000)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    from dsl import check_path
    from dsl.lints import lint_files

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.cards"
        path.write_text(generate(args.cards), encoding="utf-8")
        check_path(path)            # warm up: grammar and parser tables are built once per process
        checks, lints = [], []
        found = None
        for _ in range(args.runs):
            checks.append(timed(lambda: check_path(path)))
            result = None

            def run():
                nonlocal result
                result = lint_files([path])
            lints.append(timed(run))
            found = result
    cw, cc = statistics.median(x[0] for x in checks), statistics.median(x[1] for x in checks)
    lw, lc = statistics.median(x[0] for x in lints), statistics.median(x[1] for x in lints)
    counts: dict[str, int] = {}
    for d in found.diagnostics:
        counts[d.code.id] = counts.get(d.code.id, 0) + 1
    print(f"cards: {args.cards:,} ({args.runs} runs, median)")
    print(f"check: {cw:7.2f} s wall  {cc:7.2f} s cpu")
    print(f"lint:  {lw:7.2f} s wall  {lc:7.2f} s cpu")
    print(f"ratio lint/check: {lw / cw:.2f} wall, {lc / cc:.2f} cpu")
    print(f"lint found: {dict(sorted(counts.items())) or 'nothing'}; not compiled: {found.not_compiled}")
    emit("lint.cards_per_s", args.cards / lc, "cards/s", cards=args.cards, runs=args.runs)
    emit("lint.ratio_to_check", lc / cc, "ratio", cards=args.cards, runs=args.runs)


if __name__ == "__main__":
    main()
