"""Speed of `cardtext balance` on each executor (runtime/execution.py): games per second of wall
time in one process, in N local processes, and on a local Ray instance (started before the clock
starts: its start-up, several seconds, is not the games'). Prints the median of several runs and
the ratios; checks that every executor gave the same figures. Not a test.

    python benchmarks/bench_balance.py                  # 3 runs of 400 games, 2 processes
    python benchmarks/bench_balance.py --quick          # 1 run of 100 games
    python benchmarks/bench_balance.py --players heuristic --jobs 2 --no-ray

Targets (issue 20): 2 local processes play at least 1.8x the games of one; Ray on one machine
within 10% of local processes. Wall-time ratios need the cores free: on a machine shared with
other jobs they measure the machine's load as much as the executors. Besides the table, one JSON
line per figure (benchmarks/report.py).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "benchmarks"))
from dsl import balance as db  # noqa: E402
from report import emit  # noqa: E402
from runtime import balance as rb  # noqa: E402
from runtime import execution  # noqa: E402


def cpu() -> float:
    """CPU time of this process and of its children that have ended (local workers, once reaped)."""
    a, b = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return a.ru_utime + a.ru_stime + b.ru_utime + b.ru_stime


def ray_cpu() -> float:
    """CPU time so far of this process's descendants that are still running (a local Ray's GCS,
    raylet, agents and workers), read from /proc (Linux; 0 elsewhere): they are not reaped
    children, so `getrusage` does not see them."""
    if not os.path.isdir("/proc"):
        return 0.0
    tick = os.sysconf("SC_CLK_TCK")
    stats: dict[int, tuple[int, float]] = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        stats[int(pid)] = (int(fields[1]), (int(fields[11]) + int(fields[12])) / tick)
    mine = {os.getpid()}
    grew = True
    while grew:
        new = {p for p, (pp, _) in stats.items() if pp in mine and p not in mine}
        mine |= new
        grew = bool(new)
    return sum(stats[p][1] for p in mine if p != os.getpid() and p in stats)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*", default=[str(ROOT / "cardsets/smashup")])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--players", default="random")
    ap.add_argument("--no-ray", action="store_true", help="skip the Ray figure")
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    if a.quick:
        a.games, a.runs = 100, 1
    files = []
    for p in map(Path, a.paths):
        files += sorted(p.rglob("*.cards")) if p.is_dir() else [p]
    ld = db.load(files, [], None)
    setup = db.make_setup(ld, db.parse_players(a.players))
    executors = [("one", execution.Executor(jobs=1)), ("local", execution.Executor(jobs=a.jobs))]
    if not a.no_ray:
        try:
            execution.ray_module()
            executors.append(("ray", execution.Executor(ray="local", jobs=a.jobs)))
        except execution.ExecutionError as e:
            print(f"Ray skipped: {e}")
    rates: dict[str, list[float]] = {k: [] for k, _ in executors}
    cpus: dict[str, list[float]] = {k: [] for k, _ in executors}
    figures: dict[str, dict] = {}
    for name, ex in executors:
        with execution.session(ex):
            for run in range(a.runs):
                t0, c0, r0 = time.perf_counter(), cpu(), ray_cpu() if name == "ray" else 0.0
                res = rb.balance(setup, a.games, run, ex)
                dt = time.perf_counter() - t0
                cpus[name].append(cpu() - c0 + (ray_cpu() - r0 if name == "ray" else 0.0))
                rates[name].append(a.games / dt)
                figures.setdefault(f"{run}", res.to_dict())
                same = figures[f"{run}"] == res.to_dict()
                print(f"{ex.label:12} run {run}: {rates[name][-1]:.1f} games/s (wall, {dt:.2f} s); "
                      f"same figures as one process: {same}")
                if not same:
                    raise SystemExit(f"{ex.label} gave other figures than one process for seed {run}")
    med = {k: statistics.median(v) for k, v in rates.items()}
    print(f"{len(setup.sides)} decks, {a.games} games per run, players {a.players}")
    print(f"median games/s (wall): " + ", ".join(f"{k} {v:.1f}" for k, v in med.items()))
    common = {"games": a.games, "runs": a.runs, "players": a.players, "jobs": a.jobs}
    emit("balance.games_per_s_wall.one_process", med["one"], "games/s", **common)
    emit(f"balance.games_per_s_wall.local_{a.jobs}", med["local"], "games/s", **common)
    speedup = med["local"] / med["one"]
    print(f"{a.jobs} processes / 1: {speedup:.2f}x (target >= 1.8x for 2)")
    emit(f"balance.speedup_wall.local_{a.jobs}", speedup, "ratio", **common)
    # the CPU time all processes spent for the same games: what the executor costs, whatever the
    # machine's load (on free cores the speed-up is about jobs x this ratio, less the last batches)
    eff = statistics.median(cpus["one"]) / statistics.median(cpus["local"])
    print(f"CPU time, one process / {a.jobs} processes with their workers: {eff:.2f} "
          f"(1.00: the processes cost nothing; expected speed-up on free cores about {a.jobs * eff:.2f}x)")
    emit(f"balance.cpu_ratio.local_{a.jobs}", eff, "ratio", **common)
    if "ray" in med:
        emit("balance.games_per_s_wall.ray_local", med["ray"], "games/s", **common)
        ratio = med["ray"] / med["local"]
        print(f"Ray local / {a.jobs} processes: {ratio:.2f} (target >= 0.90)")
        emit("balance.ray_vs_local_wall", ratio, "ratio", **common)
        rc = statistics.median(cpus["local"]) / statistics.median(cpus["ray"])
        print(f"CPU time, {a.jobs} processes / Ray (driver, workers and Ray's own processes): {rc:.2f}")
        emit("balance.cpu_ratio.ray_vs_local", rc, "ratio", **common)


if __name__ == "__main__":
    main()
