"""Balance runs: many whole games between chosen decks, and what they say about the decks, their
groups (Smash Up factions, Berserk heroes) and the cards.

A `Side` is what a player brings: in Smash Up a deck of two factions (`deck_size` cards, the same
number from each faction, dealt from its cards in a random cycle) and that pair's titans; in
Berserk a hero (BH-G1) with a deck dealt from the set's other cards. `balance(setup, games, seed)`
plays `games` games: game i is matchup i mod M (every unordered pair of sides, `Setup.matchups`)
with the seats swapped every other round, from its own seed (`fuzz.game_seeds`), each seat played
by a player of the registry (`runtime/players`, one per seat, seeded from the game's seed). The
games run through `runtime/execution.py` (in process, local processes, Ray); a game depends
only on its seed, so the numbers are the same whatever runs them.

What a game gives (`GameRecord`): the sides per seat, the winner (None: a draw or no winner after
`max_turns` turns), the turns, an error (a game the runtime could not finish is left out of
every figure and counted), and per seat the cards that were in the player's hand at some point
("drawn": dealt into the opening hand, drawn, or returned there) and that the player played.
`tally` turns the records into `Results`: side-vs-side and group-vs-group score matrices, the score
per group, per seat and per card (in the deck, when drawn, when played), each with a Wilson
confidence interval. A score counts a win 1, a loss 0, and a draw or a game without a winner ½. Nothing here reads card text.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Sequence
from itertools import combinations
from typing import Any

import attrs

from . import berserk, execution, match
from .fuzz import deal_decks, deal_set_aside, game_seeds
from .interpreter import Game
from .players import Seats, make_player
from .ruleset import Ruleset
from .spec import CardSpec

Z95 = 1.959963984540054           # the normal quantile of a two-sided 95% interval


def wilson(score: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion `score / n` (95% by default); (0, 1) for n = 0."""
    if n <= 0:
        return 0.0, 1.0
    p = min(1.0, max(0.0, score / n))
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


@attrs.frozen
class Side:
    name: str                            # "Clockworks + Mist Walkers", a hero's name
    groups: tuple[str, ...]              # its factions, or its hero
    piles: tuple[tuple[int, ...], ...]   # per group, the cards (indices into Setup.cards) its deck is dealt from
    aside: tuple[int, ...] = ()          # Smash Up: its factions' titans (one is dealt, set aside)
    hero: int | None = None              # Berserk: its hero


@attrs.frozen
class Setup:
    """Everything a game needs but its seed (sent once to every worker)."""

    ruleset: Ruleset
    cards: tuple[CardSpec, ...]          # the cards the figures are about (indices everywhere)
    bases: tuple[CardSpec, ...]
    sides: tuple[Side, ...]
    players: tuple[str, ...]             # per seat, a registry name
    deck_size: int = 40
    max_turns: int = 200
    shared: dict[str, CardSpec] | None = None
    tokens: tuple[CardSpec, ...] = ()    # Berserk: the supply (BH-T1)
    unit: str = "faction"                # what a group is: "faction" or "hero"

    matchups: tuple[tuple[int, int], ...] = attrs.field(
        default=attrs.Factory(lambda self: matchups(self.sides), takes_self=True))


def matchups(sides: Sequence[Side]) -> tuple[tuple[int, int], ...]:
    """Every unordered pair of different sides; pairs of decks that share no group only, when
    there are any (a faction is in one deck of a game, as on the table)."""
    pairs = list(combinations(range(len(sides)), 2))
    apart = [(a, b) for a, b in pairs if not set(sides[a].groups) & set(sides[b].groups)]
    return tuple(apart or pairs)


