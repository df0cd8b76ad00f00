""""Each of your minions on one base gains +1 power …", "Your minions on a single base get …": a
statement about the cards on one base chooses the base first (as an instruction does)."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import lower_one


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text, amount", [
    ("Each of your minions on one base gains +1 power until the end of the turn.", 1),
    ("Your minions on a single base get +2 power until the end of the turn.", 2),
    ("Each other player's minion on one base gets -1 power until the end of the turn.", 1),
])
def test_the_base_is_chosen_first(text, amount):
    lo, _ = lower_one(text, "smashup", 'card "Probe": action')
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    eff = lo.abilities[0][0].effect
    assert eff.KIND == "pick" and eff.target.filter.card_types == ("base",)
    mod = eff.with_picked
    assert mod.KIND == "modify" and mod.amount.value == amount
    assert mod.target.KIND == "each" and mod.target.filter.at is s.AtBase.PICKED


def test_a_base_with_a_phrase_is_not_one_base_chosen():
    lo, _ = lower_one("Each of your minions on a base with another of your minions gains +1 power until the end "
                      "of the turn.", "smashup", 'card "Probe": action')
    assert lo.abilities[0][0].effect.KIND == "modify"
