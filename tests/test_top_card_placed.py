"""The top card of your deck as the object of put / place, and "the card on top of your deck" as
another wording of it (issue 16, helper h16j). Every card here is made up."""

from __future__ import annotations

import pytest

from dsl.printer import Printer
from runtime.ruleset import RULESETS
from su_table import build, parsed, run, table

CARDS = '''
card "Deep Dip": action
  Put the top card of your deck into your hand.
card "Pile Skim": action
  Put the top two cards of your deck into your discard pile.
card "Crown Sink": action
  Place the card on top of your deck on the bottom of your deck.
card "Crown Peek": action
  Look at the card on top of your deck.
'''


def _deck(g, cards, names):
    """Cards into player 0's deck, the last named on top."""
    return [g.add_card(cards[x], 0, "deck") for x in names]


def test_put_the_top_card_of_your_deck_into_your_hand_takes_the_top_one():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[])
    low, top = _deck(g, cards, ["Grunt", "Brute"])
    assert g.zone(0, "deck")[-1].id == top
    run(g, g.add_card(cards["Deep Dip"], 0, "hand"))
    assert g.card(top).zone == "hand" and g.card(low).zone == "deck"


def test_put_the_top_two_cards_into_your_discard_pile_leaves_the_third():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[])
    third, second, top = _deck(g, cards, ["Grunt", "Brute", "Grunt"])
    run(g, g.add_card(cards["Pile Skim"], 0, "hand"))
    assert {g.card(top).zone, g.card(second).zone} == {"discard pile"} and g.card(third).zone == "deck"


def test_the_card_on_top_of_your_deck_goes_to_the_bottom():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[])
    low, top = _deck(g, cards, ["Grunt", "Brute"])
    run(g, g.add_card(cards["Crown Sink"], 0, "hand"))
    assert [c.id for c in g.zone(0, "deck")] == [top, low]       # the old top card is now under


def test_the_card_on_top_of_your_deck_lowers_as_the_top_card_of_your_deck():
    for a, b in [("Look at the card on top of your deck.", "Look at the top card of your deck."),
                 ("Reveal the card on top of your deck.", "Reveal the top card of your deck."),
                 ("Put the card on top of your deck into your hand.", "Put the top card of your deck into your hand.")]:
        cards = build(f'card "Aa Aa": action\n  {a}\ncard "Bb Bb": action\n  {b}\n')
        assert [x.effect for x in cards["Aa Aa"].abilities] == [x.effect for x in cards["Bb Bb"].abilities], a


@pytest.mark.parametrize("text", ["Put the card on top of your deck into your hand.",
                                  "Place the top two cards of your deck on the bottom of your deck."])
def test_it_prints_back_to_the_same_ast(text):
    ab = parsed(text)
    again = Printer(RULESETS["smashup"]).ability(ab)
    assert parsed(again) == ab, again


def test_the_top_card_of_another_players_deck_is_still_refused():
    from su_table import errors
    assert any("E501" in x for x in errors('card "Odd Dip": action\n  Put the top card of another player\'s deck into your hand.\n'))
