"""Looking at hidden cards: the top of your deck, another player's hand (a private reveal)."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, deck_names as deck, error_messages as errors, run, seen, table


@pytest.mark.rule("SU-A3")
def test_look_at_the_top_card_then_discard_it_or_put_it_back():
    cards = build('card "Peeker": minion, power 2\n'
                  '  Look at the top card of your deck. Return it to the top of your deck or discard it.\n')
    g, jungle, _ = table(cards, [("modes", 1)])
    g.add_card(cards["Brute"], 0, "deck")
    g.add_card(cards["Grunt"], 0, "deck")           # the top card
    peeker = g.add_card(cards["Peeker"], 0, "bases", at=jungle)
    run(g, peeker)
    assert deck(g, 0) == ["Brute"] and [c.spec.name for c in g.zone(0, "discard pile")] == ["Grunt"]
    look = seen(g, "look")
    assert look[0]["cards"] == ("Grunt#4",) and look[0]["seen_by"] == (0,)     # only its controller


@pytest.mark.rule("SU-A3")
def test_look_at_the_top_cards_and_put_each_on_top_or_bottom():
    cards = build('card "Dossier": action\n'
                  '  Look at the top three cards of your deck. Put them on the top and/or bottom of your deck '
                  'in any order.\n'
                  'card "Ace": minion, power 5\n')
    # the chosen order: Brute, Ace, Grunt; Brute to the bottom, Ace on top, Grunt on top (last on top)
    g, _, _ = table(cards, [("order", ["Brute", "Ace", "Grunt"]), ("position", "bottom"),
                            ("position", "top"), ("position", "top")])
    for name in ("Grunt", "Ace", "Brute"):
        g.add_card(cards[name], 0, "deck")
    g.add_card(cards["Jungle"], 0, "deck")           # under them, not looked at
    g.state.zones[(0, "deck")].insert(0, g.state.zones[(0, "deck")].pop())
    assert deck(g, 0) == ["Brute", "Ace", "Grunt", "Jungle"]
    run(g, g.add_card(cards["Dossier"], 0, "discard pile"))
    assert deck(g, 0) == ["Grunt", "Ace", "Jungle", "Brute"]


@pytest.mark.rule("SU-A3")
def test_look_at_another_players_hand_and_choose_a_card_in_it():
    cards = build('card "Snoop": action\n'
                  '  Look at another player\'s hand and choose one minion in it. That player discards that minion.\n'
                  'card "Trick": action\n  Draw a card.\n')
    g, _, _ = table(cards, [("targets", "Brute")])       # two players: the other player is forced
    g.add_card(cards["Grunt"], 1, "hand")
    g.add_card(cards["Brute"], 1, "hand")
    g.add_card(cards["Trick"], 1, "hand")
    g.add_card(cards["Grunt"], 0, "hand")               # your own hand is not looked at
    run(g, g.add_card(cards["Snoop"], 0, "discard pile"))
    assert sorted(c.spec.name for c in g.zone(1, "hand")) == ["Grunt", "Trick"]
    assert [c.spec.name for c in g.zone(1, "discard pile")] == ["Brute"]
    look = seen(g, "look")[0]
    assert look["player"] == 1 and look["seen_by"] == (0,) and len(look["cards"]) == 3
    # the choice was offered among the minions of that hand only
    asked = [d for d in g.chooser.asked if d.kind.value == "targets"][0]
    assert sorted(o.split("#")[0] for o in asked.options) == ["Brute", "Grunt"]


def test_with_three_players_you_choose_whose_hand():
    cards = build('card "Snoop": action\n'
                  '  Look at another player\'s hand and choose one minion in it. That player discards that minion.\n')
    from runtime import SMASHUP, Game, ScriptedChooser
    g = Game(SMASHUP, ("Ann", "Bob", "Cat"), chooser=ScriptedChooser([("player", "Cat")]), seed=1)
    g.add_card(cards["Jungle"], None, "bases")
    g.begin_turn(0)
    g.add_card(cards["Grunt"], 1, "hand")
    brute = g.add_card(cards["Brute"], 2, "hand")
    run(g, g.add_card(cards["Snoop"], 0, "discard pile"))
    assert g.card(brute).zone == "discard pile"


def test_look_at_compiles_to_a_private_reveal():
    cards = build('card "Peeker": minion, power 2\n  Look at the top two cards of your deck. Discard them.\n')
    eff = cards["Peeker"].abilities[0].effect
    assert isinstance(eff, s.Reveal) and eff.private and eff.amount == s.Const(value=2)
    assert eff.with_revealed == s.DiscardCards(target=s.Picked())


def test_looking_at_a_deck_that_is_not_yours_is_refused():
    msgs = errors('card "Spy": action\n  Look at another player\'s deck.\n')
    assert any("E501" in m or "revealing" in m for m in msgs), msgs

