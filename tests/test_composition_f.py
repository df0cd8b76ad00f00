"""Shapes of the later Smash Up sets made of known parts (issue 16, helper F), each in our own
words with made-up names and played: "a base modifier" / "a character modifier" as a noun, a stat
phrase after "X or Y" that only one side's cards have, "from one base to another", an extra
action "on a base", "any player's turn", "by other players", "draw one" among the cards looked
at and "to the top and/or bottom of your deck"."""

from __future__ import annotations

import pytest

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
  Destroy a base modifier or a minion of power 2 or less.
card "Sticky Lure": minion, power 2
  You may place a character modifier from your discard pile on top of your deck.
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
  Move a base modifier from one base to another.
card "Minion Haul": action
  Move a minion from one base to another.
'''


@pytest.mark.rule("SU-A3")
def test_a_card_moves_from_the_base_chosen_to_another_base():
    g, specs, meadow = meadow_game(SHIFT, steps=[("targets", "Meadow"), ("targets", "Fog Banner"),
                                                 ("targets", "Castle")])
    castle = g.add_card(specs["Castle"], None, "bases")
    started(g)
    banner = g.add_card(specs["Fog Banner"], 1, "bases", at=meadow)
    haul = g.add_card(specs["Banner Haul"], 0, "hand")
    g.play_card(haul)
    assert g.card(banner).at == castle
    assert parsed("Move a minion from one base to another.") == parsed("Move a minion from one base to another.")


def test_to_another_with_no_from_before_it_is_refused():
    assert e501('card "Odd Haul": action\n  Move a minion to another.\n')


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
  Play on a base. Ongoing: Your minions here cannot be destroyed by other players.
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
  Look at the top three cards of your deck, draw one, and return the rest to the top and/or bottom of your deck in any order.
card "Pebble": minion, power 1
card "Boulder": minion, power 5
'''


@pytest.mark.rule("SU-A3")
def test_draw_one_takes_the_card_chosen_among_those_looked_at_and_the_rest_go_where_you_say():
    g, specs, meadow = meadow_game(PEEK, steps=[("targets", "Boulder"), ("order", [1, 0]),
                                                ("position", "bottom"), ("position", "top")])
    started(g)
    for name in ("Pebble", "Boulder", "Brute"):              # Brute ends on top
        g.add_card(specs[name], 0, "deck")
    scout = g.add_card(specs["Peek Scout"], 0, "hand")
    g.play_card(scout, base=meadow)
    assert "Boulder" in [c.name for c in g.zone(0, "hand")]
    assert "Boulder" not in [c.name for c in g.zone(0, "deck")]
    assert len(g.zone(0, "deck")) == 6 + 2
