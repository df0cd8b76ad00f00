"""Every kind of IR node has its entry in each table of the interpreter that dispatches on it, and
no entry is left over: a class added to the IR without its evaluator, its listener list or its
cost rule fails here, not in a game."""

from __future__ import annotations

import pytest

from runtime import spec as s
from runtime.actions import COSTS
from runtime.evaluation import AMOUNTS, CONDITIONS, SELECTORS
from runtime.listeners import REGISTER, STATICS
from runtime.matching import PLAYERS
from runtime.pipeline import INSTEAD

TABLES = [
    ("amounts", AMOUNTS, s.AMOUNT_CLASSES),
    ("conditions", CONDITIONS, s.CONDITION_CLASSES),
    ("selectors", SELECTORS, s.SELECTOR_CLASSES),
    ("abilities", REGISTER, s.ABILITY_CLASSES),
    ("statics", STATICS, s.STATIC_CLASSES),
    ("replacement actions", INSTEAD, s.INSTEAD_CLASSES),
]


@pytest.mark.parametrize("name, table, classes", TABLES, ids=[t[0] for t in TABLES])
def test_every_kind_has_its_entry_and_no_entry_is_left_over(name, table, classes):
    kinds = {c.KIND for c in classes}
    assert kinds - set(table) == set(), f"{name} without an entry"
    assert set(table) - kinds == set(), f"{name} entries for no IR class"


def test_every_player_selector_and_cost_kind_has_its_rule():
    assert set(PLAYERS) == set(s.Who)
    assert set(COSTS) == set(s.CostKind)
