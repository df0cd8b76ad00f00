"""The players' actions: playing a card, activating an ability, an ad-hoc ability; their costs."""

from __future__ import annotations

from typing import Any

import attrs

from . import spec as s
from .bounds import spend
from .choices import Choice
from .errors import GameError, NotDeclarable, UnknownKind
from .memo import identity_keyed_cache
from .events import COMMIT
from .memo import identity_cache
from .sides import side_spec, sides_of
from .raising import may_raise
from .records import Ev, Pending, relation
from .spec import Event, ModOp
from .state import Card, Player
from .state import works_in_play as _works_in_play
from .trace import COST, NOT_DECLARED, REPLACED, RULE, SKIPPED

NO_CHAIN = "no legal target or chain"      # why a spell cannot be played (BH-524.2, 502.9)


class Actions:
    """Part of `Game`: `play_card`, `activate`, `execute` and paying costs."""

    def _init_actions(self) -> None:
        """Plays made onto bases this turn, groups of extra plays."""
        self._played_at: dict[tuple[int, int, int], tuple[str, ...]] = {}   # (turn, player, base) -> types
        self._played_by: dict[tuple[int, int], tuple[str, ...]] = {}    # (turn, player) -> types, anywhere
        self._grant_groups = 0      # extra plays granted together "with the same name"
        # an action played with an extra play "that directly affects X": its id -> the cards X its
        # choices are limited to (SU-L9, docs/runtime.md)
        self._directed: dict[int, frozenset[int]] = {}
        # t16d: a card played by a Special whose "… instead" replaces its on-play abilities: its
        # id -> (the effect done in their place, the Special's origin)
        self._play_instead: dict[int, tuple[Any, str]] = {}
        # t16d2: "… instead of the discard pile" on a play (`PlayCard.discard_instead`): the card
        # about to be played -> the move (a Pending whose picked / affected card is that card);
        # once it is played: its id -> (its `moves` in play, that Pending): one-shot, this play only
        self._discard_next: dict[int, Pending] = {}
        self._discard_instead: dict[int, tuple[int, Pending]] = {}

    def take_resource(self, p: Player, what: str, amount: int, why: str) -> int:
        """Remove up to `amount`; for coins the player picks permanent or temporary ones one at a
        time (BH-522.5)."""
        if what != self.ruleset.coin_resource or not p.temp_coins:
            have = p.resources.get(what, 0)
            n = min(have, amount)
            p.resources[what] = have - n
            return n
        taken = 0
        for _ in range(amount):
            spend(self, 1, "coins taken one at a time")
            kinds: list[tuple[str, Any]] = []
            if p.resources.get(what, 0) > 0:
                kinds.append(("permanent", None))
            for t in p.temp_coins:
                if t.amount > 0:
                    kinds.append((f"temporary({t.duration.value})#{len(kinds)}", t))
            if not kinds:
                break
            i = self.ask(Choice.COINS, p.index, f"which coin to {why}", [k for k, _ in kinds])[0]
            t = kinds[i][1]
            if t is None:
                p.resources[what] -= 1
            else:
                t.amount -= 1
                if t.amount == 0:
                    p.temp_coins.remove(t)
            taken += 1
        return taken

    def _pay_costs(self, c: Card, ab: s.Activated, player: int) -> None:
        """BH-501.3: a payment has neither source nor target: rule events, origin rule:payment."""
        for cost in ab.costs:
            entry = COSTS.get(cost.cost)
            if entry is None:
                raise UnknownKind(f"cost kind {cost.cost!r}")
            entry[0](self, c, ab, cost, player)

    def _can_pay(self, c: Card, ab: s.Activated, player: int) -> str | None:
        """Why the player cannot pay the ability's costs now, or None."""
        for cost in ab.costs:
            entry = COSTS.get(cost.cost)
            why = entry[1](self, c, cost, player) if entry is not None else None
            if why:
                return why
        return None

    def _pay_tap(self, c: Card, ab: s.Activated, cost: s.Cost, player: int) -> None:
        self.trace.add(COST, "rule:payment", c.label, "tap", (("for", ab.origin),))
        COMMIT[Event.TAP](self, Ev(Event.TAP, card=c, player=c.controller, origin="rule:payment"))

    def _pay_coins(self, c: Card, ab: s.Activated, cost: s.Cost, player: int) -> None:
        self.trace.add(COST, "rule:payment", c.label, "coins", (("amount", cost.amount), ("for", ab.origin)))
        self.propose(Ev(Event.PAY, player=player, amount=cost.amount,
                        what=self.ruleset.coin_resource or "coin", origin="rule:payment"))

    def _pay_coins_x(self, c: Card, ab: s.Activated, cost: s.Cost, player: int) -> None:
        # BH-K37: "(X):" the player chooses X (0 up to their coins left), pays it; the text's X
        # is that X (`PaidX`, as a card's cost X, BH-X1)
        x = self.choose_x(c, player, self.coins(player))
        if x:
            self._pay_coins(c, ab, attrs.evolve(cost, amount=x), player)

    def _pay_play(self, c: Card, ab: s.Activated, cost: s.Cost, player: int) -> None:
        # SU-T2: "instead of your regular minion play": that play is used
        self.trace.add(COST, "rule:payment", c.label, "play", (("type", cost.card_type), ("for", ab.origin)))
        self.state.players[player].plays_left[cost.card_type] -= cost.amount

    def _pay_discard(self, c: Card, ab: s.Activated, cost: s.Cost, player: int) -> None:
        hand = self.zone(player, self.ruleset.hand_zone)
        ans = self.ask(Choice.DISCARD, player, "discard to pay", [h.label for h in hand],
                       min=cost.amount, max=cost.amount, origin=ab.origin)
        for i in ans:
            self.trace.add(COST, "rule:payment", hand[i].label, "discard", (("for", ab.origin),))
            self.relocate(hand[i], self.ruleset.discard_zone, hand[i].owner)

    def _cannot_tap(self, c: Card, cost: s.Cost, player: int) -> str | None:
        return "a tapped card cannot pay (BH-506)" if c.tapped else None

    def _cannot_coins(self, c: Card, cost: s.Cost, player: int) -> str | None:
        return "not enough coins" if self.coins(player) < cost.amount else None

    def _cannot_coins_x(self, c: Card, cost: s.Cost, player: int) -> str | None:
        return None             # X may be 0

    def _cannot_discard(self, c: Card, cost: s.Cost, player: int) -> str | None:
        hand = self.state.zone_cards(player, self.ruleset.hand_zone)
        return "not enough cards in hand" if len(hand) < cost.amount else None

    def _cannot_play(self, c: Card, cost: s.Cost, player: int) -> str | None:
        if self.state.players[player].plays_left.get(cost.card_type or "", 0) < cost.amount:
            return f"no {cost.card_type} play left"
        return None

    def _why_not_playable(self, c: Card, eff: Any, player: int) -> str | None:
        """SU-T2: why "… you may play this titan" cannot play it now (its condition does not
        hold, no base fits where it must go), or None. Used is not offered when it could do
        nothing."""
        probe = Pending("probe", c, player, eff)
        while True:
            k = eff.KIND
            if k == "if":
                if not self.condition(probe, eff.condition):
                    return "its condition does not hold"
                eff = eff.then
            elif k in ("then", "may"):
                eff = eff.second if k == "then" else eff.effect
            else:
                break
        if eff.KIND == "play_card" and eff.to_base is not None and eff.to_base.KIND == "target" \
                and not self.candidates(eff.to_base.filter, c, player):
            return "no base where it may go"
        return None

    # ================================================================ public actions

    def play_card(self, cid: int, *, base: int | None = None, on: int | None = None,
                  free: bool = False, resolve: bool = True, as_type: str | None = None) -> None:
        """`_play_card`; a card of two types is played as `as_type` (SU-P1, runtime/sides.py):
        as the type asked, else the first of its types its owner has a play left for, else its
        first type. Its spec is that side's until it leaves play (or the play is refused)."""
        c = self.state.cards[cid]
        if not c.spec.sides or c.zone == self.ruleset.play_zone:
            return self._play_card(cid, base=base, on=on, free=free, resolve=resolve)
        whole = c.spec
        as_type = self._side_type(c, as_type)
        c.spec, c.whole = side_spec(whole, as_type), whole
        self.trace.add(RULE, "rule:two-types", c.label, "played as", (("type", as_type), ("rule", "SU-P1")))
        try:
            self._play_card(cid, base=base, on=on, free=free, resolve=resolve)
        except NotDeclarable:
            if c.whole is whole:
                c.spec, c.whole = whole, None
            raise
        if c.whole is whole and c.zone != self.ruleset.play_zone:
            c.spec, c.whole = whole, None       # an action: resolved, in the discard pile, whole again

    def _side_type(self, c: Card, as_type: str | None) -> str:
        """SU-P1: the type a card of two types is played as: `as_type`, else the first of its
        types its owner has a play left for, else its first type."""
        sides = sides_of(c.spec)
        if as_type not in sides:
            left = self.state.players[c.owner].plays_left
            as_type = next((t for t in sides if left.get(t, 0) > 0), sides[0])
        return as_type

    def why_not_play(self, cid: int, *, base: int | None = None, on: int | None = None,
                     free: bool = False, as_type: str | None = None) -> str | None:
        """Why the card cannot be played now onto `base` / on the card `on` (a card of two types
        as `as_type`, SU-P1), or None: the checks `play_card` makes before it plays it (a play
        left or an extra play that allows it, where it may go, "cannot play" statics, SU-T3
        limits, cost, a spell's legal targets). The play options offer a play and a place only
        when this is None (runtime/match.py)."""
        c = self.state.cards[cid]
        if not c.spec.sides or c.zone == self.ruleset.play_zone:
            return self._play_check(c, base, on, free)[0]
        whole = c.spec
        c.spec = side_spec(whole, self._side_type(c, as_type))     # (as `play_card` plays it)
        try:
            return self._play_check(c, base, on, free)[0]
        finally:
            c.spec = whole

    def _play_check(self, c: Card, base: int | None, on: int | None,
                    free: bool) -> tuple[str | None, Any, bool, int]:
        """(why the card cannot be played there or None, the extra play it takes or None,
        whether it uses up one of the turn's plays, its cost): `why_not_play`. Changes nothing."""
        rs = self.ruleset
        player = c.owner
        pl = self.state.players[player]
        ctype = c.spec.card_type
        grant = None
        counted = bool(rs.plays_per_turn) and not free and _counted(rs.plays_per_turn, ctype)
        if c.zone != rs.hand_zone or (counted and pl.plays_left.get(ctype, 0) <= 0):
            # a restricted extra play ("an extra minion of power 2 or less from your discard pile")
            dest = base if base is not None else (self.state.cards[on].at if on is not None else None)
            grant = self._extra_play_for(pl, c, dest, on if on is not None else base)
            if grant is None:
                if c.zone != rs.hand_zone:
                    return f"{c.label} is in the {c.zone}: no extra play lets {pl.name} play it from there", None, counted, 0
                return f"{pl.name} has no {ctype} play left", None, counted, 0
        if c.spec.play_on is not None:
            # "Play on a minion." / "Play on a base.": the card goes on a card that matches
            host = on if on is not None else base
            if host is None:
                return f"{c.label} must be played on a card (its text says where)", grant, counted, 0
            if not self.matches(c.spec.play_on, self.state.cards[host], c, player):
                return f"{c.label} cannot be played on {self.state.cards[host].label}", grant, counted, 0
            if base is not None and on is None and self.state.cards[base].spec.card_type == rs.base_type:
                on = None       # played on a base: it stays at that base
        dest = base if base is not None else (self.state.cards[on].at if on is not None else None)
        why = self._own_play_rule(c, dest, player)
        if why:
            return why, grant, counted, 0
        for l in self._no_play:
            eff = l.ability.effect
            src = l.card
            if self._blank and self.blanked(src):
                continue
            if eff.KIND != "no_play":
                why = self._limit_play(l, eff, c, player, on)     # "cannot play more than one action per turn"
                if why:
                    return why, grant, counted, 0
                continue
            here = None if src is None else (src.id if src.spec.card_type == rs.base_type else src.at)
            # (a ruleset without bases: "cannot play cards" holds wherever they would go, BH-K27)
            if ((not rs.base_type or eff.anywhere or (here is not None and dest == here)) and relation(eff.by, player, l.ctrl())
                    and (not eff.card_types or ctype in eff.card_types)
                    and (eff.filter is None or self.matches(eff.filter, c, src, l.ctrl(), look_back=True))
                    and (eff.condition is None or self.condition(Pending(l.origin, src, l.ctrl() or 0, None),
                                                                 eff.condition))):
                if eff.per_turn is not None:
                    done = self._played_at.get((self.state.turn, player, here), ())
                    if _played_of(done, eff.card_types) < eff.per_turn:
                        continue
                return f"{c.label} cannot be played there ({l.origin})", grant, counted, 0
        why = self.in_play_limit(c, player)
        if why:
            return f"{c.label}: {why}", grant, counted, 0
        cost = 0
        if rs.cost_stat and rs.coin_resource and not free:
            cost = self.card_cost(c)
            if self.coins(player) < cost:
                return f"{c.label} costs {cost}, {pl.name} has {self.coins(player)}", grant, counted, cost
        if rs.targets_required and not self._stays(c, on):
            # a spell with no legal chain / target cannot be declared at all (BH-524.2, 502.9)
            for ab in c.spec.abilities:
                if ab.KIND == "on_play" and not self.has_legal_plan(ab.origin, ab.effect, c, player):
                    return f"{c.label}: {NO_CHAIN}", grant, counted, cost
        if self._no_extra and (counted or grant is not None):
            # "… cannot play extra cards": a granted play, or a counted one beyond the normal ones
            normal = dict(rs.plays_per_turn).get(ctype, 0)
            barred = self.no_extra_for(player)
            if barred is not None and (grant is not None or pl.plays_made.get(ctype, 0) >= normal):
                return f"{pl.name} cannot play extra cards ({barred.origin})", grant, counted, cost
        return None, grant, counted, cost

    def _own_play_rule(self, c: Card, dest: int | None, player: int) -> str | None:
        """u16g (SU-W1): the card's own rule for its play (`PlayOnly`, "You may only play this
        minion if …", "… on a base where …"), read from the card whenever it is played: why it
        refuses this play onto `dest` (the base it goes to), or None."""
        for ab in c.spec.abilities:
            if ab.KIND != "static" or ab.effect.KIND != "play_only":
                continue
            rule = ab.effect
            holds = True
            if rule.where is not None:
                holds = dest is not None and self.matches(rule.where, self.state.cards[dest], c, player)
            if holds and rule.condition is not None:
                holds = self.condition(Pending(ab.origin, c, player, None), rule.condition)
            if holds == rule.barred:
                return f"{c.label} cannot be played {'there' if rule.where is not None else 'now'} (its own rule, {ab.origin})"
        return None

    def _stays(self, c: Card, on: int | None) -> bool:
        """Whether the card stays in play once played (a minion, a card played on a card, a card
        with an ability that works in play) rather than resolving and leaving (an action)."""
        t = self.ruleset.card_type(c.spec.card_type)
        return t is None or t.in_play or on is not None or c.spec.play_on is not None or any(
            _works_in_play(a) for a in c.spec.abilities)

    def _play_card(self, cid: int, *, base: int | None = None, on: int | None = None,
                   free: bool = False, resolve: bool = True) -> None:
        """Play a card from its owner's hand if `why_not_play` allows it: pay, put it into play,
        declare its on-play abilities (those with no legal target are not declared, BH-502.9),
        resolve (SU-A1)."""
        c = self.state.cards[cid]
        rs = self.ruleset
        player = c.owner
        pl = self.state.players[player]
        ctype = c.spec.card_type
        why, grant, counted, cost = self._play_check(c, base, on, free)
        if why is not None:
            if why.endswith(NO_CHAIN) and self.trace.enabled:
                origin = next(ab.origin for ab in c.spec.abilities if ab.KIND == "on_play"
                              and not self.has_legal_plan(ab.origin, ab.effect, c, player))
                self.trace.add(NOT_DECLARED, origin, c.label, "spell", (("rule", "BH-502.9/524.2"),))
            raise NotDeclarable(why)
        if rs.cost_stat and rs.coin_resource and not free and x_cost(c.spec):
            cost += self.choose_x(c, player, self.coins(player) - cost)
        stays = self._stays(c, on)
        if grant is not None or (counted and pl.plays_made.get(ctype, 0) >= dict(rs.plays_per_turn).get(ctype, 0)):
            pl.extras_this_turn += 1        # an extra card: granted, or beyond the turn's normal plays
        if counted and grant is None:
            pl.plays_made[ctype] = pl.plays_made.get(ctype, 0) + 1
        if self._directed:
            self._directed.pop(cid, None)
        if grant is not None:
            pl.extra_plays.remove(grant)
            if grant.affects is not None and c.spec.play_on is None:
                self.direct(cid, grant.affects)
            if grant.group is not None:         # "… with the same name": the rest of the group follow it
                for other in pl.extra_plays:
                    if other.group == grant.group:
                        other.name = c.spec.name
            self.trace.add(COST, "rule:extra-play", c.label, "extra play",
                           (("from", grant.zone),) + ((("granted_by", self.state.cards[grant.source].label),)
                                                      if grant.source is not None else ()))
        elif rs.plays_per_turn and not free and pl.plays_left.get(ctype, 0) > 0:
            pl.plays_left[ctype] -= 1
        if cost:
            self.trace.add(COST, "rule:payment", c.label, "coins", (("amount", cost),))
            self.propose(Ev(Event.PAY, player=player, amount=cost, what=rs.coin_resource or "coin",
                            origin="rule:payment"))
        key = (self.state.turn, player)
        self._played_by[key] = self._played_by.get(key, ()) + (ctype,)
        self.put_into_play(c, player, base=base, on=on, stays=stays)
        if resolve:
            self.resolve()

    def _limit_play(self, l: Any, eff: Any, c: Card, player: int, on: int | None) -> str | None:
        """`PlayLimit` ("you cannot play more than one action per turn": the player's plays of
        those types this turn, anywhere) and `NoPlayOn` ("players cannot play actions on minions
        here": a play on a card that matches): why the play is barred, or None (a reason, as
        every check of `_play_check`: `why_not_play` answers, it never raises)."""
        ctype = c.spec.card_type
        if not relation(eff.by, player, l.ctrl()) or (eff.card_types and ctype not in eff.card_types):
            return None
        if eff.condition is not None and not self.condition(Pending(l.origin, l.card, l.ctrl() or 0, None),
                                                            eff.condition):
            return None
        if eff.KIND == "play_limit":
            done = self._played_by.get((self.state.turn, player), ())
            if _played_of(done, eff.card_types) >= eff.per_turn:
                return f"{c.label}: no more than {eff.per_turn} a turn ({l.origin})"
        elif on is not None and self._affects(eff.on, self.state.cards[on], l.card, l.ctrl()):
            return f"{c.label} cannot be played on {self.state.cards[on].label} ({l.origin})"
        return None

    def cancel_play(self, c: Card, origin: str) -> None:
        """BH-K15: the card being played does nothing: its on-play abilities already waiting are
        dropped, those not yet declared will not be (`put_into_play`)."""
        self._cancelled.add((c.id, c.moves))
        self.trace.add(RULE, origin, c.label, "cancelled", (("rule", "BH-K15"),))
        for q in (self._queue, self._batch):
            q[:] = [x for x in q if not (x.source is c and x.label in ("on play", "directly affects"))]
        if c.zone == self.ruleset.play_zone:
            self.relocate(c, self.ruleset.discard_zone, c.owner)

    def card_cost(self, c: Card) -> int:
        """What playing `c` costs now: its cost stat (`value`) with the cost changes of the
        statics in play that cover it where it is ("Creatures cost 1 more.": a `StatBonus` on
        the cost stat whose filter names the hand, BH-K12); never below 0."""
        rs = self.ruleset
        if c.modifiers or c.counters or c.zone == rs.play_zone:
            n = self.value(c, rs.cost_stat)
        else:
            n = c.printed.get(rs.cost_stat, 0)
        changes = self._bonus.get(rs.cost_stat) if c.zone != rs.play_zone else None
        raised = False
        if changes:
            for l in changes:
                eff = l.ability.effect
                sel = eff.affects
                kind = sel.KIND
                if kind == "this":
                    continue
                if kind == "each":          # (`_affects` and `l.ctrl()`, inlined: this runs for every card in hand)
                    src = l.card
                    if not self.matches(sel.filter, c, src, l.controller if l.controller is not None else (
                            src.controller if src is not None else None)):
                        continue
                elif not self._affects(sel, c, l.card, l.ctrl()):
                    continue
                if self._blank and self.blanked(l.card):
                    continue
                a = eff.amount
                if eff.condition is None and a.KIND == "const":
                    more = a.value          # (no context to make: `_amount_const`)
                else:
                    ctx = Pending(l.origin, l.card, l.ctrl() or 0, None)
                    if eff.condition is not None and not self.condition(ctx, eff.condition):
                        continue
                    more = self.amount(ctx, a) if eff.op is ModOp.ADD or eff.op is ModOp.SUB else 0
                if eff.op is ModOp.ADD:
                    n += more
                    raised = raised or more > 0
                elif eff.op is ModOp.SUB:
                    n -= more
            if raised and getattr(self, "_extra_cost", None):
                n += self.extra_cost_increase(c)        # once, however many changes raised it (BH-525)
        return n if n > 0 else 0

    def extra_cost_increase(self, c: Card) -> int:
        """BH-K28: what "it costs 1 more in addition" statics add to `c`, whose cost a change raised."""
        n = 0
        for l in self._extra_cost:
            if (not self._blank or not self.blanked(l.card)) \
                    and self._affects(l.ability.effect.affects, c, l.card, l.ctrl()):
                n += l.ability.effect.amount
        return n

    def choose_x(self, c: Card, player: int, most: int) -> int:
        """BH-X1: the player of a card whose cost is X chooses X (0 up to what they can pay on
        top of the rest of the cost); its text reads that X (`PaidX`)."""
        x = self.ask(Choice.AMOUNT, player, f"X for {c.label} (0-{most})", [str(i) for i in range(most + 1)],
                     origin="rule:x-cost")[0] if most > 0 else 0
        if not hasattr(self, "_x_paid"):
            self._x_paid = {}
        self._x_paid[c.id] = x
        self.trace.add(COST, "rule:x-cost", c.label, "X", (("x", x), ("rule", "BH-X1")))
        return x

    def cost_changes_live(self) -> bool:
        """Whether a static in play changes what cards cost (`card_cost` is more than the stat)."""
        return bool(self._bonus.get(self.ruleset.cost_stat or ""))

    def new_grant_group(self) -> int:
        """A fresh id for extra plays granted together ("… with the same name")."""
        self._grant_groups += 1
        return self._grant_groups

    def _extra_play_for(self, pl: Any, c: Card, dest: int | None, on: int | None = None) -> Any:
        """The first restricted extra play of `pl` that this card, from its zone, onto `dest`
        (played on the card `on`) may use; None if there is none."""
        for g in pl.extra_plays:
            if not g.allows(c.spec.card_type) or g.zone != c.zone:
                continue
            if g.affects is not None and not self.may_directly_affect(c, on, g.affects, g.raises):
                continue
            if g.name is not None and c.spec.name != g.name:
                continue
            if g.base is not None and dest != g.base:
                continue
            if g.to is not None:
                src = self.state.cards.get(g.source) if g.source is not None else None
                if dest is None or not self.base_passes(g.to, self.state.cards[dest], src, g.controller, None):
                    continue
            if g.filter is not None:
                src = self.state.cards.get(g.source) if g.source is not None else None
                if not self.matches(_in_zone(g.filter, c.zone), c, src, g.controller):
                    continue
            return g
        return None

    def may_directly_affect(self, c: Card, on: int | None, ids: frozenset[int], raises: str | None = None) -> bool:
        """Whether the card, played on `on`, can directly affect one of the cards `ids` (SU-L9): a
        card played on a card is played on one of them; any other chooses a card its on-play
        abilities could choose, among them (its choices are then limited to them: `_directed`).
        `raises`: and its text raises that stat of the card it affects (runtime/raising.py)."""
        if raises is not None and not may_raise(c.spec, raises, self.ruleset.counter_stats):
            return False
        if c.spec.play_on is not None:
            return on in ids
        cards = [self.state.cards[i] for i in ids if i in self.state.cards and self.state.is_in_play(self.state.cards[i])]
        return any(self.matches(f, x, c, c.owner) for f in _chosen_filters(c.spec) for x in cards)

    def play_instead(self, cid: int, effect: Any, origin: str = "") -> None:
        """The card, played now by a Special, does `effect` in place of its own on-play
        abilities (t16d: the Special's "… instead"); None forgets it."""
        if effect is None:
            self._play_instead.pop(cid, None)
        else:
            self._play_instead[cid] = (effect, origin)

    def discard_instead(self, cid: int, q: Pending | None) -> None:
        """The card, about to be played, goes by `q` (its effect: a move of that card) instead of
        into its owner's discard pile, for this play only (t16d2, SU-D9); None: not played after
        all, forgotten."""
        if q is None:
            self._discard_next.pop(cid, None)
        else:
            self._discard_next[cid] = q

    def _discard_replaced(self, c: Card, zone: str, owner: int | None) -> bool:
        """`c` leaves play for `zone`: a replacement of this play of it (`discard_instead`) is used
        up; when `zone` is its owner's discard pile, the card goes by its move instead. True when
        the card went somewhere else (the relocation to the discard pile then does not happen)."""
        moves, q = self._discard_instead.pop(c.id, (None, None))
        if q is None or moves != c.moves or zone != self.ruleset.discard_zone or owner != c.owner:
            return False
        self.trace.add(REPLACED, q.origin, c.label, "discard", (("instead", q.effect.KIND), ("rule", "SU-D9")))
        if self.plan(q, q.effect, ()):
            self.run(q, q.effect, ())
        return c.moves != moves

    def _resolved_play(self, p: Pending, moves: int) -> None:
        """An action played with a `discard_instead` is in play while its on-play abilities
        resolve; then it would go to its owner's discard pile (replaced, t16d2)."""
        c = p.source
        if c is not None and c.zone == self.ruleset.play_zone and c.moves == moves:
            self.relocate(c, self.ruleset.discard_zone, c.owner)

    def direct(self, cid: int, ids: frozenset[int]) -> None:
        """The card is played "as an action that directly affects X" (the cards `ids`): the choices
        of its abilities that one of them can answer are limited to them (SU-L9), this turn."""
        self._directed[cid] = ids

    def put_into_play(self, c: Card, player: int, *, base: int | None = None, on: int | None = None,
              stays: bool = True, by: Pending | None = None) -> None:
        rs = self.ruleset
        if stays:
            if base is not None and not self.is_base_in_play(base):
                base = None         # "there" that is no base (any more): the player picks one
            if rs.base_type and c.spec.card_type != rs.base_type and base is None and on is None:
                bases = _of_type(self.in_play(), rs.base_type)
                if bases:
                    base = bases[self.ask(Choice.BASE, player, f"base for {c.label}", self._labels(bases))[0]].id
            if on is not None and base is None:
                base = self.state.cards[on].at
            self.relocate(c, rs.play_zone, None if rs.play_zone in rs.shared_zones else player)
            c.controller = player
            c.at = base
            if base is not None:            # plays onto a base this turn ("only one minion here each turn")
                key = (self.state.turn, player, base)
                self._played_at[key] = self._played_at.get(key, ()) + (c.spec.card_type,)
            if on is not None:
                c.attached_to = on
                self._attached.setdefault(on, []).append(c.id)
        elif c.id in self._discard_next:
            # t16d2: played with "… instead of the discard pile": in play while it resolves
            # (still its owner's: a card of a shared deck too, SU-M1)
            owner = c.owner
            self.relocate(c, rs.play_zone, None if rs.play_zone in rs.shared_zones else player)
            c.owner, c.controller, c.at = owner, player, None
        else:
            self.relocate(c, rs.discard_zone, c.owner)
        if self._discard_next and (q := self._discard_next.pop(c.id, None)) is not None:
            self._discard_instead[c.id] = (c.moves, q)
        origin = by.origin if by is not None else "game:play"
        if stays:
            self._check_unique(c)
        self.propose(Ev(Event.PLAY, card=c, player=player, origin=origin))
        if self._cancelled and (c.id, c.moves) in self._cancelled:
            # BH-K15: cancelled as it was played (an ability answering the play): no on-play
            # abilities; a card that would stay in play goes to the discard pile instead
            if c.zone == rs.play_zone:
                self.relocate(c, rs.discard_zone, c.owner)
            self._flush()
            return
        if stays:
            self.propose(Ev(Event.ENTER, card=c, player=player, origin=origin))
            if self.entered is not None:
                self.entered(c)
        group = []
        # a card played by an ability that answered an event ("Special: Play after a base
        # scores. … there") does its text in that event's context: "there" is that base
        context = by.event if by is not None else None
        instead = self._play_instead.pop(c.id, None) if self._play_instead else None
        if instead is not None:
            p = self.declare(instead[1], instead[0], c, player, event=context, label="special")
            if p is not None:
                group.append(p)
        for ab in c.spec.abilities:
            if ab.KIND == "on_play" and instead is None:
                if ab.once_per_name is not None:
                    key: tuple[Any, ...] = (c.spec.name, player, self.state.turn)
                    if key in self._name_uses:
                        self.trace.add(SKIPPED, ab.origin, c.label, "one per name", (("per", ab.once_per_name),))
                        continue
                    # an ability under a condition that does not hold as the card is played is not used
                    if ab.effect.KIND != "if" or self.condition(Pending(ab.origin, c, player, ab.effect),
                                                                 ab.effect.condition):
                        self._name_uses.add(key)
                p = self.declare(ab.origin, ab.effect, c, player, event=context, label=ab.label or "on play")
                if p is not None:
                    group.append(p)
        # SU-A1: on-play abilities resolve immediately after the card is played
        self._flush()
        if not stays and c.zone == rs.play_zone:
            # t16d2: once its on-play abilities have resolved, it would go to the discard pile
            self.push([Pending(c.label + "#resolved", c, player, Resolved(c.moves), event=context, label="resolved")])
        if self._triggers.get(Event.AFFECT) and c.spec.card_type == "action" and self.ruleset.base_type:
            # SU-L9: once its on-play abilities are done, the action has directly affected the
            # card it was played on and the cards they chose (announced for whoever listens)
            self.push([Pending(c.label + "#directly", c, player, Directly(on, tuple(group)),
                               event=context, label="directly affects")])
        self.push(group)

    def recruit_again(self, c: Card, by: Pending) -> None:
        """BH-K43: a card in play attached "as if it had module and had just entered play": its
        on-play abilities (Recruit) are declared again, its controller's, and queued (glossary
        "Модуль": the attached creature's Recruits happen)."""
        group = []
        for ab in c.spec.abilities:
            if ab.KIND == "on_play":
                p = self.declare(ab.origin, ab.effect, c, c.controller, label=ab.label or "on play")
                if p is not None:
                    group.append(p)
        self.push(group)

    def why_not_activate(self, cid: int, index: int = 0) -> str | None:
        """Why the card's index-th activated ability cannot be used now, or None: the checks
        `activate` makes before it declares the ability. The play options offer an activation
        only when this is None (runtime/match.py), so a player is never offered one the game
        then refuses."""
        c = self.state.cards[cid]
        ab, use_key = self._activated_at(c, index)
        why, player, _ = self._activation(c, ab, use_key)
        if why is None and self.ruleset.targets_required and not self.has_legal_plan(ab.origin, ab.effect, c, player):
            why = f"{ab.origin}: no legal target (BH-502.9)"       # (`declare` would not declare it)
        return why

    def _activated_at(self, c: Card, index: int) -> tuple[s.Activated, str]:
        """The card's index-th activated ability and the key its uses are counted under: its
        own first, then those it has copied (t16b, runtime/copies.py), whose uses are their own
        even beside the same printed Talent."""
        acts = [a for a in c.spec.abilities if a.KIND == "activated"]
        use_key = None
        if index >= len(acts) and self._copied_acts:
            acts += self.copied_activated(c)
            use_key = "#copied"
        if index >= len(acts):
            raise GameError(f"{c.label} has no activated ability #{index}")
        ab = acts[index]
        return ab, (ab.origin + use_key if use_key is not None else ab.origin)

    def _activation(self, c: Card, ab: s.Activated, use_key: str) -> tuple[str | None, int, Any]:
        """(why the ability cannot be used now or None, the player who uses it, the ExtraUse
        listener a use beyond its limit takes or None): source legality (BH-502.3), costs payable
        by open cards (BH-506), per-turn / per-phase limits (SU-A2). Changes nothing."""
        player = c.controller
        if self.blanked(c):
            return f"{c.label}: its abilities are cancelled", player, None
        if ab.on_host:
            # a Talent granted to the card this one is on: that card's controller uses it, and
            # not while that card's abilities are cancelled (docs/runtime.md)
            host = self.state.cards.get(c.attached_to) if c.attached_to is not None else None
            if host is None or c.zone != self.ruleset.play_zone:
                return f"{ab.origin}: {c.label} is on no card", player, None
            if self.blanked(host):
                return f"{host.label}: its abilities are cancelled", player, None
            player = host.controller
        if c.zone != (ab.zone or self.ruleset.play_zone):
            if ab.zone is not None:
                return f"{ab.origin}: {c.label} is not in the {ab.zone}", player, None
            return f"{c.label} is not in play (BH-502.3)", player, None
        if ab.zone is not None and ab.zone in (self.ruleset.set_aside_zone, self.ruleset.discard_zone):
            # (h16u: a card that plays itself from its discard pile, as a titan from where it waits)
            why = self.in_play_limit(c, player) or self._why_not_playable(c, ab.effect, player)
            if why:
                return f"{ab.origin}: {why}", player, None
        if ab.your_turn_only and self.state.active != player:
            return f"{ab.origin}: only on your turn", player, None
        if ab.phase is not None and self.state.phase != ab.phase:
            return f"{ab.origin}: only during {ab.phase}", player, None
        why = self._can_pay(c, ab, player)
        if why:
            return f"{ab.origin}: {why}", player, None
        extra = None
        if ab.per_turn is not None:
            key = (self.state.turn, self.state.phase_index) if ab.phase is not None else (self.state.turn,)
            used = c.uses.get(use_key)
            if used is not None and used[0] == key + (c.moves,) and used[1] >= ab.per_turn:
                # "… can use its Talent twice": one more use, given by an ExtraUse static (SU-L7)
                extra = self.extra_use_for(c, ab.label) if self._extra_use else None
                if extra is None:
                    return f"{ab.origin}: already used (SU-A2)", player, None
        if ab.once_per_name is not None and (c.spec.name, player, self.state.turn) in self._name_uses:
            return f"{ab.origin}: one use per turn among the cards named {c.spec.name}", player, None
        return None, player, extra

    def activate(self, cid: int, index: int = 0, *, resolve: bool = True) -> None:
        """Declare an activated ability (the index-th of the card) if `why_not_activate` allows
        it (BH-502.3, BH-506, SU-A2), with its targets."""
        c = self.state.cards[cid]
        ab, use_key = self._activated_at(c, index)
        why, player, extra = self._activation(c, ab, use_key)
        if why is not None:
            raise NotDeclarable(why)
        name_key = (c.spec.name, player, self.state.turn) if ab.once_per_name is not None else None
        p = self.declare(ab.origin, ab.effect, c, player, label=ab.label or "activated")
        if p is None:
            raise NotDeclarable(f"{ab.origin}: no legal target (BH-502.9)")
        if name_key is not None:
            self._name_uses.add(name_key)       # h16v: "use only one <name> ability per turn"
        if extra is not None:
            self._use(extra.card, extra.origin + "#extra", (self.state.turn,), 1)
        elif ab.per_turn is not None:
            key = (self.state.turn, self.state.phase_index) if ab.phase is not None else (self.state.turn,)
            self._use(c, use_key, key, ab.per_turn)
        self._pay_costs(c, ab, player)
        self._flush()
        self.push([p])
        if resolve:
            self.resolve()

    def execute(self, effect: Any, *, controller: int = 0, source: int | None = None,
                origin: str = "script#0", resolve: bool = True) -> bool:
        """Declare and resolve an ad-hoc ability (scenarios, tests). False if not declarable."""
        src = self.state.cards[source] if source is not None else None
        p = self.declare(origin, effect, src, controller)
        if p is None:
            return False
        self._flush()
        self.push([p])
        if resolve:
            self.resolve()
        return True


