"""Hidden information: "look at" (only you see the cards) and "reveal" (every player sees them),
compiled from card text written in our own words and run by the runtime. The trace records
who saw which cards; the choices that follow are made among them."""

from __future__ import annotations

import pytest

from runtime import spec as s
from su_table import build, run, table
from test_lowering_conditions_moves import errors


def seen(g, kind: str) -> list[dict]:
    return [dict(st.detail) for st in g.trace.steps if st.kind == "event" and st.what == kind]


def deck(g, player: int) -> list[str]:
    """The deck, top card first."""
    return [c.spec.name for c in reversed(g.zone(player, "deck"))]


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


def test_look_at_compiles_to_a_private_reveal():
    cards = build('card "Peeker": minion, power 2\n  Look at the top two cards of your deck. Discard them.\n')
    eff = cards["Peeker"].abilities[0].effect
    assert isinstance(eff, s.Reveal) and eff.private and eff.amount == s.Const(value=2)
    assert eff.then == s.DiscardCards(target=s.Picked())


def test_looking_at_a_deck_that_is_not_yours_is_refused():
    msgs = errors('card "Spy": action\n  Look at another player\'s deck.\n')
    assert any("E501" in m or "revealing" in m for m in msgs), msgs


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


@pytest.mark.rule("SU-A8")
def test_until_your_next_turn_either_another_minion_has_less_power_or_this_one_more():
    cards = build('card "Flicker": minion, power 3\n'
                  '  Talent: Until your next turn, either another minion has -5 power (minimum power 0), '
                  'OR this minion has +2 power.\n')
    g, jungle, _ = table(cards, [("modes", 0), ("targets", "Brute")])
    flicker = g.add_card(cards["Flicker"], 0, "bases", at=jungle)
    brute = g.add_card(cards["Brute"], 1, "bases", at=jungle)
    g.activate(flicker)
    assert g.value(brute, "power") == 0 and g.value(flicker, "power") == 3
    g.end_turn()
    g.begin_turn(1)
    assert g.value(brute, "power") == 0                 # still, on the other player's turn
    g.end_turn()
    g.begin_turn(0)
    assert g.value(brute, "power") == 4


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
