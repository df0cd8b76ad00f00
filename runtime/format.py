"""Stage 8, emit, and its inverse, load: the compiled set format (SPEC §5, STYLE §11).

A compiled set is one JSON document (UTF-8, no BOM), one card per line::

    {
      "cards":[
        {"abilities":[{"ability":{"effect":{"kind":"destroy","target":{"filter":{"card_types":["creature"],"stats":[{"cmp":"le","stat":"cost","value":3}]},"kind":"each"}},"kind":"on_play","label":"recruit","origin":"berserk/raptor#0"},"span":[214,263,7,3,7,52,"Recruit: Destroy each creature of cost 3 or less."]}],"element":"forest","header":{"cost":"5","element":"forest","life":"4","strike":"3"},"name":"Raptor","slug":"berserk/raptor","source":["cardsets/berserk/heroes.cards",6],"stats":{"cost":5,"life":4,"strike":3},"subtypes":["Dinosaur"],"type":"creature"}
      ],
      "compiler":"0.1.0",
      "format":"cardtext/compiled",
      "hash":"sha256:<64 lowercase hex digits>",
      "pool":{
        "@65aa2b41":["Amount",{"kind":"const","value":1}]
      },
      "ruleset":"berserk",
      "version":3
    }

Envelope
    ``format`` is always ``"cardtext/compiled"``; ``version`` is an integer (this runtime reads
    3 and, through ``MIGRATIONS``, anything older: version 1 wrote ``source`` and ``span`` as
    objects and had no ``shared``; version 2 had no ``pool``); ``compiler`` is the version of the compiler
    that wrote the file; ``ruleset`` names the game's rules (``runtime.RULESETS``); ``hash`` is
    the content hash (below).

Cards
    ``slug`` is the card's stable id (ability *i* of the card has origin ``"<slug>#<i>"``, which
    is what the runtime's trace prints); ``type``/``subtypes``/``keywords``/``element`` as
    printed; ``stats`` holds the *numbers* the runtime reads (a Smash Up base's "vp 3/2/1" is
    ``vp``/``vp2``/``vp3``); ``header`` holds every header field exactly as written, for display
    only (the runtime never reads it). Both are JSON objects; in Python they are tuples of
    ``(name, value)`` pairs sorted by name. ``source`` is the array ``[file, line]``: the
    source file (as given to the compiler, with ``/`` separators) and the 1-based line of the
    card's header (in Python a `SourceRef`).

Shared cards
    ``shared`` (absent when empty) holds the cards of the ruleset's shared decks (Smash Up's
    Madness, SU-M1), compiled from the text the ruleset gives, in the same form as ``cards``:
    a game makes those decks from them (``Game.add_shared_decks(compiled.shared_specs())``).
    ``cardtext compile`` writes them for every set of a ruleset that has shared decks, so an
    engine needs no compiler to play the cards that draw from them.

Abilities
    ``ability`` is the IR object (``runtime.spec``), a tagged union on ``kind`` (the class's
    ``KIND``, never its name, and always written); enums are their lowercase value strings;
    tuples are arrays; a field equal to its default is left out and the reader fills the default
    in (so changing a default in ``runtime.spec`` changes what old files mean: that needs a new
    format version whose migration writes the old default). ``span`` locates the ability's text
    in the source file, an array ``[start, end, line, column, end_line, end_column, text]`` (in
    Python a `Span` with those fields): ``start``/``end`` are 0-based character offsets (code points, end
    exclusive) into the file's text after normalisation (BOM removed, CRLF/CR read as LF),
    ``line``/``column`` and ``end_line``/``end_column`` are 1-based (columns in code points),
    and ``text`` is exactly ``source_text[start:end]``, so a trace can quote the card text
    without the source file.

The pool
    An IR value written twice or more among the cards of one source file (a filter, an amount,
    a whole effect) is written once, in ``pool`` (absent when empty): ``"@<hex>": [type, value]``, where ``type``
    names where the value may stand (a union, ``"Effect"``, or an IR class, ``"Filter"``) and
    ``value`` is written in full, as it would be in place. Elsewhere the key stands for the
    value, as a string where an object of that type belongs (no IR value is ever a string, so
    nothing else is read as a key). The key is ``"@"`` and the first 8 hex digits of the SHA-256
    of the entry's canonical JSON ``[type, value]`` (all keys of a set get more digits if two
    different values would collide): it depends on the value alone, so a card's line changes
    only when the card does or when one of its values starts or stops being shared. A value is
    pooled where it stands twice or more (the shared cards count as one file) and nothing
    around it is pooled; entries never refer to one another. The
    compiler pools each file in its own job and keeps the result in its cache; `dump` and
    `assemble` pool the same way, so the same cards give the same bytes. On load each entry is
    read and checked once and every key that stands for it gets the same object (the IR is
    frozen). SPEC §5 leaves the layout to us: the pool makes files smaller and loading faster
    (a generated 20,000-card set: 30% smaller, loads about 1.8x faster).

Determinism and layout
    ``dump`` writes the canonical form (below) of the whole document, hash included, with a line
    break and indentation before each top-level member, each card and each pool entry, and a
    trailing newline: one card per line, so a diff shows which cards changed. No timestamps, nothing
    from the machine. Same set and compiler version, same bytes.

Content hash
    ``hash`` is ``"sha256:"`` followed by the lowercase hex SHA-256 of the *canonical form* of
    the document without its ``hash`` member. The canonical form is
    ``json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")``:
    no whitespace; object keys sorted by code point; strings as literal UTF-8 except ``"`` and
    ``\\`` (escaped with a backslash), ``\\b \\f \\n \\r \\t``, and other characters below U+0020
    as ``\\u00XX`` (lowercase hex); integers in plain decimal; ``true``/``false``/``null``. The
    document holds no floats. For documents whose keys are all in the BMP (every document this
    compiler writes) that is exactly RFC 8785 (JCS), so any JCS library can verify the hash. The
    hash is computed over the document as stored, before any migration. For a file as ``dump``
    wrote it there is a shortcut: delete the line of the ``hash`` member, then every line break
    and the indentation after it: the result is those canonical bytes. (The
    loader takes that shortcut first and re-serialises only if it does not match, so a file
    re-indented by some tool still verifies.)

Loading (``load_set(path)`` / ``loads(text)``) checks, in order: UTF-8, JSON syntax (NaN and
Infinity are not JSON), a top-level object, ``format``, ``version`` (newer: refused; older:
migrated), ``hash``, then the pool's entries, then the structure: unknown keys, missing
fields, a pool key that is not in the pool or stands where another type belongs, wrong types (no
coercion: ``"3"`` is not an integer, ``true`` is not ``1``), unknown ``kind`` tags, enum values,
and the IR's own invariants (e.g. a target's ``max`` below its ``min``). Every problem raises
`FormatError` whose message names the place (``cards[3].abilities[0].ability.effect.target.min``)
and what is wrong. Duplicate keys in one object are not detected (the last wins, as in
``json.loads``); ``dump`` never writes them. A file that cannot be opened raises the usual
``OSError`` (``FileNotFoundError``, ``IsADirectoryError``, ``PermissionError``) naming the path:
the file is missing, not damaged. Loading never executes code from the file: no pickle, no
eval, no import of anything the file names; ``kind`` tags are looked up in a fixed table.

The loader is a fast path generated once from the attrs classes (one Python function per
class, every check inlined; most objects are built from a checked copy of their JSON object
without an __init__ call) and, only when that fails, a detailed cattrs converter that reads the
document again to find every problem and its path (`_explain`). While it loads, the cyclic garbage collector is paused (the loader creates no cycles;
it would otherwise rescan the new objects again and again). The JSON Schema (``schema()``,
draft 2020-12) is generated by reflection from the same attrs classes.
"""

from __future__ import annotations

import contextlib
import enum
import functools
import gc
import hashlib
import json
import math
import operator
import os
import re
import sys
import threading
import types
import typing
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import attrs
import cattrs
from cattrs.errors import (ClassValidationError, ForbiddenExtraKeysError, IterableValidationError,
                           IterableValidationNote)
