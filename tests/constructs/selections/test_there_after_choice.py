"""h16n: "there" after an instruction whose cards were taken from the chosen card's base
("Choose a minion. Destroy a weaker minion at its base to put counters on your minions
there"): that base, even though the card destroyed left play."""

from __future__ import annotations

import pytest

from runtime import ScriptedChooser
from runtime import spec as s

from su_table import build, probe_ir, run, table

SCARE = '''card "Scare Off": action
  Choose a minion you control. Destroy a lower-power minion at its base to place a +1 power counter on each of your minions there.
'''


def test_there_is_the_chosen_cards_base():
    (ir,) = probe_ir(SCARE.split("\n")[1].strip())
    then = ir.effect.with_picked
    assert then.first.target.filter.at is s.AtBase.PICKED
    assert then.second.target == s.Each(filter=s.Filter(card_types=("minion",), controller=s.Controller.YOU,
                                                        at=s.AtBase.PICKED))


@pytest.mark.rule("SU-A3")
def test_the_counters_go_on_your_minions_at_that_base_only():
    cards = build(SCARE)
    g, jungle, castle = table(cards)
    big = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    mine_there = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    mine_away = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    victim = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.chooser = ScriptedChooser([("targets", "Brute"), ("targets", "Grunt#" + str(victim))])
    run(g, g.add_card(cards["Scare Off"], 0, "discard pile"))
    assert g.card(victim).zone == "discard pile"
    assert g.value(big, "power") == 5 and g.value(mine_there, "power") == 3
    assert g.value(mine_away, "power") == 2


def test_a_choice_after_other_steps_is_used_by_the_sentences_after_it():
    (ir,) = probe_ir("Move one of your minions to another base. Choose a minion at that base. "
                     "Give it +1 power until the end of the turn.")
    move, pick = ir.effect.effects
    assert move.KIND == "move" and pick.KIND == "pick"
    assert pick.target.filter.at is s.AtBase.AFFECTED
    assert pick.with_picked.target == s.Picked()


@pytest.mark.rule("SU-A3")
def test_the_choice_after_a_move_is_among_the_cards_where_the_moved_card_went():
    cards = build('''card "Regroup": action
  Move one of your minions to another base. Choose a minion at that base. Give it +2 power until the end of the turn.
''')
    g, jungle, castle = table(cards)
    mover = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    there = g.add_card(cards["Brute"], 1, "bases", at=castle)
    g.chooser = ScriptedChooser([("targets", "Brute")])     # the Grunt (moved there) or the Brute
    run(g, g.add_card(cards["Regroup"], 0, "discard pile"))
    assert g.card(mover).at == castle and g.value(there, "power") == 6
