"""Stage 3, build: AST nodes with spans, built by Lark's parser as it reduces each rule.

Every rule and alias of the grammar maps to a node (a test, and the grammar's loader, prove
it): dsl/aliases.py says which — the alias's role prefix names the node class (`p_` -> Phrase,
`pr_` -> Pred …) and the rest is the node's `kind`, a member of the family's enum
(dsl/kinds.py). Children are placed into the node's fields by their type, in order, so a
rule's shape and its node's fields cannot drift apart silently: a child that fits no field is
an internal error, not a dropped word.

Lark calls a constructor per rule (`InlineBuilder.__getattr__`: Lark asks the transformer for a
method named after each rule or alias): for a rule that builds a node's fields, one written out
for its node class from the same table (`rule_constructor`; placing each child class in the
fields that accept it, in order, as `make` does); any other rule, or a child that placement
does not expect, goes the generic way (`InlineBuilder.__default__`, `make`), as does every rule
its first `InlineBuilder.WARM` times. A rule added to the grammar needs nothing here: its
constructor is derived from its alias and its node class's fields.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import attrs
from lark import Token, Tree

from runtime.ranges import read_int

from . import _startup, aliases
from . import nodes as n
from .aliases import (CHOICE, CHOICE_FOR, COST_EFFECT, FIELDS, PASS_THROUGH, SET_FILE_RULES, VERB, child_fields,
                      target)
from .kinds import CostPhraseKind, InstructionKind
from .lexer import NUMBER_WORDS, ORDINAL_WORDS
from .source import Span

OPEN_WORDS = ("KIND", "KIND_POSS", "STAT", "ZONE", "RESOURCE", "COUNTER", "LABEL", "NAME",
              "NAME_POSS", "QUOTED", "WORD", "KEYWORD")


class BuildError(Exception):
    """A tree the builder cannot place: a bug in the grammar/builder pair, never user error."""


class _Either:
    """Marker for the word "either" (a choice printed as "either … or …")."""


_EITHER = _Either()


def make(cls: type, children: list, span: Span | None, fixed: Any) -> Any:
    tuples, places = _shape_of(cls)
    values: dict[str, Any] = dict(fixed)
    for child in children:
        if child is None:
            continue
        ct = child.__class__
        fits = places.get(ct)
        if fits is None:
            if isinstance(child, Token):
                continue
            if child is _EITHER:
                values["either"] = True
                continue
            fits = places[ct] = _fits(cls, ct)
        for name, is_tuple in fits:
            if name == "stat" and ct is n.Word and child.cls != "STAT":
                continue            # a `stat` field holds a stat word only; others go to `word`
            if is_tuple:
                values.setdefault(name, []).append(child)
                break
            if name not in values:
                values[name] = child
                break
        else:
            raise BuildError(f"{cls.__name__}: no field for {type(child).__name__} ({child!r})")
    for name in tuples:
        if name in values:
            values[name] = tuple(values[name])
    node = cls(span=span, **values)
    if cls in _NOTABLE:
        _COLLECTED.append(node)
    return node


# Where a child goes, worked out once per node class and child class from the node's fields
# (`child_fields`): (field, is_tuple) of each field whose type accepts the child, in order.
_SHAPES: dict[type, tuple[tuple[str, ...], dict[type, tuple[tuple[str, bool], ...]]]] = {}


def _shape_of(cls: type) -> tuple[tuple[str, ...], dict]:
    shape = _SHAPES.get(cls)
    if shape is None:
        shape = _SHAPES[cls] = (tuple(name for name, _, is_tuple in child_fields(cls) if is_tuple), {})
    return shape


def _fits(cls: type, ct: type) -> tuple[tuple[str, bool], ...]:
    return tuple((name, is_tuple) for name, accepted, is_tuple in child_fields(cls) if issubclass(ct, accepted))


# Nodes later stages look at (names, counters, modals), gathered while building so that
# resolve and check need not walk the whole tree.
_NOTABLE = {n.PowerCounter, n.Modal}
_COLLECTED: list = []


def build_node(name: str, children: list, span: Span | None) -> Any:
    """The node for grammar rule `name` from its (already built) children."""
    t = target(name)
    if t is not None:
        if t.how == FIELDS:
            return make(t.cls, children, span, t.fixed)
        if t.how == VERB:
            verb = next(c for c in children if isinstance(c, n.Verb))
            return make(n.Instruction, children, span, {"kind": InstructionKind(verb.kind)})
        if t.how in (CHOICE, CHOICE_FOR):
            either = any(c is _EITHER for c in children)
            alts = tuple(c for c in children if c is not None and c is not _EITHER and not isinstance(c, Token))
            purpose = None
            if t.how == CHOICE_FOR:       # its last child is what each alternative is done for
                alts, purpose = alts[:-1], alts[-1]
            return n.Alternatives(alts=alts, either=either, purpose=purpose, span=span, **t.fixed)
        if t.how == COST_EFFECT:
            eff = next(c for c in children if isinstance(c, n.Instruction))
            return n.Costs(items=(n.CostPhrase(kind=CostPhraseKind.EFFECT, effect=eff, span=span),), span=span)
        raise BuildError(f"`{name}`: no way to build {t.how!r}")
    if name in PASS_THROUGH:
        kids = [c for c in children if c is not None and not isinstance(c, Token)]
        if len(kids) != 1:
            raise BuildError(f"{name}: expected one child, got {kids!r}")
        return kids[0]
    if name == "either":
        return _EITHER
    if name == "number":
        return next(c for c in children if isinstance(c, n.Number))
    if name in ("plus_int", "minus_int"):
        v = next(c for c in children if isinstance(c, n.Number)).value
        return v if name == "plus_int" else -v
    raise BuildError(f"no node for grammar rule `{name}`")


_NUMBER_TOKENS = {"INT": None, "NUMWORD": None, "ORDINAL": None, "ONE": 1, "ZERO": 0}
_WORD_CLASSES = frozenset(OPEN_WORDS)


def _number(typ: str, c: Token) -> n.Number:
    v = _NUMBER_TOKENS[typ]
    if v is None:
        v = (read_int(c.value) if typ == "INT"      # any length, never a crash
             else (ORDINAL_WORDS if typ == "ORDINAL" else NUMBER_WORDS)[c.value.lower()])
    num = n.Number(value=v, text=c.value.lower(), span=Span(c.start_pos, c.end_pos))
    if typ == "INT":
        _COLLECTED.append(num)     # its range is checked (`checker.check_numbers`)
    return num


class InlineBuilder:
    """The builder run by Lark *while* it parses (Lark(transformer=…, keep_all_tokens=True)):
    no intermediate tree and no second pass. Keyword tokens are kept only to compute each
    node's span (from its first to its last token) and are dropped before building."""

    # how many times a rule is built the generic way before its constructor is written: a
    # small file (a designer's save, the language server) never pays for writing them
    WARM = 64

    def __getattr__(self, name: str) -> Any:
        # Lark asks for a method per rule (lower-case names) and per terminal (upper case: none)
        if not name.islower() or (name.startswith("__") and name.endswith("__")):
            raise AttributeError(name)
        return _once_warm(name, self.__default__, self.WARM)

    def __default__(self, data, children, meta=None):
        how = _PLAN.get(data)
        if how is None:
            how = _PLAN[data] = _plan(data)
        mode, t = how
        if mode is _SPLICE:     # `_rule`s and `x*` helpers: Lark splices a Tree's children into the parent
            return Tree(data, children)
        if mode is _SET_FILE:   # headers stay trees of their kept tokens (dsl/sets.py reads them)
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
                    kids.append(_number(typ, c))
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
        if mode is _FIELDS:
            return make(t.cls, kids, span, t.fixed)
        if mode is _EFFECTS:
            return make(n.Effects, kids, span, {"seps": _separators(children)})
        if mode is _SHAPED:
            return make(t.cls, kids, span, {**t.fixed, "shape": _shape(children)})
        if mode is _NOUN and any(isinstance(c, Token) and c.type in PLURAL_NOUNS for c in children):
            return make(n.Noun, kids, span, {**t.fixed, "plural": True})
        return build_node(str(data), kids, span)


