"""Where the grammar's text lives: the installed package `cardtext_grammar`, or grammar/ beside
a plain checkout. Read by `dsl.grammar` (the parser) and `dsl.kinds` (the verbs)."""

from __future__ import annotations

from pathlib import Path


def grammar_text(name: str = "en.lark") -> str:
    try:
        from importlib.resources import files

        res = files("cardtext_grammar").joinpath(name)
        if res.is_file():
            return res.read_text(encoding="utf-8")
    except (ImportError, OSError):  # a plain checkout, or an editable install's namespace path
        pass
    path = Path(__file__).resolve().parent.parent / "grammar" / name
    return path.read_text(encoding="utf-8")
