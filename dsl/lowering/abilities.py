"""Abilities: a card's text -> its IR abilities (on play, triggered, static, activated, timed)."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import VerbKind, CostPhraseKind, InstructionKind, EventVerbKind, PhraseKind as P, PredKind, PrefixedKind, TriggerKind
from ..kinds import CondKind, NounKind, OwnerKind, QuantKind, QuantKind as Q, RefKind as R
from .accounting import consume, consume_all, probe
from .coordination import shared_sides
from .durations import shared_duration
from .core import PLAY_TIMING, WOULD, ends_with_instead, holds, instances, last_step
from .shown import shows_first
from .durations import this_turn_lasts
from .movement import read_onto, read_top_card
from .triggers import summons_this
from .plays import ast_plays_this_from


# statements that hold while a condition does (an ongoing bonus, a protection, a prohibition)
STATIC_PREDS = frozenset({PredKind.HAS_MOD, PredKind.CANNOT_BE, PredKind.NOT_AFFECTED, PredKind.CANNOT})


def continued(effect: Any, more: Any) -> Any:
    """A triggered ability's effect with one more instruction after it. An action's Special
    (`May(Sequence(PlayCard(This()), …))`): the instruction is part of what playing it does."""
    if isinstance(effect, s.May) and isinstance(effect.effect, s.Sequence) and effect.effect.effects \
            and isinstance(effect.effect.effects[0], s.PlayCard) and isinstance(effect.effect.effects[0].target, s.This):
        return attrs.evolve(effect, effect=continued(effect.effect, more))
    effects = (effect.effects if isinstance(effect, s.Sequence) else (effect,)) + (more,)
    return s.sequence(effects)


def mentions_you(ir: Any) -> bool:
    """Whether an IR condition reads "you" (a card you control, a count of yours, your hand)."""
    if ir is s.Controller.YOU or ir is s.Who.YOU:
        return True
    if isinstance(ir, tuple):
        return any(mentions_you(x) for x in ir)
    if attrs.has(type(ir)):
        return any(mentions_you(getattr(ir, f.name)) for f in attrs.fields(type(ir)))
    return False


def others_act(ir: Any) -> bool:
    """Whether some of the instructions are other players' to carry out (`AsPlayer`)."""
    return holds(ir, s.AsPlayer)


def one_target(ir: Any) -> bool:
    """Whether the IR chooses exactly one target, once (BH-K23: "where X is its cost")."""
    found = instances(ir, (s.Target, s.Pick))
    return len(found) == 1 and isinstance(found[0], s.Target) and found[0].max == 1


def one_pick(ir: Any) -> bool:
    """Whether the IR chooses one card ("Choose a creature.") and targets nothing else (BH-K33)."""
    found = instances(ir, (s.Target, s.Pick))
    return len(found) == 2 and isinstance(found[0], s.Pick) and found[0].target is found[1] and found[1].max == 1


def revealed_then(ir: Any) -> bool:
    """Whether the IR reveals one card (the top card of a deck) whose value a later step reads
    ("where X is the cost of the revealed card", BH-K31); nothing revealed: no card, X is 0."""
    found = [x for x in instances(ir, (s.Reveal, s.Pick)) if isinstance(x, s.Pick) or (
        x.with_revealed is None and x.amount == s.Const(value=1) and x.zone is None and x.target is None
        and x.until is None)]
    return len(found) == 1 and isinstance(found[0], s.Reveal)


