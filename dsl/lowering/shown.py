"""Cards other players show (issue 16, h16m): "each other player reveals their hand", "each player
reveals the top three cards of their deck and draws any minions revealed" — a reveal said of the
players who act, each as "you", with what they then do to the cards shown."""

from __future__ import annotations

from typing import Any

from runtime import spec as s

from .. import nodes as n
from ..kinds import AdjKind, InstructionKind, NounKind as NK, OwnerKind, PhraseKind as P, PredKind, QuantKind as Q, RefKind
from .accounting import consume_all

SHOWING = (InstructionKind.REVEAL, InstructionKind.LOOK_AT)


def shows_first(st: n.Statement) -> bool:
    """The statement's first predicate reveals or looks at cards (not "it"), said of players
    other than "you": what it goes on to say is done to those cards."""
    p = st.pred
    return (p.kind == PredKind.DOES and p.verb is not None and InstructionKind(p.verb.kind) in SHOWING
            and not isinstance(p.np, n.Ref) and st.subject is not None
            and not (isinstance(st.subject.np, n.Ref) and st.subject.np.kind == RefKind.YOU))


class Shown:
    """Reveals by the players a statement's subject names (a family of `Lowerer`)."""

    def acting_reveal(self, st: n.Statement) -> Any:
        """The statement as one instruction list carried out by each player it names, when its
        first predicate reveals (or looks at) cards of theirs; None when it is not that shape."""
        preds = (st.pred,) + tuple(st.more)
        first = self.as_does(preds[0])
        if not (first.kind == PredKind.DOES and first.verb is not None
                and InstructionKind(first.verb.kind) in SHOWING and not isinstance(first.np, n.Ref)):
            return None
        if self.is_you(st.subject):
            return None
        acting = self.acting_players(st.subject)
        if acting is None:
            return None
        items = []
        for p in preds:
            p = self.as_does(p)
            if p.kind != PredKind.DOES or p.verb is None:
                raise self.no(p, "a statement after a reveal by other players that is not an instruction")
            items.append(n.Instruction(kind=InstructionKind(p.verb.kind), verb=p.verb, np=p.np,
                                       phrases=p.phrases, span=p.span))
        who, having, *but = acting
        with self.within(acting=True):
            eff = self.bodies([n.Effects(items=tuple(items), span=st.span)])
        return s.AsPlayer(who=who, effect=eff, having=having, but=but[0] if but else None)

    def discard_event(self, event: n.EventClause, timing: s.Timing, you: bool) -> s.EventPattern:
        """"After you discard a card", "after another player discards one or more cards from their
        hand": a card discarded by that player (`Event.DISCARD`, whose `what` is the zone it left:
        "from your hand" is only the hand's, a card looked at on a deck being discarded too)."""
        np, ev = event.np, event.ev
        if you:
            player, own = s.Controller.YOU, OwnerKind.YOU
        elif isinstance(np, n.Selection) and np.noun.kind == NK.PLAYER and np.owner is None and not event.phrases \
                and ([a.kind for a in np.adjs] == [AdjKind.OTHER] or (not np.adjs and np.quant is not None)):
            q = np.quant.kind if np.quant is not None else None
            if np.adjs or q == Q.ANOTHER:
                player = s.Controller.OPPONENT          # "another player", "an other player"
            elif q in (Q.ONE, Q.ANY):
                player = s.Controller.ANY               # "a player", "any player"
            else:
                raise self.no(np, f"`{self.words(np)}` discarding")
            consume_all(np)
            own = OwnerKind.THEY
        else:
            raise self.no(np, f"`{self.words(np)}` discarding")
        ph = list(ev.phrases)
        zone = None
        fr = next((p for p in ph if p.kind == P.FROM), None)
        if fr is not None:
            where = fr.np
            if not (isinstance(where, n.Selection) and where.noun.kind == NK.ZONE and where.owner is not None
                    and where.owner.kind == own and not where.adjs
                    and self.zone_of(where) in (self.rs.hand_zone, self.rs.deck_zone)):
                raise self.no(fr, f"a discard `{self.words(fr)}`")
            zone = self.zone_of(where)
            ph.remove(fr)
            consume_all(fr)
        return s.EventPattern(event=s.Event.DISCARD, timing=timing, player=player, zone=zone,
                              subject=self.filter(ev.np, ph))
