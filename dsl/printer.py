"""Print: AST -> canonical card text, driven by the grammar itself.

The printer is an *unparser*: to print a node it finds the grammar rules whose alias builds
that node (`p_stat` builds `Phrase(kind=PhraseKind.STAT)`: the table of dsl/aliases.py, which
the builder dispatches on too), walks a rule's expansion, writes each keyword terminal as its
word, and prints each child node where the rule has a nonterminal — taking the node's children
in the order the builder put them into its fields. A new grammar rule therefore prints without
a line of printer code, as long as its node is built the generic way (a family prefix, or a
SPECIFIC entry with fixed field values).

Which alternative is canonical when several fit the same node:

1. agreement: a rule written `(_HAS | _HAVE)` prints `has` after a singular subject and
   `have` after a plural one (`you` counts as plural); `verb3` ("destroys") and
   `plural_pred` ("they destroy") likewise;
2. `of` after a quantifier ("each of your minions", "each minion") when an owner follows;
3. otherwise the FIRST alternative that fits, in grammar order. So the first alternative of
   a rule is its canonical spelling: put the set's templating first ("gains" before "gets").

Spellings the set uses deliberately in several ways and that the AST keeps outside equality
(the separators between instructions: ", then", " and ", ", ") are printed as written.

Hand-written templates exist only for `Effects` (the separators) and leaves whose text needs
the ruleset's canonical case (labels, resources).
"""

from __future__ import annotations

import functools
import re
from typing import Any, Iterator, Optional

import attrs

from . import nodes as n
from .aliases import COST_EFFECT, PASS_THROUGH, VERB, child_fields, target
from .grammar import load_building_parser
from .kinds import CostPhraseKind
from .lexer import OPEN_CLASSES, ORDINAL_WORDS


class PrintError(Exception):
    """A node the grammar cannot print: a bug in the printer/grammar pair, never user error."""


# ------------------------------------------------------------------ what each alias builds
def _matches(name: str, node: Any) -> bool:
    """Whether production `name` builds `node` (dsl/aliases.py says what each builds)."""
    t = target(name)
    if t is None or type(node) is not t.cls:
        return False
    if t.how == VERB:
        return node.verb is not None and node.kind == node.verb.kind
    if t.how == COST_EFFECT:
        return len(node.items) == 1 and node.items[0].kind is CostPhraseKind.EFFECT
    if t.cls is n.Costs and any(c.kind is CostPhraseKind.EFFECT for c in node.items):
        return False
    # fields no child fills take the alias's fixed value or their default
    for f in _fixed_fields(t.cls):
        if getattr(node, f.name) != t.fixed.get(f.name, f.default):
            return False
    return True


# fields the builder sets from the words themselves, not from an alias's fixed values
_FROM_WORDS = ("either", "plural")


@functools.lru_cache(maxsize=None)
def _fixed_fields(cls: type) -> tuple:
    """The fields of `cls` no child fills ("kind", "reminder", "op" …): an alias builds them
    with its fixed value or their default."""
    from_children = {name for name, _, _ in child_fields(cls)}
    return tuple(f for f in attrs.fields(cls)
                 if f.eq and f.name != "span" and f.name not in from_children and f.name not in _FROM_WORDS)


# ------------------------------------------------------------------ the grammar, read once
@attrs.frozen
class Prod:
    name: str                   # alias, or the rule's own name
    origin: str
    symbols: tuple[str, ...]
    order: int                  # position in the grammar: earlier is canonical


