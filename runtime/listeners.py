"""The listeners of a game: registering a card's triggered abilities, replacements and statics,
and the ongoing abilities read while the game runs ("can't", "not affected by", blanks, draw
limits, "you have +N power here")."""

from __future__ import annotations

from typing import Any

import attrs

from . import spec as s
from .errors import UnknownKind
from .copies import Copying
from .memo import identity_cache
from .records import Ev, Listener, Pending, relation
from .spec import Controller, Duration, Event, Timing
from .state import Card
from .trace import EVENT, SKIPPED


class Listeners(Copying):
    """Part of `Game`: listener registration and the ongoing (static) abilities."""

    def _cant_applies(self, cants: list[Listener], c: Card, by: int | None,
                      stype: str | None = None, to: str | None = None) -> Listener | None:
        """The "can't" static that keeps its event from happening to `c` when a card of type
        `stype` controlled by `by` causes it (None: a rule or the game), or None. `to`: where a
        move takes the card ("base", or a zone), for a "can't" about some moves only."""
        for l in cants:
            cant = l.ability.effect
            if self._blank and self.blanked(l.card):
                continue
            if to is not None and cant.to and to not in cant.to:
                continue                # "cannot be moved" bars no return to a hand, and back
            if cant.card_types and stype not in cant.card_types:
                continue                # "by other players' actions": a minion's ability may
            if cant.by_its is not Controller.ANY and not relation(cant.by_its, by, c.controller):
                continue                # "… except by their controller" (OPPONENT), "… your own" (YOU)
            if (cant.by is Controller.ANY or relation(cant.by, by, l.ctrl())) and \
                    self._affects(cant.affects, c, l.card, l.ctrl()):
                if cant.condition is not None and not self.condition(
                        Pending(l.origin, l.card, l.ctrl() or 0, None), cant.condition):
                    continue
                return l
        return None

    def check_when_true(self) -> None:
        """spec.WhenTrue: after every event, each such ongoing ability whose condition has become
        true (it was false, or its card just came into play) is declared and queued."""
        if self._in_when:
            return
        self._in_when = True
        try:
            play = self.ruleset.play_zone
            for l in list(self._when_true):
                c = l.card
                if c is not None and (c.zone != play or self.blanked(c)):
                    continue
                ctrl = l.ctrl()
                ctrl = self.state.active if ctrl is None else ctrl
                ab = l.ability
                holds = self.condition(Pending(l.origin, c, ctrl, None), ab.condition)
                if holds and not l.fired:
                    l.fired = True
                    p = self.declare(l.origin, ab.effect, c, ctrl, label=ab.label or "ongoing")
                    if p is not None:
                        self._batch.append(p)
                elif not holds:
                    l.fired = False
        finally:
            self._in_when = False

    def player_totals(self, base: Card | int, stat: str = "power") -> dict[int, int]:
        """Each player's total power on a base: their cards' values there, plus "you have +N power
        here" (spec.PlayerPower) for the players it names."""
        bid = base if isinstance(base, int) else base.id
        totals: dict[int, int] = {}
        for c in self.in_play():
            if c.at == bid and stat in c.printed and c.spec.card_type != self.ruleset.base_type:
                totals[c.controller] = totals.get(c.controller, 0) + self.value(c, stat)
        for l in self._player_power:
            eff = l.ability.effect
            if eff.stat != stat or self.base_of(l.card) != bid or (self._blank and self.blanked(l.card)):
                continue
            ctrl = l.ctrl()
            ctrl = self.state.active if ctrl is None else ctrl
            p = Pending(l.origin, l.card, ctrl, None)
            if eff.condition is not None and not self.condition(p, eff.condition):
                continue
            n = self.amount(p, eff.amount)
            for pl in self.state.player_order():
                if relation(eff.who, pl, ctrl):
                    totals[pl] = max(0, totals.get(pl, 0) + n)
        return totals

    def no_extra_for(self, player: int) -> Listener | None:
        """The NoExtra static that keeps `player` from playing extra cards, or None."""
        for l in self._no_extra:
            eff = l.ability.effect
            if self._blank and self.blanked(l.card):
                continue
            if not relation(eff.by, player, l.ctrl()):
                continue
            if eff.per_turn is not None and self.state.players[player].extras_this_turn < eff.per_turn:
                continue            # "no more than two extra cards per turn": not yet that many
            if eff.having is not None and not any(
                    c.controller == player for c in self.candidates(eff.having, l.card, player)):
                continue
            return l
        return None

    def blanked(self, c: Card | None) -> bool:
        """The card's own abilities are cancelled (spec.Blank)."""
        if c is None or not self._blank:
            return False
        for l in self._blank:
            if l.effect is not None:
                if c.id in l.effect:
                    return True
            elif self._affects(l.ability.effect.affects, c, l.card, l.ctrl()):
                return True
        return False

    def unaffected_by(self, c: Card, by: int | None, stype: str | None, source: Card | None = None) -> Listener | None:
        """The "not affected by" static that shields `c` from a card of type `stype` controlled
        by `by`, or None. A card is never shielded from its own abilities."""
        if source is c:
            return None
        for l in self._unaffected:
            eff = l.ability.effect
            if self._blank and self.blanked(l.card):
                continue
            # "opponents'" / "other players'": of the shielded card's controller (a base's text
            # protects each minion from that minion's opponents)
            if (eff.card_types and stype not in eff.card_types) or not relation(eff.by, by, c.controller):
                continue
            if eff.source_here and (source is None or self.base_of(source) != self.base_of(l.card)):
                continue        # "… by other players' minions here": a card elsewhere still affects it
            if eff.condition is not None and not self.condition(Pending(l.origin, l.card, l.ctrl() or 0, None),
                                                                eff.condition):
                continue
            if self._affects(eff.affects, c, l.card, l.ctrl()):
                return l
        return None

    # ================================================================ registration

    def _add(self, c: Card | None, container: list[Listener], l: Listener) -> None:
        container.append(l)
        if c is not None:
            self._reg.setdefault(c.id, []).append((container, l))

    def _register(self, c: Card) -> None:
        """Listen with the card's abilities that work in its current zone (in play: all but the
        zone-bound triggers; elsewhere: the triggers bound to that zone, e.g. Special from hand)."""
        spec = c.spec
        listening = _LISTENING.get(id(spec))
        if listening is None:
            listening = _listening(spec)
        if listening:
            in_play = c.zone == self.ruleset.play_zone
            for register, ab in listening:
                register(self, c, ab, in_play)

    def _listen_triggered(self, c: Card, ab: Any, in_play: bool) -> None:
        if (ab.zone != c.zone) if ab.zone is not None else not in_play:
            return
        pat = ab.when
        d = self._before if pat.timing is Timing.BEFORE else self._triggers
        self._add(c, d.setdefault(pat.event, []), Listener(c, ab, pat, ab.origin, self.state.seq()))

    def _listen_replacement(self, c: Card, ab: Any, in_play: bool) -> None:
        if in_play:
            self._add(c, self._replacements.setdefault(ab.when.event, []),
                      Listener(c, ab, ab.when, ab.origin, self.state.seq()))

    def _listen_static(self, c: Card, ab: Any, in_play: bool) -> None:
        if in_play:
            self._register_static(c, ab, Listener(c, ab, None, ab.origin, self.state.seq()))

    def _listen_when_true(self, c: Card, ab: Any, in_play: bool) -> None:
        if in_play:
            self._add(c, self._when_true, Listener(c, ab, None, ab.origin, self.state.seq()))

    def _listen_not(self, c: Card, ab: Any, in_play: bool) -> None:
        """On-play and activated abilities do not listen: they are used, not triggered."""

    def _init_listeners(self) -> None:
        """The listener lists: triggers, replacements, statics by kind, and their bookkeeping."""
        self._triggers: dict[Event, list[Listener]] = {}
        self._before: dict[Event, list[Listener]] = {}
        self._replacements: dict[Event, list[Listener]] = {}
        self._cants: dict[Event, list[Listener]] = {}
        self._bonus: dict[str, list[Listener]] = {}
        self._must: list[Listener] = []
        self._no_play: list[Listener] = []
        self._unaffected: list[Listener] = []
        self._considered: list[Listener] = []     # "… are considered Gearbots" (Filter.family)
        self._blank: list[Listener] = []        # "this base's abilities are cancelled"
        self._no_extra: list[Listener] = []     # "… cannot play extra cards"
        self._player_power: list[Listener] = []  # "you have +5 power here"
        self._extra_use: list[Listener] = []    # "one of your minions here can use its Talent twice"
        self._award_change: list[Listener] = []  # "opponents here are awarded 2 less VP from this base"
        self._when_true: list[Listener] = []    # "If this minion has 0 power, destroy it"
        self._in_when = False
        self._name_uses: set[tuple[Any, ...]] = set()
        self._cancelled: set[tuple[int, int]] = set()     # (card id, moves) cancelled as played (BH-K15)
        self._temp_statics: list[tuple[Listener, list[list[Listener]], Duration, int, Card | None]] = []
        self._draw_limits: list[Listener] = []
        self._limit_increases: list[Listener] = []     # "your titan limit is increased by 2"
        self._reg: dict[int, list[tuple[list[Listener], Listener]]] = {}
        self._copied_acts: list[Listener] = []  # t16b: activated abilities copied (runtime/copies.py)

    def _static_containers(self, ab: Any) -> list[list[Listener]]:
        eff = ab.effect
        entry = STATICS.get(eff.KIND)
        if entry is None:
            raise UnknownKind(f"static effect kind {eff.KIND!r} (origin {ab.origin})")
        containers, values_change = entry
        if values_change:           # it changes values or who is affected: the rules look again
            self._dirty_all = True
        return containers(self, eff)

    def _in_bonus(self, eff: Any) -> list[list[Listener]]:
        return [self._bonus.setdefault(eff.stat, [])]

    def _in_cants(self, eff: Any) -> list[list[Listener]]:
        return [self._cants.setdefault(e, []) for e in eff.events]

    def _in_must(self, eff: Any) -> list[list[Listener]]:
        return [self._must]

    def _in_draw_limits(self, eff: Any) -> list[list[Listener]]:
        return [self._draw_limits]

    def _in_limit_increases(self, eff: Any) -> list[list[Listener]]:
        return [self._limit_increases]

    def _in_no_play(self, eff: Any) -> list[list[Listener]]:
        return [self._no_play]

    def _in_no_list(self, eff: Any) -> list[list[Listener]]:
        return []       # u16g: `PlayOnly` is read from the card being played (actions.py)

    def _in_unaffected(self, eff: Any) -> list[list[Listener]]:
        return [self._unaffected]

    def _in_considered(self, eff: Any) -> list[list[Listener]]:
        return [self._considered]

    def _in_blank(self, eff: Any) -> list[list[Listener]]:
        return [self._blank]

    def _in_no_extra(self, eff: Any) -> list[list[Listener]]:
        return [self._no_extra]

    def _in_copies(self, eff: Any) -> list[list[Listener]]:
        # t16b: a copy is made by an instruction (`apply`: runtime/copies.py), never an ongoing
        # ability of its own (the lowering writes none)
        raise UnknownKind("static effect kind 'copies' outside `apply`")

    def listened(self, event: Event) -> bool:
        """Whether some trigger waits for `event` (a moment proposed only then: a search, BH-K45)."""
        return bool(self._triggers.get(event) or self._before.get(event))

    def stun_prevented(self, c: Card, p: Pending) -> bool:
        """BH-K17: whether a "cannot be stunned" static keeps `p`'s stun off `c`."""
        cants = self._cants.get(Event.STUN)
        return bool(cants) and self._cant_applies(cants, c, p.controller, p.stype) is not None

    def _in_extra_cost(self, eff: Any) -> list[list[Listener]]:
        # BH-K28: read by `Actions.card_cost`
        return [self.__dict__.setdefault("_extra_cost", [])]

    def _in_strike_bonus(self, eff: Any) -> list[list[Listener]]:
        # BH-K22: read by runtime/berserk/combat.py (`strike_bonus`)
        return [self.__dict__.setdefault("_strike_bonus", [])]

    def _in_player_power(self, eff: Any) -> list[list[Listener]]:
        return [self._player_power]

    def _in_extra_use(self, eff: Any) -> list[list[Listener]]:
        return [self._extra_use]

    def _in_award_change(self, eff: Any) -> list[list[Listener]]:
        return [self._award_change]

    def awarded(self, base: Card, player: int, vp: int) -> int:
        """The VP `player` is awarded for a place on `base`: `vp`, changed by the "… are awarded
        1 less VP from this base" statics (spec.AwardChange) of the cards on it; never below 0."""
        for l in self._award_change:
            host = self.host_of(l.card) if l.card.attached_to is not None else None
            where = self.base_of(l.card if host is None else host)     # (an action played on a base: that base)
            if where != base.id or (self._blank and self.blanked(l.card)):
                continue
            ctrl = l.ctrl()
            if relation(l.ability.effect.who, player, self.state.active if ctrl is None else ctrl):
                vp += l.ability.effect.amount
        return max(vp, 0)

    def extra_use_for(self, c: Card, label: str) -> Listener | None:
        """An ExtraUse static that lets `c` use its `label` abilities once more this turn and has
        not given its extra use this turn, or None (the caller marks it used)."""
        for l in self._extra_use:
            eff = l.ability.effect
            ctrl = l.ctrl()
            ctrl = self.state.active if ctrl is None else ctrl
            if eff.label != label or (self._blank and self.blanked(l.card)):
                continue
            if not self._affects(eff.affects, c, l.card, ctrl):
                continue
            if eff.condition is not None and not self.condition(Pending(l.origin, l.card, ctrl, None), eff.condition):
                continue
            used = l.card.uses.get(l.origin + "#extra") if l.card is not None else None
            if used is not None and used[0] == (self.state.turn, l.card.moves):
                continue
            return l
        return None

    def _register_static(self, c: Card | None, ab: Any, l: Listener) -> list[list[Listener]]:
        containers = self._static_containers(ab)
        for container in containers:
            self._add(c, container, l)
        return containers

    def apply_static(self, p: Pending, eff: Any, duration: Duration, player: int | None = None) -> None:
        """A static effect created by an ability, for a duration (spec.Apply). `player`: whose
        static it is ("you" in it), when not the ability's controller (t16a: the round's
        player, `Apply.round_player`); the duration is still counted for the controller."""
        if eff.KIND == "copies":
            self.copy_abilities(p, eff, duration)       # t16b: runtime/copies.py
            return
        if eff.KIND == "stat_bonus" and eff.affects.KIND == "each" and eff.affects.filter.named_as_picked:
            # "creatures with the same name" as the card just acted on (BH-K29): named now
            eff = attrs.evolve(eff, affects=s.Each(filter=self.freeze(p, eff.affects.filter)))
        ab = s.Static(origin=p.origin, effect=eff, label="")
        l = Listener(p.source, ab, None, p.origin, self.state.seq(),
                     controller=p.controller if player is None else player)
        if eff.KIND == "blank" and eff.affects.KIND == "host" and p.source is not None:
            # the card the source is on, now: it stays cancelled if the source leaves play (or has
            # just left it: "destroy this action to cancel this base's ability")
            host = self.host_or_last(p.source)
            l.effect = frozenset((host.id,)) if host is not None else frozenset()
        elif eff.KIND == "blank" and eff.affects.KIND == "picked":
            # "Choose a minion. Its abilities are cancelled until …": the chosen cards, fixed now
            l.effect = frozenset(c.id for c in p.picked)
        containers = self._register_static(None, ab, l)
        self._temp_statics.append((l, containers, duration, p.controller, p.source))

    def grant_trigger(self, p: Pending, c: Card, ab: Any, duration: Duration) -> None:
        """BH-K42: the triggered ability `ab` listens as `c`'s own (its `This` is `c`, its controller
        `c`'s) until `duration` ends (as a static made for a while) or `c` leaves play."""
        pat = ab.when
        d = self._before if pat.timing is Timing.BEFORE else self._triggers
        container = d.setdefault(pat.event, [])
        l = Listener(c, ab, pat, ab.origin, self.state.seq())
        self._add(c, container, l)
        self._temp_statics.append((l, [container], duration, p.controller, p.source))
        self.trace.add(EVENT, p.origin, c.label, "gains an ability", (("label", ab.label), ("rule", "BH-K42")))

    def _unregister(self, c: Card) -> bool:
        regs = self._reg.pop(c.id, None)
        if not regs:
            return False
        statics = False
        for container, l in regs:
            if l in container:
                container.remove(l)
            if l.ability is not None and l.ability.KIND == "static":
                statics = True
        return statics

    def control_changed(self, c: Card) -> None:
        """Control changed: listeners read the controller live, nothing to move."""
        self._dirty_all = True

    def _unregister_listener(self, l: Listener) -> None:
        for d in (self._triggers, self._before):
            lst = d.get(l.pattern.event)
            if lst and l in lst:
                lst.remove(l)

    def add_delayed(self, p: Pending, eff: s.Delay) -> None:
        """BH-521: a delayed effect waits for its condition, then is queued once."""
        l = Listener(p.source, None, eff.when, p.origin, self.state.seq(), once=True,
                     controller=p.controller, effect=eff.effect)
        if eff.remember:
            l.picked = tuple(p.affected)        # "it": what the instruction before acted on
        d = self._before if eff.when.timing is Timing.BEFORE else self._triggers
        d.setdefault(eff.when.event, []).append(l)

    # ================================================================ uses / costs / resources

    def use_by_name(self, l: Listener, ev: Ev, ctrl: int) -> bool:
        """Triggered.once_per_name: one use per controller among the cards of one name, per turn
        or per triggering card (the scoring base). False (and traced) when already used."""
        per = getattr(l.ability, "once_per_name", None)
        if not per or l.card is None:
            return True
        key: tuple[Any, ...] = (l.card.spec.name, ctrl, self.state.turn)
        if per == "event":
            key += (ev.card.id if ev.card is not None else None, ev.card.moves if ev.card is not None else 0)
        if key in self._name_uses:
            self.trace.add(SKIPPED, l.origin, l.card.label, "one per name", (("per", per),))
            return False
        self._name_uses.add(key)
        return True

    def _use(self, c: Card, origin: str, key: tuple[Any, ...], limit: int | None) -> bool:
        used = c.uses.get(origin)
        n = used[1] if used is not None and used[0] == key + (c.moves,) else 0
        if limit is not None and n >= limit:
            return False
        c.uses[origin] = (key + (c.moves,), n + 1)
        return True


