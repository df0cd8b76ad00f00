"""h16n: "When X goes to the discard pile, … instead" is a replacement of where the card goes,
as "If X would go to the discard pile, … instead"; the card on a minion still holds it as the
minion goes (the cards on a minion leave after it)."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, run, table


def test_the_when_form_is_the_replacement_of_the_if_form():
    cards = build('''card "Imp A": minion, power 2
  Ongoing: When this minion goes to the discard pile, return it to your hand instead.
card "Imp B": minion, power 2
  Ongoing: If this minion would go to the discard pile, return it to your hand instead.
''')
    (a,) = cards["Imp A"].abilities
    (b,) = cards["Imp B"].abilities
    assert a.KIND == "replacement" and a.when.event is s.Event.LEAVE_PLAY and a.when.zone == "discard pile"
    assert (a.when, a.instead) == (b.when, b.instead)


@pytest.mark.rule("SU-A2")
def test_a_destroyed_minion_with_the_card_on_it_goes_to_the_deck_and_the_card_to_the_discard_pile():
    cards = build('''card "Charm": action
  Play on a minion you control. Ongoing: When this minion goes to the discard pile, shuffle it into your deck instead.
card "Squash": action
  Destroy a minion.
''')
    g, jungle, castle = table(cards)
    brute = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    g.play_card(g.add_card(cards["Charm"], 0), on=brute)
    charm = [c for c in g.in_play() if c.spec.name == "Charm"][0]
    run(g, g.add_card(cards["Squash"], 1, "discard pile"), controller=1)
    assert g.card(brute).zone == "deck"
    assert charm.zone == "discard pile"


@pytest.mark.rule("SU-A2")
def test_its_own_replacement_returns_the_minion_to_the_hand():
    cards = build('''card "Imp": minion, power 2
  Ongoing: When this minion goes to the discard pile, return it to your hand instead.
card "Squash": action
  Destroy a minion.
''')
    g, jungle, castle = table(cards)
    imp = g.add_card(cards["Imp"], 0, "bases", at=jungle)
    run(g, g.add_card(cards["Squash"], 1, "discard pile"), controller=1)
    assert g.card(imp).zone == "hand"
