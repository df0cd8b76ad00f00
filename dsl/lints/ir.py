"""Reading the compiled IR (runtime/spec/) for the lint rules: walking it, what events an
effect produces, which restrictions a filter combines, and where in the AST a part is written."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import enum

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import PhraseKind as P
from ..kinds import QuantKind
from ..resolve import walk
from ..source import Span

_IR_FIELDS: dict[type, tuple[str, ...] | None] = {}


def _fields(cls: type) -> tuple[str, ...] | None:
    names = _IR_FIELDS.get(cls, False)
    if names is False:
        names = _IR_FIELDS[cls] = tuple(f.name for f in attrs.fields(cls)) if attrs.has(cls) else None
    return names


def walk_ir(x: Any, *, into_delay: bool = True) -> Iterator[Any]:
    """Every IR object under `x` (attrs instances and the members of tuples), parents first."""
    stack = [x]
    pop, push = stack.pop, stack.append
    while stack:
        x = pop()
        if isinstance(x, tuple):
            stack.extend(reversed(x))
            continue
        names = _fields(type(x))
        if names is None:
            continue
        yield x
        if not into_delay and isinstance(x, s.Delay):
            continue
        for k in reversed(names):
            v = getattr(x, k)
            if v is not None and not isinstance(v, (str, int, bool, enum.Enum)):
                push(v)


# ------------------------------------------------------------------ events an effect produces
@attrs.frozen
class Produced:
    """An event an effect causes, with what is known of its card(s)."""

    event: s.Event
    selector: Any = None            # the selector of the cards it happens to (None: a player event)
    resource: str | None = None
    counter: str | None = None
    zone: str | None = None         # MOVE: where the cards go
    source_zone: str | None = None  # PLAY / ENTER: where the cards come from (None: not known)
    self_type: str | None = None    # the source's card type, when the event is about the source
    whose: str | None = None        # "you" / "opponent": whose piles the cards come from and go to
    optional: bool = False          # under "may", a choice, a condition or a delay
    count: int | None = None        # how many cards or items each time (None: not known, maybe many)


def _cards(effect: Any) -> Any:
    return getattr(effect, "target", None)


def produced(effect: Any, optional: bool = False) -> Iterator[Produced]:
    """The events `effect` (a spec Effect) causes when it resolves, in order, with nested parts."""
    e = effect
    if isinstance(e, s.Sequence):
        for x in e.effects:
            yield from produced(x, optional)
        return
    if isinstance(e, s.May):
        yield from produced(e.effect, True)
        return
    if isinstance(e, s.Choose):
        for x in e.modes:
            yield from produced(x, True)
        return
    if isinstance(e, s.If):
        yield from produced(e.then, True)
        if e.otherwise is not None:
            yield from produced(e.otherwise, True)
        return
    if isinstance(e, s.Pick):
        yield from produced(e.with_picked, optional)
        return
    if isinstance(e, s.Then):
        yield from produced(e.first, optional)
        yield from produced(e.second, True)
        return
    if isinstance(e, s.Delay):
        yield from produced(e.effect, True)
        return
    count = _count(e)
    for p in _leaf(e, optional):
        yield attrs.evolve(p, count=count) if p.count is None else p


def _count(e: Any) -> int | None:
    amount = getattr(e, "amount", None)
    if isinstance(e, (s.Draw, s.Discard, s.PlayExtra)):
        return amount.value if isinstance(amount, s.Const) else None
    if isinstance(e, s.Search):
        return e.count
    sel = getattr(e, "target", None)
    if isinstance(sel, s.Target):
        return sel.max
    if isinstance(sel, s.RandomCards):
        return sel.count
    if isinstance(sel, (s.This, s.EventCard, s.Host, s.Picked, s.Hero, s.Implicit, s.EventSource)):
        return 1
    return None


def _leaf(e: Any, optional: bool) -> Iterator[Produced]:
    """The events of one instruction: their kinds are the IR class's fact `EVENTS` (in order);
    what is read here is what the lint knows beyond the kind (whose, which counter, which
    zones), and the rules' consequences (lethal wounds and negative lives may destroy, BH-505)."""
    events = getattr(type(e), "EVENTS", ())
    if isinstance(e, s.ReturnToHand) and not e.draw:
        events = tuple(x for x in events if x is not s.Event.DRAW)     # a draw only with `draw`
    if isinstance(e, s.PlayExtra):   # a permission: the player may use it (or not)
        f = e.filter or s.Filter(zone=e.zone or "hand")
        if not f.card_types:
            f = attrs.evolve(f, card_types=(e.card_type,))
        sel = s.Each(filter=f)
        yield Produced(s.Event.PLAY, sel, optional=True, source_zone=e.zone or "hand",
                       whose="you" if e.who is s.Who.YOU else None)
        yield Produced(s.Event.ENTER, sel, optional=True)
        return
    if isinstance(e, s.Search):
        for ev in events:
            yield Produced(ev, s.Each(filter=e.filter), zone=e.to_zone or "hand", source_zone="deck",
                           optional=optional, whose="you")
        return
    if isinstance(e, (s.Draw, s.Discard, s.Gain, s.Lose)):          # a player's events
        for ev in events:
            yield Produced(ev, resource=getattr(e, "resource", None), optional=optional, whose=_whose(e.who))
        if isinstance(e, s.Draw) and e.per_drawn is not None:
            yield from produced(e.per_drawn, optional)
        return
    sel = _cards(e)
    if isinstance(sel, s.Target) or isinstance(getattr(e, "to_base", None), s.Target):
        yield Produced(s.Event.TARGETED, sel, optional=optional)
    for ev in events:
        if ev is s.Event.SET_LIFE and isinstance(e, s.ReturnToPlay) and e.life is None:
            continue
        on = e.source if isinstance(e, s.MoveCounters) and ev is s.Event.REMOVE_COUNTERS else sel
        yield Produced(ev, on, optional=optional, **_details(e, ev, sel))
        if ev is s.Event.WOUND or (ev is s.Event.LIVES and isinstance(e, s.ReduceLives)):
            yield Produced(s.Event.DESTROY, sel, optional=True)          # lethal: destroyed (BH-505)


