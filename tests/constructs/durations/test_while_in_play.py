"""An ongoing gain with no duration lasts while its card is in play."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import ongoing_game as game


@pytest.mark.rule("SU-A8")
def test_an_ongoing_gain_without_a_duration_lasts_while_the_card_is_in_play():
    g, _, specs, field = game('''
card "Drummer": minion, power 2
  Ongoing: Each of your other minions gains +1 power.
''')
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    drummer = g.add_card(specs["Drummer"], 0, "bases", at=field)
    g.begin_turn(0)
    g.end_turn()
    assert g.value(grunt, "power") == 4 and g.value(drummer, "power") == 2
    g.execute(s.Destroy(target=s.This()), source=drummer)
    assert g.value(grunt, "power") == 3

