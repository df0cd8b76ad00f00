"""Movement: place, move, transfer, swap, attach (cards between bases, zones and deck positions)."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import AdjKind, InstructionKind, NounKind as NK, OwnerKind, PhraseKind as P, QuantKind as Q, RefKind as R
from .accounting import consume, has_kind, probe, unread, without
from .core import FILTER_PHRASES, lowers


def read_onto(ab: n.AbilityText) -> n.AbilityText:
    """"onto X" says where a card goes. A move's own "onto X" is its destination, as "to X"
    ("Move one of your minions onto this base": from elsewhere to here; "on this base" would
    select one here); everywhere else it is the "on X" a card is put on ("place a counter onto
    a minion", "play an action onto this minion"), the phrase the rest of lowering reads."""
    with unread():          # a rewrite, not a reading: the words are read where they are lowered
        if not has_kind(ab, n.Phrase, P.ONTO):
            return ab
        return _onto(ab)


def read_top_card(ab: n.AbilityText) -> n.AbilityText:
    """"the card on top of your deck" is "the top card of your deck" (one card, from its top):
    the object of any instruction, read as the shape the reveal and place lowerings know."""
    with unread():          # a rewrite: the words of "on top" are read below, the rest where lowered
        if not has_kind(ab, n.Noun, NK.TOP_POS):
            return ab
        done: list = []
        out = _top_card(ab, done)
    for p in done:
        consume(p)
        consume(p.np)
        consume(p.np.noun)
    return out


def _is_card_on_top(x: n.Instruction) -> bool:
    np, ph = x.np, x.phrases
    return (isinstance(np, n.Selection) and np.noun.kind == NK.KIND and len(np.noun.words) == 1
            and np.quant is not None and np.quant.kind == Q.THE and np.owner is None and not np.adjs
            and len(ph) >= 2 and ph[0].kind == P.ON and isinstance(ph[0].np, n.Selection)
            and ph[0].np.noun.kind == NK.TOP_POS and ph[1].kind == P.OF and isinstance(ph[1].np, n.Selection)
            and ph[1].np.noun.kind == NK.ZONE)


def _top_card(x: Any, done: list) -> Any:
    if isinstance(x, tuple):
        return tuple(_top_card(y, done) for y in x)
    if not isinstance(x, n.Node):
        return x
    if isinstance(x, n.Instruction) and _is_card_on_top(x):
        done.append(x.phrases[0])
        x = attrs.evolve(x, np=attrs.evolve(x.np, noun=attrs.evolve(x.np.noun, kind=NK.TOP)), phrases=x.phrases[1:])
    new = {f.name: _top_card(getattr(x, f.name), done) for f in attrs.fields(type(x)) if f.name not in ("span", "kind")}
    return attrs.evolve(x, **new)


def _onto(x: Any) -> Any:
    if isinstance(x, tuple):
        return tuple(_onto(y) for y in x)
    if not isinstance(x, n.Node):
        return x
    if isinstance(x, n.Instruction) and x.kind == InstructionKind.MOVE:
        x = attrs.evolve(x, phrases=tuple(attrs.evolve(p, kind=P.TO) if p.kind == P.ONTO else p for p in x.phrases))
    new = {f.name: _onto(getattr(x, f.name)) for f in attrs.fields(type(x)) if f.name not in ("span", "kind")}
    if isinstance(x, n.Phrase) and x.kind == P.ONTO:
        new["kind"] = P.ON
    return attrs.evolve(x, **new)


class Movement:
    """Place, move, transfer, swap, attach (a family of `Lowerer`)."""

    @lowers(InstructionKind.PLACE)
    def lower_place(self, e: n.Instruction, ph: list) -> Any:
        if self.puts_back_bases(e):
            return self.return_to_base_deck(e, ph)          # bases looked at go back into the base deck (h16p)
        back = any(p.kind == P.BACK for p in ph)
        ph = without(ph, P.BACK)          # "place it back into your hand": where it was
        if back and self.ctx.revealed and self.ctx.look_zone == self.rs.deck_zone and isinstance(e.np, n.Ref) \
                and e.np.kind == R.THEM and [p.kind for p in ph] == [P.ANY_ORDER]:
            # "Look at the top X cards of your deck. Put them back in any order.": back on top of
            # the deck they came from, in the order the controller chooses
            self.has(ph, P.ANY_ORDER)
            return s.Move(target=self.selector(e.np, []), to_zone=self.rs.deck_zone, any_order=True)
        if isinstance(e.np, n.Selection) and e.np.noun.kind in (NK.POWER_COUNTER, NK.MARKER):
            return self.place_counters(e, ph)
        top = self.top_of_your_deck(e.np, ph)
        if top is not None:
            return self.place_top_cards(e, ph, *top)           # "place a +1 power counter on …" (counters.py)
        ph = self.this_from_its_discard(e.np, ph)
        ph = self.after_scoring(ph)     # "… on the top of their deck instead of the discard pile"
        if (isinstance(e.np, n.Ref) and e.np.kind == R.IT and self.ctx.when is not None
                and self.ctx.when.event is s.Event.PLAY and self.ctx.when.timing is s.Timing.AFTER
                and self.ctx.when.subject is not None and self.ctx.when.subject.standard):
            # "After you play a standard action, put it on the bottom of your deck instead of in
            # your discard pile": once played, an action that stays on no card is in its discard
            # pile (SU-A1); this moves it from there instead
            for p in list(ph):
                if p.kind in (P.INSTEAD_OF, P.INSTEAD_OF_IN) and isinstance(p.np, n.Selection) \
                        and p.np.noun.kind == NK.ZONE and self.zone_of(p.np) == self.rs.discard_zone:
                    ph.remove(p)
        where = self.deck_position(ph)
        if where is not None:
            order = self.has(ph, P.ANY_ORDER)
            owners = self.has(ph, P.OWNERS_ORDER)       # "in an order their owners choose" (BH-K20)
            ph = without(without(ph, P.ANY_ORDER), P.OWNERS_ORDER)
            target = self.whole_zone(e.np) or self.selector(e.np, ph)     # u16c: "put your hand on …"
            return s.Move(target=target, to_zone=self.rs.deck_zone, bottom=where == "bottom",
                          any_order=order or owners, either_end=where == "either", by_owners=owners)
        # ("put a card in your hand into your discard pile": "into" is where it goes, "in" where
        # it is; "in" says where it goes only when nothing says "into")
        into = self.take(ph, P.INTO) if any(p.kind == P.INTO for p in ph) else self.take(ph, P.INTO, P.IN)
        zone = self.zone_of(into.np)
        own = into.np.owner.kind if isinstance(into.np, n.Selection) and into.np.owner is not None else None
        # "into another player's hand": one of them, chosen by the controller
        to_player = s.Who.EACH_OPPONENT if own == OwnerKind.OTHER_PLAYERS and not self.ctx.acting else None
        target = self.whole_zone(e.np) or self.selector(e.np, ph)
        if to_player is None and zone == self.rs.hand_zone and own == OwnerKind.YOU and not self.ctx.acting:
            to_player = self.into_your_hand(target)     # u16c: another player's card into *your* hand
        return self.moved_into(e.np, s.Move(target=target, to_zone=zone, to_player=to_player), into)

    @probe
    def top_of_your_deck(self, np: Any, ph: list) -> tuple[int, n.Phrase] | None:
        """"the top (two) card(s) of your deck": how many, and the phrase that says whose deck."""
        of = next((p for p in ph if p.kind == P.OF), None)
        if not (isinstance(np, n.Selection) and np.noun.kind == NK.TOP and of is not None
                and isinstance(of.np, n.Selection) and self.zone_of(of.np) == self.rs.deck_zone
                and of.np.owner is not None and self.own_kind(of.np.owner.kind) == OwnerKind.YOU and not np.adjs):
            # (u16b: "their deck" said of the players who act, "each player places the top card of their deck …")
            return None
        return (np.noun.number.value if np.noun.number is not None else 1), of

    def place_top_cards(self, e: n.Instruction, ph: list, k: int, of: n.Phrase) -> s.Reveal:
        """"Put the top card of your deck into your hand / discard pile", "place the top two cards
        of your deck on the bottom of your deck": the controller takes them from the top (seen by
        the controller only, as "look at") and places them as "place them …" would."""
        consume(of)
        consume(of.np)
        ph = [p for p in ph if p is not of]
        them = n.Ref(kind=R.THEM if k > 1 else R.IT, span=e.np.span)
        with self.within(picking=True, revealed=k, look_zone=self.rs.deck_zone):
            inner = self.lower_place(attrs.evolve(e, np=them, phrases=tuple(ph)), ph)
        return s.Reveal(amount=s.Const(value=k), private=True, with_revealed=inner)

    @lowers(InstructionKind.ADD)
    def lower_add(self, e: n.Instruction, ph: list) -> Any:
        """"Add it to your hand": "to" a zone says where it goes, as "place it into your hand"."""
        to = [p for p in ph if p.kind == P.TO and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.ZONE]
        if len(to) != 1:
            raise self.no(e, "adding a card to somewhere other than a zone")
        ph = [attrs.evolve(p, kind=P.INTO) if p is to[0] else p for p in ph]
        consume(to[0])
        return self.lower_place(attrs.evolve(e, phrases=tuple(ph)), ph)

    @lowers(InstructionKind.MOVE)
    def lower_move(self, e: n.Instruction, ph: list) -> Any:
        to_zone = self.move_to_zone(e, ph)      # u16c: "move … to the top of its owner's deck" (zone_moves.py)
        if to_zone is not None:
            return to_zone
        if self.has(ph, P.TO_OR_FROM):
            # "move a minion to or from this base": a choice between moving one there and moving
            # one from there to another base
            both = self.take(ph, P.TO_OR_FROM)
            if isinstance(e.np, n.Ref) and not ph and isinstance(both.np, n.Ref) and both.np.kind == R.HERE:
                # h16n: "choose a minion …, and move it to or from here": the card is known, so
                # where it is says which: from here to another base if it is here, else to here
                consume(both.np)
                it = self.ref(e.np)
                here = self.here_base(both.np)
                return s.If(condition=s.IsCard(of=it, filter=s.Filter(at=s.AtBase.HERE)),
                            then=s.Move(target=it, to_base=s.Target(filter=s.Filter(
                                card_types=(self.rs.base_type,), other=True))),
                            otherwise=s.Move(target=it, to_base=here))
            to = self.effect(attrs.evolve(e, phrases=tuple(ph) + (attrs.evolve(both, kind=P.TO),)))
            away = s.Move(target=self.selector(e.np, ph + [attrs.evolve(both, kind=P.ON)]),
                          to_base=s.Target(filter=s.Filter(card_types=(self.rs.base_type,), other=True)))
            return s.Choose(modes=(to, away), min=1, max=1)
        ph = self.after_scoring(ph)
        if self.has(ph, P.TO_THE_SAME):
            # h16r: "after another minion moves, move this minion to the same base": the base the
            # card named before is on now (the event's card in a trigger, the chosen card after
            # "Choose …"), as "its base" says it
            same = self.take(ph, P.TO_THE_SAME)
            if self.kinds.get(same.word.text) != self.rs.base_type:
                raise self.no(same, f"`{self.words(same)}` as a destination other than a base")
            if self.ctx.picking and not self.ctx.revealed:
                at = s.AtBase.PICKED
            elif self.ctx.in_trigger:
                at = s.AtBase.EVENT
            else:
                raise self.no(same, f"`{self.words(same)}` with no card named before it")
            consume(same)
            return s.Move(target=self.selector(e.np, ph), to_base=s.Target(
                filter=s.Filter(card_types=(self.rs.base_type,), at=at), min=1, max=1))
        # ("move a minion from one base to another base": "there" is the base chosen, where the
        # card is, when a destination follows)
        if not any(p.kind == P.TO for p in ph) and self.has(ph, P.THERE):   # "move this minion there": to the base of the event
            ph = without(ph, P.THERE)   # (after "Choose a base.": to the chosen one)
            there = s.Picked() if self.ctx.picking and not self.ctx.revealed else s.EventCard()
            return s.Move(target=self.selector(e.np, ph), to_base=there)
        here_to = [p for p in ph if p.kind == P.TO and isinstance(p.np, n.Ref) and p.np.kind == R.HERE]
        if here_to or (ph and ph[-1].kind == P.HERE and not self.has(ph, P.TO)):
            # "move it here" / "… to here": to this base (a base's text) or this card's base
            to = here_to[0] if here_to else ph[-1]
            consume(to)             # where the card goes: this base
            ph = [p for p in ph if p is not to]
            return s.Move(target=self.selector(e.np, ph), to_base=self.this_base())
        i = next((i for i, p in enumerate(ph) if p.kind == P.TO), None)
        if i is None and not any(p.kind in (P.TO, P.INTO, P.FROM, P.THERE, P.HERE)
                                 for p in ph):
            # "move this titan": moving is from one base to another (SU-G2), to another base
            return s.Move(target=self.selector(e.np, ph),
                          to_base=s.Target(filter=s.Filter(card_types=(self.rs.base_type,), other=True)))
        if i is None:
            self.take(ph, P.TO)
        to, after = ph[i], ph[i + 1:]
        # "to a base where you have a minion": what follows the destination narrows it
        dest = [p for p in after if p.kind in (P.WHERE_YOU_HAVE, P.WHERE_YOU_MOST)]     # (u16b: "… the most power")
        if after and after[0].kind == P.WITH and self.is_base_word(to.np):
            dest = after            # "to a base with one of your actions on it"
        rest = ph[:i] + [p for p in after if p not in dest]
        if dest:
            if not self.is_base_word(to.np):
                raise self.no(dest[0], f"the phrase `{self.words(dest[0])}` here")
            return s.Move(target=self.selector(e.np, rest), to_base=self.selector(to.np, dest))
        if isinstance(to.np, n.Ref) and to.np.kind == R.THERE and self.ctx.swapped:
            # "Play a new base. Move this minion … to there": the base just put into play
            consume(to)
            return s.Move(target=self.selector(e.np, rest), to_base=s.Picked())
        dest_np = to.np
        if isinstance(dest_np, n.Selection) and dest_np.quant is not None and dest_np.quant.kind == Q.ONE \
                and any(a.kind == AdjKind.SINGLE for a in dest_np.adjs) and self.is_base_word(dest_np):
            # "move your minions there to a single other base": one base, chosen, for all of
            # them (what a destination is)
            for a in dest_np.adjs:
                if a.kind == AdjKind.SINGLE:
                    consume(a)
            dest_np = attrs.evolve(dest_np, adjs=tuple(a for a in dest_np.adjs if a.kind != AdjKind.SINGLE))
        if isinstance(dest_np, n.Selection) and self.is_base_word(dest_np) and dest_np.quant is not None \
                and dest_np.quant.kind == Q.ANOTHER and dest_np.owner is None and dest_np.adjs \
                and all(a.kind == AdjKind.RANDOM for a in dest_np.adjs):
            # h16n: "move it to another random base": for each card moved, one of the bases it is
            # not on, picked at random (RandomCards with `other`, read by the move)
            consume(dest_np.quant)
            for a in dest_np.adjs:
                consume(a)
            return s.Move(target=self.selector(e.np, rest),
                          to_base=s.RandomCards(filter=s.Filter(card_types=(self.rs.base_type,), other=True)))
        return s.Move(target=self.selector(e.np, rest), to_base=self.base_selector(dest_np))

    def this_from_its_discard(self, np: Any, ph: list) -> list:
        """"Place this card on the bottom of your deck instead of your discard pile", "Death: Shuffle
        this creature into your deck instead of your graveyard" (BH-K44): a played action is in its
        discard pile while it resolves, a dead card in its graveyard as its Death ability resolves;
        the instruction moves it from there, so "instead of" that zone says nothing more."""
        if (isinstance(np, n.Ref) and np.kind == R.THIS and not self.ctx.on_card
                and self.card.type != self.rs.base_type):
            return [p for p in ph if not (p.kind == P.INSTEAD_OF and self.zone_of(p.np) == self.rs.discard_zone)]
        return ph

    def after_scoring(self, ph: list) -> list:
        """After a base scores its cards are still there, and go to the discard pile next
        (SU-G3/G4): a card moved or placed away now goes elsewhere "instead of the discard pile"
        (the phrase says what happens anyway, and is read)."""
        when = self.ctx.when
        if when is None or when.event is not s.Event.SCORE or when.timing is not s.Timing.AFTER:
            return ph
        return [p for p in ph if not (p.kind == P.INSTEAD_OF and isinstance(p.np, n.Selection)
                                      and p.np.noun.kind == NK.ZONE and self.zone_of(p.np) == self.rs.discard_zone)]

    @lowers(InstructionKind.ATTACH)
    def lower_attach(self, e: n.Instruction, ph: list) -> Any:
        to = self.take(ph, P.TO)
        if self.rs.combat and isinstance(to.np, n.Ref) and to.np.kind == R.THIS and isinstance(e.np, n.Selection) \
                and e.np.quant is not None and e.np.quant.kind == Q.ANY_NUMBER:
            # "Attach any number of other Mechanisms you control to this creature." (BH-K38): each
            # chosen card becomes a part of this one
            consume(to.np)
            as_module = False
            if any(p.kind == P.AS_IF_ENTERED for p in ph):
                # "… as if they had module and had just entered play" (BH-K43): only Module's
                # entering is meant (glossary "Модуль"); another keyword is not executable
                ent = self.take(ph, P.AS_IF_ENTERED)
                word = ent.word or ent.stat
                if word is None or word.text.lower() != "module":
                    raise self.no(ent, "attaching cards as if they had a keyword other than module")
                as_module = True
            part = self.selector(e.np, ph)
            if isinstance(part, s.Target) and not part.filter.other:
                # a card is never its own part: "any number of your Mechanisms" are the others
                part = attrs.evolve(part, filter=attrs.evolve(part.filter, other=True))
            return s.Attach(target=s.This(), part=part, as_module=as_module)
        if not (isinstance(e.np, n.Ref) and e.np.kind == R.THIS):
            raise self.no(e.np, "attaching a card other than this one")      # (the IR attaches this card)
        return s.Attach(target=self.selector(to.np, ph))

    @lowers(InstructionKind.TRANSFER)
    def transfer(self, e: n.Instruction, ph: list) -> Any:
        """"Transfer any number of +1 power counters from one of your minions to another minion",
        "… a +1 power counter between two of your minions", "Transfer this action to another minion"."""
        if isinstance(e.np, n.Ref) and e.np.kind == R.THIS:
            to = self.take(ph, P.TO)
            self.only(e, ph, set())
            return s.Attach(target=self.selector(to.np, list(to.phrases) if hasattr(to, "phrases") else []))
        if isinstance(e.np, n.Selection) and e.np.noun.kind == NK.KIND and self.has(ph, P.TO) \
                and self.kinds.get(e.np.noun.words[-1].text) not in (None, self.rs.base_type):
            # "transfer an action played on another minion to this one": that card moves onto it
            to = self.take(ph, P.TO)
            part = self.single(e.np, ph)
            here = isinstance(to.np, n.Ref) and to.np.kind == R.HERE
            if here:
                # "transfer an action to here": onto this base (or the base this card is on)
                consume(to.np)
                target = self.this_base()
            else:
                target = self.single(to.np)
            if here or self.is_base_word(to.np):
                # an action transferred to a base was played on a base (not on a minion there),
                # and moves from its base to that one as a card played on a base
                if isinstance(part, s.Target) and part.filter.attached is None:
                    part = attrs.evolve(part, filter=attrs.evolve(part.filter, attached=s.AttachedTo.NOTHING))
                return s.Move(target=part, to_base=target)
            return s.Attach(target=target, part=part)
        if not (isinstance(e.np, n.Selection) and e.np.noun.kind == NK.POWER_COUNTER):
            raise self.no(e.np, "transferring something other than counters or this card")
        counter = self.counter_of(e.np)
        q = e.np.quant.kind if e.np.quant is not None else None
        if q is None and self.words(e.np).lower().endswith("counters"):
            # "transfer its +1 power counters": the printed count is missing (the canonical text
            # would read "counter"): one of them, or all of them, must be said
            raise self.no(e.np, "counters without a count: say `one of its … counters` or `all of its … counters`")
        whole = q == Q.ALL                  # "all of its +1 power counters": as many as it has then
        if whole:
            consume(e.np.quant)
        amount = None if q == Q.ANY_NUMBER or whole else s.Const(value=self.count(e.np))
        if self.has(ph, P.BETWEEN):
            among = self.take(ph, P.BETWEEN)
            if whole:
                raise self.no(e.np.quant, "all the counters of a card other than the one `its` names")
            if ph:
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on a transfer")
            if not isinstance(among.np, n.Selection):
                raise self.no(among.np, "transferring between these")
            q = among.np.quant
            if q is not None and q.kind == Q.EXACTLY and q.number is not None and q.number.value == 2:
                consume(q)          # "between two of your minions": from one to another
            one = s.Target(filter=self.filter(among.np, []), min=1, max=1)
            return s.MoveCounters(source=one, target=one, counter=counter, amount=amount)
        # "from one of your minions there to another minion here": the phrases after `from`
        # narrow the source, those after `to` the card that gets them
        i = next((i for i, p in enumerate(ph) if p.kind == P.FROM), None)
        j = next((j for j, p in enumerate(ph) if p.kind == P.TO), None)
        owner = e.np.owner
        if i is None and j == 0 and owner is not None and owner.kind == OwnerKind.IT:
            # "transfer one of its +1 power counters to this minion": from the card "its" names
            # (the event's, the chosen one, the one just acted on)
            to, to_ph = ph[0], ph[1:]
            for p in to_ph:
                if p.kind not in FILTER_PHRASES:
                    raise self.no(p, f"the phrase `{self.words(p)}` on a transfer")
            source = self.ref(n.Ref(kind=R.IT, span=owner.span))
            if whole:
                amount = s.CountersOn(of=source, counter=counter)
            return s.MoveCounters(source=source, target=self.single(to.np, to_ph), counter=counter, amount=amount)
        if whole:
            raise self.no(e.np.quant, "all the counters of a card other than the one `its` names")
        if i is None or j is None:
            self.take(ph, P.FROM if i is None else P.TO)        # says which is missing
        if i != 0 or j < i:
            raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on a transfer")
        src, src_ph, to, to_ph = ph[i], ph[i + 1:j], ph[j], ph[j + 1:]
        for p in src_ph + to_ph:
            if p.kind not in FILTER_PHRASES:
                raise self.no(p, f"the phrase `{self.words(p)}` on a transfer")
        return s.MoveCounters(source=self.single(src.np, src_ph), target=self.single(to.np, to_ph), counter=counter,
                              amount=amount)

    def single(self, np: Any, phrases: list | None = None) -> Any:
        """One card: "one of your minions", "another minion", "this minion"."""
        sel = self.selector(np, list(phrases or []))
        if isinstance(sel, s.Target) and (sel.min, sel.max) != (1, 1):
            raise self.no(np, "more than one card here")
        if isinstance(sel, s.Each):
            raise self.no(np, "every card here, where one is meant")
        return sel

    def search_and_swap(self, search: n.Instruction, swap: n.Instruction) -> s.SwapBase:
        """"Search the base deck for one base and swap it with a base in play": the base found and
        the base in play change places; the base deck is shuffled; "there" is the new base."""
        ph = list(search.phrases)
        fr = self.take(ph, P.FOR)
        one = fr.np.quant is not None and (fr.np.quant.kind == Q.ONE or (
            fr.np.quant.kind == Q.EXACTLY and fr.np.quant.number.value == 1))
        if ph or not self.is_base_word(fr.np) or not one:
            raise self.no(search, "searching the base deck for something other than a base")
        other = s.Target(filter=attrs.evolve(self.filter(fr.np, []), zone=self.rs.base_deck_zone))
        sph = list(swap.phrases)
        i = next((i for i, p in enumerate(sph) if p.kind == P.WITH), None)
        if not (isinstance(swap.np, n.Ref) and swap.np.kind == R.IT) or i is None:
            raise self.no(swap, "swapping something other than the base found")
        w = sph.pop(i)
        sph = without(sph, P.IN_PLAY)
        if not self.is_base_word(w.np):
            raise self.no(w, "swapping a base with something other than a base in play")
        target = self.selector(w.np, sph)
        if not isinstance(target, s.Target):
            raise self.no(w, "swapping a base with something other than one base in play")
        self.advance(swapped=True)
        return s.SwapBase(target=target, other=other, shuffle=True)

    @lowers(InstructionKind.SWAP)
    def swap(self, e: n.Instruction, ph: list) -> s.SwapBase:
        """"Swap this base with the top card of the base deck": a base in play and one of the
        base deck change places."""
        if self.swaps_cards(e, ph):
            return self.swap_places(e, ph)      # u16g: two minions change places (swaps.py)
        bd = self.rs.base_deck_zone
        i = next((i for i, p in enumerate(ph) if p.kind == P.WITH), None)
        if bd is None or i is None:
            raise self.no(e, "swapping something other than bases")
        w, rest = ph[i], ph[:i] + ph[i + 1:]
        if isinstance(w.np, n.Selection) and w.np.noun.kind == NK.TOP and w.np.noun.number is None and len(rest) == 1 \
                and rest[0].kind == P.OF and isinstance(rest[0].np, n.Selection) and rest[0].np.noun.kind == NK.ZONE \
                and self.zone_of(rest[0].np) == bd:
            target = self.base_selector(e.np)
            if not (isinstance(target, (s.Host, s.This, s.Picked, s.Target))):
                raise self.no(e.np, "swapping something other than one base")
            return s.SwapBase(target=target)
        if not self.is_base_np(e.np):
            # u16c: a minion swapped with a card (in play or in a hand) is no swap the runtime has
            raise self.no(e, "swapping cards other than a base (a minion with another card: not yet)")
        raise self.no(w, "swapping a base with something other than the top card of the base deck")

    def is_base_np(self, np: Any) -> bool:
        """u16c: whether a swap's object names a base ("this base", "a base"), not a minion."""
        if isinstance(np, n.Selection) and np.noun.kind == NK.KIND and np.noun.words:
            return self.kinds.get(np.noun.words[-1].text) == self.rs.base_type
        if isinstance(np, n.Ref) and np.word is not None:
            return self.kinds.get(np.word.text) == self.rs.base_type
        return True     # ("it", "that one": the message about bases stays)

    def moved_into(self, np: Any, move: s.Move, where: n.Phrase) -> s.Move:
        """SU-M3: only a shared deck's own cards go into it ("this card" on such a card, or
        cards selected by its name)."""
        d = self.rs.shared_deck(move.to_zone) if move.to_zone else None
        if d is None:
            return move
        t = move.target
        if isinstance(t, s.This) and self.card.name == d.name and not self.ctx.on_card:
            return move
        if isinstance(t, (s.Target, s.Each)) and t.filter.name == d.name:
            return move
        raise self.no(where, f"putting cards other than {d.name} cards into the {d.zone}")

    @probe
    def deck_position(self, ph: list) -> str | None:
        """"on the bottom of its owner's deck" / "on top of your deck": takes the two phrases
        and says "top" or "bottom"; None when they are not there."""
        for i, p in enumerate(ph[:-1]):
            nxt = ph[i + 1]
            if not (nxt.kind == P.OF and isinstance(nxt.np, n.Selection) and nxt.np.noun.kind == NK.ZONE
                    and self.zone_of(nxt.np) == self.rs.deck_zone and p.kind in (P.ON, P.AT)):
                continue
            if isinstance(p.np, n.Selection) and p.np.noun.kind in (NK.TOP_POS, NK.BOTTOM_POS):
                del ph[i:i + 2]
                return "bottom" if p.np.noun.kind == NK.BOTTOM_POS else "top"
            if isinstance(p.np, n.NpOr) and p.np.op in ("and/or", "or") and all(
                    isinstance(x, n.Selection) for x in (p.np.left, p.np.right)) and sorted(
                    (p.np.left.noun.kind, p.np.right.noun.kind)) == [NK.BOTTOM_POS, NK.TOP_POS]:
                del ph[i:i + 2]
                return "either"         # "on the top and/or bottom of your deck": each where the player says
        return self.shown_deck_end(ph, (P.ON, P.AT), True)

    def shown_deck_end(self, ph: list, kinds: tuple, take: bool) -> str | None:
        """"(place the rest) on the bottom", "(return the other) to the top or bottom" after a look
        at your deck: that end of the deck the cards were shown from, which goes without saying (h16m)."""
        if not (self.ctx.revealed and self.ctx.look_zone == self.rs.deck_zone and not self.ctx.looked_other):
            return None
        for i, p in enumerate(ph):
            if p.kind not in kinds or (i + 1 < len(ph) and ph[i + 1].kind == P.OF):
                continue
            ends = [p.np] if isinstance(p.np, n.Selection) else [p.np.left, p.np.right] \
                if isinstance(p.np, n.NpOr) and p.np.op in ("and/or", "or") else []
            # (h16u: "on the top and/or bottom": the second end shares the first's "the")
            if not ends or not all(isinstance(x, n.Selection) and x.noun.kind in (NK.TOP_POS, NK.BOTTOM_POS)
                                   and (x.quant is not None and x.quant.kind == Q.THE
                                        or (k and x.quant is None and not x.adjs and x.owner is None))
                                   for k, x in enumerate(ends)):
                continue
            if take:
                del ph[i]
            kinds_ = sorted(x.noun.kind for x in ends)
            return "either" if len(set(kinds_)) == 2 else "bottom" if kinds_[0] == NK.BOTTOM_POS else "top"
        return None

    @probe
    def deck_top(self, ph: list, take: bool = False) -> str | None:
        """"to the top of your deck" / "to the bottom of …": "top" / "bottom" (taken if asked)."""
        for i, p in enumerate(ph[:-1]):
            nxt = ph[i + 1]
            if (p.kind == P.TO and isinstance(p.np, n.Selection) and p.np.noun.kind in (NK.TOP_POS, NK.BOTTOM_POS)
                    and nxt.kind == P.OF and isinstance(nxt.np, n.Selection) and nxt.np.noun.kind == NK.ZONE
                    and self.zone_of(nxt.np) == self.rs.deck_zone):
                if take:
                    del ph[i:i + 2]
                return "bottom" if p.np.noun.kind == NK.BOTTOM_POS else "top"
            if (p.kind == P.TO and isinstance(p.np, n.NpOr) and p.np.op in ("and/or", "or")
                    and all(isinstance(x, n.Selection) for x in (p.np.left, p.np.right))
                    and sorted((p.np.left.noun.kind, p.np.right.noun.kind)) == [NK.BOTTOM_POS, NK.TOP_POS]
                    and nxt.kind == P.OF and isinstance(nxt.np, n.Selection) and nxt.np.noun.kind == NK.ZONE
                    and self.zone_of(nxt.np) == self.rs.deck_zone):
                if take:
                    del ph[i:i + 2]
                return "either"     # "to the top and/or bottom of your deck": each where the player says
        return self.shown_deck_end(ph, (P.TO,), take)
