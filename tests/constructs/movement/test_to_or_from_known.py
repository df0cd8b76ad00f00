"""h16n: "move it to or from here" on a card already chosen: where the card is says which
(from here to another base when it is here, else to here)."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, e501, probe_ir, run, table

SET = '''card "Tide Caller": minion, power 3
  Choose a minion of power 2 or less. Move it to or from here.
'''


def test_the_ir_is_a_test_of_where_the_card_is():
    (ir,) = probe_ir("Choose a minion of power 2 or less. Move it to or from here.", 'card "Probe": minion, power 3')
    eff = ir.effect.with_picked
    assert eff.KIND == "if" and eff.condition == s.IsCard(of=s.Picked(), filter=s.Filter(at=s.AtBase.HERE))
    assert eff.then.to_base.filter.other and eff.otherwise.to_base.KIND in ("this", "host")


@pytest.mark.rule("SU-A3")
def test_a_card_elsewhere_comes_here():
    cards = build(SET)
    g, jungle, castle = table(cards)
    caller = g.add_card(cards["Tide Caller"], 0, "bases", at=jungle)
    far = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    run(g, caller)                          # the one minion of power 2 or less: forced
    assert g.card(far).at == jungle


@pytest.mark.rule("SU-A3")
def test_a_card_here_goes_to_another_base():
    cards = build(SET)
    g, jungle, castle = table(cards)
    caller = g.add_card(cards["Tide Caller"], 0, "bases", at=jungle)
    near = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, caller)                          # one minion, one other base: nothing to ask
    assert g.card(near).at == castle
