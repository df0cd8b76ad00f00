"""Grammar health: a strict LALR build, named terminals, and a node for every rule."""

from __future__ import annotations

import attrs
import pytest

from dsl import nodes as n
from dsl.builder import BuildError, handles, make
from dsl.grammar import keyword_table, load_parser, ruleset_classes
from dsl.lexer import OPEN_CLASSES
from runtime.ruleset import RULESETS


def test_grammar_builds_strict_without_conflicts():
    # strict=True raises on any shift/reduce conflict (needs lark[interegular]).
    p = load_parser("en", strict=True)
    assert p.options.parser == "lalr"


def test_no_anonymous_terminals():
    p = load_parser("en", strict=True)
    assert not [t.name for t in p.terminals if t.name.startswith("__ANON")]


def test_every_rule_and_alias_has_a_node():
    p = load_parser("en", strict=True)
    # `?rule`s with one child are inlined by Lark and never reach the builder
    names = {str(r.alias or r.origin.name) for r in p.rules
             if not (r.options.expand1 and not r.alias and len(r.expansion) == 1)}
    names = {x for x in names if not x.startswith("_")}
    missing = sorted(x for x in names if not handles(x) and x not in ("header", "type_line", "subtype",
                                                                      "field", "ruleset_line"))
    assert not missing, f"grammar rules with no node in dsl/builder.py: {missing}"


def test_keywords_are_single_lower_case_words_or_fixed_idioms():
    # Keywords come from the grammar's own string terminals; the lexer reads them there.
    table = keyword_table()
    assert table["destroy"] == "_DESTROY"
    assert table["instead of"] == "_INSTEAD_OF"          # a fixed idiom, matched whole
    assert all(k == k.lower() for k in table)


def test_open_word_classes_come_from_the_ruleset_not_the_grammar():
    text = load_parser().terminals
    kw = set(keyword_table())
    for rs in RULESETS.values():
        for words, cls in ruleset_classes(rs).items():
            assert cls in OPEN_CLASSES
            # a card type or stat is never also a grammar keyword (it would never be seen)
            if cls in ("KIND", "STAT"):
                assert " ".join(words) not in kw, words
    assert text  # the grammar loaded


def test_every_node_class_has_a_stable_kind_tag():
    for cls in n.node_classes():
        assert isinstance(getattr(cls, "KIND", None), str), cls.__name__
    tags = [cls.KIND for cls in n.node_classes()]
    assert len(tags) == len(set(tags))


def test_spans_do_not_affect_equality():
    a = n.Word(cls="KIND", text="minion", span=n.Span(0, 6))
    b = n.Word(cls="KIND", text="minion", span=n.Span(10, 16))
    assert a == b and hash(a) == hash(b)


def test_a_child_that_fits_no_field_is_an_internal_error_not_a_dropped_word():
    with pytest.raises(BuildError):
        make(n.Quant, [n.Word(cls="KIND", text="minion")], None, {"kind": "one"})


def test_nodes_are_frozen():
    w = n.Word(cls="KIND", text="minion")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        w.text = "base"  # type: ignore[misc]

