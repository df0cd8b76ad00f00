"""Leaving play: "goes to the discard pile (from play)", "if it was destroyed", placed on a deck
instead of the discard pile."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import (
    board, build, compiled as specs, field_game, hand_size as hand, ongoing_game, parsed, table,
)
from test_runtime_cards import minion


# ------------------------------------------------------------------ "(from play)"


def test_from_play_in_parentheses_is_the_same_phrase():
    a = parsed("Ongoing: After this minion goes to its owner's discard pile (from play), draw a card.", "minion")
    b = parsed("Ongoing: After this minion goes to its owner's discard pile from play, draw a card.", "minion")
    assert a == b


@pytest.mark.rule("SU-A8")
def test_after_going_to_the_discard_pile_in_parentheses_from_play():
    g, specs, field = field_game('''
card "Cinder": minion, power 2
  Ongoing: When this card goes to the discard pile (from play), you may place it into your hand.
''', steps=[("may", "yes")])
    cinder = g.add_card(specs["Cinder"], 0, "bases", at=field)
    g.execute(s.Destroy(target=s.This()), source=cinder, controller=1)
    assert g.card(cinder).zone == "hand"


@pytest.mark.rule("SU-A8")
def test_place_it_back_into_your_hand_after_leaving_play():
    """"back" says where the card was before: the instruction is a plain move to the hand."""
    g, specs, field = field_game('''
card "Ash": minion, power 2
  Ongoing: When this minion goes to its owner's discard pile (from play), you may place it back into your hand.
''', steps=[("may", "yes")])
    ash = g.add_card(specs["Ash"], 0, "bases", at=field)
    g.execute(s.Destroy(target=s.This()), source=ash, controller=1)
    assert g.card(ash).zone == "hand"


def test_after_this_minion_goes_to_the_discard_pile_from_play():
    g, _, specs, field = ongoing_game('''
card "Spark": minion, power 2
  Ongoing: After this minion goes to its owner's discard pile from play, draw two cards.
card "Ember": minion, power 2
  Ongoing: After this card is destroyed or discarded, draw a card.
''')
    spark = g.add_card(specs["Spark"], 0, "bases", at=field)
    ember = g.add_card(specs["Ember"], 0, "bases", at=field)
    g.execute(s.Destroy(target=s.This()), source=spark, controller=1)
    assert hand(g, 0) == 2
    g.execute(s.ReturnToHand(target=s.This()), source=ember, controller=1)
    assert hand(g, 0) == 3, "a return to the hand is not a discard: no draw"
    g.play_card(g.card(ember).id, base=field, free=True)
    for _ in range(4):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.score_base(field)
    assert hand(g, 0) == 3, "discarded when the base scored: one card drawn"


# ---- why a card left play ----------------------------------------------------------------------


@pytest.mark.rule("SU-A2")
def test_if_it_was_destroyed_after_it_goes_to_the_discard_pile():
    """SU-A2: the trigger fires however the card goes to the discard pile; "if it was destroyed"
    holds only when it was destroyed (not when its base scored)."""
    text = '''
card "Sore Loser": minion, power 2
  Ongoing: After this minion goes to your discard pile from play, draw a card. If it was destroyed, each other player discards a random card.
'''
    for how, bob_discards in (("destroyed", 1), ("scored", 0)):
        g, ch, specs, field = ongoing_game(text)
        loser = g.add_card(specs["Sore Loser"], 0, "bases", at=field)
        for _ in range(2):
            g.add_card(specs["Pebble"], 1)
        g.begin_turn(0)
        if how == "destroyed":
            g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Sore Loser"))), controller=1)
        else:
            g.score_base(field)
        assert g.card(loser).zone == "discard pile"
        assert hand(g, 0) == 1, how                     # drew either way
        assert hand(g, 1) == 2 - bob_discards, how
        ch.assert_done()


# ---- how a card left play ----------------------------------------------------------------------


@pytest.mark.rule("SU-G4")
def test_if_it_was_destroyed_after_going_to_the_discard_pile_from_play():
    cards = build('card "Pest": minion, power 2\n'
                  '  Ongoing: After this card goes to the discard pile from play, draw a card. If it was destroyed, '
                  'each other player discards a random card.\n'
                  'card "Arena": base, breakpoint 2, vp 3/2/1\n')
    g, jungle, _ = table(cards)
    for _ in range(4):
        g.add_card(cards["Grunt"], 0, "deck")
    for _ in range(3):
        g.add_card(cards["Grunt"], 1, "hand")
    pest = g.add_card(cards["Pest"], 0, "bases", at=jungle)
    g.execute(s.Destroy(target=s.This()), controller=1, source=pest)      # destroyed: both parts
    assert len(g.zone(0, "hand")) == 1 and len(g.zone(1, "hand")) == 2
    assert any(st.what == "discard" for st in g.trace.steps if st.kind == "event")
    arena = g.add_card(cards["Arena"], None, "bases")
    g.add_card(cards["Pest"], 0, "bases", at=arena)
    g.score_base(arena)                                                   # discarded by the scoring: no
    assert len(g.zone(0, "hand")) == 2 and len(g.zone(1, "hand")) == 2


@pytest.mark.rule("SU-A7")
def test_run_an_action_placed_on_its_deck_instead_of_its_discard_pile():
    cards = specs('card "Loop": action\n  Draw a card. Place this card on the bottom of your deck instead '
                  'of your discard pile.\n')
    g, _, b1, _ = board()
    top = g.add_card(minion("Top", 1), 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    loop = g.add_card(cards["Loop"], 0, "hand")
    g.play_card(loop)
    assert g.card(top).zone == "hand" and g.state.zone_cards(0, "deck") == [loop]
    assert g.zone(0, "discard pile") == []

