""""Transfer all of its +1 power counters to this minion": as many as the card "its" names has
when the ability resolves; "transfer its +1 power counters" (no count printed) is refused, since
its canonical text would read "counter" and mean one. Every card here is made up."""

from __future__ import annotations

import pytest

from runtime import spec as s
from su_table import e501, ongoing_game

SPONGE = '''
card "Sponge": minion, power 2
  Ongoing: Before another minion here goes to the discard pile, transfer all of its +1 power counters to this minion.
'''


def test_all_of_its_counters_is_the_number_on_that_card():
    g, ch, specs, field = ongoing_game(SPONGE)
    eff = specs["Sponge"].abilities[0].effect
    assert isinstance(eff, s.MoveCounters) and eff.amount == s.CountersOn(of=eff.source, counter="+1 power")


@pytest.mark.rule("SU-A4")
def test_every_counter_moves_before_the_minion_leaves():
    g, ch, specs, field = ongoing_game(SPONGE, [("targets", "Grunt")])
    sponge = g.add_card(specs["Sponge"], 0, "bases", at=field)
    grunt = g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.card(grunt).counters["+1 power"] = 3
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 0, "hand"))
    ch.assert_done()
    assert g.card(grunt).zone == "discard pile"
    assert g.card(sponge).counters.get("+1 power", 0) == 3


def test_counters_without_a_count_are_refused_naming_the_words():
    msgs = e501('card "Leaky Sponge": minion, power 2\n  Ongoing: Before another minion here goes to the discard pile, '
                'transfer its +1 power counters to this minion.\n')
    assert any("its +1 power counters" in m and "without a count" in m for m in msgs), msgs
