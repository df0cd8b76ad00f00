"""The shared machinery of lowering: the diagnostics it raises, the context it reads, the
registry of instruction handlers, and the card loop.

`Core` is the base of `Lowerer` (dsl/lowering/__init__.py): the ruleset's words, the frozen
`Context`, the scopes that evolve it (`within`, `advance`), the phrase helpers every family
uses (`take`, `has`, `only`), and `lower_card` (one card -> `Lowered`).
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

import attrs

from runtime import spec as s
from runtime.ruleset import Ruleset

from .. import codes
from .. import nodes as n
from ..diagnostics import Diagnostic, error
from ..kinds import (
    ComparisonKind, DurationPhraseKind, InstructionKind, EventVerbKind, NounKind, PhraseKind, PlayTimingKind, PredKind, RefKind, TriggerKind,
    TurnRefKind)
from ..lexer import plural
from ..source import Span
from .accounting import accounting, consume, is_kind, not_understood
from .placement import refuse_here_off_base


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


@attrs.frozen(kw_only=True)
class Context:
    """What the words being lowered mean here: who "it", "there", "that player", "their" are,
    what was chosen or revealed, which event is being answered. Frozen: a scope evolves it
    (`Core.within`) and gets the old values back on leaving; what an instruction did for the
    ones after it in the same ability (`after`, `last`, `asked`, `swapped`) moves on with
    `Core.advance`, and the card loop resets those for each ability; `on_card` / `on_base` are
    advanced once, by an action's opening "Play on …", for the rest of the card."""

    on_card: bool = False           # an action played on a card: "this minion" is its host
    on_base: bool = False           # … played on a base: "here" is that base
    host_it: bool = False           # in what an action played on a card does when played: "it" is that card
    picking: bool = False           # after "Choose …": "that base", "it", "there" are the choice
    picked_base: bool = False       # … and the choice is a base: "other bases" are the others
    picked_others: bool = False     # u16c: … among cards that may be another player's, out of play ("into your hand": yours)
    in_trigger: bool = False        # in a triggered ability: "it", "there", "its base" are the event's
    player_picked: bool = False     # in what follows "one player's": that player is chosen
    repeating: bool = False         # in what a "for each …" does each time
    round_player: bool = False      # h16s: in "for each other player who does not, …": "their" is that player's
    player_round: bool = False      # h16x: in "For each other player, …" (and the "They …" sentences after it): "they" is that player
    per_card: bool = False          # in "for each …" of an ongoing change to several cards: "them" is each one
    valued_it: bool = False         # u16d: in the condition of an ongoing change to each of several cards: "it"
                                    # ("while there are no actions attached to it") is each one
    after: bool = False             # an earlier instruction acted on cards: "it" may be those cards
    asked: Any = None               # the last instruction to other players (`as_player`) of the ability
    counted_before: bool = False    # "… to draw that many": the instruction before "to" acted on cards
    revealed: int = 0               # after "Reveal the top N cards …": N ("it", "the rest" are those); -1: a zone
    revealed_bottom: bool = False   # … the bottom N cards: "draw it" takes that card, "return it" puts it back there
    until_found: Any = None         # after "reveal cards … until you reveal X": the X shown ("them")
    look_zone: str | None = None    # the zone of the revealed cards (the ruleset's deck to begin with)
    looked_other: bool = False      # after "Look at another player's hand": "that player" is its owner
    revealed_each: bool = False     # h16s: … shown by every other player together ("if a player reveals …")
    swapped: bool = False           # after a base was swapped into play: "there" is that base
    it_ref: Any = None              # what "it" is in an ongoing "If this minion has …, destroy it"
    acting: bool = False            # in another player's instructions: "their" / "his or her" is theirs
    when: s.EventPattern | None = None      # the event of the trigger being lowered
    last: Any = None                # the previous instruction of the ability (what "you discarded" counts)
    replaced: bool = False          # after "this base scores and is replaced": "the replacement base"
    x_amount: Any = None            # "…, where X is …" (Berserk): what X is in the sentence
    x_paid: bool = False            # an activated ability whose cost is "(X)": X is the X paid (BH-K37)
    named: str = ""                 # after "Name a minion" ("name"), "Name a faction" ("faction"), "Say
                                    # either …" ("type"): "with that name", "of that faction / type" (h16o)
    plays_from: bool = False        # h16u: in a Special that plays its own card from where it lies: "from
                                    # your discard pile" on "play this card" is that zone (plays.py)
    play_instead: bool = False      # … after "Any time you can play a minion,": "instead" (of that play)


