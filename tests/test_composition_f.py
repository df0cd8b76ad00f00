"""Shapes of the later Smash Up sets made of known parts (issue 16, helper F), each in our own
words with made-up names and played: "a base modifier" / "a character modifier" as a noun, a stat
phrase after "X or Y" that only one side's cards have, "from one base to another", an extra
action "on a base", "any player's turn", "by other players", "draw one" among the cards looked
at and "to the top and/or bottom of your deck"."""

from __future__ import annotations

import pytest

import dsl
from runtime import SMASHUP
from runtime import spec as s
from runtime.readback import readback

from su_table import compiled, e501, meadow_game, parsed


def said(specs, name) -> list[str]:
    return [readback(ab, SMASHUP) for ab in specs[name].abilities]


def started(g):
    g.begin_turn(0)
    g.next_phase()
    return g


# ---- "a base modifier": an action played on a base -------------------------------------------

MODIFIERS = '''
card "Fog Banner": action
  Play on a base. Ongoing: Minions here have -1 power.
card "Iron Brace": action
  Play on a minion. Ongoing: This minion has +1 power.
card "Scrap Crew": minion, power 2
  You may destroy a base modifier.
card "Salvage Run": action
  Return a base modifier or a minion of power 2 or less to its owner's hand.
card "Sticky Lure": minion, power 2
  You may shuffle a character modifier from your discard pile into your deck.
'''


@pytest.mark.rule("SU-A3")
def test_a_base_modifier_is_an_action_played_on_a_base_not_one_on_a_minion():
    g, specs, meadow = meadow_game(MODIFIERS, steps=[("may", "yes"), ("targets", "Fog Banner")])
    started(g)
    brute = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    g.add_card(specs["Fog Banner"], 1, "bases", at=meadow)
    g.add_card(specs["Iron Brace"], 1, "bases", at=brute)
    crew = g.add_card(specs["Scrap Crew"], 0, "hand")
    g.play_card(crew, base=meadow)
    assert [c.name for c in g.zone(1, "discard pile")] == ["Fog Banner"]
    assert "1 target action that is played on a base" in said(specs, "Scrap Crew")[0]


@pytest.mark.rule("SU-A4")
def test_with_only_a_minions_modifier_in_play_there_is_no_base_modifier_to_destroy():
    g, specs, meadow = meadow_game(MODIFIERS, steps=[("may", "yes")])
    started(g)
    brute = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    g.add_card(specs["Iron Brace"], 1, "bases", at=brute)
    crew = g.add_card(specs["Scrap Crew"], 0, "hand")
    g.play_card(crew, base=meadow)
    assert g.zone(1, "discard pile") == []


def test_a_character_modifier_in_the_discard_pile_is_an_action_played_on_a_minion():
    specs = compiled(MODIFIERS)
    f = specs["Sticky Lure"].abilities[0].effect.effect.target.filter
    assert f.card_types == ("action",) and f.plays_on == "minion" and f.zone == "discard pile"


def test_a_stat_phrase_after_or_narrows_only_the_side_whose_cards_have_that_stat():
    specs = compiled(MODIFIERS)
    modes = specs["Salvage Run"].abilities[0].effect.modes
    mod, minion = (m.target.filter for m in modes)
    assert mod.plays_on == "base" and mod.stats == ()           # an action has no power
    assert minion.card_types == ("minion",) and minion.stats[0].value == 2
    # and as written, when both sides have the stat
    both = compiled('card "Two Way": action\n  Destroy a minion or a titan of power 2 or less.\n')
    assert all(m.target.filter.stats for m in both["Two Way"].abilities[0].effect.modes)


def test_a_modifier_of_something_that_is_not_a_card_type_is_refused():
    assert e501('card "Odd Lure": action\n  Destroy a card modifier.\n')


# ---- "from one base to another" ---------------------------------------------------------------

SHIFT = '''
card "Castle": base, breakpoint 30, vp 3/2/1
card "Fog Banner": action
  Play on a base. Ongoing: Minions here have -1 power.
card "Banner Haul": action
  Move one of your base modifiers from one base to another.
card "Minion Haul": action
  Move a minion from one base to another.
'''


