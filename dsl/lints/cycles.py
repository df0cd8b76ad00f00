"""Trigger and replacement cycles across the whole set (W404, W405; BH-525).

The graph is built from the compiled IR. Its nodes are the abilities that run when something
happens: triggered abilities, on-play abilities (they listen for their own card being played)
and replacement effects that do something instead. An edge A -> B means: an event that A's
effect produces (`ir.produced`) can match B's event pattern (same event, resource, counter;
card types, names and "this card" compatible).

A cycle of replacement effects only (W405) is cut by BH-525 at run time; it is reported because
the outcome then depends on which one applied first. Any other cycle (W404) is reported when it
can repeat without bound: none of its abilities is "once per turn", and nothing it uses up runs
out — every finite pile it takes from (cards in play, in hand, in the deck, in the discard pile,
of the card types and player involved; lives, wounds, counters, a resource, untapped cards)
gets back at least as much each time round, from the cycle or from what it triggers.
"""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import codes as C
from . import CardInfo, Group, rule, warning
from .ir import Produced, ability_effect, card_types_of, filter_of, produced, walk_ir


@attrs.define(eq=False)
class Node:
    """An ability that runs when something happens. Abilities with the same compiled text on
    cards that look the same to every pattern of the set (type, subtypes, what they are played
    on, and the name when some text names it) are one node: `count` cards carry it."""

    info: CardInfo
    index: int
    ability: Any
    pattern: s.EventPattern
    events: list[Produced]
    span: Any
    count: int = 1

    @property
    def replacement(self) -> bool:
        return isinstance(self.ability, s.Replacement)

    def where(self) -> str:
        line = self.info.set.source.line_col(self.span.start)[0] if self.span is not None else self.info.card.line
        return f"{self.info.path}:{line}"

    def label(self) -> str:
        more = f" (and {self.count - 1} more with this text)" if self.count > 1 else ""
        return f"`{self.info.name}`{more}"


def _named(group: Group) -> set[str]:
    """Card names that some filter of the set names."""
    out: set[str] = set()
    for info in group.compiled():
        for ab, _ in info.abilities:
            for x in group.ir_parts(ab):
                if isinstance(x, s.Filter) and x.name is not None:
                    out.add(x.name)
    return out


def _nodes(group: Group) -> list[Node]:
    named = _named(group)
    by_sig: dict[Any, Node] = {}
    out: list[Node] = []
    for info in group.compiled():
        for i, (ab, span) in enumerate(info.abilities):
            eff = ability_effect(ab)
            if eff is None:
                continue
            if isinstance(ab, s.Triggered):
                if ab.once_per_turn:
                    continue                 # at most once a turn: bounded
                pattern = ab.when
            elif isinstance(ab, s.Replacement):
                pattern = ab.when
            elif isinstance(ab, s.OnPlay):
                pattern = s.EventPattern(event=s.Event.PLAY, this=True)
            else:
                continue
            card = info.card
            sig = (attrs.evolve(ab, origin=""), card.type, card.subtypes, info.play_on,
                   card.name if card.name in named else None)
            node = by_sig.get(sig)
            if node is not None:
                node.count += 1
                continue
            node = Node(info, i, ab, pattern, [_from_event(e, pattern, card) for e in produced(eff)], span)
            by_sig[sig] = node
            out.append(node)
    return out


# where "it" / "that card" is after the event an ability listens for
_AFTER = {s.Event.DESTROY: "discard", s.Event.DISCARD: "discard", s.Event.DRAW: "hand", s.Event.PLAY: "play",
          s.Event.ENTER: "play"}


def _from_event(ev: Produced, pattern: s.EventPattern, card) -> Produced:
    """Where the cards of an event come from: "play it" / "return it" take the triggering card
    from where the triggering event left it; "this" is the source, of its own type; a filter's
    controller says whose piles they are."""
    if isinstance(ev.selector, s.EventCard) and ev.event in (s.Event.PLAY, s.Event.ENTER, s.Event.MOVE):
        ev = attrs.evolve(ev, source_zone=_AFTER.get(pattern.event, "unknown"))
    if isinstance(ev.selector, s.This):
        ev = attrs.evolve(ev, self_type=card.type)
    f = filter_of(ev.selector)
    if f is not None and ev.whose is None and f.controller is not s.Controller.ANY:
        ev = attrs.evolve(ev, whose="you" if f.controller is s.Controller.YOU else "opponent")
    return ev


