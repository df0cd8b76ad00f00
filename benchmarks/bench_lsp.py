"""Benchmark `cardtext lsp` on a generated 2,000-card file (bench_check's generator): how long
diagnostics take after one card is edited, and how long completion and hover take. Medians of
--runs; the figures are the server's own work (`dsl.lsp.model` and `dsl.lsp.features`, what
each request does between reading the text and answering, JSON-RPC excluded). Not a test:
figures depend on the machine. Targets (issue 19): diagnostics within 100 ms, completion and
hover within 50 ms. Run:

    python benchmarks/bench_lsp.py [--cards 2000] [--runs 21]
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cards", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=21)
    args = ap.parse_args()

    from bench_check import generate

    from dsl.lsp import features as F
    from dsl.lsp.model import SetModel

    text = generate(args.cards)
    m = SetModel("bench.cards")
    t = time.perf_counter()
    m.update(text)
    m.check_all()
    first = time.perf_counter() - t
    print(f"{args.cards} cards, {len(text) / 1024:.0f} KB: first check (on open) {first:.2f} s")

    # one card edited, again and again: a number in the middle card's ability changes
    lines = text.split("\n")
    mid = next(i for i in range(len(lines) // 2, len(lines)) if lines[i].startswith("  "))
    edits = []
    for k in range(args.runs):
        lines[mid] = lines[mid].rstrip(".") + (" Draw a card." if k % 2 else " Gain 1 VP.")
        edits.append("\n".join(lines))
    times, rechecked = [], []
    for new in edits:
        t = time.perf_counter()
        m.update(new)
        stale = m.stale()
        m.check(stale)
        m.diagnostics()
        times.append(time.perf_counter() - t)
        rechecked.append(len(stale))
    print(f"diagnostics after editing one card: median {statistics.median(times) * 1000:.1f} ms "
          f"(max {max(times) * 1000:.1f} ms; {statistics.median(rechecked):.0f} card checked again)")

    # completion after "You may " and at the start of an ability; hover on an ability and a name
    doc = m.text
    at = doc.index("\n", doc.index(f'card "Bench Card {args.cards // 2}"'))     # the end of a header line
    probe = doc[:at] + "\n  You may " + doc[at:]
    m.update(probe)
    m.check(m.stale())
    doc = m.text
    where = at + len("\n  You may ")
    comp = _median(lambda: F.completion(m, where), args.runs)
    start = _median(lambda: F.completion(m, at + 3), args.runs)
    other = doc.index(f'card "Bench Card {args.cards * 3 // 4}"')
    ability = doc.index("\n  ", other) + 4
    assert F.hover(m, ability) is not None and F.hover(m, other + 8) is not None
    hov = _median(lambda: F.hover(m, ability), args.runs)
    name = other + 8
    hov_name = _median(lambda: F.hover(m, name), args.runs)
    print(f"completion: median {comp * 1000:.1f} ms after `You may `, {start * 1000:.1f} ms at an ability's start")
    print(f"hover: median {hov * 1000:.1f} ms on an ability (readback), {hov_name * 1000:.1f} ms on a card name")


def _median(fn, runs: int) -> float:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return statistics.median(out)


if __name__ == "__main__":
    main()
