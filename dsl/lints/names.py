"""Names and headers across the whole set: duplicate names in different files (E303, as
`cardtext compile` reports them), names that differ only in case, spaces or punctuation (W407),
and stats the card's type does not have (W408). Duplicates within one file, missing stats and
stats out of range are `check` errors (E303, E301, E302) and come with every lint run."""

from __future__ import annotations

import re

from .. import codes as C
from ..diagnostics import error
from . import Group, rule, warning


def name_key(name: str) -> str:
    return re.sub(r"[\W_]+", "", name.casefold())


@rule(C.E303, C.W407)
def duplicate_names(group: Group):
    exact: dict[str, object] = {}
    loose: dict[str, object] = {}
    for info in group.cards:
        name = info.card.name
        if not name:
            continue
        first = exact.get(name)
        if first is not None:
            if first.path != info.path:     # the same file: `check` already says so
                yield error(C.E303, f"a card named `{name}` is also in `{first.path}` (line {first.card.line})",
                            info.card.span, path=info.path, help="give each card of a set its own name")
            continue
        exact[name] = info
        key = name_key(name)
        other = loose.get(key)
        if other is not None:
            yield warning(C.W407, f"`{name}` and `{other.card.name}` differ only in case, spaces or punctuation",
                          info.card.span, info.path, label=f"`{other.card.name}` is at {other.path}:{other.card.line}",
                          help="give the cards clearly different names, or remove the copy")
        else:
            loose[key] = info


@rule(C.W408)
def stats_for_type(group: Group):
    rs = group.ruleset
    for info in group.cards:
        ct = rs.card_type(info.card.type)
        if ct is None:
            continue
        allowed = set(ct.required) | set(ct.optional)
        for sv in info.card.stats:
            if sv.name not in allowed and rs.stat(sv.name) is not None:
                kinds = ", ".join(sorted(allowed)) or "no stats"
                yield warning(C.W408, f"{_a(ct.name)} has no `{sv.name}`", sv.span or info.card.span, info.path,
                              label=f"{rs.title} gives {_a(ct.name)}: {kinds}",
                              help=f"remove `{sv.name}`, or fix the card's type")


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word
