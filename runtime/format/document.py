"""Whole documents: writing them (``dump``, ``assemble``, ``assemble_pooled``) and loading them
(``load_set``, ``loads``, ``load_document``)."""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import stat
from collections.abc import Sequence
from typing import Any

from .. import ranges
from ..errors import FormatError
from ..ruleset import RULESETS
from ..validate import ir_value_problems, load_limits, names_clean, ruleset_of, set_problems, validate_set
from .envelope import CompiledCard, CompiledSet, FORMAT_NAME, FORMAT_VERSION, HASH_PREFIX, _collector_paused
from .migrations import MIGRATIONS, _oldest_readable
from .converter import _converter, _describe, _join, _problems
from . import pool as _pool
from .pool import POOL, _expand, _pool_by_source, _pool_problems, _shapes, pool_texts
from .loader import _pool_objects, _structure
from .hashing import _canonical, _check_hash
from .typed import load_typed


def to_document(compiled: CompiledSet, compiler_version: str) -> dict[str, Any]:
    """The JSON document (dicts, lists, strings, integers) with its envelope and hash."""
    if not isinstance(compiler_version, str):
        raise TypeError(f"compiler_version must be a string, not {type(compiler_version).__name__}")
    return json.loads(dump(compiled, compiler_version))


def dump(compiled: CompiledSet, compiler_version: str) -> str:
    """The compiled set as text: deterministic (same set and version, same bytes).

    The text is the canonical form of the whole document (hash included) with a line break
    and indentation before each top-level member and each card, so every card is one line."""
    if not isinstance(compiler_version, str):
        raise TypeError(f"compiler_version must be a string, not {type(compiler_version).__name__}")
    return assemble(compiled.ruleset, [card_text(c) for c in compiled.cards], compiler_version,
                    [card_text(c) for c in compiled.shared], compiled.counters)


def card_text(card: CompiledCard) -> str:
    """One card's canonical JSON (what `dump` writes on the card's line). A compiler may keep
    these (a cache) and `assemble` a set from them without rebuilding the cards."""
    return _canonical(_converter().unstructure(card, CompiledCard))


def assemble(ruleset: str, card_texts: Sequence[str], compiler_version: str,
             shared_texts: Sequence[str] = (), counters: Sequence[str] = ()) -> str:
    """The document `dump` writes, from each card's canonical JSON, as `card_text` writes it
    (and the shared decks'): the values repeated among the cards of one source file (or among
    the shared cards) go to the pool."""
    cards, shared, pool = _pool_by_source(list(card_texts), list(shared_texts))
    return _document(ruleset, cards, compiler_version, shared, pool, counters)


