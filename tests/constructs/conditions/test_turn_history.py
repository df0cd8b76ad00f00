"""Conditions on what happened this turn: "the first minion played this turn" and the like."""

from __future__ import annotations

from runtime import spec as s

from su_table import build, run, table


# ---- conditions ----------------------------------------------------------------------------------


def test_first_minion_played_this_turn():
    cards = build('card "Starter": minion, power 1\n  If this is the first minion you played on this turn, draw a card.\n')
    g, jungle, _ = table(cards, [("base", "Jungle"), ("base", "Jungle")])
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    one = g.add_card(cards["Starter"], 0, "hand")
    two = g.add_card(cards["Starter"], 0, "hand")
    g.players[0].plays_left["minion"] = 2
    g.play_card(one)
    assert len(g.zone(0, "hand")) == 2          # the second Starter and the card drawn
    g.play_card(two)
    assert len(g.zone(0, "hand")) == 1          # not the first: no draw


def test_turn_history_conditions():
    cards = build('card "Patient": minion, power 2\n  Talent: If you have not played a minion this turn, draw a card.\n'
                  'card "Hunter": minion, power 2\n  If you have destroyed a minion this turn, gain 1 VP.\n'
                  'card "Witness": action\n  Play on a base.\n  Ongoing: At the end of each turn, if another player\'s minion here was destroyed, gain 1 VP.\n')
    g, jungle, _ = table(cards)
    g.add_card(cards["Grunt"], 0, "deck")
    patient = g.add_card(cards["Patient"], 0, "bases", at=jungle)
    hunter = g.add_card(cards["Hunter"], 0, "bases", at=jungle)
    g.add_card(cards["Witness"], 0, "bases", at=jungle)
    g.activate(patient)
    assert len(g.zone(0, "hand")) == 1
    run(g, hunter)
    assert g.players[0].resources["vp"] == 0
    foe = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(controller=s.Controller.OPPONENT))), controller=0, source=hunter)
    assert g.card(foe).zone == "discard pile"
    run(g, hunter)
    assert g.players[0].resources["vp"] == 1
    g.end_turn()                                 # Witness: a foe's minion here was destroyed
    assert g.players[0].resources["vp"] == 2