# ------------------------------------------------------------------ can an event match a pattern
def _card_fits(group: Group, f: s.Filter | None, card) -> bool:
    if f is None:
        return True
    types = card_types_of(group.ruleset, f.card_types)
    if types is not None and card.type not in types:
        return False
    if f.name is not None and f.name != card.name:
        return False
    if f.subtypes and not set(f.subtypes) & set(card.subtypes):
        return False
    return True


def _filters_meet(group: Group, a: s.Filter | None, b: s.Filter | None) -> bool:
    if a is None or b is None:
        return True
    ta, tb = card_types_of(group.ruleset, a.card_types), card_types_of(group.ruleset, b.card_types)
    if ta is not None and tb is not None and not ta & tb:
        return False
    if a.name is not None and b.name is not None and a.name != b.name:
        return False
    if a.name is not None or b.name is not None:
        name = a.name or b.name
        other = b if a.name is not None else a
        cards = [c.card for c in group.cards if c.card.name == name]
        if cards and not _card_fits(group, other, cards[0]):
            return False
    return True


def _matches(group: Group, ev: Produced, producer: Node, listener: Node) -> bool:
    pat = listener.pattern
    if ev.event is not pat.event:
        return False
    if pat.resource and ev.resource and pat.resource != ev.resource:
        return False
    if pat.counter and ev.counter and pat.counter != ev.counter:
        return False
    sel = ev.selector
    f = filter_of(sel)
    same = producer is listener                             # the very same card is possible
    other = producer is not listener or producer.count > 1  # a different card is possible
    host = listener.info.play_on
    if isinstance(sel, s.This):
        card = producer.info.card
        if pat.this:
            return same
        if pat.host:                                         # a card is never its own host
            return other and _card_fits(group, host, card)
        if pat.subject is not None and not _card_fits(group, pat.subject, card):
            return False
        return not (pat.subject is not None and pat.subject.other and not other)
    if pat.this:
        if f is not None and not _card_fits(group, f, listener.info.card):
            return False
        return not (f is not None and f.other and not other)
    if pat.host:
        return _filters_meet(group, f, host)
    return _filters_meet(group, f, pat.subject)


# ------------------------------------------------------------------ bounds
def _zone(group: Group, zone: str | None) -> str:
    rs = group.ruleset
    if zone in (None, rs.play_zone, "base", "bases", "play area"):
        return "play"
    if zone in (rs.hand_zone, "hand"):
        return "hand"
    if zone in (rs.deck_zone, "deck"):
        return "deck"
    if zone in (rs.discard_zone, "discard", "discard pile", "graveyard"):
        return "discard"
    return zone or "play"


Pile = tuple[str, frozenset | None, str | None]   # (pile, card types; None: any, whose; None: anyone's)


def _flow(group: Group, ev: Produced) -> tuple[set[Pile], set[Pile]]:
    """(piles the event uses up, piles it refills); card piles carry the card types involved."""
    E = s.Event
    e = ev.event
    f = filter_of(ev.selector)
    t = card_types_of(group.ruleset, f.card_types) if f is not None else None
    kinds = frozenset(t) if t else (frozenset((ev.self_type,)) if ev.self_type else None)
    whose = ev.whose

    def cards(*names: str) -> set[Pile]:
        return {(x, kinds, whose) for x in names}

    def plain(*names: str) -> set[Pile]:
        return {(x, None, whose) for x in names}

    if e is E.DESTROY:
        return cards("play"), cards("discard")
    if e is E.WOUND:
        return plain("lives"), plain("wounds")
    if e is E.HEAL:
        return plain("wounds"), plain("lives")
    if e is E.LIVES:
        return (plain("lives"), set()) if ev.counter == "negative" else (set(), plain("lives"))
    if e in (E.DRAW, E.DRAW_CARDS):
        return plain("deck"), plain("hand")
    if e is E.DISCARD:
        return cards("hand"), cards("discard")
    if e is E.MOVE:
        to = _zone(group, ev.zone) if ev.zone != "base" else "base"
        if to == "base":
            return set(), set()
        src = _zone(group, ev.source_zone or (f.zone if f is not None else None))
        return cards(*({src} - {to, "unknown"})), cards(to)
    if e is E.PLAY:
        return cards(*({_zone(group, ev.source_zone)} - {"unknown"})), cards("play")
    if e is E.ENTER:
        return (cards(*({_zone(group, ev.source_zone)} - {"unknown"})) if ev.source_zone else set()), cards("play")
    if e is E.TAP:
        return plain("untapped"), plain("tapped")
    if e is E.UNTAP:
        return plain("tapped"), plain("untapped")
    if e is E.PLACE_COUNTERS:
        return set(), plain(f"counter:{ev.counter}")
    if e is E.REMOVE_COUNTERS:
        return plain(f"counter:{ev.counter}"), set()
    if e is E.GAIN:
        return set(), plain(f"resource:{ev.resource}")
    if e is E.LOSE:
        return plain(f"resource:{ev.resource}"), set()
    if e is E.ATTACH:
        return plain("unattached"), set()
    return set(), set()


