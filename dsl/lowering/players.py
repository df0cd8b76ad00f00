"""Players: acting players ("each other player …", "the winner"), their instructions and zones."""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s

from .. import nodes as n


ACTING_PREDS = ("does", "do", "may", "must", "gains_resource", "loses_resource")


class Players:
    """Players who act and their instructions (a family of `Lowerer`)."""

    def acting_players(self, subj: n.Subject | None) -> tuple | None:
        """The players a statement's subject names, when they act themselves: "the winner",
        "the runner-up", "that player" / "they" (of the event), "its owner" / "its controller"
        (of the event's card), "each player [with a minion here]", "each other player"."""
        if subj is None or subj.stat is not None:
            return None
        np = subj.np
        phrases = list(subj.phrases)
        if isinstance(np, n.Ref):
            if np.kind in ("that_player", "they") and not phrases:
                return s.Who.EVENT_PLAYER, None
            return None
        if not isinstance(np, n.Selector) or np.adjs and [a.kind for a in np.adjs] != ["other"]:
            return None
        noun = np.noun.kind
        q = np.quant.kind if np.quant is not None else None
        owner = np.owner.kind if np.owner is not None else None
        if phrases and noun != "player":
            return None
        if noun in ("winner", "runner_up") and q == "the" and owner is None and not np.adjs:
            return (s.Who.WINNER if noun == "winner" else s.Who.RUNNER_UP), None
        if noun == "controller" and owner == "this" and q is None and not np.adjs and not phrases \
                and self.ctx.on_card and self.card.type != self.rs.base_type:
            return s.Who.HOST_CONTROLLER, None      # "this minion's controller" (an action on a minion)
        if noun in ("owner", "controller") and owner in ("it", "that") and q is None and not np.adjs:
            # whose "it" is meant, as `ref` decides for "it": the chosen card, the card the
            # previous instruction acted on, else the event's card
            if self.ctx.picking:
                return (s.Who.PICKED_OWNER if noun == "owner" else s.Who.PICKED_CONTROLLER), None
            if self.ctx.after:
                return (s.Who.AFFECTED_OWNER if noun == "owner" else s.Who.AFFECTED_CONTROLLER), None
            return (s.Who.EVENT_OWNER if noun == "owner" else s.Who.EVENT_CONTROLLER), None
        if noun in ("player", "opponent") and owner is None and q in ("each", "all", None if noun == "opponent" else "each") \
                and len(phrases) == 1 and phrases[0].kind == "other_than":
            # "all players other than the winner" ("other than you": each other player)
            if isinstance(phrases[0].np, n.Ref) and phrases[0].np.kind == "you":
                return s.Who.EACH_OPPONENT, None
            but = self.acting_players(n.Subject(np=phrases[0].np, span=phrases[0].span))
            if but is None or but[1] is not None:
                raise self.no(phrases[0], f"`{self.words(phrases[0])}` (only the winner, the runner-up, …)")
            return (s.Who.EACH_OPPONENT if (np.adjs or noun == "opponent") else s.Who.EACH_PLAYER), None, but[0]
        if noun in ("player", "opponent") and owner is None and q in ("each", "all", None if noun == "opponent" else "each"):
            who = s.Who.EACH_OPPONENT if (np.adjs or noun == "opponent") else s.Who.EACH_PLAYER
            having = None
            if phrases:
                # "each player with a minion here": only players who control such a card
                if phrases[0].kind != "with" or not isinstance(phrases[0].np, n.Selector):
                    return None
                w = phrases[0].np
                having = attrs.evolve(self.filter(attrs.evolve(w, quant=None), phrases[1:]),
                                      controller=s.Controller.YOU)
            return who, having
        return None

    def as_player(self, acting: tuple, pred: n.Pred) -> s.AsPlayer:
        """Instructions carried out by the players the subject names, each as "you"."""
        who, having, *but = acting              # (who, having[, but]): "other than the winner"
        with self.within(acting=True):
            k = pred.kind
            if k == "does":
                eff = self.effect(n.Effect(kind=pred.verb.kind, verb=pred.verb, np=pred.np, phrases=pred.phrases,
                                           span=pred.span))
            elif k in ("gains_resource", "loses_resource"):
                eff = self.effect(n.Effect(kind=k.replace("s_", "_"), amount=pred.amount, word=pred.word,
                                           phrases=pred.phrases, span=pred.span))
            elif k == "may":
                eff = s.May(effect=self.stmt(pred.effects))
            else:                               # do, must
                eff = self.stmt(pred.effects)
        return s.AsPlayer(who=who, effect=eff, having=having, but=but[0] if but else None)

    @staticmethod
    def as_does(pred: n.Pred) -> n.Pred:
        """"they draw a card" (plain verb after a plural subject) read as "draws a card"."""
        if pred.kind == "do" and pred.effects is not None and pred.effects.then is None \
                and len(pred.effects.items) == 1 and pred.effects.items[0].verb is not None:
            e = pred.effects.items[0]
            return n.Pred(kind="does", verb=e.verb, np=e.np, phrases=e.phrases, span=pred.span)
        return pred

    def players_of(self, subj: n.Subject | None) -> s.Who | None:
        """"each other player" / "each player" / "all players" as the subject of an instruction."""
        np = subj.np if subj is not None else None
        if not isinstance(np, n.Selector) or np.owner is not None:
            return None
        adjs = [a.kind for a in np.adjs]
        q = np.quant.kind if np.quant is not None else None
        if np.noun.kind == "player" and q in ("each", "all") and adjs == ["other"]:
            return s.Who.EACH_OPPONENT
        if np.noun.kind == "player" and q in ("each", "all") and not adjs:
            return s.Who.EACH_PLAYER
        if np.noun.kind == "opponent" and q in ("each", "all", None) and not adjs:
            return s.Who.EACH_OPPONENT
        return None

    def player_instruction(self, st: n.Statement, who: s.Who, pred: n.Pred) -> Any:
        """"Each other player discards a card." — draw and discard for other players."""
        if pred.kind == "must":
            items = pred.effects.items if pred.effects is not None and pred.effects.then is None else ()
            if len(items) != 1:
                return None
            verb, np, phrases = items[0].kind, items[0].np, list(items[0].phrases)
        else:
            verb, np, phrases = pred.verb.kind, pred.np, list(pred.phrases)
        if verb == "draw" and not phrases:
            return s.Draw(who=who, amount=s.Const(value=self.count(np)))
        if verb == "discard" and all(p.kind == "at_random" for p in phrases):
            return self.discard(who, np, phrases)
        return None

    def own_zone(self, p: n.Phrase) -> None:
        """"from your hand", "from your discard pile" (or "their" in another player's instructions):
        an instruction that reads only the acting player's own zone cannot take another's."""
        own = p.np.owner.kind if isinstance(p.np, n.Selector) and p.np.owner is not None else None
        if not (own in (None, "you") or (own == "they" and self.ctx.acting)):
            raise self.no(p, "a zone of another player here")

    def is_event_player(self, subj: n.Subject) -> bool:
        np = subj.np
        return isinstance(np, n.Ref) and np.kind in ("that_player", "they") and not subj.phrases

    def is_you(self, subj: n.Subject | None) -> bool:
        return subj is not None and isinstance(subj.np, n.Ref) and subj.np.kind == "you" and not subj.phrases

    def players_rel(self, subj: n.Subject | None) -> s.Controller | None:
        """Players as the subject of a "cannot": other players / opponents (OPPONENT), players /
        each player (ANY), you (YOU); None for any other subject."""
        if self.is_other_players(subj):
            return s.Controller.OPPONENT
        if self.is_you(subj):
            return s.Controller.YOU
        np = subj.np if subj is not None else None
        if isinstance(np, n.Selector) and np.noun.kind == "player" and not np.adjs and np.owner is None \
                and not subj.phrases and (np.quant is None or np.quant.kind in ("each", "all")):
            return s.Controller.ANY
        return None

    def is_other_players(self, subj: n.Subject | None) -> bool:
        """"Other players" / "opponents" as a subject."""
        np = subj.np if subj is not None else None
        if not isinstance(np, n.Selector) or np.quant is not None:
            return False
        return ((np.noun.kind == "player" and [a.kind for a in np.adjs] == ["other"])
                or (np.noun.kind == "opponent" and not np.adjs))

    def cause_controller(self, p: n.Phrase) -> s.Controller:
        """"by other players' abilities / cards": whose cards are barred (any kind of their cards)."""
        np = p.np
        word = np.noun.words[-1].text if isinstance(np, n.Selector) and np.noun.words else np.noun.kind
        if np.owner is None or np.adjs or word not in ("ability", "card", "cards"):
            raise self.no(p, "a cause other than a player's cards or abilities")
        if np.owner.kind == "other_players":
            return s.Controller.OPPONENT
        if np.owner.kind == "you":
            return s.Controller.YOU
        raise self.no(np.owner, "this owner of a cause")
