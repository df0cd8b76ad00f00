"""Drawing: "draw until you have N cards", drawing a named card from a discard pile."""

from __future__ import annotations

import pytest

from dsl import kinds as k

from su_table import board, errors_of, meadow_game as game, probe_ast as parse, probe_ir as compiled
from test_runtime_cards import minion


RELIC = '''
card "Lucky Charm": action
  Play on a minion. Ongoing: This minion has +1 power.
card "Keeper": minion, power 4
  Talent: Draw a Lucky Charm from your discard OR play a Lucky Charm as an extra action.
card "Scavenger": action
  Draw a minion from your discard pile.
'''


@pytest.mark.rule("SU-A2")
def test_draw_a_named_card_from_your_discard_puts_it_in_your_hand():
    g, specs, meadow = game(RELIC, steps=[("modes", 0), ("targets", "Lucky Charm")])
    keeper = g.add_card(specs["Keeper"], 0, "bases", at=meadow)
    charm = g.add_card(specs["Lucky Charm"], 0, "discard pile")
    deck = len(g.zone(0, "deck"))
    g.begin_turn(0)
    g.next_phase()
    g.activate(keeper)
    assert g.card(charm).zone == "hand"
    assert len(g.zone(0, "deck")) == deck, "the deck is not drawn from"


@pytest.mark.rule("SU-A3")
def test_draw_a_minion_from_your_discard_pile_is_not_a_plain_draw():
    g, specs, meadow = game(RELIC, steps=[("targets", "Brute")])
    brute = g.add_card(specs["Brute"], 0, "discard pile")
    deck = len(g.zone(0, "deck"))
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Scavenger"], 0))
    assert g.card(brute).zone == "hand" and len(g.zone(0, "deck")) == deck


def test_drawing_cards_of_one_type_is_refused_not_misread():
    errs = errors_of('card "Picky": action\n  Draw a minion.\n')
    assert errs and errs[0].startswith("E501") and "one type" in errs[0]


# ---- "draw until you have N cards" ----------------------------------------------------------


def test_parse_draw_until():
    ab = parse("Draw until you have 4 cards in your hand.")
    (e,) = ab.sentences[0].body.items
    assert e.kind == k.InstructionKind.DRAW_UNTIL


@pytest.mark.rule("SU-A4")
def test_run_draw_until_draws_what_the_hand_lacks_and_never_less_than_none():
    (ab,) = compiled("Draw until you have 4 cards in your hand.")
    g, _, _, _ = board()
    for i in range(6):
        g.add_card(minion(f"D{i}", 1), 0, "deck")
    g.add_card(minion("H", 1), 0, "hand")
    g.execute(ab.effect, controller=0)
    assert len(g.zone(0, "hand")) == 4
    g.execute(ab.effect, controller=0)                 # already 4: nothing to draw
    assert len(g.zone(0, "hand")) == 4 and len(g.zone(0, "deck")) == 3