def faction_sides(cards: Sequence[CardSpec], factions: dict[str, str], ruleset: Ruleset,
                  per_deck: int = 2) -> list[Side]:
    """Smash Up: a side per combination of `per_deck` factions of the cards (sorted by name)."""
    groups: dict[str, list[int]] = {}
    aside: dict[str, list[int]] = {}
    aside_types = {t.name for t in ruleset.card_types if t.set_aside} if ruleset.set_aside_zone else set()
    for i, c in enumerate(cards):
        f = factions.get(c.name)
        if f is None:
            continue
        (aside if c.card_type in aside_types else groups).setdefault(f, []).append(i)
    out = []
    for combo in combinations(sorted(groups), per_deck):
        out.append(Side(" + ".join(combo), combo, tuple(tuple(groups[f]) for f in combo),
                        tuple(i for f in combo for i in aside.get(f, ()))))
    return out


def hero_sides(cards: Sequence[CardSpec], ruleset: Ruleset) -> list[Side]:
    """Berserk: a side per hero of the set; every side's deck is dealt from the other cards."""
    tk = ruleset.token_keyword
    pile = tuple(i for i, c in enumerate(cards)
                 if c.card_type != ruleset.hero_type and not (tk is not None and tk in c.keywords))
    return [Side(c.name, (c.name,), (pile,), hero=i) for i, c in enumerate(cards) if c.card_type == ruleset.hero_type]


@attrs.frozen
class GameRecord:
    index: int
    seed: int
    sides: tuple[int, ...]               # per seat
    winner: int | None                   # the winning seat; None: a draw or no winner
    ended: bool                          # a winner or a draw
    turns: int
    error: str                           # "" or what the runtime raised (the game counts in no figure)
    drawn: tuple[int, ...]               # per seat, a bit mask over Setup.cards
    played: tuple[int, ...]              # per seat, a bit mask over Setup.cards


