"""h16u (SU-U3) without recomputing every base's totals after every event: the key of what those
totals read (`power_key`), when it can be told.

`Turns.watch_power` runs after every committed event while a card of the game has a
`PowerDropped` condition, and values every card on every base. Most events (phase and turn
starts, draws) change nothing those values read; but a value may read any part of the state
through an ongoing ability's condition, amount or filter, so there is no cheap general test.
When every ongoing ability a total reads — "+N power" bonuses, "not affected by" shields, "you
have +N power here" — is *local*, the totals are a function of the cards in play, read field by
field (`power_key`): local means no condition but a count of cards in play, amounts that are
constants or such counts, selectors `this`, `host`, or `each` with filter tests that read only
the card tested, the ability's card and the cards they are on (`_LOCAL_TESTS`: no other static,
no turn history, no event, no chosen card, no other zone). Equal keys then mean equal totals:
`watch_power` skips the valuing, which would have noted no drop and stored the same totals.
Otherwise (abilities cancelled in play, or an ability that is not local) `power_key` returns None
and the totals are computed as before. (A reset choice asked while valuing, SU-V2, is remembered
for the card's same modifiers, so a skipped valuing would not have asked anything.)
"""

from __future__ import annotations

from typing import Any

from . import matching as _m
from . import spec as s
from .memo import identity_cache

# filter tests (runtime/matching.py) that read only the card tested, the bonus's card and the
# cards they are attached to or on: no count, no other static, no log, no event
_LOCAL_TESTS = frozenset({
    _m._t_controller, _m._t_name, _m._t_other, _m._t_has_element, _m._t_element, _m._t_keywords,
    _m._t_at, _m._t_not_names, _m._t_not_subtypes, _m._t_not_types, _m._t_attached, _m._t_plays_on,
    _m._t_standard, _m._t_labels, _m._t_factions, _m._t_owner, _m._t_counters,
    _m._t_subtypes, _m._t_family,       # (`considered_as`: `power_key` keys no `Considered` static)
})


_PLACES = (None, s.AtBase.HERE, s.AtBase.ELSEWHERE, s.AtBase.EVENT)


def _local_filter(f: s.Filter, counted: bool) -> bool:
    """The filter reads only the card tested, the ability's card and the cards they are on (and,
    `counted`, it searches the cards in play only)."""
    if f.among_picked or f.of_picked_player or f.at not in _PLACES:
        return False                # (`at_picked`: a Pending's picks)
    for t in f.stats:               # a printed value, or the power (its bonuses keyed too)
        if t.amount is not None or t.as_it_left or not (t.printed or t.stat == "power"):
            return False
    if counted and (f.zone is not None or f.also_zones or f.in_event):
        return False
    for test in _m._filter_tests(f):
        if test not in _LOCAL_TESTS and test is not _m._t_stats:
            return False
    return True


def _local_amount(a: Any) -> bool:
    k = a.KIND
    if k == "const":
        return True
    if k == "count":
        return _local_filter(a.filter, True)
    if k in ("times", "plus"):
        return _local_amount(a.left) and _local_amount(a.right)
    return False


def _local_condition(c: Any) -> bool:
    if c is None:
        return True
    k = c.KIND
    if k == "count_is":
        return _local_filter(c.filter, True) and _local_amount(c.value)
    if k == "your_turn":                # (the active player is keyed)
        return True
    if k == "not":
        return _local_condition(c.condition)
    if k == "all":
        return all(_local_condition(x) for x in c.conditions)
    return False


def _local_selector(sel: Any) -> bool:
    k = sel.KIND
    return k == "this" or k == "host" or (k == "each" and _local_filter(sel.filter, False))


@identity_cache
def _local(eff: Any) -> bool:
    """Whether a `StatBonus`, `Unaffected` or `PlayerPower` reads only what `power_key` keys."""
    if not _local_condition(eff.condition):
        return False
    if eff.KIND == "unaffected":
        return _local_selector(eff.affects)
    if not _local_amount(eff.amount):
        return False
    return eff.KIND != "stat_bonus" or _local_selector(eff.affects)


def _listeners_key(key: list[Any], listeners: Any) -> bool:
    for l in listeners:
        if not _local(l.ability.effect):
            return False
        src = l.card
        if src is None:
            key.append((l, l.controller))
        else:
            key.append((l, l.controller, src, src.zone, src.at, src.attached_to, src.controller, src.spec))
    return True


def power_key(g: Any, stat: str = "power") -> tuple[Any, ...] | None:
    """What the totals of every base read (see the module), or None when that cannot be told."""
    if g._blank or g._considered or g._in_static:
        return None
    st = g.state
    key: list[Any] = [st.active]
    bonuses = g._bonus.get(stat)
    if bonuses and not (_listeners_key(key, bonuses) and _listeners_key(key, g._unaffected)):
        return None
    if g._player_power and not _listeners_key(key, g._player_power):
        return None
    cards = st.cards
    for i in st.in_play():
        c = cards[i]
        key.append((c, c.at, c.attached_to, c.controller, c.owner, c.spec, c.printed.get(stat),
                    tuple(c.modifiers) if c.modifiers else (),
                    tuple(c.counters.items()) if c.counters else ()))
    return tuple(key)
