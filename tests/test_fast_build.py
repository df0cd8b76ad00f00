"""The fast paths of parsing (issue 21) build exactly what the generic ones do.

- The constructors written per grammar rule (dsl/builder.py `rule_constructor`) give the same
  AST, spans and shapes included, and gather the same notable nodes, as the generic builder
  (`InlineBuilder.__default__` and `make`) on every ability of the shipped sets and of a set of
  our own sentences; a child placement does not expect goes the generic way.
- Card headers read without Lark (dsl/sets.py `_read_header`) give Lark's tree for the lines
  of the usual shape and leave every other line to Lark.
- The lexer's fast path for plain keywords (dsl/lexer.py `Vocabulary.plain`) makes the tokens
  its full sequence of rules makes.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import attrs
import pytest
from lark import Lark, Token
from lark.exceptions import UnexpectedInput

import dsl
from dsl import builder
from dsl import nodes as n
from dsl.grammar import START, load_building_parser
from dsl.grammar_source import grammar_text
from dsl.lexer import ListLexer, TokenStream
from dsl.sets import _header_tokens, _read_header, _read_ruleset_line

ROOT = Path(__file__).resolve().parent.parent

# our own sentences, in shapes the grammar accepts (numbers, words, either/or, choices, shapes)
SENTENCES = """ruleset smashup

card "Copper Kettle": minion, power 3
  Talent: Place a +1 power counter on one of your minions.
  Ongoing: This minion has +1 power during other players' turns.
  You may destroy another minion here of power 2 or less.

card "Brass Hinge": action
  Draw two cards OR play two extra actions.
  Choose one: draw a card; play an extra minion.
  If you have 2 or fewer cards in hand, draw three cards.
  Each of your minions gains +2 power until the end of the turn.
  Special: Before a base scores, you may play this card.
  Return a minion of power 3 or less to its owner's hand. Play an extra minion.
"""


class _Generic(builder.InlineBuilder):
    """The builder with no constructor per rule: every rule through `__default__`."""

    def __getattr__(self, name):
        raise AttributeError(name)


class _AtOnce(builder.InlineBuilder):
    """The builder with each rule's constructor written the first time the rule is built."""

    WARM = 0


@pytest.fixture(scope="module")
def fast_parser():
    return Lark(grammar_text("en.lark"), parser="lalr", lexer=ListLexer, start=START, transformer=_AtOnce(),
                keep_all_tokens=True, maybe_placeholders=True, cache=True)


@pytest.fixture(scope="module")
def generic_parser():
    return Lark(grammar_text("en.lark"), parser="lalr", lexer=ListLexer, start=START, transformer=_Generic(),
                keep_all_tokens=True, maybe_placeholders=True, cache=True)


def _same(a, b, where="") -> str | None:
    """Where two ASTs differ, spans and fields outside equality included (None: nowhere)."""
    if type(a) is not type(b):
        return f"{where}: {type(a).__name__} / {type(b).__name__}"
    if attrs.has(type(a)):
        for f in attrs.fields(type(a)):
            d = _same(getattr(a, f.name), getattr(b, f.name), f"{where}.{f.name}")
            if d:
                return d
        return None
    if isinstance(a, tuple):
        if len(a) != len(b):
            return f"{where}: {len(a)} / {len(b)} items"
        return next((d for d in (_same(x, y, f"{where}[{i}]") for i, (x, y) in enumerate(zip(a, b))) if d), None)
    return None if a == b else f"{where}: {a!r} / {b!r}"


def _units(paths: list[Path], texts: list[str]) -> list:
    seen: list = []
    parse = dsl.parse_unit

    def record(unit, *a, **kw):
        seen.append(unit)
        return parse(unit, *a, **kw)

    dsl.parse_unit = record
    try:
        for p in paths:
            dsl.check_path(p, lower=False)
        for t in texts:
            dsl.check_text(t, lower=False)
    finally:
        dsl.parse_unit = parse
    return seen


def _parse(parser, unit):
    toks = list(unit.tokens)
    if toks[-1].type not in ("_DOT", "_BANG"):
        toks.append(Token("_DOT", "", toks[-1].end_pos, 0, 0, 0, 0, toks[-1].end_pos))
    builder.begin()
    try:
        tree = parser.parse(TokenStream(toks), start="ability")
    except UnexpectedInput as e:
        return ("syntax error", type(e).__name__, getattr(e, "token", None)), []
    return tree, [(type(x).__name__, x.span) for x in builder.collected()]


def test_constructors_build_what_the_generic_builder_builds(generic_parser, fast_parser):
    units = _units(sorted((ROOT / "cardsets").rglob("*.cards")), [SENTENCES])
    assert len(units) > 100
    built = 0
    for unit in units:
        (a, notable_a), (b, notable_b) = _parse(generic_parser, unit), _parse(fast_parser, unit)
        assert _same(a, b) is None, (unit.tokens, _same(a, b))
        assert notable_a == notable_b
        built += isinstance(a, n.AbilityText)
    assert built > 100


def test_constructor_leaves_an_unexpected_child_to_make():
    sel = builder.rule_constructor("sel")
    noun = n.Noun(kind=n.NounKind.KIND, words=(n.Word(cls="KIND", text="minion"),))
    with pytest.raises(builder.BuildError):      # two nouns: `make` says so, as it always did
        sel([noun, noun])
    with pytest.raises(builder.BuildError):      # a class no field of Selection takes
        sel([noun, n.Number(value=1, text="1")])
    assert sel([None, noun]) == n.Selection(noun=noun)


