"""Revealing: the top of a deck, "reveal … until you reveal …", then taking, playing or
putting back the revealed cards."""

from __future__ import annotations

import pytest

from su_table import (
    build, deck_names as deck, deck_top as top, diagnostics, hand_size as hand,
    ongoing_game as game, run, seen, table,
)


DIG = ('card "Dowse": action\n  Reveal cards off the top of your deck until you have revealed two minions. '
       'Put them into your hand and place the rest of the cards on the bottom of your deck.\n'
       'card "Spark": action\n')


def launch_pad(with_minion_on_top: bool):
    """A base that, before it scores, reveals the top card of your deck and plays it there if it
    is a minion; your deck: an action, and a minion on top of it or not. Scored, resolved."""
    cards = build('card "Launch Pad": base, breakpoint 4, vp 3/2/1\n'
                  '  Before this base scores, if you have two or more minions here, reveal the top card of your deck '
                  'and play it here if it is a minion.\n'
                  'card "Spark": action\n  Draw a card.\n')
    g, _, _ = table(cards)
    pad = g.add_card(cards["Launch Pad"], None, "bases")
    spark = g.add_card(cards["Spark"], 0, "deck")
    top = g.add_card(cards["Brute"], 0, "deck") if with_minion_on_top else None
    g.add_card(cards["Grunt"], 0, "bases", at=pad)
    g.add_card(cards["Grunt"], 0, "bases", at=pad)
    g.score_base(pad, resolve=False)
    g.resolve()
    return g, spark, top


# ---- revealing the top of a deck -------------------------------------------------------------------


def test_reveal_then_take_some_and_put_the_rest_on_the_bottom():
    g, ch, specs, field = game('''
card "Dig": action
  Reveal the top 3 cards of your deck. Place any number of minions revealed into your hand. Put the rest on the bottom of your deck.
card "Coin": action
''', steps=[("targets", ["Grunt"])])
    for name in ("Coin", "Grunt", "Coin"):               # the last added is the top card
        g.add_card(specs[name], 0, "deck")
    assert top(g, 0, 3) == ["Coin", "Grunt", "Coin"]
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Dig"], 0))
    assert [c.name for c in g.zone(0, "hand")] == ["Grunt"]
    assert [c.name for c in g.zone(0, "deck")[:2]] == ["Coin", "Coin"]      # now at the bottom
    assert top(g, 0, 1) == ["Pebble"]
    assert g.trace.find(what="reveal")
    ch.assert_done()


