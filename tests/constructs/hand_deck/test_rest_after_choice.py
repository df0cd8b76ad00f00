"""h16u: "Look at the top four cards of your deck. Discard one or play one as an extra minion,
then place the rest on the top and/or bottom of your deck in any order.": "the rest" are the cards
shown that no alternative took, so what is done with them follows the whole choice (every card
shown when a "may" is declined). Every card here is made up."""

from __future__ import annotations

import pytest

from runtime import spec as s
from su_table import build, errors_of, run, table

CARDS = '''
card "Field Kit": action
  Look at the top four cards of your deck. Discard one or play one as an extra minion, then place the rest on the top and/or bottom of your deck in any order.
card "Spare Kit": action
  Look at the top two cards of your deck. You may discard one or draw one, then put the rest on the bottom of your deck.
card "Twig": minion, power 1
'''


def deck(g, p):
    return [g.card(i).spec.name for i in g.state.zones[(p, "deck")]]


def stacked(cards, steps):
    g, jungle, castle = table(cards, steps)
    for name in ("Grunt", "Twig", "Brute"):
        g.add_card(cards[name], 0, "deck")
    return g, jungle, castle


def test_the_rest_follows_the_whole_choice():
    cards = build(CARDS)
    eff = cards["Field Kit"].abilities[0].effect.with_revealed
    assert isinstance(eff, s.Sequence)
    first, rest = eff.effects
    assert isinstance(first, s.Choose)
    assert isinstance(rest, s.Move) and rest.either_end and rest.target.filter.among_picked


@pytest.mark.rule("SU-A3")
def test_discard_one_then_the_others_go_back_where_you_choose():
    cards = build(CARDS)
    g, jungle, castle = stacked(cards, [("modes", "1:discard_cards"), ("targets", "Twig"),
                                        ("order", ["Grunt", "Brute"]), ("position", "bottom"),
                                        ("position", "top")])
    run(g, g.add_card(cards["Field Kit"], 0, "discard pile"))
    assert "Twig" in [g.card(i).spec.name for i in g.state.zones[(0, "discard pile")]]
    assert sorted(deck(g, 0)) == ["Brute", "Grunt"]


@pytest.mark.rule("SU-A3")
def test_play_one_then_the_rest_go_back_too():
    cards = build(CARDS)
    g, jungle, castle = stacked(cards, [("modes", "2:play_card"), ("targets", "Brute"),
                                        ("base", "Jungle#1"),
                                        ("order", ["Grunt", "Twig"]), ("position", "top"),
                                        ("position", "top")])
    run(g, g.add_card(cards["Field Kit"], 0, "discard pile"))
    assert [c.spec.name for c in g.in_play() if c.owner == 0] == ["Brute"]
    assert sorted(deck(g, 0)) == ["Grunt", "Twig"]


@pytest.mark.rule("SU-A5")
def test_declining_the_may_still_puts_every_card_shown_back():
    cards = build(CARDS)
    g, jungle, castle = stacked(cards, [("modes", "1:discard_cards"), ("targets", "Twig"), ("may", "no")])
    run(g, g.add_card(cards["Spare Kit"], 0, "discard pile"))
    assert deck(g, 0)[0] in ("Twig", "Brute") and len(deck(g, 0)) == 3 and not g.zone(0, "hand")
    assert not g.zone(0, "discard pile")[1:]         # only the Spare Kit itself


def test_another_instruction_after_the_last_alternative_is_still_refused():
    errs = errors_of('card "Loose Kit": action\n  Look at the top three cards of your deck. '
                     'You may draw one or play one as an extra minion, then draw a card.\n')
    assert errs and errs[0].startswith("E501")
