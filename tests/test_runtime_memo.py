"""runtime/memo.py: values derived once per frozen IR object, keyed by identity."""

import gc

from runtime.memo import identity_cache, identity_keyed_cache
from runtime.spec import Filter


def test_identity_cache_computes_once_per_object_and_forgets_collected_objects():
    calls = []

    @identity_cache
    def types(f: Filter) -> tuple[str, ...]:
        calls.append(f)
        return f.card_types

    a = Filter(card_types=("minion",))
    b = Filter(card_types=("minion",))          # equal, but another object: its own entry
    assert types(a) == ("minion",) and types(a) == ("minion",) and types(b) == ("minion",)
    assert calls == [a, b] and calls[0] is a and calls[1] is b
    assert types.values == {id(a): ("minion",), id(b): ("minion",)}
    calls.clear()
    del a, b
    gc.collect()
    assert types.values == {}                   # no entry outlives its object (no id reused)


def test_identity_keyed_cache_computes_once_per_object_and_key_and_forgets_collected_objects():
    calls = []

    @identity_keyed_cache
    def in_zone(f: Filter, zone: str) -> Filter:
        calls.append((f, zone))
        return Filter(card_types=f.card_types, zone=zone)

    a = Filter(card_types=("minion",))
    b = Filter(card_types=("minion",))
    x = in_zone(a, "hand")
    assert x.zone == "hand" and in_zone(a, "hand") is x                # remembered
    assert in_zone(a, "discard pile") is not x and in_zone(b, "hand") is not x
    assert len(calls) == 3
    assert set(in_zone.per) == {id(a), id(b)} and len(in_zone.per[id(a)]) == 2
    calls.clear()
    del a, b, x
    gc.collect()
    assert in_zone.per == {}                      # no entry outlives its object (no id reused)
    c = Filter(card_types=("minion",))
    in_zone(c, "hand")
    assert len(calls) == 1                        # a new object: computed again
