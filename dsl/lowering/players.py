"""Players: acting players ("each other player …", "the winner"), their instructions and zones."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n
from ..kinds import (
    AdjKind, CondKind, InstructionKind, NounKind as NK, OwnerKind, PhraseKind as P, PredKind, QuantKind as Q, RefKind as R,
    VerbKind)
from .accounting import adjs_are, consume, consume_all, probe


ACTING_PREDS = (PredKind.DOES, PredKind.DO, PredKind.MAY, PredKind.MUST, PredKind.GAINS_RESOURCE,
                PredKind.LOSES_RESOURCE)

# "each other player gains 1 VP": the instruction the predicate is
RESOURCE_PREDS = {PredKind.GAINS_RESOURCE: InstructionKind.GAIN_RESOURCE, PredKind.LOSES_RESOURCE: InstructionKind.LOSE_RESOURCE}
# r2a: subjects that name several players, each of whom carries out the instruction ("… a card each")
EACH_OF_SEVERAL = frozenset({s.Who.EACH_PLAYER, s.Who.EACH_OPPONENT, s.Who.AFFECTED_OWNER, s.Who.AFFECTED_CONTROLLER,
                             s.Who.PICKED_OWNER, s.Who.PICKED_CONTROLLER})


# "(starting with the current player)", "in turn order" (u16f): the order every "each player" follows
CURRENT_ORDER = (P.CURRENT_FIRST, P.IN_TURN_ORDER)


class Players:
    """Players who act and their instructions (a family of `Lowerer`)."""

    @probe
    def acting_players(self, subj: n.Subject | None) -> tuple | None:
        """The players a statement's subject names, when they act themselves: "the winner",
        "the runner-up", "that player" / "they" (of the event), "its owner" / "its controller"
        (of the event's card), "each player [with a minion here]", "each other player"."""
        if subj is None or subj.stat is not None:
            return None
        np = subj.np
        phrases = list(subj.phrases)
        if isinstance(np, n.Ref):
            if np.kind in (R.THAT_PLAYER, R.THEY) and not phrases and self.ctx.player_round:
                return s.Who.PLAYER_PICKED, None    # h16x: in a round "for each other player": that player
            if np.kind in (R.THAT_PLAYER, R.THEY) and not phrases:
                return s.Who.EVENT_PLAYER, None
            return None
        if not isinstance(np, n.Selection) or np.adjs and not adjs_are(np, AdjKind.OTHER):
            return None
        noun = np.noun.kind
        q = np.quant.kind if np.quant is not None else None
        owner = np.owner.kind if np.owner is not None else None
        if phrases and noun != NK.PLAYER:
            return None
        if noun == NK.OPPONENT and owner == OwnerKind.YOU and q is None and not np.adjs and not phrases \
                and self.rs.combat:
            return s.Who.EACH_OPPONENT, None        # Berserk "your opponent": the one opponent (BH-K13)
        if noun == NK.PLAYER and q == Q.THE and owner is None and not np.adjs and len(phrases) == 1 \
                and phrases[0].kind == P.THAT_DESTROYED_IT and self.ctx.when is not None \
                and self.ctx.when.event is s.Event.DESTROY:
            # "After a minion is destroyed here, the player that destroyed it may …": whose
            # ability destroyed it (no one, when a rule did)
            consume(phrases[0])
            return s.Who.EVENT_CAUSER, None
        if noun == NK.PLAYER and q == Q.THE and owner is None and not np.adjs and len(phrases) == 1 \
                and phrases[0].kind == P.SUPERL and phrases[0].word is not None and phrases[0].word.cls == "RESOURCE" \
                and self.rs.vp_resource is not None and self.resource(phrases[0].word) == self.rs.vp_resource:
            # "the player with the most / fewest VP": each player tied for it
            consume(phrases[0])
            most = phrases[0].superl.kind.value == "most"
            return (s.Who.MOST_VP if most else s.Who.FEWEST_VP), None
        if noun == NK.PLAYER and q in (Q.THE, Q.EACH) and owner is None and not np.adjs and phrases \
                and (phrases[0].kind == P.SUPERL_COUNT or (phrases[0].kind == P.SUPERL and phrases[0].stat is not None)):
            # r2b: "the player with the fewest minions here", "each player with the most power on a base"
            return s.Who.EACH_PLAYER, self.ranked(phrases)
        if noun in (NK.WINNER, NK.RUNNER_UP) and q == Q.THE and owner is None and not np.adjs:
            return (s.Who.WINNER if noun == NK.WINNER else s.Who.RUNNER_UP), None
        if noun == NK.CONTROLLER and owner == OwnerKind.THIS and q is None and not np.adjs and not phrases \
                and self.ctx.on_card and self.card.type != self.rs.base_type:
            return s.Who.HOST_CONTROLLER, None      # "this minion's controller" (an action on a minion)
        if noun in (NK.OWNER, NK.CONTROLLER) and (owner in (OwnerKind.IT, OwnerKind.THAT)
                                                  or owner == OwnerKind.THEY and np.noun.plural) and q is None and not np.adjs:
            # whose "it" is meant, as `ref` decides for "it": the chosen card, the card the
            # previous instruction acted on, else the event's card
            if owner == OwnerKind.THEY:
                # r2a: "their owners": of the cards the instruction before acted on, else of the
                # cards chosen (not of a base chosen), each such player once
                if self.ctx.after:
                    return (s.Who.AFFECTED_OWNER if noun == NK.OWNER else s.Who.AFFECTED_CONTROLLER), None
                if not self.ctx.picking or self.ctx.picked_base or self.ctx.player_picked:
                    return None
            if self.ctx.picking:
                return (s.Who.PICKED_OWNER if noun == NK.OWNER else s.Who.PICKED_CONTROLLER), None
            if self.ctx.after:
                return (s.Who.AFFECTED_OWNER if noun == NK.OWNER else s.Who.AFFECTED_CONTROLLER), None
            return (s.Who.EVENT_OWNER if noun == NK.OWNER else s.Who.EVENT_CONTROLLER), None
        if noun in (NK.PLAYER, NK.OPPONENT) and owner is None and q in (Q.EACH, Q.ALL, None if noun == NK.OPPONENT else Q.EACH) \
                and len(phrases) == 1 and phrases[0].kind == P.OTHER_THAN:
            # "all players other than the winner" ("other than you": each other player)
            if isinstance(phrases[0].np, n.Ref) and phrases[0].np.kind == R.YOU:
                return s.Who.EACH_OPPONENT, None
            but = self.acting_players(n.Subject(np=phrases[0].np, span=phrases[0].span))
            if but is None or but[1] is not None:
                raise self.no(phrases[0], f"`{self.words(phrases[0])}` (only the winner, the runner-up, …)")
            return (s.Who.EACH_OPPONENT if (np.adjs or noun == NK.OPPONENT) else s.Who.EACH_PLAYER), None, but[0]
        if noun == NK.PLAYER and owner is None and not phrases and (
                q is None and np.noun.plural and adjs_are(np, AdjKind.OTHER) or q == Q.ANY):
            # "other players draw a card": each other player; "any player may draw a card": each
            # player may, in turn order from the current player (docs/runtime.md)
            return (s.Who.EACH_OPPONENT if np.adjs else s.Who.EACH_PLAYER), None
        if noun in (NK.PLAYER, NK.OPPONENT) and owner is None and q in (Q.EACH, Q.ALL, None if noun == NK.OPPONENT else Q.EACH) \
                and len(phrases) == 1 and phrases[0].kind in (P.WHO_DOES, P.WHO_DOES_NOT):
            return self.who_did(np, phrases[0])
        if noun in (NK.PLAYER, NK.OPPONENT) and owner is None and q in (Q.EACH, Q.ALL, None if noun == NK.OPPONENT else Q.EACH):
            who = s.Who.EACH_OPPONENT if (np.adjs or noun == NK.OPPONENT) else s.Who.EACH_PLAYER
            having = None
            if phrases:
                # "each player with a minion here": only players who control such a card
                if phrases[0].kind != P.WITH or not isinstance(phrases[0].np, n.Selection):
                    return None
                w = phrases[0].np
                having = attrs.evolve(self.filter(attrs.evolve(w, quant=None), phrases[1:]),
                                      controller=s.Controller.YOU)
            return who, having
        return None

    def who_did(self, np: n.Selection, does: n.Phrase) -> tuple:
        """r2a: "Each player may discard a card. Each player who does draws two cards." (and "… who
        does not …"): of the players the instruction before asked, those who did what it asked
        (who did nothing of it); the subject names the same players it asked."""
        asked = self.ctx.asked
        if not isinstance(asked, s.AsPlayer) or asked.having is not None or asked.but is not None \
                or self.ctx.last is not asked:
            raise self.no(does, f"`{self.words(does)}` not right after an instruction to those players")
        same = self.acting_players(n.Subject(np=np, span=np.span))
        if same is None or same[0] is not asked.who or same[1] is not None:
            raise self.no(np, "other players than the instruction before asked")
        consume(does)
        return (s.Who.ASKED_DID if does.kind == P.WHO_DOES else s.Who.ASKED_DID_NOT), None

    def each_reveals_then(self, first: Any, second: Any) -> bool:
        """r2a: "Each player reveals the top card of their deck." followed by a sentence about "each
        player who reveals X" (the same players)."""
        if not (isinstance(first, n.Statement) and isinstance(second, n.Statement) and not first.more
                and not second.more and first.subject is not None and second.subject is not None):
            return False
        p = first.pred
        ph = second.subject.phrases
        return p.kind == PredKind.DOES and p.verb is not None and p.verb.kind == VerbKind.REVEAL \
            and len(ph) == 1 and ph[0].kind == P.WHO_REVEALS and isinstance(second.subject.np, n.Selection)

    def each_reveals(self, first: n.Statement, second: n.Statement) -> s.AsPlayer:
        """r2a: "Each player reveals the top card of their deck. Each player who reveals a minion may
        play it as an extra minion.": each player in turn order reveals, as "you", and if the card
        revealed is one of those, does the second sentence (as "If it is a minion, you may play
        it …" after "Reveal the top card of your deck.")."""
        acting = self.acting_players(first.subject)
        if acting is None or len(acting) != 2 or acting[1] is not None \
                or acting[0] not in (s.Who.EACH_PLAYER, s.Who.EACH_OPPONENT):
            raise self.no(first.subject, "a reveal by players other than each (other) player")
        phrase = second.subject.phrases[0]
        same = self.acting_players(n.Subject(np=second.subject.np, span=second.subject.span))
        if same is None or same[0] is not acting[0] or same[1] is not None:
            raise self.no(second.subject, "other players than those who revealed")
        consume(phrase)
        it = n.Ref(kind=R.IT, span=phrase.span)
        cond = n.Cond(kind=CondKind.IS, np=it, np2=phrase.np, span=phrase.span)
        you = n.Subject(np=n.Ref(kind=R.YOU, span=second.subject.span), span=second.subject.span)
        sp = second.pred
        if sp.kind == PredKind.DOES:        # ("draws it": "draw it")
            body = n.Effects(items=(n.Instruction(kind=sp.verb.kind, verb=sp.verb, np=sp.np, phrases=sp.phrases,
                                                  span=sp.span),), span=sp.span)
        elif sp.kind in RESOURCE_PREDS:     # ("gains 1 VP": "gain 1 VP")
            body = n.Effects(items=(n.Instruction(kind=RESOURCE_PREDS[sp.kind], amount=sp.amount, word=sp.word,
                                                  phrases=sp.phrases, span=sp.span),), span=sp.span)
        else:
            body = attrs.evolve(second, subject=you)
        then = n.Conditional(cond=cond, body=body, span=second.span)
        pred = first.pred
        shown = n.Instruction(kind=InstructionKind.REVEAL, verb=pred.verb, np=pred.np, phrases=pred.phrases,
                              span=pred.span)
        with self.within(acting=True):
            eff = self.reveal(shown, [then])
        return s.AsPlayer(who=acting[0], effect=eff)

    def as_player(self, acting: tuple, pred: n.Pred) -> s.AsPlayer:
        """Instructions carried out by the players the subject names, each as "you"."""
        who, having, *but = acting              # (who, having[, but]): "other than the winner"
        ranked = having if isinstance(having, s.Ranked) else None      # r2b: players first by a measure
        having = None if ranked is not None else having
        if who in (s.Who.EACH_PLAYER, s.Who.EACH_OPPONENT):
            pred = self.current_first(pred)
        if who in EACH_OF_SEVERAL:
            pred = self.each_last(pred)
        with self.within(acting=True):
            k = pred.kind
            if k == PredKind.DOES:
                eff = self.effect(n.Instruction(kind=pred.verb.kind, verb=pred.verb, np=pred.np, phrases=pred.phrases,
                                           span=pred.span))
            elif k in RESOURCE_PREDS:
                eff = self.effect(n.Instruction(kind=RESOURCE_PREDS[k], amount=pred.amount, word=pred.word,
                                           phrases=pred.phrases, span=pred.span))
            elif k == PredKind.MAY:
                eff = s.May(effect=self.stmt(pred.effects))
            else:                               # do, must
                eff = self.stmt(pred.effects)
        return s.AsPlayer(who=who, effect=eff, having=having, but=but[0] if but else None, ranked=ranked)

    def ranked(self, phrases: list) -> s.Ranked:
        """r2b: "with the most power here / on a base", "with the fewest minions here / on a base",
        "with the most actions": the players first by their total power on a base, or by the
        number of such cards they control (where the phrases after it say; "on a base": on each
        base in play, a player first on any of them)."""
        first, rest = phrases[0], phrases[1:]
        least = first.superl.kind.value == "least"
        each_base = len(rest) == 1 and rest[0].kind in (P.ON, P.AT) and self.is_any_base(rest[0].np)
        if len(rest) > 1 or rest and not each_base and rest[0].kind != P.HERE:
            raise self.no(rest[-1], "where players are compared")
        if first.kind == P.SUPERL:
            if self.rs.stat(first.stat.text.lower()) is None or first.stat.text.lower() != "power" or not rest:
                raise self.no(first, "players compared by this value")
            f = None
        else:
            f = self.filter(attrs.evolve(first.np, quant=None), [] if each_base else list(rest))
            if f.controller is not s.Controller.ANY or f.zone is not None:
                raise self.no(first, "players compared by these cards")
        consume(first)
        for p in rest:
            consume(p)
            if p.np is not None:
                consume_all(p.np)
        return s.Ranked(filter=f, least=least, each_base=each_base)

    def turn_order(self, st: n.Statement) -> Any:
        """u16f: "Each player draws a card, starting with you." / "Each player, in turn order, may
        play an extra minion." / "…, then discards a card, in turn order.": the order the players
        act in, said after the subject or closing the sentence; "in turn order" is the order of
        every "each player" (turn order from the current player), "starting with you" turn order
        from this ability's controller (`Who.EACH_PLAYER_YOU_FIRST`: each player does all the
        sentence says before the next one). None when the sentence says no order."""
        order = (P.YOU_FIRST, P.CURRENT_FIRST, P.IN_TURN_ORDER)
        subj = st.subject
        last = (st.pred,) + st.more
        said = None
        in_subject = subj is not None and bool(subj.phrases) and subj.phrases[-1].kind in order
        if in_subject:
            said = subj.phrases[-1]
            st = attrs.evolve(st, subject=attrs.evolve(subj, phrases=subj.phrases[:-1]))
        elif last[-1].phrases and last[-1].phrases[-1].kind in order:
            said = last[-1].phrases[-1]
            pred = attrs.evolve(last[-1], phrases=last[-1].phrases[:-1])
            st = attrs.evolve(st, pred=pred) if not st.more else attrs.evolve(st, more=st.more[:-1] + (pred,))
        elif not st.more and last[-1].effects is not None and last[-1].effects.then is None \
                and last[-1].effects.items and last[-1].effects.items[-1].phrases \
                and last[-1].effects.items[-1].phrases[-1].kind in order:
            eff = last[-1].effects
            said = eff.items[-1].phrases[-1]
            item = attrs.evolve(eff.items[-1], phrases=eff.items[-1].phrases[:-1])
            st = attrs.evolve(st, pred=attrs.evolve(st.pred, effects=attrs.evolve(eff, items=eff.items[:-1] + (item,))))
        if said is None or (said.kind in CURRENT_ORDER and not st.more and not in_subject):
            return None     # (a closing "in turn order" of one predicate: `current_first` reads it)
        acting = self.acting_players(st.subject)
        if acting is None or (acting[0] not in (s.Who.EACH_PLAYER, s.Who.EACH_OPPONENT) if said.kind in CURRENT_ORDER
                              else acting[0] is not s.Who.EACH_PLAYER or len(acting) > 2 or acting[1] is not None):
            raise self.no(said, f"`{self.words(said)}` after players other than each player")
        consume(said)
        eff = self.statement_effect(st)
        if said.kind in CURRENT_ORDER:
            return eff
        if isinstance(eff, s.AsPlayer) and eff.who is s.Who.EACH_PLAYER and eff.having is None:
            return attrs.evolve(eff, who=s.Who.EACH_PLAYER_YOU_FIRST)
        steps = eff.effects if isinstance(eff, s.Sequence) else (eff,)
        if all(getattr(x, "who", None) is s.Who.EACH_PLAYER and not isinstance(x, s.AsPlayer) for x in steps):
            # "each player draws a card[, then discards a card]": each player in turn does it all, as "you"
            mine = tuple(attrs.evolve(x, who=s.Who.YOU) for x in steps)
            return s.AsPlayer(who=s.Who.EACH_PLAYER_YOU_FIRST, effect=mine[0] if len(mine) == 1 else s.sequence(mine))
        raise self.no(said, f"`{self.words(said)}` on these instructions")

    @staticmethod
    def current_first(pred: n.Pred) -> n.Pred:
        """"Each player with an action here may draw a card (starting with the current player).": the
        closing phrase says the order the players act in, turn order from the current player,
        which is the order of every "each player" (runtime `players_for`); it is read here."""
        if pred.phrases and pred.phrases[-1].kind in CURRENT_ORDER:
            consume(pred.phrases[-1])
            return attrs.evolve(pred, phrases=pred.phrases[:-1])
        eff = pred.effects
        if eff is None or not eff.items or eff.then is not None or not eff.items[-1].phrases \
                or eff.items[-1].phrases[-1].kind not in CURRENT_ORDER:
            return pred
        last = eff.items[-1]
        consume(last.phrases[-1])
        last = attrs.evolve(last, phrases=last.phrases[:-1])
        return attrs.evolve(pred, effects=attrs.evolve(eff, items=eff.items[:-1] + (last,)))

    @staticmethod
    def each_last(pred: n.Pred) -> n.Pred:
        """r2a: "Their owners draw a card each.": "each" after the instruction of a subject that names
        several players says that each of them does it, as every such instruction is read."""
        if pred.kind == PredKind.DOES and pred.phrases and pred.phrases[-1].kind == P.EACH:
            consume(pred.phrases[-1])
            return attrs.evolve(pred, phrases=pred.phrases[:-1])
        eff = pred.effects
        if eff is None or len(eff.items) != 1 or eff.then is not None or not eff.items[-1].phrases \
                or eff.items[-1].phrases[-1].kind != P.EACH:
            return pred
        last = eff.items[-1]
        consume(last.phrases[-1])
        last = attrs.evolve(last, phrases=last.phrases[:-1])
        return attrs.evolve(pred, effects=attrs.evolve(eff, items=(last,)))

    @staticmethod
    def as_does(pred: n.Pred) -> n.Pred:
        """"they draw a card" (plain verb after a plural subject) read as "draws a card"."""
        if pred.kind == PredKind.DO and pred.effects is not None and pred.effects.then is None \
                and len(pred.effects.items) == 1 and pred.effects.items[0].verb is not None:
            e = pred.effects.items[0]
            return n.Pred(kind=PredKind.DOES, verb=e.verb, np=e.np, phrases=e.phrases, span=pred.span)
        return pred

    @probe
    def players_of(self, subj: n.Subject | None) -> s.Who | None:
        """"each other player" / "each player" / "all players" as the subject of an instruction."""
        np = subj.np if subj is not None else None
        if not isinstance(np, n.Selection) or np.owner is not None:
            return None
        adjs = [a.kind for a in np.adjs]
        q = np.quant.kind if np.quant is not None else None
        if np.noun.kind == NK.PLAYER and q in (Q.EACH, Q.ALL) and adjs_are(np, AdjKind.OTHER):
            return s.Who.EACH_OPPONENT
        if np.noun.kind == NK.PLAYER and q in (Q.EACH, Q.ALL) and not adjs:
            return s.Who.EACH_PLAYER
        if np.noun.kind == NK.OPPONENT and q in (Q.EACH, Q.ALL, None) and not adjs:
            return s.Who.EACH_OPPONENT
        return None

    def player_instruction(self, st: n.Statement, who: s.Who, pred: n.Pred) -> Any:
        """"Each other player discards a card." — draw and discard for other players."""
        if pred.kind == PredKind.MUST:
            items = pred.effects.items if pred.effects is not None and pred.effects.then is None else ()
            if len(items) != 1:
                return None
            verb, np, phrases = items[0].kind, items[0].np, list(items[0].phrases)
        else:
            verb, np, phrases = InstructionKind(pred.verb.kind), pred.np, list(pred.phrases)     # (every verb is an instruction)
        if verb == InstructionKind.DRAW and not phrases and not self.narrowed(np):
            # "each other player draws two cards" (which cards — "a Madness card" — is lowered
            # as each of them drawing, with `as_player`)
            return s.Draw(who=who, amount=s.Const(value=self.count(np)))
        if verb == InstructionKind.DISCARD and all(p.kind == P.AT_RANDOM for p in phrases) \
                and not (self.narrowed(np) and not phrases) and not self.up_to(np):
            # ("each player discards an action": which cards, each of them choosing, `as_player`)
            return self.discard(who, np, phrases)
        return None

    def own_zone(self, p: n.Phrase) -> None:
        """"from your hand", "from your discard pile" (or "their" in another player's instructions):
        an instruction that reads only the acting player's own zone cannot take another's."""
        own = p.np.owner.kind if isinstance(p.np, n.Selection) and p.np.owner is not None else None
        if not (own in (None, OwnerKind.YOU) or (own == OwnerKind.THEY and self.ctx.acting)):
            raise self.no(p, "a zone of another player here")

    def is_event_player(self, subj: n.Subject) -> bool:
        np = subj.np
        return isinstance(np, n.Ref) and np.kind in (R.THAT_PLAYER, R.THEY) and not subj.phrases

    def is_you(self, subj: n.Subject | None) -> bool:
        return subj is not None and isinstance(subj.np, n.Ref) and subj.np.kind == R.YOU and not subj.phrases

    @probe
    def players_rel(self, subj: n.Subject | None) -> s.Controller | None:
        """Players as the subject of a "cannot": other players / opponents (OPPONENT), players /
        each player (ANY), you (YOU); None for any other subject."""
        if self.is_other_players(subj):
            return s.Controller.OPPONENT
        if self.is_you(subj):
            return s.Controller.YOU
        if self.round_player_subject(subj):
            consume_all(subj)
            return s.Controller.YOU      # t16a: "they cannot …" in a round: that player's (`Apply.round_player`)
        np = subj.np if subj is not None else None
        if isinstance(np, n.Selection) and np.noun.kind == NK.PLAYER and not np.adjs and np.owner is None \
                and not subj.phrases and (np.quant is None or np.quant.kind in (Q.EACH, Q.ALL)):
            return s.Controller.ANY
        if isinstance(np, n.Selection) and np.noun.kind == NK.PLAYER and np.adjs and adjs_are(np, AdjKind.OTHER) \
                and np.owner is None and not subj.phrases and np.quant is not None and np.quant.kind == Q.EACH:
            return s.Controller.OPPONENT        # t16a: "each other player cannot …": as "other players"
        return None

    def round_player_subject(self, subj: n.Subject | None) -> bool:
        """t16a: "they" / "that player" as a subject in a round for each other player."""
        return (self.ctx.player_round and subj is not None and subj.stat is None and not subj.phrases
                and isinstance(subj.np, n.Ref) and subj.np.kind in (R.THEY, R.THAT_PLAYER))

    def in_round(self, st: n.Statement, eff: s.Apply) -> s.Apply:
        """t16a: a static for a while whose subject is "they" in a round for each other player
        ("… either they cannot play actions OR …"): made as that player's (`Apply.round_player`)."""
        return attrs.evolve(eff, round_player=True) if self.round_player_subject(st.subject) else eff

    @probe
    def is_other_players(self, subj: n.Subject | None) -> bool:
        """"Other players" / "opponents" as a subject."""
        np = subj.np if subj is not None else None
        if not isinstance(np, n.Selection) or np.quant is not None:
            return False
        return ((np.noun.kind == NK.PLAYER and adjs_are(np, AdjKind.OTHER))
                or (np.noun.kind == NK.OPPONENT and not np.adjs))

    def cause(self, p: n.Phrase) -> tuple[s.Controller, tuple[str, ...]]:
        """"by other players' abilities / cards / actions": whose cards are barred, and of which
        card types (empty: any kind of their cards)."""
        np = p.np
        types: tuple[str, ...] = ()
        if isinstance(np, n.Selection) and np.owner is None and np.noun.kind == NK.PLAYER \
                and adjs_are(np, AdjKind.OTHER) and np.adjs:
            return s.Controller.OPPONENT, types     # "by other players": by their cards
        if isinstance(np, n.Selection) and np.noun.words:
            word = np.noun.words[-1].text
            cards = word in ("ability", "card", "cards")                 # the word as written
            if not cards and np.noun.kind == NK.KIND and self.kinds.get(word) is not None:
                cards, types = True, (self.kinds[word],)                 # "other players' actions"
        else:
            cards = np.noun.kind == NK.ABILITY                          # "abilities"
        if np.owner is None or np.adjs or not cards:
            raise self.no(p, "a cause other than a player's cards or abilities")
        if np.owner.kind == OwnerKind.OTHER_PLAYERS:
            return s.Controller.OPPONENT, types
        if np.owner.kind == OwnerKind.YOU:
            return s.Controller.YOU, types
        raise self.no(np.owner, "this owner of a cause")