_CONTEXT_FIELDS = tuple(f.name for f in attrs.fields(Context))
_context_values = operator.attrgetter(*_CONTEXT_FIELDS)


def evolve_context(ctx: Context, changes: dict[str, Any]) -> Context:
    """`attrs.evolve(ctx, **changes)`, faster (the context evolves at every step of lowering)."""
    return Context(**{**dict(zip(_CONTEXT_FIELDS, _context_values(ctx))), **changes})


CMP = {ComparisonKind.LE: s.Cmp.LE, ComparisonKind.GE: s.Cmp.GE, ComparisonKind.LT: s.Cmp.LT, ComparisonKind.GT: s.Cmp.GT, ComparisonKind.EQ: s.Cmp.EQ}

TIMING = {TriggerKind.BEFORE: s.Timing.BEFORE, TriggerKind.WHEN: s.Timing.WHEN, TriggerKind.AFTER: s.Timing.AFTER,
          TriggerKind.AFTER_FIRST: s.Timing.AFTER, TriggerKind.AFTER_FIRST_EACH: s.Timing.AFTER,
          TriggerKind.WHEN_FIRST: s.Timing.WHEN, TriggerKind.WHEN_FIRST_EACH: s.Timing.WHEN}

# "Play before / after …" (a Special card): when it is played
PLAY_TIMING = {PlayTimingKind.BEFORE: s.Timing.BEFORE, PlayTimingKind.AFTER: s.Timing.AFTER}

# "… would …": the events a replacement answers
WOULD = frozenset({EventVerbKind.WOULD_BE_DESTROYED, EventVerbKind.WOULD_DRAW, EventVerbKind.WOULD_GAIN, EventVerbKind.WOULD_GO_TO,
                   EventVerbKind.WOULD_PLACE, EventVerbKind.WOULD_BE_RETURNED})

DURATION = {
    (DurationPhraseKind.UNTIL_END, TurnRefKind.THE): s.Duration.END_OF_TURN,
    (DurationPhraseKind.UNTIL_END, TurnRefKind.YOUR): s.Duration.END_OF_YOUR_TURN,
    (DurationPhraseKind.UNTIL_START, TurnRefKind.YOUR_NEXT): s.Duration.START_OF_YOUR_NEXT_TURN,
    (DurationPhraseKind.UNTIL_END, TurnRefKind.YOUR_NEXT): s.Duration.END_OF_YOUR_NEXT_TURN,
    (DurationPhraseKind.UNTIL_START, TurnRefKind.YOUR): s.Duration.START_OF_YOUR_NEXT_TURN,
    (DurationPhraseKind.UNTIL_NEXT_TURN, None): s.Duration.START_OF_YOUR_NEXT_TURN,
    (DurationPhraseKind.WHILE_IN_PLAY, None): s.Duration.WHILE_SOURCE_IN_PLAY,
    (DurationPhraseKind.REST_OF_TURN, None): s.Duration.END_OF_TURN,
    (DurationPhraseKind.THIS_TURN, None): s.Duration.END_OF_TURN,
    (DurationPhraseKind.UNTIL_LEAVES, None): s.Duration.WHILE_SOURCE_IN_PLAY,
    (DurationPhraseKind.WHILE_HERE, None): s.Duration.WHILE_SOURCE_HERE,
    (DurationPhraseKind.UNTIL_END, TurnRefKind.EACH_OTHER): s.Duration.END_OF_OPPONENT_TURN,     # BH-K25
}

