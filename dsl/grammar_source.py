"""Where the grammar's text lives: the installed package `cardtext_grammar`, or grammar/ beside
a plain checkout. Read by `dsl.grammar` (the parser) and `dsl.kinds` (the verbs)."""

from __future__ import annotations

import os
from pathlib import Path


def grammar_text(name: str = "en.lark") -> str:
    path = _package_file(name)
    if path is not None:
        with open(path, encoding="utf-8") as f:
            return f.read()
    try:                # a package that is not a plain folder (a zip): its resource reader
        from importlib.resources import files

        res = files("cardtext_grammar").joinpath(name)
        if res.is_file():
            return res.read_text(encoding="utf-8")
    except (ImportError, OSError):  # a plain checkout, or an editable install's namespace path
        pass
    path = Path(__file__).resolve().parent.parent / "grammar" / name
    return path.read_text(encoding="utf-8")


def _package_file(name: str) -> str | None:
    """The file in the package's folder when it is a plain folder on disk, found without
    importing `importlib.resources` (with what it imports, ~10 ms of every command's start)."""
    from importlib.util import find_spec

    try:
        spec = find_spec("cardtext_grammar")
    except (ImportError, ValueError):
        return None
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            return path
    return None
