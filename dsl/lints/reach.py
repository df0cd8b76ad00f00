"""Unreachable text (W406): an ability that listens for an event its ruleset never produces.

An event is reachable when the ruleset's own rules cause it (turns, phases, draws, income,
scoring, untapping, attacks) or when it fits the ruleset's vocabulary (wounds need characters
with lives, a resource or counter must be one of the ruleset's, a phase one of its phases), or —
for tapping and attaching, which only cards do — when some card of the set does it. An event
whose card must match a filter that no card can ever match (see W401) is unreachable too.
"""

from __future__ import annotations

from runtime import spec as s

from .. import codes as C
from .. import nodes as n
from ..kinds import CondKind
from ..resolve import walk
from . import Group, rule, warning
from .ir import ability_effect, produced, walk_ir
from .targets import raised_stats, why_impossible

E = s.Event
_LIVES = (E.WOUND, E.HEAL, E.LIVES, E.SET_LIFE)


def _set_produces(group: Group) -> set[s.Event]:
    out: set[s.Event] = set()
    for info in group.compiled():
        for ab, _ in info.abilities:
            eff = ability_effect(ab)
            if eff is not None and (E.TAP not in out or E.ATTACH not in out or E.PAY not in out):
                out |= {p.event for p in produced(eff)}
            for x in group.ir_parts(ab):
                if isinstance(x, s.Cost) and x.cost is s.CostKind.TAP_SELF:
                    out.add(E.TAP)
    return out


def why_unreachable(pat: s.EventPattern, group: Group, made: set[s.Event], raised: set[str]) -> str | None:
    rs = group.ruleset
    ev = pat.event
    if ev in _LIVES and not rs.character_types:
        return f"{rs.title} has no lives or wounds"
    if ev is E.SCORE and (rs.score_phase is None or rs.base_type is None):
        return f"nothing scores in {rs.title}"
    if ev is E.PHASE_START and pat.phase is not None and pat.phase not in rs.phases:
        return f"{rs.title} has no phase `{pat.phase}`"
    if ev in (E.GAIN, E.LOSE) and pat.resource is not None:
        known = set(rs.resources) | {r for r in (rs.coin_resource, rs.vp_resource) if r}
        if pat.resource not in known:
            return f"{rs.title} has no resource `{pat.resource}`"
    if ev in (E.PLACE_COUNTERS, E.REMOVE_COUNTERS) and pat.counter is not None and pat.counter not in rs.counters:
        return f"{rs.title} has no `{pat.counter}` counters"
    if ev in (E.TAP, E.UNTAP) and not rs.untap_at_turn_start and E.TAP not in made:
        return f"nothing taps cards in {rs.title} or in this set"
    if ev is E.ATTACH and E.ATTACH not in made:
        return "no card of the set attaches cards"
    if ev is E.PAY and rs.cost_stat is None and E.PAY not in made:
        return f"nothing is paid in {rs.title}"
    # played, drawn or discarded cards are not in play: only the card of an event in play must stay there
    why = why_impossible(pat.subject, group, raised, in_play=ev not in (E.PLAY, E.DRAW, E.DRAW_CARDS, E.DISCARD))
    if why is not None:
        return f"no card can be the card of this event ({why})"
    return None


@rule(C.W406)
def unreachable(group: Group):
    made = _set_produces(group)
    raised = raised_stats(group)
    for info in group.compiled():
        asts = {a.span: a for a in info.card.abilities}
        for ab, span in info.abilities:
            patterns = []
            if isinstance(ab, (s.Triggered, s.Replacement)):
                patterns.append(ab.when)
            patterns += [x.when for x in group.ir_parts(ab) if isinstance(x, s.Delay)]
            for pat in patterns:
                why = why_unreachable(pat, group, made, raised)
                if why is not None:
                    yield warning(C.W406, f"this ability waits for a {pat.event.value} event that can never happen",
                                  _trigger_span(asts.get(span), span), info.path, label=why,
                                  help="listen for an event the ruleset has, or fix the restriction on its card")
                    break


def _trigger_span(ast_ab, fallback):
    """Where the awaited event is written: the trigger ("When a spell is destroyed") or the
    replaced event ("If this minion would be destroyed")."""
    if ast_ab is None:
        return fallback
    for x in walk(ast_ab):
        if isinstance(x, n.Trigger) and x.span is not None:
            return x.span
        if isinstance(x, n.Cond) and x.kind == CondKind.EVENT and x.span is not None:
            return x.span
    return fallback
