"""Turn history (issue 16): "a minion (that was) played this turn", "a minion that was moved this
turn", "… that was played or moved to this base this turn", "if this minion moved this turn",
"if this was your first action played this turn" — read from this turn's events (`Game.log`,
`Filter.this_turn`, docs/runtime.md). Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import meadow_game

CARDS = '''
card "Far Field": base, breakpoint 30, vp 3/2/1
card "Recall": action
  Return each minion played this turn to its owner's hand.
card "Trip Wire": action
  Destroy a minion that was moved this turn.
card "Gate Keeper": minion, power 2
  Talent: Destroy a minion that was played or moved to this base this turn.
card "Drifter": minion, power 2
  Talent: If this minion moved this turn, draw a card.
card "Nudge": action
  Move a minion to another base.
card "Opener": action
  If this was your first action played this turn, draw a card.
'''


def game(steps=()):
    g, specs, meadow = meadow_game(CARDS, steps=steps)
    far = g.add_card(specs["Far Field"], None, "bases")
    return g, specs, meadow, far


def test_the_phrases_compile_to_this_turns_events():
    g, specs, _, _ = game()
    recall = specs["Recall"].abilities[0].effect
    assert recall.target.filter.this_turn == (s.Event.PLAY,)
    keeper = specs["Gate Keeper"].abilities[0].effect
    assert keeper.target.filter.this_turn == (s.Event.PLAY, s.Event.MOVE)
    assert keeper.target.filter.at is s.AtBase.HERE


def test_each_minion_played_this_turn():
    g, specs, meadow, far = game()
    old = g.add_card(specs["Brute"], 1, "bases", at=meadow)     # in play before the turn
    g.begin_turn(0)
    g.next_phase()
    new = g.add_card(specs["Twig"], 0, "hand")
    g.play_card(new, base=meadow)
    recall = g.add_card(specs["Recall"], 0, "hand")
    g.play_card(recall)
    assert g.card(new).zone == "hand" and g.card(old).zone == "bases"


def test_a_minion_that_was_moved_this_turn():
    g, specs, meadow, far = game(steps=[("targets", "Twig"), ("base", "Far Field")])
    moved = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    still = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Nudge"], 0, "hand"))
    assert g.card(moved).at == far
    g.state.players[0].plays_left["action"] = 1
    g.play_card(g.add_card(specs["Trip Wire"], 0, "hand"))      # the Twig is the only one it can destroy
    assert g.card(moved).zone == "discard pile" and g.card(still).zone == "bases"


def test_history_is_of_this_turn_only():
    g, specs, meadow, far = game(steps=[("targets", "Twig"), ("base", "Far Field")])
    moved = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Nudge"], 0, "hand"))
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Trip Wire"], 0, "hand"))
    assert g.card(moved).zone == "bases"                        # moved last turn: not this one


def test_played_or_moved_to_this_base_this_turn():
    # (were the Talent not limited to the Brute, the script would answer its choice with the Twig here)
    g, specs, meadow, far = game(steps=[("targets", "Brute"), ("base", "Meadow"), ("targets", 1)])
    keeper = g.add_card(specs["Gate Keeper"], 0, "bases", at=meadow)
    there = g.add_card(specs["Twig"], 1, "bases", at=far)       # played there: not here
    g.add_card(specs["Twig"], 1, "bases", at=meadow)            # here since before
    brute = g.add_card(specs["Brute"], 1, "bases", at=far)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Nudge"], 0, "hand"))          # the Brute comes to the Meadow
    g.activate(keeper, 0)
    assert g.card(brute).zone == "discard pile" and g.card(there).zone == "bases"


def test_if_this_minion_moved_this_turn():
    g, specs, meadow, far = game(steps=[("targets", "Drifter"), ("base", "Far Field")])
    drifter = g.add_card(specs["Drifter"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.activate(drifter, 0)
    assert len(g.zone(0, "hand")) == hand                       # not moved yet
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Nudge"], 0, "hand"))
    hand = len(g.zone(0, "hand"))
    g.activate(drifter, 0)
    assert len(g.zone(0, "hand")) == hand + 1


@pytest.mark.parametrize("before, drawn", [(0, 1), (1, 0)])
def test_your_first_action_played_this_turn(before, drawn):
    g, specs, meadow, far = game()
    g.begin_turn(0)
    g.next_phase()
    for _ in range(before):
        g.play_card(g.add_card(specs["Recall"], 0, "hand"), free=True)
    opener = g.add_card(specs["Opener"], 0, "hand")
    hand = len(g.zone(0, "hand"))
    g.play_card(opener)
    assert len(g.zone(0, "hand")) == hand - 1 + drawn
