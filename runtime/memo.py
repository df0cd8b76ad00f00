"""Values derived once from a frozen IR object (a `Filter`'s tests, a card's activated abilities).

`IdentityCache(fn)` remembers `fn(obj)` per object, keyed by the object's identity: hashing a large
frozen attrs object on every look-up costs more than the work it saves. An entry is dropped when
its object is collected (a weak reference's callback), so an id is never taken for another object
while its entry lives, and objects made during a game ("a filter with its amounts computed") do not
pile up over thousands of games. Only for objects that never change (frozen IR): the cache never
sees a change.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class IdentityCache(Generic[T]):
    def __init__(self, fn: Callable[[Any], T]) -> None:
        self.fn = fn
        self.values: dict[int, T] = {}      # id -> fn(obj): `values.get(id(obj))` in hot loops
        self._refs: dict[int, weakref.ref[Any]] = {}

    def __call__(self, obj: Any) -> T:
        key = id(obj)
        got = self.values.get(key)
        if got is None:
            got = self.values[key] = self.fn(obj)
            self._refs[key] = weakref.ref(obj, lambda _r, key=key: self._forget(key))
        return got

    def _forget(self, key: int) -> None:
        self.values.pop(key, None)
        self._refs.pop(key, None)
