"""u16g (issue 16, SU-W2): several chosen cards that must differ — "two minions on different
bases", "two minions controlled by different players", "up to two minions with different names"
(`Target.apart`). The phrase is read off a selection of more than one card; the rest of the
selection is read as ever (`Selections.selector`)."""

from __future__ import annotations

from typing import Any

import attrs

from .. import nodes as n
from ..kinds import AdjKind, NounKind as NK, PhraseKind as P
from .accounting import adjs_are, consume_all


def apart_phrase(lw: Any, phrases: list) -> tuple[str, Any] | None:
    """(what the chosen cards differ in, the phrase saying it) or None: "on different bases"
    ("base"), "controlled by different players" ("controller"), "with different names" ("name")."""
    for p in phrases:
        if p.kind == P.DIFFERENT_NAMES:
            return "name", p
        np = getattr(p, "np", None)
        if not (isinstance(np, n.Selection) and np.quant is None and np.owner is None and len(np.adjs) == 1
                and adjs_are(np, AdjKind.DIFFERENT)):
            continue
        if p.kind == P.ON and lw.is_base_word(np):
            return "base", p
        if p.kind == P.CONTROLLED_BY and np.noun.kind == NK.PLAYER:
            return "controller", p
    return None


def read_apart(lw: Any, np: Any, phrases: list) -> Any | None:
    """The selector of `np` with `phrases` whose cards must differ as one phrase says, or None
    when no phrase says so. A selection of one card cannot differ (E501)."""
    found = apart_phrase(lw, phrases)
    if found is None:
        return None
    what, p = found
    sel = lw.selector(np, [x for x in phrases if x is not p])
    if sel.KIND != "target" or (sel.max is not None and sel.max < 2):
        raise lw.no(p, f"`{lw.words(p)}` on a selection that is not of several chosen cards")
    if sel.same_name:
        raise lw.no(p, f"`{lw.words(p)}` with `the same name`")
    consume_all(p)
    return attrs.evolve(sel, apart=what)
