"""Breakpoint changes: "increased / reduced by N", for each minion here, by a chosen card's power."""

from __future__ import annotations

import pytest

from dsl import kinds as k

from su_table import build, meadow_game, ongoing_game, parsed, run, table


# ------------------------------------------------------------------ "… breakpoint is increased / reduced by N"


def test_increased_and_decreased_are_different_predicates():
    up = parsed("This base's breakpoint is increased by 2.", "base, breakpoint 20, vp 3/2/1")
    down = parsed("This base's breakpoint is decreased by 2.", "base, breakpoint 20, vp 3/2/1")
    reduced = parsed("This base's breakpoint is reduced by 2.", "base, breakpoint 20, vp 3/2/1")
    assert up != down and down == reduced
    assert (up.sentences[0].body.pred.kind == k.PredKind.INCREASED
            and down.sentences[0].body.pred.kind == k.PredKind.DECREASED)


@pytest.mark.rule("SU-V3")
def test_a_breakpoint_reduced_for_each_minion_here():
    g, specs, _ = meadow_game('''
card "Sinkhole": base, breakpoint 20, vp 3/2/1
  The breakpoint of this base is reduced by 2 for each minion here.
card "Hill": base, breakpoint 20, vp 3/2/1
  This base's breakpoint is increased by 3.
''')
    hole = g.add_card(specs["Sinkhole"], None, "bases")
    hill = g.add_card(specs["Hill"], None, "bases")
    assert g.value(hole, "breakpoint") == 20 and g.value(hill, "breakpoint") == 23
    g.add_card(specs["Brute"], 0, "bases", at=hole)
    g.add_card(specs["Twig"], 1, "bases", at=hole)
    assert g.value(hole, "breakpoint") == 16


# ---- "by the power of one of your minions (on that base)": a chosen card's value -------------------------


@pytest.mark.rule("SU-V3")
def test_reduce_a_chosen_base_by_the_power_of_your_minion_there():
    cards = build('card "Heavy Step": action\n  Reduce the breakpoint of one base by the power of one of your '
                  'minions on that base until the end of the turn.\n')
    g, jungle, castle = table(cards, [("targets", [1]), ("targets", [1])])     # the Castle, then the Brute
    g.add_card(cards["Brute"], 0, "bases", at=jungle)                       # another base: not offered
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.add_card(cards["Brute"], 0, "bases", at=castle)
    g.add_card(cards["Brute"], 1, "bases", at=castle)                       # not yours: not offered
    run(g, g.add_card(cards["Heavy Step"], 0, "discard pile"))
    minion_choice = g.chooser.asked[1]
    assert len(minion_choice.options) == 2, "your two minions on the chosen base"
    assert g.value(g.card(castle), "breakpoint") == 30 - 4
    assert g.value(g.card(jungle), "breakpoint") == 30


@pytest.mark.rule("SU-A4")
def test_a_chosen_base_without_your_minions_changes_nothing():
    cards = build('card "Heavy Step": action\n  Reduce the breakpoint of one base by the power of one of your '
                  'minions there.\n')
    g, jungle, castle = table(cards, [("targets", [0])])                    # the Jungle: none of yours
    g.add_card(cards["Brute"], 0, "bases", at=castle)
    run(g, g.add_card(cards["Heavy Step"], 0, "discard pile"))
    assert g.value(g.card(jungle), "breakpoint") == 30 and g.value(g.card(castle), "breakpoint") == 30


# ---- numbers and more replacements ---------------------------------------------------------------


@pytest.mark.rule("SU-V3")
def test_reduce_a_breakpoint_by_an_amount_until_the_end_of_the_turn():
    g, _, specs, field = ongoing_game('''
card "Erode": action
  Reduce the breakpoint of a base by 5 until the end of the turn.
''')
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Erode"], 0))            # the only base: not asked
    assert g.value(field, "breakpoint") == 7
    g.end_turn()
    assert g.value(field, "breakpoint") == 12

