"""The instruction dispatch: the composition steps that come before an effect's kind (what it is
done for, alternatives, one base / one player / each base), then the handler `LOWER[kind]`."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import AdjKind, InstructionKind, NounKind as NK, OwnerKind, PhraseKind as P, QuantKind as Q, RelKind
from .accounting import adjs_are, consume, has_adj, probe, unread
from .coordination import shared_sides
from .core import LOWER, UNSUPPORTED, acts_on_cards, instruction, last_step


# a base's test after it: "where you have a minion", "where you have the most power" (u16b)
WHERE_BASE = frozenset({P.WHERE_YOU_HAVE, P.WHERE_YOU_MOST})
# phrases a Ref side of "this minion or a minion with less power …" does not take
NARROWING = frozenset({P.STAT, P.PRINTED_STAT, P.REL_STAT, P.SUPERL,
                       P.SAME_NAME, P.SAME_OR_LOWER, P.HERE, P.THERE,
                       P.WITH, P.WITHOUT_MARKER, P.WITH_ELEMENT, P.WHERE_YOU_HAVE})


def may_act_on_none(ir: Any) -> bool:
    """Whether the words of an instruction let it act on no card at all ("any number of cards",
    "up to two minions" in Smash Up): its object is a target of at least none."""
    field = ir.TARGETS[0] if getattr(ir, "TARGETS", ()) else None
    target = getattr(ir, field, None) if field else None
    return isinstance(target, s.Target) and target.min == 0



# verbs that send nothing anywhere of the player's choosing: with a second verb, the phrase of
# where the card goes is that verb's ("destroy or return a minion to its owner's hand")
NO_DESTINATION = frozenset({InstructionKind.DESTROY, InstructionKind.DISCARD, InstructionKind.DRAW})

class Effects:
    """One instruction: the composition steps, then its handler (a family of `Lowerer`)."""

    def effect(self, e: n.Instruction) -> Any:
        """One instruction -> IR. The steps that build on other instructions come first, in
        this order: what it is done for ("… to draw a card"), alternatives of its object ("… or
        …"), the base (or player) chosen first ("on one base", "one player's"), once for each
        base; then the handler registered for its kind (`@lowers`), given the instruction and
        a fresh list of its phrases to take from. A kind with no handler is E501
        (`UNSUPPORTED`)."""
        if e.or_verb is not None:
            # "play or move a minion to here", "destroy or return an action": one instruction
            # for each verb, the same object and phrases; the player chooses which is done
            # (where the card goes is said for the verb that sends it somewhere: "destroy or
            # return a minion to its owner's hand")
            def one(verb: n.Verb) -> n.Instruction:
                kind = InstructionKind(verb.kind)
                ph = e.phrases if kind not in NO_DESTINATION else tuple(
                    p for p in e.phrases if p.kind not in (P.TO, P.INTO, P.ONTO))
                return attrs.evolve(e, kind=kind, verb=verb, or_verb=None, phrases=ph)
            modes = (self.effect(one(e.verb)), self.effect(one(e.or_verb)))
            return s.Choose(modes=modes, min=1, max=1)
        if isinstance(e.purpose, n.Alternatives):
            # "destroy this action to either destroy that minion OR to draw a card": the choice
            # is made only if the first instruction happened
            return s.Then(first=self.effect(attrs.evolve(e, purpose=None)), second=self.stmt(e.purpose))
        if e.purpose is not None and e.purpose.purpose is None:
            # "destroy one of your minions here to draw a card": the second only if the first happened
            first = self.effect(attrs.evolve(e, purpose=None))
            # "Choose a base. Move a minion to there to give it +2 power": "it" is what the first
            # instruction acted on, not the card chosen before
            moved_on = {"picking": False, "after": True} if self.ctx.picking and acts_on_cards(first) else {}
            with self.within(counted_before=acts_on_cards(first), last=first, **moved_on):     # "… to draw that many"
                second = self.effect(e.purpose)
            if may_act_on_none(first):
                # "discard any number of cards to draw that many plus one": none is a way of doing
                # the first, not a payment left unpaid: the second happens anyway (SU-A5)
                return s.sequence((first, second))
            return s.Then(first=first, second=second)
        if e.purpose is not None:
            # "discard a card to play an extra minion": the first is paid, then the second
            # happens only if it was paid in full
            first = self.effect(attrs.evolve(e, purpose=None))
            with self.within(after=True, last=last_step(first)):
                then = self.effect(e.purpose)
            if may_act_on_none(first):
                return s.sequence((first, then))
            return s.Then(first=first, second=then, fully=True)
        alts = self.or_objects(e)
        if alts is not None:
            return s.Choose(modes=tuple(self.effect(a) for a in alts), min=1, max=1)
        one_base = self.one_base(e)
        if one_base is not None:
            return one_base
        one_player = self.one_players(e)
        if one_player is not None:
            return one_player
        each_base = self.each_base(e)
        if each_base is not None:
            return each_base
        handler = LOWER.get(e.kind)
        if handler is None:
            raise self.no(e, UNSUPPORTED.get(e.kind) or instruction(e.kind))
        chosen = self.chosen_ref(e.np)
        if chosen is not None:
            e = attrs.evolve(e, np=chosen)      # "play the chosen action": as "play that action"
        consume(e.verb)         # the handler of its kind is what the verb means
        return handler(self, e, list(e.phrases))

    @probe
    def or_objects(self, e: n.Instruction) -> list[n.Instruction] | None:
        """"Shuffle all actions or all minions …", "… on this minion or a minion with less power
        …": a choice between the instruction on either noun phrase (the phrases that narrow a
        selection go to the side that selects)."""
        def split(np: Any) -> tuple[Any, Any] | None:
            if isinstance(np, n.NpOr) and np.op == "or" and not isinstance(np.left, n.NpOr) \
                    and not isinstance(np.right, n.NpOr):
                return shared_sides(np)     # "an extra minion or action": an extra action too
            return None
        sides = split(e.np)
        if sides is not None and e.kind == InstructionKind.PLAY and all(
                isinstance(x, n.Selection) and any(a.kind == AdjKind.EXTRA for a in x.adjs) for x in sides):
            return None         # one extra play that either kind may use (plays.py)
        if sides is not None:
            # "destroy a base modifier or a minion of power 3 or less": a stat phrase narrows only
            # the side whose cards have that stat (an action has no power)
            lack = [(self.lacks_stat(sides[0], p), self.lacks_stat(sides[1], p)) for p in e.phrases]
            kept = [[p for p, ll in zip(e.phrases, lack) if not (ll[i] and not ll[1 - i])] for i in (0, 1)]
            return [self.or_side(attrs.evolve(e, phrases=tuple(k)), side, None) for side, k in zip(sides, kept)]
        for i, p in enumerate(e.phrases):
            sides = split(p.np)
            if sides is not None and p.kind in (P.ON, P.TO, P.FROM, P.AT) and not self.zones_or(p.np):
                return [self.or_side(e, side, i) for side in sides]
        return None

    def lacks_stat(self, side: Any, p: n.Phrase) -> bool:
        """`p` compares a stat ("of power 3 or less") that no card `side` selects has."""
        with unread():
            if p.kind not in (P.STAT, P.PRINTED_STAT) or p.stat is None or not isinstance(side, n.Selection):
                return False
            if side.noun.kind == NK.MODIFIER:
                types = [t.name for t in self.rs.card_types if not t.in_play and t.name in self.rs.deck_types]
            elif side.noun.kind == NK.KIND and self.kinds.get(side.noun.words[-1].text) not in (None, "card"):
                types = [self.kinds[side.noun.words[-1].text]]
            else:
                return False
            stat = p.stat.text.lower()
            cts = [self.rs.card_type(t) for t in types]
            return all(ct is not None and stat not in ct.required + ct.optional for ct in cts)

    def or_side(self, e: n.Instruction, side: Any, at: int | None) -> n.Instruction:
        ph = list(e.phrases)
        if at is not None:
            ph[at] = attrs.evolve(ph[at], np=side)
        if isinstance(side, n.Ref):
            ph = [p for j, p in enumerate(ph) if j == at or p.kind not in NARROWING]
        return attrs.evolve(e, np=side if at is None else e.np, phrases=tuple(ph))

    @probe
    def one_base(self, e: n.Instruction) -> Any:
        """"destroy each action on a single base", "each of your minions on one base", and
        "each minion on a base" (all the cards on a base: else "on a base" would say nothing):
        the base is chosen first, then the instruction acts on cards there."""
        chosen = self.one_base_chosen(e.np, e.phrases)
        if chosen is None:
            return None
        target, phrases = chosen
        with self.within(picking=True, picked_base=False):
            then = self.effect(attrs.evolve(e, phrases=phrases))
        return s.Pick(target=target, with_picked=then)

    def one_base_chosen(self, np: Any, phrases: tuple, said: bool = False) -> tuple[s.Target, tuple] | None:
        """For "(cards) on one base / on a single base / (each …) on a base [where you have …]":
        the base to choose first, and the phrases with that one read as "there"; else None.
        `said`: only when "one" or "single" says it (not "each … on a base")."""
        mass = not said and isinstance(np, n.Selection) and np.quant is not None and np.quant.kind in (Q.EACH, Q.ALL) \
            and not (np.owner is not None and np.owner.kind == OwnerKind.ONE_PLAYER)     # `one_players`
        for i, p in enumerate(phrases):
            test = phrases[i + 1] if i + 1 < len(phrases) \
                and phrases[i + 1].kind in WHERE_BASE else None
            if p.kind in (P.ON, P.FROM) and self.is_base_word(p.np) \
                    and ((p.np.quant is not None and p.np.quant.kind == Q.EXACTLY and p.np.quant.number.value == 1)
                         or has_adj(p.np, AdjKind.SINGLE)
                         or (mass and self.is_any_base(p.np) and p.np.quant.kind == Q.ONE)):
                # "… on a base where you have a minion": which bases may be chosen
                target = s.Target(filter=s.Filter(card_types=(self.rs.base_type,),
                                                  base=self.base_where(test) if test is not None else None))
                after = phrases[i + 2:] if test is not None else phrases[i + 1:]
                return target, tuple(phrases[:i]) + (n.Phrase(kind=P.THERE, span=p.span),) + tuple(after)
        return None

    @probe
    def one_players(self, e: n.Instruction) -> Any:
        """"(return) all of one player's minions … at a base where you have a minion": a base
        (passing the phrases after it) is chosen, then a player, and the instruction acts on
        that player's cards there."""
        np = e.np
        if not (isinstance(np, n.Selection) and np.owner is not None and np.owner.kind == OwnerKind.ONE_PLAYER
                and np.quant is not None and np.quant.kind in (Q.ALL, Q.EACH) and not self.ctx.picking):
            return None
        i = next((i for i, p in enumerate(e.phrases) if p.kind in (P.ON, P.AT) and self.is_any_base(p.np)), None)
        if i is None:
            raise self.no(np.owner, "`one player's` cards with no base chosen for them")
        after = list(e.phrases[i + 1:])
        test = after.pop(0) if after and after[0].kind in WHERE_BASE else None
        target = s.Target(filter=s.Filter(card_types=(self.rs.base_type,),
                                          base=self.base_where(test) if test is not None else None))
        rest = attrs.evolve(e, phrases=e.phrases[:i] + (n.Phrase(kind=P.THERE, span=e.phrases[i].span),) + tuple(after))
        with self.within(picking=True, player_picked=True, picked_base=False):
            then = self.effect(rest)
        if not isinstance(getattr(then, "target", None), s.Each):
            raise self.no(np, "`one player's` cards other than all of them")     # (a target is chosen before the player)
        return s.Pick(target=target, with_picked=then, player=True)

    @probe
    def each_base(self, e: n.Instruction) -> Any:
        """"destroy the lowest-power minion on each base", "place a counter on a minion at each
        base where you have a minion": the instruction once for each such base (in play order),
        acting on cards there (its own choices each time)."""
        for i, p in enumerate(e.phrases):
            if p.kind in (P.ON, P.AT, P.FROM) and isinstance(p.np, n.Selection) and self.is_base_word(p.np) \
                    and p.np.quant is not None and p.np.quant.kind == Q.EACH and p.np.owner is None \
                    and not self.ctx.picking and e.kind != InstructionKind.PLAY:
                # (a play "on each base where you have no minions" is an extra play's own reading)
                tail = [q for q in e.phrases[i + 1:] if q.kind not in (P.TIE_YOU, P.TIE_CONTROLLER)]
                ties = tuple(q for q in e.phrases[i + 1:] if q.kind in (P.TIE_YOU, P.TIE_CONTROLLER))
                # "… on each base with a higher-power minion": a base that has a card whose value
                # is above (below) that of the instruction's object there
                than = tail.pop() if len(tail) == 1 and tail[0].kind == P.WITH and isinstance(tail[0].np, n.Selection) \
                    and adjs_are(tail[0].np, AdjKind.REL) else None
                more = [q for q in tail if q.kind in WHERE_BASE]
                if len(more) != len(tail):
                    return None             # (a phrase after it may be the base's: not this shape)
                over = self.filter(attrs.evolve(p.np, quant=None), more)
                rest = attrs.evolve(e, phrases=e.phrases[:i] + (n.Phrase(kind=P.THERE, span=p.span),) + ties)
                with self.within(picking=True, picked_base=False):
                    then = self.effect(rest)
                    only_if = self.beyond_object(than, then) if than is not None else None
                return s.Repeat(count=s.CountOf(filter=over), effect=then, each=True, only_if=only_if)
        return None

    def beyond_object(self, than: n.Phrase, eff: Any) -> s.CountIs:
        """"with a higher-power minion" after an instruction whose object is "the lowest-power
        minion there": there is such a card whose value is above the object's (the lowest there);
        an object that is not a superlative has no value yet (E501)."""
        adj = than.np.adjs[0]
        target = getattr(eff, "target", None)
        value = next((t.amount for t in (target.filter.stats if isinstance(target, s.Target) else ())
                      if isinstance(t.amount, s.MaxStat) and t.stat == adj.word.text), None)
        if value is None:
            raise self.no(than, f"`{self.words(than)}` compared with an object that is not the highest or lowest")
        f = self.filter(attrs.evolve(than.np, adjs=(), quant=None), [])
        f = attrs.evolve(f, at=s.AtBase.PICKED, stats=f.stats + (s.StatTest(
            stat=adj.word.text, cmp=s.Cmp.LT if adj.rel.kind == RelKind.LESS else s.Cmp.GT, amount=value),))
        return s.CountIs(filter=f, cmp=s.Cmp.GE, value=s.Const(value=1))
