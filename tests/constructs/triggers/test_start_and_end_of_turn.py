"""Triggers at the start or end of a turn: yours, each player's, each other player's."""

from __future__ import annotations

import pytest

from su_table import errors_of, hand_cards, hand_size, meadow_game, ongoing_game, parsed


# ------------------------------------------------------------------ "each player's turn"


def test_each_players_turn_is_each_turn():
    a = parsed("Ongoing: At the start of each player's turn, that player draws a card.", "minion")
    b = parsed("Ongoing: At the start of each turn, that player draws a card.", "minion")
    assert a == b


@pytest.mark.rule("SU-A2")
def test_at_the_start_of_each_players_turn_that_player_acts():
    g, specs, _ = meadow_game('''
card "Well of Plenty": base, breakpoint 30, vp 3/2/1
  At the start of each player's turn, that player may draw a card.
''', steps=[("may", "yes"), ("may", "yes")])
    g.add_card(specs["Well of Plenty"], None, "bases")
    g.begin_turn(1)
    assert len(hand_cards(g, 1)) == 1 and len(hand_cards(g, 0)) == 0
    g.begin_turn(0)
    assert len(hand_cards(g, 0)) == 1


# ------------------------------------------------------------------ "each other player's turn"; "do not have"


@pytest.mark.rule("SU-A2")
def test_at_the_start_of_each_other_players_turn():
    g, specs, meadow = meadow_game('''
card "Town Crier": minion, power 2
  Ongoing: At the start of each other player's turn, they draw a card.
''')
    g.add_card(specs["Town Crier"], 0, "bases", at=meadow)
    g.begin_turn(0)
    assert len(hand_cards(g, 0)) == 0, "not on your own turn"
    g.end_turn()
    g.begin_turn(1)
    assert len(hand_cards(g, 1)) == 1 and len(hand_cards(g, 0)) == 0


def test_each_other_players_turn_on_a_base_is_refused():
    errs = errors_of('card "Lonely Hill": base, breakpoint 20, vp 3/2/1\n'
                     "  At the start of each other player's turn, they draw a card.\n")
    assert errs and errs[0].startswith("E501")


@pytest.mark.rule("SU-A2")
def test_an_instruction_timed_at_the_end_of_your_turn_happens_then_each_turn():
    g, _, specs, field = ongoing_game('''
card "Night Owl": minion, power 2
  Ongoing: Draw a card at the end of your turn.
''')
    g.add_card(specs["Night Owl"], 0, "bases", at=field)
    g.begin_turn(0)
    before = hand_size(g, 0)
    g.end_turn()
    assert hand_size(g, 0) == before + 1
    g.begin_turn(1)
    g.end_turn()
    assert hand_size(g, 0) == before + 1, "not at the end of the other player's turn"


@pytest.mark.rule("SU-A8")
def test_a_host_destroyed_at_the_end_of_the_turn_and_the_ongoing_card_with_it():
    g, _, specs, field = ongoing_game('''
card "Doom Mark": action
  Play on another player's minion. Ongoing: Destroy this minion at the end of the turn.
''')
    grunt = g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    mark = g.add_card(specs["Doom Mark"], 0)
    g.play_card(mark, on=grunt)
    assert g.card(grunt).zone == "bases"
    g.end_turn()
    assert g.card(grunt).zone == "discard pile" and g.card(mark).zone == "discard pile"

