"""Word accounting: an accepted ability is one whose every content word lowering understood.

Lowering reads the AST of an ability; what it reads, it understood. After the ability is
lowered, every content word of its text that nothing read is a word the compiled ability does
not carry out, and the ability is an E501 naming those words ("`standard` is not understood
here") rather than a card that silently means less than it says.

What a word belongs to. Every AST node has a span; the words of an ability are split among its
nodes: a word belongs to the innermost node whose span holds it (a node's *own* words are its
keywords: "destroy" in an instruction, "until the end of" in a duration, "other" in an
adjective; the words of its children are theirs).

What consumes a word. A node's own words are consumed when lowering reads the node (any field
but its span), with two exceptions, for the nodes that qualify something else and can be
passed over:

- an adjective (`Adj`) or a phrase (`Phrase`) is not consumed by reading its `kind` — a loop
  that looks at every phrase and keeps the ones it knows has not understood the others. It is
  consumed when lowering reads what it carries (its word, selection, comparison …) or says it
  used it (`Core.consume`: the filter for each adjective and phrase it turns into IR, `take`
  for the phrase it takes, `only` for the phrases the instruction declares it reads);
- a word of the set (`Word`: a card type, a stat, a resource, a name) is consumed when its
  `text` is read (its class alone says nothing).

What a declined shape test read is not consumed. A method decorated `@probe` asks whether
the words have one shape ("each of one player's minions on a base?") and answers None or False
when they do not; the words it read to decline are taken back (a journal of what it consumed is
undone), so the lowering that follows must read them itself: an owner or a quantity only a
declined test looked at stays unread and is named.

Nodes are matched by class and span, not identity: lowering rewrites nodes with
`attrs.evolve`, which keeps the span, and the rewritten node stands for the same words.

Content words are the word tokens of the ability's text (letters or digits; "Bob's" is `Bob`
and `s`), less the text in brackets (reminder text: it explains, it does not instruct) and less
`FUNCTION_WORDS`, the words that carry no meaning of their own in any sentence shape.
"""

from __future__ import annotations

import bisect
import functools

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .. import nodes as n
from ..kinds import QuantKind

# Words that mean nothing by themselves in card text: articles, the possessive "s", the
# prepositions whose meaning is the shape they stand in, and "card(s)", the noun that restricts
# nothing (every object is a card: "a Madness card" is a Madness). Documented in
# docs/language.md, "Word accounting". A word is listed here only if leaving it out changes no
# sentence; every other word must be read by lowering.
FUNCTION_WORDS = frozenset({"a", "an", "the", "s", "to", "of", "card", "cards"})

TOKEN = re.compile(r"[^\W_]+")

# the nodes whose `kind` alone does not consume them (they qualify something else)
QUALIFIERS = (n.Adj, n.Phrase)
# the nodes whose word is read with them: "that minion", "this base", "the Raptor's" name what
# they refer to; which card it is, is the reference's (and the context's) to say
# (and an instruction's verb is what its kind, which lowering dispatches on, says)
# "one (of)" says what "a" says: it is read with its selection
ONE_IS_A = frozenset({QuantKind.ONE, QuantKind.EXACTLY})
WITH_PART = {n.Ref: "word", n.Owner: "word", n.Instruction: "verb"}


def children(node: Any) -> Iterator[n.Node]:
    for name in getattr(type(node), "__attrs_attrs__", ()):
        if name.name == "span":
            continue
        v = getattr(node, name.name)
        if isinstance(v, n.Node):
            yield v
        elif isinstance(v, tuple):
            for x in v:
                if isinstance(x, n.Node):
                    yield x


