"""What an ability reads on resolution: amounts, conditions and the cards a selector designates."""

from __future__ import annotations

from typing import Any

import attrs

from . import spec as s
from .errors import GameError, UnknownKind
from .memo import identity_cache, identity_keyed_cache
from .records import CMP as _CMP
from .records import Ev, Pending, relation
from .spec import Cmp, Controller
from .state import COUNTER_KEY, Card


class Evaluation:
    """Part of `Game`: `amount`, `condition`, `select`, `freeze`; one method per KIND, found
    through the tables `AMOUNTS`, `CONDITIONS`, `SELECTORS` (a test proves them total)."""

    def amount(self, p: Pending, a: Any) -> int:
        f = AMOUNTS.get(a.KIND)
        if f is None:
            raise UnknownKind(f"amount kind {a.KIND!r} has no evaluator (origin {p.origin})")
        return f(self, p, a)

    def _amount_const(self, p: Pending, a: Any) -> int:
        return a.value

    def _amount_that_many(self, p: Pending, a: Any) -> int:
        return p.that_many

    def _amount_count(self, p: Pending, a: Any) -> int:
        return len(self.at_picked(p, a.filter, self.candidates(a.filter, p.source, p.controller, p.event)))

    def _amount_stat_of(self, p: Pending, a: Any) -> int:
        cards = self.select(p, a.of, None, "")
        if not cards:
            return 0
        c = cards[0]
        lki = c.last_values
        if a.of.KIND in _AS_IT_LEFT and lki is not None and lki[0] == c.moves and a.stat in lki[1]:
            # "its power", "the same or lower power" of the card just destroyed (or the event's
            # card, or this one): the value it had as it left play, not its printed one
            return lki[1][a.stat]
        return self.value(c, a.stat)

    def _amount_counters_on(self, p: Pending, a: Any) -> int:
        cards = self.select(p, a.of, None, "")
        n = 0
        for c in cards:
            lki = c.last_values
            if a.of.KIND in _AS_IT_LEFT and lki is not None and lki[0] == c.moves and not c.counters:
                # "a card for each +1 power counter on this titan" after destroying it: as it left
                # play (h16t; it has had none since)
                n += lki[1].get(COUNTER_KEY + a.counter, 0)
            else:
                n += c.counters.get(a.counter, 0)
        return n

    def _amount_resource_of(self, p: Pending, a: Any) -> int:
        return sum(self.resource(pl, a.resource) for pl in self.players_for(p, a.who))

    def _amount_max_stat(self, p: Pending, a: Any) -> int:
        cards = self.at_picked(p, a.filter, self.candidates(a.filter, p.source, p.controller, p.event))
        return self._extreme(a, cards)

    def _extreme(self, a: s.MaxStat, cards: list[Card]) -> int:
        """The highest (lowest) value of `a`'s stat among `cards`; 0 if none."""
        pick = min if a.least else max
        if a.printed:
            return pick((c.printed.get(a.stat, 0) for c in cards), default=0)
        return pick((self.value(c, a.stat) for c in cards), default=0)

    def _amount_plus(self, p: Pending, a: Any) -> int:
        return self.amount(p, a.left) + self.amount(p, a.right)

    def _amount_affected_count(self, p: Pending, a: Any) -> int:
        if a.filter is None:
            return len(p.affected)
        return sum(1 for c in p.affected if self.matches(a.filter, c, p.source, p.controller, p.event, look_back=True))

    def _amount_sum_stat(self, p: Pending, a: Any) -> int:
        cards = self.candidates(a.filter, p.source, p.controller, p.event)
        return sum(self.value(c, a.stat) for c in cards if a.stat in c.printed)

    def _amount_quotient(self, p: Pending, a: Any) -> int:
        d = self.amount(p, a.right)
        return self.amount(p, a.left) // d if d > 0 else 0

    def _amount_times(self, p: Pending, a: Any) -> int:
        return self.amount(p, a.left) * self.amount(p, a.right)

    def _amount_counters_removed(self, p: Pending, a: Any) -> int:
        return p.removed

    def _amount_declined_count(self, p: Pending, a: Any) -> int:
        return p.declined

    def _amount_player_rounds(self, p: Pending, a: Any) -> int:
        if a.chosen:        # r2d: "Choose a player": one round, if there is a player to choose
            return min(1, len(self.players_for(p, a.who)))
        return len(self.players_for(p, a.who))      # h16x: "for each other player"

    def _amount_minus(self, p: Pending, a: Any) -> int:
        return max(0, self.amount(p, a.left) - self.amount(p, a.right))

    def _amount_players_with(self, p: Pending, a: Any) -> int:
        # "for each player with a minion here": the players who control such a card
        if a.total is not None:
            # "for each player with no power here": their total on the source's base
            src = p.source
            base = None if src is None else src.id if src.spec.card_type == self.ruleset.base_type else src.at
            totals = self.player_totals(base, a.total.stat) if base is not None else {}
            t = a.total
            return sum(1 for pl in self.state.player_order() if not self.state.players[pl].lost
                       and not (a.other and pl == p.controller) and _CMP[t.cmp](totals.get(pl, 0), t.value))
        f = a.filter
        who = {c.controller for c in self.at_picked(p, f, self.candidates(self.freeze(p, f), p.source,
                                                                             p.controller, p.event))}
        return sum(1 for pl in self.state.player_order() if pl in who and not self.state.players[pl].lost
                   and not (a.other and pl == p.controller))

    def _amount_paid_x(self, p: Pending, a: Any) -> int:
        # BH-X1: the X chosen as the source was played (`Actions.choose_x`)
        paid = getattr(self, "_x_paid", None)
        return paid.get(p.source.id, 0) if paid and p.source is not None else 0

    def _amount_drawn_this_turn(self, p: Pending, a: Any) -> int:
        # BH-K21: the controller's draws of this turn (`log` holds the turn's events)
        return sum(1 for ev in self.log if ev.kind is s.Event.DRAW and ev.player == p.controller)

    def _amount_target_stat(self, p: Pending, a: Any) -> int:
        # BH-K23: the stat of the ability's (one) target; a combined card's cost counts its parts
        for chosen in p.targets.values():
            for c, _ in chosen:
                n = self.value(c, a.stat)
                if a.stat == self.ruleset.cost_stat:
                    n += sum(self.value(self.state.cards[i], a.stat) for i in self._attached.get(c.id, ()))
                return n
        return 0

    def condition(self, p: Pending, c: Any) -> bool:
        f = CONDITIONS.get(c.KIND)
        if f is None:
            raise UnknownKind(f"condition kind {c.KIND!r} has no evaluator (origin {p.origin})")
        return f(self, p, c)

    def _cond_count_is(self, p: Pending, c: Any) -> bool:
        cards = self.at_picked(p, c.filter, self.candidates(self.freeze(p, c.filter), p.source, p.controller,
                                                              p.event))
        n = len(cards) if c.counter is None else sum(x.counters.get(c.counter, 0) for x in cards)
        return _CMP[c.cmp](n, self.amount(p, c.value))

    def _cond_one_player_count(self, p: Pending, c: Any) -> bool:
        # h16s: "if a player reveals three or more X": the matching cards counted per owner
        cards = self.at_picked(p, c.filter, self.candidates(self.freeze(p, c.filter), p.source, p.controller,
                                                              p.event))
        value = self.amount(p, c.value)
        owners = {x.owner for x in cards}
        return any(_CMP[c.cmp](sum(1 for x in cards if x.owner == o), value) for o in owners) \
            or (not owners and _CMP[c.cmp](0, value))

    def _cond_players_have(self, p: Pending, c: Any) -> bool:
        # h16t: `CountIs` asked of each of the players `who` (their cards are "your" cards)
        want = self.amount(p, c.value)
        frozen = self.freeze(p, c.filter)
        passed = [_CMP[c.cmp](len(self.at_picked(p, c.filter, self.candidates(frozen, p.source, pl, p.event))), want)
                  for pl in self.players_for(p, c.who)]
        return any(passed) if c.some else bool(passed) and all(passed)

    def _cond_resource_is(self, p: Pending, c: Any) -> bool:
        n = sum(self.resource(pl, c.resource) for pl in self.players_for(p, c.who))
        return _CMP[c.cmp](n, self.amount(p, c.value))

    def _cond_your_turn(self, p: Pending, c: Any) -> bool:
        return self.state.active == p.controller

    def _cond_owners_turn(self, p: Pending, c: Any) -> bool:
        # "… during their owners' turns": the card a bonus is computed for, else the ability's own
        card = self._valued if self._valued is not None else p.source
        return card is not None and self.state.active == card.owner

    def _cond_player_is(self, p: Pending, c: Any) -> bool:
        return p.controller in self.players_for(p, c.who)

    def name_card(self, p: Pending, name: str) -> None:
        """BH-K30: the name `p`'s "Name a card" named, for its `IsNamed`."""
        if not hasattr(self, "_named"):
            self._named = {}
        # keyed by the pending ability itself, not its id: an id is reused by a later object once
        # the first is freed, which then read a stale name (games that depended on memory layout)
        self._named[p] = name

    def keep_name(self, p: Pending, name: str) -> None:
        """h16z1: a name `p`'s `NameCard(keep=True)` named, kept on its source for the source's
        other abilities. The names of one resolution (its rounds share `played_at`) add up; a
        later resolution (the card played again) names afresh."""
        if not hasattr(self, "_kept_names"):
            self._kept_names: dict[int, tuple[Any, list[str]]] = {}
        token = p.played_at if p.played_at is not None else p
        kept = self._kept_names.get(p.source.id)
        if kept is None or kept[0] is not token:
            kept = self._kept_names[p.source.id] = (token, [])
        kept[1].append(name)

    def kept_names(self, source: Any) -> list[str]:
        """The names kept on `source` by `keep_name` (none: nothing named)."""
        kept = getattr(self, "_kept_names", {}).get(source.id) if source is not None else None
        return kept[1] if kept is not None else []

    def named_by(self, p: Pending) -> str | None:
        """The name `p`'s `NameCard` named, if any (h16x: kept by the players it asks to act)."""
        return getattr(self, "_named", {}).get(p)

    def _cond_is_named(self, p: Pending, c: Any) -> bool:
        # BH-K30: the name the ability's `NameCard` named (`Actions`-side: effects.h_name_card)
        name = getattr(self, "_named", {}).get(p)
        cards = self.select(p, c.of, None, "")
        return name is not None and bool(cards) and all(x.spec.name == name for x in cards)

    def _cond_is_card(self, p: Pending, c: Any) -> bool:
        cards = self.select(p, c.of, None, "")
        return bool(cards) and all(self.matches(c.filter, x, p.source, p.controller, p.event, look_back=True)
                                   for x in cards)

    def _cond_not(self, p: Pending, c: Any) -> bool:
        return not self.condition(p, c.condition)

    def _cond_all(self, p: Pending, c: Any) -> bool:
        return all(self.condition(p, x) for x in c.conditions)

    def _cond_turn_count(self, p: Pending, c: Any) -> bool:
        n = sum(1 for ev in self.log if self._history_matches(p, c, ev))
        return _CMP[c.cmp](n, c.value)

    def _cond_first_this_turn(self, p: Pending, c: Any) -> bool:
        first = next((ev for ev in self.log if self._history_matches(p, c, ev)), None)
        return first is not None and p.source is not None and first.card is p.source

    def _cond_most_power(self, p: Pending, c: Any) -> bool:
        b = self.base_of(p.source)
        if b is None:
            return False
        totals = self.player_totals(b, c.stat)
        mine = totals.pop(p.controller, 0)
        return mine > 0 and all(mine > v for v in totals.values())

    def _cond_compares(self, p: Pending, c: Any) -> bool:
        """Players compared (`Compares`): your value against each / any other player's, or the
        event's player's."""
        st = self.state
        if c.measure == "power":
            b = self.base_of(p.source)
            values = self.player_totals(b, c.measure) if b is not None else {}
        else:
            values = {pl: self.resource(pl, c.measure) for pl in st.player_order()}
        mine = values.get(p.controller, 0)
        if c.against == "event_player":
            them = p.event.player if p.event is not None else None
            others = [] if them is None or them == p.controller else [them]
        else:
            others = [pl for pl in st.player_order() if pl != p.controller and not st.players[pl].lost]
        if not others:
            return False
        test = _CMP[c.cmp]
        if c.measure == "power" and c.cmp is Cmp.GE and mine <= 0:
            return False            # "winning": a player with no power there takes no place (SU-G3)
        held = [test(mine, values.get(pl, 0)) for pl in others]
        return any(held) if c.against == "any" else all(held)

    def _cond_power_is(self, p: Pending, c: Any) -> bool:
        b = self.base_of(p.source)
        mine = self.player_totals(b, c.stat).get(p.controller, 0) if b is not None else 0
        return _CMP[c.cmp](mine, self.amount(p, c.value))

    def _cond_power_dropped(self, p: Pending, c: Any) -> bool:
        # h16u (SU-U3): a player's total on the source's base went down this turn (`watch_power`)
        b = self.base_of(p.source)
        if b is None:
            return False
        self.watch_power()
        bid = b if isinstance(b, int) else b.id
        for player, base, stat in self.state.power_dropped:
            if base == bid and stat == c.stat and relation(c.who, player, p.controller):
                return True
        return False

    def _cond_most_cards(self, p: Pending, c: Any) -> bool:
        # "more cards in your hand than each other player": the count read for each player
        counts = {pl: len(self.candidates(c.filter, p.source, pl, p.event))
                  for pl in self.state.player_order() if not self.state.players[pl].lost}
        mine = counts.pop(p.controller, 0)
        return (any if c.than_some else all)(mine < v if c.fewer else mine > v for v in counts.values())

    def _cond_has_most(self, p: Pending, c: Any) -> bool:
        cards = self.select(p, c.of, None, "")
        if not cards:
            return False
        v = self.value(cards[0], c.stat)
        others = [self.value(x, c.stat) for x in self.candidates(c.among, p.source, p.controller, p.event)]
        return all(v <= o for o in others) if c.least else all(v >= o for o in others)

    def _cond_did(self, p: Pending, c: Any) -> bool:
        return p.did and not (c.fully and p.short)

    def _cond_none_did(self, p: Pending, c: Any) -> bool:
        return p.declined == p.asked

    def _cond_players_did(self, p: Pending, c: Any) -> bool:
        """t16a: how many asked players did (or did not) it to such a card, against the value."""
        n = sum(1 for pl, evs in p.done_by
                if any(k is c.event and self.matches(c.filter, card, p.source, pl, look_back=True)
                       for k, card in evs) is not c.negated)
        return _CMP[c.cmp](n, c.value)

    def _cond_event_cause(self, p: Pending, c: Any) -> bool:
        return p.event is not None and p.event.cause == c.cause

    def _history_matches(self, p: Pending, c: Any, ev: Ev) -> bool:
        """A logged event against a TurnCount / FirstThisTurn: the card is matched as it was
        (look-back), "here" against the base it was on."""
        if ev.kind is not c.event:
            return False
        if c.player is not Controller.ANY and not relation(c.player, ev.player, p.controller):
            return False
        by = getattr(c, "by", Controller.ANY)
        if by is not Controller.ANY and not relation(by, ev.scontroller, p.controller):
            return False
        f = c.subject
        if f is None:
            return True
        card = ev.card
        if card is None:
            return False
        if f.at is s.AtBase.HERE:
            if ev.at is None or ev.at != self.base_of(p.source):
                return False
            f = _anywhere(f)
        elif f.at is s.AtBase.MOVED_HERE:
            # h16u: a move between bases that ended on the source's base
            if ev.what != "base" or not ev.data or ev.data[1] != self.base_of(p.source):
                return False
            f = _anywhere(f)
        elif f.at is s.AtBase.ELSEWHERE:
            # "at other bases": a base, not the source's
            if ev.at is None or ev.at == self.base_of(p.source):
                return False
            f = _anywhere(f)
        if f.controller is not Controller.ANY:
            if not relation(f.controller, ev.player, p.controller):
                return False
            f = _anyones(f)
        return self.matches(f, card, p.source, p.controller, ev, look_back=True)

    def select(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        """The cards a selector designates on resolution. Targets were fixed at declaration and are
        only checked to still be the same object (not re-checked against restrictions, BH-501.4)."""
        f = SELECTORS.get(sel.KIND)
        if f is None:
            raise UnknownKind(f"selector kind {sel.KIND!r} has no evaluator (origin {p.origin})")
        return f(self, p, sel, path, field)

    def _sel_target(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        late = p.late.pop((path, field), None)
        if late is not None:
            self._plan_target(p, late, sel, path, field, dry=False)     # chosen now, knowing what came before
        chosen = p.targets.get((path, field), ())
        return [c for c, moves in chosen if c.moves == moves]

    def _sel_each(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        return self.at_picked(p, sel.filter, self.candidates(self.freeze(p, sel.filter), p.source,
                                                               p.controller, p.event))

    def _sel_picked(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        return [c for c in p.picked]

    def _sel_this(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        return [p.source] if p.source is not None else []

    def _sel_event_card(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        if p.batched:                       # a one-or-more trigger: all the cards it fired for
            return list(p.batched)
        if p.event is None and self._valued is not None:
            # u16d: "each minion here has +1 power if it has power 2 or less": in an ongoing bonus's
            # condition, with no event, "it" is the card the bonus is computed for
            return [self._valued]
        return list(p.event.subjects()) if p.event is not None else []

    def _sel_random(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        cands = self.candidates(sel.filter, p.source, p.controller, p.event)
        n = min(sel.count, len(cands))
        if not n:
            return []
        self.decisions += 1
        return self.state.rng.sample(cands, n)                      # BH-526: uniform, seeded

    def _sel_hero(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        return [h for pl in self.players_for(p, sel.who) if (h := self.hero_of(pl)) is not None]

    def _sel_event_source(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        ev = p.event
        src = self.state.cards.get(ev.source) if ev is not None and ev.source is not None else None
        return [src] if src is not None else []

    def _sel_host(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        h = self.host_or_last(p.source) if p.source is not None else None
        return [h] if h is not None else []

    def _sel_affected(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        return list(p.affected)

    def _sel_implicit(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        if p.delayed:                                               # BH-521
            h = self.hero_of(p.controller)
            return [h] if h is not None else []
        return [p.source] if p.source is not None else []

    def at_picked(self, p: Pending, f: s.Filter, cards: list[Card]) -> list[Card]:
        """Filter.at PICKED: only the cards on the base(s) a `Pick` chose; AFFECTED: on the
        base(s) of the cards the previous instruction acted on ("the extra minion's base")."""
        if f.among_picked:
            cards = [c for c in cards if c in p.picked]
        if f.attached is s.AttachedTo.PICKED:
            held = {c.id for c in p.picked}     # u16b: "each action attached to it" after "Choose a minion."
            cards = [c for c in cards if c.attached_to in held]
        if f.of_picked_player:
            cards = [c for c in cards if c.controller is not None and c.controller == p.player_picked]
        if f.at is s.AtBase.AFFECTED:
            where = {c.at for c in p.affected if c.at is not None}
            # (h16n: a base the instruction acted on is that base: "transfer this card to another
            # base to move … from here to there")
            where |= {c.id for c in p.affected if c.at is None and c.spec.card_type == self.ruleset.base_type}
            # (a base itself passes when it is that base: "… from here to there" after this
            # action was transferred there)
            cards = [c for c in cards if c.at in where or (c.at is None and c.id in where)]
        if f.at is not s.AtBase.PICKED and f.at is not s.AtBase.NOT_PICKED:
            return cards
        # "there": the chosen base, or the base the chosen card is on; a base itself passes when
        # it is that base ("that minion's base")
        bases = {c.id if c.at is None else c.at for c in p.picked}
        if f.at is s.AtBase.NOT_PICKED:
            # "from other bases" after a base was chosen: on a base, not that one
            return [c for c in cards if c.at is not None and c.at not in bases]
        return [c for c in cards if c.at in bases or (c.at is None and c.id in bases)]

    def freeze(self, p: Pending, f: s.Filter) -> s.Filter:
        """The filter with its computed comparisons ("the same or lower power", "the highest
        power there") evaluated once, now, for this pending ability."""
        if f.named_as_picked:
            # "a copy of that card": the name of the card the `Pick` chose (while its targets are
            # still being planned, nothing is chosen yet: any name)
            names = sorted({c.spec.name for c in (p.picked or p.affected)})    # (none chosen: acted on)
            if p in getattr(self, "_named", {}):
                names = [self._named[p]]        # "Name a minion. … with that name" (h16o)
            if len(names) > 1:
                raise GameError(f"{p.origin}: `a copy of` several cards with different names")
            if names and f.name not in (None, names[0]):
                f = attrs.evolve(f, not_names=(f.name,))    # named otherwise too: nothing matches
            f = attrs.evolve(f, named_as_picked=False, name=names[0] if names else f.name)
        if f.of_named is not None:
            # "minions of that faction" / "a card of that type" (h16o): of the value the ability's
            # `NameCard` named, now (nothing named: nothing matches)
            v = getattr(self, "_named", {}).get(p, "")
            if f.of_named == "faction":
                f = attrs.evolve(f, of_named=None, factions=(v,) if v else ("",))
            else:
                kept = (v,) if not f.card_types or v in f.card_types else ("",)
                f = attrs.evolve(f, of_named=None, card_types=kept if v else ("",))
        if f.named_as_event:
            # "an extra minion with the same name" (after "after you play a minion"): the name of
            # the event's card, fixed now (a grant outlives the event)
            names = sorted({c.spec.name for c in p.event.subjects()}) if p.event is not None else []
            name = names[0] if len(names) == 1 else ""         # no one name: no card is named ""
            if f.name not in (None, name):
                f = attrs.evolve(f, not_names=(f.name,))        # named otherwise too: nothing matches
            f = attrs.evolve(f, named_as_event=False, name=name)
        if f.named_unlike:
            # "… with a different name": none of the names of the cards chosen or acted on, now
            names = {c.spec.name for c in (p.picked or p.affected)}
            f = attrs.evolve(f, named_unlike=False, not_names=tuple(sorted(set(f.not_names) | names)))
        if f.base is not None and any(t.amount is not None for t in f.base.stats):
            # "from bases with a lower breakpoint [than the chosen base]": compared now
            f = attrs.evolve(f, base=attrs.evolve(f.base, stats=tuple(
                t if t.amount is None else attrs.evolve(t, amount=None, value=self.amount(p, t.amount))
                for t in f.base.stats)))
        for t in f.stats:
            if t.amount is not None and not per_card(t.amount):
                return self._freeze_stats(p, f)
        return f

    def _freeze_stats(self, p: Pending, f: s.Filter) -> s.Filter:
        """`freeze`: the filter's stat tests with their amounts computed now (one filter object
        per filter and numbers, so a search with it finds its tests derived already)."""
        values = []
        for t in f.stats:
            if t.amount is not None and not per_card(t.amount):
                values.append(self.amount(p, t.amount))
        return _with_values(f, tuple(values))

    def max_stat_near(self, a: s.MaxStat, card: Card, src: Card | None, ctrl: int | None, ev: Ev | None) -> int:
        """A `per_card` `MaxStat`: the highest (lowest) value among the cards its filter matches on
        the base `card` is on ("a minion with the lowest power on a base": on its own base)."""
        base = card.at
        cards = [] if base is None else [c for c in self.candidates(_anywhere(a.filter), src, ctrl, ev) if c.at == base]
        return self._extreme(a, cards)


# One derived filter per filter (frozen IR), so `Game.matches` derives its tests once.
@identity_keyed_cache
def _with_values(f: s.Filter, values: tuple[int, ...]) -> s.Filter:
    """The filter with the numbers `values` in place of its stat tests' amounts, in order."""
    left = iter(values)
    return attrs.evolve(f, stats=tuple(
        t if t.amount is None or per_card(t.amount) else attrs.evolve(t, amount=None, value=next(left))
        for t in f.stats))


def per_card(a: Any) -> bool:
    """An amount computed for each card tested against it, never frozen: a `MaxStat` over the
    tested card's own base (`AtBase.TESTED`)."""
    return a.KIND == s.MaxStat.KIND and a.filter.at is s.AtBase.TESTED


_anywhere = identity_cache(lambda f: attrs.evolve(f, at=None))
_anyones = identity_cache(lambda f: attrs.evolve(f, controller=Controller.ANY))


# amount KIND -> its evaluator (`Evaluation.amount`)
AMOUNTS: dict[str, Any] = {
    s.Const.KIND: Evaluation._amount_const,
    s.ThatMany.KIND: Evaluation._amount_that_many,
    s.CountOf.KIND: Evaluation._amount_count,
    s.StatOf.KIND: Evaluation._amount_stat_of,
    s.CountersOn.KIND: Evaluation._amount_counters_on,
    s.ResourceOf.KIND: Evaluation._amount_resource_of,
    s.MaxStat.KIND: Evaluation._amount_max_stat,
    s.Plus.KIND: Evaluation._amount_plus,
    s.AffectedCount.KIND: Evaluation._amount_affected_count,
    s.SumStat.KIND: Evaluation._amount_sum_stat,
    s.Quotient.KIND: Evaluation._amount_quotient,
    s.Times.KIND: Evaluation._amount_times,
    s.CountersRemoved.KIND: Evaluation._amount_counters_removed,
    s.DeclinedCount.KIND: Evaluation._amount_declined_count,
    s.PlayerRounds.KIND: Evaluation._amount_player_rounds,
    s.Minus.KIND: Evaluation._amount_minus,
    s.PlayersWith.KIND: Evaluation._amount_players_with,
    s.PaidX.KIND: Evaluation._amount_paid_x,
    s.DrawnThisTurn.KIND: Evaluation._amount_drawn_this_turn,
    s.TargetStat.KIND: Evaluation._amount_target_stat,
}


# condition KIND -> its test (`Evaluation.condition`)
CONDITIONS: dict[str, Any] = {
    s.CountIs.KIND: Evaluation._cond_count_is,
    s.OnePlayerCount.KIND: Evaluation._cond_one_player_count,
    s.ResourceIs.KIND: Evaluation._cond_resource_is,
    s.PlayersHave.KIND: Evaluation._cond_players_have,
    s.YourTurn.KIND: Evaluation._cond_your_turn,
    s.OwnersTurn.KIND: Evaluation._cond_owners_turn,
    s.PlayerIs.KIND: Evaluation._cond_player_is,
    s.IsCard.KIND: Evaluation._cond_is_card,
    s.IsNamed.KIND: Evaluation._cond_is_named,
    s.Not.KIND: Evaluation._cond_not,
    s.All.KIND: Evaluation._cond_all,
    s.TurnCount.KIND: Evaluation._cond_turn_count,
    s.FirstThisTurn.KIND: Evaluation._cond_first_this_turn,
    s.MostPower.KIND: Evaluation._cond_most_power,
    s.PowerIs.KIND: Evaluation._cond_power_is,
    s.PowerDropped.KIND: Evaluation._cond_power_dropped,
    s.Compares.KIND: Evaluation._cond_compares,
    s.MostCards.KIND: Evaluation._cond_most_cards,
    s.HasMost.KIND: Evaluation._cond_has_most,
    s.Did.KIND: Evaluation._cond_did,
    s.NoneDid.KIND: Evaluation._cond_none_did,
    s.PlayersDid.KIND: Evaluation._cond_players_did,
    s.EventCause.KIND: Evaluation._cond_event_cause,
}


# references whose stat is read as the card left play when it has left and not moved since
# (last-known information); a card chosen in another zone ("a minion in your discard pile") is not one
_AS_IT_LEFT = frozenset({s.Affected.KIND, s.EventCard.KIND, s.This.KIND})

# selector KIND -> the cards it designates on resolution (`Evaluation.select`)
SELECTORS: dict[str, Any] = {
    s.Target.KIND: Evaluation._sel_target,
    s.Each.KIND: Evaluation._sel_each,
    s.Picked.KIND: Evaluation._sel_picked,
    s.This.KIND: Evaluation._sel_this,
    s.EventCard.KIND: Evaluation._sel_event_card,
    s.RandomCards.KIND: Evaluation._sel_random,
    s.Hero.KIND: Evaluation._sel_hero,
    s.EventSource.KIND: Evaluation._sel_event_source,
    s.Host.KIND: Evaluation._sel_host,
    s.Affected.KIND: Evaluation._sel_affected,
    s.Implicit.KIND: Evaluation._sel_implicit,
}
