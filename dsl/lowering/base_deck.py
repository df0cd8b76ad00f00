"""The base deck (issue 16, helper h16p): bases looked at from the top of the shared base deck
and put back ("look at the top three bases there, then put them under it or over it, in the order
you like"): the cards shown are bases, owned by no player, so "the deck" after such a look is the
base deck, not a player's own."""

from __future__ import annotations

from typing import Any

from runtime import spec as s

from .. import nodes as n
from ..kinds import NounKind as NK, PhraseKind as P, RefKind as R
from .accounting import consume, consume_all, without


class BaseDeck:
    """The base deck as a place cards are shown from and put back into (a family of `Lowerer`)."""

    def puts_back_bases(self, e: n.Instruction) -> bool:
        """Whether "return / put …" acts on the bases just shown from the base deck ("them", "it",
        "the rest"); other objects ("a minion") are not about the base deck."""
        return bool(self.ctx.revealed and self.rs.base_deck_zone is not None
                    and self.ctx.look_zone == self.rs.base_deck_zone
                    and (isinstance(e.np, n.Ref) and e.np.kind in (R.IT, R.THEM) or self.is_rest(e.np)))

    def return_to_base_deck(self, e: n.Instruction, ph: list) -> Any:
        """"Return (put) them to (on) one end or both ends of the deck, in any order" / "return the
        others in any order" after a look at the base deck: back into it, on top unless an end is
        named (each where the controller says when both ends are)."""
        bd = self.rs.base_deck_zone
        where = "top"
        ph = without(ph, P.BACK)            # "put them back …": into the deck they came from
        for i, p in enumerate(ph):
            if p.kind not in (P.TO, P.ON, P.AT):
                continue
            ends = [p.np] if isinstance(p.np, n.Selection) else [p.np.left, p.np.right] \
                if isinstance(p.np, n.NpOr) and p.np.op in ("and/or", "or") else []
            kinds = sorted(x.noun.kind for x in ends if isinstance(x, n.Selection))
            if not ends or len(kinds) != len(ends) or not set(kinds) <= {NK.TOP_POS, NK.BOTTOM_POS}:
                raise self.no(p, "returning looked-at bases somewhere other than the top or bottom of the base deck")
            nxt = ph[i + 1] if i + 1 < len(ph) else None
            if nxt is not None and nxt.kind == P.OF:
                deck = nxt.np
                if not (isinstance(deck, n.Ref) and deck.kind == R.IT      # "of it": the deck just named
                        or isinstance(deck, n.Selection) and deck.noun.kind == NK.ZONE and deck.owner is None
                        and self.zone_of(deck) in (bd, self.rs.deck_zone)):
                    raise self.no(nxt, "returning looked-at bases to a deck other than the base deck")
                consume(nxt)
                consume_all(deck)       # "the deck" / "the base deck": the one they were shown from
                ph.remove(nxt)
            consume(p)
            ph.remove(p)
            where = "either" if len(kinds) == 2 else "bottom" if kinds == [NK.BOTTOM_POS] else "top"
            break
        order = self.has(ph, P.ANY_ORDER)
        ph = without(ph, P.ANY_ORDER)
        if ph:
            raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on returning looked-at bases")
        return s.Move(target=self.selector(e.np, []), to_zone=bd, bottom=where == "bottom",
                      any_order=order, either_end=where == "either")
