""""If you have more cards in your hand than at least one other player": one other player with
fewer is enough (`MostCards.than_some`), where "than each other player" needs them all. Made-up
cards, three players."""

from __future__ import annotations

import pytest

from runtime import SMASHUP, Game, ScriptedChooser

from su_table import compiled, hand_size

SET = '''
card "Field": base, breakpoint 30, vp 3/2/1
card "Pebble": minion, power 1
card "Tally Imp": action
  If you have more cards in your hand than at least one other player, draw a card.
card "Tally Ogre": action
  If you have more cards in your hand than each other player, draw a card.
card "Meek Imp": action
  If you have fewer cards in your hand than at least one other player, draw a card.
'''


def _game(hands: tuple[int, int, int]):
    specs = compiled(SET)
    g = Game(SMASHUP, ("Ann", "Bob", "Cid"), chooser=ScriptedChooser(()), seed=1)
    g.add_card(specs["Field"], None, "bases")
    for p, k in enumerate(hands):
        for _ in range(6):
            g.add_card(specs["Pebble"], p, "deck")
        for _ in range(k):
            g.add_card(specs["Pebble"], p, "hand")
    g.begin_turn(0)
    g.next_phase()
    return g, specs


@pytest.mark.rule("SU-A2")
@pytest.mark.parametrize("card,hands,drawn", [
    ("Tally Imp", (2, 1, 5), 1),        # more than Bob, not than Cid: enough
    ("Tally Ogre", (2, 1, 5), 0),       # not more than each
    ("Tally Imp", (2, 3, 5), 0),        # more than nobody
    ("Tally Ogre", (3, 1, 2), 1),
    ("Meek Imp", (2, 1, 5), 1),         # fewer than Cid
    ("Meek Imp", (2, 1, 2), 0),
])
def test_more_than_at_least_one_other_player_needs_only_one_of_them(card, hands, drawn):
    g, specs = _game(hands)
    c = g.add_card(specs[card], 0)        # (it has left the hand when its condition is read)
    before = hand_size(g, 0) - 1
    g.play_card(c)
    assert hand_size(g, 0) == before + drawn
