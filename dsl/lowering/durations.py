"""Durations: "until …", lasting statements, instructions timed at the start / end of a turn."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import AdjKind, DurationPhraseKind, InstructionKind, PhraseKind as P, PredKind, TurnRefKind
from .accounting import has_adj, has_kind, probe, unread
from .core import DURATION

# statements whose closing "this turn" says how long they last (SU-A8: until the end of the turn)
LASTING_PREDS = frozenset({PredKind.HAS_MOD, PredKind.GETS_MOD, PredKind.CANNOT_BE, PredKind.CANNOT,
                           PredKind.NOT_AFFECTED})
# phrases that make a closing "this turn" part of a count or a history ("for each minion you
# played this turn"), not a duration
_HISTORY = frozenset({P.FOR, P.YOU_PLAYED, P.PER, P.YOU_DISCARDED, P.YOU_DREW, P.YOU_PLACED, P.YOU_REMOVED,
                      P.EACH_TURN, P.IN_A_TURN})


def this_turn_lasts(ab: n.AbilityText) -> n.AbilityText:
    """"Each of your minions has +1 power this turn", "Give a minion +2 power this turn": a
    closing "this turn" on a statement that lasts (or on "give") is its duration, the same as
    "until the end of the turn" (SU-A8). A rewrite, not a reading: the phrase is read where the
    duration is lowered."""
    with unread():
        if not has_kind(ab, n.Phrase, P.THIS_TURN):
            return ab
        return _this_turn(ab)


def _as_duration(ph: tuple) -> tuple:
    if not ph or ph[-1].kind != P.THIS_TURN or any(p.kind in _HISTORY for p in ph[:-1]):
        return ph
    last = ph[-1]
    d = n.DurationPhrase(kind=DurationPhraseKind.UNTIL_END, turn=n.TurnRef(kind=TurnRefKind.THE, span=last.span),
                         span=last.span)
    return ph[:-1] + (attrs.evolve(last, kind=P.DURATION, duration=d),)


def _this_turn(x: Any) -> Any:
    if isinstance(x, tuple):
        return tuple(_this_turn(y) for y in x)
    if not isinstance(x, n.Node):
        return x
    new = {f.name: _this_turn(getattr(x, f.name)) for f in attrs.fields(type(x)) if f.name not in ("span", "kind")}
    if isinstance(x, n.Pred) and x.kind in LASTING_PREDS:
        new["phrases"] = _as_duration(new["phrases"])
    if isinstance(x, n.Instruction) and x.kind in (InstructionKind.GIVE, InstructionKind.GIVE_EACH):
        new["phrases"] = _as_duration(new["phrases"])
    return attrs.evolve(x, **new)


class Durations:
    """Durations and timed instructions (a family of `Lowerer`)."""

    def duration(self, d: n.DurationPhrase) -> s.Duration:
        key = (d.kind, d.turn.kind if d.turn is not None else None)
        if d.noun is not None and d.noun.text.lower() not in ("card", self.card.type):
            # "until this minion leaves play" on a minion: this card (another type names no card)
            raise self.no(d, f"`this {d.noun.text}` on a card that is not a {d.noun.text}")
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
            return self.in_round(st, s.Apply(effect=self.static(st, None), duration=self.duration(d)))
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


def shared_duration(preds: tuple) -> tuple:
    """"This minion gains +2 power and loses its abilities until the start of your next turn":
    a duration closing the last of several predicates of one subject is also that of a
    modifier before it that says none ("gains +2 power")."""
    last = preds[-1].phrases[-1] if preds[-1].phrases else None
    if last is None or last.kind != P.DURATION:
        return preds
    return tuple(attrs.evolve(p, phrases=tuple(p.phrases) + (last,))
                 if p.kind == PredKind.GETS_MOD and not any(q.kind == P.DURATION for q in p.phrases) else p
                 for p in preds[:-1]) + preds[-1:]
