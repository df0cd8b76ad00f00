"""Sentences and statements: sequences, choices between alternatives, modal choices, "for each …"."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import (
    AmountPhraseKind, CondKind, EventVerbKind, InstructionKind, TriggerKind, TurnRefKind, ModalCountKind, NounKind as NK, OwnerKind, PhraseKind as P, PredKind, PrefixedKind,
    QuantKind as Q, RefKind as R, StatAdjKind, VerbKind)
from .accounting import consume, consume_all, phrases_are, unread


def walk_ir(x: Any):
    """`x` and every IR node inside it."""
    yield x
    if attrs.has(type(x)):
        for f in attrs.fields(type(x)):
            v = getattr(x, f.name)
            for y in (v if isinstance(v, tuple) else (v,)):
                if attrs.has(type(y)):
                    yield from walk_ir(y)
from .core import acts_on_cards, last_step
from .players import ACTING_PREDS


RELATIVE = frozenset({P.SAME_OR_LOWER, P.ON_THE_SAME})
# the phrases that say where an instruction's object goes ("to another base", "into your hand")
DESTINATION = frozenset({P.TO, P.INTO})


class Statements:
    """Sentences and statements (a family of `Lowerer`)."""

    def seq(self, sentences: list[n.Sentence]) -> Any:
        sentences = [x for x in sentences if not x.reminder]
        first = sentences[0].body if sentences else None
        if isinstance(first, n.Effects) and len(first.items) == 1 and first.then is None and len(sentences) == 2 \
                and first.items[0].kind == InstructionKind.CHOOSE and isinstance(first.items[0].np, n.Selection) \
                and first.items[0].np.noun.kind == NK.CARD_NAME:
            return self.choose_name(first.items[0], sentences[1])
        if isinstance(first, n.Effects) and first.items[0].kind == InstructionKind.CHOOSE and len(sentences) > 1 \
                and len(first.items) == 1 and first.then is None and self.chosen_player(first.items[0]) is not None:
            # r2d: "Choose a player. That player discards two cards.": one round for the player chosen
            who = self.chosen_player(first.items[0])
            consume_all(first.items[0])
            them = [x.body for x in sentences[1:]]
            j = next((j for j, b in enumerate(them) if not self.about_them(b)), len(them))
            if not j:
                raise self.no(first.items[0], "a player chosen with no sentence about that player after it")
            with self.within(round_player=True, player_round=True, repeating=True):
                effect = self.bodies(them[:j])
            chosen = s.Repeat(count=s.PlayerRounds(who=who, chosen=True), effect=effect)
            return chosen if j == len(them) else s.sequence((chosen, self.bodies(them[j:])))
        if isinstance(first, n.Effects) and first.items[0].kind == InstructionKind.CHOOSE and len(sentences) > 1 \
                and len(first.items) == 1 and first.then is None:
            # "Choose a base. Destroy each minion there.": what follows uses the choice
            return self.pick(first.items[0], lambda: self.seq(sentences[1:]))
        if isinstance(first, n.Statement) and len(sentences) > 1 and first.pred.kind == PredKind.DOES \
                and first.pred.verb is not None and first.pred.verb.kind == VerbKind.CHOOSE and self.rs.combat:
            # Berserk "Your opponent chooses a creature. Destroy it." (BH-K14): the choice is theirs
            acting = self.acting_players(first.subject)
            if acting is None or acting[1] is not None or acting[0] is not s.Who.EACH_OPPONENT:
                raise self.no(first.subject, "a choice made by a player other than your opponent")
            pred = first.pred
            choose = n.Instruction(kind=InstructionKind.CHOOSE, np=pred.np, phrases=pred.phrases, span=pred.span)
            return s.ChosenBy(who=acting[0], effect=self.pick(choose, lambda: self.seq(sentences[1:])))
        if isinstance(first, n.Statement) and len(sentences) > 1 and first.pred.kind == PredKind.DOES \
                and first.pred.verb is not None and first.pred.verb.kind == VerbKind.CHOOSE:
            return self.each_picks(first, lambda: self.seq(sentences[1:]))
        return self.bodies([x.body for x in sentences])

    def each_picks(self, first: n.Statement, rest) -> s.Pick:
        """r2a: "Each other player chooses a minion they control. Destroy the chosen minions.": each of
        those players chooses, as "you" ("they control": their own), and what follows acts on all
        the cards chosen (`Pick.by`)."""
        acting = self.acting_players(first.subject)
        if acting is None or len(acting) != 2 or acting[1] is not None \
                or acting[0] not in (s.Who.EACH_OPPONENT, s.Who.EACH_PLAYER):
            raise self.no(first.subject, "a choice made by players other than each (other) player")
        pred = first.pred
        with self.within(acting=True):
            target = self.selector(pred.np, list(pred.phrases))
        if not isinstance(target, s.Target):
            raise self.no(pred, "choosing without a single choice")
        with self.within(picking=True, picked_base=target.filter.card_types == (self.rs.base_type,)):
            then = rest()
        return s.Pick(target=target, with_picked=then, by=acting[0])
    def chosen_player(self, e: n.Instruction) -> Any:
        """r2d: "Choose a player" (any, you included) / "Choose another player" / "Choose an
        opponent": whom a round is for."""
        np = e.np
        if e.phrases or not isinstance(np, n.Selection) or np.noun.kind not in (NK.PLAYER, NK.OPPONENT) \
                or np.owner is not None or np.quant is None or np.quant.kind not in (Q.ONE, Q.ANOTHER) or np.adjs:
            return None
        if np.noun.kind == NK.OPPONENT and np.quant.kind == Q.ANOTHER:
            return None             # ("another opponent": another than which?)
        return s.Who.EACH_OPPONENT if np.quant.kind == Q.ANOTHER or np.noun.kind == NK.OPPONENT else s.Who.EACH_PLAYER

    def bodies(self, bodies: list) -> Any:
        """Sentences in order. "Reveal the top N cards of your deck" makes what follows act on
        them; "If …, A. Otherwise, B." is one choice between A and B."""
        effects: list = []
        for i, body in enumerate(bodies):
            if isinstance(body, n.Effects):
                at = next((j for j, e in enumerate(body.items)
                           if e.kind in (InstructionKind.REVEAL, InstructionKind.LOOK_AT) and not isinstance(e.np, n.Ref)
                           and not self.is_rest(e.np)), None)      # ("reveal the rest": of the cards shown)
                if at is not None:
                    if at:
                        effects.append(self.stmt(attrs.evolve(body, items=body.items[:at], then=None)))
                    after = body.items[at + 1:]
                    rest = ([attrs.evolve(body, items=after)] if after else
                            [body.then] if body.then is not None else []) + list(bodies[i + 1:])
                    effects.append(self.reveal(body.items[at], rest))
                    break
            if self.is_player_rounds(body):
                # h16x: "For each other player, … . They …": a round for each such player, with
                # the sentences about "they" right after it
                j = i + 1
                while j < len(bodies) and self.about_them(bodies[j]):
                    j += 1
                effects.append(self.player_rounds(body, list(bodies[i + 1:j])))
                if j < len(bodies):
                    effects.append(self.bodies(list(bodies[j:])))
                break
            if i + 1 < len(bodies) and self.each_reveals_then(body, bodies[i + 1]):
                # r2a: "Each player reveals the top card of their deck. Each player who reveals a
                # minion may play it …": one round for each player, the second sentence theirs
                effects.append(self.each_reveals(body, bodies[i + 1]))
                if i + 2 < len(bodies):
                    effects.append(self.bodies(list(bodies[i + 2:])))
                break
            if i + 1 < len(bodies) and self.others_show_hands(body):
                # h16s: "Each other player reveals their hand. …": what follows acts on the cards shown
                effects.append(self.others_hands_shown(body, list(bodies[i + 1:])))
                break
            if isinstance(body, n.Effects) and self.is_place_it_in_hand(body.items[0]) and self.searched(effects):
                # "Search your deck for X [and reveal it]. Place it into your hand …": the search did that
                if len(body.items) == 1 and body.then is None:
                    continue
                body = attrs.evolve(body, items=body.items[1:]) if len(body.items) > 1 else body.then
            if isinstance(body, n.Conditional) and body.cond.kind == CondKind.TIE:
                self.tie_you_choose(body, effects)     # u16f: said already by the instruction before
                continue
            if isinstance(body, n.Conditional) and body.cond.kind == CondKind.SEARCHED:
                effects.append(self.if_searched(body, effects))
                continue
            if effects and isinstance(body, n.Effects) and len(body.items) == 1 and body.then is None \
                    and body.items[0].kind == InstructionKind.CHOOSE and i + 1 < len(bodies) \
                    and isinstance(body.items[0].np, n.Selection) and body.items[0].np.noun.kind == NK.KIND:
                # h16n: "Move a minion of yours away. Choose a minion at that base. …":
                # a choice after other steps, used by the sentences after it (as at the start)
                rest = list(bodies[i + 1:])
                effects.append(self.pick(body.items[0], lambda: self.bodies(rest)))
                break
            if effects and self.after_it_is_done(body, effects[-1]):
                # h16n: "Move a minion of yours to another base. After it is moved, if …, …":
                # the next step, once the card the instruction before acted on was moved (destroyed)
                consume_all(body.trigger)
                effects[-1] = s.Then(first=effects[-1], second=self.stmt(body.body))
                continue
            if isinstance(body, n.Prefixed) and body.kind == PrefixedKind.OTHERWISE:
                if not effects or not isinstance(effects[-1], s.If) or effects[-1].otherwise is not None:
                    raise self.no(body, "`Otherwise` not after an `If …` sentence")
                effects[-1] = attrs.evolve(effects[-1], otherwise=self.stmt(body.body))
                continue
            instead = self.instead_after_play(body, effects[-1]) if effects else None
            if instead is not None:
                # t16d: "… play it … . Put it on the bottom of your deck instead of the discard
                # pile.": after the play, if it happened (dsl/lowering/instead.py)
                effects[-1] = instead
                continue
            effects.append(self.stmt(body))
            self.advance(after=self.ctx.after or acts_on_cards(effects[-1]), last=last_step(effects[-1]))
            if isinstance(effects[-1], s.AsPlayer):
                self.advance(asked=effects[-1])     # "if no other players drew …" looks back at it
        return effects[0] if len(effects) == 1 else s.sequence(tuple(effects))

    def after_it_is_done(self, body: Any, last: Any) -> bool:
        """"After it is moved, …" / "After it is destroyed, …" right after an instruction that
        moved (destroyed) cards: a step of this ability, not a trigger of its own."""
        if not (isinstance(body, n.TriggerClause) and body.trigger.kind == TriggerKind.AFTER
                and body.trigger.event is not None and self.ctx.after):
            return False
        ev = body.trigger.event
        done = {EventVerbKind.MOVES: "move", EventVerbKind.DESTROYED: "destroy"}.get(ev.ev.kind)
        step = last_step(last)
        return done is not None and not ev.ev.phrases and not ev.phrases and isinstance(ev.np, n.Ref) \
            and ev.np.kind in (R.IT, R.THEY, R.THAT) and step is not None and step.KIND == done \
            and (done != "move" or step.to_zone is None)

    def if_searched(self, body: n.Conditional, effects: list) -> Any:
        """"If you searched it, shuffle your deck" after a search of your deck (and/or another
        zone): a search always looks through the deck (`Search`, `Filter.also_zones`), so the
        condition holds; the deck is shuffled (again: the search shuffled it already)."""
        c = body.cond
        if not (isinstance(c.np, n.Ref) and c.np.kind == R.YOU and isinstance(c.np2, n.Ref) and c.np2.kind == R.IT
                and not c.phrases and any(isinstance(x, s.Search) for e in effects for x in walk_ir(e))):
            raise self.no(c, "`searched` of anything but your deck after a search of it")
        eff = self.stmt(body.body)
        if not isinstance(eff, s.Shuffle) or eff.who is not s.Who.YOU or eff.zone != self.rs.deck_zone:
            raise self.no(body.body, "an instruction other than shuffling your deck after `if you searched it`")
        for x in (c, c.np, c.np2):
            consume(x)
        return eff

    def tie_you_choose(self, body: n.Conditional, effects: list) -> None:
        """u16f: "Destroy the highest-power minion here. If there is a tie, you choose.": the cards
        tied for the highest (lowest) value are all the instruction before can choose, and you
        choose among them (SU-S1) as it reads already; after anything else, E501."""
        st = body.body
        said = isinstance(st, n.Statement) and not st.more and st.pred.kind == PredKind.CHOOSE_TIED \
            and self.is_you(st.subject) and isinstance(body.cond.np, n.Ref) and body.cond.np.kind == R.THERE
        last = last_step(effects[-1]) if effects else None
        target = getattr(last, "target", None)
        # (a `Target` of this ability's own instruction: its controller chooses; inside `as_player`
        # another player would)
        if not said or not isinstance(target, s.Target) or not any(isinstance(x, s.MaxStat) for x in walk_ir(target.filter)):
            raise self.no(body, "`if there is a tie` after an instruction choosing no card by a highest or lowest value")
        consume_all(body)

    def stmt(self, body: Any) -> Any:
        body = self.takes_then_acts(body)       # u16c: "Take X from Z and put it …" (dsl/lowering/zone_moves.py)
        if isinstance(body, n.Effects) and len(body.items) > 1 and body.items[0].kind == InstructionKind.CHOOSE:
            # "Choose a base and give each of your minions there +1 power."
            rest = n.Effects(items=body.items[1:], then=body.then, span=body.span)
            return self.pick(body.items[0], lambda: self.stmt(rest))
        if isinstance(body, n.Effects) and self.reveals(body) and not self.ctx.revealed:
            return self.bodies([body])      # "…, reveal the top card of your deck and play it …"
        if isinstance(body, n.Effects) and len(body.items) == 2 and body.then is None \
                and body.items[1].kind == InstructionKind.ELL_OBJECT and any(p.kind in RELATIVE for p in body.items[1].phrases):
            return self.and_relative(*body.items)
        if isinstance(body, n.Effects):
            body = self.count_and(body)
            items = []
            prev = None
            skip = False
            sharing = False
            for i, e in enumerate(body.items):
                if skip:
                    skip = False
                    continue
                if e.kind in (InstructionKind.ELL_OBJECT, InstructionKind.ELL_PHRASES):
                    e = self.elided(prev, e)
                elif i + 1 < len(body.items):
                    e, sharing = self.shared_destination(e, body.items[i + 1])
                prev = e
                if e.kind in (InstructionKind.SWAP_PLACES, InstructionKind.EXCHANGE, InstructionKind.SWAP) \
                        and i + 1 < len(body.items) and body.items[i + 1].kind == InstructionKind.ELL_OBJECT \
                        and body.items[i + 1].purpose is None and (e.kind != InstructionKind.SWAP or self.swaps_cards(e, [])):
                    # u16g: "Swap the positions of this minion and one of your other minions": the pair (swaps.py)
                    items.append(self.swap_pair(e, body.items[i + 1]))
                    skip = True
                    continue
                if e.kind == InstructionKind.SEARCH and i + 1 < len(body.items) and body.items[i + 1].kind == InstructionKind.SWAP \
                        and self.rs.base_deck_zone is not None and self.zone_of(e.np) == self.rs.base_deck_zone:
                    # "Search the base deck for a base …, and swap it with a base in play"
                    items.append(self.search_and_swap(e, body.items[i + 1]))
                    skip = True
                    continue
                if i and isinstance(items[-1], s.Search) and self.is_place_it_in_hand(e):
                    continue        # "search your deck for X and place it into your hand": Search does both
                if i and isinstance(items[-1], s.Search) and items[-1].to_zone is None:
                    to = self.search_destination(e)
                    if to is not None:
                        # "… and place it on top of your deck [without revealing it]": the card
                        # found goes on top once the deck is shuffled; "… and place them into your
                        # discard pile": straight there
                        items[-1] = attrs.evolve(items[-1], to_zone=to)
                        continue
                items.append(self.effect(e))
                if body.items[i].kind == InstructionKind.ELL_OBJECT and body.items[i].purpose is not None \
                        and len(items) > 1:
                    # "destroy this minion and another Scrap Golem to gain 1 VP": what both are done
                    # for, only if each happened in full (the second only after the first)
                    with self.within(after=True, last=last_step(items[-1])):
                        then = self.effect(body.items[i].purpose)
                    items[-2:] = [s.Then(first=items[-2], second=s.Then(first=items[-1], second=then, fully=True),
                                         fully=True)]
                if sharing and body.items[i].kind == InstructionKind.ELL_OBJECT:
                    one = self.one_destination(*items[-2:])
                    items[-2:] = [one] if one is not None else items[-2:]
                    sharing = False
                self.advance(after=self.ctx.after or acts_on_cards(items[-1]), last=last_step(items[-1]))
            if body.then is not None:
                items.append(self.stmt(body.then))
            return items[0] if len(items) == 1 else s.sequence(tuple(items))
        if isinstance(body, n.Statement):
            return self.statement_effect(body)
        if isinstance(body, n.Conditional):
            if isinstance(body.body, n.Alternatives) and body.shape[:1] == ("·",) and any(
                    isinstance(a, n.Effects) and a.items and a.items[0].kind in (InstructionKind.ELL_OBJECT, InstructionKind.ELL_PHRASES)
                    for a in body.body.alts):
                # "Draw a card, or two cards if …": the condition may govern the last alternative
                # alone or the whole choice; refused rather than guessed
                raise self.no(body, "a condition after alternatives whose verb is understood")
            if isinstance(body.body, n.TriggerClause) and body.body.trigger.kind == TriggerKind.END \
                    and body.cond.kind == CondKind.CONTROL and self.ctx.after:
                return self.checked_at_turn_end(body)
            cond = self.condition(body.cond)
            named = cond.condition if isinstance(cond, s.Not) else cond
            if isinstance(named, s.IsCard) and isinstance(named.of, (s.This, s.Host)) and not self.ctx.in_trigger \
                    and self.ctx.it_ref is None:
                # "If this minion has no +1 power counters on it, place one on it": "it" is the
                # card the condition names (there is no event)
                with self.within(it_ref=named.of):
                    return self.if_otherwise(cond, body)
            if isinstance(cond, s.CountIs) and cond.cmp is s.Cmp.EQ and cond.value == s.Const(value=1) \
                    and cond.counter is None and self.ctx.it_ref is None and self.no_event_card():
                # "… if you have exactly one minion here, it gets …" at a turn's start: "it" is
                # that one card (the turn's start names no card)
                with self.within(it_ref=s.Each(filter=cond.filter)):
                    return self.if_otherwise(cond, body)
            return self.if_otherwise(cond, body)
        if isinstance(body, n.ForEachDo):
            return self.for_each_do(body)
        if isinstance(body, n.Modal):
            return self.modal(body)
        if isinstance(body, n.Alternatives):
            body = self.understood_alts(body)
            last = body.alts[-1]
            if self.ctx.revealed and len(body.alts) > 1 and isinstance(last, n.Effects) and len(last.items) > 1 \
                    and last.then is None and all(isinstance(e.np, n.Selection) and e.np.noun.kind == NK.REST
                                                  for e in last.items[1:]):
                # h16u: "Look at the top four cards of your deck. Discard one or play one as an
                # extra minion, then place the rest on …": "the rest" are the cards shown that no
                # alternative took (all of them when none is chosen), so what is done with them
                # follows the whole choice
                head = attrs.evolve(last, items=last.items[:1], seps=last.seps[:0])
                tail = attrs.evolve(last, items=last.items[1:], seps=last.seps[1:])
                chosen = self.stmt(attrs.evolve(body, alts=body.alts[:-1] + (head,)))
                return s.sequence((chosen, self.stmt(tail)))
            if self.ctx.revealed and len(body.alts) > 1 and isinstance(last, n.Effects) and len(last.items) > 1:
                # "draw one or play one, then return the rest": whether what follows the last
                # alternative follows the others too is not said by the words (h16m)
                raise self.no(last.items[1], "an instruction on the cards shown after a choice (after which alternatives?)")
            first = body.alts[0]
            if isinstance(first, n.Statement) and first.pred.kind in (PredKind.MAY, PredKind.MUST) \
                    and first.pred.effects is not None \
                    and all(isinstance(a, n.Effects) for a in body.alts[1:]):
                # "you may place it in your hand or play it …": the subject and its "may" / "must"
                # govern every alternative
                acting = None
                if not self.is_you(first.subject):
                    # "each other player may … or …", "this minion's controller must … or …":
                    # those players choose, each as "you"
                    acting = self.acting_players(first.subject)
                    if acting is None:
                        raise self.no(body, "a choice made by another player")
                proof = self.shown_none(body)
                alts = body.alts if proof is None else body.alts[:-1] + (proof,)
                with self.within(acting=self.ctx.acting or acting is not None):
                    modes = (self.stmt(first.pred.effects),) + tuple(self.stmt(a) for a in alts[1:])
                choose = s.Choose(modes=modes, min=1, max=len(modes) if body.any_of else 1, in_order=body.any_of)
                if proof is not None:
                    # t16a: "… must discard an action or reveal their hand to show they have none":
                    # the second only for a player who has no card the first one asks for
                    target = getattr(last_step(modes[0]), "target", None)
                    if first.pred.kind != PredKind.MUST or len(modes) != 2 or not isinstance(target, s.Target) \
                            or target.filter.zone is None:
                        raise self.no(body, "`to show they have none` after other than `must A or B` with A "
                                            "taking cards from a zone")
                    choose = s.If(condition=s.CountIs(filter=target.filter, cmp=s.Cmp.GE, value=s.Const(value=1)),
                                  then=modes[0], otherwise=modes[1])
                eff: Any = s.May(effect=choose) if first.pred.kind == PredKind.MAY else choose
                return eff if acting is None else s.AsPlayer(who=acting[0], effect=eff, having=acting[1])
            instead = self.instead_alternative(body)
            if instead is not None:
                return instead      # t16d: "A a card …, or B to A it … instead" (instead.py)
            modes = tuple(self.stmt(a) for a in body.alts)
            # h16v: "A and/or B": one of them or more, done in the order printed
            return s.Choose(modes=modes, min=1, max=len(modes) if body.any_of else 1, in_order=body.any_of)
        if isinstance(body, n.TriggerClause) and self.is_delayed(body):
            return s.Delay(when=s.EventPattern(event=s.Event.TURN_START, player=s.Controller.YOU),
                           effect=self.repeated(body.body))
        if isinstance(body, n.Lasting) and isinstance(body.body, n.Alternatives):
            # "Until your next turn, either A OR B": the duration governs whichever
            # alternative is chosen
            inner = body.body
            return self.stmt(attrs.evolve(inner, alts=tuple(attrs.evolve(body, body=a) for a in inner.alts)))
        if isinstance(body, n.Lasting):
            inner = body.body
            if isinstance(inner, n.Statement) and self.is_static(inner):
                eff = self.static(inner, None)
                dur = self.duration(body.duration)
                if isinstance(getattr(eff, "affects", None), s.Target):
                    # "Until …, another minion has -2 power": the minion is chosen now, and the
                    # change is put on it for that long
                    if not isinstance(eff, s.StatBonus) or eff.condition is not None:
                        raise self.no(inner, "a chosen card in a lasting statement of this kind")
                    return s.Modify(target=eff.affects, stat=eff.stat, op=eff.op, amount=eff.amount, duration=dur)
                return self.in_round(inner, s.Apply(effect=eff, duration=dur))
            if isinstance(inner, n.Alternatives) and inner.purpose is None \
                    and all(isinstance(a, n.Statement) for a in inner.alts):
                # "Until the start of your next turn, either another minion has -4 power, OR this
                # minion has +1 power": one of them, for that long
                return s.Choose(modes=tuple(self.lasting_one(a, body.duration) for a in inner.alts), min=1, max=1)
            if isinstance(inner, n.Statement) and inner.pred.kind in (PredKind.COPIES, PredKind.COPIES_SAME) \
                    and inner.subject is not None:
                # t16b: "Until the end of the turn, this minion has the abilities of …" (copies.py)
                return self.copies_for_a_while(inner, body.duration)
        raise self.no(body, f"a `{body.KIND}` sentence here")

    def if_otherwise(self, cond: Any, body: n.Conditional) -> s.If:
        """"If …, A" and "If …, A, otherwise B": B when the condition does not hold."""
        then = self.stmt(body.body)
        if body.otherwise is None:
            return s.If(condition=cond, then=then)
        return s.If(condition=cond, then=then, otherwise=self.stmt(body.otherwise))

    @staticmethod
    def count_and(body: n.Effects) -> n.Effects:
        """"… with less power than the number of minions and titans you have here": the grammar
        reads "and titans you have here" as a second instruction with its verb understood; after
        "the number of" it is the rest of what is counted (one count of both kinds)."""
        items = list(body.items)
        i = 0
        while i + 1 < len(items):
            e, nxt = items[i], items[i + 1]
            last = e.phrases[-1] if e.phrases else None
            counting = last is not None and (last.kind == P.REL_COUNT or (
                last.kind in (P.STAT, P.PRINTED_STAT) and last.cmp is not None and last.cmp.amount is not None
                and last.cmp.amount.kind == AmountPhraseKind.COUNT))
            if counting and nxt.kind == InstructionKind.ELL_OBJECT and e.purpose is None:
                both = lambda np: n.NpOr(left=np, right=nxt.np, op="and", span=np.span)     # noqa: E731
                if last.kind == P.REL_COUNT:
                    last = attrs.evolve(last, np=both(last.np))
                else:
                    last = attrs.evolve(last, cmp=attrs.evolve(last.cmp, amount=attrs.evolve(
                        last.cmp.amount, np=both(last.cmp.amount.np))))
                items[i:i + 2] = [attrs.evolve(e, phrases=tuple(e.phrases[:-1]) + (last,) + tuple(nxt.phrases))]
                continue
            i += 1
        return attrs.evolve(body, items=tuple(items)) if len(items) != len(body.items) else body

    def elided(self, prev: n.Instruction | None, e: n.Instruction) -> n.Instruction:
        """"… and a +1 power counter on another minion" / "… and on minions there": the verb (and,
        for `ell_phrases`, the object) of the previous instruction is understood."""
        if prev is None or prev.kind in (InstructionKind.ELL_OBJECT, InstructionKind.ELL_PHRASES):
            raise self.no(e, "an instruction whose verb is understood from one that has none")
        if e.kind == InstructionKind.ELL_OBJECT and not e.phrases and e.purpose is None \
                and isinstance(prev.np, n.Selection) and prev.np.noun.kind in (NK.POWER_COUNTER, NK.MARKER) \
                and [p.kind for p in prev.phrases] == [P.ON] and self.names_a_card(e.np):
            # h16u: "place a +1 power counter on this minion and that minion": counters go on
            # cards, so the card after "and" is the second place they go ("and on that minion")
            on = attrs.evolve(prev.phrases[0], np=e.np, span=e.span)
            return attrs.evolve(prev, phrases=(on,), purpose=None, span=e.span)
        if e.kind == InstructionKind.ELL_OBJECT:
            return attrs.evolve(prev, np=e.np, phrases=e.phrases, purpose=None, span=e.span)
        return attrs.evolve(prev, phrases=e.phrases, purpose=None, span=e.span)

    def names_a_card(self, np: Any) -> bool:
        """h16u: a reference to a card ("that minion", "it") or a card noun ("another minion"), not
        a counter (reads no word)."""
        if isinstance(np, n.Ref):
            return np.kind in (R.THIS, R.THAT, R.IT) and (np.word is None or self.kinds.get(np.word.text) is not None)
        return isinstance(np, n.Selection) and np.noun.kind == NK.KIND and bool(np.noun.words) \
            and self.kinds.get(np.noun.words[-1].text) not in (None, self.rs.base_type)

    def shared_destination(self, e: n.Instruction, nxt: n.Instruction) -> tuple[n.Instruction, bool]:
        """"Move this minion and another of your minions here to another base": the destination
        after the second object ("to …", "into …" and what narrows it) is where the first goes
        too, when the first says none of its own; (e, whether it was shared)."""
        if nxt.kind != InstructionKind.ELL_OBJECT or e.purpose is not None:
            return e, False
        k = next((k for k, p in enumerate(nxt.phrases) if p.kind in DESTINATION), None)
        if k is None or any(p.kind in DESTINATION for p in e.phrases):
            return e, False
        return attrs.evolve(e, phrases=tuple(e.phrases) + tuple(nxt.phrases[k:])), True

    @staticmethod
    def one_destination(first: Any, second: Any) -> s.Pick | None:
        """Two moves to one destination that is chosen ("… to another base"): the base is chosen
        once, and both go there (a `Pick`); None for a destination with no choice (a zone: it
        is one already)."""
        if isinstance(first, s.Move) and isinstance(second, s.Move) and isinstance(first.to_base, s.Target) \
                and first.to_base == second.to_base:
            return s.Pick(target=first.to_base, with_picked=s.sequence((
                attrs.evolve(first, to_base=s.Picked()), attrs.evolve(second, to_base=s.Picked()))))
        return None

    def and_relative(self, first: n.Instruction, more: n.Instruction) -> s.Pick:
        """"Destroy another of your minions and each minion with equal or less power on the same base":
        the first card is chosen, then the instruction acts on the cards compared with it (chosen
        while it is still there), then on it."""
        target = self.selector(first.np, list(first.phrases))
        if not isinstance(target, s.Target) or first.purpose is not None:
            raise self.no(first, "an instruction on several cards compared with one that is not chosen")
        with self.within(picking=True, picked_base=False):
            them = self.effect(self.elided(first, more))
            it = self.effect(attrs.evolve(first, np=n.Ref(kind=R.IT, span=first.np.span), phrases=()))
        return s.Pick(target=target, with_picked=s.sequence((them, it)))

    @staticmethod
    def shown_none(c: n.Alternatives) -> n.Effects | None:
        """t16a: the last alternative without its closing "to show they have none" (read), when
        it has one; else None."""
        last = c.alts[-1]
        if not isinstance(last, n.Effects) or len(last.items) != 1 or last.then is not None:
            return None
        e = last.items[0]
        if not e.phrases or e.phrases[-1].kind != P.SHOW_NONE:
            return None
        consume(e.phrases[-1])
        return attrs.evolve(last, items=(attrs.evolve(e, phrases=e.phrases[:-1]),))

    def understood_alts(self, c: n.Alternatives) -> n.Alternatives:
        """"Move a minion from another base to here, or from here to another base": an
        alternative that is only phrases takes the verb and object of the instruction before it."""
        def understood(a: Any) -> bool:
            return isinstance(a, n.Effects) and bool(a.items) \
                and a.items[0].kind in (InstructionKind.ELL_OBJECT, InstructionKind.ELL_PHRASES)

        def instructions(a: Any) -> Any:
            if isinstance(a, n.Statement) and a.pred.effects is not None:
                return a.pred.effects           # "you may move …, or …"
            return a

        alts = list(c.alts)
        if c.purpose is not None:
            # "either draw a card, or discard a card, to play an extra action": each alternative
            # is done for it (the purpose happens only if the chosen one did)
            for i, a in enumerate(alts):
                eff = instructions(a)
                if not isinstance(eff, n.Effects) or not eff.items or eff.items[-1].purpose is not None \
                        or eff.then is not None:
                    raise self.no(a, "an alternative that cannot take what the choice is done for")
                eff = attrs.evolve(eff, items=eff.items[:-1] + (attrs.evolve(eff.items[-1], purpose=c.purpose),))
                alts[i] = attrs.evolve(a, pred=attrs.evolve(a.pred, effects=eff)) if isinstance(a, n.Statement) else eff
            c = attrs.evolve(c, alts=tuple(alts), purpose=None)
        for i, a in enumerate(alts):
            if not understood(a):
                continue
            prev = instructions(alts[i - 1]) if i else None
            if not isinstance(prev, n.Effects) or prev.then is not None:
                raise self.no(a, "an alternative whose verb is understood from one that has none")
            alts[i] = attrs.evolve(a, items=(attrs.evolve(self.elided(prev.items[-1], a.items[0]),
                                                          purpose=a.items[0].purpose),) + a.items[1:])
        last = c.alts[-1]
        if len(alts) > 1 and all(understood(a) for a in c.alts[1:]) and len(last.items) == 1 \
                and last.items[0].purpose is not None:
            # "destroy a minion here or one of your minions elsewhere to place …": what the last
            # object is destroyed for is what either is destroyed for
            purpose = last.items[0].purpose
            for i, a in enumerate(alts[:-1]):
                eff = instructions(a)
                if not isinstance(eff, n.Effects) or eff.items[-1].purpose is not None:
                    continue
                eff = attrs.evolve(eff, items=eff.items[:-1] + (attrs.evolve(eff.items[-1], purpose=purpose),))
                alts[i] = attrs.evolve(a, pred=attrs.evolve(a.pred, effects=eff)) if isinstance(a, n.Statement) else eff
        return attrs.evolve(c, alts=tuple(alts))

    def statement_effect(self, st: n.Statement) -> Any:
        np = st.subject.np if st.subject is not None else None
        if isinstance(np, n.NpOr) and np.op == "and":
            # "this minion and one of your other minions gain +1 power": each, in order
            return s.sequence(tuple(self.statement_effect(one.body)
                                            for one in self.split_predicates(n.Sentence(body=st))))
        ordered = self.turn_order(st)
        if ordered is not None:
            return ordered      # u16f: "…, starting with you" / "in turn order" (dsl/lowering/players.py)
        shown = self.acting_reveal(st)
        if shown is not None:
            return shown        # "each other player reveals their hand [and …]" (dsl/lowering/shown.py)
        if st.more:
            # "the runner-up draws two cards and discards a card": each predicate in order
            return s.sequence(tuple(self.statement_effect(attrs.evolve(st, pred=p, more=()))
                                            for p in (st.pred,) + st.more))
        pred = st.pred
        subj = st.subject
        if self.ctx.looked_other and self.ctx.picking and subj is not None and self.is_event_player(subj) \
                and pred.kind in ACTING_PREDS:
            # "Look at another player's hand and choose a minion in it. That player discards it.":
            # the player whose cards were looked at
            return self.as_player((s.Who.PICKED_OWNER, None), pred)
        if pred.kind == PredKind.MAY and any(p.kind == P.ALSO for p in pred.phrases):
            # "you may also place …": "also" adds nothing to what is done
            for p in pred.phrases:
                if p.kind == P.ALSO:
                    consume(p)
            pred = attrs.evolve(pred, phrases=tuple(p for p in pred.phrases if p.kind != P.ALSO))
        if pred.kind == PredKind.MAY and pred.phrases and pred.effects is not None:
            # "may immediately play …": the word before the verbs belongs to each of them
            pred = attrs.evolve(pred, phrases=(), effects=attrs.evolve(pred.effects, items=tuple(
                attrs.evolve(e, phrases=tuple(e.phrases) + tuple(pred.phrases)) for e in pred.effects.items)))
        if pred.kind == PredKind.DO and self.is_you(subj):
            return self.stmt(pred.effects)         # "you draw a card and …": instructions to you
        pred = self.as_does(pred)
        if pred.kind in (PredKind.MAY, PredKind.CAN) and self.is_you(subj):      # "you can …" is a permission too
            inner = self.stmt(pred.effects)
            if isinstance(inner, s.PlayExtra) and pred.kind == PredKind.CAN:
                return inner        # "you can play an extra minion": a grant, used or not at will
            return s.May(effect=inner)
        if pred.kind == PredKind.MUST and self.is_you(subj):
            return self.stmt(pred.effects)
        if pred.kind in (PredKind.GETS_MOD, PredKind.HAS_MOD) and self.is_you(subj):
            return self.player_power_for_a_while(st)
        if pred.kind in (PredKind.GETS_MOD, PredKind.HAS_MOD) and subj is not None and subj.np is not None:
            chosen = self.one_base_chosen(subj.np, subj.phrases, said=True)
            if chosen is not None:
                # "Each of your minions on one base gains +1 power …": the base is chosen first
                target, phrases = chosen
                with self.within(picking=True, picked_base=False):
                    then = self.modify(self.selector(subj.np, list(phrases)), pred.modifier, pred.phrases)
                return s.Pick(target=target, with_picked=then)
            return self.modify(self.selector(subj.np, list(subj.phrases)), pred.modifier, pred.phrases)
        if pred.kind == PredKind.HAS_ABILITY and pred.phrases and subj is not None and subj.np is not None:
            return self.grant_for_a_while(st)
        if pred.kind in (PredKind.COPIES, PredKind.COPIES_SAME) and subj is not None and subj.np is not None:
            return self.copies_for_a_while(st)      # t16b: "… has the abilities of that minion until …"
        if pred.kind == PredKind.SET and subj is not None and subj.stat is not None:
            adj = subj.stat_adj.kind if subj.stat_adj is not None else None
            op = s.ModOp.SET_PRINTED if adj == StatAdjKind.PRINTED else s.ModOp.SET
            ph = list(pred.phrases)
            dur = self.take_duration(ph)
            return s.Modify(target=self.owner_target(subj.owner), stat=subj.stat.text, op=op,
                            amount=self.value(pred.amount, ph), duration=dur)
        who = self.players_of(subj)
        if who is not None and pred.kind == PredKind.GIVES_CARD and subj is not None and not subj.phrases:
            return self.gives_you_a_card(who, pred)     # u16c (dsl/lowering/zone_moves.py)
        if who is not None and pred.kind in (PredKind.DOES, PredKind.MUST) and subj is not None and not subj.phrases:
            eff = self.player_instruction(st, who, pred)
            if eff is not None:
                return eff
        if pred.kind == PredKind.DOES and subj is not None and self.is_event_player(subj):
            # (r2d: in a round for a player, "they" / "that player" is that player)
            them = s.Who.PLAYER_PICKED if self.ctx.player_round else s.Who.EVENT_PLAYER
            if pred.verb.kind == VerbKind.DRAW and not pred.phrases:
                return s.Draw(who=them, amount=s.Const(value=self.count(pred.np)))
            if pred.verb.kind == VerbKind.DISCARD and not pred.phrases:
                return self.discard(them, pred.np, [])
        if pred.kind == PredKind.SHUFFLED_INTO and subj is not None and subj.np is not None:
            # "all minions on it are shuffled into their owners' decks"
            if self.zone_of(pred.np) != self.rs.deck_zone or pred.phrases:
                raise self.no(pred, "shuffling into something other than the owners' decks")
            return s.ShuffleIntoDeck(target=self.selector(subj.np, list(subj.phrases)))
        if pred.kind == PredKind.LOSES and subj is not None and subj.np is not None:
            # "this minion loses its abilities until the end of the turn": cancelled for that long
            # (SU-L8), for the cards the subject names (chosen, or each of them)
            ph = list(pred.phrases)
            dur = self.take_duration(ph)
            if ph:
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on `loses`")
            self.lost_abilities(pred.np, lasting=True)
            target = self.selector(subj.np, list(subj.phrases))
            if isinstance(target, (s.This, s.Host, s.Picked)):
                return s.Apply(effect=s.Blank(affects=target), duration=dur)
            return s.Pick(target=target, with_picked=s.Apply(effect=s.Blank(affects=s.Picked()), duration=dur))
        if self.lasting(st) and self.is_static(st):
            dur = [pred.phrases[-1]]
            # "your minions here cannot be affected by other players' cards until the start of
            # your next turn" as an instruction: that ongoing effect, for that long
            inner = attrs.evolve(st, pred=attrs.evolve(pred, phrases=pred.phrases[:-1]))
            return self.in_round(st, s.Apply(effect=self.static(inner, None), duration=self.duration(dur[0].duration)))
        timed = self.timed_cannot(st)
        if timed is not None:
            # h16u: "Opponents cannot play actions here until the start of your next turn" as
            # an instruction: "until …" closes the verb it bars; that ongoing effect, for that long
            inner, dur = timed
            return self.in_round(st, s.Apply(effect=self.static(inner, None), duration=self.duration(dur.duration)))
        acting = self.acting_players(subj)
        if acting is not None and pred.kind in ACTING_PREDS:
            return self.as_player(acting, pred)
        if self.plays_itself_barred(st):
            # u16d: "You cannot play this minion …" in a shape the card's own play rule does not
            # read (plays.py `own_play_rule`, u16g: SU-W1)
            raise self.no(st, "this rule for playing this card itself (read: `You may only play this minion if …`, "
                              "`You cannot play this minion on a base where …`)")
        raise self.no(st, f"a statement with `{pred.kind.replace('_', ' ')}` as an instruction")

    def plays_itself_barred(self, st: n.Statement) -> bool:
        """u16d: "You cannot (may not) play this minion …": you, barred from playing this very card."""
        pred = st.pred
        effs = pred.effects if pred.kind == PredKind.CANNOT else None
        if effs is None or not self.is_you(st.subject) or len(effs.items) != 1:
            return False
        it = effs.items[0]
        return it.kind == InstructionKind.PLAY and isinstance(it.np, n.Ref) and it.np.kind == R.THIS

    @staticmethod
    def timed_cannot(st: n.Statement) -> tuple[n.Statement, n.Phrase] | None:
        """h16u: "X cannot play / move … until …": (the statement without its duration, the
        duration), when the duration closes the one instruction "cannot" bars; else None."""
        pred = st.pred
        if pred.kind != PredKind.CANNOT or pred.phrases or pred.effects is None or pred.effects.then is not None \
                or len(pred.effects.items) != 1:
            return None
        e = pred.effects.items[0]
        if not e.phrases or e.phrases[-1].kind != P.DURATION:
            return None
        e2 = attrs.evolve(e, phrases=e.phrases[:-1])
        return attrs.evolve(st, pred=attrs.evolve(pred, effects=attrs.evolve(pred.effects, items=(e2,)))), e.phrases[-1]

    def grant_for_a_while(self, st: n.Statement) -> s.Grant:
        """'Each creature you control gains the ability "Attack: …" until the end of the turn.': the
        chosen cards each have the quoted triggered ability as their own for that long (Berserk
        "получает '…'", BH-K42); "this creature" inside is each of them."""
        ph = list(st.pred.phrases)
        dur = self.take_duration(ph)
        if ph or dur is s.Duration.DEFAULT:
            raise self.no(ph[0] if ph else st.pred, "a granted ability with no `until …` after it")
        inner = self.ability(st.pred.ability)
        if len(inner) != 1 or not isinstance(inner[0], s.Triggered) or inner[0] != s.Triggered(
                origin=inner[0].origin, when=inner[0].when, effect=inner[0].effect, label=inner[0].label):
            raise self.no(st.pred.ability, "a granted ability other than a plain triggered one (`Attack: …`)")
        target = self.selector(st.subject.np, list(st.subject.phrases))
        return s.Grant(target=target, when=inner[0].when, effect=inner[0].effect, label=inner[0].label, duration=dur)

    def checked_at_turn_end(self, body: n.Conditional) -> s.Delay:
        """"… play it as an extra minion. If you control it at the end of the turn, place it on
        the bottom of your deck": when this turn ends, the condition is checked and the
        instructions done, "it" being the card(s) the instruction before acted on (`Delay.remember`)."""
        tr = body.body.trigger
        if tr.turn is None or tr.turn.kind != TurnRefKind.THE:
            raise self.no(tr, "a check at the end of a turn other than this one")
        consume(tr)
        with self.within(it_ref=s.Picked(), in_trigger=False):
            cond = self.condition(body.cond)
            then = self.stmt(body.body.body)
        return s.Delay(when=s.EventPattern(event=s.Event.TURN_END), effect=s.If(condition=cond, then=then),
                       remember=True)

    def no_event_card(self) -> bool:
        """Whether the words are answering no event about a card: an instruction of its own, or a
        turn's start or end."""
        when = self.ctx.when
        return not self.ctx.in_trigger or (when is not None and when.event in (s.Event.TURN_START, s.Event.TURN_END))

    def player_power_for_a_while(self, st: n.Statement) -> s.Apply:
        """"You gain +2 power here until the end of your turn": your total on this card's base
        changes for a while, no card's power does (SU-T5, as `you have +N power here`)."""
        pred = st.pred
        ph = list(pred.phrases)
        dur = self.take_duration(ph)
        if st.subject.phrases or not ph or not phrases_are(ph, P.HERE) or pred.modifier.amount < 0:
            raise self.no(st, "a player's power other than `+N power here`")
        power = s.PlayerPower(amount=s.Const(value=pred.modifier.amount), who=s.Controller.YOU,
                              stat=pred.modifier.stat.text)
        return s.Apply(effect=power, duration=dur)

    def modal(self, m: n.Modal) -> s.Choose | s.Repeat:
        k = m.count.number.value
        if m.each_player:
            # t16a: "Choose one for each other player: either they … OR they …": one round per
            # other player, in turn order; in each you choose (the words speak to you), "they"
            # and "their" being that player (as "For each other player, …", h16x)
            with self.within(round_player=True, player_round=True, repeating=True):
                modes = tuple(self.stmt(x) for x in m.modes)
            inner = modes[0] if len(modes) == 1 else s.Choose(modes=modes, min=k, max=k)
            if not isinstance(inner, s.Choose) or m.count.kind != ModalCountKind.EXACTLY \
                    or not inner.min == inner.max == k or inner.repeats or k >= len(inner.modes):
                raise self.no(m, "a choice for each other player that is not among alternatives (`either … OR …`)")
            return s.Repeat(count=s.PlayerRounds(who=s.Who.EACH_OPPONENT), effect=inner)
        modes = tuple(self.stmt(x) for x in m.modes)
        if m.count.kind == ModalCountKind.TIMES:
            return s.Choose(modes=modes, min=k, max=k, repeats=True)
        if m.count.kind == ModalCountKind.OR_MORE:
            return s.Choose(modes=modes, min=k, max=len(modes))
        return s.Choose(modes=modes, min=k, max=k)

    def for_each_do(self, body: n.ForEachDo) -> s.Repeat:
        """"For each minion you have here, draw a card": the instruction once per counted card.
        "For each card you placed there, …": once per card the instruction before acted on."""
        np = body.np
        if isinstance(np, n.Ref) and np.kind == R.EACH_ONE:
            # "Draw up to two Madness cards. For each one drawn, …": once per card the
            # instruction before acted on, which must be the one the participle names
            if not body.phrases or not self.done_before(list(body.phrases), body.phrases[0]):
                raise self.no(body, "`for each one` that does not say what the instruction before did")
            return s.Repeat(count=s.AffectedCount(), effect=self.repeated(body.body))
        if isinstance(np, n.Selection) and np.noun.kind == NK.PLAYER and phrases_are(body.phrases, P.WHO_DOES_NOT):
            # "Each other player may discard a card. For each other player who does not, …":
            # once per player the instruction before asked who did nothing
            asked = self.ctx.last
            if not isinstance(asked, s.AsPlayer) or asked.having is not None:
                raise self.no(body, "`for each player who does not` not after an instruction to those players")
            acting = self.acting_players(n.Subject(np=np, span=np.span))
            if acting is None or acting[0] is not asked.who or acting[1] is not None:
                raise self.no(np, "other players than the instruction before asked")
            with self.within(round_player=True):     # "… one of their minions": that player's (h16s)
                return s.Repeat(count=s.DeclinedCount(), effect=self.repeated(body.body))
        q = np.quant if isinstance(np, n.Selection) else None
        if q is not None and q.kind == Q.EACH and body.phrases and self.done_before(list(body.phrases), body.phrases[0]):
            # "For each minion discarded, …": the cards of that kind the instruction before acted on
            effect = self.repeated(body.body)
            # h16v: "For each minion destroyed, its controller gains 1 VP": "its" is each card in turn
            return s.Repeat(count=self.affected_count(np), effect=effect, one_each=names_each_affected(effect))
        if q is not None and q.kind == Q.EACH and phrases_are(list(body.phrases), P.AFFECTED_BY_THIS):
            # h16q: "For each minion affected by this, …": once per card of that kind the
            # instruction before acted on (as "gain 1 VP for each minion affected by this")
            return s.Repeat(count=self.counted(np, list(body.phrases)), effect=self.repeated(body.body))
        if q is None or q.kind != Q.EACH:
            raise self.no(body, "a `for …` sentence that does not count `each …`")
        f = self.filter(attrs.evolve(np, quant=None), list(body.phrases))
        return s.Repeat(count=s.CountOf(filter=f), effect=self.repeated(body.body))

    def repeated(self, body: Any) -> Any:
        """What a "for each …" does each time ("on a different base": another each time)."""
        with self.within(repeating=True):
            return self.stmt(body)

    def from_each_players(self, choose: n.Instruction) -> n.Instruction | None:
        """t16a: "Choose a card in (from) each player's <zone>" (one card, not "each card"): the
        instruction as said in a round for each player ("… in their <zone>"), else None."""
        np = choose.np
        if self.ctx.player_round or not isinstance(np, n.Selection) or np.quant is None \
                or np.quant.kind not in (Q.ONE, Q.A_NUMBER, Q.UP_TO):
            return None
        hits = [i for i, p in enumerate(choose.phrases) if p.kind in (P.IN, P.FROM) and isinstance(p.np, n.Selection)
                and p.np.noun.kind == NK.ZONE and p.np.owner is not None and p.np.owner.kind == OwnerKind.EACH_PLAYER]
        if len(hits) != 1:
            return None
        p = choose.phrases[hits[0]]
        theirs = attrs.evolve(p, np=attrs.evolve(p.np, owner=attrs.evolve(p.np.owner, kind=OwnerKind.THEY)))
        return attrs.evolve(choose, phrases=choose.phrases[:hits[0]] + (theirs,) + choose.phrases[hits[0] + 1:])

    def choose_name(self, choose: n.Instruction, nxt: n.Sentence) -> s.Pick:
        """"Choose a card name. Put up to two minions with that name from your discard pile into
        your hand.": a name only matters through the cards the next instruction acts on, so
        the name is chosen as one of those cards (a name none of them has would change nothing,
        SU-D8); "with that name" is then the chosen card's name."""
        body = nxt.body
        e = body.items[0] if isinstance(body, n.Effects) and len(body.items) == 1 and body.then is None else None
        named = [p for p in e.phrases if p.kind == P.THAT_NAME] if e is not None else []
        if len(named) != 1 or not isinstance(e.np, n.Selection) or choose.phrases or choose.np.owner is not None \
                or choose.np.adjs or choose.np.quant is None or choose.np.quant.kind != Q.ONE:
            raise self.no(choose, "a name chosen for anything but one instruction after it `with that name`")
        kind = self.kinds.get(choose.np.noun.words[0].text)
        ph = [p for p in e.phrases if p.kind not in (P.THAT_NAME, P.INTO, P.TO, P.ON, P.ONTO)]
        with unread():
            target = self.selector(attrs.evolve(e.np, quant=n.Quant(kind=Q.ONE, span=e.np.span)), ph)
        if not isinstance(target, s.Target) or (kind is not None and kind != "card"
                                                and target.filter.card_types not in ((), (kind,))):
            raise self.no(choose, "a name chosen for cards of another kind")
        consume_all(choose.np)
        with self.within(picking=True, picked_base=False):
            then = self.seq([nxt])
        return s.Pick(target=target, with_picked=then)

    def pick(self, choose: n.Instruction, rest) -> s.Pick | s.Repeat:
        each = self.from_each_players(choose)
        if each is not None:
            # t16a: "Choose an action in each player's hand and …": one round per player, in
            # turn order; in each you choose among that player's cards ("their"), and what follows
            # is done with the card chosen
            with self.within(round_player=True, player_round=True, repeating=True):
                inner = self.pick(each, rest)
            return s.Repeat(count=s.PlayerRounds(who=s.Who.EACH_PLAYER), effect=inner)
        on_one = self.one_base_chosen(choose.np, choose.phrases, said=True) if not self.ctx.picking else None
        if on_one is not None:
            # h16z2: "Choose two or three minions you control on one base. …": the base first, then the
            # cards there; what follows uses the cards ("there": their base)
            base, phrases = on_one
            with self.within(picking=True, picked_base=True):
                inner = self.pick(attrs.evolve(choose, phrases=phrases), rest)
            return s.Pick(target=base, with_picked=inner)
        target = self.selector(choose.np, list(choose.phrases))
        if not isinstance(target, s.Target):
            raise self.no(choose, "choosing without a single choice")
        with self.within(picking=True, picked_base=target.filter.card_types == (self.rs.base_type,),
                         picked_others=self.into_your_hand(target) is not None):
            then = rest()
        return s.Pick(target=target, with_picked=then)


def names_each_affected(ir: Any) -> bool:
    """Whether an IR tree names the player of the cards the instruction before acted on ("its
    controller", "its owner"): in a "for each card destroyed" round, that one card's (h16v)."""
    if ir in (s.Who.AFFECTED_CONTROLLER, s.Who.AFFECTED_OWNER):
        return True
    if isinstance(ir, (tuple, list)):
        return any(names_each_affected(x) for x in ir)
    if attrs.has(type(ir)):
        return any(names_each_affected(getattr(ir, f.name)) for f in attrs.fields(type(ir)))
    return False
