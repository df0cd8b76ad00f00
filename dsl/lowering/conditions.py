"""Conditions: "if …" -> IR conditions."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import (
    AdjKind, AmountPhraseKind, CondKind, InstructionKind, EventVerbKind, NounKind as NK, PhraseKind as P, QuantKind as Q,
    OwnerKind, RefKind as R, RelKind, StatAdjKind, SuperlKind, VerbKind)
from .accounting import adjs_are, consume, consume_all, phrases_are, probe, unread
from .core import CMP, Unsupported, last_kind, last_step


# "you have at most / at least / exactly N …", "a …" (>= 1), "another …", "no …" (= 0): the comparison
QUANT_CMP = {Q.AT_MOST: s.Cmp.LE, Q.AT_LEAST: s.Cmp.GE, Q.EXACTLY: s.Cmp.EQ,
             Q.ONE: s.Cmp.GE, Q.ANOTHER: s.Cmp.GE, Q.NO: s.Cmp.EQ, Q.ANY: s.Cmp.GE}   # "any cards": one or more


# "If no other players drew / destroyed / played / removed …" after asking them to: the IR kinds
# of the asked instruction that the verb names (a verb is not an IR kind: "play" is `play_card`,
# "remove" is `remove_counters`)
DONE_AS = {VerbKind.DRAW: ("draw",), VerbKind.DESTROY: ("destroy",), VerbKind.MOVE: ("move",),
           VerbKind.PLAY: ("play_card",), VerbKind.REMOVE: ("remove_counters",),
           VerbKind.DISCARD: ("discard", "discard_cards"), VerbKind.RETURN: ("return_to_hand",),
           VerbKind.PLACE: ("move", "place_counters")}


class Conditions:
    """"If …" conditions (a family of `Lowerer`)."""

    def card_has_counters(self, c: n.Cond) -> Any:
        """"if this minion has no +1 power counters on it", "if it has two or more +1 power counters",
        "if that minion does not have a +1 power counter on it": a test of one card's counters."""
        np = c.np2
        q = np.quant.kind if np.quant is not None else None
        if q is None and np.noun.kind == NK.POWER_COUNTER:
            cmp, value = s.Cmp.GE, 1                # "has +1 power counters (on it)"
        elif q in QUANT_CMP and q != Q.ANOTHER:
            cmp = QUANT_CMP[q]
            value = np.quant.number.value if np.quant.number is not None else (0 if q == Q.NO else 1)
        else:
            raise self.no(np, f"how many: `{self.words(np)}`")
        if np.adjs:
            raise self.no(np.adjs[0], f"the word `{self.words(np.adjs[0])}` on counters")
        for p in c.phrases:
            # "… on it" / "… on this minion": on the card the condition is about
            if not (p.kind == P.ON and isinstance(p.np, n.Ref) and (
                    p.np.kind == R.IT or (p.np.kind == R.THIS and p.np.word == c.np.word))) or len(c.phrases) > 1:
                raise self.no(p, f"the phrase `{self.words(p)}` on a card's counters")
            consume_all(p)
        test = s.CounterTest(counter=self.counter_of(np), cmp=cmp, value=value)
        cond = s.IsCard(of=self.ref(c.np), filter=s.Filter(counters=(test,)))
        return s.Not(condition=cond) if c.kind == CondKind.NOT_HAVE else cond

    def none_did(self, c: n.Cond) -> s.NoneDid:
        """"If no other players drew a Madness card / played a minion, …": none of the players
        the instruction just before asked did it (the same players, the same verb, the same
        cards); anything else is refused with what does not match."""
        asked = self.ctx.asked
        said = self.words(c.verb)
        each = attrs.evolve(c.np, quant=n.Quant(kind=Q.EACH, span=c.np.quant.span))
        acting = self.acting_players(n.Subject(np=each, span=c.np.span))
        if not isinstance(asked, s.AsPlayer) or acting is None or acting[0] is not asked.who \
                or acting[1] is not None or asked.having is not None:
            raise Unsupported(c, f"`no … {said} …` not right after an instruction to those same players",
                              label="the runtime remembers only what the players were just asked to do",
                              help=f"ask those players to do it in the sentence before (\"Each other player may …\")")
        done = last_kind(asked.effect)
        kinds = DONE_AS.get(c.verb.kind, ())
        if done not in kinds:
            raise Unsupported(c.verb, f"`{said}` is not what the instruction before asked those players to do",
                              label="the condition asks whether they did what they were asked",
                              help="use the verb of the instruction before")
        last = last_step(asked.effect)
        if done == "draw" and c.np2 is not None:
            # "drew a Madness card": the cards the instruction asked them to draw (the same deck)
            shared = self.shared_name(c.np2)
            zone = self.rs.shared_deck(shared).zone if shared is not None else None
            if getattr(last, "zone", None) != zone:
                raise self.no(c.np2, f"`no players {said} …` other cards than the instruction before asked for")
        elif c.np2 is not None:
            # "played a minion": the cards they were asked to act on, of the same kind
            if not isinstance(c.np2, n.Selection):
                raise self.no(c.np2, f"`no players {said} …` of these cards")
            if c.np2.noun.kind == NK.POWER_COUNTER:
                same = getattr(last, "counter", None) == self.counter_of(c.np2)
            else:
                want = self.filter(attrs.evolve(c.np2, quant=None), [])
                target = getattr(last, "target", None)
                got = target.filter if isinstance(target, (s.Target, s.Each)) else None
                same = got is not None and (not want.card_types or got.card_types == want.card_types)
            if not same:
                raise self.no(c.np2, f"`no players {said} …` other cards than the instruction before asked for")
            consume(c.np2.quant)
        return s.NoneDid()

    def players_did(self, c: n.Cond) -> s.PlayersDid:
        """t16a: "If at least two opponents did not discard an action, …":
        how many of the players the instruction just before asked did not do it to such a card
        (the same players and the same verb, as `none_did`; the cards matched as they were then)."""
        asked = self.ctx.asked
        said = self.words(c.verb)
        np = c.np
        if not (isinstance(np, n.Selection) and np.noun.kind in (NK.PLAYER, NK.OPPONENT) and np.quant is not None
                and np.quant.kind in QUANT_CMP and np.quant.kind != Q.ANOTHER):
            raise self.no(np, f"how many players: `{self.words(np)}`")
        each = attrs.evolve(np, quant=n.Quant(kind=Q.EACH, span=np.quant.span))
        acting = self.acting_players(n.Subject(np=each, span=np.span))
        if not isinstance(asked, s.AsPlayer) or acting is None or acting[0] is not asked.who \
                or acting[1] is not None or asked.having is not None:
            raise Unsupported(c, f"`… did not {said} …` not right after an instruction to those same players",
                              label="the runtime remembers only what the players were just asked to do",
                              help="ask those players to do it in the sentence before (\"Each other player must …\")")
        done = last_kind(asked.effect)
        if done not in DONE_AS.get(c.verb.kind, ()):
            raise Unsupported(c.verb, f"`{said}` is not what the instruction before asked those players to do",
                              label="the condition asks whether they did what they were asked",
                              help="use the verb of the instruction before")
        events = next(k.EVENTS for k in s.EFFECT_CLASSES if k.KIND == done)
        what = c.np2
        if not (isinstance(what, n.Selection) and what.quant is not None and what.quant.kind == Q.ONE) \
                or len(events) != 1:
            raise self.no(what, f"`did not {said}` of these cards")
        consume_all(np)
        consume(what.quant)
        consume(c.verb)
        q = np.quant
        value = 0 if q.kind == Q.NO else q.number.value if q.number is not None else 1
        f = self.filter(attrs.evolve(what, quant=None), list(c.phrases))
        return s.PlayersDid(event=events[0], filter=f, negated=True, cmp=QUANT_CMP[q.kind], value=value)

    def condition(self, c: n.Cond) -> Any:
        if c.kind == CondKind.DID_NOT_VERB:
            return self.players_did(c)
        if c.kind in (CondKind.REVEALS, CondKind.REVEALED):
            return self.revealed_condition(c)       # h16s: what each other player revealed (each_player.py)
        if c.kind == CondKind.OWNER_STAT_IS and c.owner is not None and self.rs.stat(c.stat.text.lower()) is not None:
            # "if this minion's power is 4 or more" (= "if this minion has power 4 or more"): the
            # card's value now ("this base's" on a minion: the base it is on)
            of = self.owner_target(c.owner)
            # "this base's starting / printed breakpoint": its value as printed (SU-V1, before resets)
            printed = c.stat_adj is not None and c.stat_adj.kind in (StatAdjKind.STARTING, StatAdjKind.PRINTED)
            if printed:
                consume(c.stat_adj)
            test = s.StatTest(stat=c.stat.text.lower(), cmp=CMP[c.cmp.kind], value=self.const(c.cmp), printed=printed)
            return s.IsCard(of=of, filter=s.Filter(stats=(test,)))
        if c.kind == CondKind.AND and c.sub is not None and c.sub2 is not None:
            # h16t: "if at least one other player does not have two or more minions here and you have a minion here"
            return s.All(conditions=(self.condition(c.sub), self.condition(c.sub2)))
        if c.kind == CondKind.UNLESS and c.sub is not None:
            # "unless you have a minion here": the same condition, failing
            return s.Not(condition=self.condition(c.sub))
        if c.kind in (CondKind.YOUR_TURN, CondKind.NOT_YOUR_TURN):
            if c.np is not None and not (isinstance(c.np, n.Ref) and c.np.kind == R.IT):
                raise self.no(c, "whose turn it is, said of something other than `it`")
            # "if it is (not) your turn": whose turn it is now
            return s.YourTurn() if c.kind == CondKind.YOUR_TURN else s.Not(condition=s.YourTurn())
        compared = self.players_compared(c)
        if compared is not None:
            return compared
        aside = self.not_in_play(c)         # h16t: "if this titan is not in play" (SU-T1)
        if aside is not None:
            return aside
        on_bases = self.has_on_bases(c)     # h16t: "if you have a minion on three or more bases"
        if on_bases is not None:
            return on_bases
        if c.kind == CondKind.IS and isinstance(c.np, n.Ref) and c.np.kind == R.IT and isinstance(c.np2, n.Selection) \
                and adjs_are(c.np2, AdjKind.NAMED) and not c.phrases and c.np2.noun.kind == NK.KIND \
                and self.kinds.get(c.np2.noun.words[-1].text) in (None, "card") and c.np2.owner is None:
            # "If it is the named card, …" (BH-K30): named by the ability's "Name a card."
            for a in c.np2.adjs:
                consume(a)
            consume(c.np2.quant)
            return s.IsNamed(of=self.ref(c.np))
        if c.kind == CondKind.IS and isinstance(c.np, n.Ref) and c.np.kind == R.THIS and isinstance(c.np2, n.Selection) \
                and not c.phrases and c.np2.adjs and (adjs_are(c.np2, AdjKind.TAPPED) or adjs_are(c.np2, AdjKind.UNTAPPED)) \
                and self.rs.untap_at_turn_start and isinstance(self.ref(c.np), s.This):
            # "While this event is an untapped event, …" (Berserk "пока … открыт", BH-K25): this
            # card is open (closed) now
            return s.IsCard(of=s.This(), filter=attrs.evolve(self.filter(attrs.evolve(c.np2, quant=None), []), zone=None))
        if c.kind == CondKind.CONTROL and isinstance(c.np, n.Ref) and c.np.kind == R.YOU \
                and isinstance(c.np2, n.Ref) and c.np2.kind in (R.IT, R.THIS):
            # "if you control it": that card is in play under your control now
            return s.IsCard(of=self.ref(c.np2), filter=s.Filter(controller=s.Controller.YOU))
        others = self.players_have(c)      # h16t: "if they do not have a minion here"
        if others is not None:
            return others
        if c.kind == CondKind.NOT_HAVE and isinstance(c.np, n.Ref) and c.np.kind == R.YOU:
            # "if you do not have a minion here": the same count, failing
            return s.Not(condition=self.condition(attrs.evolve(c, kind=CondKind.HAVE)))
        if c.kind == CondKind.IS and isinstance(c.np, n.Ref) and c.np.kind == R.IT and isinstance(c.np2, n.Selection) \
                and not c.phrases:
            # "If it is a minion, …": the revealed card, or the card of the event
            return s.IsCard(of=self.ref(c.np), filter=attrs.evolve(self.filter(attrs.evolve(c.np2, quant=None), []),
                                                                    zone=None))
        if c.kind == CondKind.HAVE and self.some_other_player(c.np):
            # "if another player (an opponent) has a minion here": a card of theirs there, as
            # "you have" counts yours (at least one: a total over several players says no more)
            mine = self.condition(attrs.evolve(c, np=n.Ref(kind=R.YOU, span=c.np.span)))
            if isinstance(mine, s.CountIs) and mine.filter.controller is s.Controller.YOU and mine.filter.zone is None \
                    and mine.cmp is s.Cmp.GE and mine.value == s.Const(value=1) and mine.counter is None:
                return attrs.evolve(mine, filter=attrs.evolve(mine.filter, controller=s.Controller.OPPONENT))
            raise self.no(c, "what another player has, other than a card in play")
        if c.kind == CondKind.IS and isinstance(c.np, n.Ref) and c.np.kind == R.THIS and isinstance(c.np2, n.Selection) \
                and adjs_are(c.np2, AdjKind.ONLY) and c.np2.quant is not None and c.np2.quant.kind == Q.THE \
                and c.np2.owner is None and phrases_are(c.phrases, P.HERE) and self.card.type != self.rs.base_type \
                and (c.np.word is None or self.kinds.get(c.np.word.text) == self.card.type) \
                and self.kind_of(c.np2) == self.card.type:
            # "if this is the only minion here": no other card of its type on its base
            consume(c.np2.quant)
            f = attrs.evolve(self.filter(attrs.evolve(c.np2, quant=None, adjs=()), list(c.phrases)), other=True)
            return s.CountIs(filter=f, cmp=s.Cmp.EQ, value=s.Const(value=0))
        only = self.only_one_here(c)
        if only is not None:
            return only
        if c.kind == CondKind.IS and isinstance(c.np, n.Ref) and c.np.kind in (R.IT, R.THAT) \
                and isinstance(c.np2, n.Selection) and adjs_are(c.np2, AdjKind.ONLY) and c.np2.quant is not None \
                and c.np2.quant.kind == Q.THE and c.np2.owner is None and len(c.phrases) == 1 \
                and c.phrases[0].kind in (P.ON, P.AT) and self.is_base_word(c.phrases[0].np) \
                and c.phrases[0].np.owner is not None and c.phrases[0].np.owner.kind == OwnerKind.IT \
                and c.phrases[0].np.quant is None and not c.phrases[0].np.adjs:
            # h16n: "if it is the only minion on its base" (the card chosen, acted on, of the
            # event): it is such a card, and its base has one card of that kind
            of = self.ref(c.np)
            when = self.ctx.when
            if not (isinstance(of, s.Picked) or (isinstance(of, s.EventCard) and when is not None
                                                 and when.event in (s.Event.PLAY, s.Event.MOVE))):
                raise self.no(c, "`the only …` of a card that may have left play")
            consume(c.np2.quant)
            consume(c.phrases[0])
            consume_all(c.phrases[0].np)
            kind = self.filter(attrs.evolve(c.np2, quant=None, adjs=()), [])
            return s.IsCard(of=of, filter=attrs.evolve(kind, base=s.BaseTest(
                has=kind, cmp=s.Cmp.EQ, value=1)))
        if c.kind == CondKind.HAVE and isinstance(c.np, n.Ref) and c.np.kind == R.YOU:
            np2 = c.np2
            if isinstance(np2, n.Selection) and np2.quant is not None and np2.quant.kind in QUANT_CMP:
                # "2 or fewer cards", "at least 3 minions", "exactly one minion", "a minion" (>= 1),
                # "no cards in your hand" (= 0)
                cmp = QUANT_CMP[np2.quant.kind]
                value = 0 if np2.quant.kind == Q.NO else np2.quant.number.value if np2.quant.number is not None else 1
                if np2.noun.kind == NK.RESOURCE and not c.phrases and not np2.adjs and np2.owner is None:
                    # "if you have 5 or more VP": your total of that resource
                    consume(np2.quant)
                    return s.ResourceIs(who=s.Who.YOU, resource=self.resource(np2.noun.words[-1]), cmp=cmp,
                                        value=s.Const(value=value))
                each_base = self.on_each_base(c, np2, cmp, value)
                if each_base is not None:
                    return each_base
                # where the cards are ("here", "on this base", "there" after "before a base scores"):
                # as the filter reads it for a selection
                where = [p for p in c.phrases if p.kind not in (P.IN, P.HERE, P.SAME_NAME)]
                f = self.filter(attrs.evolve(np2, quant=None), where)
                if np2.quant.kind == Q.ANOTHER:
                    f = attrs.evolve(f, other=True)     # "another minion here": not this one
                kinds = [p.kind for p in c.phrases]
                if P.SAME_NAME in kinds:
                    return self.same_name_on_a_base(c, f, cmp, value)
                zone = None
                for p in c.phrases:
                    if p.kind == P.IN:
                        zone = self.zone_of(p.np)
                f = attrs.evolve(f, controller=s.Controller.YOU, zone=zone or f.zone,
                                 at=s.AtBase.HERE if self.has(list(c.phrases), P.HERE) else f.at)
                return s.CountIs(filter=f, cmp=cmp, value=s.Const(value=value))
        if c.kind == CondKind.IS and isinstance(c.np, n.Ref) and c.np.kind == R.THERE and isinstance(c.np2, n.Selection) \
                and ((c.np2.quant is not None and c.np2.quant.kind in (Q.AT_MOST, Q.AT_LEAST, Q.EXACTLY, Q.ONE, Q.NO))
                     or (c.np2.quant is None and c.np2.owner is not None and c.np2.noun.kind == NK.KIND)):
            return self.there_are(c)
        if c.kind == CondKind.DID_VERB and isinstance(c.np, n.Selection) and c.np.quant is not None \
                and c.np.quant.kind == Q.NO and c.np.noun.kind == NK.PLAYER and not c.phrases:
            # "If no other players drew a Madness card, …": none of the players the earlier
            # instruction asked did it (the same players, the same verb)
            return self.none_did(c)
        if c.kind == CondKind.HAVE and isinstance(c.np, n.Ref) and c.np.kind == R.THIS and c.np.word is not None \
                and self.kinds.get(c.np.word.text) == self.rs.base_type and isinstance(c.np2, n.Selection):
            # "if this base has one of your actions played on it": counted on this card's base
            bt = self.base_has(c.np2, list(c.phrases))
            return s.CountIs(filter=attrs.evolve(bt.has, at=s.AtBase.HERE), cmp=bt.cmp, value=s.Const(value=bt.value))
        if c.kind == CondKind.HAVE and isinstance(c.np, n.Selection) and c.np.noun.kind == NK.ZONE \
                and c.np.owner is not None and c.np.owner.kind == OwnerKind.YOU and c.np.quant is None:
            # "if your discard pile has five or more cards": as "if you have five or more cards in
            # your discard pile"
            where = n.Phrase(kind=P.IN, np=c.np, span=c.np.span)
            return self.condition(attrs.evolve(c, np=n.Ref(kind=R.YOU, span=c.np.span), phrases=c.phrases + (where,)))
        with unread():
            counters = c.kind in (CondKind.HAVE, CondKind.NOT_HAVE) and isinstance(c.np, n.Ref) \
                and c.np.kind in (R.THIS, R.IT, R.THAT) and isinstance(c.np2, n.Selection) \
                and (c.np2.noun.kind in (NK.POWER_COUNTER, NK.MARKER)
                     or c.np2.noun.kind == NK.COUNTER and len(self.rs.counters) == 1)    # h16t: "counters"
        if counters:
            return self.card_has_counters(c)
        if c.kind == CondKind.CANNOT:
            c = attrs.evolve(c, kind=CondKind.DID_NOT)     # u16f: "If you cannot, …" = "If you do not, …"
        you = isinstance(c.np, n.Ref) and c.np.kind == R.YOU
        this_turn = self.has(list(c.phrases), P.THIS_TURN)
        if c.kind == CondKind.DID and you:
            return s.Did(fully=True)                    # "If you do, …"
        if c.kind == CondKind.DID_NOT and you and not c.phrases:
            return s.Not(condition=s.Did(fully=True))   # "If you do not, …": what "If you do" is not
        if c.kind in (CondKind.LOOKED_AT, CondKind.LOOKED_AT_OWN) and you and self.ctx.revealed \
                and self.ctx.look_zone == self.rs.deck_zone and isinstance(c.np2, n.Selection) \
                and c.np2.noun.kind == NK.ZONE and c.np2.quant is None and not c.np2.adjs \
                and (c.np2.owner is None if c.kind == CondKind.LOOKED_AT_OWN
                     else c.np2.owner is not None and c.np2.owner.kind == OwnerKind.YOU) \
                and self.canon(c.np2.noun.words[0].text, self.rs.zones) == self.rs.deck_zone:
            # h16u: "Look at the top two cards of any deck. If you looked at your own deck, …":
            # the cards looked at are yours
            return s.IsCard(of=s.Picked(), filter=s.Filter(owner=s.Controller.YOU))
        if c.kind == CondKind.STAT_DECREASED and c.owner is not None and len(c.phrases) == 1 \
                and c.phrases[0].kind == P.HERE and self.rs.stat(c.stat.text.lower()) is not None:
            # h16u: "if an opponent's power here has decreased this turn" / "your power here":
            # that player's total on this card's base went down at some moment of this turn
            who = {OwnerKind.OTHER_PLAYERS: s.Controller.OPPONENT, OwnerKind.YOU: s.Controller.YOU}.get(c.owner.kind)
            if who is None:
                raise self.no(c.owner, f"whose total `{self.words(c.owner)}` is")
            self.here_base(c.phrases[0])
            consume(c.owner)
            consume(c.phrases[0])
            return s.PowerDropped(who=who, stat=c.stat.text.lower())
        if c.kind == CondKind.DID_VERB and you and not this_turn and c.verb is not None \
                and c.verb.kind == VerbKind.MOVE and last_kind(self.ctx.last) == "move" and self.ctx.after \
                and isinstance(c.np2, n.Selection) and (c.np2.quant.kind == Q.ONE if c.np2.quant is not None
                                                        else c.np2.owner is not None):
            # h16u: "Move a minion to another base. If you moved a minion you control (another
            # player's minion), …": the card the move just moved is such a card (its controller now)
            if c.np2.quant is not None:
                consume(c.np2.quant)
            f = self.filter(attrs.evolve(c.np2, quant=None), list(c.phrases))
            return s.IsCard(of=s.Affected(), filter=attrs.evolve(f, zone=None))
        if c.kind == CondKind.DID_VERB and you and this_turn and c.verb is not None and c.verb.kind == VerbKind.MOVE \
                and isinstance(c.np2, n.Selection):
            # h16u: "if you (have) moved another player's minion [to this base / here] this turn":
            # a move of this turn made by your abilities (SU-U4)
            return self.moved_this_turn(c)
        if c.kind == CondKind.DID_VERB and you and this_turn and c.verb is not None and c.verb.kind == VerbKind.PLAY:
            # "if you played an action this turn": as "if you have played an action this turn"
            return self.condition(attrs.evolve(c, kind=CondKind.HAVE_PLAYED, verb=None))
        if c.kind == CondKind.DID and isinstance(c.np, n.Ref) and c.np.kind == R.THEY and not c.phrases \
                and isinstance(self.ctx.asked, s.AsPlayer):
            return s.Did(fully=True)    # "That player may destroy …. If they do, …": the player just asked
        if c.kind == CondKind.DID_NOT and isinstance(c.np, n.Ref) and c.np.kind == R.THEY and not c.phrases \
                and isinstance(self.ctx.asked, s.AsPlayer) and self.rs.combat:
            # "Your opponent may pay 2 coins. If they do not, …" (BH-K13): none of the players
            # just asked did it
            return s.NoneDid()
        if c.kind == CondKind.IS and isinstance(c.np, n.Ref) and c.np.kind == R.THIS and isinstance(c.np2, n.Selection) \
                and adjs_are(c.np2, AdjKind.FIRST) \
                and phrases_are(c.phrases, P.YOU_PLAYED, P.THIS_TURN):
            # "if this is the first minion you played (on) this turn"
            return s.FirstThisTurn(event=s.Event.PLAY, subject=self.history_subject(c.np2), player=s.Controller.YOU)
        if c.kind == CondKind.IS and isinstance(c.np, n.Ref) and c.np.kind == R.THIS and isinstance(c.np2, n.Selection) \
                and adjs_are(c.np2, AdjKind.FIRST) and c.np2.owner is not None and c.np2.owner.kind == OwnerKind.YOU \
                and phrases_are(c.phrases, P.PLAYED_THIS_TURN):
            # "if this was your first action played this turn": the same as "the first action you
            # played this turn"
            for p in c.phrases:
                consume(p)
            consume(c.np2.owner)
            return s.FirstThisTurn(event=s.Event.PLAY, subject=self.history_subject(attrs.evolve(c.np2, owner=None)),
                                   player=s.Controller.YOU)
        if c.kind == CondKind.MOVED_THIS_TURN and isinstance(c.np, n.Ref) and c.np.kind in (R.THIS, R.IT, R.THAT) \
                and not c.phrases:
            # "if this minion moved this turn": it was the card of a move of this turn
            return s.IsCard(of=self.ref(c.np), filter=s.Filter(this_turn=(s.Event.MOVE,)))
        if c.kind == CondKind.HAVE_PLAYED and you and this_turn and isinstance(c.np2, n.Selection) \
                and c.np2.quant is not None and c.np2.quant.kind in (Q.AT_LEAST, Q.EXACTLY, Q.AT_MOST, Q.ONE):
            # "if you have played two or more actions (at other bases) this turn": this turn's plays
            q = c.np2.quant
            value = q.number.value if q.number is not None else 1
            where = [p for p in c.phrases if p.kind != P.THIS_TURN]
            consume(q)
            return s.TurnCount(event=s.Event.PLAY, subject=self.history_subject(c.np2, where),
                               player=s.Controller.YOU, cmp=QUANT_CMP[q.kind], value=value)
        if c.kind == CondKind.PLAYED_FEWER:
            return self.played_fewer(c, you, this_turn)
        if c.kind == CondKind.NOT_PLAYED and you and this_turn and len(c.phrases) == 1:
            # "If you have not played a minion this turn"
            return s.TurnCount(event=s.Event.PLAY, subject=self.history_subject(c.np2), player=s.Controller.YOU,
                               cmp=s.Cmp.EQ, value=0)
        if c.kind == CondKind.DESTROYED and you and this_turn and len(c.phrases) == 1:
            # "If you have destroyed a minion this turn": by your abilities
            return s.TurnCount(event=s.Event.DESTROY, subject=self.history_subject(c.np2), by=s.Controller.YOU,
                               cmp=s.Cmp.GE, value=1)
        if c.kind == CondKind.EVENT and c.event is not None and c.event.ev.kind == EventVerbKind.DESTROYED and not c.event.ev.phrases \
                and isinstance(c.event.np, n.Ref) and c.event.np.kind == R.IT and not c.event.phrases \
                and self.ctx.when is not None and self.ctx.when.event is s.Event.LEAVE_PLAY:
            # "After this minion goes to the discard pile from play, …. If it was destroyed, …":
            # it left play because it was destroyed
            return s.EventCause(cause="destroy")
        if c.kind == CondKind.EVENT and c.event is not None and c.event.ev.kind == EventVerbKind.DESTROYED and not c.event.ev.phrases:
            # "if a minion of another player's here was destroyed" (this turn)
            ev = c.event
            subject = self.history_subject(ev.np, list(ev.phrases))
            return s.TurnCount(event=s.Event.DESTROY, subject=subject, cmp=s.Cmp.GE, value=1)
        if c.kind == CondKind.REL_STAT and you and c.rel.kind == RelKind.MORE and isinstance(c.np2, n.Selection) \
                and c.np2.noun.kind == NK.PLAYER and adjs_are(c.np2, AdjKind.OTHER) \
                and c.np2.quant is not None and c.np2.quant.kind == Q.EACH and phrases_are(c.phrases, P.HERE) \
                and (c.stat_adj is None or c.stat_adj.kind == StatAdjKind.TOTAL):
            # "if you have more (total) power here than each other player": the same as the most
            return s.MostPower(stat=c.stat.text)
        if c.kind == CondKind.EVENT and c.event is not None and isinstance(c.event.np, n.Ref) and c.event.np.kind == R.YOU \
                and c.event.ev.kind == EventVerbKind.PLAYS and isinstance(c.event.ev.np, n.Ref) and c.event.ev.np.kind == R.THIS \
                and not c.event.phrases:
            return self.played_where(c)
        if c.kind == CondKind.REL_STAT and isinstance(c.np, n.Ref) and c.np.kind in (R.IT, R.THAT) \
                and c.rel.kind in (RelKind.LESS, RelKind.MORE) and c.stat_adj is None and not c.phrases:
            # "if it has less power than this minion": the event's (or chosen) card, compared now
            test = s.StatTest(stat=c.stat.text, cmp=s.Cmp.LT if c.rel.kind == RelKind.LESS else s.Cmp.GT,
                              amount=s.StatOf(of=self.compared(c.np2), stat=c.stat.text))
            return s.IsCard(of=self.ref(c.np), filter=s.Filter(stats=(test,)))
        if c.kind == CondKind.STAT_EQ and isinstance(c.np, n.Ref) and c.np.kind in (R.THIS, R.IT) and not c.phrases:
            # "if this minion has 0 power": its value now
            test = s.StatTest(stat=c.stat.text, cmp=s.Cmp.EQ, value=c.number.value)
            return s.IsCard(of=self.ref(c.np), filter=s.Filter(stats=(test,)))
        if c.kind in (CondKind.STAT_IS, CondKind.ITS_STAT_IS) and not c.phrases and self.ctx.in_trigger \
                and self.ctx.when is not None and self.ctx.when.event is s.Event.SCORE \
                and self.rs.stat(c.stat.text.lower()) is not None:
            # "after a base scores, … if the breakpoint was 21 or higher" / "if its breakpoint was 19
            # or less": the value of the base that scored
            test = s.StatTest(stat=c.stat.text.lower(), cmp=CMP[c.cmp.kind], value=self.const(c.cmp))
            return s.IsCard(of=s.EventCard(), filter=s.Filter(stats=(test,)))
        if c.kind == CondKind.STAT_IS and phrases_are(c.phrases, P.HERE) and c.phrases \
                and self.rs.stat(c.stat.text.lower()) is not None:
            # "if the breakpoint here is 19 or less": the current value of the base this card is
            # on (or of this base), with its changes ("reduce the breakpoint …")
            test = s.StatTest(stat=c.stat.text.lower(), cmp=CMP[c.cmp.kind], value=self.const(c.cmp))
            return s.IsCard(of=self.here_base(c.phrases[0]), filter=s.Filter(stats=(test,)))
        if c.kind == CondKind.STAT_IS and len(c.phrases) == 1 and c.phrases[0].kind == P.OF \
                and isinstance(c.phrases[0].np, n.Ref) and c.phrases[0].np.kind in (R.THIS, R.IT) \
                and self.rs.stat(c.stat.text.lower()) is not None:
            # "if the breakpoint of this base is 19 or less": that card's current value
            test = s.StatTest(stat=c.stat.text.lower(), cmp=CMP[c.cmp.kind], value=self.const(c.cmp))
            return s.IsCard(of=self.ref(c.phrases[0].np), filter=s.Filter(stats=(test,)))
        if c.kind == CondKind.STAT_OF and isinstance(c.np, n.Ref) and c.np.kind in (R.THIS, R.IT) \
                and self.rs.stat(c.stat.text.lower()) is not None:
            # "if this base has a breakpoint of 21 or higher": its value now
            test = s.StatTest(stat=c.stat.text.lower(), cmp=CMP[c.cmp.kind], value=self.const(c.cmp))
            return s.IsCard(of=self.ref(c.np), filter=s.Filter(stats=(test,)))
        if c.kind == CondKind.STAT_OF and self.rs.stat(c.stat.text.lower()) is not None \
                and self.the_base(c.np) is not None:
            # "if the base has a breakpoint of 21 or higher": the chosen base, or the base the
            # event is about (bases.py)
            test = s.StatTest(stat=c.stat.text.lower(), cmp=CMP[c.cmp.kind], value=self.const(c.cmp))
            return s.IsCard(of=self.the_base(c.np), filter=s.Filter(stats=(test,)))
        if c.kind == CondKind.STAT_CMP and isinstance(c.np, n.Ref) and c.np.kind in (R.THIS, R.IT) \
                and not c.phrases and c.stat_adj is None and self.rs.stat(c.stat.text.lower()) is not None:
            # "if it has power 4 or more", "if this minion has 3 or less power": its value now
            test = s.StatTest(stat=c.stat.text.lower(), cmp=CMP[c.cmp.kind], value=self.const(c.cmp))
            return s.IsCard(of=self.ref(c.np), filter=s.Filter(stats=(test,)))
        if c.kind == CondKind.STAT_HAD and isinstance(c.np, n.Ref) and c.np.kind in (R.THIS, R.IT) \
                and self.rs.stat(c.stat.text.lower()) is not None:
            # r2d: "if it had power 3 or more" (after "Destroy a minion"): its value as it last was in
            # play, the value it left play with (its value now if it has not left since)
            test = s.StatTest(stat=c.stat.text.lower(), cmp=CMP[c.cmp.kind], value=self.const(c.cmp), as_it_left=True)
            return s.IsCard(of=self.ref(c.np), filter=s.Filter(stats=(test,)))
        if c.kind == CondKind.STAT_CMP and you and phrases_are(c.phrases, P.HERE) \
                and (c.stat_adj is None or c.stat_adj.kind == StatAdjKind.TOTAL):
            # "if you have 10 or more (total) power here": your total on this base, now
            return s.PowerIs(cmp=CMP[c.cmp.kind], value=s.Const(value=self.const(c.cmp)), stat=c.stat.text)
        if c.kind == CondKind.SUPERL and you and c.resource is not None and not c.phrases:
            # "if you have the most VP" / "the fewest VP": more (fewer) than each other player
            return s.Compares(measure=self.resource(c.resource),
                              cmp=s.Cmp.LT if c.superl.kind == SuperlKind.LEAST else s.Cmp.GT)
        if c.kind in (CondKind.MORE_THAN, CondKind.FEWER_THAN) and not c.phrases \
                and isinstance(c.np2, n.Selection) and c.np2.noun.kind == NK.RESOURCE and c.np2.quant is None \
                and not c.np2.adjs and c.np2.owner is None:
            # (`players_compared` reads every comparison of players' totals it can)
            raise self.no(c, "this comparison of players' totals")
        if c.kind == CondKind.SUPERL and you and c.superl.kind == SuperlKind.MOST and phrases_are(c.phrases, P.HERE):
            return s.MostPower(stat=c.stat.text)        # "If you have the most power here"
        if c.kind == CondKind.NOT_SUPERL and you and c.superl.kind == SuperlKind.MOST and phrases_are(c.phrases, P.HERE):
            return s.Not(condition=s.MostPower(stat=c.stat.text))     # "If you do not have the most power here"
        if c.kind in (CondKind.MORE_THAN, CondKind.FEWER_THAN) and you and isinstance(c.np2, n.Selection) \
                and c.np2.quant is None \
                and isinstance(c.np3, n.Selection) and c.np3.noun.kind == NK.PLAYER \
                and adjs_are(c.np3, AdjKind.OTHER) and c.np3.quant is not None \
                and (c.np3.quant.kind in (Q.EACH, Q.ANY) or _at_least_one(c.np3.quant)) and c.np3.owner is None:
            # "if you have more cards in your hand than any other player": each one's own count
            # ("than at least one other player": one of them is enough)
            f = self.filter(c.np2, list(c.phrases))
            if f.controller is s.Controller.OPPONENT:
                raise self.no(c, "this condition")
            f = attrs.evolve(f, controller=s.Controller.YOU)
            return s.MostCards(filter=f, fewer=c.kind == CondKind.FEWER_THAN, than_some=_at_least_one(c.np3.quant))
        if c.kind == CondKind.NOT_MORE and you and isinstance(c.np2, n.Selection) and c.np2.noun.kind == NK.PLAYER \
                and adjs_are(c.np2, AdjKind.OTHER) and c.np2.quant is not None and c.np2.quant.kind in (Q.EACH, Q.ALL) \
                and phrases_are(c.phrases, P.HERE):
            return s.Not(condition=s.MostPower(stat=c.stat.text))   # "… do not have more power here than each other player"
        if c.kind == CondKind.SUPERL and isinstance(c.np, n.Ref) and c.np.kind == R.THIS and c.np.word is not None:
            # "If this minion has the highest power here"
            of = self.ref(c.np)
            t = self.kinds.get(c.np.word.text)
            if t is None:
                raise self.no(c, "this condition")
            among = self.filter(n.Selection(noun=n.Noun(kind=NK.KIND, words=(c.np.word,))), list(c.phrases))
            return s.HasMost(of=of, among=among, stat=c.stat.text, least=c.superl.kind == SuperlKind.LEAST)
        if c.kind == CondKind.IS and isinstance(c.np2, n.Ref) and c.np2.kind == R.HERE and isinstance(c.np, n.Selection) \
                and c.np.quant is not None and c.np.quant.kind in (Q.ONE, Q.ANOTHER) and not c.phrases:
            # "(while) another of your minions is here": at least one such card on this base
            f = attrs.evolve(self.filter(c.np, []), at=s.AtBase.HERE)
            return s.CountIs(filter=f, cmp=s.Cmp.GE, value=s.Const(value=1))
        if c.kind == CondKind.IS and isinstance(c.np, n.Ref) and c.np.kind == R.YOU and isinstance(c.np2, n.Selection) \
                and c.np2.noun.kind in (NK.WINNER, NK.RUNNER_UP) and c.np2.owner is None and not c.np2.adjs \
                and all(self.is_here(p) for p in c.phrases):
            # "If you are the winner [here]": a place of the scoring being resolved (SU-G3)
            return s.PlayerIs(who=s.Who.WINNER if c.np2.noun.kind == NK.WINNER else s.Who.RUNNER_UP)
        raise self.no(c, "this condition")

    def only_one_here(self, c: n.Cond) -> s.IsCard | None:
        """u16d: "while this minion is the only minion you have here", "while it is the only minion
        here" (on an action played on a minion: that minion): the card named is in play, of that
        kind (and yours, after "you have" / "you control"), and its base has one card of that kind
        (of yours). None when the condition is not of that shape."""
        if not (c.kind == CondKind.IS and isinstance(c.np, n.Ref) and c.np.kind in (R.THIS, R.IT)
                and isinstance(c.np2, n.Selection) and adjs_are(c.np2, AdjKind.ONLY) and c.np2.quant is not None
                and c.np2.quant.kind == Q.THE and c.np2.owner is None and c.phrases and c.phrases[-1].kind == P.HERE
                and all(p.kind in (P.YOU_HAVE, P.YOU_CONTROL) for p in c.phrases[:-1]) and len(c.phrases) <= 2):
            return None
        if c.np.kind == R.THIS and len(c.phrases) == 1:
            return None         # "if this is the only minion here" (the branch after this one)
        # ("it" in an ongoing of an action played on a minion, with no event: that minion)
        of = s.Host() if c.np.kind == R.IT and self.ctx.on_card and not self.ctx.in_trigger and self.ctx.when is None \
            else self.ref(c.np)
        if not isinstance(of, (s.This, s.Host)) or (isinstance(of, s.This) and not self.stays_in_play()):
            return None
        consume(c.np2.quant)
        consume(c.phrases[-1])
        kind = self.filter(attrs.evolve(c.np2, quant=None, adjs=()), list(c.phrases[:-1]))
        return s.IsCard(of=of, filter=attrs.evolve(kind, base=s.BaseTest(has=kind, cmp=s.Cmp.EQ, value=1)))

    def moved_this_turn(self, c: n.Cond) -> s.TurnCount:
        """h16u (SU-U4): "you (have) moved X [to this base / to here] this turn": `TurnCount(MOVE,
        by YOU)`; "to this base" is where the move ended (`AtBase.MOVED_HERE`)."""
        q = c.np2.quant
        if q is not None and q.kind not in (Q.ONE, Q.AT_LEAST, Q.EXACTLY):
            raise self.no(q, f"`{self.words(q)}` in a count of this turn's moves")
        value = q.number.value if q is not None and q.number is not None else 1
        cmp = s.Cmp.EQ if q is not None and q.kind == Q.EXACTLY else s.Cmp.GE
        where, to_here = [], False
        for p in c.phrases:
            if p.kind == P.THIS_TURN:
                continue
            if p.kind == P.TO and isinstance(p.np, n.Ref) and (p.np.kind == R.HERE or (
                    p.np.kind == R.THIS and p.np.word is not None and self.kinds.get(p.np.word.text) == self.rs.base_type)):
                self.here_base(p)
                consume(p)
                to_here = True
                continue
            where.append(p)
        if q is not None:
            consume(q)
        subject = self.history_subject(c.np2, where)
        if to_here:
            if subject.at is not None:
                raise self.no(c, "a move to this base of a card said to be somewhere")
            subject = attrs.evolve(subject, at=s.AtBase.MOVED_HERE)
        for p in c.phrases:
            if p.kind == P.THIS_TURN:
                consume(p)
        return s.TurnCount(event=s.Event.MOVE, subject=subject, by=s.Controller.YOU, cmp=cmp, value=value)

    @probe
    def some_other_player(self, np: Any) -> bool:
        """"an opponent", "another player", "an other player"."""
        return isinstance(np, n.Selection) and np.noun.kind in (NK.PLAYER, NK.OPPONENT) and np.owner is None \
            and np.quant is not None and np.quant.kind in (Q.ONE, Q.ANOTHER) \
            and (np.quant.kind == Q.ANOTHER and not np.adjs or adjs_are(np, AdjKind.OTHER) or self.opponent_word(np))

    @staticmethod
    def opponent_word(np: n.Selection) -> bool:
        return not np.adjs and np.noun.kind == NK.OPPONENT

    def player_side(self, np: Any) -> str | None:
        """One side of players compared: "you", "them" (the event's player, in a trigger), "each"
        ("each / any other player", "each opponent"), "some" ("a player", "another player", "an
        opponent"), "none" ("no (other) player"); None: no player."""
        if isinstance(np, n.Ref):
            if np.kind == R.YOU:
                return "you"
            if np.kind in (R.THEM, R.THEY) and self.ctx.when is not None:
                return "them"
            return None
        if not isinstance(np, n.Selection) or np.noun.kind not in (NK.PLAYER, NK.OPPONENT) or np.owner is not None \
                or np.quant is None:
            return None
        other = adjs_are(np, AdjKind.OTHER) and bool(np.adjs) or self.opponent_word(np)
        q = np.quant.kind
        if other and q in (Q.EACH, Q.ANY, Q.ALL):
            return "each"
        if (q == Q.ANOTHER and not np.adjs) or (q == Q.ONE and (other or not np.adjs)):
            return "some"
        if q == Q.NO and (other or not np.adjs):
            consume(np.quant)
            return "none"
        return None

    @probe
    def players_compared(self, c: n.Cond) -> Any:
        """"if you have more power here than them", "if a player (an opponent) has more VP than
        you", "if you have fewer VP than each other player", "if no other player has more VP than
        you", "if you are (not) winning here": `Compares` (None for
        any other condition; "more power here than each other player" stays `MostPower`)."""
        if c.kind in (CondKind.WINNING, CondKind.NOT_WINNING):
            if self.player_side(c.np) != "you" or not (not c.phrases or phrases_are(c.phrases, P.HERE)):
                raise self.no(c, "`winning` said of someone other than you, or somewhere other than here")
            for p in c.phrases:
                consume(p)
            won = s.Compares(measure="power", cmp=s.Cmp.GE, against="each")
            return won if c.kind == CondKind.WINNING else s.Not(condition=won)
        if c.kind == CondKind.REL_STAT:
            if c.stat is None or c.stat.text.lower() != "power" or not phrases_are(c.phrases, P.HERE) \
                    or not c.phrases or (c.stat_adj is not None and c.stat_adj.kind != StatAdjKind.TOTAL):
                return None
            measure = "power"
            other, more = c.np2, c.rel is not None and c.rel.kind == RelKind.MORE
        elif c.kind in (CondKind.MORE_THAN, CondKind.FEWER_THAN) and isinstance(c.np2, n.Selection) \
                and c.np2.noun.kind == NK.RESOURCE and c.np2.quant is None and not c.np2.adjs \
                and c.np2.owner is None and not c.phrases:
            # "if you have more VP than each other player": that resource of each
            measure = self.resource(c.np2.noun.words[-1])
            other, more = c.np3, c.kind == CondKind.MORE_THAN
        else:
            return None
        left, right = self.player_side(c.np), self.player_side(other)
        if left is None or right is None:
            return None
        cmp = s.Cmp.GT if more else s.Cmp.LT
        if left == "none" and right == "you" and measure != "power":
            # "if no other player has more VP than you": you have at least as many as each of them
            # (on power, `ge` is "winning", which also wants more than 0: not this sentence)
            left, right, cmp = "you", "each", s.Cmp.GE if more else s.Cmp.LE
        elif left != "you" and right == "you":
            left, right = right, left
            cmp = s.Cmp.LT if cmp is s.Cmp.GT else s.Cmp.GT
        if left != "you" or right in ("you", "none") or (measure == "power" and right == "each" and cmp is s.Cmp.GT):
            return None             # (you more power here than each other player: `MostPower`)
        for p in c.phrases:
            consume(p)
        return s.Compares(measure=measure, cmp=cmp,
                          against={"them": "event_player", "each": "each", "some": "any"}[right])

    def on_each_base(self, c: n.Cond, np2: n.Selection, cmp: s.Cmp, value: int) -> s.CountIs | None:
        """r2b: "(if) you have a minion on each base", "… two or more actions on every base": no
        base in play fails the count of your cards there (the number of bases where it fails is 0;
        with no base in play it holds). None: not said of each base."""
        ph = list(c.phrases)
        if len(ph) != 1 or ph[0].kind not in (P.ON, P.AT) or not self.is_base_word(ph[0].np) \
                or ph[0].np.owner is not None or ph[0].np.adjs or ph[0].np.quant is None \
                or ph[0].np.quant.kind not in (Q.EACH, Q.ALL) or np2.quant.kind in (Q.NO, Q.ANOTHER):
            return None
        consume(np2.quant)
        consume(ph[0])
        consume_all(ph[0].np)
        has = attrs.evolve(self.filter(attrs.evolve(np2, quant=None), []), controller=s.Controller.YOU)
        if has.zone is not None or has.at is not None:
            raise self.no(c, "cards on each base that are not in play there")
        failing = s.Filter(card_types=(self.rs.base_type,), base=s.BaseTest(has=has, cmp=_FAILS[cmp], value=value))
        return s.CountIs(filter=failing, cmp=s.Cmp.EQ, value=s.Const(value=0))

    def same_name_on_a_base(self, c: n.Cond, f: s.Filter, cmp: s.Cmp, value: int) -> s.CountIs:
        """"(if) you have N or more minions with the same name on a base" (as a condition): some
        base has that many of your cards of one name (counted as "a base where you have two or more minions
        with the same name" is)."""
        ph = list(c.phrases)
        if not phrases_are(ph, P.SAME_NAME, P.ON) or not self.is_any_base(ph[1].np) \
                or cmp not in (s.Cmp.GE,) or f.zone is not None or f.at is s.AtBase.HERE:
            raise self.no(c, "`with the same name` in this condition")
        has = attrs.evolve(f, controller=s.Controller.YOU)
        bases = s.Filter(card_types=(self.rs.base_type,),
                         base=s.BaseTest(has=has, cmp=cmp, value=value, same_name=True))
        return s.CountIs(filter=bases, cmp=s.Cmp.GE, value=s.Const(value=1))

    def there_are(self, c: n.Cond) -> s.CountIs | s.IsCard:
        """"If there are two or more minions here", "if there are no actions on this base", "if
        there are six or more +1 power counters on your minions" (the counters on the cards the
        `on` phrase selects, counted together)."""
        np2 = c.np2
        q = np2.quant
        if q is None:                   # "there is another player's minion here": one or more
            cmp, value = s.Cmp.GE, 1
        else:
            cmp = QUANT_CMP[q.kind]
            value = 0 if q.kind == Q.NO else q.number.value if q.number is not None else 1
        ph = list(c.phrases)
        for p in ph:
            if p.kind in (P.ON, P.AT) and self.is_any_base(p.np):
                # "there are no minions on a base": on any one base, or on all of them together?
                raise self.no(p, f"`{self.words(p)}` counting cards on some base")
        if np2.noun.kind == NK.POWER_COUNTER and len(ph) == 1 and ph[0].kind == P.ON and isinstance(ph[0].np, n.Ref) \
                and ph[0].np.kind in (R.THIS, R.IT) and not np2.owner and not np2.adjs:
            # "if there are two or more +1 power counters on this minion": that card's own count
            counter = f"+{np2.noun.counter.amount} {np2.noun.counter.stat.text}"
            test = s.CounterTest(counter=counter, cmp=cmp, value=value)
            return s.IsCard(of=self.ref(ph[0].np), filter=s.Filter(counters=(test,)))
        if np2.noun.kind == NK.POWER_COUNTER:
            if np2.owner is not None or np2.adjs or not ph or ph[0].kind != P.ON \
                    or not isinstance(ph[0].np, n.Selection) or ph[0].np.quant is not None:
                raise self.no(c, "counting counters not on a set of cards")
            counter = f"+{np2.noun.counter.amount} {np2.noun.counter.stat.text}"
            f = self.filter(ph[0].np, ph[1:])
            if f.zone is not None:
                raise self.no(c, "counting counters on cards out of play")
            return s.CountIs(filter=f, cmp=cmp, value=s.Const(value=value), counter=counter)
        if np2.noun.kind != NK.KIND:
            raise self.no(c, "this condition")
        return s.CountIs(filter=self.filter(attrs.evolve(np2, quant=None), ph), cmp=cmp, value=s.Const(value=value))

    def played_where(self, c: n.Cond) -> s.IsCard:
        """"If you play this card on a base where you have another minion" (in the text of
        the card played): the base the card was played on passes the test, checked as the
        on-play ability resolves (the card is there)."""
        ev = c.event.ev
        ph = list(ev.phrases)
        if not ph or ph[0].kind != P.ON or not self.is_base_word(ph[0].np) or ph[0].np.owner is not None \
                or ph[0].np.adjs:
            raise self.no(c, "this condition")
        tests = [p for p in ph[1:]]
        if len(tests) != 1 or tests[0].kind != P.WHERE_YOU_HAVE:
            raise self.no(c, "this condition")
        return s.IsCard(of=s.This(), filter=s.Filter(base=self.where_you_have(tests[0])))

    def played_fewer(self, c: n.Cond, you: bool, this_turn: bool) -> s.TurnCount:
        """"if they played fewer than two cards this turn" (BH-K34): this turn's plays by one
        player, fewer than the number. "you" is the ability's controller; "they" / "that player"
        is the player whose turn it is in a trigger at the start or end of each other player's
        turn (Berserk is played by two: the opponent)."""
        q = c.np2.quant if isinstance(c.np2, n.Selection) else None
        if not this_turn or len(c.phrases) != 1 or q is None or q.kind != Q.EXACTLY or q.number is None \
                or q.number.value < 1:
            raise self.no(c, "this count of plays")
        when = self.ctx.when
        theirs = when is not None and when.event in (s.Event.TURN_START, s.Event.TURN_END) \
            and when.player is s.Controller.OPPONENT
        if you:
            player = s.Controller.YOU
        elif theirs and isinstance(c.np, n.Ref) and c.np.kind in (R.THEY, R.THAT_PLAYER):
            player = s.Controller.OPPONENT
        else:
            raise self.no(c.np, "this player in a count of plays")
        consume(q)
        return s.TurnCount(event=s.Event.PLAY, subject=self.history_subject(c.np2), player=player,
                           cmp=s.Cmp.LT, value=q.number.value)

    def history_subject(self, np: Any, phrases: list | None = None) -> s.Filter:
        """What a turn-history condition counts: "a minion", "another player's minion here"."""
        if not isinstance(np, n.Selection):
            raise self.no(np, "this kind of noun phrase")
        return self.filter(attrs.evolve(np, quant=None, adjs=tuple(a for a in np.adjs if a.kind != AdjKind.FIRST)),
                           phrases or [])

    @probe
    def about_revealed(self, c: n.Conditional) -> bool:
        """A condition on "it" closing a triggered sentence whose instructions reveal a card."""
        t = c.body
        inner = t.body.body if isinstance(t.body, n.Conditional) else t.body
        return (c.cond.kind == CondKind.IS and isinstance(c.cond.np, n.Ref) and c.cond.np.kind == R.IT
                and self.reveals(inner) and not self.is_delayed(t))

    def condition_after_reveal(self, c: n.Conditional) -> n.TriggerClause:
        t = c.body
        outer = t.body if isinstance(t.body, n.Conditional) else None
        eff = outer.body if outer is not None else t.body
        j = next(i for i, e in enumerate(eff.items)
                 if e.kind in (InstructionKind.REVEAL, InstructionKind.LOOK_AT) and not isinstance(e.np, n.Ref))
        after = eff.items[j + 1:]
        if not after:
            raise self.no(c, "a condition on the revealed card with nothing done with it")
        rest = n.Effects(items=after, then=eff.then, span=eff.span)
        new = attrs.evolve(eff, items=eff.items[:j + 1], then=n.Conditional(cond=c.cond, body=rest, span=c.span),
                           seps=())
        return attrs.evolve(t, body=attrs.evolve(outer, body=new) if outer is not None else new)

    @staticmethod
    def reveals(body: Any) -> bool:
        """The instructions reveal or look at cards (not "reveal it")."""
        return isinstance(body, n.Effects) and any(
            e.kind in (InstructionKind.REVEAL, InstructionKind.LOOK_AT) and not isinstance(e.np, n.Ref) for e in body.items)

    def const(self, c: n.Comparison) -> int:
        if c.number is not None:
            return c.number.value
        if c.amount is not None and c.amount.kind == AmountPhraseKind.NUMBER:
            return c.amount.number.value
        raise self.no(c, "a comparison with a computed amount")


# r2b: a count's comparison failing ("fewer than one minion there")
_FAILS = {s.Cmp.GE: s.Cmp.LT, s.Cmp.LT: s.Cmp.GE, s.Cmp.LE: s.Cmp.GT, s.Cmp.GT: s.Cmp.LE,
          s.Cmp.EQ: s.Cmp.NE, s.Cmp.NE: s.Cmp.EQ}


def _at_least_one(q: n.Quant) -> bool:
    """"at least one (other player)": the quantity 1 or more."""
    return q.kind == Q.AT_LEAST and (q.number is None or q.number.value == 1)