class GrammarView:
    def __init__(self) -> None:
        p = load_building_parser()      # the same rules and terminals, and its tables are cached
        self.literal: dict[str, str] = {}
        for t in p.terminals:
            if t.pattern.type == "str":
                self.literal[t.name] = t.pattern.value
        self.literal.update(LITERALS)
        self.rules: dict[str, list[tuple[tuple[str, ...], Optional[str], bool, int]]] = {}
        for i, r in enumerate(p.rules):
            self.rules.setdefault(r.origin.name, []).append(
                (tuple(s.name for s in r.expansion), r.alias, bool(r.options.expand1), i))
        self.terminals = {t.name for t in p.terminals} | set(OPEN_TERMINALS)

    def is_terminal(self, sym: str) -> bool:
        return sym not in self.rules

    def inline(self, sym: str) -> bool:
        """Rules spliced into their parent: `_rule`s, `x*` helpers and pass-throughs."""
        return sym.startswith("_") or sym in PASS_THROUGH or sym == "number"

    @functools.lru_cache(maxsize=None)
    def prods(self, sym: str) -> tuple[Prod, ...]:
        """Every production a child built by nonterminal `sym` can come from."""
        out: list[Prod] = []
        for symbols, alias, expand1, order in self.rules.get(sym, ()):
            if alias:
                out.append(Prod(str(alias), sym, symbols, order))
            elif (expand1 or self.inline(sym)) and len(symbols) == 1 and not self.is_terminal(symbols[0]):
                out.extend(self.prods(symbols[0]))
            else:
                out.append(Prod(sym, sym, symbols, order))
        return tuple(out)

    @functools.lru_cache(maxsize=None)
    def star(self, sym: str) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]:
        """A left-recursive helper `x: a | x a` as (bases, tails)."""
        bases, tails = [], []
        for symbols, _, _, _ in self.rules[sym]:
            if symbols and symbols[0] == sym:
                tails.append(symbols[1:])
            else:
                bases.append(symbols)
        return tuple(bases), tuple(tails)

    @functools.lru_cache(maxsize=None)
    def consumes(self, symbols: tuple[str, ...]) -> tuple[int, float]:
        """How many node children (least, most) a sequence of symbols takes."""
        lo, hi = 0, 0.0
        for sym in symbols:
            a, b = self._consumes_one(sym)
            lo += a
            hi += b
        return lo, hi

    @functools.lru_cache(maxsize=None)
    def _consumes_one(self, sym: str) -> tuple[int, float]:
        if self.is_terminal(sym):
            return (1, 1.0) if sym in OPEN_TERMINALS else (0, 0.0)
        if sym == "either":
            return 0, 1.0
        if not self.inline(sym):
            return 1, 1.0
        if sym.startswith("__"):
            bases, tails = self.star(sym)
            lo = min(self.consumes(b)[0] for b in bases)
            grows = any(self.consumes(t)[1] > 0 for t in tails)
            return lo, float("inf") if grows else max(self.consumes(b)[1] for b in bases)
        ranges = [self.consumes(symbols) for symbols, _, _, _ in self.rules[sym]]
        return min(r[0] for r in ranges), max(r[1] for r in ranges)

    def all_names(self) -> set[str]:
        names = set()
        for origin, rules in self.rules.items():
            for symbols, alias, expand1, _ in rules:
                if alias:
                    names.add(str(alias))
                elif not self.inline(origin) and not (expand1 and len(symbols) == 1):
                    names.add(origin)
        return names


@functools.lru_cache(maxsize=1)
def grammar_view() -> GrammarView:
    return GrammarView()


# Terminals whose printed text is not their grammar pattern (declared ones have none).
LITERALS = {"_BIGOR": "\x00OR", "_WHILE_IF": "while", "_ANDOR_DO": "and/or", "_AND_WITH": "and", "_AT_END_OF_ANY": "at the end of any", "_POISON_V": "poison", "_FOR_EACH_END": "for each", "_COMMA_TO": ", to", "_COMMA_OTHERWISE": ", otherwise", "_COMMA_KEEPING": ", keeping", "_COMMA_STARTING_WITH_YOU": ", starting with you", "_IN_TURN_ORDER": "in turn order", "_TWICE_THAT_MANY": "twice that many", "_ONE_PRON": "one", "_WHOSE_ZW": "", "_THE_POSS": "the", "_X": "X", "_WHERE_X_IS": ", where X is", "_NON": "non-",
            "_DOT": ".", "_BANG": "!", "_QOPEN": "\u201c", "_QCLOSE": "\u201d",
            # "the lowest-power minion": hyphenated to the stat that follows
            "_HY_HIGHEST": "highest-", "_HY_LOWEST": "lowest-", "_HY_HIGHER": "higher-", "_HY_LOWER": "lower-"}
# open-class words (the lexer's) and the number words that are kept as children
OPEN_TERMINALS = tuple(c for c in OPEN_CLASSES if not c.startswith("_")) + ("ONE", "ZERO")
_NUMBER_TERMS = {"INT", "NUMWORD", "ORDINAL", "ONE", "ZERO"}

# Agreement: symbols that belong to a singular or a plural subject.
SINGULAR = frozenset({"_IS", "_HAS", "_GETS", "_GAINS", "_DOES", "_WAS", "_GOES", "_PLAYS", "_DISCARDS",
                      "_DESTROYS", "_DRAWS", "_MOVES", "_SCORES", "_USES", "verb3", "_PLAYER", "_OPPONENT",
                      "_COUNTER", "_ABILITY", "_COPY", "_PLAYER_POSS", "_OPPONENT_POSS", "_OWNER_POSS",
                      "_ITS"})
PLURAL = frozenset({"_ARE", "_HAVE", "_GET", "_GAIN", "_DO", "_WERE", "_GO", "_PLAY", "_DISCARD",
                    "_DESTROY", "_DRAW", "_MOVE", "_USE", "plural_pred", "_EACH_HAVE", "_PLAYERS", "_OPPONENTS",
                    "_COUNTERS", "_ABILITIES", "_COPIES", "_PLAYERS_POSS", "_OPPONENTS_POSS", "_OWNERS_POSS",
                    "_THEIR", "_HIS"})   # "their"/"his or her": a person's, alike (grammar order)
