"""The envelope of a compiled set: the format's name and version, the hash's form, and the
data classes of the format (the IR itself lives in `runtime.spec`)."""

from __future__ import annotations

import contextlib
import gc
import re
import threading
from collections.abc import Iterator
from typing import Any

import attrs

from .. import spec


FORMAT_NAME = "cardtext/compiled"
FORMAT_VERSION = 4


HASH_PREFIX = "sha256:"
_HASH_RE = re.compile(r"sha256:[0-9a-f]{64}\Z")
ENVELOPE_KEYS = ("format", "version", "compiler", "hash")     # besides CompiledSet's own fields


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
class TextSpan:
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
    span: TextSpan
    side: str | None = None     # SU-P1: the part of a card of two types it is in ("minion", "action")


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
                             keywords=self.keywords, play_on=self.play_on, faction=dict(self.header).get("faction"),
                             abilities=tuple(a.ability for a in self.abilities),
                             sides=tuple(a.side or "" for a in self.abilities)
                             if any(a.side for a in self.abilities) else ())


@fmt
class CompiledSet:
    """A compiled set: its ruleset and its cards in source order.

    In Python, ``compiler`` is filled from the file's envelope on load and is not part of
    equality (``dump`` takes the compiler version as an argument)."""

    ruleset: str
    cards: tuple[CompiledCard, ...]
    compiler: str = attrs.field(default="", eq=False)
    shared: tuple[CompiledCard, ...] = ()     # the cards of the ruleset's shared decks (SU-M1)
    # counters the set's files declare besides the ruleset's (`counter "stasis"`, dsl/declared.py)
    counters: tuple[str, ...] = ()

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


FORMAT_CLASSES: tuple[type, ...] = (CompiledSet, CompiledCard, CompiledAbility, SourceRef, TextSpan)
# Written as a JSON array of their field values in field order, not an object: one per card and
# one per ability, their names the same every time (the schema names the positions). Version 2.
ARRAYS: tuple[type, ...] = (SourceRef, TextSpan)

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
