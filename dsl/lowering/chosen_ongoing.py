"""A choice of ongoing abilities (issue 16, helper h16s): "Play on a base and choose one:
Ongoing: … OR Ongoing: …" — the action is played on a base and, as it is played, its controller
chooses which of the labelled abilities the card has; the chosen one holds while the card stays
in play (`Apply(duration=WHILE_SOURCE_IN_PLAY)` of the ability's static effect, SU-A8)."""

from __future__ import annotations

from typing import Any

from runtime import spec as s

from .. import nodes as n
from ..kinds import InstructionKind, ModalCountKind


class ChosenOngoing:
    """Placement followed by a choice of labelled abilities (a family of `Lowerer`)."""

    def play_on_choosing(self, m: n.Modal, rest: list) -> tuple:
        """(where the card is played, its abilities) for "Play on X and choose one: Ongoing: A.
        OR Ongoing: B."."""
        if m.opening.kind not in (InstructionKind.PLAY_ON, InstructionKind.MODIFIER_ON):
            raise self.no(m.opening, "a choice of ongoing abilities after an instruction that is not `Play on …`")
        if rest:
            raise self.no(rest[0], "a sentence after a choice of ongoing abilities")
        if m.count.kind != ModalCountKind.EXACTLY or m.count.number.value != 1:
            raise self.no(m.count, "choosing more than one of the ongoing abilities")
        self.advance(on_card=True)
        where = self.play_on_filter(m.opening)
        self.advance(on_base=where.card_types == (self.rs.base_type,))
        modes = []
        for ab in m.abilities:
            if ab.label is None or ab.label.text.lower() != "ongoing" or ab.costs is not None:
                raise self.no(ab, "a choice among abilities that are not `Ongoing:` statements")
            out = self.ability(ab)
            if isinstance(out, tuple) or len(out) != 1 or not isinstance(out[0], s.Static):
                raise self.no(ab, "a choice of an ongoing ability that is not a lasting statement")
            modes.append(s.Apply(effect=out[0].effect, duration=s.Duration.WHILE_SOURCE_IN_PLAY))
        return where, [s.OnPlay(origin=self.origin(), effect=s.Choose(modes=tuple(modes), min=1, max=1), label="")]
