"""Whose zone: "your discard pile", "any player's", "another player's" (never your own)."""

from __future__ import annotations

import pytest

from dsl import kinds as k

from su_table import build, diagnostics, errors_of, meadow_game as game, parsed, run, table


ZONES = '''card "Pilfer": action
  Place a card from another player's discard pile into your hand.
card "Rummage": action
  Place a card from any player's discard pile into your hand.
'''


# ------------------------------------------------------------------ "any player's"


def test_any_players_is_an_owner():
    ab = parsed("Put a minion from any player's discard pile into your hand.")
    fr = ab.sentences[0].body.items[0].phrases[0]
    assert fr.np.owner.kind == k.OwnerKind.ANY_PLAYER


@pytest.mark.rule("SU-A3")
def test_a_card_from_any_players_discard_pile():
    """"any player's discard pile": the card may be another player's (the owner decides nothing)."""
    g, specs, meadow = game('''
card "Salvage": action
  Put a minion from any player's discard pile on the bottom of its owner's deck.
''', steps=[("targets", "Brute")])
    brute = g.add_card(specs["Brute"], 1, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Salvage"], 0))
    assert g.card(brute).zone == "deck" and g.card(brute) in g.zone(1, "deck")


# ------------------------------------------------------------------ "your discard"; drawing a card from a zone


def test_the_first_word_of_a_zone_after_an_owner_is_the_zone():
    short = parsed("Put a minion from your discard into your hand.")
    full = parsed("Put a minion from your discard pile into your hand.")
    assert short == full
    zone = short.sentences[0].body.items[0].phrases[0].np.noun.words[0]
    assert zone.cls == "ZONE" and zone.text == "discard pile"
    # the verb is still the verb
    assert parsed("Discard a card.").sentences[0].body.items[0].kind == k.InstructionKind.DISCARD


# ------------------------------------------------------------------ another player's zone: refused, not read as yours


@pytest.mark.parametrize("text", [
    "Discard a card from any player's hand.",
    "Discard a card from another player's hand.",
    "Play an extra minion from any player's discard pile.",
    "Play an extra minion from another player's discard pile.",
])
def test_an_instruction_on_your_own_zone_refuses_another_players(text):
    """These instructions act on the acting player's own hand / discard pile: naming another
    player's zone used to be dropped silently (read as your own)."""
    errs = errors_of(f'card "Probe": action\n  {text}\n')
    assert errs and errs[0].startswith("E501") and "zone of another player" in errs[0]


# ---- whose zone the cards are taken from ------------------------------------------------------


@pytest.mark.rule("SU-A4")
def test_a_card_from_another_players_discard_pile_is_never_your_own():
    """"another player's discard pile": only the other players' piles. With nothing there and
    your own card in yours, there is nothing to take (SU-A4: as much as you can, here nothing);
    it used to take your own card."""
    cards = build(ZONES)
    g, _, _ = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "discard pile")
    pilfer = g.add_card(cards["Pilfer"], 0, "hand")
    run(g, pilfer)
    assert g.card(mine).zone == "discard pile"
    theirs = g.add_card(cards["Brute"], 1, "discard pile")
    run(g, pilfer)
    assert g.card(theirs).zone == "hand" and g.card(theirs).owner == 1
    assert g.card(mine).zone == "discard pile"


@pytest.mark.rule("SU-A4")
def test_a_card_from_any_players_discard_pile_may_be_your_own():
    cards = build(ZONES)
    g, _, _ = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "discard pile")
    run(g, g.add_card(cards["Rummage"], 0, "hand"))
    assert g.card(mine).zone == "hand"


def test_one_card_from_each_players_discard_pile_is_an_error_not_one_card_in_all():
    """One choice per player is not supported: an E501 at the words, not one card from all the
    piles together; every card of every pile ("each card from each player's …") compiles."""
    found = diagnostics('card "Glean": action\n  Place a card from each player\'s discard pile into your hand.\n')
    assert [c for c, _ in found] == ["E501"]
    assert "for each player" in found[0][1]
    assert not diagnostics('card "Sweep": action\n'
                           '  Shuffle each card from each player\'s discard pile into its owner\'s deck.\n')

