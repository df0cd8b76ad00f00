"""The only place that knows where the grammar lives and how Lark is configured.

The grammar files sit in the repository's top-level `grammar/` folder. A wheel installs that
folder as the package `cardtext_grammar` (see pyproject.toml), so we look there first and fall
back to the checkout's folder.
"""

from __future__ import annotations

import functools
import marshal
from pathlib import Path
from typing import Any

from lark import Lark

from runtime.ruleset import Ruleset

from .aliases import check_kinds
from .grammar_source import grammar_text
from .lexer import ListLexer, Vocabulary, plural, split_words

START = ["ability", "header", "ruleset_line"]


def _build(text: str, strict: bool) -> Lark:
    # the kinds are checked on the rules alone (an Earley front end builds them in ~0.3 s)
    # before the LALR tables (~6 s uncached): a grammar that disagrees with the AST fails fast
    check_kinds(Lark(text, parser="earley", lexer="basic", start=START, maybe_placeholders=True).rules)
    return Lark(text, parser="lalr", lexer=ListLexer, start=START, strict=strict,
                propagate_positions=True, maybe_placeholders=True)


def _checked(parser: Lark) -> Lark:
    """The parser, once its rules and the AST agree: every rule builds a node, and every kind
    it can build is a member of its family's enum and every member is built (dsl/aliases.py).
    A mismatch is a bug in the grammar or dsl/kinds.py: KindMismatch names each one."""
    check_kinds(parser.rules)
    return parser


# The public loaders take their arguments with defaults; the cached builders below take them
# all, always in the same positions: lru_cache keys `f()` and `f("en")` apart, and a second
# parser costs ~0.15 s of every command's start.


def load_parser(locale: str = "en", strict: bool = False) -> Lark:
    """A tree-building parser of the grammar, for tests and tools; `strict=True` is the
    grammar-health build, which fails on any shift/reduce conflict. cardtext itself parses
    with `load_building_parser`."""
    return _parser(locale, strict)


@functools.lru_cache(maxsize=4)
def _parser(locale: str, strict: bool) -> Lark:
    return _build(grammar_text(f"{locale}.lark"), strict)


def load_building_parser(locale: str = "en") -> Lark:
    """The parser cardtext uses: it builds AST nodes while it parses (builder.InlineBuilder).
    Building the tables takes seconds, so Lark caches them in the temp folder, keyed by the
    grammar's hash, options and Lark version (safe to delete; a stale or damaged cache file is
    ignored and rebuilt); cardtext keeps them again, in a form read ~30x faster, in the user's
    cache folder (dsl/parser_cache.py: its states and callbacks made when first used). One
    instance per locale and process."""
    return _building_parser(locale)


@functools.lru_cache(maxsize=4)
def _building_parser(locale: str) -> Lark:
    from lark.parsers import lalr_parser

    from . import parser_cache
    from .builder import InlineBuilder

    text = grammar_text(f"{locale}.lark")
    eager = lalr_parser.IntParseTable
    key = [(k, v.__qualname__ if k == "lexer" else v) for k, v in _options(None).items() if k != "transformer"]
    path = parser_cache.cache_path(text, repr(key)) if parser_cache.enabled() else None
    payload = parser_cache.read(path) if path else None
    if payload is None and (path is None or not parser_cache.writable(path)):
        lalr_parser.IntParseTable = _LazyParseTable      # (read from Lark's cache: see _LazyStates)
        try:
            return _lark(text)
        finally:
            lalr_parser.IntParseTable = eager
    saved = parser_cache.decode(payload, ListLexer) if payload is not None else None
    if saved is None:       # built (from Lark's cache when it has one) with every state, then kept
        built = _lark(text)
        payload = parser_cache.serialize(built)
        saved = parser_cache.decode(payload, ListLexer) if payload is not None else None
        if saved is None:                               # pragma: no cover - marshal cannot hold it
            return built
        parser_cache.write(path, payload)
    lalr_parser.IntParseTable = _LazyParseTable
    try:
        return _checked(_LazyLark._load_from_dict(saved["data"], saved["memo"], transformer=InlineBuilder()))
    finally:
        lalr_parser.IntParseTable = eager


def _lark(text: str) -> Lark:
    """The building parser as Lark makes it, reading Lark's own cache when it has one."""
    from .builder import InlineBuilder

    return _checked(Lark(text, **_options(InlineBuilder())))


def _options(transformer: Any) -> dict[str, Any]:
    """The building parser's Lark options, in the order Lark's cache key lists them (another
    order: another key, the tables built again)."""
    return dict(parser="lalr", lexer=ListLexer, start=START, transformer=transformer, keep_all_tokens=True,
                maybe_placeholders=True, cache=True)


