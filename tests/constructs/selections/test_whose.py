"""Whose a card is, said after its noun and composed with any selection: "they own", "they
control", "you do not own", "you do not control", "owned by …", "controlled by …", "that
another player owns / controls" (and the other "that …" forms). "they" is the player carrying
out the instruction."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import e501, lower_one


def _filter(text: str, header: str = 'card "Probe": minion, power 2') -> s.Filter:
    lo, _ = lower_one(text, "smashup", header)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    eff = lo.abilities[0][0].effect
    while not hasattr(eff, "target"):
        eff = eff.effect if hasattr(eff, "effect") else eff.effects[0]
    return eff.target.filter


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text, owner, controller", [
    ("Each player destroys a minion they own.", s.Controller.YOU, s.Controller.ANY),
    ("Each other player returns a minion they control to its owner's hand.", s.Controller.ANY, s.Controller.YOU),
    ("Each player destroys a minion that they own of power 2 or less.", s.Controller.YOU, s.Controller.ANY),
    ("Destroy a minion you do not own.", s.Controller.OPPONENT, s.Controller.ANY),
    ("Return a minion here that you do not control to its owner's hand.", s.Controller.ANY, s.Controller.OPPONENT),
    ("Destroy a minion owned by another player.", s.Controller.OPPONENT, s.Controller.ANY),
    ("Destroy a minion controlled by an opponent.", s.Controller.ANY, s.Controller.OPPONENT),
    ("Return a minion controlled by you to your hand.", s.Controller.ANY, s.Controller.YOU),
    ("Destroy a minion of power 2 or less owned by any player.", s.Controller.ANY, s.Controller.ANY),
    ("Take control of a minion here you own.", s.Controller.YOU, s.Controller.ANY),
    ("Return a minion here that an opponent owns to its owner's hand.", s.Controller.OPPONENT, s.Controller.ANY),
    ("Take control of a minion you own that another player controls.", s.Controller.YOU, s.Controller.OPPONENT),
])
def test_whose_clause_composes_with_a_selection(text, owner, controller):
    f = _filter(text)
    assert (f.owner, f.controller) == (owner, controller)
    assert f.card_types == ("minion",)


def test_whose_clause_keeps_the_other_phrases():
    f = _filter("Destroy a minion here you do not own of power 3 or less.")
    assert f.at is s.AtBase.HERE and f.owner is s.Controller.OPPONENT
    assert [(t.stat, t.cmp, t.value) for t in f.stats] == [("power", s.Cmp.LE, 3)]


def test_they_with_no_player_acting_is_refused():
    errs = e501('card "Probe": minion, power 2\n  Destroy a minion they own.\n')
    assert any("they own" in e for e in errs), errs


def test_two_different_controllers_are_refused():
    errs = e501('card "Probe": minion, power 2\n  Destroy one of your minions controlled by another player.\n')
    assert errs, "a minion of yours controlled by another player is no card"


def test_an_unknown_player_word_is_refused():
    errs = e501('card "Probe": minion, power 2\n  Destroy a minion owned by the winner.\n')
    assert any("winner" in e for e in errs), errs


def test_count_of_cards_you_own_that_another_player_controls():
    lo, _ = lower_one("Gain 1 VP for each minion you own that another player controls.", "smashup",
                      'card "Probe": minion, power 2')
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    f = lo.abilities[0][0].effect.amount.right.filter
    assert (f.owner, f.controller) == (s.Controller.YOU, s.Controller.OPPONENT)


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text, owner, controller", [
    ("Give each minion you own +1 power until the end of the turn.", s.Controller.YOU, s.Controller.ANY),
    ("Give each minion you do not control -1 power until the end of the turn.", s.Controller.ANY,
     s.Controller.OPPONENT),
])
def test_whose_between_the_object_and_what_it_gets(text, owner, controller):
    f = _filter(text)
    assert (f.owner, f.controller) == (owner, controller)
