"""The smoke harness: random complete games with a set, problems reported per card.

`fuzz(cards, bases, ruleset, games=N, seed=S)` plays N games (`runtime/match.py`) under a
`RandomChooser`, each from its own seed (`game_seeds`), and collects:

- runtime errors: any exception escaping the interpreter (a `LoopLimit` included), with the
  action in progress, the last abilities resolved and the innermost frames of the traceback;
- games that did not end within `max_turns` turns;
- invariant violations, checked at the end of every turn and of the game (with `strict`, as
  `cardtext fuzz --strict`: after every action and every step of the clock too): a card lost
  or in two zones (`GameState.check_invariants`), the number of cards changed, a negative
  counter, resource or plays-left count, a card in play "at" something that is not a base in
  play (a minion, a card in a deck or a discard pile) or "on" (attached to) a card not in play
  (`reference_violation`, every card in play after every action), a card outside play that still
  says it is on a base or attached to a card.

A problem is blamed on the card whose ability resolved last in the action (its origin names
it), else on the card being played or activated (checked once a turn, that is the last action
of the turn: `--strict`, or `--replay` of the game's seed, which is strict, finds the action). Decks are dealt from the set's cards of the
ruleset's deck types (`Ruleset.deck_types`) in a random cycle, so every card gets into about as
many decks as every other; with a `Ruleset.deck_mix` (Smash Up: half minions, half actions, as a
real faction deck is) each type has its share of a deck and a card is dealt about as often as the
others of its type (`deal_mixed_decks`); cards of a set-aside type (titans, SU-T1) are dealt one per player in
the same way and start set aside; a ruleset with combat (Berserk) deals its heroes the same way and
plays with `runtime/berserk` (heroes in play, attacks; BH-G1); bases come from the set (or a separate list). The report is the same
for the same seed whatever the number of processes (`jobs`). Nothing here reads card text.
"""

from __future__ import annotations

import gc
import math
import random
import time
import traceback
from collections.abc import Sequence
from typing import Any

import attrs

from . import berserk, execution, match
from .draws import shuffle as _shuffle
from .choices import RandomChooser
from .interpreter import Game
from .memo import identity_cache
from .ruleset import Ruleset
from .spec import CardSpec

ERROR = "error"
NO_END = "no end"
INVARIANT = "invariant"


@attrs.define
class Problem:
    kind: str                       # ERROR, NO_END, INVARIANT
    game: int                       # game index
    seed: int                       # the game's seed (replay it with that seed)
    card: str                       # the blamed card's name ("" when none)
    message: str
    context: tuple[str, ...] = ()   # action in progress, last abilities, frames

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "game": self.game, "seed": self.seed, "card": self.card,
                "message": self.message, "context": list(self.context)}


@attrs.define
class GameOutcome:
    index: int
    seed: int
    ended: bool
    winner: int | None
    turns: int
    vp: tuple[int, ...]
    problems: list[Problem]
    in_decks: dict[str, int]        # card name -> copies dealt into the decks
    played: dict[str, int]          # card name -> times played or activated


@attrs.define
class CardStats:
    games: int = 0
    played: int = 0
    errors: int = 0
    invariants: int = 0


@attrs.define
class Report:
    games: int
    seed: int
    players: int
    deck_size: int
    max_turns: int
    jobs: int
    seconds: float
    outcomes: list[GameOutcome]
    cards: dict[str, CardStats]
    executor: str = ""              # where the games ran (`Executor.label`), for the text report

    @property
    def problems(self) -> list[Problem]:
        return [p for o in self.outcomes for p in o.problems]

    @property
    def ended(self) -> int:
        return sum(1 for o in self.outcomes if o.ended)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    def counts(self) -> dict[str, int]:
        out = {ERROR: 0, NO_END: 0, INVARIANT: 0}
        for p in self.problems:
            out[p.kind] += 1
        return out

    def to_dict(self) -> dict[str, Any]:
        """Everything but the timing (same seed, same dict)."""
        return {
            "games": self.games, "seed": self.seed, "players": self.players, "deck_size": self.deck_size,
            "max_turns": self.max_turns, "ended": self.ended, "counts": self.counts(),
            "cards": {k: attrs.asdict(v) for k, v in sorted(self.cards.items())},
            "problems": [p.to_dict() for p in self.problems],
            "turns": [o.turns for o in self.outcomes],
        }


