"""Shapes first met on titans and their factions (h16t, issue 16): bases counted for a player ("if
you have a minion on three or more bases"), other players' cards in a condition ("if they do not
have two or more minions here"), "if this titan is not in play" (a Special that works while the
titan is set aside, SU-T6), the play "… you may play it instead of your regular action play,
keeping up to three counters on it", and a titan limit ("Your titan limit is increased by 2",
SU-T7). The IR and the runtime's readings are in docs/runtime.md."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import (
    AdjKind, AmountPhraseKind, CondKind, InstructionKind, NounKind as NK, OwnerKind, PhraseKind as P, PredKind,
    QuantKind as Q, RefKind as R, StatAdjKind)
from .accounting import adjs_are, consume, consume_all, probe, unread
from .conditions import QUANT_CMP


class Titans:
    """Shapes first met on titans (a family of `Lowerer`)."""

    @probe
    def has_on_bases(self, c: n.Cond) -> Any:
        """"if you have a minion on three or more bases" = "if there are three or more bases
        where you have a minion": the bases counted, each passing `where_you_have`. None when the
        condition has another shape."""
        if c.kind != CondKind.HAVE or not (isinstance(c.np, n.Ref) and c.np.kind == R.YOU) \
                or len(c.phrases) != 1 or c.phrases[0].kind not in (P.ON, P.AT):
            return None
        bases = c.phrases[0].np
        if not self.is_base_word(bases) or bases.owner is not None or bases.adjs or bases.quant is None \
                or bases.quant.kind not in QUANT_CMP or bases.quant.number is None:
            return None
        consume(c.phrases[0])
        where = n.Phrase(kind=P.WHERE_YOU_HAVE, np=c.np2, span=c.np2.span)
        f = attrs.evolve(self.filter(attrs.evolve(bases, quant=None), []), base=self.where_you_have(where))
        consume(bases.quant)
        return s.CountIs(filter=f, cmp=QUANT_CMP[bases.quant.kind], value=s.Const(value=bases.quant.number.value))

    @probe
    def players_have(self, c: n.Cond) -> Any:
        """"if they do not have a minion here" (in a trigger: the event's player, as at the end of
        another player's turn), "if at least one other player (another player) does not have a
        minion here", "if each other player has a minion here": the count "you have …" reads,
        asked of those players (`PlayersHave`). None for any other subject ("you"; "another player
        has …" stays the count of opponents' cards)."""
        if c.kind not in (CondKind.HAVE, CondKind.NOT_HAVE):
            return None
        side = self.player_side(c.np)
        np = c.np
        if side is None and isinstance(np, n.Selection) and np.noun.kind in (NK.PLAYER, NK.OPPONENT) \
                and np.owner is None and np.quant is not None and np.quant.kind == Q.AT_LEAST \
                and np.quant.number is not None and np.quant.number.value == 1 \
                and (adjs_are(np, AdjKind.OTHER) and bool(np.adjs) or self.opponent_word(np)):
            side = "some"                       # "at least one other player"
        if side not in ("them", "each", "some") or (side == "some" and c.kind == CondKind.HAVE):
            return None
        who = s.Who.EVENT_PLAYER if side == "them" else s.Who.EACH_OPPONENT
        consume_all(np)
        mine = self.condition(attrs.evolve(c, kind=CondKind.HAVE, np=n.Ref(kind=R.YOU, span=np.span)))
        if not isinstance(mine, s.CountIs) or mine.counter is not None or mine.filter.zone is not None:
            raise self.no(c, "what another player has, other than cards in play")
        cmp = NEGATED[mine.cmp] if c.kind == CondKind.NOT_HAVE else mine.cmp
        return s.PlayersHave(who=who, filter=mine.filter, cmp=cmp, value=mine.value, some=side == "some")


    def not_in_play(self, c: n.Cond) -> Any:
        """"if this titan is not in play": the card is where cards of its type wait out of play
        (SU-T1, `Filter.zone` the set-aside zone). None for any other condition; E501 for a card
        that is not of a type set aside (where it would be is not said)."""
        if c.kind != CondKind.NOT_IN_PLAY or not (isinstance(c.np, n.Ref) and c.np.kind == R.THIS):
            return None
        of = self.ref(c.np)
        zone = self.set_aside_zone()
        if not isinstance(of, s.This) or zone is None:
            raise self.no(c, "whether a card that is not set aside out of play is in play")
        return s.IsCard(of=of, filter=s.Filter(zone=zone))

    def waits_aside(self, effect: Any) -> bool:
        """Whether a titan's triggered Special does something only while the titan is set aside
        ("if this titan is not in play, place two +1 power counters on it"): it works from there."""
        zone = self.set_aside_zone()
        cond = effect.condition if isinstance(effect, s.If) else None
        return zone is not None and isinstance(cond, s.IsCard) and isinstance(cond.of, s.This) \
            and cond.filter == s.Filter(zone=zone)

    def titan_play_phrases(self, body: Any, costs: list) -> tuple[Any, Any]:
        """The play of "On your turn, …, you may play it instead of your regular action play,
        keeping up to three counters on it": "it" is this titan (nothing else is named); the
        phrases after the play are taken out of it — "instead of your regular X play" uses that
        play (a cost, as when it opens the sentence), "keeping up to N counters on it" removes
        the counters over N once it is in play. Returns (the sentence without them, what
        follows the play or None)."""
        after: list = []
        with unread():
            play = _find_play(body)
        if play is None:
            return body, None
        kept = self.taken_play_phrases(list(play.phrases), costs, after)
        if not after and len(kept) == len(play.phrases):
            return body, None
        with unread():
            out = _replace(body, play, attrs.evolve(play, phrases=kept))
        return out, (after[0] if after else None)

    def taken_play_phrases(self, ph: list, costs: list, after: list) -> tuple:
        keep = []
        i = 0
        while i < len(ph):
            p = ph[i]
            if p.kind == P.INSTEAD_OF and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.REGULAR_PLAY \
                    and p.np.owner is not None and p.np.owner.kind == OwnerKind.YOU:
                consume(p)
                consume(p.np.owner)
                for w in p.np.noun.words:
                    kind = self.kinds.get(w.text.lower())
                    if kind is None or kind not in dict(self.rs.plays_per_turn):
                        raise self.no(w, "a regular play of a type with no play each turn")
                    costs.append(s.Cost(cost=s.CostKind.PLAY, card_type=kind))
            elif p.kind == P.KEEPING and i + 1 < len(ph) and ph[i + 1].kind == P.ON \
                    and isinstance(ph[i + 1].np, n.Ref) and ph[i + 1].np.kind in (R.IT, R.THIS):
                np = p.np
                if not isinstance(np, n.Selection) or np.quant is None or np.quant.kind != Q.UP_TO \
                        or np.quant.number is None or np.adjs or np.owner is not None:
                    raise self.no(p, "what the card keeps, other than up to a number of its counters")
                counter = self.counter_of(np)
                consume(p)
                consume(np.quant)
                consume(ph[i + 1])
                consume_all(ph[i + 1].np)
                most = s.Const(value=np.quant.number.value)
                over = s.Minus(left=s.CountersOn(of=s.This(), counter=counter), right=most)
                after.append(s.RemoveCounters(target=s.This(), counter=counter, amount=over))
                i += 1
            else:
                keep.append(p)
            i += 1
        return tuple(keep)

    @staticmethod
    def ast_plays_it(node: Any) -> bool:
        """Does the sentence say "play it" (on a titan's Special: the titan itself)? A search."""
        with unread():
            return _plays_it(node)

    @probe
    def is_limit(self, st: n.Statement) -> bool:
        """"Your titan limit is increased by 2" (a statement about a play limit)?"""
        subj = st.subject
        return st.pred.kind in (PredKind.INCREASED, PredKind.DECREASED) and subj is not None \
            and isinstance(subj.np, n.Selection) and subj.np.noun.kind == NK.LIMIT

    def limit_increase(self, st: n.Statement) -> s.LimitIncrease:
        """"Your titan limit is increased by 2": you may have one more card of that type in
        play than its type allows (SU-T3)."""
        subj, pred = st.subject, st.pred
        np = subj.np
        if pred.kind != PredKind.INCREASED or pred.amount is None or pred.amount.kind != AmountPhraseKind.NUMBER \
                or pred.phrases or subj.phrases:
            raise self.no(st, "a limit changed other than increased by a number")
        if subj.owner is None or subj.owner.kind != OwnerKind.YOU or (
                subj.stat_adj is not None and subj.stat_adj.kind != StatAdjKind.TOTAL):
            raise self.no(subj, "a limit of other players")     # ("total": the one limit of that type)
        kind = self.kinds.get(np.noun.words[-1].text)
        t = self.rs.card_type(kind) if kind is not None else None
        if t is None or not t.per_player_in_play:
            raise self.no(np.noun, "a limit of a card type the rules do not limit")
        return s.LimitIncrease(card_type=kind, by=pred.amount.number.value)


def _find_play(node: Any) -> Any:
    """The instruction "play it" / "play this titan" in a sentence, or None."""
    if isinstance(node, n.Instruction) and node.kind == InstructionKind.PLAY and isinstance(node.np, n.Ref) \
            and node.np.kind in (R.IT, R.THIS):
        return node
    kids = node if isinstance(node, tuple) else [getattr(node, f.name) for f in attrs.fields(type(node))
                                                 if f.name != "span"] if isinstance(node, n.Node) else ()
    for k in kids:
        found = _find_play(k)
        if found is not None:
            return found
    return None


def _replace(node: Any, old: Any, new: Any) -> Any:
    """`node` with `old` (a node in it) replaced by `new`."""
    if node is old:
        return new
    if isinstance(node, tuple):
        return tuple(_replace(x, old, new) for x in node)
    if isinstance(node, n.Node):
        changes = {}
        for f in attrs.fields(type(node)):
            if f.name != "span":
                v = getattr(node, f.name)
                w = _replace(v, old, new) if isinstance(v, (n.Node, tuple)) else v
                if w is not v:
                    changes[f.name] = w
        return attrs.evolve(node, **changes) if changes else node
    return node


def _plays_it(node: Any) -> bool:
    if isinstance(node, n.Instruction) and node.kind == InstructionKind.PLAY and isinstance(node.np, n.Ref) \
            and node.np.kind == R.IT:
        return True
    if isinstance(node, tuple):
        return any(_plays_it(x) for x in node)
    if isinstance(node, n.Node):
        return any(_plays_it(getattr(node, f.name)) for f in attrs.fields(type(node)) if f.name != "span")
    return False

# "does not have …": the comparison failing
NEGATED = {s.Cmp.GE: s.Cmp.LT, s.Cmp.LT: s.Cmp.GE, s.Cmp.LE: s.Cmp.GT, s.Cmp.GT: s.Cmp.LE,
           s.Cmp.EQ: s.Cmp.NE, s.Cmp.NE: s.Cmp.EQ}
