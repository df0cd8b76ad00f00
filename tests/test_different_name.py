""""… with a different name" (issue 16): named otherwise than the card(s) the instruction before
acted on or chose (`Filter.named_unlike`, fixed when the filter is used; docs/runtime.md).
Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

from runtime.errors import NotDeclarable

from su_table import e501, meadow_game

CARDS = '''
card "Swap Clerk": minion, power 2
  Talent: Return one of your minions to your hand. Play an extra minion with a different name.
card "Odd One Out": action
  Choose a minion. Destroy a minion with a different name.
'''


def test_an_extra_play_with_a_different_name_than_the_card_returned():
    g, specs, meadow = meadow_game(CARDS, steps=[("targets", "Brute")])
    clerk = g.add_card(specs["Swap Clerk"], 0, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    other_brute = g.add_card(specs["Brute"], 0, "hand")
    twig = g.add_card(specs["Twig"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.state.players[0].plays_left["minion"] = 0
    g.activate(clerk, 0)
    assert g.card(brute).zone == "hand"
    with pytest.raises(NotDeclarable):
        g.play_card(other_brute, base=meadow)      # the same name as the minion returned
    g.play_card(twig, base=meadow)
    assert g.card(twig).zone == "bases"


def test_a_target_with_a_different_name_than_the_card_chosen():
    # the script would destroy a Brute, were one among the options
    g, specs, meadow = meadow_game(CARDS, steps=[("targets", "Brute"), ("targets", 0)])
    g.add_card(specs["Brute"], 1, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Odd One Out"], 0, "hand"))
    assert g.card(twig).zone == "discard pile"


def test_a_different_name_with_nothing_before_it_is_refused():
    assert any("no card acted on or chosen before it" in m
               for m in e501('card "Odd Page": action\n  Destroy a minion with a different name.\n'))
