"""Ongoing statements: several sentences make several abilities; a base that cannot score."""

from __future__ import annotations

from runtime import spec as s

from su_table import ongoing_game as game


def test_an_ongoing_ability_of_several_sentences_is_several_abilities():
    g, _, specs, field = game('''
card "Iron Golem": minion, power 4
  Ongoing: At the start of your turn, place a +1 power counter on this minion. This minion cannot be destroyed.
''')
    golem = g.add_card(specs["Iron Golem"], 0, "bases", at=field)
    assert len(specs["Iron Golem"].abilities) == 2
    g.begin_turn(0)
    assert g.value(golem, "power") == 5
    g.execute(s.Destroy(target=s.This()), source=golem, controller=1)
    assert g.card(golem).zone == "bases"


def test_a_base_that_cannot_score_is_not_ready_at_its_breakpoint():
    g, _, specs, field = game('''
card "Freeze": action
  Play on any base. Ongoing: This base cannot score.
''')
    for _ in range(4):
        g.add_card(specs["Grunt"], 0, "bases", at=field)
    assert [b.id for b in g.ready_bases()] == [field]
    g.begin_turn(0)
    g.next_phase()
    freeze = g.add_card(specs["Freeze"], 0)
    g.play_card(freeze, base=field)
    assert g.ready_bases() == []
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(card_types=("action",)))))
    assert [b.id for b in g.ready_bases()] == [field]   # the ongoing ends when its card leaves (SU-A8)

