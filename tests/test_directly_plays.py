"""Plays of an action "that directly affects" a card (issue 16; SU-L9): "play an extra action that
directly affects one of your minions", "play an action that directly affects this minion as an
extra action". The action must be played on one of those cards, or choose one of them; its
choices are then limited to them (docs/runtime.md). Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

from runtime import spec as s
from runtime.errors import NotDeclarable

from su_table import e501, meadow_game

CARDS = '''
card "Rally Page": minion, power 2
  Talent: Play an extra action that directly affects one of your minions.
card "Call Up": action
  Choose one of your minions. You may play an extra action that directly affects that minion.
card "Squire Friend": minion, power 2
  Talent: You may play an action that directly affects this minion as an extra action.
card "Lamp Post": minion, power 1
  Ongoing: Once on your turn, after you play a minion here, draw a card.
card "Buff Charm": action
  Play on a minion. Ongoing: This minion has +1 power.
card "Quick Boost": action
  Give a minion +2 power until the end of the turn.
card "Wide Boost": action
  Each minion gains +1 power until the end of the turn.
'''


def game(steps=()):
    g, specs, meadow = meadow_game(CARDS, steps=steps)
    return g, specs, meadow


def spent_action_play(g, specs, meadow):
    """Begin Ann's turn and use her action play on a card that stays out of the way."""
    g.begin_turn(0)
    g.next_phase()
    g.state.players[0].plays_left["action"] = 0


def test_the_extra_play_names_the_cards_the_action_must_affect():
    g, specs, _ = game()
    (talent,) = specs["Rally Page"].abilities
    grant = talent.effect
    assert isinstance(grant, s.PlayExtra) and grant.card_type == "action"
    assert grant.affects == s.Each(filter=s.Filter(card_types=("minion",), controller=s.Controller.YOU))


@pytest.mark.rule("SU-L9")
def test_an_action_that_affects_no_such_card_cannot_use_the_play():
    g, specs, meadow = game()
    page = g.add_card(specs["Rally Page"], 0, "bases", at=meadow)
    theirs = g.add_card(specs["Twig"], 1, "bases", at=meadow)
    wide = g.add_card(specs["Wide Boost"], 0, "hand")
    charm = g.add_card(specs["Buff Charm"], 0, "hand")
    spent_action_play(g, specs, meadow)
    g.activate(page, 0)
    with pytest.raises(NotDeclarable):
        g.play_card(wide)                   # it chooses no card: it directly affects none
    with pytest.raises(NotDeclarable):
        g.play_card(charm, on=theirs)       # played on a minion that is not one of yours
    g.play_card(charm, on=page)             # played on one of yours: it uses the play
    assert g.value(g.card(page), "power") == 3
    assert not g.state.players[0].extra_plays


@pytest.mark.rule("SU-L9")
def test_an_action_played_so_chooses_only_among_those_cards():
    # the script would give the boost to their Brute, if the Brute were among the options
    g, specs, meadow = game(steps=[("targets", "Brute")])
    page = g.add_card(specs["Rally Page"], 0, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    boost = g.add_card(specs["Quick Boost"], 0, "hand")
    spent_action_play(g, specs, meadow)
    g.activate(page, 0)
    g.play_card(boost)
    assert all("Brute" not in o for d in g.chooser.asked for o in d.options)
    assert (g.value(g.card(page), "power"), g.value(g.card(brute), "power")) == (4, 3)


@pytest.mark.rule("SU-L9")
def test_that_minion_is_the_one_chosen_before():
    g, specs, meadow = game(steps=[("targets", "Brute"), ("may", "yes")])
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    twig = g.add_card(specs["Twig"], 0, "bases", at=meadow)
    call = g.add_card(specs["Call Up"], 0, "hand")
    charm = g.add_card(specs["Buff Charm"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(call)
    (grant,) = g.state.players[0].extra_plays
    assert grant.affects == frozenset({brute})
    with pytest.raises(NotDeclarable):
        g.play_card(charm, on=twig)
    g.play_card(charm, on=brute)
    assert g.value(g.card(brute), "power") == 4


@pytest.mark.rule("SU-L9")
def test_an_action_played_as_an_extra_action_must_affect_this_minion():
    # the Squire's Talent: Ann may play Quick Boost at once, as an extra action that directly
    # affects the Squire: its choice of a minion is the Squire alone (the script would pick the Brute)
    g, specs, meadow = game(steps=[("may", "yes"), ("targets", "Quick Boost"), ("targets", "Brute")])
    squire = g.add_card(specs["Squire Friend"], 0, "bases", at=meadow)
    brute = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    boost = g.add_card(specs["Quick Boost"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.activate(squire, 0)
    assert g.card(boost).zone == "discard pile"
    assert (g.value(g.card(squire), "power"), g.value(g.card(brute), "power")) == (4, 3)


def test_a_card_that_cannot_affect_it_is_not_played():
    g, specs, meadow = game(steps=[("may", "yes"), ("targets", "Wide Boost")])
    squire = g.add_card(specs["Squire Friend"], 0, "bases", at=meadow)
    wide = g.add_card(specs["Wide Boost"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.activate(squire, 0)
    assert g.card(wide).zone == "hand"
    assert g.value(g.card(squire), "power") == 2


def test_once_on_your_turn_a_trigger():
    g, specs, meadow = game()
    (lamp,) = specs["Lamp Post"].abilities
    assert isinstance(lamp, s.Triggered) and lamp.once_per_turn and lamp.effect.condition == s.YourTurn()
    g.add_card(specs["Lamp Post"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Twig"], 0, "hand"), base=meadow)
    g.play_card(g.add_card(specs["Twig"], 0, "hand"), base=meadow, free=True)
    assert len(g.zone(0, "hand")) == hand + 1           # the second play: not again this turn


@pytest.mark.parametrize("text, words", [
    ('card "Odd Page": minion, power 2\n  Talent: Play an extra minion that directly affects one of your minions.\n',
     "other than an action"),
    ('card "Odd Call": action\n  You may play an extra action that directly affects this minion.\n',
     "played on nothing"),
])
def test_other_directly_affected_plays_are_refused(text, words):
    assert any(words in m for m in e501(text)), e501(text)


def test_it_after_a_granted_play_is_refused():
    # the minion an extra play will play is not known when the next sentence is read
    assert any("no card named before it" in m for m in e501(
        'card "Odd Muster": action\n  Play an extra minion. Then you may play an action that directly affects it as an extra action.\n'))
