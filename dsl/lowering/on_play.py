"""u16a: a trigger on a card's own play ("When you play this minion, …", "When this minion is
played, …", "After you play this card, …") on a card whose plain text runs when it is played
(a minion, an action): the same ability as the plain sentences. The trigger's words are read
here and the ability is lowered as unlabelled on-play text (docs/runtime.md, "On-play
wordings")."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import CondKind, EventVerbKind, PhraseKind as P, PredKind, RefKind as R, TriggerKind
from .accounting import consume, has_kind, probe, unread

# "when" / "whenever", "after": the card's own play, its on-play text ("before" it is E501)
ON_PLAY_TIMINGS = (TriggerKind.WHEN, TriggerKind.AFTER)


class OnPlay:
    """Triggers on the card's own play (a family of `Lowerer`)."""

    @probe
    def own_play(self, body: Any) -> n.Ref | None:
        """The card named when `body` is a trigger on this card's own play by its player ("When
        you play this minion [here]", "When this minion is played [here]"), else None; reads the
        trigger's words."""
        if not (isinstance(body, n.TriggerClause) and body.trigger.kind in ON_PLAY_TIMINGS
                and body.trigger.event is not None and body.trigger.turn is None):
            return None
        event = body.trigger.event
        ev = event.ev
        if event.phrases:
            return None
        if ev.kind == EventVerbKind.PLAYS and isinstance(event.np, n.Ref) and event.np.kind == R.YOU:
            played = ev.np
        elif ev.kind == EventVerbKind.PLAYED and ev.np is None:
            played = event.np
        else:
            return None
        if not (isinstance(played, n.Ref) and played.kind == R.THIS and played.word is not None
                and played.number is None and self.names_itself(played.word.text)):
            return None
        if not all(p.kind == P.HERE for p in ev.phrases) or len(ev.phrases) > 1:
            return None
        if ev.phrases and not (self.stays_in_play() or self.ctx.on_base):
            return None         # "here" on an action that goes to the discard pile as it is played
        for p in ev.phrases:
            consume(p)          # "… this minion here": on the base it is played on (what "here" says anyway)
        return played

    def plain_on_play(self, sentences: list[n.Sentence], label: str, costs: Any) -> list[n.Sentence]:
        """The sentences with an opening trigger on the card's own play read as plain on-play
        text; unchanged when the ability has a label or a cost, the card is a base (never
        played) or the first sentence is no such trigger."""
        if not sentences:
            return sentences
        first = sentences[0].body
        if label or costs is not None or self.card.type == self.rs.base_type:
            if self.own_play(first):
                raise self.no(first.trigger, "a trigger on this card's own play in an ability that is not its"
                                             " on-play text (with a label or a cost, or on a base)")
            return sentences
        if isinstance(first, n.TriggerClause) and first.trigger.kind == TriggerKind.BEFORE \
                and self.own_play(attrs.evolve(first, trigger=attrs.evolve(first.trigger, kind=TriggerKind.WHEN))):
            raise self.no(first.trigger, "`before` this card's own play (its text runs once it is played)")
        played = self.own_play(first)
        if not played:
            return sentences
        # "When this minion is played, if it is the only minion here, …", "…, give it +1 power …",
        # "…, it gains …": "it" right after the trigger, before any other card is named, is the
        # trigger's card (as after "When this minion is destroyed"): in the condition, the first
        # instruction, the subject
        body = first.body
        with unread():
            if isinstance(body, n.Conditional):
                body = attrs.evolve(body, cond=_it_is(body.cond, played))
            elif isinstance(body, n.Effects) and body.items:
                body = attrs.evolve(body, items=(_it_is(body.items[0], played),) + tuple(body.items[1:]))
            elif isinstance(body, n.Statement) and body.subject is not None:
                body = attrs.evolve(body, subject=_it_is(body.subject, played))
        return [attrs.evolve(sentences[0], body=body)] + list(sentences[1:])

    def played_as_trigger(self, body: Any) -> n.TriggerClause | None:
        """"Minions played here have +1 power until the end of the turn": a lasting change of each
        card played here, from its play for that long — the trigger "After a minion is played
        here, it has +1 power until the end of the turn" (the words are read by that lowering).
        None for any other shape; a duration is required (without one the statement would be a
        bonus of every such card while it is here, which no event can say)."""
        if not (isinstance(body, n.Statement) and body.subject is not None and not body.more
                and body.pred.kind in (PredKind.HAS_MOD, PredKind.GETS_MOD)
                and any(p.kind == P.DURATION for p in body.pred.phrases)):
            return None
        subj = body.subject
        np = subj.np
        if not isinstance(np, n.Selection) or subj.owner is not None or subj.stat is not None:
            return None
        played = [p for p in subj.phrases if p.kind == P.PLAYED_HERE]
        if len(played) != 1:
            return None
        here = n.Phrase(kind=P.HERE, span=played[0].span)
        consume(played[0])
        event = n.EventClause(np=np,
                              ev=n.EventVerb(kind=EventVerbKind.PLAYED, phrases=(here,), span=played[0].span),
                              phrases=tuple(p for p in subj.phrases if p is not played[0]), span=subj.span)
        it = n.Subject(np=n.Ref(kind=R.IT, span=subj.span), span=subj.span)
        return n.TriggerClause(trigger=n.Trigger(kind=TriggerKind.AFTER, event=event, span=subj.span),
                               body=attrs.evolve(body, subject=it), span=body.span)

    @probe
    def was_there(self, body: Any) -> bool:
        """"…, if this minion was there, …" (also "is there", "was here") right after a trigger on a
        base's scoring, on a card that stays on a base: whether this card is on the base that
        scores; reads the condition's words."""
        if not (isinstance(body, n.Conditional) and body.otherwise is None and body.cond.kind == CondKind.IS
                and not body.cond.phrases and body.cond.np3 is None):
            return False
        this, where = body.cond.np, body.cond.np2
        if not (isinstance(this, n.Ref) and this.kind == R.THIS and this.word is not None and this.number is None
                and isinstance(where, n.Ref) and where.kind in (R.THERE, R.HERE) and where.word is None):
            return False
        if self.ctx.on_card or not self.stays_in_play() or self.card.type == self.rs.base_type:
            return False
        return self.kinds.get(this.word.text) == self.card.type or this.word.text == "card"

    def scoring_here(self, t: n.TriggerClause, when: Any) -> tuple[n.TriggerClause, Any]:
        """u16a: "After a base scores, if this minion was there, …" / "After this base scores, if this
        minion was there, …" on a minion: the scoring of the base this card is on (the pattern of
        "after this base scores", `host`), the condition read as that."""
        if when.event is not s.Event.SCORE or when.this or not (
                when.host or when.subject is None or when.subject == s.Filter(card_types=(self.rs.base_type,))):
            return t, when
        if not self.was_there(t.body):
            return t, when
        return attrs.evolve(t, body=t.body.body), attrs.evolve(when, host=True, subject=None)

    def who_had(self, t: n.TriggerClause, when: Any) -> n.TriggerClause:
        """u16a: "After this base scores, each player who had a minion here …" / "…, if you had a
        minion here, …": after a scoring the cards are still on the base (SU-G3), so "who had" is
        "with" and "had" is "have" (a rewrite; the words are read where those are). Elsewhere they
        are left unread (E501)."""
        if when.event is not s.Event.SCORE or when.timing is s.Timing.BEFORE:
            return t
        with unread():
            if not (has_kind(t.body, n.Phrase, P.WHO_HAD) or has_kind(t.body, n.Cond, CondKind.HAD)):
                return t
            return attrs.evolve(t, body=_who_had(t.body))


def _it_is(x: Any, this: n.Ref) -> Any:
    """`x` with each "it" the card `this` names (the span kept: the word "it" is read as it)."""
    if isinstance(x, tuple):
        return tuple(_it_is(y, this) for y in x)
    if not isinstance(x, n.Node):
        return x
    if isinstance(x, n.Ref) and x.kind == R.IT and x.word is None and x.number is None:
        return attrs.evolve(x, kind=R.THIS, word=this.word)
    return attrs.evolve(x, **{f.name: _it_is(getattr(x, f.name), this) for f in attrs.fields(type(x))
                              if f.name not in ("span", "kind")})


def _who_had(x: Any) -> Any:
    if isinstance(x, tuple):
        return tuple(_who_had(y) for y in x)
    if not isinstance(x, n.Node):
        return x
    new = {f.name: _who_had(getattr(x, f.name)) for f in attrs.fields(type(x)) if f.name not in ("span", "kind")}
    if isinstance(x, n.Phrase) and x.kind == P.WHO_HAD:
        new["kind"] = P.WITH
    if isinstance(x, n.Cond) and x.kind == CondKind.HAD:
        new["kind"] = CondKind.HAVE     # "if you had a minion here": "if you have …"
    return attrs.evolve(x, **new)
