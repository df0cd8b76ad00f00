"""Game state: players, zones, cards, counters, resources, modifiers and the turn clock.

What is game-specific (zone names, stats, counters, resources, phases) comes from the ruleset.
Zones are keyed by ``(owner, name)``; shared zones (the play area, Smash Up's bases) use owner
``None``. Every card is in exactly one zone list, and ``Card.zone`` / ``Card.zone_owner`` say which
(``GameState.check_invariants`` verifies it). A card's ``moves`` counter increases on every zone
change, so a target chosen at declaration can tell that its card has left and come back as a new
object.
"""

from __future__ import annotations

import random
from typing import Any

import attrs

from .ruleset import Ruleset
from .spec import CardSpec, Duration, ModOp


# `Card.last_values`: a counter's key among the card's values as it left play ("#+1 power")
COUNTER_KEY = "#"


@attrs.define(slots=True, eq=False)
class Modifier:
    """A numeric modifier put on one card by an effect (not by a static ability)."""

    seq: int
    stat: str
    op: ModOp
    amount: int
    duration: Duration
    source: int | None
    controller: int | None
    origin: str
    turn: int


@attrs.define(slots=True, eq=False)
class TempCoins:
    """Temporary coins (BH-522.4): return to the supply at the end without counting as a loss."""

    amount: int
    duration: Duration
    player: int
    turn: int
    origin: str


@attrs.define(slots=True, eq=False)
class Card:
    id: int
    spec: CardSpec
    owner: int
    controller: int
    zone: str
    zone_owner: int | None
    printed: dict[str, int]
    counters: dict[str, int] = attrs.Factory(dict)
    tapped: bool = False
    stunned: bool = False                 # Berserk Stun: skips its controller's next untap step
    scored: bool = False                  # Smash Up: a base that has scored (leaving play once its "after" abilities resolve)
    attached_to: int | None = None        # a card played on a card / combined creature part
    at: int | None = None                 # Smash Up: the base a minion (or action) is on
    modifiers: list[Modifier] = attrs.Factory(list)
    moves: int = 0
    uses: dict[str, tuple[int, int]] = attrs.Factory(dict)   # origin -> (turn/phase key, count)
    last_harm: tuple[Any, ...] | None = None   # (source id, its controller, its type, cause, origin, applied)
    left_from: tuple[int, int] | None = None   # (card / base it was on, its `moves` after) when it left play
    last_values: tuple[int, dict[str, int]] | None = None  # (its `moves` after, its values) as it left play
    # (its counters among them, keyed COUNTER_KEY + the counter's name)
    whole: CardSpec | None = None         # SU-P1: a card of two types in play as one: its whole card
    label: str = attrs.field(init=False)       # "Name#id": how traces and choices name the card

    def __attrs_post_init__(self) -> None:
        self.label = f"{self.spec.name}#{self.id}"

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def card_type(self) -> str:
        return self.spec.card_type


@attrs.define(slots=True, eq=False)
class ExtraPlay:
    """A restricted extra play granted this turn: a card of `card_type` matching `filter`, from
    `zone`, onto `base` (None: any base)."""

    card_type: str
    filter: Any
    zone: str
    base: int | None
    source: int | None
    controller: int
    to: Any = None                        # a BaseTest the destination base must pass
    group: int | None = None              # granted together "with the same name": the first one used
    name: str | None = None               # sets `name` on the others (only cards of that name)
    also_types: tuple[str, ...] = ()      # "an extra minion or action": a card of these types may use it too
    affects: frozenset[int] | None = None  # "… that directly affects X": the cards X (SU-L9)
    raises: str | None = None             # "… that directly increases the power of X": that stat

    def allows(self, card_type: str) -> bool:
        return card_type == self.card_type or card_type in self.also_types


@attrs.define(slots=True, eq=False)
class Player:
    index: int
    name: str
    resources: dict[str, int] = attrs.Factory(dict)
    temp_coins: list[TempCoins] = attrs.Factory(list)
    lent_coins: list[TempCoins] = attrs.Factory(list)   # lost for a while, coming back (BH-522.4)
    lost: bool = False
    plays_left: dict[str, int] = attrs.Factory(dict)
    extra_plays: list[ExtraPlay] = attrs.Factory(list)   # restricted extra plays granted this turn
    plays_made: dict[str, int] = attrs.Factory(dict)    # counted plays made this turn, by type
    draws_this_turn: int = 0
    extras_this_turn: int = 0             # extra cards played this turn (NoExtra.per_turn)
    deck_outs: int = 0                    # draw phases with an empty deck (BH-503.1)


