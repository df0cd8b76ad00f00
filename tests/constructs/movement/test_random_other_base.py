"""h16n: "move it to another random base": for each card moved, one of the bases it is not on,
picked at random (uniformly, seeded: BH-526) — no one chooses."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import build, probe_ir, run, table

SCATTER = '''card "Scatter": action
  Choose a minion. Move it to another random base.
card "Dunes": base, breakpoint 30, vp 3/1/1
'''


def test_the_destination_is_a_random_base_other_than_the_moved_cards():
    (ir,) = probe_ir("Choose a minion. Move it to another random base.")
    move = ir.effect.with_picked
    assert move.target == s.Picked()
    assert move.to_base == s.RandomCards(filter=s.Filter(card_types=("base",), other=True))


@pytest.mark.rule("BH-526")
@pytest.mark.parametrize("seed", range(6))
def test_the_card_goes_to_one_of_the_other_bases_never_its_own(seed):
    cards = build(SCATTER)
    g, jungle, castle = table(cards)
    dunes = g.add_card(cards["Dunes"], None, "bases")
    g.state.rng.seed(seed)
    grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
    run(g, g.add_card(cards["Scatter"], 0, "discard pile"))      # one minion: nothing to ask
    assert g.card(grunt).at in (castle, dunes)


def test_both_other_bases_are_reached():
    seen = set()
    for seed in range(12):
        cards = build(SCATTER)
        g, jungle, castle = table(cards)
        dunes = g.add_card(cards["Dunes"], None, "bases")
        g.state.rng.seed(seed)
        grunt = g.add_card(cards["Grunt"], 1, "bases", at=jungle)
        run(g, g.add_card(cards["Scatter"], 0, "discard pile"))
        seen.add(g.card(grunt).at)
    assert len(seen) == 2
