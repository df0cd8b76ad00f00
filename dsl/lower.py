"""Stage 7, lower: the checked AST -> runtime IR (runtime/spec.py).

Every construct either becomes IR the interpreter executes or is an E501 diagnostic that
quotes the words and names what the runtime lacks — never a silent no-op. Lowering is by
sentence role: abilities (label, trigger, cost) -> effects (verbs) -> selectors (noun
phrases) -> filters (phrases), with one function per shape.
"""

from __future__ import annotations

from typing import Any

import attrs

from runtime import spec as s
from runtime.ruleset import Ruleset

from . import codes
from . import nodes as n
from .diagnostics import Diagnostic, error
from .lexer import plural
from .source import Span


class Unsupported(Exception):
    """A construct with no IR: carries the node whose words are quoted and the reason."""

    def __init__(self, node: Any, reason: str, *, label: str | None = None,
                 help: str | None = None) -> None:
        super().__init__(reason)
        self.node = node
        self.reason = reason
        self.label = label or "the runtime cannot execute this yet"
        self.help = help or "reword it with a construct the language reference lists as executable, or file an issue"


@attrs.define
class Lowered:
    abilities: list[tuple[Any, Span | None]]           # (IR ability, span of its text)
    play_on: s.Filter | None = None                    # "Play on a minion." (where an action goes)
    diagnostics: list[Diagnostic] = attrs.field(factory=list)


_CMP = {"le": s.Cmp.LE, "ge": s.Cmp.GE, "lt": s.Cmp.LT, "gt": s.Cmp.GT, "eq": s.Cmp.EQ}
_TIMING = {"before": s.Timing.BEFORE, "when": s.Timing.WHEN, "after": s.Timing.AFTER,
           "after_first": s.Timing.AFTER, "after_first_each": s.Timing.AFTER, "when_first": s.Timing.WHEN}
_DURATION = {
    ("until_end", "the"): s.Duration.END_OF_TURN, ("until_end", "your"): s.Duration.END_OF_TURN,
    ("until_start", "your_next"): s.Duration.START_OF_YOUR_NEXT_TURN,
    ("until_start", "your"): s.Duration.START_OF_YOUR_NEXT_TURN,
    ("until_next_turn", None): s.Duration.START_OF_YOUR_NEXT_TURN,
    ("while_in_play", None): s.Duration.WHILE_SOURCE_IN_PLAY,
}


