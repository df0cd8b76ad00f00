"""Selections, counts, zones and play / transfer phrases, compiled from card text and run by the
runtime: "there" in the text of a Special played after an event, the phrases that narrow each
side of a transfer, "an action card", "a copy of that card", an extra play "on each base where
…". The card texts are our own wording."""

from __future__ import annotations

import pytest

from dsl.compiler import compile_source
from dsl.source import SourceFile, normalize
from runtime import spec as s

from tests.test_lower_ongoing import compiled, game, hand

BASE_TYPES = ("base",)


def e501(text: str) -> list[str]:
    res = compile_source(SourceFile("t.cards", normalize("ruleset smashup\n" + text)))
    return [d.message for d in res.diagnostics if d.code.id == "E501"]


# ---- the text of a Special played after an event ---------------------------------------------


@pytest.mark.rule("SU-A7")
def test_a_special_played_after_a_base_scores_acts_on_the_cards_there():
    """SU-A7 / SU-G3: played from the hand after the base scores, its text happens then, with
    the cards still on the scored base: "your minions there" are the ones on that base."""
    g, ch, specs, field = game('''
card "Undertow": action
  Special: Play after a base scores. Return any number of your minions there to your hand.
''', steps=[("may", "yes"), ("targets", ["Grunt"])])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    mine = g.add_card(specs["Grunt"], 0, "bases", at=field)
    elsewhere = g.add_card(specs["Grunt"], 0, "bases", at=meadow)
    for _ in range(3):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    undertow = g.add_card(specs["Undertow"], 0)
    g.begin_turn(0)
    g.score_base(field)
    ch.assert_done()
    assert g.card(undertow).zone == "discard pile"
    assert g.card(mine).zone == "hand"                  # saved from the scored base
    assert g.card(elsewhere).zone == "bases"            # not there: not one of the choices


@pytest.mark.rule("SU-A2")
def test_a_special_played_the_ordinary_way_has_no_base_for_there():
    """SU-A2: its text is about the event it answers; played in the play phase there is no such
    base, so nothing is chosen and nothing happens (no error)."""
    g, ch, specs, field = game('''
card "Undertow": action
  Special: Play after a base scores. Return any number of your minions there to your hand.
''')
    mine = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Undertow"], 0))
    assert g.card(mine).zone == "bases"
    ch.assert_done()


@pytest.mark.rule("SU-A7")
def test_the_second_sentence_of_an_actions_special_is_part_of_playing_it():
    """SU-A7: "Special: Before a base scores, A. B.": B happens only if the card is played, and
    "there" in B is still the scoring base."""
    text = '''
card "Last Stand": action
  Special: Before a base scores, draw a card. Place a +1 power counter on each of your minions there.
'''
    (ab,) = compiled(BASICS_ONLY + text)["Last Stand"].abilities
    assert isinstance(ab.effect, s.May)                 # playing it is optional, and B is inside
    for answer, placed in (("no", []), ("yes", ["Grunt"])):
        g, ch, specs, field = game(text, steps=[("may", answer)])
        g.add_card(specs["Grunt"], 0, "bases", at=field)
        for _ in range(4):
            g.add_card(specs["Pebble"], 1, "bases", at=field)
        g.add_card(specs["Last Stand"], 0)
        g.begin_turn(0)
        g.score_base(field)
        ch.assert_done()
        got = [st.card.split("#")[0] for st in g.trace.steps if st.kind == "event" and st.what == "place_counters"]
        assert got == placed, answer                    # only your minion there, only if played


BASICS_ONLY = '''
card "Field": base, breakpoint 12, vp 3/2/1
card "Grunt": minion, power 3
'''


# ---- transfers -----------------------------------------------------------------------------------


@pytest.mark.rule("SU-A5")
def test_the_phrases_after_from_narrow_where_the_counters_come_from():
    """SU-A5: "any number of … from one of your minions there to another minion": the source
    is one of your minions on the scored base; the receiver may be anywhere."""
    g, ch, specs, field = game('''
card "Hand-Me-Down": action
  Special: After a base scores, transfer any number of +1 power counters from one of your minions there to another minion.
''', steps=[("targets", "Pebble"), ("may", "yes"), ("amount", "2")])   # the only source is not asked
    meadow = g.add_card(specs["Meadow"], None, "bases")
    donor = g.add_card(specs["Grunt"], 0, "bases", at=field)
    heir = g.add_card(specs["Pebble"], 0, "bases", at=meadow)
    for _ in range(3):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.card(donor).counters["+1 power"] = 2
    g.card(heir).counters["+1 power"] = 1
    g.add_card(specs["Hand-Me-Down"], 0)
    g.begin_turn(0)
    g.score_base(field)
    ch.assert_done()
    assert g.card(heir).counters["+1 power"] == 3


