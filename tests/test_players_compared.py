"""Players compared (issue 16): "if you have more power here than them", "if a player has more
VP than you", "if you have fewer VP than another player", "if you are (not) winning here"
(`Compares`, docs/runtime.md). Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import meadow_game

CARDS = '''
card "Night Owl": minion, power 2
  Ongoing: At the start of each other player's turn, if you have more power here than them, draw a card.
card "Underdog": minion, power 2
  If a player has more VP than you, draw a card.
card "Late Bloomer": minion, power 2
  If you have fewer VP than another player, draw a card.
card "Front Runner": minion, power 2
  If you have more VP than each other player, draw a card.
card "Hopeful": minion, power 1
  Talent: If you are not winning here, draw a card.
card "Champion": minion, power 1
  Talent: If you are winning here, draw a card.
'''


def game(steps=()):
    return meadow_game(CARDS, steps=steps)


def test_the_conditions_compile_to_players_compared():
    g, specs, _ = game()
    cond = lambda name: specs[name].abilities[0].effect.condition      # noqa: E731
    assert cond("Underdog") == s.Compares(measure="vp", cmp=s.Cmp.LT, against="any")
    assert cond("Late Bloomer") == cond("Underdog")
    assert cond("Front Runner") == s.Compares(measure="vp", cmp=s.Cmp.GT, against="each")
    assert cond("Champion") == s.Compares(measure="power", cmp=s.Cmp.GE, against="each")
    assert cond("Hopeful") == s.Not(condition=cond("Champion"))
    owl = specs["Night Owl"].abilities[0]
    assert owl.effect.condition == s.Compares(measure="power", cmp=s.Cmp.GT, against="event_player")


def _play(g, specs, name, meadow):
    card = g.add_card(specs[name], 0, "hand")
    hand = len(g.zone(0, "hand"))
    g.play_card(card, base=meadow)
    return len(g.zone(0, "hand")) - (hand - 1)      # cards drawn


@pytest.mark.parametrize("ann, bob, drawn", [(3, 5, 1), (5, 5, 0), (6, 5, 0)])
def test_a_player_with_more_vp_than_you(ann, bob, drawn):
    g, specs, meadow = game()
    g.begin_turn(0)
    g.next_phase()
    g.state.players[0].resources["vp"], g.state.players[1].resources["vp"] = ann, bob
    assert _play(g, specs, "Underdog", meadow) == drawn


@pytest.mark.parametrize("ann, bob, drawn", [(6, 5, 1), (5, 5, 0), (3, 5, 0)])
def test_more_vp_than_each_other_player(ann, bob, drawn):
    g, specs, meadow = game()
    g.begin_turn(0)
    g.next_phase()
    g.state.players[0].resources["vp"], g.state.players[1].resources["vp"] = ann, bob
    assert _play(g, specs, "Front Runner", meadow) == drawn


@pytest.mark.rule("SU-G3")
@pytest.mark.parametrize("theirs, winning", [(0, True), (1, True), (2, True), (3, False)])
def test_winning_here_counts_a_tie(theirs, winning):
    # Ann has the Champion (1) and the Hopeful (1) here: 2 power; Bob has `theirs` (Twigs of 1 or a Brute of 3)
    g, specs, meadow = game()
    champ = g.add_card(specs["Champion"], 0, "bases", at=meadow)
    hope = g.add_card(specs["Hopeful"], 0, "bases", at=meadow)
    if theirs == 3:
        g.add_card(specs["Brute"], 1, "bases", at=meadow)
    else:
        for _ in range(theirs):
            g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.activate(champ, 0)
    after_champion = len(g.zone(0, "hand"))
    g.activate(hope, 0)
    assert (after_champion - hand, len(g.zone(0, "hand")) - after_champion) == (int(winning), int(not winning))


@pytest.mark.rule("SU-G3")
def test_no_power_here_is_not_winning():
    g, specs, meadow = meadow_game(CARDS + '''
card "Wallflower": minion, power 0
  Talent: If you are not winning here, draw a card.
''')
    flower = g.add_card(specs["Wallflower"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.activate(flower, 0)               # 0 power against nobody's: no place, not winning
    assert len(g.zone(0, "hand")) == hand + 1


def test_them_is_the_player_whose_turn_starts():
    g, specs, meadow = game()
    g.add_card(specs["Night Owl"], 0, "bases", at=meadow)
    g.add_card(specs["Twig"], 1, "bases", at=meadow)
    hand = len(g.zone(0, "hand"))
    g.begin_turn(1)
    assert len(g.zone(0, "hand")) == hand + 1           # 2 power against Bob's 1
    g.end_turn()
    g.add_card(specs["Brute"], 1, "bases", at=meadow)
    g.begin_turn(1)
    assert len(g.zone(0, "hand")) == hand + 1           # 2 against 4: no card
