"""Counting counters: "for each +1 power counter on it", "if there are N counters on …"."""

from __future__ import annotations

import pytest

from dsl import kinds as k
from runtime import spec as s

from su_table import build, compiled, errors_of, meadow_game as game, parsed, run, table


# ------------------------------------------------------------------ "for each +1 power counter on it"


def test_for_each_power_counter_is_a_noun_phrase_not_a_bare_for_each():
    ab = parsed("Ongoing: This minion has +1 power for each +1 power counter on it.", "minion")
    ph = ab.sentences[0].body.pred.phrases
    assert [p.kind for p in ph] == [k.PhraseKind.FOR, k.PhraseKind.ON]
    assert ph[0].np.noun.kind == k.NounKind.POWER_COUNTER and ph[0].np.quant.kind == k.QuantKind.EACH


@pytest.mark.rule("SU-V3")
def test_a_bonus_for_each_counter_on_this_minion():
    """The counters add their own power (SU-V3) and the bonus counts them once more."""
    g, specs, meadow = game('''
card "Mossback": minion, power 2
  Ongoing: This minion has +1 power for each +1 power counter on it.
''')
    moss = g.add_card(specs["Mossback"], 0, "bases", at=meadow)
    assert g.value(moss, "power") == 2
    g.execute(s.PlaceCounters(target=s.This(), counter="+1 power", amount=s.Const(value=3)), source=moss)
    assert g.value(moss, "power") == 2 + 3 + 3


@pytest.mark.rule("SU-A1")
def test_vp_for_each_counter_on_this_minion():
    g, specs, meadow = game('''
card "Hoarder": minion, power 2
  Ongoing: At the start of your turn, gain 1 VP for each +1 power counter on this minion.
''')
    hoard = g.add_card(specs["Hoarder"], 0, "bases", at=meadow)
    g.execute(s.PlaceCounters(target=s.This(), counter="+1 power", amount=s.Const(value=2)), source=hoard)
    g.begin_turn(0)
    assert g.resource(0, "vp") == 2


def test_counters_on_each_of_several_cards_are_counted_on_each_not_misread():
    # (refused until each card's own counters could be counted: SU-D6, tests/test_dev_shapes.py)
    assert not errors_of('card "Drumbeat": minion, power 2\n'
                         '  Talent: Your minions here gain +1 power for each +1 power counter on them.\n')
    eff = compiled('card "Drumbeat": minion, power 2\n'
                   '  Talent: Your minions here gain +1 power for each +1 power counter on them.\n'
                   )["Drumbeat"].abilities[0].effect
    assert isinstance(eff, s.Repeat) and eff.each and eff.count.filter.at is s.AtBase.HERE
    assert eff.effect.target == s.Picked() and eff.effect.amount.right == s.CountersOn(of=s.Picked(), counter="+1 power")
    errs = errors_of('card "Tally": minion, power 2\n  Draw a card for each +1 power counter on it.\n')
    assert errs and errs[0].startswith("E501")


# ---- "if there are N or more …" ---------------------------------------------------------------------


@pytest.mark.rule("SU-V3")
def test_there_are_counters_on_your_minions_counts_the_counters_not_the_cards():
    cards = build('card "Hive Tally": action\n'
                  '  If there are three or more +1 power counters on your minions, draw a card.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Grunt"], 0, "deck")
    a = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    b = g.add_card(cards["Brute"], 0, "bases", at=castle)
    theirs = g.add_card(cards["Brute"], 1, "bases", at=castle)
    g.card(a).counters["+1 power"] = 1
    g.card(theirs).counters["+1 power"] = 5                 # another player's: not counted
    run(g, g.add_card(cards["Hive Tally"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 0, "1 counter on your minions"
    g.card(b).counters["+1 power"] = 2
    run(g, g.add_card(cards["Hive Tally"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 1, "1 + 2 counters on two of your minions"


@pytest.mark.rule("SU-V3")
def test_counters_on_this_minion_in_an_ongoing_condition():
    cards = build('card "Moss Golem": minion, power 3\n'
                  '  Ongoing: If there are two or more +1 power counters on this minion, it has +3 power.\n')
    g, jungle, _ = table(cards)
    golem = g.add_card(cards["Moss Golem"], 0, "bases", at=jungle)
    other = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    g.card(golem).counters["+1 power"] = 1
    g.card(other).counters["+1 power"] = 5                  # another card's counters: not counted
    assert g.value(g.card(golem), "power") == 3 + 1
    g.card(golem).counters["+1 power"] = 2
    assert g.value(g.card(golem), "power") == 3 + 2 + 3
    assert g.value(g.card(other), "power") == 2 + 5, "the bonus is this minion's only"

