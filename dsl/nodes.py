"""The AST: frozen attrs nodes with source spans (spans never affect equality).

Card text is a large, open family of English sentence shapes. The AST keeps one class per
*role* in a sentence (a selector, a phrase after a noun, a predicate, a trigger …) and a
`kind` naming the shape within the role: a member of the role's enum in `dsl/kinds.py`, whose
value is the grammar alias without its role prefix (grammar alias `p_stat` ->
`Phrase(kind=PhraseKind.STAT)`, equal to "stat"), so the grammar, the AST and the printer
share one vocabulary and the tests can prove that every alias has a node and every kind an alias.

Nodes are data only; behaviour lives in the stage modules (builder, resolve, checker, lower).
"""

from __future__ import annotations

from typing import ClassVar, Optional, Union

import attrs

from .kinds import (AdjKind, AmountPhraseKind, ComparisonKind, CondKind, CostPhraseKind, DurationPhraseKind, InstructionKind, EventVerbKind, Kind,
                    ModalCountKind, NounKind, OwnerKind, PassiveKind, PlayTimingKind, PredKind, PrefixedKind,
                    PhraseKind, QuantKind, RefKind, RelKind, StatAdjKind, SuperlKind, TriggerKind, TurnRefKind,
                    VerbKind)
from .source import Span


# Called with each node built, when set: word accounting arms the nodes lowering builds
# (dsl/lowering/accounting.py); None otherwise.
_on_new = None


