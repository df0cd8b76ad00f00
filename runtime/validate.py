"""What the loader checks beyond the format's shape: everything the compiler guarantees.

`runtime.format` reads a compiled set's shape (types, kinds, required fields, the content
hash); a file edited by hand and re-hashed can still hold what the compiler never writes. This
module refuses it, as a `FormatError` whose place names the field, from one call in the loader
(`format.load_document` -> `validate_set`):

- every card has a non-empty name and slug; no two cards (nor two cards of the shared decks)
  share a slug or a name;
- its type is a card type of the ruleset;
- the set's declared counters (`counters`) are lower-case names the ruleset does not have, and
  every counter the IR names is the ruleset's or one of them;
- its stats are stats of the ruleset, each within the ruleset's range (`runtime.ranges`:
  `Stat.minimum..Stat.maximum`; a base's `vp2` / `vp3` within the range of `vp`);
- every integer of its abilities (an amount, a count, a limit, a compared value) is within the
  ruleset's range for printed numbers (`Ruleset.max_number`, negative down to minus it); so the
  runtime never meets an amount it cannot carry out in bounded time.

Numbers too long to convert and floats (`1e999`) are refused earlier, while reading the JSON
(`format._loads`).
"""

from __future__ import annotations

from typing import Any

import attrs

from . import ranges
from .errors import FormatError
from .ruleset import RULESETS


def set_problems(compiled: Any, ir: bool = True) -> list[tuple[str, str]]:
    """Every (place, problem) of a structured compiled set, in document order. ``ir=False``
    leaves out the abilities' numbers and words: the loader checked them while it built the
    IR (`load_limits`), and calls this for the rest."""
    rs = RULESETS.get(compiled.ruleset)
    if rs is None:
        return []           # the loader reports an unknown ruleset itself
    problems: list[tuple[str, str]] = []
    for i, name in enumerate(getattr(compiled, "counters", ())):
        if not name.strip() or name[:1] in "+-" or name != name.strip().lower():
            problems.append((f"counters[{i}]", f"{name!r} is not a counter's name (lower-case words)"))
        elif name in rs.counters:
            problems.append((f"counters[{i}]", f"{name!r} is a counter of {rs.title} already"))
    rs = ruleset_of(compiled)
    for group, cards in (("cards", compiled.cards), ("shared", compiled.shared)):
        slugs: dict[str, int] = {}
        names: dict[str, int] = {}
        for i, c in enumerate(cards):
            at = f"{group}[{i}]"
            if not c.name.strip():
                problems.append((f"{at}.name", "a card's name must not be empty"))
            elif c.name in names:
                problems.append((f"{at}.name", f"the name {c.name!r} is also the name of "
                                               f"{group}[{names[c.name]}]: each card has its own name"))
            names.setdefault(c.name, i)
            if not c.slug.strip():
                problems.append((f"{at}.slug", "a card's slug must not be empty"))
            elif c.slug in slugs:
                problems.append((f"{at}.slug", f"the slug {c.slug!r} is also the slug of "
                                               f"{group}[{slugs[c.slug]}]: each card has its own slug"))
            slugs.setdefault(c.slug, i)
            if rs.card_type(c.type) is None:
                problems.append((f"{at}.type", f"{c.type!r} is not a card type of {rs.title} (known: "
                                               f"{', '.join(t.name for t in rs.card_types)})"))
            for name, value in c.stats:
                rng = ranges.stat_range(rs, name)
                if rng is None:
                    problems.append((f"{at}.stats.{name}", f"{name!r} is not a stat of {rs.title}"))
                elif not rng[0] <= value <= rng[1]:
                    problems.append((f"{at}.stats.{name}", f"{name} {ranges.shown(str(value))} is outside {rng[0]}..{rng[1]}"))
            if c.element is not None and c.element not in rs.elements:
                problems.append((f"{at}.element", f"{c.element!r} is not an element of {rs.title}"))
            for k, kw in enumerate(c.keywords):
                if not rs.has_keyword(kw):
                    problems.append((f"{at}.keywords[{k}]", f"{kw!r} is not a keyword of {rs.title}"))
            if not ir:
                continue
            for j, a in enumerate(c.abilities):
                where = f"{at}.abilities[{j}].ability"
                problems.extend(ranges.ir_problems(rs, a.ability, where))
                problems.extend(_word_problems(rs, a.ability, where))
            if c.play_on is not None:
                problems.extend(ranges.ir_problems(rs, c.play_on, f"{at}.play_on"))
                problems.extend(_word_problems(rs, c.play_on, f"{at}.play_on"))
    return problems


def ir_value_problems(rs: Any, obj: Any, place: str) -> list[tuple[str, str]]:
    """The numbers and words of one IR value the ruleset does not have (a pool entry)."""
    return [*ranges.ir_problems(rs, obj, place), *_word_problems(rs, obj, place)]


# IR fields that name a part of the game: the ruleset must have it (else the runtime would meet
# a zone, a resource or a counter it has no place for)
_WORDS = {"zone": "zones", "to_zone": "zones", "also_zones": "zones", "resource": "resources",
          "counter": "counters", "phase": "phases"}


