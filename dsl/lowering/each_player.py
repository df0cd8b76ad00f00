"""What each other player shows (issue 16, helper h16s): "Each other player reveals their hand."
followed by what is done with the cards shown — "For each action revealed, …", "If a player
reveals three or more X, …" (some one player's cards), "If at least five total X are revealed, …"
(every player's together)."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import CondKind, NounKind as NK, OwnerKind, PredKind, QuantKind as Q, RefKind as R, VerbKind
from .accounting import consume, consume_all

# "at least three", "exactly one", "a", "no": the comparison said by a quantity
_CMP = {Q.AT_LEAST: s.Cmp.GE, Q.AT_LEAST_TOTAL: s.Cmp.GE, Q.EXACTLY: s.Cmp.EQ, Q.AT_MOST: s.Cmp.LE,
        Q.ONE: s.Cmp.GE, Q.ANY: s.Cmp.GE, Q.NO: s.Cmp.EQ}


class EachPlayer:
    """Reveals by each other player, and tests of what they revealed (a family of `Lowerer`)."""

    def others_show_hands(self, st: Any) -> bool:
        """The statement is "Each other player reveals their hand." (one predicate, nothing else)."""
        if not isinstance(st, n.Statement) or st.more or st.subject is None or st.subject.phrases:
            return False
        p = st.pred
        np = p.np
        return (p.kind == PredKind.DOES and p.verb is not None and p.verb.kind == VerbKind.REVEAL and not p.phrases
                and isinstance(np, n.Selection) and np.noun.kind == NK.ZONE and np.quant is None and not np.adjs
                and np.owner is not None and np.owner.kind == OwnerKind.THEY
                and self.zone_of(np) == self.rs.hand_zone
                and self.acting_players(st.subject) == (s.Who.EACH_OPPONENT, None))

    def others_hands_shown(self, st: n.Statement, rest: list) -> s.Reveal:
        """"Each other player reveals their hand. <rest>": every other player's hand is shown,
        together, and the sentences after it act on (and test) the cards shown, as after
        "Reveal each other player's hand." (`Reveal(each=True)`)."""
        consume_all(st.subject)
        consume_all(st.pred)
        zone = self.rs.hand_zone
        with self.within(picking=True, revealed=-1, look_zone=zone, looked_other=True, revealed_each=True):
            then = self.choose_among(rest)
        return s.Reveal(zone=zone, whose=s.Controller.OPPONENT, each=True, with_revealed=then)

    def revealed_condition(self, c: n.Cond) -> Any:
        """"If a player reveals three or more actions" / "If at least five total actions are
        revealed": the cards each other player revealed, one player's or all together."""
        if not (self.ctx.revealed and self.ctx.revealed_each):
            raise self.no(c, "a test of revealed cards not right after each other player revealed cards")
        if c.kind == CondKind.REVEALS:
            who, np = c.np, c.np2
            if not (isinstance(who, n.Selection) and who.noun.kind == NK.PLAYER and who.quant is not None
                    and who.quant.kind == Q.ONE and not who.adjs and who.owner is None):
                raise self.no(who, f"`{self.words(who)}` revealing cards")
            consume_all(who)
        else:
            np = c.np
        if not isinstance(np, n.Selection) or np.noun.kind == NK.PLAYER or np.quant is None or np.quant.kind not in _CMP:
            raise self.no(np, f"how many revealed cards: `{self.words(np)}`")
        q = np.quant
        if q.kind == Q.AT_LEAST_TOTAL and c.kind == CondKind.REVEALS:
            raise self.no(q, "`total` said of one player's cards")
        consume(q)
        value = 0 if q.kind == Q.NO else q.number.value if q.number is not None else 1
        f = attrs.evolve(self.filter(attrs.evolve(np, quant=None), list(c.phrases)), among_picked=True,
                         zone=self.ctx.look_zone)
        if c.kind == CondKind.REVEALS:
            return s.OnePlayerCount(filter=f, cmp=_CMP[q.kind], value=s.Const(value=value))
        return s.CountIs(filter=f, cmp=_CMP[q.kind], value=s.Const(value=value))

    def is_player_rounds(self, body: Any) -> bool:
        """h16x: "For each other player, …" (no "who does not"): a round for each of them."""
        if not isinstance(body, n.ForEachDo) or body.phrases or not isinstance(body.np, n.Selection):
            return False
        np = body.np
        return (np.noun.kind == NK.PLAYER and np.quant is not None and np.quant.kind == Q.EACH
                and np.owner is None and not np.noun.plural
                and self.acting_players(n.Subject(np=np, span=np.span)) == (s.Who.EACH_OPPONENT, None))

    @staticmethod
    def about_them(body: Any) -> bool:
        """A sentence whose subject is "they" (or "that player"), right after "For each other
        player, …": what that player does in the same round."""
        return (isinstance(body, n.Statement) and body.subject is not None and not body.subject.phrases
                and isinstance(body.subject.np, n.Ref) and body.subject.np.kind in (R.THEY, R.THAT_PLAYER))

    def player_rounds(self, body: n.ForEachDo, them: list) -> s.Repeat:
        """"For each other player, name an action and reveal their hand. They discard …": one
        round per other player, in turn order; in it "their" cards are that player's
        (`Filter.of_picked_player`) and "they" is that player acting (`Who.PLAYER_PICKED`)."""
        consume_all(body.np)
        with self.within(round_player=True, player_round=True, repeating=True):
            effect = self.bodies([body.body] + them)
        return s.Repeat(count=s.PlayerRounds(who=s.Who.EACH_OPPONENT), effect=effect)

    def their_zone_shown(self, e: n.Instruction, rest: list) -> Any:
        """h16x: "reveal their hand" in a round for each other player: every card in that
        player's zone is shown; the sentences after it go on in the round."""
        shown = s.Reveal(target=s.Each(filter=s.Filter(zone=self.zone_of(e.np), of_picked_player=True)))
        consume_all(e.np)
        if not rest:
            return shown
        self.advance(after=True, last=shown)
        return s.sequence((shown, self.bodies(rest)))