@pytest.mark.rule("SU-A3")
def test_a_card_moves_from_the_base_chosen_to_another_base():
    g, specs, meadow = meadow_game(SHIFT, steps=[("targets", "Meadow"), ("targets", "Fog Banner"),
                                                 ("targets", "Castle")])
    castle = g.add_card(specs["Castle"], None, "bases")
    started(g)
    banner = g.add_card(specs["Fog Banner"], 0, "bases", at=meadow)
    haul = g.add_card(specs["Banner Haul"], 0, "hand")
    g.play_card(haul)
    assert g.card(banner).at == castle
    assert parsed("Move a minion from one base to another.") == parsed("Move a minion from one base to another.")


def test_to_another_with_no_from_before_it_is_refused():
    # no "from one …" before it names the noun "another" stands for: not a sentence (E101)
    rep = dsl.check_text('ruleset smashup\ncard "Odd Haul": action\n  Move a minion to another.\n')
    assert [d.code.id for d in rep.all_diagnostics()] == ["E101"]


# ---- an extra action "on a base" ---------------------------------------------------------------

@pytest.mark.rule("SU-A6")
def test_an_extra_action_on_a_base_is_only_for_an_action_played_on_a_base():
    specs = compiled('card "Base Rally": action\n  Play an extra action on a base.\n')
    eff = specs["Base Rally"].abilities[0].effect
    assert isinstance(eff, s.PlayExtra) and eff.card_type == "action" and eff.filter.plays_on == "base"
    assert "extra action that is played on a base" in readback(specs["Base Rally"].abilities[0], SMASHUP)
    plain = compiled('card "Any Rally": action\n  Play an extra minion on a base.\n')
    assert plain["Any Rally"].abilities[0].effect.filter is None      # a minion goes on a base anyway


# ---- "at the start of any player's turn" ------------------------------------------------------

BELL = '''
card "Dawn Bell": minion, power 2
  Ongoing: At the start of any player's turn, you may place a +1 power counter on this minion.
'''


@pytest.mark.rule("SU-A2")
def test_any_players_turn_is_each_turn_the_opponents_too():
    g, specs, meadow = meadow_game(BELL, steps=[("may", "yes"), ("may", "yes")])
    bell = g.add_card(specs["Dawn Bell"], 0, "bases", at=meadow)
    g.begin_turn(0)
    assert g.value(g.card(bell), "power") == 3
    g.end_turn()
    g.begin_turn(1)
    assert g.value(g.card(bell), "power") == 4


# ---- "by other players" -----------------------------------------------------------------------

SHIELD = '''
card "Warded Camp": action
  Play on a base. Ongoing: Minions you control here cannot be destroyed by other players.
card "Smash": action
  Destroy a minion.
'''


@pytest.mark.rule("SU-A8")
def test_cannot_be_destroyed_by_other_players_stops_their_cards_not_yours():
    g, specs, meadow = meadow_game(SHIELD, steps=[("targets", "Brute"), ("targets", "Brute")])
    started(g)
    camp = g.add_card(specs["Warded Camp"], 0, "hand")
    g.play_card(camp, base=meadow)
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    theirs = g.add_card(specs["Smash"], 1, "hand")
    g.play_card(theirs)
    assert g.card(brute).at == meadow                       # their action could not destroy it
    g.end_turn()
    started(g)
    mine = g.add_card(specs["Smash"], 0, "hand")
    g.play_card(mine)
    assert g.card(brute).zone == "discard pile"                  # yours can
    cant = specs["Warded Camp"].abilities[0].effect
    assert cant.by is s.Controller.OPPONENT


# ---- "draw one" among the cards looked at; "to the top and/or bottom of your deck" -----------

PEEK = '''
card "Peek Scout": minion, power 2
  Look at the top four cards of your deck. Draw one, then return the rest to the bottom and/or top of your deck in any order.
card "Pebble": minion, power 1
card "Boulder": minion, power 5
'''


@pytest.mark.rule("SU-A3")
def test_draw_one_takes_the_card_chosen_among_those_looked_at_and_the_rest_go_where_you_say():
    g, specs, meadow = meadow_game(PEEK, steps=[("targets", "Boulder"), ("order", [2, 1, 0]),
                                                ("position", "bottom"), ("position", "top"), ("position", "top")])
    started(g)
    for name in ("Twig", "Pebble", "Boulder", "Brute"):      # Brute ends on top
        g.add_card(specs[name], 0, "deck")
    scout = g.add_card(specs["Peek Scout"], 0, "hand")
    g.play_card(scout, base=meadow)
    assert "Boulder" in [c.name for c in g.zone(0, "hand")]
    assert "Boulder" not in [c.name for c in g.zone(0, "deck")]
    assert len(g.zone(0, "deck")) == 6 + 3


