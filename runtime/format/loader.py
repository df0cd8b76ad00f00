"""The fast loader: one Python function per class, generated once from the attrs classes."""

from __future__ import annotations

import functools
import math
import threading
import types
import typing
from collections.abc import Callable
from typing import Any

import attrs

from .envelope import ARRAYS, FORMAT_CLASSES, CompiledCard, CompiledSet, Header, Stats, TAG, UNIONS, _pairs, _resolve_types
from .converter import _is_enum, _is_homogeneous_tuple, _is_optional, _without_none
from .pool import _POOL_KEY, _position_types
from ..validate import _WORDS


# --------------------------------------------------------------------------------------------
# the fast loader: one generated Python function per class


_BY_KEY = 10      # a class with this many optional fields is read key by key (`by_key`)


class _Reject(Exception):
    """The fast loader met something it does not accept; the detailed converter says what."""


def _generate_loaders() -> Callable[[Any], CompiledSet]:
    """Source-generate one structuring function per attrs class and per tagged union, with
    every check inlined: the class of each value (no coercion), unknown keys, enum values,
    defaults for absent fields; the IR's own invariants (validators, post-init checks) run as
    __init__ would run them (`construct`).

    It accepts what the detailed cattrs converter accepts (tests load every IR class both ways
    and every kind of damage through `loads`), about 1.3x faster than cattrs' generated hooks,
    which call a hook per field and construct through keyword arguments. Anything unexpected
    raises, and `load_document` asks the detailed converter where and why. A type this
    generator does not know fails here, at first load, loudly."""
    _resolve_types()
    ns: dict[str, Any] = {"_Reject": _Reject, "_MISSING": attrs.NOTHING, "_P": {}}
    positions = _position_types()
    # A pool key where a value of type t belongs: the entry read with t's own function (`_P`,
    # key -> (function, object), set by `_structure` for one load). Any other string: rejected.
    lines: list[str] = ["def _ref(v, fn):\n    if v.__class__ is str:\n        e = _P.get(v)\n"
                        "        if e is not None and e[0] is fn: return e[1]\n    raise _Reject\n"]
    names: dict[tuple[Any, bool], str] = {}     # (class or union alias, tagged) -> function

    def fn_of(t: Any, tagged: bool = False) -> str:
        """The function for t; a union's member (`tagged`) also allows the `kind` key."""
        if (t, tagged) not in names:
            names[t, tagged] = f"_s{len(names)}"
            pending.append((t, tagged))
        return names[t, tagged]

    def check(t: Any, x: str, ind: str) -> list[str]:
        """Statements that check/convert local `x` of type t in place."""
        if t is str or t is int or t is bool:
            ns[t.__name__] = t
            return [f"{ind}if {x}.__class__ is not {t.__name__}: raise _Reject"]
        if _is_enum(t):
            table = f"_E_{t.__name__}"
            ns[table] = {m.value: m for m in t}
            return [f"{ind}{x} = {table}[{x}]"]
        if _is_optional(t):
            inner = check(_without_none(t), x, ind + "    ")
            return [f"{ind}if {x} is not None:", *inner]
        if t in (Stats, Header):
            vt = "int" if t == Stats else "str"
            return [f"{ind}if {x}.__class__ is not dict: raise _Reject",
                    f"{ind}for _v in {x}.values():",
                    f"{ind}    if _v.__class__ is not {vt}: raise _Reject"]
        if _is_homogeneous_tuple(t):
            item = typing.get_args(t)[0]
            head = [f"{ind}if {x}.__class__ is not list: raise _Reject"]
            if item in (str, int, bool):
                out = [*head, f"{ind}for _e in {x}:",
                       f"{ind}    if _e.__class__ is not {item.__name__}: raise _Reject",
                       f"{ind}{x} = tuple({x})"]
                if item is str:         # one tuple per distinct list of words in a load (`_M`)
                    out.append(f"{ind}{x} = _M.setdefault({x}, {x})")
                return out
            if _is_enum(item):
                table = f"_E_{item.__name__}"
                ns[table] = {m.value: m for m in item}
                return [*head, f"{ind}{x} = tuple([{table}[_e] for _e in {x}])"]
            return [*head, f"{ind}{x} = tuple([{fn_of(item)}(_e) for _e in {x}])"]
        if attrs.has(t) or t in UNIONS.values():
            return [f"{ind}{x} = {fn_of(t)}({x})"]
        raise TypeError(f"the fast loader cannot read fields of type {t!r}")

    def construct(t: type, fn: str, fields: Any, args: list[str]) -> list[str]:
        """Build the instance as __init__ would, without its keyword matching and frozen
        setattr per field (most of the loading time): each slot set through its descriptor,
        then converters, validators and the post-init check, in __init__'s order."""
        if not all(isinstance(t.__dict__.get(f.name), types.MemberDescriptorType) for f in fields):
            cls = t.__name__ + fn            # not slotted: the plain constructor
            return [f"    return {cls}({', '.join(f'{f.name}={a}' for f, a in zip(fields, args))})"]
        out = [f"    o = _new({t.__name__ + fn})"]
        for i, (f, a) in enumerate(zip(fields, args)):
            if f.converter is _pairs and f.type in (Stats, Header):   # a checked JSON object
                out += [f"    if {a}:", f"        {a} = tuple(sorted({a}.items()))",
                        f"        {a} = _M.setdefault({a}, {a})", f"    else:", f"        {a} = ()"]
            elif f.converter is not None:
                ns[f"_C{fn}_{i}"] = f.converter
                out.append(f"    {a} = _C{fn}_{i}({a})")
            ns[f"_S{fn}_{i}"] = t.__dict__[f.name].__set__
            out.append(f"    _S{fn}_{i}(o, {a})")
        return out + finish(t, fn, fields, args)

    def finish(t: type, fn: str, fields: Any, args: list[str]) -> list[str]:
        """Validators and the post-init check, in __init__'s order, then the ruleset's limits
        (`limits`), then return the object."""
        out = []
        for i, (f, a) in enumerate(zip(fields, args)):
            if f.validator is None:
                continue
            bound = _number_bound(f.validator)
            if bound is not None:                  # attrs' ge/gt/le/lt: one comparison here
                op, value = bound
                out.append(f"    if not ({a} {op} {value!r}): raise _Reject")
            else:
                ns[f"_V{fn}_{i}"], ns[f"_A{fn}_{i}"] = f.validator, f
                out.append(f"    _V{fn}_{i}(o, _A{fn}_{i}, {a})")
        if isinstance(t.__dict__.get("invariant"), staticmethod):   # post-init on the values
            ns[f"_I{fn}"] = t.invariant
            out.append(f"    _I{fn}({', '.join(args)})")
        elif hasattr(t, "__attrs_post_init__"):
            out.append("    o.__attrs_post_init__()")
        if t not in FORMAT_CLASSES:
            for f, a in zip(fields, args):
                out += limits(f, a)
        elif t is CompiledCard:
            out += _CARD_LIMITS
        return [*out, "    return o"]

    def limits(f: Any, a: str) -> list[str]:
        """What `runtime.validate` checks of an IR value, on the field's final value (its
        default too): every integer within the ruleset's numbers (`_HI`), every word naming a
        zone, resource, counter or phase one the ruleset has (`_W_<kind>`). Both are set for
        each load (`_structure`); a failure is explained by `validate.set_problems`."""
        t, word = f.type, _WORDS.get(f.name)
        opt = _is_optional(t)
        inner = _without_none(t) if opt else t
        seq = _is_homogeneous_tuple(inner)
        item = typing.get_args(inner)[0] if seq else inner
        if word is not None:
            if item is not str:
                raise TypeError(f"the fast loader expects {f.name!r} to be a word: {t!r}")
            test = f"_w not in _W_{word}"
        elif item is int:
            test = "not -_HI <= _w <= _HI"
        else:
            if _holds_int(t):
                raise TypeError(f"the fast loader cannot check the numbers of {f.name}: {t!r}")
            return []
        if seq:
            return [f"    for _w in {a}:", f"        if {test}: raise _Reject"]
        return [f"    _w = {a}", f"    if {'_w is not None and ' if opt else ''}{test}: raise _Reject"]

    def by_key(t: type, fn: str, fields: Any, tagged: bool) -> list[str]:
        """For a class of mostly optional fields (a filter has 28, a card uses two or three):
        set every default, then read only the keys the object has, one small function per
        key, instead of looking up every field. Same checks, same order of validators."""
        if not all(isinstance(t.__dict__.get(f.name), types.MemberDescriptorType)
                   for f in fields):
            raise TypeError(f"the fast loader reads {t.__name__} by key only when it is slotted")
        out, keyed = [], {}
        for i, f in enumerate(fields):
            ns[f"_S{fn}_{i}"] = t.__dict__[f.name].__set__
            setter = f"def {fn}_{i}(o, x):\n" + "\n".join(check(f.type, "x", "    "))
            if f.converter is not None:
                ns[f"_C{fn}_{i}"] = f.converter
                setter += f"\n    x = _C{fn}_{i}(x)"
            out.append(f"{setter}\n    _S{fn}_{i}(o, x)\n")
            keyed[f.name] = f"{fn}_{i}"
        ns[f"_keys{fn}"] = keyed          # filled with the functions after exec, as unions are
        body = [f"def {fn}(v):", f"    if v.__class__ is not dict: {not_dict(t, fn, tagged)}",
                f"    o = _new({t.__name__ + fn})"]
        required = [f for f in fields if f.default is attrs.NOTHING]
        if required:
            body.append(f"    if not _K{fn}_req.issubset(v): raise _Reject")
            ns[f"_K{fn}_req"] = frozenset(f.name for f in required)
        for i, f in enumerate(fields):
            if f.default is not attrs.NOTHING:
                ns[f"_D{fn}_{i}"] = f.default
                body.append(f"    _S{fn}_{i}(o, _D{fn}_{i})")
        body.append("    for k in v:")
        if tagged:
            body.append(f"        if k == {TAG!r}: continue")
        body.append(f"        _F{fn}[k](o, v[k])")
        body += finish(t, fn, fields, [f"o.{f.name}" for f in fields])
        return [*out, "\n".join(body) + "\n"]

    def not_dict(t: Any, fn: str, tagged: bool) -> str:
        """What a function does with a value that is not a JSON object: a pool key is looked up
        where the type is a position (`_position_types`); a union's member is only called by
        the union's function, after the key was looked up there."""
        return f"return _ref(v, {fn})" if t in positions and not tagged else "raise _Reject"

    ns["_new"] = object.__new__
    ns["_M"] = {}
    ns.update(_no_limits())
    pending: list[tuple[Any, bool]] = []
    top = fn_of(CompiledSet)
    ns["_type_fns"] = {name: fn_of(t) for t, name in positions.items()}   # a pool entry's type
    while pending:
        t, tagged = pending.pop()
        fn = names[t, tagged]
        if not attrs.has(t):                                  # a tagged union
            members = {cl.KIND: fn_of(cl, tagged=True) for cl in typing.get_args(t)}
            table = f"_U{fn}"
            lines.append(f"def {fn}(v):\n    if v.__class__ is str: return _ref(v, {fn})\n"
                         f"    return {table}[v[{TAG!r}]](v)\n")
            ns[f"_members{fn}"] = members
            continue
        ns[t.__name__ + fn] = t
        fields = attrs.fields(t)
        allowed = frozenset(f.name for f in fields) | ({TAG} if tagged else set())
        ns[f"_K{fn}"] = allowed
        if sum(f.default is not attrs.NOTHING for f in fields) >= _BY_KEY:
            lines += by_key(t, fn, fields, tagged)
            continue
        if t in ARRAYS:
            args = [f"a{i}" for i in range(len(fields))]
            body = [f"def {fn}(v):", f"    if v.__class__ is not list or len(v) != {len(fields)}: raise _Reject",
                    f"    {', '.join(args)}, = v"]
            for f, x in zip(fields, args):
                body += check(f.type, x, "    ")
            lines.append("\n".join(body + construct(t, fn, fields, args)) + "\n")
            continue
        body = [f"def {fn}(v):", f"    if v.__class__ is not dict: {not_dict(t, fn, tagged)}",
                f"    if not _K{fn}.issuperset(v): raise _Reject"]
        args = []
        for i, f in enumerate(fields):
            x = f"a{i}"
            if f.default is attrs.NOTHING:
                body.append(f"    {x} = v[{f.name!r}]")
                body += check(f.type, x, "    ")
            else:      # absent: the default (valid by definition), left unchecked
                default = f"_D{fn}_{i}"
                ns[default] = f.default
                body.append(f"    {x} = v.get({f.name!r}, {default})")
                body.append(f"    if {x} is not {default}:")
                body += check(f.type, x, "        ")
            args.append(x)
        body += construct(t, fn, fields, args)
        lines.append("\n".join(body) + "\n")
    exec(compile("\n".join(lines), "<cardtext fast loader>", "exec"), ns)  # noqa: S102 - our own source
    for key in [k for k in ns if k.startswith("_members")]:
        ns["_U" + key[len("_members"):]] = {tag: ns[f] for tag, f in ns[key].items()}
    for key in [k for k in ns if k.startswith("_keys")]:
        ns["_F" + key[len("_keys"):]] = {name: ns[f] for name, f in ns[key].items()}
    ns["_TYPES"] = {name: ns[f] for name, f in ns["_type_fns"].items()}
    ns["_FNS"] = {key: ns[f] for key, f in names.items()}     # (type, tagged) -> its function
    return ns[top]