def _once_warm(name: str, default: Any, warm: int) -> Any:
    """What Lark calls for rule `name`: the generic builder (`default`) the first `warm` times,
    then the rule's constructor, written then (Lark asks for every rule's when it loads; a
    check uses a few hundred of them, a small file builds most of them a few times)."""
    f = None
    seen = 0

    def build(children: list) -> Any:
        nonlocal f, seen
        if f is None:
            seen += 1
            if seen <= warm:
                return default(name, children)
            f = rule_constructor(name, default)
        return f(children)

    return build


# How `InlineBuilder` builds each rule, worked out the first time the rule is reduced.
_SPLICE, _SET_FILE, _EFFECTS, _SHAPED, _NOUN, _FIELDS, _OTHER = (
    "splice", "set_file", "effects", "shaped", "noun", "fields", "other")
_VERB = "verb"      # (a constructor's mode only: `_OTHER` rules built as `VERB` targets)
_PLAN: dict[str, tuple[str, Any]] = {}


def _plan(data: str) -> tuple[str, Any]:
    if data[0] == "_":
        return _SPLICE, None
    if data in SET_FILE_RULES:
        return _SET_FILE, None
    if data == "effects":
        return _EFFECTS, None
    t = target(data)
    if t is not None and (data in SHAPED or t.cls in (n.EventVerb, n.Trigger)):
        return _SHAPED, t
    if t is not None and t.cls is n.Noun:
        return _NOUN, t
    if t is not None and t.how == FIELDS:
        return _FIELDS, t
    return _OTHER, t


