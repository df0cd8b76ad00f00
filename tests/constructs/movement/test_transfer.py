"""Transfers: counters from one card to another (the phrases narrowing each side), and an
action from one minion to another."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, e501, ongoing_game as game, run, table


CARD_ON_MINION = '''
card "Spikes": action
  Play on any minion. Ongoing: This minion has +3 power.
card "Banner": action
  Play on a base. Ongoing: Minions here have +1 power.
'''


# ---- "transfer one of its +1 power counters to …": from the card "its" names ----------------------------


@pytest.mark.rule("SU-A3")
def test_transfer_one_of_the_chosen_cards_counters():
    cards = build('card "Siphon": action\n  Choose a minion. Transfer one of its +1 power counters to another minion.\n')
    ir = cards["Siphon"].abilities[0].effect
    assert isinstance(ir, s.Pick) and isinstance(ir.with_picked, s.MoveCounters) and ir.with_picked.source == s.Picked()
    g, jungle, castle = table(cards, [("targets", [0]), ("targets", [1])])     # the Grunt, then the Brute
    a = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    b = g.add_card(cards["Brute"], 0, "bases", at=castle)
    g.card(a).counters["+1 power"] = 3
    run(g, g.add_card(cards["Siphon"], 0, "discard pile"))
    assert g.card(a).counters["+1 power"] == 2 and g.card(b).counters["+1 power"] == 1


# ---- transfers -------------------------------------------------------------------------------------


def test_transfer_any_number_of_counters_from_one_minion_to_another():
    g, ch, specs, field = game('''
card "Relay": action
  Transfer any number of +1 power counters from one of your minions to another minion.
''', steps=[("targets", "Pebble"), ("amount", "2")])   # the only minion of yours is not asked
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    pebble = g.add_card(specs["Pebble"], 1, "bases", at=field)
    g.card(grunt).counters["+1 power"] = 3
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Relay"], 0))
    assert (g.value(grunt, "power"), g.value(pebble, "power")) == (4, 3)
    ch.assert_done()


@pytest.mark.rule("SU-A4")
def test_a_transfer_between_two_of_your_minions_moves_what_there_is():
    g, ch, specs, field = game('''
card "Drill Sergeant": minion, power 2
  Talent: Transfer a +1 power counter between two of your minions.
''', steps=[("targets", "Drill Sergeant"), ("targets", "Grunt")])
    sarge = g.add_card(specs["Drill Sergeant"], 0, "bases", at=field)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.activate(sarge)                      # no counter to move: nothing happens, no error
    assert g.value(grunt, "power") == 3
    ch.assert_done()


def test_transfer_this_action_to_another_minion():
    g, ch, specs, field = game('''
card "Hitchhiker": action
  Play on a minion. Ongoing: This minion has +4 power. Talent: Transfer this action to another minion.
''', steps=[("targets", "Pebble")])
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    pebble = g.add_card(specs["Pebble"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    hh = g.add_card(specs["Hitchhiker"], 0)
    g.play_card(hh, on=grunt)
    assert g.value(grunt, "power") == 7
    g.activate(hh)
    assert g.card(hh).attached_to == pebble
    assert (g.value(grunt, "power"), g.value(pebble, "power")) == (3, 5)


# ---- transfers -----------------------------------------------------------------------------------


@pytest.mark.rule("SU-A5")
def test_the_phrases_after_from_narrow_where_the_counters_come_from():
    """SU-A5: "any number of … from one of your minions there to another minion": the source
    is one of your minions on the scored base; the receiver may be anywhere."""
    g, ch, specs, field = game('''
card "Hand-Me-Down": action
  Special: After a base scores, draw a card and transfer any number of +1 power counters from one of your minions there to another minion.
''', steps=[("targets", "Pebble"), ("may", "yes"), ("amount", "2")])   # the only source is not asked
    meadow = g.add_card(specs["Meadow"], None, "bases")
    donor = g.add_card(specs["Grunt"], 0, "bases", at=field)
    heir = g.add_card(specs["Pebble"], 0, "bases", at=meadow)
    for _ in range(3):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.card(donor).counters["+1 power"] = 2
    g.card(heir).counters["+1 power"] = 1
    g.add_card(specs["Hand-Me-Down"], 0)
    g.begin_turn(0)
    g.score_base(field)
    ch.assert_done()
    assert g.card(heir).counters["+1 power"] == 3


def test_a_phrase_a_transfer_cannot_narrow_with_is_an_error():
    assert e501('''card "Odd Relay": action
  Transfer a +1 power counter from one of your minions to another minion until the end of the turn.
''')


@pytest.mark.rule("SU-A7")
def test_transfer_an_action_on_another_minion_to_this_one():
    """SU-A7: moving an action onto this minion is not playing it; its ongoing text now
    applies to this minion."""
    g, ch, specs, field = game(CARD_ON_MINION + '''
card "Magnet": minion, power 1
  You may transfer one action played on another minion to this minion.
''', steps=[("may", "yes")])
    grunt = g.add_card(specs["Grunt"], 1, "bases", at=field)
    spikes = g.add_card(specs["Spikes"], 1, "bases", at=field, attached_to=grunt)
    g.begin_turn(0)
    g.next_phase()
    magnet = g.add_card(specs["Magnet"], 0)
    g.play_card(magnet, base=field)
    ch.assert_done()
    assert g.card(spikes).attached_to == magnet
    assert (g.value(magnet, "power"), g.value(grunt, "power")) == (4, 3)