def test_a_phrase_a_transfer_cannot_narrow_with_is_an_error():
    assert e501('''card "Odd Relay": action
  Transfer a +1 power counter from one of your minions to another minion until the end of the turn.
''')


# ---- kinds, copies -----------------------------------------------------------------------------------


@pytest.mark.rule("SU-A3")
def test_an_action_card_is_an_action():
    """SU-A3: "place an action card from your discard pile on top of your deck" picks an
    action, not a minion."""
    g, ch, specs, field = game('''
card "Recycler": minion, power 2
  Place an action card from your discard pile on top of your deck.
''')
    g.add_card(specs["Grunt"], 0, "discard pile")
    smash = g.add_card(specs["Smash"], 0, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Recycler"], 0), base=field)
    assert g.card(smash).zone == "deck" and g.state.zone_cards(0, "deck")[-1] == smash
    ch.assert_done()


@pytest.mark.rule("SU-A7")
def test_searching_for_a_copy_of_the_chosen_card():
    """SU-A7: "Choose a minion in play. Search your deck for a copy of that card": only cards
    named as the chosen one are offered."""
    g, ch, specs, field = game('''
card "Twin Finder": action
  Choose a minion in play. Search your deck for a copy of that card and place it into your hand.
''', steps=[("search", "Grunt")])     # the one minion in play is not asked; only the copy is offered
    g.add_card(specs["Grunt"], 1, "bases", at=field)
    twin = g.add_card(specs["Grunt"], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Twin Finder"], 0))
    assert g.card(twin).zone == "hand"
    assert all(c.spec.name != "Pebble" for c in g.zone(0, "hand"))   # the Pebbles stay
    ch.assert_done()


@pytest.mark.rule("SU-A7")
def test_playing_a_copy_of_the_chosen_card_from_the_hand():
    """SU-A7: "Play a copy of that card from your hand as an extra minion": played (its on-play
    text happens) without using the turn's minion play; another name is not offered."""
    g, ch, specs, field = game('''
card "Echo": action
  Choose one of your minions. Play a copy of that card from your hand as an extra minion.
card "Herald": minion, power 2
  Draw a card.
''')      # one minion of yours, one Herald in hand: nothing to ask (a Grunt in hand would be)
    g.add_card(specs["Herald"], 0, "bases", at=field)
    copy = g.add_card(specs["Herald"], 0)
    g.add_card(specs["Grunt"], 0)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Echo"], 0))
    assert g.card(copy).zone == "bases"
    assert any(c.spec.name == "Pebble" for c in g.zone(0, "hand"))     # its text: a card drawn
    assert g.state.players[0].plays_left.get("minion") == 1
    ch.assert_done()


def test_a_copy_of_something_not_chosen_is_an_error():
    assert e501('''card "Odd Copy": action
  Search your deck for a copy of this card and place it into your hand.
''')


# ---- an extra play on each base where … -------------------------------------------------------


@pytest.mark.rule("SU-A6")
def test_an_extra_play_on_each_base_where_you_have_no_minions_goes_one_to_a_base():
    """SU-A6: one extra play for each base where you have no minions, counted when granted;
    once a base gets one, it no longer qualifies."""
    g, ch, specs, field = game('''
card "Shepherd": minion, power 4
  Play an extra minion from your discard pile on each base where you have no minions.
''')
    meadow = g.add_card(specs["Meadow"], None, "bases")
    g.add_card(specs["Field"], None, "bases")
    a = g.add_card(specs["Pebble"], 0, "discard pile")
    b = g.add_card(specs["Pebble"], 0, "discard pile")
    c = g.add_card(specs["Pebble"], 0, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Shepherd"], 0), base=field)
    assert len(g.state.players[0].extra_plays) == 2     # the two bases without a minion of yours
    g.play_card(a, base=meadow)
    from runtime.errors import NotDeclarable
    with pytest.raises(NotDeclarable):
        g.play_card(b, base=meadow)                     # you have a minion there now
    with pytest.raises(NotDeclarable):
        g.play_card(b, base=field)
    g.play_card(c, base=[x for x in g.in_play() if x.spec.name == "Field" and x.id != field][0].id)
    ch.assert_done()


def test_each_base_with_a_test_that_does_not_keep_one_to_a_base_is_an_error():
    assert e501('''card "Odd Shepherd": minion, power 4
  Play an extra minion from your discard pile on each base where you have a minion.
''')
