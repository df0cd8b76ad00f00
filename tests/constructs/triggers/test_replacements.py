"""Replacements ("would … instead"): of an amount (BH-525), of going to the discard pile, once
per turn and optional."""

from __future__ import annotations

import pytest

import dsl
from dsl.lowering import lower_card
from runtime import spec as s

from su_table import ongoing_game as game


@pytest.mark.rule("BH-525")
def test_BH_525_galliwespin_replaces_the_amount(berserk):
    (g,) = berserk["Galliwespin"]
    assert isinstance(g, s.Replacement)
    assert (g.when.event, g.when.resource) == (s.Event.GAIN, "prayer token")
    assert g.instead == s.ReplaceAmount(amount=s.Plus(left=s.ThatMany(), right=s.Const(value=1)))


# ---- replacements and leaving play ---------------------------------------------------------------


def test_a_replacement_for_minions_here_returns_them_to_the_hand():
    g, _, specs, field = game('''
card "Safe House": action
  Play on a base. Ongoing: If a minion you control here would be destroyed, return it to your hand instead.
''')
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    other = g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Safe House"], 0), base=field)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(card_types=("minion",)))), controller=1)
    assert g.card(grunt).zone == "hand" and g.card(other).zone == "discard pile"
    assert g.trace.find(kind="replaced")


def test_going_to_the_discard_pile_replaced_however_the_card_leaves_play():
    g, _, specs, field = game('''
card "Phoenix": minion, power 5
  Ongoing: If this minion would go to its owner's discard pile, place it on the bottom of your deck instead.
''')
    destroyed = g.add_card(specs["Phoenix"], 0, "bases", at=field)
    g.execute(s.Destroy(target=s.This()), source=destroyed, controller=1)
    assert g.card(destroyed).zone == "deck" and g.zone(0, "deck")[0].id == destroyed   # bottom
    scored = g.add_card(specs["Phoenix"], 0, "bases", at=field)
    for _ in range(3):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.begin_turn(0)
    g.score_base(field)                        # the base's cards are discarded: this one is not
    assert g.card(scored).zone == "deck"
    assert g.resource(1, "vp") == 3 and g.resource(0, "vp") == 2


@pytest.mark.rule("SU-A2")
def test_a_replacement_once_per_turn_and_optional():
    g, ch, specs, field = game('''
card "Skipper": minion, power 3
  Ongoing: Once per turn, if this minion would be destroyed, you may move it to another base instead.
''', steps=[("may", "yes")])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    skipper = g.add_card(specs["Skipper"], 0, "bases", at=field)
    g.begin_turn(1)
    g.execute(s.Destroy(target=s.This()), source=skipper, controller=1)
    assert g.card(skipper).zone == "bases" and g.card(skipper).at == meadow
    g.execute(s.Destroy(target=s.This()), source=skipper, controller=1)
    assert g.card(skipper).zone == "discard pile", "only once per turn"
    ch.assert_done()


def test_when_another_of_your_minions_would_be_destroyed_this_one_goes_instead():
    g, ch, specs, field = game('''
card "Bodyguard": minion, power 2
  Ongoing: When one of your other minions would be destroyed, you may destroy this minion instead.
''', steps=[("may", "yes")])
    guard = g.add_card(specs["Bodyguard"], 0, "bases", at=field)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Grunt"))), controller=1)
    assert g.card(grunt).zone == "bases" and g.card(guard).zone == "discard pile"
    ch.assert_done()


def test_when_your_minions_here_are_destroyed_instead():
    g, _, specs, field = game('''
card "Trapdoor": action
  Play on a base. Ongoing: When your minions on this base are destroyed, place them into your hand instead.
''')
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Trapdoor"], 0), base=field)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(card_types=("minion",)))), controller=1)
    assert g.card(grunt).zone == "hand"


def test_a_card_is_not_shielded_from_its_own_ability_and_a_failed_instead_keeps_the_way():
    g, _, specs, field = game('''
card "Phoenix": minion, power 5
  Ongoing: If this minion would go to its owner's discard pile, place it on the bottom of your deck instead.
card "Cloak": action
  Play on another player's minion. Ongoing: This minion is not affected by other players' cards.
card "Homing": minion, power 5
  Ongoing: If this minion would go to its owner's discard pile, return it to your hand instead.
card "Anchor": minion, power 1
  Ongoing: Your other minions here cannot be returned to a hand.
''')
    phoenix = g.add_card(specs["Phoenix"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Cloak"], 0), on=phoenix)      # Ann's card on Bob's minion
    g.execute(s.Destroy(target=s.This()), source=phoenix, controller=1)
    assert g.card(phoenix).zone == "deck", "its own replacement still moves it"
    chained = g.add_card(specs["Homing"], 1, "bases", at=field)
    g.add_card(specs["Anchor"], 1, "bases", at=field)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Homing"))), controller=0)
    assert g.card(chained).zone == "discard pile", "it cannot be returned to a hand: it goes where it was going"


def test_a_replacement_said_by_another_player_is_lowered_not_a_crash():
    rep = dsl.check_text('ruleset smashup\ncard "Haven": base, breakpoint 20, vp 2/1/0\n'
                         '  If a minion of power 2 or less at another base would be destroyed, its owner may move it here instead.\n',
                         path="t.cards")
    c = rep.cards[0]
    lo = lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table)
    assert not lo.diagnostics and lo.abilities[0][0].KIND == "replacement"

