""""One or two of your minions" (a count of one number or another) and "an equal number of" (as
"that many"), and a choice of cards "on one base" used by the sentences after it (issue 16).
Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

from dsl.printer import Printer
from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s
from su_table import compiled, e501, parsed

CARDS = '''
card "Field": base, breakpoint 30, vp 3/2/1
card "Lot": base, breakpoint 30, vp 3/2/1
card "Grunt": minion, power 3
card "Pebble": minion, power 1
card "Tidy Up": action
  Return one or two of your minions to your hand.
card "Swap Shift": action
  Choose one or two minions you control on one base. Play an equal number of extra minions there. Return the chosen minions to their owners' hands.
card "Bin And Draw": action
  Return up to two of your minions to your hand. Draw an equal number of cards.
'''


def game(steps=()):
    specs = compiled(CARDS)
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(steps), seed=1, check_invariants=True)
    field = g.add_card(specs["Field"], None, "bases")
    lot = g.add_card(specs["Lot"], None, "bases")
    for p in (0, 1):
        for _ in range(6):
            g.add_card(specs["Pebble"], p, "deck")
    return g, specs, field, lot


def start(g):
    g.begin_turn(0)
    g.next_phase()


def test_one_or_two_is_a_choice_of_one_to_two_cards():
    _g, specs, _f, _l = game()
    target = specs["Tidy Up"].abilities[0].effect.target
    assert isinstance(target, s.Target) and (target.min, target.max) == (1, 2)


@pytest.mark.rule("SU-A3")
def test_one_or_two_returns_the_two_chosen():
    g, specs, field, lot = game(steps=[("targets", ["Grunt", "Pebble"])])
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    pebble = g.add_card(specs["Pebble"], 0, "bases", at=lot)
    start(g)
    g.play_card(g.add_card(specs["Tidy Up"], 0, "hand"))
    assert g.card(grunt).zone == "hand" and g.card(pebble).zone == "hand"


@pytest.mark.rule("SU-A3")
def test_one_or_two_asks_for_one_to_two_cards():
    g, specs, field, _l = game(steps=[("targets", ["Grunt"])])
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.add_card(specs["Pebble"], 0, "bases", at=field)
    start(g)
    g.play_card(g.add_card(specs["Tidy Up"], 0, "hand"))
    asked = [d for d in g.chooser.asked if d.kind.value == "targets"]
    assert [(d.min, d.max) for d in asked] == [(1, 2)]
    assert g.card(grunt).zone == "hand"


@pytest.mark.rule("SU-A3")
def test_cards_on_one_base_then_as_many_extra_plays_there():
    g, specs, field, lot = game(steps=[("targets", ["Field"]), ("targets", [0, 1])])
    a = g.add_card(specs["Grunt"], 0, "bases", at=field)
    b = g.add_card(specs["Pebble"], 0, "bases", at=field)
    far = g.add_card(specs["Grunt"], 0, "bases", at=lot)
    start(g)
    g.play_card(g.add_card(specs["Swap Shift"], 0, "hand"))
    assert g.card(a).zone == "hand" and g.card(b).zone == "hand"    # the chosen minions went back
    assert g.card(far).at == lot                                     # (not on the base chosen)
    extras = g.state.players[0].extra_plays
    assert len(extras) == 2 and all(x.base == field for x in extras)


@pytest.mark.rule("SU-A3")
def test_one_chosen_gives_one_extra_play():
    g, specs, field, lot = game(steps=[("targets", ["Lot"]), ("targets", ["Grunt"])])
    g.add_card(specs["Pebble"], 0, "bases", at=field)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=lot)
    start(g)
    g.play_card(g.add_card(specs["Swap Shift"], 0, "hand"))
    assert g.card(grunt).zone == "hand"
    extras = g.state.players[0].extra_plays
    assert len(extras) == 1 and extras[0].base == lot


def test_an_equal_number_after_an_instruction_is_that_many():
    _g, specs, _f, _l = game()
    draw = specs["Bin And Draw"].abilities[0].effect.effects[1]
    assert draw.amount == s.AffectedCount()


def test_an_equal_number_with_nothing_before_is_refused():
    text = '''card "Odd Count": action
  Draw an equal number of cards.
'''
    assert any("that many" in m or "equal number" in m for m in e501(text))


@pytest.mark.parametrize("text", [
    "Return one or two of your minions to your hand.",
    "Destroy two or three actions.",
    "Choose two or three minions you control on one base. Play that many extra minions there.",
])
def test_the_printer_round_trips_the_counts(text):
    once = Printer().ability(parsed(text))
    assert Printer().ability(parsed(once)) == once
    assert " or t" in once                  # "one or two", "two or three": both numbers kept
