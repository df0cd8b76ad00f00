"""runtime/memo.py: values derived once per frozen IR object, keyed by identity."""

import gc

from runtime.memo import identity_cache
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
