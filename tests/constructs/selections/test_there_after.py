""""there" after an instruction that left the cards it acted on on a base (moved between bases,
changed, given counters, taken control of): their base, where they are now (IR `at: affected`).
After an instruction that took them out of play, "there" names nothing and is refused."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import e501, lower_one


def _second(text: str):
    lo, _ = lower_one(text, "smashup", 'card "Probe": action')
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    eff = lo.abilities[0][0].effect
    assert eff.KIND == "sequence"
    second = eff.effects[1]
    return second.effect if second.KIND == "may" else second


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text", [
    "Move a minion to another base. Destroy a minion there of power 2 or less.",
    "Place a +1 power counter on one of your minions. Each other player's minion there gets -1 power until "
    "the end of the turn.",
    "Give one of your minions +1 power until the end of the turn. You may return a minion there of power 2 or less "
    "to its owner's hand.",
    "Take control of a minion of power 2 or less. You may destroy another minion there.",
])
def test_there_is_the_base_of_the_cards_acted_on(text):
    second = _second(text)
    target = second.target
    assert target.filter.at is s.AtBase.AFFECTED


@pytest.mark.parametrize("text", [
    "Destroy a minion. Destroy a minion there.",
    "Return a minion to its owner's hand. Destroy a minion there.",
    "Draw a card. Destroy a minion there.",
])
def test_there_after_leaving_play_or_no_card_is_refused(text):
    errs = e501('card "Probe": action\n  ' + text + "\n")
    assert any("there" in e for e in errs), errs