def game_seeds(seed: int, games: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.randrange(2 ** 31) for _ in range(games)]


def deal_set_aside(cards: Sequence[CardSpec], players: int, rng: random.Random, per_player: int = 1) -> list[list[CardSpec]]:
    """Set-aside cards (titans, SU-T1) dealt like decks: `per_player` each, in a random cycle
    (a deck mixes factions at random, so each player gets titans of the set at random)."""
    return deal_decks(cards, players, per_player, rng) if cards else [[] for _ in range(players)]


def deal_decks(cards: Sequence[CardSpec], players: int, deck_size: int, rng: random.Random) -> list[list[CardSpec]]:
    """Decks dealt from the cards in a random cycle: each card as often as the others (±1)."""
    decks: list[list[CardSpec]] = [[] for _ in range(players)]
    pool: list[CardSpec] = []
    for p in range(players):
        for _ in range(deck_size):
            if not pool:
                pool = list(cards)
                _shuffle(rng, pool)
            decks[p].append(pool.pop())
    return decks


def deck_shares(cards: Sequence[CardSpec], ruleset: Ruleset) -> list[tuple[list[CardSpec], float]]:
    """The set's deck cards by type, each type with the share of a deck dealt from it: the types
    of `Ruleset.deck_mix` share what the others leave in the mix's proportion (a type with no
    card here leaves its share to the others); a type the mix does not name (Smash Up's two-type
    cards, SU-P1) has its share of the set's cards. In the mix's order, then the set's."""
    mix = dict(ruleset.deck_mix)
    by_type: dict[str, list[CardSpec]] = {t: [] for t in mix}
    for c in cards:
        by_type.setdefault(c.card_type, []).append(c)
    n = len(cards)
    rest = 1.0 - sum(len(cs) for t, cs in by_type.items() if t not in mix) / n if n else 0.0
    weight = sum(w for t, w in mix.items() if by_type[t])
    return [(cs, (rest * mix[t] / weight) if t in mix else len(cs) / n)
            for t, cs in by_type.items() if cs]


def deal_mixed_decks(groups: Sequence[tuple[Sequence[CardSpec], float]], players: int, deck_size: int,
                     rng: random.Random) -> list[list[CardSpec]]:
    """Decks dealt in the shares of `groups` (`deck_shares`): a deck has floor or ceiling of
    share × `deck_size` cards of each group (one random offset per deck decides which, so each
    group gets its share on average and the counts add up to the deck), dealt from the group's
    cards in a random cycle, so each card is dealt about as often as the others of its group."""
    decks: list[list[CardSpec]] = [[] for _ in range(players)]
    pools: list[list[CardSpec]] = [[] for _ in groups]
    for p in range(players):
        u = rng.random()
        at = 0.0
        done = 0
        for k, (cards, share) in enumerate(groups):
            at += share * deck_size
            upto = deck_size if k == len(groups) - 1 else min(deck_size, math.floor(at + u))
            for _ in range(upto - done):
                if not pools[k]:
                    pools[k] = list(cards)
                    _shuffle(rng, pools[k])
                decks[p].append(pools[k].pop())
            done = max(done, upto)
    return decks


