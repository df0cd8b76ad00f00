""""actions played on this base" / "played on another base": on the base itself (not on a minion
there); and "with less power" with nothing chosen, on a card that has power: than this card."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import e501, lower_one


def _filter_of(text: str, header: str):
    lo, _ = lower_one(text, "smashup", header)
    assert not lo.diagnostics, [d.message for d in lo.diagnostics]
    eff = lo.abilities[0][0].effect
    eff = eff.effect if eff.KIND == "may" else eff
    return eff.target.filter


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text, at", [
    ("Destroy an action played on this base.", s.AtBase.HERE),
    ("You may return an action played on another base to its owner's hand.", s.AtBase.ELSEWHERE),
    ("Destroy each of your actions played on this base.", s.AtBase.HERE),
])
def test_played_on_a_base_itself(text, at):
    f = _filter_of(text, 'card "Probe": minion, power 2')
    assert f.at is at and f.attached is s.AttachedTo.NOTHING and f.card_types == ("action",)


@pytest.mark.rule("SU-A5")
def test_less_power_than_this_minion():
    f = _filter_of("Destroy a minion here with less power.", 'card "Probe": minion, power 3')
    (st,) = f.stats
    assert st.cmp is s.Cmp.LT and st.amount == s.StatOf(of=s.This(), stat="power")


def test_less_power_on_a_card_without_power_is_refused():
    # (an action played on a base: "here" is that base; the action has no power to compare with)
    errs = e501('card "Probe": action\n  Play on a base. Destroy a minion here with less power.\n')
    assert any("nothing chosen" in e for e in errs), errs


@pytest.mark.rule("SU-A5")
@pytest.mark.parametrize("text", [
    "Destroy each action attached to a minion here.",
    "Destroy each action played on a minion here.",
    "Return each of your actions played on minions here to your hand.",
])
def test_played_on_a_minion_is_attached_to_a_card(text):
    f = _filter_of(text, 'card "Probe": minion, power 2')
    assert f.attached is s.AttachedTo.ANY and f.at is s.AtBase.HERE and f.card_types == ("action",)


@pytest.mark.rule("SU-A5")
def test_played_on_a_base_is_on_a_base_itself():
    f = _filter_of("Destroy an action played on a base.", 'card "Probe": minion, power 2')
    assert f.attached is s.AttachedTo.NOTHING and f.at is None
