"""Cards of two types in a game (reading SU-P1 of docs/runtime.md): played as a minion or as an
action, with that part's text and that type's play; the random player offers both. Made-up
cards."""

from __future__ import annotations

import pytest

from runtime import match
from runtime.errors import NotDeclarable

from su_table import compiled, hand_size, ongoing_game as game

SET = '''
card "Gloomwick": minion or action
  Minion: Ongoing: This minion has +2 power. Action: Draw two cards.
'''


def _started(text: str = SET):
    g, ch, specs, field = game(text)
    g.begin_turn(0)
    g.next_phase()
    return g, ch, specs, field


@pytest.mark.rule("SU-P1")
def test_SU_P1_the_compiled_card_keeps_the_part_of_each_ability():
    spec = compiled(SET)["Gloomwick"]
    assert spec.card_type == "dual" and spec.sides == ("minion", "action")
    assert spec.stat("power") == 0


@pytest.mark.rule("SU-P1")
def test_SU_P1_played_as_a_minion_it_has_the_minion_part_and_uses_the_minion_play():
    g, _, specs, field = _started()
    c = g.add_card(specs["Gloomwick"], 0)
    g.play_card(c, base=field, as_type="minion")
    card = g.state.cards[c]
    assert card.zone == "bases" and card.spec.card_type == "minion"
    assert g.value(card, "power") == 2                  # 0 printed, +2 from its Ongoing
    assert hand_size(g, 0) == 0                         # the action part did nothing
    assert g.state.players[0].plays_left.get("minion", 0) == 0
    assert g.state.players[0].plays_left.get("action", 0) == 1
    second = g.add_card(specs["Grunt"], 0)
    with pytest.raises(NotDeclarable):
        g.play_card(second, base=field)


@pytest.mark.rule("SU-P1")
def test_SU_P1_played_as_an_action_it_resolves_the_action_part_and_is_whole_again_in_the_pile():
    g, _, specs, field = _started()
    c = g.add_card(specs["Gloomwick"], 0)
    g.play_card(c, as_type="action")
    card = g.state.cards[c]
    assert hand_size(g, 0) == 2                         # "Draw two cards."
    assert card.zone == "discard pile"
    assert card.spec.card_type == "dual" and card.whole is None
    assert g.state.players[0].plays_left.get("action", 0) == 0
    assert g.state.players[0].plays_left.get("minion", 0) == 1


@pytest.mark.rule("SU-P1")
def test_SU_P1_a_refused_play_leaves_the_card_whole_in_hand():
    g, _, specs, field = _started()
    g.play_card(g.add_card(specs["Grunt"], 0), base=field)       # the minion play is used
    c = g.add_card(specs["Gloomwick"], 0)
    with pytest.raises(NotDeclarable):
        g.play_card(c, base=field, as_type="minion")
    card = g.state.cards[c]
    assert card.zone == "hand" and card.spec.card_type == "dual"


@pytest.mark.rule("SU-P1")
def test_SU_P1_the_random_player_is_offered_each_type_it_has_a_play_for():
    g, _, specs, field = _started()
    c = g.add_card(specs["Gloomwick"], 0)
    labels = [label for label, cid, _ in match.play_options(g, 0) if cid == c]
    assert labels == [f"play Gloomwick#{c} as minion", f"play Gloomwick#{c} as action"]
    g.play_card(g.add_card(specs["Grunt"], 0), base=field)
    labels = [label for label, cid, _ in match.play_options(g, 0) if cid == c]
    assert labels == [f"play Gloomwick#{c} as action"]