class _Watcher:
    """Checks invariants at the end of every turn, or (`strict`) after every action and every
    step of the clock; remembers what is being done for blame."""

    def __init__(self, game: Game, total: int, outcome: GameOutcome, names: dict[str, str],
                 strict: bool = True) -> None:
        self.strict = strict
        self.after_each = strict                # (not strict: `play_turn` calls "after" only at the end of the turn)
        self.game = game
        self.total = total
        self.outcome = outcome
        self.names = names
        self.label = "set-up"
        self.cid: int | None = None
        self.checked = -1                       # GameState.relocations at the last full check
        rs = game.ruleset
        self.light = {"start of turn", rs.play_phase, rs.draw_phase} - {None}

    def __call__(self, stage: str, label: str, cid: int | None) -> None:
        g = self.game
        if stage == "before":
            self.label = label
            self.cid = cid
            g.recent.clear()
            if cid is not None:
                name = g.state.cards[cid].spec.name
                self.outcome.played[name] = self.outcome.played.get(name, 0) + 1
            return
        if not self.strict and label != "end turn":
            return                  # the default: one check a turn (`fuzz`), below
        st = g.state
        if st.relocations == self.checked:      # nothing moved: only the numbers can be wrong
            why = number_violation(g)
        elif cid is None and label in self.light:
            # a step of the clock that only draws: the count of cards and the numbers; the next
            # full check (after an action, a scoring, the end of the turn) sees the rest
            n = sum(map(len, st.zones.values()))
            why = number_violation(g) if n == self.total else invariant_violation(g, self.total)
        else:
            self.checked = st.relocations
            why = moved_violation(g, self.total)
        if why is not None:
            self.outcome.problems.append(Problem(INVARIANT, self.outcome.index, self.outcome.seed, self.blame(),
                                                 why, self.context()))
            raise _Stop()

    def blame(self) -> str:
        g = self.game
        for origin in reversed(g.recent):
            name = self.names.get(origin.split("#", 1)[0])
            if name:
                return name
        if self.cid is not None:
            return self.game.state.cards[self.cid].name
        return ""

    def context(self) -> tuple[str, ...]:
        g = self.game
        out = [f"turn {g.state.turn}, player {g.state.active}, {self.label}"]
        if g.recent:
            out.append("last abilities: " + ", ".join(g.recent))
        return tuple(out)


class _Stop(Exception):
    """An invariant broke: the game stops there (its state is not trusted any more)."""


def moved_violation(g: Game, total: int) -> str | None:
    """`invariant_violation`, checking per card only the cards that changed zone since the last
    check (`GameState.moved`); the count of cards and their uniqueness over every zone."""
    st = g.state
    if st.moved is None:
        return invariant_violation(g, total)
    cards = st.cards
    zones = st.zones
    lists = zones.values()
    n = sum(map(len, lists))
    different = len(set().union(*lists))
    if n != total or different != n:
        return _slow(g) or f"{n} cards in zones ({different} different), {total} at the start"
    moved = set(st.moved)
    st.moved.clear()
    if g.shared_made:
        why = shared_violation(g, (cards[i] for i in moved))
        if why is not None:
            return why
    play = g.ruleset.play_zone
    for cid in moved:
        c = cards[cid]
        lst = zones.get((c.zone_owner, c.zone))
        if lst is None or cid not in lst:
            return _slow(g) or f"{c.label} says {(c.zone_owner, c.zone)} but is not there"
        if c.zone != play and (c.at is not None or c.attached_to is not None):
            return f"{c.label} is in the {c.zone} but still on a base or attached"
    return number_violation(g)


def reference_violation(g: Game, c: Any) -> str | None:
    """A card in play is "at" a base in play (a card of the ruleset's base type, itself at
    nothing) and "on" (attached to) a card in play; None when both hold."""
    cards = g.state.cards
    play = g.ruleset.play_zone
    base_type = g.ruleset.base_type
    if c.at is not None:
        b = cards.get(c.at)
        if b is None:
            return f"{c.label} is at card {c.at}, which does not exist"
        if b.zone != play:
            return f"{c.label} is on {b.label}, which is in the {b.zone}"
        if base_type is not None and (b.spec.card_type != base_type or b.at is not None):
            return f"{c.label} is at {b.label}, which is not a base in play (a {b.spec.card_type})"
        if b.id == c.id:
            return f"{c.label} is at itself"
    if c.attached_to is not None:
        x = cards.get(c.attached_to)
        if x is None:
            return f"{c.label} is attached to card {c.attached_to}, which does not exist"
        if x.zone != play:
            return f"{c.label} is attached to {x.label}, which is not in play"
        if x.id == c.id:
            return f"{c.label} is attached to itself"
    return None