# phrases that filter the object of an instruction (checked in `filter`)
P = PhraseKind
FILTER_PHRASES = frozenset({
    P.REVEALED, P.STAT, P.HERE, P.WITH_ELEMENT, P.WITHOUT_MARKER, P.YOU_CONTROL, P.IN_PLAY, P.FROM, P.ON, P.THERE,
    P.AT, P.PRINTED_STAT, P.SUPERL, P.SAME_OR_LOWER, P.SAME_NAME, P.WHERE_YOU_HAVE, P.PLAYED_ON, P.IN, P.REL_STAT,
    P.INCLUDING_THIS, P.WITH, P.REL_COUNT, P.YOU_HAVE, P.ON_THE_SAME, P.TOTAL_STAT, P.YOU_REMOVED,
    P.CAN_BE_PLAYED_ON, P.YOU_OWN, P.THEY_OWN, P.THEY_CONTROL, P.YOU_DO_NOT_OWN, P.YOU_DO_NOT_CONTROL, P.OWNED_BY,
    P.CONTROLLED_BY, P.AT_RANDOM, P.PLAYED_THIS_TURN, P.YOU_PLAYED})
# "a minion (that was) played / moved this turn" (turn history, `Filter.this_turn`)
FILTER_PHRASES |= {P.PLAYED_THIS_TURN, P.MOVED_THIS_TURN, P.PLAYED_OR_MOVED_THIS_TURN, P.DIFFERENT_NAME}
FILTER_PHRASES |= {P.THAT_NAME, P.OF_THAT_TYPE}     # "… with that name", "… of that type" after a name is named (h16o)
# u16b: "a minion of your choice", "a minion named Stone Golem", "a base where you have the most power"
FILTER_PHRASES |= {P.OF_YOUR_CHOICE, P.NAMED, P.WHERE_YOU_MOST}
FILTER_PHRASES |= {P.DIFFERENT_NAMES}     # u16g: "… with different names" of chosen cards (`Target.apart`, apart.py)

# a phrase that is the filter's only after another ("you played" + "this turn", "the same name" +
# "as this minion"): the selection reads the pair
PAIRED = frozenset({(P.YOU_PLAYED, P.THIS_TURN), (P.SAME_NAME, P.AS), (P.ON_THE_SAME, P.AS)})



def of_yours(p: Any) -> bool:
    """"(a minion) of yours": the filter's, as "you control"."""
    return p.kind == PhraseKind.OF and isinstance(p.np, n.Ref) and p.np.kind == RefKind.YOURS


# phrases that say a card was acted on by the instruction before: "each card you placed there"
# … and the instructions that do it (IR kinds)
DONE_BY = {P.YOU_PLACED: ("move", "place_counters"), P.PLACED: ("move", "place_counters"),
           P.YOU_DISCARDED: ("discard", "discard_cards"), P.DISCARDED: ("discard", "discard_cards"),
           P.YOU_REMOVED: ("move",), P.DRAWN: ("draw",), P.RETURNED: ("return_to_hand",),
           P.DESTROYED: ("destroy",)}
del P
DONE_BEFORE = frozenset(DONE_BY)


