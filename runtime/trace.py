"""The trace: every step of a game, with the card and the ability (origin) that caused it.

Entries are cheap to record (a slotted object with a few fields); messages are formatted only when
someone reads them. ``Trace.format()`` is for people, ``Trace.to_dicts()`` for tools. The origin
of an ability ("set/card-slug#index") is what the compiler maps back to a source span; rule
effects (BH-503) have the origin ``rule:<name>``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

# step kinds
DECLARE = "declare"            # an ability was declared (targets chosen)
NOT_DECLARED = "not_declared"  # it could not be (no legal target, BH-502.9 / 524.2)
RESOLVE = "resolve"            # an ability starts resolving
EVENT = "event"                # an event was committed
REPLACED = "replaced"          # a replacement effect applied (why: its pattern matched)
SKIPPED = "skipped"            # a replacement / trigger / part of an effect did not apply, and why
PREVENTED = "prevented"        # a "can't" static stopped an event
RULE = "rule"                  # a rule effect (outside the queue, BH-503)
CHOICE = "choice"              # a decision and its answer
COST = "cost"                  # a payment (BH-501.3)
EXPIRE = "expire"              # an effect ended (SU-A8)
LOOP = "loop"                  # a cycle was cut (BH-525)
TURN = "turn"                  # turn / phase clock


@attrs.define(slots=True, eq=False)
class Step:
    index: int
    kind: str
    origin: str            # ability origin, "rule:<name>" for rule effects, "" for the game itself
    card: str              # label of the card concerned ("" if none)
    what: str              # event kind / decision kind / short tag
    detail: tuple[tuple[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"step": self.index, "kind": self.kind, "origin": self.origin,
                             "card": self.card, "what": self.what}
        for k, v in self.detail:
            d[k] = list(v) if isinstance(v, tuple) else v
        return d

    def message(self) -> str:
        parts = [self.what] + [f"{k}={_fmt(v)}" for k, v in self.detail]
        return " ".join(p for p in parts if p)

    def __str__(self) -> str:
        card = f" [{self.card}]" if self.card else ""
        origin = self.origin or "-"
        return f"{self.index:5d} {self.kind:<12} {origin:<28}{card} {self.message()}"


def _fmt(v: Any) -> str:
    if isinstance(v, tuple):
        return "(" + ", ".join(_fmt(x) for x in v) + ")"
    return str(v)


class Trace:
    def __init__(self, enabled: bool = True) -> None:
        self.steps: list[Step] = []
        self.enabled = enabled

    def add(self, kind: str, origin: str, card: str, what: str,
            detail: tuple[tuple[str, Any], ...] = ()) -> None:
        if self.enabled:
            steps = self.steps
            steps.append(Step(len(steps), kind, origin, card, what, detail))

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def __len__(self) -> int:
        return len(self.steps)

    def of_kind(self, kind: str) -> list[Step]:
        return [s for s in self.steps if s.kind == kind]

    def find(self, kind: str | None = None, what: str | None = None, origin: str | None = None,
             card: str | None = None) -> list[Step]:
        return [s for s in self.steps
                if (kind is None or s.kind == kind) and (what is None or s.what == what)
                and (origin is None or s.origin == origin)
                and (card is None or s.card == card or s.card.split("#", 1)[0] == card)]

    def to_dicts(self) -> list[dict[str, Any]]:
        return [s.to_dict() for s in self.steps]

    def format(self) -> str:
        return "\n".join(str(s) for s in self.steps)