def invariant_violation(g: Game, total: int) -> str | None:
    """A description of the first broken invariant, or None. One pass over the zones (it runs
    after every action); the slow `GameState.check_invariants` only words a problem it found."""
    st = g.state
    cards = st.cards
    play = g.ruleset.play_zone
    n = 0
    seen: set[int] = set()
    for (owner, zone), ids in st.zones.items():
        n += len(ids)
        seen.update(ids)
        inplay = zone == play
        for cid in ids:
            c = cards[cid]
            if c.zone != zone or c.zone_owner != owner:
                return _slow(g) or f"{c.label} says {(c.zone_owner, c.zone)} but is in {(owner, zone)}"
            if c.counters and min(c.counters.values()) < 0:
                return _slow(g) or f"negative counter on {c.label}"
            if inplay:
                if c.at is not None or c.attached_to is not None:
                    why = reference_violation(g, c)
                    if why is not None:
                        return why
            elif c.at is not None or c.attached_to is not None:
                return f"{c.label} is in the {c.zone} but still on a base or attached"
    if n != total or len(seen) != n or n != len(cards):
        return _slow(g) or f"{n} cards in zones ({len(seen)} different), {total} at the start"
    if g.shared_made:
        why = shared_violation(g, cards.values(), counts=True)
        if why is not None:
            return why
    return _players(g)


def shared_violation(g: Game, cards: Any, counts: bool = False) -> str | None:
    """SU-M1/M2: a card in a shared deck belongs to nobody, a shared-deck card anywhere else to a
    player; with `counts`, every shared deck still has exactly `count` cards in the game."""
    rs = g.ruleset
    if not rs.shared_decks:
        return None
    decks, zones = _shared_decks(rs)
    seen: dict[str, int] = {}
    for c in cards:
        d = decks.get(c.spec.name)
        if d is None:
            if c.zone in zones:
                return f"{c.label} is not a {', '.join(decks)} card but is in the {c.zone}"
            continue
        seen[d.name] = seen.get(d.name, 0) + 1
        if c.zone == d.zone and c.owner is not None:
            return f"{c.label} is in the {d.zone} but belongs to player {c.owner}"
        if c.zone != d.zone and c.owner is None:
            return f"{c.label} is in the {c.zone} but belongs to nobody"
    if counts and g.state.cards:
        made = any(c.spec.name in decks for c in g.state.cards.values())
        for d in rs.shared_decks:
            if made and seen.get(d.name, 0) != d.count:
                return f"{seen.get(d.name, 0)} {d.name} cards in the game, {d.count} made (SU-M1)"
    return None


@identity_cache
def _shared_decks(rs: Ruleset) -> tuple[dict[str, Any], set[str]]:
    """The ruleset's shared decks by card name, and their zones (`shared_violation`)."""
    return {d.name: d for d in rs.shared_decks}, {d.zone for d in rs.shared_decks}


def number_violation(g: Game) -> str | None:
    """The checks that hold whether or not a card changed zone: counters of the cards in play
    (cards elsewhere have none), their "at" / "on" references, resources, plays left."""
    cards = g.state.cards
    play = g.ruleset.play_zone
    base_type = g.ruleset.base_type
    for cid in g.state.in_play():
        c = cards[cid]
        if c.counters and min(c.counters.values()) < 0:
            return _slow(g) or f"negative counter on {c.label}"
        # every "at" / "on" points at a base / a card in play: a card moving between bases
        # changes no zone, so every card in play is looked at after every action
        at = c.at
        if c.attached_to is not None:
            why = reference_violation(g, c)
            if why is not None:
                return why
        elif at is not None:
            # (`reference_violation`'s tests of a card on a base, inlined: it words a failure)
            b = cards.get(at)
            if b is None or b.zone != play or b.id == cid or \
                    (base_type is not None and (b.spec.card_type != base_type or b.at is not None)):
                why = reference_violation(g, c)
                if why is not None:
                    return why
    return _players(g)


