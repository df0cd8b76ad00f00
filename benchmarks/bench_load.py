"""Compiled-set loading benchmark (not a test). Run: python benchmarks/bench_load.py [--quick] [--heavy]

Builds a 20,000-card compiled set of Berserk-like cards, dumps it, then times, median of 5 runs
each, in CPU time of this process (time.process_time: on a shared machine, wall time measures
the neighbours too; the dump line stays wall time). What each run returns is freed after its
clock stops, and that freeing is timed on its own line: an engine keeps the set it loads. The
default mix matches the example sets in cardsets/: about one ability and five IR objects per
card, 0/1/1/1/2 abilities; --heavy: 1/2/3 abilities, two per card on average:
  1. json.loads of the text alone, called as usual (cyclic GC on),
  2. json.loads alone with the cyclic GC paused (the floor: runtime.format.loads pauses it too),
  3. runtime.format.loads (JSON, envelope, hash check, strict structuring into the IR; a current
     set in dump's layout decoded by msgspec into typed structs first: runtime/format/typed.py),
and, for scale, how long building the same frozen attrs objects directly in Python takes
(make_set, GC off: no JSON, no checks; a floor for any loader that builds them one by one).
Prints cards per second and the ratios, and one JSON line per figure (benchmarks/report.py).
Target (issue 21): loads >= 80,000 cards/s.
"""

from __future__ import annotations

import gc
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

sys.path.insert(0, str(Path(__file__).resolve().parent))
from report import emit  # noqa: E402
from runtime import format as fmt  # noqa: E402
from runtime import spec as s  # noqa: E402

N_CARDS = 20_000
RUNS = 5

CREATURE = s.Filter(card_types=("creature",))
TEXTS = (
    "Recruit: Destroy each creature of cost 3 or less.",
    "When this creature dies, draw a card.",
    "Tap: Deal 2 wounds to target creature.",
    "Your other creatures have +1 strike.",
    "If you would gain prayer tokens, instead gain that many plus 1.",
)


def abilities(i: int, slug: str, heavy: bool) -> tuple[s.Ability, ...]:
    o = lambda k: f"{slug}#{k}"  # noqa: E731
    shapes = (
        lambda k: s.OnPlay(origin=o(k), label="recruit", effect=s.Destroy(target=s.Each(
            filter=s.Filter(card_types=("creature",), stats=(s.StatTest(stat="cost", cmp=s.Cmp.LE, value=3),))))),
        lambda k: s.Triggered(origin=o(k), label="death", when=s.EventPattern(event=s.Event.DESTROY, this=True),
                              effect=s.Draw()),
        lambda k: s.Activated(origin=o(k), costs=(s.Cost(cost=s.CostKind.TAP_SELF),),
                              effect=s.Wound(target=s.Target(filter=CREATURE), amount=s.Const(value=2))),
        lambda k: s.Static(origin=o(k), effect=s.StatBonus(
            affects=s.Each(filter=s.Filter(card_types=("creature",), controller=s.Controller.YOU, other=True)),
            stat="strike", op=s.ModOp.ADD, amount=s.Const(value=1))),
        lambda k: s.Replacement(origin=o(k), when=s.EventPattern(event=s.Event.GAIN, resource="prayer token",
                                                                  player=s.Controller.YOU),
                                instead=s.ReplaceAmount(amount=s.Plus(left=s.ThatMany(), right=s.Const(value=1)))),
    )
    n = 1 + i % 3 if heavy else (0, 1, 1, 1, 2)[i % 5]
    return tuple(shapes[(i + k) % len(shapes)](k) for k in range(n))


