"""Which node each grammar rule or alias builds: the one table the builder dispatches on and
the printer reads (it prints a node through the productions whose target fits it).

An alias with a family prefix builds that family's node, its `kind` the alias without the
prefix (`p_stat` -> `Phrase(kind=PhraseKind.STAT)`); a rule in `SPECIFIC` builds its class
with fixed field values; a few rules are built in a way of their own (`Target.how`).
`check_kinds` proves the kind enums (dsl/kinds.py) and the grammar agree, when the grammar
loads and in the tests.
"""

from __future__ import annotations

import functools
import typing
from types import MappingProxyType
from typing import Any, Iterable, Mapping, Optional, Union, get_args, get_origin

import attrs

from . import nodes as n
from .kinds import CostPhraseKind, InstructionKind, Kind, PlayTimingKind, PredKind, VerbKind

# alias prefix -> node class; the kind is the alias without the prefix
FAMILIES: dict[str, type] = {
    "a_": n.Adj, "am_": n.AmountPhrase, "c_": n.Cond, "cmp_": n.Comparison, "ev_": n.EventVerb, "n_": n.Noun,
    "own_": n.Owner, "p_": n.Phrase, "pa_": n.Passive, "pr_": n.Pred, "q_": n.Quant, "r_": n.Ref,
    "rel_": n.Rel, "sup_": n.Superl, "t_": n.TurnRef, "tr_": n.Trigger, "v_": n.Verb,
    "modal_": n.ModalCount, "sa_": n.StatAdj, "cost_": n.CostPhrase,
}
# rules that build a specific node: alias -> (class, fixed field values)
SPECIFIC: dict[str, tuple[type, dict]] = {
    "ability": (n.AbilityText, {}),
    "activated": (n.AbilityText, {}),
    "costs": (n.Costs, {}),
    "subj_stat_of": (n.Subject, {}),
    "sentence": (n.Sentence, {}),
    "reminder": (n.Sentence, {"reminder": True}),
    "where_x": (n.Sentence, {}),
    "works_in": (n.Sentence, {}),
    "effects": (n.Effects, {}),
    "statement": (n.Statement, {}),
    "statement_self": (n.Statement, {}),
    "then_statement": (n.Statement, {}),
    "triggered": (n.TriggerClause, {}),
    "conditional": (n.Conditional, {}),
    "trailing_if": (n.Conditional, {}),
    "trailing_while": (n.Conditional, {}),   # u16d
    "cond_otherwise": (n.Conditional, {}),
    "lasting": (n.Lasting, {}),
    "instead_of_do": (n.InsteadOfDo, {}),
    "any_time_can_play": (n.InsteadOfDo, {"able": True}),
    "for_each_do": (n.ForEachDo, {}),
    "play_after": (n.PlayTiming, {"kind": PlayTimingKind.AFTER}),
    "play_before": (n.PlayTiming, {"kind": PlayTimingKind.BEFORE}),
    "modal": (n.Modal, {}),
    "modal_or": (n.Modal, {}),
    "modal_each_player": (n.Modal, {"each_player": True}),
    "sel": (n.Selection, {}),
    "np_or": (n.NpOr, {"op": "or"}),
    "np_andor": (n.NpOr, {"op": "and/or"}),
    "np_and": (n.NpOr, {"op": "and"}),
    "subject": (n.Subject, {}),
    "subj_stat": (n.Subject, {}),
    "event": (n.EventClause, {}),
    "mod_add": (n.Signed, {}),
    "mod_keyword": (n.KeywordMod, {}),
    "power_counter": (n.PowerCounter, {}),
    "pr_must_either": (n.Pred, {"kind": PredKind.MUST, "either": True}),
    "pr_may_either": (n.Pred, {"kind": PredKind.MAY, "either": True}),
    # a rule's own name, no alias
    "noun": (n.Noun, {"kind": n.NounKind.POWER_COUNTER}),        # noun: power_counter
    "phrase": (n.Phrase, {"kind": n.PhraseKind.DURATION}),        # end_duration: duration -> phrase
}
# families whose kinds are the aliases themselves, with no prefix: "until_end", "otherwise",
# and the instructions of a fixed shape ("gain_resource", "give" …; those with a verb are built
# by the rule `effect`)
UNPREFIXED: tuple[type, ...] = (n.DurationPhrase, n.Prefixed, n.Instruction)
# rules whose tree is just their one child
PASS_THROUGH = ("mode", "purpose", "label")
# rules that build a value their parent takes, not a node: a Number, the word "either", ±int
VALUE_RULES = ("number", "either", "plus_int", "minus_int")
# set-file structure: read by dsl/sets.py from trees, not AST nodes
SET_FILE_RULES = frozenset({"header", "type_line", "subtype", "field", "ruleset_line"})

