"""h16u: "Look at the top two cards of any deck. If you looked at your own deck, place them on
the bottom in any order, otherwise return them in the same order.": the controller chooses whose
deck (`Reveal(whose=ANY)`, as Berserk's BH-K26); "you looked at your own deck" is "the cards
looked at are yours"; "on the bottom" and "return them in the same order" with no deck named are
of the deck shown, and cards put back on top keep their order. Every card here is made up."""

from __future__ import annotations

import pytest

from runtime import spec as s
from su_table import build, run, table

CARDS = '''
card "Peeping Tom": action
  Look at the top two cards of any deck. If you looked at your own deck, place them on the bottom in any order, otherwise return them in the same order.
card "Twig": minion, power 1
'''


def deck(g, p):
    return [g.card(i).spec.name for i in g.state.zones[(p, "deck")]]


def stacked(cards, steps):
    g, jungle, castle = table(cards, steps)
    for p in (0, 1):
        for name in ("Grunt", "Twig", "Brute", "Jungle"):
            g.add_card(cards[name], p, "deck")
    return g


def test_whose_deck_is_chosen_and_the_condition_reads_the_cards_looked_at():
    cards = build(CARDS)
    eff = cards["Peeping Tom"].abilities[0].effect
    assert isinstance(eff, s.Reveal) and eff.whose is s.Controller.ANY and eff.private
    assert eff.with_revealed.condition == s.IsCard(of=s.Picked(), filter=s.Filter(owner=s.Controller.YOU))


@pytest.mark.rule("SU-A3")
def test_another_players_deck_goes_back_in_the_same_order():
    cards = build(CARDS)
    g = stacked(cards, [("player", "Bob")])
    before = deck(g, 1)
    run(g, g.add_card(cards["Peeping Tom"], 0, "discard pile"))
    assert deck(g, 1) == before
    g.chooser.assert_done()                     # no order, no top or bottom asked


@pytest.mark.rule("SU-A3")
def test_your_own_deck_goes_to_the_bottom_in_the_order_you_choose():
    cards = build(CARDS)
    g = stacked(cards, [("player", "Ann"), ("order", ["Jungle", "Brute"])])
    run(g, g.add_card(cards["Peeping Tom"], 0, "discard pile"))
    assert sorted(deck(g, 0)) == ["Brute", "Grunt", "Jungle", "Twig"]
    assert deck(g, 0)[2:] == ["Grunt", "Twig"]                  # the two looked at went under them
