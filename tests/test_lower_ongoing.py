"""Ongoing and Special abilities of more shapes, compiled from card text and run by the runtime:
placement sentences followed by text, instructions timed by "at the start / end of … turn",
abilities of several sentences, "not affected by", "cannot score", conditional bonuses,
"once per turn" triggers, Specials that play their own card, limits shared by a card name.
The card texts are our own wording."""

from __future__ import annotations

import pytest

from dsl.compiler import compile_source
from dsl.source import SourceFile, normalize
from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s
from su_table import compiled


BASICS = '''
card "Field": base, breakpoint 12, vp 3/2/1
card "Meadow": base, breakpoint 30, vp 3/2/1
card "Grunt": minion, power 3
card "Pebble": minion, power 1
card "Smash": action
  Destroy a minion.
card "Wipe": action
  Destroy each minion.
card "Sap": action
  Play on a base. Ongoing: Minions here have -1 power.
'''


def game(text: str, steps=()):
    specs = compiled(BASICS + text)
    ch = ScriptedChooser(steps)
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ch, seed=1)
    field = g.add_card(specs["Field"], None, "bases")
    for p in (0, 1):
        for _ in range(6):
            g.add_card(specs["Pebble"], p, "deck")
    return g, ch, specs, field


def hand(g: Game, p: int) -> int:
    return len(g.zone(p, "hand"))


def test_a_placement_sentence_then_what_the_card_does_when_played():
    g, _, specs, field = game('''
card "Boost Pack": action
  Play on a minion. Place three +1 power counters on this minion.
''')
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    pack = g.add_card(specs["Boost Pack"], 0)
    g.play_card(pack, on=grunt)
    assert g.card(pack).attached_to == grunt
    assert g.value(grunt, "power") == 6                 # "this minion": the card it was played on


@pytest.mark.rule("SU-A2")
def test_an_instruction_timed_at_the_end_of_your_turn_happens_then_each_turn():
    g, _, specs, field = game('''
card "Night Owl": minion, power 2
  Ongoing: Draw a card at the end of your turn.
''')
    g.add_card(specs["Night Owl"], 0, "bases", at=field)
    g.begin_turn(0)
    before = hand(g, 0)
    g.end_turn()
    assert hand(g, 0) == before + 1
    g.begin_turn(1)
    g.end_turn()
    assert hand(g, 0) == before + 1, "not at the end of the other player's turn"


@pytest.mark.rule("SU-A8")
def test_a_host_destroyed_at_the_end_of_the_turn_and_the_ongoing_card_with_it():
    g, _, specs, field = game('''
card "Doom Mark": action
  Play on another player's minion. Ongoing: Destroy this minion at the end of the turn.
''')
    grunt = g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    mark = g.add_card(specs["Doom Mark"], 0)
    g.play_card(mark, on=grunt)
    assert g.card(grunt).zone == "bases"
    g.end_turn()
    assert g.card(grunt).zone == "discard pile" and g.card(mark).zone == "discard pile"


def test_an_ongoing_ability_of_several_sentences_is_several_abilities():
    g, _, specs, field = game('''
card "Iron Golem": minion, power 4
  Ongoing: At the start of your turn, place a +1 power counter on this minion. This minion cannot be destroyed.
''')
    golem = g.add_card(specs["Iron Golem"], 0, "bases", at=field)
    assert len(specs["Iron Golem"].abilities) == 2
    g.begin_turn(0)
    assert g.value(golem, "power") == 5
    g.execute(s.Destroy(target=s.This()), source=golem, controller=1)
    assert g.card(golem).zone == "bases"


def test_a_sentence_after_a_trigger_continues_it():
    g, _, specs, field = game('''
card "Town Crier": minion, power 2
  Ongoing: At the start of your turn, draw a card. Each other player draws a card.
''')
    g.add_card(specs["Town Crier"], 0, "bases", at=field)
    (ab,) = specs["Town Crier"].abilities
    assert isinstance(ab, s.Triggered) and isinstance(ab.effect, s.Sequence)
    g.begin_turn(0)
    assert (hand(g, 0), hand(g, 1)) == (1, 1)