# Target.how: how the builder makes the node
FIELDS = "fields"            # each child into the first field of its type, fixed values added
VERB = "verb"                # `effect`: an Effect whose kind is its verb's
CHOICE = "choice"            # alternatives, and the word "either"
CHOICE_FOR = "choice_for"    # … and the last child is what each alternative is done for
COST_EFFECT = "cost_effect"  # an instruction as the one cost: Costs((Cost(kind=EFFECT, effect=…),))


@attrs.frozen(eq=False)
class Target:
    """What one grammar rule or alias builds."""
    cls: type                          # the node class
    fixed: Mapping[str, Any]           # field values the rule sets itself (kind, reminder, op …)
    how: str = FIELDS


@functools.lru_cache(maxsize=None)
def target(name: str) -> Optional[Target]:
    """What grammar rule/alias `name` builds; None: no node of its own (a pass-through, a
    value rule, set-file structure, or a name nothing builds)."""
    if name in SPECIFIC:
        cls, fixed = SPECIFIC[name]
        return Target(cls, MappingProxyType(fixed))
    if name == "effect":
        return Target(n.Instruction, MappingProxyType({}), VERB)
    if name in ("choice", "choice_for"):
        return Target(n.Alternatives, MappingProxyType({}), CHOICE if name == "choice" else CHOICE_FOR)
    if name == "choice_andor":          # h16v: "A and/or B"
        return Target(n.Alternatives, MappingProxyType({"any_of": True}), CHOICE)
    if name == "cost_effect":
        return Target(n.Costs, MappingProxyType({}), COST_EFFECT)
    for cls in UNPREFIXED:
        if name in _kinds_of(cls):
            return Target(cls, MappingProxyType({"kind": kind_enum(cls)(name)}))
    for prefix, cls in FAMILIES.items():
        if name.startswith(prefix):
            kind: Any = name[len(prefix):]
            if kind in _kinds_of(cls):
                kind = kind_enum(cls)(kind)
            return Target(cls, MappingProxyType({"kind": kind}))   # a plain str: check_kinds names it
    return None


def handles(name: str) -> bool:
    """Whether the builder knows what to make of grammar rule/alias `name`."""
    return target(name) is not None or name in PASS_THROUGH or name in VALUE_RULES


# ------------------------------------------------------------------ node classes
@functools.lru_cache(maxsize=None)
def kind_enum(cls: type) -> type[Kind]:
    """The enum of a node class's `kind` (KeyError: the class has none)."""
    for f in attrs.fields(cls):
        if f.name == "kind":
            return f.converter
    raise KeyError(cls.__name__)


@functools.lru_cache(maxsize=None)
def _kinds_of(cls: type) -> frozenset:
    """The members of a node class's kind enum, as a set made once (`target` asks it of every
    rule name at each start: ~8 ms when each question built the set again)."""
    return frozenset(kind_enum(cls))


def kind_enums() -> dict[type, type[Kind]]:
    """Every node class with a `kind`, and its enum."""
    return {c: kind_enum(c) for c in n.node_classes() if "kind" in attrs.fields_dict(c)}


# fields the builder fills from something else than a child node
NOT_FROM_CHILDREN = ("span", "kind", "either", "reminder", "each_player", "op", "seps", "shape", "plural", "able",
                     "any_of")


