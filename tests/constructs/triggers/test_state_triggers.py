"""Instructions done when a condition becomes true: "if this minion has 0 power, destroy it"."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, table


# ---- an ongoing instruction done when its condition becomes true ------------------------------------


@pytest.mark.rule("SU-V4")
def test_if_this_minion_has_0_power_destroy_it():
    cards = build('card "Heavy Chains": action\n  Play on a minion.\n'
                  '  Ongoing: This minion has -3 power. If this minion has 0 power, destroy it.\n')
    g, jungle, _ = table(cards)
    brute = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Heavy Chains"], 1, "hand")
    chains = g.zone(1, "hand")[0].id
    g.play_card(chains, on=brute, free=True)           # 4 - 3 = 1: it stays
    assert g.card(brute).zone == "bases"
    g.execute(s.Modify(target=s.Host(), stat="power", op=s.ModOp.SUB, amount=s.Const(value=1)),
              controller=1, source=chains)             # 0 power now: destroyed
    assert g.card(brute).zone == "discard pile"
    # a minion with power 3 or less under the chains is destroyed as they arrive (SU-V4: 0, not below)
    g.play_card(g.add_card(cards["Heavy Chains"], 0, "hand"), on=grunt, free=True)
    assert g.card(grunt).zone == "discard pile"