SINGULAR |= {"_FACTION"}            # h16z1: "a faction", "the named factions"
PLURAL |= {"_FACTIONS"}
SINGULAR |= {"_OWNER"}             # r2a: "its owner", "their owners"
PLURAL |= {"_OWNERS"}
# Where a ruleset's templating is not the grammar's first alternative: alias -> a terminal
# the canonical alternative uses (Berserk writes "with cost 3 or less", Smash Up "of power").
TEMPLATING: dict[str, dict[str, Any]] = {
    # every ruleset: a comparison with an amount reads "with power less than the number of …"
    # (t16a: the stat before its comparison, "with power 6 or more", though "with 6 or more power" is read:
    # a tuple is symbols that must come in that order)
    "*": {"p_stat": lambda node: ("_WITH", "STAT", "cmp") if node.cmp is not None and node.cmp.amount is not None
          else ("STAT", "cmp"),
          "p_printed_stat": lambda node: "_WITH" if node.cmp is not None and node.cmp.amount is not None else None,
          # "Stone Golem or an extra action" ("either A or B" after a verb is read too, t16a)
          "np_or": "_OR",
          # an adjective goes after the owner ("up to one of your other minions"), not before "of"
          "sel": lambda node: "adj" if node.adjs else None,
          # "each turn" (the house wording; "per turn" is read too: "two extra cards per turn")
          "p_each_turn": "_EACH",
          # "with the same name" (not "and the same name", read only after another "with" phrase)
          "p_same_name": "_WITH"},
    "berserk": {"p_stat": ("_WITH", "STAT", "cmp"), "p_printed_stat": "_WITH"},
    # Smash Up writes "another one of your minions" (4 cards to 3); plain "another" still wins
    # where no "of" follows (the context's penalty ties, and grammar order decides)
    # and "that number plus one cards" (its one card that adds to "that many")
    "smashup": {"q_another": "_ANOTHER_ONE_OF", "q_that_many_plus": "_NUMBER", "am_that_many_plus": "_NUMBER"},
}
# t16c: "choose another minion to be affected the same way" (not "have it affect another minion …")
TEMPLATING["*"]["same_way"] = "_CHOOSE"
# u16b: "with less power than …", "power less than …", "greater than …" stay the canonical wordings ("of lower
# power than …" and "lower than" / "higher than" are read too)
TEMPLATING["*"].update(p_rel_stat="_WITH", cmp_lt="_LESS", cmp_gt="_GREATER")
# How much keeping a node's written form (its `shape`) weighs against canonical choices.
AS_WRITTEN = 10


_PAST = frozenset({"_WAS", "_WERE", "_DID", "_DREW"})


def _normal_shape(shape: tuple[str, ...], node: Any) -> tuple[str, ...]:
    if isinstance(node, n.EventVerb):          # an event keeps its tense only ("was destroyed")
        return tuple(x for x in shape if x in _PAST)
    return shape


def _shape_of(g: "GrammarView", marks: tuple[str, ...], node: Any) -> tuple[str, ...]:
    """A candidate's keywords and children in order, as the builder records a `shape`."""
    out = []
    for m in marks:
        if m == _STAR:
            continue
        if g.is_terminal(m):
            out.append(m)
        elif not g.inline(m):
            out.append("·")
    return _normal_shape(tuple(out), node)
# Words printed in a canonical case other than lower case.
DISPLAY = {"vp": "VP", "x": "X"}


def _word_number_term(num: n.Number) -> str:
    t = num.text.lower()
    if t.isdigit():
        return "INT"
    if t == "one":
        return "ONE"
    if t == "zero":
        return "ZERO"
    if t in ORDINAL_WORDS:
        return "ORDINAL"
    return "NUMWORD"


# ------------------------------------------------------------------ plurality
Q, R, NK = n.QuantKind, n.RefKind, n.NounKind      # (short: the sets below read as lists of words)
_PLURAL_REFS = frozenset({R.THEM, R.THEY, R.THOSE, R.YOU, R.YOURS, R.SOME_OF_THEM})
_OF_OWNERS = frozenset({n.OwnerKind.YOU, n.OwnerKind.THEY, n.OwnerKind.IT, n.OwnerKind.THIS, n.OwnerKind.THAT,
                        n.OwnerKind.ONE_PLAYER})
_SINGLE = frozenset({Q.ONE, Q.ANOTHER, Q.EACH, Q.THE, Q.TARGET, Q.ANY})     # "each player"
_COUNTED = frozenset({Q.EXACTLY, Q.UP_TO})                               # "up to one player", "two players"
_MANY = frozenset({Q.ALL, Q.ANY_NUMBER, Q.UP_TO, Q.AT_LEAST, Q.AT_MOST, Q.X})


