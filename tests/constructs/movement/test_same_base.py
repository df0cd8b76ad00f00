"""Issue 16 (helper h16r): "to the same base" as a destination: the base the card named before is
on (the event's card in a trigger, the chosen card after "Choose …"). Every card here is made up."""

from __future__ import annotations

import pytest

import dsl
from dsl.printer import Printer
from runtime.ruleset import RULESETS
from su_table import build, errors_of, run, table

CARDS = '''
card "Tag Along": minion, power 3
  Ongoing: Once per turn, after another player's minion moves, you may move this minion to the same base.
card "Nudge": action
  Move a minion to another base.
card "Rally Point": action
  Choose one of your minions. Move another minion to the same base.
'''


@pytest.mark.rule("SU-A2")
def test_after_another_minion_moves_this_one_may_follow_it_to_the_same_base_once_per_turn():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[("targets", "Grunt"), ("may", "yes"),
                                            ("targets", "Grunt")])
    tag = g.add_card(cards["Tag Along"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.play_card(g.add_card(cards["Nudge"], 0))          # Grunt: Jungle -> Castle; Tag Along follows
    assert g.card(grunt).at == castle and g.card(tag).at == castle
    g.play_card(g.add_card(cards["Nudge"], 0), free=True)   # Castle -> Jungle: once per turn, no offer
    assert g.card(grunt).at == jungle and g.card(tag).at == castle
    g.chooser.assert_done()


@pytest.mark.rule("SU-A3")
def test_declining_the_may_leaves_the_minion_where_it_was():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[("targets", "Grunt"), ("may", "no")])
    tag = g.add_card(cards["Tag Along"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.play_card(g.add_card(cards["Nudge"], 0))
    assert g.card(grunt).at == castle and g.card(tag).at == jungle


@pytest.mark.rule("SU-A4")
def test_a_minion_that_came_to_this_minions_base_leaves_it_where_it_is():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[("targets", "Grunt"), ("may", "yes")])
    tag = g.add_card(cards["Tag Along"], 0, "bases", at=castle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.play_card(g.add_card(cards["Nudge"], 0))          # Grunt comes to Castle: Tag Along is there
    assert g.card(grunt).at == castle and g.card(tag).at == castle and g.card(tag).moves == 0


@pytest.mark.rule("SU-A1")
def test_after_choose_the_same_base_is_the_chosen_minions_base():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[("targets", "Grunt")])
    brute = g.add_card(cards["Brute"], 0, "bases", at=castle)     # the only minion of mine: chosen
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Rally Point"], 0))
    assert g.card(brute).at == castle and g.card(grunt).at == castle
    g.chooser.assert_done()


def test_the_same_base_with_no_card_named_before_is_refused_at_its_words():
    errs = errors_of('card "Lost Way": action\n  Move a minion to the same base.\n')
    assert errs and errs[0].startswith("E501") and "`to the same base` with no card named before it" in errs[0]


def test_the_same_base_prints_back_as_written():
    rep = dsl.check_text("ruleset smashup\n" + CARDS, lower=False)
    pr = Printer(RULESETS["smashup"])
    printed = [pr.ability(ab) for c in rep.cards for ab in c.card.abilities]
    assert printed[0] == ("Ongoing: Once per turn, after another player's minion moves, you may move this "
                          "minion to the same base.")
    assert printed[2] == "Choose one of your minions. Move another minion to the same base."