def _covered(pile: Pile, refilled: set[Pile]) -> bool:
    name, kinds, whose = pile
    return any(n == name and (k is None or kinds is None or bool(k & kinds)) and (w is None or whose is None or w == whose)
               for n, k, w in refilled)


_PILE = {"play": "cards in play", "hand": "cards in hand", "deck": "cards in the deck",
         "discard": "cards in the discard pile", "lives": "lives", "wounds": "wounds",
         "untapped": "untapped cards", "tapped": "tapped cards", "unattached": "cards to attach"}


def _pile(p: Pile) -> str:
    name = p[0]
    if name.startswith("counter:"):
        return f"{name[8:]} counters"
    if name.startswith("resource:"):
        return name[9:]
    return _PILE.get(name, name)


# ------------------------------------------------------------------ graph
def _edges(group: Group, nodes: list[Node]) -> dict[int, list[tuple[int, Produced]]]:
    by_event: dict[s.Event, list[int]] = {}
    for j, b in enumerate(nodes):
        by_event.setdefault(b.pattern.event, []).append(j)
    out: dict[int, list[tuple[int, Produced]]] = {}
    for i, a in enumerate(nodes):
        seen: set[int] = set()
        for ev in a.events:
            for j in by_event.get(ev.event, ()):
                if j not in seen and _matches(group, ev, a, nodes[j]):
                    seen.add(j)
                    out.setdefault(i, []).append((j, ev))
    return out


