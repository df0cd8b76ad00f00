"""The queue of declared abilities and the rule effects checked after every event (BH-503)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import bounds as _bounds
from . import events as _events
from .choices import Choice
from .errors import LoopLimit, UnknownKind
from .records import Ev, Pending
from .spec import Event, Timing
from .state import Card
from .trace import LOOP, RESOLVE, RULE


class Pipeline:
    """Part of `Game`: the queue, running an effect, proposing an event, rule effects."""

    # ================================================================ the queue

    def push(self, group: Sequence[Pending]) -> None:
        """Put a group on top of the queue; the group resolves in the given order."""
        self._queue.extend(reversed(group))

    def _flush(self) -> None:
        batch = self._batch
        if not batch:
            return
        self._batch = []
        order = self.state.player_order()
        if self.ruleset.queue_lifo:
            order = order[::-1]
        group: list[Pending] = []
        for timing in (Timing.WHEN, Timing.AFTER):
            if self.ruleset.order_by_active:
                mine = [x for pl in order for x in batch if x.timing is timing and x.controller == pl]
                if len(mine) > 1:
                    ans = self.ask(Choice.ORDER, self.state.active, "order of simultaneous abilities",
                                   [_pending_label(x) for x in mine], min=len(mine), max=len(mine), ordered=True)
                    mine = [mine[i] for i in ans]
                group.extend(mine)
                continue
            for pl in order:
                mine = [x for x in batch if x.timing is timing and x.controller == pl]
                if len(mine) > 1:
                    ans = self.ask(Choice.ORDER, pl, "order of your simultaneous abilities",
                                   [_pending_label(x) for x in mine],
                                   min=len(mine), max=len(mine), ordered=True)
                    mine = [mine[i] for i in ans]
                group.extend(mine)
        self.push(group)

    def resolve(self) -> None:
        """Resolve the queue until it is empty (triggers included)."""
        q = self._queue
        steps = 0
        try:
            if self._batch:
                self._flush()
            while q:
                p = q.pop()
                steps += 1
                if steps > self.max_steps:
                    raise LoopLimit(f"more than {self.max_steps} abilities resolved in one resolution; "
                                    f"last: {', '.join(self._recent)}")
                self._resolve_pending(p)
                self._flush()
        except BaseException:
            q.clear()                    # no stale abilities survive an error
            self._batch.clear()
            raise

    def _resolve_pending(self, p: Pending) -> None:
        self._recent.append(p.origin)
        eff = p.effect
        self.trace.add(RESOLVE, p.origin, p.source.label if p.source else "", eff.KIND)
        if eff.KIND == "choose" and p.path in p.modes:
            # BH-524: each ability of the chain goes into the queue, in the order the player gave
            subs = []
            for pos, m in enumerate(p.modes[p.path]):
                q = Pending(p.origin, p.source, p.controller, eff.modes[m], p.event, p.delayed,
                            p.applied, p.timing, p.label)
                q.path = p.path + (pos,)
                q.targets, q.modes, q.divided, q.that_many = p.targets, p.modes, p.divided, p.that_many
                subs.append(q)
            self.push(subs)
            return
        was = _bounds.start(self, p.origin, p.source.spec.name if p.source else p.origin)
        try:
            self.run(p, eff, p.path)
        finally:
            _bounds.finish(self, was)

    def run(self, p: Pending, eff: Any, path: tuple[Any, ...]) -> None:
        h = self._effects.get(eff.KIND)
        if h is None:
            raise UnknownKind(f"no handler for effect kind {eff.KIND!r} (origin {p.origin})")
        h(self, p, eff, path)

    # ================================================================ events

    # The event pipeline (cants -> replacements -> before -> commit -> rules -> triggers) lives
    # in events.py (STYLE §12); bound here as a method.
    propose = _events.propose

    # ================================================================ rule effects (BH-503)

    def check_rules(self) -> None:
        """Rule effects, at once and outside the queue: lethal wounds destroy (505.1), a hero's
        death loses the game. A cycle is cut before its first repetition (BH-525.1)."""
        if self._in_rules:
            return
        rs = self.ruleset
        if rs.life_stat is None:
            self._dirty.clear()
            self._dirty_all = False
            return
        self._in_rules = True
        outer = self._rule_seen is None
        if outer:
            self._rule_seen = set()
        seen = self._rule_seen           # shared by nested checks: a cycle is seen across them
        try:
            while self._dirty or self._dirty_all:
                if self._dirty_all:
                    cards = [c for c in self.in_play() if c.spec.card_type in rs.character_types]
                    self._dirty_all = False
                else:
                    cards = self._dirty
                self._dirty = []
                for c in cards:
                    if c.zone != rs.play_zone or c.spec.card_type not in rs.character_types:
                        continue
                    if self.lives(c) > 0:
                        continue
                    harm = c.last_harm
                    key = (c.id, c.moves, harm[5] if harm else ())
                    if key in seen:
                        self.trace.add(LOOP, "rule:lethal", c.label, "cycle cut", (("rule", "BH-525.1"),))
                        continue
                    seen.add(key)
                    if c.spec.card_type == rs.hero_type:
                        pl = self.state.players[c.controller]
                        if not pl.lost:
                            pl.lost = True
                            self.trace.add(RULE, "rule:hero-dies", c.label, "player loses",
                                           (("player", c.controller),))
                        continue
                    self.trace.add(RULE, "rule:lethal", c.label, "destroy", (("lives", self.lives(c)),))
                    src, sctrl, stype, cause, origin, applied = c.last_harm or (None, None, None, "", "", ())
                    self._in_rules = False
                    try:
                        # the destruction continues the event chain that made the card lethal, so
                        # a replacement already applied in that chain does not apply again (BH-525)
                        self.propose(Ev(Event.DESTROY, card=c, cards=self._combined(c), player=c.controller,
                                        source=src, scontroller=sctrl, stype=stype, origin=origin or "rule:lethal",
                                        cause=cause or "lethal", applied=applied))
                    finally:
                        self._in_rules = True
        finally:
            self._in_rules = False
            if outer:
                self._rule_seen = None

    def _check_unique(self, c: Card) -> None:
        """BH-503.1 rule effect: when a unique card enters play, an older unique card of the same
        name under the same control is destroyed."""
        kw = self.ruleset.unique_keyword
        if kw is None or kw not in c.spec.keywords:
            return
        for old in self.in_play():
            if old is not c and old.spec.name == c.spec.name and old.controller == c.controller \
                    and kw in old.spec.keywords:
                self.trace.add(RULE, "rule:unique", old.label, "destroy", (("because", c.label),))
                self.propose(Ev(Event.DESTROY, card=old, cards=self._combined(old), player=old.controller,
                                origin="rule:unique", cause="unique"))

    def _combined(self, c: Card) -> tuple[Card, ...]:
        parts = self._attached.get(c.id)
        if not parts:
            return (c,)
        cards = self.state.cards
        return (c,) + tuple(cards[i] for i in parts)


def _pending_label(p: Pending) -> str:
    label = f"{p.source.label if p.source else '-'}:{p.origin}"
    if p.event is not None and p.event.card is not None and p.event.card is not p.source:
        label += f"<-{p.event.card.label}"
    return label
