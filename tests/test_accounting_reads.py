"""How word accounting sees lowering's reads (dsl/lowering/accounting.py, "How reads are seen"):
nodes are armed for the block and left as they were after it; a node built during the block
counts when it is read. Cards here are our own wording."""

from __future__ import annotations

import attrs
import pytest

import dsl
from dsl import nodes as n
from dsl.lowering import accounting as acc

TEXT = ("ruleset smashup\n"
        "card \"Probe Card\": action\n"
        "  Destroy an action played on a base.\n"
        "card \"Probe Mover\": minion, power 2\n"
        "  Move one of your minions onto this base. Draw a card.\n"
        "  Ongoing: This minion has +1 power during other players' turns.\n"
        "card \"Probe Extra\": action\n"
        "  Play an extra standard action.\n")


def every_node(rep):
    for c in rep.cards:
        for ab in c.card.abilities:
            yield from acc.nodes(ab)


def assert_as_built(rep) -> None:
    assert acc._armed == {}
    assert [c for c in n.node_classes() if "__getattr__" in c.__dict__] == []
    built = set(n.node_classes())
    for x in every_node(rep):
        assert type(x) in built, type(x)            # no node is left of its class's stand-in
        for f in attrs.fields(type(x)):
            object.__getattribute__(x, f.name)      # every field is in its slot


def unconsumed(text, led) -> list[str]:
    return [text[a:b] for a, b in led.unconsumed()]


def test_lowering_leaves_every_node_as_it_was_built():
    rep = dsl.check_text(TEXT)
    # the last card is refused for a word ("standard"), the others compile: all were lowered
    assert [c.ok for c in rep.cards] == [True, True, False]
    assert [d.message for d in rep.cards[2].diagnostics] == ["`standard` is not understood here"]
    assert_as_built(rep)
    again = dsl.check_text(TEXT, lower=False)
    assert [c.card for c in rep.cards] == [c.card for c in again.cards]


def test_a_node_built_during_the_block_consumes_when_read():
    rep = dsl.check_text(TEXT, lower=False)
    ab = rep.cards[0].card.abilities[0]
    ph = ab.sentences[0].body.items[0].phrases[0]
    with acc.accounting(rep.source.text, ab) as led:
        with acc.unread():          # a rewrite (as `read_onto` makes): reads nothing
            copy = attrs.evolve(ph, kind=ph.kind)
        assert "played" in unconsumed(rep.source.text, led)
        copy.np                     # what the copy carries is the phrase's words: read
        assert "played" not in unconsumed(rep.source.text, led)
    assert_as_built(rep)


def test_a_read_in_unread_consumes_nothing_and_leaves_the_node_armed():
    rep = dsl.check_text(TEXT, lower=False)
    ab = rep.cards[0].card.abilities[0]
    ph = ab.sentences[0].body.items[0].phrases[0]
    with acc.accounting(rep.source.text, ab) as led:
        with acc.unread():
            ph.np
            ph.np
        assert "played" in unconsumed(rep.source.text, led)
        ph.np
        assert "played" not in unconsumed(rep.source.text, led)


def test_an_error_in_the_block_leaves_every_node_as_it_was():
    rep = dsl.check_text(TEXT, lower=False)
    ab = rep.cards[1].card.abilities[0]
    with pytest.raises(RuntimeError):
        with acc.accounting(rep.source.text, ab):
            ab.sentences        # one read, the rest still armed
            raise RuntimeError("lowering failed")
    assert_as_built(rep)


def test_a_missing_attribute_is_still_an_attribute_error():
    rep = dsl.check_text(TEXT, lower=False)
    ab = rep.cards[0].card.abilities[0]
    with acc.accounting(rep.source.text, ab):
        sel = ab.sentences[0].body.items[0].np
        assert getattr(sel, "no_such_field", "absent") == "absent"
        with pytest.raises(AttributeError, match="no_such_field"):
            sel.no_such_field


def test_an_armed_node_is_its_own_class_to_lowering():
    """An armed node's class is its stand-in until it is read; `__class__`, `isinstance`, `==`
    and `attrs.evolve` see its own class, and the first read gives it back."""
    rep = dsl.check_text(TEXT, lower=False)
    ab = rep.cards[0].card.abilities[0]
    ph = ab.sentences[0].body.items[0].phrases[0]
    twin = dsl.check_text(TEXT, lower=False).cards[0].card.abilities[0].sentences[0].body.items[0].phrases[0]
    with acc.accounting(rep.source.text, ab) as led:
        assert type(ph) is not n.Phrase and ph.__class__ is n.Phrase and isinstance(ph, n.Phrase)
        assert not isinstance(ph, n.Selection)
        with acc.unread():
            copy = attrs.evolve(ph, kind=ph.kind)
            assert ph == twin and copy == ph and copy.__class__ is n.Phrase
            assert type(copy) is type(ph)           # (a node built in the block is armed as built)
            assert type(ph) is not n.Phrase         # (read in `unread`: still armed)
        assert "played" in unconsumed(rep.source.text, led)
        ph.np
        assert type(ph) is n.Phrase and "played" not in unconsumed(rep.source.text, led)
    assert_as_built(rep)
