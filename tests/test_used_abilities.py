"""Triggers on the use of an ability (issue 16): "after a minion here uses a talent", "after this
minion uses its Talent", "after a Special ability is used". The `use` event is proposed once an
ability with that label resolved, its card the one whose ability it is (a Talent an action grants
to the minion it is on: that minion). Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import e501, meadow_game

CARDS = '''
card "Drill Yard": base, breakpoint 40, vp 3/2/1
  After a minion here uses a talent, place a +1 power counter on it.
card "Spotter": minion, power 2
  Ongoing: After a Special ability is used, place a +1 power counter on this minion.
card "Show Off": minion, power 2
  Talent: Draw a card.
  Ongoing: After this minion uses its Talent, place a +1 power counter on it.
card "Lent Trick": action
  Play on a minion. Ongoing: This minion has the ability "Talent: Draw a card."
card "Plain Hand": minion, power 2
  Talent: Draw a card.
card "Last Word": minion, power 2
  Special: Before a base scores, you may draw a card.
'''


def game(steps=()):
    return meadow_game(CARDS, steps=steps)


def test_the_triggers_compile_to_the_use_event():
    _, specs, _ = game()
    (yard,) = specs["Drill Yard"].abilities
    assert yard.when == s.EventPattern(event=s.Event.USE, timing=s.Timing.AFTER, label="talent",
                                       subject=s.Filter(card_types=("minion",), at=s.AtBase.HERE))
    (spotter,) = specs["Spotter"].abilities
    assert spotter.when == s.EventPattern(event=s.Event.USE, timing=s.Timing.AFTER, label="special")
    assert specs["Show Off"].abilities[1].when.this


def test_a_talent_used_here_triggers_the_base():
    g, specs, meadow = game()
    g.add_card(specs["Drill Yard"], None, "bases")
    yard = next(b for b in g.in_play() if b.spec.name == "Drill Yard").id
    here = g.add_card(specs["Plain Hand"], 0, "bases", at=yard)
    there = g.add_card(specs["Plain Hand"], 0, "bases", at=meadow)
    show = g.add_card(specs["Show Off"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.activate(here, 0)
    g.activate(there, 0)
    g.activate(show, 0)
    assert g.value(g.card(here), "power") == 2 + 1           # the base's +1
    assert g.value(g.card(there), "power") == 2              # not here
    assert g.value(g.card(show), "power") == 2 + 1           # its own counter


def test_a_granted_talent_is_used_by_the_minion_it_is_on():
    g, specs, _ = game()
    g.add_card(specs["Drill Yard"], None, "bases")
    yard = next(b for b in g.in_play() if b.spec.name == "Drill Yard").id
    twig = g.add_card(specs["Twig"], 0, "bases", at=yard)
    trick = g.add_card(specs["Lent Trick"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(trick, on=twig)
    g.activate(trick, 0)
    assert g.value(g.card(twig), "power") == 2


def test_a_special_used_triggers_and_a_talent_does_not():
    g, specs, meadow = game(steps=[("may", "yes")] * 4)
    g.add_card(specs["Drill Yard"], None, "bases")
    yard = next(b for b in g.in_play() if b.spec.name == "Drill Yard").id
    spotter = g.add_card(specs["Spotter"], 1, "bases", at=yard)
    g.add_card(specs["Last Word"], 0, "bases", at=meadow)
    show = g.add_card(specs["Show Off"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.activate(show, 0)
    assert g.value(g.card(spotter), "power") == 2
    g.score_base(meadow)
    assert g.value(g.card(spotter), "power") == 3


def test_a_trigger_on_its_own_label_is_refused():
    assert any("its own label" in m for m in e501(
        'card "Echo": minion, power 2\n  Ongoing: After an Ongoing ability is used, draw a card.\n'))


def test_a_card_that_has_a_special_ability():
    g, specs, meadow = meadow_game(CARDS + '''
card "Fan Club": minion, power 2
  Ongoing: After you play a card that has a Special ability, place a +1 power counter on this minion.
''')
    (fan,) = specs["Fan Club"].abilities
    assert fan.when.subject == s.Filter(labels=("special",))
    club = g.add_card(specs["Fan Club"], 0, "bases", at=meadow)
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Plain Hand"], 0, "hand"), base=meadow)
    assert g.value(g.card(club), "power") == 2          # a Talent: no
    g.play_card(g.add_card(specs["Last Word"], 0, "hand"), base=meadow, free=True)
    assert g.value(g.card(club), "power") == 3
