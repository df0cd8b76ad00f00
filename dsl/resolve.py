"""Stage 4, resolve: words of the text against the set and the ruleset.

Names in ability text ("If Mufasa is in your discard pile", "a Slasher", "non-Madness cards")
must name a card of the set, a subtype or faction the set uses, or a component the ruleset
declares. Counters must be counters of the ruleset ("+1 power counter" exists in Smash Up,
not in Berserk).
"""

from __future__ import annotations

import difflib
from typing import Iterator

import attrs

from runtime.ruleset import Ruleset

from . import codes
from . import nodes as n
from .diagnostics import Diagnostic, error


@attrs.frozen
class SymbolTable:
    """What names a set's text may use."""

    cards: frozenset[str]
    subtypes: frozenset[str]
    factions: frozenset[str]
    specials: frozenset[str]
    # the leading words shared by card names ("Gearbot" of "Gearbot Prime"): text names
    # a family of cards that way ("each of your Gearbots")
    prefixes: frozenset[str] = frozenset()
    # a set's declared card types (dsl/declared.py): (word, rules type), plurals included
    type_words: tuple[tuple[str, str], ...] = ()
    # the set's cards whose type waits out of play (a titan, SU-T1): "play NAME" takes it from there
    set_aside: frozenset[str] = frozenset()

    def knows(self, name: str) -> bool:
        for cand in _forms(name):
            if (cand in self.cards or cand in self.subtypes or cand in self.factions or cand in self.specials
                    or cand in self.prefixes):
                return True
        return False

    def all_names(self) -> list[str]:
        return sorted(self.cards | self.subtypes | self.factions | self.specials)


def name_prefixes(names) -> frozenset[str]:
    out = set()
    for name in names:
        words = name.split()
        for k in range(1, len(words)):
            out.add(" ".join(words[:k]))
    return frozenset(out)


def _forms(name: str) -> Iterator[str]:
    yield name
    if name.endswith("s"):          # "Gearbots" names the Gearbot subtype
        yield name[:-1]
    if name.endswith("es"):
        yield name[:-2]


_FIELDS: dict[type, tuple[str, ...]] = {}


def walk(x) -> Iterator[n.Node]:
    """Every node under `x`, depth first, in source order."""
    stack = [x]
    pop, push = stack.pop, stack.append
    while stack:
        x = pop()
        if not isinstance(x, n.Node):
            continue
        yield x
        cls = type(x)
        names = _FIELDS.get(cls)
        if names is None:
            names = _FIELDS[cls] = tuple(f.name for f in attrs.fields(cls) if f.name != "span")
        kids = []
        for name in names:
            v = getattr(x, name)
            if isinstance(v, tuple):
                kids.extend(v)
            elif isinstance(v, n.Node):
                kids.append(v)
        for k in reversed(kids):
            push(k)


def resolve_ability(ab: n.AbilityText, table: SymbolTable, rs: Ruleset, path: str,
                    nodes: list | None = None) -> list[Diagnostic]:
    """`nodes`: the names and counters of `ab` if the builder gathered them (else walk)."""
    diags: list[Diagnostic] = []
    counters = {c for c in rs.counters}
    for x in (walk(ab) if nodes is None else nodes):
        if isinstance(x, n.Word) and x.cls in ("NAME", "NAME_POSS"):
            if not table.knows(x.text):
                close = difflib.get_close_matches(x.text, table.all_names(), n=1, cutoff=0.7)
                diags.append(error(codes.E201, f"unknown name `{x.text}`", x.span, path=path,
                                   label="no card, subtype or faction of this set has this name",
                                   help=f"did you mean `{close[0]}`?" if close else
                                   "name a card of the set exactly as its header spells it"))
        elif isinstance(x, n.PowerCounter):
            key = f"{'+' if x.amount >= 0 else '-'}{abs(x.amount)} {x.stat.text.lower()}"
            if key not in counters:
                diags.append(error(codes.E204, f"`{key} counter` is not a counter of {rs.title}", x.span,
                                   path=path, help=f"counters of {rs.title}: {', '.join(rs.counters)}"))
    return diags