def test_a_rule_the_constructors_do_not_know_goes_the_generic_way():
    calls = []
    f = builder.rule_constructor("no_such_rule_h21e", lambda name, children: calls.append(name))
    f([])
    assert calls == ["no_such_rule_h21e"]


HEADERS = ['card "Oak Gate": minion',
           'card "Oak Gate": minion, power 2',
           'card "Oak Gate": minion (Tree Folk, Root), power 2, faction Old Woods, vp 4/2/1',
           'card "Oak Gate": base, breakpoint 20, vp 4/2/1, name "Other Gate"',
           'card "Oak Gate": hero card (Elf), cost 3, armour 2, stalwart',
           'card "Oak Gate": minion ()',
           'card "Oak Gate": minion (Tree,)',
           'card "Oak Gate": minion (Tree',
           'card "Oak Gate": minion,',
           'card "Oak Gate": minion, 2',
           'card "Oak Gate": minion power 2 3',
           'card "Oak Gate": , power 2',
           'card "Oak Gate" minion',
           'card "Oak Gate":',
           'card Oak: minion',
           'card "Oak Gate": minion (Tree) (Root)',
           'card "Oak Gate": minion, power "2" 3',
           'ruleset smashup',
           'ruleset smashup extra',
           'ruleset']


@pytest.mark.parametrize("line", HEADERS)
def test_headers_read_without_lark_are_the_trees_lark_builds(line):
    toks = _header_tokens(line, 0)
    start = "ruleset_line" if toks[0].type == "_RULESET_KW" else "header"
    try:
        want = load_building_parser().parse(TokenStream(toks), start=start)
    except UnexpectedInput:
        want = None
    got = (_read_header if start == "header" else _read_ruleset_line)(toks)
    # every line Lark accepts is read here, to the same tree; a line it refuses is left to it
    assert got == want


def test_every_combination_of_header_parts_agrees_with_lark():
    parts = [' "A"', ":", " minion", " (X", " Y", ",", " Z)", ", power", " 2", ', name "q"', ", vp 4/2/1"]
    agreed = 0
    for k in range(1, 6):
        for combo in itertools.combinations(parts, k):
            line = "card" + "".join(combo)
            toks = _header_tokens(line, 0)
            if not isinstance(toks, list):
                continue
            try:
                want = load_building_parser().parse(TokenStream(toks), start="header")
            except UnexpectedInput:
                want = None
            assert _read_header(toks) == want, line
            agreed += want is not None
    assert agreed > 10


def test_the_lexers_fast_path_for_plain_keywords_changes_no_token():
    """`Vocabulary.plain` (dsl/lexer.py): a keyword read by the fast path is the token the
    full sequence of rules makes of it, in every ruleset, at a sentence's start and inside it,
    after the words that change how the next one is read."""
    import copy

    from dsl.grammar import vocabulary
    from dsl.lexer import tokenize
    from runtime.ruleset import RULESETS

    def toks(text, vocab):
        return [(t.type, str(t), t.start_pos, t.end_pos) for t in tokenize(text, vocab)]

    checked = 0
    for rs in RULESETS.values():
        fast = vocabulary(rs, ("Old Mill",))
        slow = copy.copy(fast)
        slow.plain = {}
        assert fast.plain
        for word in fast.keywords:
            for text in (f"{word} a minion.", f"Draw a card {word} here.", f"Either {word} or {word}.",
                         f"You may {word}, then {word.upper()} Old Mill {word}.",
                         f"Draw {word}, and destroy {word}.", f"Move a minion from one base to {word}."):
                assert toks(text, fast) == toks(text, slow), text
                checked += 1
    assert checked > 400


def test_a_rule_built_often_gets_its_constructor():
    """The first `WARM` times a rule is built, the generic way; then by its constructor."""
    calls = []
    cb = builder._once_warm("sel", lambda name, children: calls.append(name) or "generic", 2)
    noun = n.Noun(kind=n.NounKind.KIND, words=(n.Word(cls="KIND", text="minion"),))
    assert [cb([noun]) for _ in range(3)][:2] == ["generic", "generic"] and calls == ["sel", "sel"]
    assert cb([noun]) == n.Selection(noun=noun) and len(calls) == 2


def test_every_word_a_lexer_rule_reads_with_its_neighbours_is_kept_off_the_fast_path():
    """A rule of `tokenize` that tests the current word (`low == "one"`) must see that word: the
    plain-keyword fast path runs before the rules, so each such word is in `_READ_AGAIN` (a word
    added to a rule and not there would be emitted as a plain keyword and the rule never run)."""
    import re

    import dsl.lexer as lx

    source = Path(lx.__file__).read_text(encoding="utf-8")
    tested = set(re.findall(r'\blow == "([^"]+)"', source))
    for group in re.findall(r"\blow in \(([^)]*)\)", source):
        tested |= set(re.findall(r'"([^"]+)"', group))
    assert "one" in tested and "or" in tested
    assert tested <= lx._READ_AGAIN, sorted(tested - lx._READ_AGAIN)
    # a rule that tests the current word's keyword against a set of tokens (`kw.get(low) in
    # _EFFECT_VERBS`) must see every word of those tokens too
    sets = set(re.findall(r"\bkw\.get\(low\) in (_[A-Z_]+)", source))
    assert sets
    from dsl.grammar import vocabulary
    from runtime.ruleset import RULESETS
    for rs in RULESETS.values():
        plain = set(vocabulary(rs, ()).plain.values())
        for name in sets:
            assert not plain & getattr(lx, name), (name, sorted(plain & getattr(lx, name)))