class _LazyLark(Lark):
    """Lark, each callback made when its rule is first reduced (`parser_cache.LazyCallbacks`)."""

    def _prepare_callbacks(self) -> None:
        from lark import Tree
        from lark.parse_tree_builder import ParseTreeBuilder
        from lark.parser_frontends import _get_lexer_callbacks

        from .parser_cache import LazyCallbacks

        o = self.options
        if o.ambiguity == "forest" or o.parser != "lalr":      # pragma: no cover - not ours
            return super()._prepare_callbacks()

        def make(rule: Any) -> Any:     # what Lark's create_callback makes for the rule
            builder = ParseTreeBuilder([rule], o.tree_class or Tree, o.propagate_positions, False,
                                       o.maybe_placeholders)
            return builder.create_callback(o.transformer)[rule]

        self._callbacks = LazyCallbacks(make)
        self._callbacks.update(_get_lexer_callbacks(o.transformer, self.terminals))


class _LazyStates(dict):
    """The LALR table's states as Lark's parser reads them (state -> {terminal or rule name:
    (Shift, state) | (Reduce, rule)}), each turned from its cached form into that the first
    time the parser enters it. Lark rebuilds every state of its cache at load (~1,700 states,
    65,000 actions: ~100 ms, a fifth of a cold check of a small file); a check visits a few
    hundred."""

    __slots__ = ("_raw", "_tokens", "_memo")

    def __init__(self, raw: dict, tokens: Any, memo: dict) -> None:
        super().__init__()
        self._raw, self._tokens, self._memo = raw, tokens, memo

    def __missing__(self, state: int) -> dict:
        from lark.grammar import Rule
        from lark.parsers.lalr_analysis import Reduce, Shift

        tokens, memo, raw = self._tokens, self._memo, self._raw[state]
        if raw.__class__ is bytes:      # (our cache keeps each state marshalled: dsl/parser_cache.py)
            raw = marshal.loads(raw)
        actions = {}
        for token, (action, arg) in raw.items():
            if action == 1:
                rule = memo[arg["@"]] if "@" in arg else Rule.deserialize(arg, memo)
                actions[tokens[token]] = (Reduce, rule)
            else:
                actions[tokens[token]] = (Shift, arg)
        self[state] = actions
        return actions

    def __reduce__(self):       # (a copy or a pickle holds every state)
        return dict, (dict((s, self[s]) for s in self._raw),)


def _lazy_table():
    from lark.parsers.lalr_analysis import IntParseTable

    class LazyParseTable(IntParseTable):
        @classmethod
        def deserialize(cls, data, memo):
            return cls(_LazyStates(data["states"], data["tokens"], memo), data["start_states"], data["end_states"])

    return LazyParseTable


_LazyParseTable = _lazy_table()


def keyword_table(locale: str = "en") -> dict[str, str]:
    """lower-case keyword -> terminal name, read from the grammar's string terminals."""
    return _keyword_table(locale)


@functools.lru_cache(maxsize=4)
def _keyword_table(locale: str) -> dict[str, str]:
    table: dict[str, str] = {}
    for t in load_building_parser(locale).terminals:
        if t.pattern.type == "str":
            table[t.pattern.value.lower()] = t.name
    return table


def word_for(terminal: str, locale: str = "en") -> str | None:
    """The text a keyword terminal stands for (for 'expected …' and 'did you mean')."""
    for word, name in keyword_table(locale).items():
        if name == terminal:
            return word
    return None


def ruleset_classes(rs: Ruleset) -> dict[tuple[str, ...], str]:
    """The ruleset's vocabulary as word tuples -> open class (KIND, STAT, ZONE, ...)."""
    classes: dict[tuple[str, ...], str] = {}

    def add(word: str, cls: str, with_plural: bool = True) -> None:
        w = split_words(word.lower())
        classes.setdefault(w, cls)
        if with_plural:
            classes.setdefault(w[:-1] + (plural(w[-1]),), cls)

    for t in rs.card_types:
        add(t.name, "KIND")
    add("card", "KIND")
    for alias in rs.kind_aliases:
        add(alias, "KIND")
    for word, _ in rs.type_words:
        add(word, "KIND")
    for z in rs.zones:
        add(z, "ZONE")
    for r in rs.resources:
        add(r, "RESOURCE")
    for c in rs.counters:
        if c[:1] not in "+-":
            add(c, "COUNTER")
    for s in rs.stats:
        add(s.name, "STAT", with_plural=False)
    for lab in rs.labels:
        add(lab, "LABEL", with_plural=False)
    if rs.valued_keywords:
        # Berserk: the keywords a card can be granted ("gains armour 2", "gets haste"); a word
        # that is already another class (the counter "poison") stays that
        for k in rs.keywords + rs.valued_keywords:
            add(k, "KEYWORD", with_plural=False)
    return classes


def vocabulary(rs: Ruleset, names: tuple[str, ...] = (), locale: str = "en",
               declared: dict[tuple[str, ...], str] | None = None) -> Vocabulary:
    """The words of a ruleset and a set; `declared`: the classes of words the set declares
    (dsl/declared.py), which do not replace the ruleset's own."""
    classes = ruleset_classes(rs)
    if declared:
        classes = {**declared, **classes}
    return Vocabulary(keyword_table(locale), classes, tuple(names) + rs.special_cards)