def test_not_affected_by_other_players_actions():
    g, ch, specs, field = game('''
card "Ghost": minion, power 2
  Ongoing: This minion is not affected by other players' actions.
''')
    ghost = g.add_card(specs["Ghost"], 0, "bases", at=field)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.add_card(specs["Sap"], 1, "bases", at=field)
    assert g.value(ghost, "power") == 2 and g.value(grunt, "power") == 2   # the other player's ongoing skips it
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 1))        # its only legal target is Grunt: not asked
    assert g.card(grunt).zone == "discard pile" and g.card(ghost).zone == "bases"
    g.play_card(g.add_card(specs["Wipe"], 1), free=True)
    assert g.card(ghost).zone == "bases"
    g.end_turn()
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Smash"], 0))        # its own player's action still affects it
    assert g.card(ghost).zone == "discard pile"


def test_your_actions_are_not_affected_by_other_players_cards():
    g, _, specs, field = game('''
card "Warden": minion, power 3
  Ongoing: Actions you control are not affected by other players' cards.
card "Scrap": action
  Destroy an action.
''')
    g.add_card(specs["Warden"], 0, "bases", at=field)
    sap = g.add_card(specs["Sap"], 0, "bases", at=field)
    g.begin_turn(1)
    g.next_phase()
    g.play_card(g.add_card(specs["Scrap"], 1))
    assert g.card(sap).zone == "bases"


def test_a_base_that_cannot_score_is_not_ready_at_its_breakpoint():
    g, _, specs, field = game('''
card "Freeze": action
  Play on any base. Ongoing: This base cannot score.
''')
    for _ in range(4):
        g.add_card(specs["Grunt"], 0, "bases", at=field)
    assert [b.id for b in g.ready_bases()] == [field]
    g.begin_turn(0)
    g.next_phase()
    freeze = g.add_card(specs["Freeze"], 0)
    g.play_card(freeze, base=field)
    assert g.ready_bases() == []
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(card_types=("action",)))))
    assert [b.id for b in g.ready_bases()] == [field]   # the ongoing ends when its card leaves (SU-A8)


def test_a_bonus_that_holds_only_while_its_condition_does():
    g, _, specs, field = game('''
card "Hearth": action
  Play on a base. Ongoing: If you have one or fewer cards in your hand, each of your minions here has +3 power.
''')
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Hearth"], 0), base=field)
    assert hand(g, 0) == 0 and g.value(grunt, "power") == 6
    g.execute(s.Draw(amount=s.Const(value=2)))
    assert g.value(grunt, "power") == 3


@pytest.mark.rule("SU-A6")
def test_once_per_turn_after_you_play_a_minion_here():
    g, _, specs, field = game('''
card "Shrine": action
  Play on any base. Ongoing: Once per turn, after you play a minion on this base, draw a card.
''')
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Shrine"], 0), base=field)
    g.play_card(g.add_card(specs["Grunt"], 0), base=field)
    assert hand(g, 0) == 1
    g.play_card(g.add_card(specs["Grunt"], 0), base=field, free=True)
    assert hand(g, 0) == 1, "once per turn"


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


def test_only_one_card_of_a_name_uses_its_ability_each_turn():
    g, _, specs, field = game('''
card "Lantern": minion, power 1
  Ongoing: Draw a card at the start of your turn. Only use one Lantern's ability each turn.
''')
    g.add_card(specs["Lantern"], 0, "bases", at=field)
    g.add_card(specs["Lantern"], 0, "bases", at=field)
    g.begin_turn(0)
    assert hand(g, 0) == 1


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


# ---- replacements and leaving play ---------------------------------------------------------------


def test_a_replacement_for_minions_here_returns_them_to_the_hand():
    g, _, specs, field = game('''
card "Safe House": action
  Play on a base. Ongoing: If a minion you control here would be destroyed, return it to your hand instead.
''')
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    other = g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Safe House"], 0), base=field)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(card_types=("minion",)))), controller=1)
    assert g.card(grunt).zone == "hand" and g.card(other).zone == "discard pile"
    assert g.trace.find(kind="replaced")


