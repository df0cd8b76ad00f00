"""Selections: noun phrases -> selectors (`Target`, `Each`, references) and filters."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import (
    AdjKind, AmountPhraseKind, ComparisonKind, NounKind as NK, OwnerKind, PhraseKind, PhraseKind as P, QuantKind as Q, RefKind as R,
    RelKind, SuperlKind)
from ..lexer import plural
from .accounting import adjs_are, consume, consume_all, has_adj, probe, unread
from .apart import read_apart
from .core import CMP, acts_on_cards, last_step, of_yours


def peek(test: Any, *args: Any) -> Any:
    """`test(*args)` without consuming the words it reads (a shape looked for, not yet taken)."""
    with unread():
        return test(*args)


P_ = PhraseKind
# whose a card is, after its noun ("you own", "they control", "owned by another player")
OWNS = frozenset({P_.YOU_OWN, P_.THEY_OWN, P_.YOU_DO_NOT_OWN, P_.OWNED_BY})
WHOSE = OWNS | {P_.THEY_CONTROL, P_.YOU_DO_NOT_CONTROL, P_.CONTROLLED_BY}
del P_


# turn-history phrases -> the events of this turn a card must have been the card of (`Filter.this_turn`)
HISTORY = {P.PLAYED_THIS_TURN: (s.Event.PLAY,), P.MOVED_THIS_TURN: (s.Event.MOVE,),
           P.PLAYED_OR_MOVED_THIS_TURN: (s.Event.PLAY, s.Event.MOVE)}


class Selections:
    """Noun phrases -> selectors and filters (a family of `Lowerer`)."""

    @probe
    def chosen_ref(self, np: Any) -> n.Ref | None:
        """"the chosen action" after "Choose an action …": the card chosen, as "that action" (a
        reference), or None."""
        if not (self.ctx.picking and isinstance(np, n.Selection) and np.owner is None and np.quant is not None
                and np.quant.kind == Q.THE and len(np.adjs) == 1 and np.adjs[0].kind == AdjKind.CHOSEN
                and np.noun.kind == NK.KIND):
            return None
        consume_all(np)
        return n.Ref(kind=R.THAT, word=np.noun.words[-1], span=np.span)

    def selector(self, np: Any, phrases: list) -> Any:
        if self.is_rest(np):
            # "the rest (of the cards)", "the other cards", "(the) unused cards": the revealed
            # cards still in the deck
            ph = [p for p in phrases if not (p.kind == P.OF and isinstance(p.np, n.Selection)
                                              and p.np.noun.kind == NK.KIND and not p.np.owner)]
            if ph:
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` after `the rest`")
            f = s.Filter(zone=self.ctx.look_zone, among_picked=True)
            if np.noun.kind == NK.KIND:
                f = attrs.evolve(self.filter(attrs.evolve(np, adjs=(), quant=None), []), zone=self.ctx.look_zone,
                                 among_picked=True)
            return s.Each(filter=f)
        if self.ctx.revealed and isinstance(np, n.Selection) and np.quant is not None and np.quant.kind == Q.ANY \
                and any(p.kind == P.REVEALED for p in phrases):
            return s.Target(filter=self.filter(np, phrases), min=0, max=None)    # "any X revealed"
        if not phrases and self.is_found(np):
            return s.Each(filter=self.ctx.until_found)      # "… until you reveal two actions. Draw the actions"
        chosen = self.chosen_ref(np) if not phrases else None
        if chosen is not None:
            return self.ref(chosen)
        if isinstance(np, n.Ref) and np.kind == R.THIS and self.ctx.plays_from and len(phrases) == 1 \
                and phrases[0].kind == P.FROM:
            # h16u: "Special: At …, you may return this card from your discard pile to …": the Special
            # works where its card lies (`Triggered.zone`, triggers.py), the zone named here
            self.plays_self_from = self.own_zone_out_of_play(phrases[0])
            consume(phrases[0])
            return self.ref(np)
        if isinstance(np, n.Ref):
            if phrases:
                raise self.no(phrases[0], "a phrase after a reference")
            return self.ref(np)
        if isinstance(np, n.NpOr) and self.types_or(np) is not None:
            # "an action or a minion": one card of either type (the phrases after it are both's)
            sel = self.selector(np.left, phrases)
            return attrs.evolve(sel, filter=attrs.evolve(sel.filter, card_types=self.types_or(np)))
        if not isinstance(np, n.Selection):
            raise self.no(np, "this kind of noun phrase")
        if has_adj(np, AdjKind.REPLACEMENT):
            # "the replacement base": the base that took the place of this one
            if not (self.ctx.replaced and self.is_base_word(np) and len(np.adjs) == 1 and np.quant is not None
                    and np.quant.kind == Q.THE and np.owner is None and not phrases):
                raise self.no(np, "`replacement` other than the replacement base after this base is replaced")
            return s.EventCard()
        if has_adj(np, AdjKind.ATTACKED):
            # "the attacked creature": the final target of the attack that set off an "Attack:"
            # ability (glossary "Атакованная карта", BH-K41)
            if not (self.ctx.when is not None and self.ctx.when.event == s.Event.ATTACK and len(np.adjs) == 1
                    and np.quant is not None and np.quant.kind == Q.THE and np.owner is None and not phrases
                    and np.noun.kind == NK.KIND and bool(np.noun.words) and np.noun.words[-1].text in self.kinds):
                raise self.no(np, "`the attacked …` other than in an `Attack:` ability")
            return s.EventCard()
        rnd = self.random_count(np, phrases)
        if rnd is not None:
            # "a random minion here", "two random cards from your hand", "a minion here at random":
            # picked on resolution, uniformly (no one chooses)
            count, adjs, rest = rnd
            return s.RandomCards(filter=self.filter(attrs.evolve(np, adjs=adjs), rest), count=count)
        apart = read_apart(self, np, phrases)     # u16g: "… on different bases" (apart.py)
        if apart is not None:
            return apart
        total = next((p for p in phrases if p.kind == P.TOTAL_STAT), None)
        if total is not None:
            # "any number of minions … whose total power is at most …": a bound on the chosen cards' sum
            # (h16n: "one or more minions … with total power …": at least one, all of them within it)
            at_least = np.quant is not None and np.quant.kind == Q.AT_LEAST
            if np.quant is None or np.quant.kind not in (Q.ANY_NUMBER, Q.UP_TO, Q.AT_LEAST):
                raise self.no(total, f"`{self.words(total)}` on a selection that is not `any number of` / `up to`")
            if total.cmp.kind not in (ComparisonKind.LE, ComparisonKind.LT):
                raise self.no(total, "a total that is not at most a number")
            a = total.cmp.amount
            amount = None if a is None else self.card_value(a, total.stat.text) \
                if a.kind == AmountPhraseKind.CARD else self.computed(a)
            if amount is not None and amount.KIND == "const":
                amount = None
            bound = s.StatTest(stat=total.stat.text, cmp=CMP[total.cmp.kind],
                               value=self.const(total.cmp) if amount is None else 0, amount=amount)
            sel = self.selector(np, [p for p in phrases if p is not total])
            return attrs.evolve(sel, min=sel.min if at_least else 0, total=bound)
        same = next((p for p in phrases if p.kind == P.SAME_NAME), None)
        after_where = same is not None and phrases.index(same) > 0 \
            and phrases[phrases.index(same) - 1].kind == P.WHERE_YOU_HAVE   # "where you have two … with the same name"
        if same is not None and not after_where and not any(p.kind == P.AS for p in phrases):
            phrases = [p for p in phrases if p is not same]
        else:
            same = None
        filt = self.filter(np, phrases)
        q = np.quant.kind if np.quant is not None else None
        if q is None and np.owner is None and np.noun.words and np.noun.words[-1].text == plural(
                self.kinds.get(np.noun.words[-1].text, "~")):
            q = Q.ALL   # bare plural: "Minions here have +1 power."
        if q == Q.THE and np.noun.kind == NK.KIND and np.noun.words and np.noun.words[-1].text == plural(
                self.kinds.get(np.noun.words[-1].text, "~")):
            q = Q.ALL   # "the revealed minions": all of them
        if q is None and np.owner is not None and np.noun.words and np.noun.words[-1].text in self.kinds \
                and self.kinds[np.noun.words[-1].text] != np.noun.words[-1].text:
            q = Q.ALL   # "your minions"
        if q in (Q.EACH, Q.ALL):
            return s.Each(filter=filt)
        if q in (Q.ONE, Q.TARGET, Q.ANOTHER, None, Q.THE):
            return s.Target(filter=attrs.evolve(filt, other=filt.other or q == Q.ANOTHER), min=1, max=1)
        if q == Q.EXACTLY:
            k = np.quant.number.value
            return s.Target(filter=filt, min=k, max=k)
        if q == Q.UP_TO:
            return s.Target(filter=filt, min=self.rs.up_to_min, max=np.quant.number.value)
        if q == Q.ONE_OR and np.quant.or_number.value > np.quant.number.value:
            # h16z2: "one or two of your minions": as few as the first number, as many as the second
            return s.Target(filter=filt, min=np.quant.number.value, max=np.quant.or_number.value)
        if q == Q.ANY_NUMBER:
            consume(same)           # "any number of minions with the same name": the name first
            return s.Target(filter=filt, min=0, max=None, same_name=same is not None)
        if q == Q.AT_LEAST and np.quant.number is not None and not self.ctx.revealed:
            # h16n: "one or more minions", "two or more actions": at least that many, as many as chosen
            return s.Target(filter=filt, min=np.quant.number.value, max=None)
        if same is not None:
            raise self.no(same, "`with the same name` on a selection of one card")
        raise self.no(np.quant, "this quantity")

    def names_itself(self, word: str | None) -> bool:
        """On a card played on another card, whether "this <word>" is the card itself ("this
        card", "this action": a word for its own type) rather than the card it is on ("this
        minion")."""
        return word is None or word == "card" or word == self.card.type or self.kinds.get(word) == self.card.type

    @probe
    def kind_stays_on_base(self, np: Any) -> bool:
        """`np` selects cards of a type that stays in play on a base (a minion, not an action)."""
        if not (isinstance(np, n.Selection) and np.noun.kind == NK.KIND):
            return False
        ct = self.rs.card_type(self.kinds.get(np.noun.words[-1].text) or "")
        return ct is not None and ct.in_play and ct.name != self.rs.base_type

    def named_just_before(self, word: str | None) -> Any:
        """h16v: "Give a minion +1 power until the end of the turn. Play an extra action that directly affects
        this minion.": on a card played on nothing, "this <kind>" of another kind than the card's own
        is the card of that kind the instruction before acted on (or the card chosen); None
        otherwise."""
        kind = self.kinds.get(word) if word is not None else None
        ct = self.rs.card_type(self.card.type)
        if kind in (None, "card", self.card.type) or ct is None or ct.in_play or self.ctx.in_trigger \
                or self.ctx.on_card or self.card.type == self.rs.base_type:
            return None
        if self.ctx.picking:
            return s.Picked()
        if self.ctx.after and self.ctx.last is not None and acts_on_cards(self.ctx.last):
            return s.Affected()
        return None

    def ref(self, r: n.Ref) -> Any:
        if r.kind == R.THIS:
            word = r.word.text if r.word is not None else None
            if self.ctx.on_card and not self.names_itself(word):
                return s.Host()
            if word is not None and self.kinds.get(word) == self.rs.base_type and self.card.type != self.rs.base_type:
                return s.Host()             # "this base" on a minion: the base it is on
            named = self.named_just_before(word)
            return named if named is not None else s.This()
        if r.kind == R.IT and self.ctx.it_ref is not None:
            return self.ctx.it_ref
        if self.ctx.until_found is not None and r.kind in (R.IT, R.THEM):
            return s.Each(filter=self.ctx.until_found)      # "until you reveal a minion. Play it …": the one found
        if self.ctx.revealed and r.kind in (R.ONE, R.SOME_OF_THEM):
            # "Put three of them on top of your deck", "play one as an extra minion": that many of
            # the cards shown, chosen by the player (h16m)
            k = r.number.value if r.number is not None else 1
            return s.Target(filter=s.Filter(among_picked=True, zone=self.ctx.look_zone), min=k, max=k)
        if r.kind == R.EACH_OF_THEM:
            r = attrs.evolve(r, kind=R.THEM)    # r2a: "each of them": each of the cards "them" names
        if self.ctx.picking and (r.kind in (R.IT, R.THAT, R.THERE) or (self.ctx.revealed and r.kind == R.THEM)):
            return s.Picked()               # "it", "that minion", "there": what was chosen
        if self.ctx.picking and r.kind in (R.THEM, R.THEY) and not (self.ctx.after or self.ctx.picked_base
                                                                    or self.ctx.player_picked):
            # r2a: "Choose two minions. They each get +1 power." / "… destroy them": the cards chosen
            return s.Picked()
        if r.kind in (R.IT, R.THEM) and self.ctx.after:
            return s.Affected()             # what the previous instruction acted on
        if r.kind == R.THEY and self.ctx.after:
            # "Move two of your minions to there. They each gain +1 power …": the cards the
            # previous instruction acted on, as the subject of a statement about cards
            return s.Affected()
        if r.kind == R.IT and self.ctx.host_it and not self.ctx.in_trigger and self.ctx.when is None:
            # "Play on a minion. Place a +1 power counter on it.": with nothing else "it" can be,
            # the card this action was played on (never the action itself)
            return s.Host()
        if r.kind in (R.IT, R.THEM) and not self.ctx.in_trigger and self.ctx.when is None and self.ctx.last is None \
                and not self.ctx.valued_it:
            # "Give it +1 power." with nothing before it: no event gives "it" a card (the card
            # being played is "this minion"), so it names nothing
            raise self.no(r, f"`{self.words(r)}` with nothing before it that it can name")
        if r.kind in (R.IT, R.THEM):
            return s.EventCard()
        if r.kind == R.THAT and self.ctx.when is not None and not (self.ctx.when.cause_types or self.ctx.when.cause_effects) \
                and self.ctx.when.subject is not None and r.word is not None \
                and self.kinds.get(r.word.text) in self.ctx.when.subject.card_types:
            # "after another player's minion moves here, … destroy that minion": the event's card
            return s.EventCard()
        if r.kind == R.THAT and self.ctx.after and self.ctx.when is None and not self.ctx.in_trigger \
                and self.ctx.last is not None and acts_on_cards(self.ctx.last):
            # h16n: "Move a minion of yours … That minion gains +2 power": the card the instruction
            # before acted on (no event has a source here)
            return s.Affected()
        if r.kind == R.THAT:
            return s.EventSource()          # "when this dies from a creature, … that creature"
        if r.kind == R.THOSE and not self.ctx.after and self.ctx.when is not None and self.ctx.when.one_or_more \
                and self.ctx.when.subject is not None and r.word is not None \
                and self.kinds.get(r.word.text) in self.ctx.when.subject.card_types:
            # h16q: "after an action directly affects one or more of your minions here, those
            # minions …": every card the trigger fired for in that one resolution (Pending.batched)
            return s.EventCard()
        raise self.no(r, f"the reference `{self.words(r)}` here")

    def types_or(self, np: n.NpOr) -> tuple[str, ...] | None:
        """"a minion or an action", "minions and/or actions", "an action or minion": cards of
        either type, when the two sides differ in their type word only (else None, and nothing
        read)."""
        if peek(self._types_or, np) is None:
            return None
        return self._types_or(np)

    def _types_or(self, np: n.NpOr) -> tuple[str, ...] | None:
        left, right = np.left, np.right
        if np.op not in ("or", "and/or") or not (isinstance(left, n.Selection) and isinstance(right, n.Selection)):
            return None
        if left.noun.kind != NK.KIND or right.noun.kind != NK.KIND or right.adjs or right.owner is not None:
            return None
        if right.quant is not None and (left.quant is None or right.quant.kind != left.quant.kind
                                        or right.quant.kind not in (Q.ONE, Q.EACH, Q.ALL, Q.ANY)):
            return None
        types = (self.kinds.get(left.noun.words[-1].text), self.kinds.get(right.noun.words[-1].text))
        if None in types or "card" in types or types[0] == types[1] or len(left.noun.words) != 1 \
                or len(right.noun.words) != 1:
            return None
        return types

    def filter(self, np: Any, phrases: list) -> s.Filter:
        if isinstance(np, n.NpOr) and self.types_or(np) is not None:
            return attrs.evolve(self.filter(np.left, phrases), card_types=self.types_or(np))
        if not isinstance(np, n.Selection):
            raise self.no(np, "this kind of noun phrase")
        f: dict[str, Any] = {}
        if np.quant is not None and np.quant.kind == Q.ANOTHER:
            f["other"] = True
        noun = np.noun
        if noun.kind == NK.KIND:
            t = self.kinds.get(noun.words[-1].text)
            if t == "character":
                f["card_types"] = ("creature", "hero")
            elif t is not None:
                f["card_types"] = (t,)
        elif noun.kind == NK.COPY:
            # "a copy of that card": a card named as the one chosen ("Choose a minion. …")
            of = next((p for p in phrases if p.kind == P.OF), None)
            if of is not None and not self.ctx.picking and isinstance(of.np, n.Ref) and of.np.kind in (R.THAT, R.IT) \
                    and self.ctx.in_trigger and self.ref(of.np) == s.EventCard():
                # "after you play a minion here, … search your deck for a copy of that minion": named
                # as the event's card
                f["named_as_event"] = True
            elif of is not None and self.ctx.player_round and self.ctx.named == "name" and isinstance(of.np, n.Ref) \
                    and of.np.kind == R.THAT:
                f["named_as_picked"] = True     # h16x: "Name an action … all copies of that action": of the name named
            elif of is None or not (self.ctx.picking and isinstance(of.np, n.Ref) and of.np.kind in (R.THAT, R.IT)):
                raise self.no(noun, "a copy of something other than the chosen card")
            else:
                f["named_as_picked"] = True
            phrases = [p for p in phrases if p is not of]
        elif noun.kind == NK.MODIFIER:
            # "a base modifier", "character modifiers": a card of the types played on other cards
            # whose own placement is on a card of that type (as "an action that can be played on
            # a base")
            on = self.kinds.get(noun.words[0].text)
            played = tuple(t.name for t in self.rs.card_types if not t.in_play and t.name in self.rs.deck_types)
            if on is None or on == "card" or not played:
                raise self.no(noun, f"a modifier of `{self.words(noun)}`")
            f["card_types"], f["plays_on"] = played, on
        elif noun.kind == NK.KIND2 and noun.words[-1].text in ("card", "cards") and noun.words[0].text in self.kinds:
            f["card_types"] = (self.kinds[noun.words[0].text],)     # "an action card": an action
        elif noun.kind in (NK.NAME, NK.NAME_KIND):
            name = noun.words[0].text
            if self.table is None or name in self.table.cards or self.shared_name(np) is not None:
                f["name"] = name            # a card of the set, or of a shared deck (SU-M1)
            elif any(form in self.table.subtypes for form in (name, name.rstrip("s"))):
                f["subtypes"] = (name if name in self.table.subtypes else name.rstrip("s"),)
            elif self.family(name) is not None:
                f["family"] = self.family(name)     # "your Gearbots": "Gearbot Prime", "Gearbot Sentry", …
            elif self.plural_name(name) is not None:
                f["name"] = self.plural_name(name)  # "Create two War Hounds": cards named "War Hound"
            else:
                raise self.no(noun, f"selecting cards by `{name}` (a faction or a family of names)")
            if noun.kind == NK.NAME_KIND:
                t = self.kinds.get(noun.words[-1].text)
                if t is not None:
                    f["card_types"] = (t,)
        else:
            raise self.no(noun, f"selecting `{self.words(noun)}`")
        if np.owner is not None:
            if np.owner.kind == OwnerKind.YOU or (self.ctx.acting and np.owner.kind == OwnerKind.THEY):
                f["controller"] = s.Controller.YOU     # in another player's instructions: theirs
            elif np.owner.kind == OwnerKind.OTHER_PLAYERS:
                f["controller"] = s.Controller.OPPONENT
            elif np.owner.kind == OwnerKind.ANY_PLAYER:
                pass                        # "any player's minion": whoever controls it
            elif np.owner.kind == OwnerKind.IT and self.is_base_word(np) and self.ctx.in_trigger:
                f["at"] = s.AtBase.EVENT       # "its base": the event's card's base
            elif np.owner.kind == OwnerKind.IT:
                f["in_event"] = True        # "one of its cards": the cards of the event's card
            elif np.owner.kind == OwnerKind.THEY and self.ctx.round_player:
                f["of_picked_player"] = True    # h16s: "one of their minions" in a round for each such player
            elif np.owner.kind == OwnerKind.ONE_PLAYER and self.ctx.player_picked:
                f["of_picked_player"] = True    # "all of one player's minions": the chosen player's
            elif np.owner.kind == OwnerKind.NAME and self.is_base_word(np) and np.owner.word is not None \
                    and self.table is not None and np.owner.word.text in self.table.cards:
                # h16t: "to Big Robot's base": the base where the card of that name is
                f["base"] = s.BaseTest(has=s.Filter(name=np.owner.word.text))
            else:
                raise self.no(np.owner, "this owner")
        stats: list = []
        counters: list = []
        superl: tuple[bool, str] | None = None      # (lowest, stat): "with the highest power"
        on_one_base = False     # "on a base (where …)": whichever base the card is on
        for a in np.adjs:
            if a.kind == AdjKind.OTHER:
                f["other"] = True
            elif a.kind == AdjKind.ENEMY:
                self.set_controller(f, s.Controller.OPPONENT, a)
            elif a.kind == AdjKind.POISONED:
                counters.append(s.CounterTest(counter="poison", cmp=s.Cmp.GE, value=1))
            elif a.kind in (AdjKind.TAPPED, AdjKind.UNTAPPED, AdjKind.STUNNED):
                if not self.rs.untap_at_turn_start:
                    raise self.no(a, f"`{self.words(a)}` in a game whose cards are never tapped")
                if a.kind == AdjKind.STUNNED:
                    f["stunned"] = True
                else:
                    f["tapped"] = a.kind == AdjKind.TAPPED
            elif a.kind == AdjKind.NON_NAME and a.word is not None and (
                    self.table is None or a.word.text in self.table.cards or a.word.text in self.rs.special_cards):
                f["not_names"] = (a.word.text,)             # "a non-NAME minion"
            elif a.kind == AdjKind.NON_KIND and a.word is not None and a.word.text in self.kinds:
                f["not_types"] = (self.kinds[a.word.text],)
            elif a.kind == AdjKind.NON_NAME and a.word is not None and self.table is not None \
                    and a.word.text in self.table.subtypes:
                f["not_subtypes"] = (a.word.text,)          # "a non-Mechanism creature" (BH-K24)
            elif a.kind == AdjKind.STANDARD and self.rs.base_type is not None and f.get("card_types") and all(
                    self.rs.card_type(t) is not None and not self.rs.card_type(t).in_play for t in f["card_types"]):
                f["standard"] = True        # "a standard action": one played on no minion or base
            elif a.kind == AdjKind.SUPERL:
                superl = (a.superl.kind == SuperlKind.LEAST, a.word.text)    # "the lowest-power minion"
            elif a.kind == AdjKind.REVEALED and self.ctx.revealed:
                f["among_picked"] = True     # "one revealed minion": among the revealed cards
                f["zone"] = self.ctx.look_zone
            elif a.kind == AdjKind.REL and self.ctx.picking:
                # "a higher-power minion" after a choice: than the chosen card
                stats.append(s.StatTest(stat=a.word.text, cmp=s.Cmp.LT if a.rel.kind == RelKind.LESS else s.Cmp.GT,
                                        amount=s.StatOf(of=s.Picked(), stat=a.word.text)))
            else:
                raise self.no(a, f"the word `{self.words(a)}` in a selection")
            consume(a)
        ph = list(phrases)
        i = 0
        while i < len(ph):
            p = ph[i]
            i += 1
            consume(p)              # each phrase below becomes IR, or the selection is E501
            if p.kind in (P.STAT, P.PRINTED_STAT) and p.cmp.amount is not None and p.cmp.amount.kind == AmountPhraseKind.COUNT:
                # "with power less than the number of minions you have here": the phrases after it
                # are the counted cards'
                stats.append(s.StatTest(stat=p.stat.text, cmp=CMP[p.cmp.kind], printed=p.kind == P.PRINTED_STAT,
                                        amount=self.counted(p.cmp.amount.np, ph[i:])))
                i = len(ph)
            elif p.kind == P.REL_COUNT:
                # "with less power than the number of cards you discarded"
                stats.append(s.StatTest(stat=p.stat.text, cmp=s.Cmp.LT if p.rel.kind == RelKind.LESS else s.Cmp.GT,
                                        amount=self.counted(p.np, ph[i:])))
                i = len(ph)
            elif p.kind == P.STAT and p.cmp.amount is not None and p.cmp.amount.kind == AmountPhraseKind.CARD:
                # h16n: "with power less than or equal to that minion": that card's value of the stat
                stats.append(s.StatTest(stat=p.stat.text, cmp=CMP[p.cmp.kind],
                                        amount=self.card_value(p.cmp.amount, p.stat.text)))
            elif p.kind == P.STAT and p.cmp.amount is not None and p.cmp.amount.kind == AmountPhraseKind.OWNER_STAT:
                # r2b: "with power less than this minion's power": against a card's value of a stat
                stats.append(s.StatTest(stat=p.stat.text, cmp=CMP[p.cmp.kind], amount=self.owner_value(p.cmp.amount)))
            elif p.kind == P.STAT:
                stats.append(s.StatTest(stat=p.stat.text, cmp=CMP[p.cmp.kind], value=self.const(p.cmp)))
            elif p.kind == P.PRINTED_STAT:
                stats.append(s.StatTest(stat=p.stat.text, cmp=CMP[p.cmp.kind], value=self.const(p.cmp), printed=True))
            elif p.kind == P.REL_STAT and isinstance(p.np, n.Selection):
                # u16b: "of lower power than one of your minions here", "with more power than the
                # minion you have with the lowest power": against a bound of the cards compared with
                # (the phrases after it are theirs)
                stats.append(self.rel_bound(p, ph[i:]))
                i = len(ph)
            elif p.kind == P.REL_STAT:
                # "with less power than this minion / than yours": against that card's value;
                # "with lower power" after "choose one of your minions": than the chosen one
                own = p.stat.text in {v.name for v in self.card.stats}
                when = self.ctx.when
                # (on a base, "after you play a minion here, … a minion with less power": than
                # the card the event is about)
                than_event = p.np is None and not self.ctx.picking and not own and self.ctx.in_trigger \
                    and when is not None and when.event in (s.Event.PLAY, s.Event.MOVE) and not when.this
                if p.np is None and not self.ctx.picking and not than_event and (self.ctx.on_card or not own):
                    raise self.no(p, f"`{self.words(p)}` with nothing chosen to compare with")
                # (with nothing chosen, on a card with that stat: than this card — "destroy a
                # minion here with less power" on a minion)
                of = (s.Picked() if self.ctx.picking else s.EventCard() if than_event else s.This()) \
                    if p.np is None else self.compared(p.np)
                stats.append(s.StatTest(stat=p.stat.text, cmp=s.Cmp.LT if p.rel.kind == RelKind.LESS else s.Cmp.GT,
                                        amount=s.StatOf(of=of, stat=p.stat.text)))
            elif p.kind in (P.AT, P.ON, P.FROM) and self.ctx.picking and self.is_base_word(p.np) and p.np.owner is not None \
                    and p.np.quant is None and (p.np.owner.kind in (OwnerKind.YOUR_CARD, OwnerKind.THAT, OwnerKind.THE)
                                                or (p.np.owner.kind == OwnerKind.IT and not self.ctx.in_trigger)):
                # "at your minion's base" / "on that minion's base" / "at its base": the chosen one's
                f["at"] = s.AtBase.PICKED
            elif p.kind in (P.AT, P.ON, P.FROM) and self.ctx.after and self.is_base_word(p.np) and p.np.owner is not None \
                    and p.np.owner.kind in (OwnerKind.THE, OwnerKind.THAT) and p.np.quant is None:
                f["at"] = s.AtBase.AFFECTED     # "from the extra minion's base": of the card just played (moved …)
                consume_all(p.np.owner)
            elif p.kind == P.INCLUDING_THIS and not f.get("other"):
                pass                        # "(including this one)": this card is counted anyway
            elif p.kind == P.SUPERL:
                # "with the highest power": among the others, after them
                superl = (p.superl.kind == SuperlKind.LEAST, p.stat.text)
            elif p.kind == P.SAME_OR_LOWER and self.ctx.picking and not self.ctx.after:
                # "… and all minions with equal or less power": than the card chosen first
                stats.append(s.StatTest(stat=p.stat.text, cmp=s.Cmp.LE, amount=s.StatOf(of=s.Picked(), stat=p.stat.text)))
            elif p.kind == P.ON_THE_SAME and self.ctx.picking and self.kinds.get(p.word.text) == self.rs.base_type:
                f["at"] = s.AtBase.PICKED       # "on the same base": the base the chosen card is on
            elif p.kind == P.SAME_OR_LOWER and self.ctx.after:
                # "with the same or lower power": than the card the previous instruction acted on
                stats.append(s.StatTest(stat=p.stat.text, cmp=s.Cmp.LE, amount=s.StatOf(of=s.Affected(), stat=p.stat.text)))
            elif p.kind == P.SAME_NAME and i < len(ph) and ph[i].kind == P.AS and isinstance(ph[i].np, n.Selection):
                # "with the same name as another minion here": the phrases after it are the other's
                other = ph[i].np
                f["name_as"] = self.filter(other, ph[i + 1:])
                i = len(ph)
            elif p.kind == P.OF_THAT_TYPE and self.ctx.named == "type":
                f["of_named"] = "type"          # "a card of that type" after "Say either …" (h16o)
            elif p.kind == P.OF and isinstance(p.np, n.Ref) and p.np.kind == R.THAT_FACTION and self.ctx.named == "faction":
                f["of_named"] = "faction"       # "minions of that faction" after "Name a faction" (h16o)
            elif p.kind == P.OF and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.FACTION and p.np.noun.plural \
                    and adjs_are(p.np, AdjKind.NAMED) and p.np.quant is not None and p.np.quant.kind == Q.THE \
                    and p.np.owner is None:
                # "minions of the named factions" (h16z1): of the factions the card's ability named
                # and kept (`NameCard(keep=True)`: "name a faction they own" in a round)
                consume_all(p.np)
                f["of_kept_factions"] = True
            elif p.kind == P.THAT_NAME and (self.ctx.picking and not self.ctx.revealed or self.ctx.named == "name"):
                f["named_as_picked"] = True     # "with that name" after a name (or card) was chosen
            elif p.kind == P.WHERE_YOU_MOST:
                f["base"] = self.where_you_most(p)   # u16b: "a base where you have the most power"
            elif p.kind == P.OF_YOUR_CHOICE:
                self.of_your_choice(np, p)          # u16b: "a base of your choice": the one carrying it out chooses
            elif p.kind == P.NAMED:
                f["name"] = self.named_card(p)      # u16b: "a minion named Stone Golem"
            elif p.kind == P.WHERE_YOU_HAVE:
                same = p.kind == P.WHERE_YOU_HAVE and i < len(ph) and ph[i].kind == P.SAME_NAME \
                    and (i + 1 == len(ph) or ph[i + 1].kind != P.AS)
                f["base"] = self.where_you_have(p, same_name=same)
                if same:
                    consume(ph[i])      # "… two or more minions with the same name": that many of one name
                    i += 1
            elif p.kind == P.WITH and self.is_base_word(np) and isinstance(p.np, n.Selection) \
                    and p.np.noun.kind != NK.POWER_COUNTER:
                # "a base with one of your actions on it", "a base that has two or more minions":
                # the phrases after it are the counted cards'
                f["base"] = self.base_has(p.np, ph[i:])
                i = len(ph)
            elif p.kind in (P.ON, P.AT, P.FROM) and self.is_base_word(p.np) and p.np.owner is None \
                    and not p.np.adjs and (p.np.quant is None or p.np.quant.kind in (Q.ONE, Q.ANY)) \
                    and i < len(ph) and ph[i].kind in (P.WHERE_YOU_HAVE, P.WHERE_YOU_MOST):
                # "minions on bases where you have a minion", "(moved) from any base where you have
                # a minion": on a base that passes the test, whichever it is
                consume_all(p.np)
                f["base"] = self.where_you_have(ph[i]) if ph[i].kind == P.WHERE_YOU_HAVE else self.where_you_most(ph[i])
                consume(ph[i])
                i += 1
                on_one_base = p.np.quant is None or p.np.quant.kind == Q.ONE
            elif p.kind in (P.ON, P.AT) and self.is_any_base(p.np) and i < len(ph) and ph[i].kind == P.WITH \
                    and isinstance(ph[i].np, n.Selection) and ph[i].np.noun.kind != NK.POWER_COUNTER:
                # "a minion on a base with another of your minions": the base has such cards
                f["base"] = self.base_has(ph[i].np, ph[i + 1:], of=np)
                i = len(ph)
                on_one_base = p.np.quant is None or p.np.quant.kind == Q.ONE
            elif p.kind in (P.ON, P.FROM, P.AT) and self.is_any_base(p.np):
                # "a minion on a base", "from a base": a card in play. "each minion on a base"
                # would say one base (else "on a base" says nothing): that choice is not here
                if np.quant is not None and np.quant.kind in (Q.EACH, Q.ALL) and p.np.quant.kind == Q.ONE:
                    raise self.no(p, f"`{self.words(np)} {self.words(p)}`: the cards on one base, chosen "
                                     f"(say `on one base`, or `in play` for every base)")
                on_one_base = p.np.quant is None or p.np.quant.kind == Q.ONE
            elif p.kind in (P.ON, P.AT, P.FROM) and self.is_base_word(p.np) and p.np.owner is not None \
                    and p.np.owner.kind == OwnerKind.IT and self.ctx.in_trigger and not self.ctx.picking:
                f["at"] = s.AtBase.EVENT       # "at its base": where the event's card is (was)
            elif p.kind in (P.ON, P.PLAYED_ON) and isinstance(p.np, n.Ref) and p.np.kind == R.IT and self.ctx.valued_it:
                f["attached"] = s.AttachedTo.VALUED     # u16d: "(each minion here has +1 power) while … attached to it"
            elif p.kind in (P.ON, P.PLAYED_ON) and isinstance(p.np, n.Ref) and p.np.kind == R.THEM and self.ctx.per_card:
                f["attached"] = s.AttachedTo.VALUED     # "(minions here have +1 power) for each action on them": on each one
            elif p.kind == P.ON and isinstance(p.np, n.Ref) and p.np.kind == R.IT and self.ctx.on_base \
                    and self.ctx.on_card and not self.ctx.in_trigger and self.kind_stays_on_base(np):
                f["at"] = s.AtBase.HERE         # "for each minion on it" (the base this is played on): there
            elif p.kind in (P.ON, P.PLAYED_ON) and isinstance(p.np, n.Ref) and p.np.kind == R.IT \
                    and self.card.type != self.rs.base_type:
                # "each action on it", "actions played on it"; u16b: after "Choose a minion.", on the
                # card chosen
                f["attached"] = s.AttachedTo.PICKED if self.ctx.picking and not self.ctx.picked_base \
                    and not self.ctx.revealed else s.AttachedTo.HOST if self.ctx.on_card else (
                    s.AttachedTo.EVENT if self.ctx.in_trigger else s.AttachedTo.THIS)
            elif p.kind == P.PLAYED_ON and self.ctx.picking and isinstance(p.np, n.Ref) and p.np.kind == R.THAT \
                    and p.np.word is not None and self.kinds.get(p.np.word.text) == self.rs.base_type:
                f["at"] = s.AtBase.PICKED       # "actions played on that base": on the chosen base itself,
                f["attached"] = s.AttachedTo.NOTHING    # not on a minion there
            elif p.kind == P.PLAYED_ON and not self.ctx.on_card and peek(self.is_this_base_word, p.np) \
                    and self.is_this_base_word(p.np):
                f["at"] = s.AtBase.HERE             # "actions played on this base": on the base itself,
                f["attached"] = s.AttachedTo.NOTHING    # not on a minion there
            elif p.kind == P.PLAYED_ON and peek(self.is_other_base, p.np) and self.is_other_base(p.np):
                f["at"] = s.AtBase.ELSEWHERE        # "actions played on another base": on that base itself
                f["attached"] = s.AttachedTo.NOTHING
            elif p.kind == P.PLAYED_ON and peek(self.is_any_base, p.np) and self.is_any_base(p.np) \
                    and p.np.quant.kind == Q.ONE:
                f["attached"] = s.AttachedTo.NOTHING    # "an action played on a base": on a base itself
            elif p.kind == P.PLAYED_ON and isinstance(p.np, n.NpOr) and self.is_any_card(p.np):
                pass                        # "an action played on a minion or base": any played on a card
            elif p.kind == P.PLAYED_ON and isinstance(p.np, n.NpOr) and p.np.op in ("or", "and/or") \
                    and self.is_this_base_word(p.np.left) and isinstance(p.np.right, n.Selection) \
                    and self.kind_of(p.np.right) != self.rs.base_type and peek(self.is_any_card, p.np.right) \
                    and self.is_any_card(p.np.right) and (not self.ctx.on_card or self.ctx.on_base) \
                    and any(q.kind == P.HERE for q in ph[i:]):
                # h16n: "an action played on this base or on a minion here": on the base itself or on
                # a card there, so any action on this base ("here", after it, says so too)
                consume_all(p.np)
                f["at"] = s.AtBase.HERE
            elif p.kind in (P.THERE, P.FROM, P.ON, P.AT) and (not self.ctx.picking or self.ctx.revealed) \
                    and self.ctx.in_trigger and (
                    p.kind == P.THERE or (isinstance(p.np, n.Ref) and p.np.kind == R.THERE)
                    or (isinstance(p.np, n.Ref) and p.np.kind == R.THAT and p.np.word is not None
                        and self.rs.base_type is not None and self.kinds.get(p.np.word.text) == self.rs.base_type)):
                f["at"] = s.AtBase.EVENT       # "there" after "before a base scores"
            elif p.kind in (P.FROM, P.AMONG) and self.is_revealed_cards(p.np):
                f["among_picked"] = True     # "from (among) the revealed cards"
                f["zone"] = self.ctx.look_zone
            elif p.kind in (P.FROM, P.IN) and self.zones_or(p.np):
                # "from your hand and/or discard pile", "from your hand or discard pile": either
                # zone (whose: the first one's owner)
                f["zone"] = self.zone_of(p.np.left)
                f["also_zones"] = (self.zone_of(p.np.right),)
                self.zone_owner(f, np, p.np.left, p)
            elif p.kind in (P.FROM, P.IN) and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.ZONE:
                f["zone"] = self.zone_of(p.np)
                self.zone_owner(f, np, p.np, p)
            elif self.ctx.picking and p.kind == P.FROM and isinstance(p.np, n.Ref) and p.np.kind in (R.THERE, R.THAT):
                f["at"] = s.AtBase.PICKED       # "from there": the chosen base
            elif p.kind == P.HERE:
                f["at"] = s.AtBase.HERE
            elif p.kind == P.WITH_ELEMENT:
                f["has_element"] = True
            elif p.kind in (P.REVEALED, P.YOU_REVEAL) and self.ctx.revealed:
                f["among_picked"] = True     # "actions revealed": among the revealed cards
                f["zone"] = self.ctx.look_zone
            elif p.kind in (P.IN, P.AMONG, P.FROM) and self.ctx.revealed and isinstance(p.np, n.Ref) \
                    and p.np.kind in (R.IT, R.THEM):
                # "a minion in it" (the hand looked at), "among them", "a card from it" (u16b)
                f["among_picked"] = True
                f["zone"] = self.ctx.look_zone
            elif p.kind == P.CAN_BE_PLAYED_ON and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.KIND \
                    and p.np.quant is not None and p.np.quant.kind == Q.ONE and not p.np.adjs and p.np.owner is None \
                    and self.kinds.get(p.np.noun.words[-1].text) is not None:
                f["plays_on"] = self.kinds[p.np.noun.words[-1].text]    # "that can be played on a base"
            elif p.kind == P.WITHOUT_MARKER:
                counters.append(s.CounterTest(counter=self.counter_word(p.word), cmp=s.Cmp.EQ, value=0))
            elif p.kind in (P.YOU_CONTROL, P.YOU_HAVE) or (self.ctx.acting and p.kind == P.THEY_HAVE):
                self.set_controller(f, s.Controller.YOU, p)     # ("they have": the acting player's)
            elif p.kind == P.IN_PLAY:
                pass
            elif p.kind in (P.ON, P.AT, P.FROM) and isinstance(p.np, n.Ref) and p.np.kind == R.THIS \
                    and p.np.word is not None and self.kinds.get(p.np.word.text) == self.rs.base_type:
                # "on this base", "at this base", "from this base": the base this card is on
                f["at"] = s.AtBase.HERE
            elif p.kind == P.THERE and self.ctx.picking and self.ctx.revealed and not self.ctx.picked_base:
                # u16c: after a look at (or reveal of) cards out of play, "there" is no base
                raise self.no(p, "`there` after cards looked at, which are on no base (say `from it` or `among them`)")
            elif self.ctx.picking and (p.kind == P.THERE or (p.kind in (P.ON, P.AT) and isinstance(p.np, n.Ref)
                                                          and p.np.kind == R.THAT)):
                f["at"] = s.AtBase.PICKED       # "each minion on that base", "your minions there"
            elif (p.kind == P.THERE or (p.kind in (P.ON, P.AT) and peek(self.is_there, p.np) and self.is_there(p.np))) \
                    and self.ctx.after and not self.ctx.in_trigger and self.left_in_play():
                # "Move a minion to another base. Destroy a minion there …": the base of the card(s)
                # the instruction before acted on, where they are now
                f["at"] = s.AtBase.AFFECTED
            elif p.kind == P.THERE and not self.ctx.picking and not self.ctx.in_trigger and self.last_base() is not None:
                # h16n: "Choose a minion. Destroy a weaker minion at its base to put counters on your
                # minions there": the one base the instruction before took its cards from
                f["at"] = self.last_base()
            elif p.kind in (P.ON, P.AT) and isinstance(p.np, n.Ref) and p.np.kind == R.THAT and p.np.word is not None \
                    and self.kinds.get(p.np.word.text) == self.rs.base_type and not self.ctx.picking \
                    and self.ctx.after and not self.ctx.in_trigger and self.left_in_play():
                # h16n: "Move a minion of yours to another base. If you have three minions at that
                # base, …": the base the cards the instruction before acted on are on now
                f["at"] = s.AtBase.AFFECTED
            elif p.kind in (P.ON, P.AT) and self.is_its_new_base(p.np):
                # h16u: "Move a minion to another base. Destroy a minion at its new base": the base
                # the card just moved is on now (as "at that base" after the move)
                f["at"] = s.AtBase.AFFECTED
                consume_all(p.np)
            elif p.kind in (P.FROM, P.AT, P.ON) and isinstance(p.np, n.Ref) and p.np.kind == R.HERE:
                f["at"] = s.AtBase.HERE            # "from here"
            elif p.kind == P.ON and isinstance(p.np, n.Ref) and p.np.kind == R.IT \
                    and self.card.type == self.rs.base_type and not self.ctx.picking:
                f["at"] = s.AtBase.HERE            # in a base's text, "on it": on this base
            elif p.kind in WHOSE:
                self.whose(f, p)
            elif p.kind == P.WITH and isinstance(p.np, n.Selection) \
                    and p.np.noun.kind in (NK.POWER_COUNTER, NK.MARKER) \
                    and (p.np.quant is None or p.np.quant.kind in (Q.ONE, Q.EXACTLY, Q.AT_LEAST, Q.NO, Q.AT_MOST)):
                # "with +1 power counters" / "with a +1 power counter" / "with two or more …" /
                # "that has no +1 power counters" / "with one or fewer …" ("with a stasis
                # counter": a counter the set declares)
                q = p.np.quant.kind if p.np.quant is not None else None
                least = p.np.quant.number.value if p.np.quant is not None and p.np.quant.number is not None else 1
                cmp = s.Cmp.EQ if q == Q.NO else s.Cmp.LE if q == Q.AT_MOST else s.Cmp.GE
                counters.append(s.CounterTest(counter=self.counter_of(p.np), cmp=cmp,
                                              value=0 if q == Q.NO else least))
                if i < len(ph) and ph[i].kind == P.ON and isinstance(ph[i].np, n.Ref) and ph[i].np.kind in (R.IT, R.THEM):
                    i += 1                  # "… with a +1 power counter on it": on the card itself
            elif p.kind in (P.FROM, P.AT, P.ON) and i < len(ph) and ph[i].kind in (P.REL_STAT, P.A_REL_STAT) \
                    and ph[i].np is None \
                    and self.is_bases(p.np) and self.rs.stat(ph[i].stat.text.lower()) is not None:
                # "from bases with a lower breakpoint": than the base the cards go to (here, or the
                # chosen base) — a test on the base each card is on (bases.py)
                f["base"] = self.base_compared(ph[i])
                consume_all(p.np)
                consume(ph[i])
                i += 1
            elif p.kind in (P.FROM, P.AT, P.ON) and self.is_other_base(p.np):
                # "from another base", "at another base"; after "Choose a base": other than that one
                f["at"] = s.AtBase.NOT_PICKED if self.ctx.picked_base else s.AtBase.ELSEWHERE
            elif p.kind in (P.ON, P.PLAYED_ON) and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.KIND \
                    and self.kinds.get(p.np.noun.words[-1].text) not in (None, self.rs.base_type):
                # "an action on a minion", "an action played on another minion / on one of your
                # minions": played on a card that the words after "on" select
                f["attached"] = s.AttachedTo.ANY
                f["host"] = self.host_filter(p.np)
            elif p.kind == P.PLAYED_ON and self.is_any_base(p.np):
                f["attached"] = s.AttachedTo.NOTHING    # "an action played on a base": on the base itself
            elif p.kind == P.DIFFERENT_NAME:
                # "… with a different name": than the card(s) the instruction before acted on or
                # chose (`Filter.named_unlike`, fixed when the filter is used)
                if not (self.ctx.after or self.ctx.picking):
                    raise self.no(p, "`with a different name` with no card acted on or chosen before it")
                f["named_unlike"] = True
            elif p.kind in HISTORY:
                # "a minion (that was) played this turn", "… that was played or moved to this base
                # this turn": a card an event of this turn was about (`Filter.this_turn`)
                f["this_turn"] = HISTORY[p.kind]
                if p.np is not None:
                    if not self.to_here(attrs.evolve(p, kind=P.TO)):
                        raise self.no(p.np, f"`{self.words(p.np)}` after `moved to` (only `this base`, `here`)")
                    consume_all(p.np)
                    f["at"] = s.AtBase.HERE
            elif of_yours(p):
                self.set_controller(f, s.Controller.YOU, p)     # "a minion of yours"
            elif p.kind == P.YOU_PLAYED and i < len(ph) and ph[i].kind == P.THIS_TURN:
                consume(ph[i])                          # "a minion you played this turn": by you
                i += 1
                f["played_by"] = s.Controller.YOU
            elif p.kind in (P.PLAYED_ON, P.ON) and isinstance(p.np, n.Ref) and p.np.kind == R.THIS \
                    and p.np.word is not None and self.kinds.get(p.np.word.text) not in (None, self.rs.base_type) \
                    and self.names_itself(p.np.word.text) and not self.ctx.on_card:
                f["attached"] = s.AttachedTo.THIS       # "each action attached to this minion"
            elif p.kind in (P.SAME_NAME, P.ON_THE_SAME) and i < len(ph) and ph[i].kind == P.AS \
                    and isinstance(ph[i].np, n.Ref) and ph[i].np.kind == R.THIS and not self.ctx.on_card \
                    and (p.kind == P.SAME_NAME or self.kinds.get(p.word.text) == self.rs.base_type):
                # "with the same name as this minion": its name; "on the same base as this
                # minion": the base it is on
                consume(ph[i])
                i += 1
                if p.kind == P.SAME_NAME:
                    f["name"] = self.card.name
                else:
                    f["at"] = s.AtBase.HERE
            elif p.kind == P.WITH and isinstance(p.np, n.Selection) and p.np.noun.kind == NK.KIND \
                    and self.kinds.get(p.np.noun.words[-1].text) not in (None, self.rs.base_type) \
                    and (p.np.quant is None or p.np.quant.kind == Q.ONE) and not self.is_base_word(np) \
                    and i < len(ph) and ph[i].kind in (P.ON, P.PLAYED_ON) and isinstance(ph[i].np, n.Ref) \
                    and ph[i].np.kind == R.IT:
                # "a minion that has an action attached to it", "… with an action on it": a card
                # attached to it matches the words after "with"
                consume(ph[i])
                i += 1
                f["carrying"] = self.filter(p.np, [])
            elif p.kind == P.DIRECTLY_AFFECTS and f.get("card_types") == ("action",) and isinstance(p.np, n.Selection) \
                    and not p.np.adjs and p.np.owner is None and (p.np.quant is None or p.np.quant.kind == Q.ONE) \
                    and p.np.noun.kind == NK.KIND and self.kinds.get(p.np.noun.words[-1].text) not in (None, self.rs.base_type) \
                    and i == len(ph):
                # "search … for an action that directly affects a minion": its text can (SU-L9)
                consume_all(p.np)
                f["directs"] = (self.kinds[p.np.noun.words[-1].text],)
            elif p.kind == P.WITH and isinstance(p.np, n.Selection) and p.np.noun.kind in (NK.LABEL, NK.LABEL_ABILITY) \
                    and p.np.noun.words and p.np.noun.words[0].text.lower() in self.rs.labels \
                    and (p.np.quant is None or p.np.quant.kind == Q.ONE) and not p.np.adjs and p.np.owner is None:
                # "a card that has a Special ability", "a minion with a Talent": one of its
                # printed abilities has that label
                consume_all(p.np)
                f["labels"] = (p.np.noun.words[0].text.lower(),)
            else:
                raise self.no(p, f"the phrase `{self.words(p)}` in a selection")
        if counters:
            f["counters"] = tuple(counters)
        if superl is not None:
            # "a minion with the highest power there": at least (most) the highest among the
            # cards the rest of the selection matches
            among = s.Filter(**f, stats=tuple(stats))
            if on_one_base and among.at is None:
                # u16e: "a minion with the lowest power on a base (where you have a minion)": the
                # lowest among the cards on its own base, not among every base's cards
                among = attrs.evolve(among, at=s.AtBase.TESTED, base=None)
            least, stat = superl
            stats.append(s.StatTest(stat=stat, cmp=s.Cmp.LE if least else s.Cmp.GE,
                                    amount=s.MaxStat(filter=among, stat=stat, least=least)))
        if stats:
            f["stats"] = tuple(stats)
        return s.Filter(**f)

    def whose(self, f: dict[str, Any], p: n.Phrase) -> None:
        """"(a minion) you own", "they control", "you do not own", "owned by another player",
        "controlled by you": whose the card is (owner) or who controls it. "they" is the player
        carrying out the instruction ("each player destroys a minion they own")."""
        field = "owner" if p.kind in OWNS else "controller"
        if p.kind in (P.THEY_OWN, P.THEY_CONTROL) and not self.ctx.acting:
            raise self.no(p, f"`{self.words(p)}` with no player carrying out the instruction")
        if p.kind in (P.YOU_DO_NOT_OWN, P.YOU_DO_NOT_CONTROL):
            if self.ctx.acting:
                raise self.no(p, f"`{self.words(p)}` in another player's instruction")
            who = s.Controller.OPPONENT
        elif p.kind in (P.OWNED_BY, P.CONTROLLED_BY):
            who = self.player_word(p.np)
            if who is None:
                return                      # "owned by any player": anyone's
        else:
            who = s.Controller.YOU
        if field == "controller":
            self.set_controller(f, who, p)
        elif f.get("owner", who) is not who:
            raise self.no(p, "a selection whose words ask for two different owners")
        else:
            f["owner"] = who

    def player_word(self, np: Any) -> s.Controller | None:
        """"you" -> YOU; "another player", "other players", "an opponent" -> OPPONENT; "any
        player" -> None (anyone). Other players' words (one player, "a player") are E501."""
        if isinstance(np, n.Ref) and np.kind == R.YOU:
            return s.Controller.YOU
        if isinstance(np, n.Selection) and np.owner is None and np.noun.kind in (NK.PLAYER, NK.OPPONENT):
            q = np.quant.kind if np.quant is not None else None
            if np.noun.kind == NK.OPPONENT and not np.adjs and q in (None, Q.ONE, Q.ANY):
                return s.Controller.OPPONENT
            if adjs_are(np, AdjKind.OTHER) and np.adjs and q in (None, Q.ONE, Q.ANY):
                consume_all(np)
                return s.Controller.OPPONENT     # "other players", "an other player"
            if not np.adjs and q == Q.ANOTHER:
                return s.Controller.OPPONENT     # "another player"
            if not np.adjs and q == Q.ANY:
                return None                      # "any player"
        raise self.no(np, f"whose card it is: `{self.words(np)}`")

    @probe
    def is_found(self, np: Any) -> bool:
        """"the actions" after "reveal cards … until you reveal two actions": the cards found (of the
        type sought, named again with `the`) (h16m)."""
        if not (self.ctx.until_found is not None and isinstance(np, n.Selection) and np.noun.kind == NK.KIND
                and np.quant is not None and np.quant.kind == Q.THE and np.owner is None and not np.adjs):
            return False
        kind = self.kinds.get(np.noun.words[-1].text)
        if kind is None or (kind,) != tuple(self.ctx.until_found.card_types):
            return False
        consume_all(np)
        return True

    @probe
    def is_rest(self, np: Any) -> bool:
        """"the rest (of the cards)", "the other cards", "the unused cards" after a reveal: the cards
        shown that nothing took (what `selector` reads them as)."""
        return bool(self.ctx.revealed and isinstance(np, n.Selection) and (
            np.noun.kind == NK.REST or (adjs_are(np, AdjKind.OTHER) and np.quant is not None and np.quant.kind == Q.THE)
            or (adjs_are(np, AdjKind.UNUSED) and np.owner is None and (np.quant is None or np.quant.kind == Q.THE))))

    def is_revealed_cards(self, np: Any) -> bool:
        """"the revealed cards" after a reveal (or a look): the cards it showed (read only if so)."""
        return peek(self._is_revealed_cards, np) and self._is_revealed_cards(np)

    def _is_revealed_cards(self, np: Any) -> bool:
        if not (self.ctx.revealed and isinstance(np, n.Selection) and np.quant is not None and np.quant.kind == Q.THE
                and np.owner is None and np.noun.kind == NK.KIND and np.noun.words[-1].text in ("card", "cards")):
            return False
        return adjs_are(np, AdjKind.REVEALED)

    @staticmethod
    def is_there(np: Any) -> bool:
        return isinstance(np, n.Ref) and np.kind == R.THERE

    def last_base(self) -> Any:
        """The base the instruction before took its cards from, when its words named one (the
        chosen card's base): `Filter.at` PICKED; else None."""
        last = last_step(self.ctx.last) if self.ctx.last is not None else None
        target = getattr(last, "target", None)
        f = getattr(target, "filter", None)
        return s.AtBase.PICKED if isinstance(f, s.Filter) and f.at is s.AtBase.PICKED else None

    def is_its_new_base(self, np: Any) -> bool:
        """h16u: "its base" / "its new base" right after an instruction that moved cards between
        bases (not in a trigger, nothing chosen since): the base the moved card is on now."""
        last = self.ctx.last
        with unread():
            return isinstance(np, n.Selection) and self.is_base_word(np) and np.owner is not None \
                and np.owner.kind == OwnerKind.IT and np.quant is None \
                and all(a.kind == AdjKind.NEW for a in np.adjs) and not self.ctx.picking \
                and self.ctx.after and not self.ctx.in_trigger and last is not None \
                and last.KIND == "move" and last.to_zone is None

    def left_in_play(self) -> bool:
        """Whether the instruction before left the cards it acted on on a base (so that "there"
        is where they are): moved between bases, changed, given counters, taken control of."""
        last = self.ctx.last
        if last is None:
            return False
        if last.KIND == "move":
            return last.to_zone is None
        return last.KIND in ("modify", "place_counters", "gain_control", "attach")

    def random_count(self, np: n.Selection, phrases: list) -> tuple[int, tuple, list] | None:
        """For "a random X" / "N random X" / "X at random": (how many, the other adjectives, the
        other phrases); None when nothing is random. A quantity other than one or N is E501."""
        with unread():
            rnd = [a for a in np.adjs if a.kind == AdjKind.RANDOM]
            at = [p for p in phrases if p.kind == P.AT_RANDOM]
        if not rnd and not at:
            return None
        for x in rnd + at:
            consume(x)
        q = np.quant.kind if np.quant is not None else None
        if q == Q.ANOTHER and self.is_base_word(np):
            # "another random base" (to move to) would be one other than the moved card's: the
            # runtime picks at random among bases other than this card only
            raise self.no(np, f"`{self.words(np)}`: a random base other than a moved card's")
        if q in (Q.ONE, Q.THE, Q.ANOTHER):
            count = 1
        elif q == Q.EXACTLY:
            count = np.quant.number.value
        else:
            raise self.no(np.quant or np, f"`random` with the quantity `{self.words(np.quant or np)}`")
        return count, tuple(a for a in np.adjs if a not in rnd), [p for p in phrases if p not in at]

    def is_this_base_word(self, np: Any) -> bool:
        """"this base" (the words, whatever card they are written on)."""
        return isinstance(np, n.Ref) and np.kind == R.THIS and np.word is not None \
            and self.kinds.get(np.word.text) == self.rs.base_type

    def host_filter(self, np: n.Selection) -> s.Filter:
        """The card an attached card is played on: "a minion", "another minion" (not this card),
        "one of your minions"."""
        q = np.quant.kind if np.quant is not None else None
        one = q == Q.EXACTLY and np.quant.number is not None and np.quant.number.value == 1     # "one of"
        if q not in (None, Q.ONE, Q.ANOTHER, Q.ANY) and not one:
            raise self.no(np.quant, "a card played on a number of cards")
        consume(np.quant)
        f = self.filter(attrs.evolve(np, quant=None), [])
        return attrs.evolve(f, other=f.other or q == Q.ANOTHER)

    def card_value(self, a: n.AmountPhrase, stat: str) -> Any:
        """h16n: "(less than or equal to) that minion" as a number: the value of the stat compared
        of the card it names (the chosen one, the one acted on before, this card)."""
        r = a.np
        if r.kind == R.THAT and not self.ctx.picking:
            if self.ctx.after and self.ctx.last is not None and acts_on_cards(self.ctx.last):
                consume(a)              # "Destroy a minion. … with power less than that minion": the one destroyed
                return s.StatOf(of=s.Affected(), stat=stat)
            if self.ctx.when is None:
                raise self.no(a, f"`{self.words(a)}` with no card named before")
        consume(a)
        return s.StatOf(of=self.compared(r), stat=stat)

    def owner_value(self, a: n.AmountPhrase) -> Any:
        """r2b: "this minion's power", "that minion's power" (the chosen card, or the one acted on
        before) as the number a stat is compared with."""
        o = a.owner
        if o is not None and o.kind == OwnerKind.THIS and a.stat is not None \
                and (o.word is None or self.kinds.get(o.word.text.lower().removesuffix("'s")) == self.card.type):
            consume(a)
            consume_all(o)
            return s.StatOf(of=s.This(), stat=a.stat.text)
        v = self.computed(a)
        if not isinstance(v, s.StatOf):
            raise self.no(a, "a comparison with this value")
        consume(a)
        return v

    def rel_bound(self, p: n.Phrase, rest: list) -> s.StatTest:
        """u16b: a stat compared with cards a noun phrase selects, as a bound of their values: "lower
        than one of your minions" is lower than the highest of them (none: no card passes), "higher
        than the minion you have with the lowest power" is higher than that lowest value."""
        np, stat, less = p.np, p.stat.text, p.rel.kind == RelKind.LESS
        q = np.quant.kind if np.quant is not None else None
        sup = [x for x in rest if x.kind == P.SUPERL]
        if q == Q.THE and len(sup) == 1 and sup[0].stat.text.lower() == stat.lower() and not np.noun.plural:
            least = sup[0].superl.kind == SuperlKind.LEAST      # "than the minion … with the highest power"
            consume(sup[0])
        elif less and not sup and (q in (Q.ONE, Q.ANY) or (q == Q.EXACTLY and np.quant.number.value == 1)):
            least = False       # "lower than one of your minions": lower than the highest of them
        else:
            raise self.no(p, f"`{self.words(p)}`: compared with several cards (say `one of …`, or `the … with "
                             f"the highest {stat}`)")
        consume(np.quant)
        f = self.filter(attrs.evolve(np, quant=None), [x for x in rest if x.kind != P.SUPERL])
        return s.StatTest(stat=stat, cmp=s.Cmp.LT if less else s.Cmp.GT,
                          amount=s.MaxStat(filter=f, stat=stat, least=least))

    def compared(self, np: Any) -> Any:
        """The card a comparison is made with: "this minion", "yours" (the chosen one)."""
        if isinstance(np, n.Ref) and np.kind == R.YOURS and self.ctx.picking:
            return s.Picked()
        if isinstance(np, n.Ref) and np.kind in (R.THIS, R.IT, R.THAT):
            return self.ref(np)
        raise self.no(np, "a comparison with this card")

    def affects(self, subj: n.Subject | None) -> Any:
        if subj is None:
            return s.This()
        if subj.np is None:
            raise self.no(subj, "this subject")
        return self.selector(subj.np, list(subj.phrases))

    def base_selector(self, np: Any) -> Any:
        if isinstance(np, n.Ref) and np.kind == R.THERE and not self.ctx.picking:
            if self.ctx.in_trigger:
                return s.Each(filter=s.Filter(card_types=(self.rs.base_type,), at=s.AtBase.EVENT))
            if self.left_in_play():
                # h16n: "transfer this card to a new base to move … from here to there": the
                # base the cards the instruction before acted on are on now
                return s.Each(filter=s.Filter(card_types=(self.rs.base_type,), at=s.AtBase.AFFECTED))
            raise self.no(np, "moving to `there`")
        if isinstance(np, n.Ref) and np.kind == R.HERE:
            return self.here_base(np)
        return self.selector(np, [])

    def here_base(self, np: Any) -> Any:
        """"here" as a place: the base this card is on (a minion's or an action's on a base),
        or this base."""
        if self.ctx.on_card and self.card.type != self.rs.base_type and not self.ctx.on_base:
            raise self.no(np, "`here` on a card played on a card")
        return self.this_base()

    def this_base(self) -> Any:
        """"here" as a place to go: this base, or the base this card is on."""
        return s.This() if self.card.type == self.rs.base_type else s.Host()

    def family(self, name: str) -> str | None:
        """A family of names: "Gearbots" (or "Gearbot") names the cards of the set whose names
        begin with the word(s) "Gearbot", when at least two do. None when `name` is no family."""
        if self.table is None:
            return None
        forms = [name]
        if name.endswith("es"):
            forms.append(name[:-2])
        if name.endswith("s"):
            forms.append(name[:-1])
        for form in forms:
            if form in self.table.prefixes and sum(1 for c in self.table.cards if c.startswith(form + " ")) >= 2:
                return form
        return None

    def plural_name(self, name: str) -> str | None:
        """"War Hounds": the plural of the name of a card of the set ("War Hound"), or None."""
        if self.table is None:
            return None
        for form in (name[:-2] if name.endswith("es") else None, name[:-1] if name.endswith("s") else None):
            if form and form in self.table.cards:
                return form
        return None

    @probe
    def shared_name(self, np: Any) -> str | None:
        """"a Madness card", "Madness cards": the name of a shared deck's cards (SU-M1), or None."""
        if isinstance(np, n.Selection) and np.noun.kind in (NK.NAME, NK.NAME_KIND) and np.noun.words:
            d = self.rs.shared_deck(np.noun.words[0].text)
            if d is not None and d.name == np.noun.words[0].text:
                return d.name
        return None

    def narrowed(self, np: Any) -> bool:
        """Whether a noun phrase says which cards ("a Madness card", "a minion", "non-Madness
        cards") rather than just how many cards ("two cards")."""
        if not isinstance(np, n.Selection):
            return False
        if any(a.kind != AdjKind.RANDOM for a in np.adjs) or np.noun.kind != NK.KIND:
            return True                     # ("a random card": how it is chosen, not which)
        return self.kinds.get(np.noun.words[-1].text) is not None
