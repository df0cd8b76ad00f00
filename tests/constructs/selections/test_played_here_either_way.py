"""h16n: "an action played on this base or on a minion here": on the base itself or on a card
there, so any action on this base; without the place of the minion ("on a minion"), E501."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, e501, probe_ir, run, table

WRECKER = '''card "Wrecker": minion, power 3
  You may return an action played on this base or on a minion here to its owner's hand.
card "Flag": action
  Play on a base. Ongoing: Minions here have +1 power.
card "Spur": action
  Play on a minion. Ongoing: This minion has +1 power.
'''


def test_the_filter_is_any_action_on_this_base():
    (ir,) = probe_ir("You may return an action played on this base or on a minion here to its owner's hand.", 'card "P": minion, power 3')
    f = ir.effect.effect.target.filter
    assert f.at is s.AtBase.HERE and f.attached is None and f.card_types == ("action",)


def test_without_where_the_minion_is_it_is_refused():
    assert e501('card "P": minion, power 3\n  Destroy an action played on this base or on a minion.\n')


@pytest.mark.rule("SU-A3")
@pytest.mark.parametrize("which", ["Flag", "Spur"])
def test_an_action_on_the_base_or_on_a_minion_there_can_be_returned(which):
    cards = build(WRECKER)
    g, jungle, castle = table(cards, [("targets", which), ("may", "yes")])
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.play_card(g.add_card(cards["Flag"], 0), base=jungle)
    g.state.players[0].plays_left["action"] = 1
    g.play_card(g.add_card(cards["Spur"], 0), on=grunt)
    wrecker = g.add_card(cards["Wrecker"], 0, "bases", at=jungle)
    run(g, wrecker)
    gone = [c for c in g.state.cards.values() if c.spec.name == which]
    assert gone and gone[0].zone == "hand"
