"""The cards a reveal or a look shows, named again (issue 16, h16m): "two of them", "one" ("play
one as an extra minion", "place one on …"), "the other" (the card left), "the rest" returned with
no destination (back where they were shown from, "in any order" / "in the same order"), "on the
top" / "on the bottom" of the deck shown, a typed draw among them ("draw any minions revealed",
"draw two actions from the revealed cards"), "discard the rest", and "reveal cards from your deck
until …" with the card(s) found drawn ("draw it", "draw the actions")."""

from __future__ import annotations

import pytest

from dsl.formatter import format_source
from dsl.source import SourceFile

from su_table import deck_top as top, lower_one, ongoing_game as game, probe_ast


def _shown(text: str):
    """The steps done with the cards shown (the `with_revealed` of the card's reveal)."""
    lo, _ = lower_one(text, "smashup", 'card "Probe": action')
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    reveal = lo.abilities[0][0].effect
    assert reveal.KIND == "reveal"
    w = reveal.with_revealed
    return list(w.effects) if w.KIND == "sequence" else [w]


def _play(g, specs, name: str) -> None:
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs[name], 0))


def _stack(g, specs, names) -> None:
    """Ann's deck gets `names` on top, the first named on top."""
    for name in reversed(names):
        g.add_card(specs[name], 0, "deck")


# ---- lowering ----------------------------------------------------------------------------------


@pytest.mark.parametrize("text, first_kind, count", [
    ("Look at the top five cards of your deck. Put two of them on the bottom of your deck. "
     "Return the rest in any order.", "move", (2, 2)),
    ("Reveal the top three cards of your deck. Play one of them as an extra action.", "play_card", (1, 1)),
    ("Look at the top two cards of your deck. Discard one and return the other.", "discard_cards", (1, 1)),
])
def test_them_and_one_are_some_of_the_cards_shown(text, first_kind, count):
    step = _shown(text)[0]
    assert step.KIND == first_kind
    assert step.target.KIND == "target" and step.target.filter.among_picked
    assert (step.target.min, step.target.max) == count


def test_play_one_as_an_extra_minion_takes_only_a_minion_shown():
    step = _shown("Look at the top three cards of your deck. You may play one as an extra minion.")[0]
    assert step.KIND == "may" and step.effect.target.filter.card_types == ("minion",)


@pytest.mark.parametrize("text, bottom, any_order", [
    ("Look at the top three cards of your deck. Draw one. Return the rest in any order.", False, True),
    ("Look at the bottom three cards of your deck. Draw one. Return the rest in the same order.", True, False),
    ("Reveal the top two cards of your deck. Discard one. Return the other.", False, False),
])
def test_the_rest_with_no_destination_goes_back_where_it_was_shown(text, bottom, any_order):
    back = _shown(text)[-1]
    assert back.KIND == "move" and back.to_zone == "deck" and back.target.KIND == "each"
    assert (back.bottom, back.any_order) == (bottom, any_order)


@pytest.mark.parametrize("text, where", [
    ("Look at the top four cards of your deck. Place one of them on the top and the rest on the bottom, "
     "in any order.", (False, True)),
    ("Reveal the top two cards of your deck. Draw one and put the other on the top or bottom.", None),
])
def test_the_top_and_the_bottom_are_of_the_deck_shown(text, where):
    steps = _shown(text)
    if where is not None:
        assert (steps[0].bottom, steps[1].bottom) == where and steps[1].any_order
    else:
        assert steps[-1].KIND == "choose" and {m.bottom for m in steps[-1].modes} == {False, True}


@pytest.mark.parametrize("text, types, draw", [
    ("Look at the bottom three cards of your deck. Draw any actions revealed and discard the others.", ("action",), True),
    ("Reveal the top four cards of your deck. Draw two actions from the revealed cards. Return the others.",
     ("action",), True),
    ("Reveal the top three cards of your deck. Draw a revealed minion. Shuffle the rest into your deck.",
     ("minion",), True),
])
def test_a_typed_draw_among_the_cards_shown(text, types, draw):
    step = _shown(text)[0]
    assert step.KIND == "return_to_hand" and step.draw is draw
    assert step.target.filter.among_picked and step.target.filter.card_types == types


def test_the_rest_after_other_instructions_is_still_refused_without_a_reveal():
    from su_table import e501
    assert e501('card "Probe": action\n  Draw a card. Return the rest in any order.\n')


