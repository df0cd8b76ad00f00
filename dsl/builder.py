"""Stage 3, build: AST nodes with spans, built by Lark's parser as it reduces each rule.

Every rule and alias of the grammar maps to a node here (a test proves it): the alias's role
prefix names the node class (`p_` -> Phrase, `pr_` -> Pred …) and the rest is the node's
`kind`. Children are placed into the node's fields by their type, in order, so a rule's shape
and its node's fields cannot drift apart silently: a child that fits no field is an internal
error, not a dropped word.
"""

from __future__ import annotations

import typing
from typing import Any, Union, get_args, get_origin

from lark import Token, Tree

from runtime.ranges import read_int

from . import nodes as n
from .lexer import NUMBER_WORDS, ORDINAL_WORDS
from .source import Span

# alias prefix -> node class; the kind is the alias without the prefix
FAMILIES: dict[str, type] = {
    "a_": n.Adj, "am_": n.Amount, "c_": n.Cond, "cmp_": n.Cmp, "ev_": n.Ev, "n_": n.Noun,
    "own_": n.Owner, "p_": n.Phrase, "pa_": n.Passive, "pr_": n.Pred, "q_": n.Quant, "r_": n.Ref,
    "rel_": n.Rel, "sup_": n.Superl, "t_": n.TurnRef, "tr_": n.Trigger, "v_": n.Verb,
    "modal_": n.ModalCount, "sa_": n.StatAdj, "cost_": n.Cost,
}
DURATIONS = ("until_end", "until_start", "until_next_turn", "while_in_play")
EFFECT_SHAPES = ("gain_resource", "lose_resource", "give", "give_each", "take_control", "deal", "heal", "shoot",
                 "reduce_stat", "reduce_stat_of", "name_a", "choose", "play_on", "draw_until",
                 "ell_object", "ell_phrases")
PREFIXES = ("otherwise", "once_per_turn", "on_your_turn", "once_on_your_turn", "then_do", "only_do",
            "instead_do")
# rules that build a specific node: alias -> (class, fixed field values)
SPECIFIC: dict[str, tuple[type, dict]] = {
    "ability": (n.Ability, {}),
    "activated": (n.Ability, {}),
    "costs": (n.Costs, {}),
    "subj_stat_of": (n.Subject, {}),
    "sentence": (n.Sentence, {}),
    "reminder": (n.Sentence, {"reminder": True}),
    "where_x": (n.Sentence, {}),
    "effects": (n.Effects, {}),
    "statement": (n.Statement, {}),
    "statement_self": (n.Statement, {}),
    "then_statement": (n.Statement, {}),
    "triggered": (n.Triggered, {}),
    "conditional": (n.Conditional, {}),
    "trailing_if": (n.Conditional, {}),
    "lasting": (n.Lasting, {}),
    "instead_of_do": (n.InsteadOfDo, {}),
    "for_each_do": (n.ForEachDo, {}),
    "play_after": (n.PlayTiming, {"kind": "after"}),
    "play_before": (n.PlayTiming, {"kind": "before"}),
    "modal": (n.Modal, {}),
    "modal_each_player": (n.Modal, {"each_player": True}),
    "sel": (n.Selector, {}),
    "np_or": (n.NpOr, {"op": "or"}),
    "np_andor": (n.NpOr, {"op": "and/or"}),
    "np_and": (n.NpOr, {"op": "and"}),
    "subject": (n.Subject, {}),
    "subj_stat": (n.Subject, {}),
    "event": (n.Event, {}),
    "mod_add": (n.Signed, {}),
    "power_counter": (n.PowerCounter, {}),
    "pr_must_either": (n.Pred, {"kind": "must", "either": True}),
    "pr_may_either": (n.Pred, {"kind": "may", "either": True}),
}
# set-file structure: read by dsl/sets.py from trees, not AST nodes
SET_FILE_RULES = frozenset({"header", "type_line", "subtype", "field", "ruleset_line"})
# rules whose tree is just their one child
PASS_THROUGH = ("mode", "purpose", "label")
OPEN_WORDS = ("KIND", "KIND_POSS", "STAT", "ZONE", "RESOURCE", "COUNTER", "LABEL", "NAME",
              "NAME_POSS", "QUOTED", "WORD")


class BuildError(Exception):
    """A tree the builder cannot place: a bug in the grammar/builder pair, never user error."""


class _Either:
    """Marker for the word "either" (a choice printed as "either … or …")."""


_EITHER = _Either()


