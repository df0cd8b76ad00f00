"""The numbers a ruleset allows, in one place.

The ruleset declares the ranges (`Stat.minimum` / `Stat.maximum` for each stat, and
`Ruleset.max_number` for every number an ability prints: amounts, counts, limits, the value a
stat is compared with); everything that reads a number asks this module:

- the header reader and the spreadsheet reader (`dsl.checker.check_header`: a stat written in a
  `.cards` header or in a spreadsheet cell, E302 when it is not a whole number or is outside
  its range),
- the parser's number nodes (`read_int`: a number of any length is read without a crash) and
  the checker (`dsl.checker.check_numbers`: a number in ability text outside
  `0..max_number`, E302),
- lowering (`dsl.compiler`: every integer of the compiled abilities, `ir_problems`, E302),
- the loader (`runtime.validate`: a compiled set whose stats or ability numbers are out of
  range is a `FormatError` naming the place).

This module lives in `runtime/` because `runtime` must never import `dsl`.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator
from typing import Any

import attrs

from .ruleset import Ruleset

# More significant digits than this is out of every range: such a number is never converted
# (Python refuses to convert more than 4,300 digits, and a huge number costs memory and time).
MAX_DIGITS = 12
# A value outside every range, standing for a number of more than MAX_DIGITS digits.
TOO_BIG = 10 ** MAX_DIGITS

_INT = re.compile(r"\d+")          # decimal digits of any script: what int() reads
# A stat as written: "3"; a base's VP by place "4/2/1" (or "4-2-1"). Nothing else in the cell.
_STAT_TEXT = re.compile(r"\d+(?:[-/]\d+)*")
# The extra places of a base's VP: "vp2", "vp3" are in the range of "vp".
_PLACE = re.compile(r"^(?P<stat>.*?[a-z])(?P<place>[2-9])$")


def read_int(text: str) -> int | None:
    """An unsigned whole number written in decimal digits, or None when `text` is not one. A
    number of more than `MAX_DIGITS` significant digits reads as `TOO_BIG` (never converted)."""
    if not _INT.fullmatch(text):
        return None
    digits = text.lstrip("0")
    if len(digits) > MAX_DIGITS:
        return TOO_BIG
    return int(text)


def shown(text: str, limit: int = 16) -> str:
    """A number's text short enough for a message: "99999999…9 (5,000 digits)"."""
    if len(text) <= limit:
        return text
    return f"{text[:limit - 4]}…{text[-1]} ({len(text):,} digits)"


def stat_range(rs: Ruleset, name: str) -> tuple[int, int] | None:
    """(minimum, maximum) of a stat of the ruleset; "vp2" / "vp3" (a base's VP for second and
    third place) share the range of "vp". None: the ruleset has no such stat."""
    st = rs.stat(name)
    if st is None:
        m = _PLACE.match(name)
        if m and m.group("stat") in (s.name for s in rs.stats) and name in rs.score_vp_stats:
            st = rs.stat(m.group("stat"))
    if st is None:
        return None
    return st.minimum, st.maximum


def number_range(rs: Ruleset) -> tuple[int, int]:
    """The range of a number printed in ability text (an amount, a count, a limit)."""
    return 0, rs.max_number


def stat_problem(rs: Ruleset, name: str, text: str) -> str | None:
    """What is wrong with a stat as written (a header's `power 3`, a spreadsheet's cell): None
    when it is a whole number (or "4/2/1") within the stat's range."""
    text = text.strip()
    if not _STAT_TEXT.fullmatch(text):
        return f"{name} `{shown(text, 24)}` is not a number"
    rng = stat_range(rs, name)
    if rng is None:
        return None
    parts = re.split(r"[-/]", text)
    if len(parts) > 1 and f"{name}{len(parts)}" not in rs.score_vp_stats:
        # "4/2/1" is a base's VP by place; no other stat has places
        return f"{name} `{shown(text, 24)}` is not a number"
    lo, hi = rng
    for part in parts:
        v = read_int(part)
        if v is None or not lo <= v <= hi:
            return f"{name} {shown(part)} is outside {lo}..{hi}"
    return None