# Rules whose node keeps how it was written (keywords and children in order) outside equality,
# for the printer: the set uses each form deliberately ("while …," or "if …,", a trailing "if";
# "after each time …"); so do events (ev_*: their tense) and triggers (tr_*).
SHAPED = frozenset({"conditional"})
# Nouns the set has no word for, written in the plural ("players", "abilities"): `plural`.
PLURAL_NOUNS = frozenset({"_PLAYERS", "_OPPONENTS", "_COUNTERS", "_ABILITIES", "_COPIES", "_MODIFIERS"})
PLURAL_NOUNS |= {"_FACTIONS"}       # h16z1: "the named factions"
PLURAL_NOUNS |= {"_OWNERS"}         # r2a: "their owners"


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


def handles(name: str) -> bool:
    """Whether the builder turns grammar rule/alias `name` into a node or value (see
    dsl/aliases.py; the grammar-health test asks it of every rule)."""
    return aliases.handles(name)


# ------------------------------------------------------------------ constructors per rule
_CTORS: dict[str, Any] = {}
_U = object()       # a field no child filled yet


def rule_constructor(name: str, default: Any = None) -> Any:
    """The function Lark calls with the children of rule/alias `name` (its placeholders and
    keyword tokens included) to build its node: written out once per rule for the rules that
    fill a node's fields (`_FIELDS`, `effects`, shaped rules, nouns, `effect`), whose placement
    code is derived from the node class's fields (`child_fields`); `default(name, children)`
    (the generic builder) for any other rule."""
    f = _CTORS.get(name)
    if f is None:
        mode, t = _plan(name)
        if mode is _SPLICE:
            f = partial(Tree, name)
        else:
            if mode is _EFFECTS:        # (`effects` is planned without its target: it is always Effects)
                t = target(name)
            elif mode is _OTHER and t is not None and t.how == VERB:
                mode = _VERB            # an instruction whose kind is its verb's
            if mode in (_FIELDS, _EFFECTS, _SHAPED, _NOUN, _VERB) and t is not None and t.how in (FIELDS, VERB) \
                    and not set(t.fixed) & {fname for fname, _, _ in child_fields(t.cls)}:
                f = _write_constructor(name, mode, t)
        if f is None:
            f = partial(default or InlineBuilder().__default__, name)
        _CTORS[name] = f
    return f


