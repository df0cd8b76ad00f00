"""Zone moves (u16c, issue 16): the verb frames that move cards between zones, read by
composition with the rest of lowering.

- `take X from Z` — the card(s) go into your hand (a move, `Move` to the hand; into *your* hand
  when the zone is another player's: `Move.to_player`); with `into …` / `on top of …` after it,
  where they go, as `put` says it;
- `take X from Z and <instruction on it / them>` — "take" only chooses the cards (as `Choose …`):
  the instruction after it says where they go ("Take a minion from your discard pile and put it
  on top of your deck");
- `put X into your hand` of a card that may be another player's: into your hand, not its owner's.
"""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import InstructionKind, NounKind as NK, OwnerKind, PhraseKind as P, QuantKind as Q, RefKind as R
from .accounting import consume, consume_all
from .core import lowers

# the references an instruction after "take …" uses for the cards taken
_TAKEN = frozenset({R.IT, R.THEM})


class ZoneMoves:
    """Take; a card put into your hand from another player's zone (a family of `Lowerer`)."""

    def takes_then_acts(self, body: Any) -> Any:
        """"Take X from Z and put it …": the instructions with the first one read as `Choose`
        (the cards are chosen, the next instruction moves them); else `body` unchanged."""
        if not (isinstance(body, n.Effects) and len(body.items) > 1
                and body.items[0].kind in (InstructionKind.TAKE, InstructionKind.SEARCH)):
            return body
        nxt = body.items[1]
        if not (isinstance(nxt.np, n.Ref) and nxt.np.kind in _TAKEN):
            return body
        first = body.items[0]
        if first.kind == InstructionKind.SEARCH:
            first = self.search_as_choice(first)
            if first is None:
                return body
        else:
            first = attrs.evolve(first, kind=InstructionKind.CHOOSE)
        return attrs.evolve(body, items=(first,) + tuple(body.items[1:]))

    def search_as_choice(self, e: n.Instruction) -> n.Instruction | None:
        """"Search your discard pile for an action and put it into your hand": a search of a zone
        of yours that is not the deck (nothing hidden to shuffle) is a choice among its cards, as
        "Choose an action from your discard pile and put it …"; None for a search of the deck."""
        zone_np = e.np
        if not (isinstance(zone_np, n.Selection) and zone_np.noun.kind == NK.ZONE and zone_np.quant is None
                and not zone_np.adjs and self.zone_of(zone_np) == self.rs.discard_zone):
            return None
        fr = [p for p in e.phrases if p.kind == P.FOR]
        if len(fr) != 1 or e.phrases[0] is not fr[0] or not isinstance(fr[0].np, n.Selection):
            return None
        consume(fr[0])
        src = n.Phrase(kind=P.FROM, np=zone_np, span=zone_np.span)
        return attrs.evolve(e, kind=InstructionKind.CHOOSE, np=fr[0].np, phrases=(src,) + tuple(e.phrases[1:]))

    @lowers(InstructionKind.TAKE)
    def lower_take(self, e: n.Instruction, ph: list) -> Any:
        if any(p.kind in (P.INTO, P.IN, P.ON, P.AT, P.TO) for p in ph):
            # "take a card from your discard pile into your hand": where it goes, as `put` reads it
            return self.lower_place(attrs.evolve(e, kind=InstructionKind.PLACE), ph)
        fr = next((p for p in ph if p.kind == P.FROM), None)
        if fr is None or not (isinstance(fr.np, n.Selection) and fr.np.noun.kind == NK.ZONE):
            raise self.no(e, "taking a card from no zone (say where from: `from your discard pile`)")
        if self.zone_of(fr.np) == self.rs.hand_zone and not self.others_zone(fr.np):
            raise self.no(fr, "taking a card from your own hand into it")
        target = self.selector(e.np, ph)
        return s.Move(target=target, to_zone=self.rs.hand_zone, to_player=self.into_your_hand(target))

    @staticmethod
    def others_zone(np: Any) -> bool:
        own = np.owner.kind if isinstance(np, n.Selection) and np.owner is not None else None
        return own is not None and own not in (OwnerKind.YOU, OwnerKind.THEY)

    def into_your_hand(self, target: Any) -> s.Who | None:
        """Whose hand a card goes into when "your hand" is said: `None` (its owner's, the
        default) when it can only be yours; `Who.YOU` when it may be another player's card (one
        in their discard pile, deck or hand)."""
        if isinstance(target, s.Picked):
            return s.Who.YOU if self.ctx.picked_others or (self.ctx.revealed and self.ctx.looked_other) else None
        f = getattr(target, "filter", None)
        if f is not None and f.among_picked:
            # among the cards revealed or looked at: yours, unless another player's were shown
            return s.Who.YOU if self.ctx.looked_other else None
        if isinstance(target, (s.Target, s.Each)) and f is not None and f.zone is not None \
                and f.controller is not s.Controller.YOU:
            return s.Who.YOU
        return None

    def move_to_zone(self, e: n.Instruction, ph: list) -> Any:
        """"Move a minion here to the top of its owner's deck", "move it into your hand": a move
        whose destination is a zone, not a base, is the instruction that sends cards there
        (`return … to the top of …`, `put … into …`); None when the destination is a base."""
        if self.deck_top(ph) is not None:
            return self.lower_return(e, ph)
        to = next((p for p in ph if p.kind in (P.TO, P.INTO)), None)
        if to is None or not (isinstance(to.np, n.Selection) and to.np.noun.kind == NK.ZONE):
            return None
        if to.kind == P.TO:
            return self.lower_return(e, ph)
        return self.lower_place(e, ph)

    def discard_top_cards(self, e: n.Instruction, ph: list, k: int, of: n.Phrase) -> s.Reveal:
        """"Discard the top two cards of your deck": taken from the top (seen by the controller,
        as "put the top two cards of your deck into your discard pile" is) and discarded — a
        discard, so "after you discard …" answers it (SU: a card discarded from the deck)."""
        consume(of)
        consume(of.np)
        self.only(e, [p for p in ph if p is not of], set())
        them = n.Ref(kind=R.THEM if k > 1 else R.IT, span=e.np.span)
        with self.within(picking=True, revealed=k, look_zone=self.rs.deck_zone):
            target = self.selector(them, [])
        return s.Reveal(amount=s.Const(value=k), private=True, with_revealed=s.DiscardCards(target=target))

    def whole_zone(self, np: Any) -> s.Each | None:
        """"Put your hand on the bottom of your deck", "each player puts their discard pile into
        their hand": every card of the acting player's own zone (out of play: hand, discard pile),
        as "shuffle your hand into your deck" reads it; None for any other noun phrase."""
        if not (isinstance(np, n.Selection) and np.noun.kind == NK.ZONE and np.quant is None and not np.adjs):
            return None
        zone = self.zone_of(np)
        if zone not in (self.rs.hand_zone, self.rs.discard_zone):
            return None
        own = np.owner.kind if np.owner is not None else None
        if own != OwnerKind.YOU and not (own == OwnerKind.THEY and self.ctx.acting):
            raise self.no(np, "moving the cards of another player's zone")
        return s.Each(filter=s.Filter(zone=zone, controller=s.Controller.YOU))

    @lowers(InstructionKind.GIVE_CARD)
    def lower_give_card(self, e: n.Instruction, ph: list) -> Any:
        """"Give a card from your hand to another player": the card goes into that player's hand
        (one other player, chosen by the controller: `Move.to_player`); it stays its owner's."""
        fr = self.given_from(e, ph)
        self.own_zone(fr)
        to = [p for p in ph if p.kind == P.TO]
        np = to[0].np if len(to) == 1 else None
        if not self.one_other_player(np):
            raise self.no(e, "giving a card to anyone but `another player` / `an opponent`")
        ph.remove(to[0])
        consume(to[0])
        consume_all(np)
        target = self.selector(e.np, ph)
        return s.Move(target=target, to_zone=self.rs.hand_zone, to_player=s.Who.EACH_OPPONENT)

    def gives_you_a_card(self, who: s.Who, pred: n.Pred) -> s.AsPlayer:
        """"Each other player gives you a card from their hand": each of them chooses one of their
        cards there, which goes into your hand (it stays theirs to own)."""
        ph = list(pred.phrases)
        fr = self.given_from(pred, ph)
        own = fr.np.owner.kind if fr.np.owner is not None else None
        if who is not s.Who.EACH_OPPONENT or own != OwnerKind.THEY:
            raise self.no(pred, "giving you a card other than each other player from their own zone")
        with self.within(acting=True):
            self.own_zone(fr)
            target = self.selector(pred.np, ph)
        return s.AsPlayer(who=who, effect=s.Move(target=target, to_zone=self.rs.hand_zone,
                                                 to_player=s.Who.SOURCE_CONTROLLER))

    def given_from(self, x: Any, ph: list) -> n.Phrase:
        """The "from" phrase of a card given: a hand or a discard pile (E501 otherwise)."""
        fr = next((p for p in ph if p.kind == P.FROM), None)
        if fr is None or not (isinstance(fr.np, n.Selection) and fr.np.noun.kind == NK.ZONE) \
                or self.zone_of(fr.np) not in (self.rs.hand_zone, self.rs.discard_zone):
            raise self.no(x, "giving a card from somewhere other than a hand or a discard pile")
        return fr

    @staticmethod
    def one_other_player(np: Any) -> bool:
        """"another player" / "an opponent": one other player, the controller's choice."""
        return (isinstance(np, n.Selection) and not np.adjs and np.owner is None and np.quant is not None
                and ((np.noun.kind == NK.PLAYER and np.quant.kind == Q.ANOTHER)
                     or (np.noun.kind == NK.OPPONENT and np.quant.kind == Q.ONE)))
