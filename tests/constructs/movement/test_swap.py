"""Swapping a base with the top of the base deck or with one searched for."""

from __future__ import annotations

import pytest

from su_table import build, run, table


# ---- swapping a base with the top of the base deck -------------------------------------------------


@pytest.mark.rule("SU-A2")
def test_swap_this_base_with_the_top_card_of_the_base_deck():
    cards = build('card "Eclipse": action\n  Play on a base.\n'
                  '  Ongoing: At the start of your turn, put all cards here on the bottom of their owners\' decks '
                  'and swap this base with the top card of the base deck.\n'
                  'card "Moor": base, breakpoint 20, vp 2/1/0\n'
                  'card "Fen": base, breakpoint 20, vp 2/1/0\n')
    from runtime import SMASHUP, Game, ScriptedChooser
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser(()), seed=1, check_invariants=True)
    jungle = g.add_card(cards["Jungle"], None, "bases")
    castle = g.add_card(cards["Castle"], None, "bases")
    g.add_card(cards["Fen"], None, "base deck")
    moor = g.add_card(cards["Moor"], None, "base deck")          # the top of the base deck
    eclipse = g.add_card(cards["Eclipse"], 0, "bases", at=jungle)
    mine = g.add_card(cards["Brute"], 0, "bases", at=jungle)
    theirs = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    elsewhere = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    g.begin_turn(0)
    bases = [c.id for c in g.zone(None, "bases") if c.spec.card_type == "base"]
    assert bases == [moor, castle]                                   # in the same place
    assert g.card(jungle).zone == "base deck" and g.zone(None, "base deck")[-1].id == jungle
    for c in (mine, theirs, eclipse):
        assert g.card(c).zone == "deck"
    # the bottom: "all cards here" takes in the card itself (so it swaps once, not every turn)
    assert {g.zone(0, "deck")[0].id, g.zone(0, "deck")[1].id} == {mine, eclipse}
    assert g.zone(1, "deck")[0].id == theirs
    assert g.card(elsewhere).at == castle


def test_cards_left_on_a_swapped_base_stay_on_the_new_one():
    cards = build('card "Shift": action\n  Play on a base.\n'
                  '  Talent: Swap this base with the top card of the base deck.\n'
                  'card "Moor": base, breakpoint 20, vp 2/1/0\n')
    g, jungle, _ = table(cards)
    moor = g.add_card(cards["Moor"], None, "base deck")
    shift = g.add_card(cards["Shift"], 0, "bases", at=jungle)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    g.activate(shift)
    assert g.card(grunt).at == moor and g.card(shift).at == moor and g.card(jungle).zone == "base deck"


@pytest.mark.rule("SU-G2")
def test_search_the_base_deck_for_a_base_swap_it_and_play_an_extra_minion_there():
    cards = build('card "Landscaping": action\n'
                  '  Search the base deck for one base and swap it with a base in play. You may play an extra minion '
                  'there.\n'
                  'card "Moor": base, breakpoint 20, vp 2/1/0\n'
                  'card "Fen": base, breakpoint 20, vp 2/1/0\n')
    g, jungle, castle = table(cards, [("targets", "Jungle"), ("targets", "Fen"), ("may", "yes")])
    g.add_card(cards["Moor"], None, "base deck")
    fen = g.add_card(cards["Fen"], None, "base deck")
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Landscaping"], 0, "discard pile"))
    assert g.card(fen).zone == "bases" and g.card(jungle).zone == "base deck"
    assert g.card(grunt).at == fen and not g.chooser.steps
    grants = g.players[0].extra_plays
    assert len(grants) == 1 and grants[0].base == fen          # the extra minion goes there only
    brute = g.add_card(cards["Brute"], 0, "hand")
    g.state.players[0].plays_left["minion"] = 0
    from runtime.errors import NotDeclarable
    with pytest.raises(NotDeclarable):
        g.play_card(brute, base=castle)
    g.play_card(brute, base=fen)
    assert g.card(brute).at == fen

