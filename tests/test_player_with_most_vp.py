""""the player with the fewest VP" / "the player with the most VP" as the one who acts (issue 16,
helper h16j; Who.FEWEST_VP / MOST_VP: each player tied for it acts). Every card here is made up."""

from __future__ import annotations

import pytest

from runtime import spec as s
from su_table import build, run, table

CARDS = '''
card "Last Gift": action
  The player with the fewest VP draws a card.
card "Top Tax": action
  The player with the most VP discards a card.
'''


def _hands(g):
    return len(g.zone(0, "hand")), len(g.zone(1, "hand"))


@pytest.mark.rule("SU-A3")
@pytest.mark.parametrize("ann, bob, drew", [(3, 1, (0, 1)), (1, 4, (1, 0)), (2, 2, (1, 1))])
def test_the_player_with_the_fewest_vp_draws(ann, bob, drew):
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[])
    for pl in (0, 1):
        for _ in range(3):
            g.add_card(cards["Grunt"], pl, "deck")
    g.state.players[0].resources["vp"], g.state.players[1].resources["vp"] = ann, bob
    gift = g.add_card(cards["Last Gift"], 0, "hand")
    before = _hands(g)
    run(g, gift)
    after = _hands(g)
    assert (after[0] - before[0], after[1] - before[1]) == drew


def test_the_player_with_the_most_vp_discards():
    cards = build(CARDS)
    g, jungle, castle = table(cards, steps=[])
    g.add_card(cards["Grunt"], 1, "hand")
    g.state.players[0].resources["vp"], g.state.players[1].resources["vp"] = 2, 5
    run(g, g.add_card(cards["Top Tax"], 0, "hand"))
    assert [c.name for c in g.zone(1, "discard pile")] == ["Grunt"]


def test_it_lowers_to_the_players_tied_for_it():
    cards = build(CARDS)
    assert cards["Last Gift"].abilities[0].effect.who is s.Who.FEWEST_VP
    assert cards["Top Tax"].abilities[0].effect.who is s.Who.MOST_VP
