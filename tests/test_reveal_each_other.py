""""Reveal the top card of each other player's deck", "Look at each other player's hand" (issue
16): the cards of every other player, shown together; what follows acts among them
(`Reveal(each=True)`, docs/runtime.md). Cards in our own words with made-up names."""

from __future__ import annotations

from runtime import Game, SMASHUP
from runtime.choices import ScriptedChooser

from su_table import compiled, MEADOW_BASICS

CARDS = MEADOW_BASICS + '''
card "Crowd Peek": action
  Look at each other player's hand. Draw a card for each action in them.
card "Borrowed Trick": action
  Reveal the top card of each other player's deck. Play one revealed action as an extra action.
card "Spark": action
  Draw a card.
'''


def three_players(steps=()):
    specs = compiled(CARDS)
    g = Game(SMASHUP, ("Ann", "Bob", "Cid"), chooser=ScriptedChooser(steps), seed=1)
    meadow = g.add_card(specs["Meadow"], None, "bases")
    for p in (0, 1, 2):
        for _ in range(4):
            g.add_card(specs["Twig"], p, "deck")
    return g, specs, meadow


def test_the_hands_of_every_other_player_are_looked_at():
    g, specs, meadow = three_players()
    g.add_card(specs["Spark"], 1, "hand")
    g.add_card(specs["Spark"], 2, "hand")
    g.add_card(specs["Twig"], 2, "hand")
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Crowd Peek"], 0, "hand"))
    assert len(g.zone(0, "hand")) == hand + 2           # one action in Bob's hand, one in Cid's
    assert not [d for d in g.chooser.asked if d.kind.value == "player"]     # nobody is chosen


def test_an_action_on_top_of_another_players_deck_is_played():
    g, specs, meadow = three_players()
    spark = g.add_card(specs["Spark"], 2, "deck")       # on top of Cid's deck
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Borrowed Trick"], 0, "hand"))
    assert g.card(spark).zone == "discard pile" and g.card(spark).owner == 2
    assert len(g.zone(0, "hand")) == hand + 1           # Ann played it: Ann drew
