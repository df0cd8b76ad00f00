"""Triggers and replacements: "when / after / before …" -> event patterns; "… would …, instead"."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import (
    AdjKind, CondKind, InstructionKind, EventVerbKind, NounKind as NK, OwnerKind, PhraseKind as P, PredKind,
    PrefixedKind,
    QuantKind as Q, RefKind as R, TriggerKind, TurnRefKind)
from .accounting import consume, consume_all, has_adj, is_kind, phrases_are, probe
from .core import FILTER_PHRASES, TIMING, WOULD, ends_with_instead, holds, instances
from .plays import DIRECT, plays_this


def after_replacement(effect: Any, when: s.EventPattern) -> Any:
    """"… scores and is replaced, the winner may …": the players are those of the
    scoring (the winner, the runner-up); what they do waits for the new base to be in play."""
    if isinstance(effect, s.AsPlayer):
        return attrs.evolve(effect, effect=s.Delay(when=when, effect=effect.effect))
    if isinstance(effect, s.Sequence):
        return attrs.evolve(effect, effects=tuple(after_replacement(e, when) for e in effect.effects))
    if isinstance(effect, s.If) and effect.otherwise is None:
        # t16d: "if you were the winner, …": asked of the scoring, what follows waits
        return attrs.evolve(effect, then=after_replacement(effect.then, when))
    return s.Delay(when=when, effect=effect)


def without_each_turn(event: n.EventClause) -> n.EventClause:
    """The event of "the first time … each turn" without its "each turn"."""
    ev = event.ev
    each = (P.EACH_TURN, P.ON_YOUR_TURN)
    return attrs.evolve(event, phrases=tuple(p for p in event.phrases if p.kind not in each),
                        ev=attrs.evolve(ev, phrases=tuple(p for p in ev.phrases if p.kind not in each)))


def one_or_more(event: n.EventClause) -> n.EventClause | None:
    """The event of "after you destroy one or more cards" / "after one or more minions move
    here" with "one or more" read (consumed) and left out; None when it says no "one or more"."""
    def plain(np: Any) -> Any:
        if isinstance(np, n.Selection) and np.quant is not None and np.quant.kind == Q.AT_LEAST \
                and np.quant.number is not None and np.quant.number.value == 1:
            consume(np.quant)
            return attrs.evolve(np, quant=None)
        return None
    subject = plain(event.np)
    if subject is not None:
        return attrs.evolve(event, np=subject)
    obj = plain(event.ev.np) if getattr(event.ev, "np", None) is not None else None
    if obj is not None:
        return attrs.evolve(event, ev=attrs.evolve(event.ev, np=obj))
    return None


# "after a minion moves from / to or from this base": the IR's word for which way (EventPattern.between)
BETWEEN = {P.FROM: "from", P.TO_OR_FROM: "to_or_from"}


@attrs.frozen
class NthInTurn:
    """What `Triggers.nth_event` hands its trigger: fire on the Nth matching event of a turn only."""
    value: int


# "plays or moves", "plays or draws": one trigger for each event
EITHER_EVENT = {EventVerbKind.PLAYS_OR_MOVES: (EventVerbKind.PLAYS, EventVerbKind.MOVE),
                EventVerbKind.PLAYS_OR_DRAWS: (EventVerbKind.PLAYS, EventVerbKind.DRAW)}


def summons_this(effect: Any, deck: str | None) -> bool:
    """Whether the effect summons its own card from its deck ("summon this creature", BH-K45)."""
    return deck is not None and any(isinstance(x.target, s.This) and x.from_zone == deck
                                    for x in instances(effect, (s.ReturnToPlay,)))


