"""h16u: a Special that plays its own card from the discard pile, taking the turn's regular play
of a type ("Any time you can play a minion, you may play this card from your discard pile
instead.") or not ("On your turn, you may play this card from your discard pile."): an activated
ability that works while the card lies in its owner's discard pile (docs/runtime.md SU-U1)."""

from __future__ import annotations

import pytest

from runtime import match
from runtime import spec as s
from runtime.errors import NotDeclarable

from su_table import ongoing_game as game

CARDS = '''
card "Grave Moth": minion, power 4
  Special: Any time you can play a minion, if you have no cards in your hand, you may play this card from your discard pile instead.
card "Ash Wisp": minion, power 2
  Special: On your turn, you may play this card from your discard pile.
card "Second Wind": action
  Draw a card.
  Special: At the start of your turn, if you have no cards in your hand, you may return this card from your discard pile to your hand.
card "Old Echo": action
  Special: Any time you can play an action, you may play this card from your discard pile instead.
  Draw a card.
'''


def play_phase(g, player=0):
    g.begin_turn(player)
    g.next_phase()


def test_the_ability_works_from_the_discard_pile_and_takes_the_regular_play():
    g, ch, specs, field = game(CARDS)
    (ab,) = [a for a in specs["Grave Moth"].abilities if isinstance(a, s.Activated)]
    assert ab.zone == "discard pile" and ab.label == "special"
    assert ab.costs == (s.Cost(cost=s.CostKind.PLAY, card_type="minion"),)
    assert isinstance(ab.effect, s.If) and isinstance(ab.effect.then, s.PlayCard)
    (wisp,) = [a for a in specs["Ash Wisp"].abilities if isinstance(a, s.Activated)]
    assert wisp.zone == "discard pile" and wisp.costs == ()


@pytest.mark.rule("SU-A7")
def test_a_minion_played_from_the_discard_pile_instead_of_the_minion_play():
    g, ch, specs, field = game(CARDS)
    moth = g.add_card(specs["Grave Moth"], 0, "discard pile")
    other = g.add_card(specs["Grave Moth"], 0, "discard pile")
    play_phase(g)
    assert any(lab.startswith("activate Grave Moth") for lab, _, _ in match.play_options(g, 0))
    g.activate(moth, 0)
    assert g.card(moth).zone == "bases" and g.card(moth).at == field
    assert g.state.players[0].plays_left["minion"] == 0        # the turn's minion play was used
    with pytest.raises(NotDeclarable, match="no minion play left"):
        g.activate(other, 0)                                    # the second one has no play to take


@pytest.mark.rule("SU-A3")
def test_the_condition_and_the_play_left_are_checked_before_it_is_offered():
    g, ch, specs, field = game(CARDS)
    moth = g.add_card(specs["Grave Moth"], 0, "discard pile")
    g.add_card(specs["Grunt"], 0, "hand")
    play_phase(g)
    with pytest.raises(NotDeclarable, match="condition"):
        g.activate(moth, 0)                 # a card in hand: not none
    assert g.card(moth).zone == "discard pile"
    g2, _, specs2, _ = game(CARDS)
    moth2 = g2.add_card(specs2["Grave Moth"], 0, "discard pile")
    play_phase(g2)
    g2.state.players[0].plays_left["minion"] = 0
    with pytest.raises(NotDeclarable, match="no minion play left"):
        g2.activate(moth2, 0)


@pytest.mark.rule("SU-A7")
def test_an_action_played_from_the_discard_pile_does_its_text():
    g, ch, specs, field = game(CARDS)
    echo = g.add_card(specs["Old Echo"], 0, "discard pile")
    play_phase(g)
    g.activate(echo, 0)
    assert len(g.zone(0, "hand")) == 1                          # its on-play ability: draw a card
    assert g.state.players[0].plays_left["action"] == 0
    assert g.card(echo).zone == "discard pile"                  # an action goes back there


def test_not_offered_from_the_hand_nor_on_another_players_turn():
    g, ch, specs, field = game(CARDS)
    wisp = g.add_card(specs["Ash Wisp"], 0, "hand")
    play_phase(g)
    assert not any(lab.startswith("activate Ash Wisp") for lab, _, _ in match.play_options(g, 0))
    g2, _, specs2, _ = game(CARDS)
    wisp2 = g2.add_card(specs2["Ash Wisp"], 0, "discard pile")
    play_phase(g2, 1)
    with pytest.raises(NotDeclarable):
        g2.activate(wisp2, 0)
    assert g2.card(wisp2).zone == "discard pile"


def test_instead_without_a_play_it_replaces_is_refused():
    from su_table import errors_of
    errs = errors_of('''
card "Stray Moth": minion, power 2
  Special: On your turn, you may play this card from your discard pile instead.
''')
    assert errs and all(e.startswith("E501") for e in errs)


@pytest.mark.rule("SU-A2")
def test_a_special_trigger_that_works_while_its_card_is_in_the_discard_pile():
    g, ch, specs, field = game(CARDS, steps=[("may", "yes")])
    (ab,) = [a for a in specs["Second Wind"].abilities if isinstance(a, s.Triggered)]
    assert ab.zone == "discard pile" and ab.label == "special"
    wind = g.add_card(specs["Second Wind"], 0, "discard pile")
    g.begin_turn(0)                                              # Ann's hand is empty
    assert g.card(wind).zone == "hand"
    ch.assert_done()


@pytest.mark.rule("SU-A2")
def test_the_special_trigger_does_nothing_when_its_condition_fails_or_from_the_hand():
    g, ch, specs, field = game(CARDS)
    wind = g.add_card(specs["Second Wind"], 0, "discard pile")
    kept = g.add_card(specs["Second Wind"], 0, "hand")          # a card in hand; and not where it works
    g.begin_turn(0)
    assert g.card(wind).zone == "discard pile" and g.card(kept).zone == "hand"
    ch.assert_done()
