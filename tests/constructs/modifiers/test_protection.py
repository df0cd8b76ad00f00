""""Cannot be affected / moved / returned by other players' …": protection from a cause."""

from __future__ import annotations

import pytest

from dsl import kinds as k
from runtime import spec as s

from su_table import board, compiled as specs, ongoing_game as game, probe_ast as parse
from test_runtime_cards import minion


def test_not_affected_by_other_players_actions():
    g, ch, specs, field = game('''
card "Ghost": minion, power 2
  Ongoing: This minion is not affected by other players' actions.
''')
    ghost = g.add_card(specs["Ghost"], 0, "bases", at=field)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.add_card(specs["Sap"], 1, "bases", at=field)
    assert g.value(ghost, "power") == 2 and g.value(grunt, "power") == 2   # the other player's ongoing skips it
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 1))        # its only legal target is Grunt: not asked
    assert g.card(grunt).zone == "discard pile" and g.card(ghost).zone == "bases"
    g.play_card(g.add_card(specs["Wipe"], 1), free=True)
    assert g.card(ghost).zone == "bases"
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 0))        # its own player's action still affects it
    assert g.card(ghost).zone == "discard pile"


def test_your_actions_are_not_affected_by_other_players_cards():
    g, _, specs, field = game('''
card "Warden": minion, power 3
  Ongoing: Actions you control are not affected by other players' cards.
card "Scrap": action
  Destroy an action.
''')
    g.add_card(specs["Warden"], 0, "bases", at=field)
    sap = g.add_card(specs["Sap"], 0, "bases", at=field)
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Scrap"], 1))
    assert g.card(sap).zone == "bases"


def test_parse_a_cause_after_by():
    ab = parse("Ongoing: Your minions on this base cannot be moved or returned to your hand by other players' cards.")
    pred = ab.sentences[0].body.pred
    assert [p.kind for p in pred.passives] == [k.PassiveKind.MOVED, k.PassiveKind.RETURNED]
    assert pred.phrases[-1].kind == k.PhraseKind.BY_CAUSE


@pytest.mark.rule("SU-A8")
def test_run_cannot_be_moved_or_returned_by_other_players():
    cards = specs('card "Anchor": action\n  Play on a base. Ongoing: Your minions on this base cannot be moved or '
                  'returned to your hand by other players\' cards.\n')
    g, _, b1, b2 = board()
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(cards["Anchor"], 0, "hand"), base=b1)
    mine = g.add_card(minion("Mine", 2), 0, "bases", at=b1)
    bounce = s.ReturnToHand(target=s.Each(filter=s.Filter(card_types=("minion",))))
    g.execute(bounce, controller=1)
    assert g.card(mine).zone == "bases"
    g.execute(bounce, controller=0)                    # its own controller's cards still can
    assert g.card(mine).zone == "hand"


@pytest.mark.rule("SU-A8")
@pytest.mark.parametrize("words, bounced, moved", [
    ("cannot be moved", True, False),                      # a move is from base to base only
    ("cannot be returned to a hand", False, True),         # and a return to a hand is no move
    ("cannot be moved or returned to a hand", False, False),
    ("cannot be destroyed", True, True),
])
def test_moved_and_returned_bar_each_their_own_moves(words, bounced, moved):
    cards = specs(f'card "Keel": minion, power 3\n  Ongoing: This minion {words}.\n')
    g, _, b1, b2 = board()
    keel = g.add_card(cards["Keel"], 0, "bases", at=b1)
    g.begin_turn(1)
    g.next_phase()
    g.execute(s.Move(target=s.Each(filter=s.Filter(card_types=("minion",))), to_base=s.Each(
        filter=s.Filter(card_types=("base",), other=True))), controller=1)
    assert (g.card(keel).at == b2) is moved
    g.execute(s.ReturnToHand(target=s.Each(filter=s.Filter(card_types=("minion",)))), controller=1)
    assert (g.card(keel).zone == "hand") is bounced
    if not bounced:             # and a choice of one card to return does not offer it
        g.add_card(minion("Skiff", 1), 1, "bases", at=b1)
        g.execute(s.ReturnToHand(target=s.Target(filter=s.Filter(card_types=("minion",)))), controller=1)
        assert g.card(keel).zone == "bases"



@pytest.mark.rule("SU-A3")
def test_cannot_be_destroyed_by_other_players_actions_still_falls_to_their_minions():
    """"… cannot be destroyed by other players' actions": only the abilities of the other
    players' actions are barred; their minions' abilities destroy it (before, "actions" was
    refused as a cause)."""
    g, _, specs, field = game('''
card "Bulwark": minion, power 2
  Ongoing: This minion cannot be destroyed by other players' actions.
card "Brute Squad": minion, power 3
  Destroy a minion of power 2 or less.
''')
    wall = g.add_card(specs["Bulwark"], 0, "bases", at=field)
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 1))        # an action: its only minion cannot be chosen
    assert g.card(wall).zone == "bases"
    g.play_card(g.add_card(specs["Brute Squad"], 1), base=field, free=True)
    assert g.card(wall).zone == "discard pile"


def test_the_cause_of_a_cant_names_its_card_types():
    ab = specs('card "Bulwark": minion, power 2\n  Ongoing: This minion cannot be moved by other players\' minions.\n')["Bulwark"].abilities[0]
    assert ab.effect.card_types == ("minion",) and ab.effect.by is s.Controller.OPPONENT
