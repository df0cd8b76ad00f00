""""Until …, either A or B": the chosen change, for that long."""

from __future__ import annotations

import pytest

import dsl

from su_table import build, run as use, table as game


@pytest.mark.rule("SU-A8")
def test_until_either_or_applies_the_chosen_change_for_that_long():
    cards = build('card "Moth": minion, power 3\n'
                  '  Talent: Until your next turn, either this minion has +2 power, OR another minion has -2 power.\n')
    g, jungle, _ = game(cards, [("modes", 0)])
    moth = g.add_card(cards["Moth"], 0, "bases", at=jungle)
    foe = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    use(g, moth, "activated")
    assert (g.value(moth, "power"), g.value(foe, "power")) == (5, 4)
    g.end_turn()
    g.begin_turn(1)
    assert g.value(moth, "power") == 5, "still there on the other player's turn"
    g.end_turn()
    g.begin_turn(0)
    assert g.value(moth, "power") == 3, "gone at the start of your next turn"


@pytest.mark.rule("SU-A8")
def test_until_either_or_first_alternative_targets_another_minion():
    cards = build('card "Moth": minion, power 3\n'
                  '  Talent: Until your next turn, either this minion has +2 power, OR another minion has -2 power.\n')
    g, jungle, _ = game(cards, [("modes", 1), ("targets", "Brute")])
    moth = g.add_card(cards["Moth"], 0, "bases", at=jungle)
    foe = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    use(g, moth, "activated")
    assert (g.value(moth, "power"), g.value(foe, "power")) == (3, 2)


def test_until_either_or_with_an_instruction_is_refused():
    """A duration over "draw a card" means nothing to run: the card is refused (E501)."""
    rep = dsl.check_text('ruleset smashup\ncard "Probe Card": minion, power 2\n'
                         '  Talent: Until the end of the turn, either your minions have +1 power OR draw a card.\n')
    assert [d.code.id for d in rep.cards[-1].diagnostics if d.code.id.startswith("E")] == ["E501"]

