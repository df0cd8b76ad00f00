"""`cardtext fuzz`: compile sets (keeping the cards that compile) and run the smoke harness
(`runtime/fuzz.py`) on them; print the report or replay one game with its trace."""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import IO, Any

import attrs

from runtime import format as fmt
from runtime import fuzz as rf
from runtime.ruleset import Ruleset, get_ruleset
from runtime.validate import ruleset_of
from runtime.spec import CardSpec

from . import __version__
from .compiler import compile_source, display_path, quotes, shared_deck_cards
from .diagnostics import Severity
from .source import SourceError, load


class FuzzUsage(Exception):
    """Something the user must change on the command line (exit 2)."""


class NothingCompiles(Exception):
    """No card of the sets compiles (exit 1)."""


@attrs.define
class Loaded:
    ruleset: Ruleset
    cards: list[CardSpec]            # cards of the deck types
    bases: list[CardSpec]
    total: int                       # cards in the set files
    left_out: list[tuple[str, str]]  # (card name, first error) of the cards that do not compile
    quotes: dict[str, str]
    files: list[str]
    shared: dict[str, CardSpec] = attrs.Factory(dict)   # the ruleset's shared-deck cards (SU-M1)
    factions: dict[str, str] = attrs.Factory(dict)      # card name -> its faction, for the cards that have one


def _compile(path: Path, ruleset: str | None) -> tuple[str | None, list[str], int, list[tuple[str, str]], list[str]]:
    """(ruleset, compiled card texts, cards, cards left out and why, declared counters)."""
    try:
        src = load(path)
    except SourceError as e:
        raise FuzzUsage(f"{path}: {e.message}") from None
    res = compile_source(src, ruleset, display_path(path), partial=True)
    done = {json.loads(t)["name"] for t in res.card_texts}
    left = []
    if res.cards != len(done):
        from . import check_source
        cards = [c for c in check_source(src, ruleset).cards]
        errors = [(src.line_col(d.primary.span.start)[0], f"{d.code.id} {d.message}")
                  for d in res.diagnostics if d.severity is Severity.ERROR]
        for i, c in enumerate(cards):
            if c.name in done:
                continue
            end = cards[i + 1].line if i + 1 < len(cards) else 1 << 30
            why = next((m for ln, m in errors if c.line <= ln < end), "does not compile")
            left.append((c.name, why))
    return res.ruleset, res.card_texts, res.cards, left, res.counters


def load_sets(paths: list[Path], base_paths: list[Path], ruleset: str | None) -> Loaded:
    """Compile the set files (deck cards and bases) and the extra base files; keep what compiles."""
    seen: set[Path] = set()
    counters: set[str] = set()          # counters the files declare (dsl/declared.py)
    rs_names: set[str] = set()
    deck_texts: list[str] = []
    base_texts: list[str] = []
    total = 0
    left: list[tuple[str, str]] = []
    files = []
    for group, plist in (("set", paths), ("bases", base_paths)):
        for p in plist:
            key = p.resolve()
            if key in seen:
                continue
            seen.add(key)
            files.append(display_path(p))
            name, texts, n, lo, declared = _compile(p, ruleset)
            counters.update(declared)
            if name is None:
                raise FuzzUsage(f"{p}: no ruleset (a .cards file names it; for a spreadsheet pass --ruleset)")
            rs_names.add(name)
            if group == "set":
                total += n
                left += lo
                deck_texts += texts
            else:
                base_texts += texts
    if len(rs_names) > 1:
        raise FuzzUsage(f"the files follow different rulesets ({', '.join(sorted(rs_names))}): fuzz one game at a time")
    rs = get_ruleset(rs_names.pop())
    if rs.play_phase is None or not rs.deck_types:
        raise FuzzUsage(f"whole games of {rs.title} are not modelled yet (no play phase): fuzz needs one")
    texts = deck_texts + [t for t in base_texts if t not in deck_texts]
    names: set[str] = set()
    unique = []
    for t in texts:                      # a card named in two files: the first one
        nm = json.loads(t)["name"]
        if nm not in names:
            names.add(nm)
            unique.append(t)
    cs = fmt.loads(fmt.assemble(rs.name, unique, __version__, (), sorted(counters)))
    rs = ruleset_of(cs)
    deck_names = {json.loads(t)["name"] for t in deck_texts}
    aside = {t.name for t in rs.card_types if t.set_aside} if rs.set_aside_zone else set()
    if rs.combat and rs.hero_type:
        aside = aside | {rs.hero_type}          # Berserk: each player's hero is dealt from the set's (BH-G1)
    cards = [c.to_spec() for c in cs.cards if (c.type in rs.deck_types or c.type in aside) and c.name in deck_names]
    bases = [c.to_spec() for c in cs.cards if c.type == rs.base_type]
    shared, shared_texts = shared_deck_cards(rs.name)
    q = quotes(cs)
    if shared_texts:
        q.update(quotes(fmt.loads(fmt.assemble(rs.name, shared_texts, __version__))))
    factions = {c.name: v for c in cs.cards for k, v in c.header if k == "faction"}
    return Loaded(ruleset=rs, cards=cards, bases=bases, total=total, left_out=left, quotes=q, files=files,
                  shared=shared, factions=factions)