def test_a_choice_followed_by_more_instructions_on_the_cards_shown_is_refused():
    # (h16u: "…, then return the rest …" follows the whole choice: tests/constructs/hand_deck/
    # test_rest_after_choice.py; another instruction after the last alternative is still refused)
    from su_table import e501
    assert e501('card "Probe": action\n  Look at the top four cards of your deck. You may discard one or draw one, '
                'then discard one.\n')


@pytest.mark.parametrize("text", [
    "Look at the top five cards of your deck. Put three of them on the bottom and the others on the top, in any order.",
    "Reveal the top four cards of your deck. Draw three of them and put the other on the top or bottom of your deck.",
    "Look at the top three cards of your deck. Draw one. Return the rest in the same order.",
    "Look at the top three cards of your deck. You may play one as an extra minion.",
    "Reveal the top two cards of your deck. Discard one of the revealed minions.",
    "Reveal cards from your deck until you reveal three minions. Draw the minions and shuffle the rest into your deck.",
])
def test_new_wordings_print_back_to_the_same_tree(text):
    src = f'ruleset smashup\ncard "Probe": action\n  {text}\n'
    res = format_source(SourceFile("t.cards", src))
    assert res.ok, [d.message for d in res.diagnostics]
    printed = res.text.split("card \"Probe\": action\n", 1)[1].strip()
    assert probe_ast(printed) == probe_ast(text)


# ---- running -----------------------------------------------------------------------------------


@pytest.mark.rule("SU-A3")
def test_draw_three_and_return_the_other_to_the_bottom():
    g, ch, specs, field = game('''
card "Sort": action
  Reveal the top four cards of your deck. Draw three of them and return the other to the bottom of your deck.
card "Coin": action
card "Bell": action
card "Drum": action
''', steps=[("targets", ["Coin", "Grunt", "Drum"])])
    _stack(g, specs, ["Coin", "Bell", "Grunt", "Drum"])
    _play(g, specs, "Sort")
    assert sorted(c.name for c in g.zone(0, "hand")) == ["Coin", "Drum", "Grunt"]
    assert g.zone(0, "deck")[0].name == "Bell"             # the bottom card
    ch.assert_done()


@pytest.mark.rule("SU-A3")
def test_return_the_rest_in_any_order_puts_them_back_on_top():
    g, ch, specs, field = game('''
card "Peer": action
  Look at the top three cards of your deck. Place one of them into your hand. Return the rest in any order.
card "Coin": action
card "Bell": action
''', steps=[("targets", ["Grunt"]), ("order", ["Bell", "Coin"])])
    _stack(g, specs, ["Coin", "Grunt", "Bell"])
    _play(g, specs, "Peer")
    assert [c.name for c in g.zone(0, "hand")] == ["Grunt"]
    assert sorted(top(g, 0, 2)) == ["Bell", "Coin"] and len(g.zone(0, "deck")) == 8
    ch.assert_done()


@pytest.mark.rule("SU-A3")
def test_draw_the_actions_revealed_from_the_bottom_and_discard_the_rest():
    g, ch, specs, field = game('''
card "Sieve": action
  Look at the bottom two cards of your deck. Draw any actions revealed and discard the others.
card "Coin": action
''', steps=[("targets", ["Coin"])])
    deck = g.state.zone_cards(0, "deck")
    coin, grunt = g.add_card(specs["Coin"], 0, "deck"), g.add_card(specs["Grunt"], 0, "deck")
    deck.remove(coin), deck.remove(grunt)
    deck[:0] = [grunt, coin]                                 # the bottom two cards
    _play(g, specs, "Sieve")
    assert g.card(coin).zone == "hand" and g.card(grunt).zone == "discard pile"
    assert len(g.zone(0, "deck")) == 6


@pytest.mark.rule("SU-A4")
def test_until_from_your_deck_then_draw_it_takes_the_card_found_not_the_top():
    g, ch, specs, field = game('''
card "Delve": action
  Reveal cards from your deck until you reveal a minion. Draw it. Put the rest on the bottom of your deck.
card "Coin": action
''')
    _stack(g, specs, ["Coin", "Grunt"])
    _play(g, specs, "Delve")
    assert [c.name for c in g.zone(0, "hand")] == ["Grunt"]
    assert g.zone(0, "deck")[0].name == "Coin"             # the card shown before it, now at the bottom


