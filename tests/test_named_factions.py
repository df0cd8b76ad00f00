"""Factions named in a round for each other player, kept for the card's Ongoing ability (issue 16,
helper h16z1): "name a faction they own" in a round for each other player offers the factions of
the cards that player owns (`NameCard(they_own=True, keep=True)`); the factions named add up on the card,
and "minions of the named factions" in its Ongoing ability are of one of them
(`Filter.of_kept_factions`; docs/language.md, docs/runtime.md). Cards in our own words with
made-up names."""

from __future__ import annotations

import pytest

import dsl
from dsl.printer import Printer
from runtime import SMASHUP, Game, NotDeclarable, ScriptedChooser
from runtime.ruleset import RULESETS

from su_table import MEADOW_BASICS, compiled, e501

SEALS = '''
card "Wax Seal": action, faction Sailors
  Play on a base. Draw a card. For each other player, name a faction they own and draw a card. Ongoing: Other players' minions of the named factions cannot be played on this base.
card "Reef Imp": minion, power 2, faction Reefers
card "Moss Imp": minion, power 2, faction Mossers
card "Dust Imp": minion, power 2, faction Dusters
card "Sand Imp": minion, power 2, faction Sanders
'''


def table(steps, owned=((1, ("Reef Imp", "Dust Imp")), (2, ("Moss Imp",)))):
    specs = compiled(MEADOW_BASICS + SEALS)
    g = Game(SMASHUP, ("Ann", "Bob", "Cy"), chooser=ScriptedChooser(list(steps)), seed=1, check_invariants=True)
    meadow = g.add_card(specs["Meadow"], None, "bases")
    dune = g.add_card(specs["Meadow"], None, "bases")
    for p, imps in owned:
        for name in imps:
            g.add_card(specs[name], p, "deck")
    return g, specs, meadow, dune


def played(g, card, player, base):
    """Whether `player` may play `card` (from their hand) onto `base` now."""
    try:
        g.play_card(card, base=base)
    except NotDeclarable:
        return False
    return True


@pytest.mark.rule("SU-A8")
def test_minions_of_the_factions_named_cannot_be_played_on_that_base():
    g, specs, meadow, dune = table([("name", "Reefers"), ("name", "Mossers")])
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Wax Seal"], 0, "hand"), base=meadow)
    asked = [d for d in g.chooser.asked if d.kind.value == "name"]
    assert [list(d.options) for d in asked] == [["Dusters", "Reefers"]]     # Bob's own factions
    named = [dict(st.detail)["name"] for st in g.trace.steps if st.what == "names"]
    assert named == ["Reefers", "Mossers"]          # Cy owns one faction only: named without asking
    assert played(g, g.add_card(specs["Reef Imp"], 0, "hand"), 0, meadow)       # Ann's own: not an other player's
    g.begin_turn(1)
    g.next_phase()
    assert not played(g, g.add_card(specs["Reef Imp"], 1, "hand"), 1, meadow)   # named for Bob
    assert not played(g, g.add_card(specs["Moss Imp"], 1, "hand"), 1, meadow)   # named for Cy: anyone's
    assert played(g, g.add_card(specs["Dust Imp"], 1, "hand"), 1, meadow)       # not named


@pytest.mark.rule("SU-A8")
def test_the_named_factions_hold_only_on_the_cards_base():
    g, specs, meadow, dune = table([("name", "Reefers"), ("name", "Mossers")])
    g.begin_turn(0)
    g.next_phase()
    seal = g.add_card(specs["Wax Seal"], 0, "hand")
    g.play_card(seal, base=meadow)
    g.begin_turn(1)
    g.next_phase()
    assert played(g, g.add_card(specs["Reef Imp"], 1, "hand"), 1, dune)         # another base
    assert not played(g, g.add_card(specs["Reef Imp"], 1, "hand"), 1, meadow)   # its own base


def test_a_player_with_no_faction_is_asked_nothing():
    g, specs, meadow, dune = table([("name", "Reefers")], owned=((1, ("Reef Imp", "Dust Imp")),))   # Cy: none
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Wax Seal"], 0, "hand"), base=meadow)
    asked = [d for d in g.chooser.asked if d.kind.value == "name"]
    assert [list(d.options) for d in asked] == [["Dusters", "Reefers"]]


def test_naming_a_faction_they_own_outside_a_round_is_refused():
    assert e501('card "Odd Seal": action\n  Name a faction they own. Draw a card.\n')


def _abilities(text: str):
    rep = dsl.check_text('ruleset smashup\ncard "Probe": action\n  ' + text + "\n", lower=False)
    card = rep.cards[-1]
    assert not [d.message for d in card.diagnostics if d.severity.name == "ERROR"]
    return card.card.abilities


def test_the_printer_round_trip():
    text = ("Play on a base. Draw a card. For each other player, name a faction they own and draw a card. "
            "Ongoing: Other players' minions of the named factions cannot be played on this base.")
    abs_ = _abilities(text)
    again = " ".join(Printer(RULESETS["smashup"]).ability(ab) for ab in abs_)
    assert "factions" in again and _abilities(again) == abs_
