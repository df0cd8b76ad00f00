"""A card's stat in a condition: "if the breakpoint here is 19 or less" (the base the card is on,
or this base) and "if this base has a breakpoint of 21 or higher", read at its current value,
with its changes (SU-V3)."""

from __future__ import annotations

import pytest

from runtime import spec as s
from runtime.readback import readback
from runtime.ruleset import SMASHUP

from su_table import compiled, hand_size, ongoing_game as game

SET = '''
card "Fog Lamp": action
  Base modifier. Talent: If the breakpoint here is 11 or less, draw a card.
card "Stilt Guard": minion, power 2
  Ongoing: This minion has +2 power if the breakpoint here is 10 or lower.
card "Shrink": action
  Reduce the breakpoint of a base by 2 until the end of the turn.
card "High Hall": base, breakpoint 24, vp 4/2/1
  After a minion is played here, if this base has a breakpoint of 21 or higher, its controller draws a card.
'''


def test_the_condition_is_a_test_of_the_base_here():
    specs = compiled(SET)
    (talent,) = specs["Fog Lamp"].abilities
    cond = talent.effect.condition
    assert cond == s.IsCard(of=s.Host(), filter=s.Filter(stats=(s.StatTest(stat="breakpoint", cmp=s.Cmp.LE, value=11),)))
    assert "is on has breakpoint 11 or less, you draw 1 card" in readback(talent, SMASHUP)


@pytest.mark.rule("SU-V3")
def test_SU_V3_the_breakpoint_read_is_the_current_one():
    g, _, specs, field = game(SET)                       # Field: breakpoint 12
    guard = g.add_card(specs["Stilt Guard"], 0, "bases", at=field)
    lamp = g.add_card(specs["Fog Lamp"], 0, "bases", at=field, attached_to=field)
    assert g.value(guard, "power") == 2                 # 12: not 10 or lower
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Shrink"], 0))          # the only base: 10
    assert g.value(field, "breakpoint") == 10
    assert g.value(guard, "power") == 4
    before = hand_size(g, 0)
    g.activate(lamp)
    assert hand_size(g, 0) == before + 1


@pytest.mark.rule("SU-V3")
def test_SU_V3_the_talent_does_nothing_while_the_breakpoint_is_higher():
    g, _, specs, field = game(SET)
    g.begin_turn(0)
    g.next_phase()
    lamp = g.add_card(specs["Fog Lamp"], 0)
    g.play_card(lamp, base=field)
    before = hand_size(g, 0)
    g.activate(lamp)                                     # 12: more than 11
    assert hand_size(g, 0) == before


def test_this_base_has_a_breakpoint_of():
    g, _, specs, _field = game(SET)
    hall = g.add_card(specs["High Hall"], None, "bases")
    g.begin_turn(0)
    g.next_phase()
    before = hand_size(g, 0)
    g.play_card(g.add_card(specs["Grunt"], 0), base=hall)
    assert hand_size(g, 0) == before + 1                 # 24: 21 or higher


def test_the_stat_of_a_named_card():
    specs = compiled('''
card "Fen Gate": base, breakpoint 20, vp 3/2/1
  After a minion is played here, if the breakpoint of this base is 20 or less, its controller draws a card.
''')
    (ab,) = specs["Fen Gate"].abilities
    test = s.StatTest(stat="breakpoint", cmp=s.Cmp.LE, value=20)
    assert ab.effect.condition == s.IsCard(of=s.This(), filter=s.Filter(stats=(test,)))
