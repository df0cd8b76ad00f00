"""Coordination: what two noun phrases joined by "and" / "or" share.

English writes what the two nouns of a coordination have in common once, before the first:
"your minions and other actions" are your minions and your other actions; "an extra minion or
action" is an extra minion or an extra action. The grammar attaches those words to the first
noun only; `shared_sides` gives the second noun what it leaves unsaid, so that lowering each side
on its own (a choice between them, one statement of each, a count of both) reads the same words
for both (docs/language.md, "Coordination").

The rule, for two selections `left` and `right` (a reference, "this minion", names its card and
shares nothing):

- a determiner (the quantity: "an", "each", "another") and an owner ("your", "each player's")
  stand before the first noun; the second takes them when it has neither of its own ("your
  minions and an action" has its own: nothing is shared);
- the adjectives before the first noun ("extra", "other") are shared too when the second has no
  adjective, determiner or owner of its own ("an extra minion or action"; in "your minions and
  other actions" the second has its own adjective, and only the owner is shared);
- the phrases after the second noun ("here", "on this base") narrow both: the callers give them
  to each side (they follow the whole coordination).

The shared nodes keep their spans: a word read on either side is read (word accounting).
"""

from __future__ import annotations

from typing import Any

import attrs

from .. import nodes as n
from ..kinds import NounKind as NK
from .accounting import unread


def shared_sides(np: n.NpOr) -> tuple[Any, Any]:
    """The two sides of a coordination, the second with what it shares with the first."""
    with unread():          # a rewrite, not a reading: the words are read where each side is lowered
        left, right = np.left, np.right
        if not (isinstance(left, n.Selection) and isinstance(right, n.Selection)):
            return left, right
        if right.quant is not None or right.owner is not None or right.noun.kind == NK.NAME:
            return left, right      # (t16a: "Stone Golem or an extra action": a card by name shares nothing)
        adjs = right.adjs if right.adjs else left.adjs
        return left, attrs.evolve(right, quant=left.quant, owner=left.owner, adjs=adjs)


def shared(np: Any) -> Any:
    """`np` with its second side completed (`shared_sides`); any other noun phrase as it is."""
    if not isinstance(np, n.NpOr):
        return np
    left, right = shared_sides(np)
    if right is np.right:
        return np
    with unread():
        return attrs.evolve(np, left=left, right=right)
