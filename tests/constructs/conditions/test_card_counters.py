""""If this minion has no +1 power counters on it", "if it has two or more …", "if it does not
have a … on it": a test of one card's counters (IR `IsCard` with a counter test); "it" in what
follows is that card."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import e501, lower_one


def _if(text: str, header: str = 'card "Probe": minion, power 2'):
    lo, _ = lower_one(text, "smashup", header)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    eff = lo.abilities[0][0].effect
    while eff.KIND in ("pick",):
        eff = eff.with_picked
    assert eff.KIND == "if"
    return eff


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text, cmp, value, negated", [
    ("Talent: If this minion has no +1 power counters on it, draw a card.", s.Cmp.EQ, 0, False),
    ("Talent: If this minion has two or more +1 power counters on it, draw a card.", s.Cmp.GE, 2, False),
    ("Talent: If this minion has one +1 power counter, draw a card.", s.Cmp.EQ, 1, False),
    ("Talent: If this minion does not have a +1 power counter on it, draw a card.", s.Cmp.GE, 1, True),
])
def test_a_cards_own_counters(text, cmp, value, negated):
    cond = _if(text).condition
    assert (cond.KIND == "not") == negated
    test = (cond.condition if negated else cond)
    assert test.KIND == "is_card" and test.of == s.This()
    (ct,) = test.filter.counters
    assert (ct.counter, ct.cmp, ct.value) == ("+1 power", cmp, value)


def test_it_after_the_condition_is_that_card():
    eff = _if("Talent: If this minion has no +1 power counters on it, draw a card and place a +1 power counter on it.")
    assert eff.then.effects[-1].target == s.This()          # (after the draw)


def test_on_another_card_is_refused():
    assert e501('card "Probe": minion, power 2\n  Talent: If this minion has no +1 power counters on that minion, '
                'draw a card.\n')


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text, cmp, value", [
    ("Place a +1 power counter on each of your minions that has no +1 power counters.", s.Cmp.EQ, 0),
    ("Destroy each minion with one or fewer +1 power counters.", s.Cmp.LE, 1),
    ("Destroy a minion with two or more +1 power counters.", s.Cmp.GE, 2),
])
def test_counters_as_a_filter(text, cmp, value):
    lo, _ = lower_one(text, "smashup", 'card "Probe": action')
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    (ct,) = lo.abilities[0][0].effect.target.filter.counters
    assert (ct.counter, ct.cmp, ct.value) == ("+1 power", cmp, value)
