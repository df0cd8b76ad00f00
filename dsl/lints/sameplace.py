"""A move or transfer whose source and destination can be the same card (W414).

"Transfer a +1 power counter from one of your minions to one of your minions" lets the player
pick one minion twice, "Transfer this action to a minion" the minion it is on (the runtime then moves nothing, `runtime/effects.py`); "Move this minion
to a base" lets them name the base it is already on ("to this base", "to here" name the
destination: a card already there is not moved "to" it, and is not reported); "Return a card in your hand to your hand"
moves nothing. The words that keep the two apart are read from the compiled instruction:
"another" on the destination (`Filter.other`: by its words the destination is another card
than the one the instruction starts from), "between two …" (one selection used for both ends),
"here" against "another base" / "from another base" (`Filter.at`), and restrictions that no
card meets twice (other card types, "your" against "an opponent's"). What the lint cannot tell
apart (a card chosen before, the event's card) is not reported.
"""

from __future__ import annotations

from typing import Any

from runtime import spec as s

from .. import codes as C
from .. import nodes as n
from ..kinds import InstructionKind as IK
from ..source import Span
from . import CardInfo, Group, rule, warning

_OPPOSED = ({s.Controller.YOU, s.Controller.OPPONENT},)
_WHERE = {s.AtBase.HERE, s.AtBase.ELSEWHERE}
# the instructions each checked IR class is lowered from (to find where the words are)
_WORDS = {s.MoveCounters: {IK.TRANSFER}, s.Attach: {IK.TRANSFER, IK.ATTACH}, s.Move: {IK.MOVE, IK.PLACE},
          s.ReturnToHand: {IK.RETURN}}


def _disjoint(a: s.Filter, b: s.Filter, group: Group) -> bool:
    """No card can match both filters at once."""
    if a.card_types and b.card_types and not set(a.card_types) & set(b.card_types):
        return True
    if {a.controller, b.controller} in _OPPOSED or {a.owner, b.owner} in _OPPOSED:
        return True
    if {a.at, b.at} == _WHERE:
        return True
    if a.name is not None and b.name is not None and a.name != b.name:
        return True
    return (a.zone or group.ruleset.play_zone) != (b.zone or group.ruleset.play_zone)


def _may_be_this(f: s.Filter, info: CardInfo) -> bool:
    """The ability's own card may match `f`."""
    return not (f.other or (f.card_types and info.card.type not in f.card_types)
                or f.controller is s.Controller.OPPONENT or f.at is s.AtBase.ELSEWHERE or f.zone is not None)


def _same_card(a: Any, b: Any, info: CardInfo, group: Group) -> bool:
    """Two selections of one card each may designate the same card."""
    if a is b:                      # "between two of your minions": one selection, two cards
        return False
    if isinstance(a, s.This) and isinstance(b, s.This):
        return True
    if isinstance(a, s.This) or isinstance(b, s.This):
        other = b if isinstance(a, s.This) else a
        return isinstance(other, s.Target) and _may_be_this(other.filter, info)
    if isinstance(a, s.Target) and isinstance(b, s.Target):
        return not (a.filter.other or b.filter.other or _disjoint(a.filter, b.filter, group))
    return False


def _base_of_moved(sel: Any) -> s.AtBase | None | str:
    """Where a moved card is: HERE (the source's base), ELSEWHERE, None (any base), or "?"."""
    if isinstance(sel, (s.This, s.Host)):
        return s.AtBase.HERE
    if isinstance(sel, (s.Target, s.Each, s.RandomCards)):
        at = sel.filter.at
        return at if at in _WHERE or at is None else "?"
    return "?"


def _destination(sel: Any, base_type: str) -> s.AtBase | None | str:
    """Which base a card is moved to: None (a base the player chooses), HERE / ELSEWHERE (one
    chosen among those), or "?": a base the words name ("to this base", "to here": a card
    already there is not moved "to here"), "another base", a base chosen before, not known."""
    if isinstance(sel, s.Target) and base_type in sel.filter.card_types and not sel.filter.other:
        at = sel.filter.at
        return at if at in _WHERE or at is None else "?"
    return "?"


def _same_base(e: s.Move, info: CardInfo, base_type: str) -> bool:
    here, there = _base_of_moved(e.target), _destination(e.to_base, base_type)
    if "?" in (here, there):
        return False
    return {here, there} != _WHERE


def _another(sel: Any, info: CardInfo) -> str:
    f = getattr(sel, "filter", None)
    kind = f.card_types[0] if f is not None and f.card_types else info.card.type if isinstance(sel, s.This) else "card"
    return f"say that they differ: \"to another {kind}\""


def _problem(e: Any, info: CardInfo, group: Group) -> tuple[str, str] | None:
    """What may be the same (the label) and how to say it (the help), or None."""
    base_type = group.ruleset.base_type
    if isinstance(e, s.MoveCounters) and _same_card(e.source, e.target, info, group):
        return "the card the counters come from may also be the card that gets them", _another(e.target, info)
    if isinstance(e, s.Attach) and e.part is not None and _same_card(e.part, e.target, info, group):
        return "the card attached may be the card it is attached to", _another(e.target, info)
    if isinstance(e, s.Attach) and e.part is None and info.play_on is not None and isinstance(e.target, s.Target) \
            and not e.target.filter.other and not _disjoint(e.target.filter, info.play_on, group):
        # "transfer this action to a minion": the card it is played on is one of them
        return "the card it goes to may be the card it is on", _another(e.target, info)
    if isinstance(e, s.Move) and e.to_zone is None and base_type is not None and e.to_base is not None \
            and _same_base(e, info, base_type):
        return (f"the {base_type} it goes to may be the {base_type} it is on",
                f"say that they differ: \"to another {base_type}\"")
    # (a card moved within its deck changes place: to the top, to the bottom)
    rs = group.ruleset
    zone = rs.hand_zone if isinstance(e, s.ReturnToHand) else (
        e.to_zone if isinstance(e, s.Move) and e.to_player is None and e.to_zone != rs.deck_zone else None)
    f = getattr(getattr(e, "target", None), "filter", None)
    if zone is not None and f is not None and f.zone == zone and not f.also_zones:
        return f"the card is taken from the {zone} it goes to", f"take the card from somewhere else than the {zone}"
    return None


def _spans(group: Group, ab: n.AbilityText | None, movers: list) -> list[Span | None]:
    """Where each checked instruction is written: the instruction of its verb, when the ability
    has as many of those as the IR has of its class; else None (the whole ability)."""
    if ab is None:
        return [None] * len(movers)
    written = sorted((x for x in group.ast_parts(ab) if isinstance(x, n.Instruction) and x.span is not None),
                     key=lambda x: x.span.start)
    out: list[Span | None] = []
    for e in movers:
        same = [m for m in movers if type(m) is type(e)]
        words = [x.span for x in written if x.kind in _WORDS[type(e)]]
        out.append(words[same.index(e)] if len(words) == len(same) else None)
    return out


@rule(C.W414)
def same_source_and_destination(group: Group):
    for info in group.compiled():
        asts = {a.span: a for a in info.card.abilities}
        for ab, span in info.abilities:
            movers = [x for x in group.ir_parts(ab)
                      if type(x) in _WORDS]
            if not movers:
                continue
            spans = _spans(group, asts.get(span), movers)
            for i, e in enumerate(movers):
                problem = _problem(e, info, group)
                if problem is None:
                    continue
                why, how = problem
                at = spans[i] or span
                yield warning(C.W414, "the source and the destination of this move can be the same card", at,
                              info.path, label=why, help=how)


__all__ = ["same_source_and_destination"]
