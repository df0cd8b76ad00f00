"""Modifiers and statics: changes of a number (give, reduce), control, cancelled abilities, and
the ongoing (static) statements."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import (
    AdjKind, AmountPhraseKind, InstructionKind, NounKind as NK, OwnerKind, PassiveKind, PhraseKind as P, PredKind,
    QuantKind as Q, RefKind as R, StatAdjKind, SuperlKind)
from .accounting import adjs_are, consume, consume_all, is_kind, phrases_are, probe
from .core import DONE_BY, FILTER_PHRASES, PAIRED, instruction, last_kind, lowers


def strip_poss(w: str) -> str:
    """"base's" -> "base" (a possessive word's noun)."""
    if w.endswith("'s"):
        return w[:-2]
    return w[:-1] if w.endswith("s'") else w


GRANTED = "keyword "        # the pseudo-stat of a granted keyword (runtime/berserk/combat.py GRANTED)

TAPPED = {InstructionKind.TAP: s.Tap, InstructionKind.UNTAP: s.Untap, InstructionKind.STUN: s.Stun,
          InstructionKind.READY: s.Ready}


class Modifiers:
    """Changes of numbers, of control and of tapped state, and the ongoing statements (a family of
    `Lowerer`)."""

    @lowers(InstructionKind.REDUCE_STAT, InstructionKind.REDUCE_STAT_OF)
    def lower_reduce(self, e: n.Instruction, ph: list) -> Any:
        k = e.kind
        if e.amount is not None:
            return self.reduce_to(e, ph)
        if self.has(ph, P.BY):
            return self.reduce_by(e, ph)
        raise self.no(e, instruction(k))

    @lowers(InstructionKind.GIVE, InstructionKind.GIVE_EACH)
    def lower_give(self, e: n.Instruction, ph: list) -> Any:
        k = e.kind
        # "give your minions there +1 power until …": where the cards are narrows the object
        # (u16e: only before "for each …": the phrases after it narrow the counted cards — "give a
        # minion +1 power for each other minion you control here")
        cut = next((j for j, p in enumerate(ph) if p.kind in (P.FOR, P.FOR_EVERY_N)), len(ph))
        where = [p for k, p in enumerate(ph[:cut])
                 if p.kind in FILTER_PHRASES or (k and (ph[k - 1].kind, p.kind) in PAIRED)]
        rest = [p for p in ph if all(p is not w for w in where)]     # (by identity: two "here" are equal)
        # ("+1 power for each X until the end of the turn": the duration is the change's, not X's)
        rest = [p for p in rest if p.kind == P.DURATION] + [p for p in rest if p.kind != P.DURATION]
        mod = self.modify(self.selector(e.np, where), e.modifier, rest)
        if k == InstructionKind.GIVE_EACH:
            # "discard two cards to give … +1 power for each": per card the instruction
            # before drew or discarded
            if last_kind(self.ctx.last) not in DONE_BY[P.DRAWN] + DONE_BY[P.DISCARDED]:
                raise self.no(e, "`for each` after an instruction that neither draws nor discards")
            if not isinstance(mod.amount, s.Const):
                raise self.no(e, "two counts on one change")
            mod = attrs.evolve(mod, amount=s.Times(left=mod.amount, right=s.AffectedCount()))
        return mod

    @lowers(InstructionKind.DOUBLE_STAT, InstructionKind.DOUBLE_STAT_OF)
    def lower_double(self, e: n.Instruction, ph: list) -> Any:
        """u16d: "Double the power of one of your minions until the end of the turn", "Choose a
        minion. Double its power.": the card gains as much as its value when this resolves (an
        adjustment, SU-V3; until the end of the turn unless said, SU-A8)."""
        rest = list(ph)
        dur = self.take_duration(rest)
        if e.kind == InstructionKind.DOUBLE_STAT:
            if rest:
                raise self.no(rest[0], "this phrase on a change of a number")
            if e.owner is not None and e.owner.kind == OwnerKind.IT:
                target = self.ref(n.Ref(kind=R.IT, span=e.owner.span))
            else:
                target = self.owner_target(e.owner)
        else:
            target = self.selector(e.np, rest)
        stat = e.word.text
        if isinstance(target, s.Target) and (target.min, target.max) == (1, 1):
            return s.Pick(target=target, with_picked=s.Modify(
                target=s.Picked(), stat=stat, op=s.ModOp.ADD, amount=s.StatOf(of=s.Picked(), stat=stat), duration=dur))
        if isinstance(target, (s.This, s.Host, s.Picked, s.EventCard)):
            return s.Modify(target=target, stat=stat, op=s.ModOp.ADD, amount=s.StatOf(of=target, stat=stat), duration=dur)
        raise self.no(e, "doubling the values of several cards at once")

    @lowers(InstructionKind.TAP, InstructionKind.UNTAP, InstructionKind.STUN, InstructionKind.READY)
    def lower_tapped(self, e: n.Instruction, ph: list) -> Any:
        # "Tap / Untap target creature"; "Stun target creature": tapped, and it skips its
        # controller's next untap step
        if not self.rs.untap_at_turn_start:
            raise self.no(e, f"`{e.kind}` in a game whose cards are never tapped")
        self.only(e, ph, set())
        return TAPPED[e.kind](target=self.selector(e.np, ph))

    @lowers(InstructionKind.TAKE_CONTROL)
    def lower_take_control(self, e: n.Instruction, ph: list) -> Any:
        dur = self.take_duration(ph, None)
        self.only(e, ph, set())
        return s.GainControl(target=self.selector(e.np, ph), duration=dur)

    @lowers(InstructionKind.GIVE_CONTROL)
    def lower_give_control(self, e: n.Instruction, ph: list) -> Any:
        """"Give control of it to another player": the controller chooses one other player, who
        gains control of the card (SU-A8: while it is in play, or for the duration said)."""
        dur = self.take_duration(ph, None)
        to = [p for p in ph if p.kind == P.TO]
        np = to[0].np if len(to) == 1 else None
        if isinstance(np, n.Selection) and not np.adjs and np.quant is None and np.owner is not None \
                and np.owner.kind == OwnerKind.IT and np.noun.kind == NK.OWNER:
            # "give control of this minion to its owner": back to whoever owns it (SU-A8)
            ph.remove(to[0])
            consume_all(to[0])
            self.only(e, ph, set())
            return s.GainControl(target=self.selector(e.np, ph), duration=dur, to_owner=True)
        if not self.one_other_player(np):      # (dsl/lowering/zone_moves.py)
            raise self.no(e, "giving control to anyone but `another player`")
        ph.remove(to[0])
        consume(to[0])
        consume_all(np)
        self.only(e, ph, set())
        return s.GainControl(target=self.selector(e.np, ph), duration=dur, to_other=True)

    @lowers(InstructionKind.CANCEL)
    def lower_cancel(self, e: n.Instruction, ph: list) -> Any:
        # "cancel this base's ability until the start of your turn": cancelled for that long
        when = self.ctx.when
        if isinstance(e.np, n.Ref) and e.np.kind in (R.IT, R.THAT) and when is not None \
                and when.event is s.Event.PLAY and self.rs.combat and not ph:
            # Berserk "When another player plays a spell, … cancel that spell." (BH-K15)
            return s.CancelPlay()
        dur = self.take_duration(ph)
        of = ph[0] if ph and ph[0].kind == P.OF and isinstance(e.np, n.Selection) and e.np.noun.kind == NK.ABILITY \
            and e.np.owner is None and not e.np.adjs and e.np.quant is not None and e.np.quant.kind == Q.THE else None
        if of is not None:
            # "cancel the abilities of a minion here until …": the cards that noun phrase selects
            # (chosen, or each of them), their abilities cancelled for that long, as "Choose a
            # minion. Its abilities are cancelled …" (SU-L8)
            consume_all(e.np)
            consume(of)
            target = self.selector(of.np, ph[1:])
            cancel = s.Apply(effect=s.Blank(affects=s.Picked()), duration=dur)
            return cancel if isinstance(target, s.Picked) else s.Pick(target=target, with_picked=cancel)
        if ph:
            raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on `cancel`")
        return s.Apply(effect=s.Blank(affects=self.abilities_of(e.np)), duration=dur)

    def reduced(self, e: n.Instruction, ph: list) -> tuple[Any, s.Duration]:
        """What "reduce …" changes (`the breakpoint of this base` / `this base's breakpoint`)
        and for how long (the duration phrase, if any)."""
        rest = list(ph)
        dur = self.take_duration(rest)
        if e.kind == InstructionKind.REDUCE_STAT:
            target = self.owner_target(e.owner)
            if rest and isinstance(target, s.Target) and phrases_are(rest, P.HERE) and len(rest) == 1:
                # "reduce a minion's power here by …": a card of that type here, chosen
                return attrs.evolve(target, filter=attrs.evolve(target.filter, at=s.AtBase.HERE)), dur
            if rest:
                raise self.no(rest[0], "this phrase on a change of a number")
            return target, dur
        return self.selector(e.np, rest), dur

    def reduce_to(self, e: n.Instruction, ph: list) -> s.Modify:
        """"Reduce the breakpoint of this base to 0 [until …]": a reset of the value (SU-V2)."""
        target, dur = self.reduced(e, ph)
        op = s.ModOp.SET_PRINTED if e.stat_adj is not None and e.stat_adj.kind == StatAdjKind.PRINTED else s.ModOp.SET
        return s.Modify(target=target, stat=e.word.text, op=op, amount=self.amount(e.amount), duration=dur)

    def reduce_by(self, e: n.Instruction, ph: list) -> s.Modify:
        """"Reduce this base's breakpoint by 4 [until the end of the turn]": a subtraction (SU-V3)."""
        by = self.take(ph, P.BY)
        a = by.amount
        if a is not None and a.kind == AmountPhraseKind.STAT_OF and isinstance(a.np, n.Selection) and a.np.quant is not None \
                and a.np.quant.kind in (Q.ONE, Q.EXACTLY) and self.count(a.np) == 1 and e.stat_adj is None:
            return self.by_chosen_stat(e, ph, a)
        at = next((i for i, p in enumerate(e.phrases) if p is by), 0)
        after = [p for p in ph if any(p is q for q in e.phrases[at + 1:]) and p.kind != P.DURATION]
        if e.kind == InstructionKind.REDUCE_STAT and after and e.stat_adj is None \
                and (any(p.kind == P.FOR for p in after) or (a is not None and a.kind == AmountPhraseKind.COUNT)):
            # "Reduce this base's breakpoint by 2 for each minion on it [until …]", "… by the number
            # of +1 power counters on this minion": counted on resolution, the phrases after the
            # amount narrowing what is counted; the duration is the change's
            before = [p for p in ph if not any(p is q for q in after)]
            if any(p.kind == P.FOR for p in after):
                amount = s.Times(left=self.amount(a), right=self.per_each(after))
            else:
                amount = self.counted(a.np, after)
            target, dur = self.reduced(e, before)
            return s.Modify(target=target, stat=e.word.text, op=s.ModOp.SUB, amount=amount, duration=dur)
        counted = self.counted_after(e, by, ph)
        target, dur = self.reduced(e, ph)
        if e.stat_adj is not None:
            raise self.no(e.stat_adj, "reducing a printed or starting value by an amount")
        return s.Modify(target=target, stat=e.word.text, op=s.ModOp.SUB,
                        amount=self.amount(by.amount) if counted is None else counted, duration=dur)

    def counted_after(self, e: n.Instruction, by: n.Phrase, ph: list) -> Any:
        """"Reduce this base's breakpoint by the number of your minions [here] until …":
        counted on resolution; the places right after "by the number of …" say where the counted
        cards are (taken out of `ph`). None when the amount is no count."""
        if by.amount is None or by.amount.kind != AmountPhraseKind.COUNT:
            return None
        i = next(i for i, p in enumerate(e.phrases) if p is by)
        after = []
        for p in e.phrases[i + 1:]:
            if p.kind not in (P.HERE, P.THERE, P.ON, P.AT, P.IN):
                break
            after.append(p)
        for p in after:
            ph.remove(p)
        consume(by.amount)
        return self.counted(by.amount.np, after)

    def by_chosen_stat(self, e: n.Instruction, ph: list, a: n.AmountPhrase) -> s.Pick:
        """"Reduce the breakpoint of one base by the power of one of your minions on that base": the
        card whose value is used is chosen (after the base, when it is chosen too: "on that base" /
        "there" is the chosen base), then the number is changed by its value then (SU-V3)."""
        mine = [p for p in ph if p.kind == P.THERE or (p.kind in (P.ON, P.AT) and isinstance(p.np, n.Ref)
                                                       and p.np.kind == R.THAT and p.np.word is not None
                                                       and self.kinds.get(p.np.word.text) == self.rs.base_type)]
        rest = [p for p in ph if p not in mine]
        target, dur = self.reduced(e, rest)
        stat = a.stat.text
        chosen = isinstance(target, s.Target) and (target.min, target.max) == (1, 1)
        if mine and not (chosen and target.filter.card_types == (self.rs.base_type,)):
            raise self.no(mine[0], f"`{self.words(mine[0])}` with no base chosen before it")
        with self.within(picking=bool(mine)):
            f = self.filter(attrs.evolve(a.np, quant=None), mine)
        if chosen:
            # the changed card is chosen first; after the second choice it is "the chosen card's base"
            if target.filter.card_types != (self.rs.base_type,):
                raise self.no(e, "changing a chosen card other than a base by another chosen card's value")
            changed: Any = s.Each(filter=s.Filter(card_types=(self.rs.base_type,), at=s.AtBase.PICKED))
        elif isinstance(target, s.Target):
            raise self.no(e, "changing several chosen cards by a chosen card's value")
        else:
            changed = target
        mod = s.Modify(target=changed, stat=e.word.text, op=s.ModOp.SUB, amount=s.StatOf(of=s.Picked(), stat=stat),
                       duration=dur)
        then = s.Pick(target=s.Target(filter=f, min=1, max=1), with_picked=mod)
        return s.Pick(target=target, with_picked=then) if chosen else then

    def modify(self, target: Any, mod: n.Signed, phrases) -> Any:
        ph = self.without_floor(list(phrases))
        i = next((i for i, p in enumerate(ph) if p.kind == P.FOR), None)
        if i is not None and isinstance(target, s.Each) and i + 1 < len(ph) and ph[i + 1].kind == P.ON \
                and isinstance(ph[i + 1].np, n.Ref) and ph[i + 1].np.kind == R.THEM \
                and isinstance(ph[i].np, n.Selection) and ph[i].np.noun.kind in (NK.POWER_COUNTER, NK.MARKER) \
                and ph[i].np.quant is not None and ph[i].np.quant.kind == Q.EACH and not ph[i].np.adjs:
            # "All of your minions gain +2 power … for each +1 power counter on them": on each
            # card, as many as the counters it carries (one round per card, SU-D6)
            counted, on = ph[i], ph[i + 1]
            del ph[i:i + 2]
            consume_all(on)
            consume(counted)
            one = self.modify(s.Picked(), mod, ph)
            per = s.CountersOn(of=s.Picked(), counter=self.counter_of(counted.np))
            return s.Repeat(count=s.CountOf(filter=target.filter), each=True,
                            effect=attrs.evolve(one, amount=s.Times(left=one.amount, right=per)))
        if i is not None and isinstance(target, s.Each) and any(
                p.kind in (P.ON, P.PLAYED_ON) and isinstance(p.np, n.Ref) and p.np.kind == R.IT for p in ph[i + 1:]):
            # u16d: "each minion there gets +1 power for each action attached to it": a count made
            # again for each card changed, which a one-time change cannot make yet (not this card's)
            it = next(p for p in ph[i + 1:] if p.kind in (P.ON, P.PLAYED_ON) and isinstance(p.np, n.Ref))
            raise self.no(it, "a count on each of several cards changed at once (`it` is each one)")
        per = self.per_each(ph) if any(p.kind == P.FOR for p in ph) else None
        dur = self.take_duration(ph)
        if ph:
            raise self.no(ph[0], "this phrase on a change of a number")
        if isinstance(mod, n.KeywordMod):
            return self.grant_keyword(target, mod, per, dur)
        op = s.ModOp.ADD if mod.amount >= 0 else s.ModOp.SUB
        amount: Any = s.Const(value=abs(mod.amount))
        if per is not None:
            amount = s.Times(left=amount, right=per)      # "+2 power for each …"
        return s.Modify(target=target, stat=mod.stat.text, op=op, amount=amount, duration=dur)

    def cost_change(self, st: n.Statement) -> s.StatBonus:
        """"Creatures cost 1 more.", "Enemy spells cost 2 less." (BH-K12): a bonus to the cost
        stat of the cards named, where they are played from (the hand); it holds while its
        card is in play (`Game.card_cost`)."""
        pred, subj = st.pred, st.subject
        if self.rs.cost_stat is None or (pred.word is not None and pred.word.text != self.rs.cost_stat):
            raise self.no(pred, "a change to a number other than what cards cost")    # (None: "costs")
        cond = None
        ph = list(pred.phrases)
        if ph and ph[-1].kind == P.DURING_OTHERS_TURNS:
            consume(ph[-1])             # "… during other players' turns" (BH-K29): only then
            cond = s.Not(condition=s.YourTurn())
            ph = ph[:-1]
        if ph:
            raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on a cost change")
        first_each = subj is not None and isinstance(subj.np, n.Selection) and subj.np.quant is not None \
            and subj.np.quant.kind == Q.THE and [a.kind for a in subj.np.adjs][:1] == [AdjKind.FIRST]
        if subj is None or subj.np is None or not isinstance(subj.np, n.Selection) \
                or (subj.np.quant is not None and not first_each):
            raise self.no(st, "a cost change for cards other than a kind of cards (`Creatures cost 1 more.`)")
        sph = list(subj.phrases)
        if [a.kind for a in subj.np.adjs][:1] == [AdjKind.FIRST] and subj.np.quant is not None \
                and subj.np.quant.kind == Q.THE and [p.kind for p in sph] == [P.EACH_TURN]:
            # "the first enemy card each turn costs 1 more" (BH-K32): while its player has played
            # no card this turn
            consume(subj.np.adjs[0])
            consume(subj.np.quant)
            consume(sph[0])
            np = attrs.evolve(subj.np, adjs=subj.np.adjs[1:], quant=None)
            f = attrs.evolve(self.filter(np, []), zone=self.rs.hand_zone)
            player = f.controller if f.controller is not s.Controller.ANY else s.Controller.ANY
            first = s.TurnCount(event=s.Event.PLAY, player=player, cmp=s.Cmp.EQ, value=0)
            op = s.ModOp.ADD if pred.kind == PredKind.COSTS_MORE else s.ModOp.SUB
            return s.StatBonus(affects=s.Each(filter=f), stat=self.rs.cost_stat, op=op,
                               amount=s.Const(value=pred.number.value),
                               condition=first if cond is None else s.All(conditions=(cond, first)))
        same = [p for p in sph if p.kind == P.SAME_NAME]
        if same and len(sph) == 1 and self.ctx.after:
            # "Return target creature …. Until …, creatures with the same name cost 1 more." (BH-K29):
            # named as the card the instruction before acted on, fixed as the change is made
            consume(same[0])
            f = attrs.evolve(self.filter(subj.np, []), named_as_picked=True)
            f = attrs.evolve(f, zone=self.rs.hand_zone)
            op = s.ModOp.ADD if pred.kind == PredKind.COSTS_MORE else s.ModOp.SUB
            return s.StatBonus(affects=s.Each(filter=f), stat=self.rs.cost_stat, op=op,
                               amount=s.Const(value=pred.number.value), condition=cond)
        f = self.filter(subj.np, sph)
        if f.zone is not None:
            raise self.no(subj, "a cost change for cards somewhere else than in a hand")
        f = attrs.evolve(f, zone=self.rs.hand_zone)
        op = s.ModOp.ADD if pred.kind == PredKind.COSTS_MORE else s.ModOp.SUB
        return s.StatBonus(affects=s.Each(filter=f), stat=self.rs.cost_stat, op=op,
                           amount=s.Const(value=pred.number.value), condition=cond)

    def grant_keyword(self, target: Any, mod: n.KeywordMod, per: Any, dur: s.Duration) -> s.Modify:
        """"… gains armour 2 / gets haste until …" (BH-K11): a modifier on the pseudo-stat
        `keyword NAME` (its number, 1 for a keyword without one) that ends with its duration;
        runtime/berserk reads it as the keyword."""
        name = mod.word.text
        valued = name in self.rs.valued_keywords
        if valued != (mod.number is not None):
            raise self.no(mod, f"`{name}` {'without its number' if valued else 'with a number'}")
        if per is not None:
            raise self.no(mod, "a granted keyword for each …")
        amount = mod.number.value if mod.number is not None else 1
        return s.Modify(target=target, stat=GRANTED + name, op=s.ModOp.ADD, amount=s.Const(value=amount), duration=dur)

    def without_floor(self, ph: list) -> list:
        """"(minimum power 0)": what the rules already do with a value below zero (SU-V4, BH-523);
        any other minimum is not executable."""
        out = []
        for p in ph:
            if p.kind == P.MINIMUM:
                if p.number is None or p.number.value != 0:
                    raise self.no(p, "a minimum value other than 0")
                continue
            out.append(p)
        return out

    def lost_abilities(self, np: Any, lasting: bool) -> None:
        """What "loses …" names: "its abilities", "all (other) abilities", "its Ongoing ability
        and all other abilities" — every ability of the card (SU-L8 cancels a card's abilities,
        never one of them). "Other" (than the ability saying so) only in an instruction
        (`lasting`): that ability is the one being used."""
        parts = [np.left, np.right] if isinstance(np, n.NpOr) and np.op == "and" else [np]
        whole = False
        for x in parts:
            if not (isinstance(x, n.Selection) and x.noun.kind in (NK.ABILITY, NK.LABEL_ABILITY)):
                raise self.no(x, "losing something other than abilities")
            if x.owner is not None and x.owner.kind not in (OwnerKind.IT, OwnerKind.THEY):
                raise self.no(x.owner, "losing the abilities of another card")
            if x.quant is not None and x.quant.kind != Q.ALL:
                raise self.no(x.quant, "losing some of a card's abilities")
            if any(a.kind != AdjKind.OTHER for a in x.adjs) or (x.adjs and not lasting):
                raise self.no(x.adjs[0], f"`{self.words(x.adjs[0])}` abilities lost here")
            if x.noun.kind == NK.LABEL_ABILITY and x.noun.words and self.rs.labels \
                    and x.noun.words[0].text.lower() not in self.rs.labels:
                raise self.no(x.noun, "an ability of a label this game does not have")
            whole = whole or x.noun.kind == NK.ABILITY and (x.owner is not None or x.quant is not None)
            consume_all(x)
        if not whole:
            raise self.no(np, "losing only the abilities of one label (the runtime cancels all of a card's)")
        if isinstance(np, n.NpOr):
            consume(np)

    def abilities_of(self, np: Any) -> Any:
        """"this base's abilities" / "this base's ability": the card whose abilities are meant."""
        if isinstance(np, n.Selection) and np.noun.kind == NK.ABILITY and np.quant is None and not np.adjs \
                and np.owner is not None and np.owner.kind in (OwnerKind.THAT, OwnerKind.IT) and self.ctx.picking:
            # "Choose a minion. That minion's abilities are cancelled …": the chosen card's
            consume_all(np.owner)
            return s.Picked()
        if not (isinstance(np, n.Selection) and np.noun.kind == NK.ABILITY and np.quant is None and not np.adjs
                and np.owner is not None and np.owner.kind == OwnerKind.THIS):
            raise self.no(np, "cancelling the abilities of something other than this card or the card it is on")
        return self.owner_target(np.owner)

    @staticmethod
    def its_controller(np: Any) -> bool:
        """"their controller" / "its controller": the controller of the card the sentence is about."""
        return isinstance(np, n.Selection) and np.noun.kind == NK.CONTROLLER and np.quant is None \
            and not np.adjs and np.owner is not None and np.owner.kind in (OwnerKind.THEY, OwnerKind.IT)

    def owner_target(self, owner: n.Owner | None) -> Any:
        if owner is not None and owner.kind == OwnerKind.THIS:
            word = owner.word.text[:-2] if owner.word.text.endswith(("'s", "’s")) else owner.word.text
            if self.ctx.on_card and not self.names_itself(word):
                return s.Host()
            if self.kinds.get(word) == self.rs.base_type and self.card.type != self.rs.base_type:
                return s.Host()         # "this base's …" on a minion: the base it is on
            return s.This()
        if owner is not None and owner.kind == OwnerKind.A_CARD:
            # "Reduce a base's breakpoint by 4": a card of that type, chosen
            word = owner.word.text[:-2] if owner.word.text.endswith(("'s", "’s")) else owner.word.text
            kind = self.kinds.get(word)
            if kind not in {ct.name for ct in self.rs.card_types}:
                raise self.no(owner, "a value of a card of this kind")
            return s.Target(filter=s.Filter(card_types=(kind,)))
        raise self.no(owner, "a value of another card")

    @probe
    def is_static(self, st: n.Statement) -> bool:
        if self.is_limit(st):
            return True                     # h16t: "your titan limit is increased by 2"
        if st.pred.kind in (PredKind.INCREASED, PredKind.DECREASED):
            return st.subject is not None and st.subject.stat is not None   # "this base's breakpoint is …"
        return st.pred.kind in (PredKind.HAS_MOD, PredKind.COSTS_MORE, PredKind.COSTS_LESS, PredKind.GIVES, PredKind.CANNOT_BE, PredKind.CANNOT_BE_TARGET, PredKind.CANNOT, PredKind.ONLY_TARGET,
                                PredKind.EQUAL, PredKind.SET, PredKind.CANNOT_SCORE, PredKind.NOT_AFFECTED,
                                PredKind.CONSIDERED, PredKind.CANCELLED, PredKind.LOSES)

    def static(self, st: n.Statement, _: Any) -> Any:
        if self.is_limit(st):
            return self.limit_increase(st)
        pred = st.pred
        subj = st.subject
        if isinstance(pred.modifier, n.KeywordMod):
            raise self.no(pred.modifier, "a keyword every such card has while this is in play")
        if pred.kind in (PredKind.COSTS_MORE, PredKind.COSTS_LESS):
            return self.cost_change(st)
        if pred.kind in (PredKind.INCREASED, PredKind.DECREASED):
            # "This base's breakpoint is reduced by 2 [for each …]": the same as "This base has -2
            # breakpoint [for each …]"
            if subj.stat_adj is not None or pred.amount is None or pred.amount.kind != AmountPhraseKind.NUMBER:
                raise self.no(st, "changing a printed or starting value, or by a computed amount")
            if subj.np is not None:
                np = subj.np                                    # "the breakpoint of this base"
            elif subj.owner is not None and subj.owner.kind == OwnerKind.THIS and subj.owner.word is not None:
                w = subj.owner.word                             # "this base's breakpoint"
                np = n.Ref(kind=R.THIS, word=n.Word(cls="KIND", text=strip_poss(w.text), span=w.span),
                           span=subj.owner.span)
            else:
                raise self.no(subj, "a change to the value of this card's owner or another card")
            v = pred.amount.number.value
            mod = n.Signed(amount=v if pred.kind == PredKind.INCREASED else -v, stat=subj.stat, span=pred.span)
            st = n.Statement(pred=n.Pred(kind=PredKind.HAS_MOD, modifier=mod, phrases=pred.phrases, span=pred.span),
                             subject=n.Subject(np=np, span=subj.span), span=st.span)
            return self.static(st, _)
        if pred.kind == PredKind.GIVES:
            # "This card gives this minion +1 power …": the card's bonus for the cards it names
            if not (subj is not None and isinstance(subj.np, n.Ref) and subj.np.kind == R.THIS and not subj.phrases):
                raise self.no(st, "a bonus given by a card other than this one")
            st = n.Statement(pred=n.Pred(kind=PredKind.HAS_MOD, modifier=pred.modifier, phrases=pred.phrases, span=pred.span),
                             subject=n.Subject(np=pred.np, span=pred.np.span), span=st.span)
            pred, subj = st.pred, st.subject
        players = pred.kind == PredKind.HAS_MOD and (
            (self.players_rel(subj) is not None and subj is not None and not isinstance(subj.np, n.Selection))
            or self.is_other_players(subj))
        if pred.kind == PredKind.HAS_MOD and any(p.kind == P.AGAINST for p in pred.phrases):
            return self.strike_bonus(st, subj, pred)
        if pred.kind == PredKind.HAS_MOD:
            cond = None
            ph = self.without_floor(list(pred.phrases))
            for p in list(ph):
                if is_kind(p, P.DURING_OTHERS_TURNS):
                    cond = s.Not(condition=s.YourTurn())
                    ph.remove(p)
                elif is_kind(p, P.DURING_ITS_OWNERS_TURN, P.DURING_THEIR_OWNERS_TURNS):
                    if players or cond is not None:
                        raise self.no(p, "`during its owner's turn` on other than a card's bonus")
                    cond = s.OwnersTurn()   # r2c: "… during their owners' turns": each card's own owner
                    ph.remove(p)
            amount: Any = s.Const(value=abs(pred.modifier.amount))
            minus = next((i for i, p in enumerate(ph) if p.kind == P.MINUS), None)
            if minus is not None:
                # "+5 power here minus the number of cards in your hand (minimum 0)": the bonus
                # less a count, never below zero (the phrases after the count are its cards')
                if pred.modifier.amount < 0 or not any(p.kind == P.MINIMUM for p in pred.phrases):
                    raise self.no(ph[minus], f"`{self.words(ph[minus])}` without `(minimum 0)` on a bonus")
                less = ph[minus].amount
                rest = ph[minus + 1:]
                if less.kind == AmountPhraseKind.COUNT:
                    right = self.counted(less.np, rest)
                elif rest:
                    raise self.no(rest[0], f"the phrase `{self.words(rest[0])}` after `minus`")
                else:
                    right = self.amount(less)
                amount = s.Minus(left=amount, right=right)
                ph = ph[:minus]
            per = next((i for i, p in enumerate(ph) if p.kind == P.FOR), None)
            every = next((i for i, p in enumerate(ph) if p.kind == P.FOR_EVERY_N), None)
            if every is not None and per is None:
                # "+1 power for every two cards in your hand": what is counted, divided, rounded down
                counted = ph[every]
                amount = s.Times(left=amount, right=s.Quotient(left=self.counted(counted.np, ph[every + 1:]),
                                                               right=s.Const(value=counted.number.value)))
                ph = ph[:every]
            if per is not None:
                # "+1 power for each of your other minions here": the phrases after "for each"
                # describe what is counted
                counted = ph[per]
                q = counted.np.quant if isinstance(counted.np, n.Selection) else None
                if q is None or q.kind != Q.EACH:
                    raise self.no(counted, "a count that is not `for each …`")
                this_subject = subj is not None and isinstance(subj.np, n.Ref) and subj.np.kind == R.THIS \
                    and not subj.phrases and isinstance(self.ref(subj.np), s.This)
                having = self.counters_on_this(counted.np, ph[per + 1:], this_subject) \
                    or self.players_with(counted.np, ph[per + 1:])
                if having is not None:
                    amount = s.Times(left=amount, right=having)     # "… for each player with a minion here"
                else:
                    # "minions here have +1 power for each action on them": counted for each card
                    with self.within(per_card=not players and subj is not None and isinstance(subj.np, n.Selection)):
                        f = self.filter(attrs.evolve(counted.np, quant=None), ph[per + 1:])
                    amount = s.Times(left=amount, right=s.CountOf(filter=f))
                ph = ph[:per]
            if players:
                # "you have +5 power here [for each …]": a player's total on this base, not a
                # card's power (SU-T5)
                if not phrases_are(ph, P.HERE) or pred.modifier.amount < 0:
                    raise self.no(st, "a player's power other than `+N power here`")
                return s.PlayerPower(amount=amount, who=self.players_rel(subj), stat=pred.modifier.stat.text,
                                     condition=cond)
            affects = self.affects(subj)
            if ph and phrases_are(ph, P.HERE) and isinstance(affects, s.Each):
                # "Other players' minions have -1 power here": "here" narrows the subject
                affects = s.Each(filter=attrs.evolve(affects.filter, at=s.AtBase.HERE))
                ph = []
            if ph:
                raise self.no(ph[0], "this phrase on an ongoing change")
            op = s.ModOp.ADD if pred.modifier.amount >= 0 else s.ModOp.SUB
            return s.StatBonus(affects=affects, stat=pred.modifier.stat.text, op=op, amount=amount, condition=cond)
        if pred.kind == PredKind.CANNOT_BE_TARGET:
            # "This creature cannot be the target of spells." (glossary "Защита от заклинаний",
            # BH-K35): no ability of a card of that type, whoever controls it, targets it
            np = pred.np
            if not isinstance(np, n.Selection) or np.quant is not None or np.owner is not None or np.adjs \
                    or np.noun.kind != NK.KIND or pred.phrases or not self.rs.combat:
                raise self.no(pred, "this `cannot be the target of`")
            kind = self.kind_of(np)
            if kind not in {ct.name for ct in self.rs.card_types}:
                raise self.no(np, "a target of this kind")
            return s.Cant(affects=self.affects(subj), events=(s.Event.TARGETED,), by=s.Controller.ANY,
                          card_types=(kind,))
        if pred.kind == PredKind.CANNOT_BE and [pa.kind for pa in pred.passives] == [PassiveKind.PLAYED]:
            # "Minions cannot be played here": nobody plays cards of that type onto this base
            if len(pred.phrases) != 1 or not self.is_here(pred.phrases[0]) or subj is None:
                raise self.no(st, "`cannot be played` anywhere but here")
            if subj.phrases and isinstance(subj.np, n.Selection) and all(
                    p.kind == P.OF and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.FACTION
                    for p in subj.phrases):
                # "<minions> of the named factions cannot be played here" (h16z1): only such cards
                f = self.filter(attrs.evolve(subj.np, quant=None), list(subj.phrases))
                return s.NoPlay(card_types=(self.kind_of(subj.np),), by=s.Controller.ANY,
                                filter=attrs.evolve(f, card_types=(), zone=None))
            if subj.phrases:
                raise self.no(st, "`cannot be played` anywhere but here")
            return s.NoPlay(card_types=(self.kind_of(subj.np),), by=s.Controller.ANY)
        if pred.kind == PredKind.CANNOT_BE:
            events = []
            by, types = s.Controller.ANY, ()
            at = [i for i, p in enumerate(pred.phrases) if p.kind in (P.FROM, P.ON, P.AT) and i + 1 < len(pred.phrases)
                  and pred.phrases[i + 1].kind == P.WHERE_YOU_HAVE]
            if at and subj is not None:
                # "Minions cannot be moved away from a base where you have a minion": the cards on such bases
                k = at[0]
                subj = attrs.evolve(subj, phrases=subj.phrases + pred.phrases[k:k + 2])
                pred = attrs.evolve(pred, phrases=pred.phrases[:k] + pred.phrases[k + 2:])
            here = [p for p in pred.phrases if is_kind(p, P.HERE)]
            if here and subj is not None and not any(self.is_here(q) for q in subj.phrases):
                # "Minions cannot be destroyed here": the cards on this base (as "Minions here …")
                subj = attrs.evolve(subj, phrases=subj.phrases + tuple(here))
                pred = attrs.evolve(pred, phrases=tuple(p for p in pred.phrases if not is_kind(p, P.HERE)))
            unless_own = False
            for p in pred.phrases:
                if p.kind == P.EXCEPT_BY:
                    # "… except by their controller": by any player but the affected card's controller
                    if not self.its_controller(p.np):
                        raise self.no(p, "an exception other than `except by their controller`")
                    consume_all(p)
                    unless_own = True
                elif p.kind == P.BY_CAUSE:
                    by, types = self.cause(p)
                elif p.kind == P.TO and PassiveKind.RETURNED in [pa.kind for pa in pred.passives] and \
                        self.zone_of(p.np) == self.rs.hand_zone:
                    pass        # "returned to your hand": a move into the hand
            to: list[str] = []
            for pa in pred.passives:
                # "moved" is a move to another base, "returned to your hand" a move into the hand:
                # both the runtime's MOVE event, each barring its own moves only (docs/runtime.md)
                ev = {PassiveKind.DESTROYED: s.Event.DESTROY, PassiveKind.MOVED: s.Event.MOVE,
                      PassiveKind.RETURNED: s.Event.MOVE, PassiveKind.STUNNED: s.Event.STUN}.get(pa.kind)
                if ev is None:
                    raise self.no(pa, "this `cannot be`")
                if ev not in events:
                    events.append(ev)
                if pa.kind in (PassiveKind.MOVED, PassiveKind.RETURNED):
                    to.append("base" if pa.kind == PassiveKind.MOVED else self.rs.hand_zone)
            return s.Cant(affects=self.affects(subj), events=tuple(events), by=by, card_types=types,
                          by_its=s.Controller.OPPONENT if unless_own else s.Controller.ANY, to=tuple(to))
        if pred.kind == PredKind.CANNOT:
            eff = pred.effects.items[0] if len(pred.effects.items) == 1 else None
            by = self.players_rel(subj)
            if eff is not None and eff.kind == InstructionKind.PLAY and by is not None \
                    and self.onto_here(list(eff.phrases)):
                # "Other players cannot play minions here" / "Players cannot play actions on this base"
                return s.NoPlay(card_types=(self.kind_of(eff.np),), by=by)
            if eff is not None and eff.kind == InstructionKind.PLAY and isinstance(eff.np, n.Selection) and not eff.phrases \
                    and adjs_are(eff.np, AdjKind.EXTRA) and eff.np.noun.kind == NK.KIND \
                    and self.kinds.get(eff.np.noun.words[-1].text) is None and eff.np.quant is None:
                # "other players [with a minion here] cannot play extra cards"
                return self.no_extra(st)
            if eff is not None and eff.kind == InstructionKind.PLAY and isinstance(eff.np, n.Selection) \
                    and [p.kind for p in eff.phrases] == [P.EACH_TURN] and adjs_are(eff.np, AdjKind.EXTRA) \
                    and eff.np.noun.kind == NK.KIND and self.kinds.get(eff.np.noun.words[-1].text) is None \
                    and eff.np.quant is not None and eff.np.quant.kind == Q.MORE_THAN:
                # "opponents cannot play more than two extra cards per turn" (SU-D7)
                consume(eff.phrases[0])
                return attrs.evolve(self.no_extra(st), per_turn=eff.np.quant.number.value)
            stats = [p for p in eff.phrases if p.kind in (P.STAT, P.PRINTED_STAT)] if eff is not None else []
            same = next((i for i, p in enumerate(eff.phrases) if p.kind == P.SAME_NAME and i + 1 < len(eff.phrases)
                         and eff.phrases[i + 1].kind == P.AS), None) if eff is not None else None
            if same is not None:
                # "… cannot play a minion here with the same name as another minion here": the
                # phrases from "the same name" on are the other card's
                stats = stats + list(eff.phrases[same:])
            if eff is not None and eff.kind == InstructionKind.PLAY and by is not None and stats \
                    and self.onto_here([p for p in eff.phrases if not any(p is q for q in stats)]):
                # "… cannot play minions here of power 2 or less": only such cards
                f = self.filter(attrs.evolve(eff.np, quant=None), stats)
                return s.NoPlay(card_types=(self.kind_of(eff.np),), by=by,
                                filter=attrs.evolve(f, card_types=(), zone=None))
            if eff is not None and eff.kind == InstructionKind.PLAY and by is not None and not eff.phrases \
                    and isinstance(eff.np, n.Selection) and eff.np.quant is None \
                    and not eff.np.adjs and eff.np.owner is None and eff.np.noun.kind == NK.KIND:
                # "Other players cannot play cards …" (Berserk, no bases: anywhere; BH-K27); t16a:
                # with bases and no place said, onto any of them (`NoPlay.anywhere`)
                kind = self.kinds.get(eff.np.noun.words[-1].text)
                return s.NoPlay(card_types=() if kind in (None, "card") else (kind,), by=by,
                                anywhere=bool(self.rs.base_type))
            limited = self.limit_plays(eff, by)
            if limited is not None:
                return limited  # "You cannot play more than one action per turn" / "… on minions here"
            kept = self.kept_here(eff, by)
            if kept is not None:
                return kept     # "You may not move your minions away from here" (bases.py)
            if eff is not None and eff.kind == InstructionKind.MOVE and by is not None and not eff.phrases \
                    and isinstance(eff.np, n.Selection) and eff.np.quant is None and eff.np.owner is None \
                    and eff.np.noun.kind == NK.KIND and self.kinds.get(eff.np.noun.words[-1].text) is not None:
                # t16a: "They cannot move minions": no card in play of that kind is moved by those
                # players' cards (their abilities; any player's minions)
                return s.Cant(affects=s.Each(filter=self.filter(eff.np, [])), events=(s.Event.MOVE,), by=by)
            raise self.no(st, "this `cannot`")
        if pred.kind == PredKind.NOT_AFFECTED:
            # "This minion is not affected by other players' actions [here]"
            here = bool(pred.phrases) and len(pred.phrases) == 1 and self.is_here(pred.phrases[0])
            if here:
                consume(pred.phrases[0])    # only by their cards on this card's base
            elif pred.phrases:
                raise self.no(pred.phrases[0], "this phrase on `not affected by`")
            by = pred.np
            if not isinstance(by, n.Selection) or by.quant is not None or by.adjs or by.owner is None \
                    or by.owner.kind != OwnerKind.OTHER_PLAYERS or by.noun.kind != NK.KIND:
                raise self.no(by, "not affected by cards other than other players' cards")
            word = by.noun.words[-1].text if by.noun.words else ""
            types = () if word in ("card", "cards") else (self.kind_of(by),)
            return s.Unaffected(affects=self.affects(subj), by=s.Controller.OPPONENT, card_types=types,
                                source_here=here)
        if pred.kind == PredKind.CONSIDERED:
            # "All of your minions are considered Gearbots": they join that family of names
            word = pred.word.text if pred.word is not None else ""
            fam = self.family(word)
            if fam is None and self.table is not None:
                # "… are considered Zombies": a subtype of the set (its selections see them too)
                fam = next((f for f in (word, word[:-1] if word.endswith("s") else word)
                            if f in self.table.subtypes), None)
            elif fam is None and word:
                fam = word[:-1] if word.endswith("s") else word     # no set to look in: taken as written
            if fam is None:
                raise self.no(pred, "being considered something other than a family of names or a subtype")
            affects = self.affects(subj)
            if isinstance(affects, s.Each) and affects.filter.family is not None:
                raise self.no(subj, "a family granted to cards chosen by a family")
            if not isinstance(affects, (s.Each, s.This, s.Host)):
                raise self.no(subj, "this subject of `considered`")
            return s.Considered(affects=affects, family=fam)
        if pred.kind == PredKind.CANCELLED:
            # "This base's abilities are cancelled"
            if pred.phrases:
                raise self.no(pred.phrases[0], "this phrase on `cancelled`")
            return s.Blank(affects=self.abilities_of(subj.np if subj is not None and not subj.phrases else None))
        if pred.kind == PredKind.LOSES:
            # "Ongoing: This minion loses its abilities" (an action on it): as "its abilities are
            # cancelled", while the ongoing effect lasts
            if pred.phrases:
                raise self.no(pred.phrases[0], "this phrase on `loses`")
            self.lost_abilities(pred.np, lasting=False)
            target = self.affects(subj)
            if isinstance(target, s.This):
                raise self.no(pred, "an ongoing ability that cancels the abilities of its own card")
            return s.Blank(affects=target)
        if pred.kind == PredKind.CANNOT_SCORE:
            # "This base cannot score": it is not scored even at its breakpoint
            return s.Cant(affects=self.affects(subj), events=(s.Event.SCORE,))
        if pred.kind == PredKind.ONLY_TARGET:
            # "enemy cards can only target X": whose cards are bound (the opponents', any of theirs)
            by = subj.np if subj is not None and not subj.phrases else None
            if not (isinstance(by, n.Selection) and by.owner is None and by.quant is None and by.noun.kind == NK.KIND
                    and by.noun.words and self.kinds.get(by.noun.words[-1].text) is None
                    and adjs_are(by, AdjKind.ENEMY)):
                raise self.no(subj if subj is not None else st, "`can only target` said of other than enemy cards")
            return s.MustTarget(affects=self.selector(pred.np, []), by=s.Controller.OPPONENT)
        if pred.kind == PredKind.EQUAL and subj is not None and subj.stat is not None:
            target = self.owner_target(subj.owner)
            stat = subj.stat.text
            adj = subj.stat_adj.kind if subj.stat_adj is not None else None
            op = {StatAdjKind.PRINTED: s.ModOp.SET_PRINTED, StatAdjKind.STARTING: s.ModOp.SET, None: s.ModOp.SET}[adj]
            return s.StatBonus(affects=target, stat=stat, op=op, amount=self.value(pred.amount, list(pred.phrases)))
        raise self.no(st, f"an ongoing `{pred.kind.replace('_', ' ')}`")

    def limit_plays(self, eff: Any, by: s.Controller | None) -> Any:
        """r2c: "X cannot play more than N <cards> per turn" (`PlayLimit`: anywhere; with "here":
        `NoPlay.per_turn`) and "X cannot play <cards> on <cards>" (`NoPlayOn`: on a card that
        matches, as "on minions here" / "on your minions"); None for any other play."""
        if eff is None or eff.kind != InstructionKind.PLAY or by is None or not isinstance(eff.np, n.Selection) \
                or eff.np.adjs or eff.np.owner is not None or eff.np.noun.kind != NK.KIND:
            return None
        kind = self.kinds.get(eff.np.noun.words[-1].text)
        types = () if kind in (None, "card") else (kind,)
        if kind is None and eff.np.noun.words[-1].text not in ("card", "cards"):
            return None
        ph, q = list(eff.phrases), eff.np.quant
        if q is not None and q.kind == Q.MORE_THAN and ph and ph[-1].kind == P.EACH_TURN:
            consume(ph[-1])
            if not ph[:-1]:
                return s.PlayLimit(card_types=types, by=by, per_turn=q.number.value)
            if self.onto_here(ph[:-1]):
                return s.NoPlay(card_types=types, by=by, per_turn=q.number.value)
            return None
        if q is None and len(ph) == 1 and ph[0].kind == P.ON and isinstance(ph[0].np, n.Ref) \
                and ph[0].np.word is not None and self.kinds.get(ph[0].np.word.text) != self.rs.base_type \
                and isinstance(self.ref(ph[0].np), (s.This, s.Host)):
            consume_all(ph[0])      # "… on this minion": the card itself, or the card this one is on
            return s.NoPlayOn(on=self.ref(ph[0].np), card_types=types, by=by)
        if q is None and ph and ph[0].kind == P.ON and isinstance(ph[0].np, n.Selection) \
                and not self.onto_here(ph):
            consume(ph[0])
            on = self.filter(ph[0].np, ph[1:])
            if not on.card_types or on.card_types == (self.rs.base_type,):
                raise self.no(ph[0], "`cannot play … on` cards other than a kind of cards in play")
            return s.NoPlayOn(on=s.Each(filter=on), card_types=types, by=by)
        return None

    def value(self, a: n.AmountPhrase, phrases: list | None = None) -> Any:
        """A computed value; `phrases` that follow it filter what it looks at ("… here")."""
        phrases = phrases or []
        if a.kind == AmountPhraseKind.NUMBER:
            if phrases:
                raise self.no(phrases[0], "this phrase after a number")
            return s.Const(value=a.number.value)
        if a.kind == AmountPhraseKind.SUPERL_AMONG and a.superl.kind == SuperlKind.MOST:
            f = self.filter(a.np, phrases)
            return s.MaxStat(filter=f, stat=a.stat.text,
                             printed=a.stat_adj is not None and a.stat_adj.kind == StatAdjKind.PRINTED)
        raise self.no(a, "this amount")

    def strike_bonus(self, st: Any, subj: Any, pred: Any) -> s.StrikeBonus:
        """"This creature has +2 strike against stunned creatures." (BH-K22): its strike against
        such cards, in attacks and counter-strikes."""
        mod, ph = pred.modifier, list(pred.phrases)
        if not self.rs.combat or mod.stat.text != "strike" or mod.amount <= 0:
            raise self.no(st, "a bonus against some cards other than `+N strike`")
        if not (subj is not None and isinstance(subj.np, n.Ref) and subj.np.kind == R.THIS and not subj.phrases):
            raise self.no(st, "a strike bonus of a card other than this one")
        if len(ph) != 1:
            raise self.no(ph[-1], "this phrase on a strike bonus")
        consume(ph[0])
        return s.StrikeBonus(amount=mod.amount, against=self.filter(ph[0].np, []))
