"""The pool: an IR value that occurs more than once among the cards of one source file is
written once (format version 3); writing it, checking it, expanding it."""

from __future__ import annotations

import functools
import hashlib
import json
import re
import typing
from collections.abc import Iterator, Sequence
from typing import Any

import attrs

from .. import spec
from .envelope import ARRAYS, CompiledCard, CompiledSet, FORMAT_CLASSES, TAG, UNIONS, _collector_paused, _resolve_types
from .converter import _converter, _describe, _is_homogeneous_tuple, _is_optional, _join, _problems, _without_none
from .hashing import _canonical


# --------------------------------------------------------------------------------------------
# the pool: an IR value that occurs more than once is written once (version 3)

POOL = "pool"
_POOL_KEY = re.compile(r"@[0-9a-f]{8,64}\Z")
KEY_DIGITS = 8            # hex digits of a pool key, more only where two keys would collide


def _item_type(t: Any) -> tuple[Any, bool]:
    """``(type, many)``: the type a field holds, ``X | None`` read as X and ``tuple[X, ...]`` as
    X with ``many``."""
    if _is_optional(t):
        t = _without_none(t)
    if _is_homogeneous_tuple(t):
        return typing.get_args(t)[0], True
    return t, False


@functools.lru_cache(maxsize=1)
def _position_types() -> dict[Any, str]:
    """The types a pool key may stand for, by name: every tagged union and every IR class that
    some field is declared as. The format's own classes (cards, abilities, spans, sources) are
    one of a kind and never pooled."""
    _resolve_types()
    out = {alias: name for name, alias in UNIONS.items()}
    for cl in (*spec.ALL_CLASSES, *FORMAT_CLASSES):
        for f in attrs.fields(cl):
            t, _ = _item_type(f.type)
            if attrs.has(t) and t not in FORMAT_CLASSES:
                out[t] = t.__name__
    return out


class _Shape:
    """What the pool's walks need to know of a type, in plain dicts (looking typing's unions up
    is slow): its name; whether it is a position (`_position_types`); a union's members by tag;
    a class's fields that hold IR values or format objects holding them, ``name -> (shape,
    many)``."""

    __slots__ = ("name", "position", "members", "fields")

    def __init__(self, name: str, position: bool) -> None:
        self.name, self.position = name, position
        self.members: dict[str, _Shape] | None = None
        self.fields: dict[str, tuple[_Shape, bool]] = {}

    def at(self, v: Any) -> _Shape | None:
        """The shape of JSON value ``v`` written where this type belongs (a union's member by
        its tag); None if ``v`` is not an object of it."""
        if v.__class__ is not dict:
            return None
        if self.members is None:
            return self
        tag = v.get(TAG)
        return self.members.get(tag) if tag.__class__ is str else None


@functools.lru_cache(maxsize=1)
def _shapes() -> dict[Any, _Shape]:
    """Type -> its `_Shape`, for the format's classes and every type inside them."""
    positions = _position_types()
    out: dict[Any, _Shape] = {}

    def shape(t: Any) -> _Shape:
        if t in out:
            return out[t]
        sh = out[t] = _Shape(positions.get(t) or t.__name__, t in positions)
        if t in UNIONS.values():
            sh.members = {cl.KIND: shape(cl) for cl in typing.get_args(t)}
            return sh
        for f in attrs.fields(t):
            item, many = _item_type(f.type)
            if item in positions or (attrs.has(item) and item not in ARRAYS):
                sh.fields[f.name] = (shape(item), many)
        return sh
    for cl in FORMAT_CLASSES:
        shape(cl)
    return out


def _held(v: Any, sh: _Shape) -> Iterator[tuple[str, Any, _Shape, bool]]:
    """``(key, value, shape, many)`` of each field of JSON object ``v`` (written where ``sh``
    belongs) that holds IR, as far as its shape allows (damage is left to the converter)."""
    cl = sh.at(v)
    if cl is not None:
        fields = cl.fields
        for k, x in v.items():
            held = fields.get(k)
            if held is not None and x is not None:
                yield k, x, held[0], held[1]


class _Entry:
    """A pooled value while the pool is built: its type's name and JSON value, the canonical
    JSON of both (what the pool holds) and its SHA-256, how many places it stands in, then its
    key (`_keys`). `_canonical_keyed` writes the key where the entry stands, or the value where
    it has no key."""

    __slots__ = ("name", "value", "text", "digest", "uses", "key")

    def __init__(self, name: str, value: Any) -> None:
        self.name, self.value, self.key, self.uses = name, value, "", 0
        self.text = _canonical([name, value])
        self.digest = hashlib.sha256(self.text.encode("utf-8")).hexdigest()