def known_words(rs: Any) -> dict[str, frozenset[str]]:
    """The words of each kind (`_WORDS`) the ruleset has."""
    # "base": an event's destination in play (a card moved to a base)
    return {"zones": frozenset(rs.zones) | ({"base"} if rs.base_type else frozenset()),
            "resources": frozenset(rs.resources), "counters": frozenset(rs.counters),
            "phases": frozenset(rs.phases)}


def load_limits(body: Any) -> dict[str, Any] | None:
    """What the fast loader checks on every IR value as it builds it (`format.loader.limits`),
    read from a document's raw ``ruleset`` and ``counters``: the ruleset's range of numbers
    (``_HI``) and its words (``_W_<kind>``), exactly what `set_problems` checks of the
    abilities. None when the ruleset is unknown or ``counters`` is not a list of strings
    (the loader refuses those itself)."""
    name, counters = body.get("ruleset"), body.get("counters", [])
    if name.__class__ is not str or name not in RULESETS or counters.__class__ is not list \
            or any(c.__class__ is not str for c in counters):
        return None
    key = (name, tuple(counters))
    limits = _LIMITS.get(key)
    if limits is None:
        rs = ruleset_of(_Named(name, key[1]))
        limits = {"_HI": ranges.number_range(rs)[1],
                  **{f"_W_{kind}": words for kind, words in known_words(rs).items()},
                  **_card_limits(rs)}
        if len(_LIMITS) < 64:
            _LIMITS[key] = limits
    return limits


_LIMITS: dict[tuple[str, tuple[str, ...]], dict[str, Any]] = {}


def _card_limits(rs: Any) -> dict[str, Any]:
    """The checks of `set_problems` on a card's type, stats, element and keywords, for the
    fast loader: a type or keyword found good is remembered (`_TYPE_OK`, `_KW_OK`)."""
    type_ok: set[str] = set()
    kw_ok: set[str] = set()

    def good_type(t: str) -> bool:
        if rs.card_type(t) is None:
            return False
        type_ok.add(t)
        return True

    def good_keyword(kw: str) -> bool:
        if not rs.has_keyword(kw):
            return False
        kw_ok.add(kw)
        return True
    stat_names = {st.name for st in rs.stats} | set(rs.score_vp_stats)
    return {"_TYPE_OK": type_ok, "_type_ok": good_type, "_ELEMENTS": frozenset(rs.elements),
            "_KW_OK": kw_ok, "_kw_ok": good_keyword,
            "_STAT_R": {n: r for n in stat_names if (r := ranges.stat_range(rs, n)) is not None}}


def names_clean(compiled: Any) -> bool:
    """True when `set_problems` would find nothing but what the fast loader checked: every name
    and slug non-blank and unique in its group, the declared counters good."""
    rs = RULESETS.get(compiled.ruleset)
    if rs is None:
        return False
    for name in getattr(compiled, "counters", ()):
        if not name.strip() or name[:1] in "+-" or name != name.strip().lower() or name in rs.counters:
            return False
    for cards in (compiled.cards, compiled.shared):
        for values in ([c.name for c in cards], [c.slug for c in cards]):
            if len(set(values)) != len(values) or not all(map(str.strip, values)):
                return False
    return True


@attrs.frozen
class _Named:
    ruleset: str
    counters: tuple[str, ...]


def _word_problems(rs: Any, obj: Any, place: str) -> list[tuple[str, str]]:
    known = known_words(rs)
    out: list[tuple[str, str]] = []
    seen: set[int] = set()
    stack = [(obj, place)]
    while stack:
        v, at = stack.pop()
        if v.__class__ is tuple:
            stack.extend((x, f"{at}[{i}]") for i, x in enumerate(v))
            continue
        if not attrs.has(v.__class__) or id(v) in seen:
            continue
        seen.add(id(v))
        for a in attrs.fields(v.__class__):
            x = getattr(v, a.name)
            kind = _WORDS.get(a.name)
            if kind is not None and x is not None:
                for i, w in enumerate(x if isinstance(x, tuple) else (x,)):
                    if isinstance(w, str) and w not in known[kind]:
                        out.append((f"{at}.{a.name}" + (f"[{i}]" if isinstance(x, tuple) else ""),
                                    f"{w!r} is not one of the {kind} of {rs.title}"))
            elif x is not None and not isinstance(x, (str, int, bool, float)):
                stack.append((x, f"{at}.{a.name}"))
    return out


def ruleset_of(compiled: Any) -> Any:
    """The ruleset a compiled set is played with: its named ruleset, with the counters its
    files declare (`CompiledSet.counters`, `counter "stasis"` in the card text)."""
    rs = RULESETS[compiled.ruleset]
    extra = tuple(c for c in getattr(compiled, "counters", ()) if c not in rs.counters)
    return attrs.evolve(rs, counters=rs.counters + extra) if extra else rs


def validate_set(compiled: Any, file: str = "", ir: bool = True) -> None:
    """Raise `FormatError` (every problem listed, the first one named) when the set holds
    anything the compiler never writes; see the module docstring (``ir``: `set_problems`)."""
    problems = set_problems(compiled, ir)
    if problems:
        raise FormatError(problems[0][1], problems[0][0], file, tuple(problems))


__all__ = ["set_problems", "validate_set", "ruleset_of", "known_words", "load_limits", "ir_value_problems",
           "names_clean"]