from cattrs.strategies import configure_tagged_union

from . import ranges, spec
from .ruleset import RULESETS
from .validate import validate_set

__all__ = [
    "FORMAT_NAME", "FORMAT_VERSION", "MIGRATIONS", "CompiledAbility", "CompiledCard",
    "CompiledSet", "FormatError", "SourceRef", "Span", "assemble", "assemble_pooled",
    "canonical_bytes", "card_text", "content_hash", "dump", "load_document", "load_set", "loads",
    "pool_texts", "schema", "schema_text", "to_document",
]

FORMAT_NAME = "cardtext/compiled"
FORMAT_VERSION = 3
# version v -> upgrade(raw document of version v) -> raw document of version v + 1. The raw
# document is the parsed JSON (dicts and lists); the upgrade returns a new one. The loader
# verifies the hash first (over the document as stored), then applies these in order, then
# structures strictly, so a migration must produce a complete, valid document of v + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}   # filled below

HASH_PREFIX = "sha256:"
_HASH_RE = re.compile(r"sha256:[0-9a-f]{64}\Z")
ENVELOPE_KEYS = ("format", "version", "compiler", "hash")     # besides CompiledSet's own fields


class FormatError(ValueError):
    """A compiled set that cannot be loaded. ``str(err)`` is the whole message:
    ``"<file>: <place>: <what is wrong>"``; ``file``, ``place`` and ``problem`` are also
    attributes. ``place`` is a JSON path (``cards[3].abilities[0].ability.effect.kind``),
    ``line:column`` for JSON syntax and ``byte N`` for encoding errors, or ``""`` for the
    document as a whole. ``problems`` lists every ``(place, problem)`` found (at least one)."""

    def __init__(self, problem: str, place: str = "", file: str = "",
                 problems: tuple[tuple[str, str], ...] = ()) -> None:
        self.file = file
        self.place = place
        self.problem = problem
        self.problems = problems or ((place, problem),)
        head = ": ".join(p for p in (file, place) if p)
        message = f"{head}: {problem}" if head else problem
        if len(self.problems) > 1:
            more = len(self.problems) - 1
            message += f" (and {more} more problem{'s' if more > 1 else ''}: " + "; ".join(
                f"{pl or '<document>'}: {pr}" for pl, pr in self.problems[1:6]) + (
                "; ..." if more > 5 else "") + ")"
        super().__init__(message)

    def __reduce__(self) -> tuple[Any, ...]:           # picklable, e.g. across processes
        return (type(self), (self.problem, self.place, self.file, self.problems))


# --------------------------------------------------------------------------------------------
# the data classes of the format (the IR itself lives in runtime.spec)

fmt = attrs.frozen(kw_only=True)


def _pairs(value: Any) -> tuple[tuple[str, Any], ...]:
    """A mapping or (name, value) pairs -> pairs sorted by name, each name once (the JSON
    object's canonical order, so that a loaded card equals the one that was dumped)."""
    if isinstance(value, dict):
        return tuple(sorted(value.items()))
    pairs = tuple(sorted(tuple(p) for p in value))
    for a, b in zip(pairs, pairs[1:]):
        if a[0] == b[0]:
            raise ValueError(f"`{a[0]}` appears twice")
    return pairs


Stats = tuple[tuple[str, int], ...]          # JSON: {"name": integer}
Header = tuple[tuple[str, str], ...]         # JSON: {"name": "as written"}

_ge1 = attrs.validators.ge(1)


@fmt
class SourceRef:
    """Where a card is written: the source file and the 1-based line of its header."""

    file: str
    line: int = attrs.field(validator=_ge1)


@fmt
class Span:
    """Where an ability is written, and its exact text (see the module docstring)."""

    start: int = attrs.field(metadata={"minimum": 0})       # metadata: for the schema only
    end: int = attrs.field(metadata={"minimum": 0})
    line: int = attrs.field(metadata={"minimum": 1})
    column: int = attrs.field(metadata={"minimum": 1})
    end_line: int = attrs.field(metadata={"minimum": 1})
    end_column: int = attrs.field(metadata={"minimum": 1})
    text: str

    def __attrs_post_init__(self) -> None:        # one check, not six validators: loading speed
        self.invariant(self.start, self.end, self.line, self.column, self.end_line,
                       self.end_column, self.text)

    @staticmethod
    def invariant(start: int, end: int, line: int, column: int, end_line: int, end_column: int,
                  text: str) -> None:
        """The post-init check on the field values, in field order: the fast loader calls it
        with the values it is about to set (no attribute reads, no method lookup)."""
        if start < 0 or line < 1 or column < 1:
            raise ValueError(f"span: start {start} (>= 0), line {line} and column {column} "
                             f"(>= 1) out of range")
        if end < start:
            raise ValueError(f"span: end {end} < start {start}")
        if len(text) != end - start:
            raise ValueError(f"span: text has {len(text)} characters, end - start is "
                             f"{end - start}")
        if end_line < line or (end_line == line and end_column < column):
            raise ValueError(f"span: ends ({end_line}:{end_column}) before it starts "
                             f"({line}:{column})")


@fmt
class CompiledAbility:
    """One ability of a card: the IR object and where its text is."""

    ability: spec.Ability
    span: Span


@fmt
class CompiledCard:
    """A card: header fields, where it is written, its abilities in printed order."""

    slug: str
    name: str
    type: str
    subtypes: tuple[str, ...] = ()
    stats: Stats = attrs.field(default=(), converter=_pairs)
    header: Header = attrs.field(default=(), converter=_pairs)
    element: str | None = None
    keywords: tuple[str, ...] = ()
    source: SourceRef
    abilities: tuple[CompiledAbility, ...] = ()
    play_on: spec.Filter | None = None     # "Play on a minion.": where the card is played

    def stat(self, name: str, default: int = 0) -> int:
        for k, v in self.stats:
            if k == name:
                return v
        return default

    def to_spec(self) -> spec.CardSpec:
        """The runtime's card (``Game.add_card`` takes it)."""
        return spec.CardSpec(slug=self.slug, name=self.name, card_type=self.type,
                             stats=self.stats, subtypes=self.subtypes, element=self.element,
                             keywords=self.keywords, play_on=self.play_on,
                             abilities=tuple(a.ability for a in self.abilities))


@fmt
class CompiledSet:
    """A compiled set: its ruleset and its cards in source order.

    In Python, ``compiler`` is filled from the file's envelope on load and is not part of
    equality (``dump`` takes the compiler version as an argument)."""

    ruleset: str
    cards: tuple[CompiledCard, ...]
    compiler: str = attrs.field(default="", eq=False)
    shared: tuple[CompiledCard, ...] = ()     # the cards of the ruleset's shared decks (SU-M1)

    def card_specs(self) -> tuple[spec.CardSpec, ...]:
        return tuple(c.to_spec() for c in self.cards)

    def shared_specs(self) -> dict[str, spec.CardSpec]:
        """``name -> CardSpec`` of the shared decks' cards: what ``Game.add_shared_decks`` and
        ``match.setup(…, shared=…)`` take."""
        return {c.name: c.to_spec() for c in self.shared}

    def card(self, name_or_slug: str) -> CompiledCard:
        for c in self.cards:
            if c.slug == name_or_slug or c.name == name_or_slug:
                return c
        raise KeyError(name_or_slug)

    def origins(self) -> dict[str, tuple[CompiledCard, CompiledAbility]]:
        """``ability origin -> (card, ability)``: how a trace step (``Step.origin``) finds the
        card text to quote (``ability.span.text``, ``card.source.file``)."""
        return {a.ability.origin: (c, a) for c in (*self.cards, *self.shared) for a in c.abilities}


