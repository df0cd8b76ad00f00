"""`cardtext balance`: compile sets (keeping the cards that compile, as fuzz does), build the
sides of a balance run (Smash Up: decks of two factions of the cards' `faction`; Berserk: the
set's heroes), play the games (`runtime/balance.py` on `runtime/execution.py`) and write the
figures as a text table, JSON, CSV or an HTML report, with per-card deltas against a baseline
version of the set (`--baseline`)."""

from __future__ import annotations

import csv
import io
import json
import math
import sys
import time
from pathlib import Path
from typing import IO, Any

import attrs

from runtime import balance as rb
from runtime import execution
from runtime.players import PLAYERS

from . import fuzz as df


class BalanceUsage(Exception):
    """Something the user must change on the command line (exit 2)."""


def default_players() -> str:
    """The heuristic player when the registry has one (it plays to win), else random play."""
    return "heuristic" if "heuristic" in PLAYERS else "random"


def parse_players(text: str, seats: int = 2) -> tuple[str, ...]:
    """`--players A[,B]`: a player per seat (one name: every seat); names from the registry."""
    names = tuple(n.strip() for n in text.split(",") if n.strip())
    if not names:
        raise BalanceUsage("--players needs a player name")
    if len(names) == 1:
        names = names * seats
    if len(names) != seats:
        raise BalanceUsage(f"--players names {len(names)} players; a balance game has {seats} "
                           f"(one name for every seat, or one per seat separated by commas)")
    for n in names:
        if n not in PLAYERS:
            raise BalanceUsage(f"unknown player {n!r} (known: {', '.join(sorted(PLAYERS))})")
    return names


def make_setup(ld: df.Loaded, players: tuple[str, ...], *, deck_size: int = 40, max_turns: int = 200,
               per_deck: int = 2) -> rb.Setup:
    """The sides of the loaded sets: faction pairs (Smash Up), heroes (Berserk)."""
    rs = ld.ruleset
    df.check_playable(ld, len(players))
    files = ", ".join(ld.files)
    cards = tuple(ld.cards)
    if rs.combat and rs.hero_type:
        sides = rb.hero_sides(cards, rs)
        if len(sides) < 2:
            raise BalanceUsage(f"{files}: {len(sides)} {rs.hero_type}{'es' if len(sides) != 1 else ''} that compile; "
                               f"a {rs.title} balance run compares heroes and needs at least 2")
        tk = rs.token_keyword
        tokens = tuple(c for c in cards if tk is not None and tk in c.keywords)
        return rb.Setup(ruleset=rs, cards=cards, bases=tuple(ld.bases), sides=tuple(sides), players=players,
                        deck_size=deck_size, max_turns=max_turns, shared=ld.shared, tokens=tokens, unit="hero")
    factions = sorted({ld.factions[c.name] for c in cards if c.name in ld.factions
                       and c.card_type in rs.deck_types})
    if len(factions) < 2:
        raise BalanceUsage(f"{files}: {len(factions)} faction{'s' if len(factions) != 1 else ''} "
                           f"({', '.join(factions) or 'no card has a faction'}); a balance run compares "
                           f"factions and needs at least 2 (a card's faction: `faction NAME` in its header)")
    if per_deck >= len(factions):
        raise BalanceUsage(f"{len(factions)} factions ({', '.join(factions)}) make one deck of {per_deck}; "
                           f"two different decks need {per_deck + 1} factions or more (or --per-deck 1)")
    sides = rb.faction_sides(cards, ld.factions, rs, per_deck)
    return rb.Setup(ruleset=rs, cards=cards, bases=tuple(ld.bases), sides=tuple(sides), players=players,
                    deck_size=deck_size, max_turns=max_turns, shared=ld.shared, unit="faction")


# ---------------------------------------------------------------- progress bar

class ProgressBar:
    """`balance: [#####.....]  1200/10000 games  85.3 games/s  ETA 1:43`, redrawn in place on a
    terminal at most five times a second (no dependency: a line of text is all it takes)."""

    def __init__(self, stream: IO[str], label: str = "balance") -> None:
        self.stream = stream
        self.label = label
        self.t0 = time.perf_counter()
        self.last = 0.0
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done < total and now - self.last < 0.2:
            return
        self.last = now
        rate = done / (now - self.t0) if now > self.t0 else 0.0
        left = (total - done) / rate if rate > 0 else 0.0
        width = 24
        fill = width * done // max(1, total)
        eta = f"{int(left) // 60}:{int(left) % 60:02d}"
        self.stream.write(f"\r{self.label}: [{'#' * fill}{'.' * (width - fill)}] {done}/{total} games  "
                          f"{rate:.1f} games/s  ETA {eta} ")
        self.shown = True
        if done >= total:
            self.close()
        self.stream.flush()

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")
            self.shown = False


# ---------------------------------------------------------------- baseline