class Lowerer:
    def __init__(self, rs: Ruleset, card: n.Card, text: str, path: str, slug: str, table: Any = None) -> None:
        self.rs = rs
        self.table = table          # the set's names (dsl.resolve.SymbolTable): card, subtype or faction
        self.card = card
        self.text = text
        self.path = path
        self.slug = slug
        self.kinds: dict[str, str] = {}
        for t in rs.card_types:
            self.kinds[t.name] = t.name
            self.kinds[plural(t.name)] = t.name
        for alias in rs.kind_aliases:
            self.kinds[alias] = alias
            self.kinds[plural(alias)] = alias
        self.on_card = False        # an action played on a card: "this minion" is its host
        self.on_base = False        # … played on a base: "here" is that base
        self.picking = False        # after "Choose …": "that base", "it", "there" are the choice
        # a condition the trigger's pattern carries (None: a trigger is being read, False: no trigger)
        self.pattern_cond: Any = False
        self.in_trigger = False     # in a triggered ability: "it", "there", "its base" are the event's
        self.player_picked = False  # in what follows "one player's": that player is chosen
        self.repeating = False      # in what a "for each …" does each time
        self.per_card = False       # in "for each …" of an ongoing change to several cards: "them" is each one
        self.after = False          # an earlier instruction acted on cards: "it" may be those cards
        self.asked: Any = None       # the last instruction to other players (`as_player`) of the ability
        self.counted_before = False  # "… to draw that many": the instruction before "to" acted on cards
        self.revealed = 0           # after "Reveal the top N cards …": N ("it", "the rest" are those); -1: a zone
        self.until_found: Any = None    # after "reveal cards … until you reveal X": the X shown ("them")
        self.look_zone = rs.deck_zone   # the zone of the revealed cards
        self.looked_other = False   # after "Look at another player's hand": "that player" is its owner
        self.swapped = False        # after a base was swapped into play: "there" is that base
        self.it_ref: Any = None     # what "it" is in an ongoing "If this minion has …, destroy it"
        self.acting = False         # in another player's instructions: "their" / "his or her" is theirs
        self.when: s.EventPattern | None = None     # the event of the trigger being lowered
        self.last: Any = None       # the previous instruction of the ability (what "you discarded" counts)
        self.plays_self_from: str | None = None     # "play this card from <zone> as an extra …": that zone
        self.replaced = False       # after "this base scores and is replaced": "the replacement base"
        self.index = 0

    # ------------------------------------------------------------------ helpers
    def words(self, node: Any) -> str:
        sp = getattr(node, "span", None)
        if sp is None:
            return "?"
        return " ".join(self.text[sp.start:sp.end].split())

    def no(self, node: Any, reason: str) -> Unsupported:
        return Unsupported(node, reason)

    def take_duration(self, ph: list, default: Any = s.Duration.DEFAULT) -> Any:
        """Take the duration phrase ("until the end of the turn") out of `ph`: how long, or
        `default` when there is none (the last one wins, as before)."""
        dur = default
        for p in [p for p in ph if p.kind == "duration"]:
            dur = self.duration(p.duration)
            ph.remove(p)
        return dur

    def set_controller(self, f: dict[str, Any], who: s.Controller, node: Any) -> None:
        """One selection, one controller: "an enemy creature you control" selects nothing, and
        keeping either word would run a card that does not do what it says."""
        if f.get("controller", who) is not who:
            raise Unsupported(node, "a selection whose words ask for two different controllers",
                              label="no card is controlled by both",
                              help="keep only the word that says whose card it is")
        f["controller"] = who

    def origin(self) -> str:
        return f"{self.rs.name}/{self.slug}#{self.index}"

    # ------------------------------------------------------------------ card
    def lower_card(self) -> Lowered:
        out = Lowered(abilities=[])
        for ab in self.card.abilities:
            self.after = False          # "it" refers back only within one ability
            self.asked = None
            self.swapped = False
            self.last = None
            try:
                result = self.ability(ab)
            except Unsupported as e:
                sp = getattr(e.node, "span", None) or ab.span
                out.diagnostics.append(error(
                    codes.E501, f"cannot compile `{self.words(e.node)}`: {e.reason}", sp, path=self.path,
                    label=e.label, help=e.help))
                continue
            except ValueError as e:     # the IR refuses a number ("up to 0 minions": at most 0, at least 1)
                out.diagnostics.append(error(
                    codes.E302, f"a number this ability cannot take ({e})", ab.span, path=self.path,
                    help="use a number the instruction can carry out (a count of cards is at least 1)"))
                continue
            if isinstance(result, tuple):
                # "Play on a minion. <more text>": where the card goes, then what it does on play
                out.play_on, result = result
            for ir in result:
                out.abilities.append((ir, ab.span))
                self.index += 1
        return out

    def ability(self, ab: n.Ability) -> list | tuple:
        label = ab.label.text if ab.label is not None else ""
        if not label and self.card.type == self.rs.base_type and ab.costs is None:
            label = "ongoing"       # a base is never played: its text is always in effect
        sentences = [y for x in ab.sentences for y in self.split_predicates(x)]
        for x in sentences:
            if x.where_x is not None:
                raise self.no(x, "an amount defined afterwards (`…, where X is …`)")
        # "Play on a minion." opens an action's text: where it is played, not an ability
        first = sentences[0].body
        if (not label and ab.costs is None and isinstance(first, n.Effects) and len(first.items) == 1
                and first.items[0].kind == "play_on"):
            self.on_card = True
            where = self.play_on_filter(first.items[0])
            self.on_base = where.card_types == (self.rs.base_type,)
            rest = [x for x in sentences[1:] if not x.reminder]
            if not rest:
                return where, []
            # the sentences after it act when the card is played, on the card it was played on
            return where, [s.OnPlay(origin=self.origin(), effect=self.seq(rest), label="")]
        if ab.costs is not None:
            return [s.Activated(origin=self.origin(), effect=self.seq(sentences), label=label,
                                costs=tuple(self.cost(c) for c in ab.costs.items))]
        if label == "talent":
            return [s.Activated(origin=self.origin(), effect=self.seq(sentences), label=label, per_turn=1,
                                phase="play cards", your_turn_only=True)]
        if len(sentences) == 1:
            one = self.standing(sentences[0].body, label)
            if one is not None:
                return [one]
        if label == "death":
            return [s.Triggered(origin=self.origin(), label=label, effect=self.seq(sentences),
                                when=s.EventPattern(event=s.Event.DESTROY, this=True))]
        if label in ("", "recruit"):
            limit = self.use_limit(sentences[-1].body) if len(sentences) > 1 else None
            if limit == "turn":
                # "… Only use one <name>'s ability each turn.": one use per turn among those cards
                return [s.OnPlay(origin=self.origin(), effect=self.seq(sentences[:-1]), label=label,
                                 once_per_name=limit)]
            return [s.OnPlay(origin=self.origin(), effect=self.seq(sentences), label=label)]
        return self.standing_sentences(ab, label, [x for x in sentences if not x.reminder])

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
            subjects = [attrs.evolve(st.subject, np=side, phrases=() if isinstance(side, n.Ref) else st.subject.phrases)
                        for side in (np.left, np.right)]
        if len(subjects) == 1 and not st.more:
            return [x]
        out = []
        for subj in subjects:
            for pred in (st.pred,) + st.more:
                one = attrs.evolve(st, subject=subj, pred=pred, more=())
                out.append(attrs.evolve(x, body=attrs.evolve(cond, body=one) if cond is not None else one))
        return out

    def standing(self, body: Any, label: str) -> Any:
        """One sentence that is an ability by itself: a trigger, a replacement, a static, an
        instruction timed by "at the start / end of … turn"; None for any other shape."""
        if label == "special" and self.set_aside_zone() is not None:
            act = self.set_aside_play(body)
            if act is not None:
                return act
        if isinstance(body, n.Prefixed) and body.kind == "once_per_turn":
            inner = self.standing(body.body, label)
            if isinstance(inner, (s.Triggered, s.Replacement)):
                return attrs.evolve(inner, once_per_turn=True)
            return None
        if isinstance(body, n.Triggered) and body.trigger.event is not None and body.trigger.kind == "when" \
                and body.trigger.event.ev.kind in ("destroyed", "dies") and _ends_with_instead(body.body):
            # "When your minions here are destroyed, return them to your hand instead"
            return self.replacing(body.trigger.event, body.body)
        if isinstance(body, n.Triggered) and body.trigger.event is not None \
                and body.trigger.event.ev.kind.startswith("would_"):
            # "When one of your minions would be destroyed, you may … instead"
            return self.replacing(body.trigger.event, body.body)
        if isinstance(body, n.Prefixed) and body.kind == "once_on_your_turn" and label and self.rs.play_phase:
            # "Once on your turn, you may …": used at will, once in each of your play phases (SU-A2)
            return s.Activated(origin=self.origin(), effect=self.stmt(body.body), label=label, per_turn=1,
                               phase=self.rs.play_phase, your_turn_only=True)
        if isinstance(body, n.Prefixed) and body.kind == "on_your_turn" and label:
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
        if isinstance(body, n.Triggered) and not self.is_delayed(body):
            return self.triggered(body, label)
        if isinstance(body, n.Conditional) and isinstance(body.body, n.Triggered) and self.about_revealed(body):
            # "Before …, reveal the top card of your deck and play it here if it is a minion": a
            # closing "if it is …" is about the revealed card, so it governs what follows the reveal
            return self.triggered(self.condition_after_reveal(body), label)
        if isinstance(body, n.Conditional) and isinstance(body.body, n.Triggered) \
                and not self.is_delayed(body.body) and not body.body.trigger.kind.startswith("when_first") \
                and (body.body.trigger.event is None or not body.body.trigger.event.ev.kind.startswith("would_")):
            # "If you have a minion here, when this base scores, …" / "If … when …, …": the trigger
            # fires as usual and the condition is checked as it resolves
            return self.triggered(body.body, label, cond=self.condition(body.cond))
        if isinstance(body, n.Conditional) and self.is_replacement(body):
            return self.replacement(body)
        if isinstance(body, n.Statement) and self.is_static(body) and not (not label and self.lasting(body)):
            return s.Static(origin=self.origin(), effect=self.static(body, None), label=label or "ongoing")
        if label == "ongoing" and isinstance(body, n.Statement) and body.pred.kind == "gets_mod" \
                and not any(p.kind == "duration" for p in body.pred.phrases):
            # "Ongoing: Each of your Robots gains +1 power.": with no duration, a lasting bonus
            st = attrs.evolve(body, pred=attrs.evolve(body.pred, kind="has_mod"))
            return s.Static(origin=self.origin(), effect=self.static(st, None), label=label)
        limit = self.play_limit(body) if label else None
        if limit is not None:
            return s.Static(origin=self.origin(), effect=limit, label=label)
        if label and isinstance(body, n.Conditional) and isinstance(body.body, n.Statement) \
                and body.body.pred.kind in ("has_mod", "cannot_be", "not_affected", "cannot"):
            # "If you have …, each of your minions here has +2 power": a bonus while the condition
            # holds; "…, cannot be destroyed" / "…, this minion is not affected by …": while it holds
            cond = self.condition(body.cond)
            # "If there are two +1 power counters on this minion, it has +2 power": "it" is the
            # card the condition names (there is no event)
            was, self.it_ref = self.it_ref, (cond.of if isinstance(cond, s.IsCard)
                                             and not isinstance(cond.of, (s.EventCard, s.EventSource)) else None)
            try:
                bonus = self.static(body.body, None)
            finally:
                self.it_ref = was
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

    @staticmethod
    def lasting(st: n.Statement) -> bool:
        """"… until the start of your next turn" closing a statement: an effect for a while,
        which an unlabelled (on-play) ability creates, not an ongoing ability."""
        return bool(st.pred.phrases) and st.pred.phrases[-1].kind == "duration"

    def timed(self, body: Any) -> tuple[s.EventPattern, Any] | None:
        """"Destroy this minion at the end of the turn" / "Draw a card at the start of each of your
        turns" in an ongoing ability: the instruction happens at that moment of every turn; "If
        you have a minion here, draw an extra card at the end of your turn": only if it holds then."""
        if isinstance(body, n.Conditional):
            inner = self.timed(body.body)
            if inner is None:
                return None
            return inner[0], s.If(condition=self.condition(body.cond), then=inner[1])
        if not isinstance(body, n.Effects) or body.then is not None or len(body.items) != 1:
            return None
        e = body.items[0]
        at = [p for p in e.phrases if p.kind in ("at_start", "at_end")]
        if len(at) != 1 or e.phrases[-1] is not at[0]:
            return None
        p = at[0]
        player = {"your": s.Controller.YOU, "each": s.Controller.ANY, "the": s.Controller.ANY}.get(
            p.turn.kind if p.turn is not None else None)
        if player is None:
            raise self.no(p, "this turn")
        ev = s.Event.TURN_START if p.kind == "at_start" else s.Event.TURN_END
        eff = attrs.evolve(e, phrases=e.phrases[:-1])
        if eff.kind == "draw" and isinstance(eff.np, n.Selector) and any(a.kind == "extra" for a in eff.np.adjs):
            # "draw an extra card at the end of your turn": one more card, drawn then
            eff = attrs.evolve(eff, np=attrs.evolve(eff.np, adjs=tuple(a for a in eff.np.adjs if a.kind != "extra")))
        return s.EventPattern(event=ev, player=player), self.effect(eff)

    def standing_sentences(self, ab: n.Ability, label: str, sentences: list[n.Sentence]) -> list:
        """An ongoing / special ability of several sentences. Each sentence is an ability by itself
        ("At the start of your turn, …. This minion cannot be destroyed."), or continues the trigger
        before it ("After …, draw a card. Each other player discards a card."), or limits it
        ("Only use one <name>'s ability each turn."). "Special: Play after a base scores. <text>":
        the card may be played from the hand then; the text is what it does when played."""
        first = sentences[0].body
        if isinstance(first, n.PlayTiming):
            when = self.event_pattern(first.event, _TIMING[first.kind])
            out: list = [s.Triggered(origin=self.origin(), when=when, label=label or "special",
                                     zone=self.rs.hand_zone, effect=s.May(effect=s.PlayCard(target=s.This())))]
            rest = sentences[1:]
            if rest:
                # played then, it does its text in the event's context ("… your minions there")
                was, self.in_trigger = self.in_trigger, True
                try:
                    out.append(s.OnPlay(origin=self.origin(), effect=self.seq(rest), label=""))
                finally:
                    self.in_trigger = was
            return self.numbered(out)
        out = []
        for i, x in enumerate(sentences):
            if isinstance(x.body, n.Triggered) and self.reveals(x.body.body) and not self.is_delayed(x.body):
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
            if one is None and out and isinstance(out[-1], s.Triggered):
                # the sentence continues the trigger before it: "there" is still the event's base,
                # and it happens only if the trigger's text does (inside "play it from the hand")
                prev = out[-1]
                was, self.in_trigger = self.in_trigger, prev.when.event not in (s.Event.TURN_START, s.Event.TURN_END)
                was_when, self.when = self.when, prev.when
                was_last, self.last = self.last, _last_step(prev.effect)
                try:
                    more = self.stmt(x.body)        # "there", "it": still the event's
                finally:
                    self.in_trigger, self.when, self.last = was, was_when, was_last
                out[-1] = attrs.evolve(prev, effect=_continued(prev.effect, more))
                continue
            if one is None and label == "ongoing":
                one = self.when_true(x.body)
            if one is None:
                raise self.no(ab, f"a `{label}` ability of this shape (no trigger or static statement found)")
            out.append(one)
        return self.numbered(out)

    def when_true(self, body: Any) -> s.WhenTrue | None:
        """"Ongoing: … If this minion has 0 power, destroy it.": an instruction done whenever the
        condition becomes true while the card is in play; "it" is the card the condition names."""
        if not (isinstance(body, n.Conditional) and isinstance(body.body, n.Effects)):
            return None
        cond = self.condition(body.cond)
        if isinstance(cond, s.Did):
            return None
        was = self.it_ref
        self.it_ref = cond.of if isinstance(cond, s.IsCard) and not isinstance(cond.of, s.EventCard) else None
        try:
            eff = self.stmt(body.body)
        finally:
            self.it_ref = was
        return s.WhenTrue(origin=self.origin(), condition=cond, effect=eff)

    def numbered(self, out: list) -> list:
        """One origin per ability, in printed order."""
        return [attrs.evolve(a, origin=f"{self.rs.name}/{self.slug}#{self.index + i}") for i, a in enumerate(out)]

    def use_limit(self, body: Any) -> str | None:
        """"Only use one <name>'s ability each turn" / "You can only use one <name>'s ability per
        base" / "You may only use the ability of one <name> each turn": "turn" or "event"."""
        if isinstance(body, n.Prefixed) and body.kind == "only_do":
            eff = body.body
        elif isinstance(body, n.Statement) and body.pred.kind in ("can_only", "may_only") and self.is_you(body.subject):
            eff = body.pred.effects
        else:
            return None
        if not isinstance(eff, n.Effects) or len(eff.items) != 1 or eff.items[0].kind != "use":
            return None
        e = eff.items[0]
        names = [e.np.owner] if isinstance(e.np, n.Selector) and e.np.owner is not None else []
        names += [p.np for p in e.phrases if p.kind == "of"]
        if len(names) != 1:
            return None
        per = [p for p in e.phrases if p.kind != "of"]
        if len(per) != 1:
            return None
        if per[0].kind == "each_turn":
            return "turn"
        if per[0].kind == "per" and isinstance(per[0].np, n.Selector) and \
                self.kinds.get(per[0].np.noun.words[-1].text if per[0].np.noun.words else "") == self.rs.base_type:
            return "event"
        return None

    def cost(self, c: n.Cost) -> s.Cost:
        if c.kind == "tap":
            return s.Cost(cost=s.CostKind.TAP_SELF)
        if c.kind == "coins":
            return s.Cost(cost=s.CostKind.COINS, amount=c.number.value)
        if c.kind == "effect" and c.effect.kind == "discard":
            return s.Cost(cost=s.CostKind.DISCARD, amount=self.count(c.effect.np))
        raise self.no(c, "this kind of cost")

    def play_on_filter(self, eff: n.Effect) -> s.Filter:
        return self.filter(eff.np, list(eff.phrases))

    # ------------------------------------------------------------------ statements
    def seq(self, sentences: list[n.Sentence]) -> Any:
        sentences = [x for x in sentences if not x.reminder]
        first = sentences[0].body if sentences else None
        if isinstance(first, n.Effects) and first.items[0].kind == "choose" and len(sentences) > 1 \
                and len(first.items) == 1 and first.then is None:
            # "Choose a base. Destroy each minion there.": what follows uses the choice
            return self.pick(first.items[0], lambda: self.seq(sentences[1:]))
        return self.bodies([x.body for x in sentences])

    def bodies(self, bodies: list) -> Any:
        """Sentences in order. "Reveal the top N cards of your deck" makes what follows act on
        them; "If …, A. Otherwise, B." is one choice between A and B."""
        effects: list = []
        for i, body in enumerate(bodies):
            if isinstance(body, n.Effects):
                at = next((j for j, e in enumerate(body.items)
                           if e.kind in ("reveal", "look_at") and not isinstance(e.np, n.Ref)), None)
                if at is not None:
                    if at:
                        effects.append(self.stmt(attrs.evolve(body, items=body.items[:at], then=None)))
                    after = body.items[at + 1:]
                    rest = ([attrs.evolve(body, items=after)] if after else
                            [body.then] if body.then is not None else []) + list(bodies[i + 1:])
                    effects.append(self.reveal(body.items[at], rest))
                    break
            if isinstance(body, n.Effects) and self.is_place_it_in_hand(body.items[0]) and self.searched(effects):
                # "Search your deck for X [and reveal it]. Place it into your hand …": the search did that
                if len(body.items) == 1 and body.then is None:
                    continue
                body = attrs.evolve(body, items=body.items[1:]) if len(body.items) > 1 else body.then
            if isinstance(body, n.Prefixed) and body.kind == "otherwise":
                if not effects or not isinstance(effects[-1], s.If) or effects[-1].otherwise is not None:
                    raise self.no(body, "`Otherwise` not after an `If …` sentence")
                effects[-1] = attrs.evolve(effects[-1], otherwise=self.stmt(body.body))
                continue
            effects.append(self.stmt(body))
            self.after = self.after or _acts_on_cards(effects[-1])
            self.last = _last_step(effects[-1])
            if isinstance(effects[-1], s.AsPlayer):
                self.asked = effects[-1]        # "if no other players drew …" looks back at it
        return effects[0] if len(effects) == 1 else s.Sequence(effects=tuple(effects))

    @staticmethod
    def searched(effects: list) -> bool:
        """The instructions so far end with a search (and a reveal of what it found)."""
        last = list(effects[-1].effects) if effects and isinstance(effects[-1], s.Sequence) else effects[-1:]
        if last and isinstance(last[-1], s.Reveal) and last[-1].target is not None:
            last = last[:-1]
        return bool(last) and isinstance(last[-1], s.Search)

    def reveal(self, e: n.Effect, rest: list) -> s.Reveal:
        """"Reveal the top 3 cards of your deck." / "Look at the top card of your deck." / "Look at
        another player's hand." and what is done with them ("look at": only you see them)."""
        ph = list(e.phrases)
        np = e.np
        private = e.kind == "look_at"
        kw: dict[str, Any] = {"private": private}
        zone = self.rs.deck_zone
        if isinstance(np, n.Selector) and np.noun.kind == "top" and len(ph) == 1 and ph[0].kind == "of" \
                and self.zone_of(ph[0].np) == self.rs.deck_zone and isinstance(ph[0].np, n.Selector) \
                and ph[0].np.owner is not None and ph[0].np.owner.kind == "you":
            k = np.noun.number.value if np.noun.number is not None else 1
            kw["amount"] = s.Const(value=k)
        elif isinstance(np, n.Selector) and np.noun.kind == "kind" and self.kinds.get(np.noun.words[-1].text) is None \
                and np.quant is not None and np.quant.kind in ("one", "exactly") and not np.adjs and np.owner is None \
                and ph and ph[0].kind == "from" and isinstance(ph[0].np, n.Selector) \
                and self.zone_of(ph[0].np) == self.rs.deck_zone and ph[0].np.owner is not None \
                and ph[0].np.owner.kind == "you":
            # "reveal one card from your deck [for each of your minions there]": from its top
            tail = ph[1:]
            per = self.per_each(tail)
            if tail:
                raise self.no(tail[0], f"the phrase `{self.words(tail[0])}` on revealing cards")
            k = self.count(np)
            kw["amount"] = s.Const(value=k) if per is None else s.Times(left=s.Const(value=k), right=per)
            k = k if per is None else -1
        elif isinstance(np, n.Selector) and np.noun.kind == "zone" and not ph and np.quant is None and not np.adjs \
                and np.owner is not None and np.owner.kind in ("you", "other_players") \
                and self.zone_of(np) != self.rs.deck_zone:
            # "look at another player's hand" / "reveal your hand": every card in it
            k = 0
            zone = self.zone_of(np)
            kw["zone"] = zone
            if np.owner.kind == "other_players":
                kw["whose"] = s.Controller.OPPONENT
        elif self.until_shape(np, ph):
            # "reveal cards from the top of your deck until you reveal a minion": one at a time
            sought = ph[-1].np
            if not isinstance(sought, n.Selector) or sought.quant is None \
                    or sought.quant.kind not in ("one", "exactly"):
                raise self.no(ph[-1], "revealing until something other than a number of cards")
            kw["until"] = attrs.evolve(self.filter(attrs.evolve(sought, quant=None), []), zone=zone)
            kw["until_count"] = self.count(sought)
            k = -1
        else:
            raise self.no(e, "revealing something other than the top cards of your deck or a hand")
        if not rest:
            return s.Reveal(**kw)
        was = (self.picking, self.revealed, self.look_zone, self.looked_other, self.until_found)
        self.picking, self.revealed, self.look_zone = True, k or -1, zone
        self.looked_other = kw.get("whose") is s.Controller.OPPONENT
        self.until_found = attrs.evolve(kw["until"], among_picked=True) if "until" in kw else None
        try:
            then = self.choose_among(rest)
        finally:
            self.picking, self.revealed, self.look_zone, self.looked_other, self.until_found = was
        return s.Reveal(then=then, **kw)

    def until_shape(self, np: Any, ph: list) -> bool:
        """"cards from the top of your deck until you reveal …" (the deck is yours)."""
        if not (isinstance(np, n.Selector) and np.noun.kind == "kind" and np.quant is None and not np.adjs
                and np.owner is None and ph and ph[-1].kind == "until_reveal"):
            return False
        where = ph[:-1]
        if [p.kind for p in where] == ["from", "of"] and isinstance(where[0].np, n.Selector) \
                and where[0].np.noun.kind == "top_pos":
            deck = where[1].np          # "from the top of your deck"
        elif [p.kind for p in where] == ["from_top"]:
            deck = where[0].np          # "off the top of your deck"
        else:
            return False
        return isinstance(deck, n.Selector) and self.zone_of(deck) == self.rs.deck_zone \
            and deck.owner is not None and deck.owner.kind == "you"

    def choose_among(self, rest: list) -> Any:
        """What is done with revealed cards; "… and choose a minion in it. <more>": the choice
        is made among them, and what follows acts on the chosen card."""
        first = rest[0]
        if isinstance(first, n.Effects) and first.items[0].kind == "choose":
            more = ([attrs.evolve(first, items=first.items[1:])] if len(first.items) > 1 else
                    [first.then] if first.then is not None else []) + list(rest[1:])
            if not more:
                raise self.no(first, "a choice with nothing done with it")
            return self.pick(first.items[0], lambda: self.bodies(more))
        return self.bodies(rest)

    def pick(self, choose: n.Effect, rest) -> s.Pick:
        target = self.selector(choose.np, list(choose.phrases))
        if not isinstance(target, s.Target):
            raise self.no(choose, "choosing without a single choice")
        was, self.picking = self.picking, True
        try:
            then = rest()
        finally:
            self.picking = was
        return s.Pick(target=target, then=then)

    def stmt(self, body: Any) -> Any:
        if isinstance(body, n.Effects) and len(body.items) > 1 and body.items[0].kind == "choose":
            # "Choose a base and give each of your minions there +1 power."
            rest = n.Effects(items=body.items[1:], then=body.then, span=body.span)
            return self.pick(body.items[0], lambda: self.stmt(rest))
        if isinstance(body, n.Effects) and self.reveals(body) and not self.revealed:
            return self.bodies([body])      # "…, reveal the top card of your deck and play it …"
        if isinstance(body, n.Effects) and len(body.items) == 2 and body.then is None \
                and body.items[1].kind == "ell_object" and any(p.kind in _RELATIVE for p in body.items[1].phrases):
            return self.and_relative(*body.items)
        if isinstance(body, n.Effects):
            body = self.count_and(body)
            items = []
            prev = None
            skip = False
            for i, e in enumerate(body.items):
                if skip:
                    skip = False
                    continue
                if e.kind in ("ell_object", "ell_phrases"):
                    e = self.elided(prev, e)
                prev = e
                if e.kind == "search" and i + 1 < len(body.items) and body.items[i + 1].kind == "swap" \
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
                self.after = self.after or _acts_on_cards(items[-1])
                self.last = _last_step(items[-1])
            if body.then is not None:
                items.append(self.stmt(body.then))
            return items[0] if len(items) == 1 else s.Sequence(effects=tuple(items))
        if isinstance(body, n.Statement):
            return self.statement_effect(body)
        if isinstance(body, n.Conditional):
            if isinstance(body.body, n.Choice) and body.shape[:1] == ("·",) and any(
                    isinstance(a, n.Effects) and a.items and a.items[0].kind in ("ell_object", "ell_phrases")
                    for a in body.body.alts):
                # "Draw a card, or two cards if …": the condition may govern the last alternative
                # alone or the whole choice; refused rather than guessed
                raise self.no(body, "a condition after alternatives whose verb is understood")
            return s.If(condition=self.condition(body.cond), then=self.stmt(body.body))
        if isinstance(body, n.ForEachDo):
            return self.for_each_do(body)
        if isinstance(body, n.Modal):
            return self.modal(body)
        if isinstance(body, n.Choice):
            body = self.understood_alts(body)
            first = body.alts[0]
            if isinstance(first, n.Statement) and first.pred.kind in ("may", "must") and first.pred.effects is not None \
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
                was, self.acting = self.acting, self.acting or acting is not None
                try:
                    modes = (self.stmt(first.pred.effects),) + tuple(self.stmt(a) for a in body.alts[1:])
                finally:
                    self.acting = was
                choose = s.Choose(modes=modes, min=1, max=1)
                eff: Any = s.May(effect=choose) if first.pred.kind == "may" else choose
                return eff if acting is None else s.AsPlayer(who=acting[0], effect=eff, having=acting[1])
            modes = tuple(self.stmt(a) for a in body.alts)
            return s.Choose(modes=modes, min=1, max=1)
        if isinstance(body, n.Triggered) and self.is_delayed(body):
            return s.Delay(when=s.EventPattern(event=s.Event.TURN_START, player=s.Controller.YOU),
                           effect=self.repeated(body.body))
        if isinstance(body, n.Lasting) and isinstance(body.body, n.Choice):
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
                return s.Apply(effect=eff, duration=dur)
            if isinstance(inner, n.Choice) and inner.purpose is None \
                    and all(isinstance(a, n.Statement) for a in inner.alts):
                # "Until the start of your next turn, either another minion has -4 power, OR this
                # minion has +1 power": one of them, for that long
                return s.Choose(modes=tuple(self.lasting_one(a, body.duration) for a in inner.alts), min=1, max=1)
        raise self.no(body, f"a `{body.KIND}` sentence here")

    def lasting_one(self, st: n.Statement, d: n.Duration) -> Any:
        """One statement under "Until …": a change of a number of the cards it names ("another
        minion has -4 power": a minion chosen now), or an ongoing effect, for that long."""
        subj = st.subject
        if st.pred.kind == "has_mod" and subj is not None and subj.np is not None:
            m = self.modify(self.selector(subj.np, list(subj.phrases)), st.pred.modifier, st.pred.phrases)
            return attrs.evolve(m, duration=self.duration(d))
        if self.is_static(st):
            return s.Apply(effect=self.static(st, None), duration=self.duration(d))
        raise self.no(st, "this statement for a while")

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
            counting = last is not None and (last.kind == "rel_count" or (
                last.kind in ("stat", "printed_stat") and last.cmp is not None and last.cmp.amount is not None
                and last.cmp.amount.kind == "count"))
            if counting and nxt.kind == "ell_object" and e.purpose is None:
                both = lambda np: n.NpOr(left=np, right=nxt.np, op="and", span=np.span)     # noqa: E731
                if last.kind == "rel_count":
                    last = attrs.evolve(last, np=both(last.np))
                else:
                    last = attrs.evolve(last, cmp=attrs.evolve(last.cmp, amount=attrs.evolve(
                        last.cmp.amount, np=both(last.cmp.amount.np))))
                items[i:i + 2] = [attrs.evolve(e, phrases=tuple(e.phrases[:-1]) + (last,) + tuple(nxt.phrases))]
                continue
            i += 1
        return attrs.evolve(body, items=tuple(items)) if len(items) != len(body.items) else body

    def elided(self, prev: n.Effect | None, e: n.Effect) -> n.Effect:
        """"… and a +1 power counter on another minion" / "… and on minions there": the verb (and,
        for `ell_phrases`, the object) of the previous instruction is understood."""
        if prev is None or prev.kind in ("ell_object", "ell_phrases"):
            raise self.no(e, "an instruction whose verb is understood from one that has none")
        if e.kind == "ell_object":
            return attrs.evolve(prev, np=e.np, phrases=e.phrases, purpose=None, span=e.span)
        return attrs.evolve(prev, phrases=e.phrases, purpose=None, span=e.span)

    def and_relative(self, first: n.Effect, more: n.Effect) -> s.Pick:
        """"Destroy another of your minions and each minion with equal or less power on the same base":
        the first card is chosen, then the instruction acts on the cards compared with it (chosen
        while it is still there), then on it."""
        target = self.selector(first.np, list(first.phrases))
        if not isinstance(target, s.Target) or first.purpose is not None:
            raise self.no(first, "an instruction on several cards compared with one that is not chosen")
        was, self.picking = self.picking, True
        try:
            them = self.effect(self.elided(first, more))
            it = self.effect(attrs.evolve(first, np=n.Ref(kind="it", span=first.np.span), phrases=()))
        finally:
            self.picking = was
        return s.Pick(target=target, then=s.Sequence(effects=(them, it)))

    def understood_alts(self, c: n.Choice) -> n.Choice:
        """"Move a minion from another base to here, or from here to another base": an
        alternative that is only phrases takes the verb and object of the instruction before it."""
        def understood(a: Any) -> bool:
            return isinstance(a, n.Effects) and bool(a.items) and a.items[0].kind in ("ell_object", "ell_phrases")

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

    def is_place_it_in_hand(self, e: n.Effect) -> bool:
        return (e.kind == "place" and isinstance(e.np, n.Ref) and e.np.kind == "it" and len(e.phrases) == 1
                and e.phrases[0].kind == "into" and self.zone_of(e.phrases[0].np) == "hand")

    def search_destination(self, e: n.Effect) -> str | None:
        """Where "place it / them …" after a search puts the cards found: the deck (on top) or
        another zone; None if it is not that sentence."""
        if not (e.kind == "place" and isinstance(e.np, n.Ref) and e.np.kind in ("it", "them")):
            return None
        ph = [p for p in e.phrases if p.kind != "without_revealing"]
        if self.deck_position(ph) == "top" and not ph:
            return self.rs.deck_zone
        if len(ph) == 1 and ph[0].kind == "into" and isinstance(ph[0].np, n.Selector) and ph[0].np.noun.kind == "zone" \
                and len(ph) == len(e.phrases):
            zone = self.zone_of(ph[0].np)
            own = ph[0].np.owner.kind if ph[0].np.owner is not None else None
            if zone != self.rs.deck_zone and own == "you":
                return zone
        return None

    def is_delayed(self, t: n.Triggered) -> bool:
        """"At the start of your next turn, …" in an instruction: a delayed effect (BH-521)."""
        tr = t.trigger
        return tr.kind == "start" and tr.turn is not None and tr.turn.kind == "your_next"

    def statement_effect(self, st: n.Statement) -> Any:
        np = st.subject.np if st.subject is not None else None
        if isinstance(np, n.NpOr) and np.op == "and":
            # "this minion and one of your other minions gain +1 power": each, in order
            return s.Sequence(effects=tuple(self.statement_effect(one.body)
                                            for one in self.split_predicates(n.Sentence(body=st))))
        if st.more:
            # "the runner-up draws two cards and discards a card": each predicate in order
            return s.Sequence(effects=tuple(self.statement_effect(attrs.evolve(st, pred=p, more=()))
                                            for p in (st.pred,) + st.more))
        pred = st.pred
        subj = st.subject
        if self.looked_other and self.picking and subj is not None and self.is_event_player(subj) \
                and pred.kind in _ACTING_PREDS:
            # "Look at another player's hand and choose a minion in it. That player discards it.":
            # the player whose cards were looked at
            return self.as_player((s.Who.PICKED_OWNER, None), pred)
        if pred.kind == "may" and pred.phrases and pred.effects is not None:
            # "may immediately play …": the word before the verbs belongs to each of them
            pred = attrs.evolve(pred, phrases=(), effects=attrs.evolve(pred.effects, items=tuple(
                attrs.evolve(e, phrases=tuple(e.phrases) + tuple(pred.phrases)) for e in pred.effects.items)))
        if pred.kind == "do" and self.is_you(subj):
            return self.stmt(pred.effects)         # "you draw a card and …": instructions to you
        pred = self.as_does(pred)
        if pred.kind in ("may", "can") and self.is_you(subj):      # "you can …" is a permission too
            inner = self.stmt(pred.effects)
            if isinstance(inner, s.PlayExtra) and pred.kind == "can":
                return inner        # "you can play an extra minion": a grant, used or not at will
            return s.May(effect=inner)
        if pred.kind == "must" and self.is_you(subj):
            return self.stmt(pred.effects)
        if pred.kind in ("gets_mod", "has_mod") and subj is not None and subj.np is not None:
            return self.modify(self.selector(subj.np, list(subj.phrases)), pred.modifier, pred.phrases)
        if pred.kind == "set" and subj is not None and subj.stat is not None:
            adj = subj.stat_adj.kind if subj.stat_adj is not None else None
            op = s.ModOp.SET_PRINTED if adj == "printed" else s.ModOp.SET
            ph = list(pred.phrases)
            dur = self.take_duration(ph)
            return s.Modify(target=self.owner_target(subj.owner), stat=subj.stat.text, op=op,
                            amount=self.value(pred.amount, ph), duration=dur)
        who = self.players_of(subj)
        if who is not None and pred.kind in ("does", "must") and subj is not None and not subj.phrases:
            eff = self.player_instruction(st, who, pred)
            if eff is not None:
                return eff
        if pred.kind == "does" and subj is not None and self.is_event_player(subj):
            if pred.verb.kind == "draw" and not pred.phrases:
                return s.Draw(who=s.Who.EVENT_PLAYER, amount=s.Const(value=self.count(pred.np)))
            if pred.verb.kind == "discard" and not pred.phrases:
                return self.discard(s.Who.EVENT_PLAYER, pred.np, [])
        if pred.kind == "shuffled_into" and subj is not None and subj.np is not None:
            # "all minions on it are shuffled into their owners' decks"
            if self.zone_of(pred.np) != self.rs.deck_zone or pred.phrases:
                raise self.no(pred, "shuffling into something other than the owners' decks")
            return s.ShuffleIntoDeck(target=self.selector(subj.np, list(subj.phrases)))
        if self.lasting(st) and self.is_static(st):
            dur = [pred.phrases[-1]]
            # "your minions here cannot be affected by other players' cards until the start of
            # your next turn" as an instruction: that ongoing effect, for that long
            inner = attrs.evolve(st, pred=attrs.evolve(pred, phrases=pred.phrases[:-1]))
            return s.Apply(effect=self.static(inner, None), duration=self.duration(dur[0].duration))
        acting = self.acting_players(subj)
        if acting is not None and pred.kind in _ACTING_PREDS:
            return self.as_player(acting, pred)
        raise self.no(st, f"a statement with `{pred.kind.replace('_', ' ')}` as an instruction")

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
                and self.on_card and self.card.type != self.rs.base_type:
            return s.Who.HOST_CONTROLLER, None      # "this minion's controller" (an action on a minion)
        if noun in ("owner", "controller") and owner in ("it", "that") and q is None and not np.adjs:
            # whose "it" is meant, as `ref` decides for "it": the chosen card, the card the
            # previous instruction acted on, else the event's card
            if self.picking:
                return (s.Who.PICKED_OWNER if noun == "owner" else s.Who.PICKED_CONTROLLER), None
            if self.after:
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
        was, self.acting = self.acting, True
        try:
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
        finally:
            self.acting = was
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
        if not (own in (None, "you") or (own == "they" and self.acting)):
            raise self.no(p, "a zone of another player here")

    def discard(self, who: s.Who, np: Any, phrases: list) -> s.Discard:
        """"discard a card" (of the player's choice), "discard a card at random" / "a random card"."""
        for p in phrases:
            if p.kind in ("from", "in"):
                self.own_zone(p)
                if not (isinstance(p.np, n.Selector) and p.np.noun.kind == "zone"
                        and self.zone_of(p.np) == self.rs.hand_zone):
                    raise self.no(p, f"discarding `{self.words(p)}`")
        adjs = [a.kind for a in np.adjs] if isinstance(np, n.Selector) else []
        if any(a != "random" for a in adjs):
            raise self.no(np, "discarding cards of this kind")
        return s.Discard(who=who, amount=self.quantity(np),
                         random=any(p.kind == "at_random" for p in phrases) or bool(adjs))

    def is_event_player(self, subj: n.Subject) -> bool:
        np = subj.np
        return isinstance(np, n.Ref) and np.kind in ("that_player", "they") and not subj.phrases

    def is_you(self, subj: n.Subject | None) -> bool:
        return subj is not None and isinstance(subj.np, n.Ref) and subj.np.kind == "you" and not subj.phrases

    def modal(self, m: n.Modal) -> s.Choose:
        if m.each_player:
            # "Choose one for each other player: …": one choice per player, "they" being that
            # player — the runtime has no such loop yet (it was read as a single choice)
            raise self.no(m, "a choice made once for each other player")
        modes = tuple(self.stmt(x) for x in m.modes)
        k = m.count.number.value
        if m.count.kind == "times":
            return s.Choose(modes=modes, min=k, max=k, repeats=True)
        if m.count.kind == "or_more":
            return s.Choose(modes=modes, min=k, max=len(modes))
        return s.Choose(modes=modes, min=k, max=k)

    # ------------------------------------------------------------------ effects
    def effect(self, e: n.Effect) -> Any:
        if isinstance(e.purpose, n.Choice):
            # "destroy this action to either destroy that minion OR to draw a card": the choice
            # is made only if the first instruction happened
            return s.Then(first=self.effect(attrs.evolve(e, purpose=None)), then=self.stmt(e.purpose))
        if e.purpose is not None and e.purpose.purpose is None:
            # "destroy one of your minions here to draw a card": the second only if the first happened
            first = self.effect(attrs.evolve(e, purpose=None))
            was, self.counted_before = self.counted_before, _acts_on_cards(first)     # "… to draw that many"
            was_last, self.last = self.last, first
            try:
                return s.Then(first=first, then=self.effect(e.purpose))
            finally:
                self.counted_before, self.last = was, was_last
        if e.purpose is not None:
            # "discard a card to play an extra minion": the first is paid, then the second
            # happens only if it was paid in full
            first = self.effect(attrs.evolve(e, purpose=None))
            was, self.after = self.after, True
            was_last, self.last = self.last, _last_step(first)
            try:
                then = self.effect(e.purpose)
            finally:
                self.after = was
                self.last = was_last
            return s.Sequence(effects=(first, s.If(condition=s.Did(fully=True), then=then)))
        alts = self.or_objects(e)
        if alts is not None:
            return s.Choose(modes=tuple(self.effect(a) for a in alts), min=1, max=1)
        one_base = self.one_base(e)
        if one_base is not None:
            return one_base
        one_player = self.one_players(e)
        if one_player is not None:
            return one_player
        each_base = self.each_base(e)
        if each_base is not None:
            return each_base
        k = e.kind
        ph = list(e.phrases)
        if k == "destroy":
            self.only(e, ph, set())
            return s.Destroy(target=self.selector(e.np, ph))
        if k == "draw" and isinstance(e.np, n.Ref) and e.np.kind == "it" and self.revealed == 1 and not ph:
            return s.Draw(amount=s.Const(value=1))      # "draw it": the revealed card is the top card
        if k == "draw":
            if len(ph) == 1 and ph[0].kind == "equal_to":          # "draw cards equal to its power"
                return s.Draw(amount=self.computed(ph[0].amount))
            shared = self.shared_name(e.np)
            by_name = isinstance(e.np, n.Selector) and e.np.noun.kind in ("name", "name_kind")
            fr = next((p for p in ph if p.kind == "from"), None)
            if fr is not None and (shared is not None or by_name or self.zone_of(fr.np) != self.rs.deck_zone):
                # "draw a Madness card from your discard pile", "draw a <name> / a minion from
                # your discard pile": that card goes to your hand
                return s.ReturnToHand(target=self.selector(e.np, ph))
            if shared is None and by_name:
                raise self.no(e.np, "drawing cards by name")
            if isinstance(e.np, n.Selector) and e.np.noun.kind == "kind" \
                    and self.kinds.get(e.np.noun.words[-1].text) is not None:
                # "draw a minion": only the cards of one type (not the top card whatever it is)
                raise self.no(e.np, "drawing cards of one type")
            per = self.per_each(ph)
            self.only(e, ph, set())
            amount: Any = self.quantity(e.np)
            if per is not None:
                amount = s.Times(left=amount, right=per)
            up_to = isinstance(e.np, n.Selector) and e.np.quant is not None and e.np.quant.kind == "up_to"
            if up_to and per is not None:
                raise self.no(e.np.quant, "`up to` with `for each`")
            zone = self.rs.shared_deck(shared).zone if shared is not None else None
            return s.Draw(amount=amount, zone=zone, up_to=up_to)
        if k == "discard" and isinstance(e.np, n.Ref):
            return s.DiscardCards(target=self.selector(e.np, ph))     # "discard it", "discard that minion"
        if k == "reveal" and isinstance(e.np, n.Ref):
            # "reveal it (to all players)": the cards it names are shown to every player
            ph = [p for p in ph if not (p.kind == "to" and isinstance(p.np, n.Selector) and p.np.noun.kind == "player"
                                        and p.np.quant is not None and p.np.quant.kind in ("all", "each"))]
            return s.Reveal(target=self.selector(e.np, ph))
        if k == "discard" and len(ph) == 1 and ph[0].kind == "equal_to":
            return s.Discard(amount=self.computed(ph[0].amount))  # "discard cards equal to its power"
        if k == "draw_until":
            # "draw until you have 5 cards [in your hand]": as many as the hand lacks (none if full)
            for p in ph:
                if not (p.kind == "in" and self.zone_of(p.np) == "hand"):
                    raise self.no(p, f"the phrase `{self.words(p)}` here")
            f = self.filter(attrs.evolve(e.np, quant=None), [])
            hand = attrs.evolve(f, zone="hand", controller=s.Controller.YOU)
            return s.Draw(amount=s.Minus(left=s.Const(value=self.count(e.np)), right=s.CountOf(filter=hand)))
        if k in ("reduce_stat", "reduce_stat_of") and e.amount is not None:
            return self.reduce_to(e, ph)
        if k in ("reduce_stat", "reduce_stat_of") and self.has(ph, "by"):
            return self.reduce_by(e, ph)
        if k == "discard" and isinstance(e.np, n.Selector) and e.np.quant is not None \
                and e.np.quant.kind == "any_number" and all(p.kind == "from" for p in ph):
            # "Discard any number of cards [from your hand]": chosen from your hand, none to all
            f = attrs.evolve(self.filter(attrs.evolve(e.np, quant=None), ph), zone=self.rs.hand_zone,
                             controller=s.Controller.YOU, other=True)
            return s.DiscardCards(target=s.Target(filter=f, min=0, max=None))
        if k == "discard" and isinstance(e.np, n.Ref) and e.np.kind in ("it", "them") and self.after and not ph:
            return s.DiscardCards(target=s.Affected())      # "… and discard them": the cards just found
        if k == "discard" and isinstance(e.np, n.Selector) and e.np.noun.kind == "zone" and not ph \
                and self.zone_of(e.np) == self.rs.hand_zone and e.np.owner is not None \
                and (e.np.owner.kind == "you" or (e.np.owner.kind == "they" and self.acting)):
            # "discard your hand" / "discards his or her hand": every card in it
            return s.Discard(amount=s.CountOf(filter=s.Filter(zone=self.rs.hand_zone, controller=s.Controller.YOU)))
        if k == "discard" and not self.has(ph, "at_random") and self.narrowed(e.np) \
                and not (isinstance(e.np, n.Selector) and e.np.noun.kind == "zone"):
            # "discard a Madness card", "discard two non-Madness cards": the cards chosen from
            # the hand (of the player carrying the instruction out)
            target = self.selector(e.np, ph)
            if not isinstance(target, s.Target):
                raise self.no(e.np, "this selection of cards to discard")
            f = target.filter
            f = attrs.evolve(f, zone=f.zone or self.rs.hand_zone,
                             controller=s.Controller.YOU if f.controller is s.Controller.ANY else f.controller)
            return s.DiscardCards(target=attrs.evolve(target, filter=f))
        if k == "discard":
            self.only(e, ph, {"at_random"})
            return self.discard(s.Who.YOU, e.np, ph)
        if k == "gain_resource":
            amount = self.amount(e.amount)
            if ph and ph[0].kind == "for":
                # "gain 1 VP for each minion you have here": that many times, counted on resolution
                amount = s.Times(left=amount, right=self.count_of(ph[0], ph[1:]))
                ph = []
            elif ph and ph[0].kind == "for_every":
                # "gain 1 VP for every 5 power you have here": the total, divided, rounded down
                total = s.SumStat(filter=self.filter_of_places(ph[1:]), stat=ph[0].stat.text)
                amount = s.Times(left=amount, right=s.Quotient(left=total, right=s.Const(value=ph[0].number.value)))
                ph = []
            self.only(e, ph, set())
            return s.Gain(resource=self.resource(e.word), amount=amount)
        if k == "lose_resource":
            return s.Lose(resource=self.resource(e.word), amount=self.amount(e.amount))
        if k == "deal":
            to = self.take(ph, "to")
            self.only(e, ph, set())
            return s.Wound(target=self.selector(to.np, []), amount=s.Const(value=self.count(e.np)))
        if k == "shoot":
            at = self.take(ph, "at")
            return s.Shoot(target=self.selector(at.np, ph), amount=self.amount(e.amount))
        if k == "heal":
            divided = self.has(ph, "in_total")
            ph = [p for p in ph if p.kind != "in_total"]
            src = self.take(ph, "among", "from")
            q = e.np.quant if isinstance(e.np, n.Selector) else None
            amount = self.count(e.np)
            target = self.selector(src.np, ph)
            if divided and q is not None and q.kind == "up_to":
                target = s.Target(filter=target.filter if isinstance(target, (s.Target, s.Each)) else s.Filter(),
                                  min=1, max=amount)
            return s.Heal(target=target, amount=s.Const(value=amount), divided=divided)
        if k == "remove":
            src = self.take(ph, "from")
            counter = self.counter_of(e.np)
            q = e.np.quant.kind if isinstance(e.np, n.Selector) and e.np.quant is not None else None
            if q == "any_number":
                # "remove any number of +1 power counters from minions you control": how many from each (SU-A5)
                return s.RemoveCounters(target=self.selector(src.np, ph), counter=counter, chosen=True)
            return s.RemoveCounters(target=self.selector(src.np, ph), counter=counter,
                                    amount=None if q == "all" else s.Const(value=self.count(e.np)))
        if k == "place":
            ph = [p for p in ph if p.kind != "back"]          # "place it back into your hand": where it was
            if isinstance(e.np, n.Selector) and e.np.noun.kind == "power_counter":
                on = self.take(ph, "on")
                c = e.np.noun.counter
                per = self.per_each(ph)
                amount = self.quantity(e.np)
                return s.PlaceCounters(target=self.selector(on.np, ph), counter=f"+{c.amount} {c.stat.text}",
                                       amount=amount if per is None else s.Times(left=amount, right=per))
            if (isinstance(e.np, n.Ref) and e.np.kind == "this" and not self.on_card
                    and self.card.type != self.rs.base_type):
                # "Place this card on the bottom of your deck instead of your discard pile": a played
                # action is in its discard pile while it resolves; this moves it from there instead
                for p in list(ph):
                    if p.kind == "instead_of" and self.zone_of(p.np) == self.rs.discard_zone:
                        ph.remove(p)
            where = self.deck_position(ph)
            if where is not None:
                order = self.has(ph, "any_order")
                ph = [p for p in ph if p.kind != "any_order"]
                return s.Move(target=self.selector(e.np, ph), to_zone=self.rs.deck_zone, bottom=where == "bottom",
                              any_order=order, either_end=where == "either")
            into = self.take(ph, "into", "in")
            zone = self.zone_of(into.np)
            own = into.np.owner.kind if isinstance(into.np, n.Selector) and into.np.owner is not None else None
            # "into another player's hand": one of them, chosen by the controller
            to_player = s.Who.EACH_OPPONENT if own == "other_players" and not self.acting else None
            return self.moved_into(e.np, s.Move(target=self.selector(e.np, ph), to_zone=zone, to_player=to_player),
                                   into)
        if k == "shuffle" and not ph and isinstance(e.np, n.Selector) and e.np.noun.kind == "zone":
            # "Shuffle your deck"
            own = e.np.owner.kind if e.np.owner is not None else None
            if own != "you" and not (own == "they" and self.acting):
                raise self.no(e.np, "shuffling another player's zone")
            return s.Shuffle(zone=self.zone_of(e.np))
        if k == "shuffle":
            into = self.take(ph, "into")
            if self.zone_of(into.np) != self.rs.deck_zone:
                raise self.no(into, "shuffling into a zone other than a deck")
            if isinstance(e.np, n.Selector) and e.np.noun.kind == "zone" and not ph:
                # "Shuffle your hand into your deck": every card of that zone
                owner = e.np.owner.kind if e.np.owner is not None else None
                if owner != "you":
                    raise self.no(e.np, "shuffling another player's zone")
                return s.ShuffleIntoDeck(target=s.Each(filter=s.Filter(zone=self.zone_of(e.np),
                                                                        controller=s.Controller.YOU)))
            return s.ShuffleIntoDeck(target=self.selector(e.np, ph))
        if k == "return" and self.deck_top(ph) is not None:
            # "Return the other cards to the top of your deck in any order"
            bottom = self.deck_top(ph, take=True) == "bottom"
            order = self.has(ph, "any_order")
            ph = [p for p in ph if p.kind != "any_order"]
            return s.Move(target=self.selector(e.np, ph), to_zone=self.rs.deck_zone, bottom=bottom, any_order=order)
        if k == "return":
            ph = [p for p in ph if p.kind != "back"]          # "return … back into your hand"
            to = self.take(ph, "to", "into")
            zone = self.zone_of(to.np)
            if self.rs.shared_deck(zone) is not None:
                # "return a Madness card … to the Madness deck" (SU-M3)
                return self.moved_into(e.np, s.Move(target=self.selector(e.np, ph), to_zone=zone), to)
            if zone != "hand":
                raise self.no(to, "returning somewhere other than a hand")
            return s.ReturnToHand(target=self.selector(e.np, ph))
        if k == "move" and self.has(ph, "to_or_from"):
            # "move a minion to or from this base": a choice between moving one there and moving
            # one from there to another base
            both = self.take(ph, "to_or_from")
            to = self.effect(attrs.evolve(e, phrases=tuple(ph) + (attrs.evolve(both, kind="to"),)))
            away = s.Move(target=self.selector(e.np, ph + [attrs.evolve(both, kind="on")]),
                          to_base=s.Target(filter=s.Filter(card_types=(self.rs.base_type,), other=True)))
            return s.Choose(modes=(to, away), min=1, max=1)
        if k == "move":
            if self.when is not None and self.when.event is s.Event.SCORE and self.when.timing is s.Timing.AFTER:
                # after a base scores its cards are still there, and go to the discard pile next
                # (SU-G3/G4): a card moved away now goes elsewhere "instead of the discard pile"
                ph = [p for p in ph if not (p.kind == "instead_of" and isinstance(p.np, n.Selector)
                                            and p.np.noun.kind == "zone" and self.zone_of(p.np) == self.rs.discard_zone)]
            if self.has(ph, "there"):       # "move this minion there": to the base of the event
                ph = [p for p in ph if p.kind != "there"]
                return s.Move(target=self.selector(e.np, ph), to_base=s.EventCard())
            here_to = [p for p in ph if p.kind == "to" and isinstance(p.np, n.Ref) and p.np.kind == "here"]
            if here_to or (ph and ph[-1].kind == "here" and not self.has(ph, "to")):
                # "move it here" / "… to here": to this base (a base's text) or this card's base
                ph = [p for p in ph if p is not (here_to[0] if here_to else ph[-1])]
                return s.Move(target=self.selector(e.np, ph), to_base=self.this_base())
            i = next((i for i, p in enumerate(ph) if p.kind == "to"), None)
            if i is None and not any(p.kind in ("to", "into", "onto", "on_top", "on_bottom", "from", "there", "here")
                                     for p in ph):
                # "move this titan": moving is from one base to another (SU-G2), to another base
                return s.Move(target=self.selector(e.np, ph),
                              to_base=s.Target(filter=s.Filter(card_types=(self.rs.base_type,), other=True)))
            if i is None:
                self.take(ph, "to")
            to, after = ph[i], ph[i + 1:]
            # "to a base where you have a minion": what follows the destination narrows it
            dest = [p for p in after if p.kind in ("where_you_have", "where_you_have_none")]
            if after and after[0].kind == "with" and self.is_base_word(to.np):
                dest = after            # "to a base with one of your actions on it"
            rest = ph[:i] + [p for p in after if p not in dest]
            if dest:
                if not self.is_base_word(to.np):
                    raise self.no(dest[0], f"the phrase `{self.words(dest[0])}` here")
                return s.Move(target=self.selector(e.np, rest), to_base=self.selector(to.np, dest))
            return s.Move(target=self.selector(e.np, rest), to_base=self.base_selector(to.np))
        if k == "play" and isinstance(e.np, n.Ref) and e.np.kind == "this" and self.has(ph, "from") \
                and self.has(ph, "as") and len(ph) == 2:
            # "play this card from your discard pile as an extra minion": an extra play of a card
            # of its name from there (the copies of a card are alike)
            fr, as_ = self.take(ph, "from"), self.take(ph, "as")
            if not (isinstance(as_.np, n.Selector) and any(a.kind == "extra" for a in as_.np.adjs)
                    and self.kind_of(as_.np) == self.card.type):
                raise self.no(as_, "playing this card as something other than an extra card of its type")
            zone = self.zone_of(fr.np)
            own = fr.np.owner.kind if isinstance(fr.np, n.Selector) and fr.np.owner is not None else None
            if own != "you" or zone == self.rs.play_zone:
                raise self.no(fr, "playing this card from a zone other than one of yours")
            self.plays_self_from = zone
            return s.PlayExtra(card_type=self.card.type, filter=s.Filter(name=self.card.name), zone=zone)
        if k == "play" and isinstance(e.np, n.Ref) and e.np.kind == "this":
            # "play this minion there": a real play of this card (from where it is), onto the base
            # of the event ("there")
            to_base = None
            if self.has(ph, "there"):
                ph = [p for p in ph if p.kind != "there"]
                to_base = s.EventCard()
            on = next((p for p in ph if p.kind in ("on", "at", "to") and p.np is not None
                       and self.is_base_word(p.np)), None)
            if on is not None and to_base is None:
                # "play this titan on a base where you have a minion / with one of your minions":
                # onto a base chosen so (the phrases after it narrow the base)
                i = ph.index(on)
                dest = ph[i + 1:]
                ph = ph[:i]
                to_base = self.selector(on.np, dest)
            if ph:
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on playing this card")
            return s.PlayCard(target=s.This(), to_base=to_base)
        if k == "play":
            as_extra = any(p.kind == "as" and isinstance(p.np, n.Selector) and any(a.kind == "extra" for a in p.np.adjs)
                           for p in ph)
            if as_extra or self.has(ph, "again") or self.has(ph, "immediately") or (
                    isinstance(e.np, n.Selector) and not any(a.kind == "extra" for a in e.np.adjs)) or (
                    isinstance(e.np, n.Ref) and e.np.kind == "it"):        # "play it …": that card
                return self.play_now(e, ph)
            if isinstance(e.np, n.NpOr) and e.np.op == "and/or" and not ph:
                # "play an extra minion and/or an extra action": two extra plays, each optional
                return s.Sequence(effects=(self.play_extra(e, e.np.left, []), self.play_extra(e, e.np.right, [])))
            return self.play_extra(e, e.np, ph)
        if k in ("give", "give_each"):
            # "give your minions there +1 power until …": where the cards are narrows the object
            where = [p for p in ph if p.kind in _FILTER_PHRASES]
            mod = self.modify(self.selector(e.np, where), e.modifier, [p for p in ph if p not in where])
            if k == "give_each":
                # "discard two cards to give … +1 power for each": per card the instruction
                # before drew or discarded
                if _last_kind(self.last) not in _DONE_BY["drawn"] + _DONE_BY["discarded"]:
                    raise self.no(e, "`for each` after an instruction that neither draws nor discards")
                if not isinstance(mod.amount, s.Const):
                    raise self.no(e, "two counts on one change")
                mod = attrs.evolve(mod, amount=s.Times(left=mod.amount, right=s.AffectedCount()))
            return mod
        if k == "take_control":
            dur = self.take_duration(ph, None)
            self.only(e, ph, set())
            return s.GainControl(target=self.selector(e.np, ph), duration=dur)
        if k == "search":
            fr = self.take(ph, "for")
            if self.zone_of(e.np) != "deck":
                raise self.no(e, "searching a zone other than your deck")
            q = fr.np.quant.kind if isinstance(fr.np, n.Selector) and fr.np.quant is not None else None
            same = [p for p in ph if p.kind == "same_name"]
            if same and (q != "any_number" or self.has(ph, "as")):
                raise self.no(same[0], "`with the same name` on a search for other than any number of cards")
            ph = [p for p in ph if p.kind != "same_name"]
            if q == "any_number":
                # "any number of cards [with the same name]": none to all of them
                many = attrs.evolve(fr.np, quant=None)
                return s.Search(filter=self.filter(many, ph), count=None,
                                same_name=bool(same))
            return s.Search(filter=self.filter(fr.np, ph), count=self.count(fr.np))
        if k == "transfer":
            return self.transfer(e, ph)
        if k == "swap":
            return self.swap(e, ph)
        if k == "cancel":
            # "cancel this base's ability until the start of your turn": cancelled for that long
            dur = self.take_duration(ph)
            if ph:
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on `cancel`")
            return s.Apply(effect=s.Blank(affects=self.abilities_of(e.np)), duration=dur)
        if k == "attach":
            to = self.take(ph, "to")
            return s.Attach(target=self.selector(to.np, ph))
        if k == "resurrect":
            life = self.take(ph, "with_stat")
            target = self.selector(e.np, ph)
            if isinstance(target, (s.Target, s.Each)) and target.filter.zone is None:
                # the card comes back from where dead cards go
                target = attrs.evolve(target, filter=attrs.evolve(target.filter, zone=self.rs.discard_zone))
            return s.ReturnToPlay(target=target, life=s.Const(value=life.number.value))
        raise self.no(e, f"the instruction `{k.replace('_', ' ')}`")

    # phrases a Ref side of "this minion or a minion with less power …" does not take
    _NARROWING = {"stat", "printed_stat", "rel_stat", "superl", "same_name", "same_or_lower", "here", "there",
                  "with", "without_marker", "with_element", "where_you_have", "where_you_have_none"}

    def or_objects(self, e: n.Effect) -> list[n.Effect] | None:
        """"Shuffle all actions or all minions …", "… on this minion or a minion with less power
        …": a choice between the instruction on either noun phrase (the phrases that narrow a
        selection go to the side that selects)."""
        def split(np: Any) -> tuple[Any, Any] | None:
            if isinstance(np, n.NpOr) and np.op == "or" and not isinstance(np.left, n.NpOr) \
                    and not isinstance(np.right, n.NpOr):
                return np.left, np.right
            return None
        sides = split(e.np)
        if sides is not None:
            return [self._side(e, side, None) for side in sides]
        for i, p in enumerate(e.phrases):
            sides = split(p.np)
            if sides is not None and p.kind in ("on", "to", "from", "at") and not self.zones_or(p.np):
                return [self._side(e, side, i) for side in sides]
        return None

    def _side(self, e: n.Effect, side: Any, at: int | None) -> n.Effect:
        ph = list(e.phrases)
        if at is not None:
            ph[at] = attrs.evolve(ph[at], np=side)
        if isinstance(side, n.Ref):
            ph = [p for j, p in enumerate(ph) if j == at or p.kind not in self._NARROWING]
        return attrs.evolve(e, np=side if at is None else e.np, phrases=tuple(ph))

    def one_base(self, e: n.Effect) -> Any:
        """"destroy each action on a single base", "each of your minions on one base", and
        "each minion on a base" (all the cards on a base: else "on a base" would say nothing):
        the base is chosen first, then the instruction acts on cards there."""
        mass = isinstance(e.np, n.Selector) and e.np.quant is not None and e.np.quant.kind in ("each", "all") \
            and not (e.np.owner is not None and e.np.owner.kind == "one_player")     # `one_players`
        for i, p in enumerate(e.phrases):
            test = e.phrases[i + 1] if i + 1 < len(e.phrases) and e.phrases[i + 1].kind in (
                "where_you_have", "where_you_have_none") else None
            if p.kind in ("on", "from") and self.is_base_word(p.np) \
                    and ((p.np.quant is not None and p.np.quant.kind == "exactly" and p.np.quant.number.value == 1)
                         or any(a.kind == "single" for a in p.np.adjs)
                         or (mass and self.is_any_base(p.np) and p.np.quant.kind == "one")):
                # "… on a base where you have a minion": which bases may be chosen
                target = s.Target(filter=s.Filter(card_types=(self.rs.base_type,),
                                                  base=self.where_you_have(test) if test is not None else None))
                after = e.phrases[i + 2:] if test is not None else e.phrases[i + 1:]
                rest = attrs.evolve(e, phrases=e.phrases[:i] + (n.Phrase(kind="there", span=p.span),) + after)
                was, self.picking = self.picking, True
                try:
                    then = self.effect(rest)
                finally:
                    self.picking = was
                return s.Pick(target=target, then=then)
        return None

    def one_players(self, e: n.Effect) -> Any:
        """"(return) all of one player's minions … at a base where you have a minion": a base
        (passing the phrases after it) is chosen, then a player, and the instruction acts on
        that player's cards there."""
        np = e.np
        if not (isinstance(np, n.Selector) and np.owner is not None and np.owner.kind == "one_player"
                and np.quant is not None and np.quant.kind in ("all", "each") and not self.picking):
            return None
        i = next((i for i, p in enumerate(e.phrases) if p.kind in ("on", "at") and self.is_any_base(p.np)), None)
        if i is None:
            raise self.no(np.owner, "`one player's` cards with no base chosen for them")
        after = list(e.phrases[i + 1:])
        test = after.pop(0) if after and after[0].kind in ("where_you_have", "where_you_have_none") else None
        target = s.Target(filter=s.Filter(card_types=(self.rs.base_type,),
                                          base=self.where_you_have(test) if test is not None else None))
        rest = attrs.evolve(e, phrases=e.phrases[:i] + (n.Phrase(kind="there", span=e.phrases[i].span),) + tuple(after))
        was, self.picking = self.picking, True
        was_player, self.player_picked = self.player_picked, True
        try:
            then = self.effect(rest)
        finally:
            self.picking, self.player_picked = was, was_player
        if not isinstance(getattr(then, "target", None), s.Each):
            raise self.no(np, "`one player's` cards other than all of them")     # (a target is chosen before the player)
        return s.Pick(target=target, then=then, player=True)

    def each_base(self, e: n.Effect) -> Any:
        """"destroy the lowest-power minion on each base", "place a counter on a minion at each
        base where you have a minion": the instruction once for each such base (in play order),
        acting on cards there (its own choices each time)."""
        for i, p in enumerate(e.phrases):
            if p.kind in ("on", "at", "from") and isinstance(p.np, n.Selector) and self.is_base_word(p.np) \
                    and p.np.quant is not None and p.np.quant.kind == "each" and p.np.owner is None \
                    and not self.picking and e.kind != "play":
                # (a play "on each base where you have no minions" is an extra play's own reading)
                tail = [q for q in e.phrases[i + 1:] if q.kind not in ("tie_you", "tie_controller")]
                ties = tuple(q for q in e.phrases[i + 1:] if q.kind in ("tie_you", "tie_controller"))
                # "… on each base with a higher-power minion": a base that has a card whose value
                # is above (below) that of the instruction's object there
                than = tail.pop() if len(tail) == 1 and tail[0].kind == "with" and isinstance(tail[0].np, n.Selector) \
                    and [a.kind for a in tail[0].np.adjs] == ["rel"] else None
                more = [q for q in tail if q.kind in ("where_you_have", "where_you_have_none")]
                if len(more) != len(tail):
                    return None             # (a phrase after it may be the base's: not this shape)
                over = self.filter(attrs.evolve(p.np, quant=None), more)
                rest = attrs.evolve(e, phrases=e.phrases[:i] + (n.Phrase(kind="there", span=p.span),) + ties)
                was, self.picking = self.picking, True
                try:
                    then = self.effect(rest)
                    only_if = self.beyond_object(than, then) if than is not None else None
                finally:
                    self.picking = was
                return s.Repeat(count=s.CountOf(filter=over), effect=then, each=True, only_if=only_if)
        return None

    def beyond_object(self, than: n.Phrase, eff: Any) -> s.CountIs:
        """"with a higher-power minion" after an instruction whose object is "the lowest-power
        minion there": there is such a card whose value is above the object's (the lowest there);
        an object that is not a superlative has no value yet (E501)."""
        adj = than.np.adjs[0]
        target = getattr(eff, "target", None)
        value = next((t.amount for t in (target.filter.stats if isinstance(target, s.Target) else ())
                      if isinstance(t.amount, s.MaxStat) and t.stat == adj.word.text), None)
        if value is None:
            raise self.no(than, f"`{self.words(than)}` compared with an object that is not the highest or lowest")
        f = self.filter(attrs.evolve(than.np, adjs=(), quant=None), [])
        f = attrs.evolve(f, at_picked=True, stats=f.stats + (s.StatTest(
            stat=adj.word.text, cmp=s.Cmp.LT if adj.rel.kind == "less" else s.Cmp.GT, amount=value),))
        return s.CountIs(filter=f, cmp=s.Cmp.GE, value=s.Const(value=1))

    def per_each(self, ph: list) -> Any:
        """"… for each of your minions there": takes the phrases from `for each` on and returns
        how many (counted on resolution), or None."""
        i = next((i for i, p in enumerate(ph) if p.kind == "for"), None)
        if i is None:
            return None
        counted = ph[i]
        q = counted.np.quant if isinstance(counted.np, n.Selector) else None
        if q is None or q.kind != "each":
            raise self.no(counted, "a count that is not `for each …`")
        amount = self.counted(counted.np, ph[i + 1:])
        del ph[i:]
        return amount

    def for_each_do(self, body: n.ForEachDo) -> s.Repeat:
        """"For each minion you have here, draw a card": the instruction once per counted card.
        "For each card you placed there, …": once per card the instruction before acted on."""
        np = body.np
        if isinstance(np, n.Ref) and np.kind == "each_one":
            # "Draw up to two Madness cards. For each one drawn, …": once per card the
            # instruction before acted on, which must be the one the participle names
            if not body.phrases or not self.done_before(list(body.phrases), body.phrases[0]):
                raise self.no(body, "`for each one` that does not say what the instruction before did")
            return s.Repeat(count=s.AffectedCount(), effect=self.repeated(body.body))
        if isinstance(np, n.Selector) and np.noun.kind == "player" and [p.kind for p in body.phrases] == ["who_does_not"]:
            # "Each other player may discard a card. For each other player who does not, …":
            # once per player the instruction before asked who did nothing
            asked = self.last
            if not isinstance(asked, s.AsPlayer) or asked.having is not None:
                raise self.no(body, "`for each player who does not` not after an instruction to those players")
            acting = self.acting_players(n.Subject(np=np, span=np.span))
            if acting is None or acting[0] is not asked.who or acting[1] is not None:
                raise self.no(np, "other players than the instruction before asked")
            return s.Repeat(count=s.DeclinedCount(), effect=self.repeated(body.body))
        q = np.quant if isinstance(np, n.Selector) else None
        if q is not None and q.kind == "each" and body.phrases and self.done_before(list(body.phrases), body.phrases[0]):
            # "For each minion discarded, …": the cards of that kind the instruction before acted on
            return s.Repeat(count=self.affected_count(np), effect=self.repeated(body.body))
        if q is None or q.kind != "each":
            raise self.no(body, "a `for …` sentence that does not count `each …`")
        f = self.filter(attrs.evolve(np, quant=None), list(body.phrases))
        return s.Repeat(count=s.CountOf(filter=f), effect=self.repeated(body.body))

    def repeated(self, body: Any) -> Any:
        """What a "for each …" does each time ("on a different base": another each time)."""
        was, self.repeating = self.repeating, True
        try:
            return self.stmt(body)
        finally:
            self.repeating = was

    def play_now(self, e: n.Effect, ph: list) -> s.PlayCard:
        """"Play a minion from your discard pile as an extra minion", "play it here as an extra
        minion", "play it again", "play a minion there": the card is played now (its on-play
        abilities happen, SU-A7), without using the turn's normal play."""
        ph = [p for p in ph if p.kind not in ("again", "immediately")]
        uses_play = False
        for p in list(ph):
            if p.kind == "instead_of_from" and isinstance(p.np, n.Selector) and p.np.noun.kind == "zone" \
                    and self.zone_of(p.np) == self.rs.hand_zone and not self.has(ph, "as"):
                # "play a minion … from your discard pile instead of from your hand": the turn's
                # play of that card type, used on a card from elsewhere
                uses_play = True
                ph.remove(p)
        if isinstance(e.np, n.Selector) and any(a.kind == "extra" for a in e.np.adjs):
            # "play an extra minion here immediately": played now
            e = attrs.evolve(e, np=attrs.evolve(e.np, adjs=tuple(a for a in e.np.adjs if a.kind != "extra")))
        as_ = next((p for p in ph if p.kind == "as"), None)
        if as_ is not None:
            ph.remove(as_)
            if not (isinstance(as_.np, n.Selector) and any(a.kind == "extra" for a in as_.np.adjs)):
                raise self.no(as_, "playing a card as something other than an extra card")
        here = False
        to_base = None
        on = None
        new_base = False
        for p in list(ph):
            if p.kind == "here":
                self.here_base(p)
                here = True
                ph.remove(p)
            elif p.kind == "on" and isinstance(p.np, n.Ref) and p.np.kind == "this" and p.np.word is not None \
                    and self.kinds.get(p.np.word.text) not in (None, self.rs.base_type):
                on = self.ref(p.np)         # "play an action on this minion"
                ph.remove(p)
            elif p.kind == "there" and (not self.picking or self.revealed) and self.in_trigger:
                to_base = s.Each(filter=s.Filter(card_types=(self.rs.base_type,), base=s.BaseTest(at_event=True)))
                ph.remove(p)
            elif p.kind == "there" and self.picking:
                to_base = s.Picked()
                ph.remove(p)
            elif p.kind == "on" and isinstance(p.np, n.Selector) and any(a.kind == "replacement" for a in p.np.adjs):
                to_base = self.selector(p.np, [])       # "play it on the replacement base"
                ph.remove(p)
            elif p.kind == "on" and self.is_base_word(p.np) and [a.kind for a in p.np.adjs] == ["different"] \
                    and p.np.owner is None and p.np.quant is not None and p.np.quant.kind == "one":
                if not self.repeating:
                    raise self.no(p, f"`{self.words(p)}` not in a `for each …` (different from what?)")
                new_base = True             # "for each …, play a minion on a different base": another each time
                ph.remove(p)
        if isinstance(e.np, n.Ref):
            if ph:
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on playing a card")
            return s.PlayCard(target=self.ref(e.np), here=here, to_base=to_base, new_base=new_base)
        if not isinstance(e.np, n.Selector) or e.np.noun.kind not in ("kind", "name", "name_kind", "copy"):
            raise self.no(e, "playing a card other than an extra minion or action")
        target = self.selector(e.np, ph)
        if not isinstance(target, s.Target):
            raise self.no(e, "playing several cards at once")
        f = target.filter
        if f.zone is None or f.zone == self.rs.play_zone:
            f = attrs.evolve(f, zone=self.rs.hand_zone)     # a card is played from the hand
        if f.controller is s.Controller.ANY:
            f = attrs.evolve(f, controller=s.Controller.YOU)
        # the card being resolved is already in the discard pile: it is not "an action" there
        f = attrs.evolve(f, other=True)
        return s.PlayCard(target=attrs.evolve(target, filter=f), here=here, to_base=to_base, on=on,
                          uses_play=uses_play, new_base=new_base)

    def reduced(self, e: n.Effect, ph: list) -> tuple[Any, s.Duration]:
        """What "reduce …" changes (`the breakpoint of this base` / `this base's breakpoint`)
        and for how long (the duration phrase, if any)."""
        rest = list(ph)
        dur = self.take_duration(rest)
        if e.kind == "reduce_stat":
            if rest:
                raise self.no(rest[0], "this phrase on a change of a number")
            return self.owner_target(e.owner), dur
        return self.selector(e.np, rest), dur

    def reduce_to(self, e: n.Effect, ph: list) -> s.Modify:
        """"Reduce the breakpoint of this base to 0 [until …]": a reset of the value (SU-V2)."""
        target, dur = self.reduced(e, ph)
        op = s.ModOp.SET_PRINTED if e.stat_adj is not None and e.stat_adj.kind == "printed" else s.ModOp.SET
        return s.Modify(target=target, stat=e.word.text, op=op, amount=self.amount(e.amount), duration=dur)

    def filter_of_places(self, phrases: list) -> s.Filter:
        """"[that] you have here": the cards of a total, from the phrases alone (no noun)."""
        f: dict[str, Any] = {}
        for p in phrases:
            if p.kind == "here":
                f["here"] = True
            elif p.kind in ("you_have", "you_control") or (self.acting and p.kind == "they_have"):
                f["controller"] = s.Controller.YOU
            else:
                raise self.no(p, f"the phrase `{self.words(p)}` on a total")
        return s.Filter(**f)

    def reduce_by(self, e: n.Effect, ph: list) -> s.Modify:
        """"Reduce this base's breakpoint by 4 [until the end of the turn]": a subtraction (SU-V3)."""
        by = self.take(ph, "by")
        a = by.amount
        if a is not None and a.kind == "stat_of" and isinstance(a.np, n.Selector) and a.np.quant is not None \
                and a.np.quant.kind in ("one", "exactly") and self.count(a.np) == 1 and e.stat_adj is None:
            return self.by_chosen_stat(e, ph, a)
        target, dur = self.reduced(e, ph)
        if e.stat_adj is not None:
            raise self.no(e.stat_adj, "reducing a printed or starting value by an amount")
        return s.Modify(target=target, stat=e.word.text, op=s.ModOp.SUB, amount=self.amount(by.amount), duration=dur)

    def by_chosen_stat(self, e: n.Effect, ph: list, a: n.Amount) -> s.Pick:
        """"Reduce the breakpoint of one base by the power of one of your minions on that base": the
        card whose value is used is chosen (after the base, when it is chosen too: "on that base" /
        "there" is the chosen base), then the number is changed by its value then (SU-V3)."""
        mine = [p for p in ph if p.kind == "there" or (p.kind in ("on", "at") and isinstance(p.np, n.Ref)
                                                       and p.np.kind == "that" and p.np.word is not None
                                                       and self.kinds.get(p.np.word.text) == self.rs.base_type)]
        rest = [p for p in ph if p not in mine]
        target, dur = self.reduced(e, rest)
        stat = a.stat.text
        chosen = isinstance(target, s.Target) and (target.min, target.max) == (1, 1)
        if mine and not (chosen and target.filter.card_types == (self.rs.base_type,)):
            raise self.no(mine[0], f"`{self.words(mine[0])}` with no base chosen before it")
        was, self.picking = self.picking, bool(mine)
        try:
            f = self.filter(attrs.evolve(a.np, quant=None), mine)
        finally:
            self.picking = was
        if chosen:
            # the changed card is chosen first; after the second choice it is "the chosen card's base"
            if target.filter.card_types != (self.rs.base_type,):
                raise self.no(e, "changing a chosen card other than a base by another chosen card's value")
            changed: Any = s.Each(filter=s.Filter(card_types=(self.rs.base_type,), at_picked=True))
        elif isinstance(target, s.Target):
            raise self.no(e, "changing several chosen cards by a chosen card's value")
        else:
            changed = target
        mod = s.Modify(target=changed, stat=e.word.text, op=s.ModOp.SUB, amount=s.StatOf(of=s.Picked(), stat=stat),
                       duration=dur)
        then = s.Pick(target=s.Target(filter=f, min=1, max=1), then=mod)
        return s.Pick(target=target, then=then) if chosen else then

    def count_of(self, counted: n.Phrase, rest: list) -> Any:
        """"for each minion you have here": what is counted (the phrases after it narrow it)."""
        q = counted.np.quant if isinstance(counted.np, n.Selector) else None
        if q is None or q.kind != "each":
            raise self.no(counted, "a count that is not `for each …`")
        return self.counted(counted.np, list(rest))     # "… for each minion returned": the step before's
    def transfer(self, e: n.Effect, ph: list) -> Any:
        """"Transfer any number of +1 power counters from one of your minions to another minion",
        "… a +1 power counter between two of your minions", "Transfer this action to another minion"."""
        if isinstance(e.np, n.Ref) and e.np.kind == "this":
            to = self.take(ph, "to")
            self.only(e, ph, set())
            return s.Attach(target=self.selector(to.np, list(to.phrases) if hasattr(to, "phrases") else []))
        if isinstance(e.np, n.Selector) and e.np.noun.kind == "kind" and self.has(ph, "to") \
                and self.kinds.get(e.np.noun.words[-1].text) not in (None, self.rs.base_type):
            # "transfer an action played on another minion to this one": that card moves onto it
            to = self.take(ph, "to")
            part = self.single(e.np, ph)
            return s.Attach(target=self.single(to.np), part=part)
        if not (isinstance(e.np, n.Selector) and e.np.noun.kind == "power_counter"):
            raise self.no(e.np, "transferring something other than counters or this card")
        counter = self.counter_of(e.np)
        q = e.np.quant.kind if e.np.quant is not None else None
        amount = None if q == "any_number" else s.Const(value=self.count(e.np))
        if self.has(ph, "between"):
            among = self.take(ph, "between")
            if ph:
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on a transfer")
            if not isinstance(among.np, n.Selector):
                raise self.no(among.np, "transferring between these")
            one = s.Target(filter=self.filter(among.np, []), min=1, max=1)
            return s.MoveCounters(source=one, target=one, counter=counter, amount=amount)
        # "from one of your minions there to another minion here": the phrases after `from`
        # narrow the source, those after `to` the card that gets them
        i = next((i for i, p in enumerate(ph) if p.kind == "from"), None)
        j = next((j for j, p in enumerate(ph) if p.kind == "to"), None)
        owner = e.np.owner
        if i is None and j == 0 and owner is not None and owner.kind == "it":
            # "transfer one of its +1 power counters to this minion": from the card "its" names
            # (the event's, the chosen one, the one just acted on)
            to, to_ph = ph[0], ph[1:]
            for p in to_ph:
                if p.kind not in _FILTER_PHRASES:
                    raise self.no(p, f"the phrase `{self.words(p)}` on a transfer")
            return s.MoveCounters(source=self.ref(n.Ref(kind="it", span=owner.span)),
                                  target=self.single(to.np, to_ph), counter=counter, amount=amount)
        if i is None or j is None:
            self.take(ph, "from" if i is None else "to")        # says which is missing
        if i != 0 or j < i:
            raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on a transfer")
        src, src_ph, to, to_ph = ph[i], ph[i + 1:j], ph[j], ph[j + 1:]
        for p in src_ph + to_ph:
            if p.kind not in _FILTER_PHRASES:
                raise self.no(p, f"the phrase `{self.words(p)}` on a transfer")
        return s.MoveCounters(source=self.single(src.np, src_ph), target=self.single(to.np, to_ph), counter=counter,
                              amount=amount)

    def single(self, np: Any, phrases: list | None = None) -> Any:
        """One card: "one of your minions", "another minion", "this minion"."""
        sel = self.selector(np, list(phrases or []))
        if isinstance(sel, s.Target) and (sel.min, sel.max) != (1, 1):
            raise self.no(np, "more than one card here")
        if isinstance(sel, s.Each):
            raise self.no(np, "every card here, where one is meant")
        return sel

    def play_extra(self, e: n.Effect, np: Any, ph: list) -> s.PlayExtra:
        """"Play an extra minion [of power 2 or less] [here] [from your discard pile] [this turn]"."""
        if not (isinstance(np, n.Selector) and any(a.kind == "extra" for a in np.adjs)):
            raise self.no(e, "playing a card other than an extra minion or action")
        ph = [p for p in ph if p.kind != "this_turn"]          # an extra play lasts this turn anyway
        restrict = []
        i = next((i for i, p in enumerate(ph[:-1]) if p.kind == "same_name" and ph[i + 1].kind == "as"), None)
        if i is not None:
            # "… with the same name as another minion here": what follows `as` is the other card's
            restrict, ph = ph[i:], ph[:i]
        i = next((i for i, p in enumerate(ph) if p.kind == "rel_count" or (
            p.kind in ("stat", "printed_stat") and p.cmp.amount is not None and p.cmp.amount.kind == "count")), None)
        if i is not None:
            # "… with power less than the number of cards you discarded": what follows is counted
            restrict, ph = restrict + ph[i:], ph[:i]
        here = self.has(ph, "here")
        there = False
        same = [p for p in ph if p.kind == "same_name"]
        as_event = False
        if same and self.count(np) < 2:
            if not (self.in_trigger and self.when is not None and self.when.event is s.Event.PLAY
                    and self.when.subject is not None and self.kind_of(np) in self.when.subject.card_types):
                raise self.no(same[0], "`with the same name` on one extra play (not after a card of that kind is played)")
            # "after you play a minion here, … play an extra minion with the same name": as the one played
            as_event = True
            same = []
        ph = [p for p in ph if p.kind != "same_name"]         # "… extra minions with the same name"
        zone = None
        dest = None
        each_base = next((p for p in ph if p.kind in ("at", "on") and self.is_base_word(p.np) and not p.np.owner
                          and not p.np.adjs and p.np.quant is not None and p.np.quant.kind == "each"), None)
        counted = next((i for i, p in enumerate(ph) if p.kind == "stat" and p.cmp.amount is not None
                        and p.cmp.amount.kind == "count"), None)
        if counted is not None:
            restrict += ph[counted:]        # "with power less than the number of …": the count's own phrases
            ph = ph[:counted]
        for p in ph:
            if p.kind == "here" or p is each_base:
                continue
            if p.kind == "there" and self.swapped:
                there = True        # onto the base just put into play
                continue
            if p.kind == "from" and isinstance(p.np, n.Selector) and p.np.noun.kind == "zone":
                self.own_zone(p)
                zone = self.zone_of(p.np)
            elif p.kind in ("stat", "printed_stat", "same_name", "as", "same_or_lower"):
                restrict.append(p)
            elif p.kind in ("at", "on") and self.is_any_base(p.np):
                pass                        # "at a base (where you have a minion)"
            elif p.kind in ("where_you_have", "where_you_have_none"):
                dest = self.where_you_have(p)
            else:
                raise self.no(p, f"the phrase `{self.words(p)}` on an extra play")
        kind = self.kind_of(np)
        filt = None
        if restrict or np.noun.kind != "kind":
            filt = self.filter(attrs.evolve(np, adjs=tuple(a for a in np.adjs if a.kind != "extra"), quant=None), restrict)
            filt = attrs.evolve(filt, card_types=())
        if as_event:
            filt = attrs.evolve(filt or s.Filter(), named_as_event=True)
        amount: Any = s.Const(value=self.count(np))
        if each_base is not None:
            # "… on each base where you have no minions": one play for each such base (counted
            # now); a card played there gives you a minion there, so that base no longer passes
            # and the plays go one to a base
            if dest is None or dest.value != 0 or dest.cmp is not s.Cmp.EQ or dest.has is None \
                    or dest.has.card_types != (kind,):
                raise self.no(each_base, f"the phrase `{self.words(each_base)}` on an extra play (only `where you "
                                         f"have no {plural(kind)}` keeps the plays one to a base)")
            amount = s.Times(left=amount, right=s.CountOf(filter=s.Filter(card_types=(self.rs.base_type,), base=dest)))
        return s.PlayExtra(card_type=kind, amount=amount, filter=filt, zone=zone, here=here, to=dest,
                           same_name=bool(same), there=there)

    def modify(self, target: Any, mod: n.Signed, phrases) -> s.Modify:
        ph = self.without_floor(list(phrases))
        per = self.per_each(ph) if any(p.kind == "for" for p in ph) else None
        dur = self.take_duration(ph)
        if ph:
            raise self.no(ph[0], "this phrase on a change of a number")
        op = s.ModOp.ADD if mod.amount >= 0 else s.ModOp.SUB
        amount: Any = s.Const(value=abs(mod.amount))
        if per is not None:
            amount = s.Times(left=amount, right=per)      # "+2 power for each …"
        return s.Modify(target=target, stat=mod.stat.text, op=op, amount=amount, duration=dur)

    def without_floor(self, ph: list) -> list:
        """"(minimum power 0)": what the rules already do with a value below zero (SU-V4, BH-523);
        any other minimum is not executable."""
        out = []
        for p in ph:
            if p.kind == "minimum":
                if p.number is None or p.number.value != 0:
                    raise self.no(p, "a minimum value other than 0")
                continue
            out.append(p)
        return out

    def duration(self, d: n.Duration) -> s.Duration:
        key = (d.kind, d.turn.kind if d.turn is not None else None)
        if key not in _DURATION:
            raise self.no(d, "this duration")
        return _DURATION[key]

    # ------------------------------------------------------------------ phrases
    def take(self, ph: list, *kinds: str) -> n.Phrase:
        for p in ph:
            if p.kind in kinds:
                ph.remove(p)
                return p
        raise self.no(ph[0] if ph else None, f"an instruction without `{kinds[0].replace('_', ' ')} …`")

    def deck_position(self, ph: list) -> str | None:
        """"on the bottom of its owner's deck" / "on top of your deck": takes the two phrases
        and says "top" or "bottom"; None when they are not there."""
        for i, p in enumerate(ph[:-1]):
            nxt = ph[i + 1]
            if not (nxt.kind == "of" and isinstance(nxt.np, n.Selector) and nxt.np.noun.kind == "zone"
                    and self.zone_of(nxt.np) == self.rs.deck_zone and p.kind in ("on", "at")):
                continue
            if isinstance(p.np, n.Selector) and p.np.noun.kind in ("top_pos", "bottom_pos"):
                del ph[i:i + 2]
                return "bottom" if p.np.noun.kind == "bottom_pos" else "top"
            if isinstance(p.np, n.NpOr) and p.np.op in ("and/or", "or") and all(
                    isinstance(x, n.Selector) for x in (p.np.left, p.np.right)) and sorted(
                    (p.np.left.noun.kind, p.np.right.noun.kind)) == ["bottom_pos", "top_pos"]:
                del ph[i:i + 2]
                return "either"         # "on the top and/or bottom of your deck": each where the player says
        return None

    def deck_top(self, ph: list, take: bool = False) -> str | None:
        """"to the top of your deck" / "to the bottom of …": "top" / "bottom" (taken if asked)."""
        for i, p in enumerate(ph[:-1]):
            nxt = ph[i + 1]
            if (p.kind == "to" and isinstance(p.np, n.Selector) and p.np.noun.kind in ("top_pos", "bottom_pos")
                    and nxt.kind == "of" and isinstance(nxt.np, n.Selector) and nxt.np.noun.kind == "zone"
                    and self.zone_of(nxt.np) == self.rs.deck_zone):
                if take:
                    del ph[i:i + 2]
                return "bottom" if p.np.noun.kind == "bottom_pos" else "top"
        return None

    def has(self, ph: list, kind: str) -> bool:
        return any(p.kind == kind for p in ph)

    def only(self, e: Any, ph: list, allowed: set[str]) -> None:
        # "(you choose in case of a tie)" is what a choice does; "(controller chooses …)" too
        # when the acting player controls what is chosen ("each other player destroys their …")
        for p in list(ph):
            if p.kind == "tie_you" and not self.acting or p.kind == "tie_controller" and self.acting:
                ph.remove(p)
        for p in ph:
            if p.kind not in allowed and p.kind not in _FILTER_PHRASES:
                raise self.no(p, f"the phrase `{self.words(p)}` here")

    # ------------------------------------------------------------------ noun phrases
    def quantity(self, np: Any) -> Any:
        """How many cards an instruction names, as an amount: a number, or "that many" / "that
        number plus one" (after an instruction: how many cards it acted on; in a triggered
        ability: the event's amount)."""
        q = np.quant if isinstance(np, n.Selector) else None
        if q is not None and q.kind in ("that_many", "that_many_plus"):
            if self.after or self.counted_before:
                base: Any = s.AffectedCount()
            elif self.in_trigger:
                base = s.ThatMany()
            else:
                raise self.no(q, "`that many` with no instruction or event before it")
            return base if q.kind == "that_many" else s.Plus(left=base, right=s.Const(value=q.number.value))
        return s.Const(value=self.count(np))

    def count(self, np: Any) -> int:
        if isinstance(np, n.Selector) and np.noun.kind == "zone":
            raise self.no(np, "a whole zone where a number of cards is meant")
        if isinstance(np, n.Selector):
            q = np.quant
            if q is None or q.kind in ("one", "another", "target", "the"):
                return 1
            if q.kind in ("exactly", "up_to") and q.number is not None:
                return q.number.value
            raise self.no(q, "this count here")
        if isinstance(np, n.Ref):
            return 1
        raise self.no(np, "this count")

    def kind_of(self, np: n.Selector) -> str:
        ws = np.noun.words
        if np.noun.kind == "kind" and ws:
            return self.kinds.get(ws[-1].text, ws[-1].text)
        raise self.no(np.noun, "a card type here")

    @staticmethod
    def canon(text: str, words: tuple[str, ...]) -> str | None:
        """The ruleset's word that `text` is (singular or plural), or None."""
        for w in words:
            if text in (w, plural(w)):
                return w
        return None

    def resource(self, w: n.Word) -> str:
        return self.canon(w.text, self.rs.resources) or w.text

    def counter_of(self, np: Any) -> str:
        if isinstance(np, n.Selector) and np.noun.kind == "marker":
            return self.counter_word(np.noun.words[0])
        if isinstance(np, n.Selector) and np.noun.kind == "power_counter":
            c = np.noun.counter                 # "a +1 power counter"
            return f"+{c.amount} {c.stat.text}"
        raise self.no(np, "a counter of the ruleset here")

    def zone_owner(self, f: dict[str, Any], np: Any, zone: n.Selector, where: Any) -> None:
        """Whose zone the cards are taken from (a card out of play is its owner's): "your" (or
        "their" in another player's instructions) and "another player's" / "an opponent's" set
        the controller; "any player's", or "each player's" for every card in them, leave it
        open. Anything else would be dropped without a word: "a card from each player's discard
        pile" is a card from each of them, one choice per player (not supported)."""
        own = zone.owner.kind if zone.owner is not None else None
        mass = isinstance(np, n.Selector) and np.quant is not None and np.quant.kind in ("each", "all")
        if own is None or own == "any_player" or (own == "each_player" and mass):
            return
        if own == "you" or (own == "they" and self.acting):
            self.set_controller(f, s.Controller.YOU, where)
        elif own == "other_players":
            self.set_controller(f, s.Controller.OPPONENT, where)
        elif own == "each_player":
            raise self.no(zone.owner, f"a choice from `{self.words(zone)}` for each player (one card "
                                      f"from each of them)")
        else:
            raise self.no(zone.owner, f"whose {self.words(zone.noun)} the cards are taken from")

    def zone_of(self, np: Any) -> str:
        if isinstance(np, n.Selector) and np.noun.kind == "zone":
            z = self.canon(np.noun.words[0].text, self.rs.zones)
            if z is not None:
                return z
        z = self.shared_zone(np)
        if z is not None:
            return z
        raise self.no(np, "a zone here")

    def moved_into(self, np: Any, move: s.Move, where: n.Phrase) -> s.Move:
        """SU-M3: only a shared deck's own cards go into it ("this card" on such a card, or
        cards selected by its name)."""
        d = self.rs.shared_deck(move.to_zone) if move.to_zone else None
        if d is None:
            return move
        t = move.target
        if isinstance(t, s.This) and self.card.name == d.name and not self.on_card:
            return move
        if isinstance(t, (s.Target, s.Each)) and t.filter.name == d.name:
            return move
        raise self.no(where, f"putting cards other than {d.name} cards into the {d.zone}")

    def zones_or(self, np: Any) -> bool:
        """"your hand or discard pile", "your hand and/or discard pile": two zones, the second
        without an owner of its own (it is the first one's)."""
        return (isinstance(np, n.NpOr) and np.op in ("or", "and/or")
                and all(isinstance(x, n.Selector) and x.noun.kind == "zone" and not x.quant and not x.adjs
                        for x in (np.left, np.right)) and np.right.owner is None)

    def narrowed(self, np: Any) -> bool:
        """Whether a noun phrase says which cards ("a Madness card", "a minion", "non-Madness
        cards") rather than just how many cards ("two cards")."""
        if not isinstance(np, n.Selector):
            return False
        if any(a.kind != "random" for a in np.adjs) or np.noun.kind != "kind":
            return True                     # ("a random card": how it is chosen, not which)
        return self.kinds.get(np.noun.words[-1].text) is not None

    def family(self, name: str) -> str | None:
        """A family of names: "Microbots" (or "Microbot") names the cards of the set whose names
        begin with the word(s) "Microbot", when at least two do. None when `name` is no family."""
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

    def shared_zone(self, np: Any) -> str | None:
        """"the Madness deck": a shared deck of the ruleset (SU-M1), named by its cards' name and
        a zone word; None when `np` is not one."""
        if isinstance(np, n.Selector) and np.noun.kind == "name_zone" and len(np.noun.words) == 2:
            d = self.rs.shared_deck(f"{np.noun.words[0].text} {np.noun.words[1].text}")
            if d is not None:
                return d.zone
        return None

    def shared_name(self, np: Any) -> str | None:
        """"a Madness card", "Madness cards": the name of a shared deck's cards (SU-M1), or None."""
        if isinstance(np, n.Selector) and np.noun.kind in ("name", "name_kind") and np.noun.words:
            d = self.rs.shared_deck(np.noun.words[0].text)
            if d is not None and d.name == np.noun.words[0].text:
                return d.name
        return None

    def amount(self, a: n.Amount | None) -> Any:
        if a is None:
            return s.Const(value=1)
        if a.kind == "number":
            return s.Const(value=a.number.value)
        if a.kind == "that_many":
            return s.ThatMany()
        if a.kind == "that_many_plus":
            return s.Plus(left=s.ThatMany(), right=s.Const(value=a.number.value))
        raise self.no(a, "this amount")

    def computed(self, a: n.Amount) -> Any:
        """An amount read from the game: "that minion's power", "its power", "your minion's
        power" (after "Choose one of your minions")."""
        if a.kind == "owner_stat" and a.owner is not None and a.owner.kind in ("that", "it", "your_card", "the") \
                and self.picking:
            return s.StatOf(of=s.Picked(), stat=a.stat.text)
        return self.amount(a)

    def base_selector(self, np: Any) -> Any:
        if isinstance(np, n.Ref) and np.kind == "there" and not self.picking:
            if self.in_trigger:
                return s.Each(filter=s.Filter(card_types=(self.rs.base_type,), base=s.BaseTest(at_event=True)))
            raise self.no(np, "moving to `there`")
        if isinstance(np, n.Ref) and np.kind == "here":
            return self.here_base(np)
        return self.selector(np, [])

    def here_base(self, np: Any) -> Any:
        """"here" as a place: the base this card is on (a minion's or an action's on a base),
        or this base."""
        if self.on_card and self.card.type != self.rs.base_type and not self.on_base:
            raise self.no(np, "`here` on a card played on a card")
        return self.this_base()

    def selector(self, np: Any, phrases: list) -> Any:
        if self.revealed and isinstance(np, n.Selector) and (
                np.noun.kind == "rest" or ([a.kind for a in np.adjs] == ["other"] and np.quant is not None
                                           and np.quant.kind == "the")):
            # "the rest (of the cards)", "the other cards": the revealed cards still in the deck
            ph = [p for p in phrases if not (p.kind == "of" and isinstance(p.np, n.Selector)
                                              and p.np.noun.kind == "kind" and not p.np.owner)]
            if ph:
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` after `the rest`")
            f = s.Filter(zone=self.look_zone, among_picked=True)
            if np.noun.kind == "kind":
                f = attrs.evolve(self.filter(attrs.evolve(np, adjs=(), quant=None), []), zone=self.look_zone,
                                 among_picked=True)
            return s.Each(filter=f)
        if self.revealed and isinstance(np, n.Selector) and np.quant is not None and np.quant.kind == "any" \
                and any(p.kind == "revealed" for p in phrases):
            return s.Target(filter=self.filter(np, phrases), min=0, max=None)    # "any X revealed"
        if isinstance(np, n.Ref):
            if phrases:
                raise self.no(phrases[0], "a phrase after a reference")
            return self.ref(np)
        if not isinstance(np, n.Selector):
            raise self.no(np, "this kind of noun phrase")
        if any(a.kind == "replacement" for a in np.adjs):
            # "the replacement base": the base that took the place of this one
            if not (self.replaced and self.is_base_word(np) and len(np.adjs) == 1 and np.quant is not None
                    and np.quant.kind == "the" and np.owner is None and not phrases):
                raise self.no(np, "`replacement` other than the replacement base after this base is replaced")
            return s.EventCard()
        total = next((p for p in phrases if p.kind == "total_stat"), None)
        if total is not None:
            # "any number of minions … whose total power is at most …": a bound on the chosen cards' sum
            if np.quant is None or np.quant.kind not in ("any_number", "up_to"):
                raise self.no(total, f"`{self.words(total)}` on a selection that is not `any number of` / `up to`")
            if total.cmp.kind not in ("le", "lt"):
                raise self.no(total, "a total that is not at most a number")
            amount = self.computed(total.cmp.amount) if total.cmp.amount is not None else None
            if amount is not None and amount.KIND == "const":
                amount = None
            bound = s.StatTest(stat=total.stat.text, cmp=_CMP[total.cmp.kind],
                               value=self.const(total.cmp) if amount is None else 0, amount=amount)
            sel = self.selector(np, [p for p in phrases if p is not total])
            return attrs.evolve(sel, min=0, total=bound)
        same = next((p for p in phrases if p.kind == "same_name"), None)
        after_where = same is not None and phrases.index(same) > 0 \
            and phrases[phrases.index(same) - 1].kind == "where_you_have"   # "where you have two … with the same name"
        if same is not None and not after_where and not any(p.kind == "as" for p in phrases):
            phrases = [p for p in phrases if p is not same]
        else:
            same = None
        filt = self.filter(np, phrases)
        q = np.quant.kind if np.quant is not None else None
        if q is None and np.owner is None and np.noun.words and np.noun.words[-1].text == plural(
                self.kinds.get(np.noun.words[-1].text, "~")):
            q = "all"           # bare plural: "Minions here have +1 power."
        if q is None and np.owner is not None and np.noun.words and np.noun.words[-1].text in self.kinds \
                and self.kinds[np.noun.words[-1].text] != np.noun.words[-1].text:
            q = "all"           # "your minions"
        if q in ("each", "all"):
            return s.Each(filter=filt)
        if q in ("one", "target", "another", None, "the"):
            return s.Target(filter=attrs.evolve(filt, other=filt.other or q == "another"), min=1, max=1)
        if q == "exactly":
            k = np.quant.number.value
            return s.Target(filter=filt, min=k, max=k)
        if q == "up_to":
            return s.Target(filter=filt, min=1, max=np.quant.number.value)
        if q == "any_number":
            return s.Target(filter=filt, min=0, max=None, same_name=same is not None)
        if same is not None:
            raise self.no(same, "`with the same name` on a selection of one card")
        raise self.no(np.quant, "this quantity")

    def names_itself(self, word: str | None) -> bool:
        """On a card played on another card, whether "this <word>" is the card itself ("this
        card", "this action": a word for its own type) rather than the card it is on ("this
        minion")."""
        return word is None or word == "card" or word == self.card.type or self.kinds.get(word) == self.card.type

    def ref(self, r: n.Ref) -> Any:
        if r.kind == "this":
            word = r.word.text if r.word is not None else None
            if self.on_card and not self.names_itself(word):
                return s.Host()
            if word is not None and self.kinds.get(word) == self.rs.base_type and self.card.type != self.rs.base_type:
                return s.Host()             # "this base" on a minion: the base it is on
            return s.This()
        if r.kind == "it" and self.it_ref is not None:
            return self.it_ref
        if self.until_found is not None and r.kind in ("it", "them"):
            return s.Each(filter=self.until_found)      # "until you reveal a minion. Play it …": the one found
        if self.picking and (r.kind in ("it", "that", "there") or (self.revealed and r.kind == "them")):
            return s.Picked()               # "it", "that minion", "there": what was chosen
        if r.kind in ("it", "them") and self.after:
            return s.Affected()             # what the previous instruction acted on
        if r.kind in ("it", "them"):
            return s.EventCard()
        if r.kind == "that" and self.when is not None and not (self.when.cause_types or self.when.cause_effects) \
                and self.when.subject is not None and r.word is not None \
                and self.kinds.get(r.word.text) in self.when.subject.card_types:
            # "after another player's minion moves here, … destroy that minion": the event's card
            return s.EventCard()
        if r.kind == "that":
            return s.EventSource()          # "when this dies from a creature, … that creature"
        raise self.no(r, f"the reference `{self.words(r)}` here")

    def filter(self, np: Any, phrases: list) -> s.Filter:
        if not isinstance(np, n.Selector):
            raise self.no(np, "this kind of noun phrase")
        f: dict[str, Any] = {}
        if np.quant is not None and np.quant.kind == "another":
            f["other"] = True
        noun = np.noun
        if noun.kind == "kind":
            t = self.kinds.get(noun.words[-1].text)
            if t == "character":
                f["card_types"] = ("creature", "hero")
            elif t is not None:
                f["card_types"] = (t,)
        elif noun.kind == "copy":
            # "a copy of that card": a card named as the one chosen ("Choose a minion. …")
            of = next((p for p in phrases if p.kind == "of"), None)
            if of is not None and not self.picking and isinstance(of.np, n.Ref) and of.np.kind in ("that", "it") \
                    and self.in_trigger and self.ref(of.np) == s.EventCard():
                # "after you play a minion here, … search your deck for a copy of that minion": named
                # as the event's card
                f["named_as_event"] = True
            elif of is None or not (self.picking and isinstance(of.np, n.Ref) and of.np.kind in ("that", "it")):
                raise self.no(noun, "a copy of something other than the chosen card")
            else:
                f["named_as_picked"] = True
            phrases = [p for p in phrases if p is not of]
        elif noun.kind == "kind2" and noun.words[-1].text in ("card", "cards") and noun.words[0].text in self.kinds:
            f["card_types"] = (self.kinds[noun.words[0].text],)     # "an action card": an action
        elif noun.kind in ("name", "name_kind"):
            name = noun.words[0].text
            if self.table is None or name in self.table.cards or self.shared_name(np) is not None:
                f["name"] = name            # a card of the set, or of a shared deck (SU-M1)
            elif any(form in self.table.subtypes for form in (name, name.rstrip("s"))):
                f["subtypes"] = (name if name in self.table.subtypes else name.rstrip("s"),)
            elif self.family(name) is not None:
                f["family"] = self.family(name)     # "your Microbots": "Microbot Alpha", "Microbot Guard", …
            else:
                raise self.no(noun, f"selecting cards by `{name}` (a faction or a family of names)")
            if noun.kind == "name_kind":
                t = self.kinds.get(noun.words[-1].text)
                if t is not None:
                    f["card_types"] = (t,)
        else:
            raise self.no(noun, f"selecting `{self.words(noun)}`")
        if np.owner is not None:
            if np.owner.kind == "you" or (self.acting and np.owner.kind == "they"):
                f["controller"] = s.Controller.YOU     # in another player's instructions: theirs
            elif np.owner.kind == "other_players":
                f["controller"] = s.Controller.OPPONENT
            elif np.owner.kind == "any_player":
                pass                        # "any player's minion": whoever controls it
            elif np.owner.kind == "it" and self.is_base_word(np) and self.in_trigger:
                f["base"] = s.BaseTest(at_event=True)       # "its base": the event's card's base
            elif np.owner.kind == "it":
                f["in_event"] = True        # "one of its cards": the cards of the event's card
            elif np.owner.kind == "one_player" and self.player_picked:
                f["of_picked_player"] = True    # "all of one player's minions": the chosen player's
            else:
                raise self.no(np.owner, "this owner")
        stats: list = []
        counters: list = []
        superl: tuple[bool, str] | None = None      # (lowest, stat): "with the highest power"
        for a in np.adjs:
            if a.kind == "other":
                f["other"] = True
            elif a.kind == "enemy":
                self.set_controller(f, s.Controller.OPPONENT, a)
            elif a.kind == "poisoned":
                counters.append(s.CounterTest(counter="poison", cmp=s.Cmp.GE, value=1))
            elif a.kind == "non_name" and a.word is not None and (
                    self.table is None or a.word.text in self.table.cards or a.word.text in self.rs.special_cards):
                f["not_names"] = (a.word.text,)             # "a non-NAME minion"
            elif a.kind == "non_kind" and a.word is not None and a.word.text in self.kinds:
                f["not_types"] = (self.kinds[a.word.text],)
            elif a.kind == "superl":
                superl = (a.superl.kind == "least", a.word.text)    # "the lowest-power minion"
            elif a.kind == "rel" and self.picking:
                # "a higher-power minion" after a choice: than the chosen card
                stats.append(s.StatTest(stat=a.word.text, cmp=s.Cmp.LT if a.rel.kind == "less" else s.Cmp.GT,
                                        amount=s.StatOf(of=s.Picked(), stat=a.word.text)))
            else:
                raise self.no(a, f"the word `{self.words(a)}` in a selection")
        ph = list(phrases)
        i = 0
        while i < len(ph):
            p = ph[i]
            i += 1
            if p.kind in ("stat", "printed_stat") and p.cmp.amount is not None and p.cmp.amount.kind == "count":
                # "with power less than the number of minions you have here": the phrases after it
                # are the counted cards'
                stats.append(s.StatTest(stat=p.stat.text, cmp=_CMP[p.cmp.kind], printed=p.kind == "printed_stat",
                                        amount=self.counted(p.cmp.amount.np, ph[i:])))
                i = len(ph)
            elif p.kind == "rel_count":
                # "with less power than the number of cards you discarded"
                stats.append(s.StatTest(stat=p.stat.text, cmp=s.Cmp.LT if p.rel.kind == "less" else s.Cmp.GT,
                                        amount=self.counted(p.np, ph[i:])))
                i = len(ph)
            elif p.kind == "stat":
                stats.append(s.StatTest(stat=p.stat.text, cmp=_CMP[p.cmp.kind], value=self.const(p.cmp)))
            elif p.kind == "printed_stat":
                stats.append(s.StatTest(stat=p.stat.text, cmp=_CMP[p.cmp.kind], value=self.const(p.cmp), printed=True))
            elif p.kind == "rel_stat":
                # "with less power than this minion / than yours": against that card's value;
                # "with lower power" after "choose one of your minions": than the chosen one
                if p.np is None and not self.picking:
                    raise self.no(p, f"`{self.words(p)}` with nothing chosen to compare with")
                of = s.Picked() if p.np is None else self.compared(p.np)
                stats.append(s.StatTest(stat=p.stat.text, cmp=s.Cmp.LT if p.rel.kind == "less" else s.Cmp.GT,
                                        amount=s.StatOf(of=of, stat=p.stat.text)))
            elif p.kind in ("at", "on", "from") and self.picking and self.is_base_word(p.np) and p.np.owner is not None \
                    and p.np.owner.kind in ("your_card", "that", "the") and p.np.quant is None:
                f["at_picked"] = True       # "at your minion's base" / "on that minion's base": the chosen one's
            elif p.kind in ("at", "on", "from") and self.after and self.is_base_word(p.np) and p.np.owner is not None \
                    and p.np.owner.kind in ("the", "that") and p.np.quant is None:
                f["at_affected"] = True     # "from the extra minion's base": of the card just played (moved …)
            elif p.kind == "including_this" and not f.get("other"):
                pass                        # "(including this one)": this card is counted anyway
            elif p.kind == "superl":
                # "with the highest power": among the others, after them
                superl = (p.superl.kind == "least", p.stat.text)
            elif p.kind == "same_or_lower" and self.picking and not self.after:
                # "… and all minions with equal or less power": than the card chosen first
                stats.append(s.StatTest(stat=p.stat.text, cmp=s.Cmp.LE, amount=s.StatOf(of=s.Picked(), stat=p.stat.text)))
            elif p.kind == "on_the_same" and self.picking and self.kinds.get(p.word.text) == self.rs.base_type:
                f["at_picked"] = True       # "on the same base": the base the chosen card is on
            elif p.kind == "same_or_lower" and self.after:
                # "with the same or lower power": than the card the previous instruction acted on
                stats.append(s.StatTest(stat=p.stat.text, cmp=s.Cmp.LE, amount=s.StatOf(of=s.Affected(), stat=p.stat.text)))
            elif p.kind == "same_name" and i < len(ph) and ph[i].kind == "as" and isinstance(ph[i].np, n.Selector):
                # "with the same name as another minion here": the phrases after it are the other's
                other = ph[i].np
                f["name_as"] = self.filter(other, ph[i + 1:])
                i = len(ph)
            elif p.kind in ("where_you_have", "where_you_have_none"):
                same = p.kind == "where_you_have" and i < len(ph) and ph[i].kind == "same_name" \
                    and (i + 1 == len(ph) or ph[i + 1].kind != "as")
                f["base"] = self.where_you_have(p, same_name=same)
                if same:
                    i += 1
            elif p.kind == "with" and self.is_base_word(np) and isinstance(p.np, n.Selector) \
                    and p.np.noun.kind != "power_counter":
                # "a base with one of your actions on it", "a base that has two or more minions":
                # the phrases after it are the counted cards'
                f["base"] = self.base_has(p.np, ph[i:])
                i = len(ph)
            elif p.kind in ("on", "at") and self.is_any_base(p.np) and i < len(ph) and ph[i].kind == "with" \
                    and isinstance(ph[i].np, n.Selector) and ph[i].np.noun.kind != "power_counter":
                # "a minion on a base with another of your minions": the base has such cards
                f["base"] = self.base_has(ph[i].np, ph[i + 1:], of=np)
                i = len(ph)
            elif p.kind in ("on", "from", "at") and self.is_any_base(p.np):
                # "a minion on a base", "from a base": a card in play. "each minion on a base"
                # would say one base (else "on a base" says nothing): that choice is not here
                if np.quant is not None and np.quant.kind in ("each", "all") and p.np.quant.kind == "one":
                    raise self.no(p, f"`{self.words(np)} {self.words(p)}`: the cards on one base, chosen "
                                     f"(say `on one base`, or `in play` for every base)")
            elif p.kind in ("on", "at", "from") and self.is_base_word(p.np) and p.np.owner is not None \
                    and p.np.owner.kind == "it" and self.in_trigger and not self.picking:
                f["base"] = s.BaseTest(at_event=True)       # "at its base": where the event's card is (was)
            elif p.kind in ("on", "played_on") and isinstance(p.np, n.Ref) and p.np.kind == "them" and self.per_card:
                f["on"] = "valued"          # "(minions here have +1 power) for each action on them": on each one
            elif p.kind in ("on", "played_on") and isinstance(p.np, n.Ref) and p.np.kind == "it" \
                    and self.card.type != self.rs.base_type:
                # "each action on it", "actions played on it"
                f["on"] = "host" if self.on_card else ("event" if self.in_trigger else "this")
            elif p.kind == "played_on" and self.picking and isinstance(p.np, n.Ref) and p.np.kind == "that" \
                    and p.np.word is not None and self.kinds.get(p.np.word.text) == self.rs.base_type:
                f["at_picked"] = True       # "actions played on that base": on the chosen base itself,
                f["attached"] = False       # not on a minion there
            elif p.kind == "played_on" and self.is_any_card(p.np):
                pass                        # "an action played on a minion or base": any played on a card
            elif p.kind in ("there", "from", "on", "at") and (not self.picking or self.revealed) and self.in_trigger and (
                    p.kind == "there" or (isinstance(p.np, n.Ref) and p.np.kind == "there")
                    or (isinstance(p.np, n.Ref) and p.np.kind == "that" and p.np.word is not None
                        and self.rs.base_type is not None and self.kinds.get(p.np.word.text) == self.rs.base_type)):
                f["base"] = s.BaseTest(at_event=True)       # "there" after "before a base scores"
            elif p.kind in ("from", "in") and self.zones_or(p.np):
                # "from your hand and/or discard pile", "from your hand or discard pile": either
                # zone (whose: the first one's owner)
                f["zone"] = self.zone_of(p.np.left)
                f["also_zones"] = (self.zone_of(p.np.right),)
                self.zone_owner(f, np, p.np.left, p)
            elif p.kind in ("from", "in") and isinstance(p.np, n.Selector) and p.np.noun.kind == "zone":
                f["zone"] = self.zone_of(p.np)
                self.zone_owner(f, np, p.np, p)
            elif self.picking and p.kind == "from" and isinstance(p.np, n.Ref) and p.np.kind in ("there", "that"):
                f["at_picked"] = True       # "from there": the chosen base
            elif p.kind == "here":
                f["here"] = True
            elif p.kind == "with_element":
                f["has_element"] = True
            elif p.kind in ("revealed", "you_reveal") and self.revealed:
                f["among_picked"] = True     # "actions revealed": among the revealed cards
                f["zone"] = self.look_zone
            elif p.kind in ("in", "among") and self.revealed and isinstance(p.np, n.Ref) \
                    and p.np.kind in ("it", "them"):
                f["among_picked"] = True     # "a minion in it" (the hand looked at), "among them"
                f["zone"] = self.look_zone
            elif p.kind == "can_be_played_on" and isinstance(p.np, n.Selector) and p.np.noun.kind == "kind" \
                    and p.np.quant is not None and p.np.quant.kind == "one" and not p.np.adjs and p.np.owner is None \
                    and self.kinds.get(p.np.noun.words[-1].text) is not None:
                f["plays_on"] = self.kinds[p.np.noun.words[-1].text]    # "that can be played on a base"
            elif p.kind == "without_marker":
                counters.append(s.CounterTest(counter=self.counter_word(p.word), cmp=s.Cmp.EQ, value=0))
            elif p.kind in ("you_control", "you_have") or (self.acting and p.kind == "they_have"):
                self.set_controller(f, s.Controller.YOU, p)     # ("they have": the acting player's)
            elif p.kind == "in_play":
                pass
            elif p.kind == "on" and isinstance(p.np, n.Ref) and p.np.kind == "this" and p.np.word is not None \
                    and self.kinds.get(p.np.word.text) == self.rs.base_type:
                f["here"] = True            # "on this base": the base this card is on
            elif self.picking and (p.kind == "there" or (p.kind in ("on", "at") and isinstance(p.np, n.Ref)
                                                          and p.np.kind == "that")):
                f["at_picked"] = True       # "each minion on that base", "your minions there"
            elif p.kind in ("from", "at", "on") and isinstance(p.np, n.Ref) and p.np.kind == "here":
                f["here"] = True            # "from here"
            elif p.kind == "on" and isinstance(p.np, n.Ref) and p.np.kind == "it" \
                    and self.card.type == self.rs.base_type and not self.picking:
                f["here"] = True            # in a base's text, "on it": on this base
            elif p.kind == "you_own":
                f["owner"] = s.Controller.YOU
            elif p.kind == "with" and isinstance(p.np, n.Selector) and p.np.noun.kind == "power_counter" \
                    and (p.np.quant is None or p.np.quant.kind in ("one", "exactly", "at_least")):
                # "with +1 power counters" / "with a +1 power counter" / "with two or more …"
                c = p.np.noun.counter
                least = p.np.quant.number.value if p.np.quant is not None and p.np.quant.number is not None else 1
                counters.append(s.CounterTest(counter=f"+{c.amount} {c.stat.text}", cmp=s.Cmp.GE, value=least))
                if i < len(ph) and ph[i].kind == "on" and isinstance(ph[i].np, n.Ref) and ph[i].np.kind in ("it", "them"):
                    i += 1                  # "… with a +1 power counter on it": on the card itself
            elif p.kind in ("from", "at", "on") and self.is_other_base(p.np):
                f["elsewhere"] = True       # "from another base", "at another base"
            elif p.kind in ("on", "played_on") and isinstance(p.np, n.Selector) and p.np.noun.kind == "kind" \
                    and self.kinds.get(p.np.noun.words[-1].text) not in (None, self.rs.base_type) and not p.np.owner \
                    and not p.np.adjs:
                # "an action on a minion", "an action played on another minion": played on a card
                # (the one it is moved to is never its own host: moving it there does nothing)
                f["attached"] = True
            else:
                raise self.no(p, f"the phrase `{self.words(p)}` in a selection")
        if counters:
            f["counters"] = tuple(counters)
        if superl is not None:
            # "a minion with the highest power there": at least (most) the highest among the
            # cards the rest of the selection matches
            among = s.Filter(**f, stats=tuple(stats))
            least, stat = superl
            stats.append(s.StatTest(stat=stat, cmp=s.Cmp.LE if least else s.Cmp.GE,
                                    amount=s.MaxStat(filter=among, stat=stat, least=least)))
        if stats:
            f["stats"] = tuple(stats)
        return s.Filter(**f)

    def done_before(self, phrases: list, at: Any) -> bool:
        """Do the phrases say what the instruction before did ("cards you discarded", "each
        minion returned")? Refused (E501) when that instruction did something else."""
        kinds = {p.kind for p in phrases}
        if not (kinds & _DONE_BEFORE and kinds <= _DONE_BEFORE | {"there"}):
            return False
        last = _last_step(self.last) if self.last is not None else None
        if last is None or not (self.after or self.counted_before or last.KIND == "draw"):
            raise self.no(at, f"`{self.words(at)}` with no instruction before it that did that")
        for k in kinds - {"there"}:
            if last.KIND not in _DONE_BY[k]:
                raise self.no(at, f"`{self.words(at)}` after an instruction that did something else")
        return True

    def affected_count(self, np: Any) -> s.AffectedCount:
        """How many of the cards the instruction before acted on are `np` ("each minion
        discarded": its minions; "each card", "each one": all of them)."""
        if not isinstance(np, n.Selector) or np.noun.kind in ("counter", "marker", "power_counter"):
            # the instruction before acted on cards: how many counters it moved is not known
            raise self.no(np, f"counting `{self.words(np)}` an instruction acted on (only cards are counted)")
        if np.noun.kind == "kind" and self.kinds.get(np.noun.words[-1].text) in (None, "card") and not np.adjs \
                and np.owner is None:
            return s.AffectedCount()
        f = self.filter(attrs.evolve(np, quant=None), [])
        return s.AffectedCount(filter=attrs.evolve(f, zone=None))

    def counted(self, np: Any, phrases: list) -> Any:
        """"the number of minions you have here": counted on resolution; "the number of cards
        you discarded" (after an instruction): how many cards it acted on; "the number of
        counters you removed": how many counters the instruction before removed."""
        if isinstance(np, n.Selector) and np.noun.kind in ("counter", "power_counter") \
                and (np.quant is None or np.quant.kind == "each") \
                and not np.adjs and np.owner is None and [p.kind for p in phrases] == ["you_removed"]:
            last = _last_step(self.last) if self.last is not None else None
            if last is None or last.KIND != "remove_counters" or not self.after:
                raise self.no(phrases[0], f"`{self.words(phrases[0])}` with no instruction before it removing counters")
            if np.noun.kind == "power_counter" and last.counter != self.counter_of(np):
                raise self.no(np, "counting counters of another kind than those removed")
            return s.CountersRemoved()
        if self.done_before(phrases, phrases[0] if phrases else np):
            return self.affected_count(np)
        if isinstance(np, n.NpOr) and np.op == "and" and isinstance(np.left, n.Selector) \
                and isinstance(np.right, n.Selector):
            # "the number of minions and titans you have here": cards of either kind, counted once
            left = self.filter(attrs.evolve(np.left, quant=None), list(phrases))
            right = self.filter(attrs.evolve(np.right, quant=None), list(phrases))
            if not left.card_types or not right.card_types or \
                    attrs.evolve(left, card_types=()) != attrs.evolve(right, card_types=()):
                raise self.no(np, "counting two different kinds of cards")
            return s.CountOf(filter=attrs.evolve(left, card_types=left.card_types + right.card_types))
        if not isinstance(np, n.Selector):
            raise self.no(np, "counting this")
        on = self.counters_on_this(np, phrases)
        if on is not None:
            return on
        players = self.players_with(np, phrases)
        if players is not None:
            return players
        return s.CountOf(filter=self.filter(attrs.evolve(np, quant=None), list(phrases)))

    def counters_on_this(self, np: Any, phrases: list, it_is_this: bool = False) -> s.CountersOn | None:
        """"(for each) +1 power counter on it / on this minion": the counters this card carries;
        None if `np` counts something else. Counters on each of several cards ("on them") are
        not an amount the runtime has."""
        if not (isinstance(np, n.Selector) and np.noun.kind in ("power_counter", "marker")):
            return None
        if not (len(phrases) == 1 and phrases[0].kind == "on" and isinstance(phrases[0].np, n.Ref)
                and phrases[0].np.kind in ("it", "this")):
            raise self.no(np, f"counting `{self.words(np)}` here")
        # ("it" after "This minion has …": the subject)
        of = s.This() if it_is_this and phrases[0].np.kind == "it" else self.ref(phrases[0].np)
        if not isinstance(of, s.This):
            raise self.no(phrases[0], "counting counters on a card other than this one")
        return s.CountersOn(of=of, counter=self.counter_of(np))

    def players_with(self, np: Any, phrases: list) -> s.PlayersWith | None:
        """"(for each) player with a minion here", "other player who has an action on this base":
        how many players control such a card."""
        if not (isinstance(np, n.Selector) and np.noun.kind == "player" and np.owner is None
                and all(a.kind == "other" for a in np.adjs) and phrases and phrases[0].kind == "with"
                and isinstance(phrases[0].np, n.Selector) and phrases[0].np.noun.kind == "kind"):
            return None
        f = self.filter(attrs.evolve(phrases[0].np, quant=None), list(phrases[1:]))
        if f.controller is not s.Controller.ANY:
            raise self.no(phrases[0], f"`{self.words(phrases[0])}` naming whose cards")
        return s.PlayersWith(filter=f, other=bool(np.adjs))

    def compared(self, np: Any) -> Any:
        """The card a comparison is made with: "this minion", "yours" (the chosen one)."""
        if isinstance(np, n.Ref) and np.kind == "yours" and self.picking:
            return s.Picked()
        if isinstance(np, n.Ref) and np.kind in ("this", "it", "that"):
            return self.ref(np)
        raise self.no(np, "a comparison with this card")

    def where_you_have(self, p: n.Phrase, same_name: bool = False) -> s.BaseTest:
        """"(a base) where you have a minion / at least one minion / no minions"; "… two or more
        minions with the same name" (`same_name`): that many of one name."""
        if p.kind == "where_you_have_none":
            t = self.kinds.get(p.word.text) if p.word is not None else None
            if t is None:
                raise self.no(p, "this phrase in a selection")
            return s.BaseTest(has=s.Filter(card_types=(t,), controller=s.Controller.YOU), cmp=s.Cmp.EQ, value=0)
        np = p.np
        if isinstance(np, n.Selector) and np.quant is not None and np.quant.kind == "no":
            # "where you have no minions"
            has = attrs.evolve(self.filter(attrs.evolve(np, quant=None), []), controller=s.Controller.YOU)
            return s.BaseTest(has=has, cmp=s.Cmp.EQ, value=0)
        if not isinstance(np, n.Selector) or np.quant is None or np.quant.kind not in ("one", "at_least", "another"):
            raise self.no(p, f"the phrase `{self.words(p)}` in a selection")
        value = np.quant.number.value if np.quant.kind == "at_least" else 1
        has = attrs.evolve(self.filter(attrs.evolve(np, quant=None), []), controller=s.Controller.YOU,
                           other=np.quant.kind == "another")
        return s.BaseTest(has=has, cmp=s.Cmp.GE, value=value, same_name=same_name)

    def base_has(self, np: n.Selector, phrases: list, of: n.Selector | None = None) -> s.BaseTest:
        """"(a base) with / that has one of your actions played on it": how many cards on the
        base match; "on it" / "played on it" is the base itself (not a card there). "(a minion on
        a base) with another of your minions": one more than the selected card, which is one of
        them (refused when it might not be)."""
        q = np.quant.kind if np.quant is not None else None
        if q not in ("one", "exactly", "at_least", "another"):
            raise self.no(np, f"counting `{self.words(np)}` on a base")
        value = np.quant.number.value if np.quant.number is not None else 1
        on_it = [p for p in phrases if p.kind in ("on", "played_on") and isinstance(p.np, n.Ref) and p.np.kind == "it"]
        has = self.filter(attrs.evolve(np, quant=None), [p for p in phrases if p not in on_it])
        if on_it:
            has = attrs.evolve(has, attached=False)
        if q == "another":
            sel = self.filter(attrs.evolve(of, quant=None), []) if of is not None else None
            if sel is None or sel.card_types != has.card_types or has.controller not in (s.Controller.ANY, sel.controller) \
                    or attrs.evolve(has, card_types=(), controller=s.Controller.ANY) != s.Filter():
                raise self.no(np, f"`{self.words(np)}` that the selected card may not be one of")
            value += 1
        return s.BaseTest(has=has, cmp=s.Cmp.GE, value=value)

    def is_base_word(self, np: Any) -> bool:
        return isinstance(np, n.Selector) and np.noun.kind == "kind" and bool(np.noun.words) \
            and self.rs.base_type is not None and self.kinds.get(np.noun.words[-1].text) == self.rs.base_type

    def is_any_base(self, np: Any) -> bool:
        """"a base" / "any base" with nothing else: any base in play."""
        return self.is_base_word(np) and np.owner is None and not np.adjs and np.quant is not None \
            and np.quant.kind in ("one", "any")

    def is_any_card(self, np: Any) -> bool:
        """"a minion or base", "minions and/or bases": a card of any type that cards are played on."""
        if isinstance(np, n.NpOr):
            return self.is_any_card(np.left) and self.is_any_card(np.right)
        return isinstance(np, n.Selector) and np.noun.kind == "kind" and not np.owner and not np.adjs \
            and (np.quant is None or np.quant.kind == "one")

    def play_limit(self, body: Any) -> s.NoPlay | None:
        """"You may only play one minion here each turn": plays onto this base beyond that number
        are barred (for each player the subject names)."""
        if not (isinstance(body, n.Statement) and body.pred.kind in ("may_only", "can_only")):
            return None
        by = self.players_rel(body.subject)
        effs = body.pred.effects
        if by is None or effs is None or effs.then is not None or len(effs.items) != 1:
            return None
        e = effs.items[0]
        kinds = [p.kind for p in e.phrases]
        if e.kind != "play" or not isinstance(e.np, n.Selector) or sorted(kinds) != ["each_turn", "here"]:
            return None
        q = e.np.quant
        if q is None or q.kind not in ("exactly", "one") or e.np.adjs or e.np.owner is not None:
            return None
        k = q.number.value if q.number is not None else 1
        return s.NoPlay(card_types=(self.kind_of(e.np),), by=by, per_turn=k)

    def this_base(self) -> Any:
        """"here" as a place to go: this base, or the base this card is on."""
        return s.This() if self.card.type == self.rs.base_type else s.Host()

    def is_other_base(self, np: Any) -> bool:
        """"another base" / "other bases": a base other than this card's."""
        if not isinstance(np, n.Selector) or np.noun.kind != "kind" or np.owner is not None:
            return False
        if self.kinds.get(np.noun.words[-1].text) != self.rs.base_type:
            return False
        return (np.quant is not None and np.quant.kind == "another") or [a.kind for a in np.adjs] == ["other"]

    def counter_word(self, w: n.Word) -> str:
        c = self.canon(w.text, self.rs.counters)
        if c is None:
            raise self.no(w, "a counter of the ruleset")
        return c

    def const(self, c: n.Cmp) -> int:
        if c.number is not None:
            return c.number.value
        if c.amount is not None and c.amount.kind == "number":
            return c.amount.number.value
        raise self.no(c, "a comparison with a computed amount")

    # ------------------------------------------------------------------ triggers, conditions
    def about_revealed(self, c: n.Conditional) -> bool:
        """A condition on "it" closing a triggered sentence whose instructions reveal a card."""
        t = c.body
        inner = t.body.body if isinstance(t.body, n.Conditional) else t.body
        return (c.cond.kind == "is" and isinstance(c.cond.np, n.Ref) and c.cond.np.kind == "it"
                and self.reveals(inner) and not self.is_delayed(t))

    def condition_after_reveal(self, c: n.Conditional) -> n.Triggered:
        t = c.body
        outer = t.body if isinstance(t.body, n.Conditional) else None
        eff = outer.body if outer is not None else t.body
        j = next(i for i, e in enumerate(eff.items) if e.kind in ("reveal", "look_at") and not isinstance(e.np, n.Ref))
        after = eff.items[j + 1:]
        if not after:
            raise self.no(c, "a condition on the revealed card with nothing done with it")
        rest = n.Effects(items=after, then=eff.then, span=eff.span)
        new = attrs.evolve(eff, items=eff.items[:j + 1], then=n.Conditional(cond=c.cond, body=rest, span=c.span),
                           seps=())
        return attrs.evolve(t, body=attrs.evolve(outer, body=new) if outer is not None else new)

    @staticmethod
    def reveals(body: Any) -> bool:
        """The instructions reveal or look at cards (not "reveal it")."""
        return isinstance(body, n.Effects) and any(
            e.kind in ("reveal", "look_at") and not isinstance(e.np, n.Ref) for e in body.items)

    def triggered(self, t: n.Triggered, label: str, cond: Any = None, more: list | None = None) -> s.Triggered:
        tr = t.trigger
        first = tr.kind in ("after_first", "after_first_each", "when_first")
        if first:
            # "After the first time [each turn] X [each turn], …": only the first X of a turn
            ev = tr.event
            if tr.kind != "after_first_each" and not any(
                    p.kind == "each_turn" for p in ev.phrases + ev.ev.phrases):
                raise self.no(tr, "`the first time` with no `each turn` (once in a game)")
            tr = attrs.evolve(tr, event=_without_each_turn(tr.event))
        self.pattern_cond = None
        try:
            when = self.pattern(tr)
            extra = self.pattern_cond
        finally:
            self.pattern_cond = False
        if extra is not None:
            # a condition the pattern carries ("your fifth or higher card in a turn")
            cond = extra if cond is None else s.All(conditions=(extra, cond))
        replaced = tr.event is not None and tr.event.ev.kind == "scores_replaced"
        was = self.in_trigger, self.when, self.replaced
        self.in_trigger, self.when, self.replaced = tr.kind not in ("start", "end"), when, replaced
        try:
            effect = self.bodies([t.body] + more) if more else self.stmt(t.body)
        finally:
            self.in_trigger, self.when, self.replaced = was
        if replaced:
            effect = _after_replacement(effect, s.EventPattern(
                event=s.Event.ENTER, timing=s.Timing.AFTER, subject=s.Filter(card_types=(self.rs.base_type,))))
        if cond is not None:
            effect = s.If(condition=cond, then=effect)
        zone = None
        if label == "special" and _plays_this(effect):
            # "Special: Before a base scores, play this minion there": from the hand; "After …, you
            # may play this titan": from where it is set aside (SU-T2)
            zone = self.set_aside_zone() or self.rs.hand_zone
        elif label == "special" and not self.stays_in_play() and not self.on_card:
            # an action's Special: the action is played from the hand at that moment to do it
            zone = self.rs.hand_zone
            effect = s.May(effect=s.Sequence(effects=(s.PlayCard(target=s.This()), effect)))
        return s.Triggered(origin=self.origin(), when=when, effect=effect,
                           label=label or "ongoing", zone=zone, once_per_turn=first)

    def set_aside_zone(self) -> str | None:
        """SU-T1: the zone where cards of this card's type wait out of play (a titan), or None."""
        t = self.rs.card_type(self.card.type)
        return self.rs.set_aside_zone if t is not None and t.set_aside else None

    def set_aside_play(self, body: Any) -> s.Activated | None:
        """SU-T2: "Special: [Instead of your regular minion play,] [On your turn,] [if …,] you may
        [discard a card to] play this titan [on a base where …] [if …]": an ability the owner
        uses in their play phase while the card is set aside; "instead of your regular X play"
        uses that play. None when the sentence does not play this card."""
        if not _ast_plays_this(body):
            return None
        costs: list[s.Cost] = []
        conds: list[Any] = []
        b = body
        while True:
            if isinstance(b, n.InsteadOfDo) and isinstance(b.np, n.Selector) and b.np.noun.kind == "regular_play" \
                    and b.np.owner is not None and b.np.owner.kind == "you":
                for w in b.np.noun.words:
                    kind = self.kinds.get(w.text.lower())
                    if kind is None or kind not in dict(self.rs.plays_per_turn):
                        raise self.no(w, "a regular play of a type with no play each turn")
                    costs.append(s.Cost(cost=s.CostKind.PLAY, card_type=kind))
                b = b.body
            elif isinstance(b, n.Prefixed) and b.kind == "on_your_turn":
                b = b.body
            elif isinstance(b, n.Conditional) and not isinstance(b.body, n.Triggered):
                conds.append(self.condition(b.cond))
                b = b.body
            else:
                break
        if isinstance(b, (n.Triggered, n.Conditional, n.Prefixed, n.InsteadOfDo)):
            return None
        eff = self.stmt(b)
        while isinstance(eff, s.May):       # using the ability is the choice
            eff = eff.effect
        if not _plays_this(eff):
            return None
        for c in reversed(conds):
            eff = s.If(condition=c, then=eff)
        return s.Activated(origin=self.origin(), effect=eff, costs=tuple(costs), label="special",
                           phase=self.rs.play_phase, your_turn_only=True, zone=self.set_aside_zone())

    def stays_in_play(self) -> bool:
        """Whether cards of this card's type stay in play when played (a minion; not an action)."""
        t = self.rs.card_type(self.card.type)
        return t is None or t.in_play

    def pattern(self, tr: n.Trigger) -> s.EventPattern:
        if tr.kind in ("start", "end"):
            ev = s.Event.TURN_START if tr.kind == "start" else s.Event.TURN_END
            player = {"your": s.Controller.YOU, "each": s.Controller.ANY, "the": s.Controller.ANY,
                      "each_other": s.Controller.OPPONENT}.get(tr.turn.kind)
            if player is None or (player is s.Controller.OPPONENT and self.card.type == self.rs.base_type):
                # (a base has no controller: no "other players" of its own)
                raise self.no(tr, "this turn")
            return s.EventPattern(event=ev, player=player)
        return self.event_pattern(tr.event, _TIMING[tr.kind])

    def event_pattern(self, event: n.Event, timing: s.Timing) -> s.EventPattern:
        ev = event.ev
        you = isinstance(event.np, n.Ref) and event.np.kind == "you"
        if ev.kind == "plays" and (you or (isinstance(event.np, n.Selector) and event.np.noun.kind == "player")):
            # "After a player plays a minion here": the played card is the event's subject
            player = s.Controller.YOU if you else s.Controller.ANY
            if not you and (any(a.kind == "other" for a in event.np.adjs)
                            or (event.np.quant and event.np.quant.kind == "another")):
                player = s.Controller.OPPONENT
            played, ph = ev.np, list(ev.phrases)
            if isinstance(played, n.Selector) and played.noun.kind == "nth_or_higher":
                # "after you play your fifth or higher card in a turn": every play of such a card
                # once that many were played this turn (counted when it resolves, this one too)
                per_turn = [p for p in ph if p.kind in ("in_a_turn", "this_turn")]
                if len(per_turn) != 1:
                    raise self.no(played, "an ordinal play with no `in a turn`")
                ph.remove(per_turn[0])
                if self.pattern_cond is not None:
                    raise self.no(played, "an ordinal play outside a trigger")
                played = attrs.evolve(played, noun=attrs.evolve(played.noun, kind="kind", number=None))
                subject = self.filter(played, ph)
                self.pattern_cond = s.TurnCount(event=s.Event.PLAY, subject=subject, player=player,
                                                cmp=s.Cmp.GE, value=ev.np.noun.number.value)
                return s.EventPattern(event=s.Event.PLAY, timing=timing, player=player, subject=subject)
            return s.EventPattern(event=s.Event.PLAY, timing=timing, player=player,
                                  subject=self.filter(ev.np, list(ev.phrases)))
        if ev.kind == "destroy" and you and ev.np is not None:
            # "after you destroy a minion": a destruction caused by your card
            return s.EventPattern(event=s.Event.DESTROY, timing=timing, subject=self.filter(ev.np, list(ev.phrases)),
                                  cause_controller=s.Controller.YOU)
        this = isinstance(event.np, n.Ref) and event.np.kind == "this"
        if this and event.phrases:
            raise self.no(event.phrases[0], "a phrase on the subject of a trigger")
        subject = None if this else self.filter(event.np, list(event.phrases))   # "a minion here"
        if ev.kind in ("dies", "destroyed"):
            kw: dict[str, Any] = {}
            where = []
            for p in ev.phrases:
                if p.kind == "from":
                    f = self.filter(p.np, [])
                    kw["cause_types"] = f.card_types
                    kw["cause_controller"] = f.controller
                elif p.kind in _FILTER_PHRASES and not this:
                    where.append(p)             # "a minion is destroyed here"
                else:
                    raise self.no(p, "this phrase on a death")
            if where:
                subject = self.filter(event.np, list(event.phrases) + where)
            return s.EventPattern(event=s.Event.DESTROY, timing=timing, this=this, subject=subject, **kw)
        if ev.kind == "played" and not this:
            # "after a minion is played here": whoever plays it
            return s.EventPattern(event=s.Event.PLAY, timing=timing,
                                  subject=self.filter(event.np, list(event.phrases) + list(ev.phrases)))
        if ev.kind == "scores_replaced" and not (this and self.card.type == self.rs.base_type):
            raise self.no(ev, "`scores and is replaced` of a base other than this one")
        if ev.kind in ("scores", "scores_replaced"):
            if this and self.is_this_base(event.np):
                # "when this base scores" on a card that is not a base: the base it is on
                return s.EventPattern(event=s.Event.SCORE, timing=timing, host=True)
            return s.EventPattern(event=s.Event.SCORE, timing=timing, this=this,
                                  subject=None if this else subject)
        if ev.kind == "goes_to" and ev.np is not None and [p.kind for p in ev.phrases] == ["from_play"]:
            # "after this minion goes to the discard pile from play": however it leaves
            return s.EventPattern(event=s.Event.LEAVE_PLAY, timing=timing, this=this, subject=subject,
                                  zone=self.zone_of(ev.np))
        if ev.kind == "moves" and not this and all(self.is_here(p) or self.to_here(p) for p in ev.phrases):
            # "after another player's minion moves [here]": a move from one base to another; "here":
            # the base it moves to is this card's
            here = [n.Phrase(kind="here", span=p.span) for p in ev.phrases]      # "moves to this base": here
            return s.EventPattern(event=s.Event.MOVE, timing=timing, zone="base",
                                  subject=self.filter(event.np, list(event.phrases) + here[:1]))
        if ev.kind == "moves" and len(ev.phrases) == 1 and not this and ev.phrases[0].kind in ("from", "to_or_from") \
                and isinstance(ev.phrases[0].np, n.Ref) and self.is_this_base(ev.phrases[0].np):
            # "after a minion moves from this base / to or from this base": a move between bases
            # that starts (or ends) at this card's base
            return s.EventPattern(event=s.Event.MOVE, timing=timing, subject=subject, between=ev.phrases[0].kind)
        if ev.kind == "destroyed_or_discarded" and not ev.phrases:
            # destroyed or discarded from play: it went from play to the discard pile
            return s.EventPattern(event=s.Event.LEAVE_PLAY, timing=timing, this=this, subject=subject,
                                  zone=self.rs.discard_zone)
        raise self.no(ev, f"a trigger on `{self.words(ev)}`")

    def is_this_base(self, r: n.Ref) -> bool:
        """"this base" written on a card that is not itself a base (a minion, or an action played
        on a base): the base the card is on."""
        word = r.word.text.lower() if r.word is not None else None
        return (word is not None and self.kinds.get(word) == self.rs.base_type
                and self.card.type != self.rs.base_type)

    def condition(self, c: n.Cond) -> Any:
        if c.kind == "not_have" and isinstance(c.np, n.Ref) and c.np.kind == "you":
            # "if you do not have a minion here": the same count, failing
            return s.Not(condition=self.condition(attrs.evolve(c, kind="have")))
        if c.kind == "is" and isinstance(c.np, n.Ref) and c.np.kind == "it" and isinstance(c.np2, n.Selector) \
                and not c.phrases:
            # "If it is a minion, …": the revealed card, or the card of the event
            return s.IsCard(of=self.ref(c.np), filter=attrs.evolve(self.filter(attrs.evolve(c.np2, quant=None), []),
                                                                    zone=None))
        if c.kind == "have" and isinstance(c.np, n.Ref) and c.np.kind == "you":
            np2 = c.np2
            counted = ("at_most", "at_least", "exactly", "one", "another", "no")
            if isinstance(np2, n.Selector) and np2.quant is not None and np2.quant.kind in counted:
                # "2 or fewer cards", "at least 3 minions", "exactly one minion", "a minion" (>= 1),
                # "no cards in your hand" (= 0)
                cmp = {"at_most": s.Cmp.LE, "at_least": s.Cmp.GE, "exactly": s.Cmp.EQ, "one": s.Cmp.GE,
                       "another": s.Cmp.GE, "no": s.Cmp.EQ}[np2.quant.kind]
                value = 0 if np2.quant.kind == "no" else np2.quant.number.value if np2.quant.number is not None else 1
                f = self.filter(attrs.evolve(np2, quant=None), [])
                if np2.quant.kind == "another":
                    f = attrs.evolve(f, other=True)     # "another minion here": not this one
                kinds = [p.kind for p in c.phrases]
                if "same_name" in kinds:
                    return self.same_name_on_a_base(c, f, cmp, value)
                zone = None
                for p in c.phrases:
                    if p.kind == "in":
                        zone = self.zone_of(p.np)
                    elif p.kind != "here":
                        raise self.no(p, "this phrase in a condition")
                f = attrs.evolve(f, controller=s.Controller.YOU, zone=zone, here=f.here or self.has(list(c.phrases), "here"))
                return s.CountIs(filter=f, cmp=cmp, value=s.Const(value=value))
        if c.kind == "is" and isinstance(c.np, n.Ref) and c.np.kind == "there" and isinstance(c.np2, n.Selector) \
                and c.np2.quant is not None and c.np2.quant.kind in ("at_most", "at_least", "exactly", "one", "no"):
            return self.there_are(c)
        if c.kind == "did_verb" and isinstance(c.np, n.Selector) and c.np.quant is not None \
                and c.np.quant.kind == "no" and c.np.noun.kind == "player" and not c.phrases:
            # "If no other players drew a Madness card, …": none of the players the earlier
            # instruction asked did it (the same players, the same verb)
            asked = self.asked
            each = attrs.evolve(c.np, quant=n.Quant(kind="each", span=c.np.quant.span))
            acting = self.acting_players(n.Subject(np=each, span=c.np.span))
            if not isinstance(asked, s.AsPlayer) or acting is None or acting[0] is not asked.who \
                    or acting[1] is not None or asked.having is not None \
                    or _last_kind(asked.effect) != c.verb.kind:
                raise self.no(c, "`no players did …` not after an instruction asking those players to")
            return s.NoneDid()
        if c.kind == "have" and isinstance(c.np, n.Ref) and c.np.kind == "this" and c.np.word is not None \
                and self.kinds.get(c.np.word.text) == self.rs.base_type and isinstance(c.np2, n.Selector):
            # "if this base has one of your actions played on it": counted on this card's base
            bt = self.base_has(c.np2, list(c.phrases))
            return s.CountIs(filter=attrs.evolve(bt.has, here=True), cmp=bt.cmp, value=s.Const(value=bt.value))
        you = isinstance(c.np, n.Ref) and c.np.kind == "you"
        this_turn = self.has(list(c.phrases), "this_turn")
        if c.kind == "did" and you:
            return s.Did(fully=True)                    # "If you do, …"
        if c.kind == "is" and isinstance(c.np, n.Ref) and c.np.kind == "this" and isinstance(c.np2, n.Selector) \
                and [a.kind for a in c.np2.adjs] == ["first"] and [p.kind for p in c.phrases] == ["you_played", "this_turn"]:
            # "if this is the first minion you played (on) this turn"
            return s.FirstThisTurn(event=s.Event.PLAY, subject=self.history_subject(c.np2), player=s.Controller.YOU)
        if c.kind == "not_played" and you and this_turn and len(c.phrases) == 1:
            # "If you have not played a minion this turn"
            return s.TurnCount(event=s.Event.PLAY, subject=self.history_subject(c.np2), player=s.Controller.YOU,
                               cmp=s.Cmp.EQ, value=0)
        if c.kind == "destroyed" and you and this_turn and len(c.phrases) == 1:
            # "If you have destroyed a minion this turn": by your abilities
            return s.TurnCount(event=s.Event.DESTROY, subject=self.history_subject(c.np2), by=s.Controller.YOU,
                               cmp=s.Cmp.GE, value=1)
        if c.kind == "event" and c.event is not None and c.event.ev.kind == "destroyed" and not c.event.ev.phrases \
                and isinstance(c.event.np, n.Ref) and c.event.np.kind == "it" and not c.event.phrases \
                and self.when is not None and self.when.event is s.Event.LEAVE_PLAY:
            # "After this minion goes to the discard pile from play, …. If it was destroyed, …":
            # it left play because it was destroyed
            return s.EventCause(cause="destroy")
        if c.kind == "event" and c.event is not None and c.event.ev.kind == "destroyed" and not c.event.ev.phrases:
            # "if a minion of another player's here was destroyed" (this turn)
            ev = c.event
            subject = self.history_subject(ev.np, list(ev.phrases))
            return s.TurnCount(event=s.Event.DESTROY, subject=subject, cmp=s.Cmp.GE, value=1)
        if c.kind == "rel_stat" and you and c.rel.kind == "more" and isinstance(c.np2, n.Selector) \
                and c.np2.noun.kind == "player" and [a.kind for a in c.np2.adjs] == ["other"] \
                and c.np2.quant is not None and c.np2.quant.kind == "each" and [p.kind for p in c.phrases] == ["here"]:
            # "if you have more (total) power here than each other player": the same as the most
            return s.MostPower(stat=c.stat.text)
        if c.kind == "event" and c.event is not None and isinstance(c.event.np, n.Ref) and c.event.np.kind == "you" \
                and c.event.ev.kind == "plays" and isinstance(c.event.ev.np, n.Ref) and c.event.ev.np.kind == "this" \
                and not c.event.phrases:
            return self.played_where(c)
        if c.kind == "rel_stat" and isinstance(c.np, n.Ref) and c.np.kind in ("it", "that") \
                and c.rel.kind in ("less", "more") and c.stat_adj is None and not c.phrases:
            # "if it has less power than this minion": the event's (or chosen) card, compared now
            test = s.StatTest(stat=c.stat.text, cmp=s.Cmp.LT if c.rel.kind == "less" else s.Cmp.GT,
                              amount=s.StatOf(of=self.compared(c.np2), stat=c.stat.text))
            return s.IsCard(of=self.ref(c.np), filter=s.Filter(stats=(test,)))
        if c.kind == "stat_eq" and isinstance(c.np, n.Ref) and c.np.kind in ("this", "it") and not c.phrases:
            # "if this minion has 0 power": its value now
            test = s.StatTest(stat=c.stat.text, cmp=s.Cmp.EQ, value=c.number.value)
            return s.IsCard(of=self.ref(c.np), filter=s.Filter(stats=(test,)))
        if c.kind == "stat_cmp" and you and [p.kind for p in c.phrases] == ["here"] \
                and (c.stat_adj is None or c.stat_adj.kind == "total"):
            # "if you have 10 or more (total) power here": your total on this base, now
            return s.PowerIs(cmp=_CMP[c.cmp.kind], value=s.Const(value=self.const(c.cmp)), stat=c.stat.text)
        if c.kind == "superl" and you and c.superl.kind == "most" and [p.kind for p in c.phrases] == ["here"]:
            return s.MostPower(stat=c.stat.text)        # "If you have the most power here"
        if c.kind in ("more_than", "fewer_than") and you and isinstance(c.np2, n.Selector) and c.np2.quant is None \
                and isinstance(c.np3, n.Selector) and c.np3.noun.kind == "player" \
                and [a.kind for a in c.np3.adjs] == ["other"] and c.np3.quant is not None \
                and c.np3.quant.kind in ("each", "any") and c.np3.owner is None:
            # "if you have more cards in your hand than any other player": each one's own count
            f = self.filter(c.np2, list(c.phrases))
            if f.controller is s.Controller.OPPONENT:
                raise self.no(c, "this condition")
            f = attrs.evolve(f, controller=s.Controller.YOU)
            return s.MostCards(filter=f, fewer=c.kind == "fewer_than")
        if c.kind == "not_more" and you and isinstance(c.np2, n.Selector) and c.np2.noun.kind == "player" \
                and [p.kind for p in c.phrases] == ["here"]:
            return s.Not(condition=s.MostPower(stat=c.stat.text))   # "… do not have more power here than each other player"
        if c.kind == "superl" and isinstance(c.np, n.Ref) and c.np.kind == "this" and c.np.word is not None:
            # "If this minion has the highest power here"
            of = self.ref(c.np)
            t = self.kinds.get(c.np.word.text)
            if t is None:
                raise self.no(c, "this condition")
            among = self.filter(n.Selector(noun=n.Noun(kind="kind", words=(c.np.word,))), list(c.phrases))
            return s.HasMost(of=of, among=among, stat=c.stat.text, least=c.superl.kind == "least")
        if c.kind == "is" and isinstance(c.np2, n.Ref) and c.np2.kind == "here" and isinstance(c.np, n.Selector) \
                and c.np.quant is not None and c.np.quant.kind in ("one", "another") and not c.phrases:
            # "(while) another of your minions is here": at least one such card on this base
            f = attrs.evolve(self.filter(c.np, []), here=True)
            return s.CountIs(filter=f, cmp=s.Cmp.GE, value=s.Const(value=1))
        if c.kind == "is" and isinstance(c.np, n.Ref) and c.np.kind == "you" and isinstance(c.np2, n.Selector) \
                and c.np2.noun.kind in ("winner", "runner_up") and c.np2.owner is None and not c.np2.adjs \
                and all(self.is_here(p) for p in c.phrases):
            # "If you are the winner [here]": a place of the scoring being resolved (SU-G3)
            return s.PlayerIs(who=s.Who.WINNER if c.np2.noun.kind == "winner" else s.Who.RUNNER_UP)
        raise self.no(c, "this condition")

    def same_name_on_a_base(self, c: n.Cond, f: s.Filter, cmp: s.Cmp, value: int) -> s.CountIs:
        """"(if) you have N or more minions with the same name on a base" (as a condition): some
        base has that many of your cards of one name (counted as "a base where you have two or more minions
        with the same name" is)."""
        ph = list(c.phrases)
        if [p.kind for p in ph] != ["same_name", "on"] or not self.is_any_base(ph[1].np) \
                or cmp not in (s.Cmp.GE,) or f.zone is not None or f.here:
            raise self.no(c, "`with the same name` in this condition")
        has = attrs.evolve(f, controller=s.Controller.YOU)
        bases = s.Filter(card_types=(self.rs.base_type,),
                         base=s.BaseTest(has=has, cmp=cmp, value=value, same_name=True))
        return s.CountIs(filter=bases, cmp=s.Cmp.GE, value=s.Const(value=1))

    def there_are(self, c: n.Cond) -> s.CountIs | s.IsCard:
        """"If there are two or more minions here", "if there are no actions on this base", "if
        there are six or more +1 power counters on your minions" (the counters on the cards the
        `on` phrase selects, counted together)."""
        np2 = c.np2
        q = np2.quant
        cmp = {"at_most": s.Cmp.LE, "at_least": s.Cmp.GE, "exactly": s.Cmp.EQ, "one": s.Cmp.GE, "no": s.Cmp.EQ}[q.kind]
        value = 0 if q.kind == "no" else q.number.value if q.number is not None else 1
        ph = list(c.phrases)
        for p in ph:
            if p.kind in ("on", "at") and self.is_any_base(p.np):
                # "there are no minions on a base": on any one base, or on all of them together?
                raise self.no(p, f"`{self.words(p)}` counting cards on some base")
        if np2.noun.kind == "power_counter" and len(ph) == 1 and ph[0].kind == "on" and isinstance(ph[0].np, n.Ref) \
                and ph[0].np.kind in ("this", "it") and not np2.owner and not np2.adjs:
            # "if there are two or more +1 power counters on this minion": that card's own count
            counter = f"+{np2.noun.counter.amount} {np2.noun.counter.stat.text}"
            test = s.CounterTest(counter=counter, cmp=cmp, value=value)
            return s.IsCard(of=self.ref(ph[0].np), filter=s.Filter(counters=(test,)))
        if np2.noun.kind == "power_counter":
            if np2.owner is not None or np2.adjs or not ph or ph[0].kind != "on" \
                    or not isinstance(ph[0].np, n.Selector) or ph[0].np.quant is not None:
                raise self.no(c, "counting counters not on a set of cards")
            counter = f"+{np2.noun.counter.amount} {np2.noun.counter.stat.text}"
            f = self.filter(ph[0].np, ph[1:])
            if f.zone is not None:
                raise self.no(c, "counting counters on cards out of play")
            return s.CountIs(filter=f, cmp=cmp, value=s.Const(value=value), counter=counter)
        if np2.noun.kind != "kind":
            raise self.no(c, "this condition")
        return s.CountIs(filter=self.filter(attrs.evolve(np2, quant=None), ph), cmp=cmp, value=s.Const(value=value))

    def played_where(self, c: n.Cond) -> s.IsCard:
        """"If you play this card on a base where you have another minion" (in the text of
        the card played): the base the card was played on passes the test, checked as the
        on-play ability resolves (the card is there)."""
        ev = c.event.ev
        ph = list(ev.phrases)
        if not ph or ph[0].kind != "on" or not self.is_base_word(ph[0].np) or ph[0].np.owner is not None \
                or ph[0].np.adjs:
            raise self.no(c, "this condition")
        tests = [p for p in ph[1:]]
        if len(tests) != 1 or tests[0].kind not in ("where_you_have", "where_you_have_none"):
            raise self.no(c, "this condition")
        return s.IsCard(of=s.This(), filter=s.Filter(base=self.where_you_have(tests[0])))

    def history_subject(self, np: Any, phrases: list | None = None) -> s.Filter:
        """What a turn-history condition counts: "a minion", "another player's minion here"."""
        if not isinstance(np, n.Selector):
            raise self.no(np, "this kind of noun phrase")
        return self.filter(attrs.evolve(np, quant=None, adjs=tuple(a for a in np.adjs if a.kind != "first")),
                           phrases or [])

    # ------------------------------------------------------------------ static abilities
    def is_static(self, st: n.Statement) -> bool:
        if st.pred.kind in ("increased", "decreased"):
            return st.subject is not None and st.subject.stat is not None   # "this base's breakpoint is …"
        return st.pred.kind in ("has_mod", "gives", "cannot_be", "cannot", "only_target", "equal", "set", "cannot_score",
                                "not_affected", "considered", "cancelled")

    def static(self, st: n.Statement, _: Any) -> Any:
        pred = st.pred
        subj = st.subject
        if pred.kind in ("increased", "decreased"):
            # "This base's breakpoint is reduced by 2 [for each …]": the same as "This base has -2
            # breakpoint [for each …]"
            if subj.stat_adj is not None or pred.amount is None or pred.amount.kind != "number":
                raise self.no(st, "changing a printed or starting value, or by a computed amount")
            if subj.np is not None:
                np = subj.np                                    # "the breakpoint of this base"
            elif subj.owner is not None and subj.owner.kind == "this" and subj.owner.word is not None:
                w = subj.owner.word                             # "this base's breakpoint"
                np = n.Ref(kind="this", word=n.Word(cls="KIND", text=_strip_poss(w.text), span=w.span),
                           span=subj.owner.span)
            else:
                raise self.no(subj, "a change to the value of this card's owner or another card")
            v = pred.amount.number.value
            mod = n.Signed(amount=v if pred.kind == "increased" else -v, stat=subj.stat, span=pred.span)
            st = n.Statement(pred=n.Pred(kind="has_mod", modifier=mod, phrases=pred.phrases, span=pred.span),
                             subject=n.Subject(np=np, span=subj.span), span=st.span)
            return self.static(st, _)
        if pred.kind == "gives":
            # "This card gives this minion +1 power …": the card's bonus for the cards it names
            if not (subj is not None and isinstance(subj.np, n.Ref) and subj.np.kind == "this" and not subj.phrases):
                raise self.no(st, "a bonus given by a card other than this one")
            st = n.Statement(pred=n.Pred(kind="has_mod", modifier=pred.modifier, phrases=pred.phrases, span=pred.span),
                             subject=n.Subject(np=pred.np, span=pred.np.span), span=st.span)
            pred, subj = st.pred, st.subject
        players = pred.kind == "has_mod" and (
            (self.players_rel(subj) is not None and subj is not None and not isinstance(subj.np, n.Selector))
            or self.is_other_players(subj))
        if pred.kind == "has_mod":
            cond = None
            ph = self.without_floor(list(pred.phrases))
            for p in list(ph):
                if p.kind == "during_others_turns":
                    cond = s.Not(condition=s.YourTurn())
                    ph.remove(p)
            amount: Any = s.Const(value=abs(pred.modifier.amount))
            minus = next((i for i, p in enumerate(ph) if p.kind == "minus"), None)
            if minus is not None:
                # "+5 power here minus the number of cards in your hand (minimum 0)": the bonus
                # less a count, never below zero (the phrases after the count are its cards')
                if pred.modifier.amount < 0 or not any(p.kind == "minimum" for p in pred.phrases):
                    raise self.no(ph[minus], f"`{self.words(ph[minus])}` without `(minimum 0)` on a bonus")
                less = ph[minus].amount
                rest = ph[minus + 1:]
                if less.kind == "count":
                    right = self.counted(less.np, rest)
                elif rest:
                    raise self.no(rest[0], f"the phrase `{self.words(rest[0])}` after `minus`")
                else:
                    right = self.amount(less)
                amount = s.Minus(left=amount, right=right)
                ph = ph[:minus]
            per = next((i for i, p in enumerate(ph) if p.kind == "for"), None)
            every = next((i for i, p in enumerate(ph) if p.kind == "for_every_n"), None)
            if every is not None and per is None:
                # "+1 power for every two cards in your hand": what is counted, divided, rounded down
                counted = ph[every]
                f = self.filter(counted.np, ph[every + 1:])
                amount = s.Times(left=amount, right=s.Quotient(left=s.CountOf(filter=f),
                                                               right=s.Const(value=counted.number.value)))
                ph = ph[:every]
            if per is not None:
                # "+1 power for each of your other minions here": the phrases after "for each"
                # describe what is counted
                counted = ph[per]
                q = counted.np.quant if isinstance(counted.np, n.Selector) else None
                if q is None or q.kind != "each":
                    raise self.no(counted, "a count that is not `for each …`")
                this_subject = subj is not None and isinstance(subj.np, n.Ref) and subj.np.kind == "this" \
                    and not subj.phrases and isinstance(self.ref(subj.np), s.This)
                having = self.counters_on_this(counted.np, ph[per + 1:], this_subject) \
                    or self.players_with(counted.np, ph[per + 1:])
                if having is not None:
                    amount = s.Times(left=amount, right=having)     # "… for each player with a minion here"
                else:
                    # "minions here have +1 power for each action on them": counted for each card
                    was, self.per_card = self.per_card, (not players and subj is not None
                                                         and isinstance(subj.np, n.Selector))
                    try:
                        f = self.filter(attrs.evolve(counted.np, quant=None), ph[per + 1:])
                    finally:
                        self.per_card = was
                    amount = s.Times(left=amount, right=s.CountOf(filter=f))
                ph = ph[:per]
            if players:
                # "you have +5 power here [for each …]": a player's total on this base, not a
                # card's power (SU-T5)
                if [p.kind for p in ph] != ["here"] or pred.modifier.amount < 0:
                    raise self.no(st, "a player's power other than `+N power here`")
                return s.PlayerPower(amount=amount, who=self.players_rel(subj), stat=pred.modifier.stat.text,
                                     condition=cond)
            affects = self.affects(subj)
            if ph and [p.kind for p in ph] == ["here"] and isinstance(affects, s.Each):
                # "Other players' minions have -1 power here": "here" narrows the subject
                affects = s.Each(filter=attrs.evolve(affects.filter, here=True))
                ph = []
            if ph:
                raise self.no(ph[0], "this phrase on an ongoing change")
            op = s.ModOp.ADD if pred.modifier.amount >= 0 else s.ModOp.SUB
            return s.StatBonus(affects=affects, stat=pred.modifier.stat.text, op=op, amount=amount, condition=cond)
        if pred.kind == "cannot_be" and [pa.kind for pa in pred.passives] == ["played"]:
            # "Minions cannot be played here": nobody plays cards of that type onto this base
            if len(pred.phrases) != 1 or not self.is_here(pred.phrases[0]) or subj is None or subj.phrases:
                raise self.no(st, "`cannot be played` anywhere but here")
            return s.NoPlay(card_types=(self.kind_of(subj.np),), by=s.Controller.ANY)
        if pred.kind == "cannot_be":
            events = []
            by = s.Controller.ANY
            for p in pred.phrases:
                if p.kind == "by_cause":
                    by = self.cause_controller(p)
                elif p.kind == "to" and "returned" in [pa.kind for pa in pred.passives] and \
                        self.zone_of(p.np) == self.rs.hand_zone:
                    pass        # "returned to your hand": a move into the hand
            for pa in pred.passives:
                # "returned to your hand" is a move out of play (the runtime's MOVE event)
                ev = {"destroyed": s.Event.DESTROY, "moved": s.Event.MOVE, "returned": s.Event.MOVE}.get(pa.kind)
                if ev is None:
                    raise self.no(pa, "this `cannot be`")
                if ev not in events:
                    events.append(ev)
            return s.Cant(affects=self.affects(subj), events=tuple(events), by=by)
        if pred.kind == "cannot":
            eff = pred.effects.items[0] if len(pred.effects.items) == 1 else None
            by = self.players_rel(subj)
            if eff is not None and eff.kind == "play" and by is not None \
                    and self.onto_here(list(eff.phrases)):
                # "Other players cannot play minions here" / "Players cannot play actions on this base"
                return s.NoPlay(card_types=(self.kind_of(eff.np),), by=by)
            if eff is not None and eff.kind == "play" and isinstance(eff.np, n.Selector) and not eff.phrases \
                    and [a.kind for a in eff.np.adjs] == ["extra"] and eff.np.noun.kind == "kind" \
                    and self.kinds.get(eff.np.noun.words[-1].text) is None and eff.np.quant is None:
                # "other players [with a minion here] cannot play extra cards"
                return self.no_extra(st)
            stats = [p for p in eff.phrases if p.kind in ("stat", "printed_stat")] if eff is not None else []
            same = next((i for i, p in enumerate(eff.phrases) if p.kind == "same_name" and i + 1 < len(eff.phrases)
                         and eff.phrases[i + 1].kind == "as"), None) if eff is not None else None
            if same is not None:
                # "… cannot play a minion here with the same name as another minion here": the
                # phrases from "the same name" on are the other card's
                stats = stats + list(eff.phrases[same:])
            if eff is not None and eff.kind == "play" and by is not None and stats \
                    and self.onto_here([p for p in eff.phrases if not any(p is q for q in stats)]):
                # "… cannot play minions here of power 2 or less": only such cards
                f = self.filter(attrs.evolve(eff.np, quant=None), stats)
                return s.NoPlay(card_types=(self.kind_of(eff.np),), by=by,
                                filter=attrs.evolve(f, card_types=(), zone=None))
            raise self.no(st, "this `cannot`")
        if pred.kind == "not_affected":
            # "This minion is not affected by other players' actions"
            if pred.phrases:
                raise self.no(pred.phrases[0], "this phrase on `not affected by`")
            by = pred.np
            if not isinstance(by, n.Selector) or by.quant is not None or by.adjs or by.owner is None \
                    or by.owner.kind != "other_players" or by.noun.kind != "kind":
                raise self.no(by, "not affected by cards other than other players' cards")
            word = by.noun.words[-1].text if by.noun.words else ""
            types = () if word in ("card", "cards") else (self.kind_of(by),)
            return s.Unaffected(affects=self.affects(subj), by=s.Controller.OPPONENT, card_types=types)
        if pred.kind == "considered":
            # "All of your minions are considered Microbots": they join that family of names
            word = pred.word.text if pred.word is not None else ""
            fam = self.family(word)
            if fam is None and self.table is not None:
                # "… are considered Zombies": a subtype of the set (its selections see them too)
                fam = next((f for f in (word, word[:-1] if word.endswith("s") else word)
                            if f in self.table.subtypes), None)
            elif fam is None and word:
                fam = word[:-1] if word.endswith("s") else word     # no set to look in: taken as written
            if fam is None:
                raise self.no(pred, "being considered something other than a family of names or a subtype")
            affects = self.affects(subj)
            if isinstance(affects, s.Each) and affects.filter.family is not None:
                raise self.no(subj, "a family granted to cards chosen by a family")
            if not isinstance(affects, (s.Each, s.This, s.Host)):
                raise self.no(subj, "this subject of `considered`")
            return s.Considered(affects=affects, family=fam)
        if pred.kind == "cancelled":
            # "This base's abilities are cancelled"
            if pred.phrases:
                raise self.no(pred.phrases[0], "this phrase on `cancelled`")
            return s.Blank(affects=self.abilities_of(subj.np if subj is not None and not subj.phrases else None))
        if pred.kind == "cannot_score":
            # "This base cannot score": it is not scored even at its breakpoint
            return s.Cant(affects=self.affects(subj), events=(s.Event.SCORE,))
        if pred.kind == "only_target":
            return s.MustTarget(affects=self.selector(pred.np, []), by=s.Controller.OPPONENT)
        if pred.kind == "equal" and subj is not None and subj.stat is not None:
            target = self.owner_target(subj.owner)
            stat = subj.stat.text
            adj = subj.stat_adj.kind if subj.stat_adj is not None else None
            op = {"printed": s.ModOp.SET_PRINTED, "starting": s.ModOp.SET, None: s.ModOp.SET}[adj]
            return s.StatBonus(affects=target, stat=stat, op=op, amount=self.value(pred.amount, list(pred.phrases)))
        raise self.no(st, f"an ongoing `{pred.kind.replace('_', ' ')}`")

    def value(self, a: n.Amount, phrases: list | None = None) -> Any:
        """A computed value; `phrases` that follow it filter what it looks at ("… here")."""
        phrases = phrases or []
        if a.kind == "number":
            if phrases:
                raise self.no(phrases[0], "this phrase after a number")
            return s.Const(value=a.number.value)
        if a.kind == "superl_among" and a.superl.kind == "most":
            f = self.filter(a.np, phrases)
            return s.MaxStat(filter=f, stat=a.stat.text, printed=a.stat_adj is not None and a.stat_adj.kind == "printed")
        raise self.no(a, "this amount")

    def search_and_swap(self, search: n.Effect, swap: n.Effect) -> s.SwapBase:
        """"Search the base deck for one base and swap it with a base in play": the base found and
        the base in play change places; the base deck is shuffled; "there" is the new base."""
        ph = list(search.phrases)
        fr = self.take(ph, "for")
        one = fr.np.quant is not None and (fr.np.quant.kind == "one" or (
            fr.np.quant.kind == "exactly" and fr.np.quant.number.value == 1))
        if ph or not self.is_base_word(fr.np) or not one:
            raise self.no(search, "searching the base deck for something other than a base")
        other = s.Target(filter=attrs.evolve(self.filter(fr.np, []), zone=self.rs.base_deck_zone))
        sph = list(swap.phrases)
        i = next((i for i, p in enumerate(sph) if p.kind == "with"), None)
        if not (isinstance(swap.np, n.Ref) and swap.np.kind == "it") or i is None:
            raise self.no(swap, "swapping something other than the base found")
        w = sph.pop(i)
        sph = [p for p in sph if p.kind != "in_play"]
        if not self.is_base_word(w.np):
            raise self.no(w, "swapping a base with something other than a base in play")
        target = self.selector(w.np, sph)
        if not isinstance(target, s.Target):
            raise self.no(w, "swapping a base with something other than one base in play")
        self.swapped = True
        return s.SwapBase(target=target, other=other, shuffle=True)

    def swap(self, e: n.Effect, ph: list) -> s.SwapBase:
        """"Swap this base with the top card of the base deck": a base in play and one of the
        base deck change places."""
        bd = self.rs.base_deck_zone
        i = next((i for i, p in enumerate(ph) if p.kind == "with"), None)
        if bd is None or i is None:
            raise self.no(e, "swapping something other than bases")
        w, rest = ph[i], ph[:i] + ph[i + 1:]
        if isinstance(w.np, n.Selector) and w.np.noun.kind == "top" and w.np.noun.number is None and len(rest) == 1 \
                and rest[0].kind == "of" and isinstance(rest[0].np, n.Selector) and rest[0].np.noun.kind == "zone" \
                and self.zone_of(rest[0].np) == bd:
            target = self.base_selector(e.np)
            if not (isinstance(target, (s.Host, s.This, s.Picked, s.Target))):
                raise self.no(e.np, "swapping something other than one base")
            return s.SwapBase(target=target)
        raise self.no(w, "swapping a base with something other than the top card of the base deck")

    def no_extra(self, st: n.Statement) -> s.NoExtra:
        """"Other players with a minion here cannot play extra cards": the players named, or only
        those who control such a card."""
        subj = st.subject
        if subj is None or not isinstance(subj.np, n.Selector):
            raise self.no(st, "this `cannot`")
        bare = attrs.evolve(subj, phrases=())
        by = self.players_rel(bare)
        if by is None:
            raise self.no(subj, "this `cannot`")
        having = None
        ph = list(subj.phrases)
        if ph:
            if ph[0].kind != "with" or not isinstance(ph[0].np, n.Selector):
                raise self.no(ph[0], f"the phrase `{self.words(ph[0])}` on players")
            w = ph[0].np
            having = attrs.evolve(self.filter(attrs.evolve(w, quant=None), ph[1:]), controller=s.Controller.YOU)
        return s.NoExtra(by=by, having=having)

    def abilities_of(self, np: Any) -> Any:
        """"this base's abilities" / "this base's ability": the card whose abilities are meant."""
        if not (isinstance(np, n.Selector) and np.noun.kind == "ability" and np.quant is None and not np.adjs
                and np.owner is not None and np.owner.kind == "this"):
            raise self.no(np, "cancelling the abilities of something other than this card or the card it is on")
        return self.owner_target(np.owner)

    def owner_target(self, owner: n.Owner | None) -> Any:
        if owner is not None and owner.kind == "this":
            word = owner.word.text[:-2] if owner.word.text.endswith(("'s", "’s")) else owner.word.text
            if self.on_card and not self.names_itself(word):
                return s.Host()
            if self.kinds.get(word) == self.rs.base_type and self.card.type != self.rs.base_type:
                return s.Host()         # "this base's …" on a minion: the base it is on
            return s.This()
        raise self.no(owner, "a value of another card")

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

    def onto_here(self, ph: list) -> bool:
        """"here" / "on this base" / "on this base or on minions here": a play onto this base,
        or onto a card on it (NoPlay bars both: a card played on a minion goes to its base)."""
        if len(ph) == 1 and self.is_here(ph[0]):
            return True
        if len(ph) == 2 and ph[0].kind == "on" and isinstance(ph[0].np, n.NpOr) and ph[0].np.op == "or" \
                and ph[1].kind == "here":
            sides = (ph[0].np.left, ph[0].np.right)
            on_base = [x for x in sides if self.is_here(n.Phrase(kind="on", np=x))]
            on_cards = [x for x in sides if isinstance(x, n.Selector) and x.quant is None and x.owner is None
                        and not x.adjs and x.noun.kind == "kind"]
            return len(on_base) == 1 and len(on_cards) == 1
        return False

    def to_here(self, p: n.Phrase) -> bool:
        """"to this base" / "to here": this card's base as a destination."""
        return p.kind == "to" and (
            (isinstance(p.np, n.Ref) and p.np.kind == "here")
            or (isinstance(p.np, n.Ref) and p.np.kind == "this" and p.np.word is not None
                and self.kinds.get(p.np.word.text) == self.rs.base_type))

    def is_here(self, p: n.Phrase) -> bool:
        """"here" / "on this base": the base the card is on."""
        return p.kind == "here" or (p.kind == "on" and isinstance(p.np, n.Ref) and p.np.kind == "this"
                                    and p.np.word is not None
                                    and self.kinds.get(p.np.word.text) == self.rs.base_type)

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

    def affects(self, subj: n.Subject | None) -> Any:
        if subj is None:
            return s.This()
        if subj.np is None:
            raise self.no(subj, "this subject")
        return self.selector(subj.np, list(subj.phrases))

    def is_replacement(self, c: n.Conditional) -> bool:
        if c.cond.kind != "event" or c.cond.event is None:
            return False
        kind = c.cond.event.ev.kind
        # "If this minion would be destroyed, …" / "If your actions go to the discard pile, … instead"
        return kind.startswith("would") or (kind == "goes_to" and _ends_with_instead(c.body))

    def replacement(self, c: n.Conditional) -> s.Replacement:
        return self.replacing(c.cond.event, c.body)

    def replacing(self, event: n.Event, body: Any, once_per_turn: bool = False) -> s.Replacement:
        """"If X would happen, do Y instead" (also "When X would happen, you may Y instead")."""
        ev = event.ev
        if ev.kind == "would_gain" and isinstance(event.np, n.Ref) and event.np.kind == "you":
            resource = self.resource(ev.np.noun.words[0]) if isinstance(ev.np, n.Selector) else None
            pattern = s.EventPattern(event=s.Event.GAIN, player=s.Controller.YOU, resource=resource)
            if isinstance(body, n.Prefixed) and body.kind == "instead_do" and len(body.body.items) == 1:
                eff = body.body.items[0]
                if eff.kind == "gain_resource":
                    return s.Replacement(origin=self.origin(), when=pattern,
                                         instead=s.ReplaceAmount(amount=self.amount(eff.amount)))
            raise self.no(body, "this replacement of a gain")
        if any(p.kind == "first_each_turn" for p in event.ev.phrases):
            # "would be destroyed for the first time each turn": once per turn
            once_per_turn = True
            event = attrs.evolve(event, ev=attrs.evolve(event.ev, phrases=tuple(
                p for p in event.ev.phrases if p.kind != "first_each_turn")))
        if event.ev.phrases:
            raise self.no(event.ev.phrases[0], "this phrase on a replaced event")
        pattern = self.replaced_pattern(event)
        optional = False
        if isinstance(body, n.Statement) and body.pred.kind == "may" and self.is_you(body.subject):
            optional, body = True, body.pred.effects
        if isinstance(body, n.Prefixed) and body.kind == "instead_do":
            body = body.body
        elif _ends_with_instead(body) and isinstance(body, n.Statement):
            # "…, its owner may move it here instead": another player's instruction
            effs = body.pred.effects
            last = effs.items[-1]
            effs = attrs.evolve(effs, items=effs.items[:-1] + (attrs.evolve(last, phrases=last.phrases[:-1]),))
            body = attrs.evolve(body, pred=attrs.evolve(body.pred, effects=effs))
        elif _ends_with_instead(body):
            last = body.items[-1]
            body = attrs.evolve(body, items=body.items[:-1] + (attrs.evolve(last, phrases=last.phrases[:-1]),))
        else:
            raise self.no(body, "a replacement without `instead`")
        return s.Replacement(origin=self.origin(), when=pattern, instead=s.ReplaceWith(effect=self.stmt(body)),
                             optional=optional, once_per_turn=once_per_turn)

    def replaced_pattern(self, event: n.Event) -> s.EventPattern:
        """The event a replacement waits for: a destruction, or a card going from play to a zone."""
        ev = event.ev
        this = host = False
        subject = None
        if isinstance(event.np, n.Ref) and event.np.kind == "this":
            host = self.on_card and event.np.word is not None and not self.names_itself(event.np.word.text)
            this = not host
        else:
            subject = self.filter(event.np, list(event.phrases))
        if isinstance(event.np, n.Ref) and event.phrases:
            raise self.no(event.phrases[0], "a phrase on the subject of a replacement")
        if ev.kind in ("would_be_destroyed", "destroyed", "dies") and not ev.phrases:
            return s.EventPattern(event=s.Event.DESTROY, this=this, host=host, subject=subject)
        if ev.kind in ("would_go_to", "goes_to") and ev.np is not None and not ev.phrases:
            return s.EventPattern(event=s.Event.LEAVE_PLAY, this=this, host=host, subject=subject,
                                  zone=self.zone_of(ev.np))
        raise self.no(ev, "this replaced event")


def _acts_on_cards(ir: Any) -> bool:
    """Whether an instruction acts on cards it selects or finds (so that "it" after it can mean
    them): a `target` (destroy, return, move, play …) or a search; not a draw or a gain."""
    k = ir.KIND
    if k in ("may", "if"):
        return _acts_on_cards(ir.then if k == "if" else ir.effect)
    if k in ("sequence", "choose"):
        return any(_acts_on_cards(x) for x in (ir.effects if k == "sequence" else ir.modes))
    if k == "pick":
        return _acts_on_cards(ir.then)
    return k == "search" or (getattr(ir, "target", None) is not None)


def _last_kind(ir: Any) -> str | None:
    """The kind of the last instruction `ir` carries out ("may draw": draw)."""
    while ir is not None:
        k = ir.KIND
        if k == "may":
            ir = ir.effect
        elif k == "if":
            ir = ir.then
        elif k == "sequence":
            ir = ir.effects[-1] if ir.effects else None
        else:
            return k
    return None


def _ends_with_instead(body: Any) -> bool:
    """"…, return them to your hand instead": the last instruction ends with `instead`."""
    if isinstance(body, n.Statement) and body.pred.kind == "may" and body.pred.effects is not None:
        body = body.pred.effects
    return (isinstance(body, n.Effects) and body.then is None and bool(body.items) and bool(body.items[-1].phrases)
            and body.items[-1].phrases[-1].kind == "instead")


# phrases that filter the object of an instruction (checked in `filter`)
# phrases that say a card was acted on by the instruction before: "each card you placed there"
# … and the instructions that do it
_DONE_BY = {"you_placed": ("move", "place_counters"), "placed": ("move", "place_counters"),
            "you_discarded": ("discard", "discard_cards"), "discarded": ("discard", "discard_cards"),
            "you_removed": ("move",), "drawn": ("draw",), "returned": ("return_to_hand",)}
_DONE_BEFORE = frozenset(_DONE_BY)
_FILTER_PHRASES = {"revealed", "stat", "here", "with_element", "without_marker", "you_control", "in_play", "from", "on",
                   "there", "at", "printed_stat", "superl", "same_or_lower", "same_name", "where_you_have",
                   "where_you_have_none", "played_on", "in", "rel_stat", "including_this", "with", "rel_count",
                   "you_have", "on_the_same", "total_stat", "you_removed",
                   "can_be_played_on"}


def _strip_poss(w: str) -> str:
    """"base's" -> "base" (a possessive word's noun)."""
    if w.endswith("'s"):
        return w[:-2]
    return w[:-1] if w.endswith("s'") else w


def _after_replacement(effect: Any, when: s.EventPattern) -> Any:
    """"… scores and is replaced, the winner may …": the players are those of the
    scoring (the winner, the runner-up); what they do waits for the new base to be in play."""
    if isinstance(effect, s.AsPlayer):
        return attrs.evolve(effect, effect=s.Delay(when=when, effect=effect.effect))
    if isinstance(effect, s.Sequence):
        return attrs.evolve(effect, effects=tuple(_after_replacement(e, when) for e in effect.effects))
    return s.Delay(when=when, effect=effect)


# phrases that compare with the card an instruction named before ("… and all minions with equal
# or less power on the same base")
_RELATIVE = frozenset({"same_or_lower", "on_the_same"})


def _last_step(ir: Any) -> Any:
    """The instruction that acts last in `ir` (the last of a sequence, what a `may` does)."""
    while isinstance(ir, (s.Sequence, s.May)):
        ir = ir.effects[-1] if isinstance(ir, s.Sequence) else ir.effect
    return ir


def _continued(effect: Any, more: Any) -> Any:
    """A triggered ability's effect with one more instruction after it. An action's Special
    (`May(Sequence(PlayCard(This()), …))`): the instruction is part of what playing it does."""
    if isinstance(effect, s.May) and isinstance(effect.effect, s.Sequence) and effect.effect.effects \
            and isinstance(effect.effect.effects[0], s.PlayCard) and isinstance(effect.effect.effects[0].target, s.This):
        return attrs.evolve(effect, effect=_continued(effect.effect, more))
    effects = (effect.effects if isinstance(effect, s.Sequence) else (effect,)) + (more,)
    return s.Sequence(effects=effects)


def _ast_plays_this(node: Any) -> bool:
    """Does the sentence play its own card ("play this titan", "… to play this titan")?"""
    if isinstance(node, n.Effect) and node.kind == "play" and isinstance(node.np, n.Ref) and node.np.kind == "this":
        return True
    if isinstance(node, (tuple, list)):
        return any(_ast_plays_this(x) for x in node)
    if attrs.has(type(node)):
        return any(_ast_plays_this(getattr(node, f.name)) for f in attrs.fields(type(node))
                   if f.name != "span")
    return False


def _plays_this(effect: Any) -> bool:
    """Does the effect play its own card ("you may play this minion there")?"""
    if isinstance(effect, s.PlayCard):
        return isinstance(effect.target, s.This)
    if isinstance(effect, s.May):
        return _plays_this(effect.effect)
    if isinstance(effect, s.Sequence):
        return any(_plays_this(e) for e in effect.effects)
    if isinstance(effect, (s.Then, s.If)):
        return _plays_this(effect.then)
    return False


# predicates of a statement whose subject names players who act (Lowerer.as_player)
_ACTING_PREDS = ("does", "do", "may", "must", "gains_resource", "loses_resource")


def _without_each_turn(event: n.Event) -> n.Event:
    """The event of "the first time … each turn" without its "each turn"."""
    ev = event.ev
    return attrs.evolve(event, phrases=tuple(p for p in event.phrases if p.kind != "each_turn"),
                        ev=attrs.evolve(ev, phrases=tuple(p for p in ev.phrases if p.kind != "each_turn")))


def slug(name: str) -> str:
    out = "".join(c.lower() if c.isalnum() else "-" for c in name)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-") or "card"


def lower_card(card: n.Card, rs: Ruleset, text: str, path: str, table: Any = None, *,
               card_slug: str | None = None) -> Lowered:
    """Lower one checked card. `table` (the set's SymbolTable) tells a card name from a subtype;
    `card_slug`: the card's slug when not `slug(card.name)` (unique in its file, `check_source`)."""
    return Lowerer(rs, card, text, path, card_slug or slug(card.name), table).lower_card()
