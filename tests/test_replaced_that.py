""""That minion" in what a replacement does instead (issue 16, a known bug): the card of the
replaced event, not the card whose ability caused it. Cards in our own words with made-up names."""

from __future__ import annotations

from runtime import spec as s

from su_table import meadow_game

CARDS = '''
card "Guardian Moth": minion, power 2
  Ongoing: If one of your other minions here would be destroyed, place a +1 power counter on that minion instead.
card "Smash": action
  Destroy a minion.
'''


def test_that_minion_is_the_replaced_events_card():
    g, specs, _ = meadow_game(CARDS)
    (moth,) = specs["Guardian Moth"].abilities
    assert isinstance(moth, s.Replacement) and moth.instead.effect.target == s.EventCard()


def test_the_minion_that_would_be_destroyed_gets_the_counter():
    g, specs, meadow = meadow_game(CARDS, steps=[("targets", "Brute")])
    g.add_card(specs["Guardian Moth"], 0, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.begin_turn(1)
    g.next_phase()
    smash = g.add_card(specs["Smash"], 1, "hand")
    g.play_card(smash)
    assert g.card(brute).zone == "bases"
    assert g.card(brute).counters.get("+1 power") == 1
    assert not g.card(smash).counters
