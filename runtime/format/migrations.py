"""Migrations: reading documents of an older format version (``MIGRATIONS``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from .envelope import FORMAT_VERSION, SourceRef, Span


# version v -> upgrade(raw document of version v) -> raw document of version v + 1. The raw
# document is the parsed JSON (dicts and lists); the upgrade returns a new one. The loader
# verifies the hash first (over the document as stored), then applies these in order, then
# structures strictly, so a migration must produce a complete, valid document of v + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}   # filled below


def _v1_to_v2(raw: dict[str, Any]) -> dict[str, Any]:
    """Version 1 wrote a card's ``source`` and an ability's ``span`` as objects; version 2
    writes them as arrays (`ARRAYS`) and adds ``shared`` (a v1 set has none). Anything not
    shaped as version 1 wrote it is left as it is, for the structure check to name."""
    def array(v: Any, cl: type) -> Any:
        names = [f.name for f in attrs.fields(cl)]
        if v.__class__ is dict and set(v) == set(names):
            return [v[n] for n in names]
        return v

    def card(c: Any) -> Any:
        if c.__class__ is not dict:
            return c
        c = dict(c)
        if "source" in c:
            c["source"] = array(c["source"], SourceRef)
        if c.get("abilities").__class__ is list:
            c["abilities"] = [{**a, "span": array(a["span"], Span)} if a.__class__ is dict and "span" in a
                              else a for a in c["abilities"]]
        return c
    raw = dict(raw)
    if raw.get("cards").__class__ is list:
        raw["cards"] = [card(c) for c in raw["cards"]]
    return raw


MIGRATIONS[1] = _v1_to_v2


def _v2_to_v3(raw: dict[str, Any]) -> dict[str, Any]:
    """Version 3 adds the ``pool``; a version 2 document has none and is version 3 as it is."""
    return raw


MIGRATIONS[2] = _v2_to_v3


def _oldest_readable() -> int:
    """The oldest version with an unbroken chain of migrations up to FORMAT_VERSION."""
    v = FORMAT_VERSION
    while v - 1 in MIGRATIONS:
        v -= 1
    return v