def matchup_of(setup: Setup, index: int) -> tuple[int, int]:
    """The sides of game `index`, by seat: matchup index mod M, seats swapped every other round."""
    ms = setup.matchups
    a, b = ms[index % len(ms)]
    return (a, b) if (index // len(ms)) % 2 == 0 else (b, a)


def seat_seed(seed: int, seat: int) -> int:
    return (seed * 1_000_003 + 7_919 * (seat + 1)) % (1 << 31)


def _bind(seats: Seats, game: Game) -> None:
    """Seat the players that read the game (a `bind(game)` hook), once it is set up and before
    its first decision."""
    bind = getattr(seats, "bind", None)
    if callable(bind):
        bind(game)
        return
    for ch in seats.choosers:
        hook = getattr(ch, "bind", None)
        if callable(hook):
            hook(game)


def play_game(setup: Setup, job: tuple[int, int]) -> GameRecord:
    """One game of a balance run, from its (index, seed)."""
    index, seed = job
    rs = setup.ruleset
    cards = setup.cards
    sides = matchup_of(setup, index)
    rng = random.Random(seed)
    decks: list[list[CardSpec]] = []
    aside: list[list[CardSpec]] = []
    for s in sides:
        side = setup.sides[s]
        deck: list[CardSpec] = []
        share, extra = divmod(setup.deck_size, len(side.piles))
        for k, pile in enumerate(side.piles):
            deck += deal_decks([cards[i] for i in pile], 1, share + (k < extra), rng)[0]
        decks.append(deck)
        aside.append(deal_set_aside([cards[i] for i in side.aside], 1, rng)[0])
    chooser = Seats([make_player(name, seat_seed(seed, p)) for p, name in enumerate(setup.players)])
    g = Game(rs, tuple(f"P{i + 1}" for i in range(len(sides))), chooser=chooser, seed=seed, trace=False,
             max_steps=10_000)
    bit = {c.name: 1 << i for i, c in enumerate(cards)}
    drawn = [0] * len(sides)
    played = [0] * len(sides)
    hand = rs.hand_zone
    st = g.state

    def look() -> None:
        # the cards that changed zone since the last look (`GameState.moved`): those now in their
        # owner's hand were drawn (a card drawn and gone again within one action is not seen)
        moved = st.moved
        if moved:
            for cid in moved:
                c = st.cards.get(cid)
                if c is not None and c.zone == hand and c.owner is not None and c.zone_owner == c.owner:
                    drawn[c.owner] |= bit.get(c.spec.name, 0)
            moved.clear()

    def watch(stage: str, label: str, cid: int | None) -> None:
        look()
        if stage == "before" and cid is not None and label.startswith("play "):
            c = st.cards[cid]
            if c.owner is not None:
                played[c.owner] |= bit.get(c.spec.name, 0)

    st.moved = []                        # the game is watched through its state: nothing of this
    error = ""                           # module is stored in it (a player may copy the game)
    winner = None
    ended = False
    try:
        if rs.combat:
            heroes = [cards[setup.sides[s].hero] if setup.sides[s].hero is not None else None for s in sides]
            berserk.setup(g, decks, heroes, tokens=setup.tokens)
        else:
            match.setup(g, decks, setup.bases, setup.shared, set_aside=aside)
        look()
        _bind(chooser, g)
        if rs.combat:
            winner = berserk.play_game(g, setup.max_turns, watch=watch)
            ended = winner is not None or berserk.game.drawn(g)
        else:
            winner = match.play_game(g, setup.max_turns, watch=watch)
            ended = winner is not None
        look()
    except Exception as e:              # a runtime error: counted, left out of the figures (fuzz finds why)
        error = f"{type(e).__name__}: {e}"
        winner, ended = None, False
    return GameRecord(index, seed, sides, winner, ended, g.state.turn, error, tuple(drawn), tuple(played))


@attrs.define
class Score:
    """A proportion: `score` (wins + draws / 2) out of `n` games."""

    score: float = 0.0
    n: int = 0

    def add(self, s: float) -> None:
        self.score += s
        self.n += 1

    @property
    def rate(self) -> float | None:
        return self.score / self.n if self.n else None

    @property
    def ci(self) -> tuple[float, float]:
        return wilson(self.score, self.n)

    def to_dict(self) -> dict[str, Any]:
        lo, hi = self.ci
        r = self.rate
        return {"games": self.n, "score": self.score, "rate": None if r is None else round(r, 4),
                "low": round(lo, 4), "high": round(hi, 4)}


@attrs.define
class CardFigures:
    name: str
    group: str
    deck: Score = attrs.Factory(Score)        # the player had it in their deck
    drawn: Score = attrs.Factory(Score)       # ... and in hand at some point
    played: Score = attrs.Factory(Score)      # ... and played it

    def to_dict(self) -> dict[str, Any]:
        return {"card": self.name, "group": self.group, "deck": self.deck.to_dict(),
                "drawn": self.drawn.to_dict(), "played": self.played.to_dict()}


@attrs.define
class Results:
    setup: Setup
    games: int
    seed: int
    records: list[GameRecord]
    seconds: float = 0.0
    executor: str = ""
    groups: list[str] = attrs.Factory(list)
    group_matrix: dict[tuple[str, str], Score] = attrs.Factory(dict)   # (row, column): row's score
    side_matrix: dict[tuple[int, int], Score] = attrs.Factory(dict)
    group_score: dict[str, Score] = attrs.Factory(dict)
    side_score: dict[int, Score] = attrs.Factory(dict)
    seat_score: list[Score] = attrs.Factory(list)
    cards: list[CardFigures] = attrs.Factory(list)

    @property
    def errors(self) -> list[GameRecord]:
        return [r for r in self.records if r.error]

    @property
    def unended(self) -> int:
        return sum(1 for r in self.records if not r.error and not r.ended)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        """Everything but the timing (same seed, same dict)."""
        st = self.setup
        return {
            "games": self.games, "seed": self.seed, "players": list(st.players), "deck_size": st.deck_size,
            "max_turns": st.max_turns, "group_kind": st.unit, "groups": self.groups,
            "errors": len(self.errors), "no_winner": self.unended,
            "turns_median": statistics.median([r.turns for r in self.records if not r.error] or [0]),
            "seats": [s.to_dict() for s in self.seat_score],
            "group_scores": {g: self.group_score[g].to_dict() for g in self.groups},
            "group_matrix": [{"row": a, "column": b, **s.to_dict()} for (a, b), s in sorted(self.group_matrix.items())],
            "sides": [{"side": st.sides[i].name, **s.to_dict()} for i, s in sorted(self.side_score.items())],
            "side_matrix": [{"row": st.sides[a].name, "column": st.sides[b].name, **s.to_dict()}
                            for (a, b), s in sorted(self.side_matrix.items())],
            "cards": [c.to_dict() for c in self.cards],
            "error_games": [{"game": r.index, "seed": r.seed, "error": r.error} for r in self.errors[:20]],
        }


def tally(setup: Setup, records: Sequence[GameRecord], seed: int = 0) -> Results:
    """The figures of a run from its game records (in game order; sums only, so any order gives them)."""
    sides = setup.sides
    groups = sorted({g for s in sides for g in s.groups})
    group_of: dict[int, str] = {}
    in_side: list[set[int]] = []
    for s in sides:
        members = {i for pile in s.piles for i in pile} | set(s.aside)
        if s.hero is not None:
            members.add(s.hero)
            group_of[s.hero] = s.name
        elif setup.unit == "faction":
            for g, pile in zip(s.groups, s.piles):
                group_of.update((i, g) for i in pile)
        in_side.append(members)
    used = sorted(set().union(*in_side)) if in_side else []
    res = Results(setup=setup, games=len(records), seed=seed, records=list(records), groups=groups)
    res.group_score = {g: Score() for g in groups}
    res.seat_score = [Score() for _ in setup.players]
    figs = {i: CardFigures(setup.cards[i].name, group_of.get(i, "")) for i in used}
    for r in records:
        if r.error:
            continue
        for seat, side in enumerate(r.sides):
            s = 1.0 if r.winner == seat else 0.5 if r.winner is None else 0.0
            res.seat_score[seat].add(s)
            res.side_score.setdefault(side, Score()).add(s)
            mine = set(sides[side].groups)
            for other_seat, other in enumerate(r.sides):
                if other_seat == seat:
                    continue
                res.side_matrix.setdefault((side, other), Score()).add(s)
                theirs = set(sides[other].groups)
                for a in mine - theirs:
                    for b in theirs - mine:
                        res.group_matrix.setdefault((a, b), Score()).add(s)
            for a in mine - {g for o, x in enumerate(r.sides) if o != seat for g in sides[x].groups}:
                res.group_score[a].add(s)
            drawn, played = r.drawn[seat], r.played[seat]
            for i in in_side[side]:
                f = figs[i]
                f.deck.add(s)
                if drawn >> i & 1:
                    f.drawn.add(s)
                if played >> i & 1:
                    f.played.add(s)
    res.cards = sorted(figs.values(), key=lambda f: (f.group, f.name))
    return res


def balance(setup: Setup, games: int, seed: int = 0, executor: execution.Executor = execution.Executor(), *,
            progress: execution.Progress | None = None) -> Results:
    """Play `games` games of `setup` from `seed` on `executor`; the figures (`tally`)."""
    if len(setup.sides) < 2:
        raise ValueError(f"a balance run needs at least two sides, not {len(setup.sides)}")
    for name in setup.players:
        make_player(name, 0)            # an unknown player: a ValueError before any game
    jobs = list(enumerate(game_seeds(seed, games)))
    t0 = time.perf_counter()
    records = execution.run(play_game, setup, jobs, executor, progress=progress)
    seconds = time.perf_counter() - t0
    res = tally(setup, records, seed)
    res.seconds = seconds
    res.executor = executor.label
    return res