# (helpers of `play_card` and `put_into_play`: a comprehension in those methods would make the
# locals it reads cells on every play)

@identity_cache
def _chosen_filters(spec: s.CardSpec) -> tuple[s.Filter, ...]:
    """The filters of the cards the card's on-play abilities choose (`Target`, `Pick`)."""
    out: list[s.Filter] = []

    def walk(x: Any) -> None:
        if isinstance(x, s.Target):
            out.append(x.filter)
        if attrs.has(type(x)):
            for f in attrs.fields(type(x)):
                walk(getattr(x, f.name))
        elif isinstance(x, tuple):
            for y in x:
                walk(y)
    for ab in spec.abilities:
        if ab.KIND == "on_play":
            walk(ab.effect)
    return tuple(out)


@identity_keyed_cache
def _in_zone(f: s.Filter, zone: str) -> s.Filter:
    """The filter of a card in `zone` (one per filter and zone)."""
    return attrs.evolve(f, zone=zone)


def _counted(plays_per_turn: Any, ctype: str) -> bool:
    """Whether cards of the type use up one of the turn's plays."""
    for t, _ in plays_per_turn:
        if t == ctype:
            return True
    return False


def _played_of(done: Any, card_types: Any) -> int:
    """How many of the card types played there (all when `card_types` is empty)."""
    return sum(1 for t in done if not card_types or t in card_types)