# ---- "a base's breakpoint", "by 1 for each …", "by the number of … on this minion" -----------

BREAKS = '''
card "Low Ceiling": action
  Reduce a base's breakpoint by 3.
card "Crowd Press": action
  Play on a base. Talent: Reduce this base's breakpoint by 2 for each minion on it.
card "Tally Keeper": minion, power 2
  Talent: Reduce this base's breakpoint by the number of +1 power counters on this minion.
card "Shrink Ray": minion, power 2
  Talent: Reduce a minion's power here by the number of minions you have here.
'''


@pytest.mark.rule("SU-V3")
def test_a_bases_breakpoint_is_a_base_chosen_and_lowered_for_the_turn():
    g, specs, meadow = meadow_game(BREAKS, steps=[("targets", "Meadow")])
    started(g)
    low = g.add_card(specs["Low Ceiling"], 0, "hand")
    g.play_card(low)
    assert g.value(g.card(meadow), "breakpoint") == 27
    g.end_turn()
    assert g.value(g.card(meadow), "breakpoint") == 30       # SU-A8: until the end of the turn


@pytest.mark.rule("SU-V3")
def test_a_breakpoint_reduced_once_for_each_minion_on_the_base_this_is_played_on():
    g, specs, meadow = meadow_game(BREAKS)
    started(g)
    for who in (0, 1, 1):
        g.add_card(specs["Twig"], who, "bases", at=meadow)
    press = g.add_card(specs["Crowd Press"], 0, "hand")
    g.play_card(press, base=meadow)
    g.activate(press, 0)
    assert g.value(g.card(meadow), "breakpoint") == 24          # three minions there: 2 each


@pytest.mark.rule("SU-V3")
@pytest.mark.rule("SU-A2")
def test_a_breakpoint_reduced_by_the_counters_on_this_minion():
    g, specs, meadow = meadow_game(BREAKS)
    keeper = g.add_card(specs["Tally Keeper"], 0, "bases", at=meadow)
    g.card(keeper).counters["+1 power"] = 2
    started(g)
    g.activate(keeper, 0)
    assert g.value(g.card(meadow), "breakpoint") == 28
    g.end_turn()
    assert g.value(g.card(meadow), "breakpoint") == 30       # SU-A8: until the end of the turn
    ab = specs["Tally Keeper"].abilities[0]
    assert "the number of +1 power counters on this card" in readback(ab, SMASHUP)


@pytest.mark.rule("SU-V3")
def test_a_minions_power_here_is_one_chosen_here_and_the_count_is_after_by():
    specs = compiled(BREAKS)
    mod = specs["Shrink Ray"].abilities[0].effect
    assert mod.target.filter.at is s.AtBase.HERE and mod.target.filter.card_types == ("minion",)
    assert mod.amount.filter.at is s.AtBase.HERE and mod.amount.filter.controller is s.Controller.YOU


def test_a_value_of_a_card_of_no_type_is_refused():
    assert e501('card "Odd Ray": action\n  Reduce a card\'s power by 2.\n')


# ---- "after a base scores where you didn't win" / "where you won" ----------------------------

REVENGE = '''
card "Castle": base, breakpoint 30, vp 3/2/1
card "Sore Loser": action
  Special: After a base scores where you didn't win, draw two cards.
card "Victory Lap": action
  Special: After a base scores where you won, draw a card.
'''


def scored(steps, ann_power):
    g, specs, meadow = meadow_game(REVENGE.replace("card \"Castle\": base, breakpoint 30, vp 3/2/1\n", ""),
                                   steps=steps)
    g.add_card(specs["Meadow"], None, "base deck")
    g.begin_turn(0)
    for _ in range(ann_power):
        g.add_card(specs["Twig"], 0, "bases", at=meadow)
    g.add_card(specs["Brute"], 1, "bases", at=meadow)
    return g, specs, meadow


@pytest.mark.rule("SU-G3")
def test_a_special_after_a_base_scores_where_you_did_not_win_is_offered_only_to_a_loser():
    g, specs, meadow = scored([("may", "yes")], ann_power=1)      # Ann 1, Bob 3: Ann lost
    loser = g.add_card(specs["Sore Loser"], 0, "hand")
    hand = len(g.zone(0, "hand"))
    g.score_base(meadow)
    assert g.card(loser).zone == "discard pile" and len(g.zone(0, "hand")) == hand - 1 + 2


