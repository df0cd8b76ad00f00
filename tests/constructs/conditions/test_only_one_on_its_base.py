"""h16n: "if it is the only minion on its base": the card the sentence named before (the one
chosen, or the event's card after a play or a move, still in play) is such a card, on a base
with no other card of that kind."""

from __future__ import annotations

import pytest

from runtime import ScriptedChooser
from runtime import spec as s

from su_table import build, e501, probe_ir, run, table

LONER = '''card "Lone Scout": action
  Choose a minion. If it is the only minion on its base, return it to its owner's hand.
'''


def test_the_condition_is_a_test_of_the_chosen_card_and_its_base():
    (ir,) = probe_ir("Choose a minion. If it is the only minion on its base, return it to its owner's hand.")
    cond = ir.effect.with_picked.condition
    minion = s.Filter(card_types=("minion",))
    assert cond == s.IsCard(of=s.Picked(), filter=s.Filter(card_types=("minion",),
                                                           base=s.BaseTest(has=minion, cmp=s.Cmp.EQ, value=1)))
    assert ir.effect.with_picked.then.target == s.Picked()


@pytest.mark.rule("SU-A4")
@pytest.mark.parametrize("company, returned", [(0, True), (1, False)])
def test_a_minion_alone_on_its_base_passes_and_one_with_company_does_not(company, returned):
    cards = build(LONER)
    g, jungle, castle = table(cards)
    lone = g.add_card(cards["Brute"], 1, "bases", at=castle)
    for _ in range(company):
        g.add_card(cards["Grunt"], 0, "bases", at=castle)
    g.chooser = ScriptedChooser([("targets", "Brute")] if company else [])
    run(g, g.add_card(cards["Lone Scout"], 0, "discard pile"))
    assert (g.card(lone).zone == "hand") is returned


def test_a_card_that_may_have_left_play_is_refused():
    assert e501('card "Probe": action\n  Destroy a minion. If it was the only minion on its base, draw a card.\n')
