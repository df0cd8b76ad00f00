""""A and/or B" between instructions: one of them or both, done in the order printed (`Choose` from
one to all the modes, `in_order`); "you may" before it makes the whole choice optional (SU-A3) (h16v)."""

from __future__ import annotations

import pytest

from dsl import nodes as n
from runtime import spec as s

from su_table import build, parsed, probe_ir, run, table

KNOT = ('card "Knot Tyer": action\n  Draw a card and/or place a +1 power counter on one of your minions.\n'
        'card "Shed Skin": action\n  Discard a card and/or draw a card.\n'
        'card "Loose End": action\n  You may draw two cards and/or gain 1 VP.\n')


def test_and_or_between_instructions_is_a_choice_of_any_of_them():
    ab = parsed("Draw a card and/or gain 1 VP.")
    (sentence,) = ab.sentences
    assert isinstance(sentence.body, n.Alternatives) and sentence.body.any_of and len(sentence.body.alts) == 2


def test_and_or_lowers_to_one_or_both_in_order():
    (ab,) = probe_ir("Draw a card and/or gain 1 VP.")
    assert isinstance(ab.effect, s.Choose) and ab.effect.modes[0] == s.Draw()
    assert (ab.effect.min, ab.effect.max, ab.effect.in_order) == (1, 2, True)


def test_you_may_makes_the_whole_and_or_optional():
    (ab,) = probe_ir("You may draw two cards and/or gain 1 VP.")
    assert isinstance(ab.effect, s.May) and isinstance(ab.effect.effect, s.Choose)
    assert (ab.effect.effect.min, ab.effect.effect.max) == (1, 2)


def test_or_alone_is_still_one_of_them():
    (ab,) = probe_ir("Draw a card OR gain 1 VP.")
    assert (ab.effect.min, ab.effect.max, ab.effect.in_order) == (1, 1, False)


@pytest.mark.rule("SU-A3")
def test_both_are_done():
    cards = build(KNOT)
    g, jungle, _ = table(cards, [("modes", [0, 1])])
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Knot Tyer"], 0, "discard pile"))
    assert len(g.zone(0, "hand")) == 1 and g.value(g.card(grunt), "power") == 3


@pytest.mark.rule("SU-A3")
def test_both_are_done_in_the_order_printed_whatever_order_is_chosen():
    cards = build(KNOT)
    g, jungle, _ = table(cards, [("modes", [1, 0])])
    g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Shed Skin"], 0, "discard pile"))
    # the discard first (an empty hand: nothing), then the draw: the card drawn stays in hand
    assert [c.spec.name for c in g.zone(0, "hand")] == ["Brute"]


@pytest.mark.rule("SU-A3")
def test_only_the_second_may_be_chosen():
    cards = build(KNOT)
    g, jungle, _ = table(cards, [("modes", [1]), ("may", "yes")])
    g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Loose End"], 0, "discard pile"))
    assert g.zone(0, "hand") == [] and g.players[0].resources["vp"] == 1
