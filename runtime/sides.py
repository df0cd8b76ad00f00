"""SU-P1 (docs/runtime.md): a card of two types ("Minion: … Action: …") is played as one of them.

Out of play the card is its whole `CardSpec` (type `dual`, `sides` naming the part of each
ability). Played as a side, the card's spec becomes that side's card — the side's type, only the
abilities of that part — until it leaves play (`Zones._relocate` puts the whole card back).
"""

from __future__ import annotations

import attrs

from .spec import CardSpec

# (id of the whole spec, side) -> (the whole spec, kept alive for its id; the side's spec): one
# side spec per card and side, so that caches keyed by a spec's identity stay valid
_SIDES: dict[tuple[int, str], tuple[CardSpec, CardSpec]] = {}


def sides_of(spec: CardSpec) -> tuple[str, ...]:
    """The types the card may be played as, in printed order (empty: a card of one type)."""
    return tuple(dict.fromkeys(spec.sides))


def side_spec(spec: CardSpec, side: str) -> CardSpec:
    """The card `spec` played as `side`: that type, with the abilities of that part only."""
    key = (id(spec), side)
    hit = _SIDES.get(key)
    if hit is not None and hit[0] is spec:
        return hit[1]
    out = attrs.evolve(spec, card_type=side, sides=(),
                       abilities=tuple(a for a, s in zip(spec.abilities, spec.sides) if s == side))
    _SIDES[key] = (spec, out)
    return out
