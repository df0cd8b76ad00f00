""""an action or a minion", "minions and/or actions": a selection of cards of either type, with
everything else it says shared."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import lower_one


def _ir(text: str, header: str = 'card "Probe": minion, power 2'):
    lo, _ = lower_one(text, "smashup", header)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    return lo.abilities[0][0]


@pytest.mark.rule("SU-A7")
@pytest.mark.parametrize("text", [
    "Ongoing: After you play an action or a minion here, draw a card.",
    "Ongoing: After another player plays a minion or an action here, draw a card.",
])
def test_trigger_on_either_type(text):
    ab = _ir(text)
    assert set(ab.when.subject.card_types) == {"action", "minion"}
    assert ab.when.subject.at is s.AtBase.HERE


@pytest.mark.rule("SU-A5")
def test_all_of_either_type_share_the_phrases():
    ab = _ir("Destroy all minions and/or actions here.", 'card "Probe": minion, power 2')
    f = ab.effect.target.filter
    assert set(f.card_types) == {"minion", "action"} and f.at is s.AtBase.HERE


def test_two_words_of_the_same_type_are_not_merged():
    lo, _ = lower_one("Destroy each minion here or each minion there.", "smashup", 'card "Probe": minion, power 2')
    assert lo.diagnostics, "no merge of a minion and a minion"