def test_going_to_the_discard_pile_replaced_however_the_card_leaves_play():
    g, _, specs, field = game('''
card "Phoenix": minion, power 5
  Ongoing: If this minion would go to its owner's discard pile, place it on the bottom of your deck instead.
''')
    destroyed = g.add_card(specs["Phoenix"], 0, "bases", at=field)
    g.execute(s.Destroy(target=s.This()), source=destroyed, controller=1)
    assert g.card(destroyed).zone == "deck" and g.zone(0, "deck")[0].id == destroyed   # bottom
    scored = g.add_card(specs["Phoenix"], 0, "bases", at=field)
    for _ in range(3):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.begin_turn(0)
    g.score_base(field)                        # the base's cards are discarded: this one is not
    assert g.card(scored).zone == "deck"
    assert g.resource(1, "vp") == 3 and g.resource(0, "vp") == 2


def test_after_this_minion_goes_to_the_discard_pile_from_play():
    g, _, specs, field = game('''
card "Spark": minion, power 2
  Ongoing: After this minion goes to its owner's discard pile from play, draw two cards.
card "Ember": minion, power 2
  Ongoing: After this card is destroyed or discarded, draw a card.
''')
    spark = g.add_card(specs["Spark"], 0, "bases", at=field)
    ember = g.add_card(specs["Ember"], 0, "bases", at=field)
    g.execute(s.Destroy(target=s.This()), source=spark, controller=1)
    assert hand(g, 0) == 2
    g.execute(s.ReturnToHand(target=s.This()), source=ember, controller=1)
    assert hand(g, 0) == 3, "a return to the hand is not a discard: no draw"
    g.play_card(g.card(ember).id, base=field, free=True)
    for _ in range(4):
        g.add_card(specs["Grunt"], 1, "bases", at=field)
    g.score_base(field)
    assert hand(g, 0) == 3, "discarded when the base scored: one card drawn"


@pytest.mark.rule("SU-A2")
def test_a_replacement_once_per_turn_and_optional():
    g, ch, specs, field = game('''
card "Skipper": minion, power 3
  Ongoing: Once per turn, if this minion would be destroyed, you may move it to another base instead.
''', steps=[("may", "yes")])
    meadow = g.add_card(specs["Meadow"], None, "bases")
    skipper = g.add_card(specs["Skipper"], 0, "bases", at=field)
    g.begin_turn(1)
    g.execute(s.Destroy(target=s.This()), source=skipper, controller=1)
    assert g.card(skipper).zone == "bases" and g.card(skipper).at == meadow
    g.execute(s.Destroy(target=s.This()), source=skipper, controller=1)
    assert g.card(skipper).zone == "discard pile", "only once per turn"
    ch.assert_done()


def test_when_another_of_your_minions_would_be_destroyed_this_one_goes_instead():
    g, ch, specs, field = game('''
card "Bodyguard": minion, power 2
  Ongoing: When one of your other minions would be destroyed, you may destroy this minion instead.
''', steps=[("may", "yes")])
    guard = g.add_card(specs["Bodyguard"], 0, "bases", at=field)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Grunt"))), controller=1)
    assert g.card(grunt).zone == "bases" and g.card(guard).zone == "discard pile"
    ch.assert_done()


# ---- transfers -------------------------------------------------------------------------------------


def test_transfer_any_number_of_counters_from_one_minion_to_another():
    g, ch, specs, field = game('''
card "Relay": action
  Transfer any number of +1 power counters from one of your minions to another minion.
''', steps=[("targets", "Pebble"), ("amount", "2")])   # the only minion of yours is not asked
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    pebble = g.add_card(specs["Pebble"], 1, "bases", at=field)
    g.card(grunt).counters["+1 power"] = 3
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Relay"], 0))
    assert (g.value(grunt, "power"), g.value(pebble, "power")) == (4, 3)
    ch.assert_done()


@pytest.mark.rule("SU-A4")
def test_a_transfer_between_two_of_your_minions_moves_what_there_is():
    g, ch, specs, field = game('''
card "Drill Sergeant": minion, power 2
  Talent: Transfer a +1 power counter between two of your minions.
''', steps=[("targets", "Drill Sergeant"), ("targets", "Grunt")])
    sarge = g.add_card(specs["Drill Sergeant"], 0, "bases", at=field)
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.activate(sarge)                      # no counter to move: nothing happens, no error
    assert g.value(grunt, "power") == 3
    ch.assert_done()


