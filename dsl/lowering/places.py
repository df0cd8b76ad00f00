"""Places: bases ("here", "a base where you have …") and zones."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import AdjKind, NounKind as NK, OwnerKind, PhraseKind as P, QuantKind as Q, RefKind as R
from .accounting import adjs_are, consume, consume_all, is_kind, unread, probe


class Places:
    """Bases and zones (a family of `Lowerer`)."""

    def where_you_have(self, p: n.Phrase, same_name: bool = False) -> s.BaseTest:
        """"(a base) where you have a minion / at least one minion / no minions"; "… two or more
        minions with the same name" (`same_name`): that many of one name."""
        np = p.np
        if isinstance(np, n.Selection) and np.quant is not None and np.quant.kind == Q.NO:
            # "where you have no minions"
            has = attrs.evolve(self.filter(attrs.evolve(np, quant=None), []), controller=s.Controller.YOU)
            return s.BaseTest(has=has, cmp=s.Cmp.EQ, value=0)
        if not isinstance(np, n.Selection) or np.quant is None or np.quant.kind not in (Q.ONE, Q.AT_LEAST, Q.ANOTHER):
            raise self.no(p, f"the phrase `{self.words(p)}` in a selection")
        value = np.quant.number.value if np.quant.kind == Q.AT_LEAST else 1
        has = attrs.evolve(self.filter(attrs.evolve(np, quant=None), []), controller=s.Controller.YOU,
                           other=np.quant.kind == Q.ANOTHER)
        return s.BaseTest(has=has, cmp=s.Cmp.GE, value=value, same_name=same_name)

    def base_where(self, p: n.Phrase) -> s.BaseTest:
        """"where you have a minion" or (u16b) "where you have the most power": the base's test."""
        return self.where_you_most(p) if p.kind == P.WHERE_YOU_MOST else self.where_you_have(p)

    def where_you_most(self, p: n.Phrase) -> s.BaseTest:
        """u16b: "(a base) where you have the most power": your total of that stat there is more than
        each other player's (as "if you have the most power here", strictly; SU-B3's winner)."""
        if self.ctx.acting:
            raise self.no(p, f"`{self.words(p)}` in another player's instruction")
        return s.BaseTest(has=None, most=p.stat.text.lower())

    def of_your_choice(self, np: Any, p: n.Phrase) -> None:
        """u16b: "a base of your choice", "a minion of your choice": the player carrying out the
        instruction chooses, which is what a chosen noun phrase says alone; refused where another
        player carries it out (the chooser would change) or where nothing is chosen ("each …")."""
        q = np.quant.kind if isinstance(np, n.Selection) and np.quant is not None else None
        if self.ctx.acting:
            raise self.no(p, f"`{self.words(p)}` in another player's instruction")
        if q in (Q.EACH, Q.ALL, Q.THE, Q.NO):
            raise self.no(p, f"`{self.words(p)}` after `{self.words(np.quant)}` (nothing is chosen)")

    def named_card(self, p: n.Phrase) -> str:
        """u16b: "a minion named Stone Golem": a card name of the set."""
        name = p.word.text if p.word is not None else None
        if self.table is None or name not in self.table.cards:
            raise self.no(p, f"`{self.words(p)}`: not a card name of the set")
        return name

    def base_has(self, np: n.Selection, phrases: list, of: n.Selection | None = None) -> s.BaseTest:
        """"(a base) with / that has one of your actions played on it": how many cards on the
        base match; "on it" / "played on it" is the base itself (not a card there). "(a minion on
        a base) with another of your minions": one more than the selected card, which is one of
        them (refused when it might not be)."""
        q = np.quant.kind if np.quant is not None else None
        if q is None and np.owner is not None:
            # "a base with another player's minion": one or more such cards (as "a minion" is)
            value = 1
        elif q not in (Q.ONE, Q.EXACTLY, Q.AT_LEAST, Q.ANOTHER):
            raise self.no(np, f"counting `{self.words(np)}` on a base")
        else:
            value = np.quant.number.value if np.quant.number is not None else 1
        on_it = [p for p in phrases if p.kind in (P.ON, P.PLAYED_ON) and isinstance(p.np, n.Ref) and p.np.kind == R.IT]
        has = self.filter(attrs.evolve(np, quant=None), [p for p in phrases if p not in on_it])
        if on_it:
            has = attrs.evolve(has, attached=s.AttachedTo.NOTHING)
        if q == Q.ANOTHER:
            sel = self.filter(attrs.evolve(of, quant=None), []) if of is not None else None
            if sel is None or sel.card_types != has.card_types or has.controller not in (s.Controller.ANY, sel.controller) \
                    or attrs.evolve(has, card_types=(), controller=s.Controller.ANY) != s.Filter():
                raise self.no(np, f"`{self.words(np)}` that the selected card may not be one of")
            value += 1
        return s.BaseTest(has=has, cmp=s.Cmp.GE, value=value)

    @probe
    def is_base_word(self, np: Any) -> bool:
        return isinstance(np, n.Selection) and np.noun.kind == NK.KIND and bool(np.noun.words) \
            and self.rs.base_type is not None and self.kinds.get(np.noun.words[-1].text) == self.rs.base_type

    @probe
    def is_any_base(self, np: Any) -> bool:
        """"a base" / "any base" with nothing else: any base in play."""
        return self.is_base_word(np) and np.owner is None and not np.adjs and np.quant is not None \
            and np.quant.kind in (Q.ONE, Q.ANY)

    @probe
    def is_any_card(self, np: Any) -> bool:
        """"a minion or base", "minions and/or bases": a card of any type that cards are played on."""
        if isinstance(np, n.NpOr):
            if self.is_any_card(np.left) and self.is_any_card(np.right):
                consume_all(np)     # "a minion or base": every type cards are played on
                return True
            return False
        return isinstance(np, n.Selection) and np.noun.kind == NK.KIND and not np.owner and not np.adjs \
            and (np.quant is None or np.quant.kind == Q.ONE)

    @probe
    def is_other_base(self, np: Any) -> bool:
        """"another base" / "other bases": a base other than this card's."""
        if not isinstance(np, n.Selection) or np.noun.kind != NK.KIND or np.owner is not None:
            return False
        if self.kinds.get(np.noun.words[-1].text) != self.rs.base_type:
            return False
        return (np.quant is not None and np.quant.kind == Q.ANOTHER) or adjs_are(np, AdjKind.OTHER)

    @probe
    def onto_here(self, ph: list) -> bool:
        """"here" / "on this base" / "on this base or on minions here": a play onto this base,
        or onto a card on it (NoPlay bars both: a card played on a minion goes to its base)."""
        if len(ph) == 1 and self.is_here(ph[0]):
            return True
        if len(ph) == 2 and ph[0].kind == P.ON and isinstance(ph[0].np, n.NpOr) and ph[0].np.op == "or" \
                and ph[1].kind == P.HERE:
            sides = (ph[0].np.left, ph[0].np.right)
            on_base = [x for x in sides if self.is_here(n.Phrase(kind=P.ON, np=x))]
            on_cards = [x for x in sides if isinstance(x, n.Selection) and x.quant is None and x.owner is None
                        and not x.adjs and x.noun.kind == NK.KIND]
            if len(on_base) == 1 and len(on_cards) == 1:
                consume_all(ph[0])      # this base, or the cards on it
                consume(ph[1])
                return True
        return False

    @probe
    def to_here(self, p: n.Phrase) -> bool:
        """"to this base" / "to here": this card's base as a destination."""
        return p.kind == P.TO and (
            (isinstance(p.np, n.Ref) and p.np.kind == R.HERE)
            or (isinstance(p.np, n.Ref) and p.np.kind == R.THIS and p.np.word is not None
                and self.kinds.get(p.np.word.text) == self.rs.base_type))

    @probe
    def is_here(self, p: n.Phrase) -> bool:
        """"here" / "on this base": the base the card is on."""
        return is_kind(p, P.HERE) or (p.kind == P.ON and isinstance(p.np, n.Ref) and p.np.kind == R.THIS
                                    and p.np.word is not None
                                    and self.kinds.get(p.np.word.text) == self.rs.base_type)

    def zone_owner(self, f: dict[str, Any], np: Any, zone: n.Selection, where: Any) -> None:
        """Whose zone the cards are taken from (a card out of play is its owner's): "your" (or
        "their" in another player's instructions) and "another player's" / "an opponent's" set
        the controller; "any player's", or "each player's" for every card in them, leave it
        open. Anything else would be dropped without a word: "a card from each player's discard
        pile" is a card from each of them, one choice per player (not supported)."""
        own = zone.owner.kind if zone.owner is not None else None
        mass = isinstance(np, n.Selection) and np.quant is not None and np.quant.kind in (Q.EACH, Q.ALL)
        if own is None or own == OwnerKind.ANY_PLAYER or (own == OwnerKind.EACH_PLAYER and mass):
            return
        if own == OwnerKind.YOU or (own == OwnerKind.THEY and self.ctx.acting):
            self.set_controller(f, s.Controller.YOU, where)
        elif own == OwnerKind.THEY and self.ctx.round_player:
            consume(zone.owner)
            f["of_picked_player"] = True    # t16a: "their discard pile" in a round: that player's
        elif own == OwnerKind.OTHER_PLAYERS:
            self.set_controller(f, s.Controller.OPPONENT, where)
        elif own == OwnerKind.EACH_PLAYER:
            raise self.no(zone.owner, f"a choice from `{self.words(zone)}` for each player (one card "
                                      f"from each of them)")
        else:
            raise self.no(zone.owner, f"whose {self.words(zone.noun)} the cards are taken from")

    def zone_of(self, np: Any) -> str:
        if isinstance(np, n.Selection) and np.noun.kind == NK.ZONE:
            z = self.canon(np.noun.words[0].text, self.rs.zones)
            if z is not None:
                own = np.owner
                with unread():      # (asking whose it is reads it only for the answers taken)
                    owners = own is not None and (own.kind in (OwnerKind.YOU, OwnerKind.OWNER)
                                                  or own.kind == OwnerKind.THEY and self.ctx.acting
                                                  # "return the rest to the top of their decks" after
                                                  # other players' cards were shown: their owners' (h16m)
                                                  or own.kind == OwnerKind.THEY and self.ctx.looked_other)
                if owners:
                    # "your deck", "its owner's hand": a card goes to (comes from) its owner's
                    # zone, the one the runtime names; another player's is not read here
                    consume(own)
                return z
        z = self.shared_zone(np)
        if z is not None:
            return z
        raise self.no(np, "a zone here")

    @probe
    def zones_or(self, np: Any) -> bool:
        """"your hand or discard pile", "your hand and/or discard pile": two zones, the second
        without an owner of its own (it is the first one's)."""
        return (isinstance(np, n.NpOr) and np.op in ("or", "and/or")
                and all(isinstance(x, n.Selection) and x.noun.kind == NK.ZONE and not x.quant and not x.adjs
                        for x in (np.left, np.right)) and np.right.owner is None)

    def shared_zone(self, np: Any) -> str | None:
        """"the Madness deck": a shared deck of the ruleset (SU-M1), named by its cards' name and
        a zone word; None when `np` is not one."""
        if isinstance(np, n.Selection) and np.noun.kind == NK.NAME_ZONE and len(np.noun.words) == 2:
            d = self.rs.shared_deck(f"{np.noun.words[0].text} {np.noun.words[1].text}")
            if d is not None:
                return d.zone
        return None
