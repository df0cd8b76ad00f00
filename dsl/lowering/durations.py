"""Durations: "until …", lasting statements, instructions timed at the start / end of a turn."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import AdjKind, InstructionKind, PhraseKind as P, PredKind, TurnRefKind
from .accounting import has_adj, probe
from .core import DURATION


class Durations:
    """Durations and timed instructions (a family of `Lowerer`)."""

    def duration(self, d: n.DurationPhrase) -> s.Duration:
        key = (d.kind, d.turn.kind if d.turn is not None else None)
        if key not in DURATION:
            raise self.no(d, "this duration")
        return DURATION[key]

    @staticmethod
    def lasting(st: n.Statement) -> bool:
        """"… until the start of your next turn" closing a statement: an effect for a while,
        which an unlabelled (on-play) ability creates, not an ongoing ability."""
        return bool(st.pred.phrases) and st.pred.phrases[-1].kind == P.DURATION

    def lasting_one(self, st: n.Statement, d: n.DurationPhrase) -> Any:
        """One statement under "Until …": a change of a number of the cards it names ("another
        minion has -4 power": a minion chosen now), or an ongoing effect, for that long."""
        subj = st.subject
        if st.pred.kind == PredKind.HAS_MOD and subj is not None and subj.np is not None:
            m = self.modify(self.selector(subj.np, list(subj.phrases)), st.pred.modifier, st.pred.phrases)
            return attrs.evolve(m, duration=self.duration(d))
        if self.is_static(st):
            return s.Apply(effect=self.static(st, None), duration=self.duration(d))
        raise self.no(st, "this statement for a while")

    @probe
    def timed(self, body: Any) -> tuple[s.EventPattern, Any] | None:
        """"Destroy this minion at the end of the turn" / "Draw a card at the start of each of your
        turns" in an ongoing ability: the instruction happens at that moment of every turn; "If
        you have a minion here, draw an extra card at the end of your turn": only if it holds then."""
        if isinstance(body, n.Conditional):
            inner = self.timed(body.body)
            if inner is None:
                return None
            return inner[0], s.If(condition=self.condition(body.cond), then=inner[1])
        if not isinstance(body, n.Effects) or body.then is not None or len(body.items) != 1:
            return None
        e = body.items[0]
        at = [p for p in e.phrases if p.kind in (P.AT_START, P.AT_END)]
        if len(at) != 1 or e.phrases[-1] is not at[0]:
            return None
        p = at[0]
        player = {TurnRefKind.YOUR: s.Controller.YOU, TurnRefKind.EACH: s.Controller.ANY,
                  TurnRefKind.THE: s.Controller.ANY}.get(p.turn.kind if p.turn is not None else None)
        if player is None:
            raise self.no(p, "this turn")
        ev = s.Event.TURN_START if p.kind == P.AT_START else s.Event.TURN_END
        eff = attrs.evolve(e, phrases=e.phrases[:-1])
        if eff.kind == InstructionKind.DRAW and isinstance(eff.np, n.Selection) \
                and has_adj(eff.np, AdjKind.EXTRA):
            # "draw an extra card at the end of your turn": one more card, drawn then
            adjs = tuple(a for a in eff.np.adjs if a.kind != AdjKind.EXTRA)
            eff = attrs.evolve(eff, np=attrs.evolve(eff.np, adjs=adjs))
        return s.EventPattern(event=ev, player=player), self.effect(eff)
