"""The base deck as a place cards are shown from (h16p): its top N bases looked at or revealed,
then returned or put back on one end or both ends of it, in an order the controller chooses — the
bases shown go back into the shared base deck, not into a player's deck."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, errors, first, run, seen, table

BASES = ('card "Moor": base, breakpoint 18, vp 2/1/0\n'
         'card "Fen": base, breakpoint 19, vp 2/1/0\n'
         'card "Heath": base, breakpoint 21, vp 2/1/0\n')


def base_deck(g) -> list[str]:
    """The base deck, top card first."""
    return [c.spec.name for c in reversed(g.zone(None, "base deck"))]


def stacked(cards, steps=()):
    """A game whose base deck is, from the top: Moor, Fen, Heath."""
    g, _, _ = table(cards, steps)
    for name in ("Heath", "Fen", "Moor"):
        g.add_card(cards[name], None, "base deck")
    assert base_deck(g) == ["Moor", "Fen", "Heath"]
    return g


@pytest.mark.rule("SU-A3")
def test_look_at_the_top_bases_and_put_each_on_top_or_bottom():
    cards = build('card "Surveyor": minion, power 3\n'
                  '  Look at the top 2 cards of the base deck. Put them back on the bottom and/or top of '
                  'the deck in any order.\n' + BASES)
    # order Fen then Moor; Fen to the bottom, Moor on top
    g = stacked(cards, [("order", ["Fen", "Moor"]), ("position", "bottom"), ("position", "top")])
    run(g, g.add_card(cards["Surveyor"], 0, "hand"))
    assert base_deck(g) == ["Moor", "Heath", "Fen"]
    look = seen(g, "look")[0]
    assert len(look["cards"]) == 2 and look["seen_by"] == (0,)      # looked at: its controller only
    assert [c.spec.name for c in g.zone(0, "deck")] == []             # nothing went to a player's deck


@pytest.mark.rule("SU-A3")
def test_reveal_the_top_base_and_put_it_at_the_bottom_of_the_base_deck():
    cards = build('card "Tipper": action\n'
                  '  Reveal the top card of the base deck. Return it to the bottom of the base deck.\n' + BASES)
    g = stacked(cards)
    run(g, g.add_card(cards["Tipper"], 0, "discard pile"))
    assert base_deck(g) == ["Fen", "Heath", "Moor"]
    assert seen(g, "reveal")[0]["seen_by"] == (0, 1)                   # revealed: every player


@pytest.mark.rule("SU-A3")
def test_return_them_in_any_order_puts_them_back_on_top_in_the_order_chosen():
    cards = build('card "Shuffler": action\n'
                  '  Look at the top three cards of the base deck. Return them in any order.\n' + BASES)
    g = stacked(cards, [("order", ["Moor", "Heath", "Fen"])])           # the last one moved ends on top
    run(g, g.add_card(cards["Shuffler"], 0, "discard pile"))
    assert base_deck(g) == ["Fen", "Heath", "Moor"]


@pytest.mark.rule("SU-A4")
def test_a_short_base_deck_shows_what_it_has():
    cards = build('card "Surveyor": minion, power 3\n'
                  '  Look at the top three cards of the base deck. Return them to the bottom of the deck in any '
                  'order.\n' + BASES)
    g, _, _ = table(cards, [("order", ["Fen", "Moor"])])      # Fen goes under first, Moor under it
    g.add_card(cards["Fen"], None, "base deck")
    moor = g.add_card(cards["Moor"], None, "base deck")
    run(g, g.add_card(cards["Surveyor"], 0, "hand"))
    assert base_deck(g) == ["Fen", "Moor"]                              # both went to the bottom, in order
    assert len(seen(g, "look")[0]["cards"]) == 2 and g.card(moor).zone == "base deck"


def test_the_ir_names_the_base_deck():
    cards = build('card "Surveyor": minion, power 3\n'
                  '  Look at the top 2 cards of the base deck. Put them back on the bottom and/or top of '
                  'the deck in any order.\n' + BASES)
    eff = first(cards["Surveyor"]).effect
    assert isinstance(eff, s.Reveal) and eff.deck == "base deck" and eff.private
    assert eff.with_revealed.to_zone == "base deck" and eff.with_revealed.either_end


def test_returning_shown_bases_elsewhere_is_refused():
    errs = errors('card "Mover": action\n'
                  '  Look at the top card of the base deck. Return it to your hand.\n')
    assert any("E501" in e and "base deck" in e for e in errs), errs


def test_only_the_bases_shown_go_back_into_the_base_deck():
    # after the look, "return a minion …" is about a minion in play, not the bases shown
    cards = build('card "Glancer": action\n'
                  '  Look at the top card of the base deck. Return a minion to its owner\'s hand.\n' + BASES)
    move = first(cards["Glancer"]).effect.with_revealed
    assert isinstance(move, s.ReturnToHand)
    g = stacked(cards)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=g.zone(None, "bases")[0].id)
    run(g, g.add_card(cards["Glancer"], 0, "discard pile"))
    assert g.card(grunt).zone == "hand" and base_deck(g) == ["Moor", "Fen", "Heath"]
