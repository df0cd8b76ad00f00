""""revealed" after a reveal or a look: "one revealed minion", "from the revealed cards" (among
the cards shown), and "the revealed minions" (every one of them: a plural after "the" is all)."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import e501, lower_one


def _after_reveal(text: str):
    lo, _ = lower_one(text, "smashup", 'card "Probe": action')
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    reveal = lo.abilities[0][0].effect
    assert reveal.KIND == "reveal"
    first = reveal.with_revealed
    return first.effects[0] if first.KIND == "sequence" else first


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text, kind, count", [
    ("Reveal the top three cards of your deck. Place one revealed action into your hand. "
     "Shuffle the rest into your deck.", "target", (1, 1)),
    ("Look at the top two cards of your deck. Place up to two revealed minions into your hand. "
     "Return the rest to the top of your deck in any order.", "target", (0, 2)),
    ("Reveal the top four cards of your deck. Place the revealed actions into your hand and "
     "shuffle the rest into your deck.", "each", None),
    ("Reveal the top two cards of your deck. Draw a minion from the revealed cards. "
     "Shuffle the rest into your deck.", "target", (1, 1)),
])
def test_revealed_selects_among_the_cards_shown(text, kind, count):
    step = _after_reveal(text)
    sel = step.target
    assert sel.KIND == kind and sel.filter.among_picked
    if count is not None:
        assert (sel.min, sel.max) == count


def test_revealed_with_nothing_revealed_is_refused():
    assert e501('card "Probe": action\n  Place one revealed minion into your hand.\n')


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text", [
    "Reveal the top three cards of your deck. Place a revealed minion into your hand. Shuffle the unused cards "
    "into your deck.",
    "Look at the top two cards of your deck. Draw one of them. Place unused cards on the bottom of your deck.",
])
def test_unused_cards_are_the_rest(text):
    lo, _ = lower_one(text, "smashup", 'card "Probe": action')
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    rest = lo.abilities[0][0].effect.with_revealed.effects[-1]
    assert rest.target.KIND == "each" and rest.target.filter.among_picked