FORMAT_CLASSES: tuple[type, ...] = (CompiledSet, CompiledCard, CompiledAbility, SourceRef, Span)
# Written as a JSON array of their field values in field order, not an object: one per card and
# one per ability, their names the same every time (the schema names the positions). Version 2.
ARRAYS: tuple[type, ...] = (SourceRef, Span)

# The closed sum types of the IR, leaves first (a union's members may contain earlier unions).
UNIONS: dict[str, Any] = {
    "Selector": spec.Selector, "Amount": spec.Amount, "Condition": spec.Condition,
    "StaticEffect": spec.StaticEffect, "Effect": spec.Effect, "Instead": spec.Instead,
    "Ability": spec.Ability,
}
TAG = "kind"


def _resolve_types() -> None:
    for c in spec.ALL_CLASSES:
        attrs.resolve_types(c, globalns=vars(spec))
    for c in FORMAT_CLASSES:
        attrs.resolve_types(c, globalns=globals())


# --------------------------------------------------------------------------------------------
# converters: strict hooks (no coercion), tagged unions on `kind`


class _Invalid(ValueError):
    """A wrong value, with a message fit for people; ``key`` extends the path (``kind``)."""

    def __init__(self, message: str, key: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.key = key


def _describe(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return f"the integer {v}"
    if isinstance(v, float):
        return f"the number {v!r}"
    if isinstance(v, str):
        shown = v if len(v) <= 40 else v[:37] + "..."
        return f"the string {json.dumps(shown, ensure_ascii=False)}"
    if isinstance(v, list):
        return "an array"
    if isinstance(v, dict):
        return "an object"
    return type(v).__name__


def _expect(what: str) -> Callable[[Any], _Invalid]:
    return lambda v: _Invalid(f"expected {what}, got {_describe(v)}")


_NOT_STR, _NOT_INT, _NOT_BOOL = _expect("a string"), _expect("an integer"), _expect("true or false")
_NOT_LIST, _NOT_OBJECT = _expect("an array"), _expect("an object")


def _s_str(v: Any, _: Any) -> str:
    if v.__class__ is str:
        return v
    raise _NOT_STR(v)


def _s_int(v: Any, _: Any) -> int:
    if v.__class__ is int:
        return v
    raise _NOT_INT(v)


def _s_bool(v: Any, _: Any) -> bool:
    if v.__class__ is bool:
        return v
    raise _NOT_BOOL(v)


def _is_optional(t: Any) -> bool:
    """``X | None``, where X may itself be a union (``Effect | None``)."""
    return (typing.get_origin(t) in (typing.Union, types.UnionType)
            and type(None) in typing.get_args(t) and len(typing.get_args(t)) > 1)


def _without_none(t: Any) -> Any:
    rest = [a for a in typing.get_args(t) if a is not type(None)]
    return functools.reduce(operator.or_, rest)


def _is_homogeneous_tuple(t: Any) -> bool:
    args = typing.get_args(t)
    return typing.get_origin(t) is tuple and len(args) == 2 and args[1] is Ellipsis


def _is_enum(t: Any) -> bool:
    return isinstance(t, type) and issubclass(t, enum.Enum)


def _build_converter(detailed: bool) -> cattrs.Converter:
    """One converter; `detailed` adds error bookkeeping (paths) and friendlier messages.

    Both converters accept exactly the same documents: the fast one may fail with any exception
    (a KeyError for an unknown tag, an AttributeError for an array where an object belongs),
    after which `loads` reruns the detailed one to say what and where."""
    _resolve_types()
    conv = cattrs.Converter(forbid_extra_keys=True, detailed_validation=detailed,
                            omit_if_default=True)

    conv.register_structure_hook(str, _s_str)
    conv.register_structure_hook(int, _s_int)
    conv.register_structure_hook(bool, _s_bool)
    for cl in ARRAYS:
        conv.register_structure_hook(cl, _array_structure(cl, conv))
        conv.register_unstructure_hook(cl, _array_unstructure(cl))

    def enum_factory(t: type[enum.Enum]) -> Callable[[Any, Any], Any]:
        by_value = {m.value: m for m in t}
        if not detailed:
            return lambda v, _: by_value[v]
        allowed = ", ".join(json.dumps(m.value) for m in t)

        def s_enum(v: Any, _: Any) -> Any:
            if v.__class__ is str and v in by_value:
                return by_value[v]
            raise _Invalid(f"expected one of {allowed}, got {_describe(v)}")
        return s_enum
    conv.register_structure_hook_factory(_is_enum, enum_factory)
    conv.register_unstructure_hook_factory(_is_enum, lambda t: lambda v: v.value)

    def tuple_factory(t: Any) -> Callable[[Any, Any], Any]:
        item = typing.get_args(t)[0]
        h = conv.get_structure_hook(item)
        if not detailed:
            def s_tuple(v: Any, _: Any) -> tuple[Any, ...]:
                if v.__class__ is not list:
                    raise _NOT_LIST(v)
                return tuple([h(e, item) for e in v])
            return s_tuple

        def s_tuple_detailed(v: Any, _: Any) -> tuple[Any, ...]:
            if v.__class__ is not list:
                raise _NOT_LIST(v)
            out, errors = [], []
            for i, e in enumerate(v):
                try:
                    out.append(h(e, item))
                except Exception as exc:  # noqa: BLE001 - collected and reported with the index
                    exc.__notes__ = [*getattr(exc, "__notes__", []),
                                     IterableValidationNote(f"index {i}", i, item)]
                    errors.append(exc)
            if errors:
                raise IterableValidationError("array items", errors, t)
            return tuple(out)
        return s_tuple_detailed
    conv.register_structure_hook_factory(_is_homogeneous_tuple, tuple_factory)

    def pairs_hook(value_hook: Callable[[Any, Any], Any], value_type: type) -> Callable[..., Any]:
        def s_pairs(v: Any, _: Any) -> dict[str, Any]:        # CompiledCard's converter sorts
            if v.__class__ is not dict:
                raise _NOT_OBJECT(v)
            for k, x in v.items():
                try:
                    value_hook(x, value_type)
                except _Invalid as exc:
                    raise _Invalid(exc.message, key=k) from None
            return v
        return s_pairs
    for pairs_type, value_hook, value_type in ((Stats, _s_int, int), (Header, _s_str, str)):
        # registered after the tuple factory, so they win for these two tuple types
        conv.register_structure_hook_func(lambda t, _p=pairs_type: t == _p,
                                          pairs_hook(value_hook, value_type))
        conv.register_unstructure_hook_func(lambda t, _p=pairs_type: t == _p, dict)

    def optional_factory(t: Any) -> Callable[[Any, Any], Any]:
        inner = _without_none(t)
        h = conv.get_structure_hook(inner)

        def s_optional(v: Any, _: Any) -> Any:
            return None if v is None else h(v, inner)
        return s_optional
    conv.register_structure_hook_factory(_is_optional, optional_factory)
    # `X | None` where X is a tagged union must go through the union's hook (which writes the
    # tag); looked up on call, so the order the unions are configured in does not matter.
    def unstructure_optional(t: Any) -> Callable[[Any], Any]:
        inner = _without_none(t)
        return lambda v: None if v is None else conv.unstructure(v, inner)
    conv.register_unstructure_hook_factory(_is_optional, unstructure_optional)

    if detailed:
        def class_factory(cl: type) -> Callable[[Any, Any], Any]:
            inner = conv.gen_structure_attrs_fromdict(cl)

            def s_object(v: Any, _: Any) -> Any:
                if v.__class__ is not dict:
                    raise _NOT_OBJECT(v)
                return inner(v, cl)
            return s_object
        conv.register_structure_hook_factory(attrs.has, class_factory)

    # Tagged unions. A union's members may contain the union itself (Sequence holds Effects) or
    # a later one, so every union first gets a stub that looks the real hook up on call; class
    # hooks generated while configuring capture the stub, and then work whatever the order.
    real: dict[Any, Callable[[Any, Any], Any]] = {}
    for alias in UNIONS.values():
        def stub(v: Any, t: Any, _a: Any = alias) -> Any:
            return real[_a](v, t)
        conv.register_structure_hook(alias, stub)
    for name, alias in UNIONS.items():
        configure_tagged_union(alias, conv, tag_generator=lambda cl: cl.KIND, tag_name=TAG)
        members = {cl.KIND: cl for cl in typing.get_args(alias)}
        h = conv.get_structure_hook(alias)
        if detailed:
            h = _checked_union(name, members, h)
        real[alias] = h
        conv.register_structure_hook(alias, h)
    return conv


def _array_structure(cl: type, conv: cattrs.Converter) -> Callable[[Any, Any], Any]:
    """An object of `ARRAYS` from its array of field values, in field order, each read by the
    converter's hook for its type (validators and post-init checks run as in __init__)."""
    fields = attrs.fields(cl)
    names = ", ".join(f.name for f in fields)
    hooks = [conv.get_structure_hook(f.type) for f in fields]

    def s_array(v: Any, _: Any) -> Any:
        if v.__class__ is not list:
            raise _Invalid(f"expected an array [{names}], got {_describe(v)}")
        if len(v) != len(fields):
            raise _Invalid(f"expected an array of {len(fields)} items [{names}], got {len(v)}")
        values = {}
        for i, (f, h, x) in enumerate(zip(fields, hooks, v)):
            try:
                values[f.name] = h(x, f.type)
            except _Invalid as exc:
                raise _Invalid(f"{f.name}: {exc.message}", key=i) from None
        return cl(**values)
    return s_array


def _array_unstructure(cl: type) -> Callable[[Any], list[Any]]:
    names = [f.name for f in attrs.fields(cl)]
    return lambda o: [getattr(o, n) for n in names]


def _checked_union(name: str, members: dict[str, type], inner: Callable[[Any, Any], Any]
                   ) -> Callable[[Any, Any], Any]:
    kinds = ", ".join(sorted(members))
    what = name[0].lower() + "".join(f" {c.lower()}" if c.isupper() else c for c in name[1:])
    a_what = ("an " if what[0] in "aeiou" else "a ") + what

    def s_union(v: Any, t: Any) -> Any:
        if v.__class__ is not dict:
            raise _Invalid(f"expected an object ({a_what}: {kinds}), got {_describe(v)}")
        if TAG not in v:
            raise _Invalid(f"missing `kind` ({a_what}: {kinds})")
        tag = v[TAG]
        if tag.__class__ is not str:
            raise _Invalid(f"expected a string ({a_what} kind: {kinds}), got {_describe(tag)}",
                           key=TAG)
        if tag not in members:
            raise _Invalid(f"unknown {what} kind {json.dumps(tag, ensure_ascii=False)} "
                           f"(expected one of: {kinds})", key=TAG)
        return inner(v, t)
    return s_union


_converters: dict[bool, cattrs.Converter] = {}


def _converter(detailed: bool = False) -> cattrs.Converter:
    conv = _converters.get(detailed)
    if conv is None:
        conv = _converters[detailed] = _build_converter(detailed)
    return conv


# --------------------------------------------------------------------------------------------
# the pool: an IR value that occurs more than once is written once (version 3)

POOL = "pool"
_POOL_KEY = re.compile(r"@[0-9a-f]{8,64}\Z")
_KEY_DIGITS = 8            # hex digits of a pool key, more only where two keys would collide


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
    """Give each entry its key: "@" and the first `_KEY_DIGITS` hex digits of its digest, or
    as many more as it takes for different entries to get different keys (equal entries, from
    different files, get the same one). An entry that stands in one place only (the value
    repeats, but the other times inside a larger pooled value) gets none: it is written in
    place. Returns the pool: ``key -> text``, sorted by key."""
    entries = [e for e in entries if e.uses > 1]
    digests = {e.digest for e in entries}
    digits = _KEY_DIGITS
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


# --------------------------------------------------------------------------------------------
# the fast loader: one generated Python function per class


_BY_KEY = 10      # a class with this many optional fields is read key by key (`by_key`)


class _Reject(Exception):
    """The fast loader met something it does not accept; the detailed converter says what."""


def _generate_loaders() -> Callable[[Any], CompiledSet]:
    """Source-generate one structuring function per attrs class and per tagged union, with
    every check inlined: the class of each value (no coercion), unknown keys, enum values,
    defaults for absent fields; the IR's own invariants (validators, post-init checks) run as
    __init__ would run them (`construct`).

    It accepts what the detailed cattrs converter accepts (tests load every IR class both ways
    and every kind of damage through `loads`), about 1.3x faster than cattrs' generated hooks,
    which call a hook per field and construct through keyword arguments. Anything unexpected
    raises, and `load_document` asks the detailed converter where and why. A type this
    generator does not know fails here, at first load, loudly."""
    _resolve_types()
    ns: dict[str, Any] = {"_Reject": _Reject, "_MISSING": attrs.NOTHING, "_P": {}}
    positions = _position_types()
    # A pool key where a value of type t belongs: the entry read with t's own function (`_P`,
    # key -> (function, object), set by `_structure` for one load). Any other string: rejected.
    lines: list[str] = ["def _ref(v, fn):\n    if v.__class__ is str:\n        e = _P.get(v)\n"
                        "        if e is not None and e[0] is fn: return e[1]\n    raise _Reject\n"]
    names: dict[tuple[Any, bool], str] = {}     # (class or union alias, tagged) -> function

    def fn_of(t: Any, tagged: bool = False) -> str:
        """The function for t; a union's member (`tagged`) also allows the `kind` key."""
        if (t, tagged) not in names:
            names[t, tagged] = f"_s{len(names)}"
            pending.append((t, tagged))
        return names[t, tagged]

    def check(t: Any, x: str, ind: str) -> list[str]:
        """Statements that check/convert local `x` of type t in place."""
        if t is str or t is int or t is bool:
            ns[t.__name__] = t
            return [f"{ind}if {x}.__class__ is not {t.__name__}: raise _Reject"]
        if _is_enum(t):
            table = f"_E_{t.__name__}"
            ns[table] = {m.value: m for m in t}
            return [f"{ind}{x} = {table}[{x}]"]
        if _is_optional(t):
            inner = check(_without_none(t), x, ind + "    ")
            return [f"{ind}if {x} is not None:", *inner]
        if t in (Stats, Header):
            vt = "int" if t == Stats else "str"
            return [f"{ind}if {x}.__class__ is not dict: raise _Reject",
                    f"{ind}for _v in {x}.values():",
                    f"{ind}    if _v.__class__ is not {vt}: raise _Reject"]
        if _is_homogeneous_tuple(t):
            item = typing.get_args(t)[0]
            head = [f"{ind}if {x}.__class__ is not list: raise _Reject"]
            if item in (str, int, bool):
                return [*head, f"{ind}for _e in {x}:",
                        f"{ind}    if _e.__class__ is not {item.__name__}: raise _Reject",
                        f"{ind}{x} = tuple({x})"]
            if _is_enum(item):
                table = f"_E_{item.__name__}"
                ns[table] = {m.value: m for m in item}
                return [*head, f"{ind}{x} = tuple([{table}[_e] for _e in {x}])"]
            return [*head, f"{ind}{x} = tuple([{fn_of(item)}(_e) for _e in {x}])"]
        if attrs.has(t) or t in UNIONS.values():
            return [f"{ind}{x} = {fn_of(t)}({x})"]
        raise TypeError(f"the fast loader cannot read fields of type {t!r}")

    def construct(t: type, fn: str, fields: Any, args: list[str]) -> list[str]:
        """Build the instance as __init__ would, without its keyword matching and frozen
        setattr per field (most of the loading time): each slot set through its descriptor,
        then converters, validators and the post-init check, in __init__'s order."""
        if not all(isinstance(t.__dict__.get(f.name), types.MemberDescriptorType) for f in fields):
            cls = t.__name__ + fn            # not slotted: the plain constructor
            return [f"    return {cls}({', '.join(f'{f.name}={a}' for f, a in zip(fields, args))})"]
        out = [f"    o = _new({t.__name__ + fn})"]
        for i, (f, a) in enumerate(zip(fields, args)):
            if f.converter is _pairs and f.type in (Stats, Header):   # a checked JSON object
                out.append(f"    {a} = tuple(sorted({a}.items())) if {a} else ()")
            elif f.converter is not None:
                ns[f"_C{fn}_{i}"] = f.converter
                out.append(f"    {a} = _C{fn}_{i}({a})")
            ns[f"_S{fn}_{i}"] = t.__dict__[f.name].__set__
            out.append(f"    _S{fn}_{i}(o, {a})")
        return out + finish(t, fn, fields, args)

    def finish(t: type, fn: str, fields: Any, args: list[str]) -> list[str]:
        """Validators and the post-init check, in __init__'s order, then return the object."""
        out = []
        for i, (f, a) in enumerate(zip(fields, args)):
            if f.validator is None:
                continue
            bound = _number_bound(f.validator)
            if bound is not None:                  # attrs' ge/gt/le/lt: one comparison here
                op, value = bound
                out.append(f"    if not ({a} {op} {value!r}): raise _Reject")
            else:
                ns[f"_V{fn}_{i}"], ns[f"_A{fn}_{i}"] = f.validator, f
                out.append(f"    _V{fn}_{i}(o, _A{fn}_{i}, {a})")
        if isinstance(t.__dict__.get("invariant"), staticmethod):   # post-init on the values
            ns[f"_I{fn}"] = t.invariant
            out.append(f"    _I{fn}({', '.join(args)})")
        elif hasattr(t, "__attrs_post_init__"):
            out.append("    o.__attrs_post_init__()")
        return [*out, "    return o"]

    def by_key(t: type, fn: str, fields: Any, tagged: bool) -> list[str]:
        """For a class of mostly optional fields (a filter has 28, a card uses two or three):
        set every default, then read only the keys the object has, one small function per
        key, instead of looking up every field. Same checks, same order of validators."""
        if not all(isinstance(t.__dict__.get(f.name), types.MemberDescriptorType)
                   for f in fields):
            raise TypeError(f"the fast loader reads {t.__name__} by key only when it is slotted")
        out, keyed = [], {}
        for i, f in enumerate(fields):
            ns[f"_S{fn}_{i}"] = t.__dict__[f.name].__set__
            setter = f"def {fn}_{i}(o, x):\n" + "\n".join(check(f.type, "x", "    "))
            if f.converter is not None:
                ns[f"_C{fn}_{i}"] = f.converter
                setter += f"\n    x = _C{fn}_{i}(x)"
            out.append(f"{setter}\n    _S{fn}_{i}(o, x)\n")
            keyed[f.name] = f"{fn}_{i}"
        ns[f"_keys{fn}"] = keyed          # filled with the functions after exec, as unions are
        body = [f"def {fn}(v):", f"    if v.__class__ is not dict: {not_dict(t, fn, tagged)}",
                f"    o = _new({t.__name__ + fn})"]
        required = [f for f in fields if f.default is attrs.NOTHING]
        if required:
            body.append(f"    if not _K{fn}_req.issubset(v): raise _Reject")
            ns[f"_K{fn}_req"] = frozenset(f.name for f in required)
        for i, f in enumerate(fields):
            if f.default is not attrs.NOTHING:
                ns[f"_D{fn}_{i}"] = f.default
                body.append(f"    _S{fn}_{i}(o, _D{fn}_{i})")
        body.append("    for k in v:")
        if tagged:
            body.append(f"        if k == {TAG!r}: continue")
        body.append(f"        _F{fn}[k](o, v[k])")
        body += finish(t, fn, fields, [f"o.{f.name}" for f in fields])
        return [*out, "\n".join(body) + "\n"]

    def not_dict(t: Any, fn: str, tagged: bool) -> str:
        """What a function does with a value that is not a JSON object: a pool key is looked up
        where the type is a position (`_position_types`); a union's member is only called by
        the union's function, after the key was looked up there."""
        return f"return _ref(v, {fn})" if t in positions and not tagged else "raise _Reject"

    ns["_new"] = object.__new__
    pending: list[tuple[Any, bool]] = []
    top = fn_of(CompiledSet)
    ns["_type_fns"] = {name: fn_of(t) for t, name in positions.items()}   # a pool entry's type
    while pending:
        t, tagged = pending.pop()
        fn = names[t, tagged]
        if not attrs.has(t):                                  # a tagged union
            members = {cl.KIND: fn_of(cl, tagged=True) for cl in typing.get_args(t)}
            table = f"_U{fn}"
            lines.append(f"def {fn}(v):\n    if v.__class__ is str: return _ref(v, {fn})\n"
                         f"    return {table}[v[{TAG!r}]](v)\n")
            ns[f"_members{fn}"] = members
            continue
        ns[t.__name__ + fn] = t
        fields = attrs.fields(t)
        allowed = frozenset(f.name for f in fields) | ({TAG} if tagged else set())
        ns[f"_K{fn}"] = allowed
        if sum(f.default is not attrs.NOTHING for f in fields) >= _BY_KEY:
            lines += by_key(t, fn, fields, tagged)
            continue
        if t in ARRAYS:
            args = [f"a{i}" for i in range(len(fields))]
            body = [f"def {fn}(v):", f"    if v.__class__ is not list or len(v) != {len(fields)}: raise _Reject",
                    f"    {', '.join(args)}, = v"]
            for f, x in zip(fields, args):
                body += check(f.type, x, "    ")
            lines.append("\n".join(body + construct(t, fn, fields, args)) + "\n")
            continue
        body = [f"def {fn}(v):", f"    if v.__class__ is not dict: {not_dict(t, fn, tagged)}",
                f"    if not _K{fn}.issuperset(v): raise _Reject"]
        args = []
        for i, f in enumerate(fields):
            x = f"a{i}"
            if f.default is attrs.NOTHING:
                body.append(f"    {x} = v[{f.name!r}]")
                body += check(f.type, x, "    ")
            else:      # absent: the default (valid by definition), left unchecked
                default = f"_D{fn}_{i}"
                ns[default] = f.default
                body.append(f"    {x} = v.get({f.name!r}, {default})")
                body.append(f"    if {x} is not {default}:")
                body += check(f.type, x, "        ")
            args.append(x)
        body += construct(t, fn, fields, args)
        lines.append("\n".join(body) + "\n")
    exec(compile("\n".join(lines), "<cardtext fast loader>", "exec"), ns)  # noqa: S102 - our own source
    for key in [k for k in ns if k.startswith("_members")]:
        ns["_U" + key[len("_members"):]] = {tag: ns[f] for tag, f in ns[key].items()}
    for key in [k for k in ns if k.startswith("_keys")]:
        ns["_F" + key[len("_keys"):]] = {name: ns[f] for name, f in ns[key].items()}
    ns["_TYPES"] = {name: ns[f] for name, f in ns["_type_fns"].items()}
    return ns[top]


def _number_bound(v: Any) -> tuple[str, int] | None:
    """``(">=", 1)`` for attrs' ``ge(1)`` and its siblings on an int bound; None for others."""
    op, bound = getattr(v, "compare_op", None), getattr(v, "bound", None)
    if op in ("<", "<=", ">", ">=") and bound.__class__ is int:
        return op, bound
    return None


@functools.lru_cache(maxsize=1)
def _fast() -> Callable[[Any], CompiledSet]:
    return _generate_loaders()


# --------------------------------------------------------------------------------------------
# dump


_canonical = functools.partial(json.dumps, sort_keys=True, separators=(",", ":"),
                               ensure_ascii=False, allow_nan=False)


def canonical_bytes(doc: Any) -> bytes:
    """The canonical form the hash is computed over (see the module docstring)."""
    return _canonical(doc).encode("utf-8")


def content_hash(doc: dict[str, Any]) -> str:
    """``"sha256:<hex>"`` of the document without its ``hash`` member."""
    body = {k: v for k, v in doc.items() if k != "hash"}
    return HASH_PREFIX + hashlib.sha256(canonical_bytes(body)).hexdigest()


def to_document(compiled: CompiledSet, compiler_version: str) -> dict[str, Any]:
    """The JSON document (dicts, lists, strings, integers) with its envelope and hash."""
    if not isinstance(compiler_version, str):
        raise TypeError(f"compiler_version must be a string, not {type(compiler_version).__name__}")
    return json.loads(dump(compiled, compiler_version))


def dump(compiled: CompiledSet, compiler_version: str) -> str:
    """The compiled set as text: deterministic (same set and version, same bytes).

    The text is the canonical form of the whole document (hash included) with a line break
    and indentation before each top-level member and each card, so every card is one line."""
    if not isinstance(compiler_version, str):
        raise TypeError(f"compiler_version must be a string, not {type(compiler_version).__name__}")
    return assemble(compiled.ruleset, [card_text(c) for c in compiled.cards], compiler_version,
                    [card_text(c) for c in compiled.shared])


def card_text(card: CompiledCard) -> str:
    """One card's canonical JSON (what `dump` writes on the card's line). A compiler may keep
    these (a cache) and `assemble` a set from them without rebuilding the cards."""
    return _canonical(_converter().unstructure(card, CompiledCard))


def assemble(ruleset: str, card_texts: Sequence[str], compiler_version: str,
             shared_texts: Sequence[str] = ()) -> str:
    """The document `dump` writes, from each card's canonical JSON, as `card_text` writes it
    (and the shared decks'): the values repeated among the cards of one source file (or among
    the shared cards) go to the pool."""
    cards, shared, pool = _pool_by_source(list(card_texts), list(shared_texts))
    return _document(ruleset, cards, compiler_version, shared, pool)


def _document(ruleset: str, card_texts: list[str], compiler_version: str, shared_texts: list[str],
              pool: dict[str, str]) -> str:
    """The text of the document: pooled cards and shared cards, the pool sorted by key."""
    env: dict[str, Any] = {"compiler": compiler_version, "format": FORMAT_NAME, "ruleset": ruleset,
                           "version": FORMAT_VERSION}
    pool = dict(sorted(pool.items()))
    lists = {"cards": card_texts}
    if shared_texts:                              # a default is left out
        lists["shared"] = shared_texts
    members = {}
    if pool:
        members[POOL] = [f"{_canonical(k)}:{e}" for k, e in pool.items()]
    brackets = {k: "[]" for k in lists} | {k: "{}" for k in members}
    lists |= members
    doc_keys = sorted([*lists, "hash", *env])
    body = "{" + ",".join(f'"{k}":{brackets[k][0]}' + ",".join(lists[k]) + brackets[k][1] if k in lists
                          else f"{_canonical(k)}:{_canonical(env[k])}" for k in doc_keys if k != "hash") + "}"
    digest = HASH_PREFIX + hashlib.sha256(body.encode("utf-8")).hexdigest()
    lines = ["{"]
    for n, key in enumerate(doc_keys):
        comma = "," if n < len(doc_keys) - 1 else ""
        if key in lists:
            texts, (opening, closing) = lists[key], brackets[key]
            if texts:
                lines.append(f'  "{key}":{opening}')
                last = len(texts) - 1
                lines.extend(f"    {t}{',' if i < last else ''}" for i, t in enumerate(texts))
                lines.append(f"  {closing}{comma}")
            else:
                lines.append(f'  "{key}":{opening}{closing}{comma}')
        elif key == "hash":
            lines.append(f"  {_canonical(key)}:{_canonical(digest)}{comma}")
        else:
            lines.append(f"  {_canonical(key)}:{_canonical(env[key])}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------------------------
# load


def load_set(path: str | os.PathLike[str]) -> CompiledSet:
    """Load and validate a compiled set file. The entry point for integrators.

    Raises `FormatError` for anything wrong with the file's content, ``OSError`` if it cannot
    be read at all."""
    name = os.fspath(path)
    with open(name, "rb") as f:
        data = f.read()
    return loads(data, file=name)


def loads(text: str | bytes, *, file: str = "") -> CompiledSet:
    """Load and validate a compiled set from text (or UTF-8 bytes). ``file`` only labels errors."""
    with _collector_paused():
        return _loads(text, file)


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Parsing and structuring allocate hundreds of thousands of objects and no cycles; the
    cyclic collector would rescan them all, again and again, for nothing (2-4x slower).

    Loads in several threads at once share one pause: the first to start remembers whether the
    collector was on, the last to finish turns it back on. (Each thread on its own could read
    "off" while another had paused it, then outlive it: the collector stayed off for the rest of
    the process, which then grew without bound and took for ever to exit.)"""
    global _PAUSES, _WAS_ENABLED
    with _PAUSE_LOCK:
        if _PAUSES == 0:
            _WAS_ENABLED = gc.isenabled()
            gc.disable()
        _PAUSES += 1
    try:
        yield
    finally:
        with _PAUSE_LOCK:
            _PAUSES -= 1
            if _PAUSES == 0 and _WAS_ENABLED:
                gc.enable()


_PAUSE_LOCK = threading.Lock()
_PAUSES = 0
_WAS_ENABLED = True


def _loads(text: str | bytes, file: str) -> CompiledSet:
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            line = text.count(b"\n", 0, exc.start) + 1
            raise FormatError(f"not UTF-8: byte 0x{text[exc.start]:02x} (line {line}) cannot "
                              f"be decoded", f"byte {exc.start}", file) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text or text.isspace():            # (not text.strip(): a copy of the whole text)
        raise FormatError("empty file: not a compiled set", "", file)
    try:
        raw = json.loads(text, parse_constant=_no_constant, parse_float=_no_float)
    except _Float as exc:           # 1e999: a float no number can hold (the fields say what else is wrong)
        raise _number_error(text, str(exc), "a number too large for any field: the format holds "
                            "whole numbers only", file) from None
    except json.JSONDecodeError as exc:
        # the text ended inside a string or before the document was complete
        truncated = exc.msg.startswith("Unterminated string") or exc.pos >= len(text.rstrip())
        problem = f"not valid JSON: {exc.msg}" + (" (the file ends too early: truncated?)"
                                                   if truncated else "")
        raise FormatError(problem, f"{exc.lineno}:{exc.colno}", file) from None
    except _Constant as exc:
        m = re.search(r"[:\[,]\s*(-?Infinity|NaN)\b", text)
        place = ""
        if m:
            pos = m.start(1)
            line = text.count("\n", 0, pos) + 1
            place = f"{line}:{pos - (text.rfind(chr(10), 0, pos) + 1) + 1}"
        raise FormatError(f"not valid JSON: {exc} is not a JSON number", place, file) from None
    except RecursionError:
        raise FormatError("nested too deeply to read (is this a compiled set?)", "", file) from None
    except ValueError:          # an integer too long to convert (Python's 4,300-digit limit)
        m = re.search(r"-?\d{%d,}" % (ranges.MAX_DIGITS + 1), text)
        raise _number_error(text, m.group() if m else "", "an integer too large for any field",
                            file) from None
    return load_document(raw, file=file, text=text)


class _Float(ValueError):
    pass


def _no_float(literal: str) -> Any:
    value = float(literal)
    if value != value or value in (math.inf, -math.inf):
        raise _Float(literal)
    return value


def _number_error(text: str, literal: str, problem: str, file: str) -> FormatError:
    """A number the JSON holds but the format never does, placed at `line:column`."""
    pos = text.find(literal) if literal else -1
    place = ""
    if pos >= 0:
        line = text.count("\n", 0, pos) + 1
        place = f"{line}:{pos - (text.rfind(chr(10), 0, pos) + 1) + 1}"
    return FormatError(f"{problem} ({ranges.shown(literal.lstrip('-')) if literal else 'a number'})",
                       place, file)


class _Constant(ValueError):
    pass


def _no_constant(name: str) -> Any:
    raise _Constant(name)


def load_document(raw: Any, *, file: str = "", text: str | None = None) -> CompiledSet:
    """Validate and structure an already parsed document (the part of `loads` after JSON).
    ``text``, if given, is the text it was parsed from (a faster hash check)."""
    if raw.__class__ is not dict:
        raise FormatError(f"expected a JSON object (a compiled set), got {_describe(raw)}", "",
                          file)
    fmt_name = raw.get("format")
    if fmt_name != FORMAT_NAME:
        if "format" not in raw:
            raise FormatError(f"missing: not a compiled set (expected \"format\": "
                              f"\"{FORMAT_NAME}\")", "format", file)
        raise FormatError(f"not a compiled set: expected \"{FORMAT_NAME}\", got "
                          f"{_describe(fmt_name)}", "format", file)
    if "version" not in raw:
        raise FormatError("missing: the format version is required", "version", file)
    version = raw["version"]
    if version.__class__ is not int:
        raise FormatError(f"expected an integer, got {_describe(version)}", "version", file)
    if version > FORMAT_VERSION:
        raise FormatError(f"version {version} is newer than this runtime reads ({FORMAT_VERSION}): "
                          f"upgrade cardtext to load this set", "version", file)
    oldest = _oldest_readable()
    if version < oldest:
        reads = f"{oldest} to {FORMAT_VERSION}" if oldest < FORMAT_VERSION else f"{FORMAT_VERSION}"
        raise FormatError(f"unknown format version {version} (this runtime reads version "
                          f"{reads})", "version", file)
    _check_hash(raw, text, file)
    while version < FORMAT_VERSION:
        try:
            raw = MIGRATIONS[version](raw)
        except Exception as exc:  # noqa: BLE001 - an old file that its migration cannot read
            raise FormatError(f"cannot upgrade from version {version}: {type(exc).__name__}: "
                              f"{exc}", "", file) from None
        version += 1
        if raw.__class__ is not dict:
            raise FormatError(f"internal: the migration to version {version} returned "
                              f"{_describe(raw)}", "", file)
    body = {k: v for k, v in raw.items() if k not in ("format", "version", "hash")}
    if "compiler" not in body:
        raise FormatError("missing: the compiler version is required", "compiler", file)
    pool = body.pop(POOL, None)
    try:
        compiled = _structure(body, pool)
    except RecursionError:
        raise FormatError("nested too deeply", "", file) from None
    except Exception:  # noqa: BLE001 - rerun with bookkeeping to say what and where
        raise _explain(body, pool, file) from None
    if compiled.ruleset not in RULESETS:
        raise FormatError(f"unknown ruleset {json.dumps(compiled.ruleset, ensure_ascii=False)} "
                          f"(known: {', '.join(sorted(RULESETS))})", "ruleset", file)
    validate_set(compiled, file)      # what the compiler guarantees: ranges, unique names (validate.py)
    return compiled


_POOL_LOCK = threading.Lock()     # the generated loader reads one load's pool at a time


def _structure(body: dict[str, Any], pool: Any) -> CompiledSet:
    """The fast path: the pool's entries (each read with its type's function while no key is
    known, so an entry cannot refer to another), then the document, where a pool key stands
    for its entry's object wherever the entry's type belongs (one object, shared: the IR is
    frozen). Raises anything on anything wrong; `_explain` says what."""
    fast = _fast()
    ns = fast.__globals__
    with _POOL_LOCK:
        if pool is None:
            return fast(body)
        if pool.__class__ is not dict:
            raise _Reject
        types, match = ns["_TYPES"], _POOL_KEY.match
        entries = {}
        for key, entry in pool.items():
            if not match(key) or entry.__class__ is not list or len(entry) != 2:
                raise _Reject
            fn = types[entry[0]]
            entries[key] = (fn, fn(entry[1]))
        ns["_P"] = entries
        try:
            return fast(body)
        finally:
            ns["_P"] = {}


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


def _check_hash(raw: dict[str, Any], text: str | None, file: str) -> None:
    if "hash" not in raw:
        raise FormatError("missing: the content hash is required", "hash", file)
    stated = raw["hash"]
    if stated.__class__ is not str or not _HASH_RE.match(stated):
        raise FormatError(f"expected \"sha256:\" and 64 lowercase hex digits, got "
                          f"{_describe(stated)}", "hash", file)
    if text is not None and _layout_hash(text, stated) == stated:
        return
    try:
        actual = content_hash(raw)
    except RecursionError:
        raise FormatError("nested too deeply", "", file) from None
    except UnicodeEncodeError as exc:
        raise FormatError(f"a string holds an unpaired surrogate ({exc.object[exc.start]!a})",
                          "", file) from None
    if actual != stated:
        raise FormatError(f"content hash mismatch: the file says {stated[:19]}..., its content "
                          f"hashes to {actual[:19]}... (edited after compiling? recompile the set)",
                          "hash", file)


def _layout_hash(text: str, stated: str) -> str | None:
    """The fast way to the content hash, for files in `dump`'s layout: drop the line of the
    ``hash`` member and every line break with the indentation after it; what is left is the
    canonical form of the document without its hash. Sound for any text: JSON strings cannot
    hold a raw line break (nor a raw tab), so only whitespace between tokens is dropped; a file
    in any other layout (trailing blanks, another indentation of the hash line) just gives
    another digest, and the caller then re-serialises the parsed document."""
    if "\r" in text:                             # CRLF line ends (a checkout on Windows)
        text = text.replace("\r\n", "\n")
    hash_line = f'\n  "hash":"{stated}",\n'
    at = text.rfind(hash_line)
    if at < 0:
        return None
    digest = hashlib.sha256()
    try:
        for part in (text[:at], text[at + len(hash_line) - 1:]):
            digest.update(_LINE_BREAK.sub("", part).encode("utf-8"))
    except UnicodeEncodeError:
        return None
    return HASH_PREFIX + digest.hexdigest()


_LINE_BREAK = re.compile("\n[ \t]*")


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


def assemble_pooled(ruleset: str, files: Sequence[tuple[Sequence[str], dict[str, str]]],
                    compiler_version: str, shared_texts: Sequence[str] = ()) -> str:
    """`assemble` for cards pooled a file at a time (`pool_texts`, as the compiler does in its
    parallel jobs and keeps in its cache): the files' pools are merged, an entry in several
    files once. Where two files gave two different values one key (each file makes its keys
    unique only among its own values), the cards are read back in full and pooled again with
    keys unique across the set: the same bytes as `assemble` of the unpooled cards."""
    texts = [t for file_texts, _ in files for t in file_texts]
    shared, shared_pool = pool_texts(shared_texts)
    pool: dict[str, str] = {}
    agree = True
    for file_pool in [*(p for _, p in files), shared_pool]:
        for key, entry in file_pool.items():
            agree = agree and len(key) == 1 + _KEY_DIGITS and pool.setdefault(key, entry) == entry
    if agree:
        return _document(ruleset, texts, compiler_version, shared, pool)
    whole = []
    for file_texts, file_pool in files:
        entries = {k: json.loads(e) for k, e in file_pool.items()}
        card = _shapes()[CompiledCard]
        problems: list[tuple[str, str]] = []
        whole += [_canonical(_expand(json.loads(t), entries, problems, card)) for t in file_texts]
        if problems:
            raise ValueError(f"a pooled card does not match its file's pool: {problems[0]}")
    return assemble(ruleset, whole, compiler_version, shared_texts)


def _explain(body: dict[str, Any], pool: Any, file: str) -> FormatError:
    """Every problem the fast path met, with its place: the pool's first, then the document's,
    read with each pool key replaced by its entry (so a place is where the value is written)."""
    if pool is not None:
        problems = list(_pool_problems(pool))
        if not problems:
            body = _expand(body, pool, problems)
        if problems:
            return FormatError(problems[0][1], problems[0][0], file, tuple(problems))
    try:
        _converter(detailed=True).structure(body, CompiledSet)
    except RecursionError:
        return FormatError("nested too deeply", "", file)
    except Exception as exc:  # noqa: BLE001
        problems = tuple(_problems(exc, ""))
        if problems:
            place, problem = problems[0]
            return FormatError(problem, place, file, problems)
        return FormatError(f"invalid compiled set ({exc})", "", file)
    # The fast converter failed where the detailed one did not: a bug in this module.
    return FormatError("invalid compiled set (internal: fast and detailed loaders disagree)", "",
                       file)


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


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
        return f"{path}[{json.dumps(key, ensure_ascii=False)}]"
    return f"{path}.{key}" if path else key


def _problems(exc: BaseException, path: str) -> Iterator[tuple[str, str]]:
    """(place, problem) for every leaf of a cattrs detailed-validation error tree."""
    if isinstance(exc, (ClassValidationError, IterableValidationError)):
        with_notes, without = exc.group_exceptions()
        for sub, note in with_notes:
            key = note.index if isinstance(note, IterableValidationNote) else note.name
            yield from _problems(sub, _join(path, key))
        for sub in without:
            yield from _problems(sub, path)
    elif isinstance(exc, ForbiddenExtraKeysError):
        allowed = sorted(a.name for a in attrs.fields(exc.cl))
        for key in sorted(exc.extra_fields):
            yield _join(path, key), f"unknown key (expected one of: {', '.join(allowed)})"
    elif isinstance(exc, _Invalid):
        yield (_join(path, exc.key) if exc.key is not None else path), exc.message
    elif isinstance(exc, KeyError):
        yield path, "missing (required)"
    elif isinstance(exc, ValueError):
        yield path, str(exc)               # an IR invariant (attrs validator), e.g. max < min
    elif isinstance(exc, TypeError):
        yield path, f"invalid value ({exc})"
    else:
        yield path, f"invalid value ({type(exc).__name__}: {exc})"


# --------------------------------------------------------------------------------------------
# JSON Schema (draft 2020-12), generated from the classes


def schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of this format version, generated by reflection over the
    attrs classes: each class an object with ``additionalProperties: false``, its fields without
    a default ``required``, union members with a ``kind`` const, sum types as ``oneOf``. The
    ``$defs`` names are informative (class names); the documents never contain them. What a
    schema cannot say (a target's max >= min, a span's text length, the hash) only the loader
    checks."""
    _resolve_types()
    defs: dict[str, Any] = {}
    conv = _converter()
    union_names = {alias: name for name, alias in UNIONS.items()}
    members = {cl for alias in UNIONS.values() for cl in typing.get_args(alias)}
    positions = _position_types()

    def of_type(t: Any, keyed: bool = True) -> dict[str, Any]:
        """The schema of a value of type t; where t is a position (and `keyed`), a pool key
        may stand instead."""
        if keyed and t in positions:
            return {"anyOf": [of_type(t, keyed=False), {"$ref": "#/$defs/pool_key"}]}
        if t is str:
            return {"type": "string"}
        if t is bool:
            return {"type": "boolean"}
        if t is int:
            return {"type": "integer"}
        if t is type(None):
            return {"type": "null"}
        if t == Stats:
            return {"type": "object", "additionalProperties": {"type": "integer"}}
        if t == Header:
            return {"type": "object", "additionalProperties": {"type": "string"}}
        if _is_enum(t):
            return {"enum": [m.value for m in t]}
        if _is_homogeneous_tuple(t):
            return {"type": "array", "items": of_type(typing.get_args(t)[0])}
        if t in union_names:
            name = union_names[t]
            if name not in defs:
                defs[name] = {}
                defs[name] = {"oneOf": [of_type(cl, keyed=False) for cl in typing.get_args(t)]}
            return {"$ref": f"#/$defs/{name}"}
        if _is_optional(t):
            return {"oneOf": [of_type(_without_none(t)), {"type": "null"}]}
        if attrs.has(t):
            name = t.__name__
            if name not in defs:
                defs[name] = {}
                defs[name] = of_class(t)
            return {"$ref": f"#/$defs/{name}"}
        raise TypeError(f"no schema for {t!r}")

    def of_field(a: Any) -> dict[str, Any]:
        """A field's type, with the minimum of an attrs `ge` validator or the field's metadata."""
        p = of_type(a.type)
        for v in _validators(a.validator):
            if getattr(v, "compare_op", None) == ">=":
                p = {**p, "minimum": v.bound}
        if "minimum" in a.metadata:
            p = {**p, "minimum": a.metadata["minimum"]}
        return p

    def of_array(cl: type) -> dict[str, Any]:
        items = [{"title": a.name, **of_field(a)} for a in attrs.fields(cl)]
        doc = " ".join((cl.__doc__ or "").strip().split("\n\n")[0].split())
        return {"type": "array", "description": f"{doc} An array: [{', '.join(i['title'] for i in items)}].",
                "prefixItems": items, "minItems": len(items), "items": False}

    def of_class(cl: type) -> dict[str, Any]:
        if cl in ARRAYS:
            return of_array(cl)
        props: dict[str, Any] = {}
        required = []
        if cl in members:
            props[TAG] = {"const": cl.KIND}
            required.append(TAG)
        for a in attrs.fields(cl):
            if cl is CompiledSet and a.name == "compiler":
                continue                                   # an envelope field, below
            p = of_field(a)
            if a.default is attrs.NOTHING:
                required.append(a.name)
            else:
                p = {**p, "default": conv.unstructure(a.default, a.type)}
            props[a.name] = p
        out: dict[str, Any] = {"type": "object"}
        doc = (cl.__doc__ or "").strip().split("\n\n")[0]
        if doc:
            out["description"] = " ".join(doc.split())
        out.update(properties=props, required=required, additionalProperties=False)
        return out

    top = of_class(CompiledSet)
    top["properties"] = {
        "format": {"const": FORMAT_NAME},
        "version": {"const": FORMAT_VERSION},
        "compiler": {"type": "string",
                     "description": "version of the compiler that wrote the file"},
        "hash": {"type": "string", "pattern": "^sha256:[0-9a-f]{64}$",
                 "description": "sha256 of the canonical JSON of the document without `hash`"},
        **top["properties"],
    }
    top["properties"][POOL] = {
        "type": "object",
        "description": "IR values that occur more than once, each written once: pool key -> "
                       "[type, value]; elsewhere the key stands for the value wherever a value "
                       "of that type belongs. An entry never refers to another (only the loader "
                       "checks that, and that every key used is in the pool with that type).",
        "propertyNames": {"$ref": "#/$defs/pool_key"},
        "additionalProperties": {"oneOf": [
            {"type": "array", "prefixItems": [{"const": name}, of_type(t, keyed=False)],
             "minItems": 2, "items": False} for t, name in sorted(positions.items(), key=lambda p: p[1])]},
    }
    defs["pool_key"] = {"type": "string", "pattern": "^@[0-9a-f]{8,64}$",
                        "description": "a key of `pool`: \"@\" and the first hex digits of the "
                                       "SHA-256 of the entry's canonical JSON"}
    top["required"] = [*ENVELOPE_KEYS, *top["required"]]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"cardtext compiled set, format version {FORMAT_VERSION}",
        **{k: v for k, v in top.items()},
        "$defs": dict(sorted(defs.items())),
    }


def _validators(v: Any) -> Iterator[Any]:
    if v is None:
        return
    inner = getattr(v, "_validators", None)           # attrs.validators.and_
    if inner is not None:
        for x in inner:
            yield from _validators(x)
    else:
        yield v


def schema_text() -> str:
    """The schema as deterministic JSON text (what ``cardtext schema`` prints)."""
    return json.dumps(schema(), sort_keys=True, indent=2, ensure_ascii=False) + "\n"


if __name__ == "__main__":          # python -m runtime.format  -> prints the schema
    sys.stdout.write(schema_text())
