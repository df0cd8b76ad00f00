""""An action that directly affects a minion" (SU-L9), in our own words with made-up names: an
action directly affects the card it is played on and each card its own abilities choose, never
the cards an instruction acts on all at once; the trigger comes once the action has resolved."""

from __future__ import annotations

import pytest

from runtime import SMASHUP
from runtime import spec as s
from runtime.readback import readback

from su_table import compiled, e501, meadow_game

ACTIONS = '''
card "Bolt Squire": minion, power 3
  Ongoing: Whenever you play an action that directly affects this minion, draw a card.
card "Buff Charm": action
  Play on a minion. Ongoing: This minion has +1 power.
card "Quick Boost": action
  Give a minion +2 power until the end of the turn.
card "Wide Boost": action
  Each minion gains +1 power until the end of the turn.
card "Picky Boost": action
  Choose a minion. It gains +1 power until the end of the turn.
'''


def squire_game(steps=()):
    g, specs, meadow = meadow_game(ACTIONS, steps=steps)
    squire = g.add_card(specs["Bolt Squire"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    return g, specs, meadow, squire


@pytest.mark.rule("SU-L9")
def test_an_action_played_on_the_minion_directly_affects_it():
    g, specs, meadow, squire = squire_game()
    charm = g.add_card(specs["Buff Charm"], 0, "hand")
    hand = len(g.zone(0, "hand"))
    g.play_card(charm, on=squire)
    assert len(g.zone(0, "hand")) == hand - 1 + 1          # the charm left, one card drawn


@pytest.mark.rule("SU-L9")
def test_an_action_that_chooses_the_minion_directly_affects_it_after_it_resolved():
    g, specs, meadow, squire = squire_game(steps=[("targets", "Bolt Squire")])
    boost = g.add_card(specs["Quick Boost"], 0, "hand")
    hand = len(g.zone(0, "hand"))
    g.play_card(boost)
    assert g.value(g.card(squire), "power") == 5
    assert len(g.zone(0, "hand")) == hand - 1 + 1


@pytest.mark.rule("SU-L9")
def test_a_minion_chosen_by_choose_is_directly_affected():
    g, specs, meadow, squire = squire_game(steps=[("targets", "Bolt Squire")])
    boost = g.add_card(specs["Picky Boost"], 0, "hand")
    hand = len(g.zone(0, "hand"))
    g.play_card(boost)
    assert len(g.zone(0, "hand")) == hand


@pytest.mark.rule("SU-L9")
def test_an_action_on_every_minion_at_once_does_not_directly_affect_any():
    g, specs, meadow, squire = squire_game()
    wide = g.add_card(specs["Wide Boost"], 0, "hand")
    hand = len(g.zone(0, "hand"))
    g.play_card(wide)
    assert g.value(g.card(squire), "power") == 4
    assert len(g.zone(0, "hand")) == hand - 1               # no card drawn


@pytest.mark.rule("SU-L9")
def test_an_action_on_another_minion_or_played_by_an_opponent_does_not_count():
    g, specs, meadow, squire = squire_game()
    twig = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    charm = g.add_card(specs["Buff Charm"], 0, "hand")
    hand = len(g.zone(0, "hand"))
    g.play_card(charm, on=twig)
    assert len(g.zone(0, "hand")) == hand - 1
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    theirs = g.add_card(specs["Buff Charm"], 1, "hand")
    hand = len(g.zone(0, "hand"))
    g.play_card(theirs, on=squire)
    assert len(g.zone(0, "hand")) == hand                   # "you play": not the opponent's


KEEP = '''
card "Rivet Keep": base, breakpoint 40, vp 4/2/1
  After you play an action that directly affects one or more of your minions here, draw a card.
card "Pair Boost": action
  Give up to two minions +1 power until the end of the turn.
'''


@pytest.mark.rule("SU-L9")
@pytest.mark.rule("SU-L1")
def test_one_or_more_minions_directly_affected_by_one_action_trigger_once():
    g, specs, _ = meadow_game(KEEP, steps=[("targets", ["Brute", "Twig"])])
    keep = g.add_card(specs["Rivet Keep"], None, "bases")
    g.add_card(specs["Brute"], 0, "bases", at=keep)
    g.add_card(specs["Twig"], 0, "bases", at=keep)
    pair = g.add_card(specs["Pair Boost"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.play_card(pair)
    assert len(g.zone(0, "hand")) == hand - 1 + 1           # two minions affected, one card drawn
    ab = specs["Rivet Keep"].abilities[0]
    assert ab.when.event is s.Event.AFFECT and ab.when.one_or_more
    assert "directly affects a minion you control" in readback(ab, SMASHUP)


def test_directly_affects_where_it_cannot_be_known_yet_is_refused():
    # (an extra play limited to such actions is read since: tests/test_directly_plays.py)
    assert e501('card "Odd Page": minion, power 2\n'
                '  Ongoing: After you play a minion that directly affects a minion, draw a card.\n')


# ---- "if you searched it" after a search ------------------------------------

SCROLL = '''
card "Lost Scroll": action
  Search your deck and/or discard pile for a Brute and place it into your hand. If you searched it, shuffle your deck.
'''


def test_shuffle_if_you_searched_it_after_a_search_of_your_deck_shuffles_it():
    g, specs, meadow = meadow_game(SCROLL, steps=[("search", "Brute")])
    g.add_card(specs["Brute"], 0, "discard pile")
    scroll = g.add_card(specs["Lost Scroll"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(scroll)
    assert [c.spec.name for c in g.zone(0, "hand")].count("Brute") == 1
    eff = specs["Lost Scroll"].abilities[0].effect
    assert isinstance(eff, s.Sequence) and isinstance(eff.effects[-1], s.Shuffle)
    assert any(isinstance(x, s.Search) for x in eff.effects)


def test_if_you_searched_it_with_no_search_before_is_refused():
    assert e501('card "Odd Scroll": action\n  Draw a card. If you searched it, shuffle your deck.\n')
    assert e501('card "Odd Scroll": action\n  Search your deck for a minion and place it into your hand. '
                'Draw a card if you searched it.\n')


# ---- "a base scores where you have a minion" ---------------------------------------------------

def test_where_you_have_after_scores_says_which_base_as_before_the_verb():
    after = compiled('card "Late Cheer": action\n'
                     '  Special: Before a base scores where you have a minion, draw a card.\n')
    before = compiled('card "Late Cheer": action\n'
                      '  Special: Before a base where you have a minion scores, draw a card.\n')
    a, b = after["Late Cheer"].abilities, before["Late Cheer"].abilities
    assert a == b and a[0].when.event is s.Event.SCORE and a[0].when.subject is not None
    assert e501('card "Late Cheer": action\n  Special: Before a base scores here, draw a card.\n')


# ---- "after this minion moves to another base" ----------------------------------------------

DRIFT = '''
card "Far Field": base, breakpoint 40, vp 3/2/1
card "Drift Elf": minion, power 2
  Ongoing: When this minion moves to another base, place two +1 power counters on it.
card "Nudge": action
  Move a minion to another base.
'''


def test_a_minion_that_moves_to_another_base_gets_its_counter_and_a_play_does_not():
    g, specs, meadow = meadow_game(DRIFT, steps=[("targets", "Drift Elf"), ("targets", "Far Field")])
    far = g.add_card(specs["Far Field"], None, "bases")
    elf = g.add_card(specs["Drift Elf"], 0, "hand")
    nudge = g.add_card(specs["Nudge"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(elf, base=meadow)
    assert g.card(elf).counters.get("+1 power", 0) == 0      # played, not moved
    g.play_card(nudge)
    assert g.card(elf).at == far and g.value(g.card(elf), "power") == 4
    ab = specs["Drift Elf"].abilities[0]
    assert ab.when == s.EventPattern(event=s.Event.MOVE, timing=s.Timing.WHEN, this=True, zone="base")


# ---- "a base with an opponent's minion", "there is an opponent's minion here" -----------------

RALLY = '''
card "Far Field": base, breakpoint 40, vp 3/2/1
card "Rally Call": action
  Choose a base with an opponent's minion. Move a minion you control to there to give it +1 power until the end of the turn.
card "Bold Imp": minion, power 2
  Talent: If there is an opponent's minion here, draw a card.
'''


def test_a_base_with_an_opponents_minion_and_it_after_a_purpose_is_the_moved_card():
    g, specs, meadow = meadow_game(RALLY, steps=[("targets", "Meadow"), ("targets", "Brute")])
    far = g.add_card(specs["Far Field"], None, "bases")
    g.add_card(specs["Twig"], 1, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 0, "bases", at=far)
    rally = g.add_card(specs["Rally Call"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(rally)
    assert g.card(brute).at == meadow and g.value(g.card(brute), "power") == 4
    pick = specs["Rally Call"].abilities[0].effect
    assert pick.target.filter.base is not None and pick.target.filter.base.value == 1


def test_there_is_an_opponents_minion_here_counts_only_theirs():
    g, specs, meadow = meadow_game(RALLY)
    imp = g.add_card(specs["Bold Imp"], 0, "bases", at=meadow)
    g.add_card(specs["Twig"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.activate(imp, 0)
    assert len(g.zone(0, "hand")) == hand                   # only your own minions here
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.activate(imp, 0)
    assert len(g.zone(0, "hand")) == hand + 1