class GameState:
    def __init__(self, ruleset: Ruleset, player_names: tuple[str, ...], seed: int = 0) -> None:
        self.ruleset = ruleset
        self.players = [Player(index=i, name=n, resources={r: 0 for r in ruleset.resources})
                        for i, n in enumerate(player_names)]
        self.cards: dict[int, Card] = {}
        self.zones: dict[tuple[int | None, str], list[int]] = {}
        for z in ruleset.zones:
            if z in ruleset.shared_zones:
                self.zones[(None, z)] = []
            else:
                for p in range(len(player_names)):
                    self.zones[(p, z)] = []
        self.rng = random.Random(seed)
        self.seed = seed
        self.turn = 0
        self.active = 0
        self.phase_index = 0
        self.next_id = 1
        self.next_seq = 1
        self.relocations = 0        # zone changes so far (a cheap "did anything move" for checks)
        self.moved: list[int] | None = None   # when a list: the ids of the cards that changed zone
        # h16u (SU-U3): (player, base id, stat) whose total on that base went down this turn, and
        # each base's totals last seen; kept only while a card in the game asks (`Game.watch_power`)
        self.power_dropped: set[tuple[int, int, str]] = set()
        self.power_seen: dict[int, dict[int, int]] = {}
        self.power_key: tuple[Any, ...] | None = None   # what `power_seen` was computed from (runtime/power_watch.py)
        self._shared = frozenset(ruleset.shared_zones)
        # the card ids in play, when the play zone is shared (one list, never replaced)
        self._play_ids = self.zones[(None, ruleset.play_zone)] if ruleset.play_zone in self._shared else None

    # ---- zones -----------------------------------------------------------------------------

    def zone_key(self, owner: int | None, zone: str) -> tuple[int | None, str]:
        if zone in self._shared:
            return (None, zone)
        if (owner, zone) not in self.zones:
            raise KeyError(f"no zone {zone!r} for player {owner} in ruleset {self.ruleset.name}")
        return (owner, zone)

    def zone_cards(self, owner: int | None, zone: str) -> list[int]:
        ids = self.zones.get((None, zone) if zone in self._shared else (owner, zone))
        return ids if ids is not None else self.zones[self.zone_key(owner, zone)]   # (no such zone: says so)

    def in_play(self) -> list[int]:
        ids = self._play_ids
        if ids is not None:
            return ids
        out: list[int] = []
        play = self.ruleset.play_zone
        for p in range(len(self.players)):
            out += self.zones[(p, play)]
        return out

    def is_in_play(self, card: Card) -> bool:
        return card.zone == self.ruleset.play_zone

    @property
    def phase(self) -> str:
        phases = self.ruleset.phases
        return phases[self.phase_index] if phases else ""

    def player_order(self) -> list[int]:
        """Active player first, then turn order (BH-527.2.3)."""
        n = len(self.players)
        if not n:
            return []
        a = self.active % n
        return [*range(a, n), *range(a)]        # (active + i) % n for i in range(n)

    def seq(self) -> int:
        s = self.next_seq
        self.next_seq = s + 1
        return s

    # ---- invariants --------------------------------------------------------------------------

    def check_invariants(self) -> None:
        seen: dict[int, tuple[int | None, str]] = {}
        for key, ids in self.zones.items():
            for cid in ids:
                if cid in seen:
                    raise AssertionError(f"card {cid} is in two zones: {seen[cid]} and {key}")
                seen[cid] = key
                c = self.cards[cid]
                if (c.zone_owner, c.zone) != key:
                    raise AssertionError(f"card {c.label} says {(c.zone_owner, c.zone)} but is in {key}")
        missing = set(self.cards) - set(seen)
        if missing:
            raise AssertionError(f"cards in no zone: {sorted(missing)}")
        for c in self.cards.values():
            for ref in (c.at, c.attached_to):
                if ref is not None and (not isinstance(ref, int) or ref not in self.cards):
                    raise AssertionError(f"{c.label} refers to no card: {ref!r}")
            for k, v in c.counters.items():
                if v < 0:
                    raise AssertionError(f"negative counter {k}={v} on {c.label}")
        for p in self.players:
            for k, v in p.resources.items():
                if v < 0:
                    raise AssertionError(f"negative resource {k}={v} for {p.name}")


def works_in_play(ability: Any) -> bool:
    """An ability that keeps an action in play once played: ongoing statics and triggers, but not
    a trigger that works from another zone (a Special played from the hand)."""
    return ability.KIND in ("static", "triggered", "replacement", "when_true") and getattr(ability, "zone", None) is None
