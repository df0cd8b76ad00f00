""""After this minion's controller plays a card, …" on an action played on a minion: a play
by whoever controls the card the action is on (`EventPattern.player` HOST), not by the action's
own controller (h16v)."""

from __future__ import annotations

import pytest

from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s

from su_table import compiled, e501

CARDS = '''
card "Lot": base, breakpoint 30, vp 3/2/1
card "Pebble": minion, power 1
card "Tailing": action
  Play on an opponent's minion.
  Ongoing: After this minion's controller plays a minion, you may draw a card.
'''


def test_the_trigger_is_on_plays_by_the_host_controller():
    specs = compiled(CARDS)
    (ab,) = specs["Tailing"].abilities
    assert ab.when.event is s.Event.PLAY and ab.when.player is s.Controller.HOST


def test_on_a_card_played_on_nothing_this_minions_controller_is_refused():
    assert e501('card "Probe": action\n  Ongoing: After this minion\'s controller plays a minion, draw a card.\n')


def table(specs):
    """Ann and Bob, six Pebbles in each deck, the Lot in play; "may" answered yes."""
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser([("may", "yes")]), seed=1, check_invariants=True)
    for p in (0, 1):
        for _ in range(6):
            g.add_card(specs["Pebble"], p, "deck")
    return g, g.add_card(specs["Lot"], None, "bases")


@pytest.mark.rule("SU-A2")
def test_only_the_host_controllers_plays_trigger_it():
    specs = compiled(CARDS)
    g, lot = table(specs)
    bobs = g.add_card(specs["Pebble"], 1, "bases", at=lot)
    g.add_card(specs["Tailing"], 0, "bases", at=lot, attached_to=bobs)
    g.begin_turn(0)
    g.next_phase()
    ann = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Pebble"], 0, "hand"), free=True, base=lot)
    assert len(g.zone(0, "hand")) == ann            # Ann's own minion: nothing
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    ann = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Pebble"], 1, "hand"), free=True, base=lot)
    assert len(g.zone(0, "hand")) == ann + 1        # Bob controls the minion: Ann draws


@pytest.mark.rule("SU-A2")
def test_on_your_own_minion_your_plays_trigger_it_and_not_an_opponents():
    specs = compiled(CARDS.replace("Play on an opponent's minion.", "Play on a minion."))
    g, lot = table(specs)
    mine = g.add_card(specs["Pebble"], 0, "bases", at=lot)
    g.add_card(specs["Tailing"], 0, "bases", at=lot, attached_to=mine)
    g.begin_turn(1)
    g.next_phase()
    ann = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Pebble"], 1, "hand"), free=True, base=lot)
    assert len(g.zone(0, "hand")) == ann            # Bob does not control the minion: nothing
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    ann = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Pebble"], 0, "hand"), free=True, base=lot)
    assert len(g.zone(0, "hand")) == ann + 1
