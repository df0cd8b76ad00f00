"""Grammar health: a strict LALR build, named terminals, and a node for every rule."""

from __future__ import annotations

import attrs
import pytest

import dsl
from dsl import kinds as k
from dsl import nodes as n
from dsl.aliases import (NOT_FROM_ALIASES, KindMismatch, kind_enum, kind_enums, kind_mismatches, kinds_built,
                         rule_names)
from dsl.builder import BuildError, handles, make
from dsl.grammar import _build, grammar_text, keyword_table, load_parser, ruleset_classes
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
    text = load_parser("en", strict=True).terminals
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
        make(n.Quant, [n.Word(cls="KIND", text="minion")], None, {"kind": k.QuantKind.ONE})


def test_nodes_are_frozen():
    w = n.Word(cls="KIND", text="minion")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        w.text = "base"  # type: ignore[misc]



# ------------------------------------------------------------------ kinds: enums against the grammar
def test_every_kind_the_grammar_builds_is_a_member_and_every_member_is_built():
    """dsl/kinds.py and the grammar agree (the loader checks the same, dsl/grammar.py)."""
    names = rule_names(load_parser("en", strict=True).rules)
    assert kind_mismatches(names) == []
    built = kinds_built(names)
    for enum in kind_enums().values():
        assert {m.value for m in enum} == set(built[enum]) | set(NOT_FROM_ALIASES.get(enum, ())), enum.__name__


def test_every_node_family_with_a_kind_has_its_own_enum():
    families = kind_enums()
    assert len(families) == 24
    assert len(set(families.values())) == len(families)
    for cls, enum in families.items():
        assert enum.__name__ == f"{cls.__name__}Kind" and issubclass(enum, k.Kind)
        for m in enum:        # the value is the alias's word, the name its upper case
            assert isinstance(m, str) and m.name == m.value.upper(), m


def test_an_instruction_has_a_kind_for_every_verb():
    """Effect(kind=…) is its verb's for an instruction with a verb (the rule `effect`)."""
    assert {m.value for m in k.VerbKind} <= {m.value for m in k.InstructionKind}


def test_a_kind_mismatch_names_the_kinds_and_rules():
    names = rule_names(load_parser("en", strict=True).rules)
    problems = kind_mismatches((names - {"p_here"}) | {"p_nowhere", "rule_of_no_family"})
    assert any("PhraseKind: the grammar builds kind 'nowhere' (p_nowhere)" in p for p in problems), problems
    assert any(p.startswith("PhraseKind.HERE: no grammar rule or alias builds it") for p in problems), problems
    assert any("`rule_of_no_family` builds no node" in p for p in problems), problems
    assert len(problems) == 3, problems


def test_the_grammar_does_not_load_when_its_kinds_and_the_enums_disagree():
    text = grammar_text().replace("-> t_each_other", "-> t_every_other")
    assert text != grammar_text()
    with pytest.raises(KindMismatch) as e:
        _build(text, strict=False)
    assert "TurnRefKind: the grammar builds kind 'every_other' (t_every_other)" in str(e.value)
    assert "TurnRefKind.EACH_OTHER: no grammar rule or alias builds it" in str(e.value)


def _walk(x):
    if isinstance(x, n.Node):
        yield x
        for f in attrs.fields(type(x)):
            yield from _walk(getattr(x, f.name))
    elif isinstance(x, tuple):
        for y in x:
            yield from _walk(y)


def test_the_builder_sets_enum_members_never_strings():
    text = ("ruleset smashup\n"
            'card "Tidy Gremlin": minion, power 2\n'
            "  Ongoing: After another minion is destroyed here, you may return it to its owner's hand.\n"
            "  Talent: Destroy each minion of power 2 or less on this base, then draw a card.\n")
    card = dsl.check_text(text, lower=False).cards[-1].card
    kinds = [(type(x), x.kind) for x in _walk(card) if hasattr(x, "kind") and isinstance(x, n.Node)]
    assert len(kinds) > 10
    for cls, kind in kinds:
        assert type(kind) is kind_enum(cls), (cls.__name__, kind)


def test_a_kind_is_converted_to_its_member_and_an_unknown_one_is_an_error():
    assert n.Quant(kind="each").kind is k.QuantKind.EACH
    assert n.Instruction(kind=k.VerbKind.DESTROY).kind is k.InstructionKind.DESTROY
    with pytest.raises(ValueError, match="no_such_quantity"):
        n.Quant(kind="no_such_quantity")


def test_every_one_word_adjective_may_stand_between_the_and_a_possessive():
    """"the named creature's …", "the extra minion's base": the lexer makes that "the" a
    possessive (`_THE_POSS`) only across the adjectives it knows (`dsl/lexer._POSS_ADJS`); an
    adjective added to the grammar's `adj` without it printed text that did not read back (the
    printer round trip found "the named creature's")."""
    from dsl.lexer import _POSS_ADJS
    p = load_parser("en", strict=True)
    one_word = {r.expansion[0].name for r in p.rules
                if r.origin.name == "adj" and len(r.expansion) == 1 and r.expansion[0].is_term}
    assert one_word == _POSS_ADJS
