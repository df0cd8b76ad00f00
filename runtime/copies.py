"""Copied abilities (issue 16, helper t16b; docs/runtime.md "Copied abilities"): "This minion has
the same abilities as the chosen minion until the end of your turn" — `spec.Copies` made by an instruction
for a while (`spec.Apply`). Each ability printed on the source card that works in play listens (or
can be used) as the copying card's own, its "this card" the copying card, until the duration ends or
the copying card leaves play:

- triggered abilities, replacements, ongoing (static) abilities and "whenever true" abilities are
  registered with the copying card as their card;
- activated abilities (a Talent) are added after the copying card's own (`Game.activate` index
  ``len(own) + k``), their uses counted on the copying card (SU-A2: once per turn there, whatever
  the source card did);
- not copied: on-play abilities (the copying card is not being played), abilities that work in
  another zone (a Special from the hand), and abilities that themselves copy (no copy of a copy:
  only what is printed on the source, never what it has copied). A card never copies itself.
"""

from __future__ import annotations

from typing import Any

from . import spec as s
from .records import Listener, Pending
from .spec import Duration, Timing
from .state import Card
from .trace import EVENT, SKIPPED


def _copies(ab: Any) -> bool:
    return ab.KIND == "static" and ab.effect.KIND == "copies"


class Copying:
    """Part of `Game` (a mixin of `Listeners`): abilities one card has from another."""

    def _copy_cards(self, p: Pending, sel: Any) -> list[Card]:
        """The cards a `Copies` selector names now: this card, the card it is on, the chosen ones,
        the event's card (fixed selectors: no choice is asked)."""
        return [c for c in self.select(p, sel, (), "copies") if isinstance(c, Card)]

    def copy_abilities(self, p: Pending, eff: s.Copies, duration: Duration) -> None:
        """`eff`'s copying cards in play get the abilities printed on its source cards for `duration`."""
        play = self.ruleset.play_zone
        sources = self._copy_cards(p, eff.source)
        for c in self._copy_cards(p, eff.affects):
            if c.zone != play:
                continue
            for src in sources:
                if src is c:
                    self.trace.add(SKIPPED, p.origin, c.label, "copy", (("why", "a card does not copy itself"),))
                    continue
                n = 0
                for ab in src.spec.abilities:
                    if ab.KIND == "on_play" or _copies(ab) or getattr(ab, "zone", None) is not None:
                        continue
                    self._copy_one(p, c, ab, duration)
                    n += 1
                self.trace.add(EVENT, p.origin, c.label, "copies abilities", (("of", src.label), ("abilities", n)))

    def _copy_one(self, p: Pending, c: Card, ab: Any, duration: Duration) -> None:
        kind = ab.KIND
        if kind == "triggered":
            pat = ab.when
            d = self._before if pat.timing is Timing.BEFORE else self._triggers
            containers = [d.setdefault(pat.event, [])]
            l = Listener(c, ab, pat, ab.origin, self.state.seq())
        elif kind == "replacement":
            containers = [self._replacements.setdefault(ab.when.event, [])]
            l = Listener(c, ab, ab.when, ab.origin, self.state.seq())
        elif kind == "static":
            containers = self._static_containers(ab)
            l = Listener(c, ab, None, ab.origin, self.state.seq())
        elif kind == "when_true":
            containers = [self._when_true]
            l = Listener(c, ab, None, ab.origin, self.state.seq())
        elif kind == "activated":
            containers = [self._copied_acts]
            l = Listener(c, ab, None, ab.origin, self.state.seq())
        else:
            return
        for container in containers:
            self._add(c, container, l)
        self._temp_statics.append((l, containers, duration, p.controller, p.source))

    def copied_activated(self, c: Card) -> list[Any]:
        """The activated abilities `c` has copied (after its own, in `Game.activate`'s numbering)."""
        return [l.ability for l in self._copied_acts if l.card is c]
