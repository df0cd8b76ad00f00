"""The typed fast path of a load (issue 21): msgspec decodes a document of the current version
straight into `msgspec.Struct` classes made from the format's own attrs classes (the envelope,
the set, its cards, abilities, spans and sources), so the JSON types of those fields, unknown
keys, missing fields and the arrays' lengths are checked while the text is parsed, in C; the
IR under each ability (and a card's ``play_on``, and the pool's entries) is left as plain JSON
(``Any``) for the generated fast loader (`loader`), which builds and checks it as on the other
path. The structs are then turned into the same frozen objects, with the same checks, in the
same order, as the generated loader would run on the parsed JSON (validators, post-init
invariants, the ruleset's limits on each card).

It is only a shortcut: it accepts a text or returns None, and on None the loader reads the text
as before (`document._loads`: JSON, envelope, hash, migrations, the detailed explanation of
every problem). So every diagnostic is unchanged, and only what the other path accepts, with the
same result, is accepted here: the current format and version, a hash in `dump`'s layout that
matches, a known ruleset, clean names. msgspec's typed decoding refuses what the untyped one
refuses (a float: the same ``float_hook``; a lone surrogate; an integer beyond its range) and
more (``true`` for an integer, ``null`` for a list), never less; a repeated key keeps its last
value, as `json.loads` does."""

from __future__ import annotations

import functools
import typing
from typing import Any, Optional

import attrs

from ..ruleset import RULESETS
from ..validate import load_limits, names_clean
from .converter import _is_homogeneous_tuple, _is_optional, _without_none
from .envelope import (ARRAYS, FORMAT_NAME, FORMAT_VERSION, _HASH_RE, CompiledAbility, CompiledCard,
                       CompiledSet, Header, SourceRef, Stats, TextSpan, _pairs, _resolve_types)
from .hashing import _layout_hash
from .loader import _CARD_LIMITS, _fast, _number_bound, _structure
from .pool import POOL

# the format's classes, each read by its own struct, leaves first
_CLASSES = (SourceRef, TextSpan, CompiledAbility, CompiledCard, CompiledSet)


def load_typed(text: str) -> CompiledSet | None:
    """The set `text` holds, read the typed way, or None: anything this path does not take
    (another version, another layout of the hash, any problem at all) is read the other way."""
    decode, build = _typed()
    if decode is None:
        return None
    try:
        doc = decode(text)
    except Exception:  # noqa: BLE001 - msgspec's errors, RecursionError: the other path says what
        return None
    if doc.format != FORMAT_NAME or doc.version != FORMAT_VERSION or not _HASH_RE.match(doc.hash) \
            or _layout_hash(text, doc.hash) != doc.hash:
        return None
    limits = load_limits({"ruleset": doc.ruleset, "counters": list(doc.counters)})
    if limits is None:
        return None
    try:
        compiled = _structure(doc, getattr(doc, POOL), limits, top=build)
    except Exception:  # noqa: BLE001 - any problem: the other path names it
        return None
    if compiled.ruleset not in RULESETS or not names_clean(compiled):
        return None
    return compiled


@functools.lru_cache(maxsize=1)
def _typed() -> tuple[Any, Any]:
    """msgspec's decoder of a whole document and the function that builds the set from what it
    decodes, both made once; (None, None) without msgspec."""
    try:
        import msgspec
    except ImportError:                     # pragma: no cover - msgspec is a dependency
        return None, None
    _resolve_types()
    ns = _fast().__globals__
    ns["_t_Stats"] = msgspec.json.Decoder(dict[str, int], float_hook=_no_float).decode
    ns["_t_Header"] = msgspec.json.Decoder(dict[str, str], float_hook=_no_float).decode
    structs: dict[type, Any] = {}
    lines: list[str] = []
    for cls in _CLASSES:
        fields = attrs.fields(cls)
        spec_fields = [_struct_field(cls, f, structs, msgspec.Raw) for f in fields]
        if cls is CompiledSet:                 # the envelope's members, the compiler required
            spec_fields = [(f[0], f[1]) if f[0] == "compiler" else f for f in spec_fields]
            spec_fields += [("format", str), ("version", int), ("hash", str), (POOL, dict[str, Any], {})]
        if cls in ARRAYS and any(len(f) > 2 for f in spec_fields):
            raise TypeError(f"the typed loader reads {cls.__name__} as an array: no defaults")
        structs[cls] = msgspec.defstruct(f"_{cls.__name__}", spec_fields, kw_only=cls not in ARRAYS,
                                         array_like=cls in ARRAYS, forbid_unknown_fields=True,
                                         gc=False)    # passing through: never in a cycle
        lines.append(_converter(cls, fields, ns))
    exec(compile("\n".join(lines), "<cardtext typed loader>", "exec"), ns)  # noqa: S102 - our own source
    return msgspec.json.Decoder(structs[CompiledSet], float_hook=_no_float).decode, ns["_tCompiledSet"]


def _no_float(literal: str) -> Any:
    raise ValueError(literal)


