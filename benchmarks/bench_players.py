"""Strength of the players (issue 20): two-player Smash Up games of our shipped sets, on one core.
Not a test.

    python benchmarks/bench_players.py                       # 1,000 heuristic-random, 40 mcts-heuristic
    python benchmarks/bench_players.py --quick               # 200 and 6
    python benchmarks/bench_players.py --random-games 2000 --mcts-games 100 --seed 3

Each pairing plays games in pairs: one deal of two 40-card decks (`runtime.fuzz.deal_decks`, from
every card of cardsets/smashup/*.cards; its bases; the Madness deck) and one game seed, played
twice with the seats swapped, so neither player gets the better deck or the first turn more often.
A game without a winner after `--max-turns` turns counts as no win for either. Win rates come
with a 95% Wilson interval. The Monte-Carlo player's cost is CPU time per decision it searched
(rollouts run) and per decision asked of it. Same seed, same games, same figures (CPU times
aside). Targets: heuristic beats random in >= 80% of games, mcts beats heuristic in >= 60%.
Besides the table, one JSON line per figure (benchmarks/report.py).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from dsl import fuzz as df  # noqa: E402
from report import emit  # noqa: E402
from runtime import fuzz as rf  # noqa: E402
from runtime import match  # noqa: E402
from runtime.interpreter import Game  # noqa: E402
from runtime.players import MonteCarloPlayer, make_player, seat  # noqa: E402


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, mid - half), min(1.0, mid + half))


def pairing(ld: df.Loaded, a: str, b: str, games: int, seed: int, max_turns: int,
            mcts: dict[str, int]) -> dict[str, float]:
    """`games` games of player `a` against `b` (pairs with the seats swapped)."""
    wins = {a: 0, b: 0}
    turns = 0
    stats = {"asked": 0, "searched": 0, "rollouts": 0, "failed": 0}
    mcts_cpu = 0.0
    t0 = time.process_time()
    seeds = rf.game_seeds(seed, (games + 1) // 2)
    played = 0
    for k, s in enumerate(seeds):
        for swap in (False, True):
            if played == games:
                break
            decks = rf.deal_decks(ld.cards, 2, 40, random.Random(s))
            names = (b, a) if swap else (a, b)
            g = Game(ld.ruleset, ("P1", "P2"), seed=s, trace=False)
            match.setup(g, decks, ld.bases, ld.shared)
            players = []
            for i, n in enumerate(names):
                if n == "mcts":
                    players.append(MonteCarloPlayer(s * 2 + i, **mcts))
                else:
                    players.append(make_player(n, s * 2 + i))
            seat(g, players)
            c0 = time.process_time()
            w = match.play_game(g, max_turns)
            dt = time.process_time() - c0
            played += 1
            turns += g.state.turn
            if w is not None:
                wins[names[w]] += 1
            for p in players:
                if isinstance(p, MonteCarloPlayer):
                    stats["asked"] += p.asked
                    stats["searched"] += p.searched
                    stats["rollouts"] += p.rollouts_run
                    stats["failed"] += p.failed
                    mcts_cpu += dt
    cpu = time.process_time() - t0
    lo, hi = wilson(wins[a], played)
    out = {"games": played, "wins": wins[a], "losses": wins[b], "draws": played - wins[a] - wins[b],
           "rate": wins[a] / played if played else 0.0, "lo": lo, "hi": hi, "cpu": cpu,
           "turns": turns / played if played else 0.0}
    if stats["asked"]:
        out.update({k: float(v) for k, v in stats.items()})
        # the whole game's CPU time is charged to the Monte-Carlo player's searches (its opponent's
        # decisions cost ~0.1 ms each): an upper bound per searched decision
        out["ms_per_search"] = 1000 * mcts_cpu / max(1, stats["searched"])
        out["ms_per_decision"] = 1000 * mcts_cpu / stats["asked"]
        out["rollouts_per_search"] = stats["rollouts"] / max(1, stats["searched"])
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*", default=[str(p) for p in sorted((ROOT / "cardsets/smashup").glob("*.cards"))])
    ap.add_argument("--random-games", type=int, default=1000)
    ap.add_argument("--mcts-games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--rollouts", type=int, default=6)
    ap.add_argument("--candidates", type=int, default=3)
    ap.add_argument("--horizon", type=int, default=2)
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    if a.quick:
        a.random_games, a.mcts_games = 200, 6
    ld = df.load_sets([Path(p) for p in a.paths], [], None)
    df.check_playable(ld, 2)
    mcts = {"rollouts": a.rollouts, "candidates": a.candidates, "horizon": a.horizon}
    sets = ",".join(Path(p).name for p in a.paths)
    print(f"{len(ld.cards)} cards, {len(ld.bases)} bases ({sets}); seed {a.seed}; "
          f"mcts: {a.rollouts} rollouts x {a.candidates} candidates, horizon {a.horizon} turns")
    print(f"{'pairing':<22} {'games':>6} {'wins':>5} {'loss':>5} {'draw':>5} {'win rate':>9} {'95% CI':>15} "
          f"{'turns':>6} {'CPU s':>7}")
    rows = []
    todo = [("heuristic_vs_random", "heuristic", "random", a.random_games),
            ("mcts_vs_heuristic", "mcts", "heuristic", a.mcts_games)]
    for name, x, y, n in todo:
        if not n:
            continue
        r = pairing(ld, x, y, n, a.seed, a.max_turns, mcts)
        rows.append((name, r))
        print(f"{name:<22} {r['games']:>6} {r['wins']:>5} {r['losses']:>5} {r['draws']:>5} {r['rate']:>9.1%} "
              f"{'[' + format(r['lo'], '.1%') + ', ' + format(r['hi'], '.1%') + ']':>15} {r['turns']:>6.1f} "
              f"{r['cpu']:>7.1f}", flush=True)
    for name, r in rows:
        if "ms_per_search" in r:
            print(f"mcts: {int(r['searched'])} searched of {int(r['asked'])} decisions asked, "
                  f"{r['rollouts_per_search']:.1f} rollouts each ({int(r['failed'])} abandoned); "
                  f"{r['ms_per_search']:.0f} ms CPU per searched decision, {r['ms_per_decision']:.0f} ms per decision")
    for name, r in rows:
        emit(f"players.{name}.win_rate", r["rate"], "ratio", games=r["games"], ci95=[round(r["lo"], 4), round(r["hi"], 4)],
             draws=r["draws"], seed=a.seed, set=sets)
        if "ms_per_search" in r:
            emit("players.mcts.cpu_per_searched_decision", r["ms_per_search"], "ms", rollouts=a.rollouts,
                 candidates=a.candidates, horizon=a.horizon, searched=int(r["searched"]))
            emit("players.mcts.cpu_per_decision", r["ms_per_decision"], "ms", asked=int(r["asked"]))
        else:
            emit(f"players.{name}.games_per_s", r["games"] / r["cpu"] if r["cpu"] else 0.0, "games/s")


if __name__ == "__main__":
    main()
