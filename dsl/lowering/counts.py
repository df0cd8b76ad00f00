"""Amounts and counts: numbers, "that many", "for each …", "the number of …"."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import AdjKind, AmountPhraseKind, NounKind as NK, OwnerKind, PhraseKind as P, QuantKind as Q, RefKind
from .accounting import all_adjs, consume, consume_all, phrases_are, probe
from .core import DONE_BEFORE, DONE_BY, acts_on_cards, last_step


class Counts:
    """Amounts and counts (a family of `Lowerer`)."""

    def quantity(self, np: Any) -> Any:
        """How many cards an instruction names, as an amount: a number, or "that many" / "that
        number plus one" (after an instruction: how many cards it acted on; in a triggered
        ability: the event's amount)."""
        q = np.quant if isinstance(np, n.Selection) else None
        if q is not None and q.kind == Q.X:
            return self.x_amount(q)
        if q is not None and q.kind in (Q.THAT_MANY, Q.THAT_MANY_PLUS, Q.TWICE_THAT_MANY):
            base = self.that_many(q)
            if q.kind == Q.TWICE_THAT_MANY:
                return s.Times(left=s.Const(value=2), right=base)
            return base if q.kind == Q.THAT_MANY else s.Plus(left=base, right=s.Const(value=q.number.value))
        return s.Const(value=self.count(np))

    def that_many(self, q: Any) -> Any:
        """What "that many" counts: the cards the instruction before acted on; after "Choose …",
        the cards chosen; in a triggered ability with nothing before it, the event's amount."""
        if self.ctx.after or self.ctx.counted_before or self.discarded_before():
            return s.AffectedCount()
        if self.ctx.picking and not self.ctx.revealed and not self.ctx.picked_base:
            # h16z2: "Choose two of your minions. Play that many extra minions there.": as many
            # of the cards chosen as are still in play
            return s.CountOf(filter=s.Filter(among_picked=True))
        if self.ctx.in_trigger:
            return s.ThatMany()
        raise self.no(q, "`that many` with no instruction or event before it")

    def discarded_before(self) -> bool:
        """u16f: "Discard two cards. Draw that many cards.", "Discard your hand, then draw that many
        cards": the instruction before discarded cards from a hand (`Discard`: the cards it
        discarded are what it acted on, `run_step`), so "that many" counts them."""
        last = self.ctx.last
        return last is not None and last.KIND == "discard"

    def count(self, np: Any) -> int:
        if isinstance(np, n.Selection) and np.noun.kind == NK.ZONE:
            raise self.no(np, "a whole zone where a number of cards is meant")
        if isinstance(np, n.Selection):
            q = np.quant
            if q is None or q.kind in (Q.ONE, Q.ANOTHER, Q.TARGET, Q.THE):
                return 1
            if q.kind in (Q.EXACTLY, Q.UP_TO) and q.number is not None:
                return q.number.value
            raise self.no(q, "this count here")
        if isinstance(np, n.Ref):
            return 1
        raise self.no(np, "this count")

    def amount(self, a: n.AmountPhrase | None) -> Any:
        if a is None:
            return s.Const(value=1)
        if a.kind == AmountPhraseKind.NUMBER:
            return s.Const(value=a.number.value)
        if a.kind in (AmountPhraseKind.THAT_MANY, AmountPhraseKind.TWICE_THAT_MANY, AmountPhraseKind.THAT_MANY_PLUS):
            # u16f: "Destroy up to two minions. Gain that many VP.": as many as the instruction
            # before acted on (as "draw that many cards"), the event's amount in a trigger
            # (otherwise the event's or the replaced event's amount, as always)
            done = self.ctx.after or self.ctx.counted_before or self.discarded_before()
            base = s.AffectedCount() if done else s.ThatMany()
            if a.kind == AmountPhraseKind.TWICE_THAT_MANY:
                return s.Times(left=s.Const(value=2), right=base)
            return base if a.kind == AmountPhraseKind.THAT_MANY else s.Plus(left=base, right=s.Const(value=a.number.value))
        if a.kind == AmountPhraseKind.X:
            return self.x_amount(a)
        raise self.no(a, "this amount")

    def x_amount(self, at: Any) -> Any:
        """X in a sentence that says what X is ("…, where X is …")."""
        if self.ctx.x_amount is None:
            if self.x_cost() or self.ctx.x_paid:
                return s.PaidX()        # BH-X1: the card's own cost is X
            raise self.no(at, "`X` with no `…, where X is …` saying what it is")
        return self.ctx.x_amount

    def x_cost(self) -> bool:
        """Whether the card's cost is printed X (`cost X`, BH-X1)."""
        from ..checker import is_x

        cost = self.rs.cost_stat
        return bool(cost) and any(sv.name == cost and is_x(sv.value) for sv in getattr(self.card, "stats", ()))

    def x_definition(self, x: n.Sentence) -> Any:
        """What "where X is …" says X is: a count ("the number of cards in your hand"), a stat
        of this card ("this creature's strike", "the cost of this creature")."""
        a = x.where_x
        phrases = list(x.where_phrases)
        if a.kind == AmountPhraseKind.COUNT:
            return self.counted(a.np, phrases)
        if phrases:
            raise self.no(phrases[0], "words after what X is")
        if a.kind == AmountPhraseKind.OWNER_STAT and a.owner is not None and a.owner.kind == OwnerKind.THIS:
            return s.StatOf(of=s.This(), stat=a.stat.text)
        if a.kind == AmountPhraseKind.STAT_OF and isinstance(a.np, n.Ref):
            return s.StatOf(of=self.selector(a.np, []), stat=a.stat.text)
        if a.kind == AmountPhraseKind.STAT_OF and isinstance(a.np, n.Selection) and self.rs.combat \
                and [x.kind for x in a.np.adjs] == [AdjKind.REVEALED] and a.np.owner is None \
                and a.np.quant is not None and a.np.quant.kind == Q.THE \
                and self.kinds.get(a.np.noun.words[-1].text) in (None, "card"):
            # "where X is the cost of the revealed card" (BH-K31): of the card the ability's reveal
            # showed (checked in `ability`)
            for x in a.np.adjs:
                consume(x)
            consume(a.np.quant)
            return s.StatOf(of=s.Picked(), stat=a.stat.text)
        if a.kind == AmountPhraseKind.OWNER_STAT and a.owner is not None and a.owner.kind == OwnerKind.IT \
                and self.rs.combat:
            return s.TargetStat(stat=a.stat.text)      # "its cost": of the one target (checked in `ability`)
        raise self.no(a, "this definition of X")

    def computed(self, a: n.AmountPhrase) -> Any:
        """An amount read from the game: "that minion's power", "its power", "your minion's
        power" (after "Choose one of your minions")."""
        if a.kind == AmountPhraseKind.OWNER_STAT and a.owner is not None \
                and a.owner.kind in (OwnerKind.THAT, OwnerKind.IT, OwnerKind.YOUR_CARD, OwnerKind.THE) \
                and self.ctx.picking:
            return s.StatOf(of=s.Picked(), stat=a.stat.text)
        if a.kind == AmountPhraseKind.OWNER_STAT and a.owner is not None \
                and a.owner.kind in (OwnerKind.THAT, OwnerKind.IT) and self.ctx.after and self.ctx.last is not None \
                and acts_on_cards(self.ctx.last):
            # "Destroy a minion you control. Put counters equal to that minion's power": the card the
            # instruction before acted on, as it was when it left play (last known value)
            return s.StatOf(of=s.Affected(), stat=a.stat.text)
        return self.amount(a)

    def counted(self, np: Any, phrases: list) -> Any:
        """"the number of minions you have here": counted on resolution; "the number of cards
        you discarded" (after an instruction): how many cards it acted on; "the number of
        counters you removed": how many counters the instruction before removed."""
        if isinstance(np, n.Selection) and np.noun.kind == NK.KIND and self.kinds.get(np.noun.words[-1].text) in (None, "card") \
                and not np.adjs and np.owner is None and phrases_are(phrases, P.YOU_DREW, P.THIS_TURN):
            for p in phrases:
                consume(p)      # "the number of cards you drew this turn" (BH-K21)
            return s.DrawnThisTurn()
        if isinstance(np, n.Selection) and np.noun.kind == NK.RESOURCE and not np.adjs and np.owner is None \
                and (np.quant is None or np.quant.kind == Q.EACH) and phrases_are(phrases, P.YOU_HAVE):
            # "for every 4 VP you have", "for each coin you have": how much of it you have now
            consume(phrases[0])
            return s.ResourceOf(who=s.Who.YOU, resource=self.resource(np.noun.words[-1]))
        if isinstance(np, n.Selection) and np.noun.kind in (NK.COUNTER, NK.POWER_COUNTER) \
                and (np.quant is None or np.quant.kind == Q.EACH) \
                and not np.adjs and np.owner is None and phrases_are(phrases, P.YOU_REMOVED):
            last = last_step(self.ctx.last) if self.ctx.last is not None else None
            if last is None or last.KIND != "remove_counters" or not self.ctx.after:
                raise self.no(phrases[0], f"`{self.words(phrases[0])}` with no instruction before it removing counters")
            if np.noun.kind == NK.POWER_COUNTER and last.counter != self.counter_of(np):
                raise self.no(np, "counting counters of another kind than those removed")
            return s.CountersRemoved()
        if phrases_are(phrases, P.AFFECTED_BY_THIS):
            # "for each minion affected by this": how many of the cards the instruction before
            # acted on are such cards
            last = self.ctx.last
            if last is None or not self.ctx.after or not acts_on_cards(last):
                raise self.no(phrases[0], f"`{self.words(phrases[0])}` with no instruction before it acting on cards")
            consume(phrases[0])
            return self.affected_count(np)
        if self.done_before(phrases, phrases[0] if phrases else np):
            return self.affected_count(np)
        if isinstance(np, n.NpOr) and np.op == "and" and isinstance(np.left, n.Selection) \
                and isinstance(np.right, n.Selection):
            # "the number of minions and titans you have here": cards of either kind, counted once
            left = self.filter(attrs.evolve(np.left, quant=None), list(phrases))
            right = self.filter(attrs.evolve(np.right, quant=None), list(phrases))
            if not left.card_types or not right.card_types or \
                    attrs.evolve(left, card_types=()) != attrs.evolve(right, card_types=()):
                raise self.no(np, "counting two different kinds of cards")
            return s.CountOf(filter=attrs.evolve(left, card_types=left.card_types + right.card_types))
        if not isinstance(np, n.Selection):
            raise self.no(np, "counting this")
        if np.noun.kind == NK.PLAYER and np.noun.plural and np.quant is None and np.owner is None \
                and all_adjs(np, AdjKind.OTHER) and not phrases:
            # u16b: "the number of players" / "the number of other players": the players still in the
            # game (as the rounds of "for each player"), counted on resolution
            consume_all(np)
            return s.PlayerRounds(who=s.Who.EACH_OPPONENT if np.adjs else s.Who.EACH_PLAYER)
        on = self.counters_on_this(np, phrases)
        if on is not None:
            return on
        players = self.players_with(np, phrases)
        if players is not None:
            return players
        return s.CountOf(filter=self.filter(attrs.evolve(np, quant=None), list(phrases)))

    def affected_count(self, np: Any) -> s.AffectedCount:
        """How many of the cards the instruction before acted on are `np` ("each minion
        discarded": its minions; "each card", "each one": all of them)."""
        if not isinstance(np, n.Selection) or np.noun.kind in (NK.COUNTER, NK.MARKER, NK.POWER_COUNTER):
            # the instruction before acted on cards: how many counters it moved is not known
            raise self.no(np, f"counting `{self.words(np)}` an instruction acted on (only cards are counted)")
        if np.noun.kind == NK.KIND and self.kinds.get(np.noun.words[-1].text) in (None, "card") and not np.adjs \
                and np.owner is None:
            return s.AffectedCount()
        f = self.filter(attrs.evolve(np, quant=None), [])
        return s.AffectedCount(filter=attrs.evolve(f, zone=None))

    def done_before(self, phrases: list, at: Any) -> bool:
        """Do the phrases say what the instruction before did ("cards you discarded", "each
        minion returned")? Refused (E501) when that instruction did something else."""
        kinds = {p.kind for p in phrases}
        if not (kinds & DONE_BEFORE and kinds <= DONE_BEFORE | {P.THERE, P.THIS_WAY}):
            return False
        last = last_step(self.ctx.last) if self.ctx.last is not None else None
        if isinstance(last, s.AsPlayer) and last.having is None:
            last = last_step(last.effect)   # h16v: "each player may destroy …": what they all did
        # (u16f: a discard from a hand acted on the cards it discarded, as a draw on those drawn)
        if last is None or not (self.ctx.after or self.ctx.counted_before or last.KIND in ("draw", "discard")):
            raise self.no(at, f"`{self.words(at)}` with no instruction before it that did that")
        for k in kinds - {P.THERE, P.THIS_WAY}:
            if last.KIND not in DONE_BY[k]:
                raise self.no(at, f"`{self.words(at)}` after an instruction that did something else")
        for p in phrases:
            consume(p)          # "(each card) you discarded (there)": the cards that instruction acted on
        return True

    @probe
    def players_with(self, np: Any, phrases: list) -> s.PlayersWith | None:
        """"(for each) player with a minion here", "other player who has an action on this base":
        how many players control such a card."""
        no_power = self.players_by_total(np, phrases)       # "… with no power here" (bases.py)
        if no_power is not None:
            return no_power
        if not (isinstance(np, n.Selection) and np.noun.kind == NK.PLAYER and np.owner is None
                and all_adjs(np, AdjKind.OTHER) and phrases and phrases[0].kind == P.WITH
                and isinstance(phrases[0].np, n.Selection) and phrases[0].np.noun.kind == NK.KIND):
            return None
        f = self.filter(attrs.evolve(phrases[0].np, quant=None), list(phrases[1:]))
        if f.controller is not s.Controller.ANY:
            raise self.no(phrases[0], f"`{self.words(phrases[0])}` naming whose cards")
        return s.PlayersWith(filter=f, other=bool(np.adjs))

    def per_each(self, ph: list) -> Any:
        """"… for each of your minions there": takes the phrases from `for each` on and returns
        how many (counted on resolution), or None."""
        i = next((i for i, p in enumerate(ph) if p.kind == P.FOR), None)
        every = next((i for i, p in enumerate(ph) if p.kind == P.FOR_EVERY_N), None)
        if i is None and every is not None:
            # "draw a card for every 4 VP you have": what is counted, divided, rounded down
            counted = ph[every]
            amount = s.Quotient(left=self.counted(counted.np, ph[every + 1:]), right=s.Const(value=counted.number.value))
            del ph[every:]
            return amount
        if i is None:
            return None
        counted = ph[i]
        q = counted.np.quant if isinstance(counted.np, n.Selection) else None
        if self.each_one_done(counted, ph[i + 1:]):
            # h16v: "draw two cards for each one destroyed": every card the instruction before acted on
            consume(counted.np)
            del ph[i:]
            return s.AffectedCount()
        if q is None or q.kind != Q.EACH:
            raise self.no(counted, "a count that is not `for each …`")
        # u16d: "+1 power for each card in your hand until the end of the turn": a closing duration
        # is the instruction's, not a phrase of what is counted
        end = len(ph)
        while end > i + 1 and ph[end - 1].kind == P.DURATION:
            end -= 1
        amount = self.counted(counted.np, ph[i + 1:end])
        del ph[i:end]
        return amount

    def each_one_done(self, counted: n.Phrase, rest: list) -> bool:
        """"for each one destroyed / drawn / discarded": `each one` and a participle saying what the
        instruction before did (refused when it did something else)."""
        return isinstance(counted.np, n.Ref) and counted.np.kind == RefKind.EACH_ONE and bool(rest) \
            and self.done_before(list(rest), rest[0])

    def count_of(self, counted: n.Phrase, rest: list) -> Any:
        """"for each minion you have here": what is counted (the phrases after it narrow it)."""
        q = counted.np.quant if isinstance(counted.np, n.Selection) else None
        if q is None or q.kind != Q.EACH:
            raise self.no(counted, "a count that is not `for each …`")
        return self.counted(counted.np, list(rest))     # "… for each minion returned": the step before's

    def filter_of_places(self, phrases: list) -> s.Filter:
        """"[that] you have here": the cards of a total, from the phrases alone (no noun)."""
        f: dict[str, Any] = {}
        for p in phrases:
            if p.kind == P.HERE:
                f["at"] = s.AtBase.HERE
            elif p.kind in (P.YOU_HAVE, P.YOU_CONTROL) or (self.ctx.acting and p.kind == P.THEY_HAVE):
                f["controller"] = s.Controller.YOU
            else:
                raise self.no(p, f"the phrase `{self.words(p)}` on a total")
            consume(p)
        return s.Filter(**f)