def _struct_field(cls: type, f: Any, structs: dict[type, Any], Raw: Any) -> tuple[Any, ...]:
    """``(name, type[, default])`` of the struct field that reads attrs field `f`."""
    t = f.type
    if t in (str, int, bool):
        st = t
    elif t in (Stats, Header):               # the JSON object's text: see `_converter`
        st = Raw
    elif t in structs:
        st = structs[t]
    elif _is_optional(t) and _without_none(t) in (str, int, bool):
        st = Optional[_without_none(t)]
    elif _is_homogeneous_tuple(t) and typing.get_args(t)[0] is str:
        st = tuple[str, ...]
    elif _is_homogeneous_tuple(t) and typing.get_args(t)[0] in structs:
        st = tuple[structs[typing.get_args(t)[0]], ...]
    elif cls is not CompiledSet and _is_ir(t):
        st = Any                             # the generated loader's
    else:
        raise TypeError(f"the typed loader cannot read {cls.__name__}.{f.name}: {t!r}")
    if f.default is attrs.NOTHING:
        return (f.name, st)
    if isinstance(f.default, attrs.Factory):   # type: ignore[arg-type]
        raise TypeError(f"the typed loader cannot read {cls.__name__}.{f.name}: a factory default")
    default = None if t in (Stats, Header) else f.default     # absent: None, its default ()
    if st is Any and default is not None:
        raise TypeError(f"the typed loader reads {cls.__name__}.{f.name} only with None as its default")
    return (f.name, st, default)


def _is_ir(t: Any) -> bool:
    return not any(t is c or t == c for c in _CLASSES) and (attrs.has(t) or typing.get_args(t) != ())


def _converter(cls: type, fields: Any, ns: dict[str, Any]) -> str:
    """The source of ``_t<Class>(v)``: the object from its struct, as the generated loader's
    function for the class builds it from JSON (`loader.construct` and `finish`)."""
    fn = f"_t{cls.__name__}"
    ns[f"{fn}_cls"] = cls
    body = [f"def {fn}(v):", f"    o = _new({fn}_cls)"]
    for i, f in enumerate(fields):
        t, a = f.type, f"a{i}"
        body.append(f"    {a} = v.{f.name}")
        if t in (Stats, Header):
            # Read as its JSON text (msgspec.Raw), decoded once per distinct text in a load:
            # most cards share their stats and header with others. Equal texts decode to equal
            # pairs; the decoder checks the values' type (`_t_Stats`: int, `_t_Header`: str),
            # and `_M` keeps the pairs by (0 for stats or 1 for a header, text): a key equal
            # to none of its tuples of words or pairs, and a header's text never finds stats.
            if f.converter is not _pairs:
                raise TypeError(f"the typed loader expects {cls.__name__}.{f.name} to be pairs")
            decoder = "_t_Stats" if t == Stats else "_t_Header"
            body += [f"    if {a} is None:", f"        {a} = ()", "    else:",
                     f"        _k = ({int(t == Header)}, bytes({a}))", f"        {a} = _M.get(_k)",
                     f"        if {a} is None:",
                     f"            {a} = {decoder}(_k[1])",
                     f"            {a} = tuple(sorted({a}.items())) if {a} else ()",
                     f"            {a} = _M[_k] = _M.setdefault({a}, {a})"]
        elif f.converter is not None:
            raise TypeError(f"the typed loader cannot convert {cls.__name__}.{f.name}")
        elif _is_homogeneous_tuple(t) and typing.get_args(t)[0] is str:
            body.append(f"    {a} = _M.setdefault({a}, {a})")
        elif _is_homogeneous_tuple(t) and typing.get_args(t)[0] in _CLASSES:
            body.append(f"    {a} = tuple([_t{typing.get_args(t)[0].__name__}(_e) for _e in {a}])")
        elif t in _CLASSES:
            body.append(f"    {a} = _t{t.__name__}({a})")
        elif _is_ir(t) and not (_is_optional(t) and _without_none(t) in (str, int, bool)):
            opt = _is_optional(t)
            ns[f"{fn}_{i}_ir"] = ns["_FNS"][(_without_none(t) if opt else t, False)]
            body.append(f"    if {a} is not None: {a} = {fn}_{i}_ir({a})" if opt
                        else f"    {a} = {fn}_{i}_ir({a})")
        ns[f"{fn}_{i}_set"] = cls.__dict__[f.name].__set__
        body.append(f"    {fn}_{i}_set(o, {a})")
    for i, f in enumerate(fields):                # then validators and post-init, as __init__
        if f.validator is None:
            continue
        bound = _number_bound(f.validator)
        if bound is None:
            ns[f"{fn}_{i}_v"], ns[f"{fn}_{i}_f"] = f.validator, f
            body.append(f"    {fn}_{i}_v(o, {fn}_{i}_f, a{i})")
        else:
            body.append(f"    if not (a{i} {bound[0]} {bound[1]!r}): raise _Reject")
    if isinstance(cls.__dict__.get("invariant"), staticmethod):
        ns[f"{fn}_inv"] = cls.invariant
        body.append(f"    {fn}_inv({', '.join(f'a{i}' for i in range(len(fields)))})")
    elif hasattr(cls, "__attrs_post_init__"):
        body.append("    o.__attrs_post_init__()")
    if cls is CompiledCard:
        body += _CARD_LIMITS
    return "\n".join([*body, "    return o"]) + "\n"