@attrs.define
class Delta:
    card: str
    group: str
    measure: str                  # "drawn" or "played"
    new: rb.Score
    old: rb.Score

    @property
    def delta(self) -> float | None:
        if self.new.rate is None or self.old.rate is None:
            return None
        return self.new.rate - self.old.rate

    @property
    def z(self) -> float | None:
        """The two-proportion z statistic (pooled); |z| > 1.96: a difference at the 95% level."""
        a, b = self.new, self.old
        if not a.n or not b.n:
            return None
        p = (a.score + b.score) / (a.n + b.n)
        se = math.sqrt(p * (1 - p) * (1 / a.n + 1 / b.n))
        d = self.delta
        return None if se == 0 or d is None else d / se

    def to_dict(self) -> dict[str, Any]:
        d, z = self.delta, self.z
        return {"card": self.card, "group": self.group, "measure": self.measure, "new": self.new.to_dict(),
                "old": self.old.to_dict(), "delta": None if d is None else round(d, 4),
                "z": None if z is None else round(z, 2), "clear": z is not None and abs(z) > rb.Z95}


def deltas(new: rb.Results, old: rb.Results) -> tuple[list[Delta], list[str], list[str]]:
    """Per card of both versions, the change of its score when drawn and when played; the cards
    only in the new set, only in the old one."""
    olds = {c.name: c for c in old.cards}
    news = {c.name: c for c in new.cards}
    out = []
    for c in new.cards:
        o = olds.get(c.name)
        if o is None:
            continue
        out.append(Delta(c.name, c.group, "drawn", c.drawn, o.drawn))
        out.append(Delta(c.name, c.group, "played", c.played, o.played))
    return out, sorted(set(news) - set(olds)), sorted(set(olds) - set(news))


# ---------------------------------------------------------------- outputs


def _pct(s: rb.Score) -> str:
    r = s.rate
    if r is None:
        return "-"
    lo, hi = s.ci
    return f"{100 * r:4.1f}% [{100 * lo:.0f}-{100 * hi:.0f}]"


def report_text(res: rb.Results, ld: df.Loaded, out: IO[str], *, base: rb.Results | None = None,
                cards: int = 0) -> None:
    st = res.setup
    unit = st.unit
    out.write(f"balance: {res.games} games, {' vs '.join(st.players)}, {st.deck_size}-card decks, seed {res.seed}: "
              f"{len(st.sides)} {'decks' if unit == 'faction' else 'heroes'} "
              f"({len(st.matchups)} matchups) from {', '.join(ld.files)}\n")
    if ld.left_out:
        out.write(f"left out: {len(ld.left_out)} of {ld.total} cards do not compile (`cardtext check` shows why)\n")
    errs = len(res.errors)
    out.write(f"games with a runtime error (left out; `cardtext fuzz` finds why) {errs}; "
              f"without a winner after {st.max_turns} turns {res.unended}\n")
    out.write("score: a win 1, a loss 0, a draw 1/2; [95% Wilson interval]\n")
    seats = "; ".join(f"seat {i + 1} ({st.players[i]}) {_pct(s)}" for i, s in enumerate(res.seat_score))
    out.write(f"by seat: {seats}\n")
    gs = res.groups
    w = max([len(g) for g in gs] + [8])
    out.write(f"\n{unit} vs {unit} (the row's score against the column)\n")
    cw = 20
    out.write(" " * (w + 2) + "".join(f"{g[:cw]:>{cw + 2}}" for g in gs) + "\n")
    for a in gs:
        row = "".join(f"{_pct(res.group_matrix[(a, b)]) if (a, b) in res.group_matrix else '':>{cw + 2}}"
                      for b in gs)
        out.write(f"  {a:{w}}{row}\n")
    out.write("  games\n")
    for a in gs:
        row = "".join(f"{res.group_matrix[(a, b)].n if (a, b) in res.group_matrix else '':>{cw + 2}}"
                      for b in gs)
        out.write(f"  {a:{w}}{row}\n")
    out.write(f"\nby {unit} (every game it is in and its opponent is not)\n")
    for g in sorted(gs, key=lambda g: -(res.group_score[g].rate or 0)):
        out.write(f"  {g:{w}}  {_pct(res.group_score[g]):>20}  {res.group_score[g].n:7d} games\n")
    figs = sorted(res.cards, key=lambda c: -(c.played.rate if c.played.rate is not None else -1))
    if cards:
        figs = figs[:cards]
    if figs:
        cw2 = max([len(c.name) for c in figs] + [4])
        out.write(f"\ncards (score of the player who had it: in the deck / drawn / played)\n")
        out.write(f"  {'card':{cw2}}  {unit:{w}}  {'in deck':>20}  {'drawn':>20}  {'played':>20}  {'played n':>8}\n")
        for c in figs:
            out.write(f"  {c.name:{cw2}}  {c.group:{w}}  {_pct(c.deck):>20}  {_pct(c.drawn):>20}  "
                      f"{_pct(c.played):>20}  {c.played.n:8d}\n")
    if base is not None:
        ds, added, gone = deltas(res, base)
        out.write(f"\nagainst the baseline ({base.games} games, same seed): change of the score when played "
                  f"(* a difference at the 95% level)\n")
        for d in sorted((d for d in ds if d.measure == "played"), key=lambda d: -abs(d.delta or 0)):
            z = d.z
            mark = "*" if z is not None and abs(z) > rb.Z95 else " "
            delta = "-" if d.delta is None else f"{100 * d.delta:+5.1f} pts"
            out.write(f"  {d.card:30} {delta:>10} {mark} ({_pct(d.old)} -> {_pct(d.new)})\n")
        if added:
            out.write(f"  only in the new set: {', '.join(added)}\n")
        if gone:
            out.write(f"  only in the baseline: {', '.join(gone)}\n")
    out.write(f"\n{res.games_per_second:.1f} games/s ({res.seconds:.2f} s, {res.executor})\n")


