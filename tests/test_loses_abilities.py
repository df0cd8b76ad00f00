"""A card that "loses its abilities" (issue 16; SU-L8): "this minion gains +2 power and loses all
other abilities until the start of your next turn", "… loses its Ongoing ability and all other
abilities", on an action "This minion has -2 power and its abilities are cancelled" / "… and loses
its abilities". The card's abilities are cancelled (`Blank`) for that long; a closing duration
after several predicates of one subject is also that of a modifier before it that says none.
Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import e501, meadow_game

CARDS = '''
card "Iron Hulk": minion, power 3
  Ongoing: This minion has +1 power.
  Talent: This minion gains +2 power and loses its Ongoing ability and all other abilities until the start of your next turn.
card "Shell Guard": minion, power 2
  Ongoing: This minion cannot be destroyed.
card "Mute Charm": action
  Play on a minion. Ongoing: This minion has -1 power and its abilities are cancelled.
card "Hush Charm": action
  Play on a minion. Ongoing: This minion loses its abilities.
card "Hush Wave": action
  Each other player's minion loses its abilities until the end of the turn.
card "Smash": action
  Destroy a minion.
'''


def game(steps=()):
    return meadow_game(CARDS, steps=steps)


def test_the_talent_compiles_to_a_blank_for_that_long():
    _, specs, _ = game()
    talent = specs["Iron Hulk"].abilities[1].effect
    assert talent.effects[1] == s.Apply(effect=s.Blank(affects=s.This()), duration=s.Duration.START_OF_YOUR_NEXT_TURN)
    # the closing duration is that of the +2 power too
    assert talent.effects[0].duration is s.Duration.START_OF_YOUR_NEXT_TURN


@pytest.mark.rule("SU-L8")
def test_the_minion_loses_its_ongoing_bonus_until_your_next_turn():
    g, specs, meadow = game()
    hulk = g.add_card(specs["Iron Hulk"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    assert g.value(g.card(hulk), "power") == 4
    g.activate(hulk, 0)
    assert g.value(g.card(hulk), "power") == 5          # 3 printed + 2, its own +1 gone
    g.end_turn()
    g.begin_turn(1)
    assert g.value(g.card(hulk), "power") == 5
    g.end_turn()
    g.begin_turn(0)
    assert g.value(g.card(hulk), "power") == 4


@pytest.mark.rule("SU-L8")
@pytest.mark.parametrize("charm", ["Mute Charm", "Hush Charm"])
def test_an_action_on_a_minion_cancels_its_abilities_while_it_is_there(charm):
    g, specs, meadow = game(steps=[("targets", "Shell Guard")])
    guard = g.add_card(specs["Shell Guard"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs[charm], 0, "hand"), on=guard)
    g.play_card(g.add_card(specs["Smash"], 0, "hand"), free=True)
    assert g.card(guard).zone == "discard pile"         # "cannot be destroyed" no longer works


@pytest.mark.rule("SU-L8")
def test_each_minion_named_loses_its_abilities():
    g, specs, meadow = game()
    hulk = g.add_card(specs["Iron Hulk"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Hush Wave"], 0, "hand"))
    assert g.value(g.card(hulk), "power") == 3
    g.end_turn()
    assert g.value(g.card(hulk), "power") == 4


@pytest.mark.parametrize("text, words", [
    ('card "Odd Hulk": minion, power 3\n  Ongoing: This minion has +2 power and loses all other abilities.\n',
     "abilities lost here"),
    ('card "Odd Hulk": minion, power 3\n  Talent: This minion loses two abilities until the end of the turn.\n',
     "some of a card's abilities"),
])
def test_losing_part_of_the_abilities_is_refused(text, words):
    assert any(words in m for m in e501(text)), e501(text)
