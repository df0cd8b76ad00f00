"""Talents: once per play phase, on your turn (SU-A2)."""

from __future__ import annotations

import pytest

from runtime import spec as s


@pytest.mark.rule("SU-A2")
def test_SU_A2_talents_are_once_per_play_phase(smashup):
    (t,) = smashup["Spring Tinker"]
    assert isinstance(t, s.Activated) and (t.per_turn, t.phase, t.your_turn_only) == (1, "play cards", True)