@pytest.mark.rule("SU-A7")
def test_play_one_as_an_extra_minion_offers_only_the_minions_shown():
    g, ch, specs, field = game('''
card "Muster": action
  Look at the top two cards of your deck. You may play one as an extra minion. Shuffle the rest into your deck.
card "Coin": action
''', steps=[("may", ["yes"])])
    _stack(g, specs, ["Coin", "Grunt"])
    _play(g, specs, "Muster")
    on_field = [c.name for c in g.state.cards.values() if c.zone == "bases" and c.owner == 0]
    assert on_field == ["Grunt"] and "Coin" in [c.name for c in g.zone(0, "deck")]


# ---- other players showing their own cards -----------------------------------------------------


@pytest.mark.parametrize("text, who, zone", [
    ("Each other player reveals their hand.", "each_opponent", "hand"),
    ("Each player reveals the top card of their deck and discards it.", "each_player", None),
    ("Other players look at the top two cards of their deck and draw one.", "each_opponent", None),
])
def test_a_reveal_said_of_players_is_theirs_each_as_you(text, who, zone):
    lo, _ = lower_one(text, "smashup", 'card "Probe": action')
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    eff = lo.abilities[0][0].effect
    assert eff.KIND == "as_player" and eff.who.value == who
    assert eff.effect.KIND == "reveal" and eff.effect.zone == zone and eff.effect.whose.value == "you"


@pytest.mark.rule("SU-A3")
def test_each_player_reveals_their_top_card_and_discards_it():
    g, ch, specs, field = game('''
card "Toll": action
  Each player reveals the top card of their deck and discards it.
card "Coin": action
''')
    mine, theirs = g.add_card(specs["Coin"], 0, "deck"), g.add_card(specs["Grunt"], 1, "deck")
    _play(g, specs, "Toll")
    assert (g.card(mine).zone, g.card(theirs).zone) == ("discard pile", "discard pile")
    assert len(g.zone(0, "deck")) == len(g.zone(1, "deck")) == 6
    shown = [e for e in g.trace.find(what="reveal")]
    assert len(shown) == 2


@pytest.mark.rule("SU-A3")
def test_each_player_reveals_and_draws_the_minions_shown_only():
    g, ch, specs, field = game('''
card "Census": action
  Each other player reveals the top two cards of their deck and draws any minions revealed.
card "Coin": action
''', steps=[("targets", ["Grunt"])])
    g.add_card(specs["Coin"], 1, "deck")
    grunt = g.add_card(specs["Grunt"], 1, "deck")
    _play(g, specs, "Census")
    assert g.card(grunt).zone == "hand" and g.card(grunt).owner == 1
    assert [c.name for c in g.zone(0, "hand")] == []


# ---- other players' cards shown to you: "their decks" are their owners' ------------------------


def test_the_rest_to_the_top_of_their_decks_after_each_other_players_cards_are_shown():
    steps = _shown("Reveal the top card of each other player's deck. Discard a revealed minion. "
                   "Put the unused cards on the bottom of their decks.")
    back = steps[-1]
    assert back.KIND == "move" and back.to_zone == "deck" and back.bottom and back.target.filter.among_picked


def test_drawing_a_card_of_another_players_deck_is_refused():
    from su_table import e501
    assert e501('card "Probe": action\n  Reveal the top card of each other player\'s deck. Draw a revealed minion. '
                'Return the rest to the top of their decks.\n')


@pytest.mark.rule("SU-A7")
def test_play_one_of_their_revealed_actions_and_return_the_rest_to_their_decks():
    g, ch, specs, field = game('''
card "Borrow": action
  Reveal the top card of each other player's deck. You may play an action revealed as an extra action. Put the unused cards on top of their decks.
card "Boon": action
  Draw two cards.
''', steps=[("may", ["yes"])])
    boon = g.add_card(specs["Boon"], 1, "deck")
    _play(g, specs, "Borrow")
    assert len(g.zone(0, "hand")) == 2                          # played by Ann: she drew
    assert g.card(boon).zone == "discard pile" and g.card(boon).owner == 1
    assert len(g.zone(1, "deck")) == 6


@pytest.mark.rule("SU-A4")
def test_a_revealed_card_of_theirs_not_played_goes_back_on_top_of_their_deck():
    g, ch, specs, field = game('''
card "Borrow": action
  Reveal the top card of each other player's deck. You may play an action revealed as an extra action. Put the unused cards on top of their decks.
''', steps=[("may", ["no"])])
    theirs = g.add_card(specs["Grunt"], 1, "deck")
    _play(g, specs, "Borrow")
    assert g.card(theirs).zone == "deck" and top(g, 1, 1) == ["Grunt"] and len(g.zone(1, "deck")) == 7