def acts_on_cards(ir: Any) -> bool:
    """Whether an instruction acts on cards it selects or finds (so that "it" after it can mean
    them): a `target` (destroy, return, move, play …) or a search; not a draw or a gain."""
    k = ir.KIND
    if k in ("may", "if"):
        return acts_on_cards(ir.then if k == "if" else ir.effect)
    if k in ("sequence", "choose"):
        return any(acts_on_cards(x) for x in (ir.effects if k == "sequence" else ir.modes))
    if k == "pick":
        return acts_on_cards(ir.with_picked)
    if k == "as_player":                # h16q: "each player may destroy a minion …": what they all did
        return acts_on_cards(ir.effect)
    if k == "then":
        return acts_on_cards(ir.first) or acts_on_cards(ir.second)
    if k == "reveal" and ir.private and ir.with_revealed is not None:
        # u16c: "Put the top card of your deck into your discard pile. If it is a minion, …": the
        # cards taken from the top and moved (a reveal seen by the controller only, then a move)
        return acts_on_cards(ir.with_revealed)
    return k == "search" or (getattr(ir, "target", None) is not None)


def holds(ir: Any, cls: type) -> bool:
    """Whether an IR tree holds an object of class `cls` anywhere in it."""
    if isinstance(ir, cls):
        return True
    if isinstance(ir, tuple):
        return any(holds(x, cls) for x in ir)
    if attrs.has(type(ir)):
        return any(holds(getattr(ir, f.name), cls) for f in attrs.fields(type(ir)))
    return False


def instances(ir: Any, classes: tuple[type, ...]) -> list:
    """The objects of these classes in an IR tree, in order (a `Pick` before the `Target` it
    holds), every one of them — those nested in another found too."""
    found: list = []
    if isinstance(ir, classes):
        found.append(ir)
    if isinstance(ir, (tuple, list)):
        for x in ir:
            found += instances(x, classes)
    elif attrs.has(type(ir)):
        for f in attrs.fields(type(ir)):
            found += instances(getattr(ir, f.name), classes)
    return found


def last_kind(ir: Any) -> str | None:
    """The kind of the last instruction `ir` carries out ("may draw": draw)."""
    while ir is not None:
        k = ir.KIND
        if k == "may":
            ir = ir.effect
        elif k == "if":
            ir = ir.then
        elif k == "then":
            ir = ir.second
        elif k == "sequence":
            ir = ir.effects[-1] if ir.effects else None
        else:
            return k
    return None


def last_step(ir: Any) -> Any:
    """The instruction that acts last in `ir` (the last of a sequence, what a `may` does)."""
    while isinstance(ir, (s.Sequence, s.May)):
        ir = ir.effects[-1] if isinstance(ir, s.Sequence) else ir.effect
    return ir


def ends_with_instead(body: Any) -> bool:
    """"…, return them to your hand instead": the last instruction ends with `instead`."""
    if isinstance(body, n.Statement) and body.pred.kind == PredKind.MAY and body.pred.effects is not None:
        body = body.pred.effects
    return (isinstance(body, n.Effects) and body.then is None and bool(body.items) and bool(body.items[-1].phrases)
            and is_kind(body.items[-1].phrases[-1], PhraseKind.INSTEAD))


# ------------------------------------------------------------------ the instruction registry
Handler = Callable[[Any, n.Instruction, list], Any]
LOWER: dict[InstructionKind, Handler] = {}   # effect kind -> handler(lowerer, effect, its phrases)


def lowers(*kinds: InstructionKind) -> Callable[[Handler], Handler]:
    """Register the decorated method as the handler of these effect kinds (one handler a kind)."""
    for k in kinds:
        if not isinstance(k, InstructionKind):
            raise TypeError(f"an effect kind is an `InstructionKind` member, not {k!r}")

    def register(fn: Handler) -> Handler:
        for k in kinds:
            if k in LOWER:
                raise ValueError(f"two handlers for the effect kind `{k}`")
            LOWER[k] = fn
        return fn
    return register


def instruction(kind: InstructionKind) -> str:
    """The E501 reason for an instruction with no IR ("the instruction `name a`")."""
    return f"the instruction `{kind.replace('_', ' ')}`"


