"""Searching a deck: for a copy of a card, for cards of one name, then where they go
(hand, discard pile, the top of the deck, revealed or not)."""

from __future__ import annotations

import pytest

from su_table import build, deck_names as deck, hand_size as hand, ongoing_game as game, run, seen, table


@pytest.mark.rule("SU-A2")
def test_search_for_a_copy_of_the_minion_just_played():
    cards = build('card "Hall of Echoes": base, breakpoint 22, vp 4/2/1\n'
                  '  After you play a minion here, you may search your deck for a copy of that minion '
                  'and put it into your hand.\n')
    g, _, _ = table(cards, [("may", "yes"), ("search", [0])])
    hall = g.add_card(cards["Hall of Echoes"], None, "bases")
    g.add_card(cards["Brute"], 0, "deck")
    twin = g.add_card(cards["Grunt"], 0, "deck")
    g.add_card(cards["Brute"], 0, "deck")
    g.play_card(g.add_card(cards["Grunt"], 0, "hand"), base=hall)
    search = next(d for d in g.chooser.asked if d.kind.value == "search")
    assert len(search.options) == 1, "only the card of the played minion's name is offered"
    assert g.state.zones[(0, "hand")] == [twin]


@pytest.mark.rule("SU-A7")
def test_searching_for_a_copy_of_the_chosen_card():
    """SU-A7: "Choose one minion. Search your deck for a copy of that card": only cards
    named as the chosen one are offered."""
    g, ch, specs, field = game('''
card "Twin Finder": action
  Choose one minion. Search your deck for a copy of that card and place it into your hand.
''', steps=[("search", "Grunt")])     # the one minion in play is not asked; only the copy is offered
    g.add_card(specs["Grunt"], 1, "bases", at=field)
    twin = g.add_card(specs["Grunt"], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Twin Finder"], 0))
    assert g.card(twin).zone == "hand"
    assert all(c.spec.name != "Pebble" for c in g.zone(0, "hand"))   # the Pebbles stay
    ch.assert_done()


@pytest.mark.rule("SU-A3")
def test_search_and_place_it_on_top_of_your_deck():
    """SU-A3: the card found is on top of the deck after the search (the deck was shuffled
    first); it is not put into the hand."""
    g, ch, specs, field = game('''
card "Bookmark": action
  Search your deck for a minion and place it on top of your deck without revealing it.
''', steps=[("search", "Grunt")])
    grunt = g.add_card(specs["Grunt"], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Bookmark"], 0))
    ch.assert_done()
    assert g.state.zone_cards(0, "deck")[-1] == grunt
    assert g.card(grunt).zone == "deck"


# ---- searches that name where the cards go, what was discarded ---------------------------------


@pytest.mark.rule("SU-A5")
def test_search_for_any_number_of_cards_of_one_name_into_the_discard_pile():
    """SU-A5: a name is chosen, then none to all of the cards of that name go straight to the
    discard pile (not through the hand)."""
    g, ch, specs, field = game('''
card "Clear Out": action
  Search your deck for any number of minions with the same name and place them into your discard pile.
''', steps=[("search", "Grunt"), ("search", [0, 1])])
    grunts = [g.add_card(specs["Grunt"], 0, "deck") for _ in range(2)]
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Clear Out"], 0))
    ch.assert_done()
    assert [g.card(c).zone for c in grunts] == ["discard pile"] * 2
    assert all(c.spec.name != "Grunt" for c in g.zone(0, "hand"))
    assert not any(st.what == "move" and st.card.startswith("Grunt") and "hand" in str(st) for st in g.trace.steps)


@pytest.mark.rule("SU-A4")
def test_search_discard_them_and_count_the_minions_discarded():
    """SU-A4: "discard them" discards the cards just found; "for each minion discarded" counts
    them (one counter per minion, each on a minion chosen then)."""
    g, ch, specs, field = game('''
card "Thin the Herd": action
  Search your deck for up to 2 minions and discard them. For each minion discarded, place a +1 power counter on a minion.
''', steps=[("search", [0, 1])])     # two of the minions in the deck
    target = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Thin the Herd"], 0))
    ch.assert_done()
    assert sorted(c.spec.name for c in g.zone(0, "discard pile")) == ["Pebble", "Pebble", "Thin the Herd"]
    assert hand(g, 0) == 0
    assert g.card(target).counters.get("+1 power") == 2


@pytest.mark.rule("SU-A4")
def test_search_then_reveal_it_to_all_players():
    cards = build('card "Divination": action\n'
                  '  Search your deck for an action, then reveal it to all players. Put it into your hand and '
                  'shuffle your deck.\n'
                  'card "Spark": action\n  Draw a card.\n')
    g, _, _ = table(cards, [("search", "Spark")])
    g.add_card(cards["Grunt"], 0, "deck")
    spark = g.add_card(cards["Spark"], 0, "deck")
    run(g, g.add_card(cards["Divination"], 0, "discard pile"))
    assert g.card(spark).zone == "hand"
    shown = seen(g, "reveal")[0]
    assert shown["cards"] == (g.card(spark).label,) and shown["seen_by"] == (0, 1)
    moves = [st for st in g.trace.steps if st.kind == "event" and st.what == "move"]
    assert len(moves) == 1              # "put it into your hand" is the search's own move


@pytest.mark.rule("SU-A4")
def test_search_for_a_card_and_put_it_on_top_of_your_deck_unrevealed():
    cards = build('card "Stacked Deck": action\n'
                  '  Draw a card. Search your deck for a minion and place it on top of your deck without revealing it.\n')
    g, _, _ = table(cards, [("search", "Brute")])
    for name in ("Brute", "Grunt", "Grunt", "Grunt"):
        g.add_card(cards[name], 0, "deck")
    run(g, g.add_card(cards["Stacked Deck"], 0, "discard pile"))
    assert deck(g, 0)[0] == "Brute" and len(g.zone(0, "hand")) == 1
    assert not seen(g, "reveal")


@pytest.mark.rule("SU-A4")
def test_search_and_discard_them_discards_the_found_cards():
    cards = build('card "Sift": action\n  Search your deck for up to 2 minions and discard them. '
                  'For each minion discarded, draw a card.\n')
    g, _, _ = table(cards, [("search", [0, 1])])
    kept = g.add_card(cards["Brute"], 0, "hand")
    for name in ("Grunt", "Grunt", "Sift", "Sift", "Sift"):
        g.add_card(cards[name], 0, "deck")
    run(g, g.add_card(cards["Sift"], 0, "discard pile"))
    assert g.card(kept).zone == "hand"          # not a card of the player's choosing: the found ones
    discard = [c.spec.name for c in g.zone(0, "discard pile")]
    assert discard.count("Grunt") == 2
    assert len(g.zone(0, "hand")) == 3          # and two cards drawn, one per card discarded

