"""The two value policies: how a number is computed from its printed value and its modifiers.

A modifier is a plain ``(op, amount, seq)`` triple; ``seq`` is the order of appearance in the game.
The policy belongs to the ruleset (``Ruleset.value_policy``).

- Smash Up (SU-V1..4): printed value (possibly changed, SU-V1) -> starting value (a reset; with
  several resets the current player chooses one and the others are ignored, SU-V2) -> adjustments
  added / subtracted (SU-V3; multiplications and divisions, which the rulebook does not mention,
  are applied after them) -> a value below zero becomes zero (SU-V4).
- Berserk (BH-523): additions -> multiplications -> subtractions -> divisions (rounded down) ->
  "set to X" in order of appearance -> a negative value becomes zero.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .ruleset import ValuePolicy
from .spec import ModOp

Mod = tuple[ModOp, int, int]          # (op, amount, seq)
ChooseReset = Callable[[Sequence[Mod]], int]   # index of the reset that applies (SU-V2)

_ADD, _SUB, _MUL, _DIV, _SET, _SETP = (
    ModOp.ADD, ModOp.SUB, ModOp.MUL, ModOp.DIV, ModOp.SET, ModOp.SET_PRINTED,
)


def _printed(printed: int, mods: Sequence[Mod]) -> int:
    latest = None
    for m in mods:
        if m[0] is _SETP and (latest is None or m[2] > latest[2]):
            latest = m
    return printed if latest is None else latest[1]


def smashup_value(printed: int, mods: Sequence[Mod], choose_reset: ChooseReset | None = None) -> int:
    value = _printed(printed, mods)                                   # SU-V1
    resets = [m for m in mods if m[0] is _SET]
    if len(resets) == 1:
        value = resets[0][1]                                          # SU-V2
    elif resets:
        resets.sort(key=lambda m: m[2])
        index = choose_reset(resets) if choose_reset is not None else len(resets) - 1
        value = resets[index][1]
    for op, amount, _ in mods:                                        # SU-V3
        if op is _ADD:
            value += amount
        elif op is _SUB:
            value -= amount
    for op, amount, _ in sorted((m for m in mods if m[0] is _MUL or m[0] is _DIV), key=lambda m: m[2]):
        value = value * amount if op is _MUL else (value // amount if amount else 0)
    return value if value > 0 else 0                                  # SU-V4


def berserk_value(printed: int, mods: Sequence[Mod], choose_reset: ChooseReset | None = None) -> int:
    value = _printed(printed, mods)
    for op, amount, _ in mods:                                        # 1. additions
        if op is _ADD:
            value += amount
    for op, amount, _ in mods:                                        # 2. multiplications
        if op is _MUL:
            value *= amount
    for op, amount, _ in mods:                                        # 3. subtractions
        if op is _SUB:
            value -= amount
    for op, amount, _ in mods:                                        # 4. divisions
        if op is _DIV:
            value = value // amount if amount else 0
    for op, amount, _ in sorted((m for m in mods if m[0] is _SET), key=lambda m: m[2]):
        value = amount                                                # 5. "set to X", in order
    return value if value > 0 else 0                                  # 523.2


POLICIES: dict[ValuePolicy, Callable[..., int]] = {
    ValuePolicy.SMASHUP: smashup_value,
    ValuePolicy.BERSERK: berserk_value,
}


def compute(policy: ValuePolicy, printed: int, mods: Sequence[Mod],
            choose_reset: ChooseReset | None = None) -> int:
    if not mods:
        return printed if printed > 0 else 0
    return POLICIES[policy](printed, mods, choose_reset)