class Ledger:
    """The content words of one ability and which of them lowering consumed."""

    def __init__(self, text: str, ability: n.AbilityText) -> None:
        sp = ability.span
        self.words: dict[int, tuple[int, int]] = {}        # token start -> (start, end)
        self.consumed: set[int] = set()
        self.seen: dict[int, Any] = {}      # the nodes read so far (`_reading`)
        self.journal: list | None = None    # while a `probe` runs: what it consumed (to take back)
        if sp is None:
            self.own: dict[tuple[type, int, int], list[int]] = {}
            return
        body = text[sp.start:sp.end]
        depth, bracketed = 0, []
        for i, c in enumerate(body):        # reminder text: whatever is in brackets
            if c == "(":
                depth += 1
            elif c == ")":
                depth = max(0, depth - 1)
            bracketed.append(depth > 0 or c == ")")
        for m in TOKEN.finditer(body):
            if bracketed[m.start()] or m.group().lower() in FUNCTION_WORDS:
                continue
            self.words[sp.start + m.start()] = (sp.start + m.start(), sp.start + m.end())
        self.owner: dict[int, tuple[type, int, int]] = {}
        self._starts = sorted(self.words)           # words never overlap: a span holds a run of them
        self.assign(ability)
        self.own = {}
        for w in self._starts:
            key = self.owner.get(w)
            if key is not None:
                self.own.setdefault(key, []).append(w)

    def assign(self, node: n.Node) -> None:
        """Each word to the innermost node whose span holds it (parents first, children after)."""
        sp = node.span
        if sp is not None:
            key = (type(node), sp.start, sp.end)
            starts, words = self._starts, self.words
            for i in range(bisect.bisect_left(starts, sp.start), len(starts)):
                w = starts[i]
                if words[w][1] > sp.end:
                    break
                self.owner[w] = key
        for c in children(node):
            self.assign(c)

    def own_words(self, node: Any) -> None:
        sp = _get(node, "span") if isinstance(node, n.Node) else None
        if sp is not None:
            ws = self.own.get((type(node), sp.start, sp.end))
            if ws:
                if self.journal is not None:
                    self.journal.extend(w for w in ws if w not in self.consumed)
                self.consumed.update(ws)

    def consume(self, node: Any) -> None:
        """`node` is read: its own words, and the parts read with it (see `WITH_PART`)."""
        if not isinstance(node, n.Node):
            return
        self.own_words(node)
        part = WITH_PART.get(type(node))
        if part is not None:
            self.own_words(_get(node, part))
            if type(node) is not n.Instruction:
                num = _get(node, "number")
                if num is not None and _get(num, "value") == 1:
                    self.own_words(num)     # "this one", "one player's": the one it names
        elif type(node) is n.Selection:
            q = _get(node, "quant")
            if q is not None and _get(q, "kind") in ONE_IS_A:
                num = _get(q, "number")
                if num is None or _get(num, "value") == 1:
                    self.own_words(q)       # "one of your minions" is "a minion of yours"
                    self.own_words(num)

    def unconsumed(self) -> list[tuple[int, int]]:
        return [self.words[w] for w in sorted(self.words) if w not in self.consumed]


_ledger: Ledger | None = None
_ledger_saved: list = []        # the ledgers `unread` set aside (innermost last)
_get = object.__getattribute__


def _reading(self: Any, name: str) -> Any:
    value = _get(self, name)
    led = _ledger
    if led is not None and name != "span" and not name.startswith("__"):
        if name == "kind" and isinstance(self, QUALIFIERS):
            return value
        if isinstance(self, n.Word) and name != "text":
            return value
        seen = led.seen
        if id(self) not in seen:        # a node consumed once has nothing more to consume
            seen[id(self)] = self       # (kept alive: its id cannot be reused while the ledger is)
            if led.journal is not None:
                led.journal.append(self)
            led.consume(self)
    return value


@contextmanager
def accounting(text: str, ability: n.AbilityText) -> Iterator[Ledger]:
    """Record what lowering reads of `ability` while the block runs."""
    global _ledger
    led = Ledger(text, ability)
    saved = _ledger
    _ledger = led
    had = "__getattribute__" in n.Node.__dict__
    n.Node.__getattribute__ = _reading        # type: ignore[method-assign]
    try:
        yield led
    finally:
        _ledger = saved
        if saved is None and not had:
            del n.Node.__getattribute__


@contextmanager
def unread() -> Iterator[None]:
    """Reads in the block consume nothing: a walk over the whole tree that looks for one shape
    ("onto", "play this card") has not understood what it passed over."""
    global _ledger
    saved, _ledger = _ledger, None
    _ledger_saved.append(saved)
    try:
        yield
    finally:
        _ledger_saved.pop()
        _ledger = saved


