"""The IR: stable KIND tags, frozen kw-only attrs classes, handlers for every effect KIND,
clear errors for unknown kinds, and a cattrs tagged-union JSON round trip."""

from __future__ import annotations

import json
import typing

import attr
import attrs
import pytest
from test_runtime_cards import ALL_BERSERK, FILLER, berserk

from runtime import UnknownKind
from runtime import spec as s
from runtime.effects import HANDLERS


def test_every_ir_class_is_frozen_kw_only_with_a_unique_kind():
    kinds = {}
    for cls in s.ALL_CLASSES:
        assert attrs.has(cls), cls
        assert isinstance(cls.__dict__.get("KIND"), str), cls
        assert cls.__setattr__ is attr._make._frozen_setattrs, f"{cls.__name__} is not frozen"
        assert all(a.kw_only for a in attrs.fields(cls)), f"{cls.__name__} is not kw_only"
        kinds.setdefault(cls.KIND, []).append(cls.__name__)
    dup = {k: v for k, v in kinds.items() if len(v) > 1}
    assert not dup


def test_every_effect_kind_has_a_handler_and_no_handler_is_orphaned():
    effect_kinds = {c.KIND for c in s.EFFECT_CLASSES}
    assert effect_kinds == set(HANDLERS)
    assert set(typing.get_args(s.Effect)) == set(s.EFFECT_CLASSES)
    assert set(typing.get_args(s.Selector)) == set(s.SELECTOR_CLASSES)
    assert set(typing.get_args(s.Amount)) == set(s.AMOUNT_CLASSES)
    assert set(typing.get_args(s.Condition)) == set(s.CONDITION_CLASSES)


@attrs.frozen(kw_only=True)
class Teleport:
    KIND: typing.ClassVar[str] = "teleport"
    target: s.Selector


def test_unknown_effect_kind_raises_a_clear_error():
    g, _ = berserk()
    with pytest.raises(UnknownKind, match="teleport"):
        g.execute(Teleport(target=s.This()))


def test_unknown_amount_kind_raises_a_clear_error():
    @attrs.frozen(kw_only=True)
    class Weird:
        KIND: typing.ClassVar[str] = "weird"
    g, _ = berserk()
    with pytest.raises(UnknownKind, match="weird"):
        g.execute(s.Gain(amount=Weird()))


def test_unknown_ability_kind_raises_when_the_card_enters_play():
    @attrs.frozen(kw_only=True)
    class Aura:
        KIND: typing.ClassVar[str] = "aura"
        origin: str = "x#0"
    g, _ = berserk()
    with pytest.raises(UnknownKind, match="aura"):
        g.add_card(attrs.evolve(FILLER, abilities=(Aura(),)), 0, "play area")


def _converter():
    from cattrs.preconf.json import make_converter
    from cattrs.strategies import configure_tagged_union
    for c in s.ALL_CLASSES:
        attrs.resolve_types(c, globalns=vars(s))
    conv = make_converter(forbid_extra_keys=True)
    # leaves first: a union must be configured before the classes that contain it
    for alias in (s.Selector, s.Amount, s.Condition, s.StaticEffect, s.Effect, s.Instead, s.Ability):
        configure_tagged_union(alias, conv, tag_name="kind", tag_generator=lambda cl: cl.KIND)
        opt = typing.Optional[alias]
        conv.register_unstructure_hook(opt, lambda v, a=alias: None if v is None else conv.unstructure(v, a))
        conv.register_structure_hook(opt, lambda v, _, a=alias: None if v is None else conv.structure(v, a))
    return conv


def test_ir_round_trips_through_json_with_cattrs_tagged_unions():
    conv = _converter()
    raw = conv.unstructure(ALL_BERSERK, tuple[s.CardSpec, ...])
    text = json.dumps(raw, sort_keys=True)
    assert '"kind": "destroy"' in text and "Destroy" not in text     # tags, never class names
    assert conv.structure(json.loads(text), tuple[s.CardSpec, ...]) == ALL_BERSERK


def test_invariant_validators_reject_impossible_ir():
    with pytest.raises(ValueError):
        s.Target(min=2, max=1)
    with pytest.raises(ValueError):
        s.Choose(modes=(s.Draw(),), min=2, max=1)
    with pytest.raises(ValueError):
        s.Const(value=-1)
    assert s.Target(min=0, max=None).max is None
