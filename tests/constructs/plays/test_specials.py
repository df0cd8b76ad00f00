"""Specials: cards played from the hand when something happens (before scoring, after a
destroy), and what "there" means in their text."""

from __future__ import annotations

import pytest

from dsl.compiler import compile_source
from dsl.source import SourceFile, normalize
from runtime import spec as s

from su_table import ONGOING_BASICS as BASICS, compiled, hand_size as hand, ongoing_game as game


BASICS_ONLY = '''
card "Field": base, breakpoint 12, vp 3/2/1
card "Grunt": minion, power 3
'''


@pytest.mark.rule("SU-A7")
def test_a_special_minion_played_from_the_hand_before_a_base_scores_once_per_base():
    g, ch, specs, field = game('''
card "Lurker": minion, power 3
  Special: Before a base is scored, you may play this minion there. You can only use one Lurker's ability per base.
''', steps=[("may", "yes")])
    for _ in range(4):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    a = g.add_card(specs["Lurker"], 0)
    b = g.add_card(specs["Lurker"], 0)
    (ab,) = specs["Lurker"].abilities
    assert ab.zone == "hand" and ab.once_per_name == "event"
    g.begin_turn(0)
    g.score_base(field)
    ch.assert_done()                        # asked once: the second Lurker's use is spent
    zones = sorted(g.card(c).zone for c in (a, b))
    assert zones == ["discard pile", "hand"]  # played there, then discarded with the base's cards
    assert g.resource(0, "vp") == 2           # second place: 3 power against 12


@pytest.mark.rule("SU-A7")
def test_a_special_action_played_after_you_destroy_a_minion_does_its_text():
    g, ch, specs, field = game('''
card "Feast": action
  Draw three cards.
  Special: Play after you destroy a minion.
''', steps=[("may", "yes")])
    g.add_card(specs["Grunt"], 1, "bases", at=field)
    feast = g.add_card(specs["Feast"], 0)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 0))
    assert g.card(feast).zone == "discard pile"
    assert hand(g, 0) == 3
    ch.assert_done()


def test_a_special_that_plays_its_card_is_not_an_ongoing_ability_of_the_card_in_play():
    specs = compiled(BASICS + '''
card "Lurker": minion, power 3
  Special: Before a base is scored, you may play this minion there.
''')
    (ab,) = specs["Lurker"].abilities
    assert ab.when == s.EventPattern(event=s.Event.SCORE, timing=s.Timing.BEFORE,
                                     subject=s.Filter(card_types=("base",)))
    assert ab.effect == s.May(effect=s.PlayCard(target=s.This(), to_base=s.EventCard()))


def test_words_not_understood_in_a_special_stay_an_error():
    res = compile_source(SourceFile("t.cards", normalize(
        'ruleset smashup\ncard "Odd": minion, power 2\n  Special: Draw a card. Draw a card.\n')))
    assert [d.code.id for d in res.diagnostics] == ["E501"]


@pytest.mark.rule("SU-A7")
def test_an_actions_special_is_played_from_the_hand_at_that_moment():
    g, ch, specs, field = game('''
card "Last Push": action
  Special: Before a base scores, place a +1 power counter on each of your minions.
''', steps=[("may", "yes")])
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    push = g.add_card(specs["Last Push"], 0)
    g.begin_turn(0)
    g.score_base(field)
    assert g.card(push).zone == "discard pile"
    assert g.trace.find(kind="event", what="place_counters")
    ch.assert_done()
    g2, _, specs2, field2 = game('''
card "Last Push": action
  Special: Before a base scores, place a +1 power counter on each of your minions.
''')
    g2.begin_turn(0)
    g2.next_phase()
    played = g2.add_card(specs2["Last Push"], 0)
    g2.play_card(played)                   # played the ordinary way it does not stay in play
    assert g2.card(played).zone == "discard pile"


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
  Special: Before a base scores, draw a card. Place two +1 power counters on each of your minions there.
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



@pytest.mark.rule("SU-A7")
def test_from_another_base_to_there_is_never_a_minion_already_there():
    """"Special: Play before a base scores. Move one of your minions to there from another base.":
    the minion comes from a base other than the scoring one (the action itself is on no base, so
    "another" is measured from where the minion goes); Ann's minion already there is no choice, so
    the one on the Meadow moves without a question."""
    g, ch, specs, field = game('''
card "Call to Arms": action
  Special: Play before a base scores. Move one of your minions to there from another base.
''', steps=[("may", "yes")])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    there = g.add_card(specs["Grunt"], 0, "bases", at=field)
    away = g.add_card(specs["Grunt"], 0, "bases", at=meadow)
    for _ in range(3):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.add_card(specs["Call to Arms"], 0)
    g.begin_turn(0)
    g.score_base(field)
    ch.assert_done()
    assert g.card(away).zone == "discard pile" and g.card(there).zone == "discard pile"   # both scored there
    assert g.resource(0, "vp") == 2           # 6 power against Bob's 9: second place
