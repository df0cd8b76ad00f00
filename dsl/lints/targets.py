"""Targets that can never be legal (W401, BH-502.9) and modal abilities whose modes can never
be chosen (W402) or never all be legal together (W403, BH-524.2).

A filter is impossible when its restrictions contradict each other or the ruleset: a stat or
counter range that is empty (values never go below 0; above the ruleset's maximum only when no
card of the set raises that stat), "neutral" together with an element, a named card whose type,
subtype or element differs, card types that never stay in play (unless a card of the set is
played onto another), or "enemy" together with "you control".
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from runtime import spec as s

from .. import codes as C
from .. import nodes as n
from ..kinds import AdjKind, OwnerKind, PhraseKind
from ..resolve import walk
from ..source import Span
from . import Group, rule, warning
from .ir import card_types_of, restricted_span, walk_ir

_OPS = {s.Cmp.EQ: "exactly", s.Cmp.LE: "or less", s.Cmp.LT: "less than", s.Cmp.GE: "or more", s.Cmp.GT: "more than"}


def _range(tests: list[tuple[s.Cmp, int]]) -> tuple[int, float]:
    lo, hi = 0, float("inf")
    for cmp, v in tests:
        if cmp is s.Cmp.EQ:
            lo, hi = max(lo, v), min(hi, v)
        elif cmp is s.Cmp.LE:
            hi = min(hi, v)
        elif cmp is s.Cmp.LT:
            hi = min(hi, v - 1)
        elif cmp is s.Cmp.GE:
            lo = max(lo, v)
        elif cmp is s.Cmp.GT:
            lo = max(lo, v + 1)
    return lo, hi


def _show(stat: str, tests: list[tuple[s.Cmp, int]]) -> str:
    parts = []
    for cmp, v in tests:
        if cmp is s.Cmp.LT:
            parts.append(f"{stat} less than {v}")
        elif cmp is s.Cmp.GT:
            parts.append(f"{stat} more than {v}")
        elif cmp is s.Cmp.EQ:
            parts.append(f"{stat} exactly {v}")
        else:
            parts.append(f"{stat} {v} {_OPS[cmp]}")
    return " and ".join(parts)


def raised_stats(group: Group) -> set[str]:
    """Stats some card of the set can raise above their printed value (modifiers, counters)."""
    return group.memo("raised_stats", lambda: _raised(group))


def _raised(group: Group) -> set[str]:
    out: set[str] = set()
    counter_stat = {c: st for c, st, _ in group.ruleset.counter_stats}
    for info in group.compiled():
        for ab, _ in info.abilities:
            for x in group.ir_parts(ab):
                if isinstance(x, (s.Modify, s.StatBonus)) and x.op in (s.ModOp.ADD, s.ModOp.MUL, s.ModOp.SET,
                                                                       s.ModOp.SET_PRINTED):
                    out.add(x.stat)
                elif isinstance(x, s.PlaceCounters) and x.counter in counter_stat:
                    out.add(counter_stat[x.counter])
    return out


def why_impossible(f: s.Filter | None, group: Group, raised: set[str], in_play: bool = True) -> str | None:
    """Why no card can ever match `f` under the group's ruleset (None: some card may).
    `in_play`: the card must be in play (a target, a destroyed card) — not a card being played."""
    if f is None:
        return None
    memo = group.memo("why_impossible", dict)
    if (f, in_play) not in memo:
        memo[f, in_play] = _why_impossible(f, group, raised, in_play)
    return memo[f, in_play]


def _why_impossible(f: s.Filter, group: Group, raised: set[str], in_play: bool) -> str | None:
    rs = group.ruleset
    by_stat: dict[str, list[tuple[s.Cmp, int]]] = {}
    for t in f.stats:
        if t.amount is None and t.cmp is not s.Cmp.NE:
            by_stat.setdefault(t.stat, []).append((t.cmp, t.value))
    for stat, tests in by_stat.items():
        lo, hi = _range(tests)
        if hi < 0:
            return f"{_show(stat, tests)}: a {stat} is never below 0"
        if lo > hi:
            return f"{_show(stat, tests)}: no number is both"
        st = rs.stat(stat)
        if st is not None and lo > st.maximum and stat not in raised:
            return (f"{_show(stat, tests)}: {rs.title} prints {stat} up to {st.maximum} and no card of "
                    f"the set raises it")
    by_counter: dict[str, list[tuple[s.Cmp, int]]] = {}
    for t in f.counters:
        if t.cmp is not s.Cmp.NE:
            by_counter.setdefault(t.counter, []).append((t.cmp, t.value))
    for counter, tests in by_counter.items():
        lo, hi = _range(tests)
        if lo > hi or hi < 0:
            return f"{_show(counter + ' counters', tests)}: a card cannot have both"
    if f.has_element is False and f.element is not None:
        return f"neutral (no element) and element {f.element}: a card cannot be both"
    types = card_types_of(group.ruleset, f.card_types)
    if f.name is not None:
        named = [c.card for c in group.cards if c.card.name == f.name]
        if named:
            card = named[0]
            if types and card.type not in types:
                return f"`{f.name}` is a {card.type}, not a {' or '.join(sorted(types))}"
            if f.subtypes and not set(f.subtypes) & set(card.subtypes):
                return f"`{f.name}` is not a {' or '.join(f.subtypes)}"
            if f.element is not None and (card.element or "") != f.element:
                return f"`{f.name}` is not of element {f.element}"
            if f.has_element is False and card.element:
                return f"`{f.name}` has an element ({card.element})"
            if f.has_element is True and not card.element:
                return f"`{f.name}` is neutral (no element)"
    if in_play and types and f.zone is None and not f.in_event:
        stays = {t for t in types if (ct := rs.card_type(t)) is None or ct.in_play}
        attached = {c.card.type for c in group.cards if c.play_on is not None}
        if not stays and not (types & attached):
            kinds = " or ".join(sorted(types))
            article = "an" if kinds[:1] in "aeiou" else "a"
            return f"{article} {kinds} never stays in play in {rs.title}, and no card of the set is played onto another"
    return None


MINE = frozenset({PhraseKind.YOU_CONTROL, PhraseKind.YOU_OWN})     # "… you control", "… you own"


def _ast_contradiction(ab: n.AbilityText, parts: list) -> Iterator[tuple[Any, str]]:
    """Contradictions the AST shows directly: "enemy … you control"."""
    for x in parts:
        sel = getattr(x, "np", None)
        if not isinstance(sel, n.Selection) or isinstance(x, n.Selection):
            continue
        enemy = any(a.kind == AdjKind.ENEMY for a in sel.adjs)
        phrases = [p for p in walk(sel) if isinstance(p, n.Phrase)] + list(getattr(x, "phrases", ()))
        mine = (sel.owner is not None and sel.owner.kind == OwnerKind.YOU) or any(
            p.kind in MINE for p in phrases)
        if enemy and mine:
            end = max([sel.span.end] + [p.span.end for p in phrases if p.span is not None
                                        and p.kind in MINE])
            yield Span(sel.span.start, end), "an enemy card that you control: a card cannot be both"


def _modal_nodes(parts: list) -> list[Any]:
    out = [x for x in parts if isinstance(x, (n.Modal, n.Alternatives)) and x.span is not None]
    return sorted(out, key=lambda x: x.span.start)


def _mode_problem(mode: Any, group: Group, raised: set[str]) -> str | None:
    """Why a mode can never be legal: a mandatory target that can never be legal."""
    for x, in_play in _mandatory_targets(mode):
        why = why_impossible(x.filter, group, raised, in_play)
        if why is not None and x.min >= 1:
            return why
    return None


def _mandatory_targets(e: Any) -> Iterator[tuple[s.Target, bool]]:
    if isinstance(e, (s.May, s.Choose, s.If, s.Delay)):
        return
    if isinstance(e, s.Sequence):
        for x in e.effects:
            yield from _mandatory_targets(x)
        return
    if isinstance(e, s.Pick):
        if isinstance(e.target, s.Target):
            yield e.target, True
        yield from _mandatory_targets(e.with_picked)
        return
    if isinstance(e, s.Then):
        yield from _mandatory_targets(e.first)      # (the second may not happen)
        return
    for name in ("target", "to_base"):
        sel = getattr(e, name, None)
        if isinstance(sel, s.Target):
            yield sel, not (name == "target" and isinstance(e, (s.PlayCard, s.DiscardCards, s.ReturnToPlay)))


@rule(C.W401, C.W402, C.W403)
def impossible_targets(group: Group):
    raised = raised_stats(group)
    for info in group.cards:
        path = info.path
        text = info.set.source.text
        for ab in info.card.abilities:
            if ab.span is None or "enemy" not in text[ab.span.start:ab.span.end].lower():
                continue                  # "enemy … you control" needs the word
            for span, why in _ast_contradiction(ab, group.ast_parts(ab)):
                yield warning(C.W401, "this target can never be legal", span, path, label=why,
                              help="remove one of the two restrictions")
        if info.abilities is None:
            continue
        for ast_ab in info.card.abilities:
            irs = [ir for ir, span in info.abilities if span == ast_ab.span]
            yield from _check_ability(ast_ab, irs, group, raised, path, info.set.source.text)


def _check_ability(ast_ab: n.AbilityText, irs: list, group: Group, raised: set[str], path: str, text: str):
    parts = [x for ir in irs for x in group.ir_parts(ir)]
    if not any(isinstance(x, s.Target) for x in parts):
        return
    chooses = [x for x in parts if isinstance(x, s.Choose)]
    modals = _modal_nodes(group.ast_parts(ast_ab)) if chooses else []
    in_modes: set[int] = set()
    for i, ch in enumerate(chooses):
        for m in ch.modes:
            for x in walk_ir(m):
                in_modes.add(id(x))
        node = modals[i] if len(modals) == len(chooses) else None
        mode_nodes = (node.modes if isinstance(node, n.Modal) else node.alts) if node is not None else ()
        if len(mode_nodes) != len(ch.modes):
            mode_nodes = (None,) * len(ch.modes)
        dead = [(j, why) for j, m in enumerate(ch.modes) if (why := _mode_problem(m, group, raised)) is not None]
        if not dead:
            continue
        possible = len(ch.modes) - len(dead)
        need = (1 if ch.min >= 1 else 0) if ch.repeats else ch.min
        at = node.span if node is not None else ast_ab.span
        if possible < need:
            which = ", ".join(str(j + 1) for j, _ in dead)
            label = (f"mode{'s' if len(dead) > 1 else ''} {which} can never be legal ({dead[0][1]}); "
                     f"{possible} of {len(ch.modes)} modes left for a chain of {need}")
            yield warning(C.W403, "the modes of this ability can never all be legal together", at, path,
                          label=label, help="fix the impossible mode, lower the number of modes to choose, or add a mode")
            continue
        for j, why in dead:
            m_node = mode_nodes[j]
            span = restricted_span(m_node, m_node.span, text) if m_node is not None else at
            yield warning(C.W402, f"mode {j + 1} can never be chosen", span, path, label=why,
                          help="fix the mode's restrictions, or remove the mode")
    # cards played, discarded or put into play are not in play yet: their type may not stay there
    elsewhere = {id(getattr(x, "target", None)) for x in parts
                 if isinstance(x, (s.PlayCard, s.DiscardCards, s.ReturnToPlay))}
    for x in parts:
        if isinstance(x, s.Target) and id(x) not in in_modes:
            why = why_impossible(x.filter, group, raised, in_play=id(x) not in elsewhere)
            if why is not None:
                yield warning(C.W401, "this target can never be legal",
                              restricted_span(ast_ab, ast_ab.span, text), path, label=why,
                              help="the restrictions contradict each other; keep the one you meant")
