"""Cancelled abilities: "this base's abilities are cancelled" while a card is there or for a while."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, error_messages as errors, table


BASE_WITH_TEXT = ('card "Forge": base, breakpoint 30, vp 3/1/1\n'
                  '  Minions here have +1 power.\n'
                  '  After a minion is played here, its controller draws a card.\n')


# ---- cancelled abilities -----------------------------------------------------------------------


@pytest.mark.rule("SU-A8")
def test_this_bases_abilities_are_cancelled_while_the_action_is_there():
    cards = build(BASE_WITH_TEXT + 'card "Static Noise": action\n  Play on a base.\n'
                  '  Ongoing: This base\'s abilities are cancelled.\n')
    g, _, _ = table(cards)
    forge = g.add_card(cards["Forge"], None, "bases")
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=forge)
    assert g.value(grunt, "power") == 3
    noise = g.add_card(cards["Static Noise"], 0, "bases", at=forge)
    assert g.value(grunt, "power") == 2             # its ongoing effect does not apply
    g.play_card(g.add_card(cards["Brute"], 0, "hand"), base=forge)
    assert len(g.zone(0, "hand")) == 0              # its trigger does not fire
    g.state.cards[noise]                            # the action leaves: the base works again
    g.execute(s.Destroy(target=s.This()), controller=0, source=noise)
    assert g.value(grunt, "power") == 3
    g.play_card(g.add_card(cards["Brute"], 0, "hand"), base=forge, free=True)
    assert len(g.zone(0, "hand")) == 1


@pytest.mark.rule("SU-A8")
def test_destroy_this_action_to_cancel_this_bases_ability_for_a_while():
    cards = build(BASE_WITH_TEXT + 'card "Saboteur Kit": action\n  Play on a base.\n'
                  '  Talent: Destroy this action to cancel this base\'s ability until the start of your turn.\n')
    g, _, _ = table(cards)
    forge = g.add_card(cards["Forge"], None, "bases")
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=forge)
    kit = g.add_card(cards["Saboteur Kit"], 0, "bases", at=forge)
    g.activate(kit)
    assert g.card(kit).zone == "discard pile"
    assert g.value(grunt, "power") == 2             # cancelled although the action has left
    g.end_turn()
    g.begin_turn(1)
    assert g.value(grunt, "power") == 2
    g.end_turn()
    g.begin_turn(0)                                 # the start of your turn: it works again
    assert g.value(grunt, "power") == 3


def test_cancelling_abilities_of_another_card_is_refused():
    msgs = errors('card "Mute": action\n  Cancel the abilities until the end of the turn.\n')
    assert any("cancelling the abilities of something other than" in m for m in msgs), msgs

