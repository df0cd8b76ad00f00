"""Moving minions: "from there", "from here", "to here", "to or from this base", "onto" a base."""

from __future__ import annotations

import pytest

from dsl.kinds import PhraseKind
from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s

from su_table import build, first_ability as ability, parsed, run, table


def test_from_there_after_choosing_a_base():
    cards = build('card "Sweep": action\n  Choose a base. Return each minion of power 2 or less from there to its owner\'s hand.\n')
    g, jungle, castle = table(cards, [("targets", "Castle")])
    small = g.add_card(cards["Grunt"], 1, "bases", at=castle)
    big = g.add_card(cards["Brute"], 1, "bases", at=castle)
    away = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Sweep"], 0, "discard pile"))
    assert (g.card(small).zone, g.card(big).zone, g.card(away).zone) == ("hand", "bases", "bases")


def test_from_here_and_from_another_base_to_here():
    cards = build('card "Bouncer": minion, power 3\n  You may return another player\'s minion from here to its owner\'s hand.\n'
                  'card "Caller": minion, power 3\n  Move one of your minions from another base to here.\n')
    g, jungle, castle = table(cards, [("may", "yes"), ("targets", "Grunt")])
    bouncer = g.add_card(cards["Bouncer"], 0, "bases", at=jungle)
    near = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    far = g.add_card(cards["Brute"], 1, "bases", at=castle)
    run(g, bouncer)
    assert g.card(near).zone == "hand" and g.card(far).zone == "bases"
    caller = g.add_card(cards["Caller"], 0, "bases", at=castle)
    mine = g.add_card(cards["Grunt"], 0, "bases", at=jungle)
    run(g, caller)                          # one option: forced
    assert g.card(mine).at == castle


def test_to_or_from():
    ab = ability("You may move a minion to or from this base.", kind="action")
    eff = ab.sentences[0].body.pred.effects.items[0]
    assert [p.kind for p in eff.phrases] == [PhraseKind.TO_OR_FROM]


@pytest.mark.rule("SU-A3")
def test_move_to_or_from_this_base_is_a_choice_of_moves():
    cards = build('card "Crossroads": base, breakpoint 20, vp 3/2/1\n'
                  '  At the start of your turn, you may move a minion to or from this base.\n')
    g = Game(SMASHUP, ("Ann", "Bob"), chooser=ScriptedChooser([("modes", 1), ("may", "yes"), ("targets", "Grunt"),
                                                                ("targets", "Jungle")]), seed=1, check_invariants=True)
    jungle = g.add_card(cards["Jungle"], None, "bases")
    cross = g.add_card(cards["Crossroads"], None, "bases")
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=cross)
    g.begin_turn(0)
    assert g.card(grunt).at == jungle



# ---- "onto X": where the card goes, never where it is -------------------------------------------
def test_onto_this_base_moves_a_minion_here_from_elsewhere():
    """"Move one of your minions onto this base": from another base to this minion's (it was read
    as "… on this base", moving one away from here)."""
    cards = build('card "Magnet": minion, power 1\n  Move one of your minions onto this base.\n')
    g, jungle, castle = table(cards, [("targets", "Grunt")])
    magnet = g.add_card(cards["Magnet"], 0, "bases", at=jungle)
    far = g.add_card(cards["Grunt"], 0, "bases", at=castle)
    run(g, magnet)
    assert g.card(far).at == jungle


def test_onto_another_base_is_the_destination_not_a_filter():
    """"Move a minion onto another base": any minion, to another base (it was read as "a minion on
    another base", to another base)."""
    cards = build('card "Nudge": action\n  Move a minion onto another base.\n')
    eff = cards["Nudge"].abilities[0].effect
    assert eff.target.filter.at is not s.AtBase.ELSEWHERE and eff.to_base.filter.other
    g, jungle, castle = table(cards, [("targets", "Castle")])     # (one minion: forced)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Nudge"], 0, "discard pile"))
    assert g.card(grunt).at == castle


def test_onto_reads_as_to_only_for_a_move():
    """Elsewhere "onto" is "on" where a card is put: a counter placed onto a minion, an action
    played onto one."""
    to = parsed("Move a minion onto another base.").sentences[0].body.items[0]
    assert [p.kind for p in to.phrases] == [PhraseKind.ONTO]
    cards = build('card "Drip": action\n  Place a +1 power counter onto one of your minions.\n'
                  'card "Drop": action\n  Place a +1 power counter on one of your minions.\n')
    assert cards["Drip"].abilities[0].effect == cards["Drop"].abilities[0].effect
