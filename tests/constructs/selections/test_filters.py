"""Filters: names and subtypes, elements, counters, controllers (BH-502.9), "any player's",
printed power, "an action card"."""

from __future__ import annotations

import pytest

import dsl
from dsl.lowering import lower_card
from runtime import spec as s

from su_table import build, lower_one as one, meadow_game, ongoing_game, run, table


@pytest.mark.rule("SU-A3")
def test_any_players_minion_is_any_minion():
    g, specs, meadow = meadow_game('''
card "Pruner": action
  Destroy any player's minion of power 1 or less.
''', steps=[("targets", "Twig")])
    twig = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Pruner"], 0))
    assert g.card(twig).zone == "discard pile"


# ------------------------------------------------------------------ "an action that can be played on a base"


@pytest.mark.rule("SU-A7")
def test_an_action_that_can_be_played_on_a_base():
    """Only an action whose own text places it on a base may be chosen (not one played on a minion
    nor one with no placement)."""
    g, specs, meadow = meadow_game('''
card "Banner": action
  Play on a base. Ongoing: Your minions here have +1 power.
card "Helmet": action
  Play on a minion. Ongoing: This minion has +1 power.
card "Spark": action
  Draw a card.
card "Tinkerer": minion, power 2
  Return an action that can be played on a base from your discard pile to your hand.
''')     # (no script: with one action of that kind there is nothing to ask)
    banner = g.add_card(specs["Banner"], 0, "discard pile")
    helmet = g.add_card(specs["Helmet"], 0, "discard pile")
    spark = g.add_card(specs["Spark"], 0, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Tinkerer"], 0, "hand"), base=meadow, free=True)
    assert g.card(banner).zone == "hand"
    assert g.card(helmet).zone == "discard pile" and g.card(spark).zone == "discard pile"


@pytest.mark.rule("BH-502.7")
def test_BH_502_7_sinister_cube_needs_an_element(berserk):
    (cube,) = berserk["Sinister Cube"]
    assert isinstance(cube.effect.target, s.Target) and cube.effect.target.filter.has_element is True


@pytest.mark.rule("BH-502.9")
def test_BH_502_9_noita_and_bjornbon_restrictions(berserk):
    (noita,) = berserk["Noita"]
    assert noita.effect.target.filter.counters == (s.CounterTest(counter="wound", cmp=s.Cmp.EQ, value=0),)
    (bjorn,) = berserk["Bjornbon"]
    assert bjorn.costs == (s.Cost(cost=s.CostKind.TAP_SELF),)
    assert isinstance(bjorn.effect, s.Apply) and isinstance(bjorn.effect.effect, s.MustTarget)


@pytest.mark.rule("BH-501.4")
def test_BH_501_4_poisoned_restriction_is_a_target_filter(berserk):
    (witch,) = berserk["Venom Witch"]
    assert witch.effect.target.filter.counters == (s.CounterTest(counter="poison", cmp=s.Cmp.GE, value=1),)


def test_a_name_selects_a_card_or_a_subtype_by_what_the_set_says_it_is():
    text = ('ruleset berserk\ncard "Raptor": creature (Dinosaur), cost 5, life 4, strike 3\n'
            'card "Meteor": spell, cost 2\n  Destroy target Dinosaur.\n'
            'card "Lure": spell, cost 1\n  Destroy target Raptor.\n')
    rep = dsl.check_text(text, path="t.cards")
    assert rep.ok
    by_name = {c.name: lower_card(c.card, rep.ruleset, rep.source.text, "t.cards", rep.table) for c in rep.cards}
    (meteor,) = by_name["Meteor"].abilities
    assert meteor[0].effect.target.filter.subtypes == ("Dinosaur",) and meteor[0].effect.target.filter.name is None
    (lure,) = by_name["Lure"].abilities
    assert lure[0].effect.target.filter.name == "Raptor"


@pytest.mark.rule("BH-502.9")
def test_a_selection_asking_for_two_controllers_is_refused_not_narrowed():
    """'enemy' and 'you control' cannot both hold (BH-502.9: a target must satisfy every
    restriction); lowering used to keep only the last word and target your own creature."""
    lo, text = one("Destroy target enemy creature you control.", "berserk", 'card "Misfire": spell, cost 2')
    (d,) = lo.diagnostics
    assert d.code.id == "E501"
    assert text[d.primary.span.start:d.primary.span.end] == "you control"
    assert not lo.abilities
    ok, _ = one("Destroy target creature you control.", "berserk", 'card "Misfire": spell, cost 2')
    assert not ok.diagnostics and ok.abilities


# ---- kinds, copies -----------------------------------------------------------------------------------


@pytest.mark.rule("SU-A3")
def test_an_action_card_is_an_action():
    """SU-A3: "place an action card from your discard pile on top of your deck" picks an
    action, not a minion."""
    g, ch, specs, field = ongoing_game('''
card "Recycler": minion, power 2
  Place an action card from your discard pile on top of your deck.
''')
    g.add_card(specs["Grunt"], 0, "discard pile")
    smash = g.add_card(specs["Smash"], 0, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Recycler"], 0), base=field)
    assert g.card(smash).zone == "deck" and g.state.zone_cards(0, "deck")[-1] == smash
    ch.assert_done()


@pytest.mark.rule("SU-A5")
def test_actions_played_on_the_chosen_base_and_on_minions_there():
    """SU-A5: "other players' actions played on that base and on minions there": both kinds on
    the chosen base, none elsewhere, none of yours."""
    g, ch, specs, field = ongoing_game('''
card "Clean Sweep": action
  Choose a base. Destroy other players' actions played on that base and on minions there.
card "Banner": action
  Play on a base. Ongoing: Minions here have +1 power.
card "Spikes": action
  Play on a minion. Ongoing: This minion has +1 power.
''', steps=[("targets", "Field")])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    theirs = g.add_card(specs["Grunt"], 1, "bases", at=field)
    on_base = g.add_card(specs["Banner"], 1, "bases", at=field)
    on_minion = g.add_card(specs["Spikes"], 1, "bases", at=field, attached_to=theirs)
    mine = g.add_card(specs["Banner"], 0, "bases", at=field)
    elsewhere = g.add_card(specs["Banner"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Clean Sweep"], 0))
    ch.assert_done()
    assert g.card(on_base).zone == "discard pile" and g.card(on_minion).zone == "discard pile"
    assert [g.card(c).zone for c in (mine, elsewhere, theirs)] == ["bases"] * 3


@pytest.mark.rule("SU-V1")
def test_printed_power_ignores_counters():
    cards = build('card "Sieve": action\n  Destroy each minion of printed power 2 or less.\n')
    g, jungle, _ = table(cards)
    pumped = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.card(pumped).counters["+1 power"] = 3
    big = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Sieve"], 0, "discard pile"))
    assert (g.card(pumped).zone, g.card(big).zone) == ("discard pile", "bases")


def test_a_non_name_selection_excludes_that_card():
    cards = build('card "Picky": action\n  Destroy each non-Grunt minion.\n')
    g, jungle, _ = table(cards)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Picky"], 0, "discard pile"))
    assert (g.card(grunt).zone, g.card(brute).zone) == ("bases", "discard pile")

