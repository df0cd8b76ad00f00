""""… play this minion there as an extra minion" (a Special): the same play as without the
words — a card played by its own Special never uses the turn's play of its type."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import compiled, e501, ongoing_game as game

WITH = '''
card "Drop Trooper": minion, power 3
  Special: Before any base scores, you may play this minion there as an extra minion.
'''


def test_the_words_compile_to_the_plain_play():
    plain = compiled(WITH.replace(" as an extra minion", ""))["Drop Trooper"].abilities
    (ab,) = compiled(WITH)["Drop Trooper"].abilities
    assert (ab,) == plain
    assert ab.effect == s.May(effect=s.PlayCard(target=s.This(), to_base=s.EventCard()))
    assert ab.effect.effect.uses_play is False


def test_as_an_extra_card_of_another_type_is_not_executable():
    msgs = e501(WITH.replace("as an extra minion", "as an extra action"))
    assert msgs and "as an extra action" in msgs[0]


@pytest.mark.rule("SU-A7")
def test_SU_A7_played_as_the_base_scores_and_the_minion_play_is_kept():
    g, _, specs, field = game(WITH, steps=[("may", "yes")])
    for _ in range(3):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    trooper = g.add_card(specs["Drop Trooper"], 0)
    grunt = g.add_card(specs["Grunt"], 0)
    g.begin_turn(0)
    g.next_phase()
    g.score_base(field)
    assert g.card(trooper).zone == "discard pile"        # it was on the base as it scored
    g.play_card(grunt, base=field)                       # the turn's minion play is still there
    assert g.card(grunt).zone == "bases"