def _sccs(n_nodes: int, edges: dict[int, list[tuple[int, Produced]]]) -> list[list[int]]:
    """Tarjan's strongly connected components, iteratively."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on: set[int] = set()
    stack: list[int] = []
    out: list[list[int]] = []
    counter = 0
    for root in range(n_nodes):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            v, k = work.pop()
            if k == 0:
                index[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on.add(v)
            succ = edges.get(v, [])
            if k < len(succ):
                work.append((v, k + 1))
                w = succ[k][0]
                if w not in index:
                    work.append((w, 0))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                out.append(comp)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
    return out


def _cycle_path(start: int, comp: set[int], edges) -> list[tuple[int, Produced]]:
    """A shortest cycle from `start` back to it inside `comp`: [(node, event that leads on)]."""
    prev: dict[int, tuple[int, Produced]] = {}
    frontier = [start]
    seen = {start}
    while frontier:
        nxt = []
        for v in frontier:
            for w, ev in edges.get(v, []):
                if w not in comp:
                    continue
                if w == start:
                    path = [(v, ev)]
                    while v != start:
                        u, e2 = prev[v]
                        path.append((u, e2))
                        v = u
                    return list(reversed(path))
                if w not in seen:
                    seen.add(w)
                    prev[w] = (v, ev)
                    nxt.append(w)
        frontier = nxt
    return []


def _cycles(group: Group, nodes: list[Node], edges=None):
    edges = _edges(group, nodes) if edges is None else edges
    for comp in _sccs(len(nodes), edges):
        members = set(comp)
        if len(comp) == 1 and not any(w == comp[0] for w, _ in edges.get(comp[0], [])):
            continue
        first = min(comp, key=lambda i: (nodes[i].info.path, nodes[i].span.start if nodes[i].span else 0))
        fed = sorted({w for v in comp for w, _ in edges.get(v, []) if w not in members})
        yield first, _cycle_path(first, members, edges), [nodes[i] for i in sorted(comp)], [nodes[i] for i in fed]


def _sustained(group: Group, nodes: list[Node]) -> set[Pile]:
    """What the events of `nodes` refill for good: an event counts once what it uses up is
    refilled too (a draw refills the hand only while the deck is refilled)."""
    flows = [_flow(group, ev) for node in nodes for ev in node.events]
    refilled: set[Pile] = set()
    changed = True
    while changed:
        changed = False
        for consume, refill in flows:
            if refill - refilled and all(_covered(p, refilled) for p in consume):
                refilled |= refill
                changed = True
    return refilled


def _unbounded(group: Group, nodes: list[Node]):
    """Cycles that can repeat without bound: for each cycle (strongly connected component),
    the shortest cycle through each of its abilities in turn, until one of them refills what it
    uses up. What a cycle uses up: what its abilities always do and the events that carry it
    round. What refills it: any event of its abilities, or of the abilities its events trigger
    on the way (those that listen for any such event, and — when the next step does not pin
    the card down — the card's own on-play ability)."""
    edges = _edges(group, nodes)
    for first, _, members, _ in _cycles(group, nodes, edges):
        comp = {id(m) for m in members}
        index = {id(x): i for i, x in enumerate(nodes)}
        order = sorted(members, key=lambda m: (m.info.path, m.span.start if m.span else 0))
        for m in order:
            start = index[id(m)]
            path = _cycle_path(start, {index[k] for k in comp}, edges)
            if not path:
                continue
            on = {v for v, _ in path}
            fed: list[Node] = []
            for k, (v, ev) in enumerate(path):
                nxt = path[(k + 1) % len(path)][0]
                pinned = nodes[nxt].pattern.this
                for w, e in edges.get(v, []):
                    if e is ev and w not in on and not (nodes[w].pattern.this and pinned):
                        fed.append(nodes[w])
            cycle = [nodes[v] for v, _ in path]
            taken: dict[int, Produced] = {id(ev): ev for node in cycle for ev in node.events if not ev.optional}
            taken.update((id(ev), ev) for _, ev in path)
            used: dict[Pile, int] = {}
            for ev in taken.values():
                for p in _flow(group, ev)[0]:
                    used[p] = used.get(p, 0) + (ev.count or 1)
            refilled = _sustained(group, cycle + fed)
            back: list[tuple[set[Pile], float]] = []          # what comes back each time round
            for node in cycle + fed:
                for ev in node.events:
                    consume, refill = _flow(group, ev)
                    if refill and all(_covered(p, refilled) for p in consume):
                        back.append((refill, ev.count if ev.count is not None else float("inf")))
            if all(sum(k for r, k in back if _covered(p, r)) >= need for p, need in used.items()):
                yield start, path, cycle, fed, refilled, set(used)
                break


def _describe(nodes: list[Node], path: list[tuple[int, Produced]]) -> tuple[str, tuple[str, ...]]:
    names = [f"`{nodes[i].info.name}`" for i, _ in path] + [f"`{nodes[path[0][0]].info.name}`"]
    chain = names[0]
    for (i, ev), nxt in zip(path, names[1:]):
        chain += f" -{ev.event.value}-> {nxt}"
    notes = tuple(f"{nodes[i].label()} ({nodes[i].where()}) causes a {ev.event.value} event"
                  for i, ev in path)
    return chain, notes


@rule(C.W404, C.W405)
def trigger_cycles(group: Group):
    nodes = _nodes(group)
    if not nodes:
        return
    replacements = [x for x in nodes if x.replacement and _replaces_with(x)]
    for first, path, members, fed in _cycles(group, replacements):
        if not path:
            continue
        chain, notes, names, start = _report(replacements, first, path)
        yield warning(C.W405, f"replacement effects replace each other in a cycle: {names}", start.span,
                      start.info.path, label=chain, notes=notes,
                      help="BH-525 cuts this at run time; make one of them a triggered ability or narrow what it replaces")
    for first, path, members, fed, refilled, used in _unbounded(group, nodes):
        if all(m.replacement for m in members):
            continue
        chain, notes, names, start = _report(nodes, first, path)
        helpers = [f for f in fed if any(all(_covered(c, refilled) for c in fl[0]) and any(_covered(p, fl[1]) for p in used)
                                         for fl in (_flow(group, ev) for ev in f.events))]
        if helpers:
            shown = sorted({h.label() for h in helpers})
            more = f" and {len(shown) - 3} more" if len(shown) > 3 else ""
            notes += (f"each time round, {', '.join(shown[:3])}{more} "
                      f"refill{'s' if len(helpers) == 1 else ''} what the cycle uses up",)
        if any(ev.optional for _, ev in path):
            notes += ("a player can stop it only by declining a \"may\"",)
        yield warning(C.W404, f"abilities trigger each other without bound: {names}", start.span, start.info.path,
                      label=chain, notes=notes,
                      help="add \"once per turn\" to one ability, or make the cycle use something up")


def _replaces_with(node: Node) -> bool:
    return isinstance(node.ability.instead, s.ReplaceWith)


def _report(nodes: list[Node], first: int, path):
    cards: list[str] = []
    for i, _ in path:
        if nodes[i].label() not in cards:
            cards.append(nodes[i].label())
    chain, notes = _describe(nodes, path)
    return chain, notes, ", ".join(cards), nodes[first]
