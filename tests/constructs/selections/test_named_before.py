"""h16v: three ways a noun phrase names the cards of the instruction before:

- "draw two more cards than you placed there" (a count of what it acted on, plus N);
- "up to two minions with power 3 or less and the same name" (a second "with" phrase after "and");
- "this minion" on an action played on nothing: the minion the instruction before acted on."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, e501, parsed, probe_ir, run, table

TUCK = ('card "Tuck Away": action\n  Put up to three cards from your hand on the bottom of your deck, '
        'then draw two more cards than you placed there.\n')
PAIR = ('card "Matched Pair": action\n  Search your deck for up to four minions with power 3 or less and the same name. '
        'Put them into your hand.\n'
        'card "Pebble": minion, power 1\n')
NUDGE = ('card "Nudge": action\n  Give a minion +1 power until the end of the turn. '
         'Play an extra action that directly affects this minion.\n'
         'card "Spur": action\n  Play on a minion.\n  Ongoing: This minion has +1 power.\n')


def test_more_than_you_placed_is_that_many_plus_n():
    (ab,) = probe_ir("Place up to two cards from your hand on the bottom of your deck, then draw one more card than you placed there.")
    assert ab.effect.effects[1] == s.Draw(amount=s.Plus(left=s.AffectedCount(), right=s.Const(value=1)))


def test_more_than_you_placed_after_another_instruction_is_refused():
    (msg,) = e501('card "Probe": action\n  Draw a card. Draw two more cards than you placed there.\n')
    assert "after an instruction that did something else" in msg


@pytest.mark.rule("SU-A5")
def test_draw_two_more_cards_than_you_placed():
    cards = build(TUCK)
    g, _, _ = table(cards, [("targets", [0])])
    g.add_card(cards["Grunt"], 0, "hand")
    for _ in range(4):
        g.add_card(cards["Brute"], 0, "deck")
    run(g, g.add_card(cards["Tuck Away"], 0, "discard pile"))
    assert len(g.zone(0, "hand")) == 3          # one placed: 1 + 2 drawn


def test_and_the_same_name_is_a_second_with_phrase():
    ab = parsed("Search your deck for up to four minions with power 3 or less and the same name.")
    (e,) = ab.sentences[0].body.items
    kinds = [p.kind.value for p in e.phrases]
    assert "same_name" in kinds and "stat" in kinds


def test_up_to_n_with_the_same_name_is_a_search_of_one_name():
    (ab,) = probe_ir("Search your deck for up to four minions with power 3 or less and the same name.")
    assert ab.effect.count == 4 and ab.effect.same_name


@pytest.mark.rule("SU-A5")
def test_a_search_for_up_to_two_of_one_name_takes_only_that_name():
    cards = build(PAIR)
    g, _, _ = table(cards, [("search", "Grunt"), ("search", [0, 1])])
    for name in ("Grunt", "Pebble", "Grunt", "Brute"):
        g.add_card(cards[name], 0, "deck")
    run(g, g.add_card(cards["Matched Pair"], 0, "discard pile"))
    assert sorted(c.spec.name for c in g.zone(0, "hand")) == ["Grunt", "Grunt"]


def test_this_minion_on_an_action_played_on_nothing_is_the_minion_acted_on():
    (ab,) = probe_ir("Give a minion +1 power until the end of the turn. "
                     "Play an extra action that directly affects this minion.")
    assert ab.effect.effects[1].affects == s.Affected()


def test_this_minion_with_nothing_before_it_is_still_refused():
    assert e501('card "Probe": action\n  Play an extra action that directly affects this minion.\n')


@pytest.mark.rule("SU-A3")
def test_the_extra_action_is_granted_for_that_minion():
    cards = build(NUDGE)
    g, jungle, _ = table(cards, [])
    grunt = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    run(g, g.add_card(cards["Nudge"], 0, "discard pile"))
    assert g.value(g.card(grunt), "power") == 3
    (grant,) = g.state.players[0].extra_plays
    assert grant.affects is not None and set(grant.affects) == {grunt}
