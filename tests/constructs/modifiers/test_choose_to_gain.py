""""Choose a minion to gain +3 power …": the chosen card gains it; said the same as "give"
(`cardtext fmt` writes it as `Give …`)."""

from __future__ import annotations

import pytest

from dsl import nodes as n
from runtime import spec as s

from su_table import lower_one, parsed


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text, amount, where", [
    ("Choose a minion to gain +3 power until the end of the turn.", 3, None),
    ("Choose one of your minions here to get +1 power until the end of the turn.", 1, s.AtBase.HERE),
    ("You may choose another minion to gain -1 power until the end of the turn.", -1, None),
])
def test_the_chosen_card_gains(text, amount, where):
    lo, _ = lower_one(text, "smashup", 'card "Probe": minion, power 2')
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    eff = lo.abilities[0][0].effect
    eff = getattr(eff, "effect", eff) if eff.KIND == "may" else eff
    signed = eff.amount.value if eff.op is s.ModOp.ADD else -eff.amount.value
    assert eff.KIND == "modify" and signed == amount
    assert eff.target.filter.at is where


def test_it_is_the_same_as_give():
    a = parsed("Choose a minion here to gain +2 power until the end of the turn.")
    b = parsed("Give a minion here +2 power until the end of the turn.")
    assert a.sentences[0].body.items[0].kind == b.sentences[0].body.items[0].kind
    assert a.sentences[0].body.items[0].modifier.amount == b.sentences[0].body.items[0].modifier.amount
