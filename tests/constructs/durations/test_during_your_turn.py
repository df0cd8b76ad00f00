""""During your turn, …": an ongoing ability that holds on your turns only."""

from __future__ import annotations

import pytest

from su_table import meadow_game as game, parsed


# ------------------------------------------------------------------ "During your turn, …"


def test_during_your_turn_is_on_your_turn():
    a = parsed("Ongoing: During your turn, this minion has +2 power.", "minion")
    b = parsed("Ongoing: On your turn, this minion has +2 power.", "minion")
    assert a == b


@pytest.mark.rule("SU-A2")
def test_an_extra_play_during_your_turn():
    g, specs, meadow = game('''
card "Sunbather": minion, power 2
  Ongoing: During your turn, you may play an extra action.
''')
    g.add_card(specs["Sunbather"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    assert g.players[0].plays_left["action"] == 2
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    assert g.players[1].plays_left["action"] == 1

