"""Bases in selections: "on each base", "on a base where you have a minion", one base chosen
first, a different base each round, one player's minions on a base."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, diagnostics, errors, run, table


# ---- "for each …, play a minion on a different base" ---------------------------------------------


@pytest.mark.rule("SU-A7")
def test_each_round_plays_on_a_base_not_used_by_an_earlier_round():
    cards = build('card "Scatter": action\n  Each other player may discard a card. For each other player who does '
                  'not, you may play a minion of power 2 or less from your discard pile on a different base.\n')
    from runtime import SMASHUP, Game, ScriptedChooser
    steps = [("may", "no"), ("may", "no"),                       # Bob and Cy keep their cards
             ("targets", [0]), ("may", "yes"), ("base", 1),      # first round: the second base
             ("may", "yes")]                   # second round (one Grunt left): the one base left, not asked
    g = Game(SMASHUP, ("Ann", "Bob", "Cy"), chooser=ScriptedChooser(steps), seed=1, check_invariants=True)
    jungle = g.add_card(cards["Jungle"], None, "bases")
    castle = g.add_card(cards["Castle"], None, "bases")
    g.begin_turn(0)
    g.next_phase()
    g.add_card(cards["Grunt"], 1, "hand")
    g.add_card(cards["Grunt"], 2, "hand")
    grunts = [g.add_card(cards["Grunt"], 0, "discard pile") for _ in range(2)]
    run(g, g.add_card(cards["Scatter"], 0, "discard pile"))
    bases = [d for d in g.chooser.asked if d.kind.value == "base"]
    assert [len(d.options) for d in bases] == [2], "the base used first is not offered again"
    assert sorted(g.card(x).at for x in grunts) == sorted([jungle, castle])


def test_a_different_base_outside_a_for_each_is_refused():
    errs = errors('card "Elsewhere": action\n  Play a minion from your discard pile on a different base.\n')
    assert any(e.startswith("E501") and "different base" in e for e in errs), errs


# ---- "all of one player's minions … on a base": a base, then a player, are chosen -----------------------


@pytest.mark.rule("SU-A5")
def test_all_of_one_players_minions_on_a_chosen_base():
    cards = build('card "Cannon Volley": action\n  Return all of one player\'s minions with power 3 or less '
                  'at a base where you have a minion to their owners\' hands.\n')
    ir = cards["Cannon Volley"].abilities[0].effect
    assert isinstance(ir, s.Pick) and ir.player


@pytest.mark.rule("SU-A5")
def test_destroy_all_of_the_chosen_players_small_minions_on_the_chosen_base():
    cards = build('card "Cannon Volley": action\n  Destroy all of one player\'s minions with power 3 or less '
                  'at a base where you have a minion.\n')
    g, jungle, castle = table(cards, [("player", 1)])      # the Castle (the only base that passes), then Bob
    g.add_card(cards["Grunt"], 0, "bases", at=castle)                       # the only base with yours
    small = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    big = g.add_card(cards["Brute"], 1, "bases", at=castle)                 # power 4: stays
    mine = g.add_card(cards["Grunt"], 0, "bases", at=castle)                # Ann's: not the chosen player
    away = g.add_card(cards["Grunt"], 1, "bases", at=jungle)                # Bob's, not on the chosen base
    run(g, g.add_card(cards["Cannon Volley"], 0, "discard pile"))
    assert g.card(small).zone == "discard pile"
    assert [g.card(x).zone for x in (big, mine, away)] == ["bases"] * 3
    asked = [d.kind.value for d in g.chooser.asked]
    assert asked == ["player"], "one base qualifies (not asked); the player is asked"


def test_one_players_cards_with_no_base_is_refused():
    errs = errors('card "Volley": action\n  Destroy all of one player\'s minions.\n')
    assert any(e.startswith("E501") and "one player" in e for e in errs), errs


# ---- selection phrases ---------------------------------------------------------------------------


def test_a_base_where_you_have_a_minion():
    cards = build('card "Shove": action\n  Move an opponent\'s minion to a base where you have a minion.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Brute"], 0, "bases", at=castle)
    mover = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    shove = g.add_card(cards["Shove"], 0, "discard pile")
    run(g, shove)                   # one minion, one base where you have a minion: no question
    assert g.card(mover).at == castle


def test_on_one_base_chooses_the_base_first():
    cards = build('card "Blast": action\n  Destroy each minion of power 2 or less on one base.\n')
    g, jungle, castle = table(cards, [("targets", "Jungle")])
    a = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    b = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Blast"], 0, "discard pile"))
    assert (g.card(a).zone, g.card(b).zone) == ("discard pile", "bases")


@pytest.mark.rule("SU-A3")
def test_each_minion_on_a_base_is_every_minion_on_one_base_chosen_first():
    """"each minion on a base": the cards on one base (else "on a base" would say nothing), as
    "on one base"; it used to destroy every minion in play."""
    cards = build('card "Rockslide": action\n  Destroy each minion on a base.\n')
    g, jungle, castle = table(cards, [("targets", "Castle")])
    a = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    b = g.add_card(cards["Brute"], 1, "bases", at=castle)
    c = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    run(g, g.add_card(cards["Rockslide"], 0, "discard pile"))
    assert (g.card(a).zone, g.card(b).zone, g.card(c).zone) == ("bases", "discard pile", "discard pile")


def test_a_base_where_you_have_a_minion_narrows_the_base_to_choose():
    """"… on a base where you have a minion": one such base is chosen (a third base, where you
    have none, cannot be), and only the minions there go (it used to be every such base)."""
    cards = build('card "Landslide": action\n  Return each minion on a base where you have a minion to its owner\'s hand.\n'
                  'card "Marsh": base, breakpoint 30, vp 3/1/1\n')
    g, jungle, castle = table(cards, [("targets", "Jungle")])
    marsh = g.add_card(cards["Marsh"], None, "bases")
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    theirs = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    also_mine = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    elsewhere = g.add_card(cards["Brute"], 1, "bases", at=marsh)
    run(g, g.add_card(cards["Landslide"], 0, "discard pile"))
    assert [g.card(x).zone for x in (mine, theirs, also_mine, elsewhere)] == ["hand", "hand", "bases", "bases"]


def test_each_minion_on_a_base_outside_an_instruction_is_an_error():
    """In an ongoing bonus nothing chooses the base: E501 at the words, not every minion."""
    found = [c for c, _ in diagnostics('card "Tremor Field": action\n  Ongoing: Each minion on a base has -1 power.\n')]
    assert found == ["E501"]


# ---- "on each base" (SU-S2) -----------------------------------------------------------------------


@pytest.mark.rule("SU-S2")
def test_on_each_base_acts_once_per_base_on_that_base():
    cards = build('card "Harvest": action\n  Destroy the lowest-power minion on each base.\n')
    g, jungle, castle = table(cards)
    j_small = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    j_big = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    c_big = g.add_card(cards["Brute"], 0, "bases", at=castle)      # alone there: the lowest
    run(g, g.add_card(cards["Harvest"], 0, "discard pile"))
    assert (g.card(j_small).zone, g.card(j_big).zone, g.card(c_big).zone) == \
        ("discard pile", "bases", "discard pile")


@pytest.mark.rule("SU-S2")
def test_on_each_base_where_you_have_a_minion_skips_the_others():
    cards = build('card "Rally": action\n  Place a +1 power counter on one of your minions on each base where you have a minion.\n')
    g, jungle, castle = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    theirs = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    run(g, g.add_card(cards["Rally"], 0, "discard pile"))
    assert g.card(mine).counters.get("+1 power") == 1 and not g.card(theirs).counters.get("+1 power")


@pytest.mark.rule("SU-A5")
def test_on_each_base_with_nothing_there_does_nothing():
    cards = build('card "Harvest": action\n  Destroy the lowest-power minion on each base.\n')
    g, _, _ = table(cards)
    run(g, g.add_card(cards["Harvest"], 0, "discard pile"))
    assert not g.chooser.asked


@pytest.mark.rule("SU-S2")
def test_on_each_base_with_a_higher_power_minion_skips_a_base_of_equals():
    cards = build('card "Trim": action\n  Destroy the lowest-power minion on each base with a higher-power minion '
                  '(you choose in case of a tie).\n')
    g, jungle, castle = table(cards)
    j_small = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    j_big = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    c_a = g.add_card(cards["Brute"], 1, "bases", at=castle)         # two equals: none is above the lowest
    c_b = g.add_card(cards["Brute"], 0, "bases", at=castle)
    run(g, g.add_card(cards["Trim"], 0, "discard pile"))
    assert [g.card(c).zone for c in (j_small, j_big, c_a, c_b)] == ["discard pile", "bases", "bases", "bases"]


def test_a_higher_power_base_test_needs_a_highest_or_lowest_object():
    found = diagnostics('card "Odd": action\n  Destroy a minion on each base with a higher-power minion.\n')
    assert [c for c, _ in found] == ["E501"] and "higher-power" in found[0][1]

