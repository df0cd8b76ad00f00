"""r2b: the players first by a measure (`spec.Ranked`): "the player with the fewest minions here",
"each player with the most power on a base" (docs/runtime.md, "Players ranked")."""

from __future__ import annotations

from . import spec as s
from .ops import GameOps
from .records import Pending


def ranked_players(g: GameOps, p: Pending, r: s.Ranked) -> set[int]:
    """The players first by `r`: tied players are all kept; the most needs more than 0."""
    order = g.state.player_order()
    if r.each_base:
        bases = [c.id for c in g.in_play() if c.spec.card_type == g.ruleset.base_type]
    else:
        here = g.base_of(p.source)
        bases = [here] if r.filter is None and here is not None else [None] if r.filter is not None else []
    first: set[int] = set()
    for b in bases:
        if r.filter is None:
            totals = g.player_totals(b)
            values = {pl: totals.get(pl, 0) for pl in order}
        else:
            values = {pl: sum(1 for c in g.candidates(r.filter, p.source, pl, p.event)
                              if c.controller == pl and (b is None or c.at == b)) for pl in order}
        if not values:
            continue
        best = (min if r.least else max)(values.values())
        if not r.least and best <= 0:
            continue
        first.update(pl for pl, v in values.items() if v == best)
    return first
