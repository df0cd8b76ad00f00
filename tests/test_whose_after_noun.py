"""Whose a card is, said after its noun with no "that" (issue 16, helper h16j): "a minion an
opponent controls", "an action another player owns". dsl/lexer.py marks the player with a token of
no width so that "give a minion an opponent controls -1 power" is one object; the phrase lowers as
"controlled by" / "owned by" and prints back as written. Every card here is made up."""

from __future__ import annotations

import pytest

import dsl
from dsl.formatter import format_source
from dsl.printer import Printer
from dsl.source import SourceFile
from runtime.ruleset import RULESETS
from su_table import build, parsed, run, table

CARDS = '''
card "Sour Gust": action
  Give a minion an opponent controls -2 power until the end of the turn.
card "Bent Oath": action
  Take control of a minion another player controls.
card "Reed Swap": action
  Return a minion another player owns to its owner's hand.
'''


@pytest.mark.rule("SU-V3")
def test_give_a_minion_an_opponent_controls_power_offers_only_their_minions():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[])      # one legal target: nothing is asked
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    theirs = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Sour Gust"], 0, "hand"))
    assert g.value(theirs, "power") == 4 - 2 and g.value(mine, "power") == 2


@pytest.mark.rule("SU-A8")
def test_take_control_of_a_minion_another_player_controls():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[])
    g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    theirs = g.add_card(cards["Brute"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Bent Oath"], 0, "hand"))
    assert g.card(theirs).controller == 0


def test_return_a_minion_another_player_owns_leaves_yours():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[])
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    theirs = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Reed Swap"], 0, "hand"))
    assert g.card(theirs).zone == "hand" and g.card(mine).zone == "bases"


@pytest.mark.parametrize("short, long", [
    ("Destroy a minion an opponent controls.", "Destroy a minion controlled by an opponent."),
    ("Give a minion an opponent controls -1 power until the end of the turn.",
     "Give a minion controlled by an opponent -1 power until the end of the turn."),
    ("Return an action another player owns to its owner's hand.",
     "Return an action owned by another player to its owner's hand."),
])
def test_the_short_form_means_what_controlled_by_means(short, long):
    assert Printer(RULESETS["smashup"]).ability(parsed(short)) != ""
    a, b = parsed(short), parsed(long)
    assert type(a) is type(b)
    # the same IR: the two wordings lower alike
    cards = build(f'card "Aa Aa": action\n  {short}\ncard "Bb Bb": action\n  {long}\n')
    assert [a.effect for a in cards["Aa Aa"].abilities] == [a.effect for a in cards["Bb Bb"].abilities]


def test_it_prints_back_as_written_and_parses_to_the_same_ast():
    text = "ruleset smashup\n\ncard \"Sour Gust\": action\n  Give a minion an opponent controls -2 power until the end of the turn.\n"
    res = format_source(SourceFile("t.cards", text), None)
    assert res.ok, [d.message for d in res.diagnostics]
    assert "a minion an opponent controls -2 power" in res.text
    ab = parsed("Give a minion an opponent controls -2 power until the end of the turn.")
    again = Printer(RULESETS["smashup"]).ability(ab)
    assert parsed(again) == ab


def test_a_player_after_a_noun_that_does_not_say_whose_is_still_an_error():
    rep = dsl.check_text('ruleset smashup\ncard "Odd Bit": action\n  Destroy a minion an opponent.\n')
    assert not rep.cards[-1].ok
