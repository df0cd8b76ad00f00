"""Effects that last "until the start of your next turn" and effects delayed to the next turn."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, run, table


@pytest.mark.rule("BH-521")
def test_BH_521_next_turn_is_a_delayed_effect(berserk):
    (slow,) = berserk["Slow Poison"]
    assert isinstance(slow.effect, s.Delay) and slow.effect.when.event is s.Event.TURN_START


# ---- an ongoing effect for a while, as an instruction ----------------------------------------------


@pytest.mark.rule("SU-A8")
def test_cannot_be_affected_until_the_start_of_your_next_turn_as_an_instruction():
    # ("here" needs a base: an action on no base has none, E501 — issue 15 pattern 10)
    cards = build('card "Aegis": action\n'
                  '  Play on a base. Your minions here cannot be affected by other players\' cards until the start of your next turn.\n'
                  'card "Smite": action\n  Destroy a minion.\n')
    g, jungle, castle = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    aegis = g.add_card(cards["Aegis"], 0, "bases", at=jungle)
    smite = g.add_card(cards["Smite"], 1, "discard pile")
    run(g, aegis)
    g.end_turn()
    g.begin_turn(1)
    ab = cards["Smite"].abilities[0]
    g.execute(ab.effect, controller=1, source=smite, origin=ab.origin)      # no legal target
    assert g.card(mine).zone == "bases"
    g.end_turn()
    g.begin_turn(0)                     # the shield is over
    g.execute(ab.effect, controller=1, source=smite, origin=ab.origin)
    assert g.card(mine).zone == "discard pile"


@pytest.mark.rule("SU-A8")
def test_until_your_next_turn_either_another_minion_has_less_power_or_this_one_more():
    cards = build('card "Flicker": minion, power 3\n'
                  '  Talent: Until your next turn, either another minion has -5 power (minimum power 0), '
                  'OR this minion has +2 power.\n')
    g, jungle, _ = table(cards, [("modes", 0), ("targets", "Brute")])
    flicker = g.add_card(cards["Flicker"], 0, "bases", at=jungle)
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.activate(flicker)
    assert g.value(brute, "power") == 0 and g.value(flicker, "power") == 3
    g.end_turn()
    g.begin_turn(1)
    assert g.value(brute, "power") == 0                 # still, on the other player's turn
    g.end_turn()
    g.begin_turn(0)
    assert g.value(brute, "power") == 4