@pytest.mark.parametrize("on_top,drawn", [("Coin", True), ("Grunt", False)])
def test_reveal_the_top_card_if_it_is_an_action_draw_it_otherwise_bottom(on_top, drawn):
    g, _, specs, field = game('''
card "Seer": minion, power 2
  Talent: Reveal the top 1 card of your deck. If it is an action, draw it. Otherwise, place it on the bottom of your deck.
card "Coin": action
''')
    seer = g.add_card(specs["Seer"], 0, "bases", at=field)
    card = g.add_card(specs[on_top], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    g.activate(seer)
    if drawn:
        assert g.card(card).zone == "hand"
    else:
        assert g.card(card).zone == "deck" and g.zone(0, "deck")[0].id == card and hand(g, 0) == 0


def test_reveal_and_return_the_other_cards_in_the_order_you_choose():
    g, ch, specs, field = game('''
card "Sift": action
  Reveal the top four cards of your deck. Place one minion revealed into your hand. Return the other cards to the top of your deck in any order.
card "Coin": action
card "Bell": action
card "Drum": action
''', steps=[("order", ["Bell", "Drum", "Coin"])])
    for name in ("Coin", "Grunt", "Bell", "Drum"):
        g.add_card(specs[name], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Sift"], 0))             # one minion among them: not asked
    assert [c.name for c in g.zone(0, "hand")] == ["Grunt"]
    assert top(g, 0, 3) == ["Coin", "Drum", "Bell"]       # the last moved is on top
    ch.assert_done()


@pytest.mark.rule("SU-A4")
def test_revealing_more_cards_than_the_deck_has_reveals_what_there_is():
    g, _, specs, field = game('''
card "Dig": action
  Reveal the top 3 cards of your deck. Place any number of minions revealed into your hand. Shuffle the rest into your deck.
''', steps=[("targets", [0, 1])])
    for c in g.zone(0, "deck")[:-2]:
        g.state.zone_cards(0, "deck").remove(c.id)
        g.state.zone_cards(0, "discard pile").append(c.id)
        c.zone = "discard pile"
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Dig"], 0))
    assert hand(g, 0) == 2 and not g.zone(0, "deck")


@pytest.mark.rule("SU-A2")
def test_reveal_cards_for_each_minion_there_and_play_one_as_an_extra_minion_there():
    cards = build('card "Lesson Plan": action\n'
                  '  Special: Before a base scores, reveal two cards from your deck for each of your minions there. '
                  'Play one minion you reveal as an extra minion there. Return the rest to the top of your deck '
                  'in any order.\n'
                  'card "Spark": action\n  Draw a card.\n'
                  'card "Arena": base, breakpoint 3, vp 3/2/1\n')
    from runtime import SMASHUP, Game, ScriptedChooser
    g = Game(SMASHUP, ("Ann", "Bob"), seed=1, check_invariants=True, chooser=ScriptedChooser(
        [("may", "yes"), ("targets", "Brute")]))
    arena = g.add_card(cards["Arena"], None, "bases")
    g.add_card(cards["Jungle"], None, "bases")
    for name in ("Spark", "Grunt", "Grunt", "Brute"):       # Brute on top
        g.add_card(cards[name], 0, "deck")
    g.add_card(cards["Lesson Plan"], 0, "hand")
    g.add_card(cards["Grunt"], 0, "bases", at=arena)        # one minion of yours there: two cards
    g.begin_turn(0)
    g.score_base(arena, resolve=False)
    g.resolve()
    brute = next(c for c in g.state.cards.values() if c.spec.name == "Brute")
    assert brute.zone == "bases" and brute.at == arena      # played there, before the scoring
    assert deck(g, 0) == ["Grunt", "Grunt", "Spark"]        # the other revealed card back on top
    assert seen(g, "reveal")[0]["cards"] == (brute.label, g.zone(0, "deck")[-1].label)
    assert not g.chooser.steps


@pytest.mark.rule("SU-A7")
def test_a_closing_if_it_is_a_minion_is_about_the_revealed_card():
    g, spark, brute = launch_pad(True)
    plays = [st for st in g.trace.steps if st.kind == "event" and st.what == "play"]
    assert [st.card for st in plays] == [g.card(brute).label]      # played there, a real play
    assert g.card(spark).zone == "deck"
    assert seen(g, "reveal")[0]["cards"] == (g.card(brute).label,)


def test_a_revealed_card_that_is_not_a_minion_is_not_played():
    g, spark, _ = launch_pad(False)
    assert g.card(spark).zone == "deck" and seen(g, "reveal")


# ---- "reveal cards from the top of your deck until you reveal …" (SU-S3) ------------------------


@pytest.mark.rule("SU-S3")
def test_revealing_until_two_minions_stops_at_the_second():
    cards = build(DIG)
    g, _, _ = table(cards)
    under = g.add_card(cards["Spark"], 0, "deck")               # bottom: never reached
    m1 = g.add_card(cards["Grunt"], 0, "deck")
    a1 = g.add_card(cards["Spark"], 0, "deck")
    m2 = g.add_card(cards["Brute"], 0, "deck")
    a2 = g.add_card(cards["Spark"], 0, "deck")                  # top
    run(g, g.add_card(cards["Dowse"], 0, "discard pile"))
    assert (g.card(m1).zone, g.card(m2).zone) == ("hand", "hand")
    deck = g.state.zone_cards(0, "deck")
    assert deck[-1] == under and set(deck[:-1]) == {a1, a2}      # the others went under it


@pytest.mark.rule("SU-A4")
def test_revealing_until_with_too_few_in_the_deck_takes_what_there_is():
    cards = build(DIG)
    g, _, _ = table(cards)
    only = g.add_card(cards["Grunt"], 0, "deck")
    other = g.add_card(cards["Spark"], 0, "deck")
    run(g, g.add_card(cards["Dowse"], 0, "discard pile"))
    assert g.card(only).zone == "hand" and g.state.zone_cards(0, "deck") == [other]


@pytest.mark.rule("SU-A7")
def test_revealing_until_an_action_and_playing_it():
    cards = build('card "Lucky Find": action\n  Reveal cards off the top of your deck until you reveal an action. '
                  'Play it as an extra action. Shuffle the rest into your deck.\n'
                  'card "Boost": action\n  Place two +1 power counters on each of your minions.\n')
    g, jungle, _ = table(cards)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    boost = g.add_card(cards["Boost"], 0, "deck")
    skipped = g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Lucky Find"], 0, "discard pile"))
    assert g.card(mine).counters.get("+1 power") == 2 and g.card(boost).zone != "deck"
    assert g.card(skipped).zone == "deck"


def test_revealing_until_from_another_players_deck_is_refused():
    found = diagnostics('card "Pry": action\n  Reveal cards from the top of another player\'s deck until you '
                        'reveal a minion. Put it into your hand.\n')
    assert [c for c, _ in found] == ["E501"]

