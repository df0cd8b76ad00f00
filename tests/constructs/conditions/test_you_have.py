"""Conditions on what you have: "if you have (no / another) minion here", cards in your hand,
"more cards than any other player", "this base has one of your actions"."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import (
    build, error_messages as errors, errors_of, first, hand_cards as hand, lower_one as one,
    meadow_game as game, run, table,
)


BIG_HAND = ('card "Feast Hall": minion, power 2\n  If you have more cards in your hand than any other player, '
            'destroy this minion.\n'
            'card "Lean Hall": minion, power 2\n  If you have fewer cards in your hand than each other player, '
            'draw two cards.\n')


@pytest.mark.rule("SU-A1")
def test_if_you_do_not_have_a_minion_here():
    g, specs, meadow = game('''
card "Scout": minion, power 2
  If you do not have another minion here, draw a card.
''')
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Scout"], 0, "hand"), base=meadow, free=True)
    assert len(hand(g, 0)) == 1
    g.add_card(specs["Brute"], 0, "bases", at=meadow)
    g.play_card(g.add_card(specs["Scout"], 0, "hand"), base=meadow, free=True)
    assert len(hand(g, 0)) == 1, "another of your minions is here: no card"


def test_they_do_not_have_is_not_misread_as_you():
    """"they" at the end of another player's turn is that player, never you (h16t: read as
    `PlayersHave` of the event's player; it used to be refused)."""
    lo, _ = one("Ongoing: At the end of each other player's turn, if they do not have a minion here, draw a card.")
    assert not lo.diagnostics
    (ab, _), = lo.abilities
    cond = ab.effect.condition
    assert isinstance(cond, s.PlayersHave) and cond.who is s.Who.EVENT_PLAYER and cond.cmp is s.Cmp.LT


def test_a_minion_here_counts_at_least_one():
    lo, _ = one("If you have a minion here, draw a card.")
    (ab, _), = lo.abilities
    assert ab.effect.condition == s.CountIs(filter=s.Filter(card_types=("minion",), controller=s.Controller.YOU,
                                                            at=s.AtBase.HERE), cmp=s.Cmp.GE, value=s.Const(value=1))


def test_another_minion_here_excludes_this_one():
    lo, _ = one("Talent: If you have another minion here, gain 1 VP.")
    (ab, _), = lo.abilities
    assert ab.effect.condition.filter.other and ab.effect.condition.filter.at is s.AtBase.HERE


# ---- "if you have no cards in your hand" -------------------------------------------------------


@pytest.mark.rule("SU-A3")
def test_if_you_have_no_cards_in_your_hand():
    cards = build('card "Empty Pockets": action\n  If you have no cards in your hand, draw two cards.\n')
    g, _, _ = table(cards)
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    run(g, g.add_card(cards["Empty Pockets"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 2
    g, _, _ = table(cards)
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    g.add_card(cards["Brute"], 0, "hand")
    run(g, g.add_card(cards["Empty Pockets"], 0, "discard pile"))
    assert len(g.state.zones[(0, "hand")]) == 1, "one card held: the condition fails"


@pytest.mark.rule("SU-A3")
def test_if_you_have_no_minions_here():
    cards = build('card "Lonely Tower": minion, power 3\n  If you have no other minions here, draw a card.\n')
    ir = cards["Lonely Tower"].abilities[0].effect
    assert isinstance(ir, s.If) and ir.condition.cmp is s.Cmp.EQ and ir.condition.value == s.Const(value=0)


@pytest.mark.rule("SU-V3")
def test_this_base_has_one_of_your_actions_played_on_it():
    cards = build('card "Boiler": minion, power 3\n'
                  '  Ongoing: Has +2 power if this base has one of your actions played on it.\n'
                  'card "Flag": action\n  Play on a base.\n'
                  'card "Charm": action\n  Play on a minion.\n')
    g, jungle, castle = table(cards)
    boiler = g.add_card(cards["Boiler"], 0, "bases", at=jungle)
    assert g.value(boiler, "power") == 3
    g.add_card(cards["Charm"], 0, "bases", at=jungle, attached_to=boiler)   # on a minion: not on the base
    g.add_card(cards["Flag"], 1, "bases", at=jungle)                         # another player's
    g.add_card(cards["Flag"], 0, "bases", at=castle)                         # another base
    assert g.value(boiler, "power") == 3
    g.add_card(cards["Flag"], 0, "bases", at=jungle)
    assert g.value(boiler, "power") == 5


@pytest.mark.rule("SU-A1")
def test_if_you_play_this_minion_on_a_base_where_you_have_another_minion():
    cards = build('card "Starfish": minion, power 3\n'
                  '  If you play this card on a base where you have another minion, you can play an extra minion '
                  'this turn. Only use one Starfish\'s ability each turn.\n')
    g, jungle, castle = table(cards)
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    a = g.add_card(cards["Starfish"], 0, "hand")
    b = g.add_card(cards["Starfish"], 0, "hand")
    c = g.add_card(cards["Starfish"], 0, "hand")
    g.play_card(a, base=jungle)             # nothing of yours there: no extra play
    assert g.players[0].plays_left["minion"] == 0
    g.play_card(b, base=castle, free=True)  # a minion of yours there: an extra minion
    assert g.players[0].plays_left["minion"] == 1
    g.play_card(c, base=castle, free=True)  # only one Starfish's ability each turn
    assert g.players[0].plays_left["minion"] == 1


def test_condition_on_a_played_minion_needs_a_base_test():
    msgs = errors('card "Odd": minion, power 3\n  If you play this minion on a base, draw a card.\n')
    assert any("the condition `you play this minion on a base` cannot be checked yet" in m for m in msgs)


# ---- "if you have more cards in your hand than any other player" (SU-S4) ------------------------


@pytest.mark.rule("SU-S4")
def test_more_cards_in_hand_than_any_other_player_is_each_ones_own_count():
    cards = build(BIG_HAND)
    cond = first(cards["Feast Hall"]).effect.condition
    assert cond.KIND == "most_cards" and not cond.fewer and cond.filter.zone == "hand"
    g, _, _ = table(cards)
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "hand")
    for _ in range(2):
        g.add_card(cards["Grunt"], 1, "hand")
    from runtime.interpreter import Pending
    mine = Pending("t", None, 0, None, None, False, (), None, "")
    theirs = Pending("t", None, 1, None, None, False, (), None, "")
    assert g.condition(mine, cond) and not g.condition(theirs, cond)
    g.add_card(cards["Grunt"], 1, "hand")                       # a tie is not more
    assert not g.condition(mine, cond)


@pytest.mark.rule("SU-S4")
def test_fewer_cards_than_each_other_player():
    cards = build(BIG_HAND)
    cond = first(cards["Lean Hall"]).effect.condition
    assert cond.fewer
    g, _, _ = table(cards)
    g.add_card(cards["Grunt"], 1, "hand")
    from runtime.interpreter import Pending
    assert g.condition(Pending("t", None, 0, None, None, False, (), None, ""), cond)