def _field_specs(cls: type) -> list[tuple[str, tuple[type, ...], bool]]:
    """(field, accepted node classes, is_tuple) for the fields filled from children."""
    hints = typing.get_type_hints(cls, vars(n))
    specs = []
    for f in attrs_fields(cls):
        if f.name in ("span", "kind", "either", "reminder", "each_player", "op", "seps", "shape", "plural"):
            continue
        tp = hints[f.name]
        is_tuple = get_origin(tp) is tuple
        if is_tuple:
            tp = get_args(tp)[0]
        specs.append((f.name, _classes(tp), is_tuple))
    return specs


def _classes(tp: Any) -> tuple[type, ...]:
    if get_origin(tp) is Union:
        out: tuple[type, ...] = ()
        for a in get_args(tp):
            out += _classes(a)
        return out
    if isinstance(tp, type) and tp is not type(None):
        return (tp,)
    return ()


def attrs_fields(cls: type):
    import attrs

    return attrs.fields(cls)


_SPECS: dict[type, list] = {}


def make(cls: type, children: list, span: Span | None, fixed: dict) -> Any:
    specs = _SPECS.get(cls)
    if specs is None:
        specs = _SPECS[cls] = _field_specs(cls)
    values: dict[str, Any] = dict(fixed)
    for child in children:
        if child is None or isinstance(child, Token):
            continue
        if child is _EITHER:
            values["either"] = True
            continue
        for name, accepted, is_tuple in specs:
            if isinstance(child, accepted):
                if name == "stat" and child.__class__ is n.Word and child.cls != "STAT":
                    continue        # a `stat` field holds a stat word only; others go to `word`
                if is_tuple:
                    values.setdefault(name, []).append(child)
                    break
                if name not in values:
                    values[name] = child
                    break
        else:
            raise BuildError(f"{cls.__name__}: no field for {type(child).__name__} ({child!r})")
    for name, _, is_tuple in specs:
        if is_tuple and name in values:
            values[name] = tuple(values[name])
    node = cls(span=span, **values)
    if cls in _NOTABLE:
        _COLLECTED.append(node)
    return node


# Nodes later stages look at (names, counters, modals), gathered while building so that
# resolve and check need not walk the whole tree.
_NOTABLE = {n.PowerCounter, n.Modal}
_COLLECTED: list = []


def build_node(name: str, children: list, span: Span | None) -> Any:
    """The node for grammar rule `name` from its (already built) children."""
    if name in SPECIFIC:
        cls, fixed = SPECIFIC[name]
        return make(cls, children, span, fixed)
    if name in PASS_THROUGH:
        kids = [c for c in children if c is not None and not isinstance(c, Token)]
        if len(kids) != 1:
            raise BuildError(f"{name}: expected one child, got {kids!r}")
        return kids[0]
    if name in EFFECT_SHAPES:
        return make(n.Effect, children, span, {"kind": name})
    if name == "effect":
        verb = next(c for c in children if isinstance(c, n.Verb))
        return make(n.Effect, children, span, {"kind": verb.kind})
    if name in PREFIXES:
        kids = [c for c in children if c is not None and not isinstance(c, Token)]
        return n.Prefixed(kind=name, body=kids[0], span=span)
    if name in DURATIONS:
        return make(n.Duration, children, span, {"kind": name})
    if name in ("choice", "choice_for"):
        either = any(c is _EITHER for c in children)
        alts = tuple(c for c in children if c is not None and c is not _EITHER and not isinstance(c, Token))
        purpose = None
        if name == "choice_for":       # its last child is what each alternative is done for
            alts, purpose = alts[:-1], alts[-1]
        return n.Choice(alts=alts, either=either, purpose=purpose, span=span)
    if name == "either":
        return _EITHER
    if name == "cost_effect":
        eff = next(c for c in children if isinstance(c, n.Effect))
        return n.Costs(items=(n.Cost(kind="effect", effect=eff, span=span),), span=span)
    if name == "number":
        return next(c for c in children if isinstance(c, n.Number))
    if name == "noun":      # noun: power_counter
        return n.Noun(kind="power_counter", counter=children[0], span=span)
    if name == "phrase":    # phrase: duration
        return n.Phrase(kind="duration", duration=children[0], span=span)
    if name in ("plus_int", "minus_int"):
        v = next(c for c in children if isinstance(c, n.Number)).value
        return v if name == "plus_int" else -v
    for prefix, cls in FAMILIES.items():
        if name.startswith(prefix):
            return make(cls, children, span, {"kind": name[len(prefix):]})
    raise BuildError(f"no node for grammar rule `{name}`")


_NUMBER_TOKENS = {"INT": None, "NUMWORD": None, "ORDINAL": None, "ONE": 1, "ZERO": 0}
_WORD_CLASSES = frozenset(OPEN_WORDS)