def _keys(entries: Sequence[_Entry]) -> dict[str, str]:
    """Give each entry its key: "@" and the first `KEY_DIGITS` hex digits of its digest, or
    as many more as it takes for different entries to get different keys (equal entries, from
    different files, get the same one). An entry that stands in one place only (the value
    repeats, but the other times inside a larger pooled value) gets none: it is written in
    place. Returns the pool: ``key -> text``, sorted by key."""
    entries = [e for e in entries if e.uses > 1]
    digests = {e.digest for e in entries}
    digits = KEY_DIGITS
    while len({d[:digits] for d in digests}) < len(digests):
        digits += 1
    for e in entries:
        e.key = "@" + e.digest[:digits]
    return {e.key: e.text for e in sorted(entries, key=lambda e: e.key)}


def _pool_documents(cards: list[Any]) -> tuple[list[Any], list[_Entry]]:
    """Cards (JSON, as `card_text` writes them) with each repeated IR value replaced by its
    `_Entry` (without a key yet: `_keys`), and the entries.

    A value is pooled when it occurs twice or more among these cards (counted bottom-up, so
    equal values are found whatever contains them) and nothing around it is pooled: entries are
    written in full and never refer to each other. Cards in which nothing is pooled are
    returned as they were (the same objects)."""
    card_shape = _shapes()[CompiledCard]
    numbers: dict[Any, int] = {}        # a value's frozen form -> its number
    counts: list[int] = []
    number_of: dict[int, int] = {}      # id(JSON object at a position) -> its number

    def count(v: Any, sh: _Shape) -> int:
        """The value's number, counted once more; bottom up. Inside an IR value, a field that
        holds no IR holds a scalar or an array of scalars (names, enum values)."""
        fields = (sh.members[v[TAG]] if sh.members is not None else sh).fields
        parts: list[Any] = [sh]           # then each key and its value's stand-in
        for k, x in v.items():
            held = fields.get(k) if fields else None
            if held is None or x is None:
                parts += k, (tuple(x) if x.__class__ is list else x)
            elif held[1]:
                parts += k, tuple([count(e, held[0]) for e in x])
            else:
                parts += k, count(x, held[0])
        frozen = tuple(parts)
        n = numbers.get(frozen)
        if n is None:
            n = numbers[frozen] = len(counts)
            counts.append(1)
        else:
            counts[n] += 1
        number_of[id(v)] = n
        return n

    used: dict[int, _Entry] = {}

    def rewrite(v: Any, sh: _Shape) -> Any:
        """Top down: the value to write, an `_Entry` where the value is pooled."""
        if sh.position:
            n = number_of[id(v)]
            if counts[n] > 1:
                entry = used.get(n)
                if entry is None:
                    entry = used[n] = _Entry(sh.name, v)
                entry.uses += 1
                return entry
            fields = (sh.members[v[TAG]] if sh.members is not None else sh).fields
        else:
            fields = sh.fields
        out = v
        for k, x in v.items():
            held = fields.get(k)
            if held is None or x is None:
                continue
            if held[1]:
                new = [rewrite(e, held[0]) for e in x]
                changed = any(a is not b for a, b in zip(new, x))
            else:
                new = rewrite(x, held[0])
                changed = new is not x
            if changed:
                if out is v:
                    out = dict(v)
                out[k] = new
        return out

    def visit_count(v: Any, sh: _Shape) -> None:
        if sh.position:
            count(v, sh)
        else:
            for _, x, s, many in _held(v, sh):
                for e in (x if many else (x,)):
                    visit_count(e, s)
    for c in cards:
        visit_count(c, card_shape)
    out = [rewrite(c, card_shape) for c in cards]
    return (out, list(used.values())) if used else (cards, [])


_canonical_keyed = functools.partial(json.dumps, sort_keys=True, separators=(",", ":"),
                                     ensure_ascii=False, allow_nan=False,
                                     default=lambda e: e.key or e.value)   # an _Entry


def pool_texts(card_texts: Sequence[str]) -> tuple[list[str], dict[str, str]]:
    """The cards of one source file, as `card_text` writes them, with the values repeated among
    them written as pool keys (a card with none keeps its text), and the pool's entries for
    them (``key -> canonical JSON of [type, value]``): what `assemble_pooled` takes."""
    if not card_texts:
        return [], {}
    with _collector_paused():
        docs = json.loads("[" + ",".join(card_texts) + "]")
        pooled, entries = _pool_documents(docs)
        pool = _keys(entries)
        return _texts(list(card_texts), docs, pooled), pool