def _players(g: Game) -> str | None:
    for p in g.state.players:
        for k, v in p.resources.items():
            if v < 0:
                return f"negative resource {k}={v} for {p.name}"
        for k, v in p.plays_left.items():
            if v < 0:
                return f"{p.name} has {v} {k} plays left"
    return None


def _slow(g: Game) -> str | None:
    try:
        g.state.check_invariants()
    except AssertionError as e:
        return str(e)
    return None


# the last `_sorted_cards` answer: (cards, ruleset, answer); the games of a run share their cards
_SORTED: list[Any] = [None]


def _sorted_cards(cards: Sequence[CardSpec], ruleset: Ruleset) -> tuple[list[CardSpec], list[CardSpec], list[CardSpec]]:
    """The set's tokens (BH-T1: in the supply, not in decks), set-aside cards (titans, SU-T1;
    Berserk heroes, BH-G1) and the cards decks are dealt from, each in the set's order. Worked
    out once for the games of a run (a tuple of cards does not change), copies handed out."""
    last = _SORTED[0]
    if last is not None and last[0] is cards and last[1] is ruleset:
        tokens, titans, deckable = last[2]
        return list(tokens), list(titans), list(deckable)
    aside_types = {t.name for t in ruleset.card_types if t.set_aside} if ruleset.set_aside_zone else set()
    if ruleset.combat and ruleset.hero_type:
        # Berserk (BH-G1): a hero per player, dealt from the set's heroes like set-aside cards
        aside_types = aside_types | {ruleset.hero_type}
    tk = ruleset.token_keyword
    tokens = [c for c in cards if tk is not None and tk in c.keywords]
    titans = [c for c in cards if c.card_type in aside_types and c not in tokens]
    deckable = [c for c in cards if c.card_type not in aside_types and c not in tokens]
    if type(cards) is tuple:
        _SORTED[0] = (cards, ruleset, (tuple(tokens), tuple(titans), tuple(deckable)))
    return tokens, titans, deckable


def play_one(cards: Sequence[CardSpec], bases: Sequence[CardSpec], ruleset: Ruleset, index: int, seed: int, *,
             players: int = 2, deck_size: int = 40, max_turns: int = 200,
             trace: bool = False, shared: dict[str, CardSpec] | None = None,
             strict: bool = True) -> tuple[GameOutcome, Game]:
    """One random game from its seed; problems are caught into the outcome. The invariants are
    checked after every action and step of the clock, or, with `strict` false, at the end of
    every turn (and of the game)."""
    rng = random.Random(seed)
    tokens, titans, deckable = _sorted_cards(cards, ruleset)
    if ruleset.deck_mix:
        decks = deal_mixed_decks(deck_shares(deckable, ruleset), players, deck_size, rng)
    else:
        decks = deal_decks(deckable, players, deck_size, rng)
    aside = deal_set_aside(titans, players, rng)
    in_decks: dict[str, int] = {c.name: 1 for c in tokens}
    for d in decks + aside:
        for c in d:
            in_decks[c.name] = in_decks.get(c.name, 0) + 1
    names = {c.slug: c.name for c in list(cards) + list(bases) + list((shared or {}).values())}
    g = Game(ruleset, tuple(f"P{i + 1}" for i in range(players)), chooser=RandomChooser(seed), seed=seed,
             trace=trace, max_steps=10_000)
    out = GameOutcome(index=index, seed=seed, ended=False, winner=None, turns=0, vp=(), problems=[],
                      in_decks=in_decks, played={})
    if ruleset.combat:
        berserk.setup(g, decks, [a[0] if a else None for a in aside], tokens=tokens)
    else:
        match.setup(g, decks, bases, shared, set_aside=aside)
    g.state.moved = []                     # the watcher checks the cards that moved
    w = _Watcher(g, len(g.state.cards), out, names, strict)
    try:
        out.winner = (berserk.play_game if ruleset.combat else match.play_game)(g, max_turns, watch=w)
        out.ended = out.winner is not None or (ruleset.combat and berserk.game.drawn(g))    # BH-G1: a draw
        why = (invariant_violation(g, len(g.state.cards)) or number_violation(g)
               or shared_violation(g, g.state.cards.values(), counts=True))     # the state the game ended in
        if why is not None:
            out.problems.append(Problem(INVARIANT, index, seed, w.blame(), why, w.context()))
        if not out.ended:
            out.problems.append(Problem(NO_END, index, seed, "", f"no winner after {max_turns} turns",
                                        (f"VP {', '.join(str(g.resource(i, ruleset.vp_resource)) for i in range(players))}",)))
    except _Stop:
        pass
    except Exception as e:        # anything the interpreter lets escape is a finding, not a crash
        frames = traceback.extract_tb(e.__traceback__)
        inner = [f"{f.filename.rsplit('/', 1)[-1]}:{f.lineno} in {f.name}" for f in frames[-3:]]
        out.problems.append(Problem(ERROR, index, seed, w.blame(), f"{type(e).__name__}: {e}",
                                    w.context() + ("at " + " < ".join(reversed(inner)),)))
    out.turns = g.state.turn
    out.vp = tuple(g.resource(i, ruleset.vp_resource) for i in range(players))
    return out, g


