"""Marvel's modifiers (reading SU-C2 of docs/runtime.md): an action that opens with "Character
modifier." is played on a character (a minion), one that opens with "Base modifier." on a base,
as "Play on a minion." / "Play on a base." say; the rest of the text is the card's abilities."""

from __future__ import annotations

import pytest

from dsl.formatter import format_source
from dsl.source import SourceFile
from runtime import spec as s
from runtime.errors import NotDeclarable
from runtime.readback import readback
from runtime.ruleset import SMASHUP

from su_table import compiled, ongoing_game as game

SET = '''
card "Iron Cuff": action
  Character modifier. Ongoing: This character has +3 power.
card "Beacon": action
  Base modifier. Ongoing: Your characters here have +1 power.
'''


@pytest.mark.rule("SU-C2")
def test_SU_C2_a_modifier_is_where_the_action_is_played():
    specs = compiled(SET)
    assert specs["Iron Cuff"].play_on == s.Filter(card_types=("minion",))
    assert specs["Beacon"].play_on == s.Filter(card_types=("base",))
    assert readback(specs["Iron Cuff"].play_on, SMASHUP) == "a minion"


@pytest.mark.rule("SU-C2")
def test_SU_C2_a_character_modifier_goes_on_a_character_and_not_on_a_base():
    g, _, specs, field = game(SET)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    cuff = g.add_card(specs["Iron Cuff"], 0)
    with pytest.raises(NotDeclarable):
        g.play_card(cuff, on=field)
    g.play_card(cuff, on=grunt)
    assert g.card(cuff).attached_to == grunt
    assert g.value(grunt, "power") == 6


@pytest.mark.rule("SU-C2")
def test_SU_C2_a_base_modifier_goes_on_a_base_and_not_on_a_minion():
    g, _, specs, field = game(SET)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    beacon = g.add_card(specs["Beacon"], 0)
    with pytest.raises(NotDeclarable):
        g.play_card(beacon, on=grunt)
    g.play_card(beacon, base=field)             # (an action on a base: played at it)
    assert g.value(grunt, "power") == 4


def test_the_modifier_sentence_prints_as_its_own_line_and_round_trips():
    text = 'ruleset smashup\n\ncard "Iron Cuff": action\n  character modifier. Ongoing: This character has +3 power.\n'
    out = format_source(SourceFile("t.cards", text)).text
    assert out is not None and "  Character modifier.\n  Ongoing: This character has +3 power.\n" in out
    assert format_source(SourceFile("t.cards", out)).text == out


def test_a_modifier_of_any_card_is_not_executable():
    from su_table import e501
    assert e501('card "Odd Cuff": action\n  Card modifier.\n')