# Effect kinds the grammar produces that have no handler: each is E501 with this reason. (Why
# there is none, in the comment.) tests/test_lowering_registry.py checks that every effect kind
# of the grammar is in `LOWER` or here.
E = InstructionKind
UNSUPPORTED: dict[InstructionKind, str] = {
    E.BURY: instruction(E.BURY),                # Berserk: no graveyard-leaving move yet
    E.USE: instruction(E.USE),                  # only as a use limit ("Only use one …'s ability")
    E.LOOK_AT: instruction(E.LOOK_AT),          # only "look at" + what is done with the cards (hand_deck.reveal)
    E.CHOOSE: instruction(E.CHOOSE),            # only "Choose X. <instructions on it>" (statements.pick)
    E.PLAY_ON: instruction(E.PLAY_ON),          # only an action's opening "Play on a minion." (abilities)
    E.MODIFIER_ON: instruction(E.MODIFIER_ON),  # only an action's opening "Character modifier." (abilities)
    E.ELL_OBJECT: instruction(E.ELL_OBJECT),    # only after an instruction whose verb it takes (statements.elided)
    E.ELL_PHRASES: instruction(E.ELL_PHRASES),  # only after an instruction whose verb it takes (statements.elided)
}
del E


# (id(ruleset), the set's declared type words) -> (the ruleset, its kind words): one table a
# ruleset and set, not one a card (kept for the last few rulesets: a long session makes more)
_KIND_WORDS: dict[tuple[int, tuple], tuple[Ruleset, dict[str, str]]] = {}


def kind_words(rs: Ruleset, type_words: tuple = ()) -> dict[str, str]:
    """The words that name a kind of card -> the kind: the ruleset's card types and kind aliases
    (plurals too), a set's declared types ("character"), the ruleset's type words. A new dict
    each call (a card's lowering may keep it), built once a ruleset and set."""
    key = (id(rs), type_words)
    hit = _KIND_WORDS.get(key)
    if hit is not None and hit[0] is rs:
        return dict(hit[1])
    kinds: dict[str, str] = {}
    for t in rs.card_types:
        kinds[t.name] = t.name
        kinds[plural(t.name)] = t.name
    for alias in rs.kind_aliases:
        kinds[alias] = alias
        kinds[plural(alias)] = alias
    for word, base in type_words:       # a set's declared types ("character")
        kinds[word] = base
    for word, t in rs.type_words:       # "character": a minion (Ruleset.type_words)
        kinds[word] = t
        kinds[plural(word)] = t
    if len(_KIND_WORDS) >= 16:
        _KIND_WORDS.clear()
    _KIND_WORDS[key] = (rs, kinds)
    return dict(kinds)


class _Within:
    """`Core.within`'s block (a class rather than a generator: lowering opens one at every step)."""

    __slots__ = ("core", "changes", "saved")

    def __init__(self, core: "Core", changes: dict[str, Any]) -> None:
        self.core, self.changes = core, changes

    def __enter__(self) -> Context:
        core = self.core
        self.saved = {k: getattr(core.ctx, k) for k in self.changes}
        core.ctx = evolve_context(core.ctx, self.changes)
        return core.ctx

    def __exit__(self, *exc: Any) -> None:
        self.core.ctx = evolve_context(self.core.ctx, self.saved)