def _of_construction(sel: n.Selection) -> bool:
    """"each of your minions", "one of their minions": a quantity before a possessive pronoun;
    "one of the revealed actions": a count of one before adjectives and a plural noun (h16m)."""
    return (sel.owner is not None and sel.quant is not None and sel.owner.kind in _OF_OWNERS) or (
        sel.owner is None and sel.quant is not None and sel.quant.kind is Q.EXACTLY and bool(sel.adjs)
        and sel.quant.number is not None and sel.quant.number.value == 1 and bool(sel.noun.words)
        and sel.noun.words[-1].text.endswith("s"))


def quant_plural(sel: n.Selection) -> Optional[bool]:
    """Whether a selector's quantity asks for a plural noun ("two players", "each player")."""
    q = sel.quant
    if _of_construction(sel):
        return True
    if q is None:
        return sel.owner is None
    if q.kind in _SINGLE:
        return False
    if q.kind in _COUNTED and q.number is not None:
        return q.number.value != 1
    return True


def is_plural(np: Any) -> Optional[bool]:
    if isinstance(np, n.NpOr):
        return np.op != "or" or is_plural(np.left)
    if isinstance(np, n.Ref):
        return np.kind in _PLURAL_REFS
    if isinstance(np, n.Selection):
        q = np.quant.kind if np.quant else None
        if q in _SINGLE:
            return False
        if q in _COUNTED and np.quant.number is not None:
            return np.quant.number.value != 1
        noun = np.noun
        if noun.kind is NK.MODIFIER:
            return noun.plural              # "base modifiers": the word after the card type says
        if not noun.words or noun.kind is NK.LABEL_ABILITY:     # ("Talent abilities": as written)
            return noun.plural if noun.kind is not NK.POWER_COUNTER else quant_plural(np)
        words = [w.text for w in noun.words]
        if noun.kind in (NK.NAME, NK.NAME_KIND, NK.FACTION):
            return None if not words else (noun.kind is NK.NAME_KIND and words[-1].endswith("s"))
        if words:
            return words[-1].endswith("s")
        if q in _MANY:
            return True
        if q is Q.EXACTLY and np.quant.number is not None:
            return np.quant.number.value != 1
    return None


# ------------------------------------------------------------------ the unparser
@attrs.define
class _Pool:
    specs: list                # (field, accepted classes, is_tuple)
    values: list[list]         # per field, the values still to print (in order)
    either: bool               # an `either` word is still to print


_INT_SPEC = (int,)


def _pool(node: Any, name: str) -> _Pool:
    t = target(name)
    if t is not None and t.how == COST_EFFECT:
        return _Pool([("effect", (n.Instruction,), False)], [[node.items[0].effect]], False)
    specs = child_fields(type(node))
    values = []
    for fname, _, is_tuple in specs:
        v = getattr(node, fname)
        values.append(list(v) if is_tuple else ([] if v is None else [v]))
    fixed = t.fixed if t is not None else {}
    return _Pool(specs, values, bool(getattr(node, "either", False)) and "either" not in fixed)


def _accepts(accepted: tuple, is_stat_field: bool, v: Any) -> bool:
    if not isinstance(v, accepted):
        return False
    if is_stat_field and v.__class__ is n.Word and v.cls != "STAT":
        return False
    return True


