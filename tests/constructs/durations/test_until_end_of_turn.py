"""Effects that last "until the end of the turn" (SU-A8), with or without a comma."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import probe_card_ast as ast


@pytest.mark.rule("SU-A8")
def test_SU_A8_durations(smashup):
    (shade,) = smashup["Drifting Shade"]
    assert shade.effect.duration is s.Duration.START_OF_YOUR_NEXT_TURN
    (over,) = smashup["Overdrive"]
    assert over.effect.duration is s.Duration.END_OF_TURN


def test_a_duration_that_opens_a_sentence_keeps_its_comma():
    card = ast("Destroy a minion. If you do, until the end of the turn, your minions have +1 power.")
    body = card.abilities[0].sentences[1].body
    assert body.KIND == "conditional" and body.body.KIND == "lasting"

