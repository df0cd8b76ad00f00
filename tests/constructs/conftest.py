"""Fixtures of the construct tests: the shipped example sets, lowered once per run."""

from __future__ import annotations

from pathlib import Path

import pytest

from su_table import lowered_set

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def berserk():
    """Each card of cardsets/berserk/heroes.cards: its lowered abilities."""
    return lowered_set(ROOT / "cardsets" / "berserk" / "heroes.cards")


@pytest.fixture(scope="session")
def smashup():
    """Each card of cardsets/smashup/clockwork.cards: its lowered abilities."""
    return lowered_set(ROOT / "cardsets" / "smashup" / "clockwork.cards")