# What `runtime.validate` checks of a card itself (its type, stats, element, keywords), on the
# built card: words seen once are remembered per load's limits (`validate.load_limits`).
_CARD_LIMITS = [
    "    _w = o.type",
    "    if _w not in _TYPE_OK and not _type_ok(_w): raise _Reject",
    "    for _k, _v in o.stats:",
    "        _r = _STAT_R.get(_k)",
    "        if _r is None or not _r[0] <= _v <= _r[1]: raise _Reject",
    "    _w = o.element",
    "    if _w is not None and _w not in _ELEMENTS: raise _Reject",
    "    for _w in o.keywords:",
    "        if _w not in _KW_OK and not _kw_ok(_w): raise _Reject",
]


class _AnyRange:
    def get(self, key: Any) -> tuple[float, float]:
        return (-math.inf, math.inf)


def _holds_int(t: Any) -> bool:
    """Whether an annotation mentions int anywhere (bool is not int here)."""
    return t is int or any(_holds_int(a) for a in typing.get_args(t))


class _Anything:
    """Every word: the limits of a set whose ruleset is unknown (refused after structuring)."""

    def __contains__(self, item: Any) -> bool:
        return True


def _no_limits() -> dict[str, Any]:
    return {"_HI": math.inf, **{f"_W_{kind}": _Anything() for kind in set(_WORDS.values())},
            "_TYPE_OK": _Anything(), "_type_ok": None, "_STAT_R": _AnyRange(), "_ELEMENTS": _Anything(),
            "_KW_OK": _Anything(), "_kw_ok": None}


