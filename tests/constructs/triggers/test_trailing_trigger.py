"""A trigger written after its sentence ("You may play this card before a base scores.", "Draw a
card when this minion is destroyed."): the same ability as with the trigger first; `cardtext fmt`
writes it first."""

from __future__ import annotations

import pytest

from dsl.formatter import format_source
from dsl.source import SourceFile
from runtime import spec as s

from su_table import compiled, hand_size, ongoing_game as game

LEADING = '''
card "Late Gust": action
  Draw a card. Special: Before a base scores, you may play this card.
card "Grave Bell": minion, power 2
  Ongoing: When this minion is destroyed, draw a card.
'''
TRAILING = '''
card "Late Gust": action
  Draw a card. Special: You may play this card before a base scores.
card "Grave Bell": minion, power 2
  Ongoing: Draw a card when this minion is destroyed.
'''


def test_the_trailing_trigger_compiles_as_the_leading_one():
    lead, trail = compiled(LEADING), compiled(TRAILING)
    for name in ("Late Gust", "Grave Bell"):
        assert trail[name].abilities == lead[name].abilities
    special = trail["Late Gust"].abilities[-1]
    assert isinstance(special, s.Triggered) and special.zone == "hand"
    assert special.when.event == s.Event.SCORE and special.when.timing == s.Timing.BEFORE


def test_fmt_writes_the_trigger_first_and_round_trips():
    out = format_source(SourceFile("t.cards", "ruleset smashup\n" + TRAILING)).text
    assert out is not None
    assert "Special: Before a base scores, you may play this card." in out
    assert "Ongoing: When this minion is destroyed, draw a card." in out
    assert format_source(SourceFile("t.cards", out)).text == out


@pytest.mark.rule("SU-A7")
def test_SU_A7_the_special_is_played_from_the_hand_as_the_base_scores():
    g, _, specs, field = game(TRAILING, steps=[("may", "yes")])
    for _ in range(4):
        g.add_card(specs["Grunt"], 0, "bases", at=field)
    gust = g.add_card(specs["Late Gust"], 0)
    g.begin_turn(0)
    before = hand_size(g, 0)
    g.score_base(field)
    assert g.card(gust).zone == "discard pile"
    assert hand_size(g, 0) == before          # Late Gust left the hand, one card drawn


def test_the_trailing_when_trigger_draws_when_the_minion_is_destroyed():
    g, _, specs, field = game(TRAILING)
    bell = g.add_card(specs["Grave Bell"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    before = hand_size(g, 0)
    g.play_card(g.add_card(specs["Wipe"], 0))   # "Destroy each minion."
    assert g.card(bell).zone == "discard pile"
    assert hand_size(g, 0) == before + 1