_MOVED_TO = {s.Move: None, s.ReturnToHand: "hand", s.ShuffleIntoDeck: "deck"}


def _details(e: Any, ev: s.Event, sel: Any) -> dict[str, Any]:
    """What the lint knows of an instruction's event beyond its kind."""
    if ev is s.Event.PLACE_COUNTERS or ev is s.Event.REMOVE_COUNTERS:
        return {"counter": e.counter}
    if ev is s.Event.LIVES:
        return {"counter": "extra" if isinstance(e, s.ExtraLives) else "negative"}
    if ev is s.Event.MOVE and type(e) in _MOVED_TO:
        return {"zone": _MOVED_TO[type(e)] or e.to_zone or "base"}
    if ev is s.Event.PLAY and isinstance(e, s.PlayCard):
        f = filter_of(sel)
        return {"source_zone": f.zone if f and f.zone else "hand"}
    if ev is s.Event.ENTER and isinstance(e, s.ReturnToPlay):
        f = filter_of(sel)
        return {"source_zone": f.zone if f and f.zone else "discard"}
    return {}


def _whose(who: s.Who) -> str | None:
    return {s.Who.YOU: "you", s.Who.EACH_OPPONENT: "opponent"}.get(who)


def ability_effect(ab: Any) -> Any:
    """The effect an ability runs (None for statics)."""
    if isinstance(ab, (s.OnPlay, s.Triggered, s.Activated)):
        return ab.effect
    if isinstance(ab, s.Replacement) and isinstance(ab.instead, s.ReplaceWith):
        return ab.instead.effect
    return None


def filter_of(sel: Any) -> s.Filter | None:
    return getattr(sel, "filter", None)


# ------------------------------------------------------------------ where in the text
def ast_selectors(node: Any) -> list[n.Selection]:
    """The noun phrases of an AST node that select cards, in source order."""
    out = [x for x in walk(node) if isinstance(x, n.Selection) and x.span is not None]
    return sorted(out, key=lambda x: (x.span.start, -x.span.end))


_FILTER_PHRASES = frozenset({P.STAT, P.PRINTED_STAT, P.REL_STAT, P.WITH_ELEMENT, P.WITHOUT_MARKER, P.WITH, P.WITH_STAT,
                             P.YOU_CONTROL, P.YOU_OWN, P.HERE, P.THERE, P.IN_PLAY, P.SUPERL, P.SAME_NAME,
                             P.THAT_NAME})


def restricted_span(node: Any, fallback: Span | None, text: str = "") -> Span | None:
    """The most restricted noun phrase under `node` (most adjectives and phrases), with the
    filter phrases written right after it: where a contradictory target is written. Falls back
    to `fallback`."""
    if node is None:
        return fallback
    phrases = [p for p in walk(node) if isinstance(p, n.Phrase) and p.span is not None and p.kind in _FILTER_PHRASES]
    best, score = None, -1
    for sel in ast_selectors(node):
        end = _extend(sel.span.end, phrases, text)
        k = sum(1 for x in walk(sel) if isinstance(x, (n.Phrase, n.Adj)))
        k += sum(1 for p in phrases if sel.span.end <= p.span.start and p.span.end <= end)
        if sel.quant is not None and sel.quant.kind == QuantKind.TARGET:
            k += 1
        if k > score:
            best, score = Span(sel.span.start, end), k
    return best if best is not None else fallback


def _extend(end: int, phrases: list[n.Phrase], text: str) -> int:
    """The end of the filter phrases that follow a noun phrase directly (only spaces between)."""
    moved = True
    while moved:
        moved = False
        for p in phrases:
            if p.span.start >= end and p.span.end > end and not text[end:p.span.start].strip() and \
                    p.span.start - end <= 2:
                end = p.span.end
                moved = True
    return end


__all__ = ["walk_ir", "Produced", "produced", "ability_effect", "filter_of", "ast_selectors", "restricted_span"]


def card_types_of(rs: Any, types: tuple[str, ...]) -> set[str] | None:
    """The card types a filter's `card_types` allow under ruleset `rs`; None: any type (no
    words, or a word such as "card" that restricts nothing known)."""
    if not types:
        return None
    out: set[str] = set()
    for t in types:
        if rs.card_type(t) is not None:
            out.add(t)
        elif t in rs.kind_aliases:
            out |= set(rs.character_types) or {ct.name for ct in rs.card_types}
        else:
            return None
    return out
