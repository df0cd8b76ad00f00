"""t16c: an action as the subject of "directly affects" (SU-L9) and "affected the same way".

"After an opponent's action directly affects a minion you control, …", "After this minion is
affected by a standard action, …": the `affect` event the runtime announces once an action's on-play
abilities resolved (the card it was played on and each card they chose), whoever played it.
"… choose one of your minions to be affected the same way": `SameWay` (runtime/same_way.py).
"""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import EventVerbKind, InstructionKind, QuantKind as Q, RefKind as R
from .accounting import consume
from .core import lowers


class Affected:
    """Directly affected by an action, its subject the action (a family of `Lowerer`)."""

    def action_affects(self, event: n.EventClause, timing: s.Timing) -> s.EventPattern:
        """"<an action> directly affects <X>" / "<X> is affected by <an action>": X as in "after you
        play an action that directly affects X" (this card, one or more of …, a filter); the action
        any player's unless it says whose ("your actions": `player`), the rest of what it says of
        the action (`standard`, …) tested on the card itself (`EventPattern.cause`, look-back)."""
        ev = event.ev
        if ev.kind == EventVerbKind.DIRECTLY_AFFECTS:
            action, action_ph, np, rest = event.np, list(event.phrases), ev.np, list(ev.phrases)
        else:
            action, action_ph, np, rest = ev.np, list(ev.phrases), event.np, list(event.phrases)
        if not isinstance(action, n.Selection):
            raise self.no(action, "a card that directly affects another that is not an action")
        kind = self.filter(action, action_ph)
        if kind.card_types != ("action",):
            raise self.no(action, "a card that directly affects another that is not an action")
        player = kind.controller
        rest_of = attrs.evolve(kind, controller=s.Controller.ANY)
        cause = None if rest_of == s.Filter(card_types=("action",)) else rest_of
        pat = dict(event=s.Event.AFFECT, timing=timing, player=player, cause_types=("action",), cause=cause)
        if isinstance(np, n.Ref) and np.kind == R.THIS and not rest:
            consume(np)
            if self.ctx.on_card:        # on an action played on a minion: that minion
                return s.EventPattern(host=True, **pat)
            return s.EventPattern(this=True, **pat)
        if not isinstance(np, n.Selection):
            raise self.no(np, "this card directly affected")
        many = np.quant is not None and np.quant.kind == Q.AT_LEAST and np.quant.number is not None \
            and np.quant.number.value == 1
        if many:                        # "one or more of your minions": once for all of one action
            consume(np.quant)
            np = attrs.evolve(np, quant=None)
        return s.EventPattern(subject=self.filter(np, self.to_here_is_here(tuple(rest))), one_or_more=many, **pat)

    @lowers(InstructionKind.SAME_WAY)
    def lower_same_way(self, e: n.Instruction, ph: list) -> s.SameWay:
        """"Choose one of your minions to be affected the same way": only in a trigger on an action
        directly affecting a card (the way is that action's choices of it, runtime/same_way.py)."""
        when = self.ctx.when
        if when is None or when.event is not s.Event.AFFECT:
            raise self.no(e, "`affected the same way` outside a trigger on a card directly affected")
        return s.SameWay(target=self.selector(e.np, ph))
