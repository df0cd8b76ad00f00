"""Conditions: "if there are N or more … here" counts every player's cards; on "a base" it is refused."""

from __future__ import annotations

import pytest

from su_table import build, errors, table


@pytest.mark.rule("SU-A3")
def test_there_are_two_or_more_minions_here():
    cards = build('card "Crowd Watcher": minion, power 1\n'
                  '  Ongoing: This minion has +2 power if there are three or more minions here.\n')
    g, jungle, _ = table(cards)
    w = g.add_card(cards["Crowd Watcher"], 0, "bases", at=jungle)
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    assert g.value(g.card(w), "power") == 1
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)      # anyone's minions count
    assert g.value(g.card(w), "power") == 3


def test_there_are_cards_on_some_base_is_refused():
    """"if there are no minions on a base": on one base, or on all of them? Not guessed."""
    errs = errors('card "Vacancy": action\n  If there are no minions on a base, draw a card.\n')
    assert any(e.startswith("E501") and "on a base" in e for e in errs), errs

