"""Taking control of a card for a while; it returns when the duration ends."""

from __future__ import annotations

import pytest

from su_table import build, run, table


@pytest.mark.rule("SU-A8")
def test_control_taken_until_the_end_of_the_turn_returns_then():
    cards = build('card "Lure": action\n  Take control of an opponent\'s minion of power 4 or less until the end of the turn.\n')
    g, jungle, _ = table(cards)
    foe = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    lure = g.add_card(cards["Lure"], 0, "discard pile")
    run(g, lure)
    assert g.card(foe).controller == 0
    g.end_turn()
    assert g.card(foe).controller == 1

