""""Special: After another player plays an action, you may draw this card from your discard pile.": an action's
Special that works while the card is in your discard pile and takes it back into your hand (a move,
not a draw) (h16v)."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import e501, probe_ir


def test_the_special_works_in_the_discard_pile():
    abs_ = probe_ir("Special: After another player plays an action, you may draw this card from your discard pile.")
    (ab,) = abs_
    assert ab.KIND == "triggered" and ab.label == "special" and ab.zone == "discard pile"
    assert ab.effect == s.May(effect=s.ReturnToHand(target=s.This()))


def test_an_ongoing_ability_cannot_take_this_card_from_the_discard_pile():
    assert e501('card "Probe": action\n  Play on a base.\n  Ongoing: After a base scores, '
                'you may draw this card from your discard pile.\n')


def test_another_players_discard_pile_is_refused():
    assert e501('card "Probe": action\n  Special: After a base scores, '
                'you may draw this card from an opponent\'s discard pile.\n')


@pytest.mark.rule("SU-A2")
def test_after_a_base_scores_the_action_comes_back_to_hand():
    from runtime import SMASHUP, Game, ScriptedChooser
    from su_table import compiled
    specs = compiled('card "Yard": base, breakpoint 1, vp 3/2/1\ncard "Pebble": minion, power 2\n'
                     'card "Boomerang": action\n  Draw a card.\n'
                     '  Special: After a base scores, draw this card from your discard pile.\n')
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser([("may", "yes")] * 4), seed=1, check_invariants=True)
    for p in (0, 1):
        for _ in range(6):
            g.add_card(specs["Pebble"], p, "deck")
    for _ in range(3):
        g.add_card(specs["Yard"], None, "base deck")
    yard = g.add_card(specs["Yard"], None, "bases")
    boom = g.add_card(specs["Boomerang"], 0, "discard pile")
    g.add_card(specs["Pebble"], 1, "bases", at=yard)
    g.begin_turn(0)
    g.next_phase()
    g.next_phase()          # score bases: the Yard (breakpoint 1) scores
    assert g.card(boom).zone == "hand"