def make_set(n: int, heavy: bool = False) -> fmt.CompiledSet:
    cards = []
    line = 1
    offset = 0
    for i in range(n):
        slug = f"bench/c{i}"
        abl = []
        for k, ab in enumerate(abilities(i, slug, heavy)):
            text = TEXTS[(i + k) % len(TEXTS)]
            line += 1
            start = offset + 2
            abl.append(fmt.CompiledAbility(ability=ab, span=fmt.TextSpan(
                start=start, end=start + len(text), line=line, column=3, end_line=line,
                end_column=3 + len(text), text=text)))
            offset = start + len(text) + 1
        cards.append(fmt.CompiledCard(
            slug=slug, name=f"Card {i}", type="creature", subtypes=("Dinosaur",),
            stats={"cost": 1 + i % 7, "life": 1 + i % 5, "strike": 1 + i % 3},
            header={"cost": str(1 + i % 7), "life": str(1 + i % 5), "strike": str(1 + i % 3),
                    "element": "forest"},
            element="forest", source=fmt.SourceRef(file="bench.cards", line=line - len(abl)),
            abilities=tuple(abl)))
        line += 1
    return fmt.CompiledSet(ruleset="berserk", cards=tuple(cards))


def median_time(fn, runs: int) -> float:
    """Median CPU time of fn(); what fn returns is freed after the clock stops: an engine keeps
    the set it loaded, and freeing 200,000 objects is not loading them (`teardown` times it)."""
    times = []
    for _ in range(runs):
        t0 = time.process_time()
        result = fn()
        times.append(time.process_time() - t0)
        del result
    return statistics.median(times)


def teardown(fn, runs: int) -> float:
    """Median CPU time of freeing what fn() returned."""
    times = []
    for _ in range(runs):
        result = fn()
        t0 = time.process_time()
        del result
        times.append(time.process_time() - t0)
    return statistics.median(times)


def main(argv: list[str]) -> int:
    n = 2_000 if "--quick" in argv else N_CARDS
    heavy = "--heavy" in argv
    compiled = make_set(n, heavy)
    t0 = time.perf_counter()
    text = fmt.dump(compiled, "bench")
    t_dump = time.perf_counter() - t0
    assert fmt.loads(text) == compiled
    fmt.loads(text)                       # converters built, caches warm
    t_json = median_time(lambda: json.loads(text), RUNS)
    t_json_nogc = median_time(lambda: _without_gc(json.loads, text), RUNS)
    t_load = median_time(lambda: fmt.loads(text), RUNS)
    t_build = median_time(lambda: _without_gc(make_set, n, heavy), RUNS)
    t_free = teardown(lambda: fmt.loads(text), RUNS)
    n_ab = sum(len(c.abilities) for c in compiled.cards)
    print(f"compiled set: {n:,} cards, {n_ab:,} abilities, {len(text.encode('utf-8')) / 1e6:.1f} MB, "
          f"dump {t_dump:.2f} s ({n / t_dump:,.0f} cards/s)")
    print(f"json.loads alone, GC on   : {t_json * 1000:8.1f} ms  {n / t_json:>10,.0f} cards/s")
    print(f"json.loads alone, GC off  : {t_json_nogc * 1000:8.1f} ms  {n / t_json_nogc:>10,.0f} cards/s")
    print(f"runtime.format.loads      : {t_load * 1000:8.1f} ms  {n / t_load:>10,.0f} cards/s"
          f"   (target: >= 80,000 cards/s)")
    print(f"building the objects only : {t_build * 1000:8.1f} ms  {n / t_build:>10,.0f} cards/s"
          f"   (make_set, GC off)")
    print(f"freeing the loaded set    : {t_free * 1000:8.1f} ms  (not in the figures above; "
          f"loads + freeing: {n / (t_load + t_free):,.0f} cards/s)")
    print(f"ratio loads / json.loads  : {t_load / t_json:.2f}x (GC on), "
          f"{t_load / t_json_nogc:.2f}x (GC off)")
    emit("load.cards_per_s", n / t_load, "cards/s", cards=n, runs=RUNS, heavy=heavy)
    emit("load.json_loads_cards_per_s", n / t_json, "cards/s", cards=n, runs=RUNS, heavy=heavy)
    return 0


def _without_gc(fn, *args):  # noqa: ANN001
    gc.disable()
    try:
        return fn(*args)
    finally:
        gc.enable()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