@attrs.frozen(kw_only=True)
class Node:
    span: Optional[Span] = attrs.field(default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if _on_new is not None:
            _on_new(self)


node = attrs.frozen(kw_only=True)


def _kind(enum: type[Kind]):
    """A `kind` field: always a member of the family's enum (a string is converted to its
    member; a string that is none is a ValueError, a bug in whoever built the node)."""
    return attrs.field(converter=enum)


# ------------------------------------------------------------------ leaves
@node
class Word(Node):
    """An open-class word: `cls` is KIND, STAT, ZONE, RESOURCE, COUNTER, LABEL, NAME …"""
    KIND: ClassVar[str] = "word"
    cls: str
    text: str


@node
class Number(Node):
    KIND: ClassVar[str] = "number"
    value: int
    text: str


@node
class Signed(Node):
    """A signed amount and the stat it changes: "+1 power", "-2 power"."""
    KIND: ClassVar[str] = "signed"
    amount: int
    stat: Word


@node
class KeywordMod(Node):
    """A keyword granted ("gains armour 2", "gets haste"): the ruleset's keyword and its number."""
    KIND: ClassVar[str] = "keyword_mod"
    word: Word
    number: Optional["Number"] = None


@node
class PowerCounter(Node):
    """"+1 power counter(s)"."""
    KIND: ClassVar[str] = "power_counter"
    amount: int
    stat: Word


# ------------------------------------------------------------------ families with a kind
@node
class Quant(Node):
    KIND: ClassVar[str] = "quant"
    kind: QuantKind = _kind(QuantKind)
    number: Optional[Number] = None
    or_number: Optional[Number] = None     # h16z2: "one or two": the most (`number` is the fewest)


@node
class Owner(Node):
    KIND: ClassVar[str] = "owner"
    kind: OwnerKind = _kind(OwnerKind)
    word: Optional[Word] = None    # the KIND_POSS or NAME_POSS word
    number: Optional[Number] = None
    adjs: tuple["Adj", ...] = ()   # "the extra minion's": the adjectives before the word


@node
class Adj(Node):
    KIND: ClassVar[str] = "adj"
    kind: AdjKind = _kind(AdjKind)
    word: Optional[Word] = None    # the name, kind or (superl, rel) stat
    superl: Optional["Superl"] = None   # "the lowest-power minion"
    rel: Optional["Rel"] = None         # "a higher-power minion"


@node
class Noun(Node):
    KIND: ClassVar[str] = "noun"
    kind: NounKind = _kind(NounKind)
    words: tuple[Word, ...] = ()
    number: Optional[Number] = None
    counter: Optional[PowerCounter] = None
    plural: bool = False           # a noun written without a word of the set: "players", "abilities"


@node
class Selection(Node):
    """A noun phrase that selects: quantifier, owner, adjectives and a noun."""
    KIND: ClassVar[str] = "selector"
    noun: Noun
    quant: Optional[Quant] = None
    owner: Optional[Owner] = None
    adjs: tuple[Adj, ...] = ()


@node
class Ref(Node):
    """A reference: this, that minion, it, them, you, here, there …"""
    KIND: ClassVar[str] = "ref"
    kind: RefKind = _kind(RefKind)
    word: Optional[Word] = None
    number: Optional[Number] = None


@node
class NpOr(Node):
    KIND: ClassVar[str] = "np_or"
    left: "NP"
    right: "NP"
    op: str = "or"


NP = Union[Selection, Ref, NpOr]


@node
class StatAdj(Node):
    KIND: ClassVar[str] = "stat_adj"
    kind: StatAdjKind = _kind(StatAdjKind)


@node
class Superl(Node):
    KIND: ClassVar[str] = "superl"
    kind: SuperlKind = _kind(SuperlKind)


@node
class AmountPhrase(Node):
    KIND: ClassVar[str] = "amount"
    kind: AmountPhraseKind = _kind(AmountPhraseKind)
    number: Optional[Number] = None
    number2: Optional[Number] = None
    np: Optional[NP] = None
    owner: Optional[Owner] = None
    stat: Optional[Word] = None
    superl: Optional[Superl] = None
    stat_adj: Optional[StatAdj] = None


@node
class Comparison(Node):
    KIND: ClassVar[str] = "cmp"
    kind: ComparisonKind = _kind(ComparisonKind)
    number: Optional[Number] = None
    amount: Optional[AmountPhrase] = None


@node
class Rel(Node):
    KIND: ClassVar[str] = "rel"
    kind: RelKind = _kind(RelKind)


@node
class TurnRef(Node):
    KIND: ClassVar[str] = "turn_ref"
    kind: TurnRefKind = _kind(TurnRefKind)
    event: Optional["EventClause"] = None      # "any turn that you play a minion here"


@node
class DurationPhrase(Node):
    KIND: ClassVar[str] = "duration"
    kind: DurationPhraseKind = _kind(DurationPhraseKind)
    turn: Optional[TurnRef] = None
    noun: Optional[Word] = None        # "until this minion leaves play": the card's type word


@node
class Phrase(Node):
    """A phrase after a noun or a verb: a filter, a place, a destination, a duration …"""
    KIND: ClassVar[str] = "phrase"
    kind: PhraseKind = _kind(PhraseKind)
    np: Optional[NP] = None
    stat: Optional[Word] = None
    cmp: Optional[Comparison] = None
    amount: Optional[AmountPhrase] = None
    duration: Optional[DurationPhrase] = None
    turn: Optional[TurnRef] = None
    rel: Optional[Rel] = None
    superl: Optional[Superl] = None
    number: Optional[Number] = None
    word: Optional[Word] = None


@node
class Verb(Node):
    KIND: ClassVar[str] = "verb"
    kind: VerbKind = _kind(VerbKind)


@node
class Instruction(Node):
    """An instruction: a verb with its object and phrases, or a fixed shape (gain, give …)."""
    KIND: ClassVar[str] = "effect"
    kind: InstructionKind = _kind(InstructionKind)
    verb: Optional[Verb] = None
    # "play or move a minion …": a second verb, same object and phrases (a choice of the two)
    or_verb: Optional[Verb] = None
    np: Optional[NP] = None
    amount: Optional[AmountPhrase] = None
    modifier: Optional[Union[Signed, KeywordMod]] = None
    word: Optional[Word] = None    # the resource, counter or stat
    owner: Optional[Owner] = None
    stat_adj: Optional[StatAdj] = None
    phrases: tuple[Phrase, ...] = ()
    purpose: Optional[Union["Instruction", "Alternatives"]] = None   # "… to either A OR B": an Alternatives




@node
class Passive(Node):
    KIND: ClassVar[str] = "passive"
    kind: PassiveKind = _kind(PassiveKind)


@node
class Subject(Node):
    KIND: ClassVar[str] = "subject"
    np: Optional[NP] = None
    phrases: tuple[Phrase, ...] = ()
    owner: Optional[Owner] = None
    stat: Optional[Word] = None
    stat_adj: Optional[StatAdj] = None


@node
class Pred(Node):
    KIND: ClassVar[str] = "pred"
    kind: PredKind = _kind(PredKind)
    modifier: Optional[Union[Signed, KeywordMod]] = None
    verb: Optional[Verb] = None
    np: Optional[NP] = None
    amount: Optional[AmountPhrase] = None
    word: Optional[Word] = None
    number: Optional[Number] = None
    passives: tuple[Passive, ...] = ()
    phrases: tuple[Phrase, ...] = ()
    effects: Optional[Effects] = None
    either: bool = False
    ability: Optional[AbilityText] = None      # 'has the ability "Talent: …"': the quoted ability


@node
class EventVerb(Node):
    KIND: ClassVar[str] = "ev"
    kind: EventVerbKind = _kind(EventVerbKind)
    np: Optional[NP] = None
    phrases: tuple[Phrase, ...] = ()
    # the keywords as written, in order ("_WAS", "_DESTROYED"): the printer keeps the tense;
    # no part in equality (see SHAPED in dsl/builder.py)
    shape: tuple[str, ...] = attrs.field(default=(), eq=False)


@node
class EventClause(Node):
    KIND: ClassVar[str] = "event"
    np: NP
    ev: EventVerb
    phrases: tuple[Phrase, ...] = ()


@node
class Trigger(Node):
    KIND: ClassVar[str] = "trigger"
    kind: TriggerKind = _kind(TriggerKind)
    turn: Optional[TurnRef] = None
    event: Optional[EventClause] = None
    shape: tuple[str, ...] = attrs.field(default=(), eq=False)   # as written (dsl/builder.py SHAPED)


@node
class Cond(Node):
    KIND: ClassVar[str] = "cond"
    kind: CondKind = _kind(CondKind)
    np: Optional[NP] = None
    np2: Optional[NP] = None
    np3: Optional[NP] = None
    event: Optional[EventClause] = None
    verb: Optional[Verb] = None
    rel: Optional[Rel] = None
    superl: Optional[Superl] = None
    stat: Optional[Word] = None
    stat_adj: Optional[StatAdj] = None
    number: Optional[Number] = None
    cmp: Optional[Comparison] = None      # "10 or more (power here)"
    phrases: tuple[Phrase, ...] = ()
    sub: Optional["Cond"] = None          # "unless …": the condition that must not hold
    sub2: Optional["Cond"] = None         # "… and …": the second condition (`sub` the first)
    resource: Optional[Word] = None       # "if you have the most VP": the resource compared
    owner: Optional[Owner] = None         # "this minion's power is …": whose value


@node
class ModalCount(Node):
    KIND: ClassVar[str] = "modal_count"
    kind: ModalCountKind = _kind(ModalCountKind)
    number: Number


# ------------------------------------------------------------------ statements
@node
class Statement(Node):
    """Third-person sentence: "This minion has +2 power." (subject None: the card itself)."""
    KIND: ClassVar[str] = "statement"
    pred: Pred
    subject: Optional[Subject] = None
    more: tuple[Pred, ...] = ()    # "… has +2 power and cannot be destroyed": more predicates


@node
class Effects(Node):
    """Instructions in order; "…, then you may …" ends with a statement."""
    KIND: ClassVar[str] = "effects"
    items: tuple[Instruction, ...]
    then: Optional[Statement] = None
    # the separators as written before each item after the first (and before `then`):
    # ",", "and", ", and", ", then" … — the set's own templating varies, so the printer
    # keeps them; they never change what the card does (no part in equality)
    seps: tuple[str, ...] = attrs.field(default=(), eq=False)


@node
class TriggerClause(Node):
    KIND: ClassVar[str] = "triggered"
    trigger: Trigger
    body: "Stmt"


@node
class Conditional(Node):
    KIND: ClassVar[str] = "conditional"
    cond: Cond
    body: "Stmt"
    otherwise: Optional["Stmt"] = None      # "If …, A, otherwise B": what is done when it does not hold
    # as written: "if …, X" / "while …, X" / "X if …" (keywords and children in order);
    # the set uses each, and they never change what the card does (no part in equality)
    shape: tuple[str, ...] = attrs.field(default=(), eq=False)


@node
class Prefixed(Node):
    """A statement under a fixed prefix: otherwise, once per turn, on your turn, then,
    only, instead."""
    KIND: ClassVar[str] = "prefixed"
    kind: PrefixedKind = _kind(PrefixedKind)
    body: "Stmt"


@node
class InsteadOfDo(Node):
    """"Instead of your regular minion play, you may play this titan." """
    KIND: ClassVar[str] = "instead_of_do"
    np: NP
    body: "Stmt"
    # h16u: "Any time you can play a minion, you may play this card from your discard pile instead.":
    # `np` is the card whose play this one takes (the turn's regular play of its type)
    able: bool = False


@node
class Lasting(Node):
    KIND: ClassVar[str] = "lasting"
    duration: DurationPhrase
    body: "Stmt"


@node
class ForEachDo(Node):
    KIND: ClassVar[str] = "for_each_do"
    np: NP
    body: "Stmt"
    phrases: tuple[Phrase, ...] = ()


@node
class PlayTiming(Node):
    """"Play after a base scores." — when a Special card may be played."""
    KIND: ClassVar[str] = "play_timing"
    kind: PlayTimingKind = _kind(PlayTimingKind)
    event: EventClause


@node
class Alternatives(Node):
    KIND: ClassVar[str] = "choice"
    alts: tuple["Stmt", ...]
    either: bool = False
    purpose: Optional["Instruction"] = None     # "…, or …, to C": what each alternative is done for
    any_of: bool = False        # h16v: "A and/or B": one of them or both, in that order


@node
class Modal(Node):
    KIND: ClassVar[str] = "modal"
    count: ModalCount
    modes: tuple["Stmt", ...] = ()
    each_player: bool = False
    # h16s: "Play on a base and choose one: Ongoing: … OR Ongoing: …": the placement before the
    # choice, and the labelled abilities chosen among (instead of `modes`)
    opening: Optional["Instruction"] = None
    abilities: tuple["AbilityText", ...] = ()


Stmt = Union[Effects, Statement, TriggerClause, Conditional, Prefixed, InsteadOfDo, Lasting, ForEachDo,
             PlayTiming, Alternatives, Modal]


@node
class Sentence(Node):
    KIND: ClassVar[str] = "sentence"
    body: Optional[Stmt] = None     # (None only in "(This ability works in …)", `works_in`)
    reminder: bool = False         # "(Minions have minimum power of 0.)"
    where_x: Optional[AmountPhrase] = None   # "…, where X is the number of minions here."
    where_phrases: tuple[Phrase, ...] = ()
    works_in: Optional[NP] = None    # "(This ability works in your graveyard.)": where the ability is used


@node
class CostPhrase(Node):
    KIND: ClassVar[str] = "cost"
    kind: CostPhraseKind = _kind(CostPhraseKind)
    number: Optional[Number] = None
    effect: Optional[Instruction] = None
    np: Optional[NP] = None         # `cost_discard`: what is discarded


@node
class Costs(Node):
    """What is paid before the colon of an activated ability: "Tap:", "(2):", "Discard a card:"."""
    KIND: ClassVar[str] = "costs"
    items: tuple[CostPhrase, ...]


@node
class AbilityText(Node):
    KIND: ClassVar[str] = "ability"
    sentences: tuple[Sentence, ...]
    label: Optional[Word] = None
    costs: Optional[Costs] = None


# ------------------------------------------------------------------ cards and sets
@node
class StatValue(Node):
    KIND: ClassVar[str] = "stat_value"
    name: str
    value: str                     # as written: "3", "3/1/1", "1-2-3"


@node
class CardText(Node):
    KIND: ClassVar[str] = "card"
    name: str
    type: str
    subtypes: tuple[str, ...] = ()
    stats: tuple[StatValue, ...] = ()
    keywords: tuple[str, ...] = ()
    element: Optional[str] = None   # Berserk: the card's element (None: neutral)
    faction: Optional[str] = None   # Smash Up: the card's faction
    abilities: tuple[AbilityText, ...] = ()
    notes: tuple[str, ...] = ()     # text that is not card text (spreadsheet clarifications)
    line: int = attrs.field(default=0, eq=False)
    # SU-P1: a card of two types: the side ("minion", "action") of each ability, in order
    sides: tuple[str, ...] = ()


@node
class CardFile(Node):
    KIND: ClassVar[str] = "card_file"
    path: str = attrs.field(eq=False)
    ruleset: str
    cards: tuple[CardText, ...] = ()


def node_classes() -> list[type]:
    return [c for c in globals().values()
            if isinstance(c, type) and issubclass(c, Node) and c is not Node]
