"""Start-up: the methods attrs writes for our classes, compiled once and kept beside the bytecode.

attrs writes `__init__`, `__repr__`, `__eq__` … of each class as Python source when the class
is built, and compiles it: for the ~200 AST and IR classes about 230 calls to `compile`, ~85 ms
of the ~300 ms that importing the compiler took. Python's cached bytecode does not cover that
source, so we keep the compiled code objects, keyed by the exact source and file name attrs
generated (another attrs version or another class shape writes other source: a miss, compiled
as before), in the `__pycache__` folder Python uses for `dsl` (under `PYTHONPYCACHEPREFIX` when
set), one file per Python version. It is written only when something new was compiled, and
never when Python may not write bytecode (`PYTHONDONTWRITEBYTECODE`); a missing, unreadable or
damaged file is ignored. `CARDTEXT_NO_ATTRS_CACHE=1` turns it off (to measure it).
"""

from __future__ import annotations

import atexit
import marshal
import os
import re
import sys
from typing import Any

_FILE: str | None = None
_CODES: dict[tuple[str, str], Any] = {}
_USED: dict[tuple[str, str], Any] = {}
_NEW = [False]
# attrs' __hash__ of a class starts from a constant, the hash of a string: a name read from the
# method's globals instead, so that the code is the same in every process
_TYPE_HASH = re.compile(r"return hash\(\(\s*(-?\d+),")
_SALT = "_cardtext_type_hash"


def cache_file() -> str | None:
    try:
        from importlib.util import cache_from_source

        here = cache_from_source(os.path.join(os.path.dirname(os.path.abspath(__file__)), "__init__.py"))
    except (NotImplementedError, ValueError):       # pragma: no cover - no bytecode cache at all
        return None
    return os.path.join(os.path.dirname(here), f"attrs-methods.{sys.implementation.cache_tag}.marshal")


def install() -> None:
    """Compile attrs' generated methods through the cache (call before any class is built)."""
    global _FILE
    if os.environ.get("CARDTEXT_NO_ATTRS_CACHE"):
        return
    try:
        from attr import _make
    except ImportError:         # pragma: no cover
        return
    compile_and_eval = getattr(_make, "_compile_and_eval", None)
    if compile_and_eval is None or getattr(compile_and_eval, "_cardtext", False):
        return                  # an attrs without it, or installed already
    _FILE = cache_file()
    if _FILE is not None:
        try:
            with open(_FILE, "rb") as f:
                codes = marshal.loads(f.read())     # (marshal.load(f) reads item by item: 4x slower)
            if isinstance(codes, dict):
                _CODES.update(codes)
        except (OSError, EOFError, ValueError, TypeError):
            pass

    def cached_compile_and_eval(script: str, globs: Any, locs: Any = None, filename: str = "", *more: Any,
                                **kw: Any) -> None:
        if more or kw or not isinstance(script, str) or not isinstance(filename, str):
            return compile_and_eval(script, globs, locs, filename, *more, **kw)    # another attrs: as it was
        m = _TYPE_HASH.search(script) if isinstance(globs, dict) else None
        if m is not None:   # a frozen class's hash salt (hash of a string: differs in each process)
            globs[_SALT] = int(m.group(1))
            script = script[:m.start(1)] + _SALT + script[m.end(1):]
        eval(compiled(script, filename), globs, locs)

    cached_compile_and_eval._cardtext = True      # type: ignore[attr-defined]
    _make._compile_and_eval = cached_compile_and_eval
    atexit.register(save)


def compiled(script: str, filename: str) -> Any:
    """`compile(script, filename, "exec")` through the cache: attrs' methods, and other code
    this package writes at run time (dsl/builder.py's constructor per grammar rule)."""
    key = (script, filename)
    code = _CODES.get(key)
    if code is None:
        code = _CODES[key] = compile(script, filename, "exec")
        _NEW[0] = True
    _USED[key] = code
    return code


def save() -> None:
    """Write the methods known, if one of them is new (at exit); only those this process used
    once the file holds many (classes changed often)."""
    if not _NEW[0] or _FILE is None or sys.dont_write_bytecode:
        return
    tmp = f"{_FILE}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(_FILE), exist_ok=True)
        with open(tmp, "wb") as f:
            marshal.dump(_CODES if len(_CODES) < 2000 else _USED, f)   # (another command's too)
        os.replace(tmp, _FILE)
        _NEW[0] = False
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
