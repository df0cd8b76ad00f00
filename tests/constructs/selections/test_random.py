""""a random minion here", "two random cards from your discard pile", "a minion here at random":
a random selection (IR `RandomCards`), picked on resolution; the rest of the noun phrase
filters what it is picked among."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import e501, lower_one


def _sel(text: str, header: str = 'card "Probe": minion, power 2'):
    lo, _ = lower_one(text, "smashup", header)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    eff = lo.abilities[0][0].effect
    eff = eff.effect if eff.KIND == "may" else eff
    return eff.target


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text, count, at, zone", [
    ("Destroy a random minion here.", 1, s.AtBase.HERE, None),
    ("Destroy a minion here at random.", 1, s.AtBase.HERE, None),
    ("You may return two random minions of power 2 or less to their owners' hands.", 2, None, None),
    ("Place a random action from your discard pile into your hand.", 1, None, "discard pile"),
    ("Shuffle three random cards from your discard pile into your deck.", 3, None, "discard pile"),
])
def test_random_selection(text, count, at, zone):
    sel = _sel(text)
    assert sel.KIND == "random" and sel.count == count
    assert sel.filter.at is at and sel.filter.zone == zone


def test_another_random_minion_is_not_this_one():
    sel = _sel("Return another random minion here to its owner's hand.")
    assert sel.KIND == "random" and sel.filter.other


def test_random_with_every_card_is_refused():
    errs = e501('card "Probe": action\n  Destroy each random minion.\n')
    assert any("random" in e for e in errs), errs


def test_another_random_base_to_move_to_is_other_than_the_moved_cards():
    # a base other than the moved card's is what "another base" means in a move: the move reads
    # a random base with `other` as one the card is not on (h16n; before, E501: the random pick
    # would only have left out this card's own base); elsewhere "another random base" is E501
    assert not e501('card "Probe": action\n  Choose a minion. Move it to another random base.\n')
    errs = e501('card "Probe": action\n  Destroy a minion on another random base.\n')
    assert any("random" in e for e in errs), errs
