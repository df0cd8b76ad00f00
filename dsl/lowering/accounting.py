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

How reads are seen (cheaply). While an ability is lowered, each node whose reading could
consume a word is *armed*: its class is switched, for the block, to its class's stand-in
(`_stand_in`, made once per class): a subclass with the same slots whose fields that consume
(`armed_fields`) are properties. The first read of one consumes the node and switches it back
to its own class, so every later read is an ordinary slot read, at full speed; a stand-in's
`__class__` says the node's own class, so `attrs.evolve`, `==` and `isinstance` see no
difference. Arming is one class switch (no field moved, no class patched), and a node that
is never read costs nothing but that. Nodes built during the block (a rewrite with
`attrs.evolve`, a phrase lowering makes) are armed as they are built (`nodes._on_new`). At the
end of the block every node is of its own class again. (Patching `Node.__getattribute__`
instead put a Python call on every read of every node: the accounting cost more than the
lowering it watched. Taking the consuming fields out of each armed instance, with a
`__getattr__` given to its class for the block, cost about twice as much as the switch.)
"""

from __future__ import annotations

import bisect
import functools
import re
import typing
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .. import nodes as n
from ..aliases import node_hints
from ..kinds import QuantKind

# Words that mean nothing by themselves in card text: articles, the possessive "s", the
# prepositions whose meaning is the shape they stand in, and "card(s)", the noun that restricts
# nothing (every object is a card: "a Madness card" is a Madness). Documented in
# docs/language.md, "Word accounting". A word is listed here only if leaving it out changes no
# sentence; every other word must be read by lowering.
FUNCTION_WORDS = frozenset({"a", "an", "the", "s", "to", "of", "card", "cards"})

TOKEN = re.compile(r"[^\W_]+")
# a token (as TOKEN finds them) that is no function word, in any case: only ASCII letters lower
# to a function word's, so each is matched as [xX] (what `str.lower` gives, without calling it)
CONTENT = re.compile(r"(?<![^\W_])(?!(?:%s)(?![^\W_]))[^\W_]+" % "|".join(
    "".join(f"[{c}{c.upper()}]" for c in w) for w in sorted(FUNCTION_WORDS)))

# the nodes whose `kind` alone does not consume them (they qualify something else)
QUALIFIERS = (n.Adj, n.Phrase)
# the nodes whose word is read with them: "that minion", "this base", "the Raptor's" name what
# they refer to; which card it is, is the reference's (and the context's) to say
# (and an instruction's verb is what its kind, which lowering dispatches on, says)
# "one (of)" says what "a" says: it is read with its selection
ONE_IS_A = frozenset({QuantKind.ONE, QuantKind.EXACTLY})
WITH_PART = {n.Ref: "word", n.Owner: "word", n.Instruction: "verb"}


_PLAIN = (str, int, bool, float, type(None))


def _plain(t: Any) -> bool:
    """A field of type `t` never holds a node (a string, a number, a kind, or a tuple of them)."""
    if isinstance(t, type):
        return issubclass(t, _PLAIN) and not issubclass(t, n.Node)
    args = typing.get_args(t)
    return typing.get_origin(t) in (typing.Union, tuple) and bool(args) and all(
        a is Ellipsis or _plain(a) for a in args)


def _node_fields(cls: type) -> tuple[str, ...]:
    """The fields of node class `cls` that can hold a node, in field order."""
    names = tuple(f.name for f in getattr(cls, "__attrs_attrs__", ()) if f.name != "span")
    try:
        hints = node_hints(cls)
        names = tuple(x for x in names if x not in hints or not _plain(hints[x]))
    except Exception:       # (an annotation it cannot read: every field is looked at)
        pass
    return names


# ------------------------------------------------------------------ armed stand-ins
# An armed node's class is, for the block, its class's stand-in (`_stand_in`): a subclass with
# the same slots whose consuming fields are properties; see the module's doc.
_BASE: dict[type, type] = {}            # stand-in -> the node class it stands for
_STAND_IN: dict[type, Any] = {}         # node class -> its stand-in (None: no field consumes)
_SLOTS: dict[type, dict[str, Any]] = {}     # node class -> field -> its slot's getter
_SET_CLASS = object.__dict__["__class__"].__set__     # (a stand-in's `__class__` is a property)


def _slots(cls: type) -> dict[str, Any]:
    """Field name -> a function reading the field's slot of an instance of `cls` (or of its
    stand-in) as it is, without consuming anything."""
    out = _SLOTS.get(cls)
    if out is None:
        out = {}
        for f in getattr(cls, "__attrs_attrs__", ()):
            for k in cls.__mro__:
                d = k.__dict__.get(f.name)
                if d is not None:
                    out[f.name] = d.__get__
                    break
        _SLOTS[cls] = out
    return out


def _reader(cls: type, raw: Any) -> Any:
    """The getter of a consuming field of `cls`'s stand-in: the first read while a ledger is
    active consumes the node and gives it its class back (every later read is an ordinary one);
    a read in `unread` answers and leaves it armed."""
    def read(self: Any) -> Any:
        led = _ledger
        if led is not None:
            led.consume_node(self, cls)
            ent = _armed.get(id(self))
            if ent is not None and ent[1] is led:   # (in a nested block, it consumes only its own)
                del _armed[id(self)]
                _SET_CLASS(self, cls)
                if led.journal is not None:
                    led.journal.append(self)        # (a declined probe arms it again)
        return raw(self)
    return read


def _stand_in(cls: type) -> Any:
    """The stand-in of node class `cls` (made once): a subclass adding no slot, so that an
    instance's class can be switched to it and back; each field whose reading consumes
    (`armed_fields`) is a property (`_reader`), the others are `cls`'s slots; its `__class__`
    says `cls` (`attrs.evolve`, `==` and `isinstance` see the node's own class)."""
    names = armed_fields(cls)
    if not names:
        _STAND_IN[cls] = None
        return None
    slots = _slots(cls)
    ns: dict[str, Any] = {"__slots__": (), "__module__": cls.__module__, "__qualname__": cls.__qualname__,
                          "__doc__": cls.__doc__, "__class__": property(lambda self: cls)}
    for name in names:
        ns[name] = property(_reader(cls, slots[name]))
    sub = type(cls.__name__, (cls,), ns)
    _BASE[sub] = cls
    _STAND_IN[cls] = sub
    return sub


def _kids(node: Any) -> list:
    """The child nodes of `node`, in field order (read as they are: no read is recorded)."""
    f = _KIDS.get(type(node))
    if f is None:
        f = _kids_of(type(node))
    return f(node)


# class (or stand-in) -> a function giving the child nodes of an instance
_KIDS: dict[type, Any] = {}


def _kids_of(cls: type) -> Any:
    """`_kids` for a node of `cls`, written out field by field (no loop, no getter); a
    stand-in's fields are read from their slots (a read that consumes nothing)."""
    base = _BASE.get(cls)
    names = _node_fields(base or cls)
    lines = ["def kids(node):", "    out = []"]
    env: dict[str, Any] = {"Node": n.Node}
    for i, name in enumerate(names):
        if base is None:
            lines.append(f"    v = node.{name}")
        else:
            env[f"raw{i}"] = _slots(base)[name]
            lines.append(f"    v = raw{i}(node)")
        lines += ["    if v is None:",
                  "        pass",
                  "    elif isinstance(v, Node):",
                  "        out.append(v)",
                  "    elif type(v) is tuple:",
                  "        for x in v:",
                  "            if isinstance(x, Node):",
                  "                out.append(x)"]
    lines.append("    return out")
    exec("\n".join(lines), env)        # noqa: S102 - field names of our own node classes
    _KIDS[cls] = env["kids"]
    return env["kids"]


def children(node: Any) -> Iterator[n.Node]:
    return iter(_kids(node))


def nodes(x: Any) -> list:
    """Every node under `x`, parents first, in source order (`resolve.walk`'s order), read
    without consuming anything: a search over the tree ("is there an `onto`?"). The ability
    being lowered is walked once, by its ledger."""
    led = _arming
    if led is not None and led.nodes and led.nodes[0] is x:
        return list(led.nodes)
    out: list = []
    todo = [x]
    while todo:
        y = todo.pop()
        if isinstance(y, n.Node):
            out.append(y)
            kids = _kids(y)
            kids.reverse()
            todo.extend(kids)
    return out


def has_kind(x: Any, cls: type, kind: Any) -> bool:
    """Whether a node of class `cls` (a node class with no subclass of its own) whose `kind` is
    `kind` is under `x`, read without consuming: a search ("is there an `onto`?"). For the
    ability being lowered, one walk of its ledger's nodes answers every such search."""
    led = _arming
    if led is not None and led.nodes and led.nodes[0] is x:
        kinds = led.kinds
        if kinds is None:
            with unread():
                kinds = led.kinds = {(_BASE.get(type(y), type(y)), y.kind) for y in led.nodes if hasattr(y, "kind")}
        return (cls, kind) in kinds
    with unread():
        return any(isinstance(y, cls) and y.kind == kind for y in nodes(x))


class Ledger:
    """The content words of one ability and which of them lowering consumed."""

    def __init__(self, text: str, ability: n.AbilityText) -> None:
        sp = ability.span           # (a span is never armed)
        self.words: dict[int, tuple[int, int]] = {}        # token start -> (start, end)
        self.consumed: set[int] = set()
        self.armed: list = []               # the nodes armed for this ledger (see the module's doc)
        self.nodes: list = []               # the nodes of the ability, parents first (`assign`)
        self.keys: list = []                # … and each one's (class, start, end), or None (no span)
        self.journal: list | None = None    # while a `probe` runs: what it consumed (to take back)
        self.own: dict[tuple[type, int, int], list[int]] = {}
        self.kinds: set | None = None       # (class, kind) of its nodes, when `has_kind` asks
        if sp is None:
            return
        body = text[sp.start:sp.end]
        bracketed = None
        if "(" in body or ")" in body:
            depth, bracketed = 0, []
            for c in body:                  # reminder text: whatever is in brackets
                if c == "(":
                    depth += 1
                elif c == ")":
                    depth = max(0, depth - 1)
                bracketed.append(depth > 0 or c == ")")
        base = sp.start
        words = self.words
        if bracketed is None:
            for m in CONTENT.finditer(body):
                a, b = m.span()
                words[base + a] = (base + a, base + b)
        else:
            for m in CONTENT.finditer(body):
                a, b = m.span()
                if not bracketed[a]:
                    words[base + a] = (base + a, base + b)
        self._starts = list(words)          # (in order: the tokens are found left to right)
        self._ends = [w[1] for w in words.values()]     # words never overlap: a span holds a run of them
        self._owners: list = [None] * len(self._starts)
        self.assign(ability)
        own = self.own
        for w, key in zip(self._starts, self._owners):
            if key is not None:
                ws = own.get(key)
                if ws is None:
                    own[key] = [w]
                else:
                    ws.append(w)

    def assign(self, node: n.Node) -> None:
        """Each word to the innermost node whose span holds it (parents first, children after)."""
        starts, ends, owners, nodes, keys = self._starts, self._ends, self._owners, self.nodes, self.keys
        left, right = bisect.bisect_left, bisect.bisect_right
        kids_of, bases = _KIDS, _BASE
        todo = [node]
        while todo:
            x = todo.pop()
            nodes.append(x)
            sp = x.span         # (never armed)
            cls = type(x)
            f = kids_of.get(cls) or _kids_of(cls)
            if cls in bases:    # (armed by an enclosing block's ledger)
                cls = bases[cls]
            if sp is not None:
                key = (cls, sp.start, sp.end)
                lo, hi = left(starts, sp.start), right(ends, sp.end)
                if hi > lo:
                    owners[lo:hi] = [key] * (hi - lo)
            else:
                key = None
            keys.append(key)
            kids = f(x)
            if kids:
                kids.reverse()
                todo.extend(kids)

    def own_words(self, node: Any) -> None:
        sp = node.span if isinstance(node, n.Node) else None    # (a span is never armed)
        if sp is not None:
            cls = type(node)
            ws = self.own.get((_BASE.get(cls, cls), sp.start, sp.end))
            if ws:
                if self.journal is not None:
                    self.journal.extend(w for w in ws if w not in self.consumed)
                self.consumed.update(ws)

    def consume(self, node: Any) -> None:
        """`node` is read: its own words, and the parts read with it (see `WITH_PART`)."""
        if isinstance(node, n.Node):
            cls = type(node)
            self.consume_node(node, _BASE.get(cls, cls))

    def consume_node(self, node: Any, cls: type) -> None:
        """`consume` of a node of class `cls` (its own class, not a stand-in)."""
        sp = node.span          # (`own_words`, inline: most reads consume only their own words)
        if sp is not None:
            ws = self.own.get((cls, sp.start, sp.end))
            if ws:
                if self.journal is not None:
                    self.journal.extend(w for w in ws if w not in self.consumed)
                self.consumed.update(ws)
        if cls not in PARTS:
            return
        part = WITH_PART.get(cls)
        if part is not None:
            self.own_words(_get(node, part))
            if cls is not n.Instruction:
                num = _get(node, "number")
                if num is not None and _get(num, "value") == 1:
                    self.own_words(num)     # "this one", "one player's": the one it names
        elif cls is n.Selection:
            q = _get(node, "quant")
            if q is not None and _get(q, "kind") in ONE_IS_A:
                num = _get(q, "number")
                if num is None or _get(num, "value") == 1:
                    self.own_words(q)       # "one of your minions" is "a minion of yours"
                    self.own_words(num)

    def unconsumed(self) -> list[tuple[int, int]]:
        return [self.words[w] for w in sorted(self.words) if w not in self.consumed]


_ledger: Ledger | None = None       # the ledger reads consume into (None: in `unread`)
_ledger_saved: list = []        # the ledgers `unread` set aside (innermost last)
_arming: Ledger | None = None   # the innermost block's ledger (in `unread` too): new nodes are armed for it
# id(node) -> (node, the ledger that armed it): the nodes whose class is their stand-in
_armed: dict[int, tuple[Any, Ledger]] = {}
_ARMED_FIELDS: dict[type, tuple[str, ...]] = {}


def armed_fields(cls: type) -> tuple[str, ...]:
    """The fields of `cls` whose reading consumes the node: all but its span, but the `kind` of
    a qualifier and, of a `Word`, all but its `text`."""
    names = _ARMED_FIELDS.get(cls)
    if names is None:
        names = tuple(f.name for f in getattr(cls, "__attrs_attrs__", ())
                      if f.name != "span" and not f.name.startswith("__")
                      and not (f.name == "kind" and issubclass(cls, QUALIFIERS))
                      and not (issubclass(cls, n.Word) and f.name != "text"))
        _ARMED_FIELDS[cls] = names
    return names


def _get(node: Any, name: str) -> Any:
    """A field of `node` as it is, armed or not, without consuming anything."""
    base = _BASE.get(type(node))
    if base is None:
        return getattr(node, name)
    raw = _slots(base).get(name)
    if raw is None:
        raise AttributeError(f"{base.__name__!r} object has no attribute {name!r}")
    return raw(node)


# the nodes whose reading consumes more than their own words (see `Ledger.consume`)
PARTS = frozenset(WITH_PART) | {n.Selection}


def _arm(node: Any, led: Ledger) -> None:
    """Arm `node` for `led` if reading it could consume a word of `led`."""
    cls = type(node)
    if cls in _BASE:
        return          # armed already
    if cls not in PARTS:
        sp = node.span
        if sp is None or (cls, sp.start, sp.end) not in led.own:
            return          # reading it consumes nothing
    _switch(node, cls, led)


def _switch(node: Any, cls: type, led: Ledger) -> None:
    """Arm `node` (of class `cls`) for `led`: its class becomes its stand-in."""
    sub = _STAND_IN.get(cls, False)
    if sub is False:
        sub = _stand_in(cls)
    if sub is not None:
        _armed[id(node)] = (node, led)
        led.armed.append(node)
        _SET_CLASS(node, sub)


def _disarm(node: Any) -> None:
    del _armed[id(node)]
    _SET_CLASS(node, _BASE[type(node)])


def _arm_new(node: Any) -> None:
    led = _arming
    if led is not None:
        cls = type(node)        # (`_arm`'s first test, here: most new nodes own no word)
        if cls not in PARTS:
            sp = node.span
            if sp is None or (cls, sp.start, sp.end) not in led.own:
                return
        _arm(node, led)


@contextmanager
def accounting(text: str, ability: n.AbilityText) -> Iterator[Ledger]:
    """Record what lowering reads of `ability` while the block runs."""
    global _ledger, _arming
    led = Ledger(text, ability)
    saved, saved_arming, saved_new = _ledger, _arming, n._on_new
    try:
        if led.words:           # (no words: nothing to consume, nothing to arm)
            own = led.own
            for x, key in zip(led.nodes, led.keys):     # (`_arm`'s tests, with the keys the walk made)
                cls = type(x)
                if cls not in PARTS and (key is None or key not in own) or cls in _BASE:
                    continue        # reading it consumes nothing, or armed already (by an enclosing block)
                _switch(x, cls, led)
        _ledger = _arming = led
        n._on_new = _arm_new
        yield led
    finally:
        _ledger, _arming = saved, saved_arming
        n._on_new = saved_new
        for x in led.armed:
            ent = _armed.get(id(x))
            if ent is not None and ent[0] is x:
                _disarm(x)


class unread:     # noqa: N801 - used as a function: `with unread(): …`
    """Reads in the block consume nothing: a walk over the whole tree that looks for one shape
    ("onto", "play this card") has not understood what it passed over. (A class rather than a
    generator: lowering opens one for every rewrite and search.)"""

    __slots__ = ("saved",)

    def __enter__(self) -> None:
        global _ledger
        self.saved = _ledger
        _ledger = None
        _ledger_saved.append(self.saved)

    def __exit__(self, *exc: Any) -> None:
        global _ledger
        _ledger_saved.pop()
        _ledger = self.saved


def probe(fn: Any) -> Any:
    """A method that asks whether the words have one shape and answers None (or False) when
    they do not ("is this `each minion on one base`?"): what it read to decline, it has not
    understood — the reads of a declined probe are taken back (the nodes it read are armed
    again, the words it consumed unconsumed), and the lowering that follows
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
                    _arm(x, led)        # read again, it consumes again
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
