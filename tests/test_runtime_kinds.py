"""Every kind of IR node has its entry in each table of the interpreter that dispatches on it, and
no entry is left over: a class added to the IR without its handler, its facts, its evaluator, its
listener list or its cost rule fails here, not in a game."""

from __future__ import annotations

import typing

import attrs
import pytest

from runtime import spec as s
from runtime.actions import COSTS
from runtime.effects import HANDLERS
from runtime.events import COMMIT, LOOK_BACK, RULES, SHIELDED
from runtime.evaluation import AMOUNTS, CONDITIONS, SELECTORS
from runtime.listeners import REGISTER, STATICS
from runtime.matching import PLAYERS
from runtime.pipeline import INSTEAD
from runtime.planning import PLANS

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


def _selector_field(cls: type, name: str) -> bool:
    hints = typing.get_type_hints(cls, vars(s))
    return set(typing.get_args(hints[name])) & set(s.SELECTOR_CLASSES) != set()


@pytest.mark.parametrize("cls", s.EFFECT_CLASSES, ids=lambda c: c.KIND)
def test_every_effect_class_has_its_handler_and_its_facts(cls):
    """The facts about an effect live with its class (runtime/spec/effects.py): the events it
    proposes, the fields whose targets are chosen at declaration, the event a "can't" static
    names to keep a card from being its target; its handler is registered for it."""
    assert callable(HANDLERS.get(cls.KIND)), f"no handler for {cls.KIND}"
    for fact in ("EVENTS", "TARGETS", "TARGET_EVENT"):
        assert fact in vars(cls), f"{cls.__name__} does not state {fact}"
    assert isinstance(cls.EVENTS, tuple) and all(isinstance(e, s.Event) for e in cls.EVENTS)
    assert len(set(cls.EVENTS)) == len(cls.EVENTS)
    fields = attrs.fields_dict(cls)
    assert isinstance(cls.TARGETS, tuple)
    for name in cls.TARGETS:
        assert name in fields and _selector_field(cls, name), f"{cls.__name__}.{name} is no selector field"
    assert cls.TARGET_EVENT is None or cls.TARGET_EVENT in cls.EVENTS
    if cls.KIND in PLANS:                    # an effect made of parts: its parts produce the events
        assert cls.EVENTS == () and cls.TARGET_EVENT is None


def test_targets_are_only_left_out_where_they_are_chosen_on_resolution():
    """Every selector field of an effect is declared in TARGETS unless its choices are made once
    the ability resolves."""
    on_resolution = {s.Reveal}                 # the follow-up is planned once the cards are seen
    parts = {c for c in s.EFFECT_CLASSES if c.KIND in PLANS}
    for cls in s.EFFECT_CLASSES:
        sels = {f.name for f in attrs.fields(cls) if _selector_field(cls, f.name)}
        if cls in on_resolution:
            assert cls.TARGETS == ()
        elif cls not in parts or cls is s.Pick:
            assert set(cls.TARGETS) == sels, cls.__name__


def test_every_event_has_its_commit_and_its_facts():
    assert set(RULES) == set(s.Event)
    assert COMMIT == {e: r.commit for e, r in RULES.items()}
    assert LOOK_BACK == {s.Event.DESTROY, s.Event.MOVE, s.Event.DISCARD, s.Event.SCORE}
    assert s.Event.DESTROY in SHIELDED and s.Event.DRAW not in SHIELDED and s.Event.SCORE not in SHIELDED


def test_plans_are_for_effect_classes():
    assert set(PLANS) <= {c.KIND for c in s.EFFECT_CLASSES}
