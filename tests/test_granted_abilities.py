"""A granted quoted ability (issue 16): 'Play on a minion. Ongoing: This minion has the ability
"Talent: …"' gives the minion the action is on a Talent of its own, used by that minion's
controller (docs/runtime.md, "A granted Talent"). Cards in our own words with made-up names."""

from __future__ import annotations

import pytest

from dsl import check_source
from dsl.source import SourceFile
from runtime import spec as s
from runtime.errors import NotDeclarable
from runtime.match import play_options

from su_table import e501, meadow_game

CLOAKS = '''
card "Moss Cloak": action
  Play on a minion. Ongoing: This minion gains the ability "Talent: This minion gains +2 power until the end of the turn."
card "Wing Harness": action
  Play on a minion. Ongoing: This minion gains the ability: “Talent: Draw a card.”
card "Hush": action
  Choose a minion. Its abilities are cancelled until the start of your next turn.
'''


def cloak_game(steps=()):
    g, specs, meadow = meadow_game(CLOAKS, steps=steps)
    return g, specs, meadow


def test_the_quoted_talent_is_an_ability_of_the_action_granted_to_its_host():
    g, specs, _ = cloak_game()
    on_play = specs["Moss Cloak"].abilities
    (talent,) = [a for a in on_play if isinstance(a, s.Activated)]
    assert talent.on_host and talent.label == "talent" and talent.per_turn == 1
    assert talent.effect.target == s.Host()


@pytest.mark.rule("SU-A2")
def test_the_minions_controller_uses_the_granted_talent_once_per_turn():
    g, specs, meadow = cloak_game()
    theirs = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    cloak = g.add_card(specs["Moss Cloak"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(cloak, on=theirs)
    # the action's player has no such Talent: the minion it is on is not theirs
    assert not [o for o in play_options(g, 0) if o[1] == cloak]
    with pytest.raises(NotDeclarable):
        g.activate(cloak, 0)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    assert [o for o in play_options(g, 1) if o[1] == cloak]
    g.activate(cloak, 0)
    assert g.value(g.card(theirs), "power") == 5
    with pytest.raises(NotDeclarable):
        g.activate(cloak, 0)                # once per turn (SU-A2)
    g.end_turn()
    assert g.value(g.card(theirs), "power") == 3


def test_you_in_a_granted_talent_is_the_minions_controller():
    g, specs, meadow = cloak_game()
    theirs = g.add_card(specs["Brute"], 1, "bases", at=meadow)
    harness = g.add_card(specs["Wing Harness"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(harness, on=theirs)
    g.end_turn()
    g.begin_turn(1)
    g.next_phase()
    mine, yours = len(g.zone(0, "hand")), len(g.zone(1, "hand"))
    g.activate(harness, 0)
    assert (len(g.zone(0, "hand")), len(g.zone(1, "hand"))) == (mine, yours + 1)


@pytest.mark.rule("SU-L8")
def test_a_granted_talent_does_not_work_while_the_minions_abilities_are_cancelled():
    g, specs, meadow = cloak_game(steps=[("targets", "Brute")])
    mine = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    cloak = g.add_card(specs["Moss Cloak"], 0, "hand")
    hush = g.add_card(specs["Hush"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(cloak, on=mine)
    g.play_card(hush, free=True)
    with pytest.raises(NotDeclarable):
        g.activate(cloak, 0)
    assert g.value(g.card(mine), "power") == 3


def test_a_granted_talent_leaves_with_the_action():
    g, specs, meadow = cloak_game()
    mine = g.add_card(specs["Brute"], 0, "bases", at=meadow)
    cloak = g.add_card(specs["Moss Cloak"], 0, "hand")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(cloak, on=mine)
    g.relocate(g.card(cloak), "discard pile", 0)
    assert not [o for o in play_options(g, 0) if o[1] == cloak]


@pytest.mark.parametrize("text, words", [
    # only a Talent is granted yet
    ('card "Odd Cloak": action\n  Play on a minion. Ongoing: This minion has the ability '
     '"Ongoing: This minion has +1 power."\n', "a granted ability other than a Talent"),
    # granted to another card than the one it is played on
    ('card "Odd Hat": action\n  Play on a base. Ongoing: This minion has the ability '
     '"Talent: Draw a card."\n', "other than the one this card is played on"),
    # a card not played on another
    ('card "Odd Imp": minion, power 2\n  Ongoing: This minion has the ability '
     '"Talent: Draw a card."\n', "not played on it"),
])
def test_other_grants_are_refused_by_name(text, words):
    assert any(words in m for m in e501(text)), e501(text)


def test_a_quote_that_is_no_ability_stays_a_quoted_word():
    rep = check_source(SourceFile("t.cards", 'ruleset smashup\ncard "Odd Imp": minion, power 2\n'
                                  '  This minion has the ability "draw a card".\n'))
    assert not rep.cards[0].ok


def test_fmt_writes_the_quoted_ability_back():
    from dsl.formatter import format_source
    src = 'ruleset smashup\n\ncard "Moss Cloak": action\n' \
          '  Play on a minion.\n  Ongoing: This minion has the ability: "Talent: Draw a card."\n'
    out = format_source(SourceFile("t.cards", src)).text
    assert "\u201cTalent: Draw a card.\u201d" in out
    again = check_source(SourceFile("t.cards", out))
    assert again.cards[0].ok
    first = check_source(SourceFile("t.cards", src))
    assert first.cards[0].lowered == again.cards[0].lowered


def test_a_granted_talent_joins_another_predicate():
    g, specs, _ = meadow_game('''
card "Ivy Band": action
  Play on a minion. Ongoing: This minion has +1 power and has the ability “Talent: Draw a card.”
''')
    kinds = [type(a) for a in specs["Ivy Band"].abilities]
    assert kinds == [s.Static, s.Activated] and specs["Ivy Band"].abilities[1].on_host
