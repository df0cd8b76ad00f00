""""X to Y": when X is a payment ("discard a card to …") Y needs it done; when the words of X
allow acting on no card ("any number of", "up to N": SU-A5), doing it to none is doing it, and
Y happens ("… to draw that number plus two cards" draws two)."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, hand_size, run, table

CARDS = ('card "Clear the Desk": action\n  Discard any number of cards to draw that number plus two cards.\n'
         'card "Toll": action\n  Discard a card to draw two cards.\n'
         'card "Sweep": action\n  Destroy up to two minions to draw a card.\n')


def test_a_payment_is_a_conditional_continuation_and_none_allowed_is_a_sequence():
    cards = build(CARDS)
    assert isinstance(cards["Toll"].abilities[0].effect, s.Then)
    assert isinstance(cards["Clear the Desk"].abilities[0].effect, s.Sequence)
    assert isinstance(cards["Sweep"].abilities[0].effect, s.Sequence)


@pytest.mark.rule("SU-A5")
def test_none_discarded_still_draws_that_number_plus_two():
    cards = build(CARDS)
    g, _, _ = table(cards, [("targets", [])])
    g.add_card(cards["Grunt"], 0, "hand")
    for _ in range(3):
        g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Clear the Desk"], 0, "discard pile"))
    assert hand_size(g, 0) == 3                 # the Grunt kept, two cards drawn


@pytest.mark.rule("SU-A5")
def test_two_discarded_draw_four():
    cards = build(CARDS)
    g, _, _ = table(cards, [("targets", [0, 1])])
    g.add_card(cards["Grunt"], 0, "hand")
    g.add_card(cards["Grunt"], 0, "hand")
    for _ in range(5):
        g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Clear the Desk"], 0, "discard pile"))
    assert hand_size(g, 0) == 4


@pytest.mark.rule("SU-A4")
def test_a_payment_not_made_gives_nothing():
    cards = build(CARDS)
    g, _, _ = table(cards)
    g.add_card(cards["Brute"], 0, "deck")
    g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Toll"], 0, "discard pile"))    # an empty hand: nothing to discard
    assert hand_size(g, 0) == 0
