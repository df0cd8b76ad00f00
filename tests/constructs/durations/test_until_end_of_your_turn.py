""""Until the end of your turn" (SU-A8: an effect lasts as long as it says): the end of the
controller's next turn that is theirs — the current one when it is theirs."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, run, table


def _cards():
    return build('card "Rally Cry": action\n  Your minions have +2 power until the end of your turn.\n'
                 'card "Sour Note": action\n  Your minions have +2 power until the end of the turn.\n')


def test_until_the_end_of_your_turn_is_its_own_duration():
    cards = _cards()
    assert cards["Rally Cry"].abilities[0].effect.duration is s.Duration.END_OF_YOUR_TURN
    assert cards["Sour Note"].abilities[0].effect.duration is s.Duration.END_OF_TURN


@pytest.mark.rule("SU-A8")
def test_granted_on_your_own_turn_it_ends_with_that_turn():
    cards = _cards()
    g, jungle, _ = table(cards)
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    before = g.value(grunt, "power")
    run(g, g.add_card(cards["Rally Cry"], 0, "discard pile"))
    assert g.value(grunt, "power") == before + 2
    g.end_turn()
    assert g.value(grunt, "power") == before


@pytest.mark.rule("SU-A8")
def test_granted_on_another_players_turn_it_lasts_through_yours_and_ends_with_it():
    cards = _cards()
    g, jungle, _ = table(cards)
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    before = g.value(grunt, "power")
    g.end_turn()
    g.begin_turn(1)                                         # Bob's turn: Ann's card resolves
    run(g, g.add_card(cards["Rally Cry"], 0, "discard pile"), controller=0)
    g.end_turn()
    assert g.value(grunt, "power") == before + 2            # not Ann's turn that ended
    g.begin_turn(0)
    assert g.value(grunt, "power") == before + 2
    g.end_turn()
    assert g.value(grunt, "power") == before                # the end of Ann's turn


@pytest.mark.rule("SU-A8")
def test_until_the_end_of_the_turn_still_ends_with_the_current_turn():
    cards = _cards()
    g, jungle, _ = table(cards)
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    before = g.value(grunt, "power")
    g.end_turn()
    g.begin_turn(1)
    run(g, g.add_card(cards["Sour Note"], 0, "discard pile"), controller=0)
    assert g.value(grunt, "power") == before + 2
    g.end_turn()
    assert g.value(grunt, "power") == before


@pytest.mark.rule("SU-A8")
@pytest.mark.parametrize("first", [0, 1], ids=["granted on your turn", "granted on another's turn"])
def test_until_the_end_of_your_next_turn_lasts_through_your_next_turn_that_begins(first):
    """"until the end of your next turn": through the end of the controller's next turn that
    begins after the grant — on your own turn, not this one but the next; on another player's
    turn, your coming turn."""
    cards = build('card "Long Hex": action\n  Your minions have +2 power until the end of your next turn.\n')
    assert cards["Long Hex"].abilities[0].effect.duration is s.Duration.END_OF_YOUR_NEXT_TURN
    g, jungle, _ = table(cards)
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    before = g.value(grunt, "power")
    if first == 1:
        g.end_turn()
        g.begin_turn(1)
    run(g, g.add_card(cards["Long Hex"], 0, "discard pile"), controller=0)
    turns = [1, 0] if first == 0 else [0]                   # the turns it lasts through
    for p in turns:
        g.end_turn()
        assert g.value(grunt, "power") == before + 2
        g.begin_turn(p)
        assert g.value(grunt, "power") == before + 2
    g.end_turn()                                            # the end of Ann's next turn
    assert g.value(grunt, "power") == before