class Abilities:
    """Abilities: a card's text -> its IR abilities (a family of `Lowerer`)."""

    def ability(self, ab: n.AbilityText) -> list | tuple:
        works = [x for x in ab.sentences if x.works_in is not None]
        if works:
            return self.works_in(ab, works)
        wheres = [x for x in ab.sentences if x.where_x is not None]
        if not wheres:
            return self._ability(ab)
        if not self.rs.where_x:
            raise self.no(wheres[0], "an amount defined afterwards (`…, where X is …`)")
        if len(wheres) > 1:
            raise self.no(wheres[1], "a second `…, where X is …` in one ability")
        # "Deal X wounds to target creature, where X is the number of cards in your hand.": X is
        # that amount wherever the ability says X (Berserk "где Х - …")
        x = self.x_definition(wheres[0])
        from_reveal = isinstance(x, s.StatOf) and x.of == s.Picked()      # "the revealed card's" (BH-K31)
        with self.within(x_amount=x):
            out = self._ability(ab)
        if isinstance(x, s.TargetStat) and not one_target(out) and one_pick(out):
            # "Choose a creature. … X, where X is its cost. …" (BH-K33): the stat of the card chosen
            x = s.StatOf(of=s.Picked(), stat=x.stat)
            with self.within(x_amount=x):
                out = self._ability(ab)
        if isinstance(x, s.TargetStat) and not one_target(out):
            raise self.no(wheres[0].where_x, "`its …` of something other than the ability's one target")
        if from_reveal and not revealed_then(out):
            raise self.no(wheres[0].where_x, "`the revealed card` with no reveal before what reads it")
        return out

    def works_in(self, ab: n.AbilityText, works: list) -> list | tuple:
        """"(X), discard a card: … (This ability works in your graveyard.)": the activated ability
        is used while its card is in its owner's graveyard, not in play (BH-K39)."""
        w = works[0].works_in
        if len(works) > 1:
            raise self.no(works[1], "a second `this ability works in …` in one ability")
        if ab.costs is None:
            raise self.no(works[0], "`this ability works in …` on an ability that is not activated")
        if not (isinstance(w, n.Selection) and w.noun.kind == NounKind.ZONE and w.quant is None and not w.adjs
                and w.noun.words[-1].text == self.rs.discard_zone
                and (w.owner is None or w.owner.kind == OwnerKind.YOU)):
            raise self.no(w, f"an ability that works anywhere but in your {self.rs.discard_zone}")
        out = self.ability(attrs.evolve(ab, sentences=tuple(x for x in ab.sentences if x.works_in is None)))
        return [attrs.evolve(a, zone=self.rs.discard_zone) for a in out]

    def _ability(self, ab: n.AbilityText) -> list | tuple:
        ab = read_onto(ab)         # "move … onto X": where it goes (movement.py)
        ab = read_top_card(ab)     # "the card on top of your deck": the top card (movement.py)
        ab = this_turn_lasts(ab)   # "… has +1 power this turn": for that long (durations.py)
        label = ab.label.text if ab.label is not None else ""
        if not label and self.card.type == self.rs.base_type and ab.costs is None:
            label = "ongoing"       # a base is never played: its text is always in effect
        sentences = self.then_sentences([y for x in ab.sentences for y in self.split_predicates(x)])
        sentences = self.plain_on_play(sentences, label, ab.costs)     # u16a: "When you play this minion, …" (on_play.py)
        # "Play on a minion." opens an action's text: where it is played, not an ability
        first = sentences[0].body
        if not label and ab.costs is None and self.plays_this_on(first):
            first = self.play_this_on(first)    # u16d: "Play this on a minion." is "Play on a minion."
        if not label and ab.costs is None and isinstance(first, n.Modal) and first.opening is not None:
            return self.play_on_choosing(first, sentences[1:])     # h16s: "… and choose one: Ongoing: …" (chosen_ongoing.py)
        if (not label and ab.costs is None and isinstance(first, n.Effects) and len(first.items) == 1
                and first.items[0].kind in (InstructionKind.PLAY_ON, InstructionKind.MODIFIER_ON)):
            self.advance(on_card=True)      # for the rest of the card
            where = self.play_on_filter(first.items[0])
            self.advance(on_base=where.card_types == (self.rs.base_type,))
            rest = [x for x in sentences[1:] if not x.reminder]
            if not rest:
                return where, []
            # the sentences after it act when the card is played, on the card it was played on
            with self.within(host_it=True):
                return where, [s.OnPlay(origin=self.origin(), effect=self.seq(rest), label="")]
        if not label and ab.costs is None and len(sentences) == 1:
            rule = self.own_play_rule(first)        # u16g: "You may only play this minion if …" (plays.py)
            if rule is not None:
                return [s.Static(origin=self.origin(), effect=rule, label="")]
        if ab.costs is not None:
            once = [c for c in ab.costs.items if c.kind == CostPhraseKind.ONCE]
            costs = tuple(self.cost(c) for c in ab.costs.items if c not in once)
            with self.within(x_paid=any(c.cost is s.CostKind.COINS_X for c in costs)):
                return [s.Activated(origin=self.origin(), effect=self.seq(sentences), label=label, costs=costs,
                                    per_turn=1 if once else None)]
        if label == "talent":
            limit = self.use_limit(sentences[-1].body) if len(sentences) > 1 else None
            if limit == "turn":
                # h16v: "Talent: … Use only one <name> ability per turn.": one use per turn among the
                # cards of that name (of one controller)
                return [s.Activated(origin=self.origin(), effect=self.seq(sentences[:-1]), label=label, per_turn=1,
                                    phase="play cards", your_turn_only=True, once_per_name=limit)]
            return [s.Activated(origin=self.origin(), effect=self.seq(sentences), label=label, per_turn=1,
                                phase="play cards", your_turn_only=True)]
        if len(sentences) == 1:
            one = self.standing(sentences[0].body, label)
            if isinstance(one, tuple):      # one sentence, an ability for each of its events
                return self.numbered(list(one))
            if one is not None:
                return [one]
        if label == "attack" and self.rs.combat:
            # Berserk "При атаке": when this card attacks (a strike attack or a shot, not a
            # counter-strike); "the attacked creature" is the event's card (BH-K41)
            when = s.EventPattern(event=s.Event.ATTACK, by_this=True)
            with self.within(in_trigger=True, when=when):
                return [s.Triggered(origin=self.origin(), label=label, effect=self.seq(sentences), when=when)]
        if label == "death":
            return [s.Triggered(origin=self.origin(), label=label, effect=self.seq(sentences),
                                when=s.EventPattern(event=s.Event.DESTROY, this=True))]
        if not label and len(sentences) > 1 and isinstance(sentences[0].body, n.TriggerClause) \
                and sentences[0].body.trigger.event is not None and self.rs.combat and self.stays_in_play():
            # a Berserk card's unlabelled trigger of several sentences ("When you use Search, you may
            # pay 1 coin. If you do, summon this creature."): the sentences after the trigger continue
            # it; summoning this card, it works in the deck (BH-K45)
            return [attrs.evolve(a, zone=self.rs.deck_zone) if isinstance(a, s.Triggered) and a.zone is None
                    and summons_this(a.effect, self.rs.deck_zone) else a
                    for a in self.standing_sentences(ab, label, [x for x in sentences if not x.reminder])]
        if label in ("", "recruit"):
            limit = self.use_limit(sentences[-1].body) if len(sentences) > 1 else None
            if limit == "turn":
                # "… Only use one <name>'s ability each turn.": one use per turn among those cards
                return [s.OnPlay(origin=self.origin(), effect=self.seq(sentences[:-1]), label=label,
                                 once_per_name=limit)]
            return [s.OnPlay(origin=self.origin(), effect=self.seq(sentences), label=label)]
        said = [x for x in sentences if not x.reminder]
        if not said:
            if ab.label is None and ab.costs is None:
                return []       # a base's reminder line: a note, no ability (its text is always in effect)
            # (the checker reports it first, E102: "Ongoing: (Draw a card.)" has no instruction)
            raise self.no(ab, "a label followed only by reminder text: no instruction")
        return self.standing_sentences(ab, label, said)

    def then_sentences(self, sentences: list[n.Sentence]) -> list[n.Sentence]:
        """"Draw a card. Then you may discard a card.": a sentence opened by "Then" ("Then," too)
        is the next step, as every sentence after another is; "Then" opening an ability (with no
        sentence before it to follow) is refused."""
        out: list[n.Sentence] = []
        for x in sentences:
            if isinstance(x.body, n.Prefixed) and x.body.kind == PrefixedKind.THEN_DO:
                if not any(not y.reminder for y in out):
                    raise self.no(x.body, "`Then` with no sentence before it")
                x = attrs.evolve(x, body=x.body.body)
            out.append(x)
        return out

    @staticmethod
    def split_predicates(x: n.Sentence) -> list[n.Sentence]:
        """"This minion has +2 power and cannot be destroyed" (under a condition or not) says two
        things of one subject: one sentence per predicate, each under the same condition."""
        body = x.body
        cond = body if isinstance(body, n.Conditional) else None
        st = cond.body if cond is not None else body
        if not isinstance(st, n.Statement):
            return [x]
        subjects = [st.subject]
        np = st.subject.np if st.subject is not None else None
        if isinstance(np, n.NpOr) and np.op == "and":
            # "This minion and other actions on it are …": the same said of each; a reference
            # names its card already, the phrases after both narrow the side that selects
            # (and what stands before the first noun is the second's too: "your minions and
            # other actions here" are your other actions here, coordination.py)
            subjects = [attrs.evolve(st.subject, np=side, phrases=() if isinstance(side, n.Ref) else st.subject.phrases)
                        for side in shared_sides(np)]
        if len(subjects) == 1 and not st.more:
            return [x]
        if len(subjects) == 1 and shows_first(st):
            return [x]      # "each player reveals … and draws …": kept together (dsl/lowering/shown.py)
        if len(subjects) == 1 and st.more and st.more[-1].phrases and st.more[-1].phrases[-1].kind == P.YOU_FIRST:
            return [x]      # u16f: "each player draws …, then discards …, starting with you": each does both

        out = []
        for subj in subjects:
            for pred in shared_duration((st.pred,) + st.more):
                one = attrs.evolve(st, subject=subj, pred=pred, more=())
                out.append(attrs.evolve(x, body=attrs.evolve(cond, body=one) if cond is not None else one))
        return out

    def standing(self, body: Any, label: str) -> Any:
        """One sentence that is an ability by itself: a trigger, a replacement, a static, an
        instruction timed by "at the start / end of … turn"; None for any other shape."""
        both = self.either_event(body)
        if both is not None:
            return tuple(self.standing(b, label) for b in both)
        played = self.played_as_trigger(body) if label else None
        if played is not None:
            return self.standing(played, label)     # u16a: "Minions played here have … until …" (on_play.py)
        if label == "special" and (self.set_aside_zone() is not None or ast_plays_this_from(body)):
            # (h16u: a card not set aside plays itself from the zone its text names)
            act = self.set_aside_play(body)
            if act is not None:
                return act
        if label and isinstance(body, n.Prefixed) and body.kind in (PrefixedKind.ON_YOUR_TURN, PrefixedKind.ON_OTHERS_TURNS) \
                and isinstance(body.body, n.TriggerClause) and not self.is_delayed(body.body) \
                and body.body.trigger.event is not None and body.body.trigger.event.ev.kind not in WOULD:
            # "During your turn, after you play an action, draw a card": the trigger fires on
            # those turns only (SU-A2), its condition checked as it resolves
            turn = s.YourTurn() if body.kind == PrefixedKind.ON_YOUR_TURN else s.Not(condition=s.YourTurn())
            return self.triggered(body.body, label, cond=turn)
        whose = self.whose_turn_static(body) if label else None
        if whose is not None:
            # "During your turn, each of your minions has +1 power" / "… during other players'
            # turns": a statement that holds only on those turns (as "If it is your turn, …")
            return self.standing(whose, label)
        if label and self.ends_on_your_turn(body):
            # "You may play an extra minion here on your turn.": as "On your turn, you may …"
            return self.standing(self.on_your_turn_first(body), label)
        if isinstance(body, n.Statement) and body.pred.kind == PredKind.HAS_ABILITY and not body.pred.phrases:
            return self.granted(body, label)
        if isinstance(body, n.Prefixed) and body.kind == PrefixedKind.ONCE_PER_TURN:
            inner = self.standing(body.body, label)
            if isinstance(inner, (s.Triggered, s.Replacement)):
                return attrs.evolve(inner, once_per_turn=True)
            return None
        if isinstance(body, n.TriggerClause) and body.trigger.event is not None and body.trigger.kind == TriggerKind.WHEN \
                and body.trigger.event.ev.kind in (EventVerbKind.DESTROYED, EventVerbKind.DIES) and ends_with_instead(body.body):
            # "When your minions here are destroyed, return them to your hand instead"
            return self.replacing(body.trigger.event, body.body)
        if isinstance(body, n.TriggerClause) and body.trigger.event is not None and body.trigger.kind == TriggerKind.WHEN \
                and body.trigger.event.ev.kind == EventVerbKind.GOES_TO and ends_with_instead(body.body):
            # h16n: "When this minion goes to the discard pile, put it into your hand
            # instead": it goes there instead (as "if … would go to …, … instead")
            return self.replacing(body.trigger.event, body.body)
        if isinstance(body, n.TriggerClause) and body.trigger.event is not None \
                and body.trigger.event.ev.kind in WOULD:
            # "When one of your minions would be destroyed, you may … instead"
            return self.replacing(body.trigger.event, body.body)
        if isinstance(body, n.Prefixed) and body.kind == PrefixedKind.ONCE_ON_YOUR_TURN and label \
                and isinstance(body.body, n.TriggerClause) and not self.is_delayed(body.body):
            # "Once on your turn, after you …, …": the trigger, at most once in each of your turns
            return attrs.evolve(self.triggered(body.body, label, cond=s.YourTurn()), once_per_turn=True)
        if isinstance(body, n.Prefixed) and body.kind == PrefixedKind.ONCE_ON_YOUR_TURN and label and self.rs.play_phase:
            # "Once on your turn, you may …": used at will, once in each of your play phases (SU-A2)
            return s.Activated(origin=self.origin(), effect=self.stmt(body.body), label=label, per_turn=1,
                               phase=self.rs.play_phase, your_turn_only=True)
        if isinstance(body, n.Prefixed) and body.kind == PrefixedKind.ON_YOUR_TURN and label \
                and self.is_extra_use(body.body):
            # "During your turn, one of your minions here can use its Talent twice" (SU-L7)
            return s.Static(origin=self.origin(), label=label,
                            effect=attrs.evolve(self.extra_use(body.body), condition=s.YourTurn()))
        if label and self.is_extra_use(body):
            return s.Static(origin=self.origin(), label=label, effect=self.extra_use(body))
        granted = self.granted_when(body, label)
        if granted is not None:
            # "On your turn, you may play an extra minion here if you have played …" (bases.py)
            return granted
        if isinstance(body, n.Prefixed) and body.kind == PrefixedKind.ON_YOUR_TURN and label:
            # "On your turn, you may play an extra minion here": a permission renewed at the
            # start of each of your play phases (optional by nature: an extra play need not be used)
            self.plays_self_from = None
            inner = self.stmt(body.body)
            grant = inner.effect if isinstance(inner, s.May) else inner
            if isinstance(grant, s.PlayExtra) and self.rs.play_phase:
                # "On your turn you may play this card from your discard pile as an extra minion":
                # the permission comes from the card where it lies
                return s.Triggered(origin=self.origin(), label=label, effect=grant, zone=self.plays_self_from,
                                   when=s.EventPattern(event=s.Event.PHASE_START, player=s.Controller.YOU,
                                                       phase=self.rs.play_phase))
        if label and isinstance(body, n.TriggerClause) and self.is_award_change(body):
            # "Opponents here are awarded 2 less VP from this base when it scores"
            return s.Static(origin=self.origin(), label=label, effect=self.award_change(body))
        if isinstance(body, n.TriggerClause) and not self.is_delayed(body):
            return self.triggered(body, label)
        if isinstance(body, n.Conditional) and isinstance(body.body, n.TriggerClause) and self.about_revealed(body):
            # "Before …, reveal the top card of your deck and play it here if it is a minion": a
            # closing "if it is …" is about the revealed card, so it governs what follows the reveal
            return self.triggered(self.condition_after_reveal(body), label)
        if isinstance(body, n.Conditional) and isinstance(body.body, n.TriggerClause) \
                and not self.is_delayed(body.body) and body.body.trigger.kind not in (TriggerKind.WHEN_FIRST, TriggerKind.WHEN_FIRST_EACH) \
                and (body.body.trigger.event is None or body.body.trigger.event.ev.kind not in WOULD):
            # "If you have a minion here, when this base scores, …" / "If … when …, …": the trigger
            # fires as usual and the condition is checked as it resolves
            tr = self.triggered(body.body, label, cond=self.condition(body.cond))
            if tr.when.event in (s.Event.TURN_START, s.Event.TURN_END) and holds(tr.effect, s.EventCard):
                # "If you control it at the end of the turn, …" as an ability of its own: a turn
                # that starts or ends is not a card, and no card was named before "it"
                raise self.no(body, "`it` at the start or end of a turn, with no card named before it")
            return self.each_you(tr)
        if isinstance(body, n.Conditional) and self.is_replacement(body):
            return self.replacement(body)
        if isinstance(body, n.Statement) and self.is_static(body) and not (
                not label and (self.lasting(body) or self.timed_cannot(body) is not None)):
            return s.Static(origin=self.origin(), effect=self.static(body, None), label=label or "ongoing")
        if label == "ongoing" and isinstance(body, n.Statement) and body.pred.kind == PredKind.GETS_MOD \
                and not any(p.kind == P.DURATION for p in body.pred.phrases):
            # "Ongoing: Each of your Robots gains +1 power.": with no duration, a lasting bonus
            st = attrs.evolve(body, pred=attrs.evolve(body.pred, kind=PredKind.HAS_MOD))
            return s.Static(origin=self.origin(), effect=self.static(st, None), label=label)
        if isinstance(body, n.Conditional) and body.cond.kind == CondKind.WOULD_COST_MORE:
            return s.Static(origin=self.origin(), effect=self.extra_cost(body), label=label or "ongoing")
        if isinstance(body, n.Conditional) and isinstance(body.body, n.Statement) and self.rs.combat \
                and body.body.pred.kind in (PredKind.COSTS_MORE, PredKind.COSTS_LESS):
            # "While this event is an untapped event, creatures cost 1 more." (BH-K25): the cost
            # change holds while the condition does
            cond = self.condition(body.cond)
            change = self.static(body.body, None)
            if getattr(change, "condition", None) is not None:
                cond = s.All(conditions=(change.condition, cond))
            return s.Static(origin=self.origin(), effect=attrs.evolve(change, condition=cond), label=label or "ongoing")
        limit = self.play_limit(body) if label else None
        if limit is not None:
            return s.Static(origin=self.origin(), effect=limit, label=label)
        if label and isinstance(body, n.Conditional) and body.otherwise is not None \
                and isinstance(body.body, n.Statement) and isinstance(body.otherwise, n.Statement):
            # "If you control this minion, it has +1 power, otherwise it cannot be destroyed": a static
            # while the condition holds and another while it does not
            yes = self.standing(attrs.evolve(body, otherwise=None), label)
            no = self.standing(attrs.evolve(body, body=body.otherwise, otherwise=None), label)
            if not (isinstance(yes, s.Static) and isinstance(no, s.Static)):
                raise self.no(body, "`otherwise` after a statement that does not hold while a condition does")
            cond = no.effect.condition
            neg = (s.All(conditions=cond.conditions[:-1] + (s.Not(condition=cond.conditions[-1]),))
                   if isinstance(cond, s.All) else s.Not(condition=cond))
            return (yes, attrs.evolve(no, effect=attrs.evolve(no.effect, condition=neg)))
        raised = self.raised_to(body, label)
        if raised is not None:
            return raised       # "If this base's breakpoint is 15 or less, it is increased to 16" (bases.py)
        if label and isinstance(body, n.Conditional) and isinstance(body.body, n.Statement) \
                and body.body.pred.kind in (PredKind.HAS_MOD, PredKind.CANNOT_BE, PredKind.NOT_AFFECTED, PredKind.CANNOT):
            # "If you have …, each of your minions here has +2 power": a bonus while the condition
            # holds; "…, cannot be destroyed" / "…, this minion is not affected by …": while it holds
            subj = body.body.subject.np if body.body.subject is not None else None
            # u16d: "each minion here has +1 power while there are no actions attached to it": "it" is
            # each card the bonus is for (the card valued), not this card
            with self.within(valued_it=isinstance(subj, n.Selection)
                             and (subj.quant is None or subj.quant.kind in (Q.EACH, Q.ALL))):
                cond = self.condition(body.cond)
            # "If there are two +1 power counters on this minion, it has +2 power": "it" is the
            # card the condition names (there is no event)
            with self.within(it_ref=cond.of if isinstance(cond, s.IsCard)
                             and not isinstance(cond.of, (s.EventCard, s.EventSource)) else None):
                bonus = self.static(body.body, None)
            if isinstance(getattr(bonus, "affects", None), (s.EventCard, s.EventSource)):
                raise self.no(body.body, "`it` in an ongoing statement, with no event or card named before it")
            if getattr(bonus, "condition", None) is not None:
                cond = s.All(conditions=(bonus.condition, cond))
            return s.Static(origin=self.origin(), effect=attrs.evolve(bonus, condition=cond), label=label)
        if label:
            timed = self.timed(body)
            if timed is not None:
                when, eff = timed
                return s.Triggered(origin=self.origin(), when=when, effect=eff, label=label)
        return None

    @probe
    def whose_turn_static(self, body: Any) -> n.Conditional | None:
        """A statement that holds on some turns: opened by "During your turn," / "On your turn,"
        / "During other players' turns," or closed by "during your turn" / "on your turn" /
        "during other players' turns"; the same statement under "If it is (not) your turn"."""
        yours = (P.DURING_YOUR_TURN, P.ON_YOUR_TURN)
        if isinstance(body, n.Prefixed) and body.kind in (PrefixedKind.ON_YOUR_TURN, PrefixedKind.ON_OTHERS_TURNS) \
                and isinstance(body.body, n.Statement) and body.body.pred.kind in STATIC_PREDS:
            kind = CondKind.YOUR_TURN if body.kind == PrefixedKind.ON_YOUR_TURN else CondKind.NOT_YOUR_TURN
            return n.Conditional(cond=n.Cond(kind=kind, span=body.span), body=body.body, span=body.span)
        if isinstance(body, n.Statement) and not body.more and body.pred.kind in STATIC_PREDS and body.pred.phrases \
                and body.pred.phrases[-1].kind in yours + (P.DURING_OTHERS_TURNS,):
            last = body.pred.phrases[-1]
            consume(last)
            kind = CondKind.YOUR_TURN if last.kind in yours else CondKind.NOT_YOUR_TURN
            st = attrs.evolve(body, pred=attrs.evolve(body.pred, phrases=body.pred.phrases[:-1]))
            return n.Conditional(cond=n.Cond(kind=kind, span=last.span), body=st, span=body.span)
        effs = body.pred.effects if isinstance(body, n.Statement) and not body.more \
            and body.pred.kind == PredKind.CANNOT and not body.pred.phrases else None
        if effs is not None and effs.then is None and len(effs.items) == 1 and effs.items[0].phrases \
                and effs.items[0].phrases[-1].kind in yours + (P.DURING_OTHERS_TURNS,):
            # r2c: "Other players cannot play actions here during your turn": the turn closes the
            # one instruction "cannot" bars; as "If it is your turn, …"
            e = effs.items[0]
            last = e.phrases[-1]
            consume(last)
            kind = CondKind.YOUR_TURN if last.kind in yours else CondKind.NOT_YOUR_TURN
            e2 = attrs.evolve(e, phrases=e.phrases[:-1])
            st = attrs.evolve(body, pred=attrs.evolve(body.pred, effects=attrs.evolve(effs, items=(e2,))))
            return n.Conditional(cond=n.Cond(kind=kind, span=last.span), body=st, span=body.span)
        return None

    @probe
    def granted(self, st: n.Statement, label: str) -> s.Activated:
        """'Play on a minion. Ongoing: This minion has the ability "Talent: …"': a Talent of the
        card this one is played on, used by that card's controller while this card is on it
        (`Activated.on_host`, docs/runtime.md); "this minion" inside is that card. An ability
        granted to any other card, by a card played on none, or one other than a Talent: E501."""
        if label != "ongoing" or not self.ctx.on_card:
            raise self.no(st, "an ability granted by a card that is not played on it (`Play on …. Ongoing: …`)")
        subj = st.subject
        if subj is None or subj.phrases or not isinstance(subj.np, n.Ref) or subj.np.kind != R.THIS \
                or self.ref(subj.np) != s.Host() or self.ctx.on_base != (
                    subj.np.word is not None and self.kinds.get(subj.np.word.text) == self.rs.base_type):
            raise self.no(subj or st, "an ability granted to a card other than the one this card is played on")
        inner = self.ability(st.pred.ability)
        if len(inner) != 1 or not isinstance(inner[0], s.Activated) or inner[0].label != "talent":
            raise self.no(st.pred.ability, "a granted ability other than a Talent")
        return attrs.evolve(inner[0], on_host=True)

    def ends_on_your_turn(self, body: Any) -> bool:
        """"You may play an extra minion here on your turn.": the last phrase of the one
        instruction of a sentence (said by "you") is "on your turn"."""
        eff = body.pred.effects if isinstance(body, n.Statement) and body.pred.kind == PredKind.MAY \
            and not body.more and self.is_you(body.subject) else body if isinstance(body, n.Effects) else None
        return (eff is not None and eff.then is None and len(eff.items) == 1 and bool(eff.items[0].phrases)
                and eff.items[0].phrases[-1].kind == P.ON_YOUR_TURN)

    def on_your_turn_first(self, body: n.Statement | n.Effects) -> n.Prefixed:
        """The sentence with its closing "on your turn" moved before it (the phrase is read)."""
        eff = body.pred.effects if isinstance(body, n.Statement) else body
        item = eff.items[0]
        consume(item.phrases[-1])
        eff = attrs.evolve(eff, items=(attrs.evolve(item, phrases=item.phrases[:-1]),))
        inner = attrs.evolve(body, pred=attrs.evolve(body.pred, effects=eff)) if isinstance(body, n.Statement) else eff
        return n.Prefixed(kind=PrefixedKind.ON_YOUR_TURN, body=inner, span=body.span)

    @probe
    def is_award_change(self, body: n.TriggerClause) -> bool:
        """"<players> are awarded N less / more VP from this base when it scores"."""
        t, st = body.trigger, body.body
        return (t.kind == TriggerKind.WHEN and t.event is not None and t.event.ev.kind == EventVerbKind.SCORES
                and not t.event.phrases and not t.event.ev.phrases and isinstance(t.event.np, n.Ref)
                and t.event.np.kind in (R.IT, R.THIS) and isinstance(st, n.Statement) and not st.more
                and st.pred.kind in (PredKind.AWARDED_LESS, PredKind.AWARDED_MORE))

    def award_change(self, body: n.TriggerClause) -> s.AwardChange:
        """What a place on this base is worth to the players the subject names, when it scores:
        "it" is the base the phrase `from this base` names (its words are read here)."""
        st = body.body
        pred = st.pred
        if isinstance(body.trigger.event.np, n.Ref) and body.trigger.event.np.kind == R.THIS \
                and not self.is_here(n.Phrase(kind=P.ON, np=body.trigger.event.np)):
            raise self.no(body.trigger, "an award when a base other than this one scores")
        consume_all(body.trigger)
        who = self.players_rel(attrs.evolve(st.subject, phrases=())) if st.subject is not None else None
        if who is None:
            raise self.no(st.subject or st, "an award to players other than you, other players or each player")
        for p in st.subject.phrases:
            if not self.is_here(p):
                raise self.no(p, f"the phrase `{self.words(p)}` on who is awarded VP")
            consume(p)      # "other players here": only players here are awarded VP from this base
        ph = list(pred.phrases)
        if len(ph) != 1 or ph[0].kind != P.FROM or not self.is_here(n.Phrase(kind=P.ON, np=ph[0].np)):
            raise self.no(pred, "an award from a base other than this one")
        consume_all(ph[0])
        if self.resource(pred.word) != self.rs.vp_resource:
            raise self.no(pred.word, "an award of something other than VP")
        v = pred.number.value
        return s.AwardChange(amount=-v if pred.kind == PredKind.AWARDED_LESS else v, who=who)

    @probe
    def is_extra_use(self, st: Any) -> bool:
        """"One of your minions here can use its Talent twice": one card's labelled abilities
        once more in a turn."""
        if not (isinstance(st, n.Statement) and st.pred.kind == PredKind.CAN and st.pred.effects is not None
                and len(st.pred.effects.items) == 1 and st.subject is not None and not st.more):
            return False
        e = st.pred.effects.items[0]
        np, subj = e.np, st.subject.np
        return (e.kind == InstructionKind.USE and e.purpose is None and [p.kind for p in e.phrases] == [P.TWICE]
                and isinstance(np, n.Selection) and np.noun.kind == NounKind.LABEL and np.quant is None
                and not np.adjs and np.owner is not None and np.owner.kind == OwnerKind.IT
                and isinstance(subj, n.Selection) and subj.quant is not None and subj.quant.kind == QuantKind.EXACTLY
                and subj.quant.number is not None and subj.quant.number.value == 1)

    def extra_use(self, st: n.Statement) -> s.ExtraUse:
        e = st.pred.effects.items[0]
        consume_all(e)
        consume(st.pred)
        consume(st.subject.np.quant)
        f = self.filter(attrs.evolve(st.subject.np, quant=None), list(st.subject.phrases))
        return s.ExtraUse(affects=s.Each(filter=f), label=e.np.noun.words[0].text.lower())

    def each_you(self, tr: s.Triggered) -> s.Triggered:
        """On a base, "If you have a minion here, after this base scores, draw a card": a base has
        no controller, so "you" is each player the condition holds for — each player, in turn
        order from the current one, checks it as "you" and does what follows (docs/runtime.md,
        "Readings"). A trigger that names its player ("after you play …", "at the start of your
        turn") keeps "you" as that player."""
        if self.card.type != self.rs.base_type or tr.when.player is s.Controller.YOU \
                or not isinstance(tr.effect, s.If) or not mentions_you(tr.effect.condition) \
                or others_act(tr.effect.then):
            return tr       # (what "the runner-up" / "each player" does is theirs to do, once)
        return attrs.evolve(tr, effect=s.AsPlayer(who=s.Who.EACH_PLAYER, effect=tr.effect))

    @staticmethod
    def otherwise_joined(sentences: list[n.Sentence]) -> list[n.Sentence]:
        """"If …, it has +3 power. Otherwise, it has -1 power." in an ongoing ability: one sentence
        (as "If …, A, otherwise B"), when both say something of a card."""
        out: list[n.Sentence] = []
        for x in sentences:
            prev = out[-1].body if out else None
            if (isinstance(x.body, n.Prefixed) and x.body.kind == PrefixedKind.OTHERWISE
                    and isinstance(x.body.body, n.Statement) and isinstance(prev, n.Conditional)
                    and prev.otherwise is None and isinstance(prev.body, n.Statement)):
                out[-1] = attrs.evolve(out[-1], body=attrs.evolve(prev, otherwise=x.body.body))
                continue
            out.append(x)
        return out

    def standing_sentences(self, ab: n.AbilityText, label: str, sentences: list[n.Sentence]) -> list:
        """An ongoing / special ability of several sentences. Each sentence is an ability by itself
        ("At the start of your turn, …. This minion cannot be destroyed."), or continues the trigger
        before it ("After …, draw a card. Each other player discards a card."), or limits it
        ("Only use one <name>'s ability each turn."). "Special: Play after a base scores. <text>":
        the card may be played from the hand then; the text is what it does when played."""
        first = sentences[0].body
        if isinstance(first, n.PlayTiming):
            counted: list = []      # "play after a base scores where you won": a condition too
            when = self.event_pattern(first.event, PLAY_TIMING[first.kind], counted)
            play: Any = s.May(effect=s.PlayCard(target=s.This()))
            rest = sentences[1:]
            chooses = self.special_chooses(rest, when)
            if chooses is not None:
                # "… Choose its base.": the card's text, played then, makes its choice as that card
                play = s.May(effect=s.PlayCard(target=s.This(), chooses=chooses))
                rest = []
            instead = self.special_instead(rest, when) if chooses is None else None
            if instead is not None:
                # t16d: "… <sentence> instead.": played then, its main text with that sentence
                play = s.May(effect=instead)
                rest = []
            if counted:
                play = s.If(condition=counted[0] if len(counted) == 1 else s.All(conditions=tuple(counted)), then=play)
            out: list = [s.Triggered(origin=self.origin(), when=when, label=label or "special",
                                     zone=self.rs.hand_zone, effect=play)]
            if rest:
                # played then, it does its text in the event's context ("… your minions there")
                with self.within(in_trigger=True, when=when):
                    out.append(s.OnPlay(origin=self.origin(), effect=self.seq(rest), label=""))
            return self.numbered(out)
        out = []
        paired = -1         # len(out) just after the abilities of a trigger on either of two events
        sentences = self.otherwise_joined(sentences)
        for i, x in enumerate(sentences):
            if isinstance(x.body, n.TriggerClause) and self.reveals(x.body.body) and not self.is_delayed(x.body):
                # "Before a base scores, reveal …. Play one you reveal …. Return the rest …": what
                # follows acts on the revealed cards (the sentences up to a use limit)
                more = [y.body for y in sentences[i + 1:] if self.use_limit(y.body) is None]
                limits = [self.use_limit(y.body) for y in sentences[i + 1:] if self.use_limit(y.body) is not None]
                one = self.triggered(x.body, label, more=more)
                if limits:
                    one = attrs.evolve(one, once_per_name=limits[0])
                out.append(one)
                break
            limit = self.use_limit(x.body)
            if limit is not None and out and isinstance(out[-1], (s.Triggered, s.OnPlay)):
                out[-1] = attrs.evolve(out[-1], once_per_name=limit)
                continue
            one = self.standing(x.body, label)
            if one is None and out and paired == len(out):
                raise self.no(x.body, "a sentence continuing a trigger on either of two events")
            if one is None and out and isinstance(out[-1], s.Triggered):
                # the sentence continues the trigger before it: "there" is still the event's base,
                # and it happens only if the trigger's text does (inside "play it from the hand")
                prev = out[-1]
                asked = {"asked": prev.effect} if isinstance(prev.effect, s.AsPlayer) else {}   # "If they do, …"
                with self.within(in_trigger=prev.when.event not in (s.Event.TURN_START, s.Event.TURN_END),
                                 when=prev.when, last=last_step(prev.effect), **asked):
                    more = self.stmt(x.body)        # "there", "it": still the event's
                out[-1] = attrs.evolve(prev, effect=continued(prev.effect, more))
                continue
            if one is None and label == "ongoing":
                one = self.when_true(x.body)
            if one is None:
                raise self.no(ab, f"a `{label}` ability of this shape (no trigger or static statement found)")
            if isinstance(one, tuple):      # an ability for each of its events
                out.extend(one)
                paired = len(out)
                continue
            out.append(one)
        return self.numbered(out)

    def special_chooses(self, rest: list[n.Sentence], when: s.EventPattern) -> Any:
        """h16y: "Special: Play after you destroy a minion. Choose its base.": an action played
        for its Special whose one further sentence chooses a card the event names ("its base",
        "that minion"): the choice its own text asks, when that card can answer it, is that card
        (`PlayCard.chooses`). None for any other text after the timing."""
        if len(rest) != 1 or self.card.type != "action":
            return None
        body = rest[0].body
        if not (isinstance(body, n.Effects) and len(body.items) == 1 and body.then is None
                and body.items[0].kind == InstructionKind.CHOOSE):
            return None
        e = body.items[0]
        np = e.np
        definite = isinstance(np, n.Ref) or (isinstance(np, n.Selection) and np.quant is None and np.owner is not None
                                             and np.owner.kind == OwnerKind.IT)
        if not definite or e.phrases or e.purpose is not None:
            return None
        with self.within(in_trigger=True, when=when):
            sel = self.selector(np, [])
        if isinstance(sel, s.Target) and sel.min == sel.max == 1 and sel.filter.at is s.AtBase.EVENT:
            sel = s.Each(filter=sel.filter)     # ("its base": the one base the event's card is on)
        if not isinstance(sel, (s.Each, s.EventCard)):
            return None
        consume_all(body)
        return sel

    def when_true(self, body: Any) -> s.WhenTrue | None:
        """"Ongoing: … If this minion has 0 power, destroy it.": an instruction done whenever the
        condition becomes true while the card is in play; "it" is the card the condition names."""
        if not (isinstance(body, n.Conditional) and isinstance(body.body, n.Effects)):
            return None
        cond = self.condition(body.cond)
        if isinstance(cond, s.Did):
            return None
        it = cond.of if isinstance(cond, s.IsCard) and not isinstance(cond.of, s.EventCard) else None
        with self.within(it_ref=it):
            eff = self.stmt(body.body)
        return s.WhenTrue(origin=self.origin(), condition=cond, effect=eff)

    def numbered(self, out: list) -> list:
        """One origin per ability, in printed order."""
        return [attrs.evolve(a, origin=f"{self.rs.name}/{self.slug}#{self.index + i}") for i, a in enumerate(out)]

    def use_limit(self, body: Any) -> str | None:
        """"Only use one <name>'s ability each turn" / "You can only use one <name>'s ability per
        base" / "You may only use the ability of one <name> each turn": "turn" or "event"."""
        if isinstance(body, n.Prefixed) and body.kind == PrefixedKind.ONLY_DO:
            eff = body.body
        elif isinstance(body, n.Statement) and body.pred.kind in (PredKind.CAN_ONLY, PredKind.MAY_ONLY) \
                and self.is_you(body.subject):
            eff = body.pred.effects
        elif isinstance(body, n.Effects) and len(body.items) == 1 and body.items[0].kind == InstructionKind.USE \
                and isinstance(body.items[0].np, n.Selection) and body.items[0].np.quant is not None \
                and body.items[0].np.quant.kind == Q.EXACTLY and body.items[0].np.quant.number.value == 1 \
                and body.items[0].np.owner is not None and body.items[0].np.owner.word is not None \
                and body.items[0].np.owner.word.text == self.card.name:
            eff = body      # h16v: "Use only one <this card's name> ability per turn."
        else:
            return None
        if not isinstance(eff, n.Effects) or len(eff.items) != 1 or eff.items[0].kind != InstructionKind.USE:
            return None
        e = eff.items[0]
        names = [e.np.owner] if isinstance(e.np, n.Selection) and e.np.owner is not None else []
        names += [p.np for p in e.phrases if p.kind == P.OF]
        if len(names) != 1:
            return None
        per = [p for p in e.phrases if p.kind != P.OF]
        if len(per) != 1:
            return None
        if per[0].kind == P.EACH_TURN:
            consume_all(body)           # the sentence is the limit
            return "turn"
        if per[0].kind == P.PER and isinstance(per[0].np, n.Selection) and \
                self.kinds.get(per[0].np.noun.words[-1].text if per[0].np.noun.words else "") == self.rs.base_type:
            consume_all(body)
            return "event"
        return None

    def cost(self, c: n.CostPhrase) -> s.Cost:
        if c.kind == CostPhraseKind.TAP:
            return s.Cost(cost=s.CostKind.TAP_SELF)
        if c.kind == CostPhraseKind.COINS:
            return s.Cost(cost=s.CostKind.COINS, amount=c.number.value)
        if c.kind == CostPhraseKind.EFFECT and c.effect.kind == InstructionKind.DISCARD:
            return s.Cost(cost=s.CostKind.DISCARD, amount=self.count(c.effect.np))
        if c.kind == CostPhraseKind.DISCARD and isinstance(c.np, n.Selection) and not c.np.adjs \
                and c.np.owner is None and [w.text.lower() for w in c.np.noun.words] in (["card"], ["cards"]):
            amount = self.count(c.np)
            consume_all(c.np)           # "a card", "two cards": any cards of the hand
            return s.Cost(cost=s.CostKind.DISCARD, amount=amount)
        if c.kind == CostPhraseKind.X and self.rs.combat:
            return s.Cost(cost=s.CostKind.COINS_X, amount=0)
        raise self.no(c, "this kind of cost")

    def plays_this_on(self, body: Any) -> bool:
        """u16d: an action's opening "Play this on a minion." / "Play this card on a base." (one
        instruction: play this card, an `on` phrase first): where it is played, as "Play on a minion."."""
        if self.stays_in_play() or self.rs.base_type is None or not isinstance(body, n.Effects) \
                or len(body.items) != 1 or body.then is not None:
            return False
        it = body.items[0]
        return (it.kind == InstructionKind.PLAY and it.or_verb is None and isinstance(it.np, n.Ref)
                and it.np.kind == R.THIS and (it.np.word is None or it.np.word.text.lower() == "card"
                                                  or self.kinds.get(it.np.word.text) == self.card.type)
                and it.phrases and it.phrases[0].kind == P.ON and isinstance(it.phrases[0].np, n.Selection)
                and it.purpose is None and it.amount is None)

    def play_this_on(self, body: n.Effects) -> n.Effects:
        it = body.items[0]
        consume(it.verb)
        consume(it.np)
        consume(it.phrases[0])
        # (the phrases after it are the card's it is played on: "on a minion you control")
        opening = n.Instruction(kind=InstructionKind.PLAY_ON, np=it.phrases[0].np, phrases=it.phrases[1:], span=it.span)
        return attrs.evolve(body, items=(opening,))

    def play_on_filter(self, eff: n.Instruction) -> s.Filter:
        if eff.kind == InstructionKind.MODIFIER_ON:     # "Character modifier.": on a card of that type
            kind = self.kinds.get(eff.word.text.lower())
            if kind is None or kind == "card":
                raise self.no(eff, "a modifier of this kind of card")
            return s.Filter(card_types=(kind,))
        if eff.word is not None:
            # u16g: "Play this action only on …": the kind named must be this card's own
            if eff.verb is None or eff.verb.kind != VerbKind.PLAY or self.kinds.get(eff.word.text.lower()) != self.card.type:
                raise self.no(eff.word, f"`this {eff.word.text}` on a card that is not one")
            consume(eff.word)
        return self.filter(eff.np, list(eff.phrases))

    def extra_cost(self, c: n.Conditional) -> s.ExtraCostIncrease:
        """"If an enemy card would cost more, it costs 1 more in addition." (BH-K28): the cards
        named, in the hand, whose cost a change raises cost that much more."""
        ev, body = c.cond, c.body
        if self.rs.cost_stat is None or ev.stat is None or ev.stat.text != self.rs.cost_stat \
                or not isinstance(ev.np, n.Selection) or ev.np.quant is None or ev.np.quant.kind != Q.ONE:
            raise self.no(c.cond, "a card that would cost more, other than `a card`")
        if not (isinstance(body, n.Statement) and body.pred.kind == PredKind.COSTS_EXTRA
                and isinstance(body.subject.np, n.Ref) and body.subject.np.kind == R.IT and not body.subject.phrases):
            raise self.no(body, "anything but `it costs N more in addition` after `would cost more`")
        f = self.filter(attrs.evolve(ev.np, quant=None), [])
        consume(ev.np.quant)
        return s.ExtraCostIncrease(affects=s.Each(filter=attrs.evolve(f, zone=self.rs.hand_zone)),
                                   amount=body.pred.number.value)
