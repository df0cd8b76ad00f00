"""h16u: "Place a +1 power counter on this minion and that minion": counters go on cards, so a
card after "and" is a second place they go (as "… and on that minion"), never a card placed.
Every card here is made up."""

from __future__ import annotations

import pytest

from runtime import spec as s
from su_table import build, errors_of, run, table

CARDS = '''
card "Buddy System": minion, power 2
  Talent: Choose another minion you played this turn. Place a +1 power counter on this minion and that minion.
card "Rally Cry": action
  Place a +1 power counter on a minion and another minion.
'''


def test_the_second_card_is_where_the_counter_also_goes():
    cards = build(CARDS)
    eff = cards["Buddy System"].abilities[0].effect.with_picked
    assert [type(x) for x in eff.effects] == [s.PlaceCounters, s.PlaceCounters]
    assert eff.effects[0].target == s.This() and eff.effects[1].target == s.Picked()


@pytest.mark.rule("SU-A1")
def test_each_card_named_gets_one_counter():
    cards = build(CARDS)
    g, jungle, castle = table(cards, [("targets", "Brute"), ("targets", "Grunt#4")])
    brute = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Rally Cry"], 0, "discard pile"))
    assert g.card(brute).counters.get("+1 power", 0) == 1
    assert g.card(grunt).counters.get("+1 power", 0) == 1


def test_a_counter_after_and_is_still_another_counter():
    assert not errors_of('card "Two Pins": action\n  Place a +1 power counter on a minion and a +1 power counter on another minion.\n')
