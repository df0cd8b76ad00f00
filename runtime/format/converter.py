"""The detailed converter: strict cattrs hooks (no coercion), tagged unions on ``kind``, and
the places of the problems it finds (the slow path that explains a rejected document)."""

from __future__ import annotations

import enum
import functools
import json
import operator
import re
import types
import typing
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import cattrs
from cattrs.errors import ClassValidationError, ForbiddenExtraKeysError, IterableValidationError, IterableValidationNote
from cattrs.strategies import configure_tagged_union

from .envelope import ARRAYS, Header, Stats, TAG, UNIONS, _resolve_types


# --------------------------------------------------------------------------------------------
# converters: strict hooks (no coercion), tagged unions on `kind`


class _Invalid(ValueError):
    """A wrong value, with a message fit for people; ``key`` extends the path (``kind``)."""

    def __init__(self, message: str, key: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.key = key


def _describe(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return f"the integer {v}"
    if isinstance(v, float):
        return f"the number {v!r}"
    if isinstance(v, str):
        shown = v if len(v) <= 40 else v[:37] + "..."
        return f"the string {json.dumps(shown, ensure_ascii=False)}"
    if isinstance(v, list):
        return "an array"
    if isinstance(v, dict):
        return "an object"
    return type(v).__name__


def _expect(what: str) -> Callable[[Any], _Invalid]:
    return lambda v: _Invalid(f"expected {what}, got {_describe(v)}")


_NOT_STR, _NOT_INT, _NOT_BOOL = _expect("a string"), _expect("an integer"), _expect("true or false")
_NOT_LIST, _NOT_OBJECT = _expect("an array"), _expect("an object")


def _s_str(v: Any, _: Any) -> str:
    if v.__class__ is str:
        return v
    raise _NOT_STR(v)


def _s_int(v: Any, _: Any) -> int:
    if v.__class__ is int:
        return v
    raise _NOT_INT(v)


def _s_bool(v: Any, _: Any) -> bool:
    if v.__class__ is bool:
        return v
    raise _NOT_BOOL(v)


def _is_optional(t: Any) -> bool:
    """``X | None``, where X may itself be a union (``Effect | None``)."""
    return (typing.get_origin(t) in (typing.Union, types.UnionType)
            and type(None) in typing.get_args(t) and len(typing.get_args(t)) > 1)


def _without_none(t: Any) -> Any:
    rest = [a for a in typing.get_args(t) if a is not type(None)]
    return functools.reduce(operator.or_, rest)


def _is_homogeneous_tuple(t: Any) -> bool:
    args = typing.get_args(t)
    return typing.get_origin(t) is tuple and len(args) == 2 and args[1] is Ellipsis


def _is_enum(t: Any) -> bool:
    return isinstance(t, type) and issubclass(t, enum.Enum)


def _build_converter(detailed: bool) -> cattrs.Converter:
    """One converter; `detailed` adds error bookkeeping (paths) and friendlier messages.

    Both converters accept exactly the same documents: the fast one may fail with any exception
    (a KeyError for an unknown tag, an AttributeError for an array where an object belongs),
    after which `loads` reruns the detailed one to say what and where."""
    _resolve_types()
    conv = cattrs.Converter(forbid_extra_keys=True, detailed_validation=detailed,
                            omit_if_default=True)

    conv.register_structure_hook(str, _s_str)
    conv.register_structure_hook(int, _s_int)
    conv.register_structure_hook(bool, _s_bool)
    for cl in ARRAYS:
        conv.register_structure_hook(cl, _array_structure(cl, conv))
        conv.register_unstructure_hook(cl, _array_unstructure(cl))

    def enum_factory(t: type[enum.Enum]) -> Callable[[Any, Any], Any]:
        by_value = {m.value: m for m in t}
        if not detailed:
            return lambda v, _: by_value[v]
        allowed = ", ".join(json.dumps(m.value) for m in t)

        def s_enum(v: Any, _: Any) -> Any:
            if v.__class__ is str and v in by_value:
                return by_value[v]
            raise _Invalid(f"expected one of {allowed}, got {_describe(v)}")
        return s_enum
    conv.register_structure_hook_factory(_is_enum, enum_factory)
    conv.register_unstructure_hook_factory(_is_enum, lambda t: lambda v: v.value)

    def tuple_factory(t: Any) -> Callable[[Any, Any], Any]:
        item = typing.get_args(t)[0]
        h = conv.get_structure_hook(item)
        if not detailed:
            def s_tuple(v: Any, _: Any) -> tuple[Any, ...]:
                if v.__class__ is not list:
                    raise _NOT_LIST(v)
                return tuple([h(e, item) for e in v])
            return s_tuple

        def s_tuple_detailed(v: Any, _: Any) -> tuple[Any, ...]:
            if v.__class__ is not list:
                raise _NOT_LIST(v)
            out, errors = [], []
            for i, e in enumerate(v):
                try:
                    out.append(h(e, item))
                except Exception as exc:  # noqa: BLE001 - collected and reported with the index
                    exc.__notes__ = [*getattr(exc, "__notes__", []),
                                     IterableValidationNote(f"index {i}", i, item)]
                    errors.append(exc)
            if errors:
                raise IterableValidationError("array items", errors, t)
            return tuple(out)
        return s_tuple_detailed
    conv.register_structure_hook_factory(_is_homogeneous_tuple, tuple_factory)

    def pairs_hook(value_hook: Callable[[Any, Any], Any], value_type: type) -> Callable[..., Any]:
        def s_pairs(v: Any, _: Any) -> dict[str, Any]:        # CompiledCard's converter sorts
            if v.__class__ is not dict:
                raise _NOT_OBJECT(v)
            for k, x in v.items():
                try:
                    value_hook(x, value_type)
                except _Invalid as exc:
                    raise _Invalid(exc.message, key=k) from None
            return v
        return s_pairs
    for pairs_type, value_hook, value_type in ((Stats, _s_int, int), (Header, _s_str, str)):
        # registered after the tuple factory, so they win for these two tuple types
        conv.register_structure_hook_func(lambda t, _p=pairs_type: t == _p,
                                          pairs_hook(value_hook, value_type))
        conv.register_unstructure_hook_func(lambda t, _p=pairs_type: t == _p, dict)

    def optional_factory(t: Any) -> Callable[[Any, Any], Any]:
        inner = _without_none(t)
        h = conv.get_structure_hook(inner)

        def s_optional(v: Any, _: Any) -> Any:
            return None if v is None else h(v, inner)
        return s_optional
    conv.register_structure_hook_factory(_is_optional, optional_factory)
    # `X | None` where X is a tagged union must go through the union's hook (which writes the
    # tag); looked up on call, so the order the unions are configured in does not matter.
    def unstructure_optional(t: Any) -> Callable[[Any], Any]:
        inner = _without_none(t)
        return lambda v: None if v is None else conv.unstructure(v, inner)
    conv.register_unstructure_hook_factory(_is_optional, unstructure_optional)

    if detailed:
        def class_factory(cl: type) -> Callable[[Any, Any], Any]:
            inner = conv.gen_structure_attrs_fromdict(cl)

            def s_object(v: Any, _: Any) -> Any:
                if v.__class__ is not dict:
                    raise _NOT_OBJECT(v)
                return inner(v, cl)
            return s_object
        conv.register_structure_hook_factory(attrs.has, class_factory)

    # Tagged unions. A union's members may contain the union itself (Sequence holds Effects) or
    # a later one, so every union first gets a stub that looks the real hook up on call; class
    # hooks generated while configuring capture the stub, and then work whatever the order.
    real: dict[Any, Callable[[Any, Any], Any]] = {}
    for alias in UNIONS.values():
        def stub(v: Any, t: Any, _a: Any = alias) -> Any:
            return real[_a](v, t)
        conv.register_structure_hook(alias, stub)
    for name, alias in UNIONS.items():
        configure_tagged_union(alias, conv, tag_generator=lambda cl: cl.KIND, tag_name=TAG)
        members = {cl.KIND: cl for cl in typing.get_args(alias)}
        h = conv.get_structure_hook(alias)
        if detailed:
            h = _checked_union(name, members, h)
        real[alias] = h
        conv.register_structure_hook(alias, h)
    return conv


def _array_structure(cl: type, conv: cattrs.Converter) -> Callable[[Any, Any], Any]:
    """An object of `ARRAYS` from its array of field values, in field order, each read by the
    converter's hook for its type (validators and post-init checks run as in __init__)."""
    fields = attrs.fields(cl)
    names = ", ".join(f.name for f in fields)
    hooks = [conv.get_structure_hook(f.type) for f in fields]

    def s_array(v: Any, _: Any) -> Any:
        if v.__class__ is not list:
            raise _Invalid(f"expected an array [{names}], got {_describe(v)}")
        if len(v) != len(fields):
            raise _Invalid(f"expected an array of {len(fields)} items [{names}], got {len(v)}")
        values = {}
        for i, (f, h, x) in enumerate(zip(fields, hooks, v)):
            try:
                values[f.name] = h(x, f.type)
            except _Invalid as exc:
                raise _Invalid(f"{f.name}: {exc.message}", key=i) from None
        return cl(**values)
    return s_array


def _array_unstructure(cl: type) -> Callable[[Any], list[Any]]:
    names = [f.name for f in attrs.fields(cl)]
    return lambda o: [getattr(o, n) for n in names]


def _checked_union(name: str, members: dict[str, type], inner: Callable[[Any, Any], Any]
                   ) -> Callable[[Any, Any], Any]:
    kinds = ", ".join(sorted(members))
    what = name[0].lower() + "".join(f" {c.lower()}" if c.isupper() else c for c in name[1:])
    a_what = ("an " if what[0] in "aeiou" else "a ") + what

    def s_union(v: Any, t: Any) -> Any:
        if v.__class__ is not dict:
            raise _Invalid(f"expected an object ({a_what}: {kinds}), got {_describe(v)}")
        if TAG not in v:
            raise _Invalid(f"missing `kind` ({a_what}: {kinds})")
        tag = v[TAG]
        if tag.__class__ is not str:
            raise _Invalid(f"expected a string ({a_what} kind: {kinds}), got {_describe(tag)}",
                           key=TAG)
        if tag not in members:
            raise _Invalid(f"unknown {what} kind {json.dumps(tag, ensure_ascii=False)} "
                           f"(expected one of: {kinds})", key=TAG)
        return inner(v, t)
    return s_union


_converters: dict[bool, cattrs.Converter] = {}


def _converter(detailed: bool = False) -> cattrs.Converter:
    conv = _converters.get(detailed)
    if conv is None:
        conv = _converters[detailed] = _build_converter(detailed)
    return conv


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
        return f"{path}[{json.dumps(key, ensure_ascii=False)}]"
    return f"{path}.{key}" if path else key


def _problems(exc: BaseException, path: str) -> Iterator[tuple[str, str]]:
    """(place, problem) for every leaf of a cattrs detailed-validation error tree."""
    if isinstance(exc, (ClassValidationError, IterableValidationError)):
        with_notes, without = exc.group_exceptions()
        for sub, note in with_notes:
            key = note.index if isinstance(note, IterableValidationNote) else note.name
            yield from _problems(sub, _join(path, key))
        for sub in without:
            yield from _problems(sub, path)
    elif isinstance(exc, ForbiddenExtraKeysError):
        allowed = sorted(a.name for a in attrs.fields(exc.cl))
        for key in sorted(exc.extra_fields):
            yield _join(path, key), f"unknown key (expected one of: {', '.join(allowed)})"
    elif isinstance(exc, _Invalid):
        yield (_join(path, exc.key) if exc.key is not None else path), exc.message
    elif isinstance(exc, KeyError):
        yield path, "missing (required)"
    elif isinstance(exc, ValueError):
        yield path, str(exc)               # an IR invariant (attrs validator), e.g. max < min
    elif isinstance(exc, TypeError):
        yield path, f"invalid value ({exc})"
    else:
        yield path, f"invalid value ({type(exc).__name__}: {exc})"
