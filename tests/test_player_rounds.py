"""A round for each other player (helper h16x, issue 16): "For each other player, name a minion
and reveal their hand. That player discards … . They …" runs once per other player, in turn
order; in a round "their" cards are that player's and "they" / "that player" is that player
acting (`Repeat` of `player_rounds`, `Who.PLAYER_PICKED`; docs/language.md, docs/runtime.md).
Test cards are our own words with made-up names."""

from __future__ import annotations

import pytest

import dsl

from dsl.printer import Printer
from runtime import SMASHUP, Game, ScriptedChooser
from runtime import spec as s
from runtime.ruleset import RULESETS

from su_table import MEADOW_BASICS, compiled, e501

CENSUS = '''
card "Grim Census": action
  For each other player, name a minion and reveal their hand. That player discards all copies of that minion. They shuffle their discard pile into their deck.
card "Tally Crow": minion, power 2
  For each other player, reveal their hand and draw a card.
'''


def table(steps=()):
    specs = compiled(MEADOW_BASICS + CENSUS)
    g = Game(SMASHUP, ("Ann", "Bob", "Cy"), chooser=ScriptedChooser(list(steps)), seed=1, check_invariants=True)
    meadow = g.add_card(specs["Meadow"], None, "bases")
    for p in (0, 1, 2):
        for _ in range(3):
            g.add_card(specs["Twig"], p, "deck")
    return g, specs, meadow


def names(g, player, zone):
    return sorted(c.spec.name for c in g.zone(player, zone))


def test_the_round_is_a_repeat_for_each_other_player_with_them_acting():
    eff = compiled(MEADOW_BASICS + CENSUS)["Grim Census"].abilities[0].effect
    assert isinstance(eff, s.Repeat) and eff.count == s.PlayerRounds(who=s.Who.EACH_OPPONENT)
    steps = eff.effect.effects
    assert steps[0] == s.NameCard(card_type="minion")
    shown, acts = steps[1].effects
    assert shown.target.filter.of_picked_player and shown.target.filter.zone == "hand"
    assert [a.who for a in acts.effects] == [s.Who.PLAYER_PICKED, s.Who.PLAYER_PICKED]


@pytest.mark.rule("SU-A3")
def test_SU_A3_each_other_player_discards_the_name_named_for_them_and_shuffles_their_discard_pile():
    # Bob's round names Brute, Cy's round names Twig: each loses only the copies named in their round
    g, specs, meadow = table(steps=[("name", "Brute"), ("name", "Twig")])
    for p in (1, 2):
        g.add_card(specs["Brute"], p, "hand")
        g.add_card(specs["Brute"], p, "hand")
        g.add_card(specs["Twig"], p, "hand")
        g.add_card(specs["Twig"], p, "discard pile")
    g.add_card(specs["Twig"], 0, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Grim Census"], 0, "hand"))
    assert names(g, 1, "hand") == ["Twig"]
    assert names(g, 2, "hand") == ["Brute", "Brute"]
    # what was discarded went on into the deck with the rest of the discard pile
    assert g.zone(1, "discard pile") == [] and g.zone(2, "discard pile") == []
    assert names(g, 1, "deck") == ["Brute", "Brute"] + ["Twig"] * 4
    assert names(g, 2, "deck") == ["Twig"] * 5
    # the card's own player is no other player: their discard pile stays
    assert names(g, 0, "discard pile") == ["Grim Census", "Twig"]
    asked = [d for d in g.chooser.asked if d.kind.value == "name"]
    assert len(asked) == 2


@pytest.mark.rule("SU-A5")
def test_SU_A5_no_copy_in_hand_still_shuffles_the_discard_pile():
    g, specs, meadow = table(steps=[("name", "Brute"), ("name", "Brute")])
    g.add_card(specs["Twig"], 1, "hand")
    g.add_card(specs["Brute"], 1, "discard pile")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Grim Census"], 0, "hand"))
    assert names(g, 1, "hand") == ["Twig"]
    assert g.zone(1, "discard pile") == [] and names(g, 1, "deck") == ["Brute"] + ["Twig"] * 3


@pytest.mark.rule("SU-A1")
def test_SU_A1_their_hand_is_shown_and_the_round_runs_once_per_other_player():
    g, specs, meadow = table()
    bob = g.add_card(specs["Brute"], 1, "hand")
    g.begin_turn(0)
    g.next_phase()
    before = len(g.zone(0, "hand"))
    g.play_card(g.add_card(specs["Tally Crow"], 0, "hand"), base=meadow)
    assert len(g.zone(0, "hand")) == before + 2          # two other players: two rounds
    shown = [dict(st.detail) for st in g.trace.steps if st.what == "reveal"]
    assert [d["player"] for d in shown] == [1, 2]           # each other player's hand, in turn order
    assert g.card(bob).label in shown[0]["cards"] and shown[1]["cards"] == ()


def test_that_name_outside_the_round_is_refused():
    assert e501('card "Odd Census": action\n  For each other player, name a minion. Discard all copies of that minion.\n')


def _parsed(text: str):
    rep = dsl.check_text('ruleset smashup\ncard "Probe": action\n  ' + text + "\n", lower=False)
    card = rep.cards[-1]
    assert not [d.message for d in card.diagnostics if d.severity.name == "ERROR"]
    return card.card.abilities[-1]


@pytest.mark.parametrize("text", [
    "For each other player, name a minion and reveal their hand. That player discards all copies of that minion. "
    "They shuffle their discard pile into their deck.",
    "For each other player, reveal their hand and draw a card.",
])
def test_the_printer_round_trip(text):
    ab = _parsed(text)
    again = Printer(RULESETS["smashup"]).ability(ab)
    assert _parsed(again) == ab
