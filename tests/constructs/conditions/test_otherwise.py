""""Otherwise" after an "If …" sentence, with or without the comma after it: the two are one
choice (IR `If` with `otherwise`)."""

from __future__ import annotations

import pytest

from su_table import e501, lower_one


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text", [
    "Reveal the top card of your deck. If it is an action, draw it. Otherwise place it on the bottom of your deck.",
    "Reveal the top card of your deck. If it is a minion, draw it. Otherwise, shuffle your deck.",
    "If you have a minion here, draw a card. Otherwise draw two cards.",
])
def test_otherwise_with_or_without_comma(text):
    # (a minion: "here" on an action that is never on a base is E501)
    lo, _ = lower_one(text, "smashup", 'card "Probe": minion, power 2')
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    eff = lo.abilities[0][0].effect
    cond = eff.with_revealed if eff.KIND == "reveal" else eff
    assert cond.KIND == "if" and cond.otherwise is not None


def test_otherwise_alone_is_refused():
    assert e501('card "Probe": action\n  Otherwise draw a card.\n')
