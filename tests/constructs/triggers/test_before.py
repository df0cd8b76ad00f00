"""Triggers before an event: before a minion is destroyed."""

from __future__ import annotations

import pytest

from su_table import build, table


@pytest.mark.rule("SU-A2")
def test_before_a_minion_is_destroyed_take_one_of_its_counters():
    cards = build('card "Scavenger": minion, power 2\n  Ongoing: Before another minion here is destroyed, you may '
                  'transfer one of its +1 power counters to this minion.\n'
                  'card "Smite": action\n  Destroy a minion.\n')
    g, jungle, _ = table(cards, [("targets", [1]), ("may", "yes")])      # Smite: the Grunt
    scav = g.add_card(cards["Scavenger"], 0, "bases", at=jungle)
    victim = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.card(victim).counters["+1 power"] = 2
    g.state.players[0].plays_left["action"] = 1
    g.play_card(g.add_card(cards["Smite"], 0, "hand"))
    assert g.card(victim).zone == "discard pile"
    assert g.card(scav).counters.get("+1 power", 0) == 1

