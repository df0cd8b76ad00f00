""""If no other players played / removed / drew …, …" after an instruction to those players:
none of them did what they were asked (`NoneDid`); anything else is refused with a reason a
designer can act on."""

from __future__ import annotations

from runtime import spec as s

from su_table import build, e501, probe_ir, run, table

STALL = 'card "Open Stall": action\n  Each other player may play a minion. If no other players played a minion, draw a card.\n'


def test_no_other_players_played_compiles_to_none_did():
    (ab,) = probe_ir("Each other player may play a minion. If no other players played a minion, draw a card.")
    asked, check = ab.effect.effects
    assert isinstance(asked, s.AsPlayer) and check == s.If(condition=s.NoneDid(), then=s.Draw())


def test_no_other_players_removed_a_counter():
    (ab,) = probe_ir("Each other player may remove a +1 power counter from one of their minions. "
                     "If no other players removed a +1 power counter, draw a card.")
    assert ab.effect.effects[1].condition == s.NoneDid()


def test_when_another_player_played_a_minion_you_do_not_draw():
    cards = build(STALL)
    g, jungle, _ = table(cards, [("may", "yes"), ("base", "Jungle#1")])
    grunt = g.add_card(cards["Grunt"], 1, "hand")
    g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Open Stall"], 0, "discard pile"))
    assert g.card(grunt).at == jungle and g.card(grunt).controller == 1
    assert g.zone(0, "hand") == []              # Bob played one: Ann does not draw


def test_a_verb_other_than_the_one_asked_is_refused_with_the_reason():
    (msg,) = e501('card "Probe": action\n  Each other player may draw a card. If no other players played a minion, draw a card.\n')
    assert "`played` is not what the instruction before asked those players to do" in msg


def test_with_no_instruction_to_those_players_before_it_is_refused_with_the_reason():
    (msg,) = e501('card "Probe": action\n  If no other players played a minion, draw a card.\n')
    assert "not right after an instruction to those same players" in msg


def test_other_cards_than_those_asked_for_are_refused():
    (msg,) = e501('card "Probe": action\n  Each other player may play a minion. If no other players played an action, draw a card.\n')
    assert "other cards than the instruction before asked for" in msg
