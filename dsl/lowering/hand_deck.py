"""Cards in hand and deck: draw, reveal, look at, search, shuffle."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import AdjKind, InstructionKind, NounKind as NK, OwnerKind, PhraseKind as P, QuantKind as Q, RefKind as R
from .accounting import adjs_are, consume, consume_all, has_adj, phrases_are, without, probe
from .core import instruction, lowers


class HandAndDeck:
    """Draw, reveal, look at, search, shuffle (a family of `Lowerer`)."""

    @lowers(InstructionKind.NAME_A)
    def lower_name_a(self, e: n.Instruction, ph: list) -> s.NameCard:
        """"Name a card." (BH-K30): the controller names one; "the named card" reads it. "Name a
        minion" / "Name an action" (h16o): one of the names of the cards of that type; "… with
        that name" after it is a card of the name named (`Filter.named_as_picked`)."""
        np = e.np
        if np is None and ph and all(p.kind == P.SAID for p in ph):
            # "Say either “minion” or “action”" (h16o): one of the card types said
            said = tuple(self.kinds.get(p.word.text.strip('"\u201c\u201d').lower()) for p in ph)
            if not all(t is not None and t != "card" and t != self.rs.base_type for t in said):
                raise self.no(e, "saying something other than card types")
            for p in ph:
                consume(p)
            self.advance(named="type")
            return s.NameCard(types=said)
        if isinstance(np, n.Selection) and np.noun.kind == NK.FACTION and not ph and not np.adjs and np.owner is None \
                and np.quant is not None and np.quant.kind == Q.ONE and self.rs.base_type is not None:
            consume(np.quant)           # "Name a faction" (h16o): "… of that faction" after it
            self.advance(named="faction")
            return s.NameCard(faction=True)
        if isinstance(np, n.Selection) and np.noun.kind == NK.FACTION and len(ph) == 1 and ph[0].kind == P.THEY_OWN \
                and not np.adjs and np.owner is None and np.quant is not None and np.quant.kind == Q.ONE \
                and self.ctx.player_round and self.rs.base_type is not None:
            # "name a faction they own" in a round for each other player (h16z1): one of the factions of the
            # cards that player owns; the factions named add up, kept on the card for its Ongoing
            # ability ("minions of the named factions", `Filter.of_kept_factions`)
            consume(np.quant)
            consume(ph[0])
            self.advance(named="faction")
            return s.NameCard(faction=True, they_own=True, keep=True)
        kind = self.kinds.get(np.noun.words[-1].text) if isinstance(np, n.Selection) and np.noun.kind == NK.KIND else "?"
        if ph or not (isinstance(np, n.Selection) and np.noun.kind == NK.KIND and not np.adjs
                      and np.owner is None and (kind in (None, "card") or kind in {t.name for t in self.rs.card_types})
                      and (kind is None or kind != self.rs.base_type) and np.quant is not None and np.quant.kind == Q.ONE):
            raise self.no(e, "naming anything but `a card` or a card of one type")
        if not self.rs.combat and kind in (None, "card"):
            raise self.no(e, "naming `a card` in this game (name `a minion` or `an action`)")
        consume(np.quant)
        self.advance(named="name")
        return s.NameCard() if kind in (None, "card") else s.NameCard(card_type=kind)

    @lowers(InstructionKind.DRAW)
    def lower_draw(self, e: n.Instruction, ph: list) -> Any:
        until = [p for p in ph if p.kind == P.UNTIL_HAVE]
        if until and isinstance(e.np, n.Selection) and e.np.quant is None and not e.np.adjs and e.np.owner is None \
                and e.np.noun.kind == NK.KIND \
                and self.kinds.get(e.np.noun.words[-1].text) in (None, "card"):
            # r2d: "draw cards until you have six cards in your hand": as "draw until you have …"
            consume(until[0])
            return self.lower_draw_until(attrs.evolve(e, np=until[0].np), [p for p in ph if p is not until[0]])
        if isinstance(e.np, n.Ref) and e.np.kind == R.THIS and self.ctx.plays_from and len(ph) == 1 \
                and ph[0].kind == P.FROM:
            # h16v: "Special: After another player plays an action, you may draw this card from your
            # discard pile.": the card goes from there to your hand (a move, not a draw); the Special
            # works where the card lies, as "return this card from …" (`Selections.selector`)
            return s.ReturnToHand(target=self.selector(e.np, ph))
        if isinstance(e.np, n.Ref) and e.np.kind in (R.IT, R.THEM) and self.ctx.revealed_bottom and not ph:
            # "Reveal the bottom card of your deck and draw it": those cards are drawn
            return s.ReturnToHand(target=self.selector(e.np, ph), draw=True)
        if isinstance(e.np, n.Ref) and e.np.kind in (R.IT, R.THEM) and self.ctx.until_found is not None and not ph:
            # "reveal cards … until you reveal a minion. Draw it": the card(s) found, wherever
            # they were among those shown (not the top card) (h16m)
            return s.ReturnToHand(target=self.selector(e.np, ph), draw=True)
        if isinstance(e.np, n.Ref) and e.np.kind == R.IT and self.ctx.revealed == 1 and not ph:
            return s.Draw(amount=s.Const(value=1))      # "draw it": the revealed card is the top card
        if isinstance(e.np, n.Ref) and e.np.kind in (R.ONE, R.SOME_OF_THEM) and self.ctx.revealed and not ph:
            # "Look at the top four cards of your deck. Draw one [of them]": the player chooses
            # which of the cards shown goes to the hand
            k = e.np.number.value if e.np.number is not None else 1
            f = s.Filter(among_picked=True, zone=self.ctx.look_zone)
            return s.ReturnToHand(target=s.Target(filter=f, min=k, max=k), draw=True)
        if isinstance(e.np, n.Selection) and e.np.quant is not None and e.np.quant.kind == Q.THAT_MANY_PLUS \
                and ph and self.done_before(ph, ph[0]):
            # h16v: "draw two more cards than you placed there": as many cards as the instruction
            # before acted on, plus that number
            return s.Draw(amount=self.quantity(e.np))
        if len(ph) == 1 and ph[0].kind == P.EQUAL_TO:          # "draw cards equal to its power"
            return s.Draw(amount=self.computed(ph[0].amount))
        shared = self.shared_name(e.np)
        by_name = isinstance(e.np, n.Selection) and e.np.noun.kind in (NK.NAME, NK.NAME_KIND)
        fr = next((p for p in ph if p.kind == P.FROM), None)
        if fr is not None and (shared is not None or by_name or self.is_revealed_cards(fr.np)
                               or self.zone_of(fr.np) != self.rs.deck_zone):
            # "draw a Madness card from your discard pile", "draw a <name> / a minion from
            # your discard pile": that card goes to your hand ("draw an action from the revealed
            # cards": they are in your deck, so it is drawn) (h16m)
            drawn = self.is_revealed_cards(fr.np) and self.ctx.look_zone == self.rs.deck_zone and not self.ctx.looked_other
            sel = self.selector(e.np, ph)
            f = getattr(sel, "filter", None)
            if not drawn and f is not None and f.zone is not None and f.zone not in self.rs.shared_zones \
                    and f.controller is not s.Controller.YOU and not f.among_picked:
                # u16e: "draw two cards at random from another player's hand": into your hand, not
                # back to their owner's (a move into the drawing player's hand, not a draw)
                return s.Move(target=sel, to_zone=self.rs.hand_zone, to_player=s.Who.YOU)
            return s.ReturnToHand(target=sel, draw=drawn)
        if shared is None and by_name:
            raise self.no(e.np, "drawing cards by name")
        if self.ctx.revealed and self.ctx.look_zone == self.rs.deck_zone and not self.ctx.looked_other \
                and isinstance(e.np, n.Selection) and (
                any(p.kind == P.REVEALED for p in ph) or any(a.kind == AdjKind.REVEALED for a in e.np.adjs)
                or self.is_found(e.np)):
            # "draw any minions revealed", "draw a revealed action", "draw the actions" (the ones
            # found by revealing until): the cards shown that are chosen go to the hand, drawn (h16m)
            return s.ReturnToHand(target=self.selector(e.np, ph), draw=True)
        if self.draw_off_top(e.np, ph):
            # h16z3: "Draw an action off the top of your deck": the top card is
            # revealed and drawn if it is such a card (else it stays on top); docs/runtime.md
            top = next(p for p in ph if p.kind == P.FROM_TOP)
            consume(top)
            rest = [p for p in ph if p is not top]
            f = attrs.evolve(self.filter(e.np, rest), among_picked=True, zone=self.rs.deck_zone)
            return s.Reveal(with_revealed=s.ReturnToHand(target=s.Target(filter=f), draw=True))
        if isinstance(e.np, n.Selection) and e.np.noun.kind == NK.KIND \
                and self.kinds.get(e.np.noun.words[-1].text) is not None:
            # "draw a minion": only the cards of one type (not the top card whatever it is)
            raise self.no(e.np, "drawing cards of one type")
        per = self.per_each(ph)
        self.only(e, ph, set())
        has_adj(e.np, AdjKind.EXTRA)        # "draw two additional cards": two more, as any draw is
        amount: Any = self.quantity(e.np)
        if per is not None:
            amount = s.Times(left=amount, right=per)
        up_to = isinstance(e.np, n.Selection) and e.np.quant is not None and e.np.quant.kind == Q.UP_TO
        if up_to and per is not None:
            raise self.no(e.np.quant, "`up to` with `for each`")
        zone = self.rs.shared_deck(shared).zone if shared is not None else None
        return s.Draw(amount=amount, zone=zone, up_to=up_to)

    @probe
    def draw_off_top(self, np: Any, ph: list) -> bool:
        """h16z3: "draw a minion [with power 2 or less] off the top of your deck": one card of a type
        (not a base), from the top of the controller's own deck."""
        top = [p for p in ph if p.kind == P.FROM_TOP]
        if not (len(top) == 1 and isinstance(np, n.Selection) and np.noun.kind == NK.KIND and not np.adjs
                and np.owner is None and np.quant is not None and np.quant.kind == Q.ONE):
            return False
        kind = self.kinds.get(np.noun.words[-1].text)
        deck = top[0].np
        return (kind in {t.name for t in self.rs.card_types} and kind != self.rs.base_type
                and isinstance(deck, n.Selection) and self.zone_of(deck) == self.rs.deck_zone
                and deck.owner is not None and deck.owner.kind == OwnerKind.YOU and not self.ctx.revealed)

    @lowers(InstructionKind.DRAW_UNTIL)
    def lower_draw_until(self, e: n.Instruction, ph: list) -> Any:
        # "draw until you have 5 cards [in your hand]": as many as the hand lacks (none if full)
        for p in ph:
            if not (p.kind == P.IN and self.zone_of(p.np) == "hand"):
                raise self.no(p, f"the phrase `{self.words(p)}` here")
        if not isinstance(e.np, n.Selection):           # "draw until you have this": no count
            raise self.no(e.np, "drawing until you have what this names")
        f = self.filter(attrs.evolve(e.np, quant=None), [])
        hand = attrs.evolve(f, zone="hand", controller=s.Controller.YOU)
        return s.Draw(amount=s.Minus(left=s.Const(value=self.count(e.np)), right=s.CountOf(filter=hand)))

    @lowers(InstructionKind.REVEAL)
    def lower_reveal(self, e: n.Instruction, ph: list) -> Any:
        k = e.kind
        if isinstance(e.np, n.Ref):
            # "reveal it (to all players)": the cards it names are shown to every player
            ph = [p for p in ph if not (p.kind == P.TO and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.PLAYER
                                        and p.np.quant is not None and p.np.quant.kind in (Q.ALL, Q.EACH))]
            return s.Reveal(target=self.selector(e.np, ph))
        if k == InstructionKind.REVEAL and self.is_rest(e.np):
            # "Look at the top three cards of your deck. Draw one. Reveal the rest.": the cards
            # looked at and left, shown to every player (h16m)
            return s.Reveal(target=self.selector(e.np, ph))
        raise self.no(e, instruction(k))

    @lowers(InstructionKind.SEARCH)
    def lower_search(self, e: n.Instruction, ph: list) -> Any:
        fr = self.take(ph, P.FOR)
        also: tuple[str, ...] = ()
        if self.zones_or(e.np) and e.np.op == "and/or":
            # "Search your deck and/or discard pile for …": the cards of both are looked through
            # (the deck is shuffled after, as after any search)
            left, right = e.np.left, e.np.right
            own = left.owner.kind if left.owner is not None else None
            if self.zone_of(left) != self.rs.deck_zone or own != OwnerKind.YOU or self.zone_of(right) in (None, self.rs.deck_zone):
                raise self.no(e.np, "searching zones other than your deck and one more of yours")
            also = (self.zone_of(right),)
            e = attrs.evolve(e, np=left)
        if self.zone_of(e.np) != "deck":
            raise self.no(e, "searching a zone other than your deck")
        q = fr.np.quant.kind if isinstance(fr.np, n.Selection) and fr.np.quant is not None else None
        same = [p for p in ph if p.kind == P.SAME_NAME]
        if same and (q not in (Q.ANY_NUMBER, Q.UP_TO) or self.has(ph, P.AS)):
            raise self.no(same[0], "`with the same name` on a search for other than any number or up to N cards")
        ph = without(ph, P.SAME_NAME)
        # r2b: "up to two minions with different names": the cards found, one of each name
        apart = [p for p in ph if p.kind == P.DIFFERENT_NAMES]
        if apart and (same or (q != Q.ANY_NUMBER and self.count(fr.np) == 1)):
            raise self.no(apart[0], "`with different names` on a search for one card, or with the same name")
        ph = without(ph, P.DIFFERENT_NAMES)
        if q == Q.ANY_NUMBER:
            # "any number of cards [with the same name]": none to all of them
            many = attrs.evolve(fr.np, quant=None)
            return s.Search(filter=self.filter(many, ph), count=None,
                            same_name=bool(same), different_names=bool(apart))
        f = self.filter(fr.np, ph)
        if same:
            # h16v: "up to three minions with the same name": a name first, then up to that many of it
            return s.Search(filter=attrs.evolve(f, also_zones=also) if also else f, count=self.count(fr.np),
                            same_name=True)
        return s.Search(filter=attrs.evolve(f, also_zones=also) if also else f, count=self.count(fr.np),
                        different_names=bool(apart))

    @lowers(InstructionKind.SHUFFLE)
    def lower_shuffle(self, e: n.Instruction, ph: list) -> Any:
        if not ph and isinstance(e.np, n.Selection) and e.np.noun.kind == NK.ZONE:
            # "Shuffle your deck"
            own = e.np.owner.kind if e.np.owner is not None else None
            if own != OwnerKind.YOU and not (own == OwnerKind.THEY and self.ctx.acting):
                raise self.no(e.np, "shuffling another player's zone")
            return s.Shuffle(zone=self.zone_of(e.np))
        ph = self.this_from_its_discard(e.np, ph)     # "… instead of your graveyard" (movement.py)
        into = self.take(ph, P.INTO)
        if self.zone_of(into.np) != self.rs.deck_zone:
            raise self.no(into, "shuffling into a zone other than a deck")
        if isinstance(e.np, n.Selection) and e.np.noun.kind == NK.ZONE and not ph:
            # "Shuffle your hand into your deck": every card of that zone
            owner = e.np.owner.kind if e.np.owner is not None else None
            if owner != OwnerKind.YOU and not (owner == OwnerKind.THEY and self.ctx.acting):
                raise self.no(e.np, "shuffling another player's zone")     # (h16x: "their": the acting player's)
            return s.ShuffleIntoDeck(target=s.Each(filter=s.Filter(zone=self.zone_of(e.np),
                                                                    controller=s.Controller.YOU)))
        return s.ShuffleIntoDeck(target=self.selector(e.np, ph))

    @staticmethod
    def searched(effects: list) -> bool:
        """The instructions so far end with a search (and a reveal of what it found)."""
        last = list(effects[-1].effects) if effects and isinstance(effects[-1], s.Sequence) else effects[-1:]
        if last and isinstance(last[-1], s.Reveal) and last[-1].target is not None:
            last = last[:-1]
        return bool(last) and isinstance(last[-1], s.Search)

    def reveal(self, e: n.Instruction, rest: list) -> s.Reveal:
        """"Reveal the top 3 cards of your deck." / "Look at the top card of your deck." / "Look at
        another player's hand." and what is done with them ("look at": only you see them)."""
        ph = list(e.phrases)
        np = e.np
        if self.ctx.player_round and e.kind == InstructionKind.REVEAL and not ph and isinstance(np, n.Selection) \
                and np.noun.kind == NK.ZONE and np.owner is not None and np.owner.kind == OwnerKind.THEY \
                and np.quant is None and not np.adjs and self.zone_of(np) != self.rs.deck_zone:
            return self.their_zone_shown(e, rest)       # h16x: "reveal their hand" in a round for each player
        private = e.kind == InstructionKind.LOOK_AT
        sought_ph = []
        if len(ph) >= 2 and ph[-1].kind == P.OF_THAT_TYPE and ph[-2].kind == P.UNTIL_REVEAL:
            sought_ph = [ph.pop()]      # "… until you reveal a card of that type" (h16o): of the type said
        kw: dict[str, Any] = {"private": private}
        zone = self.rs.deck_zone
        if isinstance(np, n.Selection) and np.noun.kind in (NK.TOP, NK.BOTTOM) and len(ph) == 1 and ph[0].kind == P.OF \
                and self.zone_of(ph[0].np) == self.rs.deck_zone and self.each_others(ph[0].np):
            # "the top card of each other player's deck": of every other player's, together
            k = np.noun.number.value if np.noun.number is not None else 1
            kw.update(amount=s.Const(value=k), whose=s.Controller.OPPONENT, each=True)
            if np.noun.kind == NK.BOTTOM:
                kw["bottom"] = True
            k = -1
        elif isinstance(np, n.Selection) and np.noun.kind == NK.ZONE and not ph and self.each_others(np) \
                and self.zone_of(np) != self.rs.deck_zone:
            # "look at each other player's hand": every card of each of them
            k = 0
            zone = self.zone_of(np)
            kw.update(zone=zone, whose=s.Controller.OPPONENT, each=True)
        elif isinstance(np, n.Selection) and np.noun.kind == NK.ZONE and np.quant is not None and np.quant.kind == Q.THE \
                and not np.adjs and np.owner is None and ph and ph[0].kind == P.OF and self.zone_of(np) != self.rs.deck_zone \
                and self.all_other_players(ph[0].np):
            # t16d: "the hands of each other player [with an action here]": every card of each of
            # them (of those who control such a card)
            k = 0
            zone = self.zone_of(np)
            kw.update(zone=zone, whose=s.Controller.OPPONENT, each=True)
            consume_all(ph[0])
            if len(ph) > 1:
                if ph[1].kind != P.WITH or not isinstance(ph[1].np, n.Selection):
                    raise self.no(ph[1], f"the phrase `{self.words(ph[1])}` on the players whose cards are revealed")
                consume(ph[1])
                kw["having"] = attrs.evolve(self.filter(attrs.evolve(ph[1].np, quant=None), ph[2:]),
                                            controller=s.Controller.YOU)
        elif isinstance(np, n.Selection) and np.noun.kind in (NK.TOP, NK.BOTTOM) and len(ph) == 1 and ph[0].kind == P.OF \
                and self.zone_of(ph[0].np) == self.rs.deck_zone and isinstance(ph[0].np, n.Selection) \
                and ph[0].np.owner is not None and self.own_kind(ph[0].np.owner.kind) == OwnerKind.YOU:
            k = np.noun.number.value if np.noun.number is not None else 1
            kw["amount"] = s.Const(value=k)
            if np.noun.kind == NK.BOTTOM:
                kw["bottom"] = True     # "Reveal the bottom card of your deck"
        elif isinstance(np, n.Selection) and np.noun.kind == NK.TOP and len(ph) == 1 and ph[0].kind == P.OF \
                and self.zone_of(ph[0].np) == self.rs.deck_zone and isinstance(ph[0].np, n.Selection) \
                and ph[0].np.owner is None and ph[0].np.quant is not None and ph[0].np.quant.kind == Q.ANY:
            # "the top card of any deck" (BH-K26): of the deck of a player the controller chooses
            # (h16u: Smash Up's too)
            k = np.noun.number.value if np.noun.number is not None else 1
            kw["amount"] = s.Const(value=k)
            kw["whose"] = s.Controller.ANY
            consume(ph[0].np.quant)
        elif isinstance(np, n.Selection) and np.noun.kind in (NK.TOP, NK.BOTTOM) and len(ph) == 1 and ph[0].kind == P.OF \
                and self.zone_of(ph[0].np) == self.rs.deck_zone and isinstance(ph[0].np, n.Selection) \
                and ph[0].np.owner is not None and ph[0].np.owner.kind == OwnerKind.OTHER_PLAYERS \
                and ph[0].np.quant is None:
            # u16c: "the top card of another player's deck": of the deck of one other player the
            # controller chooses ("that player", "their" after it: that player)
            k = np.noun.number.value if np.noun.number is not None else 1
            kw.update(amount=s.Const(value=k), whose=s.Controller.OPPONENT)
            if np.noun.kind == NK.BOTTOM:
                kw["bottom"] = True
        elif isinstance(np, n.Selection) and np.noun.kind == NK.TOP_X and len(ph) == 1 and ph[0].kind == P.OF \
                and self.zone_of(ph[0].np) == self.rs.deck_zone and isinstance(ph[0].np, n.Selection) \
                and ph[0].np.owner is not None and ph[0].np.owner.kind == OwnerKind.YOU:
            # "the top X cards of your deck": X as the card says (a cost X, or "where X is …")
            kw["amount"] = self.x_amount(np)
            k = -1
        elif isinstance(np, n.Selection) and np.noun.kind == NK.KIND and self.kinds.get(np.noun.words[-1].text) is None \
                and np.quant is not None and np.quant.kind in (Q.ONE, Q.EXACTLY) and not np.adjs and np.owner is None \
                and ph and ph[0].kind == P.FROM and isinstance(ph[0].np, n.Selection) \
                and self.zone_of(ph[0].np) == self.rs.deck_zone and ph[0].np.owner is not None \
                and ph[0].np.owner.kind == OwnerKind.YOU:
            # "reveal one card from your deck [for each of your minions there]": from its top
            tail = ph[1:]
            per = self.per_each(tail)
            if tail:
                raise self.no(tail[0], f"the phrase `{self.words(tail[0])}` on revealing cards")
            k = self.count(np)
            kw["amount"] = s.Const(value=k) if per is None else s.Times(left=s.Const(value=k), right=per)
            k = k if per is None else -1
        elif isinstance(np, n.Selection) and np.noun.kind == NK.ZONE and not ph and np.quant is None and not np.adjs \
                and np.owner is not None and self.own_kind(np.owner.kind) in (OwnerKind.YOU, OwnerKind.OTHER_PLAYERS) \
                and self.zone_of(np) != self.rs.deck_zone:
            # "look at another player's hand" / "reveal your hand": every card in it
            k = 0
            zone = self.zone_of(np)
            kw["zone"] = zone
            if np.owner.kind == OwnerKind.OTHER_PLAYERS:
                kw["whose"] = s.Controller.OPPONENT
        elif isinstance(np, n.Selection) and np.noun.kind == NK.TOP and len(ph) == 1 and ph[0].kind == P.OF \
                and self.rs.base_deck_zone is not None and isinstance(ph[0].np, n.Selection) \
                and ph[0].np.noun.kind == NK.ZONE and self.zone_of(ph[0].np) == self.rs.base_deck_zone:
            # "look at the top 3 cards of the base deck": of the shared base deck (h16p)
            k = np.noun.number.value if np.noun.number is not None else 1
            zone = self.rs.base_deck_zone
            kw.update(amount=s.Const(value=k), deck=zone)
        elif self.until_shape(np, ph):
            # "reveal cards from the top of your deck until you reveal a minion": one at a time
            sought = ph[-1].np
            if not isinstance(sought, n.Selection) or sought.quant is None \
                    or sought.quant.kind not in (Q.ONE, Q.EXACTLY):
                raise self.no(ph[-1], "revealing until something other than a number of cards")
            kw["until"] = attrs.evolve(self.filter(attrs.evolve(sought, quant=None), sought_ph), zone=zone)
            kw["until_count"] = self.count(sought)
            k = -1
        else:
            raise self.no(e, "revealing something other than the top cards of your deck or a hand")
        if not rest:
            return s.Reveal(**kw)
        with self.within(picking=True, revealed=k or -1, look_zone=zone, revealed_bottom=kw.get("bottom", False),
                         looked_other=kw.get("whose") is s.Controller.OPPONENT,
                         until_found=attrs.evolve(kw["until"], among_picked=True) if "until" in kw else None):
            then = self.choose_among(rest)
        return s.Reveal(with_revealed=then, **kw)

    def own_kind(self, kind: OwnerKind) -> OwnerKind:
        """"their deck" said of the players who act ("each player reveals their hand"): each one's
        own, as "your" (h16m)."""
        return OwnerKind.YOU if kind == OwnerKind.THEY and self.ctx.acting else kind

    @probe
    def all_other_players(self, np: Any) -> bool:
        """"all other players" / "each other player" as whose cards are meant (t16d)."""
        return (isinstance(np, n.Selection) and np.noun.kind == NK.PLAYER and np.owner is None
                and np.quant is not None and np.quant.kind in (Q.EACH, Q.ALL) and adjs_are(np, AdjKind.OTHER))

    @probe
    def each_others(self, np: Any) -> bool:
        """"each other player's deck / hand": a zone of every other player."""
        return (isinstance(np, n.Selection) and np.owner is not None and np.owner.kind == OwnerKind.OTHER_PLAYERS
                and np.quant is not None and np.quant.kind in (Q.EACH, Q.ALL) and not np.adjs)

    def until_shape(self, np: Any, ph: list) -> bool:
        """"cards from the top of your deck until you reveal …" (the deck is yours)."""
        if not (isinstance(np, n.Selection) and np.noun.kind == NK.KIND and np.quant is None and not np.adjs
                and np.owner is None and ph and ph[-1].kind == P.UNTIL_REVEAL):
            return False
        where = ph[:-1]
        if phrases_are(where, P.FROM, P.OF) and isinstance(where[0].np, n.Selection) \
                and where[0].np.noun.kind == NK.TOP_POS:
            deck = where[1].np          # "from the top of your deck"
        elif phrases_are(where, P.FROM_TOP):
            deck = where[0].np          # "off the top of your deck"
        elif phrases_are(where, P.FROM):
            deck = where[0].np          # "from your deck": from its top, as any reveal (h16m)
        else:
            return False
        return isinstance(deck, n.Selection) and self.zone_of(deck) == self.rs.deck_zone \
            and deck.owner is not None and self.own_kind(deck.owner.kind) == OwnerKind.YOU

    def choose_among(self, rest: list) -> Any:
        """What is done with revealed cards; "… and choose a minion in it. <more>": the choice
        is made among them, and what follows acts on the chosen card."""
        first = rest[0]
        if isinstance(first, n.Effects) and first.items[0].kind == InstructionKind.CHOOSE:
            more = ([attrs.evolve(first, items=first.items[1:])] if len(first.items) > 1 else
                    [first.then] if first.then is not None else []) + list(rest[1:])
            if not more:
                raise self.no(first, "a choice with nothing done with it")
            return self.pick(first.items[0], lambda: self.bodies(more))
        return self.bodies(rest)

    @probe
    def is_place_it_in_hand(self, e: n.Instruction) -> bool:
        return (e.kind == InstructionKind.PLACE and isinstance(e.np, n.Ref) and e.np.kind == R.IT and len(e.phrases) == 1
                and e.phrases[0].kind == P.INTO and self.zone_of(e.phrases[0].np) == "hand")

    @probe
    def search_destination(self, e: n.Instruction) -> str | None:
        """Where "place it / them …" after a search puts the cards found: the deck (on top) or
        another zone; None if it is not that sentence."""
        if not (e.kind == InstructionKind.PLACE and isinstance(e.np, n.Ref) and e.np.kind in (R.IT, R.THEM)):
            return None
        ph = [p for p in e.phrases if p.kind != P.WITHOUT_REVEALING]
        if self.deck_position(ph) == "top" and not ph:
            without(e.phrases, P.WITHOUT_REVEALING)     # (a search shows no card: it is never revealed)
            return self.rs.deck_zone
        if len(ph) == 1 and ph[0].kind == P.INTO and isinstance(ph[0].np, n.Selection) and ph[0].np.noun.kind == NK.ZONE \
                and len(ph) == len(e.phrases):
            zone = self.zone_of(ph[0].np)
            own = ph[0].np.owner.kind if ph[0].np.owner is not None else None
            if zone != self.rs.deck_zone and own == OwnerKind.YOU:
                return zone
        return None
