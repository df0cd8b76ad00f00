"""A card with the abilities of another (issue 16, helper t16b): "This minion has the same abilities
as the chosen minion until the end of your turn", "… has the abilities of that action": the subject
has, as its own, the abilities printed on the card the object names, for that long (an instruction:
`Apply(Copies)` with the duration) — docs/runtime.md "Copied abilities" says what is copied."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import AdjKind, InstructionKind, PredKind
from ..kinds import PhraseKind as P
from ..source import Span

# the selectors that name cards fixed as the instruction is done: this card, the card it is on,
# the card chosen before, the card of the event answered ("it")
_FIXED = (s.This, s.Host, s.Picked, s.EventCard)


class Copying:
    """"… has the same ability as / the abilities of …" (a family of `Lowerer`)."""

    def copies_for_a_while(self, st: n.Statement, lasting: n.DurationPhrase | None = None) -> Any:
        """The instruction: the subject's card has the object's abilities for the duration that
        closes (or opens) the sentence ("until the end of the turn"); with no duration, while the card that
        says it stays in play (an on-play ability's lasting effect, as "Play on … and choose
        one: Ongoing: …"). A subject or an object that is not one card fixed now (this card,
        the card it is on, the chosen card) is chosen first: "… has the abilities of a minion
        here" asks for that minion."""
        pred = st.pred
        ph = list(pred.phrases)
        dur = self.take_duration(ph)
        if lasting is not None:
            # "Until …, this minion has the abilities of …": the opening duration
            if dur is not s.Duration.DEFAULT:
                raise self.no(st.pred, "a copy with two durations")
            dur = self.duration(lasting)
        if any(p.kind != P.DURATION for p in st.subject.phrases):
            raise self.no(st.subject, "a card with the abilities of another named with a phrase")
        if dur is s.Duration.DEFAULT:
            dur = s.Duration.WHILE_SOURCE_IN_PLAY
        target = self.selector(st.subject.np, list(st.subject.phrases))
        source = self.selector(pred.np, ph)      # ("… of a minion here": the phrases close the object)
        if not isinstance(target, (s.This, s.Host, s.EventCard)) and not (
                isinstance(target, s.Picked) and isinstance(source, _FIXED + (s.Affected, s.Each))):
            raise self.no(st.subject, "a card other than this one, the one it is on or the event's having "
                                      "another's abilities")
        if isinstance(source, _FIXED + (s.Affected, s.Each)):
            # (each of several cards: the abilities of all of them, as many as there are then)
            return s.Apply(effect=s.Copies(affects=target, source=source), duration=dur)
        if not isinstance(source, s.Target):
            raise self.no(pred.np, "the abilities of cards named in this way")
        return s.Pick(target=source, with_picked=s.Apply(effect=s.Copies(affects=target, source=s.Picked()),
                                                         duration=dur))

    def chosen_copies(self, abilities: tuple) -> list:
        """'Choose a minion here. Ongoing: This minion has the same abilities as the chosen
        minion.': an on-play ability that closes with a choice and nothing after it, then an Ongoing
        ability of one sentence giving a card the abilities of "the chosen …": one on-play ability
        whose last sentence is that one — the card has them while it stays in play (SU-A8: an
        Ongoing ability ends when its card leaves play), as "Play on … and choose one: Ongoing: …"
        (chosen_ongoing.py). Every other list of abilities is as written."""
        out = list(abilities)
        for i in range(len(out) - 1):
            first, then = out[i], out[i + 1]
            if first.label is not None or first.costs is not None or then.costs is not None \
                    or then.label is None or then.label.text.lower() != "ongoing" or len(then.sentences) != 1:
                continue
            last, said = first.sentences[-1].body, then.sentences[0].body
            if not (isinstance(last, n.Effects) and len(last.items) == 1 and last.then is None
                    and last.items[0].kind == InstructionKind.CHOOSE
                    and isinstance(said, n.Statement) and said.pred.kind in (PredKind.COPIES, PredKind.COPIES_SAME)
                    and not said.more
                    and isinstance(said.pred.np, n.Selection) and any(a.kind == AdjKind.CHOSEN
                                                                       for a in said.pred.np.adjs)):
                continue
            out[i:i + 2] = [attrs.evolve(first, sentences=first.sentences + then.sentences,
                                         span=Span(first.span.start, then.span.end))]
            break
        return out
