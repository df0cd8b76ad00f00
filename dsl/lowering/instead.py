"""Replacements said with "instead" (issue 16, helper t16d).

- "… play the chosen action … . Shuffle it into your deck instead of the discard pile.": a
  replacement for that play of that card (`PlayCard.discard_instead`): when it would go to its
  owner's discard pile once it has resolved (or when it leaves play, for a card that stays), it
  is moved this way instead (t16d2, SU-D9).
- "Special: Play before a base scores. Reveal the hands of each other player with an action there
  instead." after a main text that reveals: played by its Special, the card does its main text
  with the sentence of the same verb replaced by this one (`PlayCard.instead`).
- "Give a minion -1 power until the end of the turn, or discard two cards to give it -3 power
  instead.": the last alternative does the first one's instruction again on the same card ("it"),
  with what it says in place of the matching part (the change of the number); the phrases it does
  not say again (how long) are the first one's."""

from __future__ import annotations

from typing import Any, Callable

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import AdjKind, NounKind as NK, PhraseKind as P, RefKind as R
from .accounting import consume_all, has_adj


def after_play(ir: Any, change: Callable[[s.PlayCard], Any]) -> Any | None:
    """`ir` with its last step, a card play, replaced by `change(play)` (None when the last step
    is not a play)."""
    if isinstance(ir, s.PlayCard):
        return change(ir)
    for cls, field in ((s.Sequence, "effects"), (s.May, "effect"), (s.Then, "second"), (s.Pick, "with_picked")):
        if isinstance(ir, cls):
            inner = getattr(ir, field)
            last = inner[-1] if field == "effects" else inner
            new = after_play(last, change)
            if new is None:
                return None
            return attrs.evolve(ir, **{field: inner[:-1] + (new,) if field == "effects" else new})
    return None


def mentions_replacement(x: Any) -> bool:
    """Whether the syntax tree `x` names "the replacement base"."""
    if isinstance(x, n.Selection) and has_adj(x, AdjKind.REPLACEMENT):
        return True
    if isinstance(x, (tuple, list)):
        return any(mentions_replacement(y) for y in x)
    if attrs.has(type(x)):
        return any(mentions_replacement(getattr(x, f.name)) for f in attrs.fields(type(x)) if f.name != "span")
    return False


def verb_of(body: Any) -> Any:
    """The verb kind of a sentence of one instruction ("Reveal …") or one statement ("Each
    other player reveals …"); None for any other sentence."""
    if isinstance(body, n.Effects) and len(body.items) == 1 and body.then is None and body.items[0].verb is not None:
        return body.items[0].verb.kind
    if isinstance(body, n.Statement) and not body.more and body.pred.verb is not None:
        return body.pred.verb.kind
    return None


