""""Those minions" after a one-or-more trigger (issue 16, h16q), in our own words with made-up
names: when one action directly affects (SU-L9) one or more minions, a trigger written with
"one or more" comes once for that resolution (SU-L1), and "those minions" in its effect are
every card it came for — not only the first, and not the cards it did not match."""

from __future__ import annotations

import pytest

from runtime import SMASHUP
from runtime import spec as s
from runtime.readback import readback

from su_table import e501, meadow_game

CARDS = '''
card "Lamp Herald": minion, power 2
  Ongoing: Whenever you play an action that directly affects one or more other minions you control here, place a +1 power counter on those minions.
card "Twin Nudge": action
  Give up to two minions +1 power until the end of the turn.
card "Glow Plaza": base, breakpoint 40, vp 4/2/1
  After a player plays an action that directly affects one or more minions here, return those minions to their owners' hands.
'''


def herald_game(steps):
    g, specs, meadow = meadow_game(CARDS, steps=steps)
    herald = g.add_card(specs["Lamp Herald"], 0, "bases", at=meadow)
    return g, specs, meadow, herald


@pytest.mark.rule("SU-L9")
@pytest.mark.rule("SU-L1")
def test_those_minions_are_every_minion_one_action_directly_affected():
    g, specs, meadow, herald = herald_game([("targets", ["Brute", "Twig"])])
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    nudge = g.add_card(specs["Twin Nudge"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(nudge)
    assert g.value(g.card(brute), "power") == 3 + 1 + 1     # its own +1, then one counter, not two
    assert g.value(g.card(twig), "power") == 1 + 1 + 1
    assert g.value(g.card(herald), "power") == 2            # "other": the herald is not among them


@pytest.mark.rule("SU-L9")
def test_a_minion_the_trigger_does_not_match_is_not_among_those_minions():
    g, specs, meadow, herald = herald_game([("targets", ["Brute", "Twig"])])
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    theirs = g.add_card(specs["Twig"], 1, "bases", at=meadow)   # another player's: not "your"
    nudge = g.add_card(specs["Twin Nudge"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(nudge)
    assert g.value(g.card(brute), "power") == 3 + 1 + 1
    assert g.value(g.card(theirs), "power") == 1 + 1


@pytest.mark.rule("SU-L9")
@pytest.mark.rule("SU-L1")
def test_a_base_returns_all_those_minions_once():
    g, specs, meadow = meadow_game(CARDS, steps=[("targets", ["Brute", "Twig"])])
    plaza = g.add_card(specs["Glow Plaza"], None, "bases")
    brute = g.add_card(specs["Brute"], 0, "bases", at=plaza)
    twig = g.add_card(specs["Twig"], 1, "bases", at=plaza)
    nudge = g.add_card(specs["Twin Nudge"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(nudge)
    assert g.card(brute) in g.zone(0, "hand") and g.card(twig) in g.zone(1, "hand")


def test_those_minions_reads_back_as_every_one_of_them():
    specs = meadow_game(CARDS)[1]
    ab = specs["Lamp Herald"].abilities[0]
    assert ab.when.event is s.Event.AFFECT and ab.when.one_or_more
    assert "each of those minions" in readback(ab, SMASHUP)


def test_those_minions_with_no_one_or_more_trigger_before_it_is_refused():
    assert e501('card "Dim Herald": minion, power 2\n'
                '  Ongoing: Whenever you play an action that directly affects one of your minions here, '
                'those minions each gain +3 power until the end of the turn.\n')
    assert e501('card "Dim Herald": minion, power 2\n'
                '  Ongoing: Whenever you play an action that directly affects one or more of your minions here, '
                'those actions each gain +3 power until the end of the turn.\n')


ASH = '''
card "Cinder Warden": minion, power 4
  Ongoing: After one or more of your other minions are destroyed, return those minions to your hand.
card "Scorch": action
  Destroy each minion of power 3 or less.
'''


@pytest.mark.rule("SU-L1")
def test_those_minions_after_a_destruction_of_several_are_all_of_them():
    g, specs, meadow = meadow_game(ASH)
    g.add_card(specs["Cinder Warden"], 0, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    scorch = g.add_card(specs["Scorch"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(scorch)
    hand = g.zone(0, "hand")
    assert g.card(brute) in hand and g.card(twig) in hand



# ---- "for each minion affected by this" after "each player may …" --------------------------

GLOW = '''
card "Glow Round": action
  Each player may put two +1 power counters on a minion they control. For each minion affected by this, you gain 1 VP.
card "Cull Round": action
  Each player may destroy one of their minions. Gain 1 VP for each minion affected by this.
'''


def glow_game(steps):
    g, specs, meadow = meadow_game(GLOW, steps=steps)
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    return g, specs, brute, twig


@pytest.mark.rule("SU-A3")
def test_for_each_minion_affected_counts_what_every_player_did():
    g, specs, brute, twig = glow_game([("may", "yes"), ("may", "yes")])
    glow = g.add_card(specs["Glow Round"], 0, "hand")
    vp = g.resource(0, "vp")
    g.play_card(glow)
    assert g.value(g.card(brute), "power") == 5 and g.value(g.card(twig), "power") == 3
    assert g.resource(0, "vp") == vp + 2                    # two minions affected: 2 VP


@pytest.mark.rule("SU-A3")
def test_a_player_who_declines_adds_nothing_to_what_was_affected():
    g, specs, brute, twig = glow_game([("may", "yes"), ("may", "no")])
    cull = g.add_card(specs["Cull Round"], 0, "hand")
    vp = g.resource(0, "vp")
    g.play_card(cull)
    assert g.card(brute) in g.zone(0, "discard pile") and g.card(twig) in g.zone(1, "bases")
    assert g.resource(0, "vp") == vp + 1
