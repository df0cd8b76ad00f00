""""Draw it" / "draw one" of cards revealed or looked at in a deck (issue 16, a known bug): the
card is drawn — a draw event, counted as a draw — not only moved to the hand (docs/runtime.md).
Cards in our own words with made-up names."""

from __future__ import annotations

from runtime import spec as s

from su_table import meadow_game

CARDS = '''
card "Deep Dig": action
  Reveal the bottom card of your deck. If it is a minion, draw it.
card "Peek Two": action
  Look at the top two cards of your deck. Draw one of them.
card "Quill Keeper": minion, power 2
  Ongoing: After you draw a card, this minion gains +1 power until the end of the turn.
'''


def test_drawing_a_revealed_card_is_a_draw():
    g, specs, meadow = meadow_game(CARDS)
    keeper = g.add_card(specs["Quill Keeper"], 0, "bases", at=meadow)
    bottom = g.add_card(specs["Brute"], 0, "deck")
    g.state.zones[g.state.zone_key(0, "deck")].remove(bottom)
    g.state.zones[g.state.zone_key(0, "deck")].insert(0, bottom)      # at the bottom
    g.begin_turn(0)
    g.next_phase()
    drawn = g.state.players[0].draws_this_turn
    g.play_card(g.add_card(specs["Deep Dig"], 0, "hand"))
    assert g.card(bottom).zone == "hand"
    assert g.state.players[0].draws_this_turn == drawn + 1
    assert g.value(g.card(keeper), "power") == 3                     # "after you draw a card"
    assert any(ev.kind is s.Event.DRAW and ev.card is g.card(bottom) for ev in g.log)


def test_drawing_one_of_the_cards_looked_at_is_a_draw():
    g, specs, meadow = meadow_game(CARDS, steps=[("targets", 0)])
    g.begin_turn(0)
    g.next_phase()
    drawn = g.state.players[0].draws_this_turn
    hand = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Peek Two"], 0, "hand"))
    assert len(g.zone(0, "hand")) == hand + 1                        # (the action was added, then played)
    assert g.state.players[0].draws_this_turn == drawn + 1
    assert specs["Peek Two"].abilities[0].effect.with_revealed.draw
