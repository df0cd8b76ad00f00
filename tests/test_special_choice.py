"""h16y: an action's Special that also makes the card's own choice ("Special: Play after you
destroy a minion. Choose its base."): played for its Special, a choice its text makes that the
named card can answer is that card (`PlayCard.chooses`); played the ordinary way, the player
chooses as usual. Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

from dsl.formatter import format_source
from dsl.source import SourceFile
from runtime import SMASHUP
from runtime import spec as s
from runtime.readback import readback

from su_table import compiled, ongoing_game

RALLY = '''
card "Lantern Rally": action
  Choose a base. Place a +1 power counter on each minion you control there.
  Special: Play after you destroy a minion another player controls. Choose its base.
'''


def rally_game(steps):
    g, ch, specs, field = ongoing_game(RALLY, steps)
    meadow = g.add_card(specs["Meadow"], None, "bases")
    g.begin_turn(0)
    g.next_phase()
    return g, ch, specs, field, meadow


def test_the_choice_sentence_is_part_of_the_play_not_an_ability_of_its_own():
    specs = compiled(RALLY)
    abs_ = specs["Lantern Rally"].abilities
    assert [a.KIND for a in abs_] == ["on_play", "triggered"]
    play = abs_[1].effect.effect
    assert play == s.PlayCard(target=s.This(), chooses=s.Each(filter=s.Filter(card_types=("base",), at=s.AtBase.EVENT)))
    assert abs_[1].zone == "hand" and abs_[1].label == "special"
    assert "its own text choosing the base" in readback(abs_[1], SMASHUP)


@pytest.mark.rule("SU-A7")
def test_played_for_its_special_the_base_chosen_is_the_destroyed_minions():
    # the Pebble is destroyed on the Meadow (the second base): the Rally's choice is the Meadow
    # without asking, so its counters go on the Meadow's minions, not the Field's
    g, ch, specs, field, meadow = rally_game([("targets", "Pebble"), ("may", "yes")])
    mine_field = g.add_card(specs["Grunt"], 0, "bases", at=field)
    mine_meadow = g.add_card(specs["Grunt"], 0, "bases", at=meadow)
    g.add_card(specs["Pebble"], 1, "bases", at=meadow)
    rally = g.add_card(specs["Lantern Rally"], 0, "hand")
    smash = g.add_card(specs["Smash"], 0, "hand")
    g.play_card(smash)
    ch.assert_done()
    assert g.card(rally).zone == "discard pile"
    assert g.value(g.card(mine_meadow), "power") == 4 and g.value(g.card(mine_field), "power") == 3


@pytest.mark.rule("SU-A7")
def test_played_the_ordinary_way_the_player_chooses_the_base():
    g, ch, specs, field, meadow = rally_game([("targets", "Field")])
    mine_field = g.add_card(specs["Grunt"], 0, "bases", at=field)
    mine_meadow = g.add_card(specs["Grunt"], 0, "bases", at=meadow)
    rally = g.add_card(specs["Lantern Rally"], 0, "hand")
    g.play_card(rally)
    ch.assert_done()
    assert g.value(g.card(mine_field), "power") == 4 and g.value(g.card(mine_meadow), "power") == 3


def test_the_card_prints_back_as_written():
    out = format_source(SourceFile("t.cards", "ruleset smashup\n" + RALLY))
    assert out.ok and not out.changed, out.text