class Triggers:
    """Triggers and replacements (a family of `Lowerer`)."""

    def triggered(self, t: n.TriggerClause, label: str, cond: Any = None, more: list | None = None) -> s.Triggered:
        tr = t.trigger
        first = tr.kind in (TriggerKind.AFTER_FIRST, TriggerKind.AFTER_FIRST_EACH, TriggerKind.WHEN_FIRST,
                            TriggerKind.WHEN_FIRST_EACH)
        yours: list = []
        if first:
            # "After the first time [each turn] X [each turn], …": only the first X of a turn
            ev = tr.event
            yours = [p for p in ev.phrases + ev.ev.phrases if p.kind == P.ON_YOUR_TURN]
            if yours and not (isinstance(ev.np, n.Ref) and ev.np.kind == R.YOU and ev.ev.kind == EventVerbKind.PLAYS):
                raise self.no(yours[0], "`on your turn` on something other than your own plays")
            for p in yours:
                consume(p)      # "the first time you play … on your turn": your plays are on your turns
            if tr.kind not in (TriggerKind.AFTER_FIRST_EACH, TriggerKind.WHEN_FIRST_EACH) and not yours and not any(
                    is_kind(p, P.EACH_TURN) for p in ev.phrases + ev.ev.phrases):
                raise self.no(tr, "`the first time` with no `each turn` (once in a game)")
            tr = attrs.evolve(tr, event=without_each_turn(tr.event))
        counted: list = []          # a condition the pattern carries, if any
        if first and yours:
            counted.append(s.YourTurn())
        when = self.pattern(tr, counted)
        t, when = self.scoring_here(t, when)    # u16a: "After a base scores, if this minion was there, …"
        t = self.who_had(t, when)               # u16a: "After this base scores, each player who had …"
        if when.event is s.Event.USE and when.label == (label or "ongoing"):
            # (its own use would set it off again, without end)
            raise self.no(tr, "a trigger on the use of an ability of its own label")
        nth = counted.pop().value if counted and isinstance(counted[-1], NthInTurn) else None
        extra = counted[0] if counted else None
        if extra is not None:
            # a condition the pattern carries ("your fifth or higher card in a turn")
            cond = extra if cond is None else s.All(conditions=(extra, cond))
        replaced = tr.event is not None and tr.event.ev.kind == EventVerbKind.SCORES_REPLACED \
            or self.names_replacement(when, [t.body] + list(more or ()))     # t16d: "after this base scores, … the replacement base"
        # h16u: a Special of a card not set aside may name where it works ("… this card from your
        # discard pile"): `plays_self_from`
        lies = label == "special" and self.set_aside_zone() is None
        self.plays_self_from = None
        with self.within(in_trigger=tr.kind not in (TriggerKind.START, TriggerKind.END), when=when, replaced=replaced,
                         plays_from=lies):
            effect = self.bodies([t.body] + more) if more else self.stmt(t.body)
        lies_in = self.plays_self_from if lies else None
        if when.event is s.Event.PLAY and holds(effect, s.CancelPlay):
            # BH-K15: an ability that cancels the card being played answers as it is played,
            # before the card's own abilities (a "before" trigger of the play)
            when = attrs.evolve(when, timing=s.Timing.BEFORE)
        if replaced:
            effect = after_replacement(effect, s.EventPattern(
                event=s.Event.ENTER, timing=s.Timing.AFTER, subject=s.Filter(card_types=(self.rs.base_type,))))
        if cond is not None and not (label == "special" and extra is not None and not plays_this(effect)
                                     and not self.stays_in_play() and not self.ctx.on_card):
            effect = s.If(condition=cond, then=effect)
            cond = None
        if tr.kind == TriggerKind.END:
            effect = self.each_who_did(tr, effect)      # "… any turn that a player has played …, they …"
        zone = None
        if lies_in is not None:
            # "Special: At the start of your turn, you may return this card from your discard pile
            # to your hand": it works while the card is there (docs/runtime.md SU-U1)
            zone = lies_in
            if cond is not None:
                effect = s.If(condition=cond, then=effect)
        elif label == "special" and plays_this(effect):
            # "Special: Before a base scores, play this minion there": from the hand; "After …, you
            # may play this titan": from where it is set aside (SU-T2)
            zone = self.set_aside_zone() or self.rs.hand_zone
        elif label == "special" and self.waits_aside(effect):
            zone = self.set_aside_zone()    # h16t: "…, if this titan is not in play, …": while it is set aside
        elif label == "special" and not self.stays_in_play() and not self.ctx.on_card:
            # an action's Special: the action is played from the hand at that moment to do it
            # (only when the trigger's own condition holds: "after a base scores where you won")
            zone = self.rs.hand_zone
            effect = s.May(effect=s.sequence((s.PlayCard(target=s.This()), effect)))
            if cond is not None:
                effect = s.If(condition=cond, then=effect)
        elif summons_this(effect, self.rs.deck_zone):
            # "…, summon this creature" (glossary "Вызов": from your deck by default): the ability
            # works while its card is in its owner's deck (BH-K45)
            zone = self.rs.deck_zone
        return s.Triggered(origin=self.origin(), when=when, effect=effect,
                           label=label or "ongoing", zone=zone, once_per_turn=first,
                           first_in_turn=first, nth_in_turn=nth)

    def pattern(self, tr: n.Trigger, counted: list | None = None) -> s.EventPattern:
        if tr.kind == TriggerKind.END and tr.turn.kind == TurnRefKind.ANY_THAT and counted is not None:
            # "At the end of any turn that you play a minion here, …" (bases.py)
            counted.append(self.turn_that(tr.turn)[0])
            return s.EventPattern(event=s.Event.TURN_END, player=s.Controller.ANY)
        if tr.kind in (TriggerKind.START, TriggerKind.END):
            ev = s.Event.TURN_START if tr.kind == TriggerKind.START else s.Event.TURN_END
            player = {TurnRefKind.YOUR: s.Controller.YOU, TurnRefKind.EACH: s.Controller.ANY,
                      TurnRefKind.THE: s.Controller.ANY, TurnRefKind.EACH_OTHER: s.Controller.OPPONENT}.get(tr.turn.kind)
            if player is None or (player is s.Controller.OPPONENT and self.card.type == self.rs.base_type):
                # (a base has no controller: no "other players" of its own)
                raise self.no(tr, "this turn")
            return s.EventPattern(event=ev, player=player)
        return self.event_pattern(tr.event, TIMING[tr.kind], counted)

    def directly_affects(self, played: Any, ph: list, timing: s.Timing, player: s.Controller) -> s.EventPattern:
        """"After you play an action that directly affects one of your minions here": the action,
        once played, directly affected such a card (SU-L9: it was played on it or chose it); the
        phrases after "directly affects X" are X's."""
        at = next(i for i, q in enumerate(ph) if q.kind in DIRECT)
        if at:
            raise self.no(ph[0], "a phrase on the card played before `that directly affects`")
        direct, rest = ph[at], ph[at + 1:]
        kind = self.filter(played, [])
        if kind.card_types != ("action",) or kind != s.Filter(card_types=("action",)):
            raise self.no(played, "a card that directly affects another that is not an action")
        consume(direct)
        np = direct.np
        raises = self.raised_stat(direct)
        if np is None:                  # "… directly increases a minion's power"
            return s.EventPattern(event=s.Event.AFFECT, timing=timing, player=player, cause_types=("action",),
                                  subject=self.directly_affected(played, direct, rest).filter, raises=raises)
        if isinstance(np, n.Ref) and np.kind == R.THIS and not rest:
            if self.ctx.on_card:
                raise self.no(np, "`this minion` directly affected, on an action")
            consume(np)
            return s.EventPattern(event=s.Event.AFFECT, timing=timing, player=player, this=True,
                                  cause_types=("action",), raises=raises)
        many = isinstance(np, n.Selection) and np.quant is not None and np.quant.kind == Q.AT_LEAST \
            and np.quant.number is not None and np.quant.number.value == 1
        if many:                        # "one or more of your minions": once for all of one action
            consume(np.quant)
            np = attrs.evolve(np, quant=None)
        return s.EventPattern(event=s.Event.AFFECT, timing=timing, player=player, cause_types=("action",),
                              subject=self.filter(np, self.to_here_is_here(rest)), one_or_more=many, raises=raises)

    def used_ability(self, event: n.EventClause, timing: s.Timing) -> s.EventPattern:
        """"After a minion here uses a talent", "after this minion uses its Talent", "after a
        Special ability is used": an ability of that label was used, once it resolved (`use`)."""
        ev = event.ev
        ability, user = (ev.np, event.np) if ev.kind == EventVerbKind.USES else (event.np, None)
        ph = list(event.phrases) + list(ev.phrases)
        if not (isinstance(ability, n.Selection) and ability.noun.kind in (NK.LABEL, NK.LABEL_ABILITY) and ability.noun.words
                and not ability.adjs and (ability.quant is None or ability.quant.kind == Q.ONE)
                and (ability.owner is None or (ability.owner.kind == OwnerKind.IT and user is not None))):
            raise self.no(ability, "a use of something other than an ability of one label")
        label = ability.noun.words[0].text.lower()
        if label not in self.rs.labels:
            raise self.no(ability.noun, "an ability of a label this game does not have")
        consume_all(ability)
        if user is None:
            if ph:
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on a use of an ability")
            return s.EventPattern(event=s.Event.USE, timing=timing, label=label)
        if isinstance(user, n.Ref) and user.kind == R.THIS and not ph:
            consume(user)
            return s.EventPattern(event=s.Event.USE, timing=timing, this=True, label=label)
        if not isinstance(user, n.Selection):
            raise self.no(user, "this user of an ability")
        return s.EventPattern(event=s.Event.USE, timing=timing, label=label,
                              subject=self.filter(user, self.to_here_is_here(ph)))

    def event_pattern(self, event: n.EventClause, timing: s.Timing, counted: list | None = None) -> s.EventPattern:
        """The event a trigger waits for. `counted` (a trigger's own pattern) takes the condition an
        ordinal play carries ("your fifth or higher card in a turn"); without it, that is E501.
        "One or more minions" (the subject or the object): once for all such events of one
        ability's resolution (`EventPattern.one_or_more`)."""
        batch = one_or_more(event) if counted is not None else None
        if batch is not None:
            pat = self.event_pattern(batch, timing, counted)
            if pat.event not in (s.Event.DESTROY, s.Event.PLAY, s.Event.MOVE, s.Event.LEAVE_PLAY, s.Event.DISCARD,
                                 s.Event.AFFECT):
                raise self.no(event, "`one or more` on this event")
            return attrs.evolve(pat, one_or_more=True)
        np = event.np
        if isinstance(np, n.Ref) and np.kind == R.THIS and np.word is not None and self.ctx.on_card \
                and not self.names_itself(np.word.text) and not self.is_this_base(np):
            # "When this minion is destroyed" on an action played on a minion: the card it is on
            # (as "this minion" is everywhere else in its text), not the action
            pat = self.event_pattern(attrs.evolve(event, np=attrs.evolve(np, word=None)), timing, counted)
            if not pat.this:
                raise self.no(np, f"`{self.words(np)}` as the subject of this trigger")
            return attrs.evolve(pat, this=False, host=True)
        ev = event.ev
        if ev.kind in (EventVerbKind.USES, EventVerbKind.USED):
            return self.used_ability(event, timing)
        if ev.kind in (EventVerbKind.DIRECTLY_AFFECTS, EventVerbKind.AFFECTED_BY):
            return self.action_affects(event, timing)      # t16c (dsl/lowering/affected.py)
        if ev.kind == EventVerbKind.USES_SEARCH:
            # "When you use Search" (glossary "Поиск — [карта/карты]"): a player's search of their
            # own deck, once it is done (BH-K45)
            if event.phrases:
                raise self.no(event.phrases[0], "a phrase on the player who searches")
            return s.EventPattern(event=s.Event.SEARCH, timing=timing, player=self.mover(event.np))
        you = isinstance(event.np, n.Ref) and event.np.kind == R.YOU
        if isinstance(ev.np, n.Selection) and ev.np.noun.kind == NK.NTH:
            return self.nth_event(event, timing, counted)
        host_ctrl = isinstance(event.np, n.Selection) and event.np.noun.kind == NK.CONTROLLER \
            and event.np.owner is not None and event.np.owner.kind == OwnerKind.THIS and event.np.quant is None \
            and not event.np.adjs and self.ctx.on_card and self.card.type != self.rs.base_type
        if ev.kind == EventVerbKind.PLAYS and (you or host_ctrl or (isinstance(event.np, n.Selection)
                                                                    and event.np.noun.kind == NK.PLAYER)):
            # "After a player plays a minion here": the played card is the event's subject
            player = s.Controller.YOU if you else s.Controller.ANY
            if host_ctrl:
                # h16v: "after this minion's controller plays a card" (an action on a minion)
                consume_all(event.np)
                player = s.Controller.HOST
            elif not you and (has_adj(event.np, AdjKind.OTHER)
                              or (event.np.quant and event.np.quant.kind == Q.ANOTHER)):
                player = s.Controller.OPPONENT
            played, ph = ev.np, list(ev.phrases)
            if isinstance(played, n.Selection) and played.noun.kind == NK.NTH_OR_HIGHER:
                # "after you play your fifth or higher card in a turn": every play of such a card
                # once that many were played this turn (counted when it resolves, this one too)
                per_turn = [p for p in ph if p.kind in (P.IN_A_TURN, P.THIS_TURN)]
                if len(per_turn) != 1:
                    raise self.no(played, "an ordinal play with no `in a turn`")
                ph.remove(per_turn[0])
                consume(per_turn[0])
                if counted is None or counted:
                    raise self.no(played, "an ordinal play outside a trigger")
                played = attrs.evolve(played, noun=attrs.evolve(played.noun, kind=NK.KIND, number=None))
                subject = self.filter(played, ph)
                counted.append(s.TurnCount(event=s.Event.PLAY, subject=subject, player=player,
                                           cmp=s.Cmp.GE, value=ev.np.noun.number.value))
                return s.EventPattern(event=s.Event.PLAY, timing=timing, player=player, subject=subject)
            if any(q.kind in DIRECT for q in ph):
                return self.directly_affects(ev.np, ph, timing, player)
            return s.EventPattern(event=s.Event.PLAY, timing=timing, player=player,
                                  subject=self.filter(ev.np, self.to_here_is_here(ev.phrases)))
        if ev.kind == EventVerbKind.MOVE:
            # "after you move a minion to here", "after another player moves a minion here": a
            # move between bases caused by that player's card; "here" / "to here": to this base
            ph = self.to_here_is_here(ev.phrases)
            if not all(self.is_here(p) for p in ph) or len(ph) > 1:
                raise self.no(ev, "a move of a card from or to somewhere other than here")
            return s.EventPattern(event=s.Event.MOVE, timing=timing, zone="base", subject=self.filter(ev.np, ph),
                                  cause_controller=self.mover(event.np))
        if ev.kind == EventVerbKind.DRAW and you and ev.np is not None and timing is s.Timing.AFTER:
            # "after you draw a Madness card": each card you draw (from your deck or a shared deck)
            return s.EventPattern(event=s.Event.DRAW, timing=timing, player=s.Controller.YOU,
                                  subject=self.filter(ev.np, list(ev.phrases)))
        if ev.kind == EventVerbKind.DESTROY and you and ev.np is not None:
            # "after you destroy a minion": a destruction caused by your card
            return s.EventPattern(event=s.Event.DESTROY, timing=timing, subject=self.filter(ev.np, list(ev.phrases)),
                                  cause_controller=s.Controller.YOU)
        if ev.kind == EventVerbKind.DISCARDS and ev.np is not None:
            return self.discard_event(event, timing, you)       # dsl/lowering/shown.py
        this = isinstance(event.np, n.Ref) and event.np.kind == R.THIS
        if ev.kind == EventVerbKind.STRIKES:
            # "When this creature strikes a hero": its strike or counter-strike wounded such a card
            # (Berserk glossary "При ударе"; runtime/berserk: wound events of cause `strike`)
            if not this or event.phrases or not self.rs.combat:
                raise self.no(event.np, "a strike by anything but this card")
            return s.EventPattern(event=s.Event.WOUND, timing=timing, by_this=True, cause_effects=("strike",),
                                  subject=self.filter(ev.np, list(ev.phrases)))
        if ev.kind == EventVerbKind.BECOMES_TARGET:
            return self.becomes_target(event, timing, this)
        if ev.kind == EventVerbKind.DEALS:
            return self.deals_wounds(event, timing, this)
        if this and event.phrases:
            raise self.no(event.phrases[0], "a phrase on the subject of a trigger")
        if ev.kind == EventVerbKind.ENTERS_PLAY and timing is s.Timing.AFTER and not ev.phrases:
            return self.entering(event, this, timing)       # "after a new base enters play" (bases.py)
        subject = None if this else self.filter(event.np, list(event.phrases))   # "a minion here"
        if ev.kind in (EventVerbKind.DIES, EventVerbKind.DESTROYED):
            kw: dict[str, Any] = {}
            where = []
            for p in ev.phrases:
                if p.kind == P.FROM:
                    f = self.filter(p.np, [])
                    kw["cause_types"] = f.card_types
                    kw["cause_controller"] = f.controller
                elif p.kind in FILTER_PHRASES and not this:
                    where.append(p)             # "a minion is destroyed here"
                else:
                    raise self.no(p, "this phrase on a death")
            if where:
                subject = self.filter(event.np, list(event.phrases) + where)
            return s.EventPattern(event=s.Event.DESTROY, timing=timing, this=this, subject=subject, **kw)
        if ev.kind == EventVerbKind.PLAYED and not this:
            # "after a minion is played here": whoever plays it
            return s.EventPattern(event=s.Event.PLAY, timing=timing,
                                  subject=self.filter(event.np, list(event.phrases) + list(ev.phrases)))
        if ev.kind == EventVerbKind.SCORES_REPLACED and not (this and self.card.type == self.rs.base_type):
            raise self.no(ev, "`scores and is replaced` of a base other than this one")
        if ev.kind in (EventVerbKind.SCORES, EventVerbKind.SCORES_REPLACED):
            if this and self.is_this_base(event.np):
                # "when this base scores" on a card that is not a base: the base it is on
                return s.EventPattern(event=s.Event.SCORE, timing=timing, host=True)
            if len(ev.phrases) == 1 and ev.phrases[0].kind == P.DURING_YOUR_TURN and not this and counted is not None:
                # "before a base scores during your turn": only while it is your turn
                consume(ev.phrases[0])
                counted.append(s.YourTurn())
                return s.EventPattern(event=s.Event.SCORE, timing=timing,
                                      subject=self.filter(event.np, list(event.phrases)))
            if len(ev.phrases) == 1 and ev.phrases[0].kind in (P.WHERE_YOU_DID_NOT_WIN, P.WHERE_YOU_WON) \
                    and not this and counted is not None:
                # "after a base scores where you didn't win": the scoring of any base, when you are
                # not one of its winners (SU-G3: the players in first place)
                consume(ev.phrases[0])
                won = s.PlayerIs(who=s.Who.WINNER)
                counted.append(won if ev.phrases[0].kind == P.WHERE_YOU_WON else s.Not(condition=won))
                return s.EventPattern(event=s.Event.SCORE, timing=timing,
                                      subject=self.filter(event.np, list(event.phrases)))
            if ev.phrases:
                # "a base scores where you have a minion": the phrase after the verb is the base's
                if this or not phrases_are(ev.phrases, P.WHERE_YOU_HAVE):
                    raise self.no(ev.phrases[0], "this phrase after `scores`")
                subject = self.filter(event.np, list(event.phrases) + list(ev.phrases))
            return s.EventPattern(event=s.Event.SCORE, timing=timing, this=this,
                                  subject=None if this else subject)
        if ev.kind == EventVerbKind.GOES_TO and ev.np is not None and not ev.phrases and not this \
                and timing is s.Timing.BEFORE and subject is not None and subject.zone is None:
            # h16t: "before one of your minions goes to the discard pile": a card in play about to go there
            # (destroyed, discarded, its base scored), its counters still on it
            return s.EventPattern(event=s.Event.LEAVE_PLAY, timing=timing, subject=subject, zone=self.zone_of(ev.np))
        if ev.kind == EventVerbKind.RETURNED_TO and ev.np is not None and timing is not s.Timing.BEFORE \
                and self.zone_of(ev.np) in ("hand", self.rs.deck_zone):
            # r2d: "after this minion is returned to your hand": it leaves play for that zone (a card
            # is returned from play; docs/runtime.md)
            return s.EventPattern(event=s.Event.LEAVE_PLAY, timing=timing, this=this, subject=subject,
                                  zone=self.zone_of(ev.np))
        if ev.kind == EventVerbKind.GOES_TO and ev.np is not None and phrases_are(ev.phrases, P.FROM_PLAY):
            # "after this minion goes to the discard pile from play": however it leaves
            return s.EventPattern(event=s.Event.LEAVE_PLAY, timing=timing, this=this, subject=subject,
                                  zone=self.zone_of(ev.np))
        if ev.kind == EventVerbKind.MOVES and this and len(ev.phrases) == 1 and ev.phrases[0].kind == P.TO \
                and self.is_other_base(ev.phrases[0].np):
            # "after this minion moves to another base": any move of it from one base to another
            consume(ev.phrases[0])
            return s.EventPattern(event=s.Event.MOVE, timing=timing, this=True, zone="base")
        if ev.kind == EventVerbKind.MOVES and this and not ev.phrases and timing is not s.Timing.BEFORE:
            # r2d: "after this minion is moved": any move of it from one base to another (as "moves to
            # another base")
            return s.EventPattern(event=s.Event.MOVE, timing=timing, this=True, zone="base")
        if ev.kind == EventVerbKind.MOVES and not this and all(self.is_here(p) or self.to_here(p) for p in ev.phrases):
            # "after another player's minion moves [here]": a move from one base to another; "here":
            # the base it moves to is this card's
            here = [n.Phrase(kind=P.HERE, span=p.span) for p in ev.phrases]      # "moves to this base": here
            return s.EventPattern(event=s.Event.MOVE, timing=timing, zone="base",
                                  subject=self.filter(event.np, list(event.phrases) + here[:1]))
        if ev.kind == EventVerbKind.MOVES and len(ev.phrases) == 1 and not this \
                and ev.phrases[0].kind in (P.FROM, P.TO_OR_FROM, P.AWAY_FROM) \
                and isinstance(ev.phrases[0].np, n.Ref) and (self.is_this_base(ev.phrases[0].np) or (
                    ev.phrases[0].kind != P.TO_OR_FROM and self.is_here_ref(ev.phrases[0].np))):
            # "after a minion moves from this base / to or from this base": a move between bases
            # that starts (or ends) at this card's base; r2c: "moves away from here" / "moves from
            # this base" on a base: from this base
            consume_all(ev.phrases[0])
            return s.EventPattern(event=s.Event.MOVE, timing=timing, subject=subject, between=BETWEEN.get(
                ev.phrases[0].kind, "from"))
        if ev.kind == EventVerbKind.LEAVES_PLAY and timing is not s.Timing.BEFORE:
            # "after this action leaves play": however it leaves (destroyed, returned, scored …);
            # u16a: "when …" too, once it has left (as "when this minion is returned to your hand")
            return s.EventPattern(event=s.Event.LEAVE_PLAY, timing=timing, this=this, subject=subject)
        if ev.kind == EventVerbKind.DESTROYED_OR_DISCARDED and not ev.phrases:
            # destroyed or discarded from play: it went from play to the discard pile
            return s.EventPattern(event=s.Event.LEAVE_PLAY, timing=timing, this=this, subject=subject,
                                  zone=self.rs.discard_zone)
        raise self.no(ev, f"a trigger on `{self.words(ev)}`")

    def nth_event(self, event: n.EventClause, timing: s.Timing, counted: list | None) -> s.EventPattern:
        """"When another player plays their second card in a turn" / "When you draw your second
        card in a turn" (Berserk "вторую карту за ход", BH-K18): that play (or draw), when exactly
        that many were made this turn by that player (counted when it resolves, this one too)."""
        ev, np = event.ev, event.np
        kinds = {EventVerbKind.PLAYS: s.Event.PLAY, EventVerbKind.DRAW: s.Event.DRAW}
        if ev.kind not in kinds:
            raise self.no(ev.np, f"an ordinal with `{self.words(ev)}`")
        if isinstance(np, n.Ref) and np.kind == R.YOU:
            player, own = s.Controller.YOU, OwnerKind.YOU
        elif isinstance(np, n.Selection) and np.noun.kind == NK.PLAYER and np.owner is None \
                and (has_adj(np, AdjKind.OTHER) or (np.quant is not None and np.quant.kind == Q.ANOTHER)):
            player, own = s.Controller.OPPONENT, OwnerKind.THEY
        else:
            raise self.no(np, f"`{self.words(np)}` counting their plays")
        nth = ev.np
        ph = list(ev.phrases)
        per_turn = [p for p in ph if p.kind == P.IN_A_TURN]
        if len(per_turn) != 1 or counted is None or counted:
            raise self.no(nth, "an ordinal with no `in a turn`, or outside a trigger")
        ph.remove(per_turn[0])
        consume(per_turn[0])
        if nth.owner is not None:
            if nth.owner.kind != own:
                raise self.no(nth.owner, "whose cards are counted")
            consume(nth.owner)        # "their" / "your": the player's own plays
        value = nth.noun.number.value
        nth = attrs.evolve(nth, owner=None, noun=attrs.evolve(nth.noun, kind=NK.KIND, number=None))
        subject = self.filter(nth, ph) if kinds[ev.kind] is s.Event.PLAY else None
        if subject is None and (ph or self.kinds.get(nth.noun.words[-1].text) is not None):
            raise self.no(nth, "counting draws of some cards only")
        counted.append(NthInTurn(value))
        return s.EventPattern(event=kinds[ev.kind], timing=timing, player=player, subject=subject)

    def deals_wounds(self, event: n.EventClause, timing: s.Timing, this: bool) -> s.EventPattern:
        """"When this creature deals wounds to a hero" (Berserk "наносит раны герою", BH-K26): this
        card put wounds on such a card, however (a strike, a shot, an ability of it)."""
        ev = event.ev
        what, ph = ev.np, list(ev.phrases)
        if not this or event.phrases or not self.rs.combat:
            raise self.no(event.np, "wounds dealt by anything but this card")
        if not (isinstance(what, n.Selection) and what.noun.kind in (NK.MARKER, NK.COUNTER)
                and self.counter_of(what) == self.rs.wound_counter and what.quant is None and not what.adjs):
            raise self.no(what, f"dealing `{self.words(what)}`")
        if len(ph) != 1 or ph[0].kind != P.TO:
            raise self.no(ev, "wounds dealt to no card named")
        consume(what)
        consume(ph[0])
        return s.EventPattern(event=s.Event.WOUND, timing=timing, by_this=True, subject=self.filter(ph[0].np, []))

    def becomes_target(self, event: n.EventClause, timing: s.Timing, this: bool) -> s.EventPattern:
        """"When this creature becomes the target of a spell" (Berserk "когда становится целью
        заклинания", glossary "Цель", BH-K19): an ability of a card of that type chose the card as
        a target as it was declared (`Event.TARGETED`, its source's type)."""
        src = event.ev.np
        if not this or event.phrases:
            raise self.no(event.np, "becoming a target, said of anything but this card")
        if not (isinstance(src, n.Selection) and src.noun.kind == NK.KIND and not src.adjs and src.owner is None
                and (src.quant is None or src.quant.kind == Q.ONE)):
            raise self.no(src, "the target of anything but a card type")
        types = self.filter(src, []).card_types
        if not types:
            raise self.no(src, "the target of a card of any type")
        return s.EventPattern(event=s.Event.TARGETED, timing=timing, this=True, cause_types=types)

    def to_here_is_here(self, phrases: tuple) -> list:
        """"plays or moves a minion to here": a card played or moved to this base is here."""
        out = []
        for p in phrases:
            if self.to_here(p):
                consume(p)
                p = n.Phrase(kind=P.HERE, span=p.span)
            out.append(p)
        return out

    def mover(self, np: Any) -> s.Controller:
        """Who does it, in "you move …", "another player moves …", "a player moves …"."""
        if isinstance(np, n.Ref) and np.kind == R.YOU:
            return s.Controller.YOU
        if isinstance(np, n.Selection) and np.noun.kind == NK.PLAYER and np.owner is None:
            if has_adj(np, AdjKind.OTHER) or (np.quant is not None and np.quant.kind == Q.ANOTHER):
                return s.Controller.OPPONENT
            if np.quant is not None and np.quant.kind == Q.ONE and not np.adjs:
                return s.Controller.ANY
        raise self.no(np, f"`{self.words(np)}` as who does it")

    @staticmethod
    def either_event(body: Any) -> tuple | None:
        """"After another player plays or moves a minion here, …": the same trigger on a play and
        on a move (two abilities); None for any other sentence."""
        if isinstance(body, n.TriggerClause) and body.trigger.kind == TriggerKind.BEFORE_OR_AFTER:
            # "You may play this action before or after a base scores": an ability on each timing
            return tuple(attrs.evolve(body, trigger=attrs.evolve(body.trigger, kind=k))
                         for k in (TriggerKind.BEFORE, TriggerKind.AFTER))
        if not (isinstance(body, n.TriggerClause) and body.trigger.event is not None
                and body.trigger.event.ev.kind in EITHER_EVENT):
            return None
        ev = body.trigger.event.ev
        return tuple(attrs.evolve(body, trigger=attrs.evolve(body.trigger, event=attrs.evolve(
            body.trigger.event, ev=attrs.evolve(ev, kind=k)))) for k in EITHER_EVENT[ev.kind])

    def is_here_ref(self, r: n.Ref) -> bool:
        """r2c: "here", or "this base" written on a base: this card's base (the card itself)."""
        return r.kind == R.HERE or (self.card.type == self.rs.base_type and r.kind == R.THIS
                                    and r.word is not None and self.kinds.get(r.word.text.lower()) == self.rs.base_type)

    def is_this_base(self, r: n.Ref) -> bool:
        """"this base" written on a card that is not itself a base (a minion, or an action played
        on a base): the base the card is on."""
        word = r.word.text.lower() if r.word is not None else None
        return (word is not None and self.kinds.get(word) == self.rs.base_type
                and self.card.type != self.rs.base_type)

    @probe
    def is_replacement(self, c: n.Conditional) -> bool:
        if c.cond.kind != CondKind.EVENT or c.cond.event is None:
            return False
        kind = c.cond.event.ev.kind
        # "If this minion would be destroyed, …" / "If your actions go to the discard pile, … instead"
        return kind in WOULD or (kind == EventVerbKind.GOES_TO and ends_with_instead(c.body))

    def replacement(self, c: n.Conditional) -> s.Replacement:
        return self.replacing(c.cond.event, c.body)

    def replacing(self, event: n.EventClause, body: Any, once_per_turn: bool = False) -> s.Replacement:
        """"If X would happen, do Y instead" (also "When X would happen, you may Y instead")."""
        ev = event.ev
        if ev.kind == EventVerbKind.WOULD_GAIN and isinstance(event.np, n.Ref) and event.np.kind == R.YOU:
            resource = self.resource(ev.np.noun.words[0]) if isinstance(ev.np, n.Selection) else None
            pattern = s.EventPattern(event=s.Event.GAIN, player=s.Controller.YOU, resource=resource)
            if isinstance(body, n.Prefixed) and body.kind == PrefixedKind.INSTEAD_DO and len(body.body.items) == 1:
                eff = body.body.items[0]
                if eff.kind == InstructionKind.GAIN_RESOURCE and self.resource(eff.word) == resource:
                    # (instead gain more of the same: another resource would be another event)
                    return s.Replacement(origin=self.origin(), when=pattern,
                                         instead=s.ReplaceAmount(amount=self.amount(eff.amount)))
            raise self.no(body, "this replacement of a gain")
        if any(is_kind(p, P.FIRST_EACH_TURN) for p in event.ev.phrases):
            # "would be destroyed for the first time each turn": once per turn
            once_per_turn = True
            event = attrs.evolve(event, ev=attrs.evolve(event.ev, phrases=tuple(
                p for p in event.ev.phrases if p.kind != P.FIRST_EACH_TURN)))
        if event.ev.phrases:
            raise self.no(event.ev.phrases[0], "this phrase on a replaced event")
        pattern = self.replaced_pattern(event)
        optional = False
        if isinstance(body, n.Statement) and body.pred.kind == PredKind.MAY and self.is_you(body.subject):
            optional, body = True, body.pred.effects
        if isinstance(body, n.Prefixed) and body.kind == PrefixedKind.INSTEAD_DO:
            body = body.body
        elif ends_with_instead(body) and isinstance(body, n.Statement):
            # "…, its owner may move it here instead": another player's instruction
            effs = body.pred.effects
            last = effs.items[-1]
            effs = attrs.evolve(effs, items=effs.items[:-1] + (attrs.evolve(last, phrases=last.phrases[:-1]),))
            body = attrs.evolve(body, pred=attrs.evolve(body.pred, effects=effs))
        elif ends_with_instead(body):
            last = body.items[-1]
            body = attrs.evolve(body, items=body.items[:-1] + (attrs.evolve(last, phrases=last.phrases[:-1]),))
        else:
            raise self.no(body, "a replacement without `instead`")
        # "… that minion …" in what happens instead: the card of the replaced event (as after a
        # trigger's event), never the card whose ability caused it
        with self.within(when=pattern):
            instead = self.stmt(body)
        return s.Replacement(origin=self.origin(), when=pattern, instead=s.ReplaceWith(effect=instead),
                             optional=optional, once_per_turn=once_per_turn)

    def replaced_pattern(self, event: n.EventClause) -> s.EventPattern:
        """The event a replacement waits for: a destruction, or a card going from play to a zone."""
        ev = event.ev
        this = host = False
        subject = None
        if isinstance(event.np, n.Ref) and event.np.kind == R.THIS:
            host = self.ctx.on_card and event.np.word is not None and not self.names_itself(event.np.word.text)
            this = not host
        else:
            subject = self.filter(event.np, list(event.phrases))
        if isinstance(event.np, n.Ref) and event.phrases:
            raise self.no(event.phrases[0], "a phrase on the subject of a replacement")
        if ev.kind in (EventVerbKind.WOULD_BE_DESTROYED, EventVerbKind.DESTROYED, EventVerbKind.DIES) and not ev.phrases:
            return s.EventPattern(event=s.Event.DESTROY, this=this, host=host, subject=subject)
        if ev.kind in (EventVerbKind.WOULD_GO_TO, EventVerbKind.GOES_TO, EventVerbKind.WOULD_BE_RETURNED) \
                and ev.np is not None and not ev.phrases:
            # ("would be returned to your hand": would go from play to the hand)
            return s.EventPattern(event=s.Event.LEAVE_PLAY, this=this, host=host, subject=subject,
                                  zone=self.zone_of(ev.np))
        raise self.no(ev, "this replaced event")

    @probe
    def is_delayed(self, t: n.TriggerClause) -> bool:
        """"At the start of your next turn, …" in an instruction: a delayed effect (BH-521)."""
        tr = t.trigger
        return tr.kind == TriggerKind.START and tr.turn is not None and tr.turn.kind == TurnRefKind.YOUR_NEXT
