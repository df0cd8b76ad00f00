"""Resources and life: gain / lose VP, deal wounds, shoot, heal, resurrect."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import InstructionKind, PhraseKind as P, QuantKind as Q
from ..lexer import plural
from .accounting import consume, unread, without
from .core import lowers


class Resources:
    """Resources and life (a family of `Lowerer`)."""

    @lowers(InstructionKind.GAIN_RESOURCE)
    def lower_gain_resource(self, e: n.Instruction, ph: list) -> Any:
        amount = self.amount(e.amount)
        if ph and ph[0].kind == P.FOR:
            # "gain 1 VP for each minion you have here": that many times, counted on resolution
            amount = s.Times(left=amount, right=self.count_of(ph[0], ph[1:]))
            ph = []
        elif ph and ph[0].kind == P.FOR_EVERY:
            # "gain 1 VP for every 5 power you have here": the total, divided, rounded down
            total = s.SumStat(filter=self.filter_of_places(ph[1:]), stat=ph[0].stat.text)
            amount = s.Times(left=amount, right=s.Quotient(left=total, right=s.Const(value=ph[0].number.value)))
            ph = []
        self.only(e, ph, set())
        return s.Gain(resource=self.resource(e.word), amount=amount)

    @lowers(InstructionKind.PAY_RESOURCE)
    def lower_pay_resource(self, e: n.Instruction, ph: list) -> Any:
        # "pay 2 coins" (BH-K13): in full, or nothing happens ("If they do not, …")
        if not self.rs.coin_resource or self.resource(e.word) != self.rs.coin_resource:
            raise self.no(e, "paying anything but coins")
        self.only(e, ph, set())
        return s.Pay(resource=self.resource(e.word), amount=self.amount(e.amount))

    @lowers(InstructionKind.LOSE_RESOURCE)
    def lower_lose_resource(self, e: n.Instruction, ph: list) -> Any:
        return s.Lose(resource=self.resource(e.word), amount=self.amount(e.amount))

    def wounds(self, e: n.Instruction) -> None:
        """"1 wound", "up to 3 wounds": what is dealt or healed is the ruleset's wound counter
        ("1 poison" is another counter: not read as wounds)."""
        w = e.np.noun.words[-1] if isinstance(e.np, n.Selection) and e.np.noun.words else None
        with unread():
            said = w.text if w is not None else None
        if said not in (self.rs.wound_counter, plural(self.rs.wound_counter)):
            raise self.no(e.np, f"dealing or healing other than {plural(self.rs.wound_counter)}")
        consume(w)

    @lowers(InstructionKind.DEAL)
    def lower_deal(self, e: n.Instruction, ph: list) -> Any:
        self.wounds(e)
        to = self.take(ph, P.TO)
        self.only(e, ph, set())
        # the phrases after the target narrow it ("… to target creature with strike 2 or more")
        return s.Wound(target=self.selector(to.np, ph), amount=self.quantity(e.np))

    @lowers(InstructionKind.SHOOT)
    def lower_shoot(self, e: n.Instruction, ph: list) -> Any:
        at = self.take(ph, P.AT)
        return s.Shoot(target=self.selector(at.np, ph), amount=self.amount(e.amount))

    @lowers(InstructionKind.CREATE)
    def lower_create(self, e: n.Instruction, ph: list) -> Any:
        # "Create a Spark Hound", "Create two Spark Hounds" (Berserk "Создайте Х"): a card of the
        # set with the keyword `token`, from the supply (BH-T1)
        if not self.rs.token_zone:
            raise self.no(e, f"creating cards in {self.rs.title}, which has no supply of them")
        self.only(e, ph, set())
        f = self.filter(e.np, [])
        if f.name is None or attrs.evolve(f, name=None, card_types=()) != s.Filter():
            raise self.no(e.np, "creating anything but cards named by their name")
        return s.Create(name=f.name, amount=s.Const(value=self.count(e.np)))

    @lowers(InstructionKind.POISON)
    def lower_poison(self, e: n.Instruction, ph: list) -> Any:
        # "Poison target creature by 2" (Berserk "Отравить на X"); the phrases after it narrow the target
        if not self.rs.poison_counter:
            raise self.no(e, f"poison in {self.rs.title}, which has no poison")
        return s.Poison(target=self.selector(e.np, ph), amount=self.amount(e.amount))

    @lowers(InstructionKind.HEAL)
    def lower_heal(self, e: n.Instruction, ph: list) -> Any:
        self.wounds(e)
        divided = self.has(ph, P.IN_TOTAL)
        ph = without(ph, P.IN_TOTAL)
        src = self.take(ph, P.AMONG, P.FROM)
        q = e.np.quant if isinstance(e.np, n.Selection) else None
        amount = self.count(e.np)
        target = self.selector(src.np, ph)
        if divided and q is not None and q.kind == Q.UP_TO:
            target = s.Target(filter=target.filter if isinstance(target, (s.Target, s.Each)) else s.Filter(),
                              min=1, max=amount)
        return s.Heal(target=target, amount=s.Const(value=amount), divided=divided)

    @lowers(InstructionKind.SUMMON)
    def lower_summon(self, e: n.Instruction, ph: list) -> Any:
        # Berserk glossary "Вызов (вызвать)": take the card from where it is — by default your own
        # deck — and put it into play, open, under your control; not a play (no Recruit, as a card
        # that comes back, BH-K40). Only the card itself is summoned here (BH-K45)
        if ph:
            raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on a summon")
        target = self.selector(e.np, ph)
        if not isinstance(target, s.This) or self.rs.deck_zone is None:
            raise self.no(e.np, "summoning a card other than this one")
        return s.ReturnToPlay(target=target, from_zone=self.rs.deck_zone)

    @lowers(InstructionKind.RESURRECT)
    def lower_resurrect(self, e: n.Instruction, ph: list) -> Any:
        # Berserk glossary "Возрождение": put from your graveyard into play (open, under your
        # control); with no "with N life" it comes back whole (BH-K40)
        life = None
        if any(p.kind == P.WITH_STAT for p in ph):
            got = self.take(ph, P.WITH_STAT)
            if got.stat is None or got.stat.text != self.rs.life_stat:
                raise self.no(got, f"coming back with a value other than {self.rs.life_stat}")
            life = s.Const(value=got.number.value)
        x = isinstance(e.np, n.Selection) and e.np.quant is not None and e.np.quant.kind == Q.X
        target = self.selector(attrs.evolve(e.np, quant=None) if x else e.np, ph)
        if isinstance(target, (s.Target, s.Each)) and target.filter.zone is None:
            # the card comes back from where dead cards go
            target = attrs.evolve(target, filter=attrs.evolve(target.filter, zone=self.rs.discard_zone))
        if x and isinstance(target, s.Target) and target.filter.controller is s.Controller.ANY:
            # (out of play a card's controller is its owner: "from your graveyard")
            target = attrs.evolve(target, filter=attrs.evolve(target.filter, controller=s.Controller.YOU))
        back = s.ReturnToPlay(target=target, life=life)
        if x:
            # "Resurrect X Grave Thralls": one card at a time, X times, each chosen as it comes
            # back (X paid, or defined by "where X is …"; BH-K40)
            return s.Repeat(count=self.x_amount(e.np.quant), effect=back)
        return back
