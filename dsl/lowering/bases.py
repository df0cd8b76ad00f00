"""Bases (issue 16, helper h16l): base text and base values the other families do not read —
a permission to play that opens once a condition of the turn holds ("On your turn, if you have
played an action this turn, you may play an extra minion here"), the turns in which something was
done ("at the end of any turn that you play an action here"), bases compared by a value ("… from
bases with a higher breakpoint"), "the base" in a condition, a new starting value ("… is increased
to 16"), minions kept on their base ("you may not move your minions away from here"), a base entering
play ("after a new base enters play"), a new base played and players with no power on a base."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import (AdjKind, CondKind, EventVerbKind, InstructionKind, NounKind as NK, OwnerKind, PhraseKind as P,
                     PredKind, PrefixedKind, QuantKind as Q, RefKind as R, RelKind, TurnRefKind)
from .accounting import consume, consume_all, probe
from .conditions import QUANT_CMP


class Bases:
    """Base text and base values (a family of `Lowerer`)."""

    @probe
    def granted_when(self, body: Any, label: str) -> s.WhenTrue | None:
        """"On your turn, you may play an extra minion here if <condition of the turn>" (the "if"
        before or after): an extra play granted once in each turn when the condition becomes true
        (`WhenTrue`, checked after every event): a condition of the turn so far ("if you have
        played an action on another base this turn") opens the permission as soon as it holds."""
        if not label or not self.rs.play_phase:
            return None
        if isinstance(body, n.Conditional) and body.otherwise is None and isinstance(body.body, n.Prefixed) \
                and body.body.kind == PrefixedKind.ON_YOUR_TURN:
            cond, inner = body.cond, body.body.body
        elif isinstance(body, n.Prefixed) and body.kind == PrefixedKind.ON_YOUR_TURN \
                and isinstance(body.body, n.Conditional) and body.body.otherwise is None:
            cond, inner = body.body.cond, body.body.body
        else:
            return None
        if not isinstance(inner, (n.Statement, n.Effects)):
            return None
        self.plays_self_from = None
        eff = self.stmt(inner)
        grant = eff.effect if isinstance(eff, s.May) else eff
        if not isinstance(grant, s.PlayExtra) or self.plays_self_from is not None:
            return None
        when = self.condition(cond)
        return s.WhenTrue(origin=self.origin(), condition=s.All(conditions=(s.YourTurn(), when)), effect=grant,
                          label=label)

    def turn_that(self, turn: n.TurnRef) -> tuple[s.Condition, bool]:
        """"any turn that you play an action here" / "… in which a player has played two minions
        here": each turn, if those plays happened during it (a `TurnCount` of the turn, read
        at its end). Also whether "a player" said it: then each player who did acts ("they")."""
        ev = turn.event
        if ev is None or ev.ev.kind != EventVerbKind.PLAYS or ev.phrases or not isinstance(ev.ev.np, n.Selection):
            raise self.no(turn, "a turn in which something other than a play was done")
        who = ev.np
        if isinstance(who, n.Ref) and who.kind == R.YOU:
            each = False
        elif isinstance(who, n.Selection) and who.noun.kind == NK.PLAYER and who.owner is None and not who.adjs \
                and who.quant is not None and who.quant.kind in (Q.ONE, Q.ANY):
            each = True         # "a player has played …": whoever did
            consume(who)
        else:
            raise self.no(who, "plays by players other than you or any player")
        played = ev.ev.np
        q = played.quant
        if q is not None and q.kind not in (Q.ONE, Q.AT_LEAST, Q.EXACTLY):
            raise self.no(q, "this number of plays")     # ("two minions": as "if you have played two …")
        value = q.number.value if q is not None and q.number is not None else 1
        if q is not None:
            consume(q)
        cond = s.TurnCount(event=s.Event.PLAY, subject=self.history_subject(played, list(ev.ev.phrases)),
                           player=s.Controller.YOU, cmp=QUANT_CMP.get(q.kind if q else Q.ONE, s.Cmp.GE), value=value)
        return cond, each

    def each_who_did(self, tr: n.Trigger, effect: Any) -> Any:
        """"At the end of any turn in which a player has played two minions here, they …": each player
        who did (their plays of the turn, read as they act) does it; the condition the trigger carried
        was read for the event's player, so it moves inside, read for each of them."""
        if tr.turn is None or tr.turn.kind != TurnRefKind.ANY_THAT or tr.turn.event is None \
                or isinstance(tr.turn.event.np, n.Ref):
            return effect
        if isinstance(effect, s.If) and isinstance(effect.condition, s.TurnCount) and effect.otherwise is None \
                and isinstance(effect.then, s.AsPlayer) and effect.then.who is s.Who.EVENT_PLAYER \
                and effect.then.having is None and effect.then.but is None:
            return attrs.evolve(effect.then, who=s.Who.EACH_PLAYER,
                                effect=s.If(condition=effect.condition, then=effect.then.effect))
        if isinstance(effect, s.If) and isinstance(effect.condition, s.TurnCount):
            # "…, draw a card": no player named, the plays of any player count
            return attrs.evolve(effect, condition=attrs.evolve(effect.condition, player=s.Controller.ANY))
        raise self.no(tr, "a turn in which any player did something, for this ability")

    @probe
    def is_bases(self, np: Any) -> bool:
        """"bases" / "any bases" (every base in play, the phrases after it narrowing them)."""
        return self.is_base_word(np) and np.owner is None and not np.adjs and np.quant is None \
            and np.noun.words[-1].text.lower() != self.rs.base_type

    def base_compared(self, p: n.Phrase) -> s.BaseTest:
        """"(bases) with a higher breakpoint": than the base the sentence is about — the chosen
        base after "Choose a base", else the base this card is on (or this base)."""
        if self.rs.base_type is None:
            raise self.no(p, "a base's value with no bases")
        of = s.Picked() if self.ctx.picked_base else self.this_base()
        if not self.ctx.picked_base and self.ctx.on_card and not self.ctx.on_base:
            raise self.no(p, "a base compared with the base of a card played on a card")
        stat = p.stat.text.lower()
        return s.BaseTest(stats=(s.StatTest(stat=stat, cmp=s.Cmp.LT if p.rel.kind == RelKind.LESS else s.Cmp.GT,
                                            amount=s.StatOf(of=of, stat=stat)),))

    @probe
    def the_base(self, np: Any) -> Any:
        """"the base" / "that base" in a condition: the chosen base after "Choose a base", else the
        base the trigger's event is about ("before a base scores, if the base has …"); None otherwise."""
        if not (self.is_base_word(np) and np.owner is None and not np.adjs and np.quant is not None
                and np.quant.kind == Q.THE):
            return None
        when = self.ctx.when
        of = s.Picked() if self.ctx.picked_base else s.EventCard() \
            if self.ctx.in_trigger and when is not None and when.event is s.Event.SCORE else None
        if of is not None:
            consume(np.quant)
        return of

    @probe
    def raised_to(self, body: Any, label: str) -> s.Static | None:
        """"If this base's printed breakpoint is 15 or less, it is increased to 16": while the
        value is lower, its starting value is the new one (a reset, SU-V2; the changes "+N" still
        apply). Said only after the condition that the value is lower ("decreased to": higher),
        so that it never moves the other way."""
        if not (label and isinstance(body, n.Conditional) and body.otherwise is None
                and body.cond.kind == CondKind.OWNER_STAT_IS and body.cond.owner is not None
                and isinstance(body.body, n.Statement) and not body.body.more
                and body.body.pred.kind in (PredKind.INCREASED_TO, PredKind.DECREASED_TO)):
            return None
        st = body.body
        subj = st.subject
        if subj is None or subj.phrases or not isinstance(subj.np, n.Ref) or subj.np.kind != R.IT:
            return None
        cond = self.condition(body.cond)
        if not isinstance(cond, s.IsCard) or len(cond.filter.stats) != 1:
            return None
        test = cond.filter.stats[0]
        amount = self.value(st.pred.amount)
        if not isinstance(amount, s.Const):
            raise self.no(st.pred.amount, "a new value other than a number")
        to = amount.value
        up = st.pred.kind == PredKind.INCREASED_TO
        below = test.cmp is s.Cmp.LT and test.value <= to or test.cmp is s.Cmp.LE and test.value < to
        above = test.cmp is s.Cmp.GT and test.value >= to or test.cmp is s.Cmp.GE and test.value > to
        if not (below if up else above):
            raise self.no(st.pred, "a new value that is not beyond what the condition says")
        return s.Static(origin=self.origin(), label=label,
                        effect=s.StatBonus(affects=cond.of, stat=test.stat, op=s.ModOp.SET, amount=s.Const(value=to),
                                           condition=cond))

    @probe
    def kept_here(self, eff: Any, by: Any) -> s.Cant | None:
        """"You may not move your minions away from here" / "You cannot move your minions from this
        base": the minions here are not moved by their own controller's abilities — on a base, each
        player's own ("you" is every player in turn); on another card, yours."""
        if eff is None or eff.kind != InstructionKind.MOVE or by is not s.Controller.YOU:
            return None
        np = eff.np
        if not (isinstance(np, n.Selection) and np.owner is not None and np.owner.kind == OwnerKind.YOU
                and np.quant is None and not np.adjs and np.noun.kind == NK.KIND):
            return None
        if len(eff.phrases) != 1 or eff.phrases[0].kind not in (P.FROM, P.AWAY_FROM) \
                or not isinstance(eff.phrases[0].np, n.Ref):
            return None
        where = eff.phrases[0].np
        if not (where.kind == R.HERE or where.kind == R.THIS and where.word is not None
                and self.kinds.get(where.word.text) == self.rs.base_type):
            return None
        consume(np.owner)
        consume(eff.phrases[0])
        f = self.filter(attrs.evolve(np, owner=None), [attrs.evolve(eff.phrases[0], kind=P.FROM)])
        if self.card.type != self.rs.base_type:
            f = attrs.evolve(f, controller=s.Controller.YOU)
        return s.Cant(affects=s.Each(filter=f), events=(s.Event.MOVE,), by_its=s.Controller.YOU)

    def entering(self, event: n.EventClause, this: bool, timing: s.Timing) -> s.EventPattern:
        """"After a new base enters play" / "after a minion comes into play": a card put into play
        (played, moved there, or a base that replaces a scored one or is swapped in). "New" says
        that of a base (a base in play is new when it comes)."""
        np = event.np
        if this:
            return s.EventPattern(event=s.Event.ENTER, timing=timing, this=True)
        if isinstance(np, n.Selection) and any(a.kind == AdjKind.NEW for a in np.adjs):
            if not self.is_base_word(np):
                raise self.no(np, "`new` said of a card other than a base")
            for a in np.adjs:
                if a.kind == AdjKind.NEW:
                    consume(a)
            np = attrs.evolve(np, adjs=tuple(a for a in np.adjs if a.kind != AdjKind.NEW))
        return s.EventPattern(event=s.Event.ENTER, timing=timing, subject=self.filter(np, list(event.phrases)))

    def event_is_base(self) -> bool:
        """In a trigger on a base's event ("after a new base enters play", "after a base
        scores"), with nothing chosen: "it" is that base."""
        when = self.ctx.when
        return (self.ctx.in_trigger and not self.ctx.picking and when is not None and not when.this
                and when.event in (s.Event.ENTER, s.Event.SCORE) and when.subject is not None
                and when.subject.card_types == (self.rs.base_type,))

    @probe
    def new_base_played(self, e: n.Instruction, ph: list) -> s.PlayBase | None:
        """"Play a new base" / "play the top card (base) of the base deck": the base deck's top card
        comes into play as one more base; "there" / "on it" after it is that base."""
        bd = self.rs.base_deck_zone
        np = e.np
        if bd is None or not isinstance(np, n.Selection) or np.owner is not None:
            return None
        if self.is_base_word(np) and not ph and np.quant is not None and np.quant.kind == Q.ONE \
                and [a.kind for a in np.adjs] == [AdjKind.NEW]:
            consume(np.adjs[0])
        elif np.noun.kind == NK.TOP and np.noun.number is None and not np.adjs and len(ph) == 1 \
                and ph[0].kind == P.OF and isinstance(ph[0].np, n.Selection) and ph[0].np.noun.kind == NK.ZONE \
                and self.zone_of(ph[0].np) == bd \
                and all(w.text.lower() in ("card", self.rs.base_type) for w in np.noun.words):
            consume(ph[0])
            consume_all(ph[0].np)
        else:
            return None
        self.advance(swapped=True)
        return s.PlayBase()

    @probe
    def players_by_total(self, np: Any, phrases: list) -> s.PlayersWith | None:
        """"(for each other) player with no power here": the players whose total of that stat on this
        base (or the base this card is on) is 0 — with no cards here, or only cards of no power."""
        if not (isinstance(np, n.Selection) and np.noun.kind == NK.PLAYER and np.owner is None
                and all(a.kind == AdjKind.OTHER for a in np.adjs) and len(phrases) == 2
                and phrases[0].kind == P.WITH_NO_STAT and self.is_here(phrases[1])
                and self.rs.stat(phrases[0].stat.text.lower()) is not None):
            return None
        consume(phrases[0])
        consume(phrases[1])
        for a in np.adjs:
            consume(a)          # "each other player …": not counting you
        self.here_base(phrases[1])
        stat = phrases[0].stat.text.lower()
        return s.PlayersWith(filter=s.Filter(at=s.AtBase.HERE), other=bool(np.adjs),
                             total=s.StatTest(stat=stat, cmp=s.Cmp.EQ, value=0))
