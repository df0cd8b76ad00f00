"""Conditions that hold for a while: "while …," before a statement, a condition after the
sentence, two predicates joined by "and" under one subject."""

from __future__ import annotations

import pytest

from dsl import kinds as k
from dsl import nodes as n
from runtime import spec as s

from su_table import (
    board, build, compiled as specs, hand_size as hand, ongoing_game as game, probe_ast as parse,
    probe_ir as compiled, table,
)
from test_runtime_cards import card, minion


def test_a_bonus_that_holds_only_while_its_condition_does():
    g, _, specs, field = game('''
card "Hearth": action
  Play on a base. Ongoing: If you have one or fewer cards in your hand, each of your minions here has +3 power.
''')
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Hearth"], 0), base=field)
    assert hand(g, 0) == 0 and g.value(grunt, "power") == 6
    g.execute(s.Draw(amount=s.Const(value=2)))
    assert g.value(grunt, "power") == 3


# ---- conditions: "while …," and a condition after the sentence -------------------------------


def test_parse_while_and_trailing_conditions():
    ab = parse("Ongoing: While another one of your minions is here, this minion has +3 power.",
               header='card "Probe": minion, power 1')
    assert isinstance(ab.sentences[0].body, n.Conditional)
    ab = parse("Ongoing: This minion has +1 power if you have three or more cards in your hand.",
               header='card "Probe": minion, power 1')
    body = ab.sentences[0].body
    assert isinstance(body, n.Conditional) and body.cond.kind == k.CondKind.HAVE


@pytest.mark.rule("SU-A1")
def test_run_a_bonus_that_holds_while_a_friend_is_here():
    (ab,) = compiled("Ongoing: While another one of your minions is here, this minion has +3 power.",
                     header='card "Probe": minion, power 1')
    g, _, b1, b2 = board()
    me = g.add_card(card("smashup/probe", "Probe", "minion", {"power": 1}, ab), 0, "bases", at=b1)
    g.add_card(minion("Foe", 1), 1, "bases", at=b1)
    assert g.value(me, "power") == 1
    friend = g.add_card(minion("Friend", 1), 0, "bases", at=b2)
    assert g.value(me, "power") == 1
    g.card(friend).at = b1
    assert g.value(me, "power") == 4


@pytest.mark.rule("SU-A1")
def test_run_a_bonus_with_a_trailing_condition():
    (ab,) = compiled("Ongoing: This minion has +1 power if you have three or more cards in your hand.",
                     header='card "Probe": minion, power 1')
    g, _, b1, _ = board()
    me = g.add_card(card("smashup/probe", "Probe", "minion", {"power": 1}, ab), 0, "bases", at=b1)
    for i in range(2):
        g.add_card(minion(f"H{i}", 1), 0, "hand")
    assert g.value(me, "power") == 1
    g.add_card(minion("H2", 1), 0, "hand")
    assert g.value(me, "power") == 2


# ---- predicates joined by "and" under one subject --------------------------------------------


def test_parse_two_predicates_of_one_subject():
    ab = parse("Ongoing: This minion has +1 power and cannot be destroyed.", header='card "Probe": minion, power 1')
    st = ab.sentences[0].body
    assert st.pred.kind == k.PredKind.HAS_MOD and [p.kind for p in st.more] == [k.PredKind.CANNOT_BE]


@pytest.mark.rule("SU-A1")
def test_run_two_predicates_under_one_condition():
    """Both halves hold only while the condition does: +2 power and not affected by other
    players' cards while you have at most one card in hand."""
    cards = specs('card "Ghostly": minion, power 2\n  Ongoing: If you have one or fewer cards in your hand, '
                  'this minion has +2 power and is not affected by other players\' cards.\n')
    g, _, b1, _ = board()
    me = g.add_card(cards["Ghostly"], 0, "bases", at=b1)
    assert g.value(me, "power") == 4
    kill = s.Destroy(target=s.Each(filter=s.Filter(card_types=("minion",))))
    g.execute(kill, controller=1, source=g.add_card(minion("Foe", 1), 1, "bases", at=b1))
    assert g.card(me).zone == "bases"                  # shielded from the other player's card
    for i in range(2):
        g.add_card(minion(f"H{i}", 1), 0, "hand")
    assert g.value(me, "power") == 2
    g.execute(kill, controller=1, source=g.add_card(minion("Foe2", 1), 1, "bases", at=b1))
    assert g.card(me).zone == "discard pile"


@pytest.mark.rule("SU-V3")
def test_has_more_power_while_this_base_has_one_of_your_actions_on_it():
    cards = build('card "Boiler": minion, power 3\n'
                  '  Ongoing: This minion has +1 power if this base has one of your actions played on it.\n'
                  'card "Flag": action\n  Play on a base. Ongoing: Your minions here have +1 power.\n'
                  'card "Patch": action\n  Play on a minion. Ongoing: This minion has +1 power.\n')
    g, jungle, castle = table(cards)
    boiler = g.add_card(cards["Boiler"], 0, "bases", at=jungle)
    g.add_card(cards["Flag"], 1, "bases", at=jungle)                  # another player's: no
    assert g.value(g.card(boiler), "power") == 3
    g.add_card(cards["Flag"], 0, "bases", at=castle)                  # yours, at another base: no
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Patch"], 0, "bases", at=jungle, attached_to=grunt)    # on a minion, not on the base
    assert g.value(g.card(boiler), "power") == 3
    g.add_card(cards["Flag"], 0, "bases", at=jungle)                  # yours, on this base: yes
    assert g.value(g.card(boiler), "power") == 5                       # +1 from the Flag itself, +1 here

