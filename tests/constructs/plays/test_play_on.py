"""Where an action is played: "Play on a minion / a base" and what it does when played."""

from __future__ import annotations

from runtime import spec as s

from su_table import ongoing_game as game


def test_a_placement_sentence_is_where_the_action_goes(smashup):
    (last,) = smashup["Last Light"]
    assert isinstance(last, s.Replacement) and last.when.host     # "this minion": the card it is played on


def test_a_placement_sentence_then_what_the_card_does_when_played():
    g, _, specs, field = game('''
card "Boost Pack": action
  Play on a minion. Place three +1 power counters on this minion.
''')
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    pack = g.add_card(specs["Boost Pack"], 0)
    g.play_card(pack, on=grunt)
    assert g.card(pack).attached_to == grunt
    assert g.value(grunt, "power") == 6                 # "this minion": the card it was played on