class Printer:
    """AST -> canonical English text. `ruleset` gives vocabulary words their canonical case."""

    def __init__(self, ruleset: Any = None) -> None:
        self.g = grammar_view()
        self.ruleset = ruleset
        self._memo: dict = {}
        self._shared: dict = {}

    # -------------------------------------------------------------- public
    def ability(self, ab: n.AbilityText) -> str:
        return self.text(ab)

    def text(self, node: Any, sym: Optional[str] = None) -> str:
        """The canonical text of a node (an Ability by default: its whole line)."""
        return join(self.tokens(node, sym))

    def card_lines(self, card: n.CardText) -> list[str]:
        if card.sides:      # SU-P1: each part of a card of two types opens with its type
            return [(f"{side.capitalize()}: " if i == 0 or card.sides[i - 1] != side else "") + self.ability(a)
                    for i, (side, a) in enumerate(zip(card.sides, card.abilities))]
        return [self.ability(a) for a in card.abilities]

    def tokens(self, node: Any, sym: Optional[str] = None) -> list[str]:
        if sym is None:
            sym = ROOT_SYMBOL.get(type(node))
        if sym is None:
            raise PrintError(f"no grammar symbol prints a {type(node).__name__} on its own")
        self._memo = {}
        try:
            return self._print(node, self.g.prods(sym), {})[0]
        finally:
            self._memo = {}

    # -------------------------------------------------------------- core
    def _print(self, node: Any, prods: tuple[Prod, ...], ctx: dict) -> tuple[list[str], int]:
        """(tokens, penalty): the best way to print `node` from one of `prods`."""
        if type(node) in _value_cacheable():
            # equal subtrees ("a minion", "your hand") print alike in every ability
            key = (node, id(prods), tuple(sorted(ctx.items())))
            memo = self._shared
        else:
            key = (id(node), id(prods), tuple(sorted(ctx.items())))
            memo = self._memo
        hit = memo.get(key)
        if hit is not None:
            if isinstance(hit, PrintError):
                raise hit
            return hit
        try:
            out = self._print_uncached(node, prods, ctx)
        except PrintError as e:
            memo[key] = e
            raise
        memo[key] = out
        if len(self._shared) > 50_000:
            self._shared.clear()
        return out

    def _print_uncached(self, node: Any, prods: tuple[Prod, ...], ctx: dict) -> tuple[list[str], int]:
        hand = HAND_WRITTEN.get(type(node))
        if hand is not None:
            return hand(self, node, prods, ctx)
        own = self._own_ctx(node, ctx)
        best = None
        for prod in _candidates(node, prods):
            if "_WHOSE_ZW" in prod.symbols and not _whose_after_noun(node):
                continue        # (only the player's words dsl/lexer.py marks read back)
            pool = _pool(node, prod.name)
            lo, hi = self.g.consumes(prod.symbols)
            if not lo <= _remaining(pool) <= hi:
                continue         # this expansion takes fewer or more children than the node has
            for toks, marks, pool, pen in self._match(prod.symbols, pool, node, own):
                if any(pool.values) or pool.either:
                    continue
                written = getattr(node, "shape", ())
                if written and _shape_of(self.g, marks, node) != _normal_shape(written, node):
                    pen += AS_WRITTEN        # the form the card was written in comes first
                repeated = marks.count(_STAR)
                marks = marks + (prod.origin,)
                # fewest children left to a repetition ("reduce X to 0 until the end of the
                # turn": the duration has its own place after "to 0"), then grammar order
                key = (pen + _penalty(marks, own) + self._templating(prod, marks, node), repeated, prod.order)
                if best is None or key < best[0]:
                    best = (key, toks)
                break       # later matches of the same production only differ in inline choices
            if best is not None and best[0][:2] == (0, 0):
                break       # candidates come in grammar order: nothing later beats a perfect fit
        if best is not None:
            toks = best[1]
            if _BIGOR in toks:
                toks = _choice_words(toks, bool(getattr(node, "either", False)))
            return toks, best[0][0]
        if best is None:
            kind = getattr(node, "kind", None)
            raise PrintError(
                f"the grammar has no rule that prints {type(node).__name__}"
                + (f"(kind={kind!r})" if kind is not None else "")
                + f" where {', '.join(sorted({p.name for p in prods})) or 'nothing'} is expected")

    def _templating(self, prod: Prod, marks: tuple[str, ...], node: Any) -> int:
        """A ruleset's own templating where it differs from the grammar's first alternative."""
        want = TEMPLATING.get(getattr(self.ruleset, "name", ""), {}).get(prod.name)
        if want is None:
            want = TEMPLATING["*"].get(prod.name)
        if callable(want):
            want = want(node)
        if isinstance(want, tuple):
            left = iter(marks)
            return 0 if all(w in left for w in want) else 1     # (in that order)
        return 0 if want is None or want in marks else 1

    def _own_ctx(self, node: Any, ctx: dict) -> dict:
        """The context a node's own words agree with."""
        if isinstance(node, n.Statement):
            subj = node.subject
            return {"plural": is_plural(subj.np) if subj is not None and subj.np is not None else False}
        if isinstance(node, n.Cond):
            if isinstance(node.np, n.Ref) and node.np.kind in (R.THERE, R.HERE) and node.np2 is not None:
                return {"plural": is_plural(node.np2)}     # "there are two minions"
            return {"plural": is_plural(node.np) if node.np is not None else None}
        if isinstance(node, n.EventClause):
            return {"plural": is_plural(node.np)}
        if isinstance(node, n.Selection):
            return {"plural": quant_plural(node)}
        if isinstance(node, n.Noun) and (not node.words or node.kind is NK.LABEL_ABILITY) \
                and node.kind is not NK.POWER_COUNTER:
            return {"plural": node.plural}          # "players", "abilities", "Talent abilities": as written
        if isinstance(node, n.Quant):
            return {**ctx, "plural": None}
        return ctx

    def _child_ctx(self, parent: Any, child: Any, ctx: dict) -> dict:
        """What a child agrees with: a predicate with its subject, a quantifier's `of` with an
        owner after it, a noun and an owner with the quantity."""
        if isinstance(child, (n.Pred, n.EventVerb, n.Noun, n.PowerCounter)):
            return {"plural": ctx.get("plural")}
        if isinstance(parent, n.Selection) and isinstance(child, n.Quant):
            noun = parent.noun
            plural_noun = (None if noun.kind is NK.POWER_COUNTER
                           else noun.plural or bool(noun.words) and noun.words[-1].text.endswith("s"))
            return {"of": _of_construction(parent), "noun_plural": plural_noun,
                    "count_noun": noun.kind in (NK.KIND, NK.KIND2, NK.PLAYER, NK.OPPONENT)}
        if isinstance(parent, n.Selection) and isinstance(child, n.Owner):
            q = parent.quant.kind if parent.quant else None
            return {"plural": bool(is_plural(parent)) and q is not Q.EACH, "det": q is not None}
        return {}

    def _match(self, symbols: tuple[str, ...], pool: _Pool, node: Any, ctx: dict,
               ) -> Iterator[tuple[list[str], tuple[str, ...], _Pool]]:
        """Every way to print `symbols` taking node children from `pool`: (tokens, the
        symbols used, the pool left)."""
        if not symbols:
            yield [], (), pool, 0
            return
        sym, rest = symbols[0], symbols[1:]
        for toks, marks, p2, pen in self._match_one(sym, pool, node, ctx):
            for toks2, marks2, p3, pen2 in self._match(rest, p2, node, ctx):
                yield toks + toks2, marks + marks2, p3, pen + pen2

    def _match_one(self, sym: str, pool: _Pool, node: Any, ctx: dict):
        g = self.g
        if g.is_terminal(sym):
            if sym in OPEN_TERMINALS:
                for v, p2 in self._take(pool, lambda v: _fits_terminal(sym, v)):
                    yield [self._leaf(sym, v)], (sym,), p2, 0
                return
            yield [g.literal.get(sym, sym.strip("_").lower())], (sym,), pool, 0
            return
        if sym == "either":
            if pool.either:
                yield ["either"], (sym,), attrs.evolve(pool, either=False), 0
            elif getattr(node, "either", False):
                yield ["either"], (sym,), pool, 0
            return
        if sym == "signed_int":
            for v, p2 in self._take(pool, lambda v: isinstance(v, int) and not isinstance(v, bool)):
                yield [f"+{v}" if v >= 0 else f"-{-v}"], (sym,), p2, 0
            return
        if g.inline(sym):
            if sym.startswith("__"):
                yield from self._match_star(sym, pool, node, ctx)
                return
            for symbols, _, _, _ in g.rules[sym]:
                for toks, marks, p2, pen in self._match(symbols, pool, node, ctx):
                    yield toks, (sym,) + marks, p2, pen
            return
        prods = g.prods(sym)
        for v, p2 in self._take(pool, lambda v: _printable(v, prods)):
            try:
                toks, pen = self._print(v, prods, self._child_ctx(node, v, ctx))
            except PrintError:
                continue
            yield toks, (sym,), p2, pen

    def _match_star(self, sym: str, pool: _Pool, node: Any, ctx: dict):
        bases, tails = self.g.star(sym)
        for base in bases:
            for toks, marks, p2, pen in self._match(base, pool, node, ctx):
                yield from self._repeat(tails, toks, marks + (_STAR,), p2, pen, node, ctx)

    def _repeat(self, tails, toks, marks, pool, pen, node, ctx):
        # longest first: a repetition takes every child it can
        for tail in tails:
            for toks2, marks2, p2, pen2 in self._match(tail, pool, node, ctx):
                if _remaining(p2) < _remaining(pool):
                    yield from self._repeat(tails, toks + toks2, marks + marks2 + (_STAR,), p2, pen + pen2,
                                            node, ctx)
        yield toks, marks, pool, pen

    def _take(self, pool: _Pool, ok) -> Iterator[tuple[Any, _Pool]]:
        """The next child the builder would have placed, if `ok` accepts it."""
        for i, (fname, accepted, is_tuple) in enumerate(pool.specs):
            vals = pool.values[i]
            if not vals:
                continue
            v = vals[0]
            # the builder puts a child into the first field that accepts it and is not full:
            # an earlier field still holding a value of this class would have come first
            if any(pool.values[j] and _accepts(pool.specs[j][1], pool.specs[j][0] == "stat", v)
                   for j in range(i)):
                continue
            if not _accepts(accepted, fname == "stat", v) or not ok(v):
                continue
            values = list(pool.values)
            values[i] = vals[1:]
            yield v, attrs.evolve(pool, values=values)

    # -------------------------------------------------------------- leaves
    def _leaf(self, term: str, v: Any) -> str:
        if isinstance(v, n.Number):
            return v.text
        text = v.text
        if term == "NAME_POSS":
            return text + ("'" if text.endswith("s") else "'s")
        if term in ("NAME", "QUOTED", "WORD"):
            return text
        if term == "LABEL":
            return text[:1].upper() + text[1:]
        return DISPLAY.get(text, text)