def _of_type(cards: list[Card], card_type: str | None) -> list[Card]:
    return [b for b in cards if b.spec.card_type == card_type]


class Directly:
    """The end of an action's play (SU-L9): `Pipeline` announces which cards it directly affected
    (not an instruction of any card: the runtime puts it under the action's on-play abilities)."""

    KIND = "directly_affects"
    __slots__ = ("host", "group")

    def __init__(self, host: int | None, group: tuple[Pending, ...]) -> None:
        self.host = host
        self.group = group


class Resolved:
    """The end of the play of an action that was in play while it resolved (t16d2): it would go
    to its owner's discard pile now (not an instruction of any card)."""

    KIND = "resolved_play"
    __slots__ = ("moves",)

    def __init__(self, moves: int) -> None:
        self.moves = moves


# CostKind -> (paying it, why it cannot be paid now); every cost kind has one (a test)
COSTS: dict[s.CostKind, tuple[Any, Any]] = {
    s.CostKind.TAP_SELF: (Actions._pay_tap, Actions._cannot_tap),
    s.CostKind.COINS: (Actions._pay_coins, Actions._cannot_coins),
    s.CostKind.PLAY: (Actions._pay_play, Actions._cannot_play),
    s.CostKind.DISCARD: (Actions._pay_discard, Actions._cannot_discard),
    s.CostKind.COINS_X: (Actions._pay_coins_x, Actions._cannot_coins_x),
}


def _says_x(ir: Any) -> bool:
    if isinstance(ir, s.PaidX):
        return True
    if isinstance(ir, tuple):
        return any(_says_x(x) for x in ir)
    if attrs.has(type(ir)):
        return any(_says_x(getattr(ir, f.name)) for f in attrs.fields(type(ir)))
    return False


@identity_cache
def x_cost(spec: s.CardSpec) -> bool:
    """BH-X1: whether the card's cost is X (its text reads the X paid, `PaidX`)."""
    return _says_x(spec.abilities)
