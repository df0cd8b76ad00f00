"""The records the interpreter passes around: an event (`Ev`), a registered listener
(`Listener`), a declared ability (`Pending`), and the two small relations every part reads
(`relation`: "you" / "an opponent" between two players; `CMP`: a `spec.Cmp` as a function).

A leaf module: it imports only the IR (`spec`), the state records and the choices, so every
other runtime module can use these records without importing the interpreter.
"""

from __future__ import annotations

from typing import Any

from .spec import Cmp, Controller, Event, Timing
from .state import Card

CMP = {
    Cmp.EQ: int.__eq__, Cmp.NE: int.__ne__, Cmp.LT: int.__lt__,
    Cmp.LE: int.__le__, Cmp.GT: int.__gt__, Cmp.GE: int.__ge__,
}


class Ev:
    """One event. `source` / `scontroller` / `stype` describe the card whose ability caused it
    (None for rule effects and payments, BH-501.3 / 503); `cause` is the effect kind ("shoot",
    "destroy", "poison", "lethal"…) that "died from X" patterns test (BH-505.1.1)."""

    __slots__ = ("kind", "card", "cards", "player", "amount", "what", "source", "scontroller",
                 "stype", "origin", "cause", "data", "applied", "at", "how")

    def __init__(self, kind: Event, *, card: Card | None = None, cards: tuple[Card, ...] = (),
                 player: int | None = None, amount: int = 0, what: str = "",
                 source: int | None = None, scontroller: int | None = None, stype: str | None = None,
                 origin: str = "", cause: str = "", data: Any = None,
                 applied: tuple[Any, ...] = ()) -> None:
        self.kind = kind
        self.card = card
        self.cards = cards
        self.player = player
        self.amount = amount
        self.what = what
        self.source = source
        self.scontroller = scontroller
        self.stype = stype
        self.origin = origin
        self.cause = cause
        self.data = data
        self.applied = applied      # replacements already applied in this event chain (BH-525)
        self.at: int | None = None  # the base the card was on when the event was proposed
        # (`how`, t16c: set on an `affect` event only: the action's (pending, (path, field)) choices
        # of its card; read with getattr, so that no other event pays for it)

    def subjects(self) -> tuple[Card, ...]:
        if self.cards:
            return self.cards
        return (self.card,) if self.card is not None else ()

    def __repr__(self) -> str:
        who = self.card.label if self.card is not None else f"player {self.player}"
        return f"Ev({self.kind.value} {who} amount={self.amount} what={self.what!r})"


class Listener:
    """A registered triggered ability, replacement, static or delayed effect."""

    __slots__ = ("card", "ability", "pattern", "origin", "seq", "once", "controller", "effect", "fired", "picked")

    def __init__(self, card: Card | None, ability: Any, pattern: Any, origin: str, seq: int,
                 once: bool = False, controller: int | None = None, effect: Any = None) -> None:
        self.card = card
        self.ability = ability
        self.pattern = pattern
        self.origin = origin
        self.seq = seq
        self.once = once
        self.controller = controller
        self.effect = effect
        self.fired = False
        self.picked: tuple[Any, ...] = ()      # a delayed effect's remembered cards (`Delay.remember`)

    def ctrl(self) -> int | None:
        return self.controller if self.controller is not None else (
            self.card.controller if self.card is not None else None)


class Pending:
    """A declared ability waiting in (or being resolved from) the queue."""

    __slots__ = ("origin", "source", "controller", "effect", "path", "targets", "modes", "divided",
                 "event", "delayed", "applied", "that_many", "timing", "label", "stype", "picked",
                 "affected", "batched", "did", "short", "late", "declined", "asked", "removed", "played_at", "player_picked",
                 "declined_by", "done_by", "did_by")

    def __init__(self, origin: str, source: Card | None, controller: int, effect: Any,
                 event: Ev | None = None, delayed: bool = False, applied: tuple[Any, ...] = (),
                 timing: Timing = Timing.WHEN, label: str = "") -> None:
        self.origin = origin
        self.source = source
        self.controller = controller
        self.picked: tuple[Card, ...] = ()      # what a `Pick` chose ("that base")
        self.affected: tuple[Card, ...] = ()    # what the previous instruction acted on ("it")
        self.batched: tuple[Card, ...] = ()     # a one-or-more trigger: the cards of every event it fired for
        self.did = False                        # the previous instruction happened ("if you do")
        self.short = False                      # … but did less than it asked
        self.player_picked: int | None = None   # the player a `Pick(player=True)` chose
        self.played_at: set[int] | None = None  # bases the rounds of a `Repeat` played cards on (PlayCard.new_base)
        self.removed = 0                        # counters the previous instruction removed ("the number … you removed")
        self.declined = 0                       # players who did not do what `as_player` asked
        self.asked = 0                          # … of the players it asked
        self.declined_by: tuple[int, ...] = ()  # … those players, in turn order (h16s: "one of their minions")
        self.done_by: tuple[tuple[Any, ...], ...] = ()  # t16a: … each asked player's (event kind, card) pairs
        self.did_by: tuple[int, ...] = ()       # r2a: … and the players who did it, in turn order
        self.effect = effect
        self.path: tuple[Any, ...] = ()
        self.targets: dict[tuple[Any, ...], tuple[tuple[Card, int], ...]] = {}
        self.modes: dict[tuple[Any, ...], tuple[int, ...]] = {}
        self.divided: dict[tuple[Any, ...], tuple[int, ...]] = {}
        self.late: dict[tuple[Any, ...], Any] = {}     # targets chosen on resolution: (path, field) -> effect
        self.event = event
        self.delayed = delayed
        self.applied = applied
        self.that_many = event.amount if event is not None else 0
        self.timing = timing
        self.label = label
        self.stype = source.spec.card_type if source is not None else None


def relation(rel: Controller, player: int | None, ctrl: int | None) -> bool:
    if rel is Controller.ANY:
        return True
    if player is None or ctrl is None:
        return False
    return (player == ctrl) if rel is Controller.YOU else (player != ctrl)

