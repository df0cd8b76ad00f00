"""Which cards an action raises a stat of: "an action that directly increases the power of one
of your minions" (SU-L9, docs/runtime.md).

Read from the compiled action, never from what happened: an action directly increases a card's
power when it directly affects the card (SU-L9: played on it, or one of its on-play abilities
chose it) and the part of the action that affects it raises that stat —

- the card it is played on: one of the action's abilities (on play or ongoing) gives the card it
  is on (`host`) a positive modifier of the stat, or places counters that add to it;
- a card an on-play ability chose: that ability gives a positive modifier of the stat, or places
  such counters, on a card it chose (a `target`, a `pick`'s card, "it") — not on every card of a
  kind at once ("each minion here" is not direct).
"""

from __future__ import annotations

from typing import Any, Iterator

import attrs

from .memo import identity_keyed_cache

# the selectors that name cards an ability chose (not the action itself, its host, or all cards)
_NOT_CHOSEN = frozenset({"each", "this", "host", "hero", "implicit"})


def _walk(node: Any) -> Iterator[Any]:
    """Every IR node under `node` (itself included), depth first."""
    stack = [node]
    while stack:
        x = stack.pop()
        if isinstance(x, (tuple, list)):
            stack.extend(x)
            continue
        if not attrs.has(type(x)):
            continue
        yield x
        for f in attrs.fields(type(x)):
            v = getattr(x, f.name)
            if v is not None and not isinstance(v, (str, int, bool, float)):
                stack.append(v)


def _positive(amount: Any) -> bool:
    """A constant above zero, or an amount of another kind (a count: more is never less)."""
    return getattr(amount, "KIND", "") != "const" or amount.value > 0


def raised_by(effect: Any, stat: str, counter_stats: tuple[tuple[str, str, int], ...]) -> frozenset[str]:
    """The kinds of selector whose cards `effect` raises `stat` of ("target", "host" …)."""
    return _raised_by(effect, (stat, counter_stats))


@identity_keyed_cache
def _raised_by(effect: Any, key: tuple[str, tuple[tuple[str, str, int], ...]]) -> frozenset[str]:
    stat, counter_stats = key
    adds = {c for c, st, per in counter_stats if st == stat and per > 0}
    kinds = set()
    for x in _walk(effect):
        k = getattr(x, "KIND", "")
        if k in ("modify", "stat_bonus") and x.stat == stat and x.op.value == "add" and _positive(x.amount):
            sel = x.target if k == "modify" else x.affects
        elif k == "place_counters" and x.counter in adds:
            sel = x.target
        else:
            continue
        kinds.add(getattr(sel, "KIND", ""))
    return frozenset(kinds)


def chosen_raised(effect: Any, stat: str, counter_stats: tuple[tuple[str, str, int], ...]) -> bool:
    """Whether an on-play ability raises `stat` of a card it chose."""
    return bool(raised_by(effect, stat, counter_stats) - _NOT_CHOSEN)


def host_raised(spec: Any, stat: str, counter_stats: tuple[tuple[str, str, int], ...]) -> bool:
    """Whether one of the card's abilities raises `stat` of the card it is played on."""
    return any("host" in raised_by(ab.effect, stat, counter_stats)
               for ab in spec.abilities if ab.KIND in ("on_play", "static"))


def may_raise(spec: Any, stat: str, counter_stats: tuple[tuple[str, str, int], ...]) -> bool:
    """Whether the card, played, can directly increase `stat` of a card: played on a card, it
    raises its host's; otherwise one of its on-play abilities raises that of a card it chose."""
    if spec.play_on is not None:
        return host_raised(spec, stat, counter_stats)
    return any(chosen_raised(ab.effect, stat, counter_stats) for ab in spec.abilities if ab.KIND == "on_play")


def raised_stats(rs: Any, spec: Any, played: Any) -> dict[int, frozenset[str]]:
    """For an action's end of play (`actions.Directly`: the card it went on, its on-play
    abilities' resolutions): card id -> the stats of that card the action directly raised."""
    out: dict[int, set[str]] = {}
    cs = rs.counter_stats
    for st in rs.stats:
        if played.host is not None and host_raised(spec, st.name, cs):
            out.setdefault(played.host, set()).add(st.name)
        for q in played.group:
            if not chosen_raised(q.effect, st.name, cs):
                continue
            for chosen in q.targets.values():
                for c, _ in chosen:
                    out.setdefault(c.id, set()).add(st.name)
            for c in q.picked:
                out.setdefault(c.id, set()).add(st.name)
    return {k: frozenset(v) for k, v in out.items()}


def directs_types(spec: Any, types: tuple[str, ...]) -> bool:
    """Whether the card's text can directly affect a card of one of these types (SU-L9): it is
    played on such a card, or one of its on-play abilities chooses one (a `target` of that type)."""
    if spec.play_on is not None:
        return any(t in spec.play_on.card_types for t in types)
    return _directs(spec, types)


@identity_keyed_cache
def _directs(spec: Any, types: tuple[str, ...]) -> bool:
    for ab in spec.abilities:
        if ab.KIND != "on_play":
            continue
        for x in _walk(ab.effect):
            if getattr(x, "KIND", "") == "target" and any(t in x.filter.card_types for t in types):
                return True
    return False
