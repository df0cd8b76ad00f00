"""Start-up: the building parser read back from a cache of our own, its LALR states one by one.

Lark's own cache (`cache=True`, a pickle in the temp folder) holds the whole parse table as
nested dicts: unpickling its ~1,950 states and ~65,000 actions took ~90 ms, a third of a cold
`cardtext check` of a small file, which visits a few hundred states. Here the same data (what
`Lark.save` writes) is kept with each state's actions marshalled on their own: reading the file
is ~3 ms, and a state is unmarshalled the first time the parser enters it
(`dsl.grammar._LazyStates`). Lark's callbacks are made per rule on first use too
(`LazyCallbacks`: Lark's own `ParseTreeBuilder`, for one rule at a time). The rules and
terminals the table names (Lark's "memo") are kept pickled as the objects Lark makes of them,
read back in ~3 ms instead of Lark's ~14 ms `deserialize` (`_pickled_memo`; the cache is the
user's own, as Lark's own pickle is).

The file is keyed by a hash of everything the tables depend on: the grammar's text, the Lark
options, Lark's and Python's versions and this file's layout (`LAYOUT`); another grammar is
another file. It lives in the user's cache folder (`$CARDTEXT_CACHE_DIR`, else
`$XDG_CACHE_HOME/cardtext`, else `~/.cache/cardtext`), starts with the CRC-32 and the length of
its content (checked at every read: a damaged or truncated file is ignored and written again;
the cache is the user's own, so damage, not forgery, is what it guards against), and is
written atomically (a temporary file, then a rename). A folder that cannot be created or
written is no error: the parser is then made from Lark's cache as before. Writing a file
removes all but the four newest parser files of the folder (`prune`).
`CARDTEXT_NO_PARSER_CACHE=1` turns it off (to measure it).
"""

from __future__ import annotations

import hashlib
import marshal
import os
import pickle
import sys
import zlib
from typing import Any

LAYOUT = "3"          # the layout below: change it when it changes
_LEXER = "<lexer>"    # a class cannot be marshalled: the lexer class is given again at load


def cache_dir() -> str | None:
    base = os.environ.get("CARDTEXT_CACHE_DIR")
    if base:
        return base
    xdg = os.environ.get("XDG_CACHE_HOME")
    if xdg and os.path.isabs(xdg):
        return os.path.join(xdg, "cardtext")
    home = os.path.expanduser("~")
    return None if home == "~" else os.path.join(home, ".cache", "cardtext")


def enabled() -> bool:
    return not os.environ.get("CARDTEXT_NO_PARSER_CACHE")


def cache_path(grammar: str, options: str) -> str | None:
    """The file for this grammar and these options (None: no cache folder is known)."""
    folder = cache_dir()
    if folder is None:
        return None
    import lark

    key = "\n".join((LAYOUT, lark.__version__, sys.version.split()[0], options, grammar))
    return os.path.join(folder, f"parser-{hashlib.sha256(key.encode('utf-8')).hexdigest()[:32]}.marshal")


def writable(path: str) -> bool:
    """Whether the file's folder exists or can be made, and may be written: when not, the
    parser is made as without this cache (building every state to keep them would be wasted)."""
    folder = os.path.dirname(path)
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError:
        return False
    return os.access(folder, os.W_OK)


def read(path: str) -> bytes | None:
    """The payload `write` wrote, or None: no file, or not one written whole."""
    try:
        with open(path, "rb") as f:
            blob = f.read()
    except OSError:
        return None
    stamp, payload = blob[:_STAMP], blob[_STAMP + 1:]
    if blob[_STAMP:_STAMP + 1] != b"\n" or _stamp(payload) != stamp:
        return None
    return payload


_STAMP = 17         # the first line: the payload's CRC-32 and length, 8 hex digits each


def _stamp(payload: bytes) -> bytes:
    return b"%08x %08x" % (zlib.crc32(payload), len(payload) & 0xFFFFFFFF)


def write(path: str, payload: bytes) -> None:
    """Keep `payload` for `read`; any OS error (a read-only or missing home, a full disk)
    leaves no file and is not raised."""
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(_stamp(payload) + b"\n" + payload)
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return
    prune(os.path.dirname(path))


KEEP = 4    # parser files kept: each grammar (each version of cardtext) writes its own, ~3 MB


