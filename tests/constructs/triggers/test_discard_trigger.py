"""Triggers on a discard (issue 16, h16m): "after you discard a card", "after another player discards
one or more cards from their hand" — `Event.DISCARD` by that player, "from your hand" only the
hand's (a card looked at on top of a deck can be discarded too), "one or more" once for the
discards of one resolution."""

from __future__ import annotations

import pytest

from su_table import lower_one, ongoing_game as game


def _pattern(text: str):
    lo, _ = lower_one(text)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    return lo.abilities[0][0].when


@pytest.mark.parametrize("text, player, zone, many", [
    ("Ongoing: After you discard a card, draw a card.", "you", None, False),
    ("Ongoing: After you discard one or more cards from your hand, draw a card.", "you", "hand", True),
    ("Ongoing: After another player discards a minion, draw a card.", "opponent", None, False),
    ("Ongoing: After a player discards one or more cards from their deck, draw a card.", "any", "deck", True),
])
def test_a_discard_trigger_reads_who_where_and_how_many(text, player, zone, many):
    pat = _pattern(text)
    assert pat.event.value == "discard" and pat.player.value == player
    assert pat.zone == zone and pat.one_or_more is many


@pytest.mark.parametrize("text", [
    "Ongoing: After you discard a card from their hand, draw a card.",
    "Ongoing: After you discard a card from your discard pile, draw a card.",
    "Ongoing: After each player discards a card, draw a card.",
])
def test_a_discard_from_elsewhere_or_by_unclear_players_is_refused(text):
    lo, _ = lower_one(text)
    assert any(d.code.id == "E501" for d in lo.diagnostics)


TIER = '''
card "Hoarder": minion, power 2
  Ongoing: After you discard one or more cards from your hand, draw a card.
card "Purge": action
  Discard two cards.
card "Peek": action
  Look at the top card of your deck. Discard it.
card "Coin": action
'''


@pytest.mark.rule("SU-A6")
def test_discarding_two_cards_from_your_hand_triggers_once():
    g, ch, specs, field = game(TIER, steps=[("discard", [0, 1])])
    g.add_card(specs["Hoarder"], 0, "bases", at=field)
    g.add_card(specs["Coin"], 0)
    g.add_card(specs["Coin"], 0)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Purge"], 0))
    assert [c.name for c in g.zone(0, "discard pile")].count("Coin") == 2
    assert [c.name for c in g.zone(0, "hand")] == ["Pebble"]          # one draw for both discards


@pytest.mark.rule("SU-A2")
def test_a_card_discarded_from_the_deck_is_not_from_your_hand():
    g, ch, specs, field = game(TIER)
    g.add_card(specs["Hoarder"], 0, "bases", at=field)
    top = g.add_card(specs["Coin"], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Peek"], 0))
    assert g.card(top).zone == "discard pile"
    assert not g.zone(0, "hand")
