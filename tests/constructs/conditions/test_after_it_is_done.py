"""h16n: "After it is moved / destroyed, …" right after the instruction that moved (destroyed)
the card: the next step of the ability, done only if that instruction did something; "that
base" after a move: the base the moved card is on now."""

from __future__ import annotations

import pytest

from runtime import ScriptedChooser
from runtime import spec as s

from su_table import build, e501, hand_size, probe_ir, run, table

GATHER = '''card "Gather": action
  Move one of your minions to another base. After it is moved, if you have two or more minions at that base, draw a card.
'''


def test_after_it_is_moved_is_a_step_after_the_move():
    (ir,) = probe_ir("Move one of your minions to another base. After it is moved, if you have two or more minions "
                     "at that base, draw a card.")
    assert ir.effect.KIND == "then" and ir.effect.first.KIND == "move"
    cond = ir.effect.second.condition
    assert cond.filter.at is s.AtBase.AFFECTED and cond.filter.controller is s.Controller.YOU


def test_after_it_is_destroyed_is_a_step_after_the_destruction():
    (ir,) = probe_ir("Destroy a minion of power 2 or less. After it is destroyed, draw a card.")
    assert ir.effect.KIND == "then" and ir.effect.first.KIND == "destroy" and ir.effect.second.KIND == "draw"


def test_after_it_is_moved_after_another_instruction_is_not_a_step():
    assert e501('card "Probe": action\n  Draw a card. After it is moved, draw a card.\n')


@pytest.mark.rule("SU-A3")
@pytest.mark.parametrize("waiting, drawn", [(1, 1), (0, 0)])
def test_that_base_is_where_the_moved_minion_went(waiting, drawn):
    cards = build(GATHER)
    g, jungle, castle = table(cards)
    g.add_card(cards["Grunt"], 0, "bases", at=jungle)           # the one minion to move: to the Castle
    for _ in range(waiting):
        g.add_card(cards["Brute"], 0, "bases", at=castle)
    g.add_card(cards["Brute"], 1, "deck")
    before = hand_size(g, 0)
    g.add_card(cards["Grunt"], 0, "deck")
    if not waiting:
        g.add_card(cards["Brute"], 0, "bases", at=jungle)       # company left behind: not at that base
    g.chooser = ScriptedChooser([("targets", "Grunt")])
    run(g, g.add_card(cards["Gather"], 0, "discard pile"))
    assert hand_size(g, 0) - before == drawn
