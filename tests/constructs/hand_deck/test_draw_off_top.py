"""A typed draw from the top of the deck (issue 16, h16z3): "draw an action off the top of your
deck", "… a minion with power 2 or less …" reveals the top card and draws it if it is such a card; any other card stays
on top (docs/runtime.md, "Reveal")."""

from __future__ import annotations

import pytest

from dsl.formatter import format_source
from dsl.source import SourceFile

from su_table import deck_top as top, e501, lower_one, ongoing_game as game, probe_ast

SKIM = '''
card "Skim": action
  Draw a minion with power 2 or less off the top of your deck.
card "Flint": action
'''


def _play_skim(g, specs, stack) -> None:
    for name in reversed(stack):                    # the first named ends on top
        g.add_card(specs[name], 0, "deck")
    g.begin_turn(0)
    g.next_phase()
    g.play_card(g.add_card(specs["Skim"], 0))


def test_the_top_card_is_revealed_and_drawn_only_if_it_matches():
    lo, _ = lower_one("Draw an action off the top of your deck.", "smashup", 'card "Probe": action')
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    reveal = lo.abilities[0][0].effect
    assert reveal.KIND == "reveal" and reveal.amount.value == 1 and not reveal.bottom
    step = reveal.with_revealed
    assert step.KIND == "return_to_hand" and step.draw
    assert step.target.filter.among_picked and step.target.filter.card_types == ("action",)


@pytest.mark.parametrize("text", [
    "Draw a minion off the top of another player's deck.",     # not the controller's own deck
    "Draw two minions off the top of your deck.",               # one card only
])
def test_other_shapes_are_still_refused(text):
    assert e501(f'card "Probe": action\n  {text}\n')


def test_the_wording_prints_back_to_the_same_tree():
    text = "Draw a minion with power 3 or more off the top of your deck."
    res = format_source(SourceFile("t.cards", f'ruleset smashup\ncard "Probe": action\n  {text}\n'))
    assert res.ok, [d.message for d in res.diagnostics]
    printed = res.text.split("card \"Probe\": action\n", 1)[1].strip()
    assert probe_ast(printed) == probe_ast(text)


@pytest.mark.rule("SU-A3")
def test_a_matching_top_card_is_drawn():
    g, ch, specs, field = game(SKIM)
    _play_skim(g, specs, ["Pebble", "Grunt"])
    assert [c.name for c in g.zone(0, "hand")] == ["Pebble"]
    assert top(g, 0, 1) == ["Grunt"]


@pytest.mark.rule("SU-A4")
@pytest.mark.parametrize("first", ["Grunt", "Flint"])       # power 3; not a minion; not a minion
def test_a_top_card_that_does_not_match_stays_on_top(first):
    g, ch, specs, field = game(SKIM)
    _play_skim(g, specs, [first, "Pebble"])
    assert g.zone(0, "hand") == []
    assert top(g, 0, 2) == [first, "Pebble"]               # the Pebble under it is not drawn