def prune(folder: str, keep: int = KEEP) -> None:
    """Remove all but the `keep` most recently written parser files of `folder` (other versions'
    grammars, other checkouts): a new grammar never leaves the folder growing without end.
    Any OS error (a file another process just removed) is not raised."""
    try:
        names = [n for n in os.listdir(folder) if n.startswith("parser-") and n.endswith(".marshal")]
        dated = sorted(((os.stat(os.path.join(folder, n)).st_mtime, n) for n in names), reverse=True)
    except OSError:
        return
    for _, name in dated[keep:]:
        try:
            os.unlink(os.path.join(folder, name))
        except OSError:
            pass


def serialize(parser: Any) -> bytes | None:
    """`parser` (a Lark LALR parser holding every state) as the payload `decode` reads: what
    `Lark.save` writes, without the transformer (given again at load), the lexer class as a
    place-holder, and each state's actions marshalled on their own. None: marshal cannot hold it."""
    from lark.grammar import Rule
    from lark.lexer import TerminalDef

    data, memo = parser.memo_serialize([TerminalDef, Rule])
    data["options"] = {k: (_LEXER if k == "lexer" else v) for k, v in data["options"].items()
                       if k != "transformer"}
    data["parser"] = dict(data["parser"])
    data["parser"]["lexer_conf"] = dict(data["parser"]["lexer_conf"], lexer_type=_LEXER)
    table = data["parser"]["parser"] = dict(data["parser"]["parser"])
    try:
        table["states"] = {state: marshal.dumps(actions) for state, actions in table["states"].items()}
        return marshal.dumps({"data": data, "memo": _pickled_memo(memo)})
    except (ValueError, TypeError, AttributeError, pickle.PicklingError):   # pragma: no cover - marshal or pickle cannot hold it
        return None


def _pickled_memo(memo: dict) -> bytes:
    """Lark's memo (its ~1,460 rules and ~325 terminals, which the parse table and the rule list
    name by number) as the objects Lark deserialises it into, pickled: Lark's `deserialize` of
    the memo took ~14 ms of every start, `pickle.loads` ~3 ms. Each grammar symbol is one object
    however many rules name it (Lark makes one per use; symbols compare and hash by name)."""
    from lark.grammar import Rule, Symbol
    from lark.lexer import TerminalDef
    from lark.utils import SerializeMemoizer

    objects = SerializeMemoizer.deserialize(memo, {"Rule": Rule, "TerminalDef": TerminalDef}, {})
    symbols: dict[tuple, Symbol] = {}

    def one(sym: Symbol) -> Symbol:
        return symbols.setdefault((type(sym), sym.name, getattr(sym, "filter_out", None)), sym)

    for obj in objects.values():
        if type(obj) is Rule:
            obj.origin = one(obj.origin)
            obj.expansion = [one(sym) for sym in obj.expansion]
    return pickle.dumps(objects, protocol=pickle.HIGHEST_PROTOCOL)


def _unpickled_memo(blob: bytes) -> dict:
    """The memo `_pickled_memo` kept, as Lark's `deserialize` leaves it: each object's
    `_deserialize` hook run again (a rule's hash is its origin's and symbols' string hashes,
    which differ from one process to the next)."""
    objects = pickle.loads(blob)
    if not isinstance(objects, dict):
        raise ValueError("not a memo")
    for obj in objects.values():
        hook = getattr(obj, "_deserialize", None)
        if hook is not None:
            hook()
    return objects


def decode(payload: bytes, lexer: type) -> dict[str, Any] | None:
    """``{"data": …, "memo": …}`` as `Lark._load` takes it (the states still marshalled, the
    lexer class put back), or None if the payload is not of this layout."""
    try:
        saved = marshal.loads(payload)
        data = saved["data"]
        data["options"]["lexer"] = lexer
        data["parser"]["lexer_conf"]["lexer_type"] = lexer
        saved["memo"] = _unpickled_memo(saved["memo"])
    except (EOFError, ValueError, TypeError, KeyError, AttributeError, ImportError, pickle.UnpicklingError):
        return None
    return saved


class LazyCallbacks(dict):
    """Lark's rule -> callback table, each callback made the first time its rule is reduced,
    by Lark's own `ParseTreeBuilder` given that one rule (Lark makes all ~1,050 at load:
    ~45 ms). Token callbacks (none here) are set at once, as Lark sets them."""

    def __init__(self, make: Any) -> None:
        super().__init__()
        self._make = make

    def __missing__(self, rule: Any) -> Any:
        f = self[rule] = self._make(rule)
        return f

    def __bool__(self) -> bool:         # Lark's parser tests `if callbacks`
        return True