class Instead:
    """Replacements said with "instead" (a family of `Lowerer`)."""

    def names_replacement(self, when: s.EventPattern, bodies: list) -> bool:
        """"After this base scores, … on the replacement base": the base that takes its place
        once the scoring is over (as after "… scores and is replaced"), for a card played on a
        base (a base's own text says "after this base scores and is replaced")."""
        return when.event is s.Event.SCORE and when.timing is s.Timing.AFTER \
            and when.host and mentions_replacement(bodies)

    def special_instead(self, rest: list, when: s.EventPattern) -> s.PlayCard | None:
        """"Special: Play before a base scores. <sentence> instead.": the play, with the card's
        main text done with its one sentence of the same verb replaced by this one, in the event's
        context ("there" is the event's base); None for any other text after the timing."""
        if len(rest) != 1 or not isinstance(rest[0].body, n.Effects):
            return None
        body = rest[0].body
        if not (len(body.items) == 1 and body.then is None and body.items[0].phrases
                and body.items[0].phrases[-1].kind == P.INSTEAD and body.items[0].purpose is None):
            return None
        e = body.items[0]
        main = [ab for ab in self.card.abilities if ab.label is None and ab.costs is None]
        if len(main) != 1 or e.verb is None:
            return None
        sentences = list(main[0].sentences)
        same = [i for i, x in enumerate(sentences) if verb_of(x.body) == e.verb.kind]
        if len(same) != 1:
            raise self.no(e.phrases[-1], "`instead` in a Special with no one sentence of the main text it replaces "
                                         "(the same verb)")
        i = same[0]
        consume_all(e.phrases[-1])
        changed = attrs.evolve(rest[0], body=attrs.evolve(body, items=(attrs.evolve(e, phrases=e.phrases[:-1]),)))
        with self.within(in_trigger=True, when=when):
            effect = self.seq(sentences[:i] + [changed] + sentences[i + 1:])
        return s.PlayCard(target=s.This(), instead=effect, instead_of=self.words(sentences[i]))

    def instead_of_discard(self, body: Any) -> n.Phrase | None:
        """`body` is one instruction on "it" ending with "instead of <your discard pile>": the
        phrase, else None."""
        if not (isinstance(body, n.Effects) and len(body.items) == 1 and body.then is None):
            return None
        e = body.items[0]
        if not (isinstance(e.np, n.Ref) and e.np.kind == R.IT and e.purpose is None and e.phrases):
            return None
        p = e.phrases[-1]
        if p.kind == P.INSTEAD_OF and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.ZONE \
                and self.zone_of(p.np) == self.rs.discard_zone:
            return p
        return None

    def instead_after_play(self, body: Any, before: Any) -> Any | None:
        """"Put it on the bottom of your deck instead of the discard pile" right after an
        instruction whose last step plays a card: `before` with that play carrying the move as a
        replacement of the card's way to its owner's discard pile, for this play only
        (`PlayCard.discard_instead`, SU-D9); None when `body` is not of that shape."""
        p = self.instead_of_discard(body)
        if p is None or after_play(before, lambda play: play) is None:
            return None
        e = body.items[0]
        move = self.stmt(attrs.evolve(body, items=(attrs.evolve(e, phrases=e.phrases[:-1]),)))
        consume_all(p)
        def replaced(play: s.PlayCard) -> s.PlayCard:
            # "it": the card played (what it acted on, or the chosen card it played)
            if getattr(move, "target", None) not in (s.Affected(), play.target):
                raise self.no(p, "`instead of the discard pile` on this instruction (not of the card played)")
            return attrs.evolve(play, discard_instead=move)
        return after_play(before, replaced)

    def instead_alternative(self, body: n.Alternatives) -> Any | None:
        """"A a card …, or B to A it … instead": a card chosen once (the first alternative's
        object), then either the first instruction on it or the last alternative, whose "it" is
        that card and whose instruction of the same verb keeps the first one's phrases it does
        not say again; None when `body` is not of that shape."""
        if len(body.alts) != 2 or body.purpose is not None or body.any_of:
            return None
        first, last = body.alts
        if not (isinstance(first, n.Effects) and len(first.items) == 1 and first.then is None
                and isinstance(last, n.Effects) and len(last.items) == 1 and last.then is None):
            return None
        one, other = first.items[0], last.items[0]
        # the instruction that says "instead": the last alternative's own, or what it is done for
        # ("discard two cards to give it -3 power instead")
        again = other.purpose if other.purpose is not None else other
        if not (isinstance(again, n.Instruction) and again.purpose is None and again.phrases
                and again.phrases[-1].kind == P.INSTEAD and again.kind == one.kind
                and isinstance(again.np, n.Ref) and again.np.kind == R.IT
                and isinstance(one.np, n.Selection) and one.purpose is None and one.or_verb is None):
            return None
        target = self.selector(one.np, [p for p in one.phrases if p.kind != P.DURATION])
        if not isinstance(target, s.Target):
            return None
        instead = again.phrases[-1]
        said = {p.kind for p in again.phrases[:-1]}
        kept = tuple(p for p in one.phrases if p.kind == P.DURATION and p.kind not in said)
        replaced = attrs.evolve(again, phrases=again.phrases[:-1] + kept)
        consume_all(instead)
        with self.within(picking=True, picked_base=False):
            mine = self.effect(attrs.evolve(one, np=n.Ref(kind=R.IT, span=one.np.span),
                                            phrases=tuple(p for p in one.phrases if p.kind == P.DURATION)))
            if again is other:
                theirs = self.effect(replaced)
            else:
                cost = self.effect(attrs.evolve(other, purpose=None))
                with self.within(after=True):
                    theirs = s.Then(first=cost, second=self.effect(replaced), fully=True)
        return s.Pick(target=target, with_picked=s.Choose(modes=(mine, theirs), min=1, max=1))


__all__ = ["Instead", "after_play"]