def report_json(res: rb.Results, ld: df.Loaded, base: rb.Results | None = None) -> str:
    d: dict[str, Any] = res.to_dict()
    d["files"] = ld.files
    d["left_out"] = [{"card": n, "why": w} for n, w in ld.left_out]
    if base is not None:
        ds, added, gone = deltas(res, base)
        d["baseline"] = {"games": base.games, "group_scores": {g: s.to_dict() for g, s in base.group_score.items()},
                         "deltas": [x.to_dict() for x in ds], "only_new": added, "only_baseline": gone}
    return json.dumps(d, indent=2, sort_keys=True)


CSV_COLUMNS = ("section", "row", "column", "games", "score", "rate", "low", "high",
               "baseline_games", "baseline_rate", "delta")


def csv_rows(res: rb.Results, base: rb.Results | None = None) -> list[dict[str, Any]]:
    """One row per figure (long format): section (seat, group, group_matrix, side, side_matrix,
    card_deck, card_drawn, card_played), row, column (the opponent in a matrix, the card's group),
    the score and its interval; with a baseline, the baseline's figure and the change."""
    st = res.setup
    old_cards = {c.name: c for c in base.cards} if base is not None else {}
    rows: list[dict[str, Any]] = []

    def add(section: str, row: str, col: str, s: rb.Score, old: rb.Score | None = None) -> None:
        d = s.to_dict()
        r: dict[str, Any] = {"section": section, "row": row, "column": col, "games": d["games"],
                             "score": d["score"], "rate": d["rate"], "low": d["low"], "high": d["high"],
                             "baseline_games": "", "baseline_rate": "", "delta": ""}
        if old is not None:
            r["baseline_games"] = old.n
            r["baseline_rate"] = "" if old.rate is None else round(old.rate, 4)
            if old.rate is not None and s.rate is not None:
                r["delta"] = round(s.rate - old.rate, 4)
        rows.append(r)

    for i, s in enumerate(res.seat_score):
        add("seat", str(i + 1), st.players[i], s, base.seat_score[i] if base is not None else None)
    for g in res.groups:
        add("group", g, "", res.group_score[g], base.group_score.get(g) if base is not None else None)
    for (a, b), s in sorted(res.group_matrix.items()):
        add("group_matrix", a, b, s, base.group_matrix.get((a, b)) if base is not None else None)
    for i, s in sorted(res.side_score.items()):
        add("side", st.sides[i].name, "", s)
    for (a, b), s in sorted(res.side_matrix.items()):
        add("side_matrix", st.sides[a].name, st.sides[b].name, s)
    for c in res.cards:
        o = old_cards.get(c.name)
        add("card_deck", c.name, c.group, c.deck, o.deck if o else None)
        add("card_drawn", c.name, c.group, c.drawn, o.drawn if o else None)
        add("card_played", c.name, c.group, c.played, o.played if o else None)
    return rows


def report_csv(res: rb.Results, base: rb.Results | None = None) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=CSV_COLUMNS, lineterminator="\n")
    w.writeheader()
    w.writerows(csv_rows(res, base))
    return buf.getvalue()


def run(setup: rb.Setup, games: int, seed: int, ex: execution.Executor, *,
        progress: bool | None = None, label: str = "balance") -> rb.Results:
    """Play the run, with a progress bar on standard error when it is a terminal (`progress`
    None) or when asked."""
    show = sys.stderr.isatty() if progress is None else progress
    bar = ProgressBar(sys.stderr, label) if show else None
    try:
        return rb.balance(setup, games, seed, ex, progress=bar)
    finally:
        if bar is not None:
            bar.close()


def load(paths: list[Path], bases: list[Path], ruleset: str | None) -> df.Loaded:
    try:
        return df.load_sets(paths, bases, ruleset)
    except df.FuzzUsage as e:
        raise BalanceUsage(str(e)) from None
