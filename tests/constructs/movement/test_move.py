"""Moving minions: "from there", "from here", "to here", "to or from this base"."""

from __future__ import annotations

import pytest

from runtime import SMASHUP, Game, ScriptedChooser

from su_table import build, first_ability as ability, run, table


def test_from_there_after_choosing_a_base():
    cards = build('card "Sweep": action\n  Choose a base. Return each minion of power 2 or less from there to its owner\'s hand.\n')
    g, jungle, castle = table(cards, [("targets", "Castle")])
    small = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    big = g.add_card(cards["Brute"], 1, "bases", at=castle)
    away = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Sweep"], 0, "discard pile"))
    assert (g.card(small).zone, g.card(big).zone, g.card(away).zone) == ("hand", "bases", "bases")


def test_from_here_and_from_another_base_to_here():
    cards = build('card "Bouncer": minion, power 3\n  You may return another player\'s minion from here to its owner\'s hand.\n'
                  'card "Caller": minion, power 3\n  Move one of your minions from another base to here.\n')
    g, jungle, castle = table(cards, [("may", "yes"), ("targets", "Grunt")])
    bouncer = g.add_card(cards["Bouncer"], 0, "bases", at=jungle)
    near = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    far = g.add_card(cards["Brute"], 1, "bases", at=castle)
    run(g, bouncer)
    assert g.card(near).zone == "hand" and g.card(far).zone == "bases"
    caller = g.add_card(cards["Caller"], 0, "bases", at=castle)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    run(g, caller)                          # one option: forced
    assert g.card(mine).at == castle


def test_to_or_from():
    ab = ability("You may move a minion to or from this base.", kind="action")
    eff = ab.sentences[0].body.pred.effects.items[0]
    assert [p.kind for p in eff.phrases] == ["to_or_from"]


@pytest.mark.rule("SU-A3")
def test_move_to_or_from_this_base_is_a_choice_of_moves():
    cards = build('card "Crossroads": base, breakpoint 20, vp 3/2/1\n'
                  '  At the start of your turn, you may move a minion to or from this base.\n')
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser([("modes", 1), ("may", "yes"), ("targets", "Grunt"),
                                                                ("targets", "Jungle")]), seed=1, check_invariants=True)
    jungle = g.add_card(cards["Jungle"], None, "bases")
    cross = g.add_card(cards["Crossroads"], None, "bases")
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=cross)
    g.begin_turn(0)
    assert g.card(grunt).at == jungle

