"""Counters: remove and place counters, and the counters a card carries."""

from __future__ import annotations

from typing import Any


from runtime import spec as s

from .. import nodes as n
from ..kinds import InstructionKind, NounKind as NK, PhraseKind as P, QuantKind as Q, RefKind as R
import attrs

from .accounting import consume, probe
from .core import lowers


class Counters:
    """Counters on cards (a family of `Lowerer`)."""

    @lowers(InstructionKind.REMOVE)
    def lower_remove(self, e: n.Instruction, ph: list) -> Any:
        src = self.take(ph, P.FROM)
        counter = self.counter_of(e.np)
        q = e.np.quant.kind if isinstance(e.np, n.Selection) and e.np.quant is not None else None
        if q == Q.ANY_NUMBER:
            # "remove any number of +1 power counters from minions you control": how many from each (SU-A5)
            return s.RemoveCounters(target=self.selector(src.np, ph), counter=counter, chosen=True)
        return s.RemoveCounters(target=self.selector(src.np, ph), counter=counter,
                                amount=None if q == Q.ALL else s.Const(value=self.count(e.np)))

    def place_counters(self, e: n.Instruction, ph: list) -> s.PlaceCounters:
        """"Place two +1 power counters on a minion [for each …]" (the `place` handler's first case)."""
        split = next((p for p in ph if p.kind == P.SPLIT), None)
        if split is not None or self.has(ph, P.AMONG):
            return self.split_counters(e, ph, split)
        on = self.take(ph, P.ON)
        total = [p for p in ph if p.kind == P.IN_TOTAL]
        if total and isinstance(on.np, n.Selection) and (on.np.quant is None or on.np.quant.kind == Q.ALL) \
                and isinstance(e.np, n.Selection) and e.np.quant is not None and e.np.quant.kind == Q.EXACTLY:
            # "place three +1 power counters total on minions you control": one at a time, each on one of
            # those cards, chosen (the same one again, or another)
            consume(total[0])
            ph = [p for p in ph if p is not total[0]]
            f = self.selector(on.np, ph)
            if not isinstance(f, s.Each):
                raise self.no(on, f"`{self.words(on)}` with `{self.words(total[0])}`")
            return s.Repeat(count=self.quantity(e.np),
                            effect=s.PlaceCounters(target=s.Target(filter=f.filter), counter=self.counter_of(e.np)))
        if isinstance(e.np, n.Selection) and e.np.quant is not None and e.np.quant.kind == Q.UP_TO \
                and not total and not self.has(ph, P.FOR) and not self.has(ph, P.FOR_EVERY_N):
            # h16u: "place up to two +1 power counters on a minion you control": the card is
            # chosen, then each counter is placed or not, as the controller wants (none to two)
            amount = self.quantity(e.np)
            one = s.May(effect=s.PlaceCounters(target=s.Picked(), counter=self.counter_of(e.np)))
            return s.Pick(target=self.selector(on.np, ph), with_picked=s.Repeat(count=amount, effect=one))
        per = self.per_each(ph)
        amount = self.quantity(e.np)
        return s.PlaceCounters(target=self.selector(on.np, ph), counter=self.counter_of(e.np),
                               amount=amount if per is None else s.Times(left=amount, right=per))

    def split_counters(self, e: n.Instruction, ph: list, split: Any) -> s.Repeat:
        """"Place four +1 power counters, split any way you choose, on your minions", "place two
        +1 power counters among your minions": one counter at a time, each on a card of those
        the controller chooses (the same card again or another)."""
        if split is not None:
            ph.remove(split)
            consume(split)
            on = self.take(ph, P.ON)
        else:
            on = self.take(ph, P.AMONG)
        eq = next((p for p in ph if p.kind == P.EQUAL_TO), None)
        q = e.np.quant.kind if isinstance(e.np, n.Selection) and e.np.quant is not None else None
        if eq is not None and q == Q.A_NUMBER:
            ph.remove(eq)
            amount = self.computed(eq.amount)   # "a number of counters equal to that minion's power"
        else:
            amount = self.quantity(e.np)
        if not (isinstance(on.np, n.Selection) and on.np.quant is None):
            raise self.no(on, "counters split among anything but cards of a kind (`your minions`)")
        one = attrs.evolve(on.np, quant=n.Quant(kind=Q.ONE, span=on.np.span))   # "your minions": one of them
        target = self.selector(one, ph)
        return s.Repeat(count=amount, effect=s.PlaceCounters(target=target, counter=self.counter_of(e.np)))

    def counter_of(self, np: Any) -> str:
        if isinstance(np, n.Selection) and np.noun.kind == NK.MARKER:
            return self.counter_word(np.noun.words[0])
        if isinstance(np, n.Selection) and np.noun.kind == NK.POWER_COUNTER:
            c = np.noun.counter                 # "a +1 power counter"
            return f"+{c.amount} {c.stat.text}"
        if isinstance(np, n.Selection) and np.noun.kind == NK.COUNTER and len(self.rs.counters) == 1:
            # "three or more counters": no kind said, where the game (with the set's own) has one (h16t)
            return self.rs.counters[0]
        raise self.no(np, "a counter of the ruleset here")

    def counter_word(self, w: n.Word) -> str:
        text = w.text
        if text.endswith((" counter", " counters")):    # a declared counter: "stasis counter" is one word
            text = text.rsplit(" ", 1)[0]
        c = self.canon(text, self.rs.counters)
        if c is None:
            raise self.no(w, "a counter of the ruleset")
        return c

    @probe
    def counters_on_this(self, np: Any, phrases: list, it_is_this: bool = False) -> s.CountersOn | None:
        """"(for each) +1 power counter on it / on this minion": the counters this card carries;
        None if `np` counts something else. Counters on each of several cards ("on them") are
        not an amount the runtime has."""
        if not (isinstance(np, n.Selection) and np.noun.kind in (NK.POWER_COUNTER, NK.MARKER)):
            return None
        if not (len(phrases) == 1 and phrases[0].kind == P.ON and isinstance(phrases[0].np, n.Ref)
                and phrases[0].np.kind in (R.IT, R.THIS)):
            raise self.no(np, f"counting `{self.words(np)}` here")
        # ("it" after "This minion has …": the subject)
        of = s.This() if it_is_this and phrases[0].np.kind == R.IT else self.ref(phrases[0].np)
        if not isinstance(of, s.This):
            raise self.no(phrases[0], "counting counters on a card other than this one")
        return s.CountersOn(of=of, counter=self.counter_of(np))
