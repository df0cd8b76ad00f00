"""An action "that directly increases the power of" a card (issue 16; SU-L9): as "directly
affects", and the part of the action that affects the card raises its power — read from the
compiled action (runtime/raising.py, docs/runtime.md). As a trigger ("after you play an action
that directly increases a minion's power") and as an extra play ("play an extra action that
directly increases the power of one of your minions"). Cards in our own words, made-up names."""

from __future__ import annotations

import pytest

from runtime import spec as s
from runtime.errors import NotDeclarable

from su_table import meadow_game

CARDS = '''
card "Cheer Coach": minion, power 2
  Talent: Play an extra action that directly increases the power of a minion you control.
card "Glow Keeper": minion, power 2
  Ongoing: After you play an action that directly increases a minion's power, draw a card.
card "Proud Post": minion, power 2
  Ongoing: After you play an action that directly increases the power of this minion, place a +1 power counter on it.
card "Buff Charm": action
  Play on a minion. Ongoing: This minion has +1 power.
card "Sap Charm": action
  Play on a minion. Ongoing: This minion has -1 power.
card "Quick Boost": action
  Give a minion +2 power until the end of the turn.
card "Token Boost": action
  Place a +1 power counter on a minion.
card "Shove": action
  Move a minion to another base.
card "Wide Boost": action
  Each minion gains +1 power until the end of the turn.
'''


def game(steps=()):
    return meadow_game(CARDS, steps=steps)


def test_the_phrase_compiles_to_the_stat_raised():
    _, specs, _ = game()
    (talent,) = specs["Cheer Coach"].abilities
    assert isinstance(talent.effect, s.PlayExtra) and talent.effect.raises == "power"
    assert talent.effect.affects == s.Each(filter=s.Filter(card_types=("minion",), controller=s.Controller.YOU))
    (keeper,) = specs["Glow Keeper"].abilities
    assert keeper.when.event is s.Event.AFFECT and keeper.when.raises == "power"
    assert keeper.when.subject == s.Filter(card_types=("minion",))
    (post,) = specs["Proud Post"].abilities
    assert post.when.this and post.when.raises == "power"


@pytest.mark.rule("SU-L9")
def test_only_an_action_that_raises_its_power_uses_the_extra_play():
    g, specs, meadow = game()
    coach = g.add_card(specs["Cheer Coach"], 0, "bases", at=meadow)
    sap = g.add_card(specs["Sap Charm"], 0, "hand")
    shove = g.add_card(specs["Shove"], 0, "hand")
    wide = g.add_card(specs["Wide Boost"], 0, "hand")
    charm = g.add_card(specs["Buff Charm"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.state.players[0].plays_left["action"] = 0
    g.activate(coach, 0)
    for card, on in ((sap, coach), (shove, None), (wide, None)):
        with pytest.raises(NotDeclarable):      # lowers it / affects it without raising / affects none
            g.play_card(card, on=on) if on is not None else g.play_card(card)
    g.play_card(charm, on=coach)
    assert g.value(g.card(coach), "power") == 3
    assert not g.state.players[0].extra_plays


@pytest.mark.rule("SU-L9")
def test_a_chosen_card_whose_power_is_raised_triggers():
    g, specs, meadow = game(steps=[("targets", "Twig"), ("targets", "Twig")])
    g.add_card(specs["Glow Keeper"], 0, "bases", at=meadow)
    g.add_card(specs["Twig"], 1, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    hand = len(g.zone(0, "hand"))
    token = g.add_card(specs["Token Boost"], 0, "hand")
    g.play_card(token)
    assert len(g.zone(0, "hand")) == hand + 1          # a +1 power counter: raised, drawn
    g.play_card(g.add_card(specs["Shove"], 0, "hand"), free=True)
    g.play_card(g.add_card(specs["Wide Boost"], 0, "hand"), free=True)
    assert len(g.zone(0, "hand")) == hand + 1          # a move, an each: nothing more


@pytest.mark.rule("SU-L9")
def test_this_minion_raised_by_the_action_it_carries():
    g, specs, meadow = game()
    post = g.add_card(specs["Proud Post"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Sap Charm"], 0, "hand"), on=post)
    assert g.card(post).counters.get("+1 power", 0) == 0
    g.play_card(g.add_card(specs["Buff Charm"], 0, "hand"), on=post, free=True)
    assert g.card(post).counters.get("+1 power", 0) == 1



@pytest.mark.rule("SU-L9")
def test_a_card_out_of_play_that_can_directly_affect_a_minion():
    g, specs, meadow = meadow_game(CARDS + '''
card "Dig Up": action
  Search your deck for an action that directly affects a minion and place it into your hand.
''', steps=[("search", "Quick Boost")])
    (dig,) = specs["Dig Up"].abilities
    assert dig.effect.filter.directs == ("minion",)
    for name in ("Wide Boost", "Quick Boost", "Buff Charm"):
        g.add_card(specs[name], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Dig Up"], 0, "hand"))
    offered = {o.split("#")[0] for d in g.chooser.asked for o in d.options}
    assert offered == {"Quick Boost", "Buff Charm"}         # not the one that acts on each minion
    assert any(c.spec.name == "Quick Boost" for c in g.zone(0, "hand"))
