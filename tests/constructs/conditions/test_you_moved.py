"""h16u: what the move just before did. "If you moved a minion you control / another player's
minion, …" tests the card that move moved, where it is now; "at its new base" is the base it
was moved to (as "at that base"). Every card here is made up (docs/runtime.md SU-U2)."""

from __future__ import annotations

import pytest

from runtime import spec as s
from su_table import build, errors_of, table

CARDS = '''
card "Shove Off": action
  Move a minion to another base. If you moved a minion you control, give each other player's minion at its new base -2 power until the end of the turn.
card "Cold Shoulder": action
  Move a minion. If you moved another player's minion, draw a card.
card "Twig": minion, power 1
card "Landslide": action
  Move a minion to another base. Destroy a minion of power 2 or less at its new base.
'''


def test_the_condition_reads_the_moved_card_and_the_base_it_went_to():
    cards = build(CARDS)
    seq = cards["Shove Off"].abilities[0].effect
    cond = seq.effects[1]
    assert isinstance(cond, s.If) and cond.condition == s.IsCard(
        of=s.Affected(), filter=s.Filter(card_types=("minion",), controller=s.Controller.YOU))
    assert cond.then.target.filter.at is s.AtBase.AFFECTED


@pytest.mark.rule("SU-A1")
def test_moving_your_own_minion_weakens_the_others_where_it_went():
    cards = build(CARDS)
    g, jungle, castle = table(cards, [("targets", "Brute")])
    brute = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    there = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    left = g.add_card(cards["Grunt"], 1, "bases", at=jungle)     # not at the new base
    g.play_card(g.add_card(cards["Shove Off"], 0))
    assert g.card(brute).at == castle
    assert (g.value(g.card(there), "power"), g.value(g.card(left), "power")) == (0, 2)
    g.chooser.assert_done()


@pytest.mark.rule("SU-A4")
def test_moving_another_players_minion_skips_what_depends_on_it():
    cards = build(CARDS)
    g, jungle, castle = table(cards, [("targets", "Grunt#3")])
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    other = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    g.play_card(g.add_card(cards["Shove Off"], 0))
    assert g.card(grunt).at == castle
    assert g.value(g.card(other), "power") == 2
    g.chooser.assert_done()


@pytest.mark.rule("SU-A1")
def test_another_players_minion_moved_draws_a_card():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[("targets", "Grunt")])
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Grunt"], 0, "deck")
    before = len(g.zone(0, "hand"))
    g.play_card(g.add_card(cards["Cold Shoulder"], 0))
    assert len(g.zone(0, "hand")) == before + 1


@pytest.mark.rule("SU-A1")
def test_destroy_at_its_new_base_only_looks_where_the_card_went():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[("targets", "Brute")])
    g.add_card(cards["Brute"], 0, "bases", at=jungle)
    left = g.add_card(cards["Twig"], 1, "bases", at=jungle)  # left behind: not a choice
    weak = g.add_card(cards["Twig"], 1, "bases", at=castle)
    g.play_card(g.add_card(cards["Landslide"], 0))
    assert g.card(weak).zone == "discard pile" and g.card(left).zone == "bases"
    g.chooser.assert_done()                                  # one card fits: not asked


def test_its_new_base_and_you_moved_need_a_move_just_before():
    assert errors_of('card "Lone Claim": action\n  Draw a card. If you moved a minion you control, draw a card.\n')
    assert errors_of('card "Lone Base": action\n  Draw a card. Destroy a minion at its new base.\n')
