"""Migrations: reading documents of an older format version (``MIGRATIONS``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from .envelope import FORMAT_VERSION, TAG, SourceRef, TextSpan
from .pool import POOL, _POOL_KEY


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
            c["abilities"] = [{**a, "span": array(a["span"], TextSpan)} if a.__class__ is dict and "span" in a
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


# version 4 renames these fields (each field named `then` had its own meaning)
_V4_FIELDS: dict[str, dict[str, str]] = {
    "then": {"then": "second"},             # Then(first, second, fully)
    "pick": {"then": "with_picked"},
    "reveal": {"then": "with_revealed"},
    "draw": {"then": "per_drawn"},
}


# version 3's "which base" flags of a filter -> `AtBase` (and base: {"at_event": true})
_AT_FLAGS = {"here": "here", "elsewhere": "elsewhere", "at_picked": "picked", "at_affected": "affected"}


def _v4_at(v: dict[str, Any]) -> dict[str, Any]:
    """A filter: the base flags ``here``, ``elsewhere``, ``at_picked``, ``at_affected`` and the
    base test's ``at_event`` are one field, ``at`` (`AtBase`); a base test left with nothing
    else is dropped. Two of them at once (the v3 compiler never wrote it: no card passes both
    ``here`` and ``elsewhere``) is refused."""
    base = v.get("base")
    event = base.__class__ is dict and base.get("at_event") is True
    if not event and not any(k in v for k in _AT_FLAGS):
        return v
    v = dict(v)
    at = [_AT_FLAGS[k] for k in _AT_FLAGS if v.pop(k, False) is True]
    if event:
        at.append("event")
        rest = {k: x for k, x in base.items() if k != "at_event"}
        if rest:
            v["base"] = rest
        else:
            del v["base"]
    elif base.__class__ is dict and "at_event" in base:
        v["base"] = {k: x for k, x in base.items() if k != "at_event"}
    if len(at) > 1:
        raise ValueError(f"a filter on two bases at once: {', '.join(at)}")
    if at:
        v["at"] = at[0]
    return v


def _v4_filter(v: dict[str, Any]) -> dict[str, Any]:
    """A filter: ``on`` (a string) and ``attached`` (a boolean) are one field, ``attached``
    (`AttachedTo`): ``on: X`` is ``attached: X``, ``attached: true`` ``"any"`` and ``false``
    ``"nothing"``. Both given (the v3 compiler never wrote it): ``on`` says more, unless
    ``attached`` is false, which no card attached to anything passes; that is refused. Then
    the base flags (`_v4_at`)."""
    v = _v4_at(v)
    if "on" not in v and v.get("attached").__class__ is not bool:
        return v
    v = dict(v)
    on, attached = v.pop("on", None), v.pop("attached", None)
    if on is not None and attached is False:
        raise ValueError(f"a filter both `on` {on!r} and not attached")
    if on is not None:
        v["attached"] = on
    elif attached is not None:
        v["attached"] = {True: "any", False: "nothing"}.get(attached, attached)
    return v


def _v4_node(v: dict[str, Any]) -> dict[str, Any]:
    """One IR object of version 3 (its members already version 4) -> version 4. A filter has no
    tag: it is an object with no ``kind`` (every tagged IR object has one)."""
    kind = v.get(TAG)
    if kind is None:
        return _v4_filter(v)
    renames = _V4_FIELDS.get(kind) if kind.__class__ is str else None
    if renames:
        v = {renames.get(k, k): x for k, x in v.items()}
    if kind == "sequence" and v.get("effects").__class__ is list and len(v["effects"]) >= 2:
        # the one conditional continuation: a sequence ending in "if it happened in full, Y"
        # after X ends in Then(X, Y, fully) (as `runtime.spec.continuations` writes it)
        *before, x, last = v["effects"]
        cond = last.get("condition") if last.__class__ is dict and last.get(TAG) == "if" else None
        if cond.__class__ is dict and cond.get(TAG) == "did" and cond.get("fully", True) is True \
                and last.get("otherwise") is None and set(cond) <= {TAG, "fully"} \
                and set(last) <= {TAG, "condition", "then", "otherwise"} and "then" in last:
            then = {TAG: "then", "first": x, "second": last["then"], "fully": True}
            return then if not before else {**v, "effects": [*before, then]}
    return v


def _v4_value(v: Any, pool: dict[str, Any]) -> Any:
    """An IR value of version 3 (JSON) -> version 4, pool keys replaced by their entries."""
    if v.__class__ is str and v in pool:
        return _v4_value(pool[v], {})            # (entries never refer to one another)
    if v.__class__ is list:
        return [_v4_value(x, pool) for x in v]
    if v.__class__ is dict:
        return _v4_node({k: _v4_value(x, pool) for k, x in v.items()})
    return v


def _v3_to_v4(raw: dict[str, Any]) -> dict[str, Any]:
    """Version 4 merges encodings that said one thing twice, and renames fields:

    - "the second only if the first happened in full" is `Then(first, second, fully=True)`; a
      sequence that ends in ``If(Did(fully=True), Y)`` (no otherwise) after X ends in that
      `Then` (`_v4_node`, the rule `runtime.spec.continuations` applies when lowering);
    - the fields named ``then`` get their own names: ``Then.second``, ``Pick.with_picked``,
      ``Reveal.with_revealed``, ``Draw.per_drawn`` (``If.then`` stays).
    - a filter's ``on`` and ``attached`` are one field, ``attached`` (`_v4_filter`).
    - a filter's base flags (``here``, ``elsewhere``, ``at_picked``, ``at_affected``, its base
      test's ``at_event``) are one field, ``at`` (`_v4_at`).

    The pool: its entries' values are version 3 too, and a key's content-derived name would
    no longer match its rewritten value. So a well-formed pool (an object of ``"@hex": [type,
    value]``) is expanded, every key replaced by its value, and dropped: the upgraded
    document is unpooled (an unpooled document is valid; ``compile`` pools anew when it writes).
    A pool that is not well-formed is left as it is, for the loader to name its problems."""
    raw = dict(raw)
    pool: dict[str, Any] = {}
    stored = raw.get(POOL)
    if stored.__class__ is dict and all(k.__class__ is str and _POOL_KEY.match(k) and e.__class__ is list
                                         and len(e) == 2 and e[0].__class__ is str for k, e in stored.items()):
        pool = {k: e[1] for k, e in stored.items()}
        del raw[POOL]

    def card(c: Any) -> Any:
        if c.__class__ is not dict:
            return c
        c = dict(c)
        if "play_on" in c:
            c["play_on"] = _v4_value(c["play_on"], pool)
        if c.get("abilities").__class__ is list:
            c["abilities"] = [{**a, "ability": _v4_value(a["ability"], pool)}
                              if a.__class__ is dict and "ability" in a else a for a in c["abilities"]]
        return c
    for part in ("cards", "shared"):
        if raw.get(part).__class__ is list:
            raw[part] = [card(c) for c in raw[part]]
    return raw


MIGRATIONS[3] = _v3_to_v4


def _oldest_readable() -> int:
    """The oldest version with an unbroken chain of migrations up to FORMAT_VERSION."""
    v = FORMAT_VERSION
    while v - 1 in MIGRATIONS:
        v -= 1
    return v