def _document(ruleset: str, card_texts: list[str], compiler_version: str, shared_texts: list[str],
              pool: dict[str, str], counters: Sequence[str] = ()) -> str:
    """The text of the document: pooled cards and shared cards, the pool sorted by key; the
    declared counters (absent when none) sorted, each once."""
    env: dict[str, Any] = {"compiler": compiler_version, "format": FORMAT_NAME, "ruleset": ruleset,
                           "version": FORMAT_VERSION}
    pool = dict(sorted(pool.items()))
    lists = {"cards": card_texts}
    if shared_texts:                              # a default is left out
        lists["shared"] = shared_texts
    if counters:
        env["counters"] = sorted(set(counters))
    members = {}
    if pool:
        members[POOL] = [f"{_canonical(k)}:{e}" for k, e in pool.items()]
    brackets = {k: "[]" for k in lists} | {k: "{}" for k in members}
    lists |= members
    doc_keys = sorted([*lists, "hash", *env])
    body = "{" + ",".join(f'"{k}":{brackets[k][0]}' + ",".join(lists[k]) + brackets[k][1] if k in lists
                          else f"{_canonical(k)}:{_canonical(env[k])}" for k in doc_keys if k != "hash") + "}"
    digest = HASH_PREFIX + hashlib.sha256(body.encode("utf-8")).hexdigest()
    lines = ["{"]
    for n, key in enumerate(doc_keys):
        comma = "," if n < len(doc_keys) - 1 else ""
        if key in lists:
            texts, (opening, closing) = lists[key], brackets[key]
            if texts:
                lines.append(f'  "{key}":{opening}')
                last = len(texts) - 1
                lines.extend(f"    {t}{',' if i < last else ''}" for i, t in enumerate(texts))
                lines.append(f"  {closing}{comma}")
            else:
                lines.append(f'  "{key}":{opening}{closing}{comma}')
        elif key == "hash":
            lines.append(f"  {_canonical(key)}:{_canonical(digest)}{comma}")
        else:
            lines.append(f"  {_canonical(key)}:{_canonical(env[key])}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------------------------
# load


def load_set(path: str | os.PathLike[str]) -> CompiledSet:
    """Load and validate a compiled set file. The entry point for integrators.

    Raises `FormatError` for anything wrong with the file's content, ``OSError`` if it cannot
    be read at all. Only a regular file is read (a FIFO would block, a device never end), and
    at most `MAX_SET_BYTES`: bounded time and memory whatever the path names."""
    name = os.fspath(path)
    # O_NONBLOCK: opening a FIFO with no writer returns at once (a regular file is unaffected)
    with os.fdopen(os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise FormatError("not a regular file (a FIFO or a device): not a compiled set", "", name)
        data = f.read(MAX_SET_BYTES + 1)
    if len(data) > MAX_SET_BYTES:
        raise FormatError(f"the file is over {MAX_SET_BYTES // (1024 * 1024)} MB: larger than any compiled "
                          f"set (a 20,000-card set is a few MB)", "", name)
    return loads(data, file=name)


MAX_SET_BYTES = 512 * 1024 * 1024


def loads(text: str | bytes, *, file: str = "") -> CompiledSet:
    """Load and validate a compiled set from text (or UTF-8 bytes). ``file`` only labels errors."""
    with _collector_paused():
        return _loads(text, file)


def _loads(text: str | bytes, file: str) -> CompiledSet:
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            line = text.count(b"\n", 0, exc.start) + 1
            raise FormatError(f"not UTF-8: byte 0x{text[exc.start]:02x} (line {line}) cannot "
                              f"be decoded", f"byte {exc.start}", file) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text or text.isspace():            # (not text.strip(): a copy of the whole text)
        raise FormatError("empty file: not a compiled set", "", file)
    compiled = load_typed(text)       # the current format in dump's layout, all good: at once
    if compiled is not None:
        return compiled
    raw = _fast_json(text)
    if raw is not _NOT_READ:
        return load_document(raw, file=file, text=text)
    try:
        raw = json.loads(text, parse_constant=_no_constant, parse_float=_no_float)
    except _Float as exc:           # 1e999: a float no number can hold (the fields say what else is wrong)
        raise _number_error(text, str(exc), "a number too large for any field: the format holds "
                            "whole numbers only", file) from None
    except json.JSONDecodeError as exc:
        # the text ended inside a string or before the document was complete
        truncated = exc.msg.startswith("Unterminated string") or exc.pos >= len(text.rstrip())
        problem = f"not valid JSON: {exc.msg}" + (" (the file ends too early: truncated?)"
                                                   if truncated else "")
        raise FormatError(problem, f"{exc.lineno}:{exc.colno}", file) from None
    except _Constant as exc:
        m = re.search(r"[:\[,]\s*(-?Infinity|NaN)\b", text)
        place = ""
        if m:
            pos = m.start(1)
            line = text.count("\n", 0, pos) + 1
            place = f"{line}:{pos - (text.rfind(chr(10), 0, pos) + 1) + 1}"
        raise FormatError(f"not valid JSON: {exc} is not a JSON number", place, file) from None
    except RecursionError:
        raise FormatError("nested too deeply to read (is this a compiled set?)", "", file) from None
    except ValueError:          # an integer too long to convert (Python's 4,300-digit limit)
        m = re.search(r"-?\d{%d,}" % (ranges.MAX_DIGITS + 1), text)
        raise _number_error(text, m.group() if m else "", "an integer too large for any field",
                            file) from None
    return load_document(raw, file=file, text=text)


_NOT_READ = object()


def _fast_json(text: str) -> Any:
    """The document parsed by msgspec (about 1.3x faster than `json.loads`, and it keeps one
    copy of each short key), or `_NOT_READ`: msgspec is not installed, or the text holds
    anything that is not plain JSON of the kinds a compiled set has (a float, a number too
    large for it, a lone surrogate, a syntax error, deep nesting…). Then `json.loads` reads it
    as before and says what is wrong, so every diagnostic stays `json.loads`'s. For the text it
    accepts, msgspec gives what `json.loads` gives: the same dicts (a repeated key: the last
    value, as in `json.loads`), lists, strings, integers and booleans."""
    decode = _DECODER[0]
    if decode is None:
        try:
            import msgspec
        except ImportError:                 # pragma: no cover - msgspec is a dependency
            decode = _DECODER[0] = _no_decoder
        else:
            decode = _DECODER[0] = msgspec.json.Decoder(float_hook=_no_fast_float).decode
    try:
        return decode(text)
    except Exception:  # noqa: BLE001 - msgspec's errors, and RecursionError: json.loads says what
        return _NOT_READ


def _no_decoder(text: str) -> Any:
    return _NOT_READ


def _no_fast_float(literal: str) -> Any:
    raise ValueError(literal)


_DECODER: list[Any] = [None]


class _Float(ValueError):
    pass


def _no_float(literal: str) -> Any:
    value = float(literal)
    if value != value or value in (math.inf, -math.inf):
        raise _Float(literal)
    return value


def _number_error(text: str, literal: str, problem: str, file: str) -> FormatError:
    """A number the JSON holds but the format never does, placed at `line:column`."""
    pos = text.find(literal) if literal else -1
    place = ""
    if pos >= 0:
        line = text.count("\n", 0, pos) + 1
        place = f"{line}:{pos - (text.rfind(chr(10), 0, pos) + 1) + 1}"
    return FormatError(f"{problem} ({ranges.shown(literal.lstrip('-')) if literal else 'a number'})",
                       place, file)


class _Constant(ValueError):
    pass


def _no_constant(name: str) -> Any:
    raise _Constant(name)


def load_document(raw: Any, *, file: str = "", text: str | None = None) -> CompiledSet:
    """Validate and structure an already parsed document (the part of `loads` after JSON).
    ``text``, if given, is the text it was parsed from (a faster hash check)."""
    if raw.__class__ is not dict:
        raise FormatError(f"expected a JSON object (a compiled set), got {_describe(raw)}", "",
                          file)
    fmt_name = raw.get("format")
    if fmt_name != FORMAT_NAME:
        if "format" not in raw:
            raise FormatError(f"missing: not a compiled set (expected \"format\": "
                              f"\"{FORMAT_NAME}\")", "format", file)
        raise FormatError(f"not a compiled set: expected \"{FORMAT_NAME}\", got "
                          f"{_describe(fmt_name)}", "format", file)
    if "version" not in raw:
        raise FormatError("missing: the format version is required", "version", file)
    version = raw["version"]
    if version.__class__ is not int:
        raise FormatError(f"expected an integer, got {_describe(version)}", "version", file)
    if version > FORMAT_VERSION:
        raise FormatError(f"version {version} is newer than this runtime reads ({FORMAT_VERSION}): "
                          f"upgrade cardtext to load this set", "version", file)
    oldest = _oldest_readable()
    if version < oldest:
        reads = f"{oldest} to {FORMAT_VERSION}" if oldest < FORMAT_VERSION else f"{FORMAT_VERSION}"
        raise FormatError(f"unknown format version {version} (this runtime reads version "
                          f"{reads})", "version", file)
    _check_hash(raw, text, file)
    while version < FORMAT_VERSION:
        try:
            raw = MIGRATIONS[version](raw)
        except Exception as exc:  # noqa: BLE001 - an old file that its migration cannot read
            raise FormatError(f"cannot upgrade from version {version}: {type(exc).__name__}: "
                              f"{exc}", "", file) from None
        version += 1
        if raw.__class__ is not dict:
            raise FormatError(f"internal: the migration to version {version} returned "
                              f"{_describe(raw)}", "", file)
    body = {k: v for k, v in raw.items() if k not in ("format", "version", "hash")}
    if "compiler" not in body:
        raise FormatError("missing: the compiler version is required", "compiler", file)
    pool = body.pop(POOL, None)
    limits = load_limits(body)       # the abilities' numbers and words: checked as they are built
    try:
        compiled = _structure(body, pool, limits)
    except RecursionError:
        raise FormatError("nested too deeply", "", file) from None
    except Exception:  # noqa: BLE001 - rerun with bookkeeping to say what and where
        raise _explain(body, pool, file) from None
    if compiled.ruleset not in RULESETS:
        raise FormatError(f"unknown ruleset {json.dumps(compiled.ruleset, ensure_ascii=False)} "
                          f"(known: {', '.join(sorted(RULESETS))})", "ruleset", file)
    # what the compiler guarantees: ranges, unique names (validate.py); with the limits known,
    # the cards' and abilities' numbers and words were checked while structuring, and only the
    # names are left (when one is wrong, the whole check names every problem)
    if limits is None or not names_clean(compiled):
        validate_set(compiled, file, ir=limits is None)
    return compiled


def assemble_pooled(ruleset: str, files: Sequence[tuple[Sequence[str], dict[str, str]]],
                    compiler_version: str, shared_texts: Sequence[str] = (), counters: Sequence[str] = ()) -> str:
    """`assemble` for cards pooled a file at a time (`pool_texts`, as the compiler does in its
    parallel jobs and keeps in its cache): the files' pools are merged, an entry in several
    files once. Where two files gave two different values one key (each file makes its keys
    unique only among its own values), the cards are read back in full and pooled again with
    keys unique across the set: the same bytes as `assemble` of the unpooled cards."""
    texts = [t for file_texts, _ in files for t in file_texts]
    shared, shared_pool = pool_texts(shared_texts)
    pool: dict[str, str] = {}
    agree = True
    for file_pool in [*(p for _, p in files), shared_pool]:
        for key, entry in file_pool.items():
            agree = agree and len(key) == 1 + _pool.KEY_DIGITS and pool.setdefault(key, entry) == entry
    if agree:
        return _document(ruleset, texts, compiler_version, shared, pool, counters)
    whole = []
    for file_texts, file_pool in files:
        entries = {k: json.loads(e) for k, e in file_pool.items()}
        card = _shapes()[CompiledCard]
        problems: list[tuple[str, str]] = []
        whole += [_canonical(_expand(json.loads(t), entries, problems, card)) for t in file_texts]
        if problems:
            raise ValueError(f"a pooled card does not match its file's pool: {problems[0]}")
    return assemble(ruleset, whole, compiler_version, shared_texts, counters)


def _explain(body: dict[str, Any], pool: Any, file: str) -> FormatError:
    """Every problem the fast path met, with its place: the pool's first, then the document's,
    read with each pool key replaced by its entry (so a place is where the value is written)."""
    if pool is not None:
        problems = list(_pool_problems(pool))
        if not problems:
            body = _expand(body, pool, problems)
        if problems:
            return FormatError(problems[0][1], problems[0][0], file, tuple(problems))
    try:
        _converter(detailed=True).structure(body, CompiledSet)
    except RecursionError:
        return FormatError("nested too deeply", "", file)
    except Exception as exc:  # noqa: BLE001
        problems = tuple(_problems(exc, ""))
        if problems:
            place, problem = problems[0]
            return FormatError(problem, place, file, problems)
        return FormatError(f"invalid compiled set ({exc})", "", file)
    # The shape is right: the fast path refused a number or a word the ruleset does not have
    # (`load_limits`); the validator says where, as it would after a load without limits.
    try:
        compiled = _structure(body, None if pool is None else pool, None)
    except Exception:  # noqa: BLE001
        compiled = None
    if compiled is not None:
        problems = set_problems(compiled)
        if not problems and pool and compiled.ruleset in RULESETS:   # an entry no card uses
            rs = ruleset_of(compiled)
            for key, obj in _pool_objects(pool).items():
                problems += ir_value_problems(rs, obj, _join(_join(POOL, key), 1))
        if problems:
            return FormatError(problems[0][1], problems[0][0], file, tuple(problems))
    # The fast converter failed where the detailed one did not: a bug in this module.
    return FormatError("invalid compiled set (internal: fast and detailed loaders disagree)", "",
                       file)
