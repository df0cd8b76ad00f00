"""Runtime benchmark (not a test). Run: python benchmarks/bench_runtime.py [--quick]

1. One mass effect over 1,000 creatures (wound each; destroy all).
2. 100,000 simple effects ("gain 1 coin", each one a declared ability resolved through the whole
   event pipeline, trace on) with 50 triggered abilities listening:
   a. listening to the same event kind (coin gains) with a pattern that does not match them,
   b. listening to another event kind (wounds),
   c. one of them firing on every effect (its ability is declared, queued and resolved too).
Prints the median of several runs (effects per second) and peak memory (tracemalloc).
Target: >= 50,000 simple effect resolutions per second on one core.
"""

from __future__ import annotations

import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from runtime import BERSERK, FirstChooser, Game  # noqa: E402
from runtime import spec as s  # noqa: E402

CREATURE = s.Filter(card_types=("creature",))


def creature(i: int, *abilities: s.Ability) -> s.CardSpec:
    return s.CardSpec(slug=f"bench/c{i}", name=f"C{i}", card_type="creature",
                      stats=(("cost", 1), ("life", 1000), ("strike", 1)), abilities=abilities)


def mass(kind: str) -> tuple[float, int]:
    g = Game(BERSERK, chooser=FirstChooser(), seed=1)
    for i in range(1000):
        g.add_card(creature(i), i % 2, "play area")
    eff = (s.Wound(target=s.Each(filter=CREATURE), amount=s.Const(value=1)) if kind == "wound"
           else s.Destroy(target=s.Each(filter=CREATURE)))
    t = time.perf_counter()
    g.execute(eff, origin="bench/mass#0")
    dt = time.perf_counter() - t
    return dt, len(g.trace)


def simple(n: int, listen: s.Event, trace: bool = True, firing: int = 0) -> float:
    """`firing` of the 50 listeners match every effect (each match is a triggered ability
    declared, queued and resolved: counted as extra resolutions)."""
    g = Game(BERSERK, chooser=FirstChooser(), seed=1, trace=trace)
    for i in range(50):
        if i < firing:
            pattern = s.EventPattern(event=s.Event.GAIN, player=s.Controller.YOU, resource="coin")
        elif listen is s.Event.GAIN:
            pattern = s.EventPattern(event=s.Event.GAIN, player=s.Controller.OPPONENT, resource="coin")
        else:
            pattern = s.EventPattern(event=listen, this=True)
        ab = s.Triggered(origin=f"bench/c{i}#0", when=pattern, effect=s.Gain(resource="prayer token"))
        g.add_card(creature(i, ab), 1, "play area")
    eff = s.Gain(resource="coin", amount=s.Const(value=1))
    t = time.perf_counter()
    for _ in range(n):
        g.execute(eff, controller=1, origin="bench/simple#0")
    dt = time.perf_counter() - t
    assert g.coins(1) == n and g.resource(1, "prayer token") == n * firing
    return n * (1 + firing) / dt


def peak_memory(fn, *args) -> float:
    tracemalloc.start()
    fn(*args)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 1e6


def main() -> None:
    quick = "--quick" in sys.argv
    runs = 3 if quick else 5
    n = 20_000 if quick else 100_000
    print(f"python {sys.version.split()[0]}, {runs} runs each, median")
    for kind in ("wound", "destroy"):
        times = [mass(kind) for _ in range(runs)]
        med = statistics.median(t for t, _ in times)
        print(f"mass {kind:<8} over 1,000 creatures: {med * 1000:8.1f} ms "
              f"({1000 / med:,.0f} cards/s, {times[0][1]} trace steps)   peak {peak_memory(mass, kind):.1f} MB")
    for listen, label in ((s.Event.GAIN, "same event kind, not matching"), (s.Event.WOUND, "other event kind")):
        rates = [simple(n, listen) for _ in range(runs)]
        print(f"{n:,} simple effects, 50 listeners ({label}): {statistics.median(rates):10,.0f} effects/s"
              f"   peak {peak_memory(simple, n, listen):.1f} MB (trace on)")
    rates = [simple(n, s.Event.GAIN, False) for _ in range(runs)]
    print(f"{n:,} simple effects, 50 listeners (same kind), trace off: {statistics.median(rates):10,.0f} effects/s")
    rates = [simple(n, s.Event.GAIN, True, firing=1) for _ in range(runs)]
    print(f"{n:,} simple effects, 1 of the 50 listeners fires each time (2 resolutions per effect), trace on: "
          f"{statistics.median(rates):10,.0f} resolutions/s")


if __name__ == "__main__":
    main()
