"""Targets and mass selections (BH-502.6): each, one to three targets."""

from __future__ import annotations

import pytest

from runtime import spec as s


@pytest.mark.rule("BH-502.6")
def test_BH_502_6_raptor_and_cataclysm_are_mass_abilities(berserk):
    (raptor,) = berserk["Raptor"]
    assert isinstance(raptor, s.OnPlay) and raptor.label == "recruit"
    assert isinstance(raptor.effect.target, s.Each)
    assert raptor.effect.target.filter.stats == (s.StatTest(stat="cost", cmp=s.Cmp.LE, value=3),)
    (cataclysm,) = berserk["Cataclysm"]
    assert cataclysm.effect == s.Destroy(target=s.Each(filter=s.Filter(card_types=("creature",))))


@pytest.mark.rule("BH-502.6")
def test_BH_502_6_vial_of_healing_chooses_one_to_three_targets(berserk):
    (vial,) = berserk["Vial of Healing"]
    heal = vial.effect
    assert heal.divided and heal.amount == s.Const(value=3)
    assert (heal.target.min, heal.target.max) == (1, 3)
    assert heal.target.filter.card_types == ("creature", "hero")

