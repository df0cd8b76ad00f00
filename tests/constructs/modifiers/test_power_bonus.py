"""Power bonuses: given to cards here or to a host, "+N minus the number of …" (minimum 0)."""

from __future__ import annotations

import pytest

from dsl import kinds as k
from dsl.compiler import compile_source
from dsl.source import SourceFile, normalize

from su_table import (
    board, build, compiled as specs, diagnostics, ongoing_game as game, probe_ast as parse,
    probe_ir as compiled, table,
)
from test_runtime_cards import minion


LESS = ('card "Hungry Ghost": minion, power 1\n  Ongoing: This minion has +4 power minus the number of cards in '
        'your hand (minimum 0).\n'
        'card "Crowd": action\n  Play on a base.\n  Ongoing: You have +3 power here minus the number of minions '
        'you have here (minimum 0).\n')


@pytest.mark.rule("SU-V4")
def test_a_minimum_of_zero_is_the_rule_already():
    g, _, specs, field = game('''
card "Fog": action
  Play on a base. Ongoing: Other players' minions have -2 power here (minimum power 0).
''')
    pebble = g.add_card(specs["Pebble"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Fog"], 0), base=field)
    assert g.value(pebble, "power") == 0
    res = compile_source(SourceFile("t.cards", normalize(
        'ruleset smashup\ncard "Odd": action\n  Play on a base. Ongoing: Minions have -2 power here (minimum power 1).\n')))
    assert [d.code.id for d in res.diagnostics] == ["E501"]


# ---- give with where the cards are before the modifier ----------------------------------------


@pytest.mark.rule("SU-A8")
def test_run_give_cards_here_a_bonus():
    (ab,) = compiled("Give each of your minions here +2 power until the end of the turn.",
                     header='card "Probe": minion, power 1')
    g, _, b1, b2 = board()
    src = g.add_card(minion("Src", 1), 0, "bases", at=b1)
    near = g.add_card(minion("Near", 1), 0, "bases", at=b1)
    far = g.add_card(minion("Far", 1), 0, "bases", at=b2)
    g.execute(ab.effect, controller=0, source=src)
    assert g.value(near, "power") == 3 and g.value(far, "power") == 1


def test_parse_a_card_that_gives_its_host_a_bonus():
    ab = parse("Ongoing: This card gives this minion +2 power.")
    pred = ab.sentences[0].body.pred
    assert pred.kind == k.PredKind.GIVES and pred.modifier.amount == 2


@pytest.mark.rule("SU-V3")
def test_run_a_card_that_gives_its_host_a_bonus():
    cards = specs('card "Charm": action\n  Play on any minion. Ongoing: This card gives this minion +3 power.\n')
    g, _, b1, _ = board()
    g.begin_turn(0)
    g.next_phase()
    host = g.add_card(minion("Host", 3), 0, "bases", at=b1)
    g.play_card(g.add_card(cards["Charm"], 0, "hand"), on=host)
    assert g.value(host, "power") == 6


# ---- "+N power minus the number of … (minimum 0)" (SU-V3, SU-V4) ---------------------------------


@pytest.mark.rule("SU-V3")
def test_a_bonus_minus_a_count_follows_the_count():
    cards = build(LESS)
    g, jungle, _ = table(cards)
    ghost = g.add_card(cards["Hungry Ghost"], 0, "bases", at=jungle)
    assert g.value(ghost, "power") == 1 + 4
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "hand")
    g.add_card(cards["Grunt"], 1, "hand")                       # another player's hand does not count
    assert g.value(ghost, "power") == 1 + 1


@pytest.mark.rule("SU-V4")
def test_a_bonus_minus_a_larger_count_is_no_bonus_not_a_loss():
    cards = build(LESS)
    g, jungle, _ = table(cards)
    ghost = g.add_card(cards["Hungry Ghost"], 0, "bases", at=jungle)
    for _ in range(6):
        g.add_card(cards["Grunt"], 0, "hand")
    assert g.value(ghost, "power") == 1


@pytest.mark.rule("SU-T5")
def test_a_players_power_here_minus_a_count():
    cards = build(LESS)
    g, jungle, _ = table(cards)
    g.add_card(cards["Crowd"], 0, "bases", at=jungle)
    g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    assert g.player_totals(jungle, "power")[0] == 2 + (3 - 1)


def test_minus_without_a_floor_is_refused():
    found = diagnostics('card "Bad Ghost": minion, power 1\n  Ongoing: This minion has +4 power minus the number of '
                        'cards in your hand.\n')
    assert [c for c, _ in found] == ["E501"] and "minimum 0" in found[0][1]