def probe(fn: Any) -> Any:
    """A method that asks whether the words have one shape and answers None (or False) when
    they do not ("is this `each minion on one base`?"): what it read to decline, it has not
    understood — the reads of a declined probe are taken back, and the lowering that follows
    must read those words itself (an owner or a quantity a probe looked at and the rest ignored
    stays unread). A probe that answers keeps what it read."""
    @functools.wraps(fn)
    def probing(*args: Any, **kw: Any) -> Any:
        led = _ledger
        if led is None:
            return fn(*args, **kw)
        outer, led.journal = led.journal, []
        mine = led.journal
        try:
            result = fn(*args, **kw)
        finally:
            led.journal = outer
        if result is None or result is False:
            for x in mine:
                if isinstance(x, int):
                    led.consumed.discard(x)
                else:
                    led.seen.pop(id(x), None)
        elif outer is not None:
            outer.extend(mine)
        return result
    return probing


def consume(node: Any) -> None:
    """Lowering understood `node`'s own words (a qualifier it turned into IR)."""
    if _ledger is not None and node is not None:
        _ledger.consume(node)


def consume_all(node: Any) -> None:
    """Every word of `node` is understood: a shape read as a whole ("Only use one …'s ability
    each turn" is a use limit)."""
    if _ledger is None:
        return
    with unread():
        todo = [node]
        while todo:
            x = todo.pop()
            if isinstance(x, n.Node):
                _ledger_consume(x)
                todo.extend(children(x))


def _ledger_consume(node: Any) -> None:
    led = _ledger_saved[-1] if _ledger_saved else None
    if led is not None:
        led.consume(node)


def not_understood(text: str, words: list[tuple[int, int]]) -> str:
    """"`standard` is not understood here"; "`standard` and `base` are …"."""
    seen: list[str] = []
    for a, b in words:
        w = text[a:b]
        if w not in seen:
            seen.append(w)
    q = [f"`{w}`" for w in seen]
    said = q[0] if len(q) == 1 else ", ".join(q[:-1]) + " and " + q[-1]
    return f"{said} {'is' if len(q) == 1 else 'are'} not understood here"


# ------------------------------------------------------------------ readings that consume
# Lowering often reads a qualifier by its kind alone ("is it `other`?", "drop `this turn`"):
# these helpers answer and consume what answered, so a qualifier nobody asked about stays
# unconsumed.
def adjs_are(np: Any, *kinds: Any) -> bool:
    """The adjectives of `np` are exactly `kinds` ("other players"): read."""
    adjs = getattr(np, "adjs", ())
    if [a.kind for a in adjs] == list(kinds):
        for a in adjs:
            consume(a)
        return True
    return False


def has_adj(np: Any, kind: Any) -> bool:
    """`np` has an adjective of `kind` ("an extra minion"): that one is read."""
    found = [a for a in getattr(np, "adjs", ()) if a.kind == kind]
    for a in found:
        consume(a)
    return bool(found)


def all_adjs(np: Any, kind: Any) -> bool:
    """Every adjective of `np` is of `kind` (or it has none): read."""
    adjs = getattr(np, "adjs", ())
    if all(a.kind == kind for a in adjs):
        for a in adjs:
            consume(a)
        return True
    return False


def phrases_are(ph: Any, *kinds: Any) -> bool:
    """The phrases `ph` are exactly of `kinds` ("… here"): read."""
    ph = list(ph)
    if [p.kind for p in ph] == list(kinds):
        for p in ph:
            consume(p)
        return True
    return False


def is_kind(p: Any, *kinds: Any) -> bool:
    """`p` is a phrase of one of `kinds`: read when it is."""
    if p is not None and p.kind in kinds:
        consume(p)
        return True
    return False


def without(ph: Any, *kinds: Any) -> list:
    """The phrases of `ph` not of `kinds`; the ones left out are understood by the caller
    ("this turn" on an extra play, which lasts the turn anyway)."""
    out = []
    for p in ph:
        if p.kind in kinds:
            consume(p)
        else:
            out.append(p)
    return out