def _write_constructor(name: str, mode: str, t: Any) -> Any:
    """Python source for rule `name`'s constructor, compiled: the children read as
    `InlineBuilder.__default__` reads them (span, numbers, words), then each placed in the first
    field that accepts its class and is not full (`make`'s rule, written out per class); what
    the code does not expect (a class no field takes, a field filled twice, `either`, a missing
    field) is left to `make`, which builds it or raises as it always did."""
    cls = t.cls
    specs = child_fields(cls)
    env: dict[str, Any] = {"Token": Token, "Span": Span, "U": _U, "make": make, "cls": cls,
                           "NUMBER_TOKENS": _NUMBER_TOKENS, "WORD_CLASSES": _WORD_CLASSES, "number": _number,
                           "word": _word, "COLLECTED": _COLLECTED, "separators": _separators, "shape": _shape,
                           "PLURAL_NOUNS": PLURAL_NOUNS, "fixed": dict(t.fixed)}
    src = ["def build(children):",
           "    start = end = None",
           "    kids = []",
           "    for c in children:",
           "        if c is None:",
           "            continue",
           "        if c.__class__ is Token:",
           "            if start is None:",
           "                start = c.start_pos",
           "            end = c.end_pos",
           "            typ = c.type",
           "            if typ in NUMBER_TOKENS:",
           "                kids.append(number(typ, c))",
           "            elif typ in WORD_CLASSES:",
           "                kids.append(word(typ, c))",
           "            continue",
           "        sp = getattr(c, 'span', None)",
           "        if sp is not None:",
           "            if start is None:",
           "                start = sp.start",
           "            end = sp.end",
           "        kids.append(c)",
           "    span = Span(start, end) if start is not None else None"]
    extra = []      # (field, expression) the rule adds to its fixed values
    if mode is _EFFECTS:
        extra.append(("seps", "separators(children)"))
    elif mode is _SHAPED:
        extra.append(("shape", "shape(children)"))
    elif mode is _NOUN:
        src.append("    plural = any(c.__class__ is Token and c.type in PLURAL_NOUNS for c in children)")
    elif mode is _VERB:             # (`build_node`: the kind of its first verb)
        env.update(Verb=n.Verb, InstructionKind=InstructionKind)
        extra.append(("kind", "InstructionKind(next(c for c in kids if isinstance(c, Verb)).kind)"))
    for fname, expr in extra:
        src.append(f"    x_{fname} = {expr}")
    generic = "make(cls, kids, span, {**fixed" + "".join(f", {f!r}: x_{f}" for f, _ in extra) + (
        ", **({'plural': True} if plural else {})" if mode is _NOUN else "") + "})"
    # each child class a field accepts -> the fields that accept it, in order
    by_class: dict[type, list[tuple[int, str, bool]]] = {}
    for i, (fname, accepted, is_tuple) in enumerate(specs):
        for a in accepted:
            by_class.setdefault(a, []).append((i, fname, is_tuple))
    for i, (fname, _, is_tuple) in enumerate(specs):
        src.append(f"    f{i} = []" if is_tuple else f"    f{i} = U")
    src.append("    for c in kids:")
    src.append("        t = c.__class__")
    first = True
    for k, (a, fits) in enumerate(by_class.items()):
        env[f"C{k}"] = a
        src.append(f"        {'if' if first else 'elif'} t is C{k}:")
        first = False
        lead = "if"
        done = False
        for i, fname, is_tuple in fits:
            cond = "c.cls == 'STAT'" if fname == "stat" and a is n.Word else ""
            if is_tuple:
                if cond:
                    src.append(f"            {lead} {cond}:")
                    src.append(f"                f{i}.append(c)")
                else:
                    src.append(f"            {'else' if lead == 'elif' else 'if True'}:")
                    src.append(f"                f{i}.append(c)")
                    done = True
                    break
            else:
                src.append(f"            {lead} {cond + ' and ' if cond else ''}f{i} is U:")
                src.append(f"                f{i} = c")
            lead = "elif"
        if not done:
            src.append("            else:")
            src.append(f"                return {generic}")
    src.append(f"        {'if True' if first else 'else'}:")
    src.append(f"            return {generic}")
    args = ["span=span"]
    for key in t.fixed:
        env[f"X_{key}"] = t.fixed[key]
        args.append(f"{key}=X_{key}")
    for fname, _ in extra:
        args.append(f"{fname}=x_{fname}")
    for i, (fname, _, is_tuple) in enumerate(specs):
        default = attrs.fields_dict(cls)[fname].default
        required = default is attrs.NOTHING or isinstance(default, attrs.Factory)
        if is_tuple:
            if required:        # (no child for it: `make` leaves it out, and attrs says so)
                src.append(f"    if not f{i}:")
                src.append(f"        return {generic}")
            args.append(f"{fname}=tuple(f{i})" if required or default == () else
                        f"{fname}=tuple(f{i}) if f{i} else D{i}")
            env[f"D{i}"] = default
        elif required:
            src.append(f"    if f{i} is U:")
            src.append(f"        return {generic}")
            args.append(f"{fname}=f{i}")
        else:
            env[f"D{i}"] = default
            args.append(f"{fname}=D{i} if f{i} is U else f{i}")
    call = f"cls({', '.join(args)})"
    if mode is _NOUN:
        src.append("    if plural:")
        src.append(f"        node = cls({', '.join(args + ['plural=True'])})")
        src.append("    else:")
        src.append(f"        node = {call}")
    else:
        src.append(f"    node = {call}")
    if cls in _NOTABLE:
        src.append("    COLLECTED.append(node)")
    src.append("    return node")
    # (compiled once, then read back with attrs' methods by the next process: dsl/_startup.py)
    exec(_startup.compiled("\n".join(src), f"<constructor of rule {name}>"), env)  # noqa: S102 - our own fields
    return env["build"]