def stat_values(text: str) -> list[int]:
    """The numbers of a stat as written ("4/2/1" -> [4, 2, 1]); [] when it is not a number."""
    text = text.strip()
    if not _STAT_TEXT.fullmatch(text):
        return []
    out = []
    for part in re.split(r"[-/]", text):
        v = read_int(part)
        if v is None or v >= TOO_BIG:
            return []
        out.append(v)
    return out


def number_problem(rs: Ruleset, value: int, text: str | None = None, signed: bool = False) -> str | None:
    """What is wrong with a number printed in ability text: None when it is in range (a signed
    modifier such as "-2 power" may be as low as minus the maximum)."""
    lo, hi = number_range(rs)
    if signed:
        lo = -hi
    if lo <= value <= hi:
        return None
    what = shown(text) if text is not None else shown(str(value))
    return f"the number {what} is outside {lo}..{hi}"


# ---------------------------------------------------------------- compiled abilities
# Classes whose integers are positions in a file, not game numbers.
_NOT_GAME_NUMBERS = frozenset({"TextSpan", "SourceRef"})


_IR_FIELDS: dict[type, tuple[str, ...] | None] = {}
# enum classes met in IR fields (a value of one is passed over): filled as they are met
_ENUMS: set[type] = set()


def _ir_fields(cls: type) -> tuple[str, ...] | None:
    """The field names of an attrs class whose integers are game numbers; None for any other."""
    if cls not in _IR_FIELDS:
        _IR_FIELDS[cls] = (tuple(a.name for a in attrs.fields(cls))
                           if attrs.has(cls) and cls.__name__ not in _NOT_GAME_NUMBERS else None)
    return _IR_FIELDS[cls]


def _place(at: Any) -> str:
    """A place built lazily (parent, key, is_index) as its text: `effect.amount.value`, `x[0]`."""
    keys = []
    while not isinstance(at, str):
        keys.append(at)
        at = at[0]
    for _, key, index in reversed(keys):
        at = f"{at}[{key}]" if index else (f"{at}.{key}" if at else str(key))
    return at


def ir_problems(rs: Ruleset, obj: Any, place: str = "") -> Iterator[tuple[str, str]]:
    """(place, problem) for every integer of a compiled ability (or any IR value) outside the
    ruleset's range for numbers; a place reads like `effect.amount.value`. Objects shared by
    several places (a pooled value) are looked at once. (Places are written only for the
    problems found: most abilities have none.)"""
    hi = number_range(rs)[1]
    seen: set[int] = set()
    stack: list[tuple[Any, Any]] = [(obj, place)]
    pop, push = stack.pop, stack.append
    while stack:
        v, at = pop()
        cls = v.__class__
        if cls is int:
            if not -hi <= v <= hi:
                yield _place(at), number_problem(rs, v, signed=True) or ""
            continue
        if cls is bool or cls is str or v is None:
            continue
        if cls is tuple or cls is list:
            for i, x in enumerate(v):
                push((x, (at, i, True)))
            continue
        if cls is dict:
            for k, x in v.items():
                push((x, (at, k, False)))
            continue
        if isinstance(v, (enum.Enum, float)):
            if cls is float:
                yield _place(at), f"expected an integer, got the number {v!r}"
            elif not issubclass(cls, (int, float)):
                _ENUMS.add(cls)
            continue
        names = _IR_FIELDS[cls] if cls in _IR_FIELDS else _ir_fields(cls)
        if names is not None:
            if id(v) in seen:
                continue
            seen.add(id(v))
            for name in names:
                x = getattr(v, name)
                c = x.__class__     # (what would be popped and passed over is not pushed)
                if x is None or c is bool or c is str or c is tuple and not x or c in _ENUMS:
                    continue
                push((x, (at, name, False)))


__all__ = ["MAX_DIGITS", "TOO_BIG", "read_int", "shown", "stat_range", "number_range", "stat_problem",
           "stat_values", "number_problem", "ir_problems"]
