"""The counters a card carries, in a condition: "if this minion has no +1 power counters [on it]"
is a test of that card's counters now; "it" after it is that card."""

from __future__ import annotations

from runtime import spec as s
from runtime.readback import readback
from runtime.ruleset import SMASHUP

from su_table import compiled, e501

SET = '''
card "Calm Monk": minion, power 2
  Talent: If this minion has no +1 power counters on it, draw a card and place a +1 power counter on it.
card "Busy Monk": minion, power 2
  Talent: If this minion has two or more +1 power counters, draw a card.
'''


def test_the_condition_tests_the_card_and_it_is_that_card():
    specs = compiled(SET)
    (calm,) = specs["Calm Monk"].abilities
    none = s.CounterTest(counter="+1 power", cmp=s.Cmp.EQ, value=0)
    assert calm.effect.condition == s.IsCard(of=s.This(), filter=s.Filter(counters=(none,)))
    assert calm.effect.then.effects[-1].target == s.This()      # (after the draw)
    (busy,) = specs["Busy Monk"].abilities
    assert busy.effect.condition.filter.counters == (s.CounterTest(counter="+1 power", cmp=s.Cmp.GE, value=2),)
    assert "If this card has no +1 power counters, you draw 1 card, then place 1 +1 power counter on this card" \
        in readback(calm, SMASHUP)


def test_counters_on_another_card_are_not_executable():
    assert e501('card "Odd Monk": minion, power 2\n'
                '  Talent: If this minion has no +1 power counters on a base, draw a card.\n')
