"""Templating drift (W409): the same effect worded two ways in one set.

Needs the printer (`dsl/printer.py`, canonical wording from the AST). Until it exists this
rule reports nothing.
"""

from __future__ import annotations

from .. import codes as C
from . import Group, rule


@rule(C.W409)
def templating_drift(group: Group):
    try:
        from .. import printer  # noqa: F401
    except ImportError:
        return
    return
    yield
