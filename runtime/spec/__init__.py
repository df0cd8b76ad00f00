"""The IR: ability objects the compiler emits and the interpreter runs.

Every class is a frozen, keyword-only attrs class with an explicit, stable ``KIND`` tag (the JSON
tag of a cattrs tagged union; never the class name). Fields hold only primitives, enums, tuples
and nested IR, so the whole tree serialises to JSON. The IR knows nothing of the parser: it carries
no spans, only an ``origin`` per ability ("set/card-slug#index") that the compiler maps back to the
source text.

The package's modules, by concern: ``enums`` (and ``ir``, the decorator of every class),
``selections`` (filters, selectors, amounts), ``conditions`` (conditions, event patterns),
``statics`` (static effects), ``effects`` (effects, with their facts as ClassVars), ``abilities``
(replacement actions, costs, abilities, ``CardSpec``). Everything is imported here: the public
IR namespace is ``runtime.spec`` (``from runtime import spec as s; s.Destroy``).

Sum types (``Effect``, ``Selector``, ``Amount``, ``Condition``, ``Ability``...) are closed: the
interpreter dispatches on ``KIND`` through dicts, and a test proves that every KIND has a handler.
"""

from __future__ import annotations

from typing import ClassVar, TypeAlias  # the IR's annotations are read in this namespace (attrs.resolve_types)

from .enums import (
    Cmp,
    AtBase,
    AttachedTo,
    Controller,
    CostKind,
    Duration,
    Event,
    ModOp,
    Timing,
    Who,
    ir,
)
from .selections import (
    Affected,
    AffectedCount,
    Amount,
    BaseTest,
    Const,
    CountOf,
    CounterTest,
    CountersOn,
    CountersRemoved,
    DeclinedCount,
    Each,
    EventCard,
    EventSource,
    Filter,
    Hero,
    Host,
    Implicit,
    MaxStat,
    Minus,
    Picked,
    PlayersWith,
    Plus,
    Quotient,
    RandomCards,
    ResourceOf,
    Selector,
    StatOf,
    StatTest,
    SumStat,
    Target,
    ThatMany,
    This,
    Times,
)
from .conditions import (
    All,
    Condition,
    CountIs,
    Did,
    EventCause,
    EventPattern,
    FirstThisTurn,
    HasMost,
    IsCard,
    MostCards,
    MostPower,
    NoneDid,
    Not,
    PlayerIs,
    PowerIs,
    ResourceIs,
    TurnCount,
    YourTurn,
)
from .statics import (
    AwardChange,
    Blank,
    Cant,
    Considered,
    DrawLimit,
    ExtraUse,
    MustTarget,
    NoExtra,
    NoPlay,
    PlayerPower,
    StatBonus,
    StaticEffect,
    Unaffected,
)
from .effects import *  # noqa: F403  every effect class, `Effect`, `EFFECT_CLASSES` (effects.__all__)
from .effects import EFFECT_CLASSES, Effect, __all__ as _EFFECT_NAMES
from .abilities import (
    Ability,
    Activated,
    CardSpec,
    Cost,
    Instead,
    OnPlay,
    ReplaceAmount,
    ReplaceWith,
    Replacement,
    Static,
    Triggered,
    WhenTrue,
)

SELECTOR_CLASSES: tuple[type, ...] = (
    This, Target, Each, RandomCards, EventCard, Hero, Implicit, EventSource, Host, Picked, Affected,
)
AMOUNT_CLASSES: tuple[type, ...] = (
    Const, CountOf, ThatMany, StatOf, CountersOn, ResourceOf, Plus, Times, Minus, MaxStat, SumStat, Quotient,
    AffectedCount, DeclinedCount, PlayersWith, CountersRemoved,
)
CONDITION_CLASSES: tuple[type, ...] = (CountIs, ResourceIs, YourTurn, PlayerIs, Not, All, IsCard, TurnCount,
                                       FirstThisTurn, MostPower, HasMost, Did, EventCause, NoneDid, MostCards,
                                       PowerIs)
STATIC_CLASSES: tuple[type, ...] = (StatBonus, Cant, MustTarget, DrawLimit, NoPlay, Unaffected, Blank, NoExtra,
                                    PlayerPower, Considered, ExtraUse, AwardChange)
INSTEAD_CLASSES: tuple[type, ...] = (ReplaceAmount, ReplaceWith)
ABILITY_CLASSES: tuple[type, ...] = (OnPlay, Triggered, Activated, Static, Replacement, WhenTrue)

ALL_CLASSES: tuple[type, ...] = (
    EFFECT_CLASSES + SELECTOR_CLASSES + AMOUNT_CLASSES + CONDITION_CLASSES + STATIC_CLASSES
    + INSTEAD_CLASSES + ABILITY_CLASSES + (StatTest, CounterTest, BaseTest, Filter, EventPattern, Cost, CardSpec)
)

__all__ = [
    "ABILITY_CLASSES",
    "ALL_CLASSES",
    "AMOUNT_CLASSES",
    "Ability",
    "Activated",
    "Affected",
    "AffectedCount",
    "All",
    "Amount",
    "BaseTest",
    "Blank",
    "CONDITION_CLASSES",
    "Cant",
    "CardSpec",
    "Cmp",
    "Condition",
    "Considered",
    "Const",
    "AtBase",
    "AttachedTo",
    "Controller",
    "Cost",
    "CostKind",
    "CountIs",
    "CountOf",
    "CounterTest",
    "CountersOn",
    "CountersRemoved",
    "DeclinedCount",
    "Did",
    "DrawLimit",
    "Duration",
    "Each",
    "Event",
    "EventCard",
    "EventCause",
    "EventPattern",
    "EventSource",
    "Filter",
    "FirstThisTurn",
    "HasMost",
    "Hero",
    "Host",
    "INSTEAD_CLASSES",
    "Implicit",
    "Instead",
    "IsCard",
    "MaxStat",
    "Minus",
    "ModOp",
    "MostCards",
    "MostPower",
    "MustTarget",
    "NoExtra",
    "NoPlay",
    "NoneDid",
    "Not",
    "OnPlay",
    "Picked",
    "PlayerIs",
    "PlayerPower",
    "ExtraUse",
    "AwardChange",
    "PlayersWith",
    "Plus",
    "PowerIs",
    "Quotient",
    "RandomCards",
    "ReplaceAmount",
    "ReplaceWith",
    "Replacement",
    "ResourceIs",
    "ResourceOf",
    "SELECTOR_CLASSES",
    "STATIC_CLASSES",
    "Selector",
    "StatBonus",
    "StatOf",
    "StatTest",
    "Static",
    "StaticEffect",
    "SumStat",
    "Target",
    "ThatMany",
    "This",
    "Times",
    "Timing",
    "Triggered",
    "TurnCount",
    "Unaffected",
    "WhenTrue",
    "Who",
    "YourTurn",
    "ir",
    *_EFFECT_NAMES,
]
