"""Values derived once from a frozen IR object (a `Filter`'s tests, a card's activated abilities).

`identity_cache(fn)` returns a function that remembers `fn(obj)` per object, keyed by the
object's identity: hashing a large frozen attrs object on every look-up costs more than the work
it saves. An entry is dropped when its object is collected (a weak reference's callback), so an id
is never taken for another object while its entry lives, and objects made during a game ("a
filter with its amounts computed") do not pile up over thousands of games. Only for objects that
never change (frozen IR), and for an `fn` that never returns None. The function's `values` is the
dict itself (id -> value): a caller in a hot loop may look there first and call only on a miss.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def identity_cache(fn: Callable[[Any], T]) -> Callable[[Any], T]:
    values: dict[int, T] = {}
    refs: dict[int, weakref.ref[Any]] = {}

    def forget(key: int) -> None:
        values.pop(key, None)
        refs.pop(key, None)

    def remember(obj: Any) -> T:
        key = id(obj)
        got = values[key] = fn(obj)
        refs[key] = weakref.ref(obj, lambda _r: forget(key))
        return got

    def get(obj: Any) -> T:
        got = values.get(id(obj))
        if got is None:
            got = remember(obj)
        return got

    get.values = values     # type: ignore[attr-defined]  # `values.get(id(obj))` first, in the hottest loops
    return get


def identity_keyed_cache(fn: Callable[[Any, Any], T]) -> Callable[[Any, Any], T]:
    """`identity_cache` of a function of an object and a key (hashable, small: a zone name, the
    numbers computed for a filter): `fn(obj, key)` remembered per object identity and key, the
    object's entries dropped when it is collected. The same conditions: frozen objects, an `fn`
    that never returns None."""
    per: dict[int, dict[Any, T]] = {}
    refs: dict[int, weakref.ref[Any]] = {}

    def forget(oid: int) -> None:
        per.pop(oid, None)
        refs.pop(oid, None)

    def watch(obj: Any) -> dict[Any, T]:
        oid = id(obj)
        d: dict[Any, T] = {}
        per[oid] = d
        refs[oid] = weakref.ref(obj, lambda _r: forget(oid))
        return d

    def get(obj: Any, key: Any) -> T:
        d = per.get(id(obj))
        if d is None:
            d = watch(obj)
        got = d.get(key)
        if got is None:
            got = d[key] = fn(obj, key)
        return got

    get.per = per       # type: ignore[attr-defined]  # id -> {key: value}
    return get
