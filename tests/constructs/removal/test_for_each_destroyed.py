""""… for each one destroyed", "For each minion (actually) destroyed, its owner …": the cards the
instruction before destroyed, counted; "its" in the repeated instruction is each of those cards in
turn (h16v)."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, e501, probe_ir, run, table

SWEEP = ('card "Soot Sweep": action\n  Destroy up to two actions played on minions. '
         'Draw two cards for each one destroyed.\n'
         'card "Spur": action\n  Play on a minion.\n  Ongoing: This minion has +1 power.\n')
TOLL = ('card "Bell Toll": action\n  Each player may destroy one of their minions. '
        'For each minion destroyed, its owner gains 2 VP.\n')


def test_for_each_one_destroyed_counts_what_the_destroy_did():
    (ab,) = probe_ir("Destroy up to two minions of power 2 or less. Draw a card for each one actually destroyed.")
    destroy, draw = ab.effect.effects
    assert destroy.KIND == "destroy" and draw == s.Draw(amount=s.Times(left=s.Const(value=1), right=s.AffectedCount()))


def test_for_each_minion_destroyed_its_owner_is_each_card_in_turn():
    (ab,) = probe_ir("Each player may destroy one of their minions. For each minion destroyed, its owner gains 2 VP.")
    rep = ab.effect.effects[1]
    assert isinstance(rep, s.Repeat) and rep.one_each and isinstance(rep.count, s.AffectedCount)


def test_for_each_minion_destroyed_without_its_counts_only():
    (ab,) = probe_ir("Destroy a minion of power 2 or less. For each minion destroyed, draw a card.")
    assert ab.effect.effects[1] == s.Repeat(count=s.AffectedCount(filter=s.Filter(card_types=("minion",))),
                                            effect=s.Draw())


@pytest.mark.rule("SU-A4")
def test_you_draw_one_card_for_each_action_really_destroyed():
    cards = build(SWEEP)
    g, jungle, _ = table(cards, [("targets", [0, 1])])
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.add_card(cards["Spur"], 0, "bases", at=jungle, attached_to=grunt)
    g.add_card(cards["Spur"], 1, "bases", at=jungle, attached_to=brute)
    for _ in range(5):
        g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Soot Sweep"], 0, "discard pile"))
    assert len(g.zone(0, "hand")) == 4          # two destroyed: four cards, the fifth stays
    assert len(g.zone(0, "deck")) == 1


@pytest.mark.rule("SU-A3")
def test_each_owner_gains_vp_for_their_own_destroyed_minion_only():
    cards = build(TOLL)
    g, jungle, _ = table(cards, [("may", "yes"), ("may", "no")])
    g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Bell Toll"], 0, "discard pile"))
    assert g.players[0].resources["vp"] == 2 and g.players[1].resources["vp"] == 0


@pytest.mark.rule("SU-A3")
def test_two_owners_each_gain_for_one_minion_not_for_both():
    cards = build(TOLL)
    g, jungle, _ = table(cards, [("may", "yes"), ("may", "yes")])
    g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Bell Toll"], 0, "discard pile"))
    assert g.players[0].resources["vp"] == 2 and g.players[1].resources["vp"] == 2


def test_destroyed_after_an_instruction_that_did_something_else_is_refused():
    (msg,) = e501('card "Probe": action\n  Draw two cards. Draw two cards for each one destroyed.\n')
    assert "after an instruction that did something else" in msg
