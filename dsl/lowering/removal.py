"""Removal: destroy, discard, return."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import (
    AdjKind, InstructionKind, NounKind as NK, OwnerKind, PhraseKind as P, QuantKind as Q, RefKind as R)
from .accounting import all_adjs, is_kind, without
from .core import lowers


class Removal:
    """Destroy, discard, return (a family of `Lowerer`)."""

    @lowers(InstructionKind.DESTROY)
    def lower_destroy(self, e: n.Instruction, ph: list) -> Any:
        self.only(e, ph, set())
        return s.Destroy(target=self.selector(e.np, ph))

    @lowers(InstructionKind.DISCARD)
    def lower_discard(self, e: n.Instruction, ph: list) -> Any:
        if isinstance(e.np, n.Ref):
            return s.DiscardCards(target=self.selector(e.np, ph))     # "discard it", "discard that minion"
        if self.is_rest(e.np) and not ph:
            return s.DiscardCards(target=self.selector(e.np, ph))     # "… and discard the rest" (h16m)
        if len(ph) == 1 and ph[0].kind == P.EQUAL_TO:
            return s.Discard(amount=self.computed(ph[0].amount))  # "discard cards equal to its power"
        if isinstance(e.np, n.Selection) and e.np.quant is not None \
                and e.np.quant.kind == Q.ANY_NUMBER and all(p.kind == P.FROM for p in ph):
            # "Discard any number of cards [from your hand]": chosen from your hand, none to all
            f = attrs.evolve(self.filter(attrs.evolve(e.np, quant=None), ph), zone=self.rs.hand_zone,
                             controller=s.Controller.YOU, other=True)
            return s.DiscardCards(target=s.Target(filter=f, min=0, max=None))
        if isinstance(e.np, n.Selection) and e.np.quant is not None and e.np.quant.kind == Q.UP_TO \
                and e.np.quant.number is not None and not self.narrowed(e.np) and all(p.kind == P.FROM for p in ph):
            # u16f: "Discard up to two cards [from your hand]": none to that many, chosen from your
            # hand (not always that many, as `Discard` would)
            f = attrs.evolve(self.filter(attrs.evolve(e.np, quant=None), ph), zone=self.rs.hand_zone,
                             controller=s.Controller.YOU, other=True)
            return s.DiscardCards(target=s.Target(filter=f, min=0, max=e.np.quant.number.value))
        # (never reached: the first case takes every reference; kept, in its place, as lowering was)
        if isinstance(e.np, n.Ref) and e.np.kind in (R.IT, R.THEM) and self.ctx.after and not ph:
            return s.DiscardCards(target=s.Affected())      # "… and discard them": the cards just found
        if isinstance(e.np, n.Selection) and e.np.noun.kind == NK.ZONE and not ph \
                and self.zone_of(e.np) == self.rs.hand_zone and e.np.owner is not None \
                and (e.np.owner.kind == OwnerKind.YOU or (e.np.owner.kind == OwnerKind.THEY and self.ctx.acting)):
            # "discard your hand" / "discards his or her hand": every card in it
            return s.Discard(amount=s.CountOf(filter=s.Filter(zone=self.rs.hand_zone, controller=s.Controller.YOU)))
        if not self.has(ph, P.AT_RANDOM) and self.narrowed(e.np) \
                and not (isinstance(e.np, n.Selection) and e.np.noun.kind == NK.ZONE):
            # "discard a Madness card", "discard two non-Madness cards": the cards chosen from
            # the hand (of the player carrying the instruction out)
            target = self.selector(e.np, ph)
            if not isinstance(target, (s.Target, s.Each)):     # h16x: "discard all X": every such card
                raise self.no(e.np, "this selection of cards to discard")
            f = target.filter
            f = attrs.evolve(f, zone=f.zone or self.rs.hand_zone,
                             controller=s.Controller.YOU if f.controller is s.Controller.ANY else f.controller)
            return s.DiscardCards(target=attrs.evolve(target, filter=f))
        self.only(e, ph, {P.AT_RANDOM})
        return self.discard(s.Who.YOU, e.np, ph)

    @lowers(InstructionKind.RETURN)
    def lower_return(self, e: n.Instruction, ph: list) -> Any:
        if self.puts_back_bases(e):
            return self.return_to_base_deck(e, ph)
        if self.deck_top(ph) is not None:
            # "Return the other cards to the top of your deck in any order"
            where = self.deck_top(ph, take=True)
            order = self.has(ph, P.ANY_ORDER)
            ph = without(ph, P.ANY_ORDER)
            return s.Move(target=self.selector(e.np, ph), to_zone=self.rs.deck_zone, bottom=where == "bottom",
                          any_order=order, either_end=where == "either")
        ph = without(ph, P.BACK)          # "return … back into your hand"
        ph = self.after_scoring(ph)       # h16n: "after a base scores, return … there to … hand instead of the discard pile"
        if self.ctx.revealed and self.ctx.look_zone == self.rs.deck_zone and isinstance(e.np, n.Ref) \
                and e.np.kind in (R.IT, R.THEM) and not any(p.kind in (P.TO, P.INTO) for p in ph):
            # "Reveal the top card of your deck. If …, draw it, otherwise return it.": put back
            # where it was revealed, on top of the deck (at the bottom: revealed from there); h16u:
            # "return them in the same order": so, in the order they came in (as for "the rest")
            if self.has(ph, P.SAME_ORDER):
                ph = without(ph, P.SAME_ORDER)
            return s.Move(target=self.selector(e.np, ph), to_zone=self.rs.deck_zone, bottom=self.ctx.revealed_bottom)
        if self.ctx.revealed and self.ctx.look_zone == self.rs.deck_zone and not self.ctx.looked_other \
                and self.is_rest(e.np) and all(p.kind in (P.ANY_ORDER, P.SAME_ORDER) for p in ph):
            # "Look at the top three cards of your deck. … Return the rest [in any order].": back
            # where they were shown from (the top; the bottom if revealed from there); "in the same
            # order" is the order they came in (h16m)
            order = self.has(ph, P.ANY_ORDER)
            self.has(ph, P.SAME_ORDER)
            return s.Move(target=self.selector(e.np, []), to_zone=self.rs.deck_zone, bottom=self.ctx.revealed_bottom,
                          any_order=order)
        to = self.take(ph, P.TO, P.INTO)
        zone = self.zone_of(to.np)
        if self.rs.shared_deck(zone) is not None:
            # "return a Madness card … to the Madness deck" (SU-M3)
            return self.moved_into(e.np, s.Move(target=self.selector(e.np, ph), to_zone=zone), to)
        if zone != "hand":
            raise self.no(to, "returning somewhere other than a hand")
        return s.ReturnToHand(target=self.selector(e.np, ph))

    def discard(self, who: s.Who, np: Any, phrases: list) -> s.Discard:
        """"discard a card" (of the player's choice), "discard a card at random" / "a random card"."""
        for p in phrases:
            if p.kind in (P.FROM, P.IN):
                self.own_zone(p)
                if not (isinstance(p.np, n.Selection) and p.np.noun.kind == NK.ZONE
                        and self.zone_of(p.np) == self.rs.hand_zone):
                    raise self.no(p, f"discarding `{self.words(p)}`")
        adjs = [a.kind for a in np.adjs] if isinstance(np, n.Selection) else []
        if any(a != AdjKind.RANDOM for a in adjs):
            raise self.no(np, "discarding cards of this kind")
        at_random = [p for p in phrases if is_kind(p, P.AT_RANDOM)]
        return s.Discard(who=who, amount=self.quantity(np),
                         random=bool(at_random) or all_adjs(np, AdjKind.RANDOM) and bool(adjs))
