"""Hypothesis strategies for ASTs, generated from the grammar itself (not from strings).

An AST is drawn by walking the grammar: pick a production of a symbol, draw a child for each
of its nonterminals and a word for each open-class terminal, and build the node with the
builder's own `build_node` — so every AST drawn is one the parser could build, and a rule
added to the grammar is drawn as soon as it exists (no strategy to update).

Words come from the Berserk ruleset and a small set (the only ruleset with counters): see
`SET_HEADER` for the cards the generated text is checked against.
"""

from __future__ import annotations

import functools
from typing import Any

from hypothesis import strategies as st

from dsl import builder as b
from dsl import nodes as n
from dsl.printer import OPEN_TERMINALS, grammar_view

SET_HEADER = """\
ruleset berserk
card "Raptor": creature (Dinosaur), cost 5, life 4, strike 3
card "Lab Rat": creature, cost 1, life 1, strike 1
"""

WORDS = {
    "KIND": ["creature", "creatures", "card", "cards", "spell"],
    "KIND_POSS": ["creature's"],
    "STAT": ["cost", "life", "strike"],
    "ZONE": ["hand", "graveyard", "deck"],
    "RESOURCE": ["coin", "coins"],
    "COUNTER": ["wound", "wounds"],
    "LABEL": ["recruit", "death"],
    "NAME": ["Raptor", "Lab Rat"],
    "NAME_POSS": ["Raptor", "Lab Rat"],
    "KEYWORD": ["armour", "haste"],
    "QUOTED": ['"creature"', '"spell"'],     # "Say either \"creature\" or \"spell\"" (h16o)
}
NUMBERS = {"INT": [(2, "2"), (3, "3")], "NUMWORD": [(2, "two"), (3, "three")], "ONE": [(1, "one")],
           "ORDINAL": [(5, "fifth"), (2, "second")],
           "ZERO": [(0, "zero")]}


@functools.lru_cache(maxsize=None)
def _height(sym: str) -> int:
    """The least nesting depth a symbol needs to be drawn (terminals: 0)."""
    g = grammar_view()
    best: dict[str, int] = {}
    for _ in range(60):              # a fixpoint over the whole grammar
        changed = False
        for origin, rules in g.rules.items():
            for symbols, _, _, _ in rules:
                h = 1 + max((0 if g.is_terminal(s) else best.get(s, 10**6) for s in symbols), default=0)
                if h < best.get(origin, 10**6):
                    best[origin] = h
                    changed = True
        if not changed:
            break
    return best.get(sym, 0)


def _draw_symbol(draw, sym: str, depth: int) -> list:
    g = grammar_view()
    if g.is_terminal(sym):
        if sym in WORDS:
            text = draw(st.sampled_from(WORDS[sym]))
            return [n.Word(cls=sym, text=text)]
        if sym in NUMBERS:
            value, text = draw(st.sampled_from(NUMBERS[sym]))
            return [n.Number(value=value, text=text)]
        if sym in OPEN_TERMINALS and sym not in ("QUOTED", "WORD"):
            raise LookupError(f"open word class {sym} has no example words: add some to WORDS in {__file__}")
        return []
    rules = g.rules[sym]
    fits = [r for r in rules if _rule_height(r[0]) <= depth] or [min(rules, key=lambda r: _rule_height(r[0]))]
    symbols, alias, expand1, _ = draw(st.sampled_from(fits))
    kids: list = []
    for s in symbols:
        kids.extend(_draw_symbol(draw, s, depth - 1))
    if sym.startswith("_") or (expand1 and not alias and len(symbols) == 1):
        return kids                      # inline: the children go to the parent
    return [b.build_node(str(alias or sym), kids, None)]


def _rule_height(symbols: tuple[str, ...]) -> int:
    g = grammar_view()
    return 1 + max((0 if g.is_terminal(s) else _height(s) for s in symbols), default=0)


@st.composite
def abilities(draw, depth: int = 9) -> n.AbilityText:
    out = _draw_symbol(draw, "ability", depth)
    assert len(out) == 1 and isinstance(out[0], n.AbilityText), out
    return out[0]


def example_of(name: str) -> Any:
    """One node built by the production `name` (an alias or a rule name), with the smallest
    children the grammar allows; for the totality test."""
    g = grammar_view()
    for origin, rules in g.rules.items():
        for symbols, alias, expand1, _ in rules:
            if str(alias or origin) != name:
                continue
            kids: list = []
            for s in symbols:
                kids.extend(_smallest(s))
            return b.build_node(name, kids, None), origin
    raise LookupError(name)


def _smallest(sym: str) -> list:
    g = grammar_view()
    if g.is_terminal(sym):
        if sym in WORDS:
            return [n.Word(cls=sym, text=WORDS[sym][0])]
        if sym in NUMBERS:
            value, text = NUMBERS[sym][0]
            return [n.Number(value=value, text=text)]
        return []
    symbols, alias, expand1, _ = min(g.rules[sym], key=lambda r: (_rule_height(r[0]), r[3]))
    kids: list = []
    for s in symbols:
        kids.extend(_smallest(s))
    if sym.startswith("_") or (expand1 and not alias and len(symbols) == 1):
        return kids
    return [b.build_node(str(alias or sym), kids, None)]
