"""Triggers after an event: destroy (BH-505), moves here, sentences continuing a trigger."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, hand_size as hand, ongoing_game as game, table


@pytest.mark.rule("BH-505")
def test_BH_505_death_triggers(berserk):
    (smaita,) = berserk["Smaita"]
    assert smaita.when.event is s.Event.DESTROY and smaita.when.this
    (orc,) = berserk["Orc Avenger"]
    assert orc.when.subject.other and orc.when.subject.controller is s.Controller.YOU
    (trj,) = berserk["Trjasovitsa"]
    assert (trj.when.cause_types, trj.when.cause_controller) == (("creature",), s.Controller.OPPONENT)
    assert trj.effect == s.GainControl(target=s.EventSource())


def test_a_sentence_after_a_trigger_continues_it():
    g, _, specs, field = game('''
card "Town Crier": minion, power 2
  Ongoing: At the start of your turn, draw a card. Each other player draws a card.
''')
    g.add_card(specs["Town Crier"], 0, "bases", at=field)
    (ab,) = specs["Town Crier"].abilities
    assert isinstance(ab, s.Triggered) and isinstance(ab.effect, s.Sequence)
    g.begin_turn(0)
    assert (hand(g, 0), hand(g, 1)) == (1, 1)


# ---- triggers on moves -------------------------------------------------------------------------


@pytest.mark.rule("SU-A2")
def test_after_another_players_minion_moves_here():
    cards = build('card "Scout": minion, power 3\n'
                  '  Ongoing: After another player\'s minion moves here, if it has less power than this minion, '
                  'you may destroy it.\n'
                  'card "Nudge": action\n  Move a minion to a base.\n')
    g, jungle, castle = table(cards, [("targets", "Grunt"), ("targets", "Castle"), ("may", "yes"),
                                      ("targets", "Brute"), ("targets", "Castle")])
    g.add_card(cards["Scout"], 0, "bases", at=castle)
    small = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    big = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.execute(cards["Nudge"].abilities[0].effect, controller=1)
    assert g.card(small).zone == "discard pile"
    g.execute(cards["Nudge"].abilities[0].effect, controller=1)
    assert g.card(big).zone == "bases" and g.card(big).at == castle     # not less power: stays


@pytest.mark.rule("SU-A7")
def test_a_move_trigger_ignores_moves_that_are_not_between_bases():
    cards = build('card "Watcher": minion, power 3\n'
                  '  Ongoing: After another player\'s minion moves, draw a card.\n'
                  'card "Bounce": action\n  Return a minion to its owner\'s hand.\n'
                  'card "Nudge": action\n  Move a minion to a base.\n')
    g, jungle, castle = table(cards, [("targets", "Grunt"), ("targets", "Brute"), ("targets", "Castle")])
    for _ in range(3):
        g.add_card(cards["Grunt"], 0, "deck")
    g.add_card(cards["Watcher"], 0, "bases", at=jungle)
    g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.execute(cards["Bounce"].abilities[0].effect, controller=1)
    assert len(g.zone(0, "hand")) == 0
    g.execute(cards["Nudge"].abilities[0].effect, controller=1)
    assert len(g.zone(0, "hand")) == 1


@pytest.mark.rule("SU-A3")
def test_after_a_minion_moves_to_this_base_destroy_this_action_to_destroy_that_minion():
    cards = build('card "Tripwire": action\n  Play on a base where you have a minion.\n'
                  '  Ongoing: After another player\'s minion moves to this base, you may destroy this action to '
                  'destroy that minion.\n'
                  'card "Nudge": action\n  Move a minion to a base.\n')
    g, jungle, castle = table(cards, [("targets", "Brute"), ("targets", "Castle"), ("may", "yes")])
    g.add_card(cards["Grunt"], 0, "bases", at=castle)
    wire = g.add_card(cards["Tripwire"], 0, "bases", at=castle)
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    nudge = g.add_card(cards["Nudge"], 1, "discard pile")
    g.execute(cards["Nudge"].abilities[0].effect, controller=1, source=nudge)
    assert g.card(brute).zone == "discard pile" and g.card(wire).zone == "discard pile"   # not the mover's card
    assert g.card(nudge).zone == "discard pile"

