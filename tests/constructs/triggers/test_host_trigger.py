""""When this minion is destroyed" on an action played on a minion: the minion it is on."""

from __future__ import annotations

import pytest

from su_table import ongoing_game as game

WAGER = '''
card "Wager": action
  Play on a minion. Ongoing: When this minion is destroyed, you gain 1 VP.
card "Scrap": action
  Destroy an action.
'''


def _vp(g, p):
    return g.state.players[p].resources.get("vp", 0)


@pytest.mark.rule("SU-A2")
@pytest.mark.parametrize("destroyed,gained", [("minion", 1), ("action", 0)])
def test_this_minion_in_a_trigger_is_the_host(destroyed, gained):
    """Destroying the minion fires it; destroying only the action does not (before, "this
    minion" was read as the action: destroying the action alone gave the VP)."""
    g, _, specs, field = game(WAGER)
    grunt = g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    wager = g.add_card(specs["Wager"], 0)
    g.play_card(wager, on=grunt)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash" if destroyed == "minion" else "Scrap"], 1))
    assert g.card(wager).zone == "discard pile"
    assert _vp(g, 0) == gained
