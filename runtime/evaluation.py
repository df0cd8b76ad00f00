"""What an ability reads on resolution: amounts, conditions and the cards a selector designates."""

from __future__ import annotations

from typing import Any

import attrs

from . import spec as s
from .errors import GameError, UnknownKind
from .records import CMP as _CMP
from .records import Ev, Pending, relation
from .spec import Controller
from .state import Card


class Evaluation:
    """Part of `Game`: `amount`, `condition`, `select`, `freeze`."""


    def amount(self, p: Pending, a: Any) -> int:
        k = a.KIND
        if k == "const":
            return a.value
        if k == "that_many":
            return p.that_many
        if k == "count":
            return len(self._at_picked(p, a.filter, self._candidates(a.filter, p.source, p.controller, p.event)))
        if k == "stat_of":
            cards = self.select(p, a.of, None, "")
            return self.value(cards[0], a.stat) if cards else 0
        if k == "counters_on":
            cards = self.select(p, a.of, None, "")
            return sum(c.counters.get(a.counter, 0) for c in cards)
        if k == "resource_of":
            return sum(self.resource(pl, a.resource) for pl in self.players_for(p, a.who))
        if k == "max_stat":
            cards = self._at_picked(p, a.filter, self._candidates(a.filter, p.source, p.controller, p.event))
            pick = min if a.least else max
            if a.printed:
                return pick((c.printed.get(a.stat, 0) for c in cards), default=0)
            return pick((self.value(c, a.stat) for c in cards), default=0)
        if k == "plus":
            return self.amount(p, a.left) + self.amount(p, a.right)
        if k == "affected_count":
            if a.filter is None:
                return len(p.affected)
            return sum(1 for c in p.affected if self.matches(a.filter, c, p.source, p.controller, p.event, look_back=True))
        if k == "sum_stat":
            cards = self._candidates(a.filter, p.source, p.controller, p.event)
            return sum(self.value(c, a.stat) for c in cards if a.stat in c.printed)
        if k == "quotient":
            d = self.amount(p, a.right)
            return self.amount(p, a.left) // d if d > 0 else 0
        if k == "times":
            return self.amount(p, a.left) * self.amount(p, a.right)
        if k == "counters_removed":
            return p.removed
        if k == "declined_count":
            return p.declined
        if k == "minus":
            return max(0, self.amount(p, a.left) - self.amount(p, a.right))
        if k == "players_with":
            # "for each player with a minion here": the players who control such a card
            f = a.filter
            who = {c.controller for c in self._at_picked(p, f, self._candidates(self.freeze(p, f), p.source,
                                                                                 p.controller, p.event))}
            return sum(1 for pl in self.state.player_order() if pl in who and not self.state.players[pl].lost
                       and not (a.other and pl == p.controller))
        raise UnknownKind(f"amount kind {k!r} has no evaluator (origin {p.origin})")

    def condition(self, p: Pending, c: Any) -> bool:
        k = c.KIND
        if k == "count_is":
            cards = self._at_picked(p, c.filter, self._candidates(self.freeze(p, c.filter), p.source, p.controller,
                                                                  p.event))
            n = len(cards) if c.counter is None else sum(x.counters.get(c.counter, 0) for x in cards)
            return _CMP[c.cmp](n, self.amount(p, c.value))
        if k == "resource_is":
            n = sum(self.resource(pl, c.resource) for pl in self.players_for(p, c.who))
            return _CMP[c.cmp](n, self.amount(p, c.value))
        if k == "your_turn":
            return self.state.active == p.controller
        if k == "player_is":
            return p.controller in self.players_for(p, c.who)
        if k == "is_card":
            cards = self.select(p, c.of, None, "")
            return bool(cards) and all(self.matches(c.filter, x, p.source, p.controller, p.event, look_back=True)
                                       for x in cards)
        if k == "not":
            return not self.condition(p, c.condition)
        if k == "all":
            return all(self.condition(p, x) for x in c.conditions)
        if k == "turn_count":
            n = sum(1 for ev in self.log if self._history_matches(p, c, ev))
            return _CMP[c.cmp](n, c.value)
        if k == "first_this_turn":
            first = next((ev for ev in self.log if self._history_matches(p, c, ev)), None)
            return first is not None and p.source is not None and first.card is p.source
        if k == "most_power":
            b = self.base_of(p.source)
            if b is None:
                return False
            totals = self.player_totals(b, c.stat)
            mine = totals.pop(p.controller, 0)
            return mine > 0 and all(mine > v for v in totals.values())
        if k == "power_is":
            b = self.base_of(p.source)
            mine = self.player_totals(b, c.stat).get(p.controller, 0) if b is not None else 0
            return _CMP[c.cmp](mine, self.amount(p, c.value))
        if k == "most_cards":
            # "more cards in your hand than each other player": the count read for each player
            counts = {pl: len(self._candidates(c.filter, p.source, pl, p.event))
                      for pl in self.state.player_order() if not self.state.players[pl].lost}
            mine = counts.pop(p.controller, 0)
            return all(mine < v if c.fewer else mine > v for v in counts.values())
        if k == "has_most":
            cards = self.select(p, c.of, None, "")
            if not cards:
                return False
            v = self.value(cards[0], c.stat)
            others = [self.value(x, c.stat) for x in self._candidates(c.among, p.source, p.controller, p.event)]
            return all(v <= o for o in others) if c.least else all(v >= o for o in others)
        if k == "did":
            return p.did and not (c.fully and p.short)
        if k == "none_did":
            return p.declined == p.asked
        if k == "event_cause":
            return p.event is not None and p.event.cause == c.cause
        raise UnknownKind(f"condition kind {k!r} has no evaluator (origin {p.origin})")

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
        if f.here:
            if ev.at is None or ev.at != self.base_of(p.source):
                return False
            f = attrs.evolve(f, here=False)
        if f.controller is not Controller.ANY:
            if not relation(f.controller, ev.player, p.controller):
                return False
            f = attrs.evolve(f, controller=Controller.ANY)
        return self.matches(f, card, p.source, p.controller, ev, look_back=True)

    def select(self, p: Pending, sel: Any, path: tuple[Any, ...] | None, field: str) -> list[Card]:
        """The cards a selector designates on resolution. Targets were fixed at declaration and are
        only checked to still be the same object (not re-checked against restrictions, BH-501.4)."""
        k = sel.KIND
        if k == "target":
            late = p.late.pop((path, field), None)
            if late is not None:
                self._plan_target(p, late, sel, path, field, dry=False)     # chosen now, knowing what came before
            chosen = p.targets.get((path, field), ())
            return [c for c, moves in chosen if c.moves == moves]
        if k == "each":
            return self._at_picked(p, sel.filter, self._candidates(self.freeze(p, sel.filter), p.source,
                                                                   p.controller, p.event))
        if k == "picked":
            return [c for c in p.picked]
        if k == "this":
            return [p.source] if p.source is not None else []
        if k == "event_card":
            return list(p.event.subjects()) if p.event is not None else []
        if k == "random":
            cands = self._candidates(sel.filter, p.source, p.controller, p.event)
            n = min(sel.count, len(cands))
            if not n:
                return []
            self.decisions += 1
            return self.state.rng.sample(cands, n)                      # BH-526: uniform, seeded
        if k == "hero":
            return [h for pl in self.players_for(p, sel.who) if (h := self.hero_of(pl)) is not None]
        if k == "event_source":
            ev = p.event
            src = self.state.cards.get(ev.source) if ev is not None and ev.source is not None else None
            return [src] if src is not None else []
        if k == "host":
            h = self.host_or_last(p.source) if p.source is not None else None
            return [h] if h is not None else []
        if k == "affected":
            return list(p.affected)
        if k == "implicit":
            if p.delayed:                                               # BH-521
                h = self.hero_of(p.controller)
                return [h] if h is not None else []
            return [p.source] if p.source is not None else []
        raise UnknownKind(f"selector kind {k!r} has no evaluator (origin {p.origin})")

    @staticmethod
    def _at_picked(p: Pending, f: s.Filter, cards: list[Card]) -> list[Card]:
        """Filter.at_picked: only the cards on the base(s) a `Pick` chose; Filter.at_affected: on
        the base(s) of the cards the previous instruction acted on ("the extra minion's base")."""
        if f.among_picked:
            cards = [c for c in cards if c in p.picked]
        if f.of_picked_player:
            cards = [c for c in cards if c.controller is not None and c.controller == p.player_picked]
        if f.at_affected:
            where = {c.at for c in p.affected if c.at is not None}
            cards = [c for c in cards if c.at in where]
        if not f.at_picked:
            return cards
        # "there": the chosen base, or the base the chosen card is on; a base itself passes when
        # it is that base ("that minion's base")
        bases = {c.id if c.at is None else c.at for c in p.picked}
        return [c for c in cards if c.at in bases or (c.at is None and c.id in bases)]

    def freeze(self, p: Pending, f: s.Filter) -> s.Filter:
        """The filter with its computed comparisons ("the same or lower power", "the highest
        power there") evaluated once, now, for this pending ability."""
        if f.named_as_picked:
            # "a copy of that card": the name of the card the `Pick` chose (while its targets are
            # still being planned, nothing is chosen yet: any name)
            names = sorted({c.spec.name for c in p.picked})
            if len(names) > 1:
                raise GameError(f"{p.origin}: `a copy of` several cards with different names")
            if names and f.name not in (None, names[0]):
                f = attrs.evolve(f, not_names=(f.name,))    # named otherwise too: nothing matches
            f = attrs.evolve(f, named_as_picked=False, name=names[0] if names else f.name)
        if f.named_as_event:
            # "an extra minion with the same name" (after "after you play a minion"): the name of
            # the event's card, fixed now (a grant outlives the event)
            names = sorted({c.spec.name for c in p.event.subjects()}) if p.event is not None else []
            name = names[0] if len(names) == 1 else ""         # no one name: no card is named ""
            if f.name not in (None, name):
                f = attrs.evolve(f, not_names=(f.name,))        # named otherwise too: nothing matches
            f = attrs.evolve(f, named_as_event=False, name=name)
        if not any(t.amount is not None for t in f.stats):
            return f
        return attrs.evolve(f, stats=tuple(
            t if t.amount is None else attrs.evolve(t, amount=None, value=self.amount(p, t.amount))
            for t in f.stats))