@pytest.mark.rule("SU-G3")
def test_a_winner_is_not_offered_the_special_and_keeps_the_card():
    g, specs, meadow = scored([], ann_power=4)                   # Ann 4, Bob 3: Ann won
    loser = g.add_card(specs["Sore Loser"], 0, "hand")
    g.score_base(meadow)                                        # no "may" asked (the script is empty)
    assert g.card(loser).zone == "hand"


@pytest.mark.rule("SU-G3")
def test_where_you_won_checks_before_the_action_is_played():
    specs = compiled(REVENGE)
    ab = specs["Victory Lap"].abilities[0]
    assert isinstance(ab.effect, s.If) and ab.effect.condition == s.PlayerIs(who=s.Who.WINNER)
    assert ab.zone == "hand"


# ---- "would be returned to your hand … instead"; "any of your minions"; "add it to your hand" ---

BOUNCE = '''
card "Castle": base, breakpoint 30, vp 3/2/1
card "Dock Warden": minion, power 2
  Ongoing: When your other minions would be returned to your hand, you may move them to another base instead.
card "Bounce": action
  Return a minion to its owner's hand.
card "Fetch Hand": action
  Search your deck for an action and add it to your hand.
'''


@pytest.mark.rule("SU-A3")
def test_a_return_to_the_hand_is_replaced_by_a_move_when_you_choose():
    g, specs, meadow = meadow_game(BOUNCE, steps=[("targets", "Brute"), ("may", "yes"),
                                                  ("targets", "Castle")])
    castle = g.add_card(specs["Castle"], None, "bases")
    started(g)
    g.add_card(specs["Dock Warden"], 0, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    bounce = g.add_card(specs["Bounce"], 1, "hand")
    g.execute(first_effect(specs, "Bounce"), controller=1, source=bounce)
    assert g.card(brute).at == castle and g.card(brute).zone == "bases"
    rep = specs["Dock Warden"].abilities[0]
    assert rep.when.event is s.Event.LEAVE_PLAY and rep.when.zone == "hand" and rep.optional


def first_effect(specs, name):
    return specs[name].abilities[0].effect


def test_add_to_a_zone_is_place_into_it_and_add_to_anything_else_is_refused():
    specs = compiled(BOUNCE)
    assert "into your hand" in said(specs, "Fetch Hand")[0]
    assert e501('card "Odd Add": action\n  Add a minion to a base.\n')
    any_of = compiled('card "Any Guard": minion, power 2\n  Ongoing: If any of your minions here would be returned '
                      'to your hand, draw a card instead.\n')
    assert any_of["Any Guard"].abilities[0].when.subject.controller is s.Controller.YOU


# ---- "before a base scores during your turn"; "to a single other base" -----------------------

TIMED = '''
card "Castle": base, breakpoint 30, vp 3/2/1
card "Home Stand": action
  Special: Before a base scores during your turn, draw a card.
card "Big Haul": action
  Choose a base. Move each of your minions there to a single other base.
'''


@pytest.mark.rule("SU-A2")
def test_a_special_before_a_base_scores_during_your_turn_needs_your_turn():
    specs = compiled(TIMED)
    ab = specs["Home Stand"].abilities[0]
    assert ab.when.event is s.Event.SCORE and ab.when.timing is s.Timing.BEFORE
    assert isinstance(ab.effect, s.If) and ab.effect.condition == s.YourTurn()


@pytest.mark.rule("SU-A3")
def test_all_minions_go_to_the_one_base_chosen():
    g, specs, meadow = meadow_game(TIMED, steps=[("targets", "Meadow"), ("targets", "Castle")])
    castle = g.add_card(specs["Castle"], None, "bases")
    started(g)
    mine = [g.add_card(specs["Twig"], 0, "bases", at=meadow), g.add_card(specs["Brute"], 0, "bases", at=meadow)]
    theirs = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    haul = g.add_card(specs["Big Haul"], 0, "hand")
    g.play_card(haul)
    assert [g.card(c).at for c in mine] == [castle, castle] and g.card(theirs).at == meadow


# ---- counters placed "total" on a group ---------------------------------------------------------

@pytest.mark.rule("SU-V3")
def test_counters_placed_in_total_are_placed_one_at_a_time_each_where_you_choose():
    text = 'card "Split Gift": action\n  Place two +1 power counters in total on minions you control.\n'
    g, specs, meadow = meadow_game(text, steps=[("targets", "Brute"), ("targets", "Twig")])
    started(g)
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    g.add_card(specs["Brute"], 1, "bases", at=meadow)           # not yours: never offered
    gift = g.add_card(specs["Split Gift"], 0, "hand")
    g.play_card(gift)
    assert (g.value(g.card(brute), "power"), g.value(g.card(twig), "power")) == (4, 2)
    assert e501('card "Odd Gift": action\n  Place three +1 power counters total on a minion.\n')


# ---- "if you do not have the most power here"; "if you were the winner" -----------------------

POSE = '''
card "Castle": base, breakpoint 30, vp 3/2/1
card "Underdog Banner": action
  Play on a base. Ongoing: Before this base scores, draw two cards if you do not have the most power here.
card "Trophy Banner": action
  Play on a base. Ongoing: After this base scores, if you were the winner, gain 1 VP.
'''


@pytest.mark.rule("SU-G3")
def test_not_having_the_most_power_here_is_the_comparison_failing():
    g, specs, meadow = meadow_game(POSE, steps=[])
    g.add_card(specs["Meadow"], None, "base deck")
    started(g)
    g.add_card(specs["Twig"], 0, "bases", at=meadow)
    g.add_card(specs["Brute"], 1, "bases", at=meadow)
    banner = g.add_card(specs["Underdog Banner"], 0, "hand")
    g.play_card(banner, base=meadow)
    hand = len(g.zone(0, "hand"))
    g.score_base(meadow)
    assert len(g.zone(0, "hand")) == hand + 2                 # Ann 1, Bob 3: not the most
    ab = specs["Underdog Banner"].abilities[0]
    assert ab.effect.condition == s.Not(condition=s.MostPower(stat="power"))


def test_you_were_the_winner_is_you_are_the_winner():
    specs = compiled(POSE)
    assert specs["Trophy Banner"].abilities[0].effect.condition == s.PlayerIs(who=s.Who.WINNER)
    assert parsed("Play on a minion. Ongoing: After its base scores, if you were the winner, gain 2 VP.") \
        == parsed("Play on a minion. Ongoing: After its base scores, if you are the winner, gain 2 VP.")


# ---- "destroy this minion and another X to gain 1 VP": a purpose after the understood object ---

GOLEMS = '''
card "Scrap Golem": minion, power 3
  Talent: Destroy this minion and another Scrap Golem to gain 1 VP.
'''


@pytest.mark.rule("SU-A4")
def test_a_purpose_after_two_objects_needs_both_done():
    g, specs, meadow = meadow_game(GOLEMS, steps=[("targets", "Scrap Golem")])
    started(g)
    one = g.add_card(specs["Scrap Golem"], 0, "bases", at=meadow)
    two = g.add_card(specs["Scrap Golem"], 0, "bases", at=meadow)
    g.activate(one, 0)
    assert g.card(one).zone == g.card(two).zone == "discard pile"
    assert g.resource(0, "vp") == 1


@pytest.mark.rule("SU-A4")
def test_with_no_second_object_the_purpose_does_not_happen():
    g, specs, meadow = meadow_game(GOLEMS)
    started(g)
    one = g.add_card(specs["Scrap Golem"], 0, "bases", at=meadow)
    g.activate(one, 0)
    assert g.resource(0, "vp") == 0


# ---- "if its breakpoint was 19 or less" / "if the breakpoint was …" after a base scores --------

AFTER = '''
card "Castle": base, breakpoint 30, vp 3/2/1
card "Small Stage": action
  Play on a base. Ongoing: After this base scores, if its breakpoint was 30 or less, gain 1 VP.
card "Big Stage": action
  Special: Play after a base scores. Gain 1 VP. Gain 1 VP if the breakpoint was 31 or higher.
'''


@pytest.mark.rule("SU-G3")
def test_the_breakpoint_after_a_base_scores_is_the_scored_bases():
    g, specs, meadow = meadow_game(AFTER, steps=[])
    g.add_card(specs["Castle"], None, "base deck")
    started(g)
    g.add_card(specs["Brute"], 0, "bases", at=meadow)
    stage = g.add_card(specs["Small Stage"], 0, "hand")
    g.play_card(stage, base=meadow)
    vp = g.resource(0, "vp")
    g.score_base(meadow)
    assert g.resource(0, "vp") == vp + 3 + 1                  # first place, and the Meadow's breakpoint is 30
    big = specs["Big Stage"].abilities[1].effect
    cond = big.effects[1].condition
    assert cond.of == s.EventCard() and cond.filter.stats[0].value == 31
    assert e501('card "Odd Stage": action\n  If its breakpoint was 19 or less, draw a card.\n')