def _texts(texts: list[str], docs: list[Any], pooled: list[Any]) -> list[str]:
    """The text of each pooled card (its text as it was if nothing in it is pooled)."""
    return [t if new is old else _canonical_keyed(new) for t, old, new in zip(texts, docs, pooled)]


def _pool_by_source(card_texts: list[str], shared_texts: list[str]
                    ) -> tuple[list[str], list[str], dict[str, str]]:
    """`pool_texts` over each source file's cards (and over the shared cards), with keys unique
    across the set: the compiler's way (a file at a time), so that the same cards give the same
    bytes however they are assembled."""
    every = card_texts + shared_texts
    if not every:
        return card_texts, shared_texts, {}
    with _collector_paused():
        docs = json.loads("[" + ",".join(every) + "]")
        groups: dict[tuple[bool, str], list[int]] = {}
        for i, d in enumerate(docs):
            source = d.get("source")
            file = source[0] if source.__class__ is list and source else None
            groups.setdefault((i >= len(card_texts), _canonical(file)), []).append(i)
        pooled: list[Any] = list(docs)
        entries: list[_Entry] = []
        for members in groups.values():
            out, found = _pool_documents([docs[i] for i in members])
            for i, d in zip(members, out):
                pooled[i] = d
            entries += found
        pool = _keys(entries)
        out = _texts(every, docs, pooled)
    return out[:len(card_texts)], out[len(card_texts):], pool


def _pool_problems(pool: Any) -> Iterator[tuple[str, str]]:
    if pool.__class__ is not dict:
        yield POOL, f"expected an object (pool key -> [type, value]), got {_describe(pool)}"
        return
    names = {name: t for t, name in _position_types().items()}
    for key, entry in pool.items():
        place = _join(POOL, key)
        if not _POOL_KEY.match(key):
            yield place, "not a pool key: \"@\" and 8 to 64 lowercase hex digits"
        elif entry.__class__ is not list or len(entry) != 2:
            yield place, f"expected an array [type, value], got {_describe(entry)}" + (
                f" of {len(entry)} items" if entry.__class__ is list else "")
        elif entry[0].__class__ is not str or entry[0] not in names:
            yield _join(place, 0), f"unknown type {_describe(entry[0])} (expected one of: " \
                                   f"{', '.join(sorted(names))})"
        else:
            t = names[entry[0]]
            nested = [p for p in _keys_in(entry[1], _shapes()[t], _join(place, 1))
                      if p != _join(place, 1)]
            for p in nested:
                yield p, "a pool entry cannot refer to another: write the value out in full"
            if nested:
                continue
            try:
                _converter(detailed=True).structure(entry[1], t)
            except RecursionError:
                yield _join(place, 1), "nested too deeply"
            except Exception as exc:  # noqa: BLE001 - reported with its place
                yield from _problems(exc, _join(place, 1))


def _keys_in(v: Any, sh: _Shape, path: str) -> Iterator[str]:
    """The places of the strings in ``v`` (of shape ``sh`` at ``path``) where an IR value
    belongs (pool keys or not), ``path`` itself included."""
    if v.__class__ is str and sh.position:
        yield path
        return
    for k, x, s, many in _held(v, sh):
        if many and x.__class__ is list:
            for i, e in enumerate(x):
                yield from _keys_in(e, s, _join(_join(path, k), i))
        elif not many:
            yield from _keys_in(x, s, _join(path, k))


def _expand(v: Any, pool: dict[str, Any], problems: list[tuple[str, str]],
            sh: _Shape | None = None, path: str = "") -> Any:
    """``v`` with every pool key replaced by its entry's value (the pool is valid); a key that is
    not in the pool, or whose entry is of another type, is a problem at its place."""
    sh = sh or _shapes()[CompiledSet]
    if v.__class__ is str and sh.position:
        entry = pool.get(v)
        if entry is None and not _POOL_KEY.match(v):
            problems.append((path, f"expected a value of type {sh.name} or a pool key, got "
                                   f"{_describe(v)}"))
        elif entry is None:
            problems.append((path, f"unknown pool key {json.dumps(v)} (not in `{POOL}`)"))
        elif entry[0] != sh.name:
            problems.append((path, f"the pool entry {v} is of type {entry[0]}; here a value of "
                                   f"type {sh.name} belongs"))
        else:
            return entry[1]
        return v
    out = v
    for k, x, s, many in _held(v, sh):
        if many and x.__class__ is list:
            new = [_expand(e, pool, problems, s, _join(_join(path, k), i)) for i, e in enumerate(x)]
        elif many:
            continue
        else:
            new = _expand(x, pool, problems, s, _join(path, k))
        if out is v:
            out = dict(v)
        out[k] = new
    return out
