"""An action as the subject of "directly affects" and "affected the same way" (SU-L9), in our own
words with made-up names: "after a standard action directly affects …", "after this minion is
affected by an action", and "choose … to be affected the same way": the instructions of that
action that chose the card are done again for the chosen card (docs/runtime.md)."""

from __future__ import annotations

import pytest

from runtime import SMASHUP
from runtime import spec as s
from runtime.readback import readback

from su_table import e501, meadow_game

CARDS = '''
card "Far Field": base, breakpoint 40, vp 3/2/1
card "Glass Twin": minion, power 2
  Ongoing: After a standard action directly affects another minion you control here, you may have it affect this minion the same way.
card "Echo Bell": minion, power 1
  Ongoing: After any standard action directly affects one or more minions on this base, you may choose one other minion on this base to be affected the same way.
card "Sore Loser": minion, power 2
  Ongoing: After this minion is affected by an action, draw a card.
card "Twin Charm": action
  Play on a minion. Ongoing: After an action directly affects another minion on this base, you may have it affect this minion the same way.
card "Quick Boost": action
  Draw a card. Give a minion +2 power until the end of the turn.
card "Pick Boost": action
  Choose a minion. It gains +1 power until the end of the turn. Draw a card.
card "Shove": action
  Move a minion to another base.
card "Zap": action
  Place two +1 power counters on a minion.
card "Kin Bell": minion, power 1
  Ongoing: After an action directly affects one of your minions, you may choose another minion you control to be affected the same way.
card "Wide Boost": action
  Each minion gains +1 power until the end of the turn.
card "Buff Charm": action
  Play on a minion. Ongoing: This minion has +1 power.
'''


def game(steps=()):
    g, specs, meadow = meadow_game(CARDS, steps=steps)
    g.begin_turn(0)
    g.next_phase()
    return g, specs, meadow


def power(g, cid):
    return g.value(g.card(cid), "power")


@pytest.mark.rule("SU-L9")
def test_the_chosen_minion_gets_what_the_action_gave_and_nothing_else_is_done_again():
    g, specs, meadow = game(steps=[("targets", "Brute"), ("may", "yes")])
    twin = g.add_card(specs["Glass Twin"], 0, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    boost = g.add_card(specs["Quick Boost"], 0, "hand")
    hand = len(g.zone(0, "hand"))
    g.play_card(boost, free=True)
    assert power(g, brute) == 5 and power(g, twin) == 4
    assert len(g.zone(0, "hand")) == hand - 1 + 1           # the draw is not done again


@pytest.mark.rule("SU-L9")
def test_declined_or_an_opponents_minion_or_a_card_played_on_a_minion_does_not_share():
    g, specs, meadow = game(steps=[("targets", "Brute"), ("may", "no")])
    twin = g.add_card(specs["Glass Twin"], 0, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.play_card(g.add_card(specs["Quick Boost"], 0, "hand"), free=True)
    assert power(g, twin) == 2                                # "you may": declined
    g.play_card(g.add_card(specs["Buff Charm"], 0, "hand"), on=brute, free=True)
    assert power(g, twin) == 2                                # played on a minion: not standard
    g.play_card(g.add_card(specs["Wide Boost"], 0, "hand"), free=True)
    assert power(g, twin) == 3 and power(g, brute) == 3 + 1 + 2 + 1   # all at once: no one chosen


@pytest.mark.rule("SU-L9")
@pytest.mark.rule("SU-L1")
def test_counters_and_a_move_are_done_again_to_the_chosen_card_with_the_same_other_choices():
    g, specs, meadow = game(steps=[("targets", "Twig"), ("targets", "Brute"), ("may", "yes")])
    g.add_card(specs["Echo Bell"], 1, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    g.add_card(specs["Sore Loser"], 1, "bases", at=meadow)
    g.play_card(g.add_card(specs["Zap"], 0, "hand"), free=True)
    assert g.card(twig).counters.get("+1 power") == 2 and g.card(brute).counters.get("+1 power") == 2
    offered = [d.options for d in g.chooser.asked if d.prompt == "targets for same_way"]
    # (not a card the action already affected)
    assert offered and sorted(o.split("#")[0] for o in offered[0]) == ["Brute", "Sore Loser"]
    g2, specs, meadow = game(steps=[("targets", "Twig"), ("may", "yes")])
    far = g2.add_card(specs["Far Field"], None, "bases")
    g2.add_card(specs["Kin Bell"], 0, "bases", at=meadow)
    twig = g2.add_card(specs["Twig"], 0, "bases", at=meadow)
    brute = g2.add_card(specs["Brute"], 0, "bases", at=meadow)
    g2.play_card(g2.add_card(specs["Shove"], 0, "hand"), free=True)
    assert g2.card(twig).at == far and g2.card(brute).at == far       # to the base the action chose


@pytest.mark.rule("SU-L9")
def test_a_choose_is_done_again_and_an_action_on_a_minion_shares_with_its_host():
    g, specs, meadow = game(steps=[("targets", "Twig"), ("may", "yes")])
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.play_card(g.add_card(specs["Twin Charm"], 0, "hand"), on=brute, free=True)
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    hand = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Pick Boost"], 0, "hand"), free=True)
    assert power(g, twig) == 1 + 1 and power(g, brute) == 3 + 1
    assert len(g.zone(0, "hand")) == hand + 1               # of "Choose …", only what it says of the card


@pytest.mark.rule("SU-L9")
def test_affected_by_an_action_is_any_players_action_that_chose_it():
    g, specs, meadow = game(steps=[("targets", "Sore Loser")])
    loser = g.add_card(specs["Sore Loser"], 1, "bases", at=meadow)
    hand = len(g.zone(1, "hand"))
    g.play_card(g.add_card(specs["Pick Boost"], 0, "hand"), free=True)
    assert len(g.zone(1, "hand")) == hand + 1                 # the opponent's action counts
    g.play_card(g.add_card(specs["Wide Boost"], 0, "hand"), free=True)
    assert len(g.zone(1, "hand")) == hand + 1                 # each minion at once: not affected
    assert power(g, loser) == 2 + 1 + 1
    ab = specs["Sore Loser"].abilities[0]
    assert ab.when == s.EventPattern(event=s.Event.AFFECT, timing=s.Timing.AFTER, this=True, cause_types=("action",))
    bell = specs["Echo Bell"].abilities[0]
    assert bell.when.cause == s.Filter(card_types=("action",), standard=True) and bell.when.one_or_more
    assert "a player plays an action that is played on no card that directly affects" in readback(bell, SMASHUP)


def test_the_same_way_outside_a_trigger_on_an_affected_card_is_refused():
    assert e501('card "Odd Echo": minion, power 2\n'
                '  Ongoing: After you play a minion here, you may choose a minion here to be affected the same way.\n')
    assert e501('card "Odd Echo": minion, power 2\n'
                '  Ongoing: After a minion directly affects a minion here, draw a card.\n')
