""""The same or lower power" as a card the previous instruction destroyed: the power it had as
it left play (last-known information; SU-V3: counters and other adjustments are part of its
power), not its printed power in the discard pile."""

from __future__ import annotations

import pytest

from runtime.errors import NotDeclarable

from su_table import build, run, table

CARDS = ('card "Replant": action\n'
         '  Destroy a minion you control. You may play an extra minion with the same or lower power.\n'
         'card "Wilt": action\n  A minion has -2 power until the end of the turn.\n'
         'card "Twig": minion, power 3\n')


def _destroy_twig(cards, steps=()):
    """Twig (printed 3) after `steps`, destroyed by Replant; only the extra play is left."""
    g, jungle, _ = table(cards, list(steps) + [("may", "yes")])
    twig = g.add_card(cards["Twig"], 0, "bases", at=jungle)
    return g, jungle, twig


def _replant(g, cards, twig):
    g.players[0].plays_left["minion"] = 0
    run(g, g.add_card(cards["Replant"], 0, "discard pile"))
    assert g.card(twig).zone == "discard pile"


@pytest.mark.rule("SU-V3")
def test_a_counter_it_had_counts():
    cards = build(CARDS)
    g, jungle, twig = _destroy_twig(cards)
    g.card(twig).counters["+1 power"] = 1                       # 4 as it leaves play
    _replant(g, cards, twig)
    brute = g.add_card(cards["Brute"], 0)                       # power 4
    g.play_card(brute, base=jungle)
    assert g.card(brute).zone == "bases"


@pytest.mark.rule("SU-V3")
def test_a_penalty_it_had_counts_too():
    cards = build(CARDS)
    g, jungle, twig = _destroy_twig(cards)
    run(g, g.add_card(cards["Wilt"], 0, "discard pile"))        # 1 as it leaves play
    _replant(g, cards, twig)
    with pytest.raises(NotDeclarable):
        g.play_card(g.add_card(cards["Grunt"], 0), base=jungle)  # power 2: more than 1
