""""Up to N": how few cards it may choose is the ruleset's (Smash Up: none, SU-A5; Berserk: a
targeted ability chooses at least one, BH-502.6)."""

from __future__ import annotations

import pytest

from runtime import spec as s

from su_table import lower_one


def _target(text: str, ruleset: str, header: str) -> s.Target:
    lo, _ = lower_one(text, ruleset, header)
    ((ab, _span),) = lo.abilities
    target = ab.effect.target
    assert isinstance(target, s.Target)
    return target


@pytest.mark.rule("SU-A5")
def test_smash_up_up_to_allows_none():
    t = _target("Destroy up to two minions of power 2 or less.", "smashup", 'card "Probe": action')
    assert (t.min, t.max) == (0, 2)


@pytest.mark.rule("BH-502.6")
def test_berserk_up_to_chooses_at_least_one():
    t = _target("Destroy up to two creatures.", "berserk", 'card "Probe": spell, cost 1')
    assert (t.min, t.max) == (1, 2)