def _play_job(context: tuple[Any, ...], job: tuple[int, int]) -> GameOutcome:
    """One game of a fuzz run (`runtime/execution.py` job): context (cards, bases, ruleset,
    keyword arguments of `play_one`), job (index, seed)."""
    cards, bases, ruleset, kw = context
    # the objects alive before the game (the compiled cards, the compiler, the imports: hundreds
    # of thousands) are left out of the collector's full passes while it plays: the game's own
    # objects are the only ones that can become garbage meanwhile
    gc.freeze()
    try:
        return play_one(cards, bases, ruleset, job[0], job[1], **kw)[0]
    finally:
        gc.unfreeze()


def fuzz(cards: Sequence[CardSpec], bases: Sequence[CardSpec], ruleset: Ruleset, *, games: int = 100,
         seed: int = 0, players: int = 2, deck_size: int = 40, max_turns: int = 200, jobs: int = 1,
         shared: dict[str, CardSpec] | None = None, executor: execution.Executor | None = None,
         progress: execution.Progress | None = None, strict: bool = False) -> Report:
    """Play `games` random games; `jobs` > 1 spreads them over that many processes, `executor`
    (`runtime/execution.py`) over processes or Ray (the report does not depend on it). `shared`:
    the compiled cards of the ruleset's shared decks (SU-M1).
    The invariants are checked at the end of every turn and of every game; `strict`: after every
    action and every step of the clock too (about 10% slower; a problem is then found where it
    happens, blamed on the ability that resolved last)."""
    kw: dict[str, Any] = {"players": players, "deck_size": deck_size, "max_turns": max_turns, "shared": shared,
                          "strict": strict}
    seeds = list(enumerate(game_seeds(seed, games)))
    ex = executor or execution.Executor(jobs=jobs)
    t0 = time.perf_counter()
    outcomes = execution.run(_play_job, (tuple(cards), tuple(bases), ruleset, kw), seeds, ex, progress=progress)
    seconds = time.perf_counter() - t0
    stats: dict[str, CardStats] = {c.name: CardStats() for c in cards}
    for spec in (shared or {}).values():
        # a shared deck's card (SU-M1) is in every game; reported once some game used it
        if any(spec.name in o.played or any(p.card == spec.name for p in o.problems) for o in outcomes):
            stats.setdefault(spec.name, CardStats()).games = games
    for b in bases:
        stats.setdefault(b.name, CardStats()).games = games    # every base is in every base deck
    for o in outcomes:
        for name in o.in_decks:
            stats[name].games += 1
        for name, n in o.played.items():
            if name in stats:
                stats[name].played += n
        for p in o.problems:
            if p.card in stats:
                if p.kind == ERROR:
                    stats[p.card].errors += 1
                elif p.kind == INVARIANT:
                    stats[p.card].invariants += 1
    return Report(games=games, seed=seed, players=players, deck_size=deck_size, max_turns=max_turns, jobs=ex.jobs,
                  seconds=seconds, outcomes=outcomes, cards=stats, executor=ex.label)
