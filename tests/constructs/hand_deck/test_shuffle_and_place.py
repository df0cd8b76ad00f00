"""Shuffling a deck or a hand into it, and placing cards on the top or the bottom of a deck."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, lower_one as one, run, table


@pytest.mark.parametrize("text,bottom", [
    ("Place this card on the bottom of your deck.", True),
    ("Place a card from your hand on top of your deck.", False),
])
def test_placing_on_the_top_or_bottom_of_a_deck(text, bottom):
    lo, _ = one(text)
    (ab, _), = lo.abilities
    assert (ab.effect.to_zone, ab.effect.bottom) == ("deck", bottom)


def test_shuffling_a_hand_into_a_deck_selects_every_card_of_the_hand():
    lo, _ = one("Shuffle your hand into your deck.")
    (ab, _), = lo.abilities
    assert ab.effect == s.ShuffleIntoDeck(target=s.Each(filter=s.Filter(zone="hand", controller=s.Controller.YOU)))


def test_shuffle_your_deck_keeps_the_cards():
    cards = build('card "Stir": action\n  Draw a card. Shuffle your deck.\n')
    g, _, _ = table(cards)
    deck = [g.add_card(cards["Grunt"], 0, "deck") for _ in range(5)]
    run(g, g.add_card(cards["Stir"], 0, "discard pile"))
    assert sorted(g.state.zone_cards(0, "deck") + [c.id for c in g.zone(0, "hand")]) == sorted(deck)