def _printable(v: Any, prods: tuple[Prod, ...]) -> bool:
    if type(v) in HAND_WRITTEN:
        return _hand_ok(v, prods)
    return bool(_candidates(v, prods))


_INDEX: dict[int, tuple[tuple, dict]] = {}


@functools.lru_cache(maxsize=1)
def _value_cacheable() -> frozenset:
    """Node classes whose every field, down to the leaves, takes part in equality: equal
    nodes of these print alike, so their text can be shared between abilities. A class
    holding a spelling outside equality (Effects' separators), or able to hold one that does,
    is printed node by node."""
    classes = set(n.node_classes())
    ok = {c for c in classes if all(f.eq for f in attrs.fields(c) if f.name != "span")}
    changed = True
    while changed:
        changed = False
        for c in list(ok):
            for _, accepted, _ in child_fields(c):
                if any(isinstance(a, type) and issubclass(a, n.Node) and a not in ok for a in accepted):
                    ok.discard(c)
                    changed = True
                    break
    return frozenset(ok)


def _whose_after_noun(node: Any) -> bool:
    """"a minion an opponent controls": the player a phrase of whose names right after its noun
    is one the lexer reads there (`_whose_after_noun` in dsl/lexer.py): a / another + opponent /
    player, nothing else."""
    np = getattr(node, "np", None)
    return (isinstance(np, n.Selection) and np.noun.kind in (NK.OPPONENT, NK.PLAYER) and not np.adjs
            and np.owner is None and np.quant is not None and np.quant.kind in (Q.ONE, Q.ANOTHER)
            and np.quant.number is None and not np.noun.words and np.noun.number is None)


