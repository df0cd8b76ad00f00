"""h16u: "Place up to two +1 power counters on a minion you control": the card is chosen, then
each counter is placed or not (none to two), as "up to" says (it was read as exactly two).
Every card here is made up."""

from __future__ import annotations

import pytest

from runtime import spec as s
from su_table import build, run, table

CARDS = '''
card "Pep Talk": action
  Place up to two +1 power counters on a minion you control.
'''


def test_up_to_is_a_choice_per_counter_on_the_card_chosen():
    cards = build(CARDS)
    eff = cards["Pep Talk"].abilities[0].effect
    assert isinstance(eff, s.Pick) and isinstance(eff.with_picked, s.Repeat)
    assert eff.with_picked.count == s.Const(value=2) and isinstance(eff.with_picked.effect, s.May)


@pytest.mark.rule("SU-A5")
def test_the_controller_may_place_fewer_than_three():
    cards = build(CARDS)
    g, jungle, castle = table(cards, [("may", "no"), ("may", "yes")])
    brute = g.add_card(cards["Brute"], 0, "bases", at=jungle)       # the only minion of Ann's
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Pep Talk"], 0, "discard pile"))
    assert g.card(brute).counters.get("+1 power", 0) == 1
    g.chooser.assert_done()
