"""After "Play on a minion.", "it" with nothing else to refer to is the card the action is on."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import ongoing_game as game, probe_ir as compiled


@pytest.mark.rule("SU-V3")
def test_it_is_the_host_not_the_action():
    (ab,) = compiled("Play on a minion. Remove a +1 power counter from it.")
    assert ab.effect.target == s.Host()


def test_it_is_still_what_was_chosen_when_something_was():
    (ab,) = compiled("Play on a minion. Choose a minion. Place a +1 power counter on it.")
    assert ab.effect.KIND == "pick" and ab.effect.with_picked.target == s.Picked()


@pytest.mark.rule("SU-V3")
def test_the_counter_lands_on_the_minion_it_was_played_on():
    g, _, specs, field = game('''
card "Brass Boost": action
  Play on a minion. Place a +1 power counter on it.
''')
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    boost = g.add_card(specs["Brass Boost"], 0)
    g.play_card(boost, on=grunt)
    assert g.value(grunt, "power") == 4 and g.card(grunt).counters.get("+1 power") == 1