def _candidates(node: Any, prods: tuple[Prod, ...]) -> list[Prod]:
    """The productions among `prods` that build `node` (indexed by node class and kind)."""
    entry = _INDEX.get(id(prods))
    if entry is None or entry[0] is not prods:
        index: dict = {}
        for p in prods:
            t = target(p.name)
            if t is not None:
                index.setdefault((t.cls, t.fixed.get("kind")), []).append(p)
        entry = _INDEX[id(prods)] = (prods, index)
    index = entry[1]
    cls = type(node)
    kind = getattr(node, "kind", None)
    found = index.get((cls, kind), ())
    if kind is not None:
        found = tuple(found) + tuple(index.get((cls, None), ()))
    out = [p for p in found if _matches(p.name, node)]
    if len(out) > 1:
        out.sort(key=lambda p: p.order)
    return out


_STAR = "*"          # a mark: one more item of a repetition
_BIGOR = "\x00OR"    # the separator of a choice, until its choice says how it is written


def _choice_words(toks: list[str], either: bool) -> list[str]:
    """The separator of a choice: "A OR B", also after "either" (the set's usual templating;
    a lower-case "or" after "either" is read too)."""
    return ["OR" if t == _BIGOR else t for t in toks]


def _remaining(pool: _Pool) -> int:
    return sum(len(v) for v in pool.values) + pool.either


def _fits_terminal(term: str, v: Any) -> bool:
    if term in _NUMBER_TERMS:
        return isinstance(v, n.Number) and _word_number_term(v) == term
    return isinstance(v, n.Word) and v.cls == term


def _penalty(marks: tuple[str, ...], ctx: dict) -> int:
    pen = 0
    plural = ctx.get("plural")
    if "_WOULD" in marks or "_CAN" in marks or "_MAY" in marks or "_MUST" in marks:
        plural = True           # the plain form after a modal: "would go"
    if plural is not None:
        for m in marks:
            if (m in SINGULAR and plural) or (m in PLURAL and not plural):
                pen += 1
    if ctx.get("det") and ("_ANOTHER" in marks or "_AN" in marks or "_A" in marks):
        pen += 2                # no article after a quantity: "each other player's", not "each another"
    if ctx.get("noun_plural") is False and "_MORE" in marks:
        pen += 1                # "at least one minion", "two or more minions"
    if "_WAS" in marks or "_WERE" in marks:
        pen += 1                # the present where the past reads the same: "if there are five …"
    if ctx.get("noun_plural") is False and ctx.get("count_noun") and "_ALL" in marks:
        pen += 1                # "every base" as written, not "all base" (but "all poison")
    if ctx.get("noun_plural") and "_EVERY" in marks:
        pen += 1                # "all minions", not "every minions"
    of = ctx.get("of")
    if of is not None:
        has_of = "_OF" in marks or "_ANOTHER_ONE_OF" in marks
        pen += has_of != of
    return pen


