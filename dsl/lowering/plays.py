"""Plays: play now, extra plays, play limits, titans played from where they are set aside."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import (
    AdjKind, AmountPhraseKind, InstructionKind, NounKind as NK, OwnerKind, PhraseKind as P, PredKind, PrefixedKind,
    QuantKind as Q, RefKind as R)
from ..lexer import plural
from ..resolve import walk
from .accounting import adjs_are, consume, consume_all, has_adj, probe, unread, without
from .coordination import shared_sides
from .core import lowers

# the phrases that say which cards an action played must directly affect (SU-L9)
DIRECT = (P.DIRECTLY_AFFECTS, P.DIRECTLY_RAISES)


def ast_plays_this(node: Any) -> bool:
    """Does the sentence play its own card ("play this titan", "… to play this titan")? (A
    search, not a reading: it consumes no word.)"""
    with unread():
        return _plays_this(node)


def _plays_this(node: Any) -> bool:
    if isinstance(node, n.Instruction) and node.kind == InstructionKind.PLAY and isinstance(node.np, n.Ref) and node.np.kind == R.THIS:
        return True
    if isinstance(node, (tuple, list)):
        return any(_plays_this(x) for x in node)
    if attrs.has(type(node)):
        return any(_plays_this(getattr(node, f.name)) for f in attrs.fields(type(node))
                   if f.name != "span")
    return False


def ast_plays_this_from(node: Any) -> bool:
    """h16u: does the sentence play its own card "from" a zone, not "as an extra" card ("you may
    play this card from your discard pile")? (A search: it consumes no word.)"""
    with unread():
        return _plays_this_from(node)


def _plays_this_from(node: Any) -> bool:
    if isinstance(node, n.Instruction) and node.kind == InstructionKind.PLAY and isinstance(node.np, n.Ref) \
            and node.np.kind == R.THIS:
        kinds = [p.kind for p in node.phrases]
        return P.FROM in kinds and P.AS not in kinds
    if isinstance(node, (tuple, list)):
        return any(_plays_this_from(x) for x in node)
    if attrs.has(type(node)):
        return any(_plays_this_from(getattr(node, f.name)) for f in attrs.fields(type(node))
                   if f.name != "span")
    return False


def plays_this(effect: Any) -> bool:
    """Does the effect play its own card ("you may play this minion there")?"""
    if isinstance(effect, s.PlayCard):
        return isinstance(effect.target, s.This)
    if isinstance(effect, s.May):
        return plays_this(effect.effect)
    if isinstance(effect, s.Sequence):
        return any(plays_this(e) for e in effect.effects)
    if isinstance(effect, s.Then):
        return plays_this(effect.second)
    if isinstance(effect, s.If):
        return plays_this(effect.then)
    return False


class Plays:
    """Plays now, extra plays, play limits (a family of `Lowerer`)."""

    @lowers(InstructionKind.PLAY)
    def lower_play(self, e: n.Instruction, ph: list) -> Any:
        new = self.new_base_played(e, ph)
        if new is not None:
            return new      # "Play a new base." (bases.py)
        if isinstance(e.np, n.Ref) and e.np.kind == R.THIS and self.has(ph, P.FROM) \
                and self.has(ph, P.AS) and len(ph) == 2:
            # "play this card from your discard pile as an extra minion": an extra play of a card
            # of its name from there (the copies of a card are alike)
            fr, as_ = self.take(ph, P.FROM), self.take(ph, P.AS)
            if not (isinstance(as_.np, n.Selection) and has_adj(as_.np, AdjKind.EXTRA)
                    and self.kind_of(as_.np) == self.card.type):
                raise self.no(as_, "playing this card as something other than an extra card of its type")
            zone = self.zone_of(fr.np)
            own = fr.np.owner.kind if isinstance(fr.np, n.Selection) and fr.np.owner is not None else None
            if own != OwnerKind.YOU or zone == self.rs.play_zone:
                raise self.no(fr, "playing this card from a zone other than one of yours")
            self.plays_self_from = zone
            return s.PlayExtra(card_type=self.card.type, filter=s.Filter(name=self.card.name), zone=zone)
        if isinstance(e.np, n.Ref) and e.np.kind == R.THIS and (self.ctx.plays_from or self.ctx.play_instead):
            # h16u: "Special: …, you may play this card from your discard pile [instead]": the
            # ability works where the card lies (`set_aside_play`), "instead" is of the play it takes
            ph = list(ph)
            fr = next((p for p in ph if p.kind == P.FROM), None)
            if fr is not None and self.ctx.plays_from:
                self.plays_self_from = self.own_zone_out_of_play(fr)
                consume(fr)
                ph.remove(fr)
            instead = next((p for p in ph if p.kind == P.INSTEAD), None)
            if instead is not None and self.ctx.play_instead:
                consume(instead)
                ph.remove(instead)
        if isinstance(e.np, n.Ref) and e.np.kind == R.THIS:
            # "play this minion there": a real play of this card (from where it is), onto the base
            # of the event ("there")
            to_base = None
            as_ = next((p for p in ph if p.kind == P.AS), None)
            if as_ is not None and isinstance(as_.np, n.Selection) and adjs_are(as_.np, AdjKind.EXTRA) \
                    and as_.np.owner is None and self.kind_of(as_.np) == self.card.type and as_.np.quant is not None \
                    and as_.np.quant.kind == Q.ONE:
                # "play this minion there as an extra minion": a play of this card is never the
                # turn's play of its type (PlayCard.uses_play is False), so the words add nothing
                ph = [p for p in ph if p is not as_]
                consume_all(as_)
            if self.has(ph, P.THERE):
                ph = without(ph, P.THERE)
                # "there": the event's base, or the base the event's card is on ("after one of
                # your minions is played, you may play this titan there"; it was the minion)
                to_base = s.EventCard() if self.event_is_base() else \
                    s.Each(filter=s.Filter(card_types=(self.rs.base_type,), at=s.AtBase.EVENT))
            on_it = next((p for p in ph if p.kind == P.ON and isinstance(p.np, n.Ref) and p.np.kind == R.IT), None)
            if on_it is not None and to_base is None and self.event_is_base():
                # "After a new base enters play, play this minion on it": that base (bases.py)
                consume(on_it)
                ph = [p for p in ph if p is not on_it]
                to_base = s.EventCard()
            on = next((p for p in ph if p.kind in (P.ON, P.AT, P.TO) and p.np is not None
                       and self.is_base_word(p.np)), None)
            if on is not None and to_base is None:
                # "play this titan on a base where you have a minion / with one of your minions":
                # onto a base chosen so (the phrases after it narrow the base)
                i = ph.index(on)
                dest = ph[i + 1:]
                ph = ph[:i]
                to_base = self.selector(on.np, dest)
            if ph:
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on playing this card")
            return s.PlayCard(target=s.This(), to_base=to_base)
        as_extra = any(p.kind == P.AS and isinstance(p.np, n.Selection) and has_adj(p.np, AdjKind.EXTRA)
                       for p in ph)
        if as_extra or self.has(ph, P.AGAIN) or self.has(ph, P.IMMEDIATELY) or (
                isinstance(e.np, n.Selection) and not has_adj(e.np, AdjKind.EXTRA)) or (
                isinstance(e.np, n.Ref) and e.np.kind == R.IT):        # "play it …": that card
            return self.play_now(e, ph)
        if isinstance(e.np, n.NpOr) and e.np.op == "and/or" and not ph:
            # "play an extra minion and/or an extra action": two extra plays, each optional
            left, right = shared_sides(e.np)
            return s.sequence((self.play_extra(e, left, []), self.play_extra(e, right, [])))
        if isinstance(e.np, n.NpOr) and e.np.op == "or":
            return self.play_extra_either(e, ph)
        return self.play_extra(e, e.np, ph)

    def play_extra_either(self, e: n.Instruction, ph: list) -> s.PlayExtra:
        """"Play an extra minion or action": one extra play, which a card of either kind may use
        (the phrases after both restrict both, as one play)."""
        left, right = shared_sides(e.np)
        if isinstance(left, n.NpOr) or isinstance(right, n.NpOr):
            raise self.no(e.np, "an extra play of one of more than two kinds")
        one, two = self.play_extra(e, left, list(ph)), self.play_extra(e, right, list(ph))
        if attrs.evolve(one, card_type=two.card_type) != two or one.card_type == two.card_type:
            raise self.no(e.np, "an extra play of either of two cards that differ in more than their type")
        return attrs.evolve(one, also_types=(two.card_type,))

    def play_now(self, e: n.Instruction, ph: list) -> s.PlayCard:
        """"Play a minion from your discard pile as an extra minion", "play it here as an extra
        minion", "play it again", "play a minion there": the card is played now (its on-play
        abilities happen, SU-A7), without using the turn's normal play."""
        ph = without(ph, P.AGAIN, P.IMMEDIATELY)
        affects = raises = None
        direct = next((i for i, p in enumerate(ph) if p.kind in DIRECT), None)
        if direct is not None and isinstance(e.np, n.Selection):
            # "play an action that directly affects this minion as an extra action": the phrases
            # after "directly affects X" are X's, but for `as …`
            tail = ph[direct + 1:]
            last = max((i for i, p in enumerate(tail) if p.kind == P.AS), default=None)
            own = [p for i, p in enumerate(tail) if i != last]      # ("… with the same name as X")
            affects = self.directly_affected(e.np, ph[direct], own)
            raises = self.raised_stat(ph[direct])
            ph = ph[:direct] + ([tail[last]] if last is not None else [])
        for i, p in enumerate(ph):
            if p.kind == P.TO and isinstance(p.np, n.Ref) and p.np.kind in (R.HERE, R.THERE):
                # "play or move a minion to here": a card is played here / there, as it is moved
                consume(p)
                ph[i] = n.Phrase(kind=P.HERE if p.np.kind == R.HERE else P.THERE, span=p.span)
        uses_play = False
        for p in list(ph):
            if p.kind == P.INSTEAD_OF_FROM and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.ZONE \
                    and self.zone_of(p.np) == self.rs.hand_zone and not self.has(ph, P.AS):
                # "play a minion … from your discard pile instead of from your hand": the turn's
                # play of that card type, used on a card from elsewhere
                uses_play = True
                ph.remove(p)
        if isinstance(e.np, n.Selection) and has_adj(e.np, AdjKind.EXTRA):
            # "play an extra minion here immediately": played now
            for a in e.np.adjs:
                if a.kind == AdjKind.EXTRA:
                    consume(a)
            e = attrs.evolve(e, np=attrs.evolve(e.np, adjs=tuple(a for a in e.np.adjs if a.kind != AdjKind.EXTRA)))
        as_ = next((p for p in ph if p.kind == P.AS), None)
        if as_ is not None:
            ph.remove(as_)
            if not (isinstance(as_.np, n.Selection) and has_adj(as_.np, AdjKind.EXTRA)):
                raise self.no(as_, "playing a card as something other than an extra card")
            as_kind = self.kind_of(as_.np)      # "as an extra minion": the card's type (checked below)
        here = False
        to_base = None
        on = None
        new_base = False
        before = list(ph)
        for p in before:
            if p.kind == P.HERE:
                self.here_base(p)
                here = True
                ph.remove(p)
            elif p.kind == P.ON and isinstance(p.np, n.Ref) and p.np.kind == R.THIS and p.np.word is not None \
                    and self.kinds.get(p.np.word.text) not in (None, self.rs.base_type):
                on = self.ref(p.np)         # "play an action on this minion"
                ph.remove(p)
            elif p.kind == P.THERE and (not self.ctx.picking or self.ctx.revealed) and self.ctx.in_trigger:
                to_base = s.Each(filter=s.Filter(card_types=(self.rs.base_type,), at=s.AtBase.EVENT))
                ph.remove(p)
            elif p.kind == P.ON and isinstance(p.np, n.Ref) and p.np.kind == R.IT and self.event_is_base():
                # "After a new base enters play, play an extra minion on it": the event's base (bases.py)
                to_base = s.Each(filter=s.Filter(card_types=(self.rs.base_type,), at=s.AtBase.EVENT))
                ph.remove(p)
            elif p.kind == P.THERE and self.ctx.picking:
                to_base = s.Picked()
                ph.remove(p)
            elif p.kind == P.ON and isinstance(p.np, n.Selection) and has_adj(p.np, AdjKind.REPLACEMENT):
                to_base = self.selector(p.np, [])       # "play it on the replacement base"
                ph.remove(p)
            elif p.kind == P.ON and self.is_base_word(p.np) and adjs_are(p.np, AdjKind.DIFFERENT) \
                    and p.np.owner is None and p.np.quant is not None and p.np.quant.kind == Q.ONE:
                if not self.ctx.repeating:
                    raise self.no(p, f"`{self.words(p)}` not in a `for each …` (different from what?)")
                new_base = True             # "for each …, play a minion on a different base": another each time
                ph.remove(p)
            elif p.kind == P.ON and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.KIND and p.np.noun.words \
                    and self.kinds.get(p.np.noun.words[-1].text) not in (None, self.rs.base_type):
                # "play an action on another player's minion": where it goes, not which card
                # it is (a card in the hand is played on nothing yet)
                raise self.no(p, "playing a card onto a card chosen by these words")
        left = {id(p) for p in ph}
        for p in before:
            if id(p) not in left:
                consume(p)          # the loop above turned it into where the card is played
        if isinstance(e.np, n.Ref):
            if ph:
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on playing a card")
            target = self.ref(e.np)
            if as_ is not None and isinstance(target, s.Target) and target.filter.among_picked \
                    and not target.filter.card_types and self.rs.card_type(as_kind or "") is not None:
                # "play one [of them] as an extra minion": one of the cards shown that is a minion (h16m)
                target = attrs.evolve(target, filter=attrs.evolve(target.filter, card_types=(as_kind,)))
            return s.PlayCard(target=target, here=here, to_base=to_base, new_base=new_base)
        if not isinstance(e.np, n.Selection) or e.np.noun.kind not in (NK.KIND, NK.NAME, NK.NAME_KIND, NK.COPY, NK.MODIFIER):
            raise self.no(e, "playing a card other than an extra minion or action")
        target = self.selector(e.np, ph)
        if as_ is not None and isinstance(target, (s.Target, s.Each)) and target.filter.card_types \
                and as_kind not in target.filter.card_types:
            raise self.no(as_, f"playing a card as an extra card of another type")
        if not isinstance(target, s.Target):
            raise self.no(e, "playing several cards at once")
        f = target.filter
        if f.zone is None or f.zone == self.rs.play_zone:
            # a card is played from the hand; a named card of a type set aside (a titan, SU-T1)
            # from where it waits
            aside = f.name is not None and f.name in self.table.set_aside and self.rs.set_aside_zone
            f = attrs.evolve(f, zone=self.rs.set_aside_zone if aside else self.rs.hand_zone)
        if f.controller is s.Controller.ANY and not (f.among_picked and self.ctx.looked_other):
            # (a card revealed from another player's deck or hand is theirs: played by you)
            f = attrs.evolve(f, controller=s.Controller.YOU)
        # the card being resolved is already in the discard pile: it is not "an action" there
        f = attrs.evolve(f, other=True)
        return s.PlayCard(target=attrs.evolve(target, filter=f), here=here, to_base=to_base, on=on,
                          uses_play=uses_play, new_base=new_base, affects=affects, raises=raises)

    def play_extra(self, e: n.Instruction, np: Any, ph: list) -> s.PlayExtra:
        """"Play an extra minion [of power 2 or less] [here] [from your discard pile] [this turn]"."""
        if not (isinstance(np, n.Selection) and has_adj(np, AdjKind.EXTRA)):
            raise self.no(e, "playing a card other than an extra minion or action")
        for a in np.adjs:
            if a.kind == AdjKind.EXTRA:
                consume(a)      # what an extra play is
        # an extra play lasts this turn anyway (but "… that directly affects a minion you played
        # this turn": the turn of that history)
        cut = next((i for i, p in enumerate(ph) if p.kind in DIRECT), len(ph))
        ph = without(ph[:cut], P.THIS_TURN) + [p for i, p in enumerate(ph) if i >= cut and (
            p.kind != P.THIS_TURN or ph[i - 1].kind == P.YOU_PLAYED)]
        affects = raises = None
        direct = next((i for i, p in enumerate(ph) if p.kind in DIRECT), None)
        if direct is not None:
            # "an extra action that directly affects one of your minions [here]": the phrases
            # after "directly affects X" are X's
            affects = self.directly_affected(np, ph[direct], ph[direct + 1:])
            raises = self.raised_stat(ph[direct])
            ph = ph[:direct]
        restrict = []
        i = next((i for i, p in enumerate(ph[:-1]) if p.kind == P.SAME_NAME and ph[i + 1].kind == P.AS), None)
        if i is not None:
            # "… with the same name as another minion here": what follows `as` is the other card's
            restrict, ph = ph[i:], ph[:i]
        i = next((i for i, p in enumerate(ph) if p.kind == P.REL_COUNT or (
            p.kind in (P.STAT, P.PRINTED_STAT) and p.cmp.amount is not None and p.cmp.amount.kind == AmountPhraseKind.COUNT)), None)
        if i is not None:
            # "… with power less than the number of cards you discarded": what follows is counted
            restrict, ph = restrict + ph[i:], ph[:i]
        here = self.has(ph, P.HERE)
        there = replacement = False
        on_base = False
        same = [p for p in ph if p.kind == P.SAME_NAME]
        as_event = False
        if same and self.count(np) < 2:
            if not (self.ctx.in_trigger and self.ctx.when is not None and self.ctx.when.event is s.Event.PLAY
                    and self.ctx.when.subject is not None and self.kind_of(np) in self.ctx.when.subject.card_types):
                raise self.no(same[0], "`with the same name` on one extra play (not after a card of that kind is played)")
            # "after you play a minion here, … play an extra minion with the same name": as the one played
            as_event = True
            same = []
        ph = without(ph, P.SAME_NAME)         # "… extra minions with the same name"
        zone = None
        dest = None
        on_base = False
        each_base = next((p for p in ph if p.kind in (P.AT, P.ON) and self.is_base_word(p.np) and not p.np.owner
                          and not p.np.adjs and p.np.quant is not None and p.np.quant.kind == Q.EACH), None)
        counted = next((i for i, p in enumerate(ph) if p.kind == P.STAT and p.cmp.amount is not None
                        and p.cmp.amount.kind == AmountPhraseKind.COUNT), None)
        if counted is not None:
            restrict += ph[counted:]        # "with power less than the number of …": the count's own phrases
            ph = ph[:counted]
        for p in ph:
            consume(p)          # each phrase below is read, or the play is E501
            if p.kind == P.HERE or p is each_base:
                continue
            if (p.kind == P.THERE or p.kind == P.ON and isinstance(p.np, n.Ref) and p.np.kind == R.IT) \
                    and self.ctx.swapped:
                there = True        # onto the base just put into play ("there", "on it")
                continue
            if (p.kind == P.THERE or (p.kind == P.ON_THE_SAME and self.kinds.get(p.word.text) == self.rs.base_type)) \
                    and self.ctx.picking and not self.ctx.revealed:
                there = True        # h16n: "Choose a minion. Play an extra minion there / on the same base":
                continue            # onto the base chosen, or the base the chosen card is on
            if p.kind == P.ON and isinstance(p.np, n.Selection) and has_adj(p.np, AdjKind.REPLACEMENT):
                # t16d: "… may play an extra minion on the replacement base" after this base
                # scores: onto the base that took its place (instead.py)
                self.selector(p.np, [])
                there = replacement = True
                continue
            if p.kind == P.FROM and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.ZONE:
                self.own_zone(p)
                zone = self.zone_of(p.np)
            elif p.kind in (P.STAT, P.PRINTED_STAT, P.SAME_NAME, P.AS, P.SAME_OR_LOWER, P.DIFFERENT_NAME):
                restrict.append(p)
            elif p.kind == P.REL_STAT and p.np is None and self.ctx.picking and not self.ctx.revealed:
                restrict.append(p)  # h16n: "an extra minion with less power" after a choice: than the chosen card
            elif p.kind in (P.AT, P.ON) and self.is_any_base(p.np):
                # "at a base (where you have a minion)": where every minion goes; "an extra action
                # on a base": an action that is played on a base (one that does not stay in play
                # by itself is not played on anything otherwise)
                ct = self.rs.card_type(self.kind_of(np))
                on_base = on_base or (ct is not None and not ct.in_play)
            elif p.kind in (P.WHERE_YOU_HAVE, P.WHERE_YOU_MOST):
                dest = self.base_where(p)       # (u16b: "on a base where you have the most power")
            else:
                raise self.no(p, f"the phrase `{self.words(p)}` on an extra play")
        kind = self.kind_of(np)
        filt = None
        if restrict or np.noun.kind != NK.KIND:
            adjs = tuple(a for a in np.adjs if a.kind != AdjKind.EXTRA)
            filt = self.filter(attrs.evolve(np, adjs=adjs, quant=None), restrict)
            filt = attrs.evolve(filt, card_types=())
        if on_base:
            filt = attrs.evolve(filt or s.Filter(), plays_on=self.rs.base_type)
        if as_event:
            filt = attrs.evolve(filt or s.Filter(), named_as_event=True)
        amount: Any = self.quantity(np) if np.quant is not None and np.quant.kind == Q.THAT_MANY \
            else s.Const(value=self.count(np))     # h16z2: "that many extra minions"
        if each_base is not None:
            # "… on each base where you have no minions": one play for each such base (counted
            # now); a card played there gives you a minion there, so that base no longer passes
            # and the plays go one to a base
            if dest is None or dest.value != 0 or dest.cmp is not s.Cmp.EQ or dest.has is None \
                    or dest.has.card_types != (kind,):
                raise self.no(each_base, f"the phrase `{self.words(each_base)}` on an extra play (only `where you "
                                         f"have no {plural(kind)}` keeps the plays one to a base)")
            amount = s.Times(left=amount, right=s.CountOf(filter=s.Filter(card_types=(self.rs.base_type,), base=dest)))
        extra = s.PlayExtra(card_type=kind, amount=amount, filter=filt, zone=zone, here=here, to=dest,
                            same_name=bool(same), there=there, affects=affects, raises=raises)
        return s.Pick(target=s.EventCard(), with_picked=extra) if replacement else extra

    def raised_stat(self, direct: n.Phrase) -> str | None:
        """The stat "directly increases the power of X" says the action must raise (None for
        "directly affects X")."""
        if direct.kind != P.DIRECTLY_RAISES:
            return None
        stat = direct.stat.text.lower()
        if self.rs.stat(stat) is None:
            raise self.no(direct.stat, f"a stat `{direct.stat.text}` of this game")
        return stat

    def directly_affected(self, played: Any, direct: n.Phrase, rest: list) -> Any:
        """X of "play an extra action that directly affects X": the cards the action must be
        played on or choose (SU-L9, docs/runtime.md), fixed when the play is granted."""
        if self.kind_of(played) != "action":
            raise self.no(direct, "a card other than an action that directly affects another")
        consume(direct)
        x = direct.np
        if x is None and direct.word is not None:
            # "… that directly increases a minion's power": any card of that kind
            kind = self.kinds.get(direct.word.text[:-2] if direct.word.text.endswith(("'s", "’s")) else direct.word.text)
            if kind not in {ct.name for ct in self.rs.card_types} or rest:
                raise self.no(direct, "this kind of noun phrase after `directly increases`")
            return s.Each(filter=s.Filter(card_types=(kind,)))
        if isinstance(x, n.Ref):
            if rest:
                raise self.no(rest[0], f"the phrase `{self.words(rest[0])}` after `{self.words(x)}`")
            sel = self.ref(x)
            if sel == s.EventCard() and self.ctx.when is None:
                # "it" after an extra play granted just before: the card that play will play is
                # not known when this is read
                raise self.no(x, f"`{self.words(x)}` with no card named before it")
            if sel == s.This() and self.card.type != self.rs.base_type and self.rs.card_type(self.card.type) is not None \
                    and not self.rs.card_type(self.card.type).in_play:
                raise self.no(x, f"`{self.words(x)}` on a card that is played on nothing")
            return sel
        if not isinstance(x, n.Selection):
            raise self.no(x, "this kind of noun phrase after `directly affects`")
        return s.Each(filter=self.filter(x, self.to_here_is_here(rest)))

    @probe
    def play_limit(self, body: Any) -> s.NoPlay | s.PlayLimit | None:
        """"You may only play one minion here each turn": plays onto this base beyond that number
        are barred (for each player the subject names)."""
        if not (isinstance(body, n.Statement) and body.pred.kind in (PredKind.MAY_ONLY, PredKind.CAN_ONLY)):
            return None
        by = self.players_rel(body.subject)
        effs = body.pred.effects
        if by is None or effs is None or effs.then is not None or len(effs.items) != 1:
            return None
        e = effs.items[0]
        kinds = [p.kind for p in e.phrases]
        if e.kind != InstructionKind.PLAY or not isinstance(e.np, n.Selection) \
                or sorted(kinds) not in ([P.EACH_TURN, P.HERE], [P.EACH_TURN]):
            return None
        q = e.np.quant
        if q is None or q.kind not in (Q.EXACTLY, Q.ONE) or e.np.adjs or e.np.owner is not None:
            return None
        k = q.number.value if q.number is not None else 1
        for p in e.phrases:
            consume(p)          # "here", "each turn": what a play limit of this base is
        if kinds == [P.EACH_TURN]:
            # r2c: "You may only play one action each turn": anywhere (`PlayLimit`)
            kind = self.kind_of(e.np)
            return s.PlayLimit(card_types=() if kind in ("card", "cards") else (kind,), by=by, per_turn=k)
        return s.NoPlay(card_types=(self.kind_of(e.np),), by=by, per_turn=k)

    def no_extra(self, st: n.Statement) -> s.NoExtra:
        """"Other players with a minion here cannot play extra cards": the players named, or only
        those who control such a card."""
        subj = st.subject
        if subj is None or not isinstance(subj.np, n.Selection):
            raise self.no(st, "this `cannot`")
        bare = attrs.evolve(subj, phrases=())
        by = self.players_rel(bare)
        if by is None:
            raise self.no(subj, "this `cannot`")
        having = None
        ph = list(subj.phrases)
        if ph:
            if ph[0].kind != P.WITH or not isinstance(ph[0].np, n.Selection):
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on players")
            w = ph[0].np
            having = attrs.evolve(self.filter(attrs.evolve(w, quant=None), ph[1:]), controller=s.Controller.YOU)
        return s.NoExtra(by=by, having=having)

    def own_zone_out_of_play(self, fr: n.Phrase) -> str:
        """h16u: the zone of "from your discard pile" said of this card in a Special that works
        where the card lies: one of the owner's zones out of play other than the hand (the hand
        is where a Special is anyway); any other is E501."""
        zone = self.zone_of(fr.np)
        own = fr.np.owner.kind if isinstance(fr.np, n.Selection) and fr.np.owner is not None else None
        if own != OwnerKind.YOU or zone in (self.rs.play_zone, self.rs.hand_zone):
            raise self.no(fr, "this card from a zone other than one of yours out of play")
        return zone

    def set_aside_zone(self) -> str | None:
        """SU-T1: the zone where cards of this card's type wait out of play (a titan), or None."""
        t = self.rs.card_type(self.card.type)
        return self.rs.set_aside_zone if t is not None and t.set_aside else None

    @probe
    def set_aside_play(self, body: Any) -> s.Activated | None:
        """SU-T2: "Special: [Instead of your regular minion play,] [On your turn,] [if …,] you may
        [discard a card to] play this titan [on a base where …] [if …]": an ability the owner
        uses in their play phase while the card is set aside; "instead of your regular X play"
        uses that play. None when the sentence does not play this card."""
        it = self.ast_plays_it(body)        # h16t: "you may play it instead of your regular action play, …"
        if not (ast_plays_this(body) or it):
            return None
        costs: list[s.Cost] = []
        conds: list[Any] = []
        b, after = self.titan_play_phrases(body, costs)
        instead = False
        while True:
            if isinstance(b, n.InsteadOfDo) and b.able and isinstance(b.np, n.Selection) and not b.np.adjs \
                    and b.np.owner is None and b.np.quant is not None and b.np.quant.kind == Q.ONE:
                # h16u: "Any time you can play a minion, you may play this card … instead": the
                # turn's regular play of that type, used on this card (as "Instead of your
                # regular minion play, …")
                kind = self.kind_of(b.np)
                if kind not in dict(self.rs.plays_per_turn):
                    raise self.no(b.np, "a play of a type with no play each turn")
                consume_all(b.np)
                costs.append(s.Cost(cost=s.CostKind.PLAY, card_type=kind))
                instead = True
                b = b.body
            elif isinstance(b, n.InsteadOfDo) and isinstance(b.np, n.Selection) and b.np.noun.kind == NK.REGULAR_PLAY \
                    and b.np.owner is not None and b.np.owner.kind == OwnerKind.YOU:
                for w in b.np.noun.words:
                    kind = self.kinds.get(w.text.lower())
                    if kind is None or kind not in dict(self.rs.plays_per_turn):
                        raise self.no(w, "a regular play of a type with no play each turn")
                    costs.append(s.Cost(cost=s.CostKind.PLAY, card_type=kind))
                b = b.body
            elif isinstance(b, n.Prefixed) and b.kind == PrefixedKind.ON_YOUR_TURN:
                b = b.body
            elif isinstance(b, n.Conditional) and not isinstance(b.body, n.TriggerClause):
                with self.within(it_ref=s.This()):     # ("if it has …": this titan, the only card named)
                    conds.append(self.condition(b.cond))
                b = b.body
            else:
                break
        if isinstance(b, (n.TriggerClause, n.Conditional, n.Prefixed, n.InsteadOfDo)):
            return None
        aside = self.set_aside_zone()
        self.plays_self_from = None
        with self.within(plays_from=aside is None, play_instead=instead,
                         it_ref=s.This() if it else self.ctx.it_ref):
            eff = self.stmt(b)
        while isinstance(eff, s.May):       # using the ability is the choice
            eff = eff.effect
        # a card set aside (a titan) plays from there; another from the zone its text names
        zone = aside or self.plays_self_from
        if not plays_this(eff) or zone is None:
            return None
        if after is not None:
            eff = s.sequence((eff, after))  # ("keeping up to N counters on it": the rest removed)
        for c in reversed(conds):
            eff = s.If(condition=c, then=eff)
        return s.Activated(origin=self.origin(), effect=eff, costs=tuple(costs), label="special",
                           phase=self.rs.play_phase, your_turn_only=True, zone=zone)

    def stays_in_play(self) -> bool:
        """Whether cards of this card's type stay in play when played (a minion; not an action)."""
        t = self.rs.card_type(self.card.type)
        return t is None or t.in_play

    @probe
    def own_play_rule(self, body: Any) -> s.PlayOnly | None:
        """u16g (SU-W1): "You may only play this minion if …" / "You can only play this minion on a
        base where …" / "You cannot play this minion on …" / "You may not play this minion unless
        …": the card's own rule for its play (`PlayOnly`), read when a player plays it; None for
        any other sentence."""
        cond = None
        if isinstance(body, n.Conditional) and body.otherwise is None:
            cond, body = body.cond, body.body
        if not (isinstance(body, n.Statement) and self.is_you(body.subject)
                and body.pred.kind in (PredKind.MAY_ONLY, PredKind.CAN_ONLY, PredKind.CANNOT)
                and not body.pred.phrases):
            return None
        effs = body.pred.effects
        if effs is None or effs.then is not None or len(effs.items) != 1:
            return None
        e = effs.items[0]
        if e.kind != InstructionKind.PLAY or not isinstance(e.np, n.Ref) or e.np.kind != R.THIS:
            return None
        ph = list(e.phrases)
        where = None
        if ph:
            if ph[0].kind != P.ON or not isinstance(ph[0].np, n.Selection) or self.kind_of(ph[0].np) != self.rs.base_type:
                return None
            consume(ph[0])
            where = self.filter(ph[0].np, ph[1:])
        if self.ref(e.np) != s.This():
            return None
        consume_all(body.subject)
        barred = body.pred.kind == PredKind.CANNOT
        if cond is not None:
            here = next((x for x in walk(cond) if isinstance(x, n.Phrase) and x.kind in (P.HERE, P.THERE)), None)
            if here is not None:
                # "You cannot play this minion unless you have a minion here": a card in a hand is on
                # no base, so "here" names none (the base it goes to is "on a base where …")
                raise self.no(here, "`here` in a rule for playing this card: it is on no base yet; "
                                    "say `You can only play this minion on a base where …`")
        condition = self.condition(cond) if cond is not None else None
        if barred and where is None and isinstance(condition, s.Not):
            barred, condition = False, condition.condition      # "may not … unless X": only if X
        if where is None and condition is None:
            return None
        return s.PlayOnly(where=where, condition=condition, barred=barred)