def check_playable(ld: Loaded, players: int) -> None:
    rs = ld.ruleset
    if not any(c.card_type in rs.deck_types for c in ld.cards):
        if ld.total and not ld.cards:
            raise NothingCompiles(f"none of the {ld.total} cards of {', '.join(ld.files)} compiles "
                                  f"(run `cardtext check`); nothing to play")
        raise FuzzUsage(f"{', '.join(ld.files)}: no {' or '.join(rs.deck_types)} cards to build decks from")
    if rs.base_type is not None and rs.extra_bases is not None:
        need = players + rs.extra_bases
        if len(ld.bases) < need:
            have = f"{len(ld.bases)} base{'s' if len(ld.bases) != 1 else ''}"
            raise FuzzUsage(f"a game of {players} players needs {need} bases; the sets have {have} that compile: "
                            f"add bases to the set or pass --bases FILE")


def report_text(rep: rf.Report, ld: Loaded, out: IO[str], show: int = 10, all_cards: bool = False) -> None:
    counts = rep.counts()
    turns = [o.turns for o in rep.outcomes]
    out.write(f"fuzz: {rep.games} games, {rep.players} players, {rep.deck_size}-card decks, seed {rep.seed}: "
              f"{len(ld.cards)} cards and {len(ld.bases)} bases from {', '.join(ld.files)}\n")
    if ld.left_out:
        out.write(f"left out: {len(ld.left_out)} of {ld.total} cards do not compile "
                  f"(`cardtext check` shows why): {', '.join(n for n, _ in ld.left_out[:8])}"
                  f"{', …' if len(ld.left_out) > 8 else ''}\n")
    out.write(f"ended {rep.ended}/{rep.games} (turns: median {statistics.median(turns) if turns else 0:g}, "
              f"max {max(turns, default=0)}); runtime errors {counts[rf.ERROR]}; invariant violations "
              f"{counts[rf.INVARIANT]}; games without a winner after {rep.max_turns} turns {counts[rf.NO_END]}\n")
    rows = [(n, s) for n, s in sorted(rep.cards.items()) if all_cards or s.errors or s.invariants]
    if rows:
        w = max(20, max(len(n) for n, _ in rows))
        out.write(f"  {'card':{w}}  games  played  errors  invariants\n")
        for n, s in rows:
            out.write(f"  {n:{w}}  {s.games:5d}  {s.played:6d}  {s.errors:6d}  {s.invariants:10d}\n")
    probs = rep.problems
    if probs:
        out.write(f"problems (first {min(show, len(probs))} of {len(probs)}; replay one with --replay SEED):\n")
        for p in probs[:show]:
            who = f" {p.card}:" if p.card else ":"
            out.write(f"  {p.kind:9} game {p.game} (seed {p.seed}){who} {p.message}\n")
            for line in p.context:
                out.write(f"            {line}\n")
    in_games = [s.games for n, s in rep.cards.items() if any(c.name == n for c in ld.cards)]
    if in_games:
        out.write(f"every card was dealt into at least {min(in_games)} of the {rep.games} games\n")
    procs = rep.executor or f"{rep.jobs} process{'es' if rep.jobs != 1 else ''}"
    out.write(f"{rep.games_per_second:.1f} games/s ({rep.seconds:.2f} s, {procs})\n")


def report_json(rep: rf.Report, ld: Loaded) -> str:
    d: dict[str, Any] = rep.to_dict()
    d["files"] = ld.files
    d["left_out"] = [{"card": n, "why": w} for n, w in ld.left_out]
    d["games_per_second"] = round(rep.games_per_second, 1)
    return json.dumps(d, indent=2, sort_keys=True)


def replay(ld: Loaded, seed: int, out: IO[str], *, players: int, deck_size: int, max_turns: int) -> rf.GameOutcome:
    """One game from its seed with the trace on; each step quotes the card text behind it."""
    outcome, game = rf.play_one(ld.cards, ld.bases, ld.ruleset, 0, seed, players=players, deck_size=deck_size,
                                max_turns=max_turns, trace=True, shared=ld.shared)
    for step in game.trace:
        out.write(str(step) + "\n")
        q = ld.quotes.get(step.origin)
        if q:
            out.write(f"        {q}\n")
    for p in outcome.problems:
        out.write(f"{p.kind}: {p.card + ': ' if p.card else ''}{p.message}\n")
        for line in p.context:
            out.write(f"    {line}\n")
    won = f"player {outcome.winner} won" if outcome.ended else "no winner"
    out.write(f"game seed {seed}: {won} after {outcome.turns} turns, VP {'/'.join(map(str, outcome.vp))}\n")
    return outcome