class InlineBuilder:
    """The builder run by Lark *while* it parses (Lark(transformer=…, keep_all_tokens=True)):
    no intermediate tree and no second pass. Keyword tokens are kept only to compute each
    node's span (from its first to its last token) and are dropped before building."""

    def __default__(self, data, children, meta):
        if data[0] == "_":     # `_rule`s and `x*` helpers: Lark splices a Tree's children into the parent
            return Tree(data, children)
        if data in SET_FILE_RULES:   # headers stay trees of their kept tokens (dsl/sets.py reads them)
            return Tree(data, [c for c in children if not (isinstance(c, Token) and c.type[0] == "_")])
        kids = []
        start = end = None
        for c in children:
            if c is None:
                kids.append(None)
                continue
            if isinstance(c, Token):
                if start is None:
                    start = c.start_pos
                end = c.end_pos
                typ = c.type
                if typ in _NUMBER_TOKENS:
                    v = _NUMBER_TOKENS[typ]
                    if v is None:
                        v = (read_int(c.value) if typ == "INT"      # any length, never a crash
                             else (ORDINAL_WORDS if typ == "ORDINAL" else NUMBER_WORDS)[c.value.lower()])
                    num = n.Number(value=v, text=c.value.lower(), span=Span(c.start_pos, c.end_pos))
                    kids.append(num)
                    if typ == "INT":
                        _COLLECTED.append(num)     # its range is checked (`checker.check_numbers`)
                elif typ in _WORD_CLASSES:
                    kids.append(_word(typ, c))
                # keyword and punctuation tokens: syntax only
                continue
            sp = getattr(c, "span", None)
            if sp is not None:
                if start is None:
                    start = sp.start
                end = sp.end
            kids.append(c)
        span = Span(start, end) if start is not None else None
        if data == "effects":
            return make(n.Effects, kids, span, {"seps": _separators(children)})
        if data in SHAPED or data[:3] in ("ev_", "tr_"):
            cls, fixed = SPECIFIC.get(data) or ((n.Ev, {"kind": data[3:]}) if data[:3] == "ev_"
                                                else (n.Trigger, {"kind": data[3:]}))
            return make(cls, kids, span, {**fixed, "shape": _shape(children)})
        if data[:2] == "n_" and any(isinstance(c, Token) and c.type in PLURAL_NOUNS for c in children):
            return make(n.Noun, kids, span, {"kind": data[2:], "plural": True})
        return build_node(str(data), kids, span)


# Rules whose node keeps how it was written (keywords and children in order) outside equality,
# for the printer: the set uses each form deliberately ("while …," or "if …,", a trailing "if";
# "after each time …"); so do events (ev_*: their tense) and triggers (tr_*).
SHAPED = frozenset({"conditional"})
# Nouns the set has no word for, written in the plural ("players", "abilities"): `plural`.
PLURAL_NOUNS = frozenset({"_PLAYERS", "_OPPONENTS", "_COUNTERS", "_ABILITIES", "_COPIES"})


def _shape(children: list) -> tuple[str, ...]:
    return tuple(c.type if isinstance(c, Token) else "·" for c in children if c is not None)


def _separators(children: list) -> tuple[str, ...]:
    """The words between the instructions of an `effects` node: ("and", ", then") …"""
    seps: list[str] = []
    cur: list[str] | None = None
    for c in children:
        if isinstance(c, Token):
            if cur is not None:
                cur.append(c.value.lower())
        elif c is not None:
            if cur is not None:
                seps.append(" ".join(cur).replace(" ,", ","))
            cur = []
    return tuple(seps)


def _word(cls_name: str, tok: Token) -> n.Word:
    text = tok.value if cls_name in ("NAME", "NAME_POSS", "QUOTED", "WORD") else tok.value.lower()
    w = n.Word(cls=cls_name, text=text, span=Span(tok.start_pos, tok.end_pos))
    if cls_name in ("NAME", "NAME_POSS"):
        _COLLECTED.append(w)
    return w


def begin() -> None:
    """Start gathering notable nodes for one ability (see `collected`)."""
    _COLLECTED.clear()


def collected() -> list:
    out = list(_COLLECTED)
    _COLLECTED.clear()
    return out


def handled_rule_names() -> set[str]:
    """Every rule/alias name the builder knows how to turn into a node (for the health test)."""
    return (set(SPECIFIC) | set(PASS_THROUGH) | set(EFFECT_SHAPES) | set(PREFIXES) | set(DURATIONS)
            | {"effect", "choice", "choice_for", "either", "number", "noun", "phrase", "plus_int", "minus_int",
               "cost_effect"})


def handles(name: str) -> bool:
    return name in handled_rule_names() or any(name.startswith(p) for p in FAMILIES)
