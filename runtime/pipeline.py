"""The queue of declared abilities, the event pipeline and the rule effects (BH-503).

Pipeline of one event (`Game.propose`): "can't" statics -> replacement effects (each at most once
per event, the affected player orders them; BH-525) -> "before" triggers -> commit (one handler
per `spec.Event`, `events.COMMIT`) -> rule effects, at once and outside the queue (BH-503) ->
triggered abilities declared (targets chosen now, BH-501.4) and batched. After each resolved
ability the batch goes into the queue in the order the rules give (`_flush`): "when" before
"after"; players active first; each player orders their own (Smash Up: the current player orders
them all, `Ruleset.order_by_active`); with `Ruleset.queue_lifo` the last declared resolves first
(the BH-501.4 example).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

import attrs

from . import bounds as _bounds
from . import spec as s
from .choices import Choice
from .effects import HANDLERS
from .errors import LoopLimit, UnknownKind
from .events import COMMIT, LOOK_BACK, SHIELDED, match_pattern
from .memo import identity_cache
from .raising import raised_stats
from .records import Ev, Listener, Pending
from .spec import Controller, Event, Timing
from .state import Card
from .trace import EVENT, LOOP, PREVENTED, REPLACED, RESOLVE, RULE, SKIPPED


class Pipeline:
    """Part of `Game`: the queue, running an effect, proposing an event, rule effects."""

    def _init_pipeline(self) -> None:
        """The queue, the batch of triggered abilities, this turn's events and the rule effects' notes."""
        self._queue: list[Pending] = []
        self._batch: list[Pending] = []
        self.log: list[Ev] = []          # events committed this turn (cleared at turn start)
        self.shortfall = 0               # instructions that did less than they asked (SU-A4)
        self._dirty: list[Card] = []
        self._dirty_all = False
        self.recent: deque[str] = deque(maxlen=12)
        self._in_rules = False
        self._rule_seen: set[tuple[Any, ...]] | None = None
        self._before_active: list[Listener] = []
        self._effects = HANDLERS
        self.committed = 0                     # events that happened (`Then`: "… to …")

    # ================================================================ the queue

    def push(self, group: Sequence[Pending]) -> None:
        """Put a group on top of the queue; the group resolves in the given order."""
        self._queue.extend(reversed(group))

    def _flush(self) -> None:
        if self._batch:             # (the ordering in its own function: its comprehensions'
            self._flush_batch()     # cells are made only when there is a batch)

    def _flush_batch(self) -> None:
        batch = self._batch
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

    def clear_queue(self) -> None:
        """Drop every declared ability waiting to resolve (after an error stopped the game)."""
        self._queue.clear()
        self._batch.clear()

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
                                    f"last: {', '.join(self.recent)}")
                self._resolve_pending(p)
                self._flush()
        except BaseException:
            q.clear()                    # no stale abilities survive an error
            self._batch.clear()
            raise

    def _resolve_pending(self, p: Pending) -> None:
        self.recent.append(p.origin)
        eff = p.effect
        if eff.KIND == "directly_affects":
            self._directly_affected(p, eff)
            return
        if eff.KIND == "resolved_play":
            self._resolved_play(p, eff.moves)
            return
        if self.trace.enabled:
            self.trace.add(RESOLVE, p.origin, p.source.label if p.source else "", eff.KIND)
        if eff.KIND == "choose" and p.path in p.modes:
            # BH-524: each ability of the chain goes into the queue, in the order the player gave
            subs = []
            for pos, m in enumerate(p.modes[p.path]):
                q = Pending(p.origin, p.source, p.controller, eff.modes[m], p.event, p.delayed,
                            p.applied, p.timing, p.label)
                q.path = p.path + (pos,)
                q.targets, q.modes, q.divided, q.that_many, q.batched = p.targets, p.modes, p.divided, p.that_many, p.batched
                subs.append(q)
            self.push(subs)
            return
        was = self.budget               # `bounds.start` / `bounds.finish`, inlined
        self.budget = _bounds.Budget(p.origin, p.source.spec.name if p.source else p.origin, self.max_work)
        try:
            self.run(p, eff, p.path)
        finally:
            self.budget = was
        if p.source is not None and self._triggers.get(Event.USE) and p.label in self.ruleset.labels:
            self._used(p, p.label)

    def _used(self, p: Pending, label: str) -> None:
        """An ability with a label ("Talent", "Special") was used: once it resolved, the `use`
        event, its card the one whose ability it is — a Talent an action grants to the card it is
        on (`on_host`), that card (docs/runtime.md)."""
        c = p.source
        if c.attached_to is not None and c.spec.card_type != self.ruleset.base_type and any(
                a.KIND == "activated" and a.on_host and a.effect is p.effect for a in c.spec.abilities):
            c = self.state.cards.get(c.attached_to, c)
        self.propose(Ev(Event.USE, card=c, player=p.controller, what=label, source=p.source.id,
                        scontroller=p.controller, stype=p.source.spec.card_type, origin=p.origin))

    def _directly_affected(self, p: Pending, eff: Any) -> None:
        """SU-L9: an action directly affects the card it was played on and each card in play its
        on-play abilities chose (targets, "choose …"), not the cards an instruction acts on all
        at once ("each minion here"): one `AFFECT` event for each, once the abilities resolved."""
        seen: list[Card] = []
        if eff.host is not None:
            seen.append(self.state.cards[eff.host])
        for q in eff.group:
            for chosen in q.targets.values():
                seen.extend(c for c, _ in chosen)
            seen.extend(q.picked)
        zone, done = self.ruleset.play_zone, set()
        raised = raised_stats(self.ruleset, p.source.spec, eff)
        for c in seen:
            if c.id in done or c is p.source or c.zone != zone:
                continue
            done.add(c.id)
            ev = Ev(Event.AFFECT, card=c, player=p.controller, source=p.source.id,
                    scontroller=p.controller, stype=p.source.spec.card_type, origin=p.origin,
                    data=raised.get(c.id, frozenset()))
            # t16c: the choices of its abilities that were this card ("affected the same way")
            ev.how = tuple((q, key) for q in eff.group for key, chosen in q.targets.items()
                           if any(x is c for x, _ in chosen))
            self.propose(ev)

    def run(self, p: Pending, eff: Any, path: tuple[Any, ...]) -> None:
        h = self._effects.get(eff.KIND)
        if h is None:
            raise UnknownKind(f"no handler for effect kind {eff.KIND!r} (origin {p.origin})")
        h(self, p, eff, path)

    # ================================================================ events

    def propose(self, ev: Ev) -> bool:
        """Cants -> replacements -> before triggers -> commit -> rule effects -> triggers."""
        k = ev.kind
        b = self.budget
        if b is not None:               # `bounds.spend(self, 1, …)`, its message made only to raise
            if b.left < 1:
                _bounds.spend(self, 1, f"{k.value} events")
            b.left -= 1
        cants = self._cants.get(k)
        if cants and ev.card is not None:
            src = self.state.cards.get(ev.source) if ev.source is not None else None
            l = self._cant_applies(cants, ev.card, ev.scontroller,
                                   src.spec.card_type if src is not None else ev.stype,
                                   ev.what if k is Event.MOVE else None)
            if l is not None:
                self.trace.add(PREVENTED, l.origin, ev.card.label, k.value,
                               (("by", l.card.label if l.card is not None else "-"),))
                return False
        if self._unaffected and ev.source is not None and ev.card is not None and k in SHIELDED:
            src = self.state.cards.get(ev.source)
            l = self.unaffected_by(ev.card, ev.scontroller, src.spec.card_type if src is not None else ev.stype, src)
            if l is not None:
                self.trace.add(PREVENTED, l.origin, ev.card.label, k.value,
                               (("by", l.card.label if l.card is not None else "-"), ("why", "not affected")))
                return False
        if self._replacements.get(k) and self._apply_replacements(ev):
            return False
        if (before := self._before.get(k)) is not None and before:
            self._run_before(ev, before)
        listeners = self._triggers.get(k)
        matched = None
        card = ev.card
        if card is not None:
            ev.at = card.at
        if listeners and k in LOOK_BACK and not (k is Event.MOVE and ev.what == "base"):
            # (a move from base to base keeps the card in play: it is matched where it arrives,
            # "moves here"; `ev.at` keeps the base it left)
            matched = self._match_listeners(ev, listeners)
        if not COMMIT[k](self, ev):
            return False
        self.committed += 1
        self.log.append(ev)              # this turn's history ("if you played a minion this turn")
        if self.power_watch:
            self.watch_power()          # h16u (SU-U3): whose total power on a base went down
        if self.trace.enabled:
            self._trace_event(ev)
        if self.check_invariants:
            self.state.check_invariants()
        if self._dirty or self._dirty_all:
            self.check_rules()
        if self._when_true:
            self.check_when_true()
        if matched is None and listeners:
            matched = self._match_listeners(ev, listeners)
        if matched:
            self._declare_triggers(ev, matched)
        return True


    def _trace_event(self, ev: Ev) -> None:
        detail: tuple[tuple[str, Any], ...] = (("amount", ev.amount),) if ev.amount else ()
        if ev.what:
            detail += (("what", ev.what),)
        if ev.player is not None:
            detail += (("player", ev.player),)
        if ev.cause:
            detail += (("cause", ev.cause),)
        if len(ev.cards) > 1:
            detail += (("cards", tuple(c.label for c in ev.cards)),)
        self.trace.add(EVENT, ev.origin, ev.card.label if ev.card is not None else "", ev.kind.value, detail)


    def _match_listeners(self, ev: Ev, listeners: list[Listener]) -> list[Listener]:
        # hot path: the cheap discriminating tests inline, the rest in match_pattern
        out = []
        card = ev.card
        evp = ev.player
        what = ev.what
        ANY, YOU = Controller.ANY, Controller.YOU
        blank = self._blank
        for l in listeners:
            pat = l.pattern
            if pat.this and card is not l.card and l.card not in ev.cards:
                continue
            rel = pat.player
            if rel is Controller.HOST:
                host = self.host_of(l.card) if l.card is not None else None
                if host is None or evp != host.controller:
                    continue        # h16v: "after this minion's controller plays …": the host's
            elif rel is not ANY:
                ctrl = l.controller if l.controller is not None else (
                    l.card.controller if l.card is not None else None)
                if evp is None or ctrl is None or (evp == ctrl) is not (rel is YOU):
                    continue
            r = pat.resource
            if r is not None and r != what:
                continue
            if l.fired:
                continue
            if blank and l.ability is not None and self.blanked(l.card):
                continue                # its card's abilities are cancelled (a delayed effect is not)
            if match_pattern(self, pat, ev, l.card, l.ctrl()):
                out.append(l)
        return out


    def _declare_triggers(self, ev: Ev, matched: list[Listener]) -> None:
        for l in matched:
            if l.once:
                if l.fired:
                    continue
                l.fired = True
                self._unregister_listener(l)
            ab = l.ability
            if l.pattern.one_or_more and _in_batch(self._batch, l):
                # "one or more": one trigger for the events of one resolution; "those minions"
                # are the cards of all of them (`Pending.batched`)
                _add_batched(self._batch, l, ev)
                continue
            if ab is not None and getattr(ab, "first_in_turn", False) and self._matched_earlier(l, ev):
                self.trace.add(SKIPPED, l.origin, l.card.label if l.card else "", "not the first time this turn")
                continue
            if ab is not None and getattr(ab, "nth_in_turn", None) and self.matches_this_turn(l, ev) != ab.nth_in_turn:
                self.trace.add(SKIPPED, l.origin, l.card.label if l.card else "", f"not event {ab.nth_in_turn} this turn",
                               (("rule", "BH-K18"),))
                continue
            if ab is not None and getattr(ab, "once_per_turn", False) and l.card is not None:
                if not self._use(l.card, l.origin, (self.state.turn,), 1):
                    self.trace.add(SKIPPED, l.origin, l.card.label, "once per turn", (("rule", "SU-A2"),))
                    continue
            eff = l.effect if l.effect is not None else ab.effect
            ctrl = l.ctrl()
            if ctrl is None:                 # an ownerless card (a Smash Up base): the current player
                ctrl = self.state.active
            if ab is not None and not self.use_by_name(l, ev, ctrl):
                continue
            p = self.declare(l.origin, eff, l.card, ctrl, event=ev, delayed=l.once,
                             timing=l.pattern.timing, label=getattr(ab, "label", "") or "trigger")
            if p is not None:
                if l.picked:
                    p.picked = l.picked         # a delayed effect's remembered cards
                if l.pattern.one_or_more:
                    p.batched = tuple(ev.subjects())
                self._batch.append(p)


    def _matched_earlier(self, l: Listener, ev: Ev) -> bool:
        """"The first time … each turn": whether an event of this turn before `ev` matches the
        listener's pattern, counted from the turn's events (`log`), not from the ability's own
        uses: one that happened before the card came into play counts. A card is matched as it
        was, "here" against the base it was on then (`Ev.at`)."""
        pat = l.pattern
        src = l.card
        ctrl = l.ctrl()
        here = pat.subject is not None and pat.subject.at is s.AtBase.HERE
        base = self.base_of(src) if here else None
        if here:
            pat = _subject_anywhere(pat)
        for old in self.log:
            if old is ev:
                break
            if old.kind is not ev.kind or (here and (base is None or old.at != base)):
                continue
            if match_pattern(self, pat, old, src, ctrl):
                return True
        return False

    def matches_this_turn(self, l: Listener, ev: Ev) -> int:
        """BH-K18: which matching event of this turn `ev` is (1 for the first), counted from the
        turn's events (`log`) as `_matched_earlier` does."""
        n = 1
        for old in self.log:
            if old is ev:
                break
            if old.kind is ev.kind and match_pattern(self, l.pattern, old, l.card, l.ctrl()):
                n += 1
        return n

    def _run_before(self, ev: Ev, before: list[Listener]) -> None:
        matched = self._match_listeners(ev, before)
        active = self._before_active
        for l in matched:
            if l in active:
                # a "before" hook whose own effect proposes the event it hooks: cut the cycle
                # before its first repetition (BH-525)
                self.trace.add(LOOP, l.origin, l.card.label if l.card else "", "before trigger cycle cut",
                               (("rule", "BH-525"),))
                continue
            if l.once:                      # a delayed effect waiting for "before X" (BH-521)
                if l.fired:
                    continue
                l.fired = True
                self._unregister_listener(l)
            ctrl = l.ctrl()
            eff = l.effect if l.effect is not None else l.ability.effect
            if l.ability is not None and not self.use_by_name(l, ev, self.state.active if ctrl is None else ctrl):
                continue
            p = self.declare(l.origin, eff, l.card, self.state.active if ctrl is None else ctrl,
                             event=ev, delayed=l.once, timing=Timing.BEFORE, label="before")
            if p is not None:
                active.append(l)
                try:
                    self._resolve_pending(p)
                finally:
                    active.remove(l)
                label = getattr(l.ability, "label", "")
                if label and label in self.ruleset.labels and self._triggers.get(Event.USE):
                    self._used(p, label)        # "a Special ability is used" (before a base scores)
        # their own triggers resolve later, in the queue


    def _apply_replacements(self, ev: Ev) -> bool:
        """Apply replacement effects, each at most once to this event (BH-525). True if the event
        was replaced by something else (it then does not happen)."""
        applied = list(ev.applied)
        for round_ in range(1000):
            reps = self._replacements.get(ev.kind) or []
            cands = []
            for l in reps:
                if self._blank and self.blanked(l.card):
                    continue
                if not match_pattern(self, l.pattern, ev, l.card, l.ctrl()):
                    if round_ == 0 and self.trace.enabled:
                        self.trace.add(SKIPPED, l.origin, l.card.label if l.card else "", "replacement",
                                       (("why", "pattern does not match this event"), ("event", ev.kind.value)))
                    continue
                key = (l.origin, l.card.id if l.card else None)
                if key in applied:
                    self.trace.add(SKIPPED, l.origin, l.card.label if l.card else "", "replacement",
                                   (("why", "already applied to this event"), ("rule", "BH-525")))
                    continue
                cands.append(l)
            if not cands:
                ev.applied = tuple(applied)
                return False
            affected = ev.player if ev.player is not None else (ev.card.controller if ev.card else 0)
            if len(cands) > 1:
                i = self.ask(Choice.REPLACEMENT, affected, f"which replacement applies first to {ev.kind.value}",
                             [f"{l.card.label if l.card else '-'}:{l.origin}" for l in cands])[0]
            else:
                i = 0
            l = cands[i]
            applied.append((l.origin, l.card.id if l.card else None))
            ab = l.ability
            ctrl = l.ctrl()
            if ab.once_per_turn and l.card is not None and (
                    l.card.uses.get(l.origin, ((), 0))[0] == (self.state.turn, l.card.moves)):
                self.trace.add(SKIPPED, l.origin, l.card.label, "replacement", (("why", "once per turn"), ("rule", "SU-A2")))
                continue
            if ab.optional:
                yes = self.ask(Choice.MAY, ctrl, f"apply {l.origin}?", ("yes", "no"), origin=l.origin)[0] == 0
                if not yes:
                    self.trace.add(SKIPPED, l.origin, l.card.label if l.card else "", "replacement",
                                   (("why", "optional, declined"),))
                    continue
            if ab.once_per_turn and l.card is not None:
                self._use(l.card, l.origin, (self.state.turn,), 1)
            inst = ab.instead
            p = Pending(l.origin, l.card, ctrl if ctrl is not None else self.state.active, inst, ev,
                        applied=tuple(applied), label="replacement")
            instead = INSTEAD.get(inst.KIND)
            if instead is None:
                raise UnknownKind(f"replacement kind {inst.KIND!r} (origin {l.origin})")
            if instead(self, l, ev, p, inst):
                ev.applied = tuple(applied)
                return True
        raise LoopLimit(f"replacement effects applied more than 1000 times to one {ev.kind.value} event")

    def _instead_amount(self, l: Listener, ev: Ev, p: Pending, inst: Any) -> bool:
        """"… instead that many plus 1": the event happens with another amount."""
        before = ev.amount
        ev.amount = self.amount(p, inst.amount)
        self.trace.add(REPLACED, l.origin, l.card.label if l.card else "", ev.kind.value,
                       (("why", "pattern matched"), ("amount", f"{before}->{ev.amount}")))
        return False

    def _instead_effect(self, l: Listener, ev: Ev, p: Pending, inst: Any) -> bool:
        """"If … would …, instead …": the effect happens and the event does not."""
        self.trace.add(REPLACED, l.origin, l.card.label if l.card else "", ev.kind.value,
                       (("why", "pattern matched"), ("instead", inst.effect.KIND)))
        p.effect = inst.effect
        if self.plan(p, inst.effect, ()):
            self.run(p, inst.effect, ())
        return True

    # ================================================================ rule effects (BH-503)

    def mark_dirty(self, c: Card) -> None:
        """The card's lives changed: the rule effects look at it after this event."""
        self._dirty.append(c)

    def mark_all_dirty(self) -> None:
        """Values may have changed anywhere (a static came or went): the rule effects look at
        every character after this event."""
        self._dirty_all = True

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
                    cards = _of_types(self.in_play(), rs.character_types)
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
                        self.propose(Ev(Event.DESTROY, card=c, cards=self.combined(c), player=c.controller,
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
                self.propose(Ev(Event.DESTROY, card=old, cards=self.combined(old), player=old.controller,
                                origin="rule:unique", cause="unique"))

    def combined(self, c: Card) -> tuple[Card, ...]:
        parts = self._attached.get(c.id)
        if not parts:
            return (c,)
        cards = self.state.cards
        return (c,) + tuple(cards[i] for i in parts)


@identity_cache
def _subject_anywhere(pat: s.EventPattern) -> s.EventPattern:
    """The pattern with its subject matched wherever it is (one per pattern)."""
    return attrs.evolve(pat, subject=attrs.evolve(pat.subject, at=None))


def _of_types(cards: list[Card], types: Any) -> list[Card]:
    return [c for c in cards if c.spec.card_type in types]


def _in_batch(batch: list[Pending], l: Listener) -> bool:
    """Whether the listener's ability is already declared in the batch."""
    return any(x.origin == l.origin and x.source is l.card for x in batch)


def _add_batched(batch: list[Pending], l: Listener, ev: Ev) -> None:
    """A one-or-more trigger already declared in this resolution: the event's cards join the
    cards it fired for ("those minions")."""
    for x in batch:
        if x.origin == l.origin and x.source is l.card:
            x.batched += tuple(c for c in ev.subjects() if c not in x.batched)
            return


def _pending_label(p: Pending) -> str:
    label = f"{p.source.label if p.source else '-'}:{p.origin}"
    if p.event is not None and p.event.card is not None and p.event.card is not p.source:
        label += f"<-{p.event.card.label}"
    return label


# replacement action KIND -> applying it; True: the event is replaced (it does not happen)
INSTEAD: dict[str, Any] = {
    s.ReplaceAmount.KIND: Pipeline._instead_amount,
    s.ReplaceWith.KIND: Pipeline._instead_effect,
}