def _number_bound(v: Any) -> tuple[str, int] | None:
    """``(">=", 1)`` for attrs' ``ge(1)`` and its siblings on an int bound; None for others."""
    op, bound = getattr(v, "compare_op", None), getattr(v, "bound", None)
    if op in ("<", "<=", ">", ">=") and bound.__class__ is int:
        return op, bound
    return None


@functools.lru_cache(maxsize=1)
def _fast() -> Callable[[Any], CompiledSet]:
    return _generate_loaders()


_POOL_LOCK = threading.Lock()     # the generated loader reads one load's pool at a time


def _structure(body: Any, pool: Any, limits: dict[str, Any] | None = None,
               top: Callable[[Any], CompiledSet] | None = None) -> CompiledSet:
    """The fast path: the pool's entries (each read with its type's function while no key is
    known, so an entry cannot refer to another), then the document, where a pool key stands
    for its entry's object wherever the entry's type belongs (one object, shared: the IR is
    frozen). ``limits`` (`validate.load_limits`): the ruleset's range of numbers and its words,
    checked on every IR value as it is built; None: none. ``top``: what builds the set from
    ``body`` (`typed`: from msgspec's structs), by default the generated function of the
    parsed JSON. Raises anything on anything wrong; `_explain` says what."""
    fast = _fast()
    build = top or fast
    ns = fast.__globals__
    with _POOL_LOCK:
        ns.update(limits if limits is not None else _no_limits())
        # `_M`: this load's small tuples of words and a card's stats and header pairs, each
        # distinct value once (a generated set's 20,000 cards have ~100 distinct stats): fewer
        # objects for the collector to traverse after the load, less memory. Only tuples of
        # strings and of (name, value) pairs whose values were checked to be all int or all str
        # (never a bool: True == 1) meet there, so equal means interchangeable (the IR is frozen)
        ns["_M"] = {}
        try:
            if pool is None:
                return build(body)
            if pool.__class__ is not dict:
                raise _Reject
            types, match = ns["_TYPES"], _POOL_KEY.match
            entries = {}
            for key, entry in pool.items():
                if not match(key) or entry.__class__ is not list or len(entry) != 2:
                    raise _Reject
                fn = types[entry[0]]
                entries[key] = (fn, fn(entry[1]))
            ns["_P"] = entries
            return build(body)
        finally:
            ns["_P"] = {}
            ns["_M"] = {}


def _pool_objects(pool: dict[str, Any]) -> dict[str, Any]:
    """Each entry of a pool the fast path accepts in shape, read without limits (`_explain`:
    an entry no card uses may hold what the ruleset does not have)."""
    ns = _fast().__globals__
    with _POOL_LOCK:
        ns.update(_no_limits())
        try:
            return {key: ns["_TYPES"][entry[0]](entry[1]) for key, entry in pool.items()}
        finally:
            ns["_M"] = {}
