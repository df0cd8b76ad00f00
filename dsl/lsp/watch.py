"""`cardtext check --watch`: check, then check again each time a file is saved.

Polls the files' size and modification time (no dependency; twice a second). A saved file is
read again and only its cards whose text changed are checked again (the language server's
`SetModel`, so the diagnostics are those of `cardtext check`); its diagnostics are printed
again, after a line naming the file. Ctrl-C ends it (exit 0).
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Callable, TextIO

from ..diagnostics import Severity
from ..source import SourceError, SourceFile, load
from .model import SetModel


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def watch(collect: Callable[[], list[Path]], ruleset: str | None, out: TextIO, render: Callable,
          *, quiet: bool = False, interval: float = 0.5, sleep: Callable[[float], None] = time.sleep) -> int:
    models: dict[Path, SetModel] = {}
    stamps: dict[Path, tuple[int, int] | None] = {}
    sep = "\n\n" if getattr(render, "__name__", "") == "render_full" else "\n"
    first = True
    try:
        while True:
            for f in collect():
                stamp = _stamp(f)
                if stamps.get(f, ()) == stamp:
                    continue
                stamps[f] = stamp
                start = time.perf_counter()
                m = models.setdefault(f, SetModel(str(f), ruleset))
                try:
                    src = load(f)
                except SourceError as e:
                    out.write(f"{f}: cannot read: {e.message}\n")
                    out.flush()
                    continue
                m.update(src.text)
                stale = m.stale()
                m.check(stale)
                shown = SourceFile(str(f), m.text)
                diags = [d for d in m.diagnostics() if not (quiet and d.severity is Severity.WARNING)]
                if not first:
                    out.write(f"--- {f} changed\n")
                for d in diags:
                    out.write(render(d, shown) + sep)
                errors = sum(1 for d in diags if d.severity is Severity.ERROR)
                n = sum(1 for c in m.cards if c.raw is not None)
                out.write(f"{f}: {n} card{'s' if n != 1 else ''}, {len(stale)} checked again: "
                          f"{errors} error{'s' if errors != 1 else ''} ({time.perf_counter() - start:.2f} s)\n")
                out.flush()
            if first:
                out.write("watching for changes (Ctrl-C to stop)\n")
                out.flush()
                first = False
            sleep(interval)
    except KeyboardInterrupt:
        return 0


__all__ = ["watch"]