def test_transfer_this_action_to_another_minion():
    g, ch, specs, field = game('''
card "Hitchhiker": action
  Play on a minion. Ongoing: This minion has +4 power. Talent: Transfer this action to another minion.
''', steps=[("targets", "Pebble")])
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    pebble = g.add_card(specs["Pebble"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    hh = g.add_card(specs["Hitchhiker"], 0)
    g.play_card(hh, on=grunt)
    assert g.value(grunt, "power") == 7
    g.activate(hh)
    assert g.card(hh).attached_to == pebble
    assert (g.value(grunt, "power"), g.value(pebble, "power")) == (3, 5)


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


# ---- revealing the top of a deck -------------------------------------------------------------------


def top(g: Game, p: int, n: int) -> list[str]:
    return [c.name for c in reversed(g.zone(p, "deck")[-n:])]


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


# ---- numbers and more replacements ---------------------------------------------------------------


@pytest.mark.rule("SU-V3")
def test_reduce_a_breakpoint_by_an_amount_until_the_end_of_the_turn():
    g, _, specs, field = game('''
card "Erode": action
  Reduce the breakpoint of a base by 5 until the end of the turn.
''')
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Erode"], 0))            # the only base: not asked
    assert g.value(field, "breakpoint") == 7
    g.end_turn()
    assert g.value(field, "breakpoint") == 12


@pytest.mark.rule("SU-V4")
def test_a_minimum_of_zero_is_the_rule_already():
    g, _, specs, field = game('''
card "Fog": action
  Play on a base. Ongoing: Other players' minions have -2 power here (minimum power 0).
''')
    pebble = g.add_card(specs["Pebble"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Fog"], 0), base=field)
    assert g.value(pebble, "power") == 0
    res = compile_source(SourceFile("t.cards", normalize(
        'ruleset smashup\ncard "Odd": action\n  Play on a base. Ongoing: Minions have -2 power here (minimum power 1).\n')))
    assert [d.code.id for d in res.diagnostics] == ["E501"]


def test_when_your_minions_here_are_destroyed_instead():
    g, _, specs, field = game('''
card "Trapdoor": action
  Play on a base. Ongoing: When your minions on this base are destroyed, place them into your hand instead.
''')
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Trapdoor"], 0), base=field)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(card_types=("minion",)))), controller=1)
    assert g.card(grunt).zone == "hand"


def test_a_card_is_not_shielded_from_its_own_ability_and_a_failed_instead_keeps_the_way():
    g, _, specs, field = game('''
card "Phoenix": minion, power 5
  Ongoing: If this minion would go to its owner's discard pile, place it on the bottom of your deck instead.
card "Cloak": action
  Play on another player's minion. Ongoing: This minion is not affected by other players' cards.
card "Anchor": minion, power 1
  Ongoing: Your other minions here cannot be moved.
''')
    phoenix = g.add_card(specs["Phoenix"], 1, "bases", at=field)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Cloak"], 0), on=phoenix)      # Ann's card on Bob's minion
    g.execute(s.Destroy(target=s.This()), source=phoenix, controller=1)
    assert g.card(phoenix).zone == "deck", "its own replacement still moves it"
    chained = g.add_card(specs["Phoenix"], 1, "bases", at=field)
    g.add_card(specs["Anchor"], 1, "bases", at=field)
    g.execute(s.Destroy(target=s.Each(filter=s.Filter(name="Phoenix"))), controller=0)
    assert g.card(chained).zone == "discard pile", "it cannot be moved to the deck: it goes where it was going"


@pytest.mark.rule("SU-A8")
def test_an_ongoing_gain_without_a_duration_lasts_while_the_card_is_in_play():
    g, _, specs, field = game('''
card "Drummer": minion, power 2
  Ongoing: Each of your other minions gains +1 power.
''')
    grunt = g.add_card(specs["Grunt"], 0, "bases", at=field)
    drummer = g.add_card(specs["Drummer"], 0, "bases", at=field)
    g.begin_turn(0)
    g.end_turn()
    assert g.value(grunt, "power") == 4 and g.value(drummer, "power") == 2
    g.execute(s.Destroy(target=s.This()), source=drummer)
    assert g.value(grunt, "power") == 3