@functools.lru_cache(maxsize=None)
def node_hints(cls: type) -> dict[str, Any]:
    """`typing.get_type_hints` of node class `cls` (its annotations are strings, read in
    dsl/nodes.py's namespace), read once per process: the builder's `child_fields` and word
    accounting's node fields both ask it (each read compiles every annotation again). Do not
    change the dict returned."""
    return typing.get_type_hints(cls, vars(n))


@functools.lru_cache(maxsize=None)
def child_fields(cls: type) -> tuple[tuple[str, tuple[type, ...], bool], ...]:
    """(field, accepted node classes, is_tuple) for the fields of `cls` filled from children,
    in order: a child goes to the first that accepts it and is not full."""
    hints = node_hints(cls)
    specs = []
    for f in attrs.fields(cls):
        if f.name in NOT_FROM_CHILDREN:
            continue
        tp = hints[f.name]
        is_tuple = get_origin(tp) is tuple
        if is_tuple:
            tp = get_args(tp)[0]
        specs.append((f.name, _classes(tp), is_tuple))
    return tuple(specs)


def _classes(tp: Any) -> tuple[type, ...]:
    if get_origin(tp) is Union:
        out: tuple[type, ...] = ()
        for a in get_args(tp):
            out += _classes(a)
        return out
    if isinstance(tp, type) and tp is not type(None):
        return (tp,)
    return ()


# ------------------------------------------------------------------ kinds against the grammar
# Kinds the builder sets for a reason other than an alias naming them.
NOT_FROM_ALIASES: dict[type[Kind], frozenset[str]] = {
    InstructionKind: frozenset(VerbKind),          # the rule `effect`: an instruction's kind is its verb's
    CostPhraseKind: frozenset({CostPhraseKind.EFFECT}),   # `cost_effect`: an instruction as the cost
}


class KindMismatch(Exception):
    """The kind enums and the grammar disagree: a bug in dsl/kinds.py or the grammar."""


def rule_names(rules: Iterable[Any]) -> set[str]:
    """The rule/alias names of a Lark grammar's rules that reach the builder (`?rule`s with
    one child are inlined by Lark; `_rule`s are spliced into their parent)."""
    names = {str(r.alias or r.origin.name) for r in rules
             if not (r.options.expand1 and not r.alias and len(r.expansion) == 1)}
    return {x for x in names if not x.startswith("_")}


def kinds_built(names: Iterable[str]) -> dict[type[Kind], dict[str, list[str]]]:
    """Per kind enum: each kind the grammar's rules build (as a string) -> the rules."""
    out: dict[type[Kind], dict[str, list[str]]] = {e: {} for e in kind_enums().values()}
    for name in sorted(names):
        t = target(name)
        if t is not None and "kind" in t.fixed:
            out[kind_enum(t.cls)].setdefault(str(t.fixed["kind"]), []).append(name)
    return out


def kind_mismatches(names: Iterable[str]) -> list[str]:
    """What is wrong between the grammar's rule names and the kind enums, one line each."""
    names = set(names)
    problems = [f"grammar rule `{x}` builds no node (give it a family prefix, or add it to "
                f"dsl/aliases.py, or to the enum of an unprefixed family in dsl/kinds.py)"
                for x in sorted(names) if not handles(x) and x not in SET_FILE_RULES]
    for enum, built in kinds_built(names).items():
        members = {m.value for m in enum}
        for kind, rules in sorted(built.items()):
            if kind not in members:
                problems.append(f"{enum.__name__}: the grammar builds kind {kind!r} ({', '.join(rules)}), "
                                f"not a member (add {kind.upper()} = {kind!r} to dsl/kinds.py)")
        extra = NOT_FROM_ALIASES.get(enum, frozenset())
        for m in enum:
            if m.value not in built and m not in extra:
                problems.append(f"{enum.__name__}.{m.name}: no grammar rule or alias builds it "
                                f"(remove it from dsl/kinds.py, or list why in aliases.NOT_FROM_ALIASES)")
    return problems


def check_kinds(rules: Iterable[Any]) -> None:
    """Raise KindMismatch naming every disagreement between a grammar's rules and the enums."""
    problems = kind_mismatches(rule_names(rules))
    if problems:
        raise KindMismatch("the AST kinds and the grammar disagree:\n  " + "\n  ".join(problems))
