""""Give a minion -1 power until … to draw a card": a give done for what follows, as "destroy a
minion to draw a card" — the second instruction only if the first happened. Made-up cards."""

from __future__ import annotations

import pytest

from su_table import hand_size, ongoing_game as game

SET = '''
card "Hex Toad": action
  Give a minion -1 power until the start of your next turn to draw a card.
'''


def _started():
    g, ch, specs, field = game(SET)
    g.begin_turn(0)
    g.next_phase()
    return g, ch, specs, field


@pytest.mark.rule("SU-A4")
def test_the_give_happens_then_the_card_is_drawn():
    g, _, specs, field = _started()
    grunt = g.add_card(specs["Grunt"], 1, "bases")
    g.state.cards[grunt].at = field
    toad = g.add_card(specs["Hex Toad"], 0)
    g.play_card(toad)
    assert g.value(g.state.cards[grunt], "power") == 2
    assert hand_size(g, 0) == 1


@pytest.mark.rule("SU-A4")
def test_with_no_minion_to_give_it_to_nothing_is_drawn():
    g, _, specs, field = _started()
    toad = g.add_card(specs["Hex Toad"], 0)
    g.play_card(toad)
    assert hand_size(g, 0) == 0