class Core:
    """The state of one card's lowering and the machinery every family uses (`Lowerer`'s base)."""

    def __init__(self, rs: Ruleset, card: n.CardText, text: str, path: str, slug: str, table: Any = None) -> None:
        self.rs = rs
        self.table = table          # the set's names (dsl.resolve.SymbolTable): card, subtype or faction
        self.card = card
        self.text = text
        self.path = path
        self.slug = slug
        self.kinds: dict[str, str] = kind_words(rs, getattr(table, "type_words", ()))
        self.ctx = Context(look_zone=rs.deck_zone)
        # not context: set by one instruction for the ability that holds it to read after it
        self.plays_self_from: str | None = None     # "play this card from <zone> as an extra …": that zone
        self.index = 0                              # the number of abilities lowered so far (their origins)

    # ------------------------------------------------------------------ context
    def within(self, **changes: Any) -> "_Within":
        """Lower the block in the context evolved by `changes`; on leaving, those fields are
        what they were (the others keep what the block's instructions advanced)."""
        return _Within(self, changes)

    def advance(self, **changes: Any) -> None:
        """What an instruction did, for the instructions after it in the ability ("it", "that
        many", "you discarded")."""
        ctx = self.ctx
        if any(getattr(ctx, k) is not v for k, v in changes.items()):     # (most steps change nothing)
            self.ctx = evolve_context(ctx, changes)

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
        for p in [p for p in ph if p.kind == PhraseKind.DURATION]:
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

    def lower_card(self) -> Lowered:
        out = Lowered(abilities=[])
        for ab in self.chosen_copies(self.card.abilities):     # (t16b: copies.py)
            # "it" refers back only within one ability
            self.advance(after=False, asked=None, swapped=False, last=None, named="")
            try:
                with accounting(self.text, ab) as ledger:
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
            missed = ledger.unconsumed()
            if missed:
                # accepted means understood: content words nothing read (accounting.py)
                out.diagnostics.append(error(
                    codes.E501, not_understood(self.text, missed), Span(missed[0][0], missed[-1][1]),
                    path=self.path, label="the compiled ability would not do what these words say",
                    help="reword the sentence with the constructs the language reference lists, "
                         "or file an issue for the words"))
                continue
            if isinstance(result, tuple):
                # "Play on a minion. <more text>": where the card goes, then what it does on play
                out.play_on, result = result
            for ir in result:
                # one encoding of "the second only if the first happened" ("… . If you do, …")
                out.abilities.append((ir, ab.span))
                self.index += 1
        # "here" on an action that is never on a base names no base (placement.py)
        refuse_here_off_base(self.rs, self.card, self.text, out, self.path)
        return out

    def take(self, ph: list, *kinds: PhraseKind) -> n.Phrase:
        for p in ph:
            if p.kind in kinds:
                ph.remove(p)
                consume(p)
                return p
        raise self.no(ph[0] if ph else None, f"an instruction without `{kinds[0].replace('_', ' ')} …`")

    def has(self, ph: list, kind: PhraseKind) -> bool:
        """Whether `ph` holds a phrase of `kind` (the caller acts on the answer: it is read)."""
        found = [p for p in ph if p.kind == kind]
        for p in found:
            consume(p)
        return bool(found)

    def only(self, e: Any, ph: list, allowed: set[PhraseKind]) -> None:
        # "(you choose in case of a tie)" is what a choice does; "(controller chooses …)" too
        # when the acting player controls what is chosen ("each other player destroys their …")
        for p in list(ph):
            if (p.kind == PhraseKind.TIE_YOU and not self.ctx.acting
                    or p.kind == PhraseKind.TIE_CONTROLLER and self.ctx.acting):
                ph.remove(p)
                consume(p)
        for k, p in enumerate(ph):
            if p.kind not in allowed and p.kind not in FILTER_PHRASES and not (k and (ph[k - 1].kind, p.kind) in PAIRED) \
                    and not of_yours(p):
                raise self.no(p, f"the phrase `{self.words(p)}` here")
            if p.kind in allowed:
                consume(p)      # the instruction reads it (a filter phrase is the filter's to read)

    @staticmethod
    def canon(text: str, words: tuple[str, ...]) -> str | None:
        """The ruleset's word that `text` is (singular or plural), or None."""
        for w in words:
            if text in (w, plural(w)):
                return w
        return None

    def resource(self, w: n.Word) -> str:
        return self.canon(w.text, self.rs.resources) or w.text

    def kind_of(self, np: n.Selection) -> str:
        ws = np.noun.words
        if np.noun.kind == NounKind.KIND and ws:
            return self.kinds.get(ws[-1].text, ws[-1].text)
        raise self.no(np.noun, "a card type here")
