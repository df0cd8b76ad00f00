"""A condition before its trigger: "If …, after …" with or without a comma."""

from __future__ import annotations

import pytest

from dsl import kinds as k
from dsl import nodes as n

from su_table import field_game as game, hand_size as hand, parsed


# ------------------------------------------------------------------ a condition before its trigger


def test_a_condition_before_its_trigger_parses_with_or_without_a_comma():
    bare = parsed("Play on a base. Ongoing: If you have two or more minions here when this base scores, draw a card.")
    comma = parsed("Play on a base. Ongoing: If you have two or more minions here, when this base scores, draw a card.")
    for ab in (bare, comma):
        body = ab.sentences[0].body
        assert isinstance(body, n.Conditional) and isinstance(body.body, n.TriggerClause)
        assert body.body.trigger.kind == k.TriggerKind.WHEN and body.cond.kind == k.CondKind.HAVE
    assert bare == comma                     # the comma is only how it is written
    after = parsed("Ongoing: If you are the runner-up after this base scores, draw a card.", "minion")
    assert after.sentences[0].body.body.trigger.kind == k.TriggerKind.AFTER


@pytest.mark.rule("SU-G3")
def test_a_bonus_for_the_winner_when_this_base_scores():
    """The condition is checked as the trigger resolves: the winner of the scoring (SU-G3)."""
    g, specs, field = game('''
card "Laurel": action
  Play on any base. Ongoing: If you are the winner here when this base scores, gain 2 VP.
''')
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Laurel"], 0), base=field)
    for _ in range(4):
        g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.score_base(field)
    assert g.resource(0, "vp") == 3 + 2


@pytest.mark.rule("SU-G3")
def test_no_bonus_when_the_condition_fails_at_the_scoring():
    g, specs, field = game('''
card "Laurel": action
  Play on any base. Ongoing: If you are the winner, when this base scores, gain 2 VP.
''')
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Laurel"], 0), base=field)
    g.add_card(specs["Pebble"], 0, "bases", at=field)
    for _ in range(4):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.score_base(field)
    assert g.resource(0, "vp") == 2, "runner-up: no bonus"
    assert g.resource(1, "vp") == 3


@pytest.mark.rule("SU-A2")
def test_a_condition_on_your_minions_before_an_after_trigger():
    g, specs, field = game('''
card "Watcher": minion, power 2
  Ongoing: If you have another minion here after this base scores, draw two cards.
''')
    g.add_card(specs["Watcher"], 0, "bases", at=field)
    g.add_card(specs["Grunt"], 0, "bases", at=field)
    for _ in range(3):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.score_base(field)
    assert hand(g, 0) == 2


@pytest.mark.rule("SU-A2")
def test_the_condition_fails_and_nothing_happens():
    g, specs, field = game('''
card "Watcher": minion, power 2
  Ongoing: If you have another minion here after this base scores, draw two cards.
''')
    g.add_card(specs["Watcher"], 0, "bases", at=field)
    for _ in range(4):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.score_base(field)
    assert hand(g, 0) == 0