# ability KIND -> how a card listens with it (`Listeners._register`); every ability class has one
REGISTER: dict[str, Any] = {
    s.Triggered.KIND: Listeners._listen_triggered,
    s.Replacement.KIND: Listeners._listen_replacement,
    s.Static.KIND: Listeners._listen_static,
    s.WhenTrue.KIND: Listeners._listen_when_true,
    s.OnPlay.KIND: Listeners._listen_not,
    s.Activated.KIND: Listeners._listen_not,
}



@identity_cache
def _listening(spec: s.CardSpec) -> tuple[tuple[Any, Any], ...]:
    """The card's abilities that may listen somewhere, with how each registers (`REGISTER`),
    in order: on-play and activated abilities never listen (once per card, not per move)."""
    out = []
    for ab in spec.abilities:
        register = REGISTER.get(ab.KIND)
        if register is None:
            raise UnknownKind(f"ability kind {ab.KIND!r} (origin {getattr(ab, 'origin', '?')})")
        if register is not Listeners._listen_not:
            out.append((register, ab))
    return tuple(out)


_LISTENING = _listening.values      # type: ignore[attr-defined]

# static effect KIND -> (the listener lists it joins, whether it changes values or who is
# affected); every static class has one
STATICS: dict[str, tuple[Any, bool]] = {
    s.StatBonus.KIND: (Listeners._in_bonus, True),
    s.Cant.KIND: (Listeners._in_cants, False),
    s.MustTarget.KIND: (Listeners._in_must, False),
    s.DrawLimit.KIND: (Listeners._in_draw_limits, False),
    s.LimitIncrease.KIND: (Listeners._in_limit_increases, False),
    s.NoPlay.KIND: (Listeners._in_no_play, False),
    s.PlayLimit.KIND: (Listeners._in_no_play, False),
    s.NoPlayOn.KIND: (Listeners._in_no_play, False),
    s.PlayOnly.KIND: (Listeners._in_no_list, False),
    s.Unaffected.KIND: (Listeners._in_unaffected, True),
    s.Considered.KIND: (Listeners._in_considered, True),
    s.Blank.KIND: (Listeners._in_blank, True),
    s.NoExtra.KIND: (Listeners._in_no_extra, False),
    s.PlayerPower.KIND: (Listeners._in_player_power, False),
    s.ExtraUse.KIND: (Listeners._in_extra_use, False),
    s.AwardChange.KIND: (Listeners._in_award_change, False),
    s.StrikeBonus.KIND: (Listeners._in_strike_bonus, False),
    s.ExtraCostIncrease.KIND: (Listeners._in_extra_cost, True),
    s.Copies.KIND: (Listeners._in_copies, True),
}