# ------------------------------------------------------------------ hand-written templates
def _p_effects(pr: Printer, node: n.Effects, prods, ctx) -> tuple[list[str], int]:
    """Instructions with their separators as written (default: "A, B and C", ", then")."""
    eff = _item_prods(pr.g)
    out: list[str] = []
    pen = 0
    seps = node.seps
    for i, item in enumerate(node.items):
        if i:
            plain_item = _printable(item, pr.g.prods("effect"))
            sep = seps[i - 1] if i - 1 < len(seps) else (
                "and" if i == len(node.items) - 1 or not plain_item else ",")
            out.extend(_sep_tokens(sep))
        toks, p = pr._print(item, eff, {})
        out.extend(toks)
        pen += p
    if node.then is not None:
        sep = seps[len(node.items) - 1] if len(seps) >= len(node.items) else ", then"
        out.extend(_sep_tokens(sep))
        toks, p = pr._print(node.then, pr.g.prods("then_statement"), {})
        out.extend(toks)
        pen += p
    return out, pen


@functools.lru_cache(maxsize=None)
def _item_prods(g: GrammarView) -> tuple[Prod, ...]:
    """What an instruction of `effects` can be: every nonterminal the rule (and its `x*`
    helpers) lists besides the separators and the closing `then` statement, and `ell_alt`."""
    seen: set[str] = set()
    out: list[Prod] = []

    def walk(sym: str) -> None:
        for symbols, _, _, _ in g.rules.get(sym, ()):
            for x in symbols:
                if g.is_terminal(x) or x in seen or x == "then_statement" or x == sym:
                    continue
                seen.add(x)
                if x.startswith("__"):
                    walk(x)
                elif not x.startswith("_"):
                    out.extend(g.prods(x))
    walk("effects")
    # a rule of its own that builds `effects` ("Character modifier."): its instruction too
    for sym in sorted(g.rules):
        if sym != "effects" and any(alias == "effects" for _, alias, _, _ in g.rules[sym]):
            walk(sym)
    # an alternative after "or" is `effects` too, and may be an instruction with its verb
    # understood and a purpose ("destroy A or B to draw a card"): after `also`'s, which win
    out.extend(p for p in g.prods("ell_alt") if p not in out)
    return tuple(out)


def _sep_tokens(sep: str) -> list[str]:
    return [t for t in re.findall(r",|[^\s,]+", sep)]


def _hand_ok(v: Any, prods: tuple[Prod, ...]) -> bool:
    if isinstance(v, n.Effects):
        return any(p.name == "effects" for p in prods)
    return False


HAND_WRITTEN = {n.Effects: _p_effects}

# The grammar symbol that prints a node on its own (for `Printer.text(node)`).
ROOT_SYMBOL = {n.AbilityText: "ability", n.Sentence: "sentence", n.Instruction: "effect", n.Selection: "np",
               n.Ref: "np", n.NpOr: "np", n.Phrase: "phrase", n.AmountPhrase: "amount", n.Cond: "cond",
               n.Trigger: "trigger", n.Pred: "pred", n.DurationPhrase: "duration"}


# ------------------------------------------------------------------ tokens -> text
_NO_SPACE_BEFORE = {",", ".", ":", ";", ")", "!", "?", "\u201d"}


def join(tokens: list[str]) -> str:
    out: list[str] = []
    start = True           # the next word starts a sentence: capitalise it
    prev = ""
    for i, t in enumerate(tokens):
        if not t:
            continue
        if t in ("a", "an") and i + 1 < len(tokens):
            t = "an" if _vowel_sound(tokens[i + 1]) else "a"
        glue = not out or t in _NO_SPACE_BEFORE or t.startswith(",") or prev in ("(", "\u201c") or prev.endswith("-")
        if start and t[:1].isalpha():
            t = t[:1].upper() + t[1:]
            start = False
        elif start and t[:1].isdigit() or t[:1] in "+-":
            start = False
        out.append(t if glue else " " + t)
        if t in (".", "!", ":", "?", ";"):
            start = True
        elif t == "\u201d":
            start = False       # the quoted ability's period ends it, not the sentence: "“…” until …"
        prev = t
    return "".join(out)


def _vowel_sound(word: str) -> bool:
    w = word.lower()
    if w.startswith(("one", "uni", "use", "eu")):
        return False
    return w[:1] in "aeiou" or w in ("x",) or (w.isdigit() and w.startswith("8"))


def print_ability(ab: n.AbilityText, ruleset: Any = None) -> str:
    return Printer(ruleset).ability(ab)


def print_node(node: Any, ruleset: Any = None) -> str:
    return Printer(ruleset).text(node)


__all__ = ["Printer", "PrintError", "print_ability", "print_node", "grammar_view", "join"]
