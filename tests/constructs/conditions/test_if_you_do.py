"""Conditions: "if you do" and "… to …" need the first instruction done in full."""

from __future__ import annotations

import pytest

from su_table import build, run, table


@pytest.mark.rule("SU-A4")
def test_if_you_do_and_to_need_the_first_instruction_done_in_full():
    cards = build('card "Trade": action\n  Discard two cards. If you do, gain 1 VP.\n'
                  'card "Swap": action\n  You may discard a card to draw two cards.\n')
    g, _, _ = table(cards, [("may", "yes")])
    trade = g.add_card(cards["Trade"], 0, "discard pile")
    g.add_card(cards["Grunt"], 0, "hand")
    run(g, trade)
    assert g.players[0].resources["vp"] == 0, "one card is not two"
    for _ in range(2):
        g.add_card(cards["Grunt"], 0, "deck")
    run(g, g.add_card(cards["Swap"], 0, "discard pile"))
    assert g.players[0].resources["vp"] == 0
    g.add_card(cards["Grunt"], 0, "hand")
    g.chooser.steps = [("may", "yes")]
    run(g, g.add_card(cards["Swap"], 0, "discard pile"))
    assert len(g.zone(0, "hand")) == 2 and not g.zone(0, "deck")

